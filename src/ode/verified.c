/* Precision policy (DESIGN.md §3): two independent runs, verified digits.
 *
 * Run A: working precision (D + g) log2(10) + 32 + 4 log2(1 + steps) bits,
 *        local tolerance 10^-(D+g) per unit step, g = 3 + extra;
 * Run B: tolerance 10^-(D+g+2) (so a higher order), 32 more bits, and a
 *        first step 0.55 times the controller's (so every later step, the
 *        orders and the rounding differ from run A).
 * A value is reported as the union of the two balls; its digits are those
 * the union supports (ode_ball_digits), capped at D.  When some value has
 * fewer than D digits, the deficit is added to g and both runs repeat
 * (3 attempts in all).  A collapsed step (singularity) or an undefined
 * right-hand side ends the attempts, unless the rows before it are short of
 * D digits: then the attempts go on for them; or unless nothing was
 * verified and the runs stopped where their precision put them
 * (stops_unsteady): then more digits. */
#include <math.h>
#include <stdio.h>
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>
#include <stdlib.h>
#include <pthread.h>
#include "sersol/tps.h"
#include "sersol/ode.h"
#include "ode_impl.h"

slong ode_ball_digits(const arb_t x, slong D)
{
    double lmr, d;   /* log2(|mid| / rad) */
    mag_t m;
    if (!arb_is_finite(x))
        return 0;
    if (mag_is_zero(arb_radref(x)))
        return D;
    if (arf_is_zero(arb_midref(x)))
        return 0;
    mag_init(m);
    arf_get_mag_lower(m, arb_midref(x));
    lmr = _ode_mag_log2_ratio(m, arb_radref(x));
    mag_clear(m);
    d = floor(lmr * 0.30102999566398120);
    if (d < 0)
        d = 0;
    return (d > D) ? D : (slong) d;
}

slong ode_ball_digits_scaled(const arb_t x, const mag_t scale, slong D)
{
    double d;

    if (!arb_is_finite(x))
        return 0;
    if (mag_is_zero(arb_radref(x)))
        return D;
    if (!arb_contains_zero(x))
    {
        /* a component that matters at D digits: relative digits; one below
         * 10^-D of the scale (a zero computed with noise): against the scale */
        mag_t m;
        int small;
        mag_init(m);
        arf_get_mag(m, arb_midref(x));
        small = !mag_is_zero(scale)
                && _ode_mag_log2_ratio(m, scale) < -D * 3.3219280948873623;
        mag_clear(m);
        if (!small)
            return ode_ball_digits(x, D);
    }
    if (mag_is_zero(scale))
        return 0;
    d = floor(_ode_mag_log2_ratio(scale, arb_radref(x)) * 0.30102999566398120);
    if (d < 0)
        d = 0;
    return (d > D) ? D : (slong) d;
}

/* scale = max |mid(v[i * step])|, i < n, over the finite entries whose
 * balls exclude 0 (the midpoint of a zero computed with noise is noise). */
void _ode_vec_scale(mag_t scale, arb_srcptr v, slong n, slong step)
{
    slong i;
    mag_t m;
    mag_init(m);
    mag_zero(scale);
    for (i = 0; i < n; i++)
        if (arb_is_finite(v + i * step) && !arb_contains_zero(v + i * step))
        {
            arf_get_mag_lower(m, arb_midref(v + i * step));
            mag_max(scale, scale, m);
        }
    mag_clear(m);
}

void ode_row_scale(mag_t scale, arb_srcptr y, slong dim, slong norm_exp)
{
    _ode_vec_scale(scale, y, dim, 1);
    if (mag_is_zero(scale) && norm_exp != WORD_MIN)
    {
        mag_one(scale);
        mag_mul_2exp_si(scale, scale, norm_exp);
    }
}

void ode_comp_scale(mag_t scale, const mag_t row_scale, const slong * comp_exp, slong c)
{
    mag_set(scale, row_scale);
    if (comp_exp != NULL && comp_exp[c] != WORD_MIN)
    {
        mag_t own;
        mag_init(own);
        mag_one(own);
        mag_mul_2exp_si(own, own, comp_exp[c] + 1);     /* |y_c| < 2^(comp_exp + 1) */
        if (mag_is_zero(scale) || mag_cmp(own, scale) < 0)
            mag_set(scale, own);
        mag_clear(own);
    }
}

slong ode_row_digits(slong * digits, arb_srcptr y, slong dim, slong norm_exp,
                     const slong * comp_exp, slong D, int negligible_ok)
{
    slong c, d, row = D;
    int negligible = negligible_ok && (norm_exp != WORD_MIN);
    mag_t scale, sc, m;

    mag_init(scale);
    mag_init(sc);
    mag_init(m);
    ode_row_scale(scale, y, dim, norm_exp);
    for (c = 0; c < dim; c++)
    {
        /* against the smaller of the row's scale and the component's own
         * size along the run (a position is not measured against a
         * multiplier 10^8 times larger: docs/ode.md §4) */
        ode_comp_scale(sc, scale, comp_exp, c);
        d = ode_ball_digits_scaled(y + c, sc, D);
        if (digits != NULL)
            digits[c] = d;
        row = FLINT_MIN(row, d);
        /* |y_c| + rad below 10^-D 2^norm_exp: then rad is too, so its
         * absolute digits against the run's size are D; the size no more
         * than the component's own where it has one (y' = (exp(400 t) + cos
         * t) - exp(400 t) lost its state to cancellation, -6e58 +- 3e60
         * near t = 1, that midpoint made the run's size 2^290, and 0 +- 1e72
         * was printed at t = 1 with 15 "verified" digits where y = sin 1,
         * whose own size is 1; helper-57) */
        arb_get_mag(m, y + c);
        negligible = negligible && arb_is_finite(y + c)
                     && (mag_is_zero(m)
                         || _ode_mag_log2_minus(m, (comp_exp != NULL && comp_exp[c] != WORD_MIN)
                                                   ? FLINT_MIN(norm_exp, comp_exp[c] + 1)
                                                   : norm_exp)
                            < -D * 3.3219280948873623);
    }
    if (negligible && row < D)
    {
        for (c = 0; c < dim && digits != NULL; c++)
            digits[c] = D;
        row = D;
    }
    mag_clear(scale);
    mag_clear(sc);
    mag_clear(m);
    return row;
}

static void dense_clear(ode_verified_result * R);

void ode_verified_result_init(ode_verified_result * R)
{
    memset(R, 0, sizeof(ode_verified_result));
}

void ode_verified_result_clear(ode_verified_result * R)
{
    slong n = R->num_times * R->dim;
    if (R->y != NULL)
    {
        _arb_vec_clear(R->y, n);
        _arb_vec_clear(R->ya, n);
        _arb_vec_clear(R->yb, n);
    }
    flint_free(R->digits);
    flint_free(R->row_digits);
    flint_free(R->comp_exp);
    dense_clear(R);
    memset(R, 0, sizeof(ode_verified_result));
}

/* ---- dense output through step ends (docs/ode.md §6) ----
 * With --dense and a checkpoint or resume (or once the kept series of
 * dense output passed their budget, dense_budget), the runs go one after the other
 * and keep O(dim) balls per step instead of the series of every step: run A
 * records each step (start, signed length, the solution at its end computed
 * at run B's precision as dense_rows evaluates a kept series,
 * ode_ctx_set_step_ends); run B gets those ends as extra outputs (which are
 * not targets and change none of its steps).  The rows are the same as
 * dense_rows gives; both sets of balls go into checkpoints. */
typedef struct
{
    slong n, alloc;
    arb_ptr t, h;           /* run A's steps: start and signed length */
    arb_ptr ya, yb;         /* n x dim: runs A and B at the step ends */
    int * b_done;           /* run B reached end k */
}
dense_ends;

static void dense_ends_clear(dense_ends * E, slong dim)
{
    if (E->alloc > 0)
    {
        _arb_vec_clear(E->t, E->alloc);
        _arb_vec_clear(E->h, E->alloc);
        _arb_vec_clear(E->ya, E->alloc * dim);
        _arb_vec_clear(E->yb, E->alloc * dim);
        flint_free(E->b_done);
    }
    memset(E, 0, sizeof(dense_ends));
}

/* Room for end k (k <= n); n becomes at least k + 1. */
static void dense_ends_fit(dense_ends * E, slong k, slong dim)
{
    if (k >= E->alloc)
    {
        slong a = FLINT_MAX(16, 2 * E->alloc);
        E->t = sersol_arb_vec_grow(E->t, E->alloc, a);
        E->h = sersol_arb_vec_grow(E->h, E->alloc, a);
        E->ya = sersol_arb_vec_grow(E->ya, E->alloc * dim, a * dim);
        E->yb = sersol_arb_vec_grow(E->yb, E->alloc * dim, a * dim);
        E->b_done = flint_realloc(E->b_done, a * sizeof(int));
        memset(E->b_done + E->alloc, 0, (a - E->alloc) * sizeof(int));
        E->alloc = a;
    }
    E->n = FLINT_MAX(E->n, k + 1);
}

/* E = the step ends recorded by run A's context C (run B's part emptied). */
static void dense_ends_take(dense_ends * E, const ode_ctx_struct * C)
{
    slong k, dim = C->dim;
    dense_ends_clear(E, dim);
    for (k = 0; k < C->num_ends; k++)
    {
        dense_ends_fit(E, k, dim);
        arb_set(E->t + k, C->end_t + k);
        arb_set(E->h + k, C->end_h + k);
        _arb_vec_set(E->ya + k * dim, C->end_y + k * dim, dim);
    }
}

/* A status that ends the runs at once: SERSOL_EIO (checkpoint trouble, the
 * test hook), SERSOL_ENOMEM (the kept series of dense output outgrew their
 * budget: ode_solve_verified starts again through step ends). */
static int runs_stopped(int status)
{
    return status == SERSOL_EIO || status == SERSOL_ENOMEM;
}

/* The size of a run's message (the driver's, 256, and a note on it). */
#define POLICY_MSG 512

/* ---- one run: the forward pass (times > 0) and the backward pass (< 0) --- */

/* How a run of an attempt failed (stops_unsteady). */
typedef struct
{
    int failed;                 /* a pass of the run failed; */
    double t;                   /* where the first one stopped (NAN: not known), */
    double place, place_err;    /* and the cause it named (ode_ctx stop_place;
                                 * NAN: none), */
    double lost;                /* the log amplification of errors when the
                                 * run had left the solution before it
                                 * stopped (_ode_growth_reached; NAN: not) */
    int limit;                  /* it stopped at its step limit */
    double pair_foot, pair_b;   /* the last complex pair near the axis its
                                 * analysis found passable (the watch's
                                 * pair_foot, pair_b; pair_b 0: none), failed
                                 * or not (stops_at_passed_pair) */
}
run_stop;

static run_stop run_stop_none(void)
{
    run_stop s = { 0, NAN, NAN, INFINITY, NAN, 0, 0.0, 0.0 };
    return s;
}

