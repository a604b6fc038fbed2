/* Online real power and square root: one coefficient of a^e and sqrt(a). */
#include "online_internal.h"

/* f = a^e: a f' = e a' f, so at t^{k-1}
 *   a_0 k f_k = sum_{j=1}^k (e j - (k - j)) a_j f_{k-j}
 *             = (e + 1) sum_{j=1}^k j a_j f_{k-j} - k sum_{j=1}^k a_j f_{k-j},
 * one weighted and one plain Cauchy sum;  f_0 = a_0^e. */
void _tps_pow_arb_coeff(arb_ptr f, arb_srcptr a, const arb_t e, slong k, slong prec)
{
    arb_t s, e1;

    if (k == 0)
    {
        arb_pow(f, a, e, prec);
        return;
    }
    arb_init(s);
    arb_init(e1);
    _tps_wdot2(s, NULL, a + 1, 1, f + k - 1, NULL, k, prec);
    arb_add_ui(e1, e, 1, prec);
    arb_mul(s, s, e1, prec);
    /* f_k = (s - k sum_{j=1}^k a_j f_{k-j}) / (k a_0) */
    arb_div_ui(s, s, (ulong) k, prec);
    arb_dot(f + k, s, 1, a + 1, 1, f + k - 1, -1, k, prec);
    if (!arb_is_one(a))
        arb_div(f + k, f + k, a, prec);
    arb_clear(s);
    arb_clear(e1);
}

/* f = sqrt(a): f^2 = a, so at t^k
 *   2 f_0 f_k = a_k - sum_{j=1}^{k-1} f_j f_{k-j},   f_0 = sqrt(a_0)
 * (the sum is symmetric: half of its products suffice). */
void _tps_sqrt_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec)
{
    if (k == 0)
    {
        arb_sqrt(f, a, prec);
        return;
    }
    _tps_sym_sum(f + k, f, 1, k, prec);
    arb_sub(f + k, a + k, f + k, prec);
    arb_div(f + k, f + k, f, prec);
    arb_mul_2exp_si(f + k, f + k, -1);
}
