/* Principal branches along a step (added for the ODE driver).
 *
 * atan(a) (below: branch_value), sqrt(a), a^b (b a constant, not an integer) and the auxiliary
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
 * which one is certainly negative (docs/ode.md §2a). */
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
        case KI_ATAN:
            return I->dst;
        default:
            return -1;
    }
}

/* The principal-branch test of instruction I at the value v of its series
 * f (n terms) at s: v itself for sqrt, powers and the w of asin/acos;
 * pi/2 - |v| for atan.  The real atan jumps by pi where its argument
 * passes through a pole, but the analytic continuation does not (atan u =
 * +-pi/2 - atan(1/u)): the series of atan(tan t) is the one of t, and a
 * step from 1 to 3 of y' = atan(tan t) returned 1 + t^2/2 with every digit
 * (the cross-check agreed: docs/ode.md §2a).  On the principal branch
 * |atan| < pi/2; past the pole the continuation is beyond pi/2
 * (atan(1/(t - 1)) = -pi/2 - atan(t - 1)).  An atan that tends to pi/2
 * (atan(e^(10 t)) at t = 8: pi/2 - 5e-35) is closer to it than the
 * truncation error of its series at 30 digits: the test allows twice the
 * last two terms, |f_k s^k| for k = n-2, n-1 (it stopped that run at a
 * "branch point" t = 7.94).  (16 times missed an excursion of 10^-6 beyond
 * pi/2 at 3 digits: atan(1/((t-1)(t-1.002))), whose continuation exceeds
 * pi/2 by at most w^2/4 between the two poles 1 and 1 + w; an excursion
 * below the truncation error is still missed: docs/ode.md §2a.) */
static void branch_value(arb_t v, const kernel_instr * I, arb_srcptr f, slong n, const arb_t s,
                         slong prec)
{
    if (I->op == KI_ATAN)
    {
        arb_t h;
        mag_t m, t, sm;
        slong k;

        arb_init(h);
        mag_init(m);
        mag_init(t);
        mag_init(sm);
        arb_const_pi(h, prec);
        arb_mul_2exp_si(h, h, -1);
        arb_abs(v, v);
        arb_sub(v, h, v, prec);
        arb_get_mag(sm, s);
        for (k = FLINT_MAX(n - 2, 0); k < n; k++)
        {
            arb_get_mag(t, f + k);
            mag_pow_ui(m, sm, (ulong) k);
            mag_mul(t, t, m);
            mag_mul_2exp_si(t, t, 1);
            arb_add_error_mag(v, t);
        }
        arb_clear(h);
        mag_clear(m);
        mag_clear(t);
        mag_clear(sm);
    }
}

slong kernel_num_branches(const kernel_struct * K)
{
    slong i, n = 0;
    for (i = 0; i < K->prog.len; i++)
        n += (branch_slot(K->prog.ins + i) >= 0);
    return n;
}

int kernel_branches_sign_on(const kernel_struct * K, slong n, const arb_t s, slong prec)
{
    slong i, s_slot;
    int sign = KERNEL_BRANCH_POSITIVE;
    arb_t v;

    n = FLINT_MIN(n, K->num_done);
    if (n <= 0)
        return KERNEL_BRANCH_POSITIVE;
    arb_init(v);
    for (i = 0; i < K->prog.len && sign != KERNEL_BRANCH_NEGATIVE; i++)
        if ((s_slot = branch_slot(K->prog.ins + i)) >= 0)
        {
            _arb_poly_evaluate(v, KERNEL_SLOT(K, s_slot), n, s, prec);
            branch_value(v, K->prog.ins + i, KERNEL_SLOT(K, s_slot), n, s, prec);
            if (arb_is_negative(v))
                sign = KERNEL_BRANCH_NEGATIVE;
            else if (!arb_is_positive(v))
                sign = KERNEL_BRANCH_UNDECIDED;
        }
    arb_clear(v);
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
