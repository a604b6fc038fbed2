/* tps_mullow, tps_sqr: exact rational products, a naive Cauchy product over
 * the same balls (must overlap), high precision, aliasing. */
#include "tpstest.h"

/* The naive O(n^2) Cauchy product c_k = sum_j a_j b_{k-j} (independent of Arb's). */
static void naive_mullow(tps_t c, const tps_t a, const tps_t b, slong n, slong prec)
{
    slong k, j;
    tps_zero(c, n);
    for (k = 0; k < n; k++)
        for (j = 0; j <= k; j++)
            arb_addmul(c->coeffs + k, a->coeffs + j, b->coeffs + k - j, prec);
}

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong la = tt_len(40), lb = tt_len(40), n, prec = tt_prec(12000);
        fmpq_poly_t p, q, r;
        tps_t a, b, c;

        fmpq_poly_init(p); fmpq_poly_init(q); fmpq_poly_init(r);
        tps_init(a); tps_init(b); tps_init(c);
        n = FLINT_MIN(la, lb);
        n = n_randint(test_state, (ulong) n + 1);
        tt_rand_fmpq_poly(p, la, 20);
        tt_rand_fmpq_poly(q, lb, 20);
        tt_set_fmpq_poly(a, p, la, prec);
        tt_set_fmpq_poly(b, q, lb, prec);
        fmpq_poly_mullow(r, p, q, n);
        tps_mullow(c, a, b, n, prec);
        tt_check_contains_fmpq_poly("mullow exact", c, r, n);
        fmpq_poly_mullow(r, p, p, n);
        tps_sqr(c, a, n, prec);
        tt_check_contains_fmpq_poly("sqr exact", c, r, n);
        fmpq_poly_clear(p); fmpq_poly_clear(q); fmpq_poly_clear(r);
        tps_clear(a); tps_clear(b); tps_clear(c);
    }
}

static void check_naive_and_aliasing(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(60), prec = tt_prec(10000);
        tps_t a, b, c, d, t;

        tps_init(a); tps_init(b); tps_init(c); tps_init(d); tps_init(t);
        tt_rand_tps(a, n, prec);
        tt_rand_tps(b, n, prec);
        tps_mullow(c, a, b, n, prec);
        naive_mullow(d, a, b, n, prec);
        test_check_overlap("mullow vs naive Cauchy product", c, d);
        if (prec >= 64)
            tt_check_tight("mullow (coefficients of size ~1)", c, prec / 2 - 10);

        tps_set(t, a);
        tps_mullow(t, t, b, n, prec);
        if (!tps_equal(t, c))
            test_fail("mullow aliasing res = a");
        tps_set(t, b);
        tps_mullow(t, a, t, n, prec);
        if (!tps_equal(t, c))
            test_fail("mullow aliasing res = b");
        tps_sqr(c, a, n, prec);
        tps_set(t, a);
        tps_mullow(t, t, t, n, prec);
        naive_mullow(d, a, a, n, prec);
        test_check_overlap("sqr vs naive", c, d);
        test_check_overlap("a a = sqr(a)", t, c);
        tps_set(t, a);
        tps_sqr(t, t, n, prec);
        if (!tps_equal(t, c))
            test_fail("sqr aliasing");
        tps_clear(a); tps_clear(b); tps_clear(c); tps_clear(d); tps_clear(t);
    }
}

int main(void)
{
    test_start("tps mullow sqr");
    check_exact();
    check_naive_and_aliasing();
    return test_end();
}
