/* Driver: continuation over [t0, T] by Taylor steps, dense output. */
#include <errno.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include <float.h>
#include <arb_poly.h>
#include "sersol/ode.h"
#include "ode_impl.h"

/* log |x| (natural) from an upper bound of |x|; -inf for 0 */
static double log_abs_upper(const arb_t x)
{
    mag_t m;
    double r;
    mag_init(m);
    arb_get_mag(m, x);
    r = mag_is_zero(m) ? -INFINITY : _ode_mag_log2(m) * M_LN2;
    mag_clear(m);
    return r;
}

/* log |mid x|, -inf for 0 */
static double log_abs_mid(const arb_t x)
{
    mag_t m;
    double r;
    mag_init(m);
    arf_get_mag(m, arb_midref(x));
    r = mag_is_zero(m) ? -INFINITY : _ode_mag_log2(m) * M_LN2;
    mag_clear(m);
    return r;
}

/* m >= exp(l), for finite l */
static void mag_set_exp(mag_t m, double l)
{
    double l2 = l / M_LN2;
    double e = floor(l2);
    mag_set_d(m, exp2(l2 - e) * (1 + 1e-9));
    mag_mul_2exp_si(m, m, (slong) e);
}

void _ode_eval_series(arb_ptr y, arb_srcptr coeffs, slong stride, slong dim, slong N,
                      const ode_fit_t * fit, const arb_t s, slong prec)
{
    slong c;
    double le;
    mag_t err;

    for (c = 0; c < dim; c++)
        _arb_poly_evaluate(y + c, coeffs + c * stride, N + 1, s, prec);
    if (arb_is_zero(s))
        return;
    le = ode_tail_log_error(fit, N, log_abs_upper(s));
    if (le == -INFINITY)
        return;
    if (!isfinite(le))
    {
        _arb_vec_indeterminate(y, dim);
        return;
    }
    /* the estimated truncation error joins the ball (an estimate: see docs) */
    mag_init(err);
    mag_set_exp(err, le);
    for (c = 0; c < dim; c++)
        arb_add_error_mag(y + c, err);
    mag_clear(err);
}

/* Error carried from the previous steps (midpoint mode): the largest radius
 * of the state, added to every component (a Lipschitz-1 model of the flow:
 * an estimate, checked by the cross-check run, not a bound). */
static void carried_error(mag_t m, arb_ptr ymid, arb_srcptr y, slong dim, int ball)
{
    slong c;
    mag_zero(m);
    for (c = 0; c < dim; c++)
    {
        if (ball)
            arb_set(ymid + c, y + c);
        else
        {
            mag_max(m, m, arb_radref(y + c));
            arb_get_mid_arb(ymid + c, y + c);
        }
    }
}

static void carry_error(arb_ptr y, slong dim, const mag_t m)
{
    slong c;
    if (!mag_is_zero(m))
        for (c = 0; c < dim; c++)
            arb_add_error_mag(y + c, m);
}

/* The carried error at the signed distance d into the step: m exp(rate |d|)
 * (rate <= 0, see contraction_rate), rounded up. */
void _ode_carry_error_at(arb_ptr y, slong dim, const mag_t m, double rate, const arb_t d)
{
    mag_t f;
    double ad;
    if (mag_is_zero(m))
        return;
    mag_init(f);
    mag_set(f, m);
    ad = fabs(arf_get_d(arb_midref(d), ARF_RND_NEAR)) * (1 - 1e-9) - mag_get_d(arb_radref(d));
    if (rate < 0 && ad > 0 && isfinite(ad))
    {
        mag_t g;
        mag_init(g);
        mag_set_exp(g, FLINT_MAX(rate * ad, -1e6));
        mag_mul(f, f, g);
        mag_clear(g);
    }
    carry_error(y, dim, f);
    mag_clear(f);
}

/* mu(dir J) = max_i (dir J_ii + sum_{j != i} |J_ij|), the logarithmic
 * max-norm of the Jacobian of the right-hand sides at (t, y), times the
 * direction of integration dir = +-1 (backwards a perturbation obeys
 * d delta / d|t| = -J delta): an upper bound at prec bits; +inf when it
 * cannot be evaluated there.  v: one ball per variable of the expression
 * context (workspace). */
static double log_norm_at(arb_ptr v, const ode_problem_struct * P, const arb_t t, arb_srcptr y,
                          int dir, slong prec)
{
    slong dim = P->dim, i, j;
    arb_t acc, x;
    arf_t u;
    double mu = -INFINITY;

    arb_init(acc);
    arb_init(x);
    arf_init(u);
    arb_set(v + P->t_var, t);
    for (j = 0; j < dim; j++)
        arb_set(v + P->state_var[j], y + j);
    for (i = 0; i < dim && mu < INFINITY; i++)
    {
        arb_zero(acc);
        for (j = 0; j < dim; j++)
        {
            expr_ptr e = P->jac[i * dim + j];
            if (expr_is_zero(e))
                continue;
            if (expr_eval_arb(x, e, v, prec) != SERSOL_OK)
            {
                mu = INFINITY;
                break;
            }
            if (j != i)
                arb_abs(x, x);
            else if (dir < 0)
                arb_neg(x, x);
            arb_add(acc, acc, x, prec);
        }
        if (mu < INFINITY)
        {
            arb_get_ubound_arf(u, acc, prec);
            mu = arf_is_finite(u) ? FLINT_MAX(mu, arf_get_d(u, ARF_RND_UP)) : INFINITY;
        }
    }
    arf_clear(u);
    arb_clear(x);
    arb_clear(acc);
    return isnan(mu) ? INFINITY : mu;
}

/* Midpoint mode carries the errors of earlier steps with the Lipschitz-1
 * model (docs/ode.md §3).  When the flow contracts, they shrink: a
 * perturbation delta obeys delta' = J delta, so ||delta(t + d)|| <=
 * exp(mu |d|) ||delta(t)|| while the logarithmic max-norm mu(sgn(d) J) of
 * the Jacobian along the path stays below mu (Dahlquist, Lozinskii).  The rate
 * returned is the largest mu at ODE_RATE_SAMPLES + 1 equally spaced points
 * of the step, ends included (the midpoints of the state; an estimate like
 * the rest of midpoint mode: a Jacobian that turns expanding between two
 * samples, y' = y (2 sin t - 1) over a long step, is missed) when it is
 * negative, else 0.  Only first-order problems have the Jacobian (a
 * second-order unknown's row x' = v has mu >= 1). */
#define ODE_RATE_SAMPLES 8

static double contraction_rate(const ode_ctx_struct * C, arb_srcptr ystart, arb_srcptr yend,
                               slong N, const ode_fit_t * fit, const arb_t s)
{
    const ode_problem_struct * P = C->P;
    slong dim = C->dim, prec = 128, nv, c, k;
    double mu = -INFINITY;
    arb_ptr y, v;
    arb_t t, h;

    if (P->jac == NULL)
        return 0.0;
    nv = FLINT_MAX(expr_ctx_num_vars(P->ctx), 1);
    y = _arb_vec_init(dim);
    v = _arb_vec_init(nv);
    arb_init(t);
    arb_init(h);
    for (k = 0; k <= ODE_RATE_SAMPLES && mu < 0; k++)
    {
        /* d = k s / ODE_RATE_SAMPLES */
        arb_mul_si(h, s, k, C->prec);
        arb_div_si(h, h, ODE_RATE_SAMPLES, C->prec);
        arb_add(t, C->t, h, prec);
        arb_get_mid_arb(t, t);
        if (k > 0 && k < ODE_RATE_SAMPLES)
            _ode_eval_series(y, C->S, C->stride, dim, N, fit, h, prec);
        for (c = 0; c < dim; c++)
            arb_get_mid_arb(y + c, k == 0 ? ystart + c : k == ODE_RATE_SAMPLES ? yend + c : y + c);
        mu = FLINT_MAX(mu, log_norm_at(v, P, t, y, arf_sgn(arb_midref(s)), prec));
    }
    arb_clear(t);
    arb_clear(h);
    _arb_vec_clear(y, dim);
    _arb_vec_clear(v, nv);
    return (mu < 0) ? mu : 0.0;
}

/* The amplification of errors along the run.  The two runs of the
 * verified policy agree when their errors stay apart; when the solution
 * asked for repels and a neighbour attracts, both runs' errors grow until
 * they saturate on the attractor, and the runs agree there: y' = cos t +
 * 50 (y - sin t) - 50 (y - sin t)^3, y(0) = 0 (exactly sin t) printed
 * sin t + 1 at t = 3 and 10 with 20 "verified" digits.  A tangent vector
 * w follows the linearised flow along the run, w <- exp(J s/2 at the
 * step's end) exp(J s/2 at its start) w (doubles, the symbolic Jacobian at
 * 64 bits), its log growth L accumulated; an error made at time u has grown
 * by about e^(L(t) - L(u)) at t, at most e^(L - Lmin).  Once that exceeds
 * e^ODE_GROWTH_FREE, the carried error is at least e^(growth_amp) 2^-prec
 * times the state's size (the rounding so amplified), so the balls and
 * the digits show it and the policy raises the precision.  Every problem
 * of the kernel (sysjac: second-order unknowns as y' = v, v' = f); an
 * estimate (two samples of J per step). */
#define ODE_GROWTH_MAX_SUB 4096
/* At most this many substeps of a step for the tangent (tangent_across) */
#define ODE_GROWTH_SUB_MAX 32

/* J (dim x dim doubles) at (t, y midpoints), 64 bits; 0 when an entry is
 * undefined or not a finite double there. */
static int jacobian_doubles(double * J, arb_ptr v, const ode_problem_struct * P, const arb_t t,
                            arb_srcptr y)
{
    slong dim = P->dim, i, j;
    arb_t x;
    int ok = 1;
    arb_init(x);
    arb_get_mid_arb(v + P->t_var, t);
    for (j = 0; j < dim; j++)
        arb_get_mid_arb(v + P->state_var[j], y + j);
    for (i = 0; i < dim * dim && ok; i++)
    {
        J[i] = 0.0;
        if (expr_is_zero(P->sysjac[i]))
            continue;
        ok = expr_eval_arb(x, P->sysjac[i], v, 64) == SERSOL_OK;
        J[i] = ok ? arf_get_d(arb_midref(x), ARF_RND_NEAR) : 0.0;
        ok = ok && isfinite(J[i]);
    }
    arb_clear(x);
    return ok;
}

/* out = in / max |in_i| (n entries; out may be in): the log of that
 * factor, or NAN when it is 0 or not finite. */
static double normalize_max(double * out, const double * in, slong n)
{
    double m = 0.0;
    slong i;
    for (i = 0; i < n; i++)
        m = fmax(m, fabs(in[i]));
    if (!(m > 0) || !isfinite(m))
        return NAN;
    for (i = 0; i < n; i++)
        out[i] = in[i] / m;
    return log(m);
}

/* U = A B (dim x dim, row major; U distinct from A and B). */
static void matmul_d(double * U, const double * A, const double * B, slong dim)
{
    slong i, j, l;
    for (i = 0; i < dim; i++)
        for (j = 0; j < dim; j++)
        {
            double acc = 0.0;
            for (l = 0; l < dim; l++)
                acc += A[i * dim + l] * B[l * dim + j];
            U[i * dim + j] = acc;
        }
}

/* w <- exp(J d) w, returning the log of the factor taken out of w (kept
 * of max-norm 1); NAN when w is lost (not finite, or 0).  By Taylor
 * polynomials on m substeps with |J d/m| <= 1/2 applied to w (m 16 dim^2
 * operations), or, when cheaper or when m is large, by scaling and
 * squaring the matrix exp(J d / 2^q)^(2^q) ((16 + q) dim^3): a stiff J
 * (z' = -10^6 z over a step of 1: m = 2 10^6) or a fast oscillation
 * (y'' = -10^6 y) stays exact there, where a bound by the logarithmic
 * max-norm read growths of 10^655994. */
static double tangent_advance(double * w, const double * J, double d, slong dim, double * tmp)
{
    double nj = 0.0, logf = 0.0;
    slong i, j, k, m, q;
    for (i = 0; i < dim; i++)
    {
        double r = 0.0;
        for (j = 0; j < dim; j++)
            r += fabs(J[i * dim + j]);
        nj = fmax(nj, r);
    }
    m = (slong) fmin(1e15, ceil(fmax(1.0, 2.0 * nj * fabs(d))));
    q = (slong) ceil(fmax(0.0, log2(fmax(2.0 * nj * fabs(d), 1e-300))));
    if (!isfinite(nj * d) || q > 200)
        return NAN;
    if (m <= ODE_GROWTH_MAX_SUB && 16.0 * m <= (16.0 + q) * dim)
    {
        d /= m;
        for (; m > 0 && isfinite(logf); m--)
        {
            double * term = tmp, * next = tmp + dim;
            for (i = 0; i < dim; i++)
                term[i] = w[i];
            for (k = 1; k <= 16; k++)
            {
                double tn = 0.0;
                for (i = 0; i < dim; i++)
                {
                    double acc = 0.0;
                    for (j = 0; j < dim; j++)
                        acc += J[i * dim + j] * term[j];
                    next[i] = acc * d / k;
                    tn = fmax(tn, fabs(next[i]));
                }
                for (i = 0; i < dim; i++)
                {
                    term[i] = next[i];
                    w[i] += term[i];
                }
                if (tn == 0.0)
                    break;
            }
            logf += normalize_max(w, w, dim);
        }
        return logf;
    }
    {   /* E = exp(J d / 2^q) by its Taylor polynomial, squared q times, with
         * its scale e^logf kept apart */
        double * E = flint_malloc(sizeof(double) * 3 * dim * dim), * T = E + dim * dim,
               * U = T + dim * dim, h = ldexp(d, (int) -q);
        for (i = 0; i < dim * dim; i++)
            E[i] = T[i] = (i / dim == i % dim) ? 1.0 : 0.0;
        for (k = 1; k <= 16; k++)
        {   /* T <- T (J h) / k, E += T */
            matmul_d(U, T, J, dim);
            for (i = 0; i < dim * dim; i++)
            {
                T[i] = U[i] * h / k;
                E[i] += T[i];
            }
        }
        for (k = 0; k < q && isfinite(logf); k++)
        {
            matmul_d(U, E, E, dim);
            logf = 2.0 * logf + normalize_max(E, U, dim * dim);
        }
        for (i = 0; i < dim && isfinite(logf); i++)
        {
            double acc = 0.0;
            for (j = 0; j < dim; j++)
                acc += E[i * dim + j] * w[j];
            tmp[i] = acc;
        }
        flint_free(E);
        return isfinite(logf) ? logf + normalize_max(w, tmp, dim) : NAN;
    }
}

/* The tangent's starting direction (and its restart when lost): every
 * component, or a stepper's norm_dim leading ones (positions, velocities:
 * the multipliers follow from them). */
static void growth_reset_w(ode_ctx_struct * C)
{
    slong i, nd = (C->P->stepper != NULL) ? _ode_norm_dim(C) : C->dim;
    for (i = 0; i < C->dim; i++)
        C->growth_w[i] = (i < nd) ? 1.0 / (1.0 + 0.25 * i) : 0.0;
}

/* J (dim x dim doubles, 0 outside the leading norm_dim block) of a stepper
 * problem (the DAE kinds, whose state-space form has no symbolic Jacobian
 * here) at (t, y): column j = (F(y + delta e_j) - F(y)) / delta, F the
 * first-order coefficients (the velocities u' and accelerations v' the
 * recursion solves for, its multipliers included) of order-1 expansions
 * by a copy of the stepper's data (the driver's keeps its last
 * expansion), which accepts a state off the constraints (a restart does
 * not check them: a perturbed u keeps g(t, u) at its start's value, a
 * neutral direction).  delta = 2^-min(40, prec/3) of the state's size:
 * the neglected O(delta^2) and the rounding 2^-prec / delta stay far below
 * the accuracy a growth estimate needs.  The fallback of
 * stepper_tangent_advance: the series of a stiff direction (e'' = -20 e'
 * + 100 e: modes +4 and -24) summed over a step set by the smooth solution
 * does not converge, and with that tangent alone the estimate restarted
 * at every step and missed a growth of 10^144 (both kinds printed the
 * attracting neighbour with 30 "verified" digits, exit 0); the matrix
 * exponential of tangent_advance handles stiffness.  Cost: norm_dim + 1
 * order-1 expansions.  Returns 0 when an expansion fails or an entry is
 * not a finite double. */
static int stepper_jacobian_doubles(double * J, ode_ctx_struct * C, const arb_t t, arb_srcptr y)
{
    const ode_stepper_struct * st = C->P->stepper;
    slong dim = C->dim, nd = _ode_norm_dim(C), i, j, dexp, prec = FLINT_MIN(C->prec, 128);
    double lsize = C->growth_lnorm;
    arb_ptr y0, F0, Fj;
    arb_t c;
    char msg[256];
    int ok;

    if (C->growth_stepper == NULL && st->copy != NULL)
    {
        C->growth_stepper = st->copy(st->data);
        C->growth_stepper_free = st->free;
    }
    if (C->growth_stepper == NULL)
        return 0;
    for (i = 0; i < nd; i++)
        lsize = fmax(lsize, log_abs_upper(y + i));
    if (!isfinite(lsize))
        return 0;
    dexp = (slong) floor(lsize / M_LN2) - FLINT_MIN(40, prec / 3);
    y0 = _arb_vec_init(dim);
    F0 = _arb_vec_init(3 * dim);
    Fj = _arb_vec_init(3 * dim);
    arb_init(c);
    for (i = 0; i < dim; i++)
        arb_get_mid_arb(y0 + i, y + i);
    for (i = 0; i < dim * dim; i++)
        J[i] = 0.0;
    ok = st->series(C->growth_stepper, F0, 3, t, y0, 1, prec, msg, sizeof(msg)) == SERSOL_OK;
    for (j = 0; j < nd && ok; j++)
    {
        arb_one(c);
        arb_mul_2exp_si(c, c, dexp);
        arb_add(y0 + j, y0 + j, c, prec);
        ok = st->series(C->growth_stepper, Fj, 3, t, y0, 1, prec, msg, sizeof(msg)) == SERSOL_OK;
        arb_get_mid_arb(y0 + j, y + j);
        for (i = 0; i < nd && ok; i++)
        {
            arb_sub(c, Fj + 3 * i + 1, F0 + 3 * i + 1, prec);
            arb_mul_2exp_si(c, c, -dexp);
            J[i * dim + j] = arf_get_d(arb_midref(c), ARF_RND_NEAR);
            ok = isfinite(J[i * dim + j]);
        }
    }
    arb_clear(c);
    _arb_vec_clear(Fj, 3 * dim);
    _arb_vec_clear(F0, 3 * dim);
    _arb_vec_clear(y0, dim);
    return ok;
}

/* The tangent through a step of a stepper problem (the DAE kinds, whose
 * state-space form has no Jacobian here): w <- (Phi(y0 + delta w) -
 * Phi(y0)) / delta on the norm_dim leading components, Phi the step's
 * series summed at s to order Nt <= N.  Phi(y0) is the accepted step's own
 * series (its orders <= Nt); Phi(y0 + delta w) an expansion by a copy of
 * the stepper's data (the driver's keeps its last expansion), which
 * accepts a state off the constraints (a restart does not check them: the
 * perturbed solution keeps g(t, u) at its start's value).  delta =
 * 2^-min(40, prec/3) of the state's size: the neglected O(delta^2) and
 * the rounding 2^-prec / delta stay far below the accuracy a growth
 * estimate needs.  Nt starts at 10 N / prec + 3 (the step's order N made
 * the solution's terms fall by 2^-prec: 2^-10 by then) and doubles, the
 * expansion extended, until the last two terms of the difference are
 * below 2^-10 of the tangent: a fast-growing tangent (e^10 over a step of
 * an unstable index-3 problem) needs many more terms than the solution's
 * decay suggests, and stopping at the first Nt read e^96 for a growth of
 * e^72.  A difference that has not converged at N is no tangent: a
 * solution through exact initial values can be special, its neighbours'
 * series of a smaller radius (the robot of seed 000 is entire, but its
 * mass matrix is singular at t = 0.39i, which every neighbour sees), and
 * the first step, longer than that radius, read a growth of e^24 where the
 * exact start has no error to amplify.  Returns the log of the factor
 * taken out of w, NAN when it is lost (no copy, an expansion that fails,
 * no convergence: growth_step then takes J at the step's ends,
 * stepper_jacobian_doubles; J there on every step instead, without
 * substeps, read a growth of 10^131 for the Cartesian pendulum, whose J
 * turns fast, and substeps of J cost norm_dim + 1 expansions each). */
static double stepper_tangent_advance(ode_ctx_struct * C, const arb_t tc, arb_srcptr ystart,
                                      const arb_t s, slong N, slong prec)
{
    const ode_stepper_struct * st = C->P->stepper;
    slong dim = C->dim, nd = _ode_norm_dim(C), Nt, stride = N + 2, i, k, dexp;
    double lsize = C->growth_lnorm, lstep = log_abs_upper(s), * wn, r = NAN;
    arb_ptr y0, Sp;
    arb_t acc, c;
    char msg[256];

    if (C->growth_stepper == NULL && st->copy != NULL)
    {
        C->growth_stepper = st->copy(st->data);
        C->growth_stepper_free = st->free;
    }
    if (C->growth_stepper == NULL)
        return NAN;
    for (i = 0; i < nd; i++)
        lsize = fmax(lsize, log_abs_upper(ystart + i));
    if (!isfinite(lsize))
        return NAN;
    dexp = (slong) floor(lsize / M_LN2) - FLINT_MIN(40, prec / 3);
    Nt = FLINT_MIN(N, 10 * N / FLINT_MAX(C->prec, 1) + 3);
    y0 = _arb_vec_init(dim);
    Sp = _arb_vec_init(dim * stride);
    wn = flint_malloc(sizeof(double) * dim);
    arb_init(acc);
    arb_init(c);
    for (i = 0; i < dim; i++)
    {
        arb_get_mid_arb(y0 + i, ystart + i);
        if (i < nd)
        {
            arb_set_d(c, C->growth_w[i]);
            arb_mul_2exp_si(c, c, dexp);
            arb_add(y0 + i, y0 + i, c, prec);
        }
    }
    while (st->series(C->growth_stepper, Sp, stride, tc, y0, Nt, prec, msg, sizeof(msg))
           == SERSOL_OK)
    {
        double ltail = -INFINITY, lsum = -INFINITY;
        for (i = 0; i < dim; i++)
        {
            wn[i] = 0.0;
            if (i >= nd)
                continue;
            /* Horner on the differences of the coefficients, the last two
             * terms' size kept */
            arb_zero(acc);
            for (k = Nt; k >= 0; k--)
            {
                arb_mul(acc, acc, s, prec);
                arb_sub(c, Sp + i * stride + k, C->S + i * C->stride + k, prec);
                if (k >= Nt - 1 && k > 0)
                    ltail = fmax(ltail, log_abs_upper(c) + k * lstep);
                arb_add(acc, acc, c, prec);
            }
            lsum = fmax(lsum, log_abs_upper(acc));
            arb_mul_2exp_si(acc, acc, -dexp);
            wn[i] = arf_get_d(arb_midref(acc), ARF_RND_NEAR);
        }
        if (Nt >= N && ltail > lsum - 10 * M_LN2)
            break;      /* (not converged: NAN) */
        if (!(ltail > lsum - 10 * M_LN2))
        {
            r = normalize_max(C->growth_w, wn, dim);
            break;
        }
        Nt = FLINT_MIN(N, 2 * Nt);
    }
    arb_clear(acc);
    arb_clear(c);
    flint_free(wn);
    _arb_vec_clear(Sp, dim * stride);
    _arb_vec_clear(y0, dim);
    return r;
}

