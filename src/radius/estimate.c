/* The combined estimate: symmetry reduction, entire-function test, the four
 * methods, and the choice of the decisive one (docs/radius.md §4). */
#include "radius_impl.h"

/* Growth of the apparent radius between the windows [J/4, J/2] and
 * [J/2, J] above which the series is declared entire (a finite radius
 * gives ~1 + O(1/J); an entire function of order rho gives ~2^(1/rho)). */
#define RADIUS_ENTIRE_GROWTH 1.3
/* The growth test needs J >= RADIUS_ENTIRE_MIN_J (in w = t^m); below
 * RADIUS_ENTIRE_SURE_J it decides only when no method finds a finite
 * radius. */
#define RADIUS_ENTIRE_MIN_J 4
#define RADIUS_ENTIRE_SURE_J 16
/* Below RADIUS_ENTIRE_SURE_J, an estimate looser than this (relative) is
 * flagged low_order: spurious radii of entire series were seen down to
 * 1.5e-3 (cos t, 31 coefficients, dlog-Padé). */
#define RADIUS_LOOSE_REL_ERR 1e-4
/* A finite estimate this sharp (relative), contradicted by no other
 * method, overrules the growth test. */
#define RADIUS_SHARP_REL_ERR 1e-8
/* Slow growth: an entire function of infinite order (exp(sin t),
 * exp(e^t - 1)) has an apparent radius growing like log k, by 12-20% per
 * doubling of the order from J = 100 to 400 (1 + log 2 / log J; unevenly
 * below J = 100), under RADIUS_ENTIRE_GROWTH; a finite radius gives ratios
 * 1 +- 0.05 (a pole of order m: about 1 + (m - 1)/J, the essential
 * singularity of exp(1/(1 - t)) 1.02-1.04).  When the apparent radius grew
 * over both of the last two doublings ([J/8, J/4] -> [J/4, J/2] -> [J/2, J])
 * and by more than RADIUS_SLOW_GROWTH over the two, no singularity is
 * reported unless a method locates one to RADIUS_SLOW_GROWTH_REL_ERR: the
 * result is undecided. */
#define RADIUS_SLOW_GROWTH 1.15
#define RADIUS_SLOW_GROWTH_MIN_J 32
/* A singularity located to this (relative) by a method other than the root
 * test, contradicted by no other, overrules the slow-growth test: the
 * complex pairs of double poles of the Cartesian pendulum seen through 50
 * coefficients also grow unevenly (Mercer-Roberts: 1.9e-4); the spurious
 * estimates of exp(sin t) and its kind were 1.3e-2 or looser. */
#define RADIUS_SLOW_GROWTH_REL_ERR 1e-3
/* Largest symmetry period searched. */
#define RADIUS_MAX_PERIOD 16

void radius_result_init(radius_result_t res)
{
    slong i;
    res->entire = res->polynomial = 0;
    res->degree = -1;
    res->lower_bound = NAN;
    res->radius = res->radius_err = NAN;
    res->angle = res->angle_err = NAN;
    res->conjugate_pair = 0;
    res->count = 0;
    res->exponent = res->exponent_err = NAN;
    res->exponent_num = 0;
    res->exponent_den = 0;
    res->method = res->exponent_method = RADIUS_METHOD_NONE;
    res->agree = 0;
    res->ambiguous = 0;
    res->radius2 = res->angle2 = NAN;
    res->period = 1;
    res->offset = 0;
    res->undecided = 0;
    res->drifting = 0;
    res->growing = 0;
    res->essential = 0;
    res->low_order = 0;
    res->order = -1;
    res->usable = 0;
    for (i = 0; i < RADIUS_METHOD_COUNT; i++)
        _radius_estimate_clear(res->est + i);
}

void radius_result_clear(radius_result_t res)
{
    (void) res;     /* no heap storage; kept for the init/clear convention */
}

const char * radius_method_name(int method)
{
    switch (method)
    {
        case RADIUS_METHOD_RATIO: return "ratio";
        case RADIUS_METHOD_ROOT: return "root";
        case RADIUS_METHOD_MERCER_ROBERTS: return "mercer-roberts";
        case RADIUS_METHOD_PADE: return "pade";
        case RADIUS_METHOD_DLOG_PADE: return "dlog-pade";
        default: return "none";
    }
}

