/* Principal branches along a step (added for the ODE driver).
 *
 * sqrt(a), a^b (b a constant, not an integer) and the auxiliary
 * w = sqrt(1 - a^2) of asin a and acos a are positive at the expansion point
 * (the domain checks of order 0).  Their recurrences continue them
 * analytically, and where the argument touches the branch point with even
 * multiplicity the continuation leaves the principal branch without any
 * singularity that the coefficients could show: e' = sqrt(1 - e^2), e(0) = 0,
 * has e = sin t, sqrt(1 - e^2) = |cos t|, but the series of that node is the
 * one of cos t, entire; a step from 0 to 2 returned sin 2 (e must not
 * decrease), and the cross-check run agreed whenever its steps also passed
 * pi/2 (found at 10-25 digits, t = 1.8-2.5).  Such a node is negative on the
 * far side, so the driver samples it along the step and shortens a step on
 * which one is certainly negative (docs/ode.md §2a).  atan nodes have their
 * own test (atan_sign_on, below). */
#include <math.h>
#include <arb_poly.h>
#include "kernel_impl.h"

/* The slot of instruction I's principal-branch series, or -1. */
static slong branch_slot(const kernel_instr * I)
{
    switch (I->op)
    {
        case KI_SQRT: case KI_POW:
            return I->dst;
        case KI_ASIN: case KI_ACOS:
            return I->dst2;
        default:
            return -1;
    }
}

/* The atan nodes.  The real atan jumps by pi where its argument passes
 * through a pole, but the analytic continuation does not (atan u = +-pi/2
 * - atan(1/u)): the series of atan(tan t) is the one of t, and a step from
 * 1 to 3 of y' = atan(tan t) returned 1 + t^2/2 with every digit (the
 * cross-check agreed: docs/ode.md §2a).  The test compares the node's
 * series at s (the continuation) with the principal value there: the
 * program at order 0 on the inputs' series evaluated at s, which is how the
 * next step will start.  They differ by a multiple of pi after a jump, by
 * the truncation error otherwise; the test is "differ by less than 1".  (A
 * first version asked for |continuation| < pi/2: an atan tending to pi/2,
 * atan(e^(10 t)) = pi/2 - 5e-35 at t = 8, is closer to it than the
 * truncation error at 30 digits, and two poles w apart, atan(1/((t-1)
 * (t-1-w))), take the continuation only w^2/4 beyond pi/2, below the
 * truncation error at 2-3 digits: y(1.5) was printed 1.67e-2 for 1.36e-2
 * with 3 digits for w = 1/1000.)
 *
 * The principal values of every atan node at s, into p (prog order; one
 * per atan instruction): 0 when the program is undefined at s (a ball
 * over a pole: the caller bisects).  Coefficient 0 of every slot, and the
 * domain record, are restored: the kernel is left as it was. */
/* The program at order 0 on the inputs' values in (one per input): the
 * nodes' values there in coefficient 0 of every slot the program writes;
 * 0 when the program is undefined there.  The coefficients 0 of the input
 * slots and of the slots the program writes are swapped out into
 * K->at_saved (the constants' slots are only read), and restore_order0
 * swaps them back: no copy of the series' (working-precision) values, no
 * allocation after the first call (the residual samples call this 16
 * times a step). */
static void swap_prog_order0(kernel_struct * K, const kernel_prog * prog)
{
    slong i;
    for (i = 0; i < prog->len; i++)
    {
        const kernel_instr * I = prog->ins + i;
        arb_swap(K->at_saved + I->dst, KERNEL_SLOT(K, I->dst));
        if (I->dst2 >= 0)
            arb_swap(K->at_saved + I->dst2, KERNEL_SLOT(K, I->dst2));
    }
}

static void swap_order0(kernel_struct * K)
{
    slong i;
    for (i = 0; i < K->n_in; i++)
        arb_swap(K->at_saved + K->in_slot[i], KERNEL_SLOT(K, K->in_slot[i]));
    swap_prog_order0(K, &K->prog);
    if (K->at_consts)
        swap_prog_order0(K, &K->cprog);
}

