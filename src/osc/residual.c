/* The residual check of an oscillator step (osc_solver_set_residual_check,
 * docs/osc.md "Residual check").  A step of the phi, G or Taylor method
 * represents the perturbation by its series at the step's start; a narrow
 * feature that leaves no trace there (x'' + x = exp(-((t - 1.2345)
 * 10^5)^2) with steps of 1 and 3/4: no start within 0.2 of the pulse, so
 * every method printed x(2) = sin 2 = 0.909297... with 20 "verified"
 * digits; the truth is 0.909309...) is stepped over by both runs of the
 * command.  The step's solution X(tau) = sum_n b_n B_n(tau) (B_n the
 * method's basis: phi_n, G_n or tau^n/n!) must satisfy the equation
 *     X'' + alpha^2 X = eps f(t0 + tau, X, X')
 * inside the step.  The residual is tested in x units (times h^2) at the
 * points tau = j h / 16, j = 1..16, and between them by the shared search
 * (kernel_residual_search), all at 64 bits; the basis at the samples and
 * over the whole step is computed once per step length. */
#include <math.h>
#include <float.h>
#include "sersol/osc.h"
#include "osc-impl.h"

#define OSC_RESIDUAL_SAMPLES 16
#define OSC_RESIDUAL_REL 1e-13
#define OSC_RESIDUAL_PREC 64
/* cached bases: the samples 1..16, then the whole step and its two halves
 * (the intervals a smooth step's search visits) */
#define OSC_RESIDUAL_CACHED (OSC_RESIDUAL_SAMPLES + 3)

typedef struct
{
    osc_solver_struct * S;
    arb_ptr b;              /* the step's b_n (dim each), rounded to 64 bits */
    const arb_struct * h;
    double hd, thr, size;
    double rho;             /* the step checked is [0, rho h] (rho < 1: a landing step) */
    slong nb, evals;
    arb_ptr B;              /* 4 nb: a basis and its derivatives at one tau */
    arb_ptr X;              /* 4 dim: X, X', X'', X''' there */
    arb_ptr Xs;             /* the samples' X (4 dim each) */
    arb_ptr f, fm;          /* eps f at a tau or over an interval; at its midpoint */
    arb_t a2, t, tau;
}
osc_probe;

void _osc_residual_clear(osc_solver_struct * S)
{
    if (S->rbasis != NULL)
        _arb_vec_clear(S->rbasis, OSC_RESIDUAL_CACHED * 4 * FLINT_MAX(S->order + 1, 4));
    S->rbasis = NULL;
    flint_free(S->rbasis_d);
    S->rbasis_d = NULL;
}

/* B[d nb + n] = the d-th derivative of B_n at tau (d = 0..3). */
static void basis4_at(arb_ptr B, const osc_solver_struct * S, const arb_t tau, slong nb)
{
    _osc_solver_basis(B, B + nb, S, tau, OSC_RESIDUAL_PREC);
    _osc_solver_basis_derivative(B + 2 * nb, B + nb, S, OSC_RESIDUAL_PREC);
    _osc_solver_basis_derivative(B + 3 * nb, B + 2 * nb, S, OSC_RESIDUAL_PREC);
}

/* tau = h [lo, hi] (a ball when lo < hi) */
static void set_tau(arb_t tau, const arb_t h, double lo, double hi)
{
    arb_set_d(tau, 0.5 * (lo + hi));
    if (lo < hi)
        mag_set_d(arb_radref(tau), 0.5 * (hi - lo));
    arb_mul(tau, tau, h, OSC_RESIDUAL_PREC);
}

/* The cache entry of sigma in [lo, hi]: j - 1 for the sample j / 16 (lo =
 * hi), 16 for the whole step, 17 and 18 for its halves; else -1. */
