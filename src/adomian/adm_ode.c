/* The ADM split of a problem of kind ode (see adomian.h): R holds y' = y'
 * of the second-order unknowns, N every right-hand side, f = 0. */
#include "adomian-impl.h"

int adm_ode_init(adm_ode_struct * A, const sersol_problem * S)
{
    slong i, d = 0, dim = 0;

    if (S->kind != PROBLEM_ODE)
        return SERSOL_EINPUT;
    for (i = 0; i < S->n; i++)
        dim += S->order[i];
    A->dim = dim;
    A->state_vars = flint_malloc((dim + 1) * sizeof(slong));
    A->init = flint_malloc((dim + 1) * sizeof(expr_ptr));
    A->N = flint_calloc(dim + 1, sizeof(expr_ptr));
    A->R = flint_calloc(dim * dim + 1, sizeof(expr_ptr));
    A->unknown_state = flint_malloc((S->n + 1) * sizeof(slong));

    for (i = 0; i < S->n; i++)
    {
        A->unknown_state[i] = d;
        A->state_vars[d] = S->vars[i];
        A->init[d] = S->init[i];
        if (S->order[i] == 1)
            A->N[d] = S->rhs[i];
        else
        {
            /* y' = (y'): linear, R entry 1; (y')' = rhs */
            A->R[d * dim + d + 1] = expr_const_si(S->ctx, 1);
            A->state_vars[d + 1] = S->dvars[i];
            A->init[d + 1] = S->init_deriv[i];
            A->N[d + 1] = S->rhs[i];
        }
        d += S->order[i];
    }
    A->problem.ctx = S->ctx;
    A->problem.m = dim;
    A->problem.u_vars = A->state_vars;
    A->problem.t_var = S->t_var;
    A->problem.f0 = NULL;
    A->problem.f1 = NULL;
    A->problem.R = A->R;
    A->problem.N = A->N;
    return SERSOL_OK;
}

void adm_ode_clear(adm_ode_struct * A)
{
    flint_free(A->state_vars);
    flint_free(A->init);
    flint_free(A->N);
    flint_free(A->R);
    flint_free(A->unknown_state);
}

void adm_ode_initial_values(arb_ptr u0, const adm_ode_struct * A, slong prec)
{
    slong i, nv = expr_ctx_num_vars(A->problem.ctx);
    arb_ptr zero = _arb_vec_init(nv + 1);

    /* the initial values are constants: the point values are never read */
    for (i = 0; i < A->dim; i++)
        if (expr_eval_arb(u0 + i, A->init[i], zero, prec) != SERSOL_OK)
            arb_indeterminate(u0 + i);
    _arb_vec_clear(zero, nv + 1);
}
