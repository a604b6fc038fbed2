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
#include <float.h>
#include <string.h>
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

/* The bits of order k under a precision schedule: max(prec_min, prec - drop k). */
static double schedule_bits(const _ode_logs_t * L, slong k)
{
    return FLINT_MAX((double) L->prec_min, L->prec - L->drop * k);
}

/* For k = 0..N: lg[k] = log max |S[c][k]| over the components whose ball
 * excludes 0 (genuine[k]: there is one), lr[k] = log max rad S[c][k] over
 * those whose ball contains 0 with a nonzero radius (noisy[k]: there is one:
 * rounding noise, e.g. a coefficient that cancels exactly in the
 * mathematics), and for the fit lk[k] = the larger of lg[k] and the noise
 * the order would carry at the full precision, lr[k] - (prec - bits_k) ln 2
 * (present[k]: either).  The scaling matters: a schedule's drop makes the
 * noise grow by 2^drop per order, which read as magnitudes shrank the fitted
 * radius, the next step and then the next drop grew, down to steps of 1e-7
 * (y' = atan(e^t) + atan(e^-t) = pi/2 at 100 digits). */
/* Orders whose coefficients lie 2^-(prec + 30) below the geometric mean of
 * their neighbours' (at N: below the line through N - 2 and N - 1) are
 * negligible at the working precision for any step (a_k h^k against
 * a_(k-1) h^(k-1) and a_(k+1) h^(k+1)) and leave the fit: y' = cos t +
 * 10^-80 exp(-((t - 1.24)/10^-11)^2) has even coefficients about
 * 10^(-6.7 10^21) at t = 0 beside cos t's 1/k!, and the least-squares line
 * through both, raised above them, fell by e^(1.2 10^6) an order: an
 * infinite step of order 32 to t = 0.5, its truncation 10^-47, in both
 * runs alike with two output times (60 "verified" digits, 46 right;
 * helper-58). */
static void drop_negligible(_ode_logs_t * L, slong N)
{
    double T = (L->prec + 30) * M_LN2, ref;
    slong k;
    char * negl;

    if (L->prec <= 0 || N < 2)
        return;
    negl = flint_calloc(N + 1, 1);
    for (k = 1; k <= N; k++)
    {
        if (!L->present[k] || !L->genuine[k] || !L->present[k - 1])
            continue;
        if (k < N && L->present[k + 1])
            ref = 0.5 * (L->lk[k - 1] + L->lk[k + 1]);
        else if (k == N && L->present[k - 2])
            ref = 2 * L->lk[k - 1] - L->lk[k - 2];
        else
            continue;
        negl[k] = (L->lk[k] < ref - T);
    }
    for (k = 1; k <= N; k++)
        if (negl[k])
            L->present[k] = L->genuine[k] = L->noisy[k] = 0;
    flint_free(negl);
}

static void coeff_logs(_ode_logs_t * L, arb_srcptr S, slong stride, slong dim, slong N)
{
    slong k, c;
    for (k = 0; k <= N; k++)
    {
        double g = 0, r = 0;
        int has_g = 0, has_r = 0;
        for (c = 0; c < dim; c++)
        {
            arb_srcptr x = S + c * stride + k;
            int z;
            if (arb_contains_zero(x))
            {
                double l;
                if (mag_is_zero(arb_radref(x)))
                    continue;
                l = _ode_mag_log2(arb_radref(x)) * M_LN2;
                if (!has_r || l > r)
                    r = l;
                has_r = 1;
            }
            else
            {
                double l = log_abs_coeff(x, &z);
                if (!has_g || l > g)
                    g = l;
                has_g = 1;
            }
        }
        L->genuine[k] = has_g;
        L->lg[k] = g;
        L->noisy[k] = has_r;
        L->lr[k] = r;
        L->present[k] = has_g || has_r;
        if (has_r)
            r -= (L->prec - schedule_bits(L, k)) * M_LN2;
        L->lk[k] = (has_g && has_r) ? FLINT_MAX(g, r) : (has_g ? g : r);
    }
    drop_negligible(L, N);
}

