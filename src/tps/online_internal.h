/* Internal helpers shared by the online recurrences (src/tps/online_*.c).
 * Not part of the public API. */
#ifndef SERSOL_TPS_ONLINE_INTERNAL_H
#define SERSOL_TPS_ONLINE_INTERNAL_H

#include "sersol/tps.h"

/* The weighted sums are computed in chunks of this many terms: the weighted
 * factors j x_j of one chunk live in a fixed stack buffer (no allocation of
 * the arb_struct array; the mantissas of the buffer are allocated once per
 * call and reused by every chunk). */
#define TPS_WDOT_CHUNK 64

/* r1 = sum_{i=0}^{len-1} (j0 + i) x_i y1_{-i}  and, when r2 != NULL,
 * r2 = sum_{i=0}^{len-1} (j0 + i) x_i y2_{-i}  (y1, y2 are read backwards,
 * so y1 points at the partner of x_0).  One arb_dot per chunk and output:
 * the products j x_j are exact, the sums are rounded once per chunk.
 * r1, r2 must not alias x, y1, y2; j0 >= 0. */
void _tps_wdot2(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                arb_srcptr y1, arb_srcptr y2, slong len, slong prec);

/* The same sums divided by div >= 1 (the 1/k of the recurrences): in fixed
 * point the division is exact-then-truncated before the one rounding,
 * otherwise arb_div_ui after the sums. */
void _tps_wdot2_div(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                    arb_srcptr y1, arb_srcptr y2, slong len, ulong div, slong prec);

/* The same sums divided by div in fixed point (src/tps/online_fxdot.c):
 * exact mpn products added unshifted into one accumulator per sum.  Returns
 * 0, computing nothing, when an argument is not finite or has a huge
 * exponent, when j0 < 1, j0 + len >= 2^30, div = 0, or when the
 * accumulator would need more than 24 words (the caller then uses
 * arb_dot). */
int _tps_wdot2_fixed(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                     arb_srcptr y1, arb_srcptr y2, slong len, ulong div, slong prec);

/* r = sum_{i=0}^{len-1} x_i y_{-i} in the same fixed point (weights 1);
 * returns 0 in the same cases, the caller then uses arb_dot. */
int _tps_dot_fixed(arb_t r, arb_srcptr x, arb_srcptr y, slong len, slong prec);

/* r = sum_{j=lo}^{k-lo} x_j x_{k-j} (zero when lo > k - lo), computed as
 * 2 sum_{lo <= j < k/2} x_j x_{k-j} + [k even] x_{k/2}^2: half the products
 * of a Cauchy sum.  r must not alias x. */
void _tps_sym_sum(arb_t r, arb_srcptr x, slong lo, slong k, slong prec);

#endif
