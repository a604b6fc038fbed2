/* radius_estimate on composite and entire series: two singularities at
 * nearly equal distance (the nearest one, flagged ambiguous), a pole plus a
 * nearer branch point, complex pairs with branch points (looser
 * tolerances: these converge only algebraically), and entire series. */
#include "testsupport.h"
#include "../radius/cases.h"

static void build(tps_t a, radius_result_t r, int kind, slong n, slong prec)
{
    int st;
    radius_case_build(a, kind, n, prec);
    st = radius_estimate(r, a->coeffs, a->length, prec);
    if (st != SERSOL_OK)
        test_fail("%s (n = %ld): status %d", radius_cases[kind].name, (long) n, st);
}

static void check_finite(int kind, slong n, slong prec, double Rtol, double angtol, double gtol)
{
    const radius_case_struct * c = radius_cases + kind;
    tps_t a;
    radius_result_t r;

    tps_init(a);
    build(a, r, kind, n, prec);
    if (r->entire || !(fabs(r->radius - c->radius) <= Rtol * c->radius)
        || !(fabs(r->angle - c->angle) <= angtol)
        || !(gtol == 0 || fabs(r->exponent - c->exponent) <= gtol))
        test_fail("%s (n = %ld): entire %d R = %.12g (exact %.12g) angle = %.12g (exact %.12g) g = %.6g (exact %.6g)",
                  c->name, (long) n, r->entire, r->radius, c->radius, r->angle, c->angle, r->exponent, c->exponent);
    /* the stated uncertainty covers the error (up to a factor 3) */
    if (!(fabs(r->radius - c->radius) <= 3.0 * r->radius_err + 1e-13))
        test_fail("%s (n = %ld): R = %.12g +- %g does not cover %.12g", c->name, (long) n,
                  r->radius, r->radius_err, c->radius);
    radius_result_clear(r);
    tps_clear(a);
}

static void check_near_equal(slong n, slong prec)
{
    tps_t a;
    radius_result_t r;

    tps_init(a);
    build(a, r, RC_NEAR_EQUAL, n, prec);
    /* nearest: -1/1.01; the other pole at +1 is only 1% farther, which
     * (1/1.01)^n does not separate for n <= 400: ambiguous, with both */
    if (r->entire || !(fabs(r->radius - 1.0 / 1.01) < 1e-6) || !(fabs(r->angle - M_PI) < 1e-4))
        test_fail("near-equal (n = %ld): R = %.12g angle = %.12g", (long) n, r->radius, r->angle);
    if (!r->ambiguous || !(fabs(r->radius2 - 1.0) < 1e-6) || !(fabs(r->angle2) < 1e-4))
        test_fail("near-equal (n = %ld): ambiguous %d, second R = %g angle = %g",
                  (long) n, r->ambiguous, r->radius2, r->angle2);
    radius_result_clear(r);
    tps_clear(a);
}

static void check_entire(int kind, slong n, slong prec, double minbound)
{
    tps_t a;
    radius_result_t r;

    tps_init(a);
    build(a, r, kind, n, prec);
    if (!r->entire || !(r->lower_bound >= minbound) || r->method != RADIUS_METHOD_NONE)
        test_fail("%s (n = %ld): entire %d, bound %g", radius_cases[kind].name, (long) n,
                  r->entire, r->lower_bound);
    if ((kind == RC_POLY) != r->polynomial || (kind == RC_POLY && r->degree != 3))
        test_fail("%s: polynomial %d degree %ld", radius_cases[kind].name, r->polynomial, (long) r->degree);
    radius_result_clear(r);
    tps_clear(a);
}

int main(void)
{
    slong iter;
    int vg = test_under_valgrind();

    test_start("radius/composite");
    for (iter = 0; iter < test_iters(2); iter++)
    {
        slong n = vg ? 100 : 300 + n_randint(test_state, 101);
        slong prec = 192 + n_randint(test_state, 200);

        check_near_equal(n, prec);
        /* pole at +1 plus square-root branch point at -1/1.05 (nearer) */
        check_finite(RC_POLE_BRANCH, n, prec, 1e-2, 1e-3, 0);
        check_finite(RC_ATAN_SHIFTED, n, prec, 1e-3, 1e-3, 0.1);
        check_finite(RC_SQRT_SHIFTED, n, prec, 1e-3, 1e-3, 0.1);
        /* entire: sin and exp give R > ~n/e, exp(-t^2) R > ~sqrt(n/2e) */
        check_entire(RC_SIN, n, prec, n / 3.0);
        check_entire(RC_EXP, n, prec, n / 3.0);
        check_entire(RC_GAUSS, n, prec, sqrt(n / 6.0));
        check_entire(RC_POLY, n, prec, INFINITY);
    }
    return test_end();
}