typedef struct
{
    slong attempt, run, pass;   /* where the work stands */
    slong extra, steps_prev;
    slong total;                /* steps of every pass so far (test hook) */
    slong norm_exp;             /* ode_ctx_norm_exp over the passes so far
                                 * (sequential runs; with those of a resumed
                                 * checkpoint) */
    slong * comp_exp;           /* the same per component (dim; NULL in the
                                 * copies of runs_parallel, which share none) */
    slong run_steps[2], run_order_hi[2], run_order_sum[2];
                                /* run_params of each run over the passes of
                                 * this attempt done so far (checkpoints: a
                                 * resumed attempt counts the steps before
                                 * it, whose number sets the next attempt's
                                 * guard bits) */
    run_stop stop[2];           /* how the runs of this attempt failed */
    double growth;              /* the largest amplification of errors along
                                 * a run so far (ode_ctx_struct.growth_amp,
                                 * natural log; kept in checkpoints) */
    double fail_reach;          /* the farthest stop of the previous attempt
                                 * when it failed (0: none): stops_unsteady */
    slong budget;               /* an attempt after stops_unsteady: its runs'
                                 * step limit unless --max-steps sets one
                                 * (0: none) */
    int restore_runs;           /* set by a resume: rp takes them back */
    int failed_status;          /* the first failure of the passes of this
                                 * attempt so far (SERSOL_OK: none) and its */
    char failed_msg[POLICY_MSG]; /* reason: a run resumed after it says the
                                 * same (it gave run B's reason) */
    double prog_offset, prog_scale;   /* this run's share of the progress bar */
    int resumed;
    int by_outputs;             /* dense output through step ends (above) */
    slong dense_prec;           /* run B's precision: the step ends' */
    dense_ends ends[2];         /* per pass (0 forward, 1 backward) */
    /* the rows an earlier attempt verified (keep_rows): kept_row[j] digits
     * (0: none), the row's values and digits per component; an attempt
     * that verifies fewer for row j gives it these (kept_merge) */
    slong * kept_row;
    slong * kept_digits;
    arb_ptr kept_y;
    slong kept_len;             /* n dim: kept_y's length */
    int * from_kept;            /* n: this attempt's row j is the kept one */
}
policy_state;

static char * policy_header(const policy_state * st, const ode_verified_opts * o,
                            const ode_verified_result * R, const int * done, slong dim)
{
    size_t alloc = 4096, len = 0;
    char * h = flint_malloc(alloc);
    slong j, c, r, n = R->num_times;
    h[0] = '\0';
#define PUT(...) do { \
        int need = snprintf(NULL, 0, __VA_ARGS__); \
        while (len + need + 2 > alloc) { alloc *= 2; h = flint_realloc(h, alloc); } \
        len += sprintf(h + len, __VA_ARGS__); } while (0)
    PUT("policy state %ld %ld %ld %ld %ld\n", (long) st->attempt, (long) st->run,
        (long) st->pass, (long) st->extra, (long) st->steps_prev);
    if (st->norm_exp != WORD_MIN)
        PUT("policy norm %ld\n", (long) st->norm_exp);
    if (st->growth > 0)
        PUT("policy growth %a\n", st->growth);
    if (st->failed_status != SERSOL_OK && !runs_stopped(st->failed_status))
        PUT("policy failed %d %s\n", st->failed_status, st->failed_msg);
    for (r = 0; r < 2; r++)
        if (st->run_steps[r] > 0)
            PUT("policy run %ld %ld %ld %ld\n", (long) r, (long) st->run_steps[r],
                (long) st->run_order_hi[r], (long) st->run_order_sum[r]);
    for (r = 0; r < 2; r++)
        if (st->stop[r].failed)
        {
            PUT("policy stop %ld %.17g %.17g %.17g\n", (long) r, st->stop[r].t,
                st->stop[r].place, st->stop[r].place_err);
            if (!isnan(st->stop[r].lost))
                PUT("policy stop_lost %ld %.17g\n", (long) r, st->stop[r].lost);
            if (st->stop[r].limit)
                PUT("policy stop_limit %ld\n", (long) r);
        }
    for (r = 0; r < 2; r++)
        if (st->stop[r].pair_b > 0)
            PUT("policy stop_pair %ld %.17g %.17g\n", (long) r, st->stop[r].pair_foot,
                st->stop[r].pair_b);
    if (st->fail_reach > 0)
        PUT("policy reach %.17g\n", st->fail_reach);
    if (st->budget > 0)
        PUT("policy budget %ld\n", (long) st->budget);
    for (c = 0; c < dim && st->comp_exp != NULL; c++)
        if (st->comp_exp[c] != WORD_MIN)
            PUT("policy norm_comp %ld %ld\n", (long) c, (long) st->comp_exp[c]);
    if (o->problem_key != NULL)
        PUT("policy problem %s\n", o->problem_key);
    /* the step limit changes where a run stops (a resume with another
     * limit replayed the old failure, or failed elsewhere) */
    PUT("policy max_steps %ld\n", (long) FLINT_MAX(o->max_steps, 0));
    PUT("policy key %ld %ld", (long) o->digits, (long) n);
    for (j = 0; j < n; j++)
        PUT(" %s", o->times[j]);
    PUT("%s\n", o->dense ? " --dense" : "");
    for (r = 0; r < 2; r++)
        for (j = 0; j < n; j++)
            if (done[r * n + j])
                for (c = 0; c < dim; c++)
                {
                    char * s = arb_dump_str((r == 0 ? R->ya : R->yb) + j * dim + c);
                    PUT("policy done %ld %ld %ld %s\n", (long) r, (long) j, (long) c, s);
                    flint_free(s);
                }
    for (j = 0; j < n; j++)
        if (st->kept_row != NULL && st->kept_row[j] > 0)
            for (c = 0; c < dim; c++)
            {
                char * s = arb_dump_str(st->kept_y + j * dim + c);
                PUT("policy kept %ld %ld %ld %ld %s\n", (long) j, (long) c,
                    (long) st->kept_row[j], (long) st->kept_digits[j * dim + c], s);
                flint_free(s);
            }
    for (r = 0; r < 2; r++)     /* passes */
        for (j = 0; j < st->ends[r].n; j++)
        {
            const dense_ends * E = st->ends + r;
            char * s = arb_dump_str(E->t + j), * s2 = arb_dump_str(E->h + j);
            PUT("policy step %ld %ld t %s\npolicy step %ld %ld h %s\n", (long) r, (long) j, s,
                (long) r, (long) j, s2);
            flint_free(s);
            flint_free(s2);
            for (c = 0; c < dim; c++)
            {
                s = arb_dump_str(E->ya + j * dim + c);
                PUT("policy step %ld %ld a %ld %s\n", (long) r, (long) j, (long) c, s);
                flint_free(s);
                if (E->b_done[j])
                {
                    s = arb_dump_str(E->yb + j * dim + c);
                    PUT("policy step %ld %ld b %ld %s\n", (long) r, (long) j, (long) c, s);
                    flint_free(s);
                }
            }
        }
#undef PUT
    return h;
}

/* One line "policy step <pass> <k> t|h <ball>" or "... a|b <c> <ball>"
 * (without "policy step "): 1 when valid (ends in order, within dim). */
static int policy_step_line(policy_state * st, const char * s, slong dim)
{
    long pass, k, c = 0;
    char what;
    int pos = 0, ok;
    dense_ends * E;

    if (sscanf(s, "%ld %ld %c %n", &pass, &k, &what, &pos) != 3 || pos == 0
        || pass < 0 || pass > 1 || !st->by_outputs)
        return 0;
    E = st->ends + pass;
    if (k < 0 || k > E->n)
        return 0;
    s += pos;
    if (what == 'a' || what == 'b')
    {
        if (sscanf(s, "%ld %n", &c, &pos) != 1 || pos == 0 || c < 0 || c >= dim)
            return 0;
        s += pos;
    }
    else if (what != 't' && what != 'h')
        return 0;
    dense_ends_fit(E, k, dim);
    switch (what)
    {
        case 't': ok = _ode_load_ball(E->t + k, s); break;
        case 'h': ok = _ode_load_ball(E->h + k, s); break;
        case 'a': ok = _ode_load_ball(E->ya + k * dim + c, s); break;
        default:
            ok = _ode_load_ball(E->yb + k * dim + c, s);
            E->b_done[k] = 1;
    }
    return ok;
}

/* Reads the policy lines of a checkpoint file (format: docs/ode.md §6).
 * On failure writes the reason into why: the file cannot be opened, is not
 * a sersol checkpoint, is truncated (no "end" line), or belongs to another
 * run (other digits or times); the driver state lines are read later by
 * ode_ctx_read_checkpoint. */
