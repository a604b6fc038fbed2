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