/* The program at the values in, at prec bits; the constants too when
 * prec exceeds the bits they hold (the ODE driver's pole search at 1024
 * bits: 157/100 held to a run's 242 bits left t - 157/100 holding 0 within
 * 2^-242 of its zero, no growth was seen there, and a pole 10^-70/(t -
 * 157/100) passed). */
static int program_at(kernel_struct * K, arb_srcptr in, slong prec)
{
    slong i;
    int ok = 1;

    if (K->at_saved == NULL)
        K->at_saved = _arb_vec_init(K->num_slots);
    K->at_consts = (prec > K->const_prec && K->cprog.len > 0);
    swap_order0(K);
    if (K->at_consts)   /* (every constant is a result of the constant program) */
        ok = (_kernel_constants_eval(K, prec) == SERSOL_OK);
    for (i = 0; i < K->n_in; i++)
        arb_set(KERNEL_SLOT(K, K->in_slot[i]), in + i);
    for (i = 0; i < K->prog.len && ok; i++)
        ok = (_kernel_instr_eval(K, K->prog.ins + i, 0, prec) == SERSOL_OK);
    return ok;
}

static void restore_order0(kernel_struct * K)
{
    swap_order0(K);
}

static int atan_principal_at(arb_ptr p, const kernel_struct * Kc, slong n, const arb_t s,
                             slong prec)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (changed and restored) */
    arb_ptr in = _arb_vec_init(K->n_in);
    slong i, j;
    int ok, dop = K->domain_op;

    for (i = 0; i < K->n_in; i++)   /* the inputs' series (orders < n) at s */
        _arb_poly_evaluate(in + i, KERNEL_SLOT(K, K->in_slot[i]), n, s, prec);
    ok = program_at(K, in, prec);
    for (i = j = 0; i < K->prog.len && ok; i++)
        if (K->prog.ins[i].op == KI_ATAN)
            arb_set(p + j++, KERNEL_SLOT(K, K->prog.ins[i].dst));
    restore_order0(K);
    K->domain_op = dop;
    _arb_vec_clear(in, K->n_in);
    return ok;
}

int kernel_outputs_at(arb_ptr out, const kernel_struct * Kc, arb_srcptr in, slong prec)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (changed and restored) */
    slong j;
    int ok, dop = K->domain_op;

    ok = program_at(K, in, prec);
    for (j = 0; j < K->n_out && ok; j++)
        arb_set(out + j, KERNEL_SLOT(K, K->out_slot[j]));
    restore_order0(K);
    K->domain_op = dop;
    return ok;
}

/* log |f_k| (-inf for a coefficient that may be 0: rounding noise, as the
 * coefficients k >= 2 of atan(tan t), must not look like growth). */
static double log_abs_coeff(arb_srcptr x)
{
    mag_t m;
    double l;
    if (arb_contains_zero(x))
        return -INFINITY;
    mag_init(m);
    arb_get_mag(m, x);
    l = log(mag_get_d(m));
    mag_clear(m);
    return l;
}

/* The largest log |f_k| for k in [a, b), and its k in *kmax (-inf if all
 * are zero). */
static double window_max_log(arb_srcptr f, slong a, slong b, slong * kmax)
{
    double l, best = -INFINITY;
    slong k;
    *kmax = a;
    for (k = a; k < b; k++)
        if ((l = log_abs_coeff(f + k)) > best)
        {
            best = l;
            *kmax = k;
        }
    return best;
}

/* Nonzero when s lies beyond half the radius of the series f (n terms):
 * |s| rho > 1/2, rho estimated on the upper half of the coefficients by
 * the root test and by the slope between the largest coefficients of its
 * two halves (a near-zero coefficient among oscillating ones does not
 * count); there its value is no continuation.  A step of a polynomial
 * solution is unbounded even when a node's singularities cancel: y' =
 * tan(atan(K(t - 1))) (y = K/2 ((t-1)^2 - 1) exactly) evaluated the atan
 * series far past its radius and stopped as "out of reach" (K = 10 ...
 * 1000; the root test alone missed coefficients 0.002, 0.0028, 0.004, ...
 * of radius 0.71, small but growing). */