static int policy_read(policy_state * st, const ode_verified_opts * o,
                       ode_verified_result * R, int * done, slong dim, char * why, size_t why_size)
{
    FILE * f = fopen(o->resume, "r");
    char * line = NULL;
    int status = SERSOL_OK, have_state = 0, have_key = 0, have_end = 0, first = 1, newline = 0;
    int other = 0;      /* another problem or run (why says which): told once the file is whole */
    slong n = R->num_times;

    if (f == NULL)
    {
        snprintf(why, why_size, "cannot open checkpoint %s: %s", o->resume, strerror(errno));
        return SERSOL_EIO;
    }
    why[0] = '\0';
    while (status == SERSOL_OK)
    {
        long v[5];
        double x, y, x3[2];
        int pos = 0;
        flint_free(line);
        if ((line = ode_checkpoint_read_line(f, &newline)) == NULL)
            break;
        if (first)
        {
            first = 0;
            if (strcmp(line, "sersol-ode-checkpoint 1") != 0)
            {
                snprintf(why, why_size, "%s: not a sersol checkpoint (first line is not "
                         "'sersol-ode-checkpoint 1')", o->resume);
                status = SERSOL_EINPUT;
            }
            continue;
        }
        if (strcmp(line, "end") == 0 && newline)
            have_end = 1;
        else if (other)
            continue;   /* (its other lines are another run's: not read) */
        else if (sscanf(line, "policy state %ld %ld %ld %ld %ld", v, v + 1, v + 2, v + 3, v + 4) == 5)
        {
            st->attempt = v[0]; st->run = v[1]; st->pass = v[2];
            st->extra = v[3]; st->steps_prev = v[4];
            have_state = 1;
            /* 3 attempts, 2 runs, 2 passes; extra digits and steps below
             * what any run could reach (the guard bits grow with their log) */
            if (v[0] < 0 || v[0] > 2 || v[1] < 0 || v[1] > 1 || v[2] < 0 || v[2] > 1
                || v[3] < 0 || v[3] > 1000000 || v[4] < 0)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy state' line)", o->resume);
                status = SERSOL_EINPUT;
            }
        }
        else if (strncmp(line, "policy growth ", 14) == 0)
        {   /* (absent from the checkpoints of earlier versions: 0) */
            char * end;
            double g = strtod(line + 14, &end);
            if (end == line + 14 || !(g >= 0) || g > 1e9)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy growth' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
                st->growth = g;
        }
        else if (sscanf(line, "policy failed %ld %n", v, &pos) == 1 && pos > 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            if (v[0] == SERSOL_OK || runs_stopped((int) v[0]) || v[0] < INT_MIN || v[0] > INT_MAX)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy failed' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
            {
                st->failed_status = (int) v[0];
                snprintf(st->failed_msg, sizeof(st->failed_msg), "%s", line + pos);
            }
        }
        else if (sscanf(line, "policy run %ld %ld %ld %ld", v, v + 1, v + 2, v + 3) == 4)
        {   /* (absent from the checkpoints of earlier versions: 0) */
            if (v[0] < 0 || v[0] > 1 || v[1] < 0 || v[2] < 0 || v[3] < 0)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy run' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
            {
                st->run_steps[v[0]] = v[1];
                st->run_order_hi[v[0]] = v[2];
                st->run_order_sum[v[0]] = v[3];
            }
        }
        else if (sscanf(line, "policy stop %ld %lf %lf %lf", v, &x, x3, x3 + 1) == 4)
        {   /* (absent from the checkpoints of earlier versions: none) */
            if (v[0] < 0 || v[0] > 1 || isinf(x) || isinf(x3[0]) || !(x3[1] >= 0))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy stop' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
            {
                st->stop[v[0]].failed = 1;
                st->stop[v[0]].t = x;
                st->stop[v[0]].place = x3[0];
                st->stop[v[0]].place_err = x3[1];
            }
        }
        else if (sscanf(line, "policy stop_lost %ld %lf", v, &x) == 2)
        {   /* (absent from the checkpoints of earlier versions: not lost) */
            if (v[0] < 0 || v[0] > 1 || !st->stop[v[0]].failed || !(x >= 0) || isinf(x))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy stop_lost' line)",
                         o->resume);
                status = SERSOL_EINPUT;
            }
            else
                st->stop[v[0]].lost = x;
        }
        else if (sscanf(line, "policy stop_pair %ld %lf %lf", v, &x, &y) == 3)
        {   /* (absent from the checkpoints of earlier versions: none) */
            if (v[0] < 0 || v[0] > 1 || !isfinite(x) || !(y > 0) || isinf(y))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy stop_pair' line)",
                         o->resume);
                status = SERSOL_EINPUT;
            }
            else
            {
                st->stop[v[0]].pair_foot = x;
                st->stop[v[0]].pair_b = y;
            }
        }
        else if (sscanf(line, "policy stop_limit %ld", v) == 1)
        {   /* (absent from the checkpoints of earlier versions: not) */
            if (v[0] < 0 || v[0] > 1 || !st->stop[v[0]].failed)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy stop_limit' line)",
                         o->resume);
                status = SERSOL_EINPUT;
            }
            else
                st->stop[v[0]].limit = 1;
        }
        else if (sscanf(line, "policy budget %ld", v) == 1)
        {   /* (absent from the checkpoints of earlier versions: none) */
            if (v[0] <= 0)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy budget' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
                st->budget = v[0];
        }
        else if (sscanf(line, "policy reach %lf", &x) == 1)
        {   /* (absent from the checkpoints of earlier versions: 0) */
            if (!isfinite(x) || x < 0)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy reach' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
                st->fail_reach = x;
        }
        else if (sscanf(line, "policy norm_comp %ld %ld", v, v + 1) == 2)
        {   /* (absent from the checkpoints of earlier versions: unknown) */
            if (v[0] < 0 || v[0] >= dim || v[1] <= -(WORD(1) << 40) || v[1] >= (WORD(1) << 40))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy norm_comp' line)",
                         o->resume);
                status = SERSOL_EINPUT;
            }
            else if (st->comp_exp != NULL)
                st->comp_exp[v[0]] = v[1];
        }
        else if (sscanf(line, "policy norm %ld", v) == 1)
        {
            st->norm_exp = v[0];
            if (v[0] <= -(WORD(1) << 40) || v[0] >= (WORD(1) << 40))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy norm' line)", o->resume);
                status = SERSOL_EINPUT;
            }
        }
        else if (strncmp(line, "policy problem ", 15) == 0)
        {   /* (a checkpoint without this line, or a run without a key: not compared) */
            if (o->problem_key != NULL && strcmp(line + 15, o->problem_key) != 0)
            {
                snprintf(why, why_size, "%s: a checkpoint of another problem (the file, or "
                         "--method, changed since it was written)", o->resume);
                other = 1;
            }
        }
        else if (sscanf(line, "policy max_steps %ld", v) == 1)
        {
            if (v[0] != FLINT_MAX(o->max_steps, 0))
            {
                char was[48] = "without --max-steps", now[48] = "without it";
                if (v[0] > 0)
                    snprintf(was, sizeof(was), "with --max-steps %ld", v[0]);
                if (o->max_steps > 0)
                    snprintf(now, sizeof(now), "with --max-steps %ld", (long) o->max_steps);
                snprintf(why, why_size, "%s: a checkpoint of another run (written %s, resumed "
                         "%s); resume with the same --max-steps, or start again without "
                         "--resume", o->resume, was, now);
                other = 1;
            }
        }
        else if (strncmp(line, "policy key ", 11) == 0)
        {
            long d, m;
            slong j;
            const char * p;
            have_key = 1;
            if (sscanf(line + 11, "%ld %ld%n", &d, &m, &pos) != 2)
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy key' line)", o->resume);
                status = SERSOL_EINPUT;
                continue;
            }
            if (d != o->digits || m != n)
                status = SERSOL_EINPUT;
            p = line + 11 + pos;
            for (j = 0; j < n && status == SERSOL_OK; j++)
            {
                size_t l = (*p == ' ') ? strcspn(p + 1, " ") : 0;
                if (l == 0 || !ode_checkpoint_same_time(p + 1, l, o->times[j]))
                    status = SERSOL_EINPUT;
                p += 1 + l;
            }
            if (status == SERSOL_OK && strcmp(p, o->dense ? " --dense" : "") != 0)
                status = SERSOL_EINPUT;
            if (status != SERSOL_OK)
            {
                snprintf(why, why_size, "%s: a checkpoint of another run (written for --digits "
                         "%ld --at%.60s); resume with the same --digits, --at and --dense", o->resume, d,
                         line + 11 + pos);
                status = SERSOL_OK;
                other = 1;
            }
        }
        else if (sscanf(line, "policy done %ld %ld %ld %n", v, v + 1, v + 2, &pos) == 3 && pos > 0)
        {
            if (v[0] < 0 || v[0] > 1 || v[1] < 0 || v[1] >= n || v[2] < 0 || v[2] >= dim
                || !_ode_load_ball((v[0] == 0 ? R->ya : R->yb) + v[1] * dim + v[2], line + pos))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy done' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
                done[v[0] * n + v[1]] = 1;
        }
        else if (sscanf(line, "policy kept %ld %ld %ld %ld %n", v, v + 1, v + 2, v + 3, &pos) == 4
                 && pos > 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            if (v[0] < 0 || v[0] >= n || v[1] < 0 || v[1] >= dim || v[2] < 1 || v[2] > 1000000
                || v[3] < 0 || v[3] > 1000000 || st->kept_row == NULL
                || !_ode_load_ball(st->kept_y + v[0] * dim + v[1], line + pos))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy kept' line)", o->resume);
                status = SERSOL_EINPUT;
            }
            else
            {
                st->kept_row[v[0]] = v[2];
                st->kept_digits[v[0] * dim + v[1]] = v[3];
            }
        }
        else if (strncmp(line, "policy step ", 12) == 0)
        {
            if (!policy_step_line(st, line + 12, dim))
            {
                snprintf(why, why_size, "%s: damaged checkpoint (bad 'policy step' line)", o->resume);
                status = SERSOL_EINPUT;
            }
        }
    }
    flint_free(line);
    fclose(f);
    if (status == SERSOL_OK && newline < 0)
    {
        snprintf(why, why_size, "%s: not a checkpoint (a NUL byte, or a line of 64 MiB)", o->resume);
        status = SERSOL_EINPUT;
    }
    else if (status == SERSOL_OK && first)
    {
        snprintf(why, why_size, "%s: empty file, not a checkpoint", o->resume);
        status = SERSOL_EINPUT;
    }
    else if (status == SERSOL_OK && !have_end)
    {
        snprintf(why, why_size, "%s: truncated checkpoint (no 'end' line)", o->resume);
        status = SERSOL_EINPUT;
    }
    else if (status == SERSOL_OK && other)
        status = SERSOL_EINPUT;
    else if (status == SERSOL_OK && (!have_state || !have_key))
    {
        snprintf(why, why_size, "%s: not a checkpoint of 'sersol solve' (no policy lines)",
                 o->resume);
        status = SERSOL_EINPUT;
    }
    return status;
}

typedef struct
{
    slong digits_tol, prec;
    double step_scale, first_step_scale;
    slong steps, order_hi, order_sum;
    slong norm_exp;         /* ode_ctx_norm_exp over this run's passes */
    double growth;          /* the largest ode_ctx_struct.growth_amp of its passes */
    slong * comp_exp;       /* the same per component (dim) */
    run_stop stop;          /* how it failed */
}
run_params;

/* to[c] = max(to[c], from[c]), c < dim (nothing when either is NULL). */
static void comp_exp_max(slong * to, const slong * from, slong dim)
{
    slong c;
    for (c = 0; c < dim && to != NULL && from != NULL; c++)
        to[c] = FLINT_MAX(to[c], from[c]);
}

void _ode_progress_part_report(double fraction, void * part)
{
    _ode_progress_part * p = part;
    p->fn(p->offset + p->scale * fraction, p->data);
}


/* Bytes the kept series of dense output may take in all: the environment's
 * SERSOL_ODE_DENSE_BUDGET, else a quarter of the physical memory (2 GB when
 * unknown). */
static double dense_budget(void)
{
    const char * e = getenv("SERSOL_ODE_DENSE_BUDGET");
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    if (e != NULL && atof(e) > 0)
        return atof(e);
    if (pages > 0 && size > 0)
        return 0.25 * (double) pages * (double) size;
    return 2e9;
}

/* One pass of one run: integrates from 0 towards the times of sign `sign`.
 * Writes the outputs of that sign into Y and marks them in done. */
