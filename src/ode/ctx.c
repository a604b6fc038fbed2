/* ode driver context: lifecycle, settings, getters, dense output. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "sersol/tps.h"
#include "sersol/ode.h"
#include "ode_impl.h"

void ode_ctx_init(ode_ctx_struct * C, ode_problem_struct * P, slong prec)
{
    slong c;

    memset(C, 0, sizeof(ode_ctx_struct));
    C->P = P;
    C->dim = P->dim;
    C->prec = prec;
    C->tol_digits = prec * 0.30103 - 3;
    C->step_scale = 1.0;
    C->q_max = 0.5;
    C->rho_hint = INFINITY;
    C->rho_hint_t = 0.0;
    C->order_min = 6;
    C->order_max = 4000;
    C->max_steps = ODE_DEFAULT_MAX_STEPS;
    C->schedule = 1;
    arb_init(C->t0);
    arb_init(C->t);
    arb_init(C->tend);
    C->y0 = _arb_vec_init(C->dim);
    C->y = _arb_vec_init(C->dim);
    C->stride = 0;
    C->S = NULL;
    C->order_lo = WORD_MAX;
    C->min_log_h = INFINITY;
    C->max_log_h = -INFINITY;
    C->max_log_err = -INFINITY;
    C->norm_exp = WORD_MIN;
    C->comp_exp = flint_malloc(sizeof(slong) * FLINT_MAX(C->dim, 1));
    C->drift = flint_calloc(FLINT_MAX(C->dim, 1), sizeof(double));
    for (c = 0; c < C->dim; c++)
        C->comp_exp[c] = WORD_MIN;
    C->init_status = ode_problem_initial_state(C->y0, P, prec);
    C->init_message[0] = '\0';
    C->stop_place = NAN;
    C->feature_t = NAN;
    C->stop_place_err = INFINITY;
    if (C->init_status != SERSOL_OK)
    {
        if (P->stepper != NULL)
            snprintf(C->init_message, sizeof(C->init_message), "%s", P->stepper_message);
        _arb_vec_indeterminate(C->y0, C->dim);
    }
    _arb_vec_set(C->y, C->y0, C->dim);
}

static void clear_segments(ode_ctx_struct * C)
{
    slong i;
    for (i = 0; i < C->num_seg; i++)
    {
        arb_clear(C->seg[i].t);
        arb_clear(C->seg[i].h);
        mag_clear(C->seg[i].carried);
        _arb_vec_clear(C->seg[i].coeffs, C->dim * (C->seg[i].N + 1));
    }
    flint_free(C->seg);
    C->seg = NULL;
    C->num_seg = C->alloc_seg = 0;
}

void _ode_step_ends_clear(ode_ctx_struct * C)
{
    if (C->alloc_ends > 0)
    {
        _arb_vec_clear(C->end_t, C->alloc_ends);
        _arb_vec_clear(C->end_h, C->alloc_ends);
        _arb_vec_clear(C->end_y, C->alloc_ends * C->dim);
    }
    C->end_t = C->end_h = C->end_y = NULL;
    C->num_ends = C->alloc_ends = 0;
}

/* Room for step end k (k <= num_ends); num_ends grows to k + 1. */
void _ode_step_ends_fit(ode_ctx_struct * C, slong k)
{
    if (k >= C->alloc_ends)
    {
        slong a = FLINT_MAX(16, 2 * C->alloc_ends);
        C->end_t = sersol_arb_vec_grow(C->end_t, C->alloc_ends, a);
        C->end_h = sersol_arb_vec_grow(C->end_h, C->alloc_ends, a);
        C->end_y = sersol_arb_vec_grow(C->end_y, C->alloc_ends * C->dim, a * C->dim);
        C->alloc_ends = a;
    }
    C->num_ends = FLINT_MAX(C->num_ends, k + 1);
}

void ode_ctx_clear(ode_ctx_struct * C)
{
    arb_clear(C->t0);
    arb_clear(C->t);
    arb_clear(C->tend);
    _arb_vec_clear(C->y0, C->dim);
    _arb_vec_clear(C->y, C->dim);
    if (C->num_out > 0)
    {
        _arb_vec_clear(C->out_t, C->num_out);
        _arb_vec_clear(C->out_y, C->num_out * C->dim);
        flint_free(C->out_done);
    }
    if (C->S != NULL)
        _arb_vec_clear(C->S, C->dim * C->stride);
    clear_segments(C);
    _ode_step_ends_clear(C);
    flint_free(C->ck_file);
    flint_free(C->ck_header);
    flint_free(C->comp_exp);
    flint_free(C->drift);
    flint_free(C->growth_w);
    flint_free(C->growth_J);
    if (C->growth_stepper != NULL)
        C->growth_stepper_free(C->growth_stepper);
    memset(C, 0, sizeof(ode_ctx_struct));
}

