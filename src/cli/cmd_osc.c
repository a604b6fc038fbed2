/* sersol solve FILE for problem oscillator: the series integrators of module
 * osc (phi-functions, G-functions, Taylor) with an automatic fixed step and
 * order, verified by a second run (DESIGN.md §3). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "cmd_osc.h"
#include "cmd_ode.h"
#include "sersol/osc.h"
#include "sersol/tps.h"

typedef struct
{
    const sersol_problem * P;   /* alpha, epsilon, beta, the initial values: each run
                                 * evaluates them at its own precision (run) */
    osc_expr_perturbation_t F;
    int method;
}
osc_cli_problem;

static int eval_const(arb_t r, expr_ptr e, expr_ctx_ptr ctx, slong prec)
{
    slong n = expr_ctx_num_vars(ctx);
    arb_ptr v = _arb_vec_init(FLINT_MAX(n, 1));
    int st = expr_eval_arb(r, e, v, prec);
    _arb_vec_clear(v, FLINT_MAX(n, 1));
    return st;
}

int cli_oscillator_as_ode(ode_problem_t Q, sersol_problem * P)
{
    expr_ctx_ptr ctx = P->ctx;
    slong xv = P->x_var >= 0 ? P->x_var : expr_ctx_add_var(ctx, "x");
    slong xpv = P->xp_var >= 0 ? P->xp_var : expr_ctx_add_var(ctx, "xp");
    const int order = 2;
    char * names[1];
    expr_ptr rhs, init[2];

    names[0] = "x";
    rhs = expr_sub(ctx, expr_mul(ctx, P->epsilon, P->perturbation),
                   expr_mul(ctx, expr_mul(ctx, P->alpha, P->alpha), expr_var(ctx, xv)));
    init[0] = P->init_x;
    init[1] = P->init_xp;
    return ode_problem_init(Q, ctx, P->t_var, 1, &xv, &xpv, &order, names, &rhs, init);
}

/* ---- long runs: progress, checkpoints, resume, step limit ----
 * The runs of a pair are deterministic functions of (attempt, run) and the
 * state (t, x, x') after a full step: a checkpoint holds that state, the
 * outputs reached and where the work stands, and a resumed run continues
 * exactly as the uninterrupted one (docs/osc.md "Command line"). */
#define OSC_CK_MAGIC "sersol-osc-checkpoint 1"

typedef struct
{
    const cli_options * o;
    const cli_ode_extra * x;
    cli_progress * bar;
    slong stop_after;           /* test hook SERSOL_ODE_STOP_AFTER: full steps in all */
    slong total;                /* full steps of the runs so far (this process) */
    slong max_steps;            /* per run */
    double tmax;
    slong nt;
    /* where the work stands */
    slong attempt, run, next;   /* next: the (sorted) output being integrated to */
    slong m[2];                 /* outputs of runs A (nt) and B (nt + na with --dense) */
    arb_ptr y[2];               /* runs A, B: x at their sorted output times (m[r]),
                                 * then x' (m[r]) */
    /* --dense: run A's full-step ends (t, x, x' each), run B's extra outputs */
    int dense;
    slong na, alloc_a;
    arb_ptr ae;
    slong * where;              /* after run_pair: merged index of user time i
                                 * (sorted, i < nt) and of end i - nt */
    osc_solver_struct * S;      /* the running solver */
    /* a resumed state, for run `run` of attempt `attempt` */
    int resumed;
    arb_t t, xr, xpr;
    slong steps;
    /* why a run stopped (SERSOL_EIO from run): message and exit status */
    char message[320];
    int stop_exit;
    /* the outputs past the step limit (the runs reach the others; theirs
     * stay indeterminate): set by run, with the reason in limit_message */
    int limit_hit;
    char limit_message[320];
    /* the last step that failed the residual check (osc_solver_set_residual_check) */
    int residual_missed;
    double residual_t, residual_h;
    char problem_key[CLI_PROBLEM_KEY_SIZE];     /* recorded in checkpoints */
}
osc_long_run;

static void long_run_init(osc_long_run * L, const cli_options * o, const cli_ode_extra * x,
                          cli_progress * bar, double tmax, slong nt)
{
    memset(L, 0, sizeof(*L));
    L->o = o;
    L->x = x;
    L->bar = bar;
    L->stop_after = cli_ode_stop_after();
    L->max_steps = x->max_steps > 0 ? x->max_steps : ODE_DEFAULT_MAX_STEPS;
    L->tmax = tmax > 0 ? tmax : 1.0;
    L->nt = nt;
    L->dense = x->dense;
    L->m[0] = L->m[1] = nt;
    L->y[0] = _arb_vec_init(2 * nt);
    L->y[1] = _arb_vec_init(2 * nt);
    arb_init(L->t);
    arb_init(L->xr);
    arb_init(L->xpr);
}

/* A value that a run left indeterminate because its time lay past the
 * step limit. */
static int past_limit(const osc_long_run * L, const arb_t x1, const arb_t x2)
{
    return L->limit_hit && (!arb_is_finite(x1) || !arb_is_finite(x2));
}

static void long_run_clear(osc_long_run * L)
{
    _arb_vec_clear(L->y[0], 2 * L->m[0]);
    _arb_vec_clear(L->y[1], 2 * L->m[1]);
    if (L->alloc_a > 0)
        _arb_vec_clear(L->ae, 3 * L->alloc_a);
    flint_free(L->where);
    arb_clear(L->t);
    arb_clear(L->xr);
    arb_clear(L->xpr);
}

/* Room for end k of run A (k <= na); na becomes at least k + 1. */
static void ends_fit(osc_long_run * L, slong k)
{
    if (k >= L->alloc_a)
    {
        slong a = FLINT_MAX(64, 2 * L->alloc_a);
        L->ae = sersol_arb_vec_grow(L->ae, 3 * L->alloc_a, 3 * a);
        L->alloc_a = a;
    }
    L->na = FLINT_MAX(L->na, k + 1);
}

/* Run B's outputs: m of them (its values cleared). */
static void size_b(osc_long_run * L, slong m)
{
    _arb_vec_clear(L->y[1], 2 * L->m[1]);
    L->m[1] = m;
    L->y[1] = _arb_vec_init(2 * m);
}

/* The sorted user times ts (nt) and run A's ends (na, increasing, never
 * equal to a user time: a full step ends more than h before the output it
 * goes to) merged: where[i] = merged index of user time i (i < nt) or of end
 * i - nt; tb (nt + na) the merged times, when not NULL. */
static void merge_ends(slong * where, arb_ptr tb, const osc_long_run * L, arb_srcptr ts)
{
    slong i = 0, k = 0, nt = L->nt, na = L->na;
    while (i < nt || k < na)
    {
        int end = (k < na) && (i >= nt || arf_cmp(arb_midref(L->ae + 3 * k), arb_midref(ts + i)) < 0);
        if (end)
        {
            where[nt + k] = i + k;
            if (tb != NULL)
                arb_set(tb + i + k, L->ae + 3 * k);
            k++;
        }
        else
        {
            where[i] = i + k;
            if (tb != NULL)
                arb_set(tb + i + k, ts + i);
            i++;
        }
    }
}

