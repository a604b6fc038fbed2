/* ode module internals. */
#ifndef SERSOL_ODE_IMPL_H
#define SERSOL_ODE_IMPL_H

#include <math.h>
#include "sersol/ode.h"
#include "sersol/radius.h"

/* log2 of a nonzero mag to double accuracy (mag_get_d_log2_approx only
 * gives the exponent for large or small numbers). */
static inline double _ode_mag_log2(const mag_t m)
{
    return fmpz_get_d(MAG_EXPREF(m)) - MAG_BITS + log2((double) MAG_MAN(m));
}

/* log2(m) - e and log2(a / b) for nonzero mags, the exponents subtracted
 * exactly first: a difference of two _ode_mag_log2 of huge numbers (e^(e^40)
 * ~ 2^(3.4e17), where a double's unit is 64) would lose up to 64 bits, and a
 * count of digits taken from it would claim 19 too many. */
static inline double _ode_mag_log2_minus(const mag_t m, slong e)
{
    fmpz_t d;
    double r;
    fmpz_init(d);
    fmpz_sub_si(d, MAG_EXPREF(m), e);
    r = fmpz_get_d(d) - MAG_BITS + log2((double) MAG_MAN(m));
    fmpz_clear(d);
    return r;
}

static inline double _ode_mag_log2_ratio(const mag_t a, const mag_t b)
{
    fmpz_t d;
    double r;
    fmpz_init(d);
    fmpz_sub(d, MAG_EXPREF(a), MAG_EXPREF(b));
    r = fmpz_get_d(d) + log2((double) MAG_MAN(a)) - log2((double) MAG_MAN(b));
    fmpz_clear(d);
    return r;
}

/* The error carried from earlier steps (midpoint mode), m exp(rate |d|) at
 * the signed distance d into a step, joins every component of y (rate <= 0:
 * the flow's contraction estimate, src/ode/solve.c). */
void _ode_carry_error_at(arb_ptr y, slong dim, const mag_t m, double rate, const arb_t d);

/* ---- the controller's view of a series (src/ode/control.c) ----
 *
 * For k = 0..N, computed once per series (ode_fit_radius,
 * ode_choose_order_measured, ode_schedule_step_log, ode_schedule_drop
 * compute it themselves):
 *   lg[k], genuine[k]: log max |S_c[k]| over the components whose ball
 *     excludes 0 (some does);
 *   lr[k], noisy[k]: log max rad S_c[k] over those whose ball contains 0
 *     with a nonzero radius (rounding noise; some does);
 *   lk[k], present[k]: what the fit reads, the larger of lg[k] and the
 *     noise scaled to the full precision, lr[k] - (prec - bits_k) ln 2,
 *     bits_k = max(prec_min, prec - drop k) of the schedule the series was
 *     computed with. */
typedef struct
{
    double * lk;
    int * present;
    double * lg;
    int * genuine;
    double * lr;
    int * noisy;
    slong N, alloc;
    slong prec, prec_min;
    double drop;
}
_ode_logs_t;

/* The leading components whose size sets the state's for the tolerance
 * (ode_stepper_struct.norm_dim; all of them for the kernel recursion). */
static inline slong _ode_norm_dim(const ode_ctx_struct * C)
{
    const ode_stepper_struct * st = C->P->stepper;
    return (st != NULL && st->norm_dim > 0) ? FLINT_MIN(st->norm_dim, C->dim) : C->dim;
}

/* The least bits of an order under the driver's precision schedule. */
#define ODE_SCHEDULE_PREC_MIN 64
/* The amplification of errors along a run (ode_ctx_struct.growth_amp,
 * src/ode/solve.c) above which the carried error counts the amplified
 * rounding (e^23: 10 digits) */
#define ODE_GROWTH_FREE 23.0
/* The errors made along a run, amplified (ode_ctx_struct.growth_err_max),
 * have reached 10^-digits of the state's size while the amplification
 * exceeds e^ODE_GROWTH_FREE: digits = 6 marks a run lost (docs/ode.md §3) */
