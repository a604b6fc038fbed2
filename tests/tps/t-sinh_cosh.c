/* tps_sinh_cosh, tps_tanh: cosh^2 - sinh^2 = 1, tanh = sinh/cosh, exact
 * rational series, aliasing, NULL outputs. */
#include "tpstest.h"

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(10000);
        tps_t a, s, c, s2, c2, t, q;

        tps_init(a); tps_init(s); tps_init(c); tps_init(s2); tps_init(c2);
        tps_init(t); tps_init(q);
        tt_rand_tps(a, n, prec);
        if (tps_sinh_cosh(s, c, a, n, prec) != SERSOL_OK)
            test_fail("sinh_cosh status");
        tps_sqr(s2, s, n, prec);
        tps_sqr(c2, c, n, prec);
        tps_sub(c2, c2, s2, prec);
        tt_check_const("cosh^2 - sinh^2 = 1", c2, 1, n);

        if (tps_tanh(t, a, n, prec) != SERSOL_OK)
            test_fail("tanh status");
        if (tps_div(q, s, c, n, prec) == SERSOL_OK)
            test_check_overlap("tanh = sinh/cosh", t, q);
        else if (n == 0 || sersol_domain_inv(c->coeffs))
            test_fail("div by cosh refused with cosh a_0 != 0");

        tt_check_alias_pair("sinh_cosh", tps_sinh_cosh, a, n, prec);
        tt_check_alias_unary("tanh aliasing", tps_tanh, a, n, prec);

        tps_clear(a); tps_clear(s); tps_clear(c); tps_clear(s2); tps_clear(c2);
        tps_clear(t); tps_clear(q);
    }
}

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(16), prec = tt_prec(10000);
        fmpq_poly_t p, q;
        tps_t a, s, c;

        fmpq_poly_init(p); fmpq_poly_init(q); tps_init(a); tps_init(s); tps_init(c);
        tt_rand_fmpq_poly(p, n, 6);
        fmpq_poly_set_coeff_si(p, 0, 0);
        tt_set_fmpq_poly(a, p, n, prec);
        tps_sinh_cosh(s, c, a, n, prec);
        fmpq_poly_sinh_series(q, p, n);
        tt_check_contains_fmpq_poly("sinh exact", s, q, n);
        fmpq_poly_cosh_series(q, p, n);
        tt_check_contains_fmpq_poly("cosh exact", c, q, n);
        tps_tanh(s, a, n, prec);
        fmpq_poly_tanh_series(q, p, n);
        tt_check_contains_fmpq_poly("tanh exact", s, q, n);
        if (prec >= 64 && fmpz_bits(fmpq_poly_denref(p)) < 8)
            tt_check_tight("tanh exact", s, prec / 4);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(s); tps_clear(c);
    }
}

int main(void)
{
    test_start("tps sinh_cosh tanh");
    check_identities();
    check_exact();
    return test_end();
}
