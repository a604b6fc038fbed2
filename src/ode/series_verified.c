/* Verified Taylor coefficients at T0 (`sersol series`, docs/ode.md §4):
 * the state at T0 from the precision policy (ode_solve_verified), then two
 * independent expansions there (the states of runs A and B, in two threads
 * when a processor is free); a coefficient's digits are those on which both
 * expansions and the ball radius agree, relative to the size of its order. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <pthread.h>
#include "sersol/tps.h"
#include "sersol/ode.h"
#include "ode_impl.h"

/* ode_series_verified when T0 was not reached by both runs (R.y
 * indeterminate): there is no state to expand, every coefficient is
 * unknown (the expansion of the unset state would print zeros).  The
 * message turns "only 0 of D digits reached (reason)" into "the state at
 * t = T0 was not reached: reason". */
static int series_unreached(arb_ptr res, slong * digits, slong dim, slong N, const char * T0,
                            const char * run_message, char * message, slong message_len,
                            int status)
{
    slong c, k;
    for (c = 0; c < dim; c++)
        for (k = 0; k <= N; k++)
        {
            arb_indeterminate(res + c * (N + 1) + k);
            digits[c * (N + 1) + k] = 0;
        }
    if (message != NULL && message_len > 0)
    {
        const char * why = strstr(run_message, " (");
        size_t l = (why != NULL) ? strlen(why + 2) : 0;
        if (why != NULL && l > 0 && why[1 + l] == ')')
            snprintf(message, message_len, "the state at t = %s was not reached: %.*s", T0,
                     (int) (l - 1), why + 2);
        else
            snprintf(message, message_len, "the state at t = %s was not reached%s%s", T0,
                     run_message[0] ? ": " : "", run_message);
    }
    return status == SERSOL_OK ? SERSOL_EACCURACY : status;
}

/* The expansion of ode_series_verified at one precision (t0 = T0 rounded
 * there); a job for a second thread. */
typedef struct
{
    arb_ptr S;
    slong stride, N, prec;
    ode_problem_struct * P;
    const char * T0;
    arb_srcptr y0;
    int status;
}
expansion_job;

/* Sets the phase of p and lets P's expansions report to it (none when p
 * has no function); P's hook must be unset again before P steps (the
 * driver's expansions would report too). */
static void series_progress_phase(_ode_progress_part * p, ode_problem_struct * P, double offset,
                                  double scale)
{
    p->offset = offset;
    p->scale = scale;
    ode_problem_set_order_progress(P, p->fn != NULL ? _ode_progress_part_report : NULL, p);
}

/* The expansion starts from the midpoint of the run's state (midpoint
 * mode, as the steps of a run, §3): the balls of a linear recursion wrap,
 * their radii grow like rho(|A|)^k where the coefficients grow like
 * rho(A)^k (y' = A y with a 3x3 A at order 200: 50 digits lost to
 * wrapping, no precision of the state enough); the state's uncertainty
 * reaches the coefficients through the other run's expansion, from its
 * own state, in the union. */
static void expand_at(expansion_job * j)
{
    slong c, dim = j->P->dim;
    arb_ptr y0 = _arb_vec_init(dim);
    arb_t t0;
    arb_init(t0);
    for (c = 0; c < dim; c++)
        arb_get_mid_arb(y0 + c, j->y0 + c);
    sersol_arb_set_exact_str(t0, j->T0, j->prec);
    j->status = ode_problem_series(j->S, j->stride, j->P, t0, y0, j->N, j->prec);
    arb_clear(t0);
    _arb_vec_clear(y0, dim);
}

static void * expansion_job_main(void * arg)
{
    expand_at(arg);
    flint_cleanup();    /* this thread's caches */
    return NULL;
}

/* The two expansions (from the states of runs A and B, at their
 * precisions), the second in a thread with its own copy of P when a
 * processor is free: the expansions of `sersol series --order 20000` take
 * seconds to minutes. */
