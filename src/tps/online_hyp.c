/* Online hyperbolic sine/cosine pair and hyperbolic tangent. */
#include "online_internal.h"

/* s = sinh a, c = cosh a: s' = a' c, c' = a' s, so at t^{k-1}
 *   k s_k = sum_{j=1}^k j a_j c_{k-j},
 *   k c_k = sum_{j=1}^k j a_j s_{k-j};   (s_0, c_0) = (sinh a_0, cosh a_0). */
void _tps_sinh_cosh_coeff(arb_ptr s, arb_ptr c, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_sinh_cosh(s, c, a, prec);
        return;
    }
    _tps_wdot2_div(s + k, c + k, a + 1, 1, c + k - 1, s + k - 1, k, (ulong) k, prec);
}

/* f = tanh a, w = 1 - f^2: f' = a' w, so at t^{k-1}
 *   k f_k = sum_{j=1}^k j a_j w_{k-j},
 * then w_k = [k = 0] - sum_{j=0}^k f_j f_{k-j};   f_0 = tanh a_0. */
void _tps_tanh_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        /* w_0 = 1 - tanh^2 a_0 = sech^2 a_0, without the cancellation */
        arb_tanh(f, a, prec);
        arb_sech(w, a, prec);
        arb_mul(w, w, w, prec);
        return;
    }
    _tps_wdot2_div(f + k, NULL, a + 1, 1, w + k - 1, NULL, k, (ulong) k, prec);
    _tps_sym_sum(w + k, f, 0, k, prec);
    arb_neg(w + k, w + k);
}