static inline int _ode_growth_reached(const ode_ctx_struct * C, double digits)
{
    return C->growth_w != NULL && C->growth_amp > ODE_GROWTH_FREE
           && C->growth_err_max > -digits * M_LN10;
}

void _ode_logs_init(_ode_logs_t * L);
void _ode_logs_clear(_ode_logs_t * L);
void _ode_logs_set(_ode_logs_t * L, arb_srcptr S, slong stride, slong dim, slong N, slong prec,
                   double drop, slong prec_min);
/* A fit for a series whose window is exactly 0 where that does not prove a
 * polynomial solution (terms may start later: y' = 1 + t^60): the line
 * through every order present, 1..N (else 0..N), with rho <= 1, or C =
 * exp(log_scale), rho = 1 when the whole series is 0. */
void _ode_fit_logs_unproven(ode_fit_t * fit, const _ode_logs_t * L, double log_scale);
/* The public functions of the same names on logs already computed. */
void _ode_fit_logs(ode_fit_t * fit, const _ode_logs_t * L);
slong _ode_choose_order_logs(double * log_h_next, const ode_fit_t * fit, const _ode_logs_t * L,
                             double log_tol, double log_h_cap, double log_h_pred, double q_max,
                             const ode_cost_t * cost, slong nmin, slong nmax);
double _ode_schedule_step_log_logs(const _ode_logs_t * L, double log_tol);
double _ode_schedule_drop_logs(const _ode_logs_t * L, double log_tol, double log_h);

/* ---- singularity watch of the driver (src/ode/control.c, docs/ode.md) ---- */

/* Safe fraction of the estimated distance to the nearest singularity that
 * one step may cover. */
/* From this order on the series of a step is computed in relaxed blocks
 * (src/ode/series.c; bench/b-block, bench/b-ode: about even at orders 130
 * and 375); the controller's cost model follows (src/ode/control.c). */
#define ODE_BLOCK_MIN_ORDER 192
/* Cost of the nonlinear nodes above it, per unit of the online N^2/2:
 * B^2/2 + ODE_BLOCK_COST B (N - B) log2(N/B + 1), B = ODE_BLOCK_MIN_ORDER,
 * fitted to the pendulum and Lorenz at 3364 bits, N = 400..3200 (0.22-0.26). */
#define ODE_BLOCK_COST 0.24

/* The order of the first expansion of a run (raised by the controller). */
#define ODE_FIRST_ORDER 32

/* Progress forecast: every ODE_FORECAST_WINDOW steps (counted from 0, so a
 * resumed run checks at the same step numbers) the driver extrapolates the
 * advance of the last window; when, for two windows in a row, the steps
 * still needed exceed ODE_FORECAST_FACTOR times the steps left under
 * max_steps, the run stops at once instead of creeping on to the step limit
 * (a solution crossing the branch cut of atan or log: steps of 1e-10 on a
 * span of 0.5).  Two windows, so that a short passage near a singularity
 * close to the axis does not stop a run whose steps grow again. */
#define ODE_FORECAST_WINDOW 1000
#define ODE_FORECAST_FACTOR 10.0
/* Windows whose advance falls below this fraction of the previous one
 * "shrink": the message then names the point they converge to. */
#define ODE_FORECAST_SHRINK 0.9
/* The same test over windows of ODE_PROBE_WINDOW steps, for a run whose
 * steps are about to be called too short for the interval (few digits:
 * 2^(prec/4) steps come before the first two full windows); y' =
 * -y/(1-t)^2 at 10 digits stopped after 654 steps with "about 10^6 steps
 * ... (--max-steps N raises it)" while its steps shrank toward t = 1. */
#define ODE_PROBE_WINDOW 125

