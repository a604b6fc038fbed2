/* Classical and modified Adomian decomposition for initial-value problems
 *     u' = f0(t) + f1(t) + R(t) u + N(t, u),  u(t0) = u0,
 * with L = d/dt and L^{-1} = integral from t0 to t (seed 004 eqs. 8-16,
 * written here with + signs: seed 004's R and N are our -R and -N):
 *     u^(0)   = u0 + L^{-1} f0                                   (13)
 *     u^(1)   = L^{-1} f1 + L^{-1} (R u^(0)) + L^{-1} A_0
 *     u^(k+1) = L^{-1} (R u^(k)) + L^{-1} A_k,   k >= 1          (15)
 * where A_k are the Adomian polynomials of N (t is a parameter, not
 * decomposed).  f1 = 0 is the classical ADM; a split f = f0 + f1 is
 * Wazwaz's modified ADM (Appl. Math. Comput. 102 (1999) 77-86).
 * Every component is a series in tau = t - t0 truncated at tau^(len-1). */
#include "adomian-impl.h"

/* res[0..n-1] = the expressions e[0..n-1] (NULL: zero) as series in tau of
 * length len; tser is the series of t (or NULL when t_var < 0). */
static int eval_in_t(tps_struct * res, expr_ctx_ptr ctx, const expr_ptr * e, slong n,
                     slong t_var, const tps_t tser, slong len, slong prec)
{
    slong i;
    int status = SERSOL_OK;

    for (i = 0; i < n && status == SERSOL_OK; i++)
    {
        if (e == NULL || e[i] == NULL)
            tps_zero(res + i, len);
        else
            status = adomian_eval_whole(res + i, ctx, e + i, 1, &t_var, tser,
                                        t_var >= 0 ? 1 : 0, len, prec);
    }
    return status;
}

/* Duan's polynomials A_i of the m entries of N, given components 0..i in
 * comp, evaluated by a kernel into A[0..m-1] (length len). */
static int adm_duan_step(tps_struct * A, const adm_problem_struct * P, expr_ptr * const * Aexpr,
                         const tps_struct * comp, const tps_t tser, slong i, slong len, slong prec)
{
    slong m = P->m, nin = m * (i + 1) + (P->t_var >= 0), j, k, c;
    slong * in_vars = flint_malloc((nin + 1) * sizeof(slong));
    const tps_struct ** in = flint_malloc((nin + 1) * sizeof(tps_struct *));
    expr_ptr * out = flint_malloc((m + 1) * sizeof(expr_ptr));
    kernel_ptr K;
    int status;

    for (j = 0; j <= i; j++)
        for (k = 0; k < m; k++)
        {
            in_vars[j * m + k] = adomian_component_var(P->ctx, P->u_vars[k], j);
            in[j * m + k] = comp + j * m + k;
        }
    if (P->t_var >= 0)
    {
        in_vars[nin - 1] = P->t_var;
        in[nin - 1] = tser;
    }
    for (k = 0; k < m; k++)
        out[k] = (Aexpr[k] == NULL) ? expr_const_si(P->ctx, 0) : Aexpr[k][i];

    status = kernel_new(&K, P->ctx, in_vars, nin, out, m, FLINT_MAX(len - 1, 0));
    if (status == SERSOL_OK)
    {
        for (j = 0; j < nin; j++)
            for (c = 0; c < len; c++)
                tps_get_coeff_arb(kernel_input(K, j) + c, in[j], c);
        for (c = 0; c < len && status == SERSOL_OK; c++)
            status = kernel_eval_coeff(K, c, prec);
        for (k = 0; k < m && status == SERSOL_OK; k++)
        {
            tps_zero(A + k, len);
            _arb_vec_set(A[k].coeffs, kernel_output(K, k), len);
        }
        kernel_free(K);
    }
    flint_free(in_vars);
    flint_free(in);
    flint_free(out);
    return status;
}

/* The same by the definition (recomputes A_0..A_i, keeps A_i). */
static int adm_definition_step(tps_struct * A, const adm_problem_struct * P,
                               const tps_struct * comp, const tps_t tser, slong i,
                               slong len, slong prec)
{
    slong m = P->m, k, j;
    tps_struct * all = flint_malloc((i + 1) * sizeof(tps_struct));
    int status = SERSOL_OK;

    for (j = 0; j <= i; j++)
        tps_init(all + j);
    for (k = 0; k < m && status == SERSOL_OK; k++)
    {
        if (P->N == NULL || P->N[k] == NULL)
        {
            tps_zero(A + k, len);
            continue;
        }
        status = adomian_series_definition(all, P->ctx, P->N[k], P->u_vars, comp, m,
                                           &P->t_var, tser, P->t_var >= 0 ? 1 : 0,
                                           i, len, prec);
        if (status == SERSOL_OK)
            tps_swap(A + k, all + i);
    }
    for (j = 0; j <= i; j++)
        tps_clear(all + j);
    flint_free(all);
    return status;
}