static int run_pass(arb_ptr Y, int * done, run_params * rp, ode_problem_struct * P,
                    const ode_verified_opts * o, ode_verified_result * R, int sign,
                    policy_state * st, int * stride_done, ode_ctx_struct * keep, char * msg)
{
    slong n = R->num_times, dim = R->dim, j, m = 0, c, next = 0;
    arb_ptr times = _arb_vec_init(n), sel;
    slong * idx = flint_malloc(sizeof(slong) * n);
    arb_t T, zero;
    ode_ctx_t C;
    _ode_progress_part pw;
    int status = SERSOL_OK, any = 0;
    /* run B of dense output through step ends: run A's step ends of this
     * pass are extra outputs */
    dense_ends * ext = (st->by_outputs && st->run == 1) ? &st->ends[st->pass] : NULL;

    double span[2] = { 0.0, 0.0 }, share_lo, share;

    arb_init(T);
    arb_init(zero);
    for (j = 0; j < n; j++)
    {
        double tj;
        sersol_arb_set_exact_str(times + j, o->times[j], rp->prec);
        tj = arf_get_d(arb_midref(times + j), ARF_RND_NEAR);
        if (isfinite(tj))
            span[tj < 0] = fmax(span[tj < 0], fabs(tj));
        if (arf_sgn(arb_midref(times + j)) == sign && !done[j])
        {
            idx[m++] = j;
            if (!any || (sign > 0 ? arb_gt(times + j, T) : arb_lt(times + j, T)))
                arb_set(T, times + j);
            any = 1;
        }
    }
    if (m == 0)
        goto cleanup;
    /* the run's share of the bar split between the passes by their lengths
     * (each took all of it: --at 1000,-200 went to 100% twice per run) */
    share_lo = 0.0;
    share = 1.0;
    if (span[0] + span[1] > 0)
    {
        share_lo = (sign > 0) ? 0.0 : span[0] / (span[0] + span[1]);
        share = span[sign < 0] / (span[0] + span[1]);
    }
    next = (ext != NULL) ? ext->n : 0;
    sel = _arb_vec_init(m + next);
    for (j = 0; j < m; j++)
        arb_set(sel + j, times + idx[j]);
    for (j = 0; j < next; j++)      /* as dense_rows computes the times */
        arb_add(sel + m + j, ext->t + j, ext->h + j, rp->prec);

    ode_ctx_init(C, P, rp->prec);
    ode_ctx_set_tol_digits(C, rp->digits_tol);
    ode_ctx_set_step_scale(C, rp->step_scale);
    ode_ctx_set_first_step_scale(C, rp->first_step_scale);
    ode_ctx_set_outputs(C, sel, m + next);
    ode_ctx_set_output_targets(C, m);
    ode_ctx_set_dense(C, keep != NULL);
    if (keep != NULL)   /* up to 4 kept contexts: 2 runs x 2 passes */
        ode_ctx_set_dense_budget(C, 0.25 * dense_budget());
    if (st->by_outputs && st->run == 0)
        ode_ctx_set_step_ends(C, st->dense_prec);
    if (o->progress != NULL)
    {
        /* one bar for the whole policy: run A is the first half, B the second */
        pw.fn = o->progress;
        pw.data = o->progress_data;
        pw.offset = st->prog_offset + st->prog_scale * share_lo;
        pw.scale = st->prog_scale * share;
        ode_ctx_set_progress(C, _ode_progress_part_report, &pw);
    }
    if (o->stop_after > 0)
        C->stop_after = FLINT_MAX(1, o->stop_after - st->total);
    if (o->max_steps > 0)
        ode_ctx_set_max_steps(C, o->max_steps);
    else if (st->budget > 0)
    {
        ode_ctx_set_max_steps(C, st->budget);
        C->max_steps_origin = ", the budget of this retry with more digits";
    }
    if (st->resumed)
    {
        st->resumed = 0;
        status = ode_ctx_read_checkpoint(C, o->resume, NULL);
        if (status != SERSOL_OK)
        {   /* checkpoint trouble (exit 2 on the command line), not a shortfall */
            snprintf(msg, POLICY_MSG, status == SERSOL_EIO ? "cannot resume from %.200s: cannot read it"
                     : "%.200s: damaged checkpoint (the driver state)", o->resume);
            status = SERSOL_EIO;
        }
        else if (sign > 0 ? (arb_gt(C->t, T) || arb_lt(C->t, C->t0))
                          : (arb_lt(C->t, T) || arb_gt(C->t, C->t0)))
        {   /* (a time edited past the last output ran on and failed "out of reach") */
            snprintf(msg, POLICY_MSG, "%.150s: damaged checkpoint (its time t lies outside the "
                     "run's interval)", o->resume);
            status = SERSOL_EIO;
        }
    }
    if (status == SERSOL_OK && o->checkpoint != NULL)
    {
        char * h = policy_header(st, o, R, stride_done, dim);
        ode_ctx_set_checkpoint(C, o->checkpoint, o->checkpoint_every, h);
        flint_free(h);
    }
    if (status == SERSOL_OK)
    {
        status = ode_ctx_solve(C, T);
        if (status != SERSOL_OK)
            snprintf(msg, POLICY_MSG, "%s", ode_ctx_message(C));
        if (status != SERSOL_OK && !runs_stopped(status) && _ode_growth_reached(C, 6))
            /* the run was lost (docs/ode.md §3) before it stopped: the stop
             * is its neighbour's (an unstable index-2 problem at 10 digits
             * named "a singularity the series analysis did not classify"
             * where the solution is entire) */
            snprintf(msg, POLICY_MSG, "errors made along the run grow by a factor of about 10^%.0f "
                     "before t = %.10g, where it stopped (the solution is unstable there; the "
                     "run left it, and the stop is a neighbour's; a larger --digits may reach "
                     "it)", C->growth_amp / M_LN10, arf_get_d(arb_midref(C->t), ARF_RND_NEAR));
        else if (status != SERSOL_OK && !runs_stopped(status) && _ode_growth_reached(C, 13))
        {   /* amplified to within 10^7 of lost: it may have left (the
             * unstable index-2 problem at 10 digits left the solution where
             * the amplified rounding was 10^-12 of the state; Lorenz
             * stopped by its backward blow-up near t = -9.2, errors grown
             * by 10^51, did not) */
            size_t l = strlen(msg);
            snprintf(msg + l, POLICY_MSG - l, " (before it, errors made along the run grow by a "
                     "factor of about 10^%.0f: the solution is unstable there, and the run may "
                     "have left it for a neighbour; a larger --digits may reach it)",
                     C->growth_amp / M_LN10);
        }
        if (status != SERSOL_OK && !runs_stopped(status) && !rp->stop.failed)
        {
            rp->stop.failed = 1;
            rp->stop.t = arf_get_d(arb_midref(C->t), ARF_RND_NEAR);
            rp->stop.place = C->stop_place;
            rp->stop.place_err = C->stop_place_err;
            rp->stop.lost = _ode_growth_reached(C, 6) ? C->growth_amp : NAN;
            rp->stop.limit = (ode_ctx_num_steps(C) >= C->max_steps);
            st->stop[st->run] = rp->stop;
        }
        if (C->watch.pair_b > 0)
        {   /* (the last pair it passed, failed or not: stops_at_passed_pair) */
            rp->stop.pair_foot = C->watch.pair_foot;
            rp->stop.pair_b = C->watch.pair_b;
            st->stop[st->run] = rp->stop;
        }
    }
    for (j = 0; j < m; j++)
        if (ode_ctx_get_output(Y + idx[j] * dim, C, j))
            done[idx[j]] = 1;
    for (j = 0; j < next; j++)
        ext->b_done[j] = ode_ctx_get_output(ext->yb + j * dim, C, m + j);
    if (st->by_outputs && st->run == 0)
        dense_ends_take(&st->ends[st->pass], C);
    rp->steps += ode_ctx_num_steps(C);
    st->total += ode_ctx_num_steps(C);
    rp->order_hi = FLINT_MAX(rp->order_hi, ode_ctx_order_max(C));
    rp->order_sum += (slong) (ode_ctx_order_mean(C) * ode_ctx_num_steps(C) + 0.5);
    rp->norm_exp = FLINT_MAX(rp->norm_exp, ode_ctx_norm_exp(C));
    st->norm_exp = FLINT_MAX(st->norm_exp, ode_ctx_norm_exp(C));
    st->growth = fmax(st->growth, C->growth_amp);
    rp->growth = fmax(rp->growth, C->growth_amp);
    comp_exp_max(rp->comp_exp, ode_ctx_comp_exp(C), dim);
    comp_exp_max(st->comp_exp, ode_ctx_comp_exp(C), dim);
    st->run_steps[st->run] = rp->steps;
    st->run_order_hi[st->run] = rp->order_hi;
    st->run_order_sum[st->run] = rp->order_sum;
    if (keep != NULL)
        *keep = *C;     /* the caller owns it now (dense output) */
    else
        ode_ctx_clear(C);
    _arb_vec_clear(sel, m + next);
cleanup:
    /* the times equal to t0 = 0 take the initial state */
    for (j = 0; j < n && status == SERSOL_OK; j++)
        if (!done[j] && arb_is_zero(times + j))
        {
            status = ode_problem_initial_state(Y + j * dim, P, rp->prec);
            done[j] = (status == SERSOL_OK);
            if (status != SERSOL_OK)    /* (a DAE's values inconsistent at this precision) */
                snprintf(msg, POLICY_MSG, "%.200s at t = 0", (P->stepper != NULL && P->stepper_message[0])
                         ? P->stepper_message : "the initial values are undefined");
        }
    (void) c;
    _arb_vec_clear(times, n);
    flint_free(idx);
    arb_clear(T);
    arb_clear(zero);
    return status;
}

static void dense_clear(ode_verified_result * R)
{
    if (R->num_dense > 0)
    {
        _arb_vec_clear(R->dense_t, R->num_dense);
        _arb_vec_clear(R->dense_y, R->num_dense * R->dim);
        flint_free(R->dense_digits);
    }
    R->num_dense = 0;
    R->dense_t = R->dense_y = NULL;
    R->dense_digits = NULL;
}

static void dense_alloc(ode_verified_result * R, slong n)
{
    dense_clear(R);
    if (n > 0)
    {
        R->dense_t = _arb_vec_init(n);
        R->dense_y = _arb_vec_init(n * R->dim);
        R->dense_digits = flint_calloc(n, sizeof(slong));
    }
    R->num_dense = n;
}

/* Runs A and B left the solution by a row: a component whose two balls lie
 * apart by more than 2^10 times the sum of their radii while one radius is
 * at least e^ODE_GROWTH_FREE (2^33) times its run's rounding of the value:
 * the amplified rounding of an unstable solution (docs/ode.md §3).  The
 * error model that made those radii is contradicted there: the runs have
 * drifted from the solution, and two runs that drifted onto the same
 * neighbour agree on digits of the wrong one.  The growth estimate follows
 * the run's own trajectory, so it stops growing once the run has left: an
 * unstable index-3 problem (errors grow by 10^160 along the exact solution)
 * left it when the amplified rounding was 10^-10 of the state, not the
 * 10^-6 that marks a run lost, and printed u2(24) = -2.977e+3 (exactly
 * -2290.13) with 1 digit from two runs 2^30 radii apart. */