void _ode_logs_init(_ode_logs_t * L)
{
    L->lk = L->lg = L->lr = NULL;
    L->present = L->genuine = L->noisy = NULL;
    L->N = -1;
    L->alloc = 0;
    L->prec = 0;
    L->drop = 0;
    L->prec_min = 0;
}

void _ode_logs_clear(_ode_logs_t * L)
{
    flint_free(L->lk);
    flint_free(L->lg);
    flint_free(L->lr);
    flint_free(L->present);
    flint_free(L->genuine);
    flint_free(L->noisy);
}

void _ode_logs_set(_ode_logs_t * L, arb_srcptr S, slong stride, slong dim, slong N, slong prec,
                   double drop, slong prec_min)
{
    if (N + 1 > L->alloc)
    {
        L->alloc = FLINT_MAX(N + 1, 2 * L->alloc);
        L->lk = flint_realloc(L->lk, sizeof(double) * L->alloc);
        L->lg = flint_realloc(L->lg, sizeof(double) * L->alloc);
        L->lr = flint_realloc(L->lr, sizeof(double) * L->alloc);
        L->present = flint_realloc(L->present, sizeof(int) * L->alloc);
        L->genuine = flint_realloc(L->genuine, sizeof(int) * L->alloc);
        L->noisy = flint_realloc(L->noisy, sizeof(int) * L->alloc);
    }
    L->prec = prec;
    L->drop = FLINT_MAX(drop, 0.0);
    L->prec_min = prec_min;
    L->N = N;
    coeff_logs(L, S, stride, dim, N);
}

/* Least-squares line through the present points k in [k0, N], then raised
 * to lie above all of them: log C - k log rho.  Returns the number of points. */
static slong fit_line(double * log_rho, double * log_C, const double * lk, const int * present,
                      slong k0, slong N)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0, slope, env = -INFINITY;
    slong k, npts = 0;

    for (k = k0; k <= N; k++)
        if (present[k])
        {
            npts++;
            sx += k; sy += lk[k]; sxx += (double) k * k; sxy += k * lk[k];
        }
    if (npts == 0)
        return 0;
    if (npts == 1)
        slope = 0;   /* a single coefficient: assume no decay (conservative) */
    else
        slope = (npts * sxy - sx * sy) / (npts * sxx - sx * sx);
    for (k = k0; k <= N; k++)
        if (present[k] && lk[k] - slope * k > env)
            env = lk[k] - slope * k;
    *log_rho = -slope;
    *log_C = env;
    return npts;
}

/* The first order of the last ODE_TOP_FIT present ones in [k0, N]. */
static slong top_start(const int * present, slong k0, slong N)
{
    slong k, n = 0;
    for (k = N; k > k0 && n < ODE_TOP_FIT; k--)
        n += present[k];
    return (n < ODE_TOP_FIT) ? k0 : k + 1;
}

/* Adds order k (beyond the last vertex) to the upper concave hull
 * hull[0..m-1] of points (k, lk[k]): returns its new number of vertices. */
static slong hull_push(slong * hull, slong m, const double * lk, slong k)
{
    /* pop the last vertex while it lies on or below the chord to k */
    while (m >= 2)
    {
        slong a = hull[m - 2], b = hull[m - 1];
        if ((lk[b] - lk[a]) * (double) (k - a) > (lk[k] - lk[a]) * (double) (b - a))
            break;
        m--;
    }
    hull[m] = k;
    return m + 1;
}