/* Writes the checkpoint atomically (FILE.tmp, then renamed): 1 on success. */
/* The key "D METHOD N T1 ... TN [--max-steps M] [--dense]" of a checkpoint
 * as the options that wrote it: "--digits D --method METHOD --at T1,...,TN
 * [--max-steps M] [--dense]" (a damaged key: as it stands). */
static char * key_as_options(const char * key)
{
    char * out = flint_malloc(strlen(key) + 64), method[64];
    long d, n, i;
    int pos = 0, w;
    const char * p;

    if (sscanf(key, "%ld %63s %ld%n", &d, method, &n, &pos) != 3 || n < 1)
    {
        strcpy(out, key);
        return out;
    }
    w = sprintf(out, "--digits %ld --method %s --at", d, method);
    for (i = 0, p = key + pos; i < n && *p == ' '; i++)
    {
        size_t l = strcspn(p + 1, " ");
        w += sprintf(out + w, "%s%.*s", i ? "," : " ", (int) l, p + 1);
        p += 1 + l;
    }
    strcpy(out + w, p);     /* " --max-steps M", " --dense" */
    return out;
}

static int write_checkpoint(const osc_long_run * L)
{
    const osc_solver_struct * S = L->S;
    FILE * f = ode_checkpoint_begin(L->x->checkpoint);
    slong i, r;

    if (f == NULL)
        return 0;
    fprintf(f, "%s\nkey %ld %s %ld", OSC_CK_MAGIC, (long) L->o->digits,
            L->o->method != NULL ? L->o->method : "phi", (long) L->nt);
    for (i = 0; i < L->nt; i++)
        fprintf(f, " %s", L->o->at_str[i]);
    if (L->x->max_steps > 0)     /* (where a run stops: part of the run's identity) */
        fprintf(f, " --max-steps %ld", (long) L->x->max_steps);
    fprintf(f, "%s\nproblem %s", L->dense ? " --dense" : "", L->problem_key);
    fprintf(f, "\nstate %ld %ld %ld %ld\n", (long) L->attempt, (long) L->run, (long) L->next,
            (long) S->steps);
    ode_checkpoint_put_ball(f, S->t, "t");
    ode_checkpoint_put_ball(f, S->x, "x");
    ode_checkpoint_put_ball(f, S->xp, "xp");
    for (i = 0; i < L->na; i++)
    {
        ode_checkpoint_put_ball(f, L->ae + 3 * i, "aend %ld t", (long) i);
        ode_checkpoint_put_ball(f, L->ae + 3 * i + 1, "aend %ld x", (long) i);
        ode_checkpoint_put_ball(f, L->ae + 3 * i + 2, "aend %ld xp", (long) i);
    }
    for (r = 0; r <= L->run; r++)
        for (i = 0; i < (r < L->run ? L->m[r] : L->next); i++)
        {
            ode_checkpoint_put_ball(f, L->y[r] + i, "out %ld %ld x", (long) r, (long) i);
            ode_checkpoint_put_ball(f, L->y[r] + L->m[r] + i, "out %ld %ld xp", (long) r, (long) i);
        }
    fprintf(f, "end\n");
    return ode_checkpoint_finish(f, L->x->checkpoint);
}

/* After every full step: progress, the test hook, checkpoints. */
static int after_step(void * data)
{
    osc_long_run * L = data;
    const osc_solver_struct * S = L->S;

    L->total++;
    if (L->dense && L->run == 0)
    {
        slong k = L->na;
        ends_fit(L, k);
        arb_set(L->ae + 3 * k, S->t);
        arb_set(L->ae + 3 * k + 1, S->x);
        arb_set(L->ae + 3 * k + 2, S->xp);
    }
    cli_progress_update(0.5 * (L->run + arf_get_d(arb_midref(S->t), ARF_RND_NEAR) / L->tmax), L->bar);
    if (L->stop_after > 0 && L->total >= L->stop_after)
    {
        snprintf(L->message, sizeof(L->message), "stopped (test hook) at t = %.10g",
                 arf_get_d(arb_midref(S->t), ARF_RND_NEAR));
        L->stop_exit = CLI_EXIT_ACCURACY;
        return SERSOL_EIO;
    }
    if (L->x->checkpoint != NULL && L->total % L->x->checkpoint_every == 0 && !write_checkpoint(L))
    {
        snprintf(L->message, sizeof(L->message), "cannot write checkpoint %.200s: %.60s",
                 L->x->checkpoint, strerror(errno));
        L->stop_exit = CLI_EXIT_INPUT;
        return SERSOL_EIO;
    }
    return SERSOL_OK;
}

/* The head of the message of a run that stopped short of the digits. */
#define OSC_NOT_REACHED "requested digits not reached: "

/* One run from t = 0 through the sorted times; x, xp[i] at times[i].  The
 * constants and initial values are rounded at the run's own precision: with
 * the first run's roundings shared, the two runs of a pair agreed on 20
 * digits of x(3) = 1.7e-49 for x'' = 0, x(0) = 1, x'(0) = -1/3 (exactly
 * 0): the rounding of -1/3 was common to both.  With L (the command's runs,
 * not the trial steps of choose_step): the step limit, progress and
 * checkpoints, and a resumed state when L holds one; SERSOL_EIO when L
 * stopped the run (L->message says why).  When the run fails, the time it
 * did not reach and those after it are indeterminate. */