static int row_departed(arb_srcptr ya, arb_srcptr yb, slong dim, slong prec_a, slong prec_b)
{
    slong c;
    int gone = 0;
    arf_t d;
    mag_t r, m;

    arf_init(d);
    mag_init(r);
    mag_init(m);
    for (c = 0; c < dim && !gone; c++)
    {
        int amplified = 0, k;
        if (!arb_is_finite(ya + c) || !arb_is_finite(yb + c))
            continue;
        for (k = 0; k < 2; k++)
        {
            arb_srcptr y = (k == 0) ? ya + c : yb + c;
            arf_get_mag_lower(m, arb_midref(y));
            mag_mul_2exp_si(m, m, 33 - (k == 0 ? prec_a : prec_b));
            amplified = amplified || (!mag_is_zero(arb_radref(y)) && mag_cmp(arb_radref(y), m) >= 0);
        }
        if (!amplified)
            continue;
        mag_add(r, arb_radref(ya + c), arb_radref(yb + c));
        mag_mul_2exp_si(r, r, 10);
        arf_sub(d, arb_midref(ya + c), arb_midref(yb + c), 64, ARF_RND_DOWN);
        gone = arf_cmpabs_mag(d, r) > 0;
        /* (and apart by 2^-10 of the value: runs that follow the solution
         * differ by their steps' truncation amplified, 10^10 to 10^19
         * times the amplified rounding of the radii, but that leaves them
         * the digits they share, which are right) */
        arf_get_mag(m, arb_midref(ya + c));
        arf_get_mag(r, arb_midref(yb + c));
        mag_max(m, m, r);
        mag_mul_2exp_si(m, m, -10);
        gone = gone && arf_cmpabs_mag(d, m) > 0;
    }
    arf_clear(d);
    mag_clear(r);
    mag_clear(m);
    return gone;
}

/* A row whose runs departed (row_departed): every value becomes a ball
 * about 0 as wide as the largest value of the row and the solution's size
 * along the run (2^norm_exp), so that no digit remains, not even the
 * absolute digits of a zero (docs/ode.md §4), as a lost run's (§3). */
static void row_lost(arb_ptr y, slong dim, slong norm_exp)
{
    slong c;
    mag_t m, a;
    mag_init(m);
    mag_init(a);
    if (norm_exp != WORD_MIN)
        mag_set_ui_2exp_si(m, 1, norm_exp + 1);
    for (c = 0; c < dim; c++)
    {
        arb_get_mag(a, y + c);
        mag_max(m, m, a);
    }
    for (c = 0; c < dim; c++)
    {
        arf_zero(arb_midref(y + c));
        mag_set(arb_radref(y + c), m);
    }
    mag_clear(m);
    mag_clear(a);
}

/* Row k = the union of run A's values ya and run B's yb (indeterminate when
 * either is missing), and its digits as for the output times. */
static void dense_row(ode_verified_result * R, slong k, arb_srcptr ya, arb_srcptr yb, slong D,
                      slong prec)
{
    slong c, dim = R->dim;
    arb_ptr y = R->dense_y + k * dim;

    for (c = 0; c < dim; c++)
        if (ya != NULL && yb != NULL)
            arb_union(y + c, ya + c, yb + c, prec);
        else
            arb_indeterminate(y + c);
    if (ya != NULL && yb != NULL && row_departed(ya, yb, dim, R->prec_a, R->prec_b))
        row_lost(y, dim, R->norm_exp);
    R->dense_digits[k] = ode_row_digits(NULL, y, dim, R->norm_exp, R->comp_exp, D, 1);
}

/* After a failed run (a singularity, an undefined right-hand side) the rows
 * are kept only where run B got too: run A's step ends beyond B's last,
 * creeping toward the singularity, would all be nan (u' = 1 + u^2 at 10
 * digits: 28 of them after the 18 verified rows).  num_dense becomes the
 * rows kept (the entries past it are never written: nothing to free). */

/* The same rows from the step ends of dense output through step ends. */
static void dense_rows_ends(ode_verified_result * R, const policy_state * st, slong D, slong prec,
                            int failed)
{
    slong p, i, k = 0, dim = R->dim;

    dense_alloc(R, st->ends[0].n + st->ends[1].n);
    for (p = 1; p >= 0; p--)    /* backward pass first (reversed), then forward */
    {
        const dense_ends * E = st->ends + p;
        for (i = 0; i < E->n; i++)
        {
            slong e = (p == 1) ? E->n - 1 - i : i;
            if (failed && !E->b_done[e])
                continue;
            arb_add(R->dense_t + k, E->t + e, E->h + e, prec);
            dense_row(R, k, E->ya + e * dim, E->b_done[e] ? E->yb + e * dim : NULL, D, prec);
            k++;
        }
    }
    R->num_dense = k;
}

/* The solution at every step end of run A (both passes), verified by run
 * B's dense output there: union and digits as for the output times. */
static void dense_rows(ode_verified_result * R, ode_ctx_struct kept[2][2], slong D, slong prec,
                       int failed)
{
    slong p, i, dim = R->dim, n = 0, k = 0;
    arb_ptr ya = _arb_vec_init(dim), yb = _arb_vec_init(dim);
    arb_t tk;

    arb_init(tk);
    for (p = 0; p < 2; p++)
        if (kept[0][p].P != NULL && kept[1][p].P != NULL)
            n += kept[0][p].num_seg;
    dense_alloc(R, n);
    /* backward pass first (reversed), then forward: increasing t */
    for (p = 1; p >= 0; p--)
    {
        ode_ctx_struct * A = &kept[0][p], * B = &kept[1][p];
        slong ns;
        if (A->P == NULL || B->P == NULL)
            continue;
        ns = A->num_seg;
        for (i = 0; i < ns; i++)
        {
            const ode_segment_struct * g = A->seg + (p == 1 ? ns - 1 - i : i);
            int ok;
            arb_add(tk, g->t, g->h, prec);
            ok = ode_ctx_eval_dense(ya, A, tk, prec) == SERSOL_OK
                 && ode_ctx_eval_dense(yb, B, tk, prec) == SERSOL_OK;
            if (failed && !ok)
                continue;
            arb_swap(R->dense_t + k, tk);
            dense_row(R, k, ok ? ya : NULL, ok ? yb : NULL, D, prec);
            k++;
        }
    }
    R->num_dense = k;
    arb_clear(tk);
    _arb_vec_clear(ya, dim);
    _arb_vec_clear(yb, dim);
}

static double nan_to_zero(double x)
{
    return isnan(x) ? 0.0 : x;
}

/* Nonzero when both runs of a failed attempt that verified nothing
 * stopped where the precision, not the problem, put them, so that more
 * digits may go farther: both named a cause (a located singularity), at
 * places further apart than 10 times their uncertainties and a thousandth
 * of the distance from t0 = 0; or neither did (steps too many or
 * collapsed), and their stops differ by more than a thousandth of the
 * larger distance.  The nearer stop must lie beyond the farthest stop of
 * the previous attempt, if that failed: a problem's own obstacle stops the
 * runs again at the same place.  A pole, an undefined right-hand side stop
 * both runs at one place; a branch point counts as the problem's always;
 * so does a failure of one run only (run A of y' = y^2, y(0) = 1, crawled
 * to the pole at t = 1 and gave a value there, run B stopped before it).
 * Lorenz backward to t = -7 at 3 digits, 52 bits for a loss of about 44
 * digits, left the orbit and stopped "out of reach" at t = -2.40 and -2.90
 * where 17 digits went through.  A step limit reached is no such stop:
 * more digits take no fewer steps (Lorenz to t = 16 with --max-steps 200
 * stopped at t = 10.29, then at 8.35 with 45 digits). */
static int stops_unsteady(const run_params * rp, const policy_state * st)
{
    const run_stop * A = &rp[0].stop, * B = &rp[1].stop;
    double a = A->t, b = B->t, lo, hi;
    int pa = !isnan(A->place), pb = !isnan(B->place);

    if (!A->failed || !B->failed || !isfinite(a) || !isfinite(b)
        || (a < 0) != (b < 0) || pa != pb || A->limit || B->limit)
        return 0;       /* (a stop not known: a state no longer finite) */
    lo = fmin(fabs(a), fabs(b));
    hi = fmax(fabs(a), fabs(b));
    if (pa)
    {
        double d = fabs(A->place - B->place);
        if (!(d > 10 * (A->place_err + B->place_err))
            || !(d > 1e-3 * fmax(fabs(A->place), fabs(B->place))))
            return 0;
    }
    else if (hi - lo <= 1e-3 * hi)
        return 0;
    return lo > 0 && lo > st->fail_reach * (1 + 1e-3);
}

/* Nonzero when one run stopped at a singularity it located and the other
 * went through, its analysis having found a complex pair near the axis
 * there and passed it (its foot within 10 times the pair's distance from
 * the axis, plus the uncertainties, of the stop): the runs disagree on the
 * obstacle, and the next attempt, with more digits, decides.  A
 * Lorentzian 1/(1 + ((s + 0.619)/2.5e-7)^2) in a clock at 60 digits: run
 * A (order 66) took the pair, 8.2e-5 ahead and 3e-3 rad off the axis,
 * for a simple pole and stopped; run B (order 76) passed it; 30, 80, 100
 * and 133 digits go through (class C's C130).  A run that crawls past a
 * real pole sees no pair there, and the failure of one run stays the
 * problem's obstacle (stops_unsteady). */
static int stops_at_passed_pair(const run_params * rp)
{
    slong r;
    for (r = 0; r < 2; r++)
    {
        const run_stop * F = &rp[r].stop, * P = &rp[1 - r].stop;
        if (F->failed && !P->failed && isfinite(F->place) && P->pair_b > 0
            && fabs(P->pair_foot - F->place)
               <= 10 * P->pair_b + 3 * F->place_err + 1e-12 * fabs(F->place))
            return 1;
    }
    return 0;
}

/* The farthest output time on the side of t0 = 0 where a lies (0: none). */
static double farthest_time(const ode_verified_opts * o, double a)
{
    double far = 0;
    slong j;
    arb_t t;
    arb_init(t);
    for (j = 0; j < o->num_times; j++)
        if (sersol_arb_set_exact_str(t, o->times[j], 64) == SERSOL_OK)
        {
            double tj = arf_get_d(arb_midref(t), ARF_RND_NEAR);
            if (((tj < 0) == (a < 0)) && isfinite(tj))
                far = fmax(far, fabs(tj));
        }
    arb_clear(t);
    return far;
}

/* need digits in all for an attempt of digits: the extra ones, or -1 when
 * more than max(2 d, min(32 d, 1000)) (see unsteady_more). */
static slong extra_within_limit(double need, slong digits)
{
    if (!(need <= FLINT_MAX(2.0 * digits, FLINT_MIN(32.0 * digits, 1000.0))))
        return -1;
    return FLINT_MAX((slong) need - digits, 0);
}

