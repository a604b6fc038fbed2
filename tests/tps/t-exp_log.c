/* tps_exp, tps_log: exact rational oracles, exp(t) = sum t^k/k!,
 * log(1+t) = sum (-1)^(k+1) t^k/k, exp(log a) = a, log(exp a) = a,
 * aliasing, domain errors. */
#include "tpstest.h"

/* exp(t) (coefficients 1/k!) and log(1+t) (coefficients (-1)^(k+1)/k). */
static void check_closed_forms(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(150), prec = tt_prec(12000), k;
        tps_t a, e;
        fmpq_poly_t p;
        fmpq_t c;
        arb_t x0;

        tps_init(a); tps_init(e); fmpq_poly_init(p); fmpq_init(c); arb_init(x0);
        tps_set_var(a, x0, n);
        if (tps_exp(e, a, n, prec) != SERSOL_OK)
            test_fail("exp(t) status");
        fmpq_one(c);
        for (k = 0; k < n; k++)
        {
            if (k > 0)
            {
                fmpz_t kk;
                fmpz_init_set_si(kk, k);
                fmpq_div_fmpz(c, c, kk);
                fmpz_clear(kk);
            }
            fmpq_poly_set_coeff_fmpq(p, k, c);
        }
        tt_check_contains_fmpq_poly("exp(t) = sum t^k/k!", e, p, n);
        if (prec >= 64)
            tt_check_tight("exp(t)", e, prec / 2);

        arb_one(x0);
        tps_set_var(a, x0, n);
        if (tps_log(e, a, n, prec) != SERSOL_OK)
            test_fail("log(1+t) status");
        fmpq_poly_zero(p);
        for (k = 1; k < n; k++)
        {
            fmpq_set_si(c, (k % 2) ? 1 : -1, (ulong) k);
            fmpq_poly_set_coeff_fmpq(p, k, c);
        }
        tt_check_contains_fmpq_poly("log(1+t) = sum (-1)^(k+1) t^k/k", e, p, n);
        if (prec >= 64)
            tt_check_tight("log(1+t)", e, prec / 2);
        tps_clear(a); tps_clear(e); fmpq_poly_clear(p); fmpq_clear(c); arb_clear(x0);
    }
}

/* Random rational a with a_0 = 0 (exp) or a_0 = 1 (log): FLINT's exact series. */
static void check_exact_random(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        slong n = tt_len(16), prec = tt_prec(10000);
        fmpq_poly_t p, q;
        tps_t a, r;

        fmpq_poly_init(p); fmpq_poly_init(q); tps_init(a); tps_init(r);
        tt_rand_fmpq_poly(p, n, 6);
        fmpq_poly_set_coeff_si(p, 0, 0);
        tt_set_fmpq_poly(a, p, n, prec);
        tps_exp(r, a, n, prec);
        fmpq_poly_exp_series(q, p, n);
        tt_check_contains_fmpq_poly("exp exact", r, q, n);

        fmpq_poly_set_coeff_si(p, 0, 1);
        tt_set_fmpq_poly(a, p, n, prec);
        if (tps_log(r, a, n, prec) != SERSOL_OK)
            test_fail("log status");
        fmpq_poly_log_series(q, p, n);
        tt_check_contains_fmpq_poly("log exact", r, q, n);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(r);
    }
}

/* exp(log a) contains a (a_0 > 0), log(exp a) contains a. */
static void check_inverse_pair(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(10000);
        tps_t a, l, e;

        tps_init(a); tps_init(l); tps_init(e);
        tt_rand_tps(a, n, prec);
        if (n > 0)
            arb_abs(a->coeffs, a->coeffs);
        if (n > 0 && !arb_is_positive(a->coeffs))
        {
            /* from the midpoint: at 2 bits |a_0| + 1 of a wide ball can
             * round to a ball reaching 0 again (as in t-revert, t-pow) */
            arb_get_mid_arb(a->coeffs, a->coeffs);
            arb_add_ui(a->coeffs, a->coeffs, 1, prec);
        }
        if (tps_log(l, a, n, prec) != SERSOL_OK)
            test_fail("log status with a_0 > 0");
        tps_exp(e, l, n, prec);
        if (!tps_overlaps(e, a))
            test_check_overlap("exp(log a) = a", e, a);
        tps_exp(e, a, n, prec);
        /* a wide a_0 at a tiny precision may give exp(a_0) touching 0 */
        if (tps_log(l, e, n, prec) == SERSOL_OK)
            test_check_overlap("log(exp a) = a", l, a);
        else if (n == 0 || sersol_domain_log(e->coeffs))
            test_fail("log(exp a) refused with exp(a_0) > 0");

        tt_check_alias_unary("exp aliasing", tps_exp, a, n, prec);
        tt_check_alias_unary("log aliasing", tps_log, a, n, prec);
        if (n > 0)
        {
            /* truncating to fewer coefficients agrees with the full result */
            slong m = n_randint(test_state, (ulong) n + 1);
            tps_t em;
            tps_init(em);
            tps_exp(em, a, m, prec);
            tps_exp(e, a, n, prec);
            tps_truncate(e, m);
            if (!tps_equal(em, e) && !tps_overlaps(em, e))
                test_check_overlap("exp truncated", em, e);
            tps_clear(em);
        }
        tps_clear(a); tps_clear(l); tps_clear(e);
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
            case 0: arb_zero(a->coeffs); break;
            case 1: arb_abs(a->coeffs, a->coeffs); arb_neg(a->coeffs, a->coeffs); break;
            default: mag_set_ui(arb_radref(a->coeffs), 1000); break;   /* contains 0 */
        }
        tt_check_edomain_unary("log of a_0 <= 0", tps_log, a, n, prec);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("tps exp log");
    check_closed_forms();
    check_exact_random();
    check_inverse_pair();
    check_domain();
    return test_end();
}