slong radius_series_period(slong * offset, arb_srcptr a, slong len)
{
    slong m, k, first = -1, count = 0;

    *offset = 0;
    for (k = len / 4; k < len; k++)
        if (!arb_contains_zero(a + k))
        {
            if (first < 0)
                first = k;
            count++;
        }
    if (count < 4)
        return 1;
    for (m = FLINT_MIN(RADIUS_MAX_PERIOD, len / 8); m >= 2; m--)
    {
        int ok = 1;
        for (k = len / 4; k < len && ok; k++)
            if (!arb_contains_zero(a + k) && (k - first) % m != 0)
                ok = 0;
        if (ok)
        {
            *offset = first % m;
            return m;
        }
    }
    return 1;
}

/* An estimate in w = t^m (angle of w) converted to t: R^(1/m), angle/m. */
static void estimate_to_t(radius_method_estimate_struct * e, slong m)
{
    if (!e->ok || m == 1)
        return;
    e->radius_err = pow(e->radius, 1.0 / m) * (e->radius_err / e->radius) / m;
    e->radius = pow(e->radius, 1.0 / m);
    e->angle /= m;
    e->angle_err /= m;
}

/* The apparent radius (in the series' own variable) on lo <= k <= hi from
 * a two-parameter top-line fit; NAN when there are too few points. */
static double window_radius(arb_srcptr b, slong lo, slong hi)
{
    double * k, * y, lam, p;
    slong i, n = 0;
    double R = NAN;

    k = flint_malloc(sizeof(double) * (hi - lo + 1));
    y = flint_malloc(sizeof(double) * (hi - lo + 1));
    for (i = FLINT_MAX(lo, 1); i <= hi; i++)
        if (!arb_contains_zero(b + i))
        {
            k[n] = (double) i;
            y[n] = _radius_log_abs(b + i);
            n++;
        }
    if (n >= 3 && _radius_top_line(&lam, &p, k, y, n, 0))
        R = exp(lam);
    flint_free(k);
    flint_free(y);
    return R;
}

/* g as num/den, den <= 4, when one lies within the uncertainty. */
static void exponent_fraction(slong * num, slong * den, double g, double err)
{
    slong d;
    *num = 0;
    *den = 0;
    if (!isfinite(g) || !(err < 0.05))
        return;
    for (d = 1; d <= 4; d++)
    {
        double n = floor(g * d + 0.5);
        if (fabs(g - n / d) <= fmax(3.0 * err, 1e-8))
        {
            *num = (slong) n;
            *den = d;
            return;
        }
    }
}

/* An estimate worth combining: relative uncertainty at most
 * RADIUS_MAX_REL_ERR (a method that cannot tell R within 50% has failed). */
#define RADIUS_MAX_REL_ERR 0.5
/* An exponent with a larger uncertainty is not reported. */
#define RADIUS_MAX_EXPONENT_ERR 1.0
static int estimate_usable(const radius_method_estimate_struct * x)
{
    return x->ok && x->radius_err <= RADIUS_MAX_REL_ERR * x->radius;
}

static int estimates_agree(const radius_method_estimate_struct * x,
                           const radius_method_estimate_struct * y)
{
    if (fabs(x->radius - y->radius) > 3.0 * (x->radius_err + y->radius_err) + 1e-12 * y->radius)
        return 0;
    if (isfinite(x->angle) && isfinite(y->angle)
        && fabs(x->angle - y->angle) > 3.0 * (x->angle_err + y->angle_err) + 1e-9)
        return 0;
    return 1;
}

/* Whether method i's exponent may describe the singularity that method
 * best located: usable, agreeing with it, and about as sharp. */
static int exponent_candidate(const radius_method_estimate_struct * e, slong i, slong best)
{
    return estimate_usable(e + i) && isfinite(e[i].exponent)
           && e[i].exponent_err <= RADIUS_MAX_EXPONENT_ERR
           && (i == best || (estimates_agree(e + i, e + best)
                             && e[i].radius_err <= 10.0 * e[best].radius_err));
}

