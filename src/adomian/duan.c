/* Symbolic Adomian polynomials by Duan's recurrence (seed 004 eq. 19;
 * J.-S. Duan, Appl. Math. Comput. 217 (2011) 6337-6348):
 *
 *     A_0 = N(u^(0)),
 *     A_n = (1/n) sum_{k=1}^m sum_{i=0}^{n-1} (i+1) u_k^(i+1) dA_{n-1-i}/du_k^(0),  n >= 1.
 *
 * Why it holds: with u(lambda) = sum_i lambda^i u^(i),
 * d/dlambda N(u(lambda)) = sum_k (dN/du_k)(u(lambda)) u_k'(lambda); the
 * coefficient of lambda^(n-1) on the left is n A_n, and the lambda^j
 * coefficient of (dN/du_k)(u(lambda)) is the j-th Adomian polynomial of
 * dN/du_k, which is dA_j/du_k^(0) (A_j depends on u^(0) only through the
 * derivatives of N at u^(0)). */
#include <string.h>
#include <stdio.h>
#include "adomian-impl.h"

int adomian_vars_ok(expr_ctx_ptr ctx, const slong * vars, slong m,
                    const slong * vars2, slong m2)
{
    slong i, j, nv = expr_ctx_num_vars(ctx);

    for (i = 0; i < m + m2; i++)
    {
        slong v = (i < m) ? vars[i] : vars2[i - m];
        if (v < 0 || v >= nv)
            return 0;
        for (j = 0; j < i; j++)
            if (v == ((j < m) ? vars[j] : vars2[j - m]))
                return 0;
    }
    return 1;
}

slong adomian_component_var(expr_ctx_ptr ctx, slong var, slong i)
{
    const char * base;
    char * name;
    slong v;

    if (i == 0)
        return var;
    base = expr_ctx_var_name(ctx, var);
    name = flint_malloc(strlen(base) + 32);
    sprintf(name, "%s_(%ld)", base, (long) i);
    v = expr_ctx_add_var(ctx, name);
    flint_free(name);
    return v;
}

int adomian_duan_expr(expr_ptr * A, expr_ctx_ptr ctx, expr_ptr N,
                      const slong * vars, slong m, slong n)
{
    expr_ptr * D;      /* D[k*(n+1) + j] = dA_j / du_k^(0), j < n */
    slong * comp;      /* comp[k*(n+1) + i] = variable of u_k^(i) */
    slong j, k, i;
    fmpq_t q;

    if (n < 0 || m < 0 || !adomian_vars_ok(ctx, vars, m, NULL, 0))
        return SERSOL_EINPUT;

    D = flint_malloc((m * (n + 1) + 1) * sizeof(expr_ptr));
    comp = flint_malloc((m * (n + 1) + 1) * sizeof(slong));
    for (k = 0; k < m; k++)
        for (i = 0; i <= n; i++)
            comp[k * (n + 1) + i] = adomian_component_var(ctx, vars[k], i);

    fmpq_init(q);
    A[0] = N;
    for (j = 1; j <= n; j++)
    {
        expr_ptr sum = expr_const_si(ctx, 0);

        /* the derivatives of the newest polynomial A_{j-1} */
        for (k = 0; k < m; k++)
            D[k * (n + 1) + j - 1] = expr_diff(ctx, A[j - 1], vars[k]);

        for (k = 0; k < m; k++)
            for (i = 0; i < j; i++)
            {
                expr_ptr d = D[k * (n + 1) + j - 1 - i];
                expr_ptr term;
                if (expr_is_zero(d))
                    continue;
                term = expr_mul(ctx, expr_var(ctx, comp[k * (n + 1) + i + 1]), d);
                term = expr_mul(ctx, expr_const_si(ctx, i + 1), term);
                sum = expr_add(ctx, sum, term);
            }
        fmpq_set_si(q, 1, j);
        A[j] = expr_mul(ctx, expr_const_fmpq(ctx, q), sum);
    }
    fmpq_clear(q);
    flint_free(D);
    flint_free(comp);
    return SERSOL_OK;
}
