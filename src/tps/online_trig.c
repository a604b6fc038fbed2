/* Online sine/cosine pair and tangent. */
#include "online_internal.h"

/* s = sin a, c = cos a: s' = a' c, c' = -a' s, so at t^{k-1}
 *   k s_k =  sum_{j=1}^k j a_j c_{k-j},
 *   k c_k = -sum_{j=1}^k j a_j s_{k-j};   (s_0, c_0) = (sin a_0, cos a_0).
 * Both sums share the weighted factors j a_j. */
void _tps_sin_cos_coeff(arb_ptr s, arb_ptr c, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_sin_cos(s, c, a, prec);
        return;
    }
    _tps_wdot2_div(s + k, c + k, a + 1, 1, c + k - 1, s + k - 1, k, (ulong) k, prec);
    arb_neg(c + k, c + k);
}

/* f = tan a, w = 1 + f^2: f' = a' w, so at t^{k-1}
 *   k f_k = sum_{j=1}^k j a_j w_{k-j},
 * then w_k = [k = 0] + sum_{j=0}^k f_j f_{k-j};   f_0 = tan a_0. */
void _tps_tan_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_tan(f, a, prec);
        arb_mul(w, f, f, prec);
        arb_add_ui(w, w, 1, prec);
        return;
    }
    _tps_wdot2_div(f + k, NULL, a + 1, 1, w + k - 1, NULL, k, (ulong) k, prec);
    _tps_sym_sum(w + k, f, 0, k, prec);
}