/* Splits the present orders of [k0, N] by their distance below the large
 * ones: keep[k], or low[k] when lk[k] lies more than ODE_FIT_GAP below
 * (both 0 outside the window and for absent orders).  Only the orders of
 * cls take part (a coefficient's size, not rounding noise); the others are
 * kept.  Two tests:
 *  - a dip: an order of cls at least ODE_FIT_GAP above it on each side
 *    within ODE_DIP_REACH orders (the window and the orders before it);
 *    local, so that a valley is no dip: the robot's coefficients at 300
 *    digits decay to the rounding floor by 145 and rise from there (the
 *    hull over the window first used bridged the valley, 45 orders went to
 *    the low line and the growth of the floor left the fit);
 *  - a drop: below the prediction from the kept orders of the window
 *    before k, the last segment of their hull extended to k (flat when it
 *    rises, a jump up from a low order being no trend, and from a single
 *    order): the large part may skip the last orders (sin(t^5)/5 + 1e-100
 *    e^(2 t) at N = 32 kept 30, 31, 32 beside 25, fitted a radius of e^9.8
 *    and printed y(0.3) with 30 "verified" digits, 19 right).
 * Every low order lies below a line that lies above the kept ones.
 * *sparse: fewer than ODE_KEEP_MIN orders of cls kept beside low ones
 * (sin(t^4)/4 + 1e-60 e^t at t = 0, N = 25: only 20 between 13 and 25).
 * Returns the number of low orders. */
static int high_within(const double * lk, const int * cls, double level, slong a, slong b)
{
    slong i;
    for (i = a; i <= b; i++)
        if (cls[i] && lk[i] >= level)
            return 1;
    return 0;
}

static slong split_low_orders(int * keep, int * low, int * sparse, const double * lk,
                        const int * present, const int * cls, slong k0, slong N)
{
    slong k, m, nlow = 0, nkeep = 0, ks = FLINT_MAX(0, k0 - ODE_DIP_REACH);
    slong * hull = flint_malloc(sizeof(slong) * (N - k0 + 1));

    for (k = 0; k <= N; k++)
    {
        keep[k] = low[k] = 0;
        if (k < k0 || !present[k])
            continue;
        low[k] = cls[k] && high_within(lk, cls, lk[k] + ODE_FIT_GAP,
                                       FLINT_MAX(ks, k - ODE_DIP_REACH), k - 1)
                 && high_within(lk, cls, lk[k] + ODE_FIT_GAP, k + 1, FLINT_MIN(N, k + ODE_DIP_REACH));
        keep[k] = !low[k];
    }
    /* the drops, by an incremental hull of the kept orders of the window
     * (not those before it: the window may begin after a drop, where a
     * polynomial part ends) */
    m = 0;
    for (k = k0; k <= N; k++)
    {
        if (!keep[k] || !cls[k])
            continue;
        if (m >= 1)
        {   /* (from a single order: flat) */
            slong a = hull[FLINT_MAX(m - 2, 0)], b = hull[m - 1];
            double slope = (m == 1) ? 0.0 : FLINT_MIN(0.0, (lk[b] - lk[a]) / (double) (b - a));
            if (lk[k] < lk[b] + slope * (double) (k - b) - ODE_FIT_GAP)
            {
                keep[k] = 0;
                low[k] = 1;
                continue;
            }
        }
        m = hull_push(hull, m, lk, k);
    }
    for (k = k0; k <= N; k++)
    {
        nkeep += keep[k] && cls[k];
        nlow += low[k];
    }
    *sparse = (nlow > 0 && nkeep < ODE_KEEP_MIN);
    flint_free(hull);
    return nlow;
}

/* The line through the orders of mask in [k0, N] and, when they are more
 * than ODE_TOP_FIT, the top line through the last ODE_TOP_FIT of them.
 * Returns the number of orders (0: no line). */
static slong fit_set(double * log_rho, double * log_C, double * top_log_rho, double * top_log_C,
                     int * top_valid, const double * lk, const int * mask, slong k0, slong N)
{
    slong n = fit_line(log_rho, log_C, lk, mask, k0, N), k1 = top_start(mask, k0, N);
    *top_valid = (n > 0 && k1 > k0) ? fit_line(top_log_rho, top_log_C, lk, mask, k1, N) >= 2 : 0;
    return n;
}