/* The extra digits for the attempt after stops_unsteady: the runs' loss
 * taken as linear in the distance (chaotic flows), the precision of run A
 * scaled by the farthest time over the nearer stop, a quarter more.  -1
 * (no such attempt) when that is more than max(2 d, min(32 d, 1000))
 * digits, d = D + g the digits of this attempt: a problem stopped by its
 * own obstacle pays the attempt in vain, and a precision too low by more
 * than that crawls along an escaped orbit (Lorenz backward to t = -15 at 3
 * digits: 5 s for the first attempt, 290 s for a second one with 54
 * digits, which failed again).  Lorenz to
 * t = -7 at 3 digits: 52 bits stopped at t = -2.40, the next attempt got 54
 * digits and went through (with 16 more, 22, it stopped again at -5.27
 * after 389000 steps: 3.5 minutes in all). */
static slong unsteady_more(const run_params * rp, const ode_verified_opts * o, slong digits)
{
    double a = rp[0].stop.t, lo = fmin(fabs(a), fabs(rp[1].stop.t)), far = farthest_time(o, a);

    if (!(lo > 0) || !(far > lo))
        return 0;
    return extra_within_limit(ceil(1.25 * (double) rp[0].prec / 3.3219280948873623 * (far / lo)),
                              digits);
}

/* The extra digits for the attempt after a failure of runs of which one
 * had left the solution before it stopped (run_stop.lost: the errors made
 * along it, amplified, had reached 10^-6 of the state): that stop is the
 * precision's, not the problem's.  The amplification is taken as growing
 * linearly in the distance from t0 up to the farthest output, a quarter
 * more; -1 (no such attempt) beyond the limit of unsteady_more.  y' = cos t
 * - 3 (y - sin t) - 3 (y - sin t)^3 backward to t = -25 at 20 digits (y =
 * sin t; errors grow by e^(3 |t|)): run A left sin t and stopped at t =
 * -24.6 "a larger --digits may reach it", run B went through, and the
 * policy stopped there (one run's failure counted as the problem's
 * obstacle); 60 digits go through. */
static slong lost_more(const run_params * rp, const ode_verified_opts * o, slong digits)
{
    double g = -INFINITY, t = 0, far;
    slong r;

    for (r = 0; r < 2; r++)
        if (rp[r].stop.failed && !isnan(rp[r].stop.lost) && rp[r].stop.lost > g
            && isfinite(rp[r].stop.t) && rp[r].stop.t != 0)
        {
            g = rp[r].stop.lost;
            t = rp[r].stop.t;
        }
    if (!isfinite(g))
        return -1;
    far = fmax(farthest_time(o, t), fabs(t));
    return extra_within_limit(digits + ceil(1.25 * g / M_LN10 * far / fabs(t)), digits);
}

/* The two passes of run st->run; the first failure's reason goes to msg. */
static int run_both_passes(ode_verified_result * R, ode_problem_struct * P,
                           const ode_verified_opts * o, run_params * rp, policy_state * st,
                           int * done, ode_ctx_struct kept[2][2], int status, char * msg)
{
    slong n = R->num_times;
    for ( ; st->pass < 2 && !runs_stopped(status); st->pass++)
    {
        char keep[POLICY_MSG];
        int s1;
        memcpy(keep, msg, sizeof(keep));
        s1 = run_pass(st->run == 0 ? R->ya : R->yb, done + st->run * n, rp + st->run,
                      P, o, R, st->pass == 0 ? 1 : -1, st, done,
                      (o->dense && !st->by_outputs) ? &kept[st->run][st->pass] : NULL, msg);
        if (runs_stopped(s1) || status == SERSOL_OK)
            status = s1;
        else
            memcpy(msg, keep, sizeof(keep));   /* the first reason */
        st->failed_status = status;
        snprintf(st->failed_msg, sizeof(st->failed_msg), "%s", msg);
    }
    if (!runs_stopped(status))
        st->pass = 0;
    return status;
}

/* Run B in a second thread, with its own compiled problem (a kernel holds
 * its coefficients, so each thread needs one); run A in this thread. */
typedef struct
{
    ode_verified_result * R;
    ode_problem_struct * P;
    const ode_verified_opts * o;
    run_params * rp;
    policy_state st;
    int * done;
    ode_ctx_struct (* kept)[2];
    int status;
    char msg[POLICY_MSG];
}
run_job;

static void * run_job_main(void * arg)
{
    run_job * j = arg;
    j->status = run_both_passes(j->R, j->P, j->o, j->rp, &j->st, j->done, j->kept,
                                SERSOL_OK, j->msg);
    flint_cleanup();    /* this thread's caches */
    return NULL;
}

static int runs_parallel(ode_verified_result * R, ode_problem_struct * P,
                         const ode_verified_opts * o, run_params * rp, policy_state * st,
                         int * done, ode_ctx_struct kept[2][2])
{
    ode_problem_t Q;
    ode_verified_opts ob = *o;
    run_job a, b;
    pthread_t thread;
    int status, threaded;

    if (ode_problem_init_copy(Q, P) != SERSOL_OK)
        return SERSOL_EINPUT;
    memset(&a, 0, sizeof(a));
    a.R = R; a.P = P; a.o = o; a.rp = rp; a.st = *st; a.done = done; a.kept = kept;
    a.st.run = 0; a.st.pass = 0; a.st.prog_offset = 0; a.st.prog_scale = 1;
    a.st.comp_exp = NULL;        /* (rp has them per run; st's are for checkpoints) */
    b = a;
    ob.progress = NULL;          /* one progress bar: run A's */
    b.P = Q; b.o = &ob; b.st.run = 1;
    threaded = (pthread_create(&thread, NULL, run_job_main, &b) == 0);
    a.status = run_both_passes(a.R, a.P, a.o, a.rp, &a.st, a.done, a.kept, SERSOL_OK, a.msg);
    if (threaded)
        pthread_join(thread, NULL);
    else
        b.status = run_both_passes(b.R, b.P, b.o, b.rp, &b.st, b.done, b.kept, SERSOL_OK, b.msg);
    status = (a.status != SERSOL_OK) ? a.status : b.status;
    snprintf(R->message, sizeof(R->message), "%s", a.status != SERSOL_OK ? a.msg : b.msg);
    /* the kept dense contexts of run B point to Q: repoint them to P */
    if (o->dense)
    {
        if (kept[1][0].P != NULL) kept[1][0].P = P;
        if (kept[1][1].P != NULL) kept[1][1].P = P;
    }
    ode_problem_clear(Q);
    return status;
}

/* Runnable threads right now (this one included), from the fourth field
 * "running/total" of /proc/loadavg (Linux); -1 when unavailable. */
static long runnable_now(void)
{
    FILE * f = fopen("/proc/loadavg", "r");
    double l1, l5, l15;
    long running = -1, total;
    if (f == NULL)
        return -1;
    if (fscanf(f, "%lf %lf %lf %ld/%ld", &l1, &l5, &l15, &running, &total) != 5)
        running = -1;
    fclose(f);
    return running;
}

/* Nonzero when another processor is idle: at least two online and fewer
 * runnable threads than processors right now (else the one-minute load
 * average below their number minus one half).  On a busy machine two
 * threads wait for each other's time slices: measured at 100 digits
 * (pendulum, load 3.7 on 2 cores) 0.086 s wall with two threads against
 * 0.042 s with one.  (The load average alone lags: after a run that used
 * both processors it stays high for a minute.) */
static int second_processor_free(void)
{
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN), r;
    double load[1];
    if (ncpu < 2)
        return 0;
    r = runnable_now();
    if (r >= 1)
        return r < ncpu;
    if (getloadavg(load, 1) != 1)
        return 1;
    return load[0] < ncpu - 0.5;
}

/* Two threads for the two runs (or expansions) of P: when allowed, when P
 * can be copied (run B needs its own stepper object), and when a second
 * processor is free; SERSOL_ODE_THREADS=1 or 2 decides instead. */
int _ode_use_two_threads(const ode_problem_struct * P, int allowed)
{
    const char * th = getenv("SERSOL_ODE_THREADS");
    if (!allowed || (P->stepper != NULL && P->stepper->copy == NULL))
        return 0;
    if (th != NULL && strcmp(th, "1") == 0)
        return 0;
    if (th != NULL && strcmp(th, "2") == 0)
        return 1;
    return second_processor_free();
}

/* The options a caller may get wrong: digits >= 1, times exact numbers (a
 * malformed one was read as t = 0: the initial state came back verified
 * with SERSOL_OK).  SERSOL_EINPUT and R->message, else SERSOL_OK. */
static int check_opts(ode_verified_result * R, const ode_verified_opts * o)
{
    slong j;
    int st = SERSOL_OK;
    arb_t t;

    if (o->digits < 1 || o->digits > ODE_DIGITS_MAX || o->num_times < 0
        || (o->num_times > 0 && o->times == NULL))
    {
        snprintf(R->message, sizeof(R->message), "bad options: digits %ld, %ld times (digits "
                 "1 ... %ld, a time string for each)", (long) o->digits, (long) o->num_times,
                 (long) ODE_DIGITS_MAX);
        return SERSOL_EINPUT;
    }
    arb_init(t);
    for (j = 0; j < o->num_times && st == SERSOL_OK; j++)
        if (o->times[j] == NULL || sersol_arb_set_exact_str(t, o->times[j], 64) != SERSOL_OK)
        {
            snprintf(R->message, sizeof(R->message), "time %ld, '%.100s', is not an exact "
                     "number such as 1.5, -2e-3 or 3/2", (long) j,
                     o->times[j] == NULL ? "NULL" : o->times[j]);
            st = SERSOL_EINPUT;
        }
    arb_clear(t);
    return st;
}

/* The policy's scratch: the step ends, the done flags, the sizes per component. */
static void policy_scratch_clear(policy_state * st, run_params * rp, int * done, slong dim)
{
    dense_ends_clear(&st->ends[0], dim);
    dense_ends_clear(&st->ends[1], dim);
    flint_free(done);
    flint_free(st->comp_exp);
    flint_free(rp[0].comp_exp);
    flint_free(rp[1].comp_exp);
    flint_free(st->kept_row);
    flint_free(st->from_kept);
    flint_free(st->kept_digits);
    if (st->kept_y != NULL)
        _arb_vec_clear(st->kept_y, st->kept_len);
}

/* An initial state of size 2^e with |e| > 2^50 (e^(e^40) ~ 2^(3.4e17)):
 * the controller's logarithms of the coefficients are doubles whose unit
 * there (32-64) swamps the differences between orders, so its radius
 * estimate, and any singularity it names, may be an artefact (y'' = -y from
 * e^(e^40) "met a singularity at t = 4.49"; sizes up to 2^(2^51) solve as
 * usual).  A failure says so after its message and reason. */