static slong cache_index(double lo, double hi)
{
    double j = lo * OSC_RESIDUAL_SAMPLES;
    if (lo == hi)
        return (j >= 1 && j <= OSC_RESIDUAL_SAMPLES && j == floor(j)) ? (slong) j - 1 : -1;
    if (lo == 0.0 && hi == 1.0)
        return OSC_RESIDUAL_SAMPLES;
    if (hi - lo == 0.5 && (lo == 0.0 || lo == 0.5))
        return OSC_RESIDUAL_SAMPLES + 1 + (lo == 0.5);
    return -1;
}

static void ensure_cache(osc_solver_struct * S, const arb_t h, slong nb)
{
    static const double lo[3] = { 0.0, 0.0, 0.5 }, hi[3] = { 1.0, 0.5, 1.0 };
    slong j;
    arb_t tau;
    if (S->rbasis != NULL && arb_equal(S->rbasis_h, h))
        return;
    if (S->rbasis == NULL)
        S->rbasis = _arb_vec_init(OSC_RESIDUAL_CACHED * 4 * nb);
    arb_init(tau);
    for (j = 0; j < OSC_RESIDUAL_CACHED; j++)
    {
        if (j < OSC_RESIDUAL_SAMPLES)
            set_tau(tau, h, (double) (j + 1) / OSC_RESIDUAL_SAMPLES,
                    (double) (j + 1) / OSC_RESIDUAL_SAMPLES);
        else
            set_tau(tau, h, lo[j - OSC_RESIDUAL_SAMPLES], hi[j - OSC_RESIDUAL_SAMPLES]);
        basis4_at(S->rbasis + j * 4 * nb, S, tau, nb);
    }
    /* the samples' B, B', B'' in doubles: entry (j 3 + d) nb + n, mid then rad */
    if (S->rbasis_d == NULL)
        S->rbasis_d = flint_malloc(sizeof(double) * 2 * OSC_RESIDUAL_SAMPLES * 3 * nb);
    for (j = 0; j < OSC_RESIDUAL_SAMPLES * 3 * nb; j++)
    {
        arb_srcptr B = S->rbasis + (j / (3 * nb)) * 4 * nb + j % (3 * nb);
        S->rbasis_d[2 * j] = arf_get_d(arb_midref(B), ARF_RND_NEAR);
        S->rbasis_d[2 * j + 1] = mag_get_d(arb_radref(B));
    }
    arf_set(arb_midref(S->rbasis_h), arb_midref(h));
    mag_set(arb_radref(S->rbasis_h), arb_radref(h));
    arb_clear(tau);
}

/* X from the basis B: X^(d)_i = sum_n b_{n,i} B^(d)_n, d = 0 .. dmax. */
static void trajectory(arb_ptr X, const osc_probe * R, arb_srcptr B, slong dmax)
{
    slong d, i, dim = R->S->dim, N = R->S->order;
    for (d = 0; d <= dmax; d++)
        for (i = 0; i < dim; i++)
            arb_dot(X + d * dim + i, NULL, 0, R->b + i, dim, B + d * R->nb, 1, N + 1,
                    OSC_RESIDUAL_PREC);
}

/* The samples' X, X', X'' (R->Xs) in doubles when every b_n and cached
 * basis value is a finite double (the common case: 5x cheaper than the
 * dot products at 64 bits); each value's ball holds the rounding of the
 * sum (4 (N + 1) 2^-53 of its terms' sizes) and the basis' radii.  0 when
 * some value is not a finite double (then trajectory() does it). */
