/* Ratio test with extrapolation in 1/k: the Domb–Sykes plot (Domb & Sykes
 * 1957).  For f ~ C (1 - t/t_s)^g (g not a nonnegative integer)
 *     a_k ~ C' k^(-g-1) t_s^(-k),
 *     r_k = a_k / a_{k-1} = (1/t_s) (1 - (1 + g)/k + O(1/k^2)),
 * so the intercept of r_k against 1/k is 1/t_s (its sign gives the angle:
 * 0 for t_s > 0, pi for t_s < 0) and the slope gives g = -1 - slope/intercept.
 * The intercept and slope come from _radius_extrapolate (least-squares
 * polynomial fits in 1/k over the upper half of the coefficients). */
#include "radius_impl.h"

int radius_domb_sykes(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec)
{
    slong * j, n = 0, k, J, npos = 0, nneg = 0;
    arb_ptr r;
    double c0, e0, c1, e1;
    int status = SERSOL_EACCURACY;

    (void) prec;
    _radius_estimate_clear(est);
    for (J = len - 1; J >= 1 && arb_contains_zero(a + J); J--) ;
    if (J < RADIUS_MIN_USABLE)
        return SERSOL_EACCURACY;
    j = flint_malloc(sizeof(slong) * (J + 1));
    r = _arb_vec_init(J + 1);
    for (k = FLINT_MAX(1, (3 * J) / 8); k <= J; k++)
    {
        /* a vanishing coefficient inside the window means oscillation
         * (a complex pair): the ratio test does not apply */
        if (arb_contains_zero(a + k) || arb_contains_zero(a + k - 1))
        {
            n = 0;
            break;
        }
        arb_div(r + n, a + k, a + k - 1, RADIUS_FIT_PREC);
        if (k >= (3 * J) / 4)
        {
            if (arf_sgn(arb_midref(r + n)) > 0) npos++;
            else nneg++;
        }
        j[n++] = k;
    }
    /* the ratio test needs a fixed sign pattern in the tail: r_k of one sign */
    if (n > 0 && (npos == 0 || nneg == 0) && npos + nneg >= 3
        && _radius_extrapolate(&c0, &e0, &c1, &e1, j, r, n)
        && c0 != 0.0 && ((c0 > 0) == (npos > 0)))
    {
        double R = 1.0 / fabs(c0);
        est->radius = R;
        est->radius_err = R * (e0 / fabs(c0));
        est->angle = (c0 > 0) ? 0.0 : M_PI;
        /* the method sees only the sign of the ratios over k in [3J/4, J]:
         * a pair at angle theta (a_k ~ cos(k theta + phi)) keeps one sign
         * there while a half period pi/theta exceeds the window J/4, so
         * angles below 4 pi / J are not excluded (the angle was given as
         * exact, 0 +- 0; then Mercer-Roberts and Pade, which resolved the
         * pair of u' = 1/(1e-10 + (t - 1)^2) at angle 2.4e-4 +- 3e-12 seen
         * from t = 0.958, "disagreed" and the pair was reported real) */
        est->angle_err = fmin(M_PI / 2, 4.0 * M_PI / (double) J);
        est->exponent = -1.0 - c1 / c0;
        est->exponent_err = e1 / fabs(c0) + fabs(c1) * e0 / (c0 * c0);
        est->ok = isfinite(R) && isfinite(est->exponent);
        if (est->ok)
            status = SERSOL_OK;
        else
            _radius_estimate_clear(est);
    }
    _arb_vec_clear(r, J + 1);
    flint_free(j);
    return status;
}