/* Whether every order of the top line (top_start) is rounding noise: a
 * ball around 0, or a radius beyond the coefficient (lk from lr).  Past a
 * pulse of 1/cosh(10^4 (t - 1/3)) the radii of the quotient's recurrence
 * grow like (10^4/ln 2)^k, the values like 10^(4k)/k!: the noise's top line
 * (e^-2187 (e^9.57)^k at t = 0.54) capped every step at half its "radius",
 * 3.5e-5, for 57000 steps where its terms were below 1e-900. */
static int top_is_noise(const _ode_logs_t * L, const int * keep, slong k0, slong N)
{
    slong k, k1 = top_start(keep, k0, N), n = 0;
    for (k = k1; k <= N; k++)
        if (keep[k])
        {
            if (!(L->noisy[k] && (!L->genuine[k] || L->lk[k] > L->lg[k])))
                return 0;
            n++;
        }
    return n > 0;
}

static void fit_from_logs(ode_fit_t * fit, const _ode_logs_t * L)
{
    const double * lk = L->lk;
    slong N = L->N, w = FLINT_MAX(4, N / 2), k0 = FLINT_MAX(1, N - w), nlow, k;
    int * keep = flint_malloc(sizeof(int) * 3 * (N + 1)), * low = keep + N + 1, sparse;
    int * cls = low + N + 1;

    /* only orders whose size is a coefficient's are split: rounding noise
     * (balls around 0, lk their radius) stays in the window line as before
     * (its own line, extrapolated beyond N, took y' = exp(3 y) - exp(3 y) -
     * y's noise for growth by e^11 per order: steps of 6e-6, 30x the time
     * or "out of reach"; the noise's radii bound the step directly,
     * _ode_schedule_step_log_logs) */
    for (k = 0; k <= N; k++)
        cls[k] = L->present[k] && L->genuine[k] && !(L->noisy[k] && lk[k] > L->lg[k])
                 /* (logs whose unit is not far below the gap cannot tell one:
                  * e^(e^45) has lk ~ 3.5e19, unit 4096) */
                 && fabs(lk[k]) < 1e13;
    nlow = split_low_orders(keep, low, &sparse, lk, L->present, cls, k0, N);
    fit->zero_tail = (fit_set(&fit->log_rho, &fit->log_C, &fit->top_log_rho, &fit->top_log_C,
                              &fit->top_valid, lk, keep, k0, N) == 0);
    fit->top_noise = fit->top_valid && top_is_noise(L, keep, k0, N);
    if (sparse && !fit->zero_tail && fit->log_rho > 0)
    {   /* a few large orders among far smaller ones: like exact zeros
         * between them (_ode_fit_logs_unproven), their decay is not read
         * (the least-squares line through all took 1e-60 fillers for a
         * decay: radius 7.4, a step of 0.39 that missed the next large
         * order, 28: y(1) 2.4e-16 off with 15 "verified" digits) */
        fit->log_rho = 0;
        fit->log_C = -INFINITY;
        for (k = k0; k <= N; k++)
            if (keep[k])
                fit->log_C = FLINT_MAX(fit->log_C, lk[k]);
        fit->top_valid = fit->top_noise = 0;
    }
    fit->low_valid = fit->low_top_valid = 0;
    if (fit->zero_tail)
    {
        fit->log_rho = 0;
        fit->log_C = -INFINITY;
    }
    else if (nlow >= ODE_LOW_FIT)
        fit->low_valid = fit_set(&fit->low_log_rho, &fit->low_log_C, &fit->low_top_log_rho,
                                 &fit->low_top_log_C, &fit->low_top_valid, lk, low, k0, N) >= 2;
    fit->low_top_valid = fit->low_top_valid && fit->low_valid;
    flint_free(keep);
}

void _ode_fit_logs(ode_fit_t * fit, const _ode_logs_t * L)
{
    fit_from_logs(fit, L);
}

