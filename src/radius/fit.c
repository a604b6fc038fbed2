/* Polynomial extrapolation in 1/k: the common engine of the ratio
 * (Domb–Sykes) and Mercer–Roberts fits.  A sequence y_k = c_0 + c_1/k +
 * c_2/k^2 + ... is fitted by least squares over a window of k and the
 * polynomial is evaluated at 1/k = 0 (a smoothed Richardson extrapolation;
 * least squares also averages oscillating corrections from farther
 * singularities). */
#include "radius_impl.h"
#include <arb_mat.h>

void _radius_estimate_clear(radius_method_estimate_struct * est)
{
    est->ok = 0;
    est->radius = est->radius_err = NAN;
    est->angle = est->angle_err = NAN;
    est->exponent = est->exponent_err = NAN;
}

double _radius_log_abs(const arb_t a)
{
    arb_t t;
    double r;
    arb_init(t);
    arb_abs(t, a);
    arb_log(t, t, 53);
    r = arf_get_d(arb_midref(t), ARF_RND_NEAR);
    arb_clear(t);
    return r;
}

int _radius_polyfit_at_zero(arb_t c0, arb_t c1, arb_srcptr x, arb_srcptr y,
                            arb_srcptr osc, slong n, slong d, slong prec)
{
    arb_mat_t N, r, c;
    arb_t xc, xw, u, pw, t;
    arb_ptr upow, phi;
    slong i, a, b, nb = d + 1 + (osc != NULL ? 2 : 0);
    int ok;

    if (n < nb + 1)
        return 0;
    arb_mat_init(N, nb, nb);
    arb_mat_init(r, nb, 1);
    arb_mat_init(c, nb, 1);
    arb_init(xc); arb_init(xw); arb_init(u); arb_init(pw); arb_init(t);
    upow = _arb_vec_init(2 * d + 1);
    phi = _arb_vec_init(nb);

    /* u = (x - xc)/xw maps the window to [-1, 1]: a well-conditioned basis */
    arb_add(xc, x + 0, x + n - 1, prec);
    arb_mul_2exp_si(xc, xc, -1);
    arb_sub(xw, x + n - 1, x + 0, prec);
    arb_mul_2exp_si(xw, xw, -1);
    if (arb_contains_zero(xw))
    {
        ok = 0;
        goto cleanup;
    }
    for (i = 0; i < n; i++)
    {
        arb_sub(u, x + i, xc, prec);
        arb_div(u, u, xw, prec);
        /* basis: u^0 .. u^d, then the two oscillating columns (which
         * vanish at x = 0 and so do not enter p(0), p'(0)) */
        arb_one(phi + 0);
        for (a = 1; a <= d; a++)
            arb_mul(phi + a, phi + a - 1, u, prec);
        if (osc != NULL)
        {
            arb_set(phi + d + 1, osc + 2 * i);
            arb_set(phi + d + 2, osc + 2 * i + 1);
        }
        for (a = 0; a < nb; a++)
        {
            for (b = 0; b < nb; b++)
                arb_addmul(arb_mat_entry(N, a, b), phi + a, phi + b, prec);
            arb_addmul(arb_mat_entry(r, a, 0), phi + a, y + i, prec);
        }
    }
    ok = arb_mat_solve(c, N, r, prec);
    if (ok)
    {
        /* p(u0) and p'(u0)/xw at u0 = -xc/xw (x = 0), Horner */
        arb_div(u, xc, xw, prec);
        arb_neg(u, u);
        arb_zero(c0);
        arb_zero(c1);
        for (a = d; a >= 0; a--)
        {
            arb_mul(c1, c1, u, prec);
            arb_add(c1, c1, c0, prec);
            arb_mul(c0, c0, u, prec);
            arb_add(c0, c0, arb_mat_entry(c, a, 0), prec);
        }
        arb_div(c1, c1, xw, prec);
    }

cleanup:
    _arb_vec_clear(upow, 2 * d + 1);
    _arb_vec_clear(phi, nb);
    arb_clear(xc); arb_clear(xw); arb_clear(u); arb_clear(pw); arb_clear(t);
    arb_mat_clear(N); arb_mat_clear(r); arb_mat_clear(c);
    return ok;
}

