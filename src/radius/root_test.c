/* Root test with a least-squares top-line fit (Chang & Corliss 1994):
 * for f ~ C (1 - t/t_s)^g the coefficients behave like
 *     log|a_k| = c + p log k - k log R,   p = -g - 1,
 * possibly modulated by an oscillating factor (complex pair).  The fit uses
 * only the points of the upper hull of (k, log|a_k| - p log k) -- the "top
 * line" that the oscillation touches -- iterating on p. */
#include "radius_impl.h"

#define RADIUS_ROOT_ERR_FACTOR 4.0

/* Solves the n x n system (n <= 3) by Gaussian elimination with pivoting. */
static int solve_small(double * x, double A[3][3], double * b, int n)
{
    int i, j, k;
    for (k = 0; k < n; k++)
    {
        int piv = k;
        for (i = k + 1; i < n; i++)
            if (fabs(A[i][k]) > fabs(A[piv][k]))
                piv = i;
        if (A[piv][k] == 0.0)
            return 0;
        if (piv != k)
        {
            for (j = 0; j < n; j++)
            {
                double t = A[k][j]; A[k][j] = A[piv][j]; A[piv][j] = t;
            }
            { double t = b[k]; b[k] = b[piv]; b[piv] = t; }
        }
        for (i = k + 1; i < n; i++)
        {
            double f = A[i][k] / A[k][k];
            for (j = k; j < n; j++)
                A[i][j] -= f * A[k][j];
            b[i] -= f * b[k];
        }
    }
    for (k = n - 1; k >= 0; k--)
    {
        double s = b[k];
        for (j = k + 1; j < n; j++)
            s -= A[k][j] * x[j];
        x[k] = s / A[k][k];
    }
    return 1;
}

/* Least squares y = c - lambda k (+ p log k) over the points idx[0..m-1];
 * k is centred and scaled for conditioning. */
static int fit_line(double * lambda, double * p, const double * k, const double * y,
                    const slong * idx, slong m, int fit_p, double p0)
{
    double A[3][3] = {{0}}, b[3] = {0}, x[3], kc = 0, ks, lc = 0;
    slong i;
    int n = fit_p ? 3 : 2, a, c;

    for (i = 0; i < m; i++)
    {
        kc += k[idx[i]];
        lc += log(k[idx[i]]);
    }
    kc /= m;
    lc /= m;
    ks = fmax(k[idx[m - 1]] - k[idx[0]], 1.0);
    for (i = 0; i < m; i++)
    {
        double kk = k[idx[i]], phi[3], yy = y[idx[i]];
        phi[0] = 1.0;
        phi[1] = (kk - kc) / ks;
        phi[2] = log(kk) - lc;
        if (!fit_p)
            yy -= p0 * log(kk);
        for (a = 0; a < n; a++)
        {
            for (c = 0; c < n; c++)
                A[a][c] += phi[a] * phi[c];
            b[a] += phi[a] * yy;
        }
    }
    if (!solve_small(x, A, b, n))
        return 0;
    *lambda = -x[1] / ks;
    *p = fit_p ? x[2] : p0;
    return isfinite(*lambda) && isfinite(*p);
}