/* Consecutive steps cut by branch_crossed (solve.c) after which the run
 * stops: each cut leaves less than an eighth of its step to the crossing,
 * so the run is then within 1/512 of a step of the branch point, where the
 * solution is not analytic.  Before, a ggl run (x'' = -sqrt(1 - x'^2) as a
 * force) went on past it in steps of 5e-4, each cut again, and printed x(2)
 * with 2 digits of which one was wrong (sqrt(1 - x'^2) = 0 is also a
 * solution there).  Checkpoints keep the count. */
#define ODE_BRANCH_STOP 3
/* Consecutive steps shortened by the forcing search (a miss located in
 * each), or cuts of such steps, after which the run stops
 * (forcing_stall_message, solve.c).  A state read twice in a term that
 * cancels, sinh(x - x (sin^2 t + cos^2 t))^2, is enclosed over a part as
 * [0, d] against its series 0, d shrinking only with the part's width to
 * a power: every step was cut, 8 to 35 times, to 10^-8 or 10^-21 of its
 * length (27 s and 101 s to an exit 1 for an ODE, no end in 120 s for a
 * ggl run).  The pulse grids (scripts/pulse_grid.py, 2160 runs),
 * helper-74's class C (364) and 64 pulsed DAEs (140) had at most 36, 22
 * and 75 such steps in a row and 36, 103 and 321 cuts, a train of 32
 * pulses 10^-4 wide 11 steps and 13 cuts.  Checkpoints keep the counts. */
#define ODE_FORCING_STALL 400
#define ODE_FORCING_STALL_MISSES 2000
/* Bisections that place a cut between two samples of the branch test. */
#define ODE_BRANCH_BISECT 3

/* Bits beyond the working precision at which t advances: each step adds
 * its rounding to t, which at the working precision grew by an ulp a step
 * (helper-68's d00: steps of 7e-28 at t = 1 and 92 bits, see
 * step_below_t_resolution; with these bits it prints the truth). */
#define ODE_T_GUARD_BITS 64
/* Nats of the precision's guard (prec ln 2 - tol digits ln 10) kept free
 * of the cancellation in summing a step's series (cancellation_loss). */
#define ODE_CANCEL_MARGIN 4.0
/* Nats a step's state may shrink by before its step is shortened so that
 * the truncation error stays within the tolerance of the smaller state. */
#define ODE_DECAY_FREE 1.0
/* Sizes beyond e^(+-2^53), where a double's unit is a nat: the controller's
 * logarithms of coefficients there cannot resolve the ratio of two orders
 * (a zero state whose first step ends there stops, src/ode/solve.c). */
#define ODE_LOG_RESOLVE 9007199254740992.0

/* A step whose length is within this relative amount (in nats) of the
 * distance left ends the run there: x' = -x to t = 1 decays by just over
 * ODE_DECAY_FREE, the step was cut by 10^-9 of its length, and the sliver
 * left took a second step (with --max-steps 1: "step limit reached" with
 * every digit, exit 1).  A step 10^-6 longer changes its truncation error
 * by a factor (1 + 10^-6)^N: 1.001 at order 1000. */
#define ODE_LAST_SLACK 1e-6

/* Steps within this many step lengths of a located forcing feature or a
 * miss of the residual samples (ode_ctx_struct.feature_t) are no collapse,
 * down to 2^(-3 prec/4) of the distance left. */
#define ODE_FEATURE_REACH 1000.0
/* Steps shorter than 2^(-prec/4) of the distance left that no rule above
 * explains and that start as a new shortest step go on while they are at
 * least 2^(-prec/2) of it, at most max(ODE_SHORT_STEPS, the steps before
 * them) in a row (ode_ctx_struct.short_steps, short_steps_pass in
 * src/ode/solve.c): a complex pair close to the axis that the analysis
 * cannot tell from a pole on it (y' = cos t + 1.5e-4/(1 + ((s -
 * 0.891)/3.3e-8)^2), s' = 1 + 1e-49 sin y, at 15 digits: from 1e-6 before
 * it, order 15 sees "a singularity, or a pair within 7e-7 of the axis") is
 * passed in about 40 such steps, after which they grow again; before a
 * real singularity the run stops as before, closer to it. */