/* When the methods disagree, the decisive estimate's own uncertainty is no
 * uncertainty of the result: widen the radius and the angle to cover every
 * usable method's interval, and report no exponent (the one found belongs
 * to whichever singularity the decisive method saw).  (Example: x'' + x = x^2/1000, x(0) = 1, 41
 * coefficients: dlog-Padé said R = 6.283 +- 0.022 on the real axis, the
 * complex pair is at R = 9.906, angle 1.248, which Mercer-Roberts saw.) */
static void widen_to_cover(radius_result_t res, const radius_method_estimate_struct * e)
{
    slong i;
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
    {
        if (!estimate_usable(e + i))
            continue;
        res->radius_err = fmax(res->radius_err, fabs(e[i].radius - res->radius) + e[i].radius_err);
        if (isfinite(e[i].angle) && isfinite(res->angle))
            res->angle_err = fmax(res->angle_err, fabs(e[i].angle - res->angle) + e[i].angle_err);
    }
    res->conjugate_pair = isfinite(res->angle) && res->angle > res->angle_err
                          && res->angle < M_PI - res->angle_err;
    res->exponent = NAN;
    res->exponent_err = INFINITY;
    res->exponent_method = RADIUS_METHOD_NONE;
    res->exponent_num = 0;
    res->exponent_den = 0;
}

/* A method other than the root test locates a singularity to
 * RADIUS_SHARP_REL_ERR relative or better, and no other usable method
 * contradicts it. */
static int sharp_finite_estimate(const radius_method_estimate_struct * e, double rel)
{
    slong i, j;
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
    {
        int contradicted = 0;
        if (i == RADIUS_METHOD_ROOT || !estimate_usable(e + i)
            || !(e[i].radius_err <= rel * e[i].radius))
            continue;
        for (j = RADIUS_METHOD_RATIO; j < RADIUS_METHOD_COUNT; j++)
            if (j != i && estimate_usable(e + j) && !estimates_agree(e + i, e + j))
                contradicted = 1;
        if (!contradicted)
            return 1;
    }
    return 0;
}

/* Dlog-Padé's poles of f''/f' are the singularities of f and the zeros of f'
 * (residue m >= 1, exponent m + 1: f is analytic there).  The pole filter
 * drops a residue that is a positive integer to 1e-6; a zero of f' whose
 * residue has not converged (exponent 1.99 +- 0.2 from 150 coefficients of
 * 1/((t - 1/2)^2 + 1) + 1/(2 (2 - t)) at t = -1: the critical point at
 * 0.64, R = 1.64, where the pair at 1/2 +- i is 1.80 away) is recognised
 * here: an integer exponent >= 2 within the uncertainty, and coefficients
 * that still decay beyond it, |b_k| r^k falling by more than 10 over the
 * last quarter of them (at a singularity they level off; a weak one that
 * shows only late still levels off there), or by more than 3 when the
 * exponent is within 0.01 of the integer and within 3 times its own
 * uncertainty (a branch point (2 - t)^3.008 has 3.008 +- 2e-15 and falls
 * by 3.2 there: helper-53): 80 coefficients of 3 sqrt((t -
 * 12/5)^2 + 1/16) + 3/((t - 6/5)^2 + 1/9)^2 at t = -5/2 put a critical
 * point at R = 3.5523 with exponent 2.0009 +- 0.0008, the double poles 3.715
 * away, and fell by 4.1 (helper-47's rf1_4417: R = 3.5523 +- 9e-5, exit 0).
 * A singularity with exponent 2 (log type) falls by about (3/4)^-3 = 2.4
 * there, and its dlog residue does not settle to 0.01 (log corrections). */
