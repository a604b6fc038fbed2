/* Weighted and symmetric Cauchy sums for the online recurrences. */
#include "online_internal.h"

/* Accumulates acc += dot(w, y reversed) through the temporary t, so that
 * arb_dot never writes to its own initial term. */
static void dot_accumulate(arb_t acc, arb_t t, int first, arb_srcptr w,
                           arb_srcptr y, slong m, slong prec)
{
    if (first)
        arb_dot(acc, NULL, 0, w, 1, y, -1, m, prec);
    else
    {
        arb_dot(t, acc, 0, w, 1, y, -1, m, prec);
        arb_swap(acc, t);
    }
}

void _tps_wdot2(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                arb_srcptr y1, arb_srcptr y2, slong len, slong prec)
{
    arb_struct w[TPS_WDOT_CHUNK];
    arb_t t;
    slong c, i, m, mmax;

    if (len <= 0)
    {
        arb_zero(r1);
        if (r2 != NULL)
            arb_zero(r2);
        return;
    }

    mmax = FLINT_MIN(len, TPS_WDOT_CHUNK);
    for (i = 0; i < mmax; i++)
        arb_init(w + i);
    arb_init(t);

    for (c = 0; c < len; c += TPS_WDOT_CHUNK)
    {
        m = FLINT_MIN(TPS_WDOT_CHUNK, len - c);
        /* the weights are small integers: j x_j is exact */
        for (i = 0; i < m; i++)
            arb_mul_ui(w + i, x + c + i, (ulong) (j0 + c + i), prec);
        dot_accumulate(r1, t, c == 0, w, y1 - c, m, prec);
        if (r2 != NULL)
            dot_accumulate(r2, t, c == 0, w, y2 - c, m, prec);
    }

    arb_clear(t);
    for (i = 0; i < mmax; i++)
        arb_clear(w + i);
}

void _tps_sym_sum(arb_t r, arb_srcptr x, slong lo, slong k, slong prec)
{
    slong npairs = (k + 1) / 2 - lo;   /* pairs j < k - j with j >= lo */

    if (npairs > 0)
    {
        arb_dot(r, NULL, 0, x + lo, 1, x + k - lo, -1, npairs, prec);
        arb_mul_2exp_si(r, r, 1);
    }
    else
        arb_zero(r);

    if (k % 2 == 0 && k / 2 >= lo)
        arb_addmul(r, x + k / 2, x + k / 2, prec);
}