static int beyond_half_radius(arb_srcptr f, slong n, const arb_t s)
{
    mag_t sm;
    slong k, lo = FLINT_MAX(n / 2, 1), mid, ka, kb;
    double ls, lk, la, lb, lmax = -INFINITY;

    mag_init(sm);
    arb_get_mag(sm, s);
    ls = mag_is_zero(sm) ? -INFINITY : log(mag_get_d(sm));
    mag_clear(sm);
    for (k = lo; k < n; k++)
        if ((lk = log_abs_coeff(f + k)) > -INFINITY)
            lmax = fmax(lmax, lk / (double) k);
    mid = lo + (n - lo) / 2;
    if (mid > lo && n > mid)
    {
        la = window_max_log(f, lo, mid, &ka);
        lb = window_max_log(f, mid, n, &kb);
        if (la > -INFINITY && lb > -INFINITY && kb > ka)
            lmax = fmax(lmax, (lb - la) / (double) (kb - ka));
    }
    return ls + lmax > -M_LN2;
}

/* The sign of the atan test at s: the continuation minus the principal
 * value less than 1 in size (positive), more (negative), or undecided
 * (also where the node's series does not converge at s). */
static int atan_sign_on(const kernel_struct * K, slong n, const arb_t s, slong prec)
{
    slong i, j, na = 0;
    int sign = KERNEL_BRANCH_POSITIVE;
    arb_ptr p;
    arb_t v;

    for (i = 0; i < K->prog.len; i++)
        na += (K->prog.ins[i].op == KI_ATAN);
    if (na == 0)
        return KERNEL_BRANCH_POSITIVE;
    p = _arb_vec_init(na);
    arb_init(v);
    if (!atan_principal_at(p, K, n, s, prec))
        sign = KERNEL_BRANCH_UNDECIDED;
    for (i = j = 0; i < K->prog.len && sign != KERNEL_BRANCH_UNDECIDED; i++)
        if (K->prog.ins[i].op == KI_ATAN)
        {
            arb_srcptr f = KERNEL_SLOT(K, K->prog.ins[i].dst);
            if (beyond_half_radius(f, n, s))
            {
                sign = KERNEL_BRANCH_UNDECIDED;
                break;
            }
            _arb_poly_evaluate(v, f, n, s, prec);
            arb_sub(v, v, p + j++, prec);
            arb_abs(v, v);
            arb_sub_ui(v, v, 1, prec);      /* |difference| - 1 */
            if (arb_is_positive(v))
            {
                sign = KERNEL_BRANCH_NEGATIVE;
                break;
            }
            if (!arb_is_negative(v))
                sign = KERNEL_BRANCH_UNDECIDED;
        }
    arb_clear(v);
    _arb_vec_clear(p, na);
    return sign;
}

slong kernel_num_branches(const kernel_struct * K)
{
    slong i, n = 0;
    for (i = 0; i < K->prog.len; i++)
        n += (branch_slot(K->prog.ins + i) >= 0 || K->prog.ins[i].op == KI_ATAN);
    return n;
}

/* An estimate of the truncation error of the n-term series f at s: twice
 * the largest of its last BRANCH_TAIL_TERMS terms |f_k| |s|^k (several:
 * an even or sparse series has zeros among them).  Beyond the series'
 * radius these terms exceed its value, whose sign then means nothing:
 * y' = sqrt(2 + sin t^2), z' = z had steps ruled by z's size e^35 (the
 * tolerance is relative to the state's max-norm) that passed the complex
 * branch points 0.02 off the axis, and the node's partial sums, certainly
 * negative there, stopped the run at 10 and 20 digits as "steps cannot
 * pass t = 34.86, a branch point" (30 digits went through). */
#define BRANCH_TAIL_TERMS 4
/* Fewer terms are no tail: the phi method's order-3 series of the
 * perturbation (src/osc) has its linear term among the last four, and no
 * crossing of sqrt(1 - sin(t)^2) at pi/2 was certain any more; its
 * residual check judges such a series. */
#define BRANCH_TAIL_MIN 8