static int dlog_zero_of_derivative(const radius_method_estimate_struct * x, arb_srcptr b, slong Jb)
{
    double g = x->exponent, gi = floor(x->exponent + 0.5), Rend, fall;
    slong q = Jb / 4;
    if (!x->ok || !isfinite(g) || gi < 2 || fabs(g - gi) > fmax(3.0 * x->exponent_err, 0.05)
        || q < 8)
        return 0;
    Rend = window_radius(b, Jb - q, Jb);
    if (!isfinite(Rend))
        return 0;
    fall = q * log(Rend / (x->radius + x->radius_err));
    return fall > log(10.0)
           || (fall > log(3.0) && fabs(g - gi) <= fmin(0.01, 3.0 * x->exponent_err));
}

/* Polynomial: exact zeros after the last nonzero coefficient, over a gap
 * longer than any gap between the nonzero ones. */
static int is_polynomial(slong * degree, arb_srcptr a, slong len)
{
    slong k, d = -1, prev = -1, gap = 0;
    for (k = 0; k < len; k++)
        if (!arb_is_zero(a + k))
        {
            if (prev >= 0)
                gap = FLINT_MAX(gap, k - prev);
            prev = k;
            d = k;
        }
    *degree = d;
    return (len - 1 - d) >= 2 && (len - 1 - d) > gap;
}

/* Every method on b_0..b_{nb-1} (in w), into e[]; the second Padé pole
 * into *radius2, *angle2, *radius2_err. */
static void run_methods(radius_method_estimate_struct * e, double * radius2, double * angle2,
                        double * radius2_err, arb_srcptr b, slong nb, slong prec)
{
    double scale;
    radius_root_test(e + RADIUS_METHOD_ROOT, b, nb, prec);
    radius_domb_sykes(e + RADIUS_METHOD_RATIO, b, nb, prec);
    radius_mercer_roberts(e + RADIUS_METHOD_MERCER_ROBERTS, b, nb, prec);
    /* Padé works on a_k scale^k: the best rough radius available */
    scale = 1.0;
    if (e[RADIUS_METHOD_RATIO].ok)
        scale = e[RADIUS_METHOD_RATIO].radius;
    else if (e[RADIUS_METHOD_MERCER_ROBERTS].ok)
        scale = e[RADIUS_METHOD_MERCER_ROBERTS].radius;
    else if (e[RADIUS_METHOD_ROOT].ok)
        scale = e[RADIUS_METHOD_ROOT].radius;
    _radius_pade_second(e + RADIUS_METHOD_PADE, radius2, angle2, radius2_err, b, nb, scale, prec);
    radius_dlog_pade(e + RADIUS_METHOD_DLOG_PADE, b, nb, scale, prec);
    if (dlog_zero_of_derivative(e + RADIUS_METHOD_DLOG_PADE, b, nb - 1))
        _radius_estimate_clear(e + RADIUS_METHOD_DLOG_PADE);
}

/* Convergence check of each method: the same method on the first half of
 * the coefficients.  A method's uncertainty assumes an algebraic
 * singularity (corrections in powers of 1/k); where that holds, the
 * half's interval contains the whole series' estimate.  Where it does not
 * (an essential singularity: for exp(1/(1 - t)) the ratio method gave
 * R = 0.9797 +- 0.0022 from 200 coefficients and 0.9716 +- 0.0032 from
 * 100, creeping up to 1 like 1/sqrt(k)), the estimate drifts with the order
 * by more than the half's uncertainty: the uncertainty becomes
 * RADIUS_DRIFT_FACTOR times the drift (a remaining error c k^-alpha is
 * drift / (2^alpha - 1): covered for alpha >= 1/3; alpha = 1/2 needs 2.4),
 * for R, the angle and the exponent.  Returns the methods whose estimates
 * were widened (bit i for method i).  Series shorter than
 * 2 RADIUS_DRIFT_MIN_LEN are not checked. */
#define RADIUS_DRIFT_FACTOR 4.0
#define RADIUS_DRIFT_MIN_LEN 24

static int widen_by_drift(double * err, double v, double v_half, double err_half)
{
    double drift = fabs(v - v_half);
    if (isfinite(v) && isfinite(v_half) && isfinite(err_half) && drift > err_half
        && RADIUS_DRIFT_FACTOR * drift > *err)
    {
        *err = RADIUS_DRIFT_FACTOR * drift;
        return 1;
    }
    return 0;
}

