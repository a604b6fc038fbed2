/* Adomian polynomials as t-series, two independent ways:
 *   Duan's recurrence (symbolic, duan.c) evaluated by the coefficient kernel
 *   (online recurrences, order by order in t);
 *   the definition (seed 004 eq. 17) in bivariate (lambda, t) series
 *   arithmetic, through a weighted Kronecker substitution and the
 *   whole-series tps functions. */
#include "adomian-impl.h"

static int check_sizes(expr_ctx_ptr ctx, const slong * vars, slong m,
                       const slong * param_vars, slong np, slong n, slong len)
{
    if (n < 0 || m < 0 || np < 0 || len < 0)
        return SERSOL_EINPUT;
    if (!adomian_vars_ok(ctx, vars, m, param_vars, np))
        return SERSOL_EINPUT;
    return SERSOL_OK;
}

int adomian_series_duan(tps_struct * A, expr_ctx_ptr ctx, expr_ptr N,
                        const slong * vars, const tps_struct * u, slong m,
                        const slong * param_vars, const tps_struct * params, slong np,
                        slong n, slong len, slong prec)
{
    expr_ptr * Aexpr;
    slong * in_vars;
    const tps_struct ** in;
    slong nin = m * (n + 1) + np, i, k, j;
    kernel_ptr K;
    int status;

    status = check_sizes(ctx, vars, m, param_vars, np, n, len);
    if (status != SERSOL_OK)
        return status;

    Aexpr = flint_malloc((n + 1) * sizeof(expr_ptr));
    status = adomian_duan_expr(Aexpr, ctx, N, vars, m, n);
    if (status != SERSOL_OK)
    {
        flint_free(Aexpr);
        return status;
    }
    in_vars = flint_malloc((nin + 1) * sizeof(slong));
    in = flint_malloc((nin + 1) * sizeof(tps_struct *));
    for (i = 0; i <= n; i++)
        for (k = 0; k < m; k++)
        {
            in_vars[i * m + k] = adomian_component_var(ctx, vars[k], i);
            in[i * m + k] = u + i * m + k;
        }
    for (j = 0; j < np; j++)
    {
        in_vars[m * (n + 1) + j] = param_vars[j];
        in[m * (n + 1) + j] = params + j;
    }

    status = kernel_new(&K, ctx, in_vars, nin, Aexpr, n + 1, FLINT_MAX(len - 1, 0));
    if (status == SERSOL_OK && len > 0)
    {
        for (i = 0; i < nin; i++)
        {
            arb_ptr c = kernel_input(K, i);
            for (k = 0; k < len; k++)
                tps_get_coeff_arb(c + k, in[i], k);
        }
        for (k = 0; k < len && status == SERSOL_OK; k++)
            status = kernel_eval_coeff(K, k, prec);
        if (status == SERSOL_OK)
            for (j = 0; j <= n; j++)
            {
                tps_fit_length(A + j, len);
                _arb_vec_set(A[j].coeffs, kernel_output(K, j), len);
                tps_set_length(A + j, len);
            }
    }
    else if (status == SERSOL_OK)
        for (j = 0; j <= n; j++)
            tps_zero(A + j, 0);
    if (K != NULL)
        kernel_free(K);

    flint_free(in_vars);
    flint_free(in);
    flint_free(Aexpr);
    return status;
}

/* Weights for the Kronecker substitution lambda -> s^p, t -> s^q.
 *
 * We need the coefficients [lambda^j t^a] N(u(lambda, t)) on the rectangle
 * j <= n, a < len.  Truncating at total weight p j + q a >= M is a
 * truncation by an ideal, so series arithmetic mod s^M is the image of
 * bivariate series arithmetic mod that ideal under the ring homomorphism
 * lambda -> s^p, t -> s^q; elementary functions commute with it.  The image
 * is exact (no two monomials of weight < M collide) when gcd(p, q) = 1 and
 * M <= p q: a collision p j + q a = p j' + q a' needs |j - j'| >= q, but
 * j < M / p <= q.  The rectangle lies in the triangle when
 * M = p n + q (len - 1) + 1.  (The plain substitution lambda -> s,
 * t -> s^B is wrong for non-polynomial N: lambda^B aliases with t.)
 * Among the admissible (p, q) we take the smallest M (about 4 n len). */
static void kronecker_weights(slong * p_out, slong * q_out, slong * M_out, slong n, slong len)
{
    slong p, q, M, best = WORD_MAX;

    *p_out = *q_out = *M_out = 0;
    for (p = len; p <= len + 2 * (n + 1) * len + 2; p++)
    {
        if (p - len + 1 <= 0)
            continue;
        /* smallest q >= n + 1 with p q >= p n + q (len - 1) + 1 */
        q = (p * n + 1 + (p - len + 1) - 1) / (p - len + 1);
        if (q < n + 1)
            q = n + 1;
        while (n_gcd(p, q) != 1)
            q++;
        M = p * n + q * (len - 1) + 1;
        if (M < best)
        {
            best = M;
            *p_out = p;
            *q_out = q;
            *M_out = M;
        }
    }
}

int adomian_series_definition(tps_struct * A, expr_ctx_ptr ctx, expr_ptr N,
                              const slong * vars, const tps_struct * u, slong m,
                              const slong * param_vars, const tps_struct * params, slong np,
                              slong n, slong len, slong prec)
{
    slong p, q, M, i, k, a, j, nin = m + np;
    slong * in_vars;
    tps_struct * in;
    tps_t res;
    int status;

    status = check_sizes(ctx, vars, m, param_vars, np, n, len);
    if (status != SERSOL_OK)
        return status;
    if (len == 0)
    {
        for (j = 0; j <= n; j++)
            tps_zero(A + j, 0);
        return SERSOL_OK;
    }
    kronecker_weights(&p, &q, &M, n, len);

    in_vars = flint_malloc((nin + 1) * sizeof(slong));
    in = flint_malloc((nin + 1) * sizeof(tps_struct));
    for (k = 0; k < nin; k++)
    {
        tps_init(in + k);
        tps_zero(in + k, M);
    }
    /* u_k(lambda, t) = sum_i lambda^i u_k^(i)(t)  ->  sum_{i,a} u_{k,a}^(i) s^(p i + q a) */
    for (k = 0; k < m; k++)
    {
        in_vars[k] = vars[k];
        for (i = 0; i <= n; i++)
        {
            tps_srcptr c = u + i * m + k;
            for (a = 0; a < len && a < c->length; a++)
                arb_set_round(in[k].coeffs + p * i + q * a, c->coeffs + a, prec);
        }
    }
    for (j = 0; j < np; j++)
    {
        tps_srcptr c = params + j;
        in_vars[m + j] = param_vars[j];
        for (a = 0; a < len && a < c->length; a++)
            arb_set_round(in[m + j].coeffs + q * a, c->coeffs + a, prec);
    }

    tps_init(res);
    status = adomian_eval_whole(res, ctx, &N, 1, in_vars, in, nin, M, prec);
    if (status == SERSOL_OK)
        for (j = 0; j <= n; j++)
        {
            tps_zero(A + j, len);
            for (a = 0; a < len; a++)
                arb_set(A[j].coeffs + a, res->coeffs + p * j + q * a);
        }

    tps_clear(res);
    for (k = 0; k < nin; k++)
        tps_clear(in + k);
    flint_free(in);
    flint_free(in_vars);
    return status;
}