static int expand_both(arb_ptr S[2], slong stride, ode_problem_struct * P, const char * T0,
                       arb_srcptr ya, arb_srcptr yb, slong N, slong prec_a, slong prec_b,
                       _ode_progress_part * prog, double offset)
{
    expansion_job a, b;
    ode_problem_t Q;
    pthread_t thread;
    int threaded = 0, copied = 0;

    a.S = S[0]; a.stride = stride; a.N = N; a.prec = prec_a; a.P = P; a.T0 = T0; a.y0 = ya;
    b = a;
    b.S = S[1]; b.prec = prec_b; b.y0 = yb;
    if (_ode_use_two_threads(P, 1) && ode_problem_init_copy(Q, P) == SERSOL_OK)
    {
        copied = 1;     /* (the copy reports no progress) */
        b.P = Q;
        threaded = (pthread_create(&thread, NULL, expansion_job_main, &b) == 0);
    }
    /* the bar follows expansion a (with b alongside, or b after it) */
    series_progress_phase(prog, P, offset, threaded ? 1 - offset : 0.5 * (1 - offset));
    expand_at(&a);
    series_progress_phase(prog, P, offset + 0.5 * (1 - offset), 0.5 * (1 - offset));
    if (threaded)
        pthread_join(thread, NULL);
    else if (a.status == SERSOL_OK)
        expand_at(&b);
    else
        b.status = SERSOL_OK;
    ode_problem_set_order_progress(P, NULL, NULL);
    if (copied)
        ode_problem_clear(Q);
    return (a.status != SERSOL_OK) ? a.status : b.status;
}

/* The largest |coefficient| of order k with a digit of its own (a ball
 * excluding 0 by less than a digit is the two expansions' rounding: y = t^4
 * from y' = 4 t^3 + sin(y) - sin(t^4) at T0 = 1 had orders 5 .. 12 at
 * 1e-82 +- 1e-82 from the union of +1e-82 and +3e-83, scaled by
 * themselves: "0 reached", exit 1, where T0 = -1, whose balls contained 0,
 * measured them against order 4 and printed 0 with its 30 digits). */
static void order_scale(mag_t scale, arb_srcptr v, slong dim, slong stride)
{
    slong c;
    mag_t m;
    mag_init(m);
    mag_zero(scale);
    for (c = 0; c < dim; c++)
        if (arb_is_finite(v + c * stride) && !arb_contains_zero(v + c * stride)
            && ode_ball_digits(v + c * stride, 1) >= 1)
        {
            arf_get_mag_lower(m, arb_midref(v + c * stride));
            mag_max(scale, scale, m);
        }
    mag_clear(m);
}

/* The scale of every order k of the table res (dim x (N + 1)): the largest
 * coefficient of the order with a digit (order_scale); for an order whose
 * coefficients are all indistinguishable from 0 (the odd orders of an even
 * function, say, computed with noise), the scales of the nearest orders
 * with one interpolated geometrically (2^floor of the interpolated log2:
 * the coefficients of a series vary geometrically between them), or the
 * one nearest order's, or 0 when no order has one. */
static void order_scales(mag_ptr s, arb_srcptr res, slong dim, slong N)
{
    slong k, lo, * next = flint_malloc(sizeof(slong) * (N + 2));
    for (k = 0; k <= N; k++)
        order_scale(s + k, res + k, dim, N + 1);
    next[N + 1] = N + 1;        /* next[k]: the first order >= k with a scale */
    for (k = N; k >= 0; k--)
        next[k] = mag_is_zero(s + k) ? next[k + 1] : k;
    for (k = 0, lo = -1; k <= N; k++)
    {
        slong hi = next[k];
        if (hi == k)
        {
            lo = k;             /* (only orders with their own scale) */
            continue;
        }
        if (lo >= 0 && hi <= N)
        {
            double a = _ode_mag_log2(s + lo), b = _ode_mag_log2(s + hi);
            double x = a + (b - a) * (double) (k - lo) / (double) (hi - lo);
            mag_one(s + k);
            mag_mul_2exp_si(s + k, s + k, (slong) floor(x));
        }
        else if (lo >= 0)
            mag_set(s + k, s + lo);
        else if (hi <= N)
            mag_set(s + k, s + hi);
    }
    flint_free(next);
}

/* The digits of the table res (the union of the two expansions): a
 * coefficient indistinguishable from 0 is measured against the scale of its
 * order (order_scales).  Returns the fewest. */