/* An essential singularity (exp(c/(1 - t))): a_k ~ exp(2 sqrt(c k)), so
 * the ratio method's exponent g = -1 - sqrt(c k) falls without bound: below
 * RADIUS_ESSENTIAL_EXPONENT at both lengths and by more than
 * RADIUS_ESSENTIAL_FALL from the half to the whole series (a pole of order
 * m keeps g = -m).  Seen: -10.8, -15.1 for exp(1/(1 - t)) at 100, 200
 * coefficients; -11.5, -16.0 for exp(3/(2 - t)) at 75, 150. */
#define RADIUS_ESSENTIAL_EXPONENT (-3.0)
#define RADIUS_ESSENTIAL_FALL 1.0

static int exponent_falls(const radius_method_estimate_struct * whole,
                          const radius_method_estimate_struct * half)
{
    return whole->ok && half->ok && isfinite(whole->exponent) && isfinite(half->exponent)
           && whole->exponent < RADIUS_ESSENTIAL_EXPONENT
           && half->exponent < RADIUS_ESSENTIAL_EXPONENT
           && whole->exponent < half->exponent - RADIUS_ESSENTIAL_FALL;
}

/* ... also sets *essential when the ratio method's exponent falls. */
static int convergence_check(radius_method_estimate_struct * e, int * essential, arb_srcptr b,
                             slong nb, slong prec)
{
    radius_method_estimate_struct h[RADIUS_METHOD_COUNT];
    double r2, a2, r2e;
    int i, w, widened = 0;

    *essential = 0;
    if (nb / 2 < RADIUS_DRIFT_MIN_LEN)
        return 0;
    for (i = 0; i < RADIUS_METHOD_COUNT; i++)
        _radius_estimate_clear(h + i);
    run_methods(h, &r2, &a2, &r2e, b, nb / 2, prec);
    *essential = exponent_falls(e + RADIUS_METHOD_RATIO, h + RADIUS_METHOD_RATIO);
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
    {
        if (!e[i].ok || !h[i].ok)
            continue;
        w = widen_by_drift(&e[i].radius_err, e[i].radius, h[i].radius, h[i].radius_err);
        w |= widen_by_drift(&e[i].angle_err, e[i].angle, h[i].angle, h[i].angle_err);
        w |= widen_by_drift(&e[i].exponent_err, e[i].exponent, h[i].exponent, h[i].exponent_err);
        widened |= w << i;
    }
    return widened;
}

/* No estimate, undecided (the counts and the symmetry kept): returns
 * SERSOL_EACCURACY. */
static int set_undecided(radius_result_t res, slong usable, slong last, slong m, slong s)
{
    radius_result_init(res);
    res->usable = usable;
    res->order = last;
    res->period = m;
    res->offset = s;
    res->undecided = 1;
    return SERSOL_EACCURACY;
}

/* Ambiguous, and the second candidate is not a converged pole: Padé
 * stands for a cut by poles beyond its branch point, which may be the
 * nearest singularity although its first pole is not.  sqrt(1 - t) +
 * 1/(1 + t/1.001) from 300 coefficients: the pole at -1.001 to 15 digits
 * (pade, 1e-15) while the branch point at 1 showed as a pole at 1.0015;
 * R = 1.001 was printed with 15 digits, exit 0.  The uncertainty then
 * reaches down to the second candidate less twice its movement between N
 * and N/2 coefficients (1.001 +- 2.6e-3 there).  (A floor of 2% below the
 * candidate inflated correct poles with a cut just beyond them: 0.995 +-
 * 1e-2 for 0.995 +- 1e-15.) */
#define RADIUS_CUT_POLE_REL 1e-8
static void ambiguous_cut_widen(radius_result_struct * res)
{
    double low;

    if (!res->ambiguous || !isfinite(res->radius2) || !isfinite(res->radius)
        || res->radius2_err <= RADIUS_CUT_POLE_REL * res->radius2)
        return;
    low = res->radius2 - 2.0 * (isfinite(res->radius2_err) ? res->radius2_err : res->radius2);
    if (low < res->radius - res->radius_err)
        res->radius_err = res->radius - fmax(low, 0.0);
}

