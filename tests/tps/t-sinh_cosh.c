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

/* tanh of a series whose constant term is tiny (2^-e, e up to 2000):
 * the constant term and the slope keep their relative accuracy (the
 * constant term came from exp(2 a_0) - 1 and lost e bits to the
 * cancellation).  Coefficient 2, -tanh(a_0) sech^2(a_0) c^2, is itself a
 * cancellation in the division and is only checked for overlap. */
static void check_tiny_constant(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(50); iter++)
    {
        slong n = 1 + n_randint(test_state, 12), prec = 64 + n_randint(test_state, 1000), k;
        slong e = 20 + n_randint(test_state, 2000);
        tps_t a, t, s, c, q;

        tps_init(a); tps_init(t); tps_init(s); tps_init(c); tps_init(q);
        tps_set_si(a, 1, n);
        arb_mul_2exp_si(a->coeffs, a->coeffs, -e);      /* a = 2^-e */
        if (n > 1)
            arb_set_si(a->coeffs + 1, (slong) n_randint(test_state, 7) - 3);
        tps_tanh(t, a, n, prec);
        tps_sinh_cosh(s, c, a, n, prec);
        tps_div(q, s, c, n, prec);
        test_check_overlap("tanh = sinh/cosh, tiny a_0", t, q);
        for (k = 0; k < FLINT_MIN(n, 2); k++)
            if (!arb_is_zero(t->coeffs + k) && arb_rel_accuracy_bits(t->coeffs + k) < prec - 20)
            {
                printf("FAIL\n");
                test_fail("tanh(2^-%ld + c t): coefficient %ld has %ld bits of %ld",
                          (long) e, (long) k, (long) arb_rel_accuracy_bits(t->coeffs + k),
                          (long) prec);
            }
        tps_clear(a); tps_clear(t); tps_clear(s); tps_clear(c); tps_clear(q);
    }
}

int main(void)
{
    test_start("tps sinh_cosh tanh");
    check_tiny_constant();
    check_identities();
    check_exact();
    return test_end();
}