static slong table_digits(slong * digits, arb_srcptr res, slong dim, slong N, slong D)
{
    slong c, k, worst = D;
    mag_ptr s = _mag_vec_init(N + 1);
    order_scales(s, res, dim, N);
    for (k = 0; k <= N; k++)
        for (c = 0; c < dim; c++)
        {
            digits[c * (N + 1) + k] = ode_ball_digits_scaled(res + c * (N + 1) + k, s + k, D);
            worst = FLINT_MIN(worst, digits[c * (N + 1) + k]);
        }
    _mag_vec_clear(s, N + 1);
    return worst;
}

/* The two expansions from the states of R at the precisions of its runs;
 * when some coefficient falls short of D digits (the DAE recursions lose
 * bits to cancellation at high orders; so do the t-series of right-hand
 * sides like 1/((t - a)^2 + c)^2, whose high coefficients fall below the
 * absolute rounding of the early ones), again with more bits, as long as
 * that helps: fewer coefficients short of D digits than the time before (at
 * most 4 times).  The first increase is the largest deficit plus 64 bits;
 * the later ones extrapolate the bits per coefficient the previous one fixed
 * to the coefficients still short (times 1.25, plus 64): for that right-hand
 * side at t = -1, order 300, 15 digits, 126 bits fixed 58 of the 272 short
 * coefficients; equal steps of 126 left 99 short after 4 attempts, the
 * extrapolated 645 more (771 in all) fix them all.  *worst: the fewest digits.  Returns
 * SERSOL_OK or the failure of an expansion. */
static int expand_verified(slong * worst, arb_ptr res, slong * digits, arb_ptr S[2], slong stride,
                           ode_problem_struct * P, const char * T0, const ode_verified_result * R,
                           slong N, slong D, _ode_progress_part * prog, double offset)
{
    slong dim = P->dim, c, k, attempt, extra = 0, before = WORD_MAX, short_count, step = 0;
    for (attempt = 0; attempt < 4; attempt++)
    {
        int st = expand_both(S, stride, P, T0, R->ya, R->yb, N, R->prec_a + extra,
                             R->prec_b + extra, prog, offset);
        for (c = 0; c < dim; c++)
            for (k = 0; k <= N; k++)
                arb_union(res + c * (N + 1) + k, S[0] + c * stride + k, S[1] + c * stride + k,
                          R->prec_b + extra);
        *worst = table_digits(digits, res, dim, N, D);
        if (st != SERSOL_OK)
            return st;
        for (k = 0, short_count = 0; k < dim * (N + 1); k++)
            short_count += (digits[k] < D);
        if (getenv("SERSOL_ODE_DEBUG") != NULL)
            fprintf(stderr, "ode series: attempt %ld, prec %ld/%ld, %ld coefficients short of "
                    "%ld digits (the fewest %ld)\n", (long) attempt, (long) (R->prec_a + extra),
                    (long) (R->prec_b + extra), (long) short_count, (long) D, (long) *worst);
        /* more bits in the expansion did not help: the state limits */
        if (short_count == 0 || short_count >= before)
            break;
        if (step == 0)
            step = (slong) ((D - *worst) * 3.33 * 1.25) + 64;
        else    /* step bits fixed before - short_count coefficients */
            step = (slong) FLINT_MIN((double) step * short_count / (before - short_count) * 1.25,
                                     8.0 * (R->prec_b + extra)) + 64;
        before = short_count;
        extra += step;
    }
    return SERSOL_OK;
}

int ode_series_verified(arb_ptr res, slong * digits, ode_problem_struct * P, const char * T0,
                        slong N, slong D, char * message, slong message_len,
                        ode_progress_fn progress, void * progress_data)
{
    return ode_series_verified_state(res, digits, P, T0, N, D, message, message_len, progress,
                                     progress_data, NULL, NULL);
}