void ode_ctx_set_initial(ode_ctx_struct * C, const arb_t t0, arb_srcptr y0)
{
    arb_set(C->t0, t0);
    arb_set(C->t, t0);
    _arb_vec_set(C->y0, y0, C->dim);
    _arb_vec_set(C->y, y0, C->dim);
    memset(C->drift, 0, sizeof(double) * FLINT_MAX(C->dim, 1));
    C->init_status = SERSOL_OK;
}

void ode_ctx_set_tol_digits(ode_ctx_struct * C, double d) { C->tol_digits = d; }
void ode_ctx_set_order_limits(ode_ctx_struct * C, slong lo, slong hi)
{
    C->order_min = FLINT_MAX(2, lo);
    C->order_max = FLINT_MAX(C->order_min, hi);
}
void ode_ctx_set_order(ode_ctx_struct * C, slong N) { C->order_fixed = N; }
void ode_ctx_set_step_scale(ode_ctx_struct * C, double s) { C->step_scale = s; }
void ode_ctx_set_first_step_scale(ode_ctx_struct * C, double s) { C->first_step_scale = s; }
void ode_ctx_set_max_steps(ode_ctx_struct * C, slong n) { C->max_steps = n; }
void ode_ctx_set_ball_propagation(ode_ctx_struct * C, int ball) { C->ball = ball; }
void ode_ctx_set_dense(ode_ctx_struct * C, int dense) { C->dense = dense; }
void ode_ctx_set_step_ends(ode_ctx_struct * C, slong prec) { C->ends_prec = FLINT_MAX(prec, 0); }
void ode_ctx_set_dense_budget(ode_ctx_struct * C, double bytes) { C->dense_budget = FLINT_MAX(bytes, 0.0); }
void ode_ctx_set_output_targets(ode_ctx_struct * C, slong m)
{
    C->num_targets = FLINT_MAX(0, FLINT_MIN(m, C->num_out));
}

void ode_ctx_set_progress(ode_ctx_struct * C, ode_progress_fn f, void * data)
{
    C->progress = f;
    C->progress_data = data;
}

static char * dup_str(const char * s)
{
    char * r;
    if (s == NULL)
        return NULL;
    r = flint_malloc(strlen(s) + 1);
    strcpy(r, s);
    return r;
}

void ode_ctx_set_checkpoint(ode_ctx_struct * C, const char * file, slong every, const char * header)
{
    flint_free(C->ck_file);
    flint_free(C->ck_header);
    C->ck_file = dup_str(file);
    C->ck_header = dup_str(header);
    C->ck_every = FLINT_MAX(1, every);
}

void ode_ctx_set_outputs(ode_ctx_struct * C, arb_srcptr times, slong n)
{
    if (C->num_out > 0)
    {
        _arb_vec_clear(C->out_t, C->num_out);
        _arb_vec_clear(C->out_y, C->num_out * C->dim);
        flint_free(C->out_done);
    }
    C->num_out = n;
    C->num_targets = n;
    if (n > 0)
    {
        C->out_t = _arb_vec_init(n);
        C->out_y = _arb_vec_init(n * C->dim);
        C->out_done = flint_calloc(n, sizeof(int));
        _arb_vec_set(C->out_t, times, n);
    }
}

const char * ode_ctx_message(const ode_ctx_struct * C) { return C->message; }

int ode_ctx_get_output(arb_ptr y, const ode_ctx_struct * C, slong j)
{
    if (j < 0 || j >= C->num_out || !C->out_done[j])
        return 0;
    _arb_vec_set(y, C->out_y + j * C->dim, C->dim);
    return 1;
}

void ode_ctx_get_state(arb_t t, arb_ptr y, const ode_ctx_struct * C)
{
    arb_set(t, C->t);
    _arb_vec_set(y, C->y, C->dim);
}