/* The Jacobian of the state-space form at (t, y), by the kernel problem's
 * symbolic sysjac or by a stepper's expansions. */
static int growth_jacobian(double * J, arb_ptr v, ode_ctx_struct * C, const arb_t t, arb_srcptr y)
{
    return C->P->stepper != NULL ? stepper_jacobian_doubles(J, C, t, y)
                                 : jacobian_doubles(J, v, C->P, t, y);
}

/* The tangent across the step by J of the state-space form (the kernel's
 * symbolic sysjac, or a stepper's difference quotients): w <- exp(J_k h/2)
 * exp(J_(k-1) h/2) w over m substeps of h = s/m, J_k at their ends from
 * the step's series.  The composition errs by about h^3 [J, J'] per
 * substep: the Cartesian pendulum (J rotating by 0.6 rad over a step of
 * 0.1, ||J|| = 45) read a growth of 10^131 to t = 300 with m = 1, where
 * perturbations grow by 10^3, and stopped a run whose digits were right.
 * m = sqrt(s^2 ||J|| ||J_end - J_start|| / 0.3), at most
 * ODE_GROWTH_SUB_MAX: 1 for a stiff but steady J (z' = -10^6 z).  A
 * stepper takes m = 1 (each J costs norm_dim + 1 expansions; it comes here
 * only where its own tangent fails).  J at the start is the last step's
 * end when growth_J_ok.  Returns the log of the factor taken out of w, NAN
 * when a J is missing. */
static double tangent_across(ode_ctx_struct * C, arb_ptr v, double * tmp, const arb_t tc,
                             arb_srcptr ystart, arb_srcptr yend, const arb_t s, slong N)
{
    slong dim = C->dim, i, j, k, m = 1;
    double d = arf_get_d(arb_midref(s), ARF_RND_NEAR), g = 0.0, n0 = 0.0, nd = 0.0;
    double * J0, * J1, * Jk;
    arb_ptr yk;
    arb_t t, tau;

    if (C->growth_J == NULL)
        C->growth_J = flint_malloc(sizeof(double) * dim * dim);
    J0 = flint_malloc(sizeof(double) * 3 * dim * dim);
    J1 = J0 + dim * dim;
    Jk = J1 + dim * dim;
    arb_init(t);
    arb_init(tau);
    yk = _arb_vec_init(dim);
    if (!C->growth_J_ok)
        C->growth_J_ok = growth_jacobian(C->growth_J, v, C, tc, ystart);
    for (i = 0; i < dim * dim; i++)
        J0[i] = C->growth_J[i];
    if (!C->growth_J_ok)
        g = NAN;
    arb_add(t, tc, s, C->prec);     /* (as the driver advances t) */
    C->growth_J_ok = growth_jacobian(J1, v, C, t, yend);
    if (!C->growth_J_ok)
        g = NAN;
    for (i = 0; i < dim * dim; i++)
        C->growth_J[i] = J1[i];
    for (i = 0; i < dim && isfinite(g); i++)
    {
        double r0 = 0.0, r1 = 0.0;
        for (j = 0; j < dim; j++)
        {
            r0 += fabs(J0[i * dim + j]);
            r1 += fabs(J1[i * dim + j] - J0[i * dim + j]);
        }
        n0 = fmax(n0, r0);
        nd = fmax(nd, r1);
    }
    if (C->P->stepper == NULL && isfinite(g))
        m = (slong) fmin((double) ODE_GROWTH_SUB_MAX, fmax(1.0, ceil(sqrt(d * d * n0 * nd / 0.3))));
    for (k = 1; k <= m && isfinite(g); k++)
    {
        g += tangent_advance(C->growth_w, J0, 0.5 * d / m, dim, tmp);
        if (k == m)
            for (i = 0; i < dim * dim; i++)
                Jk[i] = J1[i];
        else
        {
            arb_mul_si(tau, s, k, 64);
            arb_div_si(tau, tau, m, 64);
            for (i = 0; i < dim; i++)
            {
                _arb_poly_evaluate(yk + i, C->S + i * C->stride, N + 1, tau, 64);
                arb_get_mid_arb(yk + i, yk + i);
            }
            arb_add(t, tc, tau, C->prec);
            if (!growth_jacobian(Jk, v, C, t, yk))
            {
                g = NAN;
                break;
            }
        }
        g += tangent_advance(C->growth_w, Jk, 0.5 * d / m, dim, tmp);
        for (i = 0; i < dim * dim; i++)
            J0[i] = Jk[i];
    }
    _arb_vec_clear(yk, dim);
    arb_clear(t);
    arb_clear(tau);
    flint_free(J0);
    return g;
}

/* log(e^a + e^b) */
static double log_add_exp(double a, double b)
{
    double m = fmax(a, b);
    return (m == -INFINITY) ? m : m + log(exp(a - m) + exp(b - m));
}

/* The step from (tc, ystart) to (tc + s, yend), its own error e^log_err
 * (absolute; the radius of yend joins it): advances the tangent (a
 * stepper's map, else J across the step) and the amplified errors E, and
 * raises carried to e^(max E) times the state's size once growth_amp
 * exceeds ODE_GROWTH_FREE.  Returns 1 when max E has reached 10^-6: the
 * linearisation no longer holds, the run may have left the solution for
 * another (an attractor next to it), and carried is the whole size, not to
 * be shrunk by the flow's contraction there (y' = cos t + 200 (tanh(y -
 * sin t) - (y - sin t)/2) kept a 1e-11 ball on the attractor and printed
 * y(10) = -2 with 1 digit; it is -0.544). */
static int growth_step(ode_ctx_struct * C, mag_t carried, const arb_t tc, arb_srcptr ystart,
                        arb_srcptr yend, const arb_t s, slong N, double log_err)
{
    const ode_problem_struct * P = C->P;
    slong dim = C->dim, nd = _ode_norm_dim(C), i, nv = FLINT_MAX(expr_ctx_num_vars(P->ctx), 1);
    double * tmp = flint_malloc(sizeof(double) * 2 * dim), g0, g1;
    arb_ptr v = _arb_vec_init(nv);
    int lost = 0;

    if (C->growth_w == NULL)
    {
        C->growth_w = flint_malloc(sizeof(double) * dim);
        growth_reset_w(C);
        C->growth_L = C->growth_Lmin = C->growth_amp = 0.0;
        C->growth_err = C->growth_err_max = -INFINITY;
        C->growth_lnorm = (C->norm_exp == WORD_MIN) ? 0.0 : C->norm_exp * M_LN2;
        for (i = 0; i < nd; i++)
            if (isfinite(log_abs_upper(ystart + i)))
                C->growth_lnorm = fmax(C->growth_lnorm, log_abs_upper(ystart + i));
    }
    g0 = NAN;
    g1 = 0.0;
    if (P->stepper != NULL)
    {   /* the step's map itself, by a perturbed expansion; where its
         * series does not converge over the step (a stiff direction), J at
         * the step's ends */
        g0 = stepper_tangent_advance(C, tc, ystart, s, N, FLINT_MIN(C->prec, 160));
        /* (160 bits: the rounding stays 2^-120 under delta; at the run's
         * 3300 bits the robot at 1000 digits took 22 % longer) */
        C->growth_J_ok = 0;
    }
    if (!isfinite(g0))
        g0 = tangent_across(C, v, tmp, tc, ystart, yend, s, N);
    if (isfinite(g0) && isfinite(g1))
    {   /* relative to the largest size of the state so far (norm_exp, the
         * scale of the digits): a solution that grows, y' = y, makes its
         * errors grow as much and loses no relative digit (y(300) = e^300
         * went from 30 digits to 14, "errors grow by 10^130") */
        double lnorm = (C->norm_exp == WORD_MIN) ? 0.0 : C->norm_exp * M_LN2, lend = -INFINITY;
        double grown;
        for (i = 0; i < nd; i++)
            lend = fmax(lend, log_abs_upper(yend + i));
        if (C->norm_exp == WORD_MIN)
        {   /* a zero state so far: the first size sets the scale, it is
             * not growth (y' = 1/cosh(10^4 (t - 1/3)) from y(0) = 0, of size
             * e^-3330 after its first step, counted 10^1454 against 1 and
             * lost every digit) */
            lnorm = isfinite(lend) ? lend : 0.0;
            grown = 0.0;
        }
        else
        {
            if (isfinite(lend) && lend > lnorm)
                lnorm = lend;
            grown = lnorm - C->growth_lnorm;
        }
        C->growth_L += g0 + g1 - grown;
        C->growth_err += g0 + g1 - grown;
        C->growth_lnorm = lnorm;
        C->growth_Lmin = fmin(C->growth_Lmin, C->growth_L);
        C->growth_amp = fmax(C->growth_amp, C->growth_L - C->growth_Lmin);
    }
    else
    {   /* (the tangent is lost: start again from here) */
        growth_reset_w(C);
        C->growth_Lmin = C->growth_L;
    }
    /* the errors made so far, amplified, and this step's own: its
     * truncation (the estimate its ball carries) or its rounding */
    {   /* (the step's own ball: its truncation estimate and the rounding
         * of its coefficients, 10^-12 of the state in 10^30 + cos t - 10^30
         * at 42 digits) */
        double lr = log_err;
        for (i = 0; i < nd; i++)
            lr = fmax(lr, mag_is_finite(arb_radref(yend + i)) && !mag_is_zero(arb_radref(yend + i))
                          ? mag_get_d_log2_approx(arb_radref(yend + i)) * M_LN2 : -INFINITY);
        C->growth_err = log_add_exp(C->growth_err, fmax(lr - C->growth_lnorm, -C->prec * M_LN2));
    }
    C->growth_err_max = fmax(C->growth_err_max, C->growth_err);
    if (C->growth_amp > ODE_GROWTH_FREE)
    {   /* the amplified rounding of the state's size (a stepper's positions
         * and velocities); once lost, every component's size: a DAE's
         * multipliers, 10^10 times its positions (an unstable el3 run kept
         * 5 wrong digits of lambda = 1.8e10, exactly 2.42) */
        double ls = -INFINITY, l;
        mag_t m;
        for (i = 0; i < nd; i++)
            ls = fmax(ls, log_abs_upper(yend + i));
        l = C->growth_err_max;
        lost = _ode_growth_reached(C, 6);
        if (lost)
        {
            ls = fmax(ls, C->growth_lnorm);
            for (i = nd; i < dim; i++)
                ls = fmax(ls, fmax(log_abs_upper(yend + i), log_abs_upper(ystart + i)));
        }
        if (isfinite(ls))
        {
            mag_init(m);
            mag_set_exp(m, FLINT_MIN(lost ? ls : l + ls, 1e6));
            mag_max(carried, carried, m);
            mag_clear(m);
        }
    }
    _arb_vec_clear(v, nv);
    flint_free(tmp);
    return lost;
}

/* A step of length s leaves the principal branch of a square root (or a
 * power, asin, acos) of the right-hand sides when the series of such a node
 * is certainly negative at one of ODE_BRANCH_SAMPLES equally spaced points of
 * the step, its end included (kernel_branches_negative_at; 128 bits).  The
 * series continues analytically through a point where the node's argument
 * touches its branch point with even multiplicity, with no singularity the
 * step control could see: e' = sqrt(1 - e^2) from e(0) = 0 gave sin 2 at
 * t = 2, verified at 10-25 digits, and y' = -sqrt(y) from y(0) = 1 gave
 * y(3) = (1 - 3/2)^2 at 30 digits (y = 0 from t = 2 on).  Returns the first
 * such sample j (1..ODE_BRANCH_SAMPLES), or 0: the caller shortens the step
 * to the samples before it. */
#define ODE_BRANCH_SAMPLES 8


static slong branch_crossed(const ode_problem_struct * P, slong N, const arb_t s)
{
    /* the DAE steppers check their own kernels (ode_stepper_struct) */
    if (P->stepper != NULL)
        return P->stepper->branch_negative == NULL ? 0
               : kernel_branch_first_negative(P->stepper->branch_negative, P->stepper->data, N,
                                              s, ODE_BRANCH_SAMPLES, 128);
    if (P->K == NULL || kernel_num_branches(P->K) == 0)
        return 0;
    return kernel_branch_first_negative(kernel_branch_test_kernel, P->K, N, s,
                                        ODE_BRANCH_SAMPLES, 128);
}

/* The branch test of the step s failed first at sample j: the fraction of
 * s known to precede the crossing, narrowed by bisection between samples
 * j - 1 and j to 2^-ODE_BRANCH_BISECT of their spacing, so that the run
 * stops next to the branch point or the jump of atan, not up to a sample
 * spacing before it (the steps of a series whose only limit is the
 * rounding can be long: atan(tan t) stopped at 1.565 for pi/2).  When even
 * the first part of the interval fails, the interval's end: the step is
 * tried again that long (and sampled more finely). */
static double branch_keep(const ode_problem_struct * P, slong N, const arb_t s, slong j)
{
    double lo = (j - 1) / (double) ODE_BRANCH_SAMPLES, hi = j / (double) ODE_BRANCH_SAMPLES;
    arb_t m;
    arf_t f;
    int i;

    arb_init(m);
    arf_init(f);
    for (i = 0; i < ODE_BRANCH_BISECT; i++)
    {
        double mid = 0.5 * (lo + hi);
        slong c;
        arf_set_d(f, mid);
        arb_mul_arf(m, s, f, 128);
        arb_get_mid_arb(m, m);
        c = branch_crossed(P, N, m);
        if (c == 0)
            lo = mid;
        else
        {
            hi = FLINT_MIN(hi, mid * c / ODE_BRANCH_SAMPLES);
            lo = FLINT_MAX(lo, mid * (c - 1) / ODE_BRANCH_SAMPLES);
        }
    }
    arb_clear(m);
    arf_clear(f);
    return (lo > 0) ? lo : hi;
}

static void ensure_stride(ode_ctx_struct * C, slong N)
{
    if (C->stride < N + 2)
    {
        slong ns = FLINT_MAX(N + 2, 2 * C->stride), c, k;
        arb_ptr S = _arb_vec_init(C->dim * ns);
        for (c = 0; c < C->dim; c++)
            for (k = 0; k < C->stride; k++)
                arb_swap(S + c * ns + k, C->S + c * C->stride + k);
        if (C->S != NULL)
            _arb_vec_clear(C->S, C->dim * C->stride);
        C->S = S;
        C->stride = ns;
    }
}

static void store_segment(ode_ctx_struct * C, const arb_t s, slong N, const ode_fit_t * fit,
                          const mag_t carried, double rate)
{
    ode_segment_struct * g;
    slong c;
    if (C->num_seg == C->alloc_seg)
    {
        C->alloc_seg = FLINT_MAX(16, 2 * C->alloc_seg);
        C->seg = flint_realloc(C->seg, C->alloc_seg * sizeof(ode_segment_struct));
    }
    g = C->seg + C->num_seg++;
    arb_init(g->t);
    arb_init(g->h);
    arb_set(g->t, C->t);
    arb_set(g->h, s);
    g->N = N;
    g->fit = *fit;
    mag_init(g->carried);
    mag_set(g->carried, carried);
    g->carried_rate = rate;
    g->coeffs = _arb_vec_init(C->dim * (N + 1));
    for (c = 0; c < C->dim; c++)
        _arb_vec_set(g->coeffs + c * (N + 1), C->S + c * C->stride, N + 1);
}

static void set_message_t(ode_ctx_struct * C, const char * what, const arb_t t)
{
    char * ts = arb_get_str(t, 10, ARB_STR_NO_RADIUS);
    snprintf(C->message, sizeof(C->message), "%.180s at t = %.60s", what, ts);
    flint_free(ts);
}

/* The run stops after ODE_FORCING_STALL consecutive steps shortened by the
 * forcing search, or ODE_FORCING_STALL_MISSES cuts of such steps (docs/ode.md
 * §3 "Forcing terms"). */
static void forcing_stall_message(ode_ctx_struct * C, const arb_t t)
{
    snprintf(C->message, sizeof(C->message), "the forcing search (docs/ode.md, section 3) "
             "shortened each of the last %d steps (%d times), t = %.8g to %.8g: narrow "
             "features in a row, or a term it overestimates (a state read twice, as "
             "x - x*(sin(t)^2 + cos(t)^2))",
             (int) C->forcing_cuts, (int) C->forcing_misses, C->forcing_cuts_t,
             arf_get_d(arb_midref(t), ARF_RND_NEAR));
}

/* 1 when a coefficient of orders 0..N of the step's series is not finite:
 * y' = exp(y) from y = 1e300 (exp of a ball of radius 1e267 at 100 bits);
 * no step can be taken from such a series (its fit is NaN: the driver took
 * steps of length NaN, t stayed 0 until the forecast stopped the run). */
static int series_not_finite(const ode_ctx_struct * C, slong N)
{
    slong c;
    for (c = 0; c < C->dim; c++)
        if (!_arb_vec_is_finite(C->S + c * C->stride, N + 1))
            return 1;
    return 0;
}

/* The series could not start at t: the stepper's reason, or the kernel's
 * (which operation is undefined there). */
static void undefined_message(ode_ctx_struct * C, const arb_t t)
{
    const ode_problem_struct * P = C->P;
    const char * why = (P->stepper == NULL && P->K != NULL) ? kernel_domain_message(P->K) : "";
    char * ts;

    if (P->stepper != NULL && P->stepper_message[0])
    {
        set_message_t(C, P->stepper_message, t);
        return;
    }
    ts = arb_get_str(t, 10, ARB_STR_NO_RADIUS);
    snprintf(C->message, sizeof(C->message), "right-hand side undefined at t = %.60s%s%.120s",
             ts, why[0] ? ": " : "", why);
    flint_free(ts);
}

/* The pending outputs of one ode_ctx_solve in the order the integration
 * meets them (by midpoint along dir), with a cursor past those done or
 * behind the start: each step looks only at the outputs it reaches, so
 * many outputs cost O(outputs) in all instead of O(outputs) per step
 * (20000 outputs to t = 2000: 10 s before, most of it these scans). */
typedef struct
{
    slong * ord;
    slong num, cur;
}
_ode_out_order_t;

/* (midpoint, index) pairs: qsort's comparator needs no context, which
 * keeps the sort safe in the two threads of runs A and B */
typedef struct
{
    const arf_struct * key;
    slong j;
}
_ode_out_key_t;

static int cmp_out_key(const void * a, const void * b)
{
    const _ode_out_key_t * x = a, * y = b;
    int c = arf_cmp(x->key, y->key);
    return (c != 0) ? c : (x->j > y->j) - (x->j < y->j);
}

static void out_order_init(_ode_out_order_t * O, const ode_ctx_struct * C, int dir)
{
    slong j, n = 0;
    _ode_out_key_t * keys = flint_malloc(sizeof(_ode_out_key_t) * FLINT_MAX(C->num_out, 1));
    arb_t d;

    O->ord = flint_malloc(sizeof(slong) * FLINT_MAX(C->num_out, 1));
    O->cur = 0;
    arb_init(d);
    for (j = 0; j < C->num_out; j++)
    {
        /* pending and ahead of t (as emit_outputs judges: d > 0) */
        arb_sub(d, C->out_t + j, C->t, C->prec);
        if (!C->out_done[j] && dir != 0 && dir * arf_sgn(arb_midref(d)) > 0)
        {
            keys[n].key = arb_midref(C->out_t + j);
            keys[n].j = j;
            n++;
        }
    }
    arb_clear(d);
    qsort(keys, n, sizeof(_ode_out_key_t), cmp_out_key);
    for (j = 0; j < n; j++)     /* in the order the integration meets them */
        O->ord[j] = keys[dir > 0 ? j : n - 1 - j].j;
    O->num = n;
    flint_free(keys);
}

static void out_order_clear(_ode_out_order_t * O)
{
    flint_free(O->ord);
}

/* Step end k = num_ends for ode_ctx_set_step_ends: the start, the signed
 * step s, and the solution at t + s (rounded at ends_prec) evaluated at
 * ends_prec bits, as ode_ctx_eval_dense evaluates a kept segment there. */
static void record_step_end(ode_ctx_struct * C, const arb_t s, slong N, const ode_fit_t * fit,
                            const mag_t carried, double rate)
{
    slong k = C->num_ends, prec = C->ends_prec;
    arb_t te, d;
    arb_init(te);
    arb_init(d);
    _ode_step_ends_fit(C, k);
    arb_set(C->end_t + k, C->t);
    arb_set(C->end_h + k, s);
    arb_add(te, C->t, s, prec);
    arb_sub(d, te, C->t, prec);
    _ode_eval_series(C->end_y + k * C->dim, C->S, C->stride, C->dim, N, fit, d, prec);
    _ode_carry_error_at(C->end_y + k * C->dim, C->dim, carried, rate, d);
    arb_clear(te);
    arb_clear(d);
}

