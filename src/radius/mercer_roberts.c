/* Mercer & Roberts (1990): a complex-conjugate pair t_s = R e^{+-i theta}
 * makes the coefficients oscillate,
 *     a_k ~ C k^p R^(-k) cos(k theta + phi),   p = -g - 1,
 * and they satisfy approximately the three-term recurrence
 *     a_{k+1} = A a_k - B a_{k-1},   A = 2 cos(theta)/R,  B = 1/R^2.
 * Two consecutive instances give
 *     B_k = (a_{k+1} a_{k-1} - a_k^2) / (a_k a_{k-2} - a_{k-1}^2)
 *         = R^(-2) (1 + 2p/k + O(1/k^2)),
 *     A_k = (a_{k+1} a_{k-2} - a_k a_{k-1}) / (a_k a_{k-2} - a_{k-1}^2),
 * (no division by a_k, which may vanish).  Both are extrapolated in 1/k
 * (a second pass also fits the oscillating O(1/k^2) corrections
 * cos(2k theta)/k^2, sin(2k theta)/k^2 once theta is known);
 * R = B^(-1/2), cos(theta) = A / (2 sqrt(B)), g = -1 - B'/(2B) where B' is
 * the slope of B_k against 1/k. */
#include "radius_impl.h"

int radius_mercer_roberts(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec)
{
    slong * j, n = 0, k, J;
    arb_ptr A, B;
    arb_t num, den, t;
    double b0 = 0, be0 = 0, b1 = 0, be1 = 0, a0 = 0, ae0 = 0, a1, ae1;
    int status = SERSOL_EACCURACY;

    (void) prec;
    _radius_estimate_clear(est);
    J = len - 2;     /* B_k uses a_{k+1} */
    if (J < RADIUS_MIN_USABLE)
        return SERSOL_EACCURACY;
    j = flint_malloc(sizeof(slong) * (J + 1));
    A = _arb_vec_init(J + 1);
    B = _arb_vec_init(J + 1);
    arb_init(num); arb_init(den); arb_init(t);
    for (k = FLINT_MAX(2, (3 * J) / 8); k <= J; k++)
    {
        arb_mul(den, a + k, a + k - 2, RADIUS_FIT_PREC);
        arb_submul(den, a + k - 1, a + k - 1, RADIUS_FIT_PREC);
        if (arb_contains_zero(den))
            continue;
        arb_mul(num, a + k + 1, a + k - 1, RADIUS_FIT_PREC);
        arb_submul(num, a + k, a + k, RADIUS_FIT_PREC);
        arb_div(B + n, num, den, RADIUS_FIT_PREC);
        arb_mul(num, a + k + 1, a + k - 2, RADIUS_FIT_PREC);
        arb_submul(num, a + k, a + k - 1, RADIUS_FIT_PREC);
        arb_div(A + n, num, den, RADIUS_FIT_PREC);
        j[n++] = k;
    }
    if (n >= 6 && j[n - 1] >= J - 2
        && _radius_extrapolate(&b0, &be0, &b1, &be1, j, B, n)
        && _radius_extrapolate(&a0, &ae0, &a1, &ae1, j, A, n)
        && b0 > 0.0)
    {
        double sb = sqrt(b0), c = a0 / (2.0 * sb);
        double ce = ae0 / (2.0 * sb) + fabs(a0) * be0 / (4.0 * b0 * sb);
        /* |cos theta| > 1 beyond the uncertainty: two real singularities */
        if (fabs(c) <= 1.0 + ce)
        {
            double th = acos(fmax(-1.0, fmin(1.0, c))), s;
            /* second pass: with theta known, fit the leading oscillating
             * corrections cos(2k theta)/k^2, sin(2k theta)/k^2 too; keep it
             * when it is more precise */
            if (th > 0.05 && th < M_PI - 0.05)
            {
                double q0, qe0, q1, qe1, p0, pe0, p1, pe1;
                if (_radius_extrapolate_osc(&q0, &qe0, &q1, &qe1, j, B, n, th)
                    && _radius_extrapolate_osc(&p0, &pe0, &p1, &pe1, j, A, n, th)
                    && q0 > 0.0 && qe0 < be0 && pe0 < 2.0 * ae0)
                {
                    b0 = q0; be0 = qe0; b1 = q1; be1 = qe1;
                    a0 = p0; ae0 = pe0;
                    sb = sqrt(b0);
                    c = a0 / (2.0 * sb);
                    ce = ae0 / (2.0 * sb) + fabs(a0) * be0 / (4.0 * b0 * sb);
                    th = acos(fmax(-1.0, fmin(1.0, c)));
                }
            }
            s = sin(th);
            est->radius = 1.0 / sb;
            est->radius_err = est->radius * be0 / (2.0 * b0);
            est->angle = th;
            est->angle_err = (s > sqrt(ce)) ? ce / s : sqrt(2.0 * ce);
            est->exponent = -1.0 - b1 / (2.0 * b0);
            est->exponent_err = be1 / (2.0 * b0) + fabs(b1) * be0 / (2.0 * b0 * b0);
            /* a real singularity (theta = 0 or pi within the uncertainty)
             * gives a double root of the recurrence: not a pair, and the
             * exponent formula does not hold -- the ratio test applies */
            est->ok = isfinite(est->radius) && isfinite(est->exponent)
                      && th > 3.0 * est->angle_err && th < M_PI - 3.0 * est->angle_err;
            if (est->ok)
                status = SERSOL_OK;
            else
                _radius_estimate_clear(est);
        }
    }
    arb_clear(num); arb_clear(den); arb_clear(t);
    _arb_vec_clear(A, J + 1);
    _arb_vec_clear(B, J + 1);
    flint_free(j);
    return status;
}