static void truncation_estimate(mag_t err, arb_srcptr f, slong n, const arb_t s)
{
    slong k;
    mag_t sm, a, t;

    mag_zero(err);
    if (n < BRANCH_TAIL_MIN)
        return;
    mag_init(sm);
    mag_init(a);
    mag_init(t);
    arb_get_mag(sm, s);
    for (k = n - BRANCH_TAIL_TERMS; k < n; k++)
    {
        arb_get_mag(a, f + k);
        mag_pow_ui(t, sm, k);
        mag_mul(t, t, a);
        mag_max(err, err, t);
    }
    mag_mul_2exp_si(err, err, 1);
    mag_clear(sm);
    mag_clear(a);
    mag_clear(t);
}

int kernel_branches_sign_on(const kernel_struct * K, slong n, const arb_t s, slong prec)
{
    slong i, s_slot;
    int sign = KERNEL_BRANCH_POSITIVE;
    arb_t v;
    mag_t tail;

    n = FLINT_MIN(n, K->num_done);
    if (n <= 0)
        return KERNEL_BRANCH_POSITIVE;
    arb_init(v);
    mag_init(tail);
    for (i = 0; i < K->prog.len && sign != KERNEL_BRANCH_NEGATIVE; i++)
        if ((s_slot = branch_slot(K->prog.ins + i)) >= 0)
        {
            _arb_poly_evaluate(v, KERNEL_SLOT(K, s_slot), n, s, prec);
            truncation_estimate(tail, KERNEL_SLOT(K, s_slot), n, s);
            arb_add_error_mag(v, tail);
            if (arb_is_negative(v))
                sign = KERNEL_BRANCH_NEGATIVE;
            else if (!arb_is_positive(v))
                sign = KERNEL_BRANCH_UNDECIDED;
        }
    arb_clear(v);
    mag_clear(tail);
    if (sign != KERNEL_BRANCH_NEGATIVE)
    {
        int a = atan_sign_on(K, n, s, prec);
        if (a != KERNEL_BRANCH_POSITIVE)
            sign = a;
    }
    return sign;
}

int kernel_branches_negative_at(const kernel_struct * K, slong n, const arb_t s, slong prec)
{
    return kernel_branches_sign_on(K, n, s, prec) == KERNEL_BRANCH_NEGATIVE;
}

int kernel_branch_test_kernel(void * K, slong n, const arb_t s, slong prec)
{
    return kernel_branches_sign_on((const kernel_struct *) K, n, s, prec);
}

/* A point strictly between a and b (the midpoint, as a point) where a
 * series is certainly negative, searched by bisection while the enclosure
 * over the interval is not certainly positive: 1 when found.  *budget
 * bounds the tests (a series touching 0, sqrt(1 - e^2) with e -> 1, keeps
 * every level undecided). */
static int dip_between(kernel_branch_test test, void * data, slong n, const arb_t a,
                       const arb_t b, slong depth, slong * budget, slong prec)
{
    arb_t m, iv;
    int found = 0;

    if (depth <= 0 || *budget <= 0)
        return 0;
    arb_init(m);
    arb_init(iv);
    arb_union(iv, a, b, prec);
    (*budget)--;
    if (test(data, n, iv, prec) != KERNEL_BRANCH_POSITIVE)
    {
        arb_add(m, a, b, prec);
        arb_mul_2exp_si(m, m, -1);
        arb_get_mid_arb(m, m);
        (*budget)--;
        found = (test(data, n, m, prec) == KERNEL_BRANCH_NEGATIVE)
                || dip_between(test, data, n, a, m, depth - 1, budget, prec)
                || dip_between(test, data, n, m, b, depth - 1, budget, prec);
    }
    arb_clear(m);
    arb_clear(iv);
    return found;
}

slong kernel_branch_first_negative(kernel_branch_test test, void * data, slong n, const arb_t s,
                                   slong samples, slong prec)
{
    slong j, first = 0, budget = 64 * samples;
    arb_t d, prev;

    arb_init(d);
    arb_init(prev);
    for (j = 1; j <= samples && first == 0; j++)
    {
        arb_mul_si(d, s, j, prec);
        arb_div_si(d, d, samples, prec);
        arb_get_mid_arb(d, d);
        if (test(data, n, d, prec) == KERNEL_BRANCH_NEGATIVE
            || dip_between(test, data, n, prev, d, KERNEL_BRANCH_DEPTH, &budget, prec))
            first = j;
        arb_swap(prev, d);
    }
    arb_clear(d);
    arb_clear(prev);
    return first;
}