slong _radius_top_line(double * lambda, double * p, const double * k,
                       const double * y, slong n, int fit_p)
{
    slong * hull, h = 0, i, iter;
    double pp = 0.0, lam = 0.0;
    int ok = 0;

    if (n < 2)
        return 0;
    hull = flint_malloc(sizeof(slong) * n);
    for (iter = 0; iter < (fit_p ? 4 : 1); iter++)
    {
        /* upper hull of (k, y - pp log k), monotone chain */
        h = 0;
        for (i = 0; i < n; i++)
        {
            double zi = y[i] - pp * log(k[i]);
            while (h >= 2)
            {
                slong a = hull[h - 2], b = hull[h - 1];
                double za = y[a] - pp * log(k[a]), zb = y[b] - pp * log(k[b]);
                /* remove b if it lies strictly below the chord a -> i */
                if ((zb - za) * (k[i] - k[a]) < (zi - za) * (k[b] - k[a]))
                    h--;
                else
                    break;
            }
            hull[h++] = i;
        }
        if (fit_p && h >= 5)
            ok = fit_line(&lam, &pp, k, y, hull, h, 1, pp);
        else if (fit_p && iter == 0 && n >= 5)
        {
            /* a convex cloud (p < 0) has a hull of two points: start from
             * the fit through all points instead */
            for (i = 0; i < n; i++)
                hull[i] = i;
            ok = fit_line(&lam, &pp, k, y, hull, n, 1, pp);
        }
        else
            ok = fit_line(&lam, &pp, k, y, hull, h, 0, pp);
        if (!ok)
            break;
    }
    flint_free(hull);
    if (!ok)
        return 0;
    *lambda = lam;
    *p = pp;
    return h;
}

/* The usable points (k, log|a_k|) with lo <= k <= hi. */
static slong window_points(double * k, double * y, arb_srcptr a, slong lo, slong hi)
{
    slong i, m = 0;
    for (i = FLINT_MAX(lo, 1); i <= hi; i++)
        if (!arb_contains_zero(a + i))
        {
            k[m] = (double) i;
            y[m] = _radius_log_abs(a + i);
            m++;
        }
    return m;
}

/* Signs of a_lo..a_hi neither constant nor alternating, or a zero among them. */
static int oscillating(arb_srcptr a, slong lo, slong hi)
{
    slong i, same = 0, alt = 0;
    for (i = FLINT_MAX(lo, 1); i <= hi; i++)
    {
        if (arb_contains_zero(a + i) || arb_contains_zero(a + i - 1))
            return 1;
        if (arf_sgn(arb_midref(a + i)) == arf_sgn(arb_midref(a + i - 1)))
            same++;
        else
            alt++;
    }
    return same > 0 && alt > 0;
}

int radius_root_test(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec)
{
    double * k, * y, lamA, pA, lamB, pB, R;
    slong J, mA, mB;
    int status = SERSOL_EACCURACY, fit_p;

    (void) prec;
    _radius_estimate_clear(est);
    for (J = len - 1; J >= 1 && arb_contains_zero(a + J); J--) ;
    if (J < RADIUS_MIN_USABLE)
        return SERSOL_EACCURACY;
    k = flint_malloc(sizeof(double) * (J + 1));
    y = flint_malloc(sizeof(double) * (J + 1));

    /* an oscillating tail (complex pair): the top line is sampled too
     * unevenly to separate p log k from k log R -- fit the line only */
    fit_p = !oscillating(a, J / 4, J);
    mA = window_points(k, y, a, (J + 1) / 2, J);
    if (mA >= 4 && _radius_top_line(&lamA, &pA, k, y, mA, fit_p))
    {
        mB = window_points(k, y, a, J / 4, (3 * J) / 4);
        if (mB >= 4 && _radius_top_line(&lamB, &pB, k, y, mB, fit_p))
        {
            R = exp(lamA);
            est->ok = isfinite(R) && R > 0;
            est->radius = R;
            /* the window difference underestimates the systematic error
             * of the fit (it decays only like 1/J): inflate it */
            est->radius_err = R * (RADIUS_ROOT_ERR_FACTOR * fabs(lamA - lamB) + 1e-15);
            /* without the p log k term the slope is biased by about
             * p/(0.75 J): allow |p| up to 1.5 */
            if (!fit_p)
                est->radius_err += R * 2.0 / J;
            if (fit_p)
            {
                est->exponent = -1.0 - pA;
                est->exponent_err = RADIUS_ROOT_ERR_FACTOR * fabs(pA - pB) + 1e-15;
            }
            if (est->ok)
                status = SERSOL_OK;
            else
                _radius_estimate_clear(est);
        }
    }
    flint_free(k);
    flint_free(y);
    return status;
}
