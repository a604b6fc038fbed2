/* tps_asin, tps_acos: asin(sin a) = a near 0, sin(asin a) = a, exact
 * rational series, asin + acos = pi/2, aliasing, domain errors. */
#include "tpstest.h"

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(10000);
        tps_t a, f, g, h;
        arb_t half_pi;

        tps_init(a); tps_init(f); tps_init(g); tps_init(h); arb_init(half_pi);
        tt_rand_tps(a, n, prec);
        if (n > 0)   /* a_0 in (-1/2, 1/2), up to its radius: the principal branch */
            arb_mul_2exp_si(a->coeffs, a->coeffs, -3);
        tps_sin_cos(f, NULL, a, n, prec);
        /* tiny precisions may widen sin a_0 up to +-1 */
        if (tps_asin(g, f, n, prec) == SERSOL_OK)
            test_check_overlap("asin(sin a) = a", g, a);
        else if (n == 0 || sersol_domain_asin(f->coeffs))
            test_fail("asin(sin a) refused with |sin a_0| < 1");

        /* at 2-3 bits the scaled a_0 can still be a ball reaching past 1
         * (0.75 +- 0.48, seed 20037): then both must refuse */
        if (n > 0 && !sersol_domain_asin(a->coeffs))
        {
            if (tps_asin(f, a, n, prec) != SERSOL_EDOMAIN || tps_acos(g, a, n, prec) != SERSOL_EDOMAIN)
                test_fail("asin/acos of a series whose a_0 reaches past 1 not refused");
            tps_clear(a); tps_clear(f); tps_clear(g); tps_clear(h); arb_clear(half_pi);
            continue;
        }
        if (tps_asin(f, a, n, prec) != SERSOL_OK)
            test_fail("asin status");
        tps_sin_cos(g, NULL, f, n, prec);
        test_check_overlap("sin(asin a) = a", g, a);
        if (tps_acos(g, a, n, prec) != SERSOL_OK)
            test_fail("acos status");
        tps_add(h, f, g, prec);
        arb_const_pi(half_pi, prec);
        arb_mul_2exp_si(half_pi, half_pi, -1);
        tps_set_arb(g, half_pi, n);
        test_check_overlap("asin + acos = pi/2", h, g);

        tt_check_alias_unary("asin aliasing", tps_asin, a, n, prec);
        tt_check_alias_unary("acos aliasing", tps_acos, a, n, prec);
        tps_clear(a); tps_clear(f); tps_clear(g); tps_clear(h); arb_clear(half_pi);
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
        tps_asin(f, a, n, prec);
        fmpq_poly_asin_series(q, p, n);
        tt_check_contains_fmpq_poly("asin exact", f, q, n);
        if (prec >= 64 && fmpz_bits(fmpq_poly_denref(p)) < 8)
            tt_check_tight("asin exact", f, prec / 4);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(f);
    }
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(10), prec = tt_prec(500);
        tps_t a;

        tps_init(a);
        tt_rand_tps(a, n, prec);
        switch (n_randint(test_state, 3))
        {
            case 0: arb_set_si(a->coeffs, n_randint(test_state, 2) ? 1 : -1); break;
            case 1: arb_set_si(a->coeffs, 2 + n_randint(test_state, 5)); break;
            default: arb_set_d(a->coeffs, 0.9); mag_set_d(arb_radref(a->coeffs), 0.2); break;
        }
        tt_check_edomain_unary("asin outside (-1, 1)", tps_asin, a, n, prec);
        tt_check_edomain_unary("acos outside (-1, 1)", tps_acos, a, n, prec);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("tps asin acos");
    check_identities();
    check_exact();
    check_domain();
    return test_end();
}