void _ode_fit_logs_unproven(ode_fit_t * fit, const _ode_logs_t * L, double log_scale)
{
    fit->top_valid = fit->top_noise = 0;
    fit->low_valid = fit->low_top_valid = 0;
    fit->zero_tail = 0;
    if (fit_line(&fit->log_rho, &fit->log_C, L->lk, L->present, 1, L->N) > 0
        || fit_line(&fit->log_rho, &fit->log_C, L->lk, L->present, 0, L->N) > 0)
    {   /* (growth is kept, decay is not: decay read off a few early orders
         * would let the step grow past the late terms) */
        if (fit->log_rho > 0)
        {
            slong k;
            fit->log_rho = 0;
            fit->log_C = -INFINITY;
            for (k = 0; k <= L->N; k++)
                if (L->present[k])
                    fit->log_C = FLINT_MAX(fit->log_C, L->lk[k]);
        }
        return;
    }
    fit->log_rho = 0;
    fit->log_C = log_scale;
}

void ode_fit_radius(ode_fit_t * fit, arb_srcptr S, slong stride, slong dim, slong N)
{
    _ode_logs_t L;

    _ode_logs_init(&L);
    _ode_logs_set(&L, S, stride, dim, N, 0, 0.0, 0);
    _ode_fit_logs(fit, &L);
    _ode_logs_clear(&L);
}

static double line_tail(double log_rho, double log_C, slong N, double log_s)
{
    double lq = log_s - log_rho;
    if (lq >= 0)
        return INFINITY;
    return log_C + (N + 1) * lq - log1p(-exp(lq));
}

double ode_tail_log_error(const ode_fit_t * fit, slong N, double log_s)
{
    double e;
    if (fit->zero_tail)
        return -INFINITY;
    e = line_tail(fit->log_rho, fit->log_C, N, log_s);
    if (fit->top_valid && !fit->top_noise)
        e = FLINT_MAX(e, line_tail(fit->top_log_rho, fit->top_log_C, N, log_s));
    if (fit->low_valid)
        e = FLINT_MAX(e, line_tail(fit->low_log_rho, fit->low_log_C, N, log_s));
    if (fit->low_top_valid)
        e = FLINT_MAX(e, line_tail(fit->low_top_log_rho, fit->low_top_log_C, N, log_s));
    return e;
}

/* log of the step s with C (s/rho)^(N+1) / (1 - s/rho) = tol, s/rho <= q_max */
static double line_step(double log_rho, double log_C, slong N, double log_tol, double q_max)
{
    double lq = 0, lqmax = log(q_max);
    int i;
    /* C q^(N+1) / (1 - q) = tol, by fixed point on the slowly varying 1 - q */
    for (i = 0; i < 30; i++)
    {
        double corr = (i == 0) ? 0.0 : log1p(-exp(FLINT_MIN(lq, lqmax)));
        double next = (log_tol - log_C + corr) / (N + 1);
        if (fabs(next - lq) < 1e-10 * (1 + fabs(lq)))   /* 1e-10 of a log step: far below any use */
        {
            lq = next;
            break;
        }
        lq = next;
    }
    if (lq > lqmax)
        lq = lqmax;
    return log_rho + lq;
}

/* The step a noise line allows: its largest term up to N, C (s/rho)^N
 * for s > rho, within tol / (N + 1); below rho the usual rule. */
static double noise_line_step(double log_rho, double log_C, slong N, double log_tol, double q_max)
{
    double lq = (log_tol - log((double) N + 1) - log_C) / FLINT_MAX(N, 1);
    if (lq <= log(q_max))
        return line_step(log_rho, log_C, N, log_tol, q_max);
    return log_rho + lq;
}

double ode_step_log(const ode_fit_t * fit, slong N, double log_tol, double q_max)
{
    double l;
    if (fit->zero_tail)
        return INFINITY;
    l = line_step(fit->log_rho, fit->log_C, N, log_tol, q_max);
    if (fit->top_valid && fit->top_noise)
        l = FLINT_MIN(l, noise_line_step(fit->top_log_rho, fit->top_log_C, N, log_tol, q_max));
    else if (fit->top_valid)
        l = FLINT_MIN(l, line_step(fit->top_log_rho, fit->top_log_C, N, log_tol, q_max));
    if (fit->low_valid)
        l = FLINT_MIN(l, line_step(fit->low_log_rho, fit->low_log_C, N, log_tol, q_max));
    if (fit->low_top_valid)
        l = FLINT_MIN(l, line_step(fit->low_top_log_rho, fit->low_top_log_C, N, log_tol, q_max));
    return l;
}

