/* Online inverse trigonometric functions: atan, asin, acos. */
#include "online_internal.h"

/* The common step of atan, asin, acos: f' = sign a' / w, i.e. w f' = sign a',
 * at t^{k-1}:
 *   w_0 k f_k = sign k a_k - sum_{j=1}^{k-1} j f_j w_{k-j}   (k >= 1). */
static void inverse_step(arb_ptr f, arb_srcptr w, arb_srcptr a, int negate,
                         slong k, slong prec)
{
    _tps_wdot2_div(f + k, NULL, f + 1, 1, w + k - 1, NULL, k - 1, (ulong) k, prec);
    if (negate)
        arb_add(f + k, a + k, f + k, prec);
    else
        arb_sub(f + k, a + k, f + k, prec);
    arb_div(f + k, f + k, w, prec);
    if (negate)
        arb_neg(f + k, f + k);
}

/* f = atan a, w = 1 + a^2:  w_k = [k = 0] + sum_{j=0}^k a_j a_{k-j},
 *   w_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j w_{k-j},   f_0 = atan a_0. */
void _tps_atan_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_atan(f, a, prec);
        arb_mul(w, a, a, prec);
        arb_add_ui(w, w, 1, prec);
        return;
    }
    _tps_sym_sum(w + k, a, 0, k, prec);
    inverse_step(f, w, a, 0, k, prec);
}

/* w = sqrt(1 - a^2): w^2 = 1 - a^2, so at t^k (k >= 1)
 *   2 w_0 w_k = -sum_{j=0}^k a_j a_{k-j} - sum_{j=1}^{k-1} w_j w_{k-j},
 * w_0 = sqrt((1 - a_0)(1 + a_0)) (no cancellation near |a_0| = 1).
 * f[k] (not yet computed) serves as scratch space. */
static void sqrt_one_minus_sqr_coeff(arb_ptr w, arb_ptr f, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_sub_ui(f, a, 1, prec);
        arb_add_ui(w, a, 1, prec);
        arb_mul(w, w, f, prec);
        arb_neg(w, w);
        arb_sqrt(w, w, prec);
        return;
    }
    _tps_sym_sum(f + k, a, 0, k, prec);
    _tps_sym_sum(w + k, w, 1, k, prec);
    arb_add(w + k, w + k, f + k, prec);
    arb_div(w + k, w + k, w, prec);
    arb_mul_2exp_si(w + k, w + k, -1);
    arb_neg(w + k, w + k);
}

/* f = asin a, w = sqrt(1 - a^2): w f' = a', so
 *   w_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j w_{k-j},   f_0 = asin a_0. */
void _tps_asin_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec)
{
    sqrt_one_minus_sqr_coeff(w, f, a, k, prec);
    if (k == 0)
        arb_asin(f, a, prec);
    else
        inverse_step(f, w, a, 0, k, prec);
}

/* f = acos a = pi/2 - asin a, w = sqrt(1 - a^2): w f' = -a', so
 *   w_0 k f_k = -k a_k - sum_{j=1}^{k-1} j f_j w_{k-j},   f_0 = acos a_0. */
void _tps_acos_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec)
{
    sqrt_one_minus_sqr_coeff(w, f, a, k, prec);
    if (k == 0)
        arb_acos(f, a, prec);
    else
        inverse_step(f, w, a, 1, k, prec);
}