static int samples_in_doubles(osc_probe * R)
{
    const osc_solver_struct * S = R->S;
    slong dim = S->dim, N = S->order, nb = R->nb, i, j, d, n;
    const double * Bd = S->rbasis_d;
    double * bd = flint_malloc(sizeof(double) * (N + 1));
    int ok = 1;

    for (i = 0; i < dim && ok; i++)
    {
        for (n = 0; n <= N && ok; n++)
        {
            bd[n] = arf_get_d(arb_midref(R->b + n * dim + i), ARF_RND_NEAR);
            ok = isfinite(bd[n]) && fabs(bd[n]) < 1e300;
        }
        for (j = 0; j < OSC_RESIDUAL_SAMPLES && ok; j++)
            for (d = 0; d < 3 && ok; d++)
            {
                const double * B = Bd + 2 * (j * 3 + d) * nb;
                double v = 0.0, mag = 0.0, rad = 0.0;
                for (n = 0; n <= N; n++)
                {
                    v += bd[n] * B[2 * n];
                    mag += fabs(bd[n] * B[2 * n]);
                    rad += fabs(bd[n]) * B[2 * n + 1];
                }
                rad += mag * 4.0 * (N + 1) * ldexp(1.0, -53);
                ok = isfinite(v) && isfinite(rad) && mag < 1e300;
                if (ok)
                {
                    arb_ptr X = R->Xs + j * 4 * dim + d * dim + i;
                    arb_set_d(X, v);
                    mag_set_d(arb_radref(X), rad);
                }
            }
    }
    flint_free(bd);
    return ok;
}

/* The basis at sigma h, sigma in [lo, hi] (cached, or computed into
 * R->B), and R->tau = h [lo, hi]. */
static arb_srcptr basis_over(osc_probe * R, double lo, double hi)
{
    slong j = cache_index(lo, hi);
    set_tau(R->tau, R->h, lo, hi);
    if (j >= 0)
        return R->S->rbasis + j * 4 * R->nb;
    basis4_at(R->B, R->S, R->tau, R->nb);
    return R->B;
}

/* out = eps f(t0 + tau, X, X') with X from R->X; 0 where undefined. */
static int perturbation_at(arb_ptr out, osc_probe * R, arb_srcptr X)
{
    osc_solver_struct * S = R->S;
    slong i;
    int ok;
    arb_add(R->t, S->t, R->tau, OSC_RESIDUAL_PREC);
    ok = S->value(out, R->t, X, X + S->dim, S->dim, S->param, OSC_RESIDUAL_PREC);
    R->evals++;
    for (i = 0; i < S->dim && ok; i++)
    {
        arb_mul(out + i, out + i, S->eps, OSC_RESIDUAL_PREC);
        ok = arb_is_finite(out + i);
    }
    return ok;
}

/* Whether the residual eps f - X'' - alpha^2 X misses at the point sigma. */
static int miss_at(void * data, double sigma)
{
    osc_probe * R = (osc_probe *) data;
    slong i, dim = R->S->dim, j = cache_index(sigma, sigma);
    arb_ptr X = (j >= 0) ? R->Xs + j * 4 * dim : R->X;    /* (a sample's: computed) */
    int miss = 0;
    arb_t r;

    if (sigma > R->rho)
        return 0;
    if (j < 0)
        trajectory(X, R, basis_over(R, sigma, sigma), 2);
    else
        basis_over(R, sigma, sigma);        /* (R->tau) */
    if (!perturbation_at(R->f, R, X))
        return 0;       /* (undefined there: the branch check decides) */
    arb_init(r);
    for (i = 0; i < dim && !miss; i++)
    {
        double d, rad;
        arb_sub(r, R->f + i, X + 2 * dim + i, OSC_RESIDUAL_PREC);
        arb_submul(r, R->a2, X + i, OSC_RESIDUAL_PREC);
        d = fabs(arf_get_d(arb_midref(r), ARF_RND_NEAR)) * R->hd * R->hd;
        rad = mag_get_d(arb_radref(r)) * R->hd * R->hd;
        if (isfinite(d) && isfinite(rad) && d - rad - 1e-15 * R->size > R->thr)
        {
            miss = 1;
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "osc: residual miss at sigma %.6g: %.3g (threshold %.3g)\n",
                        sigma, d, R->thr);
        }
    }
    arb_clear(r);
    return miss;
}

/* The excess spread of eps f over sigma in [lo, hi] (x units): its
 * enclosure's distance from the midpoint value, less the variation of the
 * model X'' + alpha^2 X (its derivative X''' + alpha^2 X' at the midpoint
 * times the half width). */
