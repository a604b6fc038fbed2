/* tps_derivative, tps_integral (and the raw layers): exact rational
 * oracles, derivative(integral(a, c)) = a, integral(derivative(a), a_0) = a,
 * the integral of exp(t) is exp(t) (constant 1), aliasing. */
#include "tpstest.h"

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong n = tt_len(60), prec = tt_prec(12000);
        fmpq_poly_t p, q;
        fmpq_t c;
        arb_t ca;
        tps_t a, r;

        fmpq_poly_init(p); fmpq_poly_init(q); fmpq_init(c); arb_init(ca);
        tps_init(a); tps_init(r);
        tt_rand_fmpq_poly(p, n, 30);
        tt_set_fmpq_poly(a, p, n, prec);
        fmpq_randtest(c, test_state, 30);
        arb_set_fmpq(ca, c, prec);

        tps_derivative(r, a, prec);
        fmpq_poly_derivative(q, p);
        tt_check_contains_fmpq_poly("derivative exact", r, q, FLINT_MAX(n - 1, 0));
        tps_integral(r, a, ca, prec);
        fmpq_poly_integral(q, p);
        fmpq_poly_set_coeff_fmpq(q, 0, c);
        tt_check_contains_fmpq_poly("integral exact", r, q, n + 1);
        if (prec >= 64)
            tt_check_tight("integral", r, prec - 64);
        fmpq_poly_clear(p); fmpq_poly_clear(q); fmpq_clear(c); arb_clear(ca);
        tps_clear(a); tps_clear(r);
    }
}

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong n = tt_len(60), prec = tt_prec(10000);
        tps_t a, r, t;
        arb_t c;

        tps_init(a); tps_init(r); tps_init(t); arb_init(c);
        tt_rand_tps(a, n, prec);
        arb_randtest_precise(c, test_state, prec, 4);

        tps_integral(r, a, c, prec);
        if (r->length != n + 1 || !arb_equal(r->coeffs, c))
            test_fail("integral constant");
        tps_derivative(t, r, prec);
        test_check_overlap("derivative(integral(a)) = a", t, a);

        tps_derivative(r, a, prec);
        if (r->length != FLINT_MAX(n - 1, 0))
            test_fail("derivative length");
        if (n > 0)
        {
            tps_integral(t, r, a->coeffs, prec);
            test_check_overlap("integral(derivative(a), a_0) = a", t, a);
        }

        /* aliasing: res = a, and c = a coefficient of res */
        tps_set(t, a);
        tps_derivative(t, t, prec);
        if (!tps_equal(t, r))
            test_fail("derivative aliasing");
        tps_integral(r, a, c, prec);
        tps_set(t, a);
        tps_integral(t, t, c, prec);
        if (!tps_equal(t, r))
            test_fail("integral aliasing");
        if (n > 0)
        {
            tps_integral(r, a, a->coeffs + n - 1, prec);
            tps_set(t, a);
            tps_integral(t, t, t->coeffs + n - 1, prec);
            if (!tps_equal(t, r))
                test_fail("integral aliasing with c a coefficient of res");
        }

        /* raw layer in place */
        tps_set(t, a);
        tps_fit_length(t, n + 1);
        _tps_integral(t->coeffs, t->coeffs, n, c, prec);
        t->length = n + 1;
        tps_integral(r, a, c, prec);
        if (!tps_equal(t, r))
            test_fail("_tps_integral in place");
        tps_clear(a); tps_clear(r); tps_clear(t); arb_clear(c);
    }
}

/* int_0^t exp = exp - 1 */
static void check_exp(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(50); iter++)
    {
        slong n = 1 + tt_len(100), prec = tt_prec(10000);
        tps_t x, e, r;
        arb_t one;

        tps_init(x); tps_init(e); tps_init(r); arb_init(one);
        tps_zero(x, n + 1);
        if (n > 0)
            arb_one(x->coeffs + 1);
        tps_exp(e, x, n + 1, prec);
        tps_truncate(x, n);
        tps_set_round(r, e, n, prec);
        arb_one(one);
        tps_integral(r, r, one, prec);
        test_check_overlap("1 + int_0^t exp = exp", r, e);
        tps_clear(x); tps_clear(e); tps_clear(r); arb_clear(one);
    }
}

int main(void)
{
    test_start("tps derivative integral");
    check_exact();
    check_identities();
    check_exp();
    return test_end();
}