/* Fit of degree d on the points with lo <= j <= hi; doubles out. */
static int fit_window(double * v0, double * r0, double * v1, double * r1,
                      const slong * j, arb_srcptr y, slong n, slong lo, slong hi, slong d,
                      double theta)
{
    arb_ptr xs, ys, osc = NULL;
    arb_t c0, c1;
    slong i, m = 0;
    int ok;

    xs = _arb_vec_init(n);
    ys = _arb_vec_init(n);
    if (theta != 0.0)
        osc = _arb_vec_init(2 * n);
    arb_init(c0); arb_init(c1);
    for (i = 0; i < n; i++)
        if (j[i] >= lo && j[i] <= hi)
        {
            arb_one(xs + m);
            arb_div_si(xs + m, xs + m, j[i], RADIUS_FIT_PREC);
            arb_set(ys + m, y + i);
            if (osc != NULL)
            {
                /* cos(2 j theta)/j^2, sin(2 j theta)/j^2: the leading
                 * oscillating correction of the Mercer–Roberts sequences */
                double jj = (double) j[i];
                arb_set_d(osc + 2 * m, cos(2.0 * jj * theta) / (jj * jj));
                arb_set_d(osc + 2 * m + 1, sin(2.0 * jj * theta) / (jj * jj));
            }
            m++;
        }
    ok = (m >= 6 && m >= 2 * (d + 1) + (osc != NULL ? 4 : 0));
    if (ok)
        ok = _radius_polyfit_at_zero(c0, c1, xs, ys, osc, m, d, RADIUS_FIT_PREC);
    if (ok)
    {
        *v0 = arf_get_d(arb_midref(c0), ARF_RND_NEAR);
        *v1 = arf_get_d(arb_midref(c1), ARF_RND_NEAR);
        *r0 = mag_get_d(arb_radref(c0));
        *r1 = mag_get_d(arb_radref(c1));
        ok = isfinite(*v0) && isfinite(*v1) && isfinite(*r0) && isfinite(*r1);
    }
    arb_clear(c0); arb_clear(c1);
    _arb_vec_clear(xs, n);
    _arb_vec_clear(ys, n);
    if (osc != NULL)
        _arb_vec_clear(osc, 2 * n);
    return ok;
}

int _radius_extrapolate(double * v0, double * e0, double * v1, double * e1,
                        const slong * j, arb_srcptr y, slong n)
{
    return _radius_extrapolate_osc(v0, e0, v1, e1, j, y, n, 0.0);
}

int _radius_extrapolate_osc(double * v0, double * e0, double * v1, double * e1,
                            const slong * j, arb_srcptr y, slong n, double theta)
{
    double A0[RADIUS_FIT_MAX_DEGREE + 2], A1[RADIUS_FIT_MAX_DEGREE + 2];
    double E0[RADIUS_FIT_MAX_DEGREE + 2], E1[RADIUS_FIT_MAX_DEGREE + 2];
    slong J, d, D, best = -1;
    double bestscore = INFINITY;

    if (n < 6)
        return 0;
    J = j[n - 1];
    /* D = number of degrees for which both windows could be fitted */
    for (D = 0; D < RADIUS_FIT_MAX_DEGREE; D++)
    {
        double ar0, ar1, b0, br0, b1, br1;
        d = D + 1;
        if (!fit_window(A0 + d, &ar0, A1 + d, &ar1, j, y, n, (J + 1) / 2, J, d, theta))
            break;
        if (!fit_window(&b0, &br0, &b1, &br1, j, y, n, (3 * J) / 8, (7 * J) / 8, d, theta))
            break;
        /* truncation error: the shifted window; noise: the balls */
        E0[d] = fabs(A0[d] - b0) + ar0 + br0;
        E1[d] = fabs(A1[d] - b1) + ar1 + br1;
    }
    for (d = 1; d <= D; d++)
    {
        double err0 = E0[d], err1 = E1[d];
        /* model error: the neighbouring degrees (oscillating corrections
         * from other singularities are not polynomials in 1/k) */
        if (d > 1)
        {
            err0 = fmax(err0, fabs(A0[d] - A0[d - 1]));
            err1 = fmax(err1, fabs(A1[d] - A1[d - 1]));
        }
        if (d < D)
        {
            err0 = fmax(err0, fabs(A0[d] - A0[d + 1]));
            err1 = fmax(err1, fabs(A1[d] - A1[d + 1]));
        }
        /* the value decides; slope errors are scaled to the value's units */
        if (err0 + err1 / J < bestscore)
        {
            bestscore = err0 + err1 / J;
            best = d;
            *v0 = A0[d]; *e0 = err0; *v1 = A1[d]; *e1 = err1;
        }
    }
    if (best < 0)
        return 0;
    /* rounding of the doubles themselves */
    *e0 = fmax(*e0, 4e-16 * fabs(*v0));
    *e1 = fmax(*e1, 4e-16 * fabs(*v1) + 4e-16 * fabs(*v0));
    return 1;
}
