/* Controller: radius estimate from the last coefficients, order and step.
 *
 * Model: max_c |y_{c,k}| <= C rho^-k over the fitted window, extrapolated
 * beyond it.  The tail of the degree-N partial sum at |s| = q rho is then
 *     E(s) = sum_{k>N} C q^k = C q^(N+1) / (1 - q).
 * For a tolerance tol, h(N) = rho q(N) with E = tol; the cost of a step of
 * order N is a N(N+1)/2 + b N + c (Cauchy products of the nonlinear nodes,
 * linear nodes and evaluation, overhead).  The order minimises cost / h: for
 * c = b = 0 this is the Jorba-Zou optimum N = -ln(tol)/2, q = e^-2; the fit
 * and the real cost constants move it where the problem needs. */
#include <math.h>
#include "sersol/ode.h"
#include "ode_impl.h"

static double log_abs_coeff(const arb_t x, int * is_zero)
{
    mag_t m;
    double r;
    mag_init(m);
    arb_get_mag(m, x);
    *is_zero = mag_is_zero(m);
    r = *is_zero ? 0.0 : _ode_mag_log2(m) * M_LN2;
    mag_clear(m);
    return r;
}

void ode_fit_radius(ode_fit_t * fit, arb_srcptr S, slong stride, slong dim, slong N)
{
    slong w = FLINT_MAX(4, N / 2), k0, k, c, npts = 0;
    double sx = 0, sy = 0, sxx = 0, sxy = 0, slope, env;
    double * lk = flint_malloc(sizeof(double) * (N + 1));
    int * present = flint_malloc(sizeof(int) * (N + 1));

    k0 = FLINT_MAX(1, N - w);
    for (k = k0; k <= N; k++)
    {
        double best = 0;
        int any = 0;
        for (c = 0; c < dim; c++)
        {
            int z;
            double l = log_abs_coeff(S + c * stride + k, &z);
            if (!z && (!any || l > best))
            {
                best = l;
                any = 1;
            }
        }
        present[k] = any;
        lk[k] = best;
        if (any)
        {
            npts++;
            sx += k; sy += best; sxx += (double) k * k; sxy += k * best;
        }
    }
    fit->zero_tail = (npts == 0);
    if (npts == 0)
    {
        fit->log_rho = 0;
        fit->log_C = -INFINITY;
    }
    else
    {
        if (npts == 1)
            slope = 0;   /* a single coefficient: assume no decay (conservative) */
        else
            slope = (npts * sxy - sx * sy) / (npts * sxx - sx * sx);
        env = -INFINITY;
        for (k = k0; k <= N; k++)
            if (present[k] && lk[k] - slope * k > env)
                env = lk[k] - slope * k;
        fit->log_rho = -slope;
        fit->log_C = env;
    }
    flint_free(lk);
    flint_free(present);
}

double ode_tail_log_error(const ode_fit_t * fit, slong N, double log_s)
{
    double lq = log_s - fit->log_rho;
    if (fit->zero_tail)
        return -INFINITY;
    if (lq >= 0)
        return INFINITY;
    return fit->log_C + (N + 1) * lq - log1p(-exp(lq));
}

double ode_step_log(const ode_fit_t * fit, slong N, double log_tol, double q_max)
{
    double lq = 0, lqmax = log(q_max);
    int i;
    if (fit->zero_tail)
        return INFINITY;
    /* C q^(N+1) / (1 - q) = tol, by fixed point on the slowly varying 1 - q */
    for (i = 0; i < 30; i++)
    {
        double corr = (i == 0) ? 0.0 : log1p(-exp(FLINT_MIN(lq, lqmax)));
        double next = (log_tol - fit->log_C + corr) / (N + 1);
        if (fabs(next - lq) < 1e-13 * (1 + fabs(lq)))
        {
            lq = next;
            break;
        }
        lq = next;
    }
    if (lq > lqmax)
        lq = lqmax;
    return fit->log_rho + lq;
}

slong ode_choose_order(const ode_fit_t * fit, double log_tol, double q_max,
                       double a, double b, double c, slong nmin, slong nmax)
{
    slong N, best = nmin;
    double best_val = INFINITY;
    if (fit->zero_tail)
        return nmin;
    /* the optimum is near the Jorba-Zou order (log C - log tol)/2: search a
     * generous window around it rather than every order */
    {
        double nz = (fit->log_C - log_tol) / 2;
        slong lo = (slong) (nz / 3) - 2, hi = (slong) (3 * nz) + 10;
        nmin = FLINT_MAX(nmin, lo);
        nmax = FLINT_MIN(nmax, hi);
        if (nmax < nmin)
            return (nz < nmin) ? nmin : nmax;
    }
    for (N = nmin; N <= nmax; N++)
    {
        double cost = a * N * (N + 1) / 2.0 + b * N + c;
        double v = log(cost) - ode_step_log(fit, N, log_tol, q_max);
        if (v < best_val)
        {
            best_val = v;
            best = N;
        }
    }
    return best;
}

