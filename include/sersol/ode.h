/* sersol — Taylor-series solver for explicit ODEs (first and second order).
 *
 * Architecture (CONVENTIONS.md §11, like GSL ode-initval2 / SUNDIALS CVODE):
 *   problem     ode_problem_t: the right-hand sides compiled into a kernel
 *               over the inputs (t, state), the initial values as exact
 *               expressions;
 *   stepper     ode_problem_series: Taylor coefficients of the state at
 *               (t_n, y_n), order by order through kernel_eval_coeff
 *               (y_{k+1} = f_k / (k+1);  x_{k+2} = f_k / ((k+1)(k+2)));
 *   controller  ode_fit_radius, ode_step_log, ode_choose_order_measured,
 *               ode_schedule_drop: order and step from the tolerance, a
 *               least-squares radius estimate over the last coefficients
 *               (window and top line) and the coefficients themselves,
 *               minimising the cost per unit time;
 *   driver      ode_ctx_t: init -> set_* -> solve -> get_* -> clear, over
 *               [t0, T] forward or backward, with output times (dense output
 *               inside each step), checkpoints and statistics;
 *   policy      ode_solve_verified: working precision from the digits, an
 *               independent cross-check run, verified digits (DESIGN.md §3).
 *
 * The state vector lists, for each unknown y_i in order, y_i and, when y_i
 * is of second order, y_i' right after it.
 *
 * Documentation: docs/ode.md. */
#ifndef SERSOL_ODE_H
#define SERSOL_ODE_H

#include <stdio.h>
#include <arb.h>
#include "sersol/status.h"
#include "sersol/expr.h"
#include "sersol/kernel.h"
#include "sersol/parse.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- problem (src/ode/problem.c) ---------------------------------------- */

/* A series stepper other than the kernel recursion, for the DAE solvers
 * (ggl, el3): the driver, controller, precision policy, outputs and
 * checkpoints of this module then serve them unchanged.  The "state" of
 * such a problem lists every component the solver reports (positions,
 * velocities, multipliers); the stepper reads from y0 only the components
 * it needs (the multipliers are recomputed at every expansion point). */
typedef struct
{
    /* Coefficients 0..N of every component at (t0, y0) into S (dim x
     * stride).  Status codes as ode_problem_series; on failure writes a
     * one-line reason into message (size message_size). */
    int (*series)(void * data, arb_ptr S, slong stride, const arb_t t0, arb_srcptr y0,
                  slong N, slong prec, char * message, size_t message_size);
    /* The initial state (every component, multipliers included) at prec. */
    int (*initial)(void * data, arb_ptr y0, slong prec, char * message, size_t message_size);
    void (*free)(void * data);
    void * data;
    double cost_a, cost_b;  /* cost model of one step of order N: a N(N+1)/2 + b N */
    /* An independent copy of data (its own working objects), or NULL.  With
     * it, ode_problem_init_copy copies the problem and ode_solve_verified
     * runs A and B in two threads; without it they run one after the other. */
    void * (*copy)(const void * data);
    /* 1 when a series that must stay on a principal branch (a square root,
     * a non-integer power, the sqrt(1 - a^2) of asin, acos: see
     * kernel_branches_negative_at) of the last expansion, its orders < N,
     * is certainly negative at t0 + s, else 0; NULL: not checked. */
    kernel_branch_test branch_negative;
    /* Optional (NULL: none): the expansions of data report their progress
     * to fn (with data pdata; fn NULL: no more reports), as the kernel's do
     * through ode_problem_set_order_progress. */
    void (*set_progress)(void * data, void (*fn)(double, void *), void * pdata);
    /* The leading components that set the size of the state for the
     * tolerance (0: all): the positions and velocities of a multibody
     * system, not its multipliers, whose size (a force 10^12 times a
     * position) says nothing of the accuracy the positions need. */
    slong norm_dim;
    /* Optional (NULL: none): the residuals of the equations at time t, the
     * state y and its time derivative yp (balls, dim each): out[i] (i <
     * num_residuals) is about 0 on a solution, out[num_residuals + i] >= 0
     * the size of the terms of equation i there; returns 0 where the
     * equations are undefined.  The driver checks every step with them at
     * 16 samples and between them, as it checks a kernel problem's
     * right-hand side (`residual_miss`, docs/ode.md §3 "Blind spot"). */
    int (*residual)(void * data, arb_ptr out, const arb_t t, arb_srcptr y, arb_srcptr yp,
                    slong prec);
    slong num_residuals;
    /* The last num_residuals_forcing of them (0: none) are judged only
     * where the forcing search placed a feature (a hidden constraint whose
     * truncation error a long step's polynomial amplifies, which the
     * samples would read as misses everywhere), not at the samples. */
    slong num_residuals_forcing;
    /* Optional, with residual (NULL: none): kernel i < num_forcing_kernels
     * of data, whose forcing nodes (kernel_num_forcing: terms of t alone,
     * a pulse in a force) the driver searches over every step
     * (kernel_forcing_search, docs/ode.md §3 "Forcing terms") and where one
     * strays, judges the residuals at the working precision; the kernel's
     * series must be those of the last expansion (input 0 = t0 + s). */
    const kernel_struct * (*forcing_kernel)(void * data, slong i);
    slong num_forcing_kernels;
}
ode_stepper_struct;