/* the outputs strictly after t and at most |s| away along s: dense output */
static void emit_outputs(ode_ctx_struct * C, _ode_out_order_t * O, slong N, const ode_fit_t * fit,
                         const arb_t s, int last, int dir, const mag_t carried, double rate)
{
    slong i, j;
    arb_t d, r, as;
    arb_init(d);
    arb_init(r);
    arb_init(as);
    arb_abs(as, s);
    for (i = O->cur; i < O->num; i++)
    {
        int inside;
        j = O->ord[i];
        if (C->out_done[j])
        {
            if (i == O->cur)
                O->cur++;
            continue;
        }
        arb_sub(d, C->out_t + j, C->t, C->prec);
        if (dir < 0)
            arb_neg(d, d);
        if (last)
        {
            arb_sub(r, C->tend, C->out_t + j, C->prec);
            /* up to the end point, which is reached exactly */
            inside = arf_sgn(arb_midref(d)) > 0
                     && (dir > 0 ? arf_sgn(arb_midref(r)) >= 0 : arf_sgn(arb_midref(r)) <= 0);
        }
        else
            inside = arf_sgn(arb_midref(d)) > 0 && arf_cmp(arb_midref(d), arb_midref(as)) <= 0;
        if (!inside)
            break;      /* sorted along dir: the rest lie further on */
        if (dir < 0)
            arb_neg(d, d);
        _ode_eval_series(C->out_y + j * C->dim, C->S, C->stride, C->dim, N, fit, d, C->prec);
        _ode_carry_error_at(C->out_y + j * C->dim, C->dim, carried, rate, d);
        C->out_done[j] = 1;
        if (i == O->cur)
            O->cur++;
    }
    arb_clear(d);
    arb_clear(r);
    arb_clear(as);
}

/* The nearest output ahead still to compute (an index into C->out_t, at a
 * distance > 0 in doubles), or -1 when none lies before the end C->tend. */
static slong next_target(const ode_ctx_struct * C, const _ode_out_order_t * O, int dir)
{
    slong i, j;
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    for (i = O->cur; i < O->num; i++)
    {
        j = O->ord[i];
        if (C->out_done[j] || j >= C->num_targets)
            continue;
        if (dir * (arf_get_d(arb_midref(C->out_t + j), ARF_RND_NEAR) - t) > 0)
            return j;
    }
    return -1;
}

/* The distance from the current t to that output, or to the end. */
static double next_target_distance(const ode_ctx_struct * C, const _ode_out_order_t * O, int dir)
{
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    double d = dir * (arf_get_d(arb_midref(C->tend), ARF_RND_NEAR) - t);
    slong j = next_target(C, O, dir);
    if (j >= 0)
        d = FLINT_MIN(d, dir * (arf_get_d(arb_midref(C->out_t + j), ARF_RND_NEAR) - t));
    return d;
}

/* The component for a full analysis: the quick estimate's, else the one
 * with the largest coefficient of order N. */
static slong analysis_component(slong comp, arb_srcptr S, slong stride, slong dim, slong N)
{
    slong c, best = 0;
    if (comp >= 0)
        return comp;
    for (c = 1; c < dim; c++)
        if (arf_cmpabs(arb_midref(S + c * stride + N), arb_midref(S + best * stride + N)) > 0)
            best = c;
    return best;
}

/* The steps collapsed at t: the full analysis says why (a real singularity
 * ahead, a complex pair close to the axis, or nothing recognisable). */
/* The run cannot go past t: a square root (a power, asin, acos) of the
 * right-hand sides reaches its branch point there, or an atan jumps by pi
 * (see branch_crossed). */
/* The located singularity that stops the run: C->stop_place. */
static void set_stop_place(ode_ctx_struct * C, double place, double err)
{
    C->stop_place = place;
    C->stop_place_err = isfinite(err) ? fabs(err) : INFINITY;
}

static void branch_point_message(ode_ctx_struct * C, const arb_t t)
{
    char * ts = arb_get_str(t, 10, ARB_STR_NO_RADIUS);
    C->stop_place = arf_get_d(arb_midref(t), ARF_RND_NEAR);
    C->stop_place_err = INFINITY;
    snprintf(C->message, sizeof(C->message), "steps cannot pass t = %.40s, a branch point of a "
             "square root (or a power, asin, acos) or a jump of atan in the right-hand sides: "
             "the solution is not analytic there and may not be unique", ts);
    flint_free(ts);
}

/* A pole of the right-hand side was met inside one of the last 5 steps
 * (the residual search, note_pole): the steps shrank toward it. */
static int recent_pole(const ode_ctx_struct * C)
{
    return C->pole_step > 0 && C->pole_step + 5 >= C->steps + 1;
}

/* recent_pole: writes the stop message and returns 1. */
static int pole_message(ode_ctx_struct * C)
{
    if (!recent_pole(C))
        return 0;
    C->stop_place = C->pole_t;
    C->stop_place_err = INFINITY;
    snprintf(C->message, sizeof(C->message), "steps cannot pass t = %.17g, a pole of the "
             "right-hand side (a divisor, or the cosine of a tangent, vanishes there; found "
             "inside the last steps, whatever its size): the solution is not analytic there", C->pole_t);
    return 1;
}

/* The name of component c for the singularity messages, when the problem
 * has more than one (NULL: none to name). */
static const char * component_name(const ode_ctx_struct * C, slong c)
{
    return (C->dim > 1 && C->P->state_name != NULL) ? C->P->state_name[c] : NULL;
}

/* The full analysis at the current point finds a real singularity ahead:
 * the message says where ("...; steps collapsed").  Returns 1 when it does;
 * res keeps the analysis either way. */
static int real_ahead_message(ode_ctx_struct * C, radius_result_t res, slong comp, slong N,
                              int dir)
{
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    slong c = analysis_component(comp, C->S, C->stride, C->dim, N);
    char d[320];

    if (N + 1 >= 8 && radius_estimate(res, C->S + c * C->stride, N + 1, C->prec) == SERSOL_OK
        && _ode_real_ahead(res, dir))
    {
        _ode_singularity_message(d, sizeof(d), res, t, dir, C->tol_digits, component_name(C, c));
        snprintf(C->message, sizeof(C->message), "%.230s; steps collapsed", d);
        set_stop_place(C, t + dir * res->radius, res->radius_err);
        return 1;
    }
    return 0;
}

/* exp(log_x) in the style of %.3g ("2.97e-199"), also beyond the range of
 * a double (a step of 1e-400). */
static void exp_of_log_str(char * buf, size_t size, double log_x)
{
    double l10 = log_x / M_LN10, e = floor(l10), m = pow(10.0, l10 - e);
    if (fabs(log_x) < 700)
    {
        snprintf(buf, size, "%.3g", exp(log_x));
        return;
    }
    if (m >= 9.995)
    {
        m /= 10;
        e += 1;
    }
    snprintf(buf, size, "%.3ge%+03.0f", m, e);
}

/* real_ahead_message for a first step shorter than a double holds (log_h
 * < -700): y' = y^2 from y = 1e310 has its pole at t = 1e-310, where the
 * radius module's doubles underflow.  The series is analysed in tau =
 * t / 2^e, 2^e about the step (coefficient k times 2^(k e), exact), and the
 * distance is printed from its logarithm.  A singularity behind (y' = y^2
 * from 1e1000 backward) is named too, with the limit that stops the run:
 * the steps would grow away from it, but from below a double's range.
 * Returns 1 when it names one. */
static int tiny_real_ahead_message(ode_ctx_struct * C, slong comp, slong N, int dir,
                                   double log_h)
{
    slong c = analysis_component(comp, C->S, C->stride, C->dim, N), k, e;
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    arb_ptr b;
    radius_result_t res;
    int named = 0;

    if (!(log_h > -1e12))       /* (k e must fit a slong) */
        return 0;
    e = (slong) floor(log_h / M_LN2);
    b = _arb_vec_init(N + 1);
    for (k = 0; k <= N; k++)
        arb_mul_2exp_si(b + k, C->S + c * C->stride + k, k * e);
    radius_result_init(res);
    if (N + 1 >= 8 && radius_estimate(res, b, N + 1, C->prec) == SERSOL_OK
        && _ode_real_ahead(res, dir) && res->radius > 0)
    {
        char type[96], R[32];
        radius_describe_type(type, sizeof(type), res);
        exp_of_log_str(R, sizeof(R), log(res->radius) + e * M_LN2);
        if (t == 0)
            snprintf(C->message, sizeof(C->message), "singularity ahead at t \u2248 %s%s, type: "
                     "%.64s; R = %s (relative uncertainty %.1g) from t = 0; steps collapsed",
                     dir > 0 ? "" : "-", R, type, R, res->radius_err / res->radius);
        else
            snprintf(C->message, sizeof(C->message), "singularity ahead at distance %s from "
                     "t = %.10g, type: %.64s (relative uncertainty %.1g); steps collapsed",
                     R, t, type, res->radius_err / res->radius);
        named = 1;
    }
    else if (res->method != RADIUS_METHOD_NONE && !res->entire && isfinite(res->radius)
             && res->radius > 0)
    {   /* behind, or off the axis: the steps would grow from there (moving
         * away: moving_away; past a pair: the ordinary controller), but this
         * driver's steps are doubles */
        char R[32];
        const char * where = "";
        if (isfinite(res->angle) && isfinite(res->angle_err))
        {
            int on_axis = !res->conjugate_pair
                          && fmin(res->angle, M_PI - res->angle) <= res->angle_err;
            int ahead = (cos(res->angle) * dir > 0);
            where = on_axis ? (ahead ? " ahead" : " behind")
                            : (ahead ? " off the axis, ahead" : " off the axis, behind");
        }
        exp_of_log_str(R, sizeof(R), log(res->radius) + e * M_LN2);
        snprintf(C->message, sizeof(C->message), "the nearest singularity lies%s at distance "
                 "%s from t = %.10g: steps below 1e-304 are not supported",
                 where, R, t);
        named = 1;
    }
    radius_result_clear(res);
    _arb_vec_clear(b, N + 1);
    return named;
}

/* A step was cut at a branch point within the last 5 steps: steps that
 * collapse or stall now do so at that point. */
static int recent_branch_cut(const ode_ctx_struct * C)
{
    return C->branch_step > 0 && C->branch_step + 5 >= C->steps + 1;
}

/* Whether the step s from t is no longer than the uncertainty of t, so
 * that the run no longer knows where it is: then it stops
 * (SERSOL_EACCURACY) with a message.  A box 1e-27 wide in z, z' = cos t,
 * whose edge lies 3.6e-27 beyond z(1), needs steps of 7e-28 near t = 1;
 * at 92 bits (15 digits) each step added its rounding to t, whose radius
 * passed the steps and then the distance left, so that no step was the
 * last: a million steps of 7e-28 (helper-68's d00, minutes; t now
 * advances with ODE_T_GUARD_BITS more bits, and d00 prints the truth).
 * Steps a few times the uncertainty go on (a stop at 16 times it ended
 * runs that print the truth). */
static int step_below_t_resolution(ode_ctx_struct * C, const arb_t t, const arb_t s)
{
    double r = mag_get_d(arb_radref(t)), h = fabs(arf_get_d(arb_midref(s), ARF_RND_NEAR));
    char what[200];
    if (!(r > 0.0) || h > r)
        return 0;
    snprintf(what, sizeof(what), "a step of %.3g, within the uncertainty of t (%.3g) at %ld "
             "bits: a feature narrower than t resolves (more digits may)", h, r, (long) C->prec);
    set_message_t(C, what, t);
    return 1;
}

static void collapse_message(ode_ctx_struct * C, slong comp, slong N, int dir)
{
    radius_result_t res;

    radius_result_init(res);
    if (real_ahead_message(C, res, comp, N, dir))
        ;
    else if (res->method != RADIUS_METHOD_NONE && res->conjugate_pair)
    {
        char * ts = arb_get_str(C->t, 10, ARB_STR_NO_RADIUS);
        snprintf(C->message, sizeof(C->message), "step size collapsed at t = %.40s near a complex "
                 "pair at distance %.3g, angle %.3g", ts, res->radius, res->angle);
        flint_free(ts);
    }
    else if (recent_branch_cut(C))
        branch_point_message(C, C->t);
    else
        set_message_t(C, "step size collapsed (singularity?)", C->t);
    radius_result_clear(res);
}

/* Whether a step of e^log_h, shorter than 2^(-prec/4) of the distance
 * left e^log_rem, goes on (ODE_SHORT_STEPS): a new shortest step (by 5%)
 * or one of a sequence so let through, at least 2^(-prec/2) of that
 * distance; not when a pole of the right-hand side or a branch point met
 * in the last steps explains it (their messages), nor when the full
 * analysis sees a real singularity ahead whose angle's uncertainty leaves
 * no pair as far from the axis as the step is long. */
static int short_steps_pass(const ode_ctx_struct * C, slong comp, slong N, int dir, double log_h,
                            double log_rem, slong prec)
{
    radius_result_t res;
    slong c = analysis_component(comp, C->S, C->stride, C->dim, N);
    int pass = 1;

    if (!((C->steps > 0 && log_h < C->min_log_h - 0.05) || C->short_steps > 0)
        || log_h < log_rem - 0.5 * prec * M_LN2 || log_h < -700
        || C->short_steps >= FLINT_MAX(ODE_SHORT_STEPS, C->steps - C->short_steps)
        || recent_pole(C) || recent_branch_cut(C))
        return 0;
    radius_result_init(res);
    if (N + 1 >= 8 && radius_estimate(res, C->S + c * C->stride, N + 1, C->prec) == SERSOL_OK
        && _ode_real_ahead(res, dir)
        && !(res->radius * sin(fmin(res->angle_err + fmin(res->angle, M_PI - res->angle),
                                    M_PI / 2)) >= exp(log_h)))
        pass = 0;
    if (getenv("SERSOL_ODE_DEBUG") != NULL)
        fprintf(stderr, "ode: short step %ld (h = %.3g): R = %.3g, angle %.3g +- %.3g, real "
                "ahead %d: %s\n", (long) C->short_steps, exp(log_h), res->radius, res->angle,
                res->angle_err, _ode_real_ahead(res, dir), pass ? "goes on" : "stops");
    radius_result_clear(res);
    return pass;
}

/* Windows of w steps whose advances shrink by G = advance / prev_advance <
 * ODE_FORECAST_SHRINK: at that rate the run converges to t_now + advance G /
 * (1 - G).  When that point falls short of T (left away), writes the
 * message and returns 1.  Slower shrinking later (steps ~ d^2 at distance d
 * from e^(-1/d)) puts the limit further, so the point is a lower estimate. */
static int shrink_message(ode_ctx_struct * C, const arb_t T, double t_now, double left, slong w,
                          double prev_advance, double advance)
{
    double G, t_lim;
    char * te;

    if (!(advance > 0 && prev_advance > 0 && advance < ODE_FORECAST_SHRINK * prev_advance
          && advance * (advance / prev_advance) / (1 - advance / prev_advance) < left))
        return 0;
    G = advance / prev_advance;
    t_lim = t_now + copysign(advance * G / (1 - G), arf_get_d(arb_midref(T), ARF_RND_NEAR) - t_now);
    te = arb_get_str(T, 10, ARB_STR_NO_RADIUS);
    snprintf(C->message, sizeof(C->message), "t = %.40s is out of reach: the steps shrink "
             "toward t = %.8g or beyond (windows of %ld steps advanced t by %.3g, then "
             "%.3g): a singularity the series analysis did not classify (essential?)",
             te, t_lim, (long) w, prev_advance, advance);
    flint_free(te);
    return 1;
}

/* The origin of a step limit that is not the default or the caller's, as
 * ", <text>" (the budget of a retry, ode_solve_verified), else "". */
static const char * step_limit_origin(const ode_ctx_struct * C)
{
    return C->max_steps_origin != NULL ? C->max_steps_origin : "";
}

#define ODE_RESIDUAL_SAMPLES 16
#define ODE_RESIDUAL_REL 1e-10
/* The step's polynomial and right-hand side at fractions sigma of the step
 * s: b[c][k] = a_{c,k} s^k (doubles), so that P_c(sigma s) = sum_k b_k
 * sigma^k; a miss is a difference |P'(sigma s) s - f s| above thr. */
typedef struct
{
    const ode_ctx_struct * C;
    slong N;
    const double * b;
    arb_srcptr s;
    double sd, thr, size;
    arb_ptr in, out, fm;    /* kernel inputs (t, then y), outputs, outputs at a midpoint */
    arb_ptr fs;             /* the outputs at the samples j / ODE_RESIDUAL_SAMPLES, */
    int * fs_ok;            /* j = 1 .. ODE_RESIDUAL_SAMPLES, when defined there */
    slong evals;            /* kernel evaluations so far */
    /* a DAE stepper's residuals (ode_stepper_struct.residual) instead of
     * the kernel's right-hand side: nres of them (0: a kernel problem),
     * the derivative of P at the point or over the interval (yp), and the
     * size of each equation's terms over the samples (scale) */
    const ode_stepper_struct * st;
    slong nres, nout;       /* nout: values per evaluation (2 nres, or the outputs) */
    slong nchk;             /* the residuals the samples and the search judge
                             * (the first nchk; the rest, the forcing search
                             * only: ode_stepper_struct.num_residuals_forcing) */
    arb_ptr yp;
    double * scale;
    int intervals;          /* probe_eval over an interval in interval arithmetic
                             * (kernel_outputs_on; probe_spread) */
    double * shift;         /* dim (N + 1) doubles: P_c's coefficients about */
    double shift_m;         /* the midpoint shift_m, for the components with */
    int * shift_ok;         /* shift_ok[c] (shift_to) */
    slong tprec;            /* the bits of t = t0 + sigma s over a part: 64
                             * more than t0 / s's and the search's finest
                             * part need (points: 64 bits, whose rounding of t
                             * the residual samples' radii have carried
                             * since they were calibrated: y' = cos t + (y -
                             * sin t)/(t - 1) at 60 digits, helper-53) */
    int pole_candidate;     /* a point or finest part met a division by a
                             * value holding 0 (note_pole) */
    double state_err;       /* the error of P as the state (its tolerance, or
                             * the radius of its end; pole_inputs) */
    double feature;         /* the sigma of a miss below the search's parts
                             * (probe_feature_cb), or 0 */
    int feature_tries;      /* feature_search runs in this search (one at most) */
}
residual_probe;

/* The index j of sigma = j / ODE_RESIDUAL_SAMPLES, a sample, or 0. */
static slong sample_index(double sigma)
{
    double j = sigma * ODE_RESIDUAL_SAMPLES;
    return (j >= 1 && j <= ODE_RESIDUAL_SAMPLES && j == floor(j)) ? (slong) j : 0;
}

/* v = P_c(sigma s): its value at the step's start (the midpoint of a_c0,
 * every bit of it) plus the rest of the polynomial in doubles.  All in
 * doubles, a clock s' = 1 + 1e-400 y at 15 digits read 2 - 6.8e-17 as 2,
 * inside a box 1e-32 wide 5e-32 beyond T = 2 (helper-67's q00): every
 * step's samples missed, and run B went on in 10^6 steps of 6.5e-32 (200
 * s) to its step limit. */
static void probe_state(arb_t v, const residual_probe * R, slong c, double sigma)
{
    const ode_ctx_struct * C = R->C;
    double rest = 0.0;
    slong k;
    for (k = R->N; k >= 1; k--)
        rest = rest * sigma + R->b[c * (R->N + 1) + k];
    arb_set_d(v, rest * sigma);
    arb_add_arf(v, v, arb_midref(C->S + c * C->stride), C->prec + 64);
}

/* The coefficients a_j of P_c(sigma s) about sigma = m (a Taylor shift in
 * doubles, O(N^2)), kept per component for the last m: the state's bound
 * (centered_spread) and the smooth excess (smooth_excess) of one part use
 * the same shift. */
static const double * shift_to(residual_probe * R, slong c, double m)
{
    slong N = R->N, i, k;
    double * a = R->shift + c * (N + 1);

    if (m != R->shift_m)
    {
        for (i = 0; i < R->C->dim; i++)
            R->shift_ok[i] = 0;
        R->shift_m = m;
    }
    if (R->shift_ok[c])
        return a;
    for (k = 0; k <= N; k++)
        a[k] = R->b[c * (N + 1) + k];
    for (i = 0; i < N; i++)         /* synthetic division by (sigma - m), N times */
        for (k = N - 1; k >= i; k--)
            a[k] += m * a[k + 1];
    R->shift_ok[c] = 1;
    return a;
}

/* sum_{j >= 1} |a_j| r^j (shift_to), rounded up by 1e-12 of itself: how
 * far P_c strays from P_c(m) over [m - r, m + r].  The bound of
 * probe_eval, sum k |b_k| max(|lo|, |hi|)^(k - 1) r, takes every
 * coefficient at its absolute value: for e^(-2 sigma) over [0, 1] it is
 * 2 e^2 / 2 = 7.4 where the range is 0.86, and the interval search
 * (probe_spread) saw that excess on every part of a step as strongly as a
 * pulse's.  Used with the intervals only (a pulse's parts). */
static double centered_spread(residual_probe * R, slong c, double m, double r)
{
    slong k;
    double sum = 0.0, pw = 1.0;

    const double * a = shift_to(R, c, m);
    for (k = 1; k <= R->N; k++)
    {
        pw *= r;
        sum += fabs(a[k]) * pw;
    }
    return sum * (1.0 + 1e-12);
}

/* The excess of a smooth right-hand side's enclosure beyond the first
 * order over sigma in [m - r, m + r], as the enclosure of y' = -y has it:
 * the spread of dP_c/dsigma there, sum_{j >= 1} (j + 1) |a_{j+1}| r^j
 * (shift_to), less its first-order part 2 |a_2| r (which excess_spread
 * subtracts already).  A scale for the interval search's excess: a pulse's
 * part shows more than this, a smooth part about this. */
static double smooth_excess(residual_probe * R, slong c, double m, double r)
{
    slong k;
    double sum = 0.0, pw = r;

    const double * a = shift_to(R, c, m);
    for (k = 3; k <= R->N; k++)
    {
        pw *= r;
        sum += (double) k * fabs(a[k]) * pw;
    }
    return sum;
}

/* The outputs into R->out at t = t0 + s [lo, hi] and y = P(sigma s) over
 * sigma in [lo, hi] (balls when lo < hi: P(m) plus the bound sum k |b_k|
 * max(|lo|, |hi|)^(k-1) of its derivative times the half width, in
 * doubles; points otherwise): 0 when undefined there. */
