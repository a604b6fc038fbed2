/* Index-3 Euler-Lagrange recursion of seed 004 (33)-(37); see el3.h. */
#include "sersol/el3.h"
#include "../ggl/ggl_impl.h"

/* Order n >= 2: p_n and lambda_{n-2} from one saddle-point solve.  The
 * sums are dot products (arb_dot, second factor read backwards), with
 * (n-j)(n-j-1) p_{n-j} = (n-j-1) v_{n-j-1} = dv[n-j-1]; or, in a long
 * expansion (S->sums), relaxed products of the shifted series M_{1+.},
 * G_{1+.}, dv_{1+.}:
 *   sum_{j=1}^{n-2} M_j dv_{n-1-j} + G_j^T lambda_{n-2-j}
 *                            = (M_{1+.} dv_{1+.} + G_{1+.}^T lambda)_{n-3}   sums[i]
 *   sum_{j=1}^{n-1} G_j v_{n-1-j} = (G_{1+.} v)_{n-2}                       sums[n+l]
 * (all factors known before order n).
 *
 * The rest of g at order n (coefficient n of g with p_n = 0) comes from
 * coefficient n-1 of d/dt g(t, p(t)) = G p' + g_t, with (m p_m) = v_{m-1}:
 *   n * rest_n = sum_{j=1}^{n-1} G_j v_{n-1-j} + (g_t)_{n-1},
 * known from the previous orders: one kernel evaluation (of g, G, g_t) per
 * order instead of two (the chain rule holds exactly for the truncated
 * series the kernel computes). */
#define EL3_NUM_SUMS(S) ((S)->n + (S)->r)

static void el3_order_n(ggl_ptr S, slong n_ord, slong prec)
{
    slong n = S->n, r = S->r, i, l, nn1 = n_ord * (n_ord - 1);
    arb_ptr rhs = S->wn1, x = S->wn2, s = S->wr1, y = S->wr2;
    arb_srcptr * fa = S->fa, * fb = S->fb;
    arb_t c;

    arb_init(c);

    for (i = 0; i < n; i++)
    {
        arb_set(rhs + i, kernel_output(S->KB, KB_F(S, i)) + n_ord - 2);
        if (n_ord >= 3 && S->sums != NULL)
        {
            for (l = 0; l < n; l++)
            {
                fa[l] = kernel_output(S->KB, KB_M(S, i, l)) + 1;
                fb[l] = S->dv[l] + 1;
            }
            for (l = 0; l < r; l++)
            {
                fa[n + l] = kernel_output(S->KA, KA_JAC(S, l, i)) + 1;
                fb[n + l] = S->lambda[l];
            }
            arb_sub(rhs + i, rhs + i, _ggl_sum_coeff(S, i, n + r, n_ord - 3, prec), prec);
            continue;
        }
        for (l = 0; l < n && n_ord >= 3; l++)  /* - sum_{j=1}^{n-2} M_j (n-j)(n-j-1) p_{n-j} */
            arb_dot(rhs + i, rhs + i, 1, kernel_output(S->KB, KB_M(S, i, l)) + 1, 1,
                    S->dv[l] + n_ord - 2, -1, n_ord - 2, prec);
        for (l = 0; l < r && n_ord >= 3; l++)  /* - sum_{j=1}^{n-2} G_j^T lambda_{n-2-j} */
            arb_dot(rhs + i, rhs + i, 1, kernel_output(S->KA, KA_JAC(S, l, i)) + 1, 1,
                    S->lambda[l] + n_ord - 3, -1, n_ord - 2, prec);
    }
    for (l = 0; l < r; l++)                   /* -n(n-1) rest_n */
    {
        arb_set(c, kernel_output(S->KA, KA_GT(S, l)) + n_ord - 1);
        if (S->sums != NULL)
        {
            for (i = 0; i < n; i++)
            {
                fa[i] = kernel_output(S->KA, KA_JAC(S, l, i)) + 1;
                fb[i] = S->v[i];
            }
            arb_add(c, c, _ggl_sum_coeff(S, n + l, n, n_ord - 2, prec), prec);
        }
        else
            for (i = 0; i < n; i++)
                arb_dot(c, c, 0, kernel_output(S->KA, KA_JAC(S, l, i)) + 1, 1,
                        S->v[i] + n_ord - 2, -1, n_ord - 1, prec);
        arb_mul_si(s + l, c, -(n_ord - 1), prec);
    }
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
    for (i = 0; i < n; i++)
        arb_mul_si(S->dv[i] + n_ord - 1, S->v[i] + n_ord - 1, n_ord - 1, prec);

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

    S->expanded = 0;
    if (N < 0)
        return SERSOL_EINPUT;
    _ggl_fit_order(S, N + 3);
    status = _ggl_order_zero(S, t0, p0, v0, prec);
    if (status != SERSOL_OK)
        return status;
    /* the index-3 condition: M positive definite on ker G (seed 004 §3) */
    if (!linalg_spd_on_kernel(S->M0, S->G0, prec))
        return SERSOL_EINDEX;
    /* order 1: p_1 = v_0 */
    for (i = 0; i < S->n; i++)
        arb_set(S->u[i] + 1, v0 + i);
    _ggl_set_inputs(S, 1, 1, 0);
    kernel_eval_coeff(S->KA, 1, prec);
    /* kernel A evaluates orders 2..N+2, kernel B orders 1..N+1, once each
     * in sequence: relaxed block products at high orders */
    _ggl_blocks_begin(S, 2, 1, N + 2, EL3_NUM_SUMS(S), prec);
    for (k = 2; k <= N + 2; k++)
    {
        el3_order_n(S, k, prec);
        _ggl_report_order(S, k, N + 2);
    }
    _ggl_blocks_end(S);
    S->N = N;
    S->expanded = 3;
    S->prec = prec;
    return SERSOL_OK;
}

int el3_series_extend(ggl_ptr S, slong N, slong prec)
{
    slong k;

    if (S->expanded != 3 || prec != S->prec)
        return SERSOL_EINPUT;
    if (N <= S->N)
        return SERSOL_OK;
    _ggl_fit_order(S, N + 3);
    /* orders 2..N_old+2 are done (kernel A to N_old+2, B to N_old+1):
     * blocks and relaxed sums replay them */
    _ggl_blocks_begin(S, S->N + 3, S->N + 2, N + 2, EL3_NUM_SUMS(S), prec);
    for (k = S->N + 3; k <= N + 2; k++)
    {
        el3_order_n(S, k, prec);
        _ggl_report_order(S, k, N + 2);
    }
    _ggl_blocks_end(S);
    S->N = N;
    return SERSOL_OK;
}