/* A progress report: fraction of the work done, in [0, 1] (for a bar). */
typedef void (*ode_progress_fn)(double fraction, void * data);

typedef struct
{
    expr_ctx_ptr ctx;       /* not owned */
    slong t_var;            /* variable number of t */
    slong n;                /* unknowns */
    slong dim;              /* state dimension (n + number of second-order unknowns) */
    int * order;            /* order of unknown i: 1 or 2 */
    slong * comp;           /* state index of unknown i (its derivative follows for order 2) */
    slong * state_var;      /* variable number of state component c (y_i or y_i') */
    int * state_kind;       /* 0: first-order y; 1: second-order x; 2: its x' */
    slong * state_unknown;  /* unknown of state component c */
    char ** state_name;     /* "x", "x'" */
    expr_ptr * rhs;         /* n right-hand sides */
    expr_ptr * init;        /* dim initial values (constants), NULL when unset */
    /* d rhs_i / d y_j (dim x dim) when every unknown is of first order (no
     * stepper), else NULL: the driver's contraction estimate (docs/ode.md §3) */
    expr_ptr * jac;
    expr_ptr * sysjac;      /* the Jacobian of the first-order system, for
                             * every kernel problem (a second-order unknown
                             * as the pair y' = v, v' = f): the growth
                             * estimate of the driver; jac itself when the
                             * problem is first order */
    kernel_ptr K;           /* inputs: t, then the state components; outputs: rhs */
    ode_stepper_struct * stepper;  /* NULL: the kernel recursion; else owned */
    arb_ptr stepper_t0y0;   /* the last expansion point (t0, y0) of a stepper */
    char stepper_message[256];
    /* Optional (NULL after init, not copied): called during a kernel
     * expansion every 16 orders with (k/N)^2, its share of the work done
     * (`sersol series --order 40000` runs for minutes).  A stepper reports
     * when it offers set_progress (the DAE kinds: order 2000 of the robot
     * took 12 minutes).  Set with ode_problem_set_order_progress. */
    ode_progress_fn order_progress;
    void * order_progress_data;
}
ode_problem_struct;

typedef ode_problem_struct ode_problem_t[1];

/* Compiles y_i^(order_i) = rhs_i(t, y, y') (i < n).  vars[i] is the variable
 * of y_i, dvars[i] that of y_i' for order 2 (else -1); names[i] its name.
 * init[c] (c < dim, in state order) are constant expressions or NULL.
 * SERSOL_EINPUT when a right-hand side uses a variable that is neither t
 * nor a state component. */
int ode_problem_init(ode_problem_struct * P, expr_ctx_ptr ctx, slong t_var, slong n,
                     const slong * vars, const slong * dvars, const int * order,
                     char * const * names, const expr_ptr * rhs, const expr_ptr * init);
/* The same from a parsed problem of kind ode (SERSOL_EINPUT for another kind). */
int ode_problem_init_parsed(ode_problem_struct * P, const sersol_problem * S);
/* A second problem with its own kernel (a kernel holds its coefficients:
 * one per thread); shares the expression context.  A stepper problem is
 * copied through its stepper's copy function (SERSOL_EINPUT without one). */
int ode_problem_init_copy(ode_problem_t Q, const ode_problem_struct * P);
/* Reports of the kernel expansions of P (fn NULL: none); see order_progress. */
void ode_problem_set_order_progress(ode_problem_struct * P, ode_progress_fn fn, void * data);
void ode_problem_clear(ode_problem_struct * P);
/* A problem of dim components named names[c], advanced by a stepper (which
 * the problem then owns and frees).  n = dim unknowns of order 1. */
void ode_problem_init_stepper(ode_problem_struct * P, expr_ctx_ptr ctx, slong t_var,
                              slong dim, char * const * names, ode_stepper_struct * stepper);

/* The initial state at t0 = 0: y0[c] = init[c] at prec bits (SERSOL_EINPUT
 * when an initial value is missing, SERSOL_EDOMAIN when undefined). */
int ode_problem_initial_state(arb_ptr y0, const ode_problem_struct * P, slong prec);

/* ---- stepper (src/ode/series.c) ----------------------------------------
 * S is a dim x stride array: S[c*stride + k] = coefficient k of state
 * component c around t0, for k = 0..N (stride >= N + 2).  ode_problem_series
 * sets S[c*stride] = y0[c] and computes orders 1..N; ode_problem_series_extend
 * continues from order N_old to N (the online kernel never recomputes).
 * SERSOL_EDOMAIN when the right-hand side is undefined at (t0, y0). */
int ode_problem_series(arb_ptr S, slong stride, ode_problem_struct * P, const arb_t t0,
                       arb_srcptr y0, slong N, slong prec);