/* Cost of a step of order N: a N (N + 1) / 2 + b N + c with the online
 * recurrences; from ODE_BLOCK_MIN_ORDER on the nonlinear part grows like
 * N log N (relaxed blocks; the factor is measured, see ode_block_cost). */
static double step_cost(slong N, double a, double b, double c, double block)
{
    double B = ODE_BLOCK_MIN_ORDER, nl;
    if (N < ODE_BLOCK_MIN_ORDER || block <= 0)
        nl = N * (N + 1) / 2.0;
    else
        nl = B * B / 2 + block * B * (N - B) * log2(N / B + 1);
    return a * nl + b * N + c;
}

double ode_block_cost(slong prec)
{
    double lo = log(400.0), hi = log(1000.0), x = log((double) FLINT_MAX(prec, 2));
    if (x <= lo)
        return 1.0;
    if (x >= hi)
        return ODE_BLOCK_COST;
    return 1.0 + (ODE_BLOCK_COST - 1.0) * (x - lo) / (hi - lo);
}

/* A double order as an slong, NaN as 0 and the rest clamped to
 * [-2^40, 2^40] (the cast of a value outside the range of slong is
 * undefined; fits of infinite or NaN coefficients give such values). */
static slong order_from_double(double x)
{
    if (!(x > -1099511627776.0))
        return (x != x) ? 0 : -WORD(1099511627776);
    if (x > 1099511627776.0)
        return WORD(1099511627776);
    return (slong) x;
}

/* The Jorba-Zou window: the optimum is near the order (log C - log tol)/2;
 * search a generous window around it rather than every order.  Returns 0
 * when the window is empty (*nmin, *nmax then hold the answer twice). */
static int jz_window(slong * nmin, slong * nmax, const ode_fit_t * fit, double log_tol)
{
    double nz = (fit->log_C - log_tol) / 2;
    slong lo = order_from_double(nz / 3) - 2, hi = order_from_double(3 * nz) + 10;
    if (nz != nz)       /* no information: the whole range */
        return 1;
    *nmin = FLINT_MAX(*nmin, lo);
    *nmax = FLINT_MIN(*nmax, hi);
    if (*nmax < *nmin)
    {
        if (nz < *nmin)
            *nmax = *nmin;
        else
            *nmin = *nmax;
        return 0;
    }
    return 1;
}

slong ode_choose_order(const ode_fit_t * fit, double log_tol, double q_max,
                       double a, double b, double c, slong nmin, slong nmax)
{
    slong N, best = nmin;
    double best_val = INFINITY;
    if (fit->zero_tail)
        return nmin;
    if (!jz_window(&nmin, &nmax, fit, log_tol))
        return nmin;
    for (N = nmin; N <= nmax; N++)
    {
        double v = log(step_cost(N, a, b, c, 0.0)) - ode_step_log(fit, N, log_tol, q_max);
        if (v < best_val)
        {
            best_val = v;
            best = N;
        }
    }
    return best;
}

/* The first order of the top line's regime: the smallest k0 such that every
 * present coefficient of orders k0..N lies below the top line raised by
 * 10^3 (coefficients above it belong to an earlier, faster-decaying regime). */
static slong top_regime_start(const ode_fit_t * fit, const double * lk, const int * present,
                              slong N)
{
    slong k;
    if (!fit->top_valid || fit->top_noise)      /* (noise: no regime to follow) */
        return 0;
    for (k = N; k >= 0; k--)
        if (present[k] && lk[k] > fit->top_log_C - k * fit->top_log_rho + 3 * M_LN10)
            return k + 1;
    return 0;
}