static int run(arb_ptr xs, arb_ptr xps, osc_cli_problem * Q, const arb_t h, slong order,
               arb_srcptr times, slong nt, slong prec, osc_long_run * L)
{
    const sersol_problem * P = Q->P;
    osc_solver_t S;
    arb_t t0, c[5];
    slong i, i0 = 0;
    int st = SERSOL_OK;
    arb_init(t0);
    for (i = 0; i < 5; i++)
        arb_init(c[i]);
    if (eval_const(c[0], P->alpha, P->ctx, prec) || eval_const(c[1], P->epsilon, P->ctx, prec)
        || eval_const(c[2], P->beta != NULL ? P->beta : P->alpha, P->ctx, prec)   /* beta = alpha by default */
        || eval_const(c[3], P->init_x, P->ctx, prec) || eval_const(c[4], P->init_xp, P->ctx, prec))
        st = SERSOL_EDOMAIN;    /* (they were defined at the first precision) */
    osc_solver_init(S, 1, prec);
    osc_solver_set_problem(S, c[0], c[2], c[1], osc_perturbation_expr, Q->F);
    if (osc_expr_perturbation_num_branches(Q->F) > 0)
        osc_solver_set_branch_check(S, osc_expr_perturbation_branch_negative);
    /* the equation inside every step (a narrow feature of the perturbation
     * between two steps' starts), to 10^-(D+3): prec = D log2(10) + 96;
     * run A's steps and the trial steps (run B covers the same interval) */
    if (L == NULL || L->run == 0)
    {
        osc_solver_set_residual_check(S, osc_expr_perturbation_value, 86.0 - (double) prec);
        osc_solver_set_forcing_check(S, osc_expr_perturbation_kernel(Q->F));
    }
    osc_solver_set_method(S, Q->method, order, h);
    osc_solver_set_initial(S, t0, c[3], c[4]);
    if (L != NULL && st == SERSOL_OK)
    {
        /* the (sorted) times past the step limit stay indeterminate; the
         * run goes to the others (--at 10,1e6 refused both before) */
        slong nfit = nt;
        double hd = arf_get_d(arb_midref(h), ARF_RND_DOWN), steps = 0;
        while (nfit > 0 && (steps = ceil(arf_get_d(arb_midref(times + nfit - 1), ARF_RND_UP) / hd))
                           > (double) L->max_steps)
            nfit--;
        if (nfit < nt)
        {   /* the nearest time out of reach names the limit (run B's, with
             * its shorter steps, when it has one nearer) */
            steps = ceil(arf_get_d(arb_midref(times + nfit), ARF_RND_UP) / hd);
            snprintf(L->limit_message, sizeof(L->limit_message),
                     "t = %.6g needs about %.3g steps of %.3g, more than the step limit of %ld "
                     "steps per run",
                     arf_get_d(arb_midref(times + nfit), ARF_RND_NEAR), steps,
                     arf_get_d(arb_midref(h), ARF_RND_NEAR), (long) L->max_steps);
            L->limit_hit = 1;
        }
        for (i = nfit; i < nt; i++)
        {
            arb_indeterminate(xs + i);
            arb_indeterminate(xps + i);
        }
        nt = nfit;
        L->S = S;
        osc_solver_set_after_step(S, after_step, L);
        if (L->resumed)
        {   /* the state after a full step of this run, and the outputs before */
            L->resumed = 0;
            arb_set(S->t, L->t);
            arb_set(S->x, L->xr);
            arb_set(S->xp, L->xpr);
            S->steps = L->steps;
            i0 = L->next;
            if (i0 < nt && (arb_is_negative(L->t) || arb_gt(L->t, times + i0)))
            {   /* (a time edited past the next output: "bad input") */
                snprintf(L->message, sizeof(L->message), "%.200s: damaged checkpoint (its time "
                         "t lies past the next output)", L->x->resume);
                L->stop_exit = CLI_EXIT_INPUT;
                st = SERSOL_EIO;
            }
        }
    }
    for (i = i0; i < nt && st == SERSOL_OK; i++)
    {
        if (L != NULL)
            L->next = i;
        st = osc_solver_integrate(S, times + i);
        arb_set(xs + i, S->x);
        arb_set(xps + i, S->xp);
    }
    if (st != SERSOL_OK)        /* the time not reached and those after it */
        for (i = FLINT_MAX(i - 1, i0); i < nt; i++)     /* (i = i0: none tried) */
        {
            arb_indeterminate(xs + i);
            arb_indeterminate(xps + i);
        }
    if (st == SERSOL_EACCURACY && S->residual_missed && L != NULL)
    {   /* (shorter steps may resolve it: the attempts go on) */
        L->residual_missed = 1;
        L->residual_t = S->residual_t;
        L->residual_h = arf_get_d(arb_midref(h), ARF_RND_NEAR);
    }
    if (st == SERSOL_EACCURACY && S->branch_crossed && L != NULL)
    {   /* no step length helps: stop with the reason */
        snprintf(L->message, sizeof(L->message), OSC_NOT_REACHED "the "
                 "perturbation reaches a branch point of a square root (or a power, asin, acos) "
                 "or a jump of atan in the step from t = %.10g: the solution is not analytic "
                 "there and may not be unique", arf_get_d(arb_midref(S->t), ARF_RND_NEAR));
        L->stop_exit = CLI_EXIT_ACCURACY;
        st = SERSOL_EIO;
    }
    osc_solver_clear(S);
    if (L != NULL)
        L->S = NULL;
    arb_clear(t0);
    for (i = 0; i < 5; i++)
        arb_clear(c[i]);
    return st;
}

/* |u - v| + rad u + rad v, as an upper bound in double (log2) */
static double log2_diff(const arb_t u, const arb_t v, slong prec)
{
    arb_t d;
    mag_t m;
    double r;
    arb_init(d); mag_init(m);
    arb_sub(d, u, v, prec);
    arb_get_mag(m, d);
    mag_add(m, m, arb_radref(u));
    r = mag_is_zero(m) ? -1e9 : mag_get_d_log2_approx(m);
    arb_clear(d); mag_clear(m);
    return r;
}

static double log2_abs(const arb_t u)
{
    mag_t m;
    double r;
    mag_init(m);
    arb_get_mag(m, u);
    r = mag_is_zero(m) ? -1e9 : mag_get_d_log2_approx(m);
    mag_clear(m);
    return r;
}

/* The step and order: for N in 3, 8, 16, ... the largest h = tmax/2^j whose
 * first step agrees with a run of order N + 8 at higher precision to the
 * tolerance; among those the cheapest (steps * N^2). */
/* Runs of the pair: the chosen step, then halved steps. */
#define OSC_CLI_ATTEMPTS 4

/* One step of length hd = 2^-j min(1, tmax) at order N against one at
 * N + 8 with 32 more bits: 1 when they agree to the tolerance 2^tol_log2
 * per unit step (over the ceil(tmax / hd) steps, *steps); a, b: scratch. */
static int step_passes(double * steps, osc_cli_problem * Q, slong j, slong N, double tmax,
                       double tol_log2, arb_ptr a, arb_ptr b, slong prec)
{
    double hd = ldexp(fmin(1.0, tmax), -(int) j), err, scale;
    arb_t hh;
    int ok;

    arb_init(hh);
    arb_set_d(hh, hd);
    ok = run(a, a + 1, Q, hh, N, hh, 1, prec, NULL) == SERSOL_OK
         && run(b, b + 1, Q, hh, N + 8, hh, 1, prec + 32, NULL) == SERSOL_OK;
    arb_clear(hh);
    if (!ok)
        return 0;
    *steps = ceil(tmax / hd);
    err = fmax(log2_diff(a, b, prec), log2_diff(a + 1, b + 1, prec));
    scale = fmax(0.0, fmax(log2_abs(b), log2_abs(b + 1)));
    return err - scale <= tol_log2 - log2(*steps + 1);
}