int ode_problem_series_extend(arb_ptr S, slong stride, ode_problem_struct * P,
                              slong N_old, slong N, slong prec);
/* The same with a precision schedule: order k is computed at
 * max(prec_min, prec - drop k) bits (drop >= 0, bits per order). */
int ode_problem_series_sched(arb_ptr S, slong stride, ode_problem_struct * P, const arb_t t0,
                             arb_srcptr y0, slong N, slong prec, double drop, slong prec_min);
int ode_problem_series_extend_sched(arb_ptr S, slong stride, ode_problem_struct * P,
                                    slong N_old, slong N, slong prec, double drop, slong prec_min);

/* ---- controller (src/ode/control.c) ------------------------------------- */
/* The geometric model of the coefficients: max_c |S[c][k]| <= C rho^-k for
 * the window of fitted orders (an estimate beyond it).  Logs are natural. */
typedef struct
{
    double log_rho;         /* radius estimate (least-squares slope) */
    double log_C;           /* envelope: every fitted coefficient lies below */
    int zero_tail;          /* every coefficient of the window is exactly 0 */
    /* the same fit over the last ODE_TOP_FIT nonzero coefficients only (the
     * tail beyond N follows the newest coefficients: a far singularity of
     * small amplitude, or the growth of rounding noise, shows there first) */
    double top_log_rho, top_log_C;
    int top_valid;
    /* every order of the top line is rounding noise (a ball around 0, its
     * radius beyond the coefficient): the line bounds the terms up to N,
     * which the balls carry, and says nothing beyond N (no q <= q_max cap
     * from it, no tail) */
    int top_noise;
    /* the orders whose coefficient lies more than ODE_FIT_GAP below the
     * window's upper hull (the exact zeros of a dominant odd or even part,
     * filled by a much smaller term: y' = cos t + 1e-400 e^t) are left out
     * of the two fits above and fitted on their own (the low line, from
     * ODE_LOW_FIT of them on): their trend may overtake the dominant part's
     * beyond N (a pole of small amplitude, a pulse far away), and one line
     * through both sets took the jump between them for a slope (a radius of
     * e^-44 there, "out of reach"); with its own top line */
    double low_log_rho, low_log_C, low_top_log_rho, low_top_log_C;
    int low_valid, low_top_valid;
}
ode_fit_t;

#define ODE_TOP_FIT 24
#define ODE_FIT_GAP (30 * 2.302585092994046)
#define ODE_LOW_FIT 2
#define ODE_KEEP_MIN 4
#define ODE_DIP_REACH 16

/* Fits log max_c |S[c][k]| = log C - k log rho over k in [N - w, N],
 * w = max(4, N/2): least-squares slope, then C raised so that the line lies
 * above every point of the window; and the same over the last ODE_TOP_FIT
 * orders with a nonzero coefficient (the top line); the coefficients far
 * below the window's upper hull have their own line (the low line). */
void ode_fit_radius(ode_fit_t * fit, arb_srcptr S, slong stride, slong dim, slong N);
/* Log of the estimated truncation error of the degree-N partial sum at
 * |s| = exp(log_s): C q^(N+1) / (1 - q), q = |s|/rho (+inf when q >= 1),
 * the larger of the window and top-line estimates. */
double ode_tail_log_error(const ode_fit_t * fit, slong N, double log_s);
/* Log of the largest step with tail error <= tol (q capped at q_max), under
 * both models. */
double ode_step_log(const ode_fit_t * fit, slong N, double log_tol, double q_max);
/* The order in [nmin, nmax] minimising cost(N) / h(N), with
 * cost(N) = a N (N + 1) / 2 + b N + c  (a: nonlinear kernel nodes,
 * b: other nodes plus evaluation, c: per-step overhead). */
slong ode_choose_order(const ode_fit_t * fit, double log_tol, double q_max,
                       double a, double b, double c, slong nmin, slong nmax);
/* The same from a series S already computed to order N: for orders N' < N
 * the step h(N') is measured on the coefficients themselves (every term
 * N' < k <= N at most tol/8 at |s| = h, and the tail beyond N as for N),
 * beyond N it is the model's; no step exceeds exp(log_h_cap).  The order is
 * at least the start of the top line's regime plus ODE_TOP_FIT + 8, so that
 * the next expansion still sees the coefficients that bound its step.
 * log_h_pred caps the predicted steps of orders above N only (a bound from
 * an earlier expansion that the coefficients up to N cannot see yet).
 * *log_h_next: the predicted log step at the chosen order. */
typedef struct
{
    double a, b, c;         /* as for ode_choose_order */
    double block;           /* from order ODE_BLOCK_MIN_ORDER on the a-part costs
                             * B^2/2 + block B (N - B) log2(N/B + 1), B = that
                             * order (relaxed blocks); see ode_block_cost */
}
ode_cost_t;

