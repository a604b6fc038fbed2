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
        default:
            return -1;
    }
}

slong kernel_num_branches(const kernel_struct * K)
{
    slong i, n = 0;
    for (i = 0; i < K->prog.len; i++)
        n += (branch_slot(K->prog.ins + i) >= 0);
    return n;
}

int kernel_branches_negative_at(const kernel_struct * K, slong n, const arb_t s, slong prec)
{
    slong i, s_slot;
    int neg = 0;
    arb_t v;

    n = FLINT_MIN(n, K->num_done);
    if (n <= 0)
        return 0;
    arb_init(v);
    for (i = 0; i < K->prog.len && !neg; i++)
        if ((s_slot = branch_slot(K->prog.ins + i)) >= 0)
        {
            _arb_poly_evaluate(v, KERNEL_SLOT(K, s_slot), n, s, prec);
            neg = arb_is_negative(v);
        }
    arb_clear(v);
    return neg;
}

int kernel_branch_test_kernel(void * K, slong n, const arb_t s, slong prec)
{
    return kernel_branches_negative_at((const kernel_struct *) K, n, s, prec);
}

slong kernel_branch_first_negative(kernel_branch_test test, void * data, slong n, const arb_t s,
                                   slong samples, slong prec)
{
    slong j, first = 0;
    arb_t d;

    arb_init(d);
    for (j = 1; j <= samples && first == 0; j++)
    {
        arb_mul_si(d, s, j, prec);
        arb_div_si(d, d, samples, prec);
        if (test(data, n, d, prec))
            first = j;
    }
    arb_clear(d);
    return first;
}