static int spread(double * dev, void * data, double lo, double hi)
{
    osc_probe * R = (osc_probe *) data;
    slong i, dim = R->S->dim;
    double mid, h2 = R->hd * R->hd;
    arb_t g1;
    mag_t m;

    /* (past the end of a landing step: nothing; an interval across its end
     * is taken whole, from the cache when it is one of the full step's,
     * and only the point tests stop at the end) */
    if (lo >= R->rho)
        return 0;
    mid = 0.5 * (lo + hi);

    trajectory(R->X, R, basis_over(R, mid, mid), 3);
    if (!perturbation_at(R->fm, R, R->X))
        return 0;
    arb_init(g1);
    mag_init(m);
    for (i = 0; i < dim; i++)
    {   /* (the model's slope, kept in dev until the ball is evaluated) */
        arb_mul(g1, R->a2, R->X + dim + i, OSC_RESIDUAL_PREC);
        arb_add(g1, g1, R->X + 3 * dim + i, OSC_RESIDUAL_PREC);
        dev[i] = fabs(arf_get_d(arb_midref(g1), ARF_RND_NEAR)) * 0.5 * (hi - lo) * R->hd * h2;
    }
    trajectory(R->X, R, basis_over(R, lo, hi), 1);
    if (!perturbation_at(R->f, R, R->X))
    {
        for (i = 0; i < dim; i++)
            dev[i] = DBL_MAX;
    }
    else
        for (i = 0; i < dim; i++)
        {
            double e;
            arb_sub(g1, R->f + i, R->fm + i, OSC_RESIDUAL_PREC);
            arb_get_mag(m, g1);
            e = mag_get_d(m) * h2;
            dev[i] = (e <= DBL_MAX && isfinite(dev[i])) ? fmax(0.0, e - dev[i]) : DBL_MAX;
        }
    arb_clear(g1);
    mag_clear(m);
    return 1;
}

/* The judge of the forcing search (kernel_forcing_search, docs/ode.md §3
 * "Forcing terms"): the residual eps f - X'' - alpha^2 X at tau = sigma h
 * at the working precision, X from the step's b_n (full precision) and
 * the basis there; a miss when it exceeds thr (x units, times h^2). */
typedef struct
{
    osc_solver_struct * S;
    arb_srcptr b;
    const arb_struct * h;
    double hd, thr;
}
osc_forcing_judge;

static int forcing_miss_at(void * data, double sigma)
{
    osc_forcing_judge * J = (osc_forcing_judge *) data;
    osc_solver_struct * S = J->S;
    slong dim = S->dim, N = S->order, nb = FLINT_MAX(N + 1, 4), prec = S->prec, d, i;
    arb_ptr B = _arb_vec_init(3 * nb), X = _arb_vec_init(3 * dim), f = _arb_vec_init(dim);
    arb_t tau, t, r, a2;
    mag_t m;
    int miss = 0;

    arb_init(tau); arb_init(t); arb_init(r); arb_init(a2);
    mag_init(m);
    arb_set_d(tau, sigma);
    arb_mul(tau, tau, J->h, prec);
    _osc_solver_basis(B, B + nb, S, tau, prec);
    _osc_solver_basis_derivative(B + 2 * nb, B + nb, S, prec);
    for (d = 0; d <= 2; d++)
        for (i = 0; i < dim; i++)
            arb_dot(X + d * dim + i, NULL, 0, J->b + i, dim, B + d * nb, 1, N + 1, prec);
    arb_add(t, S->t, tau, prec);
    arb_sqr(a2, S->alpha, prec);
    if (S->value(f, t, X, X + dim, dim, S->param, prec))
        for (i = 0; i < dim && !miss; i++)
        {
            arb_mul(r, f + i, S->eps, prec);
            arb_sub(r, r, X + 2 * dim + i, prec);
            arb_submul(r, a2, X + i, prec);
            arb_get_mag(m, r);
            miss = !(mag_get_d(m) * J->hd * J->hd <= J->thr);
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "osc: forcing: residual %.3g at sigma %.17g (threshold %.3g)\n",
                        mag_get_d(m) * J->hd * J->hd, sigma, J->thr);
        }
    arb_clear(tau); arb_clear(t); arb_clear(r); arb_clear(a2);
    mag_clear(m);
    _arb_vec_clear(B, 3 * nb);
    _arb_vec_clear(X, 3 * dim);
    _arb_vec_clear(f, dim);
    return miss;
}