#define ODE_SHORT_STEPS 64

#define ODE_SING_STEP_FRACTION 0.5
/* The same for a singularity whose amplitude is below tol 10^ODE_SING_SIGNIFICANT
 * (the series must only converge there). */
#define ODE_SING_STEP_FRACTION_SMALL 0.9
#define ODE_SING_SIGNIFICANT 6
/* Full analyses: relative radius uncertainty required to stop early, and
 * steps skipped after an analysis that did not stop the run. */
#define ODE_SING_REL_ERR 1e-3
#define ODE_SING_SKIP 4
/* A certain verdict stops the run only when a second one, from at most
 * 1/ODE_SING_CONFIRM of the first distance, puts the singularity at the same
 * place: seen from afar, a complex pair close to the axis looks real (the
 * pair at pi/2 +- 0.0014 i of y' = asin(0.999999 sin t), seen from t = 0.62
 * at angle 0.0015, and the poles 1 +- 1e-4 i of y' = 1/(1e-8 + (t - 1)^2)
 * stopped runs whose solution is analytic on the axis).  The approach costs
 * steps: u' = u^2 at 30 digits stops after 19 steps instead of 2 (16 and 64
 * pass the same cases; 4 and 8 do not pass the first). */
#define ODE_SING_CONFIRM 16.0
/* A confirmed verdict whose angle uncertainty leaves room for a complex pair
 * more than ODE_SING_PAIR_ANGLE (radians, seen from where it was made) off
 * the axis is confirmed again from 1/ODE_SING_CONFIRM closer, at most
 * ODE_SING_MAX_LEVELS times: closer, such a pair subtends a larger angle
 * that the analysis resolves (u' = 1/(b^2 + (t - 1)^2) with b = 1e-5 and
 * 1e-6 at 30 digits stopped as "a simple pole at 1"; they run through). */
#define ODE_SING_PAIR_ANGLE 1e-7
#define ODE_SING_MAX_LEVELS 2
/* moving_away analyses at least this order (the series is continued for
 * it when the step's order is lower) */
#define ODE_AWAY_ORDER 24
/* moving_away lets go singularities at angles from the direction of travel
 * down to pi/2 minus this, plus their uncertainty (a pair perpendicular to
 * the path) */
#define ODE_AWAY_PERPENDICULAR 1e-6

/* The nearest singularity seen by radius_estimate_quick on every component
 * S[c][0..N] whose estimate has confidence >= 1/2.  A component counts by
 * its amplitude A = max_k |a_k| R^k over the fitted coefficients
 * (the size its terms would have at the radius):
 * returned is the smallest R among the components with A >= tol 10^S
 * (S = ODE_SING_SIGNIFICANT; INFINITY when none; its component in *comp,
 * else -1), and in *R_small the smallest R among those with tol <= A <
 * tol 10^S (a singularity whose whole contribution is near the tolerance,
 * e.g. of the perturbation by the rounding errors); components with
 * A < tol = exp(log_tol) do not count. */
double _ode_quick_radius(slong * comp, double * R_small, arb_srcptr S, slong stride, slong dim,
                         slong N, double log_tol);

/* The watch is ode_ctx_struct.watch (in the public header, so that the
 * context holds it for checkpoints): t[3] the last step starts, loc[3] the
 * predicted locations t + dir R there, n the points held (<= 3), skip the
 * steps left before the next full analysis, full the full analyses run,
 * confirm_R > 0: a certain verdict at this distance waits for a second one
 * closer (ODE_SING_CONFIRM) at confirm_loc, levels the confirmations
 * repeated for a possible pair; pair_foot and pair_b > 0 the real part and
 * the distance from the axis of the last complex pair the full analysis
 * found passable (kept by _ode_watch_reset: passing_pair). */
