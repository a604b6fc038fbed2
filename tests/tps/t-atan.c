/* tps_atan: exact rational series, tan(atan a) = a, (atan a)' (1 + a^2) = a',
 * aliasing. */
#include "tpstest.h"

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(10000);
        tps_t a, f, g, w, da;

        tps_init(a); tps_init(f); tps_init(g); tps_init(w); tps_init(da);
        tt_rand_tps(a, n, prec);
        if (tps_atan(f, a, n, prec) != SERSOL_OK)
            test_fail("atan status");
        /* a wide atan a_0 at a tiny precision may reach pi/2 */
        if (tps_tan(g, f, n, prec) == SERSOL_OK)
            test_check_overlap("tan(atan a) = a", g, a);
        else if (n == 0 || sersol_domain_tan(f->coeffs, prec))
            test_fail("tan(atan a) refused with cos(atan a_0) != 0");

        /* f' (1 + a^2) = a' */
        if (n > 1)
        {
            tps_sqr(w, a, n - 1, prec);
            arb_add_ui(w->coeffs, w->coeffs, 1, prec);
            tps_derivative(g, f, prec);
            tps_mullow(g, g, w, n - 1, prec);
            tps_derivative(da, a, prec);
            test_check_overlap("atan' (1 + a^2) = a'", g, da);
        }
        tt_check_alias_unary("atan aliasing", tps_atan, a, n, prec);
        tps_clear(a); tps_clear(f); tps_clear(g); tps_clear(w); tps_clear(da);
    }
}

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(16), prec = tt_prec(10000);
        fmpq_poly_t p, q;
        tps_t a, f;

        fmpq_poly_init(p); fmpq_poly_init(q); tps_init(a); tps_init(f);
        tt_rand_fmpq_poly(p, n, 6);
        fmpq_poly_set_coeff_si(p, 0, 0);
        tt_set_fmpq_poly(a, p, n, prec);
        tps_atan(f, a, n, prec);
        fmpq_poly_atan_series(q, p, n);
        tt_check_contains_fmpq_poly("atan exact", f, q, n);
        if (prec >= 64 && fmpz_bits(fmpq_poly_denref(p)) < 8)
            tt_check_tight("atan exact", f, prec / 4);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(f);
    }
}

int main(void)
{
    test_start("tps atan");
    check_identities();
    check_exact();
    return test_end();
}