static int probe_eval(residual_probe * R, double lo, double hi)
{
    const ode_ctx_struct * C = R->C;
    double m = 0.5 * (lo + hi), r = 0.5 * (hi - lo), smax = fmax(fabs(lo), fabs(hi));
    slong c, k, N = R->N;
    arb_t x;
    int ok;

    arb_init(x);
    arb_set_d(x, m);
    if (r > 0)
        mag_set_d(arb_radref(x), r);
    arb_mul(x, R->s, x, r > 0 ? R->tprec : 64);
    arb_add(R->in, C->t, x, r > 0 ? R->tprec : 64);
    for (c = 0; c < C->dim; c++)
    {
        probe_state(R->in + 1 + c, R, c, m);
        if (r > 0 && R->intervals)
            mag_set_d(arb_radref(R->in + 1 + c), centered_spread(R, c, m, r));
        else if (r > 0)
        {
            double d = 0.0;
            for (k = N; k >= 1; k--)
                d = d * smax + k * fabs(R->b[c * (N + 1) + k]);
            mag_set_d(arb_radref(R->in + 1 + c), d * r);
        }
    }
    if (R->nres > 0)
    {   /* y' = P'(sigma s) / s, over an interval with the bound of P'' */
        for (c = 0; c < C->dim; c++)
        {
            double d = 0.0, d2 = 0.0;
            for (k = N; k >= 1; k--)
                d = d * m + k * R->b[c * (N + 1) + k];
            arb_set_d(R->yp + c, d);
            if (r > 0)
            {
                for (k = N; k >= 2; k--)
                    d2 = d2 * smax + (double) k * (k - 1) * fabs(R->b[c * (N + 1) + k]);
                mag_set_d(arb_radref(R->yp + c), d2 * r);
            }
            arb_div(R->yp + c, R->yp + c, R->s, 64);
        }
        ok = R->st->residual(R->st->data, R->out, R->in, R->in + 1, R->yp, 64);
    }
    else if (r > 0 && R->intervals)
        ok = kernel_outputs_on(R->out, C->P->K, R->in, 64);
    else
        ok = kernel_outputs_at(R->out, C->P->K, R->in, 64);
    R->evals++;
    arb_clear(x);
    return ok;
}

/* The right-hand side, just evaluated on R->in (probe_eval at a point or
 * over a finest part of the search), is undefined there through a
 * quotient by a value holding 0 or a pole of tan (kernel_pole_on): the
 * step may hold a pole, which pole_confirmed decides over the whole step
 * (at 64 bits the points where 1 - cos(u) holds 0 lie up to 2.4e-3 of a
 * step away from the pole: a candidate's place says little). */
static void note_pole(residual_probe * R)
{
    if (!R->pole_candidate && R->nres == 0 && R->C->P->K != NULL
        && kernel_pole_on(R->C->P->K, R->in, 64))
        R->pole_candidate = 1;
}

/* The inputs of the program over sigma in [a, b] at prec bits: t = t0 +
 * sigma s and the step's polynomial P over it (its ball coefficients, by
 * Horner over the ball), within the state's error: x (1/(t - 1)) with x =
 * sin(t - 1) known to 10^-33 is (10^-33 + delta)/delta at t = 1 + delta,
 * no pole. */
static void pole_inputs(arb_ptr in, const residual_probe * R, const arf_t a, const arf_t b,
                        slong prec)
{
    const ode_ctx_struct * C = R->C;
    slong c;
    arb_t x;
    mag_t e;
    arb_init(x);
    arb_set_interval_arf(x, a, b, prec);
    arb_mul(x, x, R->s, prec);
    arb_add(in, C->t, x, prec);
    mag_init(e);
    mag_set_d(e, R->state_err);
    {   /* P to a precision that its error, the state's, leaves worth having
         * (64 bits beyond it; t keeps prec) */
        double bits = ceil(log2(fmax(R->size, 1e-300) / R->state_err));
        slong yprec = (bits > 0 && bits < prec - 64) ? 64 + (slong) bits : prec;
        arb_set_round(x, x, yprec);
        for (c = 0; c < C->dim; c++)
        {
            _arb_poly_evaluate(in + 1 + c, C->S + c * C->stride, R->N + 1, x, yprec);
            arb_add_error_mag(in + 1 + c, e);
        }
    }
    mag_clear(e);
    arb_clear(x);
}

/* log2 of the largest upper bound of |f_i| at the point sigma = x
 * (pole_inputs, within the state's error) into *up, and of the largest
 * lower bound into *low (-inf: none above 0); 0 when the right-hand side is
 * undefined there. */
static int pole_size_at(double * low, double * up, residual_probe * R, arb_ptr in, arb_ptr out,
                        const arf_t x, slong tp, slong pc)
{
    slong i;
    mag_t m;
    pole_inputs(in, R, x, x, tp);
    if (!kernel_outputs_at(out, R->C->P->K, in, pc))
        return 0;
    mag_init(m);
    *low = -INFINITY;
    *up = -INFINITY;
    for (i = 0; i < R->C->P->n; i++)
    {
        arb_get_mag_lower(m, out + i);
        if (!mag_is_zero(m))
            *low = fmax(*low, mag_get_d_log2_approx(m));
        arb_get_mag(m, out + i);
        *up = mag_is_zero(m) ? *up : fmax(*up, mag_get_d_log2_approx(m));
        if (!mag_is_finite(m))
            *up = INFINITY;
    }
    mag_clear(m);
    return 1;
}

/* Whether the candidate [lo, hi] holds a pole of the right-hand side,
 * whatever its size.  A quotient undefined over an interval may be a pole
 * (cos t + 10^-70/(3/2 - t)^2, whose residual exceeds the threshold only
 * within 10^-30 of t = 3/2: 30 "verified" digits were printed there and
 * beyond), a removable 0/0 (sin(t - 1)/(t - 1), sin(t - 1) (1/(t - 1)),
 * 1/tan(t - 1) - 1/(t - 1), 1/(2 + tan t) at pi/2, a state x = sin(t - 1)
 * over t - 1), or rounding (1/((t + 10^20) - (t + 10^20 - 1)) at 64
 * bits; helper-52 found each of these stopped by a first version that took
 * every such quotient for a pole).  At pc = ODE_POLE_PREC bits the parts where
 * the program still divides by a value holding 0 are searched depth first
 * from the whole step (the left half first; 64-bit noise made 1 - cos(u)
 * hold 0 up to 2.4e-3 of the step away from the pole, so a candidate's
 * place says little), split off their middle, down to 2^-k2 of
 * max(|t0|, |s|) (k2
 * = pc/2 - 20, so that 1 - cos(delta) keeps its digits: a
 * bound relative to the step, 2^-492 of a step of 3e-6 at t = 1.5, left
 * 1 - cos no digit), i.e. 2^-ks of the step.  At such a bracket the
 * right-hand side must be larger by 2^((ks - kf)/2) than at 2^-kf of the
 * step beside it (kf = 24, less where ks is small): a pole of order m
 * grows by about 2^((ks - kf) m) in between, a removable singularity not
 * at all.  Parts
 * whose halves both fail 12 times in a row are undefined all along (a
 * ball too wide, cosh(t)^2 - sinh(t)^2 at t = 30): the search ends there.
 * Poles of amplitude below about 2^-(k2/2) of the right-hand side (1e-74)
 * pass.  Parts 2^-k of the step long are evaluated at 2 k + 128 bits (pc
 * at the brackets), and a part jumps towards its divisor's zero when it
 * can (pole_zoom): about 170 evaluations a candidate where bisection alone
 * spent 4 ks (sin(10 (t + 1))/sin(t + 1) to t = 500 passes 160 removable
 * points in 0.5 s at 30 digits, 2.2 s with bisection alone, 0.24-0.4 s
 * before the test; pc = 512 at 30 digits had let poles of 1e-70 pass).
 * Returns the sigma of a pole, or 0. */
#define ODE_POLE_PREC 1024
#define ODE_POLE_BOTH 12
#define ODE_POLE_ZOOM_WAIT 3
#define ODE_POLE_JUMP 24
/* The bits by which t0 exceeds the step s (2^(et - es), at most 4096; 0
 * when t0 is 0 or not larger): what t = t0 + sigma s needs beyond a
 * resolution relative to the step. */
static slong t0_bits_over_step(const ode_ctx_struct * C, arb_srcptr s)
{
    slong et = ARF_EXP(arb_midref(C->t)), es = ARF_EXP(arb_midref(s));
    if (!arf_is_zero(arb_midref(C->t)) && !COEFF_IS_MPZ(et) && !COEFF_IS_MPZ(es) && et > es)
        return FLINT_MIN(et - es, 4096);
    return 0;
}

/* The bits of the deep searches for a part w = 2^-k of the step long: 2 k
 * + 128 (what 1 - cos over it needs), at most pc. */
static slong part_bits(const arf_t w, slong ks, slong pc)
{
    slong k = arf_is_zero(w) ? ks : -ARF_EXP(w);
    return FLINT_MIN(pc, 2 * FLINT_MAX(k, 0) + 128);
}

/* m = (a + b)/2 + w/256, w = b - a: off the middle of [a, b], where a
 * point candidate sits on the pole. */
static void off_middle(arf_t m, const arf_t a, const arf_t b, const arf_t w, slong prec)
{
    arf_mul_2exp_si(m, w, -7);
    arf_add(m, m, a, prec, ARF_RND_NEAR);
    arf_add(m, m, b, prec, ARF_RND_NEAR);
    arf_mul_2exp_si(m, m, -1);
}

static arf_ptr pole_stack_init(slong n)
{
    slong i;
    arf_ptr v = flint_malloc(sizeof(arf_struct) * n);
    for (i = 0; i < n; i++)
        arf_init(v + i);
    return v;
}

static void pole_stack_clear(arf_ptr v, slong n)
{
    slong i;
    for (i = 0; i < n; i++)
        arf_clear(v + i);
    flint_free(v);
}

/* One jump of the search towards the zero of the divisor that makes
 * [a, b] (w = b - a) undefined (kernel_pole_instr_on).  Its enclosures at
 * a and b (kernel_divisor_on) place a zero of order m by the secant of
 * |d|^(1/m), linear on either side of it: m = 1 or 3 (opposite signs), 2
 * or 4 (one sign, 1 - cos u or u^4), the higher on odd attempts.  The
 * guess z is kept when [a, z - eps] and [z + eps, b] are defined, eps =
 * 2^-ODE_POLE_JUMP w (no less than 2^-(ks + 2)); [z - eps, z + eps] then
 * replaces [a, b]: 24 halvings for 6 evaluations, where bisection spends
 * 48 (sin(10 (t + 1))/sin(t + 1) to t = 500 passes 318 removable points,
 * and their 970 evaluations each were 90 % of the run, 2.2 s at 30
 * digits).  (Jumps of more than 24 bits fail: a ball's radius has 30
 * bits, so the ball of [a, z - eps] reaches 2^-30 w beyond its end, over
 * the zero.)  Returns 1 with [za, zb] set, -1 when no part of [a, b] is
 * undefined, 0 when the guess failed (the caller bisects). */
static int pole_zoom(arf_t za, arf_t zb, residual_probe * R, arb_ptr in, const arf_t a,
                     const arf_t b, const arf_t w, slong attempt, slong ks, slong p, slong tpl,
                     slong * evals)
{
    kernel_struct * K = R->C->P->K;
    slong i;
    arb_t da, db, x, y;
    arf_t eps;
    int res = 0, fl, fr, fz;

    pole_inputs(in, R, a, b, tpl);
    i = kernel_pole_instr_on(K, in, p);
    *evals += 1;
    if (i < 0)
        return -1;
    arb_init(da); arb_init(db); arb_init(x); arb_init(y);
    arf_init(eps);
    pole_inputs(in, R, a, a, tpl);
    fl = kernel_divisor_on(da, K, in, p, i);
    pole_inputs(in, R, b, b, tpl);
    fr = fl && kernel_divisor_on(db, K, in, p, i);
    *evals += 2;
    if (fr && !arf_is_zero(arb_midref(da)) && !arf_is_zero(arb_midref(db)))
    {
        /* a zero of order m: |d|^(1/m) is linear on either side of it */
        ulong m = (arf_sgn(arb_midref(da)) == arf_sgn(arb_midref(db))) ? 2 : 1;
        m += 2 * (ulong) (attempt % 2);
        arb_set_arf(x, arb_midref(da));
        arb_set_arf(y, arb_midref(db));
        arb_abs(x, x);
        arb_abs(y, y);
        if (m > 1)
        {
            arb_root_ui(x, x, m, tpl);
            arb_root_ui(y, y, m, tpl);
        }
        arb_add(y, x, y, tpl);
        arb_div(x, x, y, tpl);      /* the zero's place as a fraction of w */
        arb_mul_arf(x, x, w, tpl);
        arb_add_arf(x, x, a, tpl);  /* z */
        arf_mul_2exp_si(eps, w, -ODE_POLE_JUMP);
        if (arf_cmp_2exp_si(eps, -(ks + 2)) < 0)
            arf_set_si_2exp_si(eps, 1, -(ks + 2));
        arf_mul_2exp_si(arb_midref(y), eps, 3);
        if (arb_is_finite(x) && arf_cmp(arb_midref(y), w) < 0)
        {
            arf_sub(za, arb_midref(x), eps, tpl, ARF_RND_DOWN);
            arf_add(zb, arb_midref(x), eps, tpl, ARF_RND_UP);
            if (arf_cmp(za, a) < 0)
                arf_set(za, a);
            if (arf_cmp(zb, b) > 0)
                arf_set(zb, b);
            fl = 0;
            fr = 0;
            if (arf_cmp(za, a) > 0)
            {
                pole_inputs(in, R, a, za, tpl);
                fl = kernel_pole_on(K, in, p);
            }
            if (!fl && arf_cmp(zb, b) < 0)
            {
                pole_inputs(in, R, zb, b, tpl);
                fr = kernel_pole_on(K, in, p);
            }
            *evals += 2;
            if (!fl && !fr && arf_cmp(za, zb) < 0)
            {
                pole_inputs(in, R, za, zb, tpl);
                fz = kernel_pole_on(K, in, p);
                *evals += 1;
                res = fz ? 1 : -1;
            }
        }
    }
    arb_clear(da); arb_clear(db); arb_clear(x); arb_clear(y);
    arf_clear(eps);
    return res;
}

static double pole_confirmed(residual_probe * R)
{
    const ode_ctx_struct * C = R->C;
    kernel_struct * K = C->P->K;
    slong pc = ODE_POLE_PREC;
    slong tp = pc, dim = C->dim, n = C->P->n, top = 0, evals = 0;
    slong k2 = pc / 2 - 20, depth = pc, ks, kf, gap = t0_bits_over_step(C, R->s);
    double found = 0.0, l, u, low2, up1;
    arf_ptr sa = pole_stack_init(depth + 2), sb = pole_stack_init(depth + 2);
    slong * both = flint_calloc(depth + 2, sizeof(slong)), zwait, zn = 0;
    slong * zw = flint_calloc(depth + 2, sizeof(slong));     /* levels before a zoom */
    arf_t m, w, pa;
    arb_ptr in = _arb_vec_init(dim + 1), out = _arb_vec_init(n);

    tp += gap;
    ks = k2 - gap;
    kf = FLINT_MIN(24, ks - 60);
    arf_init(m);
    arf_init(w);
    arf_init(pa);
    if (kf < 1)
        goto done;          /* (a step too short against t0 to tell) */
    arf_set_d(sa, 0.0);
    arf_set_d(sb, 1.0);
    pole_inputs(in, R, sa, sb, tp);
    if (kernel_pole_on(K, in, pc))
        top = 1;
    while (top > 0 && found == 0.0 && evals < 8 * pc)
    {
        arf_ptr a = sa + top - 1, b = sb + top - 1;
        slong nb = both[top - 1], p;
        int fl, fr, z;
        arf_sub(w, b, a, tp, ARF_RND_DOWN);
        if (arf_cmpabs_2exp_si(w, -ks) < 0)
        {   /* a bracket: the right-hand side at its ends against 2^-kf of
             * the step beside it (within the step) */
            low2 = -INFINITY;
            if (pole_size_at(&l, &u, R, in, out, a, tp, pc))
                low2 = fmax(low2, l);
            if (pole_size_at(&l, &u, R, in, out, b, tp, pc))
                low2 = fmax(low2, l);
            arf_set_si_2exp_si(m, 1, -kf);
            if (arf_cmp_2exp_si(a, -kf + 1) >= 0)
                arf_sub(m, a, m, tp, ARF_RND_DOWN);
            else
                arf_add(m, b, m, tp, ARF_RND_UP);
            evals += 3;
            if (isfinite(low2) && pole_size_at(&l, &up1, R, in, out, m, tp, pc)
                && low2 > fmax(up1, log2(R->size / fabs(R->sd)) - pc) + 0.5 * (ks - kf))
                found = fmax(arf_get_d(a, ARF_RND_NEAR), 1e-300);
            top--;
            continue;
        }
        /* parts 2^-k of the step long: 2 k + 128 bits (what 1 - cos over
         * them needs), pc at the brackets; a jump to the divisor's zero
         * (pole_zoom), else bisection, where the next jump waits for
         * ODE_POLE_ZOOM_WAIT levels */
        p = part_bits(w, ks, pc);
        z = (zw[top - 1] == 0) ? pole_zoom(m, pa, R, in, a, b, w, zn, ks, p, p + tp - pc, &evals)
                               : 0;
        if (z == 1)
        {
            arf_swap(a, m);
            arf_swap(b, pa);
            both[top - 1] = 0;
            continue;
        }
        if (z == -1)
        {
            top--;
            continue;
        }
        if (zw[top - 1] == 0)
            zn++;       /* (the next jump tries the other order) */
        zw[top - 1] = (zw[top - 1] == 0) ? ODE_POLE_ZOOM_WAIT : zw[top - 1] - 1;
        off_middle(m, a, b, w, tp);
        pole_inputs(in, R, a, m, p + tp - pc);
        fl = kernel_pole_on(K, in, p);
        pole_inputs(in, R, m, b, p + tp - pc);
        fr = kernel_pole_on(K, in, p);
        evals += 2;
        top--;              /* (a, b: the entry just popped) */
        if (fl && fr && nb + 1 >= ODE_POLE_BOTH)
            break;          /* (undefined all along) */
        arf_set(pa, a);
        zwait = zw[top];
        if (fr && top < depth)
        {   /* (b stays: the right half is [m, b]) */
            arf_set(sa + top, m);
            both[top] = (fl && fr) ? nb + 1 : 0;
            zw[top] = zwait;
            top++;
        }
        if (fl && top < depth)
        {
            arf_set(sa + top, pa);
            arf_set(sb + top, m);
            both[top] = (fl && fr) ? nb + 1 : 0;
            zw[top] = zwait;
            top++;
        }
    }
done:
    arf_clear(m);
    arf_clear(w);
    arf_clear(pa);
    pole_stack_clear(sa, depth + 2);
    pole_stack_clear(sb, depth + 2);
    flint_free(both);
    flint_free(zw);
    _arb_vec_clear(in, dim + 1);
    _arb_vec_clear(out, n);
    return found;
}

/* The evaluations of a spread over sigma in [lo, hi]: at its midpoint
 * into R->fm (a sample's cached values when it is one), then over the
 * interval into R->out.  0 when the midpoint is undefined; 2 when the
 * interval is (its n spreads dev are then DBL_MAX: a bump, or a ball too
 * wide to tell); else 1. */
static int probe_mid_and_ball(double * dev, slong n, residual_probe * R, double lo, double hi)
{
    slong i, j = sample_index(0.5 * (lo + hi));
    if (j > 0 && R->fs_ok[j - 1])
        _arb_vec_set(R->fm, R->fs + (j - 1) * R->nout, R->nout);
    else if (!probe_eval(R, 0.5 * (lo + hi), 0.5 * (lo + hi)))
    {
        note_pole(R);
        return 0;
    }
    else
        _arb_vec_swap(R->fm, R->out, R->nout);
    if (probe_eval(R, lo, hi))
        return 1;
    for (i = 0; i < n; i++)
        dev[i] = DBL_MAX;
    return 2;
}

/* How far DAE residual i at the point sigma may move when the state and
 * its derivative move by the error the step is allowed (R->state_err, and
 * that over the step's length for the derivative): the radius of the
 * residual with those errors on its inputs; 0 where it is undefined. */
static double dae_error_effect(residual_probe * R, double sigma, slong i)
{
    slong c, dim = R->C->dim;
    arb_ptr out;
    double effect = 0.0;
    mag_t e;

    /* R->in and R->yp at the point (R->out as before: the same values) */
    if (!probe_eval(R, sigma, sigma))
        return 0.0;
    out = _arb_vec_init(R->nout);
    mag_init(e);
    for (c = 0; c < dim; c++)
    {
        mag_set_d(e, R->state_err);
        arb_add_error_mag(R->in + 1 + c, e);
        mag_set_d(e, R->state_err / fmax(fabs(R->sd), 1e-300));
        arb_add_error_mag(R->yp + c, e);
    }
    if (R->st->residual(R->st->data, out, R->in, R->in + 1, R->yp, 64))
        effect = mag_get_d(arb_radref(out + i));
    mag_clear(e);
    _arb_vec_clear(out, R->nout);
    return isfinite(effect) ? effect : 0.0;
}

/* A DAE stepper's residuals at the point sigma (cached for a sample):
 * a miss is |r_i| beyond its ball by more than thr times the size of
 * equation i's terms, and by more than the error the step may carry can
 * move it (dae_error_effect): an equation whose terms all vanish with the
 * solution (the constraint x y = 0 at acceleration level, x'' y + 2 x' y'
 * + x y'', on x = 0) has terms of the size of the state's rounding,
 * 3e-33 at 20 digits, and a residual of 9e-34 there was a miss at every
 * step, cut down to 10^-10 (el3, y = 1 + 2t backward: no end; fuzz
 * daeoracle, seed 105, helper-64). */
static int dae_miss_at(residual_probe * R, double sigma)
{
    slong i, j = sample_index(sigma);
    arb_srcptr out = R->out;
    int miss = 0;

    if (j > 0 && R->fs_ok[j - 1])
        out = R->fs + (j - 1) * 2 * R->nres;
    else if (!probe_eval(R, sigma, sigma))
        return 0;       /* (undefined there: the branch tests decide) */
    for (i = 0; i < R->nchk && !miss; i++)
    {
        double d = fabs(arf_get_d(arb_midref(out + i), ARF_RND_NEAR));
        double rad = mag_get_d(arb_radref(out + i));
        if (isfinite(d) && isfinite(rad) && d - rad > R->thr * R->scale[i])
        {
            double effect = dae_error_effect(R, sigma, i);
            if (d - rad <= effect)
            {
                if (getenv("SERSOL_ODE_DEBUG") != NULL)
                    fprintf(stderr, "ode: residual at sigma %.6g: equation %ld off by %.3g, within "
                            "what the step's allowed error moves it (%.3g)\n", sigma, (long) i, d,
                            effect);
                continue;
            }
            miss = 1;
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "ode: residual miss at sigma %.6g: equation %ld off by %.3g "
                        "(terms %.3g, threshold %.3g of them)\n", sigma, (long) i, d,
                        R->scale[i], R->thr);
        }
    }
    return miss;
}

/* Their excess spread over sigma in [lo, hi], relative to each equation's
 * terms (a smooth problem's halves halve; a bump keeps its height). */