slong ode_ctx_num_steps(const ode_ctx_struct * C) { return C->steps; }
slong ode_ctx_num_rejections(const ode_ctx_struct * C) { return C->rejections; }
slong ode_ctx_order_min(const ode_ctx_struct * C) { return C->steps ? C->order_lo : 0; }
slong ode_ctx_order_max(const ode_ctx_struct * C) { return C->order_hi; }
double ode_ctx_order_mean(const ode_ctx_struct * C)
{
    return C->steps ? (double) C->order_sum / C->steps : 0.0;
}
slong ode_ctx_prec(const ode_ctx_struct * C) { return C->prec; }
slong ode_ctx_norm_exp(const ode_ctx_struct * C) { return C->norm_exp; }
const slong * ode_ctx_comp_exp(const ode_ctx_struct * C) { return C->comp_exp; }

/* The exponent e with |mid y_c| >= 2^e (e = exp - 1), or WORD_MIN for a
 * zero, infinite or huge-exponent midpoint (no scale anyone prints). */
static slong mid_exp(const arb_t y)
{
    const arf_struct * m = arb_midref(y);
    if (arb_is_finite(y) && !arf_is_zero(m) && !COEFF_IS_MPZ(ARF_EXP(m))
        && ARF_EXP(m) > -(WORD(1) << 40) && ARF_EXP(m) < (WORD(1) << 40))
        return ARF_EXP(m) - 1;
    return WORD_MIN;
}

void ode_ctx_note_norm(ode_ctx_struct * C)
{
    slong c, e, top = WORD_MIN, floor_exp;

    /* (balls that exclude 0 only: the midpoint of one that holds it is
     * noise; 7e-31 (cosh u - sinh u), u = (t + 1.506)/3e-3, lost y to
     * cancellation, its noise midpoints made the run's size 2^383, and
     * y(-1.5) = 0 +- 1e43 was printed as 0e+43 with 60 "verified"
     * absolute digits against it, where y = sin(-1.5); helper-66) */
    for (c = 0; c < _ode_norm_dim(C); c++)
        if (!arb_contains_zero(C->y + c))
            top = FLINT_MAX(top, mid_exp(C->y + c));
    if (top == WORD_MIN)
        return;
    C->norm_exp = FLINT_MAX(C->norm_exp, top);
    /* a component's own size: a ball excluding 0 above the step's
     * tolerance relative to the state (below it a value is indistinguishable
     * from the run's error: the noise of mu = 0 in a GGL solution, 1e-48
     * next to 1e8, may exclude 0 and would make a size of its own) */
    floor_exp = top - (slong) ceil(C->tol_digits * 3.3219280948873623);
    for (c = 0; c < C->dim; c++)
    {
        e = mid_exp(C->y + c);
        if (e != WORD_MIN && e >= floor_exp && !arb_contains_zero(C->y + c))
            C->comp_exp[c] = FLINT_MAX(C->comp_exp[c], e);
    }
}

/* y = sum_k coeffs[c][k] s^k plus the estimated tail at |s| (see solve.c) */
void _ode_eval_series(arb_ptr y, arb_srcptr coeffs, slong stride, slong dim, slong N,
                      const ode_fit_t * fit, const arb_t s, slong prec);

int ode_ctx_eval_dense(arb_ptr y, const ode_ctx_struct * C, const arb_t t, slong prec)
{
    slong i;
    arb_t s, lo;
    int found = 0;

    if (arb_equal(t, C->t0) || (C->num_seg == 0 && arb_overlaps(t, C->t0)))
    {
        _arb_vec_set(y, C->y0, C->dim);
        return SERSOL_OK;
    }
    arb_init(s);
    arb_init(lo);
    for (i = 0; i < C->num_seg && !found; i++)
    {
        const ode_segment_struct * g = C->seg + i;
        /* inside when 0 < (t - g.t)/h <= 1 */
        arb_sub(s, t, g->t, prec);
        arb_div(lo, s, g->h, prec);
        if (arf_sgn(arb_midref(lo)) > 0 && arf_cmp_si(arb_midref(lo), 1) <= 0)
        {
            _ode_eval_series(y, g->coeffs, g->N + 1, C->dim, g->N, &g->fit, s, prec);
            _ode_carry_error_at(y, C->dim, g->carried, g->carried_rate, s);
            found = 1;
        }
    }
    arb_clear(s);
    arb_clear(lo);
    return found ? SERSOL_OK : SERSOL_EINPUT;
}
