/* Explicit forcing terms against their series along a step (docs/ode.md §3,
 * "Forcing terms"): the kernel's search (kernel_forcing_search,
 * src/kernel/forcing.c) locates where a node of t alone strays most from
 * its series; the judge here tests the equation there at the working
 * precision: the residual P' s - f s at that point against the error a
 * step may make (a peak whose height times the step exceeds it: a miss,
 * which cuts the step as the residual samples' do). */
#include <math.h>
#include <arb_poly.h>
#include "sersol/ode.h"
#include "ode_impl.h"

typedef struct
{
    const ode_ctx_struct * C;
    slong N;                /* the state's order */
    arb_srcptr s;
    slong tprec;
    const double * err;     /* dim: the error a step may make in each
                             * component (relative to its own size) */
    const double * widen;   /* dim + 1: how far the true states may lie from
                             * the series (the error the run carries in
                             * them; 0 for t) */
    double * b;             /* dim x (N + 1): the state's coefficients times s^k
                             * (NULL until area_share needs them) */
}
forcing_probe;

/* The state P(sigma s) at the point sigma = m (balls at the working
 * precision) into in[1..dim], t there into in[0], and D_c = dP_c/dsigma
 * = P_c'(m s) s. */
static void state_at(arb_ptr in, arb_ptr D, const forcing_probe * F, double m)
{
    const ode_ctx_struct * C = F->C;
    slong c, prec = C->prec;
    arb_t x, v;

    arb_init(x);
    arb_init(v);
    arb_set_d(x, m);
    arb_mul(x, x, F->s, prec);
    for (c = 0; c < C->dim; c++)
    {
        _arb_poly_evaluate2(in + 1 + c, v, C->S + c * C->stride, F->N + 1, x, prec);
        arb_mul(D + c, v, F->s, prec);
    }
    arb_set_d(x, m);
    arb_mul(x, x, F->s, F->tprec + prec);
    arb_add(in, C->t, x, F->tprec + prec);
    arb_clear(x);
    arb_clear(v);
}

/* An upper bound of |D_c - f_i s| for output i (c: its component; f_i in
 * out). */
static double residual_size(const forcing_probe * F, arb_srcptr out, arb_srcptr D, slong i)
{
    const ode_problem_struct * P = F->C->P;
    slong c = P->comp[i] + (P->order[i] == 2);
    double r;
    arb_t d;
    mag_t e;

    arb_init(d);
    mag_init(e);
    arb_mul(d, out + i, F->s, F->C->prec);
    arb_sub(d, D + c, d, F->C->prec);
    arb_get_mag(e, d);
    r = mag_get_d(e);
    arb_clear(d);
    mag_clear(e);
    return r;
}

/* The error a step may make in output i's component. */
static double output_err(const forcing_probe * F, slong i)
{
    const ode_problem_struct * P = F->C->P;
    return F->err[P->comp[i] + (P->order[i] == 2)];
}

/* Whether the residual P_c'(m s) s - f_i s at the point sigma = m (c:
 * output i's component) exceeds the error a step may make: a miss.  Where
 * the right-hand side is undefined the pole search decides (no miss). */
static int point_misses(void * data, double m)
{
    forcing_probe * F = (forcing_probe *) data;
    const ode_ctx_struct * C = F->C;
    const ode_problem_struct * P = C->P;
    slong i, n = P->n, dim = C->dim;
    arb_ptr in = _arb_vec_init(dim + 1), D = _arb_vec_init(dim), out = _arb_vec_init(n);
    int miss = 0;

    state_at(in, D, F, m);
    if (kernel_outputs_at(out, P->K, in, C->prec))
        for (i = 0; i < n && !miss; i++)
        {
            double r = residual_size(F, out, D, i);
            miss = !(r <= output_err(F, i));
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "ode: forcing: residual %.3g at sigma %.17g (error allowed %.3g)\n",
                        r, m, output_err(F, i));
        }
    _arb_vec_clear(in, dim + 1);
    _arb_vec_clear(D, dim);
    _arb_vec_clear(out, n);
    return miss;
}

/* The largest residual |P_c'(m s) s - f_i s| over the outputs at sigma
 * = m, each over the error a step may make in its component (-1 where
 * the right-hand side is undefined). */
static double point_residual(const forcing_probe * F, double m)
{
    const ode_ctx_struct * C = F->C;
    const ode_problem_struct * P = C->P;
    slong i, n = P->n, dim = C->dim;
    arb_ptr in = _arb_vec_init(dim + 1), D = _arb_vec_init(dim), out = _arb_vec_init(n);
    double r = -1.0;

    state_at(in, D, F, m);
    if (kernel_outputs_at(out, P->K, in, C->prec))
        for (i = 0, r = 0.0; i < n; i++)
            r = fmax(r, residual_size(F, out, D, i) / output_err(F, i));
    _arb_vec_clear(in, dim + 1);
    _arb_vec_clear(D, dim);
    _arb_vec_clear(out, n);
    return r;
}

/* The effect of a located feature of a forcing node, as a fraction of
 * what a step may leave unseen: the residual at its peak per unit of the
 * node's deviation there (r / dev), times the bound of the deviation's
 * integral around it (area), times 4 for the nonlinearity, over ten times
 * the step's tolerance (the error a step may make in the component, over
 * 100 (N + 1): r comes as its ratio to that error, point_residual; the
 * tolerance carries guard digits beyond those asked), so that the
 * pulses' effect, which neither run sees, stays near the level of a
 * step's truncation error.  A pulse 10^-12 exp(-((t + 0.7)/10^-9)^2)
 * beside -y + cos t at 15 digits (area 2e-21) was a miss at every step
 * that reached it (its residual 1.3e-12 times the step against 2.6e-14),
 * the steps closed in on it halving and the run ended "step size
 * collapsed"; a pulse that matters, 10^-12 exp(-((t - 1.24)/0.002)^2) at
 * 30 digits (area 4e-15), still cuts.  Infinite where undefined. */