static int dae_spread(double * dev, residual_probe * R, double lo, double hi)
{
    slong i;
    int st = probe_mid_and_ball(dev, R->nres, R, lo, hi);
    mag_t m;

    if (st != 1)
        return st == 2;
    mag_init(m);
    for (i = 0; i < R->nres; i++)
    {
        arb_sub(R->out + i, R->out + i, R->fm + i, 64);
        arb_get_mag(m, R->out + i);
        dev[i] = (i < R->nchk) ? mag_get_d(m) / R->scale[i] : 0.0;
        if (!(dev[i] <= DBL_MAX))
            dev[i] = DBL_MAX;
    }
    mag_clear(m);
    return 1;
}

/* Whether the right-hand side's values out at the point sigma of the step
 * miss P's derivative there by more than the threshold beyond their
 * radii. */
static int residual_exceeds(const residual_probe * R, arb_srcptr out, double sigma)
{
    const ode_problem_struct * P = R->C->P;
    slong i, k, N = R->N;
    int miss = 0;

    for (i = 0; i < P->n && !miss; i++)
    {
        slong c = P->comp[i] + (P->order[i] == 2);
        double d = 0.0, f, rf;
        for (k = N; k >= 1; k--)        /* P_c'(sigma s) s = sum k b_k sigma^(k-1) */
            d = d * sigma + k * R->b[c * (N + 1) + k];
        f = arf_get_d(arb_midref(out + i), ARF_RND_NEAR);
        rf = mag_get_d(arb_radref(out + i));
        if (!isfinite(f) || !isfinite(d))
            continue;
        if (fabs(d - f * R->sd) - rf * fabs(R->sd) - 1e-12 * R->size > R->thr)
        {
            miss = 1;
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "ode: residual miss at sigma %.6g: P' s = %.6g, f s = %.6g "
                        "(+- %.3g), threshold %.3g\n", sigma, d, f * R->sd, rf * fabs(R->sd),
                        R->thr);
        }
    }
    return miss;
}

/* Whether the residual misses at the point sigma of the step. */
static int probe_miss_at(residual_probe * R, double sigma)
{
    const ode_problem_struct * P = R->C->P;

    if (!probe_eval(R, sigma, sigma))
    {   /* (undefined there: a pole, else the branch tests decide) */
        note_pole(R);
        return 0;
    }
    if (sample_index(sigma) > 0)
    {
        slong j = sample_index(sigma);
        _arb_vec_set(R->fs + (j - 1) * P->n, R->out, P->n);
        R->fs_ok[j - 1] = 1;
    }
    return residual_exceeds(R, R->out, sigma);
}

/* The excess spread of the right-hand side over sigma in [lo, hi]: dev[i]
 * = max |f_i - f_i(midpoint)| |s| over the ball enclosure at t = t0 +
 * s [lo, hi], y = P (probe_eval), less the variation of P_c' s (c: the
 * output's component) along the step, |sum k (k - 1) b_k m^(k-2)| times
 * the half width (a smooth right-hand side's spread is mostly that; a
 * small bump's is not).  An enclosure undefined there (log, sqrt or a
 * quotient of a wide ball of exp(-u^2)), or beyond a double, counts as
 * DBL_MAX.  Returns 0 when the midpoint itself is undefined. */
/* The excess spreads of the enclosure in R->out (probe_spread). */
static void excess_spread(double * dev, residual_probe * R, double lo, double hi)
{
    const ode_problem_struct * P = R->C->P;
    double mid = 0.5 * (lo + hi);
    slong i, k, N = R->N;
    mag_t m;

    mag_init(m);
    for (i = 0; i < P->n; i++)
    {
        slong c = P->comp[i] + (P->order[i] == 2);
        double d2 = 0.0;
        for (k = N; k >= 2; k--)
            d2 = d2 * mid + (double) k * (k - 1) * R->b[c * (N + 1) + k];
        arb_sub(R->out + i, R->out + i, R->fm + i, 64);
        arb_get_mag(m, R->out + i);
        dev[i] = mag_get_d(m) * fabs(R->sd);
        if (!(dev[i] <= DBL_MAX))   /* (a bump, or a wide ball's overestimate) */
            dev[i] = DBL_MAX;
        else
            dev[i] = fmax(0.0, dev[i] - fabs(d2) * 0.5 * (hi - lo));
    }
    mag_clear(m);
}

/* The excess spread over sigma in [lo, hi] (excess_spread) of the ball
 * enclosure; where that is undefined or beyond a double (DBL_MAX), the
 * interval enclosure (kernel_outputs_on, src/kernel/interval.c) refines
 * it: an excess within the threshold there rules the part out; above it,
 * the part stays suspect at 10^300 times its share of the terms' size, so
 * that the search looks first where the interval shows the most.  Ball
 * arithmetic cannot hold [1, e^600] without 0: 1/cosh(10^4 (t - 1/2)) was
 * undefined over every part of a step until parts 10^-4 long, the search
 * spent its budget on parts away from the peak, and y' = cos t + 1/cosh(10^4
 * (t - 1/2)) printed sin 2 at t = 2 with 15 "verified" digits (the pulse adds
 * pi 10^-4).  Returns 0 when the midpoint itself is undefined. */
static int probe_spread(double * dev, residual_probe * R, double lo, double hi)
{
    const ode_problem_struct * P = R->C->P;
    slong i, wide = 0;
    int st = probe_mid_and_ball(dev, P->n, R, lo, hi);

    if (st == 0)
        return 0;
    if (st == 1)
        excess_spread(dev, R, lo, hi);
    for (i = 0; i < P->n; i++)
        wide += (dev[i] == DBL_MAX);
    if (wide > 0 && P->K != NULL)
    {
        double * iv = flint_malloc(sizeof(double) * P->n);
        int ok;
        R->intervals = 1;
        ok = probe_eval(R, lo, hi);
        R->intervals = 0;
        if (!ok && hi - lo <= ldexp(1.0, -KERNEL_SEARCH_DEPTH))
            note_pole(R);
        if (ok && _arb_vec_is_finite(R->out, P->n))
        {
            excess_spread(iv, R, lo, hi);
            for (i = 0; i < P->n; i++)
                if (dev[i] == DBL_MAX && iv[i] < DBL_MAX)
                {
                    slong c = P->comp[i] + (P->order[i] == 2);
                    double score = iv[i] / (smooth_excess(R, c, 0.5 * (lo + hi), 0.5 * (hi - lo))
                                            + R->thr);
                    dev[i] = (iv[i] <= R->thr) ? iv[i] : 1e300 * (score / (score + 1.0));
                }
        }
        flint_free(iv);
    }
    return 1;
}

/* The callbacks of kernel_residual_search (src/kernel/residual.c: the
 * search between the samples; a bump of the right-hand side narrower than
 * their spacing, y' = cos t + exp(-((t - 1)/(1/1000))^2) from 0 to 2.5:
 * the samples 0.16 apart missed it and both runs printed sin 2 with 30
 * digits).  t and the state P both as balls: a bump in an unknown u with
 * u' = 1 is found as well. */
static int probe_spread_cb(double * dev, void * data, double lo, double hi)
{
    residual_probe * R = (residual_probe *) data;
    return R->nres > 0 ? dae_spread(dev, R, lo, hi) : probe_spread(dev, R, lo, hi);
}

static int probe_miss_cb(void * data, double sigma)
{
    residual_probe * R = (residual_probe *) data;
    return R->nres > 0 ? dae_miss_at(R, sigma) : probe_miss_at(R, sigma);
}

/* The point of a finest part [lo, hi] of the search (2^-24 of the step)
 * where the residual misses, below the search's resolution, or 0: down
 * the half whose interval enclosure of the right-hand side is larger (a
 * spike's half holds its peak), at the bits of pole_confirmed (2 k + 128
 * for parts 2^-k of the step, at most ODE_POLE_PREC), with a point test
 * at the middle of each half taken, to 2^-ks of the step.  A half where the
 * enclosure is undefined ends it (a divisor holding 0: the pole search's
 * to judge), as does a point test undefined there. */
static double feature_search(residual_probe * R, double lo, double hi)
{
    const ode_ctx_struct * C = R->C;
    kernel_struct * K = C->P->K;
    slong pc = ODE_POLE_PREC, gap = t0_bits_over_step(C, R->s), n = C->P->n, i, h, level;
    slong tp = pc + gap, ks = pc / 2 - 20 - gap;
    double found = 0.0;
    arf_t a, b, m, w, c;
    arb_ptr in = _arb_vec_init(C->dim + 1), out = _arb_vec_init(n);
    mag_t bound[2], x;

    arf_init(a); arf_init(b); arf_init(m); arf_init(w); arf_init(c);
    mag_init(bound[0]); mag_init(bound[1]); mag_init(x);
    arf_set_d(a, lo);
    arf_set_d(b, hi);
    for (level = 0; level < ks && found == 0.0; level++)
    {
        slong p, tpl;
        int ok = 1;
        arf_sub(w, b, a, tp, ARF_RND_DOWN);
        if (arf_cmpabs_2exp_si(w, -ks) < 0)
            break;
        p = part_bits(w, ks, pc);
        tpl = p + tp - pc;
        off_middle(m, a, b, w, tp);
        for (h = 0; h < 2 && ok; h++)
        {
            pole_inputs(in, R, h ? m : a, h ? b : m, tpl);
            ok = kernel_outputs_on(out, K, in, p) && _arb_vec_is_finite(out, n);
            mag_zero(bound[h]);
            for (i = 0; i < n && ok; i++)
            {
                arb_get_mag(x, out + i);
                mag_max(bound[h], bound[h], x);
            }
        }
        if (!ok)
            break;
        if (mag_cmp(bound[1], bound[0]) > 0)
            arf_swap(a, m);             /* [m, b] */
        else
            arf_swap(b, m);             /* [a, m] */
        arf_add(c, a, b, tp, ARF_RND_NEAR);
        arf_mul_2exp_si(c, c, -1);
        pole_inputs(in, R, c, c, tpl);
        if (!kernel_outputs_at(out, K, in, p))
            break;
        if (residual_exceeds(R, out, arf_get_d(c, ARF_RND_NEAR)))
            found = fmax(arf_get_d(c, ARF_RND_NEAR), 1e-300);
    }
    arf_clear(a); arf_clear(b); arf_clear(m); arf_clear(w); arf_clear(c);
    mag_clear(bound[0]); mag_clear(bound[1]); mag_clear(x);
    _arb_vec_clear(in, C->dim + 1);
    _arb_vec_clear(out, n);
    return found;
}

/* Whether a finest part [lo, hi] of the search (its spread did not
 * shrink) holds a feature narrower than it: its enclosure (ball, else
 * interval) reaches beyond the value at its midpoint and the first-order
 * model (excess_spread) by more than 10 times the threshold and 1000 times
 * that value's own rounding, and feature_search finds a point there where
 * the residual misses.  y' = cos t + w/((t - 3/2)^2 + w^2), w = 10^-40,
 * whose spike adds pi to y(2), took steps over t = 3/2: its coefficients
 * at their starts show the pair only as w k/d^k, the samples and the
 * search's midpoints (2^-24 of a step apart at best) never met the spike,
 * and both runs printed sin 2 with 30 "verified" digits (4.05 is right);
 * the finest part's enclosure reached 10^40.  Now the point found is a
 * miss, the steps close in, their coefficients show the pair and the run
 * stops before it ("singularity ahead"), as it did for w >= 10^-37.  The
 * enclosures beside a cancelling pair (u/u - u/u) or a removable 0/0
 * spread as a spike's do, but their point tests do not miss.  One such
 * search a step at most (the search's first suspect is the spike's part:
 * y' = (exp(3000 t) + cos t) - exp(3000 t), whose enclosures spread by the
 * rounding of e^1500 everywhere, took 3.4 s instead of 0.4 s with one for
 * every finest part). */
static int probe_feature_cb(void * data, double lo, double hi)
{
    residual_probe * R = (residual_probe *) data;
    const ode_problem_struct * P = R->C->P;
    slong i;
    int st, big = 0;
    double * dev, sigma = 0.0;

    if (R->nres > 0 || P->K == NULL || R->feature_tries > 0)
        return 0;
    dev = flint_malloc(sizeof(double) * P->n);
    st = probe_mid_and_ball(dev, P->n, R, lo, hi);
    if (st == 2)
    {   /* (the ball undefined: the interval enclosure) */
        R->intervals = 1;
        st = probe_eval(R, lo, hi) && _arb_vec_is_finite(R->out, P->n);
        R->intervals = 0;
    }
    if (st == 1)
    {
        excess_spread(dev, R, lo, hi);
        for (i = 0; i < P->n && !big; i++)
            big = dev[i] < DBL_MAX && dev[i] > 10.0 * R->thr
                  + 1e3 * mag_get_d(arb_radref(R->fm + i)) * fabs(R->sd);
    }
    flint_free(dev);
    if (st == 0)
        big = 1;        /* (its midpoint undefined at 64 bits: 1e-60/((t - 3/2)^2 +
                         * 1e-120) where t rounds to 3/2) */
    if (big)
        R->feature_tries++;
    if (big && (sigma = feature_search(R, lo, hi)) > 0.0)
    {
        R->feature = sigma;
        if (getenv("SERSOL_ODE_DEBUG") != NULL)
            fprintf(stderr, "ode: residual search: a miss at sigma %.17g, below the search's "
                    "parts\n", sigma);
    }
    return sigma > 0.0;
}

static double residual_search(residual_probe * R)
{
    kernel_residual_search_t S;
    double first;
    S.n = R->nres > 0 ? R->nres : R->C->P->n;
    S.samples = ODE_RESIDUAL_SAMPLES;
    S.thr = R->thr;
    S.size = R->nres > 0 ? 1.0 : R->size;     /* (a DAE's spreads: relative) */
    S.evals = &R->evals;
    S.spread = probe_spread_cb;
    S.miss_at = probe_miss_cb;
    S.feature_at = probe_feature_cb;
    S.data = R;
    R->feature = 0.0;
    R->feature_tries = 0;
    first = kernel_residual_search(&S);
    return (R->feature > 0.0 && first > 0.0) ? R->feature : first;
}

/* Residual samples: the step's polynomial P must satisfy the equation
 * inside the step, P'(t) = f(t, P(t)).  Its truncation error is estimated
 * from the coefficients at the expansion point (§2), which can miss a
 * feature of an entire right-hand side that leaves no trace there (its
 * coefficients at t0 are e^(-(c/w)^2) small for a pulse of width w at
 * distance c).  y' = -y + exp(-((t - 1.3)/(1/20))^2) took one step from 0
 * to 2.9 in both runs, which agreed on e^-3 to 30 "verified" digits.  At
 * ODE_RESIDUAL_SAMPLES points sigma s of the step (sigma = 1/16, 2/16, ...,
 * 1) the derivative of P is compared, in doubles, with the right-hand side
 * evaluated at 64 bits on P (kernel_outputs_at); a difference times |s|
 * above ODE_RESIDUAL_REL of the terms' size (or 1000 (N + 1) times the
 * tolerance or the error the step's balls carry, the truncation's own
 * residual) is a miss; then residual_search looks between the samples.
 * Returns the smallest sigma with a miss among the samples, else the
 * search's, or 0.  A gross-miss detector, not a proof (docs/ode.md §3
 * "Blind spot").  Kernel problems only (not the DAE steppers).  *pole is
 * set to 1 when the sigma returned is a pole met inside the step
 * (note_pole), else left alone. */
/* The judge of the forcing search for a DAE stepper's kernels
 * (kernel_forcing_search): its residuals at the point sigma at the working
 * precision, the state P(sigma s) and its derivative P'(sigma s); a miss
 * where one exceeds its terms' scale times the error allowed relative to
 * the state's size (the samples' test without their floor of 10^-10). */
static int dae_point_misses(void * data, double sigma)
{
    residual_probe * R = (residual_probe *) data;
    const ode_ctx_struct * C = R->C;
    slong dim = C->dim, prec = C->prec, c, i;
    arb_ptr y = _arb_vec_init(dim), yp = _arb_vec_init(dim), out = _arb_vec_init(2 * R->nres);
    arb_t x, t;
    mag_t e;
    int miss = 0;

    arb_init(x);
    arb_init(t);
    mag_init(e);
    arb_set_d(x, sigma);
    arb_mul(x, x, R->s, prec);
    for (c = 0; c < dim; c++)
        _arb_poly_evaluate2(y + c, yp + c, C->S + c * C->stride, R->N + 1, x, prec);
    arb_add(t, C->t, x, prec);
    if (R->st->residual(R->st->data, out, t, y, yp, prec))
        for (i = 0; i < R->nres && !miss; i++)
        {
            arb_get_mag(e, out + i);
            miss = !(mag_get_d(e) <= R->state_err / fmax(R->size, 1e-300) * R->scale[i]);
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "ode: forcing: equation %ld off by %.3g at sigma %.17g "
                        "(terms %.3g, allowed %.3g of them)\n", (long) i, mag_get_d(e), sigma,
                        R->scale[i], R->state_err / fmax(R->size, 1e-300));
        }
    arb_clear(x);
    arb_clear(t);
    mag_clear(e);
    _arb_vec_clear(y, dim);
    _arb_vec_clear(yp, dim);
    _arb_vec_clear(out, 2 * R->nres);
    return miss;
}

/* The forcing search over a DAE stepper's kernels: the sigma of a miss,
 * or 0. */
static double dae_forcing_miss(residual_probe * R)
{
    const ode_stepper_struct * st = R->st;
    kernel_forcing_search_t F;
    double sigma = 0.0;
    slong i;

    if (st->forcing_kernel == NULL)
        return 0.0;
    F.t0 = R->C->t;
    F.s = R->s;
    F.len = R->N;
    F.tprec = kernel_forcing_tprec(R->C->t, R->s);
    F.wprec = R->C->prec;
    F.miss_at = dae_point_misses;
    F.area_share = NULL;
    F.feature_effect = NULL;
    F.data = R;
    F.states_inexact = 0;
    F.state_widen = NULL;   /* (a DAE's forcing kernels read t alone) */
    for (i = 0; i < st->num_forcing_kernels && sigma == 0.0; i++)
        sigma = kernel_forcing_search(st->forcing_kernel(st->data, i), &F);
    return sigma;
}

/* The error of each component at the end of the step beside its own
 * series, into e[0..dim-1] (the drift's increment, ode_ctx_struct.drift):
 * the radius of its value without the truncation estimate they share
 * (the rounding of its coefficients and of the evaluation) plus its own
 * last two terms |a_N s^N| + |a_(N-1) s^(N-1)| (its truncation).  The
 * shared estimate is fitted to the largest component: it put 5e-19 on a
 * clock s' = 1 + 1e-400 y at 15 digits, whose terms beyond the first are
 * 1e-400, and the forcing search could no longer place a box 1e-25 wide
 * beyond T in it (helper-67's x020: exit 1, where the run had printed the
 * truth).  0 in ball mode, whose series carry the radii. */
static void step_errors(double * e, const ode_ctx_struct * C, slong N, const arb_t s,
                        arb_srcptr ynew, const ode_fit_t * fit)
{
    slong c, k, dim = C->dim;
    double le = ode_tail_log_error(fit, N, log_abs_upper(s));
    double shared = (le == -INFINITY) ? 0.0 : exp(le);
    mag_t m, p, hk;

    mag_init(m);
    mag_init(p);
    mag_init(hk);
    for (c = 0; c < dim; c++)
    {
        e[c] = 0.0;
        if (C->ball)
            continue;
        mag_zero(m);
        for (k = FLINT_MAX(N - 1, 0); k <= N; k++)
        {
            arb_get_mag(hk, s);
            mag_pow_ui(hk, hk, (ulong) k);
            arb_get_mag(p, C->S + c * C->stride + k);
            mag_mul(p, p, hk);
            mag_add(m, m, p);
        }
        e[c] = fmax(0.0, mag_get_d(arb_radref(ynew + c)) - shared) + mag_get_d(m);
        if (!(e[c] >= 0.0))
            e[c] = INFINITY;
    }
    mag_clear(m);
    mag_clear(p);
    mag_clear(hk);
}

/* The step's residual tests (samples, search, poles, forcing terms): the
 * sigma of the first miss, or 0; *pole = 1 when the miss is a confirmed
 * pole, 2 when the forcing search placed it (a narrow feature of a term of
 * t). */
