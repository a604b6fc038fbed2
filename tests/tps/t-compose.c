/* tps_compose: exact rational compositions (fmpq_poly_compose_series),
 * exp(b) = (exp t)(b), composition with the reversion gives t, aliasing,
 * domain errors (b_0 not exactly zero) leaving the output unchanged. */
#include "tpstest.h"

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = tt_prec(10000), n = tt_len(prec > 1000 ? 12 : 20);
        fmpq_poly_t p, q, r;
        tps_t a, b, c;

        fmpq_poly_init(p); fmpq_poly_init(q); fmpq_poly_init(r);
        tps_init(a); tps_init(b); tps_init(c);
        tt_rand_fmpq_poly(p, n, 8);
        tt_rand_fmpq_poly(q, n, 8);
        fmpq_poly_set_coeff_si(q, 0, 0);
        tt_set_fmpq_poly(a, p, n, prec);
        tt_set_fmpq_poly(b, q, n, prec);
        if (tps_compose(c, a, b, n, prec) != SERSOL_OK)
            test_fail("compose status");
        fmpq_poly_compose_series(r, p, q, n);
        tt_check_contains_fmpq_poly("compose exact", c, r, n);
        if (prec >= 64 && n <= 12)
            tt_check_tight("compose exact", c, prec / 4);
        fmpq_poly_clear(p); fmpq_poly_clear(q); fmpq_poly_clear(r);
        tps_clear(a); tps_clear(b); tps_clear(c);
    }
}

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = tt_prec(10000), n = tt_len(prec > 1000 ? 12 : 40);
        tps_t a, b, c, e, x, t;
        arb_t zero;

        tps_init(a); tps_init(b); tps_init(c); tps_init(e); tps_init(x); tps_init(t);
        arb_init(zero);
        tt_rand_tps(a, n, prec);
        tt_rand_tps(b, n, prec);
        if (n > 0)
            arb_zero(b->coeffs);

        /* exp(b) = E(b) with E = exp(t) */
        tps_set_var(x, zero, n);
        tps_exp(e, x, n, prec);
        tps_compose(c, e, b, n, prec);
        tps_exp(t, b, n, prec);
        test_check_overlap("exp(b) = (exp t)(b)", c, t);

        /* a(t) = a, t(b) = b */
        tps_compose(c, a, x, n, prec);
        test_check_overlap("a(t) = a", c, a);
        tps_compose(c, x, b, n, prec);
        test_check_overlap("t(b) = b", c, b);

        /* b(r(t)) = t for the reversion r of b (b_1 away from 0) */
        if (n > 1)
        {
            /* |mid b_1| + 1 excludes 0 even at 2 bits (|b_1| + 1 of a
             * wide ball may not: seed 1795323457) */
            arb_get_mid_arb(b->coeffs + 1, b->coeffs + 1);
            arb_abs(b->coeffs + 1, b->coeffs + 1);
            arb_add_ui(b->coeffs + 1, b->coeffs + 1, 1, prec);
            if (tps_revert(t, b, n, prec) != SERSOL_OK)
                test_fail("revert status");
            tps_compose(c, b, t, n, prec);
            test_check_overlap("b(revert(b)) = t", c, x);
            tps_compose(c, t, b, n, prec);
            test_check_overlap("revert(b)(b) = t", c, x);
        }

        /* aliasing res = a, res = b, res = a = b */
        tps_compose(c, a, b, n, prec);
        tps_set(t, a);
        tps_compose(t, t, b, n, prec);
        if (!tps_equal(t, c))
            test_fail("compose aliasing res = a");
        tps_set(t, b);
        tps_compose(t, a, t, n, prec);
        if (!tps_equal(t, c))
            test_fail("compose aliasing res = b");
        tps_compose(c, b, b, n, prec);
        tps_set(t, b);
        tps_compose(t, t, t, n, prec);
        if (!tps_equal(t, c))
            test_fail("compose aliasing res = a = b");
        tps_clear(a); tps_clear(b); tps_clear(c); tps_clear(e); tps_clear(x); tps_clear(t);
        arb_clear(zero);
    }
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(10), prec = tt_prec(500);
        tps_t a, b, r, r0;

        tps_init(a); tps_init(b); tps_init(r); tps_init(r0);
        tt_rand_tps(a, n, prec);
        tt_rand_tps(b, n, prec);
        if (n_randint(test_state, 2))
            arb_set_si(b->coeffs, 1 + n_randint(test_state, 5));
        else
        {
            arb_zero(b->coeffs);   /* contains 0 but is not exactly 0 */
            mag_set_ui_2exp_si(arb_radref(b->coeffs), 1, -100);
        }
        tt_rand_tps(r, 4, 64);
        tps_set(r0, r);
        if (tps_compose(r, a, b, n, prec) != SERSOL_EDOMAIN)
            test_fail("compose with b_0 != 0 not reported");
        if (!tps_equal(r, r0))
            test_fail("failed compose changed its output");
        tps_set(r, b);
        if (tps_compose(r, a, r, n, prec) != SERSOL_EDOMAIN || !tps_equal(r, b))
            test_fail("failed aliased compose changed its output");
        tps_clear(a); tps_clear(b); tps_clear(r); tps_clear(r0);
    }
}

int main(void)
{
    test_start("tps compose");
    check_exact();
    check_identities();
    check_domain();
    return test_end();
}