int radius_estimate(radius_result_t res, arb_srcptr a, slong len, slong prec)
{
    slong k, m, s, Jb, nb, usable = 0, last = -1;
    arb_ptr b;
    double R0, R1, R2;
    radius_method_estimate_struct * e = res->est;
    int best, ab, i, looks_entire, drifted, essential, grows_slowly = 0;

    radius_result_init(res);
    if (len < RADIUS_MIN_USABLE)
        return SERSOL_EINPUT;
    for (k = 0; k < len; k++)
        if (!arb_contains_zero(a + k))
        {
            usable++;
            last = k;
        }
    res->usable = usable;
    res->order = last;

    if (is_polynomial(&res->degree, a, len))
    {
        res->polynomial = res->entire = 1;
        res->lower_bound = INFINITY;
        res->radius = INFINITY;         /* (it stayed NaN with SERSOL_OK) */
        res->radius_err = 0.0;
        res->order = len - 1;
        return SERSOL_OK;
    }
    res->degree = -1;
    if (usable < RADIUS_MIN_USABLE)
        return SERSOL_EACCURACY;

    /* symmetry: analyse b_j = a_{m j + s} in w = t^m */
    m = radius_series_period(&s, a, last + 1);
    res->period = m;
    res->offset = s;
    nb = (last - s) / m + 1;
    b = _arb_vec_init(nb);
    for (k = 0; k < nb; k++)
        arb_set(b + k, a + m * k + s);
    Jb = nb - 1;

    /* entire: the apparent radius keeps growing */
    R1 = window_radius(b, Jb / 4, Jb / 2);
    R2 = window_radius(b, Jb / 2, Jb);
    looks_entire = (Jb >= RADIUS_ENTIRE_MIN_J && isfinite(R1) && isfinite(R2)
                    && R2 > RADIUS_ENTIRE_GROWTH * R1);
    if (!looks_entire && Jb >= RADIUS_SLOW_GROWTH_MIN_J && isfinite(R1) && isfinite(R2)
        && R2 > R1)
    {
        R0 = window_radius(b, Jb / 8, Jb / 4);
        grows_slowly = isfinite(R0) && R1 > R0 && R2 > RADIUS_SLOW_GROWTH * R0;
    }

    run_methods(e, &res->radius2, &res->angle2, &res->radius2_err, b, nb, prec);
    drifted = convergence_check(e, &essential, b, nb, prec);

    /* The growth test can be fooled by cancellation between singularities
     * of nearly equal modulus (1/(1-t) + 1/(1+1.01t): small odd
     * coefficients bend the top line), so a singularity that a method
     * locates sharply, contradicted by no other, overrules it; spurious
     * estimates of entire series are never that sharp (docs/radius.md §4). */
    if (looks_entire && !sharp_finite_estimate(e, RADIUS_SHARP_REL_ERR))
    {
        /* below J = RADIUS_ENTIRE_SURE_J a growing apparent radius is also
         * what an oscillating finite-radius series can show (a complex pair
         * seen through 10 coefficients); then only an absence of any
         * finite estimate makes it entire, else it is undecided */
        int finite = 0;
        for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
            finite |= (i != RADIUS_METHOD_ROOT && estimate_usable(e + i));
        _arb_vec_clear(b, nb);
        if (Jb < RADIUS_ENTIRE_SURE_J && finite)
            return set_undecided(res, usable, last, m, s);
        res->entire = 1;
        res->lower_bound = pow(R2, 1.0 / m);
        res->radius = INFINITY;         /* (it stayed NaN with SERSOL_OK) */
        res->radius_err = 0.0;
        return SERSOL_OK;
    }

    if (grows_slowly && !sharp_finite_estimate(e, RADIUS_SLOW_GROWTH_REL_ERR))
    {
        _arb_vec_clear(b, nb);
        set_undecided(res, usable, last, m, s);
        res->growing = 1;
        res->lower_bound = pow(R2, 1.0 / m);
        return SERSOL_EACCURACY;
    }

    /* ambiguity is judged in w, where the order is Jb */
    best = RADIUS_METHOD_NONE;
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
    {
        if (!estimate_usable(e + i) || i == RADIUS_METHOD_ROOT)
            continue;
        if (best == RADIUS_METHOD_NONE
            || e[i].radius_err / e[i].radius < e[best].radius_err / e[best].radius)
            best = i;
    }
    if (best == RADIUS_METHOD_NONE && estimate_usable(e + RADIUS_METHOD_ROOT))
        best = RADIUS_METHOD_ROOT;
    if (best != RADIUS_METHOD_NONE && isfinite(res->radius2))
        res->ambiguous = pow(e[best].radius / res->radius2, (double) Jb) > RADIUS_AMBIGUITY_LEVEL;

    /* the angle: the agreeing method that measures it most precisely (the
     * decisive one by radius may see only its sign: the ratio method) */
    ab = best;
    if (best != RADIUS_METHOD_NONE)
        for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
            if (i != best && i != RADIUS_METHOD_ROOT && estimate_usable(e + i)
                && isfinite(e[i].angle) && isfinite(e[i].angle_err)
                && estimates_agree(e + i, e + best)
                && !(e[i].angle_err >= e[ab].angle_err))
                ab = i;

    /* the count of singularities on the circle follows from the symmetry */
    if (best != RADIUS_METHOD_NONE)
    {
        double th = e[ab].angle, the = e[ab].angle_err;
        int real_w = isfinite(th) && (th <= the || th >= M_PI - the);
        res->count = real_w ? m : 2 * m;
        if (!isfinite(th) && best == RADIUS_METHOD_ROOT)
            res->count = 0;     /* the root test gives no direction */
    }

    for (i = 0; i < RADIUS_METHOD_COUNT; i++)
        estimate_to_t(e + i, m);
    if (isfinite(res->radius2))
    {   /* (r^(1/m))' = r^(1/m) / (m r) */
        res->radius2_err *= pow(res->radius2, 1.0 / m) / (m * res->radius2);
        res->radius2 = pow(res->radius2, 1.0 / m);
        res->angle2 /= m;
    }
    _arb_vec_clear(b, nb);

    if (best == RADIUS_METHOD_NONE)
        return SERSOL_EACCURACY;
    res->method = best;
    res->drifting = (drifted >> best) & 1;
    res->radius = e[best].radius;
    res->radius_err = e[best].radius_err;
    /* few coefficients and a loose estimate: an entire function could
     * give the same (the growth test is not conclusive below J = 16) */
    res->low_order = (Jb < RADIUS_ENTIRE_SURE_J && !(res->radius_err <= RADIUS_LOOSE_REL_ERR * res->radius));
    res->angle = e[ab].angle;
    res->angle_err = e[ab].angle_err;
    res->conjugate_pair = isfinite(res->angle) && res->angle > res->angle_err
                          && res->angle < M_PI - res->angle_err;

    /* exponent: the most precise method that gives one and agrees with
     * the decisive estimate (a method that found another singularity says
     * nothing about this one's exponent), locating it within 10 times the
     * decisive uncertainty; when two such exponents contradict each other,
     * none (y = -log((t - 6)^2 + 1) at t = -5/2 from 16-digit coefficients:
     * dlog-Pade said R = 8.50 +- 0.69 on the real axis with g = 2 +- 4e-5,
     * Mercer-Roberts R = 8.5591 +- 0.0007 with g = -0.01 +- 0.02, and the
     * pair was called a "(t - t*)^2 log type" branch point) */
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
        if (exponent_candidate(e, i, best)
            && (res->exponent_method == RADIUS_METHOD_NONE
                || e[i].exponent_err < res->exponent_err))
        {
            res->exponent_method = i;
            res->exponent = e[i].exponent;
            res->exponent_err = e[i].exponent_err;
        }
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
        if (res->exponent_method != RADIUS_METHOD_NONE && exponent_candidate(e, i, best)
            && fabs(e[i].exponent - res->exponent)
               > 3.0 * (e[i].exponent_err + res->exponent_err) + 1e-9)
        {
            res->exponent_method = RADIUS_METHOD_NONE;
            res->exponent = NAN;
            res->exponent_err = NAN;
        }
    exponent_fraction(&res->exponent_num, &res->exponent_den, res->exponent, res->exponent_err);

    res->agree = 1;
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
        if (i != best && estimate_usable(e + i) && !estimates_agree(e + i, e + best))
            res->agree = 0;
    /* an essential singularity: every method's model fails (each converges
     * slowly, Pade irregularly: exp(3/(2 - t)), 150 coefficients, Pade
     * 1.85 +- 0.042, ratio 1.94 +- 0.093 for R = 2), so the result covers
     * every usable method's interval and has no exponent.  Not when the
     * ratio method itself is unusable (two poles 1% apart make its
     * exponent -327 +- 3300) or a method locates the singularity sharply
     * (dlog-Pade finds exp(1/(1 - t)) exactly: its log derivative is
     * rational) */
    res->essential = essential && estimate_usable(e + RADIUS_METHOD_RATIO)
                     && !sharp_finite_estimate(e, RADIUS_SHARP_REL_ERR);
    if (!res->agree || res->essential)
        widen_to_cover(res, e);
    ambiguous_cut_widen(res);
    return SERSOL_OK;
}

