/* Online exp and log: one coefficient of exp(a) and log(a). */
#include "online_internal.h"

/* f = exp(a): f' = a' f, so at t^{k-1}
 *   k f_k = sum_{j=1}^k j a_j f_{k-j},   f_0 = exp(a_0). */
void _tps_exp_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_exp(f, a, prec);
        return;
    }
    _tps_wdot2_div(f + k, NULL, a + 1, 1, f + k - 1, NULL, k, (ulong) k, prec);
}

/* f = log(a): a f' = a', so at t^{k-1}
 *   a_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j a_{k-j},   f_0 = log(a_0),
 * computed as f_k = (a_k - (1/k) sum_{j=1}^{k-1} j f_j a_{k-j}) / a_0. */
void _tps_log_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_log(f, a, prec);
        return;
    }
    _tps_wdot2_div(f + k, NULL, f + 1, 1, a + k - 1, NULL, k - 1, (ulong) k, prec);
    arb_sub(f + k, a + k, f + k, prec);
    if (!arb_is_one(a))
        arb_div(f + k, f + k, a, prec);
}
