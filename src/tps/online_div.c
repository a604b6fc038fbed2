/* Online quotient and inverse: one coefficient of a / b and 1 / b. */
#include "online_internal.h"

/* q = a / b, from b q = a at t^k:
 *   q_k = (a_k - sum_{j=1}^k b_j q_{k-j}) / b_0. */
void _tps_div_coeff(arb_ptr q, arb_srcptr a, arb_srcptr b, slong k, slong prec)
{
    if (k == 0)
    {
        arb_div(q, a, b, prec);
        return;
    }
    arb_dot(q + k, a + k, 1, b + 1, 1, q + k - 1, -1, k, prec);
    if (!arb_is_one(b))
        arb_div(q + k, q + k, b, prec);
}

/* q = 1 / b:  q_0 = 1 / b_0,  q_k = -q_0 sum_{j=1}^k b_j q_{k-j}
 * (multiplying by the stored q_0 instead of dividing by b_0, as Arb's
 * basecase inverse does: one multiplication instead of a division). */
void _tps_inv_coeff(arb_ptr q, arb_srcptr b, slong k, slong prec)
{
    if (k == 0)
    {
        arb_inv(q, b, prec);
        return;
    }
    arb_dot(q + k, NULL, 1, b + 1, 1, q + k - 1, -1, k, prec);
    if (!arb_is_one(q))
        arb_mul(q + k, q + k, q, prec);
}