#define ODE_LOG_RANGE 50
static void note_size_out_of_range(ode_verified_result * R, const ode_problem_struct * P)
{
    char note[200];
    slong c;
    int huge = 0;
    arb_ptr y0 = _arb_vec_init(P->dim);

    if (ode_problem_initial_state(y0, P, 64) == SERSOL_OK)
        for (c = 0; c < P->dim; c++)
            huge = huge || (arb_is_finite(y0 + c) && !arf_is_zero(arb_midref(y0 + c))
                            && fmpz_bits(ARF_EXPREF(arb_midref(y0 + c))) > ODE_LOG_RANGE)
                        || (arb_is_finite(y0 + c) && arf_is_zero(arb_midref(y0 + c))
                            && !mag_is_zero(arb_radref(y0 + c))   /* e^(-e^45) ~ 0 +- tiny */
                            && fmpz_bits(MAG_EXPREF(arb_radref(y0 + c))) > ODE_LOG_RANGE);
    _arb_vec_clear(y0, P->dim);
    if (!huge)
        return;
    snprintf(note, sizeof(note), " (the initial state's size lies beyond 2^(+-2^%d), where the "
             "step control cannot resolve the ratios of its coefficients: the stop may be an "
             "artefact of that)", ODE_LOG_RANGE);
    if (strlen(R->message) + strlen(note) < sizeof(R->message))
        strcat(R->message, note);
    if (strlen(R->reason) + strlen(note) < sizeof(R->reason))
        strcat(R->reason, note);
}

/* Row j verified no digit: 1 when every component is a ball around 0 (a
 * noise zero: const c = sqrt(2)^2 - 2 gives 0 +- 1e-116 at every
 * precision, which no attempt turns into relative digits); 2 when some
 * other component has digits, *c0 the first ball around 0 without any (a
 * component far below the state's norm, to which the tolerance is relative:
 * z ~ 1.8e-300 next to y ~ 1 is 0 +- 1e-97); else 0. */
static int row_zero_noise(slong * c0, const ode_verified_result * R, slong j, slong dim)
{
    slong c, zeros = 0, fine = 0;
    *c0 = -1;
    for (c = 0; c < dim; c++)
    {
        arb_srcptr y = R->y + j * dim + c;
        if (R->digits[j * dim + c] > 0)
            fine++;
        else if (arb_is_finite(y) && arb_contains_zero(y) && !mag_is_zero(arb_radref(y)))
        {
            zeros++;
            if (*c0 < 0)
                *c0 = c;
        }
        else
            return 0;   /* a component without digits that is not a zero */
    }
    return zeros == 0 ? 0 : (fine == 0 ? 1 : 2);
}

/* An attempt that follows another keeps what the earlier one verified:
 * before the next attempt, every row with more digits than kept so far is
 * kept (its union ball and digits).  A retry for the rows the earlier
 * attempt did not reach (a run that left an unstable solution, or digits
 * short of D) may fail where the earlier one did not: y' = t^40 +
 * sqrt(1 + y) - 1 - y/2 + y^2/8 collapsed near t = 0.001 in a retry and
 * printed nan for four rows verified with 25 digits before. */
static void keep_rows(policy_state * st, const ode_verified_result * R, slong n, slong dim)
{
    slong j, c;
    for (j = 0; j < n; j++)
        if (R->row_digits[j] > st->kept_row[j])
        {
            st->kept_row[j] = R->row_digits[j];
            for (c = 0; c < dim; c++)
            {
                arb_set(st->kept_y + j * dim + c, R->y + j * dim + c);
                st->kept_digits[j * dim + c] = R->digits[j * dim + c];
            }
        }
}

/* Row j, which this attempt did not reach (a run failed before it): the
 * kept row, when an earlier attempt verified it, with its digits.  A row
 * this attempt reached keeps this attempt's verdict, even with fewer
 * digits (runs at a higher precision that depart where the earlier ones
 * agreed: a repelling solution, docs/ode.md §4).  Returns 1 when the kept
 * row was taken. */
static int kept_merge(ode_verified_result * R, const policy_state * st, slong j, slong dim)
{
    slong c;
    if (st->kept_row[j] <= 0)
        return 0;
    for (c = 0; c < dim; c++)
    {
        arb_set(R->y + j * dim + c, st->kept_y + j * dim + c);
        R->digits[j * dim + c] = st->kept_digits[j * dim + c];
    }
    R->row_digits[j] = st->kept_row[j];
    return 1;
}