int radius_estimate_quick(double * R, double * confidence, arb_srcptr a, slong len)
{
    double k[20], y[20], lam, p, lam1, lam2;
    slong i, n = 0;

    *R = 0.0;
    *confidence = 0.0;
    for (i = len - 1; i >= 1 && n < 20; i--)
        if (!arb_contains_zero(a + i))
        {
            n++;
            k[20 - n] = (double) i;
            y[20 - n] = _radius_log_abs(a + i);
        }
    if (n < 4 || !_radius_top_line(&lam, &p, k + 20 - n, y + 20 - n, n, 0))
        return SERSOL_EACCURACY;
    *R = exp(lam);
    if (_radius_top_line(&lam1, &p, k + 20 - n, y + 20 - n, n / 2 + 1, 0)
        && _radius_top_line(&lam2, &p, k + 20 - n + n / 2, y + 20 - n + n / 2, n - n / 2, 0))
        *confidence = fmax(0.0, 1.0 - fabs(lam1 - lam2) / log(2.0));
    return SERSOL_OK;
}

/* The top line of radius_estimate_quick (p = 0: no log k term) without
 * allocations or logarithms: least-squares line through the upper hull of
 * (k_i, y_i), i < n <= 64.  Returns 0 when the hull has fewer than 2 points. */