static void choose_step(arb_t h, slong * order, osc_cli_problem * Q, double tmax, slong D, slong prec)
{
    const slong orders[] = { 3, 8, 16, 32, 64, 128, 256 };
    slong io, j, Nmax = 2 * D + 40;
    double best = 1e300, tol_log2 = -(D + 3) * 3.3219280948873623, steps;
    arb_ptr a = _arb_vec_init(2), b = _arb_vec_init(2);
    arb_set_d(h, tmax / 1024);
    *order = FLINT_MIN(Nmax, 64);
    for (io = 0; io < 7 && orders[io] <= Nmax; io++)
    {
        slong N = orders[io];
        for (j = 0; j < 24; j++)
            if (step_passes(&steps, Q, j, N, tmax, tol_log2, a, b, prec))
            {
                if (steps * N * N < best)
                {
                    best = steps * N * N;
                    arb_set_d(h, ldexp(fmin(1.0, tmax), -(int) j));
                    *order = N;
                }
                break;
            }
    }
    if (best == 1e300 && Q->method == OSC_METHOD_TAYLOR)
    {   /* no step down to 2^-23 tmax: shorter ones at the highest order (the
         * Taylor method with alpha = 1e8: alpha h must stay below about the
         * order; its steps of tmax/1024 diverged, and the message blamed the
         * solution instead of the 1e7 steps needed, over the step limit; the
         * phi and G methods take alpha exactly, their divergence is another
         * matter: a beta far above alpha, or the solution) */
        slong N = orders[io - 1];
        for (j = 24; j < 64; j++)
            if (step_passes(&steps, Q, j, N, tmax, tol_log2, a, b, prec))
            {
                arb_set_d(h, ldexp(fmin(1.0, tmax), -(int) j));
                *order = N;
                break;
            }
    }
    _arb_vec_clear(a, 2); _arb_vec_clear(b, 2);
}

/* Runs A (step h, order) and B (step 3h/4, order + 8, 32 more bits) through
 * the times (any order; perm sorts them); the values at times[i] go to
 * x1, xp1 (A) and x2, xp2 (B).  A resumed run B (L) skips run A, whose
 * values L holds. */
static int run_pair(arb_ptr x1, arb_ptr xp1, arb_ptr x2, arb_ptr xp2, osc_cli_problem * Q,
                    const arb_t h, slong order, arb_srcptr times, const slong * perm, slong nt,
                    slong prec, osc_long_run * L)
{
    arb_ptr ts = _arb_vec_init(nt), y1 = L->y[0], y2, tb;
    slong a, mb, * where;
    arb_t h2;
    int rs = SERSOL_OK;

    arb_init(h2);
    for (a = 0; a < nt; a++)
        arb_set(ts + a, times + perm[a]);
    if (!(L->resumed && L->run == 1))
    {
        if (!L->resumed)
            L->na = 0;      /* (a run A resumed keeps the ends it had) */
        L->run = 0;
        rs = run(y1, y1 + nt, Q, h, order, ts, nt, prec, L);
    }
    /* run B: the user's times and, with --dense, run A's full-step ends */
    mb = nt + (L->dense ? L->na : 0);
    flint_free(L->where);
    L->where = where = flint_malloc(sizeof(slong) * (mb + 1));
    tb = _arb_vec_init(mb);
    if (L->dense)
        merge_ends(where, tb, L, ts);
    else
        for (a = 0; a < nt; a++)
        {
            where[a] = a;
            arb_set(tb + a, ts + a);
        }
    if (L->m[1] != mb)
        size_b(L, mb);      /* (a resumed run B has its size already) */
    y2 = L->y[1];
    arb_mul_ui(h2, h, 3, prec);
    arb_mul_2exp_si(h2, h2, -2);
    if (rs == SERSOL_OK)
    {
        L->run = 1;
        rs = run(y2, y2 + mb, Q, h2, order + 8, tb, mb, prec + 32, L);
    }
    else if ((rs == SERSOL_EACCURACY || (rs == SERSOL_EIO && L->stop_exit == CLI_EXIT_ACCURACY))
             && !L->dense && L->x->checkpoint == NULL && L->x->resume == NULL)
    {   /* run A diverged: run B checks the times before (their rows are
         * verified; the others stay nan) */
        slong k = 0;
        while (k < nt && arb_is_finite(y1 + k))
            k++;
        for (a = k; a < mb; a++)
        {
            arb_indeterminate(y2 + a);
            arb_indeterminate(y2 + mb + a);
        }
        L->run = 1;
        if (k > 0 && run(y2, y2 + mb, Q, h2, order + 8, tb, k, prec + 32, L) != SERSOL_OK)
            for (a = 0; a < k; a++)     /* (B diverged before: A's rows unchecked) */
            {
                arb_indeterminate(y2 + a);
                arb_indeterminate(y2 + mb + a);
            }
    }
    for (a = 0; a < nt; a++)
    {
        arb_set(x1 + perm[a], y1 + a); arb_set(xp1 + perm[a], y1 + nt + a);
        arb_set(x2 + perm[a], y2 + where[a]); arb_set(xp2 + perm[a], y2 + mb + where[a]);
    }
    _arb_vec_clear(tb, mb);
    arb_clear(h2);
    _arb_vec_clear(ts, nt);
    return rs;
}

/* Whether a checkpoint's key "D METHOD N T1 ... TN [--max-steps M]
 * [--dense]" is this run's: the times compared as numbers (--at 2e3
 * resumes a run written with --at 2000), the rest as text. */
static int key_matches(const char * key, const osc_long_run * L)
{
    const char * method = L->o->method != NULL ? L->o->method : "phi";
    char m[64], rest[96] = "";
    long d, n;
    slong k;
    int pos = 0;
    const char * p;

    if (sscanf(key, "%ld %63s %ld%n", &d, m, &n, &pos) != 3 || d != L->o->digits
        || strcmp(m, method) != 0 || n != L->nt)
        return 0;
    for (k = 0, p = key + pos; k < L->nt; k++)
    {
        size_t l = (*p == ' ') ? strcspn(p + 1, " ") : 0;
        if (l == 0 || !ode_checkpoint_same_time(p + 1, l, L->o->at_str[k]))
            return 0;
        p += 1 + l;
    }
    if (L->x->max_steps > 0)
        snprintf(rest, sizeof(rest), " --max-steps %ld", (long) L->x->max_steps);
    if (L->dense)       /* the rows before the resume come from the ends */
        strcat(rest, " --dense");
    return strcmp(p, rest) == 0;
}

/* Run A's step ends (--dense) in increasing order inside [0, tmax]: an
 * edited time far beyond it made run B, which lands on every end, step
 * there for minutes (a damaged checkpoint found by fuzz.py checkpoints). */
static int ends_in_interval(const osc_long_run * L)
{
    slong i;
    for (i = 0; i < L->na; i++)
    {
        arb_srcptr t = L->ae + 3 * i;
        double d = arf_get_d(arb_midref(t), ARF_RND_NEAR);
        if (!arb_is_finite(t) || !(d >= 0) || d > L->tmax * (1 + 1e-9)
            || (i > 0 && !(d > arf_get_d(arb_midref(L->ae + 3 * (i - 1)), ARF_RND_NEAR))))
            return 0;
    }
    return 1;
}