static double residual_miss(const ode_ctx_struct * C, slong N, const arb_t s, double log_tol,
                            arb_srcptr ynew, const double * step_err, int * pole)
{
    ode_problem_struct * P = C->P;
    slong dim = C->dim, j, k, c;
    double sd = arf_get_d(arb_midref(s), ARF_RND_NEAR), size = 0.0, thr, first = 0.0;
    double * b, * csize;     /* csize: sum_k |b_ck| of each component */
    arb_t pw, x;
    residual_probe R;
    int ok = 1;

    const ode_stepper_struct * st = P->stepper;
    slong nres = (st != NULL && st->residual != NULL) ? st->num_residuals : 0;
    slong nout = st != NULL ? 2 * nres : P->n;

    if ((st != NULL && nres < 1) || (st == NULL && P->K == NULL) || N < 1 || !(fabs(sd) > 0)
        || !isfinite(sd))
        return 0.0;
    b = flint_malloc(sizeof(double) * dim * (N + 1));
    csize = flint_calloc(FLINT_MAX(dim, 1), sizeof(double));
    arb_init(pw); arb_init(x);
    for (c = 0; c < dim && ok; c++)
    {
        double sum = 0.0, pd = 1.0;
        int fast = (fabs(sd) > 1e-200 && fabs(sd) < 1e200);
        arb_one(pw);
        for (k = 0; k <= N; k++)
        {
            const arf_struct * a = arb_midref(C->S + c * C->stride + k);
            double ak;
            /* in doubles while the coefficient and s^k are well inside a
             * double's range (the common case: 3x cheaper at order 44) */
            int was_fast = fast;
            fast = fast && (arf_is_zero(a) || (!COEFF_IS_MPZ(ARF_EXP(a))
                                               && ARF_EXP(a) > -900 && ARF_EXP(a) < 900))
                   && fabs(pd) > 1e-250 && fabs(pd) < 1e250;
            if (fast)
            {
                ak = arf_get_d(a, ARF_RND_NEAR);
                b[c * (N + 1) + k] = ak * pd;
                pd *= sd;
            }
            else
            {
                if (was_fast)       /* (left the fast path at k: pw = s^k) */
                    arb_pow_ui(pw, s, (ulong) k, 64);
                arb_mul(x, C->S + c * C->stride + k, pw, 64);
                b[c * (N + 1) + k] = arf_get_d(arb_midref(x), ARF_RND_NEAR);
                arb_mul(pw, pw, s, 64);
            }
            sum += fabs(b[c * (N + 1) + k]);
        }
        ok = isfinite(sum);
        size = fmax(size, sum);
        csize[c] = sum;
    }
    R.state_err = 1e3 * (N + 1) * exp(log_tol);
    for (c = 0; c < dim; c++)       /* the error the step's balls already carry */
        R.state_err = fmax(R.state_err, 1e3 * (N + 1) * mag_get_d(arb_radref(ynew + c)));
    thr = fmax(ODE_RESIDUAL_REL * size, R.state_err);
    R.C = C;
    R.N = N;
    R.b = b;
    R.s = s;
    R.sd = sd;
    R.thr = thr;
    R.size = size;
    R.evals = 0;
    R.intervals = 0;
    R.shift = flint_malloc(sizeof(double) * dim * (N + 1));
    R.shift_ok = flint_calloc(dim, sizeof(int));
    R.shift_m = NAN;
    R.pole_candidate = 0;
    {   /* (a step 10^-12 long at t0 = 1.5: 64 bits could not tell its parts
         * apart, nor a pole 10^-14 ahead from the parts around it) */
        slong gap = t0_bits_over_step(C, s);
        R.tprec = 64 + (gap > 0 ? gap + KERNEL_SEARCH_DEPTH + 8 : 0);
    }
    R.st = st;
    R.nres = nres;
    R.nchk = nres - ((st != NULL && nres > 0) ? st->num_residuals_forcing : 0);
    R.nout = nout;
    R.out = _arb_vec_init(nout);
    R.fm = _arb_vec_init(nout);
    R.in = _arb_vec_init(dim + 1);
    R.yp = _arb_vec_init(dim);
    R.scale = flint_calloc(FLINT_MAX(nres, 1), sizeof(double));
    R.fs = _arb_vec_init(ODE_RESIDUAL_SAMPLES * nout);
    R.fs_ok = flint_calloc(ODE_RESIDUAL_SAMPLES, sizeof(int));
    if (nres > 0 && ok)
    {   /* a DAE: the samples first, for the size of each equation's terms
         * (the miss is relative to it), then the tests */
        for (j = 0; j < ODE_RESIDUAL_SAMPLES; j++)
            if ((R.fs_ok[j] = probe_eval(&R, (double) (j + 1) / ODE_RESIDUAL_SAMPLES,
                                         (double) (j + 1) / ODE_RESIDUAL_SAMPLES)))
            {
                _arb_vec_set(R.fs + j * nout, R.out, nout);
                for (c = 0; c < nres; c++)
                    R.scale[c] = fmax(R.scale[c],
                                      fabs(arf_get_d(arb_midref(R.out + nres + c), ARF_RND_NEAR)));
            }
        for (c = 0; c < nres; c++)
            R.scale[c] = isfinite(R.scale[c]) ? fmax(R.scale[c], 1e-300) : DBL_MAX;
        R.thr = thr / fmax(size, 1e-300);
    }
    /* equally spaced, the step's end included (a term that starts late at
     * t0 shows most there: t^80 at 0.82 of the step was 1e-7) */
    for (j = 0; j < ODE_RESIDUAL_SAMPLES && ok && first == 0.0; j++)
    {
        double sigma = (double) (j + 1) / ODE_RESIDUAL_SAMPLES;
        if (nres > 0 ? dae_miss_at(&R, sigma) : probe_miss_at(&R, sigma))
            first = sigma;
    }
    if (ok && first == 0.0 && (nres > 0 || kernel_num_nonlinear(P->K) > 0))
    {
        R.evals = 0;
        first = residual_search(&R);
        if (getenv("SERSOL_ODE_DEBUG") != NULL && first > 0)
            fprintf(stderr, "ode: residual search: %ld evaluations, miss at %.6g\n", (long) R.evals,
                    first);
    }
    if (ok && first == 0.0 && !R.pole_candidate && nres == 0 && P->K != NULL
        && R.tprec > 64 + KERNEL_SEARCH_DEPTH + 8 + 16)
    {   /* a step shorter than 2^-16 of t0: the search's points at 64 bits
         * may all miss the pole (y' = cos t + 1e-70/(3/2 - t)^2 from t0 =
         * 1.5 - 2e-15 with a step of 3e-14 found no candidate), the whole
         * step's interval does not */
        R.intervals = 1;
        if (!probe_eval(&R, 0.0, 1.0))
            note_pole(&R);
        R.intervals = 0;
    }
    if (ok && first == 0.0 && R.pole_candidate)
        if ((first = pole_confirmed(&R)) > 0.0)
        {
            *pole = 1;
            if (getenv("SERSOL_ODE_DEBUG") != NULL)
                fprintf(stderr, "ode: residual: a pole at sigma %.9g\n", first);
        }
    if (ok && first == 0.0)     /* forcing terms far below the others */
    {
        if (nres == 0)
        {   /* the states' series are the computed solution: the true states
             * lie within the drift of the steps so far and this step's own
             * error (midpoint mode; in ball mode the series carry it).  The
             * error allowed in a component is relative to its own size (its
             * terms here, its size so far), as its digits are: relative to
             * the state's, a clock s = 1e10 + t let a feature 1e-3 wide
             * beside cos t in y' = cos t + ... at 15 digits through as an
             * error of 1e-8 in y, and both runs printed sin 2 with 15
             * digits, wrong by 1.2e-12 (helper-68's l18) */
            double * widen = flint_calloc(dim + 1, sizeof(double));
            double * err = flint_malloc(sizeof(double) * FLINT_MAX(dim, 1));
            const slong * ce = C->comp_exp;
            for (c = 0; c < dim && !C->ball; c++)
                widen[1 + c] = C->drift[c] + step_err[c];
            for (c = 0; c < dim; c++)
            {
                double sc = csize[c];
                if (ce[c] != WORD_MIN)
                    sc = fmax(sc, ldexp(1.0, (int) FLINT_MAX(FLINT_MIN(ce[c] + 1, 1000), -1000)));
                err[c] = fmin(R.state_err, fmax(1e3 * (N + 1) * exp(-C->tol_digits * M_LN10) * sc,
                                                1e3 * (N + 1) * step_err[c]));
                if (!(err[c] > 0))
                    err[c] = R.state_err;
            }
            first = _ode_forcing_miss(C, N, s, err, widen);
            flint_free(widen);
            flint_free(err);
        }
        else
            first = dae_forcing_miss(&R);
        if (first > 0.0)
            *pole = 2;
    }
    _arb_vec_clear(R.out, nout);
    _arb_vec_clear(R.fm, nout);
    _arb_vec_clear(R.in, dim + 1);
    _arb_vec_clear(R.yp, dim);
    flint_free(R.scale);
    _arb_vec_clear(R.fs, ODE_RESIDUAL_SAMPLES * nout);
    flint_free(R.fs_ok);
    flint_free(R.shift);
    flint_free(R.shift_ok);
    arb_clear(pw); arb_clear(x);
    flint_free(b);
    flint_free(csize);
    return first;
}

/* Run B's first step (scaled below 1, the cross-check run of
 * ode_solve_verified) never reaches T: when it would, it goes half way.
 * Both runs start at t0, and a term whose coefficients start late there
 * (y' = cos t + t^50: y = sin t + t^51/51) is missed by any step of order
 * below its onset while the window's coefficients (cos t's, 1/k!) call
 * the series done; when both runs took one step to T they missed the same
 * 1/51 and agreed on sin 1 to 30 "verified" digits.  Now run B misses at
 * most (T/2)^51/51 and the disagreement is seen. */
static int split_first_step(const ode_ctx_struct * C)
{
    return C->steps == 0 && C->first_step_scale > 0 && C->first_step_scale < 1;
}

/* The windows' advances against the distance d to the target: when d has
 * halved since a reference window, p = log(advance / advance_ref) /
 * log(d / d_ref) is the power of d the steps follow.  p > 1 all the way
 * means infinitely many steps (the integral of d^-p dd diverges at 0): the
 * target is a singular point.  hits counts the halvings in a row with p
 * above ODE_POWER_SINGULAR and within a quarter of the previous p: a
 * singular point before the target makes p grow as d tends to their
 * distance instead (Lorenz backward to t = -9.3, its blow-up near -9.2:
 * 1.7, then more), and a single halving may be a feature on the way.
 * y1' = sin(y2), y2' = y2^2, y2(0) = 2 to t = 0.5 (a pole of y2, and sin of
 * it essential: steps ~ d^2) crawled for 3 minutes to the step limit of
 * 10^6; now 1.3 s. */
#define ODE_POWER_SINGULAR 1.25
typedef struct
{
    double d, advance, p;   /* the reference window (d = 0: none), the last p */
    slong target;           /* the output it was measured toward (-1: T) */
    int hits;
}
_ode_power_law;

static void power_law_update(_ode_power_law * W, slong target, double d, double advance)
{
    double p;
    if (!(d > 0 && advance > 0) || target != W->target || !(W->d > 0) || d > W->d)
    {
        W->d = d;
        W->advance = advance;
        W->target = target;
        W->hits = 0;
        return;
    }
    if (d > 0.5 * W->d)
        return;
    p = log(advance / W->advance) / log(d / W->d);
    if (p > ODE_POWER_SINGULAR && (W->hits == 0 || fabs(p - W->p) <= 0.25 * W->p))
        W->hits++;
    else
        W->hits = (p > ODE_POWER_SINGULAR) ? 1 : 0;
    W->p = p;
    W->d = d;
    W->advance = advance;
}

/* The window that ended at step C->steps advanced t from t_start to tc: is
 * the rest of the way hopeless under max_steps (ODE_FORECAST_FACTOR), or
 * do the steps shrink faster than the distance to T (W)?  Writes the
 * message when it is. */
static int forecast_hopeless(ode_ctx_struct * C, double t_start, const arb_t tc, const arb_t T,
                             double prev_advance, const _ode_power_law * W)
{
    double t_now = arf_get_d(arb_midref(tc), ARF_RND_NEAR);
    double left = fabs(arf_get_d(arb_midref(T), ARF_RND_NEAR) - t_now);
    double advance = fabs(t_now - t_start), needed;
    char * te;
    if (!isfinite(t_start) || left == 0.0)
        return 0;
    if (W->hits >= 2 && pole_message(C))
        return 1;
    if (W->hits >= 2)
    {
        te = arb_get_str(T, 10, ARB_STR_NO_RADIUS);
        snprintf(C->message, sizeof(C->message), "t = %.40s is out of reach: the steps shrink "
                 "faster than the distance to it (as its power %.2g; the last %d steps, to "
                 "t = %.10g, advanced t by %.3g): a singular point there (essential?)", te,
                 W->p, ODE_FORECAST_WINDOW, t_now, advance);
        flint_free(te);
        return 1;
    }
    needed = (advance > 0) ? left / advance * ODE_FORECAST_WINDOW : INFINITY;
    if (advance > 0 && prev_advance > 0 && advance > 1.5 * prev_advance)
    {   /* the windows' advances grow by G (steps proportional to the
         * distance from a singularity behind): n more windows cover
         * advance (G + ... + G^n) */
        double G = advance / prev_advance;
        needed = log1p(left / advance * (1 - 1 / G)) / log(G) * ODE_FORECAST_WINDOW;
    }
    if (!(needed > ODE_FORECAST_FACTOR * (double) (C->max_steps - C->steps)))
        return 0;
    if (pole_message(C)
        || shrink_message(C, T, t_now, left, ODE_FORECAST_WINDOW, prev_advance, advance))
        return 1;
    te = arb_get_str(T, 10, ARB_STR_NO_RADIUS);
    snprintf(C->message, sizeof(C->message), "t = %.40s is out of reach: at t = %.10g the last "
             "%d steps advanced t by %.3g, so about 10^%.1f more steps would be needed (the "
             "step limit is %ld%s)", te, t_now, ODE_FORECAST_WINDOW, advance, log10(needed),
             (long) C->max_steps, step_limit_origin(C));
    flint_free(te);
    return 1;
}

/* The remaining distance exp(log_rem) would take about exp(log_rem - log_h)
 * steps of exp(log_h): more than the precision can tell apart. */
static void too_long_message(ode_ctx_struct * C, double log_h, double log_rem)
{
    char * te = arb_get_str(C->tend, 10, ARB_STR_NO_RADIUS);
    char h[48], limit[192] = "";
    double lg = (log_rem - log_h) / M_LN10;
    exp_of_log_str(h, sizeof(h), log_h);
    if (log_h < -700 && lg < 18)
    {   /* the steps, not their number, are the obstacle (y' = 1e305 y to
         * t = 1e-305: one step of 1.8e-305 was "about 10^-0 steps ...
         * above the step limit", and --max-steps cannot help) */
        snprintf(C->message, sizeof(C->message), "t = %.40s is out of reach: steps of about %s "
                 "would be needed, below the shortest step supported (about 1e-304)", te, h);
        flint_free(te);
        return;
    }
    if (lg < 18)    /* a count a larger step limit can hold */
        snprintf(limit, sizeof(limit), ", above the step limit of %ld%s", (long) C->max_steps,
                 step_limit_origin(C));
    snprintf(C->message, sizeof(C->message), "t = %.40s is out of reach: about 10^%.0f steps of "
             "about %s would be needed%s", te, lg, h, limit);
    flint_free(te);
}

/* The steps of length q d(t) that cover the remaining distance rem, d(t)
 * the distance from t to a singularity at distance R and angle th (0 < th
 * <= pi) from the direction of travel: its part a = R cos th ahead, b =
 * R sin th off the path.  The integral of dt / d(t), with log1p(q) for q:
 * (asinh((x - cos th) / sin th) + asinh(cos th / sin th)) / log1p(q), x =
 * rem / R, given as its log lx (rem / R may pass a double's range); behind
 * on the axis (sin th = 0) it is log(1 + x) / log1p(q): steps a fixed
 * fraction of the radius grow geometrically moving away. */
static double steps_past_singularity(double lx, double th, double q)
{
    double s = sin(th), c = cos(th), num;

    if (s < 1e-9)       /* behind on the axis (th > 0 is checked) */
        num = (lx > 30) ? lx : log1p(exp(lx));
    else
    {   /* asinh(y) = log(2 y) + O(1/y^2) for y > 1e9 */
        double first = (lx - log(s) > 21) ? lx - log(s) + M_LN2 : asinh((exp(lx) - c) / s);
        num = first + asinh(c / s);
    }
    return num / log1p(q);
}

/* The nearest singularity of the series does not lie ahead (its angle
 * from the direction of travel dir, less its uncertainty, is at least pi/2
 * up to ODE_AWAY_PERPENDICULAR: behind, or perpendicular as the poles of
 * 1/(1e-60 + t^2) at +-1e-30 i), nor does any image under a symmetry of
 * the series (t^m: the angle plus 2 pi k / m).
 * Steps a fixed fraction q = h/R of the radius then cover the remaining
 * distance in steps_past_singularity of them (the distance to the
 * singularity grows at most like the distance covered: |t - t_s| is
 * 1-Lipschitz in t), the worst case over the angle's uncertainty; *steps
 * receives that count.  Used before calling an interval too long for the
 * step: y' = 1/(t + 1e-60) from t = 0 starts with h ~ 1e-61 but reaches
 * t = 1 in a few hundred steps, y' = tanh(1e30 t) likewise (it was "out of
 * reach: about 10^27 steps"). */
static int moving_away(ode_ctx_struct * C, slong comp, slong N, int dir, double log_h,
                       double log_rem, double drop, double * steps)
{
    radius_result_t res;
    int away = 0;
    slong c;

    /* a low order (a solution whose variation is far below the tolerance:
     * y' = 1/(1e-60 + t^2) at y ~ 1e30 runs at orders 9-14) leaves the
     * analysis too few coefficients: the series is continued for it (the
     * step keeps order N) */
    if (N < ODE_AWAY_ORDER)
    {
        ensure_stride(C, ODE_AWAY_ORDER);
        if (ode_problem_series_extend_sched(C->S, C->stride, C->P, N, ODE_AWAY_ORDER, C->prec,
                                            drop, ODE_SCHEDULE_PREC_MIN) == SERSOL_OK
            && !series_not_finite(C, ODE_AWAY_ORDER))
            N = ODE_AWAY_ORDER;
    }
    c = analysis_component(comp, C->S, C->stride, C->dim, N);
    *steps = INFINITY;
    radius_result_init(res);
    if (N + 1 >= 8 && radius_estimate(res, C->S + c * C->stride, N + 1, C->prec) == SERSOL_OK
        && !res->entire && res->method != RADIUS_METHOD_NONE && res->period >= 1
        && isfinite(res->radius) && res->radius > 0 && isfinite(res->angle)
        && isfinite(res->angle_err))
    {
        /* the angle from the direction of travel, its worst case over the
         * uncertainty and over the images of a series in t^m (period m:
         * angle + 2 pi k / m, and their conjugates) */
        double dir_angle = (dir > 0) ? 0.0 : M_PI, th = M_PI;
        slong k;
        for (k = 0; k < res->period; k++)
        {
            double phi = res->angle + 2 * M_PI * k / res->period;
            double d = fabs(remainder(phi - dir_angle, 2 * M_PI));
            double d2 = fabs(remainder(-phi - dir_angle, 2 * M_PI));
            th = FLINT_MIN(th, FLINT_MIN(d, d2));
        }
        /* not ahead, within the angle's uncertainty: a lattice of
         * singularities (the pendulum's poles) keeps the steps from
         * growing when the nearest pair lies ahead off the axis, and the
         * run is out of reach; perpendicular pairs are let go (then each
         * step that does not grow is analysed again).  The count takes
         * the worst angle. */
        away = (th + res->angle_err >= M_PI / 2 - ODE_AWAY_PERPENDICULAR
                && th - res->angle_err > 0);
        th -= res->angle_err;
        if (away)
        {
            double log_R = log(res->radius);
            double q = exp(FLINT_MIN(log_h - log_R, 0.0));
            *steps = steps_past_singularity(log_rem - log_R, th, q);
        }
    }
    radius_result_clear(res);
    return away;
}

/* The steps are short because the run passes a complex pair close to the
 * axis that the full analysis found passable (W->pair_foot, W->pair_b,
 * singularity_stop): they shrank by e^ODE_PAIR_SHRINK or more below the
 * run's longest (a local obstacle, not a lattice of pairs that sets every
 * step, as the pendulum's: there the count would be the whole run's), they
 * are no shorter than e^-ODE_PAIR_SHRINK times the pair's distance from
 * the axis (the pair explains them), and steps a fixed fraction of the
 * distance to it cover the remaining distance in *steps of them
 * (steps_past_singularity, from the current distance and angle).  y' =
 * 1/((t - 1)^2 + 10^-12) to t = 2 at 10 digits (76 bits) was "out of
 * reach: about 10^6 steps of about 9.42e-07" at t = 0.99997; 15 and 20
 * digits went through in about 150 steps. */
#define ODE_PAIR_SHRINK 4.0

static int passing_pair(const ode_ctx_struct * C, const _ode_watch_t * W, double log_h,
                        double log_rem, int dir, double * steps)
{
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR), a, R;

    *steps = INFINITY;
    if (!(W->pair_b > 0) || !(log_h <= C->max_log_h - ODE_PAIR_SHRINK)
        || !(log_h >= log(W->pair_b) - ODE_PAIR_SHRINK))
        return 0;
    a = dir * (W->pair_foot - t);       /* its real part ahead (> 0) or behind */
    R = hypot(a, W->pair_b);
    if (!(log_h <= log(R)))
        return 0;
    *steps = steps_past_singularity(log_rem - log(R), atan2(W->pair_b, a), exp(log_h - log(R)));
    return isfinite(*steps);
}

/* A singularity approached along the axis (the watch says so) and lying
 * before the next output: the full analysis at the current point decides.
 * The run stops when the analysis is certain (_ode_singularity_certain),
 * agrees with the quick estimate within 10%, and the next output is not
 * clearly (by more than 3 uncertainties) before the singularity.
 * Returns 1 (message written) when the run must stop. */
static int singularity_stop(ode_ctx_struct * C, _ode_watch_t * W, slong comp, double Rq,
                            slong N, int dir, double dnext, char * note, size_t note_len)
{
    radius_result_t res;
    double t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    int stop = 0;

    radius_result_init(res);
    W->full++;
    W->skip = ODE_SING_SKIP;
    if (radius_estimate(res, C->S + comp * C->stride, N + 1, C->prec) == SERSOL_OK)
    {
        if (_ode_singularity_certain(res, dir) && fabs(res->radius - Rq) <= 0.1 * Rq
            && dnext > res->radius - 3 * res->radius_err - 4 * DBL_EPSILON * (fabs(t) + res->radius))
        {
            double loc = t + dir * res->radius;
            if (W->confirm_R > 0 && res->radius <= W->confirm_R / ODE_SING_CONFIRM
                && fabs(loc - W->confirm_loc) <= 0.01 * W->confirm_R + 3 * res->radius_err)
            {
                double off = res->angle_err + fmin(res->angle, M_PI - res->angle);
                if (off > ODE_SING_PAIR_ANGLE && W->levels < ODE_SING_MAX_LEVELS)
                {   /* a pair off the axis is not excluded: closer again */
                    W->confirm_R = res->radius;
                    W->confirm_loc = loc;
                    W->levels++;
                }
                else
                {
                    _ode_singularity_message(C->message, sizeof(C->message), res, t, dir,
                                             C->tol_digits, component_name(C, comp));
                    set_stop_place(C, loc, res->radius_err);
                    stop = 1;
                }
            }
            else if (W->confirm_R == 0.0 || fabs(loc - W->confirm_loc) > 0.01 * W->confirm_R
                                                                    + 3 * res->radius_err)
            {   /* the first verdict (or one elsewhere): approach and look again */
                W->confirm_R = res->radius;
                W->confirm_loc = loc;
            }
        }
        else
        {
            W->confirm_R = 0.0;
            W->levels = 0;
            if (res->conjugate_pair)
            {
                W->pair_foot = t + res->radius * cos(res->angle);
                W->pair_b = res->radius * fabs(sin(res->angle));
                snprintf(note, note_len, "complex pair at distance %.6g, angle %.6g (seen from t = "
                         "%.10g): the real-axis integration can continue past it", res->radius,
                         res->angle, t);
                if (getenv("SERSOL_ODE_DEBUG") != NULL)
                    fprintf(stderr, "ode: %s\n", note);
            }
        }
    }
    else
    {
        W->confirm_R = 0.0;
        W->levels = 0;
    }
    radius_result_clear(res);
    return stop;
}