/* The block factor measured for the pendulum and Lorenz series at prec bits
 * (1 at <= 400 bits: there blocks and online recurrences cost the same;
 * 0.24 from 1000 bits on; interpolated in log prec between). */
double ode_block_cost(slong prec);

slong ode_choose_order_measured(double * log_h_next, const ode_fit_t * fit, arb_srcptr S,
                                slong stride, slong dim, slong N, double log_tol,
                                double log_h_cap, double log_h_pred, double q_max,
                                const ode_cost_t * cost, slong nmin, slong nmax);
/* The largest log step at which the rounding of a series computed with a
 * precision schedule (order k at max(prec_min, prec - drop k) bits) stays
 * below tol: min over k of (log tol - log N + prec_k ln 2 - log|S_k|) / k
 * (INFINITY when drop = 0). */
double ode_schedule_step_log(arb_srcptr S, slong stride, slong dim, slong N, double log_tol,
                             slong prec, double drop, slong prec_min);
/* The precision schedule (bits fewer per order) for a series like this one
 * used at steps up to exp(log_h): 0.9 times the largest drop with
 * |S_k| h^k 2^-(prec - drop k) <= tol / N for every order k (0 when none). */
double ode_schedule_drop(arb_srcptr S, slong stride, slong dim, slong N, double log_tol,
                         slong prec, double log_h);
/* The initial order for a tolerance: ceil(-log_tol / 2) + 4 clamped. */
slong ode_initial_order(double log_tol, slong nmin, slong nmax);

/* ---- driver (src/ode/ctx.c, src/ode/solve.c, src/ode/checkpoint.c) ------ */
typedef struct
{
    arb_t t;                /* start of the step */
    arb_t h;                /* signed step */
    slong N;                /* degree */
    arb_ptr coeffs;         /* dim x (N + 1) */
    ode_fit_t fit;
    mag_t carried;          /* error carried from earlier steps (midpoint mode) */
    double carried_rate;    /* it shrinks like exp(rate |t - t_start|), rate <= 0 */
}
ode_segment_struct;

/* The singularity watch of ode_ctx_solve (internal; src/ode/ode_impl.h,
 * _ode_watch_t, says what the fields hold). */
typedef struct
{
    double t[3], loc[3];
    slong n, skip, full, levels;
    double confirm_R, confirm_loc;
    double pair_foot, pair_b;   /* the last pair found passable: its real
                                 * part and distance from the axis (b 0: none) */
}
ode_watch_struct;

