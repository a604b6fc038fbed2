/* tps_evaluate, tps_evaluate2: exact rational values (Horner over fmpq),
 * the ball covers every point of a wide x, evaluate2's derivative equals
 * the evaluation of the derivative, the partial sums of exp at x approach
 * exp(x), aliasing of y with x. */
#include "tpstest.h"

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong n = tt_len(60), prec = tt_prec(12000);
        fmpq_poly_t p, dp;
        fmpq_t x, y, dy;
        arb_t xa, ya, dya, z;
        tps_t a;

        fmpq_poly_init(p); fmpq_poly_init(dp); fmpq_init(x); fmpq_init(y); fmpq_init(dy);
        arb_init(xa); arb_init(ya); arb_init(dya); arb_init(z); tps_init(a);
        tt_rand_fmpq_poly(p, n, 20);
        tt_set_fmpq_poly(a, p, n, prec);
        fmpq_randtest(x, test_state, 10);
        arb_set_fmpq(xa, x, prec);
        fmpq_poly_evaluate_fmpq(y, p, x);
        fmpq_poly_derivative(dp, p);
        fmpq_poly_evaluate_fmpq(dy, dp, x);

        tps_evaluate(ya, a, xa, prec);
        if (!arb_contains_fmpq(ya, y))
            test_fail("evaluate: value does not contain the exact one (n = %ld)", (long) n);
        tps_evaluate2(ya, dya, a, xa, prec);
        if (!arb_contains_fmpq(ya, y) || !arb_contains_fmpq(dya, dy))
            test_fail("evaluate2: value or derivative does not contain the exact one");
        if (prec >= 200 && n <= 30 && (arb_rel_accuracy_bits(ya) < prec / 2 && !arb_contains_zero(ya)))
            test_fail("evaluate: ball too wide");

        /* aliasing y = x */
        arb_set(z, xa);
        tps_evaluate(z, a, z, prec);
        tps_evaluate(ya, a, xa, prec);
        if (!arb_equal(z, ya))
            test_fail("evaluate aliasing y = x");
        arb_set(z, xa);
        tps_evaluate2(ya, z, a, z, prec);
        tps_evaluate2(xa, dya, a, xa, prec);
        if (!arb_equal(z, dya) || !arb_equal(ya, xa))
            test_fail("evaluate2 aliasing dy = x or y = x");

        fmpq_poly_clear(p); fmpq_poly_clear(dp); fmpq_clear(x); fmpq_clear(y); fmpq_clear(dy);
        arb_clear(xa); arb_clear(ya); arb_clear(dya); arb_clear(z); tps_clear(a);
    }
}

static void check_balls(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong n = tt_len(40), prec = tt_prec(5000), k;
        arb_t x, y, dy, yp, d2;
        fmpq_t q, v, dv;
        fmpq_poly_t p, dp;
        tps_t a, da;

        arb_init(x); arb_init(y); arb_init(dy); arb_init(yp); arb_init(d2);
        fmpq_init(q); fmpq_init(v); fmpq_init(dv); fmpq_poly_init(p); fmpq_poly_init(dp);
        tps_init(a); tps_init(da);
        tt_rand_tps(a, n, prec);
        arb_randtest(x, test_state, prec, 2);

        /* evaluate2 = (evaluate, evaluate of the derivative) */
        tps_evaluate2(y, dy, a, x, prec);
        tps_evaluate(yp, a, x, prec);
        if (!arb_overlaps(y, yp))
            test_fail("evaluate2 value != evaluate");
        tps_derivative(da, a, prec);
        tps_evaluate(d2, da, x, prec);
        if (!arb_overlaps(dy, d2))
            test_fail("evaluate2 derivative != evaluate of the derivative");

        /* exact (dyadic) coefficients, a random point q of the ball x: the
         * exact values p(q), p'(q) lie in the balls computed for x */
        for (k = 0; k < n; k++)
        {
            mag_zero(arb_radref(a->coeffs + k));
            arf_get_fmpq(v, arb_midref(a->coeffs + k));
            fmpq_poly_set_coeff_fmpq(p, k, v);
        }
        arb_get_rand_fmpq(q, test_state, x, 30);
        tps_evaluate2(y, dy, a, x, prec);
        fmpq_poly_evaluate_fmpq(v, p, q);
        fmpq_poly_derivative(dp, p);
        fmpq_poly_evaluate_fmpq(dv, dp, q);
        if (!arb_contains_fmpq(y, v) || !arb_contains_fmpq(dy, dv))
            test_fail("evaluate2 over a ball misses the value at one of its points");
        tps_clear(a); tps_clear(da);
        fmpq_clear(q); fmpq_clear(v); fmpq_clear(dv); fmpq_poly_clear(p); fmpq_poly_clear(dp);
        arb_clear(x); arb_clear(y); arb_clear(dy); arb_clear(yp); arb_clear(d2);
    }
}

/* Partial sums of exp at x = 1/2 converge to exp(1/2): the truncation error
 * after n terms is below 2 (1/2)^n / n!. */
static void check_exp_half(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(20); iter++)
    {
        slong n = 1 + tt_len(200), prec = tt_prec(2000);
        tps_t t, e;
        arb_t x, y, ex, err;

        tps_init(t); tps_init(e); arb_init(x); arb_init(y); arb_init(ex); arb_init(err);
        arb_zero(x);
        tps_set_var(t, x, n);
        tps_exp(e, t, n, prec);
        arb_one(x);
        arb_mul_2exp_si(x, x, -1);
        tps_evaluate(y, e, x, prec);
        /* widen by the truncation bound and compare with exp(1/2) */
        arb_one(err);
        arb_mul_2exp_si(err, err, 1 - n);
        arb_fac_ui(ex, (ulong) n, prec);
        arb_div(err, err, ex, prec);
        arb_add_error(y, err);
        arb_exp(ex, x, prec);
        if (!arb_overlaps(y, ex))
            test_fail("partial sum of exp(1/2)");
        tps_clear(t); tps_clear(e); arb_clear(x); arb_clear(y); arb_clear(ex); arb_clear(err);
    }
}

int main(void)
{
    test_start("tps evaluate");
    check_exact();
    check_balls();
    check_exp_half();
    return test_end();
}