/* Reads a checkpoint of this command (same digits, method and times) into
 * L: 0, or an exit status after a message. */
static int read_checkpoint(osc_long_run * L)
{
    const char * file = L->x->resume;
    FILE * f = fopen(file, "r");
    char * line = NULL;
    int have_key = 0, have_state = 0, ended = 0, bad = 0, first = 1, newline_seen = 0;
    char * other = NULL;    /* another run or problem: told once the file is whole */
    slong nt = L->nt;

    if (f == NULL)
    {
        fprintf(stderr, "sersol solve: cannot open checkpoint %s: %s\n", file, strerror(errno));
        return CLI_EXIT_INPUT;
    }
    while (!bad)
    {
        long v[4], r, i;
        char tag[3];
        int pos = 0, newline = 0;
        flint_free(line);
        if ((line = ode_checkpoint_read_line(f, &newline)) == NULL)
        {
            newline_seen = newline;
            break;
        }
        if (first)
        {
            first = 0;
            if (strcmp(line, OSC_CK_MAGIC) != 0)
            {
                fprintf(stderr, "sersol solve: %s: not a checkpoint of 'sersol solve' for problem "
                        "oscillator (first line is not '%s')\n", file, OSC_CK_MAGIC);
                fclose(f);
                flint_free(line);
                return CLI_EXIT_INPUT;
            }
            continue;
        }
        if (other != NULL)
        {   /* (the other lines are another run's: not read) */
            if (strcmp(line, "end") == 0)
                ended = newline;
            continue;
        }
        if (strncmp(line, "key ", 4) == 0)
        {
            have_key = 1;
            if (!key_matches(line + 4, L))
            {
                char * was = key_as_options(line + 4);
                other = flint_malloc(strlen(was) + strlen(file) + 200);
                sprintf(other, "sersol solve: %s: a checkpoint of another run (written for %.300s); "
                        "resume with the same --digits, --method, --at, --max-steps and --dense\n",
                        file, was);
                flint_free(was);
            }
        }
        else if (strncmp(line, "problem ", 8) == 0)
        {   /* (older checkpoints have none) */
            if (strcmp(line + 8, L->problem_key) != 0)
            {
                other = flint_malloc(strlen(file) + 200);
                sprintf(other, "sersol solve: %s: a checkpoint of another problem (the file, or "
                        "--method, changed since it was written)\n", file);
            }
        }
        else if (sscanf(line, "state %ld %ld %ld %ld", v, v + 1, v + 2, v + 3) == 4)
        {
            L->attempt = v[0]; L->run = v[1]; L->next = v[2]; L->steps = v[3];
            have_state = 1;
            bad = v[0] < 0 || v[0] >= OSC_CLI_ATTEMPTS || v[1] < 0 || v[1] > 1 || v[2] < 0
                  || v[3] < 0;
        }
        else if (strncmp(line, "t ", 2) == 0)
            bad = !ode_checkpoint_load_ball(L->t, line + 2);
        else if (strncmp(line, "x ", 2) == 0)
            bad = !ode_checkpoint_load_ball(L->xr, line + 2);
        else if (strncmp(line, "xp ", 3) == 0)
            bad = !ode_checkpoint_load_ball(L->xpr, line + 3);
        else if (sscanf(line, "aend %ld %2s %n", &i, tag, &pos) == 2 && pos > 0 && L->dense
                 && i >= 0 && i <= L->na && (strcmp(tag, "t") == 0 || strcmp(tag, "x") == 0
                                            || strcmp(tag, "xp") == 0))
        {
            ends_fit(L, i);
            bad = !ode_checkpoint_load_ball(L->ae + 3 * i + (tag[0] == 't' ? 0 : tag[1] == 'p' ? 2 : 1),
                                            line + pos);
        }
        else if (sscanf(line, "out %ld %ld %2s %n", &r, &i, tag, &pos) == 3 && pos > 0
                 && r >= 0 && r <= 1 && (strcmp(tag, "x") == 0 || strcmp(tag, "xp") == 0))
        {   /* run B's outputs: the times and, with --dense, the ends above */
            if (r == 1 && L->m[1] != nt + (L->dense ? L->na : 0))
                size_b(L, nt + (L->dense ? L->na : 0));
            bad = i < 0 || i >= L->m[r]
                  || !ode_checkpoint_load_ball(L->y[r] + (tag[1] == 'p' ? L->m[r] : 0) + i, line + pos);
        }
        else if (strcmp(line, "end") == 0)
            ended = newline;    /* without its newline: a truncated file */
        else
            bad = 1;
    }
    flint_free(line);
    fclose(f);
    if (newline_seen < 0)
        fprintf(stderr, "sersol solve: %s: not a checkpoint (a NUL byte, or a line of 64 MiB)\n", file);
    else if (first)
        fprintf(stderr, "sersol solve: %s: empty file, not a checkpoint\n", file);
    else if (bad)
        fprintf(stderr, "sersol solve: %s: damaged checkpoint\n", file);
    else if (!ended)
        fprintf(stderr, "sersol solve: %s: truncated checkpoint (no 'end' line)\n", file);
    else if (other != NULL)
        fputs(other, stderr);
    else if (!have_key || !have_state)
        fprintf(stderr, "sersol solve: %s: damaged checkpoint (no 'key' or 'state' line)\n", file);
    else if (L->next >= (L->run == 0 ? nt : nt + (L->dense ? L->na : 0))
             || (L->run == 1 && L->m[1] != nt + (L->dense ? L->na : 0)
                 && L->m[1] != nt))  /* (run B's outputs sized before all the ends were read) */
        fprintf(stderr, "sersol solve: %s: damaged checkpoint\n", file);
    else if (L->dense && !ends_in_interval(L))
        fprintf(stderr, "sersol solve: %s: damaged checkpoint (a step end's time lies outside "
                "the run's interval)\n", file);
    else
    {
        L->resumed = 1;
        return 0;
    }
    flint_free(other);
    return CLI_EXIT_INPUT;
}

/* Digits on which u and v agree, relative to |u|; with a row scale (log2
 * of max(|x|, |x'|), -INFINITY for none), a value below 10^-D of it (x
 * near a zero crossing) counts them against the scale instead, as the ode
 * kind does (docs/ode.md §4): x(t) = 1.7e-28 at 20 digits agreed on 8
 * significant digits but to 1e-36 of the solution's size. */
static slong agree_digits_scaled(const arb_t u, const arb_t v, double log2_scale, slong D,
                                 slong prec)
{
    double e = log2_diff(u, v, prec), s = fmax(log2_abs(u), -1e8), dig;
    if (arb_is_zero(u) && arb_is_zero(v))
        return D;
    if (s < log2_scale - D * 3.3219280948873623)
        s = log2_scale;
    dig = floor((s - e) / 3.3219280948873623);
    if (!(dig > 0))
        return 0;
    return (slong) FLINT_MIN((double) D, dig);
}

static slong agree_digits(const arb_t u, const arb_t v, slong D, slong prec)
{
    return agree_digits_scaled(u, v, -INFINITY, D, prec);
}