int ode_series_verified_state(arb_ptr res, slong * digits, ode_problem_struct * P,
                              const char * T0, slong N, slong D, char * message,
                              slong message_len, ode_progress_fn progress, void * progress_data,
                              ode_state_fn state, void * state_data)
{
    ode_verified_result R;
    ode_verified_opts o;
    const char * times[1];
    slong dim = P->dim, stride = N + 2, r, state_try, worst = 0;
    arb_ptr S[2];
    _ode_progress_part prog;
    double run_share;
    int status;
    arb_t t;

    /* the arguments (a malformed T0 was read as 0: the expansion at t0 came
     * back with its digits and SERSOL_OK) */
    arb_init(t);
    status = (T0 == NULL || N < 0 || N > ODE_ORDER_MAX || D < 1 || D > ODE_DIGITS_MAX)
             ? SERSOL_EINPUT : sersol_arb_set_exact_str(t, T0, 64);
    arb_clear(t);
    if (status != SERSOL_OK)
    {
        if (message == NULL || message_len <= 0)
            ;
        else if (T0 == NULL || N < 0 || N > ODE_ORDER_MAX || D < 1 || D > ODE_DIGITS_MAX)
            snprintf(message, message_len, "bad arguments: T0 %s, order %ld, digits %ld (T0 a "
                     "number, order 0 ... %ld, digits 1 ... %ld)", T0 == NULL ? "NULL" : T0,
                     (long) N, (long) D, (long) ODE_ORDER_MAX, (long) ODE_DIGITS_MAX);
        else
            snprintf(message, message_len, "T0 = '%.100s' is not an exact number such as 1.5, "
                     "-2e-3 or 3/2", T0);
        return SERSOL_EINPUT;
    }

    /* the bar: the run to T0 its first half (none at t0 = 0, also written
     * 0.0 or -0), the expansions the rest */
    arb_init(t);
    run_share = (sersol_arb_set_exact_str(t, T0, 64) == SERSOL_OK && arb_is_zero(t)) ? 0.0 : 0.5;
    arb_clear(t);

    memset(&o, 0, sizeof(o));
    times[0] = T0;
    o.digits = D + 4;   /* the series needs the state a little better */
    o.num_times = 1;
    o.times = times;
    prog.fn = progress;
    prog.data = progress_data;
    if (progress != NULL && run_share > 0)
    {
        o.progress = _ode_progress_part_report;
        o.progress_data = &prog;
    }
    ode_verified_result_init(&R);
    for (r = 0; r < 2; r++)
        S[r] = _arb_vec_init(dim * stride);
    /* the state at T0, then the expansions; when those fall short of D
     * digits whatever their precision, the state is the limit (at T0 != t0
     * its D + 4 digits lose some through the recursions): once more with a
     * state of as many more digits as were missing, plus 8 */
    for (state_try = 0; state_try < 2; state_try++)
    {
        prog.offset = 0.0;      /* the phase of o.progress */
        prog.scale = run_share;
        status = (state != NULL) ? state(&R, P, &o, state_data) : ode_solve_verified(&R, P, &o);
        if (message != NULL && message_len > 0)
            snprintf(message, message_len, "%s", R.message);
        if (R.y == NULL || !_arb_vec_is_finite(R.y, dim))
        {
            status = series_unreached(res, digits, dim, N, T0, R.message, message, message_len,
                                      status);
            break;
        }
        if (status != SERSOL_OK && status != SERSOL_EACCURACY)
        {
            _arb_vec_indeterminate(res, dim * (N + 1));
            memset(digits, 0, sizeof(slong) * dim * (N + 1));
            break;
        }
        {
            int s2 = expand_verified(&worst, res, digits, S, stride, P, T0, &R, N, D, &prog,
                                     run_share);
            if (s2 != SERSOL_OK)
            {   /* (the expansion point is a singular point of the equation,
                 * even one whose solution is analytic there: y' = y/(t - 1)
                 * at T0 = 1, y = 1 - t; the reason was the status's alone,
                 * "mathematically undefined") */
                const char * why = (P->K != NULL && P->stepper == NULL)
                                   ? kernel_domain_message(P->K) : "";
                status = s2;
                if (message != NULL && message_len > 0 && s2 == SERSOL_EDOMAIN)
                    snprintf(message, message_len, "the right-hand side is undefined at T0 = "
                             "%.60s%s%.120s%s: T0 is a singular point of the equation (the "
                             "expansion needs a point where it is defined; solve gives the "
                             "value there when the solution is continuous)", T0,
                             why[0] ? " (" : "", why, why[0] ? ")" : "");
            }
        }
        if (status != SERSOL_OK || worst >= D)
            break;
        o.digits += (D - worst) + 8;
    }
    for (r = 0; r < 2; r++)
        _arb_vec_clear(S[r], dim * stride);
    ode_verified_result_clear(&R);
    return status;
}