/* The log size a step's result ynew is measured against: its max-norm, or
 * the run's size log_norm when the max-norm is below log_floor (10^-D of
 * the run's size): such a row needs absolute digits only, and a step
 * landing on an exact zero of the solution neither cancels nor decays.
 * The caller's floor includes the error the state carries into the step
 * (state_log_radius): y' = 1/tan(t - 1) - 1/(t - 1) has y(2) = 0, and the
 * steps to t = 2, from a state of 1.6e-33 +- 5.4e-33 (noise, so measured
 * against the run's size), ended near 1.6e-33, above the 10^-D floor, read
 * that as a decay by e^73 and covered 0.1 % of what was left each: a
 * million steps, 40 s (helper-52). */
static double log_result_size(arb_srcptr ynew, slong dim, double log_norm, double log_floor)
{
    double yn = -INFINITY;
    slong c;
    for (c = 0; c < dim; c++)
        yn = FLINT_MAX(yn, log_abs_mid(ynew + c));
    return (yn < log_floor) ? log_norm : yn;
}

/* Cancellation in summing the series of a step of length exp(log_s): the
 * log of the largest term max_k max_c |S_c[k]| s^k over the result's size
 * log_size.  Ball arithmetic loses that many nats of the precision: a
 * decaying solution summed over a long step (e^(-1.5 t) with h = 22: terms
 * near e^33, result e^-33) loses more than the precision's guard, and more
 * digits only lengthen the steps (a fuzz case: 91 of 120 digits after 3
 * attempts). */
static double cancellation_loss(const _ode_logs_t * L, double log_s, double log_size)
{
    double top = -INFINITY;
    slong k;
    for (k = 0; k <= L->N; k++)
        if (L->present[k])
            top = FLINT_MAX(top, L->lk[k] + k * log_s);
    return top - log_size;
}

/* The smallest of the fitted radii (log; not a noise line's). */
static double fit_log_radius(const ode_fit_t * fit)
{
    double l = (fit->top_valid && !fit->top_noise) ? FLINT_MIN(fit->log_rho, fit->top_log_rho)
                                                   : fit->log_rho;
    l = fit->low_valid ? FLINT_MIN(l, fit->low_log_rho) : l;
    return fit->low_top_valid ? FLINT_MIN(l, fit->low_top_log_rho) : l;
}

/* The radius of convergence at t is at most the radius R fitted at an
 * earlier point t' plus |t - t'| when the singularities stay put; the step
 * predicted for orders above the current one is then at most q_max times
 * that (log; INFINITY without a fit yet). */
static double radius_bound_log(const ode_ctx_struct * C)
{
    double t;
    if (!isfinite(C->rho_hint))
        return INFINITY;
    t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
    return log(exp(C->rho_hint) + fabs(t - C->rho_hint_t));
}

static double predicted_step_cap(const ode_ctx_struct * C)
{
    return log(C->q_max) + radius_bound_log(C);
}

/* After a step: the smaller of the radii fitted now and the bound carried
 * from the earlier fits. */
static void update_rho_hint(ode_ctx_struct * C, const ode_fit_t * fit)
{
    double r = fit->zero_tail ? INFINITY : fit_log_radius(fit);
    C->rho_hint = FLINT_MIN(r, radius_bound_log(C));
    C->rho_hint_t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
}

/* What the controller reads from the series of a step. */
typedef struct
{
    _ode_logs_t * logs;      /* the coefficients' logs (computed once per series) */
    ode_fit_t fit;
    double Rq, Rs;           /* quick radius: significant / small singularity */
    slong qcomp;             /* the component that gave Rq */
    double log_cap;          /* step cap of the singularity watch */
    double log_drop_cap;     /* step bound of the series' precision schedule */
}
series_view;

/* The logs of the series of order N and their fit. */
/* Coefficients exactly 0 in the fit's window prove a polynomial solution
 * when the problem is polynomial: the series is p + O(t^(N+1)) with p of
 * degree d (the last order present), and when the right-hand side at p
 * has degree at most N - 1 in t (kernel_poly_degree), its orders d..N-1
 * being 0 make p' equal to it, so p solves the equation.  A right-hand
 * side that is not a polynomial (y' = -sqrt(y), y = (1 - t/2)^2) is taken
 * at its word when its orders d..N-1, all 0, are a longer run of zeros
 * than its series can have before a nonzero term (kernel_poly_degree's
 * zero_run: exp(t^60) 121, sin(t)^60 several hundred): then it is a
 * polynomial of degree < d as well.  Not a proof where non-polynomial
 * series cancel exactly; the fallback is _ode_fit_logs_unproven. */
/* log of the state's max-norm over the components that set its size
 * (-INFINITY for a zero state).  A component whose ball contains 0 (a
 * zero of the solution reached through rounding) has no size; when every
 * one is such, the size is the run's so far (2^norm_exp).  The noise's
 * midpoint made the tolerance relative to it: y' = y + 1 from y(0) = e^(-1/6)
 * - 1, run B's first step ending at t = 1/6 where y = 0 (1e-42 +- 1e-31),
 * took steps of 2e-41 next and stopped, "step size collapsed
 * (singularity?)", at 30 digits (helper-47). */
static double state_log_size(const ode_ctx_struct * C)
{
    double scale = -INFINITY;
    int noise = 0;
    slong c;
    for (c = 0; c < _ode_norm_dim(C); c++)
    {
        if (arb_contains_zero(C->y + c) && !arb_is_zero(C->y + c))
            noise = 1;
        else
            scale = FLINT_MAX(scale, log_abs_mid(C->y + c));
    }
    if (scale == -INFINITY && noise && C->norm_exp != WORD_MIN)
        scale = C->norm_exp * M_LN2;
    return scale;
}

/* log of the largest radius of the state's components that set its size
 * (the error carried so far; -INFINITY when none). */
static double state_log_radius(const ode_ctx_struct * C)
{
    double r = -INFINITY;
    slong c;
    for (c = 0; c < _ode_norm_dim(C); c++)
        if (mag_is_finite(arb_radref(C->y + c)) && !mag_is_zero(arb_radref(C->y + c)))
            r = fmax(r, mag_get_d_log2_approx(arb_radref(C->y + c)) * M_LN2);
    return r;
}

static slong zero_tail_order(const ode_ctx_struct * C, const _ode_logs_t * L, int * proof);

static int zero_tail_proven(const ode_ctx_struct * C, const _ode_logs_t * L, slong N)
{
    int proof;
    return zero_tail_order(C, L, &proof) <= N;
}

/* A series of order N whose last orders are not 0 but which is a
 * polynomial all the same: the right-hand side is a polynomial of degree
 * D in t on the series truncated at its last order (kernel_poly_degree),
 * D + m <= N for unknowns of order up to m, so every order beyond N is 0
 * (each is the right-hand side's coefficient of an order above D, divided
 * by its index, once or twice).  y' = t^70 from 0: at order
 * 71 the single coefficient 1/71 was read as a line of radius 1, whose
 * tail at t = 1/2 was the solution itself (6e-24 against 2e-24): no digit
 * after three attempts at 10 and 30 digits, "errors ... grow by a factor
 * of about 10^88" (helper-47). */
static int polynomial_proven(const ode_ctx_struct * C, const _ode_logs_t * L, slong N)
{
    int proof;
    slong i, m = 1, order = zero_tail_order(C, L, &proof);
    /* (a second-order unknown is the right-hand side integrated twice:
     * y'' = (100 t)^58 has y of degree 60 and y' of degree 59, so order 59
     * proves nothing; where the window is 0, y' shows the last order and
     * zero_tail_order's D + 1 holds) */
    for (i = 0; i < C->P->n; i++)
        m = FLINT_MAX(m, C->P->order[i]);
    return proof && order + m - 1 <= N;
}

/* The least order N at which exact zeros beyond the last order present
 * prove (*proof = 1) or, for a non-polynomial right-hand side, are taken as
 * (*proof = 0) a polynomial solution: see zero_tail_proven. */
static slong zero_tail_order(const ode_ctx_struct * C, const _ode_logs_t * L, int * proof)
{
    slong d = 0, k, c, D, zero_run, * deg, N = L->N;
    const ode_problem_struct * P = C->P;

    *proof = 0;
    if (P->K == NULL || P->stepper != NULL)
        return 0;
    for (k = 0; k <= N; k++)
        if (L->present[k])
            d = k;
    deg = flint_malloc(sizeof(slong) * (C->dim + 1));
    deg[0] = 1;
    for (c = 0; c < C->dim; c++)
        deg[c + 1] = d;
    D = kernel_poly_degree(P->K, deg, &zero_run);
    flint_free(deg);
    *proof = (D >= 0);
    if (D >= 0)
        return D + 1;
    return d + zero_run + 1;
}

static void view_fit(series_view * V, const ode_ctx_struct * C, slong N, double drop)
{
    _ode_logs_set(V->logs, C->S, C->stride, C->dim, N, C->prec, drop, ODE_SCHEDULE_PREC_MIN);
    _ode_fit_logs(&V->fit, V->logs);
    if (V->fit.zero_tail && !zero_tail_proven(C, V->logs, N))
    {
        double scale = state_log_size(C);
        _ode_fit_logs_unproven(&V->fit, V->logs, isfinite(scale) ? scale : 0.0);
    }
    else if (!V->fit.zero_tail && polynomial_proven(C, V->logs, N))
    {
        V->fit.zero_tail = 1;
        V->fit.log_rho = 0;
        V->fit.log_C = -INFINITY;
        V->fit.top_valid = V->fit.low_valid = V->fit.low_top_valid = 0;
    }
}

/* The caps from the series of order N (its fit already in V). */
static void view_caps(series_view * V, const ode_ctx_struct * C, slong N, double log_tol)
{
    /* the nearest singularity: the step stays a safe fraction of its
     * distance; one approached along the axis before the next output
     * stops the run (full analysis, docs/ode.md) */
    V->Rq = _ode_quick_radius(&V->qcomp, &V->Rs, C->S, C->stride, C->dim, N, log_tol);
    V->log_cap = log(FLINT_MIN(ODE_SING_STEP_FRACTION * V->Rq,
                               ODE_SING_STEP_FRACTION_SMALL * V->Rs));
    /* the orders were computed with the schedule's drop bits per order
     * fewer: their rounding bounds the step too */
    V->log_drop_cap = _ode_schedule_step_log_logs(V->logs, log_tol)
                      - log(C->step_scale);
}

/* The next order from the series in V (of order V->logs->N). */
static slong choose_order(double * log_h_next, const series_view * V, const ode_ctx_struct * C,
                          double log_tol, double log_cap, double log_pred, const ode_cost_t * cost)
{
    return _ode_choose_order_logs(log_h_next, &V->fit, V->logs, log_tol, log_cap, log_pred,
                                  C->q_max, cost, C->order_min, C->order_max);
}

/* The least order n in (N, Nmax] whose step, by the current fit and within
 * the caps, reaches exp(log_rem), or Nmax when none does (the fit's step
 * grows with the order: bisection). */