typedef struct
{
    ode_problem_struct * P;  /* not owned */
    slong dim, prec;
    double tol_digits;       /* local relative tolerance 10^-tol_digits */
    double step_scale;       /* multiplies every chosen step (cross-check runs) */
    double first_step_scale; /* multiplies the first step only (0: 1) */
    double q_max;
    slong order_min, order_max, order_fixed;
    slong max_steps;
    const char * max_steps_origin; /* NULL, or ", <where max_steps came
                                    * from>", appended where a message
                                    * quotes the limit (a static string) */
    int dense;
    int ball;                /* 1: propagate the state's balls through each step */

    arb_t t0, t, tend;
    arb_ptr y0, y;
    slong next_order;        /* order of the next step (0: initial rule) */
    double next_drop;        /* precision schedule of the next step (bits per order) */
    double rho_hint;         /* log of the radius fitted at the step that started at */
    double rho_hint_t;       /* rho_hint_t; the radius at t is at most exp(rho_hint) +
                              * |t - rho_hint_t| (distance to fixed singularities);
                              * INFINITY: none yet */
    int schedule;            /* use the precision schedule (default 1) */

    slong num_out;
    arb_ptr out_t;           /* output times */
    arb_ptr out_y;           /* num_out x dim */
    int * out_done;

    arb_ptr S;               /* series workspace, dim x stride */
    slong stride;

    ode_segment_struct * seg;  /* dense output (all steps), when dense */
    slong num_seg, alloc_seg;
    slong num_targets;       /* outputs 0..num_targets-1 are targets (below) */
    double dense_budget;     /* bytes the kept series may take (0: no limit) */
    double dense_bytes;      /* about what they take */

    /* step ends (ode_ctx_set_step_ends): O(dim) balls per step */
    slong ends_prec;         /* 0: not recorded */
    slong num_ends, alloc_ends;
    arb_ptr end_t, end_h;    /* the start and the signed length of each step */
    arb_ptr end_y;           /* num_ends x dim: the solution at each step end */

    /* statistics */
    slong steps, rejections, extensions, order_sum, order_lo, order_hi;
    slong branch_step;       /* the last step shortened because a square root (a
                              * power, asin, acos) left its principal branch on
                              * it, + 1 (0: none): the collapse message names it */
    slong branch_cuts;       /* consecutive steps so shortened (the run stops at
                              * ODE_BRANCH_STOP: a branch point ahead) */
    slong pole_step;         /* the last step whose residual search met a pole of
                              * the right-hand side inside it, + 1 (0: none), */
    double pole_t;           /* and that pole's t (the stop message names it) */
    double feature_t;        /* where the forcing search last located a narrow
                              * feature of a term of t that mattered, or the
                              * residual samples last missed (NAN: none):
                              * steps that shrink toward it are no collapse
                              * (src/ode/solve.c) */
    slong forcing_cuts;      /* consecutive steps shortened by the forcing
                              * search (the run stops at ODE_FORCING_STALL), */
    slong forcing_misses;    /* the cuts of those steps (ODE_FORCING_STALL_MISSES), */
    double forcing_cuts_t;   /* from the end of the first of them */
    slong short_steps;       /* consecutive steps let through shorter than
                              * 2^(-prec/4) of the distance left
                              * (ODE_SHORT_STEPS, src/ode/solve.c) */
    double * drift;          /* dim: the sum of each component's own errors at
                              * the ends of the steps so far (midpoint mode:
                              * the rounding and truncation its own steps
                              * made, step_errors in src/ode/solve.c), which
                              * the forcing search adds to the states'
                              * series (src/ode/forcing.c) */
    double min_log_h, max_log_h, max_log_err;
    /* the singularity watch of ode_ctx_solve (internal, docs/ode.md §2a):
     * in the context so that checkpoints keep it (a resumed run stopped
     * near a pole with another distance in its message) */
    ode_watch_struct watch;
    int watch_restored;      /* 1: read from a checkpoint, solve keeps it */
    slong norm_exp;          /* 2^norm_exp <= the largest max-norm of the state
                              * at a step start so far (WORD_MIN: none) */
    slong * comp_exp;        /* dim: 2^comp_exp[c] <= the largest |y_c| at a step
                              * start whose ball excludes 0 (WORD_MIN: none) */
    /* the amplification of errors along the run (midpoint mode; docs/ode.md
     * §3 "a repelling solution next to an attracting one"): a tangent
     * vector w (dim doubles; NULL before the first step), the log L of its growth so far, the smallest L so far,
     * and the largest L - Lmin so far (kept in checkpoints) */
    double * growth_w;
    double growth_L, growth_Lmin, growth_amp;
    double growth_lnorm;     /* log of the largest state norm so far: L is
                              * relative to it */
    double growth_err, growth_err_max;  /* log of the errors made so far
                              * (each step's truncation estimate, at least its
                              * rounding), amplified along the tangent,
                              * relative to that norm; the largest so far */
    double * growth_J;       /* J at the end of the last step (the next one's
                              * start) when growth_J_ok (not kept: recomputed) */
    int growth_J_ok;
    /* a stepper problem (the DAE kinds) has no Jacobian: its tangent comes
     * from a second expansion, by a copy of the stepper's data (created at
     * the first step, not kept), freed by growth_stepper_free; w then has
     * nonzero entries only in the stepper's norm_dim leading components */
    void * growth_stepper;
    void (*growth_stepper_free)(void * data);

    /* checkpoints */
    char * ck_file;
    char * ck_header;        /* extra lines written first (each begins with "policy ") */
    slong ck_every;
    slong stop_after;        /* test hook: stop (SERSOL_EIO) after this many steps */

    ode_progress_fn progress;
    void * progress_data;
    char message[256];       /* why solve failed */
    double stop_place;       /* where that message puts the cause: a located
                              * singularity, a branch point (NAN: it names
                              * none, e.g. steps too many or collapsed); */
    double stop_place_err;   /* its uncertainty (INFINITY: unknown).  The
                              * precision policy tells by them a stop the
                              * problem makes from one its precision makes */
    /* the initial state at ode_ctx_init: its status and the stepper's
     * reason (a DAE's initial values consistent at one precision and not
     * at run B's: solve reports that, not the expansion of the NaN state) */
    int init_status;
    char init_message[256];
}
ode_ctx_struct;

typedef ode_ctx_struct ode_ctx_t[1];

void ode_ctx_init(ode_ctx_struct * C, ode_problem_struct * P, slong prec);
void ode_ctx_clear(ode_ctx_struct * C);
/* Initial state (copied); default: t0 = 0 and the problem's initial values. */
void ode_ctx_set_initial(ode_ctx_struct * C, const arb_t t0, arb_srcptr y0);
/* Local truncation tolerance 10^-d relative to the state's max-norm. */
void ode_ctx_set_tol_digits(ode_ctx_struct * C, double d);
void ode_ctx_set_order_limits(ode_ctx_struct * C, slong order_min, slong order_max);
/* Use this order for every step (0: the controller chooses). */
void ode_ctx_set_order(ode_ctx_struct * C, slong N);
void ode_ctx_set_step_scale(ode_ctx_struct * C, double s);
/* Multiplies the first step only: shifts the whole step sequence. */
void ode_ctx_set_first_step_scale(ode_ctx_struct * C, double s);
/* At most n steps in all (default ODE_DEFAULT_MAX_STEPS);
 * then SERSOL_EACCURACY with the message "step limit ...".  A solution that
 * oscillates or varies fast (Lorenz with rho = 1e9: steps of 4e-6) would
 * otherwise keep a run busy for hours. */