int adm_components(tps_struct * comp, const adm_problem_struct * P, arb_srcptr u0,
                   const arb_t t0, slong ncomp, slong len, int algorithm, slong prec)
{
    return adm_components_progress(comp, P, u0, t0, ncomp, len, algorithm, prec, NULL, NULL);
}

int adm_components_progress(tps_struct * comp, const adm_problem_struct * P, arb_srcptr u0,
                            const arb_t t0, slong ncomp, slong len, int algorithm, slong prec,
                            adm_progress_fn progress, void * progress_data)
{
    slong m = P->m, i, j, k, ilen = FLINT_MAX(len - 1, 0);
    tps_struct * f0, * f1, * R, * A;
    expr_ptr ** Aexpr = NULL;
    tps_t tser, acc, tmp;
    arb_t zero;
    int status = SERSOL_OK;

    if (m < 0 || ncomp < 0 || len < 0 || (algorithm != ADM_DUAN && algorithm != ADM_DEFINITION))
        return SERSOL_EINPUT;
    if (!adomian_vars_ok(P->ctx, P->u_vars, m, &P->t_var, P->t_var >= 0 ? 1 : 0))
        return SERSOL_EINPUT;
    if (ncomp == 0)
        return SERSOL_OK;

    f0 = flint_malloc((m + 1) * sizeof(tps_struct));
    f1 = flint_malloc((m + 1) * sizeof(tps_struct));
    A = flint_malloc((m + 1) * sizeof(tps_struct));
    R = flint_malloc((m * m + 1) * sizeof(tps_struct));
    for (k = 0; k < m; k++)
    {
        tps_init(f0 + k);
        tps_init(f1 + k);
        tps_init(A + k);
    }
    for (k = 0; k < m * m; k++)
        tps_init(R + k);
    tps_init(tser);
    tps_init(acc);
    tps_init(tmp);
    arb_init(zero);

    /* t = t0 + tau */
    if (P->t_var >= 0)
        tps_set_var(tser, t0, len);

    /* the terms in t, as series of length len - 1 (integrands) */
    status = eval_in_t(f0, P->ctx, P->f0, m, P->t_var, tser, ilen, prec);
    if (status == SERSOL_OK)
        status = eval_in_t(f1, P->ctx, P->f1, m, P->t_var, tser, ilen, prec);
    if (status == SERSOL_OK)
        status = eval_in_t(R, P->ctx, P->R, m * m, P->t_var, tser, ilen, prec);

    /* symbolic Adomian polynomials A_0 .. A_{ncomp-2} of every entry of N */
    if (status == SERSOL_OK && algorithm == ADM_DUAN && ncomp >= 2)
    {
        Aexpr = flint_calloc(m + 1, sizeof(expr_ptr *));
        for (k = 0; k < m && status == SERSOL_OK; k++)
            if (P->N != NULL && P->N[k] != NULL)
            {
                Aexpr[k] = flint_malloc(ncomp * sizeof(expr_ptr));
                status = adomian_duan_expr(Aexpr[k], P->ctx, P->N[k], P->u_vars, m, ncomp - 2);
            }
    }

    /* u^(0) = u0 + L^{-1} f0   (13) */
    for (k = 0; k < m && status == SERSOL_OK; k++)
    {
        if (len == 0)
            tps_zero(comp + k, 0);
        else
            tps_integral(comp + k, f0 + k, u0 + k, prec);
    }

    /* u^(i+1) = L^{-1} (R u^(i) + A_i) (+ L^{-1} f1 for i = 0)   (15) */
    for (i = 0; i + 1 < ncomp && status == SERSOL_OK; i++)
    {
        if (algorithm == ADM_DUAN)
            status = adm_duan_step(A, P, (expr_ptr * const *) Aexpr, comp, tser, i, ilen, prec);
        else
            status = adm_definition_step(A, P, comp, tser, i, ilen, prec);
        for (k = 0; k < m && status == SERSOL_OK; k++)
        {
            tps_set_round(acc, A + k, ilen, prec);
            if (i == 0)
                tps_add(acc, acc, f1 + k, prec);
            for (j = 0; j < m; j++)
            {
                tps_mullow(tmp, R + k * m + j, comp + i * m + j, ilen, prec);
                tps_add(acc, acc, tmp, prec);
            }
            if (len == 0)
                tps_zero(comp + (i + 1) * m + k, 0);
            else
                tps_integral(comp + (i + 1) * m + k, acc, zero, prec);
        }
        if (progress != NULL && status == SERSOL_OK)
        {
            double done = (double) (i + 2) / (double) ncomp;
            progress(done * done, progress_data);
        }
    }

    if (Aexpr != NULL)
    {
        for (k = 0; k < m; k++)
            flint_free(Aexpr[k]);
        flint_free(Aexpr);
    }
    for (k = 0; k < m; k++)
    {
        tps_clear(f0 + k);
        tps_clear(f1 + k);
        tps_clear(A + k);
    }
    for (k = 0; k < m * m; k++)
        tps_clear(R + k);
    flint_free(f0);
    flint_free(f1);
    flint_free(A);
    flint_free(R);
    tps_clear(tser);
    tps_clear(acc);
    tps_clear(tmp);
    arb_clear(zero);
    return status;
}