static slong order_to_reach(const series_view * V, const ode_ctx_struct * C, slong N, slong Nmax,
                            double log_tol, double log_rem)
{
    slong lo = N, hi = Nmax, mid;
    double cap = FLINT_MIN(V->log_cap, V->log_drop_cap);

    if (FLINT_MIN(ode_step_log(&V->fit, Nmax, log_tol, C->q_max), cap) < log_rem)
        return Nmax;
    while (hi - lo > 1)
    {
        mid = lo + (hi - lo) / 2;
        if (FLINT_MIN(ode_step_log(&V->fit, mid, log_tol, C->q_max), cap) >= log_rem)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

/* The next step's order no higher than reaching T needs (by this step's
 * fit, with a margin of 1/8 + 4; raise_order extends it when it falls
 * short): the order chosen for the cheapest long step overshoots a last
 * short one (run B of the pendulum to t = 0.01 at 2000 digits: order 3609
 * for the 0.002 left after its first step, where 900 reach 0.01).  rem:
 * scratch. */
static void next_order_to_reach(ode_ctx_struct * C, const series_view * V, const arb_t T,
                                arb_t rem, double log_tol)
{
    slong Nreach;
    double log_rem;

    arb_sub(rem, T, C->t, C->prec);
    log_rem = log_abs_mid(rem) - log(C->step_scale);
    if (!isfinite(log_rem))
        return;
    Nreach = order_to_reach(V, C, FLINT_MAX(C->order_min, 1), C->next_order, log_tol, log_rem);
    if (Nreach + Nreach / 8 + 4 < C->next_order)
        C->next_order = Nreach + Nreach / 8 + 4;
}

/* Chooses the next step's order (C->next_order, its predicted log step in
 * *log_h_next) and, unless this series already reaches the remaining
 * distance exp(log_rem), continues the recursion first when that order is
 * more than 12% above N: at most doubling at a time, so that a change of
 * regime in the coefficients (noise, a far singularity) is seen before the
 * order overshoots; an extension keeps this series' precision schedule, so
 * its orders are chosen under that schedule's bound, the next step's not. */
static int raise_order(slong * Np, double * log_h_next, series_view * V, ode_ctx_struct * C,
                       double log_tol, double log_pred, const ode_cost_t * cost, double drop,
                       double log_rem)
{
    slong N = *Np;
    slong Nopt = choose_order(log_h_next, V, C, log_tol, V->log_cap, log_pred, cost);
    int drop_binds = (V->log_drop_cap < *log_h_next), extended = 0, status = SERSOL_OK;
    int overflowed = 0;

    if (drop_binds)
        Nopt = choose_order(log_h_next, V, C, log_tol, FLINT_MIN(V->log_cap, V->log_drop_cap),
                            log_pred, cost);
    while (Nopt > N + 2 && Nopt > N + N / 8
           && FLINT_MIN(ode_step_log(&V->fit, N, log_tol, C->q_max), V->log_cap) < log_rem)
    {
        slong Nnew = FLINT_MIN(Nopt, 2 * N), Nreach;
        /* no further than the step to the end needs, with a margin for the
         * fit's extrapolation: doubling from 8192 to 16384 for the 8600
         * that reach t = 0.01 at 20000 digits cost 2x */
        Nreach = order_to_reach(V, C, N, Nnew, log_tol, log_rem);
        if (Nreach < Nnew)
            Nnew = FLINT_MIN(Nnew, Nreach + Nreach / 16 + 4);
        ensure_stride(C, Nnew);
        status = ode_problem_series_extend_sched(C->S, C->stride, C->P, N, Nnew, C->prec, drop, ODE_SCHEDULE_PREC_MIN);
        if (status != SERSOL_OK)
            break;
        if (series_not_finite(C, Nnew))
        {   /* the higher orders overflowed: the step stays at order N */
            overflowed = 1;
            break;
        }
        N = Nnew;
        C->extensions++;
        extended = 1;
        view_fit(V, C, N, drop);
        view_caps(V, C, N, log_tol);
        Nopt = choose_order(log_h_next, V, C, log_tol, FLINT_MIN(V->log_cap, V->log_drop_cap),
                            log_pred, cost);
    }
    *Np = N;
    if (status != SERSOL_OK)
        return status;
    if (drop_binds || extended)
        Nopt = choose_order(log_h_next, V, C, log_tol, V->log_cap, log_pred, cost);
    C->next_order = overflowed ? N : Nopt;
    return SERSOL_OK;
}

int ode_ctx_solve(ode_ctx_struct * C, const arb_t T)
{
    arb_ptr tc = C->t;
    ode_problem_struct * P = C->P;
    slong prec = C->prec, dim = C->dim, i, j;
    double a, b, cc, log_tol_base, log_span, window_t, window_advance, away_log_h, away_n;
    double * step_err;      /* dim: step_errors of the step */
    _ode_power_law law;
    slong window_steps, probe_steps;
    double probe_t[3];      /* t at the last three multiples of ODE_PROBE_WINDOW steps */
    ode_cost_t cost;
    int dir, status = SERSOL_OK, hopeless;
    slong crossed = 0;
    arb_t s, rem, span;
    arb_ptr ynew, ymid;
    mag_t carried;
    _ode_out_order_t outs;
    _ode_watch_t * W = &C->watch;
    _ode_logs_t logs;
    char note[200];
    slong capped;

    C->message[0] = '\0';
    C->stop_place = NAN;
    C->stop_place_err = INFINITY;
    if (!arb_is_finite(T))
    {
        snprintf(C->message, sizeof(C->message), "the end time is not a finite number");
        return SERSOL_EINPUT;
    }
    if (C->init_status != SERSOL_OK)
    {   /* the initial state failed at this precision: its reason */
        set_message_t(C, C->init_message[0] ? C->init_message : "the initial values are undefined",
                      tc);
        return C->init_status;
    }
    arb_set(C->tend, T);
    for (j = 0; j < C->num_out; j++)
        if (!C->out_done[j] && arb_equal(C->out_t + j, tc))
        {
            _arb_vec_set(C->out_y + j * dim, C->y, dim);
            C->out_done[j] = 1;
        }
    arb_init(s);
    arb_init(rem);
    arb_init(span);
    ynew = _arb_vec_init(dim);
    ymid = _arb_vec_init(dim);
    mag_init(carried);
    step_err = flint_calloc(FLINT_MAX(dim, 1), sizeof(double));
    if (!C->watch_restored)      /* (a resumed run goes on with its watch) */
        _ode_watch_init(W);
    C->watch_restored = 0;
    _ode_logs_init(&logs);
    note[0] = '\0';
    capped = 0;

    arb_sub(span, T, C->t0, prec);
    log_span = log_abs_mid(span);
    if (P->stepper != NULL)
    {
        a = P->stepper->cost_a;
        b = P->stepper->cost_b;
    }
    else
    {
        a = FLINT_MAX(kernel_num_nonlinear(P->K), 0.25);
        b = kernel_num_nodes(P->K) - kernel_num_nonlinear(P->K) + 2.0 * dim;
    }
    cc = 10.0 * dim + 20;
    cost.a = a;
    cost.b = b;
    cost.c = cc;
    cost.block = ode_block_cost(prec);
    log_tol_base = -C->tol_digits * M_LN10;

    arb_sub(rem, T, tc, prec);
    dir = arf_sgn(arb_midref(rem));
    out_order_init(&outs, C, dir);
    ode_ctx_note_norm(C);
    window_t = NAN;     /* no window yet (a resumed run starts mid-window) */
    window_advance = NAN;
    memset(&law, 0, sizeof(law));
    law.target = -2;
    window_steps = -1;
    probe_steps = -1;
    probe_t[0] = probe_t[1] = probe_t[2] = NAN;
    hopeless = 0;
    away_log_h = INFINITY;
    away_n = NAN;
    while (dir != 0)
    {
        slong N;
        double log_tol, scale, log_h, log_h_ctrl, log_rem, drop, log_pred, log_h_next, rate;
        int lost;
        double away_steps;
        series_view V;
        int last, split, tries, cut, decayed, zero_rounds, too_short, not_shrinking, out_of_range;
        int short_step;
        int forcing_cut;    /* the forcing search's cuts of this step */
        double zero_size;   /* a zero state's step: its result's log size */
        slong zero_m, k;    /* (its result's first order) */

        if (C->steps % ODE_FORECAST_WINDOW == 0 && C->steps != window_steps)
        {   /* (once per step number: a rejected step comes back here) */
            double t_now = arf_get_d(arb_midref(tc), ARF_RND_NEAR);
            /* toward the nearest output still to compute: --at 5000,1e8 at
             * 10 digits lost the row at 5000 when 1e8 was forecast hopeless */
            slong jn = next_target(C, &outs, dir);
            if (isfinite(window_t))
                power_law_update(&law, jn, fabs(arf_get_d(arb_midref(jn >= 0 ? C->out_t + jn : T),
                                                           ARF_RND_NEAR) - t_now),
                                 fabs(t_now - window_t));
            hopeless = forecast_hopeless(C, window_t, tc, jn >= 0 ? C->out_t + jn : T,
                                         window_advance, &law) ? hopeless + 1 : 0;
            if (hopeless >= 2)
            {
                status = SERSOL_EACCURACY;
                break;
            }
            C->message[0] = '\0';
            window_advance = fabs(t_now - window_t);    /* NAN for the first */
            window_t = t_now;
            window_steps = C->steps;
        }
        if (C->steps % ODE_PROBE_WINDOW == 0 && C->steps != probe_steps)
        {
            probe_t[0] = probe_t[1];
            probe_t[1] = probe_t[2];
            probe_t[2] = arf_get_d(arb_midref(tc), ARF_RND_NEAR);
            probe_steps = C->steps;
        }
        if (C->steps >= C->max_steps)
        {
            char what[224];
            snprintf(what, sizeof(what), "step limit of %ld steps%s, the shortest %.2g long, reached",
                     (long) C->max_steps, step_limit_origin(C),
                     isfinite(C->min_log_h) ? exp(C->min_log_h) : 0.0);
            set_message_t(C, what, tc);
            status = SERSOL_EACCURACY;
            break;
        }
        if (C->stop_after > 0 && C->steps >= C->stop_after)
        {
            set_message_t(C, "stopped (test hook)", tc);
            status = SERSOL_EIO;
            break;
        }
        if (C->branch_cuts >= ODE_BRANCH_STOP)
        {
            branch_point_message(C, tc);
            status = SERSOL_EACCURACY;
            break;
        }
        if (C->forcing_cuts >= ODE_FORCING_STALL || C->forcing_misses >= ODE_FORCING_STALL_MISSES)
        {
            forcing_stall_message(C, tc);
            status = SERSOL_EACCURACY;
            break;
        }
        /* the tolerance is relative to the state's max-norm */
        scale = state_log_size(C);
        log_tol = log_tol_base + (isfinite(scale) ? scale : 0.0);

        if (C->order_fixed > 0)
            N = C->order_fixed;
        else if (C->next_order > 0)
            N = C->next_order;
        else
            /* a low first order: the controller raises it from what the
             * coefficients show (at most doubling at a time) */
            N = FLINT_MIN(ode_initial_order(log_tol_base, C->order_min, C->order_max),
                          FLINT_MAX(C->order_min, ODE_FIRST_ORDER));
        ensure_stride(C, N);
        /* the series starts from the exact midpoint of the state unless the
         * ball mode propagates the radii through the recursion */
        carried_error(carried, ymid, C->y, dim, C->ball);
        drop = C->schedule ? C->next_drop : 0.0;
        status = ode_problem_series_sched(C->S, C->stride, P, tc, ymid, N, prec, drop, ODE_SCHEDULE_PREC_MIN);
        if (status != SERSOL_OK)
        {
            undefined_message(C, tc);
            break;
        }
        if (series_not_finite(C, N))
        {
            char * ts = arb_get_str(tc, 10, ARB_STR_NO_RADIUS);
            snprintf(C->message, sizeof(C->message), "the Taylor coefficients at t = %.60s are "
                     "not finite: the right-hand side overflows, or its arguments are too large "
                     "for the working precision", ts);
            flint_free(ts);
            status = SERSOL_EACCURACY;
            break;
        }
        V.logs = &logs;
        view_fit(&V, C, N, drop);
        /* exact zeros that prove nothing yet: the series goes on to the
         * order that proves them or shows the late terms (y' = 1 +
         * (100 t)^60 at t = 0: the fit with rho <= 1 stepped over 1e120
         * t^61/61 and printed y(0.02) = 0.02 for 3.8e14 with 30 digits) */
        if (C->order_fixed == 0 && V.logs->N == N && !V.fit.zero_tail && P->K != NULL
            && P->stepper == NULL && isfinite(V.fit.log_C) && V.fit.top_valid == 0)
        {
            slong last = 0, k, Nz;
            int proof;
            for (k = 0; k <= N; k++)
                if (V.logs->present[k])
                    last = k;
            Nz = (last < N - FLINT_MAX(4, N / 2)) ? zero_tail_order(C, V.logs, &proof) : WORD_MAX;
            if (Nz > N && Nz != WORD_MAX && Nz <= C->order_max)
            {
                ensure_stride(C, Nz);
                if (ode_problem_series_extend_sched(C->S, C->stride, P, N, Nz, prec, drop,
                                                    ODE_SCHEDULE_PREC_MIN) == SERSOL_OK
                    && !series_not_finite(C, Nz))
                {
                    N = Nz;
                    view_fit(&V, C, N, drop);
                }
            }
        }
        /* error per unit step: the step's share h/|T - t0| of the tolerance,
         * so that the errors of all the steps add up to about tol whatever
         * their number */
        if (isfinite(log_span))
        {
            double share = ode_step_log(&V.fit, N, log_tol, C->q_max) - log_span;
            /* steps growing geometrically away from a singularity (allowed by
             * moving_away, which counted at least away_n of them): from then
             * on each gets at least 1/(4 away_n) of the tolerance, the shares
             * of the length and of the count adding up to about 5/4 of it
             * (the share of the length alone made the first steps of
             * y' = 1/(t + 1e-200) meet 1e-230, orders 256 for 30 digits;
             * kept after the steps stop being tiny, else the tolerance
             * dropped by 12 orders of magnitude at once and the step with
             * it, to "out of reach") */
            if (isfinite(away_n))
                share = FLINT_MAX(share, -log(4.0 * away_n));
            log_tol += FLINT_MIN(0.0, share);
        }
        view_caps(&V, C, N, log_tol);
        log_pred = predicted_step_cap(C);
        log_h_next = -INFINITY;
        if (C->order_fixed == 0)
        {
            arb_sub(rem, T, tc, prec);
            /* the distance the unscaled step must cover for the scaled one
             * (step_scale of run B) to reach T; a first step scaled below 1
             * does not reach T (split_first_step) */
            double log_reach = log_abs_mid(rem) - log(C->step_scale);
            status = raise_order(&N, &log_h_next, &V, C, log_tol, log_pred, &cost, drop,
                                 log_reach);
            if (status != SERSOL_OK)
                break;
        }
        log_h_ctrl = ode_step_log(&V.fit, N, log_tol, C->q_max);
        if (V.log_cap < log_h_ctrl)
        {
            log_h_ctrl = V.log_cap;
            capped++;
        }
        log_h_ctrl = FLINT_MIN(log_h_ctrl, V.log_drop_cap);
        if (isfinite(V.Rq))
        {
            double tdbl = arf_get_d(arb_midref(tc), ARF_RND_NEAR), dnext;
            int agree = _ode_watch_push(W, tdbl, tdbl + dir * V.Rq, dir);
            int confirm = (W->confirm_R > 0 && V.Rq <= W->confirm_R / ODE_SING_CONFIRM);
            if (((agree && W->skip == 0) || confirm) && N + 1 >= 8
                && V.Rq < 1.1 * (dnext = next_target_distance(C, &outs, dir))
                && singularity_stop(C, W, V.qcomp, V.Rq, N, dir, dnext, note, sizeof(note)))
            {
                status = SERSOL_EACCURACY;
                break;
            }
        }
        else
            _ode_watch_reset(W);
        if (getenv("SERSOL_ODE_DEBUG") != NULL)
            fprintf(stderr, "ode: step %ld t=%.6g N=%ld next=%ld log_rho=%.4g log_C=%.4g "
                    "top=%.4g/%.4g low=%.4g/%.4g log_tol=%.4g h=%.4g Rq=%.4g Rs=%.4g y0=%.3g "
                    "rad=%.3g drop=%.3g drop_cap=%.4g prec=%ld\n", (long) C->steps,
                    arf_get_d(arb_midref(tc), ARF_RND_NEAR), (long) N, (long) C->next_order,
                    V.fit.log_rho, V.fit.log_C, V.fit.top_valid ? V.fit.top_log_rho : NAN,
                    V.fit.top_valid ? V.fit.top_log_C : NAN,
                    V.fit.low_valid ? V.fit.low_log_rho : NAN,
                    V.fit.low_valid ? V.fit.low_log_C : NAN, log_tol, exp(log_h_ctrl), V.Rq, V.Rs,
                    arf_get_d(arb_midref(C->y), ARF_RND_NEAR), mag_get_d(arb_radref(C->y)),
                    drop, exp(V.log_drop_cap), (long) prec);
        if (getenv("SERSOL_ODE_DEBUG_T") != NULL)
        {   /* (t with its radius: the double of the line above hides both) */
            char * ts = arb_get_str(tc, 40, 0);
            fprintf(stderr, "ode: step %ld t=%s\n", (long) C->steps, ts);
            flint_free(ts);
            if (getenv("SERSOL_ODE_DEBUG_T")[0] == '2')
                for (k = 0; k < C->dim; k++)
                {
                    ts = arb_get_str(C->y + k, 60, 0);
                    fprintf(stderr, "   y%ld=%s\n", (long) k, ts);
                    flint_free(ts);
                }
        }
        if (getenv("SERSOL_ODE_DEBUG_LOGS") != NULL)
        {
            slong k;
            for (k = 0; k <= V.logs->N; k++)
                fprintf(stderr, "   k=%ld lk=%.4g lg=%.4g(%d) lr=%.4g(%d)\n", (long) k, V.logs->lk[k],
                        V.logs->lg[k], V.logs->genuine[k], V.logs->lr[k], V.logs->noisy[k]);
        }
        log_h = log_h_ctrl + log(C->step_scale);
        if (C->steps == 0 && C->first_step_scale > 0)
            log_h += log(C->first_step_scale);
        arb_sub(rem, T, tc, prec);
        log_rem = log_abs_mid(rem);

        too_short = (log_h < log_rem - 0.25 * prec * M_LN2 || log_h < -700);
        short_step = too_short;
        /* (a first step has nothing to collapse from: y' = 1e400 y needs
         * steps of 1e-400, below a double's range, from the start) */
        not_shrinking = (C->steps == 0 || (log_h >= -700 && log_h >= C->min_log_h - 2.0));
        /* nothing collapsed and steps of this length reach the nearest
         * output still to compute (T at the latest) within the step limit
         * or 2^(prec/4) steps: the run goes on (forecast_hopeless watches
         * its windows).  At few digits 2^(prec/4) lies below the step
         * limit: the pendulum to t = 20000 at 5 digits (3e4 steps of 0.67,
         * 59 bits) was "out of reach" although 12 digits went through; and
         * --at 1.5,1e29 lost the row at 1.5 to the second time */
        if (too_short && not_shrinking && log_h >= -700
            && log(next_target_distance(C, &outs, dir)) - log_h
               <= fmax(0.25 * prec * M_LN2, log((double) FLINT_MAX(C->max_steps - C->steps, 1))))
            too_short = 0;
        if (too_short && not_shrinking && log_h >= -700
            && passing_pair(C, W, log_h, log_rem, dir, &away_steps)
            && away_steps <= ODE_FORECAST_FACTOR * (double) (C->max_steps - C->steps))
        {
            away_n = FLINT_MAX(away_steps, 1.0);
            too_short = 0;
        }
        if (too_short && not_shrinking && log_h >= -700
            && (log_h > away_log_h      /* growing since moving_away allowed one */
                || (moving_away(C, V.qcomp, N, dir, log_h, log_rem, drop, &away_steps)
                    && away_steps <= ODE_FORECAST_FACTOR * (double) (C->max_steps - C->steps)
                    && (away_n = FLINT_MAX(away_steps, 1.0)) > 0)))
            too_short = 0;
        /* steps shrinking toward a narrow feature of a term of t that the
         * forcing search located (and that matters: a miss) follow it, no
         * singularity: a pulse of width 4.5e-7 at t = 0.6 needs steps of
         * 2e-7, 2^-23 of the distance to t = 2.8, which at 92 bits (15
         * digits) counted as a collapse; down to 2^(-3 prec/4) of the
         * distance (a pulse 1e-15 wide at 15 digits; 2^(-prec/2) stopped
         * it), where t keeps a quarter of its bits for the steps */
        if (too_short && !isnan(C->feature_t) && log_h >= -700
            && log_h >= log_rem - 0.75 * prec * M_LN2
            && fabs(C->feature_t - arf_get_d(arb_midref(tc), ARF_RND_NEAR))
               <= ODE_FEATURE_REACH * exp(log_h))
            too_short = 0;
        if (!short_step)
            C->short_steps = 0;     /* (a sequence goes on through steps the rules above let go) */
        else if (too_short && short_steps_pass(C, V.qcomp, N, dir, log_h, log_rem, prec))
        {
            C->short_steps++;
            too_short = 0;
        }
        if (too_short)
        {
            /* a step no shorter than the run's earlier ones, the radius not
             * growing: not a collapse but an interval far too long for any
             * number of steps */
            if (not_shrinking)
            {   /* (unless a real singularity lies ahead: then it is the cause) */
                radius_result_t res;
                radius_result_init(res);
                double t_now = arf_get_d(arb_midref(tc), ARF_RND_NEAR);
                if (pole_message(C))
                    ;
                else if (!(log_h < -700 ? tiny_real_ahead_message(C, V.qcomp, N, dir, log_h)
                                   : real_ahead_message(C, res, V.qcomp, N, dir))
                    && !(recent_branch_cut(C) && (branch_point_message(C, tc), 1))
                    && !shrink_message(C, C->tend, t_now, exp(log_rem), ODE_PROBE_WINDOW,
                                       fabs(probe_t[1] - probe_t[0]), fabs(probe_t[2] - probe_t[1])))
                    too_long_message(C, log_h, log_rem);
                radius_result_clear(res);
            }
            else
                collapse_message(C, V.qcomp, N, dir);
            status = SERSOL_EACCURACY;
            break;
        }
        /* steps allowed by moving_away: the analysis again only when one
         * does not grow */
        away_log_h = (log_h < log_rem - 0.25 * prec * M_LN2) ? log_h : INFINITY;
        forcing_cut = 0;
        for (tries = 0, cut = 0, decayed = 0, zero_rounds = 0, zero_size = 0.0, out_of_range = 0; ;
             tries++)
        {
            /* (a step within ODE_LAST_SLACK of the end goes to the end:
             * log_rem is an upper bound, 2^-29 above 1 for rem = 1, and a
             * step shortened by a hair left a sliver, one more step) */
            split = split_first_step(C) && (log_h >= log_rem - ODE_LAST_SLACK);
            last = !split && (log_h >= log_rem - ODE_LAST_SLACK);
            if (last)
                arb_set(s, rem);
            else if (split)
                arb_mul_2exp_si(s, rem, -1);
            else
                arb_set_d(s, dir * exp(log_h));
            _ode_eval_series(ynew, C->S, C->stride, dim, N, &V.fit, s, prec);
            crossed = _arb_vec_is_finite(ynew, dim) ? branch_crossed(P, N, s) : 0;
            if (_arb_vec_is_finite(ynew, dim) && crossed == 0 && tries < 30)
            {   /* more cancellation than the precision's guard allows:
                 * shorter (the loss is about linear in h) */
                double guard = prec * M_LN2 + log_tol_base - ODE_CANCEL_MARGIN;
                double log_norm = (C->norm_exp == WORD_MIN) ? scale : C->norm_exp * M_LN2;
                double log_size = log_result_size(ynew, dim, log_norm,
                                                  fmax(log_norm + log_tol_base, state_log_radius(C)));
                double loss = cancellation_loss(V.logs, log_abs_mid(s), log_size);
                if (guard > ODE_CANCEL_MARGIN && loss > guard)
                {
                    log_h = log_abs_mid(s) + log(fmax(0.25, 0.9 * guard / loss));
                    C->rejections++;
                    continue;
                }
                /* a zero state has no size to be relative to; when the
                 * step's result lies below the absolute tolerance (no digit
                 * at all), the result sets the scale (y' = 1/cosh(10^4 (t -
                 * 1/3)) from y(0) = 0 ended its first step at 6e-1447 +-
                 * 3e-1452, and the next steps, relative to that, lost every
                 * digit).  With a result of order h^m (m: its first order
                 * present) and a tail of order h^(N + 1), shorter steps gain
                 * N + 1 - m nats per nat: a few rounds settle it; only for m
                 * <= N/4 (y' = t^40 + sqrt(1 + y) - 1 - y/2 + y^2/8, m = 41,
                 * shrank its first step to y = 1e-258, below the rounding of
                 * sqrt(1 + y) - 1, and stalled there) */
                if (tries == 0)
                {
                    zero_m = 0;
                    for (k = 1; k <= N && zero_m == 0; k++)
                        if (V.logs->genuine[k])
                            zero_m = k;
                    zero_size = (!isfinite(scale) && isfinite(log_size) && log_size < log_tol
                                 && zero_m > 0 && 4 * zero_m <= N) ? log_size : 0.0;
                }
                /* a result beyond e^(+-2^53) from a zero state: the
                 * logarithms of its coefficients, doubles, have a unit of a
                 * nat or more there, and the fitted line's slope is noise
                 * (y' = exp(-((t - 1)/10^-9)^2) from y(0) = 0: one step to
                 * t = 0.5 whose estimated tail was 10^-5000 of the result,
                 * y(0.5) = 4e-434294481903251316 printed with 26 "verified"
                 * digits, where the truth is 1e-108573620475812985) */
                if (zero_size != 0.0 && fabs(zero_size) > ODE_LOG_RESOLVE)
                {
                    out_of_range = 1;
                    break;
                }
                if (zero_size != 0.0 && zero_rounds < 4 && !cut)
                {
                    double le = ode_tail_log_error(&V.fit, N, log_abs_upper(s));
                    double excess = le - (log_tol + log_size);
                    zero_size = log_size;
                    if (isfinite(excess) && excess > 0.1)
                    {
                        log_h = log_abs_mid(s) - excess / (N + 1 - zero_m);
                        zero_rounds++;
                        continue;
                    }
                }
                /* the tolerance is relative to the state at the start: a
                 * step that ends 'decay' nats smaller needs its truncation
                 * error that much smaller, i.e. h about exp(-decay/N)
                 * shorter (once per step; not for a step already cut at
                 * a branch point, whose samples place the stop) */
                if (!decayed && !cut)
                {
                    double decay = scale - log_size;
                    if (decay > ODE_DECAY_FREE && N > 0)
                    {
                        log_h = log_abs_mid(s) - (decay - ODE_DECAY_FREE) / N;
                        decayed = 1;
                        continue;
                    }
                }
                /* the polynomial misses the equation inside the step:
                 * shorter, to half way to the first miss */
                {
                    int pole = 0;
                    double sigma;
                    step_errors(step_err, C, N, s, ynew, &V.fit);
                    sigma = residual_miss(C, N, s, log_tol, ynew, step_err, &pole);
                    if (pole == 2)
                    {
                        C->feature_t = arf_get_d(arb_midref(tc), ARF_RND_NEAR)
                                       + sigma * arf_get_d(arb_midref(s), ARF_RND_NEAR);
                        forcing_cut++;
                    }
                    else if (pole)
                    {
                        C->pole_step = C->steps + 1;
                        C->pole_t = arf_get_d(arb_midref(tc), ARF_RND_NEAR)
                                    + sigma * arf_get_d(arb_midref(s), ARF_RND_NEAR);
                    }
                    else if (sigma > 0)
                        /* a miss of the samples is a feature the steps follow
                         * too (a sech 5e-8 wide in a clock s with s' = 1 +
                         * 1e-35 sin y: steps of 2^-23 of the distance left
                         * at 15 digits counted as a collapse, where 20 and
                         * 30 digits gave every digit; helper-74's class C,
                         * helper-63's DAEs) */
                        C->feature_t = arf_get_d(arb_midref(tc), ARF_RND_NEAR)
                                       + sigma * arf_get_d(arb_midref(s), ARF_RND_NEAR);
                    if (sigma > 0)
                    {
                        log_h = log_abs_mid(s) + log(0.5 * sigma);
                        C->rejections++;
                        continue;
                    }
                }
            }
            if ((_arb_vec_is_finite(ynew, dim) && crossed == 0) || tries >= 30)
                break;
            /* a ball blew up: halve the step; a branch was left at sample
             * j: keep what precedes the crossing (branch_keep).
             * From the step tried, which is the remaining distance when the
             * controller's step is longer (a polynomial solution: log_h huge) */
            log_h = log_abs_mid(s) + (crossed == 0 ? -M_LN2 : log(branch_keep(P, N, s, crossed)));
            C->rejections++;
            if (crossed)
            {
                C->branch_step = C->steps + 1;
                cut = 1;
            }
        }
        if (out_of_range)
        {
            char what[224];
            snprintf(what, sizeof(what), "the first step from a zero state ends near 10^%.4g, "
                     "beyond e^(+-2^53), where the step control cannot resolve the ratios of "
                     "its coefficients", zero_size / M_LN10);
            set_message_t(C, what, tc);
            status = SERSOL_EACCURACY;
            break;
        }
        C->branch_cuts = cut ? C->branch_cuts + 1 : 0;
        if (!_arb_vec_is_finite(ynew, dim) || crossed)
        {
            if (crossed)
                branch_point_message(C, tc);
            else
                set_message_t(C, "step rejected repeatedly", tc);
            status = SERSOL_EACCURACY;
            break;
        }
        lost = ((P->sysjac != NULL || P->stepper != NULL) && !C->ball)
               ? growth_step(C, carried, tc, ymid, ynew, s, N,
                             V.fit.zero_tail ? -INFINITY
                                             : ode_tail_log_error(&V.fit, N, log_abs_upper(s)))
               : 0;
        rate = (mag_is_zero(carried) || lost) ? 0.0 : contraction_rate(C, ymid, ynew, N, &V.fit, s);
        step_errors(step_err, C, N, s, ynew, &V.fit);   /* (before the carried error joins) */
        for (i = 0; i < dim; i++)     /* (finite: a checkpoint keeps it) */
            C->drift[i] = fmin(C->drift[i] + step_err[i], DBL_MAX);
        _ode_carry_error_at(ynew, dim, carried, rate, s);
        /* next step: order k needs about k log2(rho/h) bits fewer, measured
         * on this series' coefficients (margin 10%), h the step predicted
         * for the next order (else this one's) */
        if (!V.fit.zero_tail)
        {
            double lh = isfinite(log_h_next) ? FLINT_MIN(log_h_next, V.log_cap) : log_h_ctrl;
            C->next_drop = _ode_schedule_drop_logs(V.logs, log_tol + zero_size,
                                                   lh + log(C->step_scale));
        }
        update_rho_hint(C, &V.fit);
        emit_outputs(C, &outs, N, &V.fit, s, last, dir, carried, rate);
        if (C->dense)
        {   /* a ball: its struct and its mantissa's limbs (at most prec bits) */
            double bytes = (double) dim * (N + 1) * (sizeof(arb_struct) + 8.0 * (prec / 64 + 1));
            if (C->dense_budget > 0 && C->dense_bytes + bytes > C->dense_budget)
            {
                snprintf(C->message, sizeof(C->message), "dense output: the series of every "
                         "step would take more than %.3g MB", C->dense_budget / 1e6);
                status = SERSOL_ENOMEM;
                break;
            }
            C->dense_bytes += bytes;
            store_segment(C, s, N, &V.fit, carried, rate);
        }
        if (C->ends_prec > 0)
            record_step_end(C, s, N, &V.fit, carried, rate);

        if (!last && step_below_t_resolution(C, tc, s))
        {
            status = SERSOL_EACCURACY;
            break;
        }
        if (last)
        {
            arb_set(tc, T);
            C->growth_J_ok = 0;     /* (J was taken at t + s, not at T) */
        }
        else    /* (64 bits beyond the states': t's rounding adds up over the steps) */
            arb_add(tc, tc, s, prec + ODE_T_GUARD_BITS);
        if (!last && C->order_fixed == 0 && C->next_order > 0 && !V.fit.zero_tail)
            next_order_to_reach(C, &V, T, rem, log_tol);
        _arb_vec_swap(C->y, ynew, dim);
        ode_ctx_note_norm(C);

        C->steps++;
        if (forcing_cut && C->forcing_cuts == 0)
            C->forcing_cuts_t = arf_get_d(arb_midref(tc), ARF_RND_NEAR);   /* (the step's end) */
        C->forcing_cuts = forcing_cut ? C->forcing_cuts + 1 : 0;
        C->forcing_misses = forcing_cut ? C->forcing_misses + forcing_cut : 0;
        C->order_sum += N;
        C->order_lo = FLINT_MIN(C->order_lo, N);
        C->order_hi = FLINT_MAX(C->order_hi, N);
        if (!last)
        {
            C->min_log_h = FLINT_MIN(C->min_log_h, log_h);
            C->max_log_h = FLINT_MAX(C->max_log_h, log_h);
        }
        if (C->ck_file != NULL && C->steps % C->ck_every == 0)
        {
            status = ode_ctx_write_checkpoint(C, C->ck_file);
            if (status != SERSOL_OK)
            {
                snprintf(C->message, sizeof(C->message), "cannot write checkpoint %.150s: %.60s",
                         C->ck_file, strerror(errno));
                break;
            }
        }
        if (C->progress != NULL)
        {
            arb_sub(rem, T, tc, prec);
            C->progress(1.0 - exp(log_abs_mid(rem) - log_span), C->progress_data);
        }
        if (last)
            break;
    }
    if (getenv("SERSOL_ODE_DEBUG") != NULL)
        fprintf(stderr, "ode: %ld steps, %ld capped by the radius estimate, %ld full analyses%s%s\n",
                (long) C->steps, (long) capped, (long) W->full, note[0] ? "; " : "", note);
    _arb_vec_clear(ynew, dim);
    _arb_vec_clear(ymid, dim);
    mag_clear(carried);
    flint_free(step_err);
    _ode_logs_clear(&logs);
    out_order_clear(&outs);
    arb_clear(s);
    arb_clear(rem);
    arb_clear(span);
    return status;
}