#define ODE_DEFAULT_MAX_STEPS 1000000
void ode_ctx_set_max_steps(ode_ctx_struct * C, slong n);
/* Output times (copied).  They must all lie on the side of T (or be t0). */
void ode_ctx_set_outputs(ode_ctx_struct * C, arb_srcptr times, slong n);
/* Keep the series of every step for ode_ctx_eval_dense. */
void ode_ctx_set_dense(ode_ctx_struct * C, int dense);
/* At most about `bytes` for the kept series (0, the default: no limit):
 * ode_ctx_solve stops with SERSOL_ENOMEM (and a message) when the next
 * series would pass it. */
void ode_ctx_set_dense_budget(ode_ctx_struct * C, double bytes);
/* Only outputs 0..m-1 (of ode_ctx_set_outputs, which makes all of them
 * targets) are targets: the singularity watch stops a run only when the
 * singularity lies before the next target; the other outputs are evaluated
 * when the run passes them and change no step. */
void ode_ctx_set_output_targets(ode_ctx_struct * C, slong m);
/* Records every step: its start end_t, signed length end_h and the solution
 * end_y at the step's end t + h evaluated from the step's series at prec
 * bits, exactly as ode_ctx_eval_dense at t + h (computed at prec) would
 * evaluate a kept segment; kept in checkpoints.  prec = 0: off.  (Dense
 * output through checkpoints, or past the budget of the kept series: dim + 2
 * balls per step instead of a series.) */
void ode_ctx_set_step_ends(ode_ctx_struct * C, slong prec);
/* 0 (default): each step starts from the exact midpoint of the state and the
 * radius carried from earlier steps is added to the new state (an estimate:
 * the flow is taken as non-expanding, and as contracting at the rate of the
 * Jacobian's logarithmic norm when that is negative, docs/ode.md §3); 1: the balls go through the recursion
 * (rigorous propagation of the initial radius, but the wrapping effect makes
 * the radii grow like (|cos|+|sin|)^steps on oscillatory problems). */
void ode_ctx_set_ball_propagation(ode_ctx_struct * C, int ball);
void ode_ctx_set_progress(ode_ctx_struct * C, ode_progress_fn f, void * data);
/* Writes a checkpoint every `every` steps to file (atomically: temp + rename);
 * header: lines (each starting "policy ") copied first, or NULL. */
void ode_ctx_set_checkpoint(ode_ctx_struct * C, const char * file, slong every, const char * header);

/* Integrates from the current state to T (forward or backward).  Returns
 * SERSOL_OK; SERSOL_EDOMAIN when the right-hand side is undefined on the way;
 * SERSOL_EACCURACY when the steps collapse (a singularity), max_steps is
 * reached, or two windows of 1000 steps in a row forecast more than
 * 10 times the steps left (ode_ctx_message says which, and where).  On failure the state and
 * the outputs reached so far are kept.  SERSOL_EINPUT (nothing done) when T
 * is not finite (NaN returned SERSOL_OK after no step); the failure of the
 * initial state at ode_ctx_init (a DAE's values inconsistent at C's
 * precision) is returned with its reason. */
int ode_ctx_solve(ode_ctx_struct * C, const arb_t T);
const char * ode_ctx_message(const ode_ctx_struct * C);

/* Output j (dim values); 0 when not reached. */
int ode_ctx_get_output(arb_ptr y, const ode_ctx_struct * C, slong j);
void ode_ctx_get_state(arb_t t, arb_ptr y, const ode_ctx_struct * C);
/* The solution at any t of the integrated range (needs dense);
 * SERSOL_EINPUT when t is outside. */
int ode_ctx_eval_dense(arb_ptr y, const ode_ctx_struct * C, const arb_t t, slong prec);

slong ode_ctx_num_steps(const ode_ctx_struct * C);
slong ode_ctx_num_rejections(const ode_ctx_struct * C);
slong ode_ctx_order_min(const ode_ctx_struct * C);
slong ode_ctx_order_max(const ode_ctx_struct * C);
double ode_ctx_order_mean(const ode_ctx_struct * C);
slong ode_ctx_prec(const ode_ctx_struct * C);
/* 2^e <= the largest max-norm of the state met at a step start or at the
 * end (WORD_MIN: all zero, or no step yet). */
slong ode_ctx_norm_exp(const ode_ctx_struct * C);
/* The same per component (dim entries; a ball containing 0 is no size). */
const slong * ode_ctx_comp_exp(const ode_ctx_struct * C);
/* Raises the record of ode_ctx_norm_exp with the current state. */
void ode_ctx_note_norm(ode_ctx_struct * C);

/* Checkpoints: writes the driver state now; restores it (same problem
 * dimension; the outputs and the end point must be set as in the original
 * run).  The header lines of the file are returned in *header (malloc'ed,
 * free with flint_free) when header is not NULL. */