static double feature_effect(void * data, double m, double dev, double area)
{
    forcing_probe * F = (forcing_probe *) data;
    double r = point_residual(F, m), effect = INFINITY;
    if (r >= 0.0 && dev > 0.0)
        effect = 4.0 * (r / dev) * area * (100.0 * (F->N + 1));
    if (!(effect >= 0.0))
        effect = INFINITY;
    if (getenv("SERSOL_ODE_DEBUG") != NULL)
        fprintf(stderr, "ode: forcing: feature at sigma %.17g: residual %.3g of the error allowed "
                "per deviation %.3g, area %.3g: effect %.3g\n", m, r, dev, area, effect);
    return effect;
}

/* sum_k k^d-falling |b_k| x^(k-d) of component c (d = 1, 2: the
 * derivatives of the polynomial of the |b_k| at x). */
static double abs_poly_derivative(const forcing_probe * F, slong c, slong d, double x)
{
    const double * b = F->b + c * (F->N + 1);
    double v = 0.0;
    slong k;
    for (k = F->N; k >= d; k--)
        v = v * x + (d == 1 ? (double) k : (double) k * (k - 1)) * fabs(b[k]);
    return v;
}

/* A bound of the residual's area over the part [lo, hi] and its
 * neighbours as a fraction of half the error a step may make (the largest
 * over the outputs; infinite where the right-hand side is undefined): its
 * enclosure there (the
 * program in interval arithmetic at the working precision, the state P(m)
 * +- r A'(|m| + r), P_c'(m) s +- r A''(|m| + r)) times the width.  A spike
 * narrower than the part lies in those three: y' = cos t + exp(-((t -
 * 3/2)/10^-30)^2) (area 10^-30) at 15 digits passes, as before the
 * forcing search; one that matters does not. */
static double area_share(void * data, double lo, double hi)
{
    forcing_probe * F = (forcing_probe *) data;
    const ode_ctx_struct * C = F->C;
    const ode_problem_struct * P = C->P;
    slong dim = C->dim, n = P->n, prec = C->prec, c, i, k;
    double w = hi - lo, a = fmax(0.0, lo - w), b = fmin(1.0, hi + w);
    double m = 0.5 * (a + b), r = 0.5 * (b - a), x = fabs(m) + r;
    arb_ptr in = _arb_vec_init(dim + 1), D = _arb_vec_init(dim), out = _arb_vec_init(n);
    arb_t y;
    mag_t e;
    double share = INFINITY;

    arb_init(y);
    mag_init(e);
    if (F->b == NULL)
    {   /* b_ck = a_ck s^k in doubles */
        arb_t p;
        arb_init(p);
        F->b = flint_malloc(sizeof(double) * dim * (F->N + 1));
        for (c = 0; c < dim; c++)
            for (k = 0, arb_one(p); k <= F->N; k++, arb_mul(p, p, F->s, 64))
            {
                arb_mul(y, C->S + c * C->stride + k, p, 64);
                F->b[c * (F->N + 1) + k] = arf_get_d(arb_midref(y), ARF_RND_NEAR);
            }
        arb_clear(p);
    }
    state_at(in, D, F, m);
    for (c = 0; c < dim; c++)
    {
        mag_set_d(e, r * abs_poly_derivative(F, c, 1, x) * (1.0 + 1e-10) + F->widen[1 + c]);
        arb_add_error_mag(in + 1 + c, e);
        mag_set_d(e, r * abs_poly_derivative(F, c, 2, x) * (1.0 + 1e-10));
        arb_add_error_mag(D + c, e);
    }
    arb_set_d(y, m);
    mag_set_d(arb_radref(y), r);
    arb_mul(y, y, F->s, F->tprec + prec);
    arb_add(in, C->t, y, F->tprec + prec);
    if (kernel_outputs_on(out, P->K, in, prec))
        for (i = 0, share = 0.0; i < n; i++)
            share = fmax(share, residual_size(F, out, D, i) * (b - a) / (0.5 * output_err(F, i)));
    if (!(share >= 0.0))
        share = INFINITY;
    if (getenv("SERSOL_ODE_DEBUG") != NULL)
        fprintf(stderr, "ode: forcing: the residual's area over [%.17g, %.17g]: %.3g of what "
                "matters\n", a, b, share);
    arb_clear(y);
    mag_clear(e);
    _arb_vec_clear(in, dim + 1);
    _arb_vec_clear(D, dim);
    _arb_vec_clear(out, n);
    return share;
}

double _ode_forcing_miss(const ode_ctx_struct * C, slong N, const arb_t s, const double * err,
                         const double * widen)
{
    const kernel_struct * K = C->P->K;
    kernel_forcing_search_t S;
    forcing_probe F;
    double sigma;

    if (K == NULL || C->P->stepper != NULL || N < 1 || kernel_num_forcing(K) == 0)
        return 0.0;
    F.C = C;
    F.N = N;
    F.s = s;
    F.err = err;
    F.widen = widen;
    F.tprec = kernel_forcing_tprec(C->t, s);
    S.t0 = C->t;
    S.s = s;
    S.len = N;      /* (the right-hand side's orders 0..N-1 make P's 1..N) */
    S.tprec = F.tprec;
    S.wprec = C->prec;
    S.miss_at = point_misses;
    S.area_share = area_share;
    S.feature_effect = feature_effect;
    S.data = &F;
    S.states_inexact = 0;
    S.state_widen = widen;
    F.b = NULL;
    sigma = kernel_forcing_search(K, &S);
    flint_free(F.b);
    return sigma;
}