static int plain_top_line(double * lambda, const double * k, const double * y, slong n)
{
    slong hull[64], h = 0, i;
    double sk = 0, sy = 0, skk = 0, sky = 0, den;

    for (i = 0; i < n; i++)
    {
        while (h >= 2)
        {
            slong a = hull[h - 2], b = hull[h - 1];
            if ((y[b] - y[a]) * (k[i] - k[a]) < (y[i] - y[a]) * (k[b] - k[a]))
                h--;
            else
                break;
        }
        hull[h++] = i;
    }
    if (h < 2)
        return 0;
    for (i = 0; i < h; i++)
    {
        double kk = k[hull[i]] - k[hull[0]], yy = y[hull[i]];
        sk += kk; sy += yy; skk += kk * kk; sky += kk * yy;
    }
    den = h * skk - sk * sk;
    if (!(den > 0))
        return 0;
    *lambda = -(h * sky - sk * sy) / den;
    return isfinite(*lambda);
}

int radius_estimate_quick_logs(double * R, double * confidence, const double * k,
                               const double * y, slong n)
{
    double lam, lam1, lam2;

    *R = 0.0;
    *confidence = 0.0;
    if (n > 64)
    {
        k += n - 64;
        y += n - 64;
        n = 64;
    }
    if (n < 4 || !plain_top_line(&lam, k, y, n))
        return SERSOL_EACCURACY;
    *R = exp(lam);
    if (plain_top_line(&lam1, k, y, n / 2 + 1) && plain_top_line(&lam2, k + n / 2, y + n / 2, n - n / 2))
        *confidence = fmax(0.0, 1.0 - fabs(lam1 - lam2) / log(2.0));
    return SERSOL_OK;
}