int ode_ctx_write_checkpoint(const ode_ctx_struct * C, const char * file);
int ode_ctx_read_checkpoint(ode_ctx_struct * C, const char * file, char ** header);
/* A ball from its arb_dump_str form, checked (arb_load_str aborts on some
 * damaged strings): 1 when s is a valid dump (then x is set), else 0.  For
 * other checkpoint formats (the oscillator command's). */
int ode_checkpoint_load_ball(arb_t x, const char * s);
/* Whether the time written as a[0..alen-1] in a checkpoint's key is the
 * time b given to this run: the same exact value (--at 2e3 resumes a run
 * written with --at 2000), or the same text when either is not a number. */
int ode_checkpoint_same_time(const char * a, size_t alen, const char * b);
/* Can a checkpoint be written to file?  Tried before computing, with the
 * temporary file FILE.tmp that the writers use (removed again): 1, else 0
 * and the reason in why ("cannot write checkpoint FILE.tmp: reason",
 * "... FILE: Is a directory", or an existing FILE that is neither empty nor
 * a sersol checkpoint: the first checkpoint would replace it). */
int ode_checkpoint_writable(const char * file, char * why, size_t why_size);
/* Atomic checkpoint files: ode_checkpoint_begin opens FILE.tmp for writing
 * (NULL on failure); ode_checkpoint_finish flushes and closes it and renames
 * it over file (or removes it after a write error): 1 on success, 0 else.
 * So file is always a complete checkpoint. */
FILE * ode_checkpoint_begin(const char * file);
int ode_checkpoint_finish(FILE * f, const char * file);
/* Removes the temporary file of a checkpoint being written, if any (for a
 * handler of SIGINT/SIGTERM: async-signal-safe; the checkpoint FILE itself
 * keeps its last complete version). */
void ode_checkpoint_remove_pending(void);
/* The next line of a checkpoint, of any length, without its newline
 * (flint_malloc'ed, free with flint_free); NULL at the end of the file.
 * *newline (when not NULL) tells whether the line ended with a newline: a
 * last line without one is the mark of a truncated file.  A NUL byte or a
 * line of 64 MiB ends the reading: NULL, and *newline = -1 (not a text file). */
char * ode_checkpoint_read_line(FILE * f, int * newline);
/* Writes one checkpoint line "<prefix> <ball>": the prefix from the printf
 * format fmt, the ball x exactly (arb_dump_str; read back with
 * ode_checkpoint_load_ball). */
