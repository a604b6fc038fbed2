/* tps_revert: exact rational reversions (fmpq_poly_revert_series), the
 * reversion of log(1+t) is exp(t) - 1, revert(revert a) = a, composition
 * both ways gives t, aliasing, domain errors. */
#include "tpstest.h"

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(16), prec = tt_prec(10000);
        fmpq_poly_t p, r;
        tps_t a, c;

        fmpq_poly_init(p); fmpq_poly_init(r); tps_init(a); tps_init(c);
        tt_rand_fmpq_poly(p, n, 8);
        fmpq_poly_set_coeff_si(p, 0, 0);
        if (n > 1)
            fmpq_poly_set_coeff_si(p, 1, (n_randint(test_state, 2) ? 1 : -1) * (1 + (slong) n_randint(test_state, 5)));
        tt_set_fmpq_poly(a, p, n, prec);
        if (tps_revert(c, a, n, prec) != SERSOL_OK)
            test_fail("revert status");
        if (n > 1)
            fmpq_poly_revert_series(r, p, n);
        else
            fmpq_poly_zero(r);
        tt_check_contains_fmpq_poly("revert exact", c, r, n);
        fmpq_poly_clear(p); fmpq_poly_clear(r); tps_clear(a); tps_clear(c);
    }
}

/* revert(log(1+t)) = exp(t) - 1, coefficients 1/k! for k >= 1 */
static void check_log(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(50); iter++)
    {
        slong prec = tt_prec(10000), n = 2 + tt_len(prec > 1000 ? 20 : 80), k;
        tps_t x, l, r;
        arb_t one, f;

        tps_init(x); tps_init(l); tps_init(r); arb_init(one); arb_init(f);
        arb_one(one);
        tps_set_var(x, one, n);
        tps_log(l, x, n, prec);
        arb_zero(l->coeffs);   /* log 1 = 0 exactly */
        if (tps_revert(r, l, n, prec) != SERSOL_OK)
            test_fail("revert(log(1+t)) status");
        if (!arb_is_zero(r->coeffs))
            test_fail("revert: r_0 not 0");
        for (k = 1; k < n; k++)
        {
            arb_fac_ui(f, (ulong) k, prec + 10);
            arb_inv(f, f, prec + 10);
            if (!arb_overlaps(f, r->coeffs + k))
                test_fail("revert(log(1+t)): coefficient %ld is not 1/%ld!", (long) k, (long) k);
        }
        tps_clear(x); tps_clear(l); tps_clear(r); arb_clear(one); arb_clear(f);
    }
}

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = tt_prec(10000), n = tt_len(prec > 1000 ? 12 : 30);
        tps_t a, r, rr, c, x, t;
        arb_t zero;

        tps_init(a); tps_init(r); tps_init(rr); tps_init(c); tps_init(x); tps_init(t);
        arb_init(zero);
        tt_rand_tps(a, n, prec);
        if (n > 0)
            arb_zero(a->coeffs);
        if (n > 1)
        {
            arb_abs(a->coeffs + 1, a->coeffs + 1);
            arb_add_ui(a->coeffs + 1, a->coeffs + 1, 1, prec);
        }
        tps_set_var(x, zero, n);
        /* at 2 bits |a_1| + 1 can round to a ball reaching 0 (6 +- 6,
         * seed 20053): then the reversion must be refused */
        if (n > 1 && arb_contains_zero(a->coeffs + 1))
        {
            if (tps_revert(r, a, n, prec) != SERSOL_EDOMAIN)
                test_fail("revert of a series whose a_1 may be 0 not refused");
            tps_clear(a); tps_clear(r); tps_clear(rr); tps_clear(c); tps_clear(x); tps_clear(t);
            arb_clear(zero);
            continue;
        }
        if (tps_revert(r, a, n, prec) != SERSOL_OK)
            test_fail("revert status");
        if (n > 0 && !arb_is_zero(r->coeffs))
            test_fail("revert: r_0 not exactly 0");
        tps_compose(c, a, r, n, prec);
        test_check_overlap("a(revert a) = t", c, x);
        tps_compose(c, r, a, n, prec);
        test_check_overlap("(revert a)(a) = t", c, x);
        /* at tiny precisions r_1 = 1/a_1 may be a ball containing 0 */
        if (tps_revert(rr, r, n, prec) == SERSOL_OK)
            test_check_overlap("revert(revert a) = a", rr, a);
        else if (n < 2 || !arb_contains_zero(r->coeffs + 1))
            test_fail("revert(revert a) refused with r_1 != 0");
        tt_check_alias_unary("revert aliasing", tps_revert, a, n, prec);
        tps_clear(a); tps_clear(r); tps_clear(rr); tps_clear(c); tps_clear(x); tps_clear(t);
        arb_clear(zero);
    }
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 2 + tt_len(10), prec = tt_prec(500);
        tps_t a;

        tps_init(a);
        tt_rand_tps(a, n, prec);
        arb_zero(a->coeffs);
        switch (n_randint(test_state, 3))
        {
            case 0: arb_set_si(a->coeffs, 1); break;                          /* a_0 != 0 */
            case 1: mag_set_ui_2exp_si(arb_radref(a->coeffs), 1, -80); break; /* a_0 inexact */
            default: arb_zero(a->coeffs + 1);
                     if (n_randint(test_state, 2))
                         mag_set_ui_2exp_si(arb_radref(a->coeffs + 1), 1, -80);
                     break;                                                    /* a_1 contains 0 */
        }
        tt_check_edomain_unary("revert outside its domain", tps_revert, a, n, prec);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("tps revert");
    check_exact();
    check_log();
    check_identities();
    check_domain();
    return test_end();
}
