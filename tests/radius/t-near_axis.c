/* radius_estimate on a conjugate pair close to the real axis: the series of
 *     f(x) = 1 / (b^2 + (x - d)^2)     (poles d +- i b),
 * and of its integral atan((x - d)/b)/b (logarithmic branch points), seen
 * from 0 at distance d = 0.042, b / d = 2.4e-4 ... 2.4e-9.
 *
 * The stated angle must cover the true one, b / d up to the third order
 * (the result angle +- angle_err contains atan(b/d)).  Before 2026-11-22
 * two of these failed: the ratio method stated its angle as exactly 0
 * (+- 0), so Mercer-Roberts and Pade, which resolved the pair of f at
 * 2.3756e-4 +- 3e-12, "disagreed" and the pair was reported on the axis;
 * and Pade merged the two roots of a pair 2.5e-9 off the axis into one
 * real root with angle error 4.5e-17 (a cluster's spread is now its
 * radius). */
#include <math.h>
#include <acb.h>
#include "testsupport.h"
#include "sersol/radius.h"

/* a_k = coefficients of f (integral = 0: f; 1: the integral, a_0 = 0) */
static void pair_series(arb_ptr a, slong len, double b, double d, int integral, slong prec)
{
    acb_t z, p;
    arb_t bb;
    slong k;

    acb_init(z); acb_init(p); arb_init(bb);
    arb_set_d(acb_realref(z), d);
    arb_set_d(acb_imagref(z), b);
    arb_set_d(bb, b);
    /* 1/(b^2 + (x - d)^2) = -Im(1/(x - z)) / b with z = d + i b, and
     * 1/(x - z) = -sum x^k / z^(k+1): a_k = Im(z^-(k+1)) / b */
    for (k = 0; k < len; k++)
    {
        acb_pow_ui(p, z, k + 1, prec);
        acb_inv(p, p, prec);
        arb_div(a + k, acb_imagref(p), bb, prec);
    }
    if (integral)
    {
        for (k = len - 1; k >= 1; k--)
            arb_div_ui(a + k, a + k - 1, k, prec);
        arb_zero(a);
    }
    acb_clear(z); acb_clear(p); arb_clear(bb);
}

static void check(double b, int integral, slong len, slong prec, int want_pair)
{
    const double d = 0.042;
    double theta = atan(b / d);
    arb_ptr a = _arb_vec_init(len);
    radius_result_t r;

    pair_series(a, len, b, d, integral, prec);
    radius_result_init(r);
    if (radius_estimate(r, a, len, prec) != SERSOL_OK)
        test_fail("b = %g, integral %d, len %wd: no estimate", b, integral, len);
    if (!(fabs(r->radius - hypot(d, b)) <= 3.0 * r->radius_err + 1e-15))
        test_fail("b = %g, integral %d, len %wd: R = %.15g +- %g, exact %.15g", b, integral, len,
                  r->radius, r->radius_err, hypot(d, b));
    if (!(fabs(r->angle - theta) <= r->angle_err))
        test_fail("b = %g, integral %d, len %wd: angle %.6g +- %.3g does not cover %.6g (method %d)",
                  b, integral, len, r->angle, r->angle_err, theta, r->method);
    if (want_pair && !r->conjugate_pair)
        test_fail("b = %g, integral %d, len %wd: the pair was not resolved (angle %.6g +- %.3g)",
                  b, integral, len, r->angle, r->angle_err);
    radius_result_clear(r);
    _arb_vec_clear(a, len);
}

int main(void)
{
    test_start("radius/near_axis");
    /* the pole pair at 2.4e-4 rad, 41 coefficients at 142 bits: resolved */
    check(1e-5, 0, 41, 142, 1);
    check(1e-5, 0, 41, 300, 1);
    /* a pair 2.4e-9 off the axis, 127 coefficients at 375 bits: covered */
    check(1e-10, 1, 127, 375, 0);
    check(1e-10, 0, 127, 375, 0);
    check(1e-6, 0, 60, 200, 0);
    return test_end();
}
