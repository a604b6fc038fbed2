/* A perturbation f(t, x, x') given as expressions, evaluated coefficient by
 * coefficient by the kernel (Taylor-mode AD, DESIGN.md §2). */
#include <stdlib.h>
#include "sersol/osc.h"

int osc_expr_perturbation_init(osc_expr_perturbation_t F, expr_ctx_ptr ctx, slong t_var,
                               const slong * x_vars, const slong * xp_vars,
                               const expr_ptr * f, slong dim, slong max_order)
{
    slong * in = flint_malloc((2 * dim + 1) * sizeof(slong)), i;
    int status;
    in[0] = t_var;
    for (i = 0; i < dim; i++)
    {
        in[1 + i] = x_vars[i];
        in[1 + dim + i] = xp_vars[i];
    }
    F->dim = dim;
    status = kernel_new(&F->K, ctx, in, 2 * dim + 1, f, dim, FLINT_MAX(max_order, 1));
    flint_free(in);
    if (status != SERSOL_OK)
        F->K = NULL;
    else    /* (a perturbation 1e-12 exp(-((x - 1/2)/1e-4)^2) printed cos 2 with
             * 30 "verified" digits; docs/ode.md §3 "States that feed back") */
        kernel_forcing_enclose_states(F->K);
    return status;
}

void osc_expr_perturbation_clear(osc_expr_perturbation_t F)
{
    if (F->K != NULL)
        kernel_free(F->K);
    F->K = NULL;
}

/* inputs: t (t0, 1, 0, ...), x_i, xp_i (coefficient k given) */
int osc_perturbation_expr(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                          arb_srcptr xp, slong dim, void * param, slong prec)
{
    osc_expr_perturbation_struct * F = (osc_expr_perturbation_struct *) param;
    slong i;
    int status;

    if (F->K == NULL || dim != F->dim)
        return SERSOL_EINPUT;
    if (k > kernel_max_order(F->K))
        kernel_fit_order(F->K, FLINT_MAX(k, 2 * kernel_max_order(F->K)));
    if (k == 0)
        arb_set(kernel_input(F->K, 0), t0);
    else if (k == 1)
        arb_one(kernel_input(F->K, 0) + 1);
    else
        arb_zero(kernel_input(F->K, 0) + k);
    for (i = 0; i < dim; i++)
    {
        arb_set(kernel_input(F->K, 1 + i) + k, x + k * dim + i);
        arb_set(kernel_input(F->K, 1 + dim + i) + k, xp + k * dim + i);
    }
    status = kernel_eval_coeff(F->K, k, prec);
    if (status != SERSOL_OK)
        return status;
    for (i = 0; i < dim; i++)
        arb_set(fk + i, kernel_output(F->K, i) + k);
    return SERSOL_OK;
}

int osc_expr_perturbation_branch_negative(void * param, slong N, const arb_t s, slong prec)
{
    const osc_expr_perturbation_struct * F = (const osc_expr_perturbation_struct *) param;
    return F->K != NULL ? kernel_branches_sign_on(F->K, N, s, prec) : KERNEL_BRANCH_POSITIVE;
}

const kernel_struct * osc_expr_perturbation_kernel(const osc_expr_perturbation_t F)
{
    return F->K;
}

slong osc_expr_perturbation_num_branches(const osc_expr_perturbation_t F)
{
    return F->K != NULL ? kernel_num_branches(F->K) : 0;
}

/* inputs t, x_i, xp_i at order 0 (the kernel's coefficients are left as
 * they were) */
int osc_expr_perturbation_value(arb_ptr f, const arb_t t, arb_srcptr x, arb_srcptr xp,
                                slong dim, void * param, slong prec)
{
    const osc_expr_perturbation_struct * F = (const osc_expr_perturbation_struct *) param;
    arb_ptr in;
    slong i;
    int ok;
    if (F->K == NULL || dim != F->dim)
        return 0;
    in = _arb_vec_init(2 * dim + 1);
    arb_set(in, t);
    for (i = 0; i < dim; i++)
    {
        arb_set(in + 1 + i, x + i);
        arb_set(in + 1 + dim + i, xp + i);
    }
    ok = kernel_outputs_at(f, F->K, in, prec);
    _arb_vec_clear(in, 2 * dim + 1);
    return ok;
}