/* The forcing nodes of the perturbation's kernel over the step h
 * (kernel_forcing_search): the sigma of h of a miss, or 0. */
static double forcing_missed(osc_solver_struct * S, arb_srcptr b, const arb_t h, double size,
                             double rad)
{
    kernel_forcing_search_t F;
    osc_forcing_judge J;

    if (S->forcing == NULL || kernel_num_forcing(S->forcing) == 0)
        return 0.0;
    J.S = S;
    J.b = b;
    J.h = h;
    J.hd = arf_get_d(arb_midref(S->h), ARF_RND_NEAR);
    J.thr = 1e3 * (S->order + 1) * fmax(ldexp(size, (int) fmax(-2000.0, S->residual_log2_tol)), rad);
    if (!isfinite(J.thr) || !(J.thr > 0))
        return 0.0;
    F.t0 = S->t;
    F.s = h;
    F.len = S->order + 1;
    F.tprec = kernel_forcing_tprec(S->t, h);
    F.wprec = S->prec;
    F.miss_at = forcing_miss_at;
    F.area_share = NULL;        /* (a spike narrower than 2^-48 of a step: a miss) */
    F.feature_effect = NULL;
    F.data = &J;
    F.states_inexact = 1;   /* (x's Taylor polynomial at the step's start) */
    F.state_widen = NULL;   /* (a stray of a node of x is a miss already) */
    return kernel_forcing_search(S->forcing, &F);
}

