/* tps_sin_cos, tps_tan: sin^2 + cos^2 = 1, tan = sin/cos, exact rational
 * series (FLINT's fmpq_poly_{sin,cos,tan}_series), aliasing, NULL outputs,
 * domain error of tan. */
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
        if (tps_sin_cos(s, c, a, n, prec) != SERSOL_OK)
            test_fail("sin_cos status");
        tps_sqr(s2, s, n, prec);
        tps_sqr(c2, c, n, prec);
        tps_add(s2, s2, c2, prec);
        tt_check_const("sin^2 + cos^2 = 1", s2, 1, n);

        if (tps_tan(t, a, n, prec) == SERSOL_OK)
        {
            if (tps_div(q, s, c, n, prec) == SERSOL_OK)
                test_check_overlap("tan = sin/cos", t, q);
        }
        else if (n == 0 || sersol_domain_tan(a->coeffs, prec))
            test_fail("tan failed with cos a_0 != 0");

        tt_check_alias_pair("sin_cos", tps_sin_cos, a, n, prec);
        tt_check_alias_unary("tan aliasing", tps_tan, a, n, prec);

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
        tps_sin_cos(s, c, a, n, prec);
        fmpq_poly_sin_series(q, p, n);
        tt_check_contains_fmpq_poly("sin exact", s, q, n);
        fmpq_poly_cos_series(q, p, n);
        tt_check_contains_fmpq_poly("cos exact", c, q, n);
        if (tps_tan(s, a, n, prec) != SERSOL_OK)
            test_fail("tan status at a_0 = 0");
        fmpq_poly_tan_series(q, p, n);
        tt_check_contains_fmpq_poly("tan exact", s, q, n);
        if (prec >= 64 && fmpz_bits(fmpq_poly_denref(p)) < 8)
            tt_check_tight("tan exact", s, prec / 4);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(s); tps_clear(c);
    }
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(50); iter++)
    {
        slong n = 1 + tt_len(10), prec = 2 + tt_prec(500);
        tps_t a;

        tps_init(a);
        tt_rand_tps(a, n, prec);
        arb_const_pi(a->coeffs, prec);
        arb_mul_2exp_si(a->coeffs, a->coeffs, -1);
        arb_mul_si(a->coeffs, a->coeffs, 2 * (slong) n_randint(test_state, 5) - 3, prec);
        tt_check_edomain_unary("tan at a_0 = odd multiple of pi/2", tps_tan, a, n, prec);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("tps sin_cos tan");
    check_identities();
    check_exact();
    check_domain();
    return test_end();
}
