/* tps_div, tps_inv: 1/(1-t) = sum t^k exactly, exact rational quotients,
 * (a/b) b = a, inv(inv b) = b, aliasing, domain errors (outputs unchanged). */
#include "tpstest.h"

static void check_geometric(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(300), prec = tt_prec(12000);
        tps_t b, q;
        arb_t one;

        tps_init(b); tps_init(q); arb_init(one);
        arb_one(one);
        tps_set_var(b, one, n);
        if (n > 1)
            arb_set_si(b->coeffs + 1, -1);
        if (tps_inv(q, b, n, prec) != SERSOL_OK)
            test_fail("inv status");
        {
            slong k;
            for (k = 0; k < n; k++)
                if (!arb_is_one(q->coeffs + k))
                    test_fail("1/(1-t): coefficient %ld is not exactly 1", (long) k);
        }
        tps_clear(b); tps_clear(q); arb_clear(one);
    }
}

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        slong n = tt_len(20), prec = tt_prec(10000);
        fmpq_poly_t p, q, r;
        tps_t a, b, c;

        fmpq_poly_init(p); fmpq_poly_init(q); fmpq_poly_init(r);
        tps_init(a); tps_init(b); tps_init(c);
        tt_rand_fmpq_poly(p, n, 10);
        tt_rand_fmpq_poly(q, n, 10);
        if (n > 0)
            fmpq_poly_set_coeff_si(q, 0, 1 + (slong) n_randint(test_state, 9));
        tt_set_fmpq_poly(a, p, n, prec);
        tt_set_fmpq_poly(b, q, n, prec);
        if (tps_div(c, a, b, n, prec) != SERSOL_OK)
            test_fail("div status");
        if (n > 0)
            fmpq_poly_div_series(r, p, q, n);
        tt_check_contains_fmpq_poly("div exact", c, r, n);
        if (tps_inv(c, b, n, prec) != SERSOL_OK)
            test_fail("inv status");
        if (n > 0)
            fmpq_poly_inv_series(r, q, n);
        tt_check_contains_fmpq_poly("inv exact", c, r, n);
        fmpq_poly_clear(p); fmpq_poly_clear(q); fmpq_poly_clear(r);
        tps_clear(a); tps_clear(b); tps_clear(c);
    }
}

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(10000);
        tps_t a, b, q, r, t;

        tps_init(a); tps_init(b); tps_init(q); tps_init(r); tps_init(t);
        tt_rand_tps(a, n, prec);
        tt_rand_tps(b, n, prec);
        if (n > 0)
        {
            /* b_0 = |mid b_0| + 1: a ball that excludes 0 at any precision
             * (|b_0| + 1 of a wide ball could still contain 0 at 2 bits) */
            arb_get_mid_arb(b->coeffs, b->coeffs);
            arb_abs(b->coeffs, b->coeffs);
            arb_add_ui(b->coeffs, b->coeffs, 1, prec);
        }
        if (tps_div(q, a, b, n, prec) != SERSOL_OK)
            test_fail("div status");
        tps_mullow(r, q, b, n, prec);
        test_check_overlap("(a/b) b = a", r, a);
        tps_inv(r, b, n, prec);
        /* at tiny precisions 1/b_0 may be a ball containing 0 */
        if (tps_inv(r, r, n, prec) == SERSOL_OK)
            test_check_overlap("inv(inv b) = b", r, b);
        else if (n == 0 || sersol_domain_inv(r->coeffs))
            test_fail("inv(inv b) refused with 1/b_0 != 0");

        tps_set(t, a);
        tps_div(t, t, b, n, prec);
        if (!tps_equal(t, q))
            test_fail("div aliasing q = a");
        tps_set(t, b);
        tps_div(t, a, t, n, prec);
        if (!tps_equal(t, q))
            test_fail("div aliasing q = b");
        tps_set(t, b);
        tps_div(t, t, t, n, prec);
        tt_check_const("b / b = 1", t, 1, n);
        tt_check_alias_unary("inv aliasing", tps_inv, b, n, prec);
        tps_clear(a); tps_clear(b); tps_clear(q); tps_clear(r); tps_clear(t);
    }
}

static int div_by(tps_t q, const tps_t b, slong n, slong prec)
{
    tps_t one;
    int s;
    tps_init(one);
    tps_set_si(one, 1, n);
    s = tps_div(q, one, b, n, prec);
    tps_clear(one);
    return s;
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(10), prec = tt_prec(500);
        tps_t b;

        tps_init(b);
        tt_rand_tps(b, n, prec);
        if (n_randint(test_state, 2))
            arb_zero(b->coeffs);
        else
            mag_set_ui(arb_radref(b->coeffs), 1000);
        tt_check_edomain_unary("inv of b_0 containing 0", tps_inv, b, n, prec);
        tt_check_edomain_unary("div by b_0 containing 0", div_by, b, n, prec);
        tps_clear(b);
    }
}

int main(void)
{
    test_start("tps div inv");
    check_geometric();
    check_exact();
    check_identities();
    check_domain();
    return test_end();
}