void ode_checkpoint_put_ball(FILE * f, const arb_t x, const char * fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- precision policy (src/ode/verified.c) ------------------------------ */
/* Another attempt of the policy starts: attempt is its index (1 or 2; 3
 * attempts in all), reached the digits every row had after the previous one
 * (-1 when unknown: a run resumed from a checkpoint), digits the request D. */
typedef void (*ode_attempt_fn)(slong attempt, slong reached, slong digits, void * data);

typedef struct
{
    slong digits;           /* requested significant digits D */
    slong num_times;
    const char * const * times;   /* exact decimal output times (strings) */
    int dense;                    /* also verify the solution at every step end of run A */
    const char * checkpoint;      /* file or NULL (with dense: docs/ode.md §6) */
    slong checkpoint_every;
    const char * resume;          /* file or NULL */
    ode_progress_fn progress;
    void * progress_data;
    /* Optional (NULL: none): told when another attempt starts (the digits
     * fell short; the progress fractions start again from 0) */
    ode_attempt_fn attempt_report;
    void * attempt_data;
    slong stop_after;             /* test hook (0: never) */
    slong max_steps;              /* steps per run and direction; 0: ODE_DEFAULT_MAX_STEPS */
    /* the problem's fingerprint (no blanks) or NULL: a checkpoint records it,
     * a resume with another one is refused (the file or the method changed) */
    const char * problem_key;
}
ode_verified_opts;

typedef struct
{
    slong num_times, dim;
    arb_ptr y;              /* num_times x dim: union of the two runs */
    arb_ptr ya, yb;         /* the two runs */
    slong * digits;         /* num_times x dim: verified significant digits */
    slong * row_digits;     /* num_times: min over the row */
    slong num_dense;        /* dense: rows at the step ends of run A */
    arb_ptr dense_t;        /* num_dense times */
    arb_ptr dense_y;        /* num_dense x dim */
    slong * dense_digits;   /* num_dense: min over the row */
    slong prec_a, prec_b;   /* working precisions of the two runs */
    slong steps_a, steps_b, order_a, order_b, attempts;   /* orders: the highest */
    double order_mean_a, order_mean_b;                      /* mean order per step */
    slong norm_exp;         /* 2^norm_exp <= the largest max-norm of the state
                             * the runs met (WORD_MIN: unknown): the scale of a
                             * row whose values are all indistinguishable from 0 */
    slong * comp_exp;       /* dim, or NULL: the same per component, over the
                             * values whose balls exclude 0 (WORD_MIN: unknown) */
    char message[512];      /* what happened: "only N of D digits reached (reason)", ... */
    char reason[512];       /* the reason alone when digits fell short (else empty) */
}
ode_verified_result;

void ode_verified_result_init(ode_verified_result * R);
void ode_verified_result_clear(ode_verified_result * R);

/* The largest digits and order the verified functions take (SERSOL_EINPUT
 * beyond: 2^62 digits overflowed the precision and crashed).  Memory grows
 * like D^2 (orders about 1.15 D of D log2(10) bits each), and FLINT aborts
 * when an allocation fails: the command line stops at 20000 digits and
 * order 100000. */
#define ODE_DIGITS_MAX 100000
#define ODE_ORDER_MAX 1000000

/* Solves at the output times to D verified digits: run A at precision
 * D log2(10) + guards, run B with a tighter tolerance, more precision and a
 * different step sequence; digits = those on which A, B and the balls agree.
 * Retries with more digits (at most 3 attempts).  SERSOL_OK when every value
 * has D digits; SERSOL_EACCURACY otherwise (R holds what was reached and
 * R->message the reason); SERSOL_EIO for checkpoint trouble; SERSOL_EINPUT
 * when o->digits is not in 1 ... ODE_DIGITS_MAX or a time string is NULL
 * or not an exact number (R
 * holds no rows then, R->message says which). */
int ode_solve_verified(ode_verified_result * R, ode_problem_struct * P, const ode_verified_opts * o);

/* Taylor coefficients 0..N of every state component at T0 (exact decimal
 * string, "0" for t0) to D verified digits: res[c*(N+1) + k], digits[same].
 * The state at T0 comes from ode_solve_verified.  progress (NULL: none)
 * receives the fraction done of the current attempt: the run to T0, then
 * the expansions (a repeated attempt starts the bar again, as in
 * ode_solve_verified).  SERSOL_EINPUT (message says why, nothing written)
 * when T0 is NULL or not an exact number, N is not in 0 ... ODE_ORDER_MAX or
 * D not in 1 ... ODE_DIGITS_MAX. */
int ode_series_verified(arb_ptr res, slong * digits, ode_problem_struct * P, const char * T0,
                        slong N, slong D, char * message, slong message_len,
                        ode_progress_fn progress, void * progress_data);
/* The same with the state at T0 from state(R, P, o, state_data) instead of
 * ode_solve_verified (o: one time, T0, and the digits wanted): it fills R as
 * ode_solve_verified does (y, and the two runs' ya, yb at prec_a, prec_b,
 * from which the two expansions start), e.g. another integrator of the same
 * equation (the phi-method of problem oscillator).  state NULL: as above. */
typedef int (*ode_state_fn)(ode_verified_result * R, ode_problem_struct * P,
                            const ode_verified_opts * o, void * state_data);
int ode_series_verified_state(arb_ptr res, slong * digits, ode_problem_struct * P,
                              const char * T0, slong N, slong D, char * message,
                              slong message_len, ode_progress_fn progress, void * progress_data,
                              ode_state_fn state, void * state_data);

/* Verified significant digits of a ball: floor(-log10(rad/|mid|)) in
 * [0, D] (D when the ball is exact). */
slong ode_ball_digits(const arb_t x, slong D);
/* The same, but a ball containing 0, or one whose magnitude is below
 * 10^-D of scale (a zero computed with rounding noise), counts the digits
 * of its radius against scale (absolute accuracy relative to the row's
 * max-norm). */
slong ode_ball_digits_scaled(const arb_t x, const mag_t scale, slong D);
/* The scale of a row of dim values for ode_ball_digits_scaled: the largest
 * |midpoint| of the values whose balls exclude 0 (a noise midpoint of a
 * zero is no scale), else 2^norm_exp (the solution's size along the run,
 * ode_verified_result.norm_exp), else 0. */
void ode_row_scale(mag_t scale, arb_srcptr y, slong dim, slong norm_exp);
/* The scale of component c of a row: the smaller of the row's scale and the
 * component's own size along the run, 2^comp_exp[c] (when comp_exp is not
 * NULL and comp_exp[c] is known), so that a component is not measured
 * against another one of other units: a position of size 1 against a
 * multiplier of 1e8 (docs/ode.md §4). */
void ode_comp_scale(mag_t scale, const mag_t row_scale, const slong * comp_exp, slong c);
/* The digits of a row of dim values (into digits[c] unless NULL; returns
 * the row's least): ode_ball_digits_scaled against ode_comp_scale; with
 * negligible_ok, D when every value lies below 10^-D of the solution's size
 * along the run (|mid| + rad < 10^-D 2^norm_exp: D digits of absolute
 * accuracy against that size; the row is negligible at D digits,
 * docs/ode.md §4).  comp_exp: ode_verified_result.comp_exp, or NULL. */
slong ode_row_digits(slong * digits, arb_srcptr y, slong dim, slong norm_exp,
                     const slong * comp_exp, slong D, int negligible_ok);

#ifdef __cplusplus
}
#endif

#endif