slong ode_initial_order(double log_tol, slong nmin, slong nmax)
{
    slong N = (slong) ceil(-log_tol / 2.0) + 4;
    return FLINT_MAX(nmin, FLINT_MIN(nmax, N));
}

/* ---- singularity watch ---------------------------------------------------
 * After each expansion the driver asks radius_estimate_quick (a top-line fit
 * of the last coefficients) of every component for the distance R of the
 * nearest singularity: the step never exceeds ODE_SING_STEP_FRACTION R, and
 * the predicted location t + dir R is recorded.  A location that stays put
 * while t advances is a singularity approached along the real axis; then
 * the full radius_estimate decides (docs/ode.md, "Singularities"). */

/* The points (k, log|a_k|) of the last (at most 20) coefficients whose
 * ball excludes 0, k ascending; returns their number. */
static slong quick_points(double * k, double * y, arb_srcptr a, slong N)
{
    slong i, n = 0, m;
    for (i = N; i >= 1 && n < 20; i--)
        if (!arb_contains_zero(a + i))
            n++;
    for (i = N, m = n; i >= 1 && m > 0; i--)
        if (!arb_contains_zero(a + i))
        {
            int z;
            m--;
            k[m] = (double) i;
            y[m] = log_abs_coeff(a + i, &z);
        }
    return n;
}

double _ode_quick_radius(slong * comp, double * R_small, arb_srcptr S, slong stride, slong dim,
                         slong N, double log_tol)
{
    double best = INFINITY, R, conf, la, lR, k[20], y[20];
    slong c, n, i;
    *comp = -1;
    *R_small = INFINITY;
    for (c = 0; c < dim; c++)
    {
        n = quick_points(k, y, S + c * stride, N);
        if (radius_estimate_quick_logs(&R, &conf, k, y, n) != SERSOL_OK
            || !(conf >= 0.5) || !isfinite(R) || !(R > 0))
            continue;
        /* the amplitude max_k |a_k| R^k over the same points */
        la = -INFINITY;
        lR = log(R);
        for (i = 0; i < n; i++)
            la = FLINT_MAX(la, y[i] + k[i] * lR);
        if (la < log_tol)
            continue;
        if (la >= log_tol + ODE_SING_SIGNIFICANT * M_LN10)
        {
            if (R < best)
            {
                best = R;
                *comp = c;
            }
        }
        else if (R < *R_small)
            *R_small = R;
    }
    return best;
}

void _ode_watch_init(_ode_watch_t * W)
{
    W->n = 0;
    W->skip = 0;
    W->full = 0;
}

void _ode_watch_reset(_ode_watch_t * W)
{
    W->n = 0;
}

int _ode_watch_push(_ode_watch_t * W, double t, double loc, int dir)
{
    slong i;
    if (W->skip > 0)
        W->skip--;
    if (W->n == 3)
    {
        for (i = 0; i < 2; i++)
        {
            W->t[i] = W->t[i + 1];
            W->loc[i] = W->loc[i + 1];
        }
        W->n = 2;
    }
    W->t[W->n] = t;
    W->loc[W->n] = loc;
    W->n++;
    if (W->n < 3)
        return 0;
    for (i = 1; i < 3; i++)
    {
        double dt = dir * (W->t[i] - W->t[i - 1]);
        if (!(dt > 0) || !(fabs(W->loc[i] - W->loc[i - 1]) <= 0.1 * dt))
            return 0;
    }
    return 1;
}

int _ode_real_ahead(const radius_result_struct * res, int dir)
{
    int on_positive;
    if (res->entire || res->method == RADIUS_METHOD_NONE || !isfinite(res->radius)
        || !isfinite(res->angle) || res->conjugate_pair)
        return 0;
    /* not a pair: the angle is 0 or pi within its uncertainty */
    on_positive = res->angle < M_PI / 2;
    if ((dir > 0) == on_positive)
        return 1;
    /* series in t^m, m even: the mirror image -R is also singular */
    return res->period % 2 == 0;
}

int _ode_singularity_certain(const radius_result_struct * res, int dir)
{
    return _ode_real_ahead(res, dir) && res->agree && !res->ambiguous
           && res->radius_err <= ODE_SING_REL_ERR * res->radius;
}

void _ode_singularity_message(char * buf, size_t len, const radius_result_struct * res,
                              double t, int dir)
{
    char type[96];
    double ts = t + dir * res->radius, rel;
    int digits;

    radius_describe_type(type, sizeof(type), res);
    /* as many digits as the uncertainty supports (4 to 15) */
    rel = res->radius_err / fmax(fabs(ts), res->radius);
    digits = (rel > 0 && isfinite(rel)) ? (int) ceil(-log10(rel)) : 15;
    digits = FLINT_MAX(4, FLINT_MIN(15, digits));
    snprintf(buf, len, "singularity ahead at t \u2248 %#.*g, type: %s; R = %.6g +- %.1g from t = %.10g",
             digits, ts, type, res->radius, res->radius_err, t);
}