int ode_solve_verified(ode_verified_result * R, ode_problem_struct * P, const ode_verified_opts * o)
{
    slong n = o->num_times, dim = P->dim, D = o->digits, j, c;
    slong reached_before = -1;      /* digits of the previous attempt (attempt_report) */
    int status = SERSOL_OK, * done, parallel;
    policy_state st;
    run_params rp[2];

    ode_verified_result_clear(R);
    if ((status = check_opts(R, o)) != SERSOL_OK)
        return status;
    R->num_times = n;
    R->dim = dim;
    R->y = _arb_vec_init(n * dim);
    R->ya = _arb_vec_init(n * dim);
    R->yb = _arb_vec_init(n * dim);
    R->digits = flint_calloc(n * dim + 1, sizeof(slong));
    R->row_digits = flint_calloc(n + 1, sizeof(slong));
    done = flint_calloc(2 * n + 1, sizeof(int));
    memset(&st, 0, sizeof(st));
    st.stop[0] = st.stop[1] = run_stop_none();
    st.norm_exp = WORD_MIN;
    R->norm_exp = WORD_MIN;
    R->comp_exp = flint_malloc(sizeof(slong) * (dim + 1));
    st.comp_exp = flint_malloc(sizeof(slong) * (dim + 1));
    rp[0].comp_exp = flint_malloc(sizeof(slong) * (dim + 1));
    rp[1].comp_exp = flint_malloc(sizeof(slong) * (dim + 1));
    for (c = 0; c < dim; c++)
        R->comp_exp[c] = st.comp_exp[c] = WORD_MIN;
    st.kept_len = n * dim;
    st.kept_row = flint_calloc(n + 1, sizeof(slong));
    st.kept_digits = flint_calloc(n * dim + 1, sizeof(slong));
    st.kept_y = _arb_vec_init(n * dim);
    st.from_kept = flint_calloc(n + 1, sizeof(int));

    st.by_outputs = o->dense && (o->checkpoint != NULL || o->resume != NULL);
    if (o->resume != NULL)
    {
        status = policy_read(&st, o, R, done, dim, R->message, sizeof(R->message));
        if (status != SERSOL_OK)
        {
            policy_scratch_clear(&st, rp, done, dim);
            return status;
        }
        st.resumed = 1;
        st.restore_runs = 1;
    }
    if (o->checkpoint != NULL && !ode_checkpoint_writable(o->checkpoint, R->message, sizeof(R->message)))
    {
        policy_scratch_clear(&st, rp, done, dim);
        return SERSOL_EIO;
    }

    /* runs A and B in parallel unless checkpoints impose their order */
    parallel = _ode_use_two_threads(P, o->checkpoint == NULL && o->resume == NULL && o->stop_after == 0);
    for ( ; st.attempt < 3; st.attempt++)
    {
        slong g = 3 + st.extra, min_digits = D, r, jdep = -1;
        ode_ctx_struct kept[2][2];
        slong guard = 32 + 4 * (slong) ceil(log2(1.0 + st.steps_prev));
        int failed = 0, unsteady = 0;
        slong unsteady_extra = 0;

        if (st.attempt > 0 && o->attempt_report != NULL)
            o->attempt_report(st.attempt, reached_before, D, o->attempt_data);

        rp[0].digits_tol = D + g;
        rp[0].prec = (slong) ceil((D + g) * 3.3219280948873623) + guard;
        rp[0].step_scale = 1.0;
        rp[0].first_step_scale = 1.0;
        rp[1].digits_tol = D + g + 2;
        rp[1].prec = rp[0].prec + 32;
        rp[1].step_scale = 1.0;
        rp[1].first_step_scale = 0.55;
        st.dense_prec = rp[1].prec;
        for (r = 0; r < 2; r++)
        {
            rp[r].steps = rp[r].order_hi = rp[r].order_sum = 0;
            rp[r].norm_exp = WORD_MIN;
            rp[r].growth = 0.0;
            for (c = 0; c < dim; c++)
                rp[r].comp_exp[c] = WORD_MIN;
            kept[r][0].P = kept[r][1].P = NULL;
            rp[r].stop = run_stop_none();
            if (st.restore_runs)
            {   /* the passes of this attempt done before the checkpoint */
                rp[r].steps = st.run_steps[r];
                rp[r].order_hi = st.run_order_hi[r];
                rp[r].order_sum = st.run_order_sum[r];
                rp[r].stop = st.stop[r];
            }
            st.stop[r] = rp[r].stop;
            st.run_steps[r] = rp[r].steps;
            st.run_order_hi[r] = rp[r].order_hi;
            st.run_order_sum[r] = rp[r].order_sum;
        }
        if (st.restore_runs && st.failed_status != SERSOL_OK)
        {   /* a pass before the checkpoint failed: its status and reason */
            status = st.failed_status;
            snprintf(R->message, sizeof(R->message), "%s", st.failed_msg);
        }
        else
            st.failed_status = SERSOL_OK;
        st.restore_runs = 0;

        /* a failed pass (singularity, undefined right-hand side) still lets
         * the other passes verify the outputs before the failure */
        if (parallel)
        {
            status = runs_parallel(R, P, o, rp, &st, done, kept);
            st.run = 2;
        }
        for ( ; st.run < 2 && !runs_stopped(status); st.run++)
        {
            st.prog_offset = 0.5 * st.run;
            st.prog_scale = 0.5;
            status = run_both_passes(R, P, o, rp, &st, done, kept, status, R->message);
        }
        R->prec_a = rp[0].prec;
        R->prec_b = rp[1].prec;
        R->steps_a = rp[0].steps;
        R->steps_b = rp[1].steps;
        R->order_a = rp[0].order_hi;
        R->order_b = rp[1].order_hi;
        R->order_mean_a = rp[0].steps ? (double) rp[0].order_sum / rp[0].steps : 0.0;
        R->order_mean_b = rp[1].steps ? (double) rp[1].order_sum / rp[1].steps : 0.0;
        R->attempts = st.attempt + 1;
        R->norm_exp = FLINT_MAX(R->norm_exp, FLINT_MAX(st.norm_exp,
                                FLINT_MAX(rp[0].norm_exp, rp[1].norm_exp)));
        st.growth = fmax(st.growth, fmax(rp[0].growth, rp[1].growth));   /* (the threads' copies) */
        comp_exp_max(R->comp_exp, st.comp_exp, dim);
        comp_exp_max(R->comp_exp, rp[0].comp_exp, dim);
        comp_exp_max(R->comp_exp, rp[1].comp_exp, dim);
        if (runs_stopped(status))
        {   /* (a stopped or unwritable run, or too much kept series: the
             * kept dense contexts go) */
            for (r = 0; r < 4; r++)
                if (kept[r / 2][r % 2].P != NULL)
                    ode_ctx_clear(&kept[r / 2][r % 2]);
            if (status == SERSOL_ENOMEM && o->dense && !st.by_outputs)
            {   /* the same attempt again through step ends (O(dim) balls a
                 * step, the runs one after the other): the same rows */
                if (getenv("SERSOL_ODE_DEBUG") != NULL)
                    fprintf(stderr, "ode policy: %s: dense output through step ends\n", R->message);
                st.by_outputs = 1;
                parallel = 0;
                st.run = st.pass = 0;
                memset(done, 0, sizeof(int) * 2 * n);
                R->message[0] = '\0';
                status = SERSOL_OK;
                st.attempt--;
                continue;
            }
            break;
        }
        failed = (status != SERSOL_OK);

        /* combine: the union of the two balls, digits it supports */
        for (j = 0; j < n; j++)
        {
            for (c = 0; c < dim; c++)
            {
                arb_ptr u = R->y + j * dim + c;
                if (done[j] && done[n + j])
                    arb_union(u, R->ya + j * dim + c, R->yb + j * dim + c, rp[1].prec);
                else
                    arb_indeterminate(u);
            }
            if (done[j] && done[n + j]
                && row_departed(R->ya + j * dim, R->yb + j * dim, dim, rp[0].prec, rp[1].prec))
            {
                row_lost(R->y + j * dim, dim, R->norm_exp);
                if (jdep < 0)
                    jdep = j;
            }
            /* a value indistinguishable from 0 is measured against the
             * row's max-norm, or the solution's along the run when the whole
             * row is (absolute accuracy); a row negligible at D digits
             * against the run's size only after the last attempt, the
             * others try for relative digits first: see docs/ode.md §4 */
            if (done[j] && done[n + j])
                R->row_digits[j] = ode_row_digits(R->digits + j * dim, R->y + j * dim, dim,
                                                  R->norm_exp, R->comp_exp, D,
                                                  st.attempt + 1 >= 3);
            else if (!(st.from_kept[j] = kept_merge(R, &st, j, dim)))
            {
                for (c = 0; c < dim; c++)
                    R->digits[j * dim + c] = 0;
                R->row_digits[j] = 0;
            }
            if (done[j] && done[n + j])
                st.from_kept[j] = 0;
            min_digits = FLINT_MIN(min_digits, R->row_digits[j]);
        }
        if (o->dense)
        {
            /* (after a failure too: the rows before it are verified) */
            if (st.by_outputs)
                dense_rows_ends(R, &st, D, rp[1].prec, failed);
            else
                dense_rows(R, kept, D, rp[1].prec, failed);
            for (r = 0; r < 4; r++)
                if (kept[r / 2][r % 2].P != NULL)
                    ode_ctx_clear(&kept[r / 2][r % 2]);
            for (j = 0; j < R->num_dense; j++)
                min_digits = FLINT_MIN(min_digits, R->dense_digits[j]);
        }
        if (getenv("SERSOL_ODE_DEBUG") != NULL)
            fprintf(stderr, "ode policy: attempt %ld: tol %ld/%ld digits, prec %ld/%ld, steps %ld/%ld, "
                    "orders <= %ld/%ld, digits %ld, status %d, %s\n", (long) st.attempt,
                    (long) rp[0].digits_tol, (long) rp[1].digits_tol, (long) rp[0].prec,
                    (long) rp[1].prec, (long) rp[0].steps, (long) rp[1].steps,
                    (long) rp[0].order_hi, (long) rp[1].order_hi, (long) min_digits, status,
                    parallel ? "runs in two threads" : "runs one after the other");
        if (failed)
        {
            /* the rows before the failure (a singularity, an undefined
             * right-hand side) are verified; when they are short of D
             * digits, another attempt with more digits gives them their
             * digits (it fails again at the same place): tan t at
             * 1.5707963 and 1.570796326794 printed 46 and 41 of 50 digits
             * when 1.5707963267948966, beyond the pole, was asked too */
            slong reached = D;
            int any = 0;
            for (j = 0; j < n; j++)
                if ((done[j] && done[n + j]) || st.from_kept[j])
                {
                    any = 1;
                    reached = FLINT_MIN(reached, R->row_digits[j]);
                }
            /* (also when rows were verified, once: those the next attempt
             * does not reach keep their digits, keep_rows; y' = cos t - 3 (y
             * - sin t) - 3 (y - sin t)^3 at 10 digits to t = -15 passed
             * alone, but not with t = -5, verified, asked too: helper-48.
             * Not a second time: y' = cos t + (y - sin t)/(t - 1)^2, whose
             * errors grow without bound toward t = 1, went from 33 to 159
             * digits and then on for minutes where the binary before gave
             * up in 0.7 s: helper-53) */
            unsteady = (st.attempt + 1 < 3 && !o->dense && (!any || st.attempt == 0)
                        && ((stops_unsteady(rp, &st)
                             && (unsteady_extra = unsteady_more(rp, o, D + g)) >= 0)
                            || (unsteady_extra = lost_more(rp, o, D + g)) >= 0
                            || (st.attempt == 0 && stops_at_passed_pair(rp)
                                && (unsteady_extra = 0) == 0)));
            st.fail_reach = fmax(fabs(nan_to_zero(rp[0].stop.t)), fabs(nan_to_zero(rp[1].stop.t)));
            if (!unsteady && (!any || reached >= D || st.attempt + 1 >= 3 || o->dense))
            {
                status = SERSOL_EACCURACY;
                break;
            }
            if (getenv("SERSOL_ODE_DEBUG") != NULL && unsteady)
                fprintf(stderr, "ode policy: the runs stopped at t = %.10g and %.10g: "
                        "more digits\n", rp[0].stop.t, rp[1].stop.t);
            min_digits = any ? reached : 0;
            status = SERSOL_OK;
            R->message[0] = '\0';
        }
        else if (min_digits >= D)
            break;
        else
            st.fail_reach = 0;
        /* not enough: more digits everywhere, more guard bits for more steps */
        if (st.attempt + 1 < 3)
        {
            /* nothing verified: the loss is at least this attempt's whole
             * tolerance, so the extra digits at least double (Lorenz at
             * t = 100 loses about 40 digits: at 3 digits the attempts went
             * to 19 and 32 digits and printed 0 digits; now 22 and 54) */
            slong more = (D - min_digits) + 10;
            if (min_digits == 0)
                more = FLINT_MAX(more, st.extra + 16);
            if (unsteady)
                more = FLINT_MAX(more, unsteady_extra);
            reached_before = min_digits;
            keep_rows(&st, R, n, dim);
            st.extra += more;
            st.steps_prev = FLINT_MAX(rp[0].steps, rp[1].steps);
            /* after stops_unsteady: as many steps as the longer failed run
             * took (at least 10000); the runs of an attempt with enough
             * precision take their usual number (Lorenz to t = -7: 170), but
             * a problem whose own obstacle lies beyond the stops crawls on
             * at the higher precision (Lorenz to t = -10 at 3 digits: 52
             * bits stopped near t = -2.4 after 30000 steps; 81 digits met
             * the complex pair near t = -9.42 and crawled on for more than
             * 10 minutes; the binary before the retry stopped in 4 s) */
            st.budget = unsteady ? FLINT_MAX(5000, st.steps_prev / 4) : 0;
            st.run = 0;
            st.pass = 0;
            memset(done, 0, sizeof(int) * 2 * n);
            dense_ends_clear(&st.ends[0], dim);
            dense_ends_clear(&st.ends[1], dim);
        }
        else
        {
            slong jw = 0;
            for (j = 0; j < n; j++)
                if (R->row_digits[j] < R->row_digits[jw])
                    jw = j;
            status = SERSOL_EACCURACY;
            slong cz;
            int zero_kind = (R->row_digits[jw] == 0) ? row_zero_noise(&cz, R, jw, dim) : 0;
            if (st.growth > ODE_GROWTH_FREE)
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, after 3 attempts with up to %ld more digits: errors "
                         "made along the run grow by a factor of about 10^%.0f or more before it (the "
                         "solution is unstable there; both runs drift from it, possibly onto "
                         "the same neighbouring solution, so their agreement proves nothing "
                         "beyond that loss; a larger --digits may reach it)", o->times[jw],
                         (long) st.extra, st.growth / M_LN10);
            else if (jdep >= 0)
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, after 3 attempts with up to %ld more digits: the two "
                         "runs differ there far beyond their error bounds, which count the "
                         "errors amplified along the run (the solution is unstable before "
                         "it and the runs have left it, so the digits they share prove "
                         "nothing; a larger --digits may reach it)", o->times[jdep],
                         (long) st.extra);
            else if (zero_kind == 1)
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, where the solution is indistinguishable from 0 even "
                         "after the third attempt, with %ld more digits: an exact zero reached "
                         "through inexact operations (as sqrt(2)^2 - 2) has no relative "
                         "digits", o->times[jw], (long) st.extra);
            else if (zero_kind == 2)
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, where %s%s is indistinguishable from 0 even after the "
                         "third attempt, with %ld more digits: an exact zero, or a component "
                         "far below the others (the tolerance is relative to the state's "
                         "max-norm; a rescaled unknown gets its digits)", o->times[jw],
                         P->state_name != NULL && dim > 1 ? "component " : "the solution",
                         P->state_name != NULL && dim > 1 ? P->state_name[cz] : "",
                         (long) st.extra);
            else if (R->row_digits[jw] == 0)     /* even the last tolerance was lost */
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, where even the third attempt, with %ld more digits, "
                         "verified none: the runs lose more than %ld digits there (an "
                         "ill-conditioned problem, such as a chaotic flow over a long time, "
                         "needs a larger --digits; or the solution is not analytic there)",
                         o->times[jw], (long) st.extra, (long) (D + 3 + st.extra));
            else
                snprintf(R->reason, sizeof(R->reason),
                         "at t = %.40s, after 3 attempts with up to %ld more digits (the loss "
                         "does not shrink with the precision: a point where the solution is "
                         "not analytic, ill-conditioning, or a term that starts at a high "
                         "order at t0, as t^50, which a larger --digits may reach)",
                         o->times[jw], (long) st.extra);
            snprintf(R->message, sizeof(R->message), "only %ld of %ld digits reached, %.400s",
                     (long) min_digits, (long) D, R->reason);
        }
    }
    if (status == SERSOL_EACCURACY && R->message[0] != '\0' && strncmp(R->message, "only", 4) != 0)
    {
        slong mind = D;
        char tmp[sizeof(R->message)];
        for (j = 0; j < n; j++)
            mind = FLINT_MIN(mind, R->row_digits[j]);
        memcpy(R->reason, R->message, sizeof(R->reason));
        snprintf(tmp, sizeof(tmp), "only %ld of %ld digits reached (%.*s)", (long) mind, (long) D,
                 (int) sizeof(tmp) - 64, R->message);
        memcpy(R->message, tmp, sizeof(R->message) - 1);
        R->message[sizeof(R->message) - 1] = '\0';
    }
    if (status == SERSOL_EACCURACY)
        note_size_out_of_range(R, P);
    policy_scratch_clear(&st, rp, done, dim);
    return status;
}