/* A value of the table: u with its d significant digits; with none (a
 * value below the runs' disagreement, x near a zero crossing) the ball
 * u +- |u - v|, which prints as 0e-N: no significant digit is claimed (a
 * noise digit, 2e-49 for -3.8e-37, was printed before). */
static void value_cell(cli_table * T, const arb_t u, const arb_t v, slong d, slong prec)
{
    arb_t b;
    mag_t m;
    if (d >= 1)
    {
        cli_table_arb_digits(T, u, d);
        return;
    }
    arb_init(b);
    mag_init(m);
    arb_sub(b, u, v, prec);
    arb_get_mag(m, b);
    arb_set(b, u);
    mag_add(arb_radref(b), arb_radref(b), m);
    cli_table_arb_digits(T, b, 1);
    mag_clear(m);
    arb_clear(b);
}

/* The digits of x and xp in a row (into d[0], d[1]), each against the
 * row's scale; returns the fewer. */
static slong value_digits(slong d[2], const arb_t x2, const arb_t x1, const arb_t xp2,
                          const arb_t xp1, slong D, slong prec)
{
    double sc = fmax(log2_abs(x2), log2_abs(xp2));
    d[0] = agree_digits_scaled(x2, x1, sc, D, prec);
    d[1] = agree_digits_scaled(xp2, xp1, sc, D, prec);
    return FLINT_MIN(d[0], d[1]);
}

/* The digits of row i (x, xp): each against the row's scale. */
static slong row_digits(const arb_t x2, const arb_t x1, const arb_t xp2, const arb_t xp1, slong D,
                        slong prec)
{
    slong d[2];
    return value_digits(d, x2, x1, xp2, xp1, D, prec);
}

/* --dense: run A's end k and run B's value there (after run_pair). */
static void end_values(arb_srcptr * xa, arb_srcptr * xpa, arb_srcptr * xb, arb_srcptr * xpb,
                       const osc_long_run * L, slong k)
{
    slong w = L->where[L->nt + k];
    *xa = L->ae + 3 * k + 1;
    *xpa = L->ae + 3 * k + 2;
    *xb = L->y[1] + w;
    *xpb = L->y[1] + L->m[1] + w;
}

/* The least row digits of the dense rows (D without --dense). */
static slong ends_min_digits(const osc_long_run * L, slong D, slong prec)
{
    slong k, d = D;
    for (k = 0; L->dense && k < L->na; k++)
    {
        arb_srcptr xa, xpa, xb, xpb;
        end_values(&xa, &xpa, &xb, &xpb, L, k);
        d = FLINT_MIN(d, row_digits(xb, xa, xpb, xpa, D, prec));
    }
    return d;
}

/* One row t, x, xp, digits (the values of run B, verified by run A's); a
 * requested time tq as the ode kinds print it (cli_ode_time_cell: D digits,
 * no trailing zeros), a step end t (tq NULL) exactly (cli_table_time_exact).
 * Returns the row's digits. */
static slong table_row(cli_table * T, const arb_t t, const fmpq * tq, const arb_t xb,
                       const arb_t xa, const arb_t xpb, const arb_t xpa, slong D, slong prec)
{
    /* each value printed with its significant digits; the row's digits
     * against its scale */
    slong dx = agree_digits(xb, xa, D, prec), dxp = agree_digits(xpb, xpa, D, prec);
    slong dr = row_digits(xb, xa, xpb, xpa, D, prec);
    cli_table_row_begin(T);
    if (tq != NULL)
        cli_ode_time_cell(T, tq, D);
    else
        cli_table_time_exact(T, t, D);
    value_cell(T, xb, xa, dx, prec);
    value_cell(T, xpb, xpa, dxp, prec);
    cli_table_si(T, dr);
    cli_table_row_end(T);
    return dr;
}

/* The run of cli_solve_oscillator; with collect, the verified values go
 * there (for `sersol verify`) instead of the table and the plot. */