typedef ode_watch_struct _ode_watch_t;

void _ode_watch_init(_ode_watch_t * W);
void _ode_watch_reset(_ode_watch_t * W);
/* Records a step start t with predicted location loc = t + dir R; returns 1
 * when the last three locations agree within a tenth of the steps between
 * them while t advanced towards them: a singularity approached along the
 * axis of integration (a fixed location, not one that moves with t). */
int _ode_watch_push(_ode_watch_t * W, double t, double loc, int dir);

/* 1 when the full analysis res shows a real singularity ahead in the
 * direction dir (+1 forward, -1 backward), with the symmetry of the series
 * (period m: singularities at angle + 2 pi j / m) taken into account. */
int _ode_real_ahead(const radius_result_struct * res, int dir);
/* 1 when res is decisive enough to stop a run early: a real singularity
 * ahead, methods agree, not ambiguous, relative uncertainty of R at most
 * ODE_SING_REL_ERR. */
int _ode_singularity_certain(const radius_result_struct * res, int dir);
/* "singularity ahead at t ≈ 1.00000000000000, type: simple pole (exponent
 * -1) (R = ... +- ... from t = ...)" into buf; the location with the digits
 * the fit supports, at most tol_digits + 1 (the run's relative tolerance:
 * the computed solution, and so its singularity, is known no better).
 * name (NULL: none) is the component analysed, named after the type
 * ("double pole (exponent -2) of x'"): the components of a system may have
 * singularities of different types at the same point (x a simple pole, x'
 * a double one). */
void _ode_singularity_message(char * buf, size_t len, const radius_result_struct * res,
                              double t, int dir, double tol_digits, const char * name);

/* A ball from its arb_dump_str form (four hexadecimal integers), with the
 * checks arb_load_str lacks (it aborts on a zero mantissa with another
 * exponent than the special values): 1 when the string is a valid dump. */
int _ode_load_ball(arb_t x, const char * s);

/* Step ends of ode_ctx_set_step_ends (src/ode/ctx.c): free them all; make
 * room for end k (k <= num_ends; num_ends becomes at least k + 1). */
void _ode_step_ends_clear(ode_ctx_struct * C);
void _ode_step_ends_fit(ode_ctx_struct * C, slong k);

/* src/ode/verified.c, shared with src/ode/series_verified.c:
 * scale = max |mid(v[i * step])|, i < n, over the finite entries whose
 * balls exclude 0; and whether the two runs (or expansions) of P get two
 * threads (when allowed, P can be copied and a second processor is free;
 * SERSOL_ODE_THREADS=1 or 2 decides instead). */
void _ode_vec_scale(mag_t scale, arb_srcptr v, slong n, slong step);
int _ode_use_two_threads(const ode_problem_struct * P, int allowed);

/* One part of a progress bar: _ode_progress_part_report (an
 * ode_progress_fn) passes fraction f of the part on to fn as offset +
 * scale f (the policy's runs A and B, the phases of a series). */
typedef struct
{
    ode_progress_fn fn;
    void * data;
    double offset, scale;
}
_ode_progress_part;

void _ode_progress_part_report(double fraction, void * part);

/* Explicit forcing terms against their series (src/ode/forcing.c): the
 * kernel's forcing nodes (kernel_num_forcing) over the step s from C->t,
 * the state's polynomial of order N in C->S; the sigma of a miss (the
 * residual at a node's excursion exceeds err[c], the error a step may make
 * in component c), or 0.  widen (dim + 1 entries, 0 for t): how far the
 * true states may lie from the series (kernel_forcing_search_t.state_widen). */
double _ode_forcing_miss(const ode_ctx_struct * C, slong N, const arb_t s, const double * err,
                         const double * widen);

#endif