slong _ode_choose_order_logs(double * log_h_next, const ode_fit_t * fit, const _ode_logs_t * L,
                             double log_tol, double log_h_cap, double log_h_pred, double q_max,
                             const ode_cost_t * cost, slong nmin, slong nmax)
{
    const double * lk = L->lk;
    const int * present = L->present;
    double * lh, best_val = INFINITY, term, lhN, best_lh = -INFINITY;
    slong k, M, lo, hi, best, floor, N = L->N;

    *log_h_next = INFINITY;
    if (fit->zero_tail)
        return nmin;
    lh = flint_malloc(sizeof(double) * (N + 1));

    /* lh[M] (M < N): the largest log step at which the terms M < k <= N are
     * at most tol/8 each and the tail beyond N is at most tol */
    lhN = FLINT_MIN(ode_step_log(fit, N, log_tol, q_max), log_h_cap);
    lh[N] = lhN;
    term = lhN;
    for (M = N - 1; M >= 0; M--)
    {
        k = M + 1;
        if (present[k])
            term = FLINT_MIN(term, (log_tol - log(8.0) - lk[k]) / k);
        lh[M] = term;
    }
    floor = top_regime_start(fit, lk, present, N);
    floor = (floor > 0) ? floor + ODE_TOP_FIT + 8 : 0;
    nmin = FLINT_MAX(nmin, FLINT_MIN(floor, nmax));
    lo = nmin;
    hi = nmax;
    jz_window(&lo, &hi, fit, log_tol);
    hi = FLINT_MAX(hi, FLINT_MIN(N, nmax));
    lo = FLINT_MIN(lo, FLINT_MIN(N, hi));
    lo = FLINT_MAX(lo, nmin);
    best = lo;
    /* above N the model's h(M) varies slowly: a grid of about 16 points
     * per doubling suffices (the optimum is flat) */
    for (M = lo; M <= hi; M += (M < N) ? 1 : FLINT_MAX(1, M / 16))
    {
        double l = (M <= N) ? lh[M]
                   : FLINT_MIN(FLINT_MIN(ode_step_log(fit, M, log_tol, q_max), log_h_cap),
                               FLINT_MAX(log_h_pred, lhN));
        double v = log(step_cost(M, cost->a, cost->b, cost->c, cost->block)) - l;
        if (v < best_val)
        {
            best_val = v;
            best = M;
            best_lh = l;
        }
    }
    flint_free(lh);
    *log_h_next = best_lh;
    return best;
}

slong ode_choose_order_measured(double * log_h_next, const ode_fit_t * fit, arb_srcptr S,
                                slong stride, slong dim, slong N, double log_tol,
                                double log_h_cap, double log_h_pred, double q_max,
                                const ode_cost_t * cost, slong nmin, slong nmax)
{
    _ode_logs_t L;
    slong r;

    _ode_logs_init(&L);
    _ode_logs_set(&L, S, stride, dim, N, 0, 0.0, 0);
    r = _ode_choose_order_logs(log_h_next, fit, &L, log_tol, log_h_cap, log_h_pred, q_max, cost,
                               nmin, nmax);
    _ode_logs_clear(&L);
    return r;
}

double _ode_schedule_step_log_logs(const _ode_logs_t * L, double log_tol)
{
    double l = INFINITY, lN;
    slong k, N = L->N;

    if (L->drop <= 0 || N < 1)
        return INFINITY;
    lN = log((double) N);
    for (k = 1; k <= N; k++)
    {
        /* a genuine coefficient: its rounding at the bits of its order */
        if (L->genuine[k])
            l = FLINT_MIN(l, (log_tol - lN + schedule_bits(L, k) * M_LN2 - L->lg[k]) / k);
        /* noise: its radius as it is (the mathematics cancelled; what is
         * left is the rounding of larger intermediate terms) */
        if (L->noisy[k])
            l = FLINT_MIN(l, (log_tol - lN - L->lr[k]) / k);
    }
    return l;
}