static int osc_solve(const cli_options * o, const cli_ode_extra * x, sersol_problem * P,
                     ode_verified_result * collect)
{
    osc_cli_problem Q;
    slong D = o->digits, prec = cli_digits_to_prec(o->digits) + 32, i, order;
    slong nt = o->num_at, xv, xpv, j, attempt, * perm;
    arb_ptr times, x1, xp1, x2, xp2;
    arb_t h, c;         /* c: a constant, to check that it is defined */
    double tmax = 0;
    int st = CLI_EXIT_OK, rs, diverged = 0;
    cli_table T;
    cli_progress bar;
    osc_long_run L;
    char why[sizeof(L.message) + 160] = "";

    if (collect != NULL)
        ode_verified_result_clear(collect);     /* (a second call: no stale values) */
    if ((st = cli_plot_check(o, o->plot)) != 0)
        return st;
    if (x->checkpoint != NULL && !ode_checkpoint_writable(x->checkpoint, why, sizeof(why)))
        return cli_error(o, "%s", why);
    if (o->method == NULL || strcmp(o->method, "phi") == 0)
        Q.method = OSC_METHOD_PHI;
    else if (strcmp(o->method, "gfun") == 0)
        Q.method = OSC_METHOD_GFUN;
    else if (strcmp(o->method, "taylor") == 0)
        Q.method = OSC_METHOD_TAYLOR;
    else
        return cli_error(o, "--method: problem oscillator offers phi, gfun, taylor (got '%s')", o->method);
    for (i = 0; i < nt; i++)
    {
        if (fmpq_sgn(o->at + i) < 0)
            return cli_error(o, "--at: the integrators of problem oscillator (phi, gfun and its "
                             "own taylor) go forward from t = 0 (got %s); without --method, "
                             "times before 0 go to the Taylor solver of problem ode for the "
                             "same equation", o->at_str[i]);
        tmax = fmax(tmax, fmpq_get_d(o->at + i));
    }
    arb_init(c);
    Q.P = P;
    {   /* each constant with its line when it is undefined (log(0), sqrt(-1)) */
        expr_ptr src[5] = { P->alpha, P->epsilon, P->beta, P->init_x, P->init_xp };
        slong line[5] = { P->alpha_line, P->epsilon_line, P->beta_line, P->init_x_line, P->init_xp_line };
        const char * name[5] = { "alpha", "epsilon", "beta", "the initial value of x", "the initial value of xp" };
        for (i = 0; i < 5; i++)
            if (src[i] != NULL && eval_const(c, src[i], P->ctx, prec) != SERSOL_OK)
            {
                fprintf(stderr, "%s:%ld:1: %s is undefined (a function outside its domain), or "
                        "too large for any exponent\n", o->file_label, (long) line[i], name[i]);
                st = CLI_EXIT_INPUT;
                goto done_consts;
            }
    }
    {   /* a perturbation without a series at t = 0: bad input, with its line */
        ode_problem_t R;
        if (cli_oscillator_as_ode(R, P) == SERSOL_OK)
        {
            st = cli_ode_check_start(R, o, P);
            ode_problem_clear(R);
            if (st != 0)
                goto done_consts;
        }
    }
    xv = P->x_var >= 0 ? P->x_var : expr_ctx_add_var(P->ctx, "x");
    xpv = P->xp_var >= 0 ? P->xp_var : expr_ctx_add_var(P->ctx, "xp");
    if (osc_expr_perturbation_init(Q.F, P->ctx, P->t_var, &xv, &xpv, &P->perturbation, 1, 16) != SERSOL_OK)
    {
        st = cli_error(o, "the perturbation may use only t, x and xp");
        goto done_consts;
    }
    times = _arb_vec_init(nt);
    x1 = _arb_vec_init(nt); xp1 = _arb_vec_init(nt); x2 = _arb_vec_init(nt); xp2 = _arb_vec_init(nt);
    arb_init(h);
    /* increasing times (the output keeps the order given) */
    for (i = 0; i < nt; i++)
        arb_set_fmpq(times + i, o->at + i, prec);
    perm = flint_malloc(nt * sizeof(slong));
    cli_time_order(perm, o->at, nt);
    cli_progress_init(&bar, x->progress);
    long_run_init(&L, o, x, &bar, tmax, nt);
    cli_problem_key(L.problem_key, P, o->method);
    if (x->resume != NULL && (st = read_checkpoint(&L)) != 0)
        goto done;
    choose_step(h, &order, &Q, tmax > 0 ? tmax : 1.0, D, prec);
    /* the step is chosen on the first step only: when the two runs agree on
     * fewer than D digits somewhere later, or a step diverges (a singularity
     * of the perturbation approaching the axis), halve it and try again, at
     * most 3 times (a resumed run replays the halvings of its attempts) */
    for (attempt = 0; attempt < L.attempt; attempt++)
    {
        arb_mul_2exp_si(h, h, -1);
        prec += 16;
    }
    for (attempt = L.attempt; ; attempt++)
    {
        L.attempt = attempt;
        L.limit_hit = 0;
        L.residual_missed = 0;
        rs = run_pair(x1, xp1, x2, xp2, &Q, h, order, times, perm, nt, prec, &L);
        if (getenv("SERSOL_ODE_DEBUG") != NULL)
        {
            slong dmin = (rs == SERSOL_OK) ? ends_min_digits(&L, D, prec) : 0;
            for (i = 0; i < nt && rs == SERSOL_OK; i++)
                dmin = FLINT_MIN(dmin, row_digits(x2 + i, x1 + i, xp2 + i, xp1 + i, D, prec));
            fprintf(stderr, "osc policy: attempt %ld: h %.6g, order %ld, prec %ld, status %d, "
                    "digits %ld\n", (long) attempt, arf_get_d(arb_midref(h), ARF_RND_NEAR),
                    (long) order, (long) prec, rs, (long) (rs == SERSOL_OK ? dmin : 0));
        }
        if ((rs != SERSOL_OK && rs != SERSOL_EACCURACY) || attempt == OSC_CLI_ATTEMPTS - 1)
            break;
        if (rs == SERSOL_OK)
        {   /* (a row past the step limit: shorter steps would not reach it) */
            for (i = 0; i < nt; i++)
                if (!past_limit(&L, x1 + i, x2 + i)
                    && row_digits(x2 + i, x1 + i, xp2 + i, xp1 + i, D, prec) < D)
                    break;
            if (i == nt && ends_min_digits(&L, D, prec) >= D)
                break;
        }
        arb_mul_2exp_si(h, h, -1);
        prec += 16;
    }
    cli_progress_done(&bar);
    if (rs == SERSOL_EIO && L.stop_exit == CLI_EXIT_ACCURACY && !L.dense
        && strncmp(L.message, OSC_NOT_REACHED, strlen(OSC_NOT_REACHED)) == 0)
    {   /* a branch point of the perturbation: as a divergence below (the
         * rows before it, or the Taylor solver without --method) */
        snprintf(why, sizeof(why), "%.319s", L.message + strlen(OSC_NOT_REACHED));
        diverged = 1;
        if (o->method == NULL && collect == NULL && x->checkpoint == NULL && x->resume == NULL)
        {
            st = CLI_OSC_TO_TAYLOR;
            goto done;
        }
    }
    else if (rs == SERSOL_EIO)
    {   /* (with collect: the caller says it, or tries another solver) */
        if (collect != NULL)
            snprintf(collect->message, sizeof(collect->message), "%s", L.message);
        else
            fprintf(stderr, "sersol %s: %s\n", o->name, L.message);
        st = L.stop_exit;
        goto done;
    }
    if (rs == SERSOL_EACCURACY)
    {
        double hd = arf_get_d(arb_midref(h), ARF_RND_NEAR), ad = 0, bd = 0;
        char why_beta[160] = "";
        /* the phi-method's basis oscillates with beta too: a beta far above
         * alpha (beta = 1e30) makes every step diverge, the problem is fine */
        if (Q.method == OSC_METHOD_PHI && P->beta != NULL)
        {
            if (eval_const(c, P->alpha, P->ctx, prec) == SERSOL_OK)
                ad = fabs(arf_get_d(arb_midref(c), ARF_RND_NEAR));
            if (eval_const(c, P->beta, P->ctx, prec) == SERSOL_OK)
                bd = fabs(arf_get_d(arb_midref(c), ARF_RND_NEAR));
            if (bd > ad && bd * hd > 1e5)
                snprintf(why_beta, sizeof(why_beta), "; the phi-method's basis turns with beta: "
                         "beta h = %.3g radians (beta = alpha, the default, or --method gfun "
                         "avoid it)", bd * hd);
        }
        if (L.residual_missed)
            snprintf(why, sizeof(why), "the equation is not met inside a step near t = %.10g: "
                     "the fixed steps (%.3g) are too long there (the solution may have a "
                     "singularity nearby, or the perturbation a feature narrower than the "
                     "steps, which its series at their starts do not show)", L.residual_t,
                     L.residual_h);
        else
            snprintf(why, sizeof(why), "the series of a step diverges (the solution grows "
                     "without bound, or oscillates through more than 1e5 radians in a step "
                     "of %.3g)%s", hd, why_beta);
        if (L.dense)
        {
            if (collect != NULL)
                snprintf(collect->message, sizeof(collect->message), "requested %ld digits not "
                         "reached: %s", (long) D, why);
            else
                fprintf(stderr, "sersol %s: requested %ld digits not reached: %s\n", o->name,
                        (long) D, why);
            st = CLI_EXIT_ACCURACY;
            goto done;
        }
        /* the times before the step that diverged keep their rows, the
         * others are nan (no table was printed: the rows before a blow-up
         * were lost); without --method the Taylor solver takes over, as
         * when the digits fall short, and locates the singularity */
        diverged = 1;
        if (o->method == NULL && collect == NULL && x->checkpoint == NULL && x->resume == NULL)
        {
            st = CLI_OSC_TO_TAYLOR;
            goto done;
        }
    }
    else if (rs != SERSOL_OK && !diverged)
    {
        st = cli_error(o, "%s", sersol_strerror(rs));
        goto done;
    }
    if (collect != NULL)
    {   /* both runs, their union, and the digits of each value against the
         * row's scale (the digits column of the table) */
        ode_verified_result * R = collect;
        ode_verified_result_clear(R);
        R->num_times = nt;
        R->dim = 2;
        R->y = _arb_vec_init(2 * nt);
        R->ya = _arb_vec_init(2 * nt);
        R->yb = _arb_vec_init(2 * nt);
        R->digits = flint_malloc(2 * nt * sizeof(slong));
        R->row_digits = flint_malloc(nt * sizeof(slong));
        R->norm_exp = WORD_MIN;
        R->prec_a = R->prec_b = prec;
        for (i = 0; i < nt; i++)
        {
            arb_set(R->ya + 2 * i, x1 + i);
            arb_set(R->ya + 2 * i + 1, xp1 + i);
            arb_set(R->yb + 2 * i, x2 + i);
            arb_set(R->yb + 2 * i + 1, xp2 + i);
            arb_union(R->y + 2 * i, x1 + i, x2 + i, prec);
            arb_union(R->y + 2 * i + 1, xp1 + i, xp2 + i, prec);
            R->row_digits[i] = value_digits(R->digits + 2 * i, x2 + i, x1 + i, xp2 + i,
                                            xp1 + i, D, prec);
        }
        if (L.limit_hit)    /* (verify names it, and keeps these rows) */
        {
            snprintf(R->reason, sizeof(R->reason), "%s", L.limit_message);
            st = CLI_OSC_PAST_LIMIT;
        }
        if (diverged)
        {
            snprintf(R->reason, sizeof(R->reason), "%s", why);
            snprintf(R->message, sizeof(R->message), "%s", why);
            st = CLI_EXIT_ACCURACY;
        }
        goto done;
    }
    if (o->method == NULL && !L.dense && x->checkpoint == NULL && x->resume == NULL)
    {   /* without --method: a phi-method short of the digits (it does not
         * see a singularity of the perturbation on the way) leaves the
         * table to the Taylor solver, which reaches them or says why */
        for (i = 0; i < nt; i++)
            if (!past_limit(&L, x1 + i, x2 + i)
                && row_digits(x2 + i, x1 + i, xp2 + i, xp1 + i, D, prec) < D)
            {
                st = CLI_OSC_TO_TAYLOR;
                goto done;
            }
    }
    cli_table_init(&T, stdout, o->format, NULL, 0, D);
    cli_table_add_col(&T, "t");
    cli_table_add_col(&T, "x");
    cli_table_add_col(&T, "xp");
    cli_table_add_col(&T, "digits");
    cli_table_begin(&T);
    if (!L.dense)
        for (i = 0; i < nt; i++)
        {
            if (table_row(&T, times + i, o->at + i, x2 + i, x1 + i, xp2 + i, xp1 + i, D, prec)
                < D)
                st = CLI_EXIT_ACCURACY;
        }
    else
    {   /* every row in time order: the requested times and run A's step ends,
         * whose t is printed exactly (docs/cli.md §3) */
        slong mb = nt + L.na, * what = flint_malloc(sizeof(slong) * mb), dr;
        for (i = 0; i < mb; i++)
            what[L.where[i]] = i;
        for (j = 0; j < mb; j++)
        {
            if (what[j] < nt)
            {
                i = perm[what[j]];
                dr = table_row(&T, times + i, o->at + i, x2 + i, x1 + i, xp2 + i, xp1 + i, D, prec);
            }
            else
            {
                arb_srcptr xa, xpa, xb, xpb;
                end_values(&xa, &xpa, &xb, &xpb, &L, what[j] - nt);
                dr = table_row(&T, L.ae + 3 * (what[j] - nt), NULL, xb, xa, xpb, xpa, D, prec);
            }
            if (dr < D)
                st = CLI_EXIT_ACCURACY;
        }
        flint_free(what);
    }
    cli_table_clear(&T);
    if (L.limit_hit)
        fprintf(stderr, "sersol solve: %s%s\n", L.limit_message, cli_step_limit_hint(L.limit_message));
    if (diverged)
        fprintf(stderr, "sersol solve: requested %ld digits not reached: %s\n", (long) D, why);
    else if (st == CLI_EXIT_ACCURACY)
        fprintf(stderr, "sersol solve: requested %ld digits not reached (see the digits column)\n", (long) D);
    if (o->plot != NULL && st != CLI_EXIT_OK)
        fprintf(stderr, "sersol solve: --plot: %s not drawn (the digits asked were not "
                "reached)\n", o->plot);
    if (o->plot != NULL && st == CLI_EXIT_OK)
    {   /* drawn from the Taylor solver's 20-digit run, as for problem ode */
        ode_problem_t Qo;
        if (cli_oscillator_as_ode(Qo, P) != SERSOL_OK)
            st = cli_error(o, "--plot: cannot compile the oscillator as an ode");
        else
        {
            int ps = cli_plot_solution(o, Qo);
            ode_problem_clear(Qo);
            if (ps != 0)
                st = ps;
        }
    }
done:
    flint_free(perm);
    long_run_clear(&L);
    arb_clear(h);
    _arb_vec_clear(times, nt);
    _arb_vec_clear(x1, nt); _arb_vec_clear(xp1, nt); _arb_vec_clear(x2, nt); _arb_vec_clear(xp2, nt);
    osc_expr_perturbation_clear(Q.F);
done_consts:
    arb_clear(c);
    return st;
}

int cli_solve_oscillator(const cli_options * o, const cli_ode_extra * x, sersol_problem * P)
{
    return osc_solve(o, x, P, NULL);
}

int cli_oscillator_verified(ode_verified_result * R, const cli_options * o,
                            const cli_ode_extra * x, sersol_problem * P)
{
    return osc_solve(o, x, P, R);
}

int cli_oscillator_state(ode_verified_result * R, ode_problem_struct * Q,
                         const ode_verified_opts * vo, void * data)
{
    const cli_osc_state * d = data;
    cli_options o = *d->o;
    int st;
    o.digits = vo->digits;
    st = osc_solve(&o, d->x, d->P, R);
    if (cli_rows_reach(R, vo->digits))
        return SERSOL_OK;
    if (st == CLI_EXIT_INPUT)
        return SERSOL_EINPUT;   /* (said) */
    /* the phi-method's steps diverged (beta far above alpha), hit the step
     * limit, or fell short of the digits (it does not see a singularity of
     * the perturbation on the way): the Taylor solver of the same equation,
     * which reaches them or says why (with the command's step limit) */
    {
        ode_verified_opts o2 = *vo;
        o2.max_steps = d->x->max_steps;
        return ode_solve_verified(R, Q, &o2);
    }
}