int _osc_residual_missed(osc_solver_struct * S, arb_srcptr b, const arb_t h)
{
    slong dim = S->dim, j, i, nb = FLINT_MAX(S->order + 1, 4);
    double found = 0.0, rad = 0.0;
    int fast;
    arb_t hfull;
    osc_probe R;
    kernel_residual_search_t K;

    if (arb_is_zero(S->eps))
        return 0;
    /* the samples of the full step S->h (cached): a step that lands on an
     * output time is its first part (the same b_n, the same X), checked
     * on [0, rho] with one more point at its end */
    R.hd = arf_get_d(arb_midref(S->h), ARF_RND_NEAR);
    R.rho = arf_get_d(arb_midref(h), ARF_RND_NEAR) / R.hd;
    if (!(R.hd > 0) || !isfinite(R.hd) || !(R.rho > 0))
        return 0;
    if (R.rho > 1.0 - 1e-9)
        R.rho = 1.0;        /* (a last step up to h 2^-20 longer: its tail unchecked) */
    arb_init(hfull);    /* (a copy: gcc 12 reads S->h as a short array, -Wstringop-overread) */
    arf_set(arb_midref(hfull), arb_midref(S->h));
    mag_set(arb_radref(hfull), arb_radref(S->h));
    ensure_cache(S, hfull, nb);
    R.S = S;
    R.b = _arb_vec_init((S->order + 1) * dim);
    for (i = 0; i < (S->order + 1) * dim; i++)
        arb_set_round(R.b + i, b + i, OSC_RESIDUAL_PREC);
    R.h = hfull;
    R.nb = nb;
    R.evals = 0;
    R.B = _arb_vec_init(4 * nb);
    R.X = _arb_vec_init(4 * dim);
    R.Xs = _arb_vec_init(OSC_RESIDUAL_SAMPLES * 4 * dim);
    R.f = _arb_vec_init(dim);
    R.fm = _arb_vec_init(dim);
    arb_init(R.a2); arb_init(R.t); arb_init(R.tau);
    arb_sqr(R.a2, S->alpha, OSC_RESIDUAL_PREC);
    /* the solution's size on the step, |X| + |X'| h + |X'' + alpha^2 X| h^2
     * (the forcing's part of X'': the homogeneous parts of X'' and alpha^2 X
     * cancel in the residual, with their rounding in its ball), at the
     * samples and at the end of a landing step */
    R.size = 0.0;
    fast = samples_in_doubles(&R);
    for (j = 0; j <= OSC_RESIDUAL_SAMPLES; j++)
    {
        arb_ptr X = (j < OSC_RESIDUAL_SAMPLES) ? R.Xs + j * 4 * dim : R.X;
        if (j < OSC_RESIDUAL_SAMPLES && (double) (j + 1) / OSC_RESIDUAL_SAMPLES > R.rho)
            continue;
        if (j == OSC_RESIDUAL_SAMPLES && R.rho == 1.0)
            break;
        if (j == OSC_RESIDUAL_SAMPLES)
            trajectory(X, &R, basis_over(&R, R.rho, R.rho), 2);
        else if (!fast)
            trajectory(X, &R, S->rbasis + j * 4 * nb, 2);
        for (i = 0; i < dim; i++)
        {
            double g = arf_get_d(arb_midref(X + 2 * dim + i), ARF_RND_NEAR)
                       + arf_get_d(arb_midref(R.a2), ARF_RND_NEAR)
                         * arf_get_d(arb_midref(X + i), ARF_RND_NEAR);
            R.size = fmax(R.size, fabs(arf_get_d(arb_midref(X + i), ARF_RND_NEAR))
                                  + fabs(arf_get_d(arb_midref(X + dim + i), ARF_RND_NEAR)) * R.hd
                                  + fabs(g) * R.hd * R.hd);
        }
    }
    for (i = 0; i < dim; i++)
        rad = fmax(rad, fmax(mag_get_d(arb_radref(S->x + i)), mag_get_d(arb_radref(S->xp + i))));
    R.thr = fmax(OSC_RESIDUAL_REL * R.size,
                 1e3 * (S->order + 1) * fmax(ldexp(R.size, (int) fmax(-2000.0, S->residual_log2_tol)),
                                             rad));
    if (isfinite(R.size) && isfinite(R.thr))
    {
        for (j = 1; j <= OSC_RESIDUAL_SAMPLES && found == 0.0; j++)
            if (miss_at(&R, (double) j / OSC_RESIDUAL_SAMPLES))
                found = (double) j / OSC_RESIDUAL_SAMPLES;
        if (found == 0.0 && R.rho < 1.0 && miss_at(&R, R.rho))
            found = R.rho;
        if (found == 0.0)
        {
            K.n = dim;
            K.samples = OSC_RESIDUAL_SAMPLES;
            K.thr = R.thr;
            K.size = R.size;
            K.evals = &R.evals;
            K.spread = spread;
            K.miss_at = miss_at;
            K.feature_at = NULL;
            K.data = &R;
            R.evals = 0;
            found = kernel_residual_search(&K);
        }
        if (found == 0.0)
        {   /* (sigma of the step h: of S->h, rho sigma) */
            double sigma = forcing_missed(S, b, h, R.size, rad);
            found = sigma * R.rho;
        }
    }
    if (found > 0)
        S->residual_t = arf_get_d(arb_midref(S->t), ARF_RND_NEAR) + found * R.hd;
    _arb_vec_clear(R.b, (S->order + 1) * dim);
    _arb_vec_clear(R.B, 4 * nb);
    _arb_vec_clear(R.X, 4 * dim);
    _arb_vec_clear(R.Xs, OSC_RESIDUAL_SAMPLES * 4 * dim);
    _arb_vec_clear(R.f, dim);
    _arb_vec_clear(R.fm, dim);
    arb_clear(R.a2); arb_clear(R.t); arb_clear(R.tau);
    arb_clear(hfull);
    return found > 0;
}