double ode_schedule_step_log(arb_srcptr S, slong stride, slong dim, slong N, double log_tol,
                             slong prec, double drop, slong prec_min)
{
    _ode_logs_t L;
    double l;

    if (drop <= 0 || N < 1)
        return INFINITY;
    _ode_logs_init(&L);
    _ode_logs_set(&L, S, stride, dim, N, prec, drop, prec_min);
    l = _ode_schedule_step_log_logs(&L, log_tol);
    _ode_logs_clear(&L);
    return l;
}

double _ode_schedule_drop_logs(const _ode_logs_t * L, double log_tol, double log_h)
{
    double d = INFINITY, lN;
    slong k, N = L->N;

    if (N < 1 || !isfinite(log_h))
        return 0.0;
    lN = log((double) N);
    for (k = 1; k <= N; k++)
    {
        /* genuine: |S_k| h^k 2^-(prec - drop k) <= tol / N */
        if (L->genuine[k])
            d = FLINT_MIN(d, (L->prec * M_LN2 + log_tol - lN - L->lg[k] - k * log_h)
                             / (k * M_LN2));
        /* noise of size r at the full precision grows to r 2^(drop k) */
        if (L->noisy[k])
            d = FLINT_MIN(d, (log_tol - lN - (L->lr[k] - (L->prec - schedule_bits(L, k)) * M_LN2)
                              - k * log_h) / (k * M_LN2));
    }
    return isfinite(d) ? FLINT_MAX(0.0, 0.9 * d) : 0.0;
}

double ode_schedule_drop(arb_srcptr S, slong stride, slong dim, slong N, double log_tol,
                         slong prec, double log_h)
{
    _ode_logs_t L;
    double d;

    if (N < 1 || !isfinite(log_h))
        return 0.0;
    _ode_logs_init(&L);
    _ode_logs_set(&L, S, stride, dim, N, prec, 0.0, 0);
    d = _ode_schedule_drop_logs(&L, log_tol, log_h);
    _ode_logs_clear(&L);
    return d;
}

slong ode_initial_order(double log_tol, slong nmin, slong nmax)
{
    slong N = order_from_double(ceil(-log_tol / 2.0)) + 4;
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
    W->confirm_R = 0.0;
    W->confirm_loc = 0.0;
    W->levels = 0;
    W->pair_foot = 0.0;
    W->pair_b = 0.0;
}

void _ode_watch_reset(_ode_watch_t * W)
{
    W->n = 0;
    W->confirm_R = 0.0;
    W->levels = 0;
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
                              double t, int dir, double tol_digits, const char * name)
{
    char type[160];
    double ts = t + dir * res->radius, rel;
    int digits;

    radius_describe_type(type, sizeof(type), res);
    if (name != NULL)
    {
        size_t used = strlen(type);
        snprintf(type + used, sizeof(type) - used, " of %.40s", name);
    }
    /* as many digits as the uncertainty supports (4 to 15) */
    rel = res->radius_err / fmax(fabs(ts), res->radius);
    digits = (rel > 0 && isfinite(rel)) ? (int) ceil(-log10(rel)) : 15;
    /* u' = u^2 at 1 digit (tolerance 10^-4) put the pole of its computed
     * solution at 1.0000120, and the message said 1.00001204635872 */
    if (isfinite(tol_digits) && tol_digits > 0)
        digits = FLINT_MIN(digits, (int) ceil(tol_digits) + 1);
    digits = FLINT_MAX(4, FLINT_MIN(15, digits));
    snprintf(buf, len, "singularity ahead at t \u2248 %#.*g, type: %s; R = %.6g +- %.1g from t = %.10g",
             digits, ts, type, res->radius, res->radius_err, t);
    /* what the angle's uncertainty cannot exclude: a pair off the axis by up
     * to b, between which the solution stays analytic */
    if (isfinite(res->angle_err) && res->angle + res->angle_err > 0)
    {
        double b = res->radius * sin(fmin(res->angle + res->angle_err, M_PI / 2));
        size_t used = strlen(buf);
        if (b > 4 * DBL_EPSILON * (fabs(ts) + res->radius) && used < len)
            snprintf(buf + used, len - used, " (or a complex pair within %.1g of the axis)", b);
    }
}
