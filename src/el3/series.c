/* Index-3 Euler-Lagrange recursion of seed 004 (33)-(37); see el3.h. */
#include "sersol/el3.h"
#include "../ggl/ggl_impl.h"

/* Order n >= 2: p_n and lambda_{n-2} from one saddle-point solve. */
static void el3_order_n(ggl_ptr S, slong n_ord, slong prec)
{
    slong n = S->n, r = S->r, i, j, l, nn1 = n_ord * (n_ord - 1);
    arb_ptr rhs = S->wn1, x = S->wn2, s = S->wr1, y = S->wr2;
    arb_t c;

    arb_init(c);

    /* rest of g at order n (p_n = 0) */
    _ggl_set_inputs(S, n_ord, 0, 0);
    kernel_eval_coeff(S->KA, n_ord, prec);

    for (i = 0; i < n; i++)
    {
        arb_set(rhs + i, kernel_output(S->KB, KB_F(S, i)) + n_ord - 2);
        for (j = 1; j <= n_ord - 2; j++)
        {
            for (l = 0; l < n; l++)    /* - M_j (n-j)(n-j-1) p_{n-j} */
            {
                arb_mul_si(c, S->u[l] + n_ord - j, (n_ord - j) * (n_ord - j - 1), prec);
                arb_submul(rhs + i, kernel_output(S->KB, KB_M(S, i, l)) + j, c, prec);
            }
            for (l = 0; l < r; l++)    /* - G_j^T lambda_{n-2-j} */
                arb_submul(rhs + i, kernel_output(S->KA, KA_JAC(S, l, i)) + j,
                           S->lambda[l] + n_ord - 2 - j, prec);
        }
    }
    for (l = 0; l < r; l++)
        arb_mul_si(s + l, kernel_output(S->KA, KA_G(S, l)) + n_ord, -nn1, prec);
    linalg_saddle_solve(x, y, S->S2, rhs, s, prec);
    for (i = 0; i < n; i++)
    {
        arb_div_si(S->u[i] + n_ord, x + i, nn1, prec);
        arb_mul_si(S->v[i] + n_ord - 1, S->u[i] + n_ord, n_ord, prec);   /* v(n-1) = L p(n) */
    }
    for (l = 0; l < r; l++)
        arb_set(S->lambda[l] + n_ord - 2, y + l);
    _ggl_round_to_midpoint(S, S->u, n, n_ord);
    _ggl_round_to_midpoint(S, S->v, n, n_ord - 1);
    _ggl_round_to_midpoint(S, S->lambda, r, n_ord - 2);

    /* g, G at order n with the true p_n; M, f at order n-1 (v_{n-1} is now known) */
    _ggl_set_inputs(S, n_ord, 1, 0);
    kernel_eval_coeff(S->KA, n_ord, prec);
    _ggl_set_inputs(S, n_ord - 1, 1, 1);
    kernel_eval_coeff(S->KB, n_ord - 1, prec);

    arb_clear(c);
}

int el3_series(ggl_ptr S, const arb_t t0, arb_srcptr p0, arb_srcptr v0, slong N, slong prec)
{
    slong k, i;
    int status;

    if (N < 0)
        return SERSOL_EINPUT;
    _ggl_fit_order(S, N + 3);
    status = _ggl_order_zero(S, t0, p0, v0, prec);
    if (status != SERSOL_OK)
        return status;
    /* order 1: p_1 = v_0 */
    for (i = 0; i < S->n; i++)
        arb_set(S->u[i] + 1, v0 + i);
    _ggl_set_inputs(S, 1, 1, 0);
    kernel_eval_coeff(S->KA, 1, prec);
    for (k = 2; k <= N + 2; k++)
        el3_order_n(S, k, prec);
    S->N = N;
    return SERSOL_OK;
}
