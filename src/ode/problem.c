/* ode problem: the right-hand sides compiled into one kernel over (t, state). */
#include <string.h>
#include "sersol/ode.h"

static char * copy_name(const char * s, int prime)
{
    size_t n = strlen(s);
    char * r = flint_malloc(n + 2);
    memcpy(r, s, n);
    if (prime)
        r[n++] = '\'';
    r[n] = '\0';
    return r;
}

/* Whether e is free of t and of every state variable. */
static int rhs_is_constant(expr_ptr e, const ode_problem_struct * P, slong dim)
{
    slong c;
    if (!expr_is_free_of(e, P->t_var))
        return 0;
    for (c = 0; c < dim; c++)
        if (!expr_is_free_of(e, P->state_var[c]))
            return 0;
    return 1;
}

/* The states the forcing search encloses by their series over the step
 * (kernel_forcing_set_series_input), so that a pulse written in one is
 * searched as one in t is: those determined by t alone, whose right-hand
 * side depends on t and on such states only (a clock s' = c, a width v' =
 * 0, a second-order clock s'' = 0, a phase theta' = 1 + cos(t)/2), found
 * by rounds until none is added; and the others that reach a function
 * that can hide a scale (kernel_input_reaches_scale: a pulse in s with s'
 * = 1 + 10^-30 y printed the values without it with 30 "verified" digits,
 * helper-61), taken as t more than once.  Not those that reach only
 * products, sin and cos (the pendulum, Lorenz): no function of them can
 * hide a scale their coefficients do not show. */
static void mark_enclosed_states(ode_problem_struct * P, const expr_ptr * rhs, slong dim)
{
    char * only = flint_calloc(FLINT_MAX(dim, 1), 1);
    slong c, d;
    int added = 1;

    while (added)
    {
        added = 0;
        for (c = 0; c < dim; c++)
        {
            slong i = P->state_unknown[c];
            int free_of_others = 1;
            if (only[c])
                continue;
            if (P->state_kind[c] == 1)      /* a position: its rhs is its velocity */
                free_of_others = only[c + 1];
            else
                for (d = 0; d < dim && free_of_others; d++)
                    if (!only[d] && !expr_is_free_of(rhs[i], P->state_var[d]))
                        free_of_others = 0;
            if (free_of_others)
            {
                only[c] = 1;
                added = 1;
            }
        }
    }
    for (c = 0; c < dim; c++)
        if (only[c])
        {   /* affine: a constant right-hand side, or a position whose
             * velocity's is 0 */
            slong i = P->state_unknown[c];
            int affine = (P->state_kind[c] == 1) ? expr_is_zero(rhs[i])
                                                 : rhs_is_constant(rhs[i], P, dim);
            kernel_forcing_set_series_input(P->K, c + 1,
                                            affine ? KERNEL_SERIES_AFFINE : KERNEL_SERIES_OF_T);
        }
    kernel_forcing_enclose_states(P->K);
    flint_free(only);
}

int ode_problem_init(ode_problem_struct * P, expr_ctx_ptr ctx, slong t_var, slong n,
                     const slong * vars, const slong * dvars, const int * order,
                     char * const * names, const expr_ptr * rhs, const expr_ptr * init)
{
    slong i, c, dim = 0, * inputs;
    int status;

    for (i = 0; i < n; i++)
    {
        if (order[i] != 1 && order[i] != 2)
            flint_abort();
        dim += order[i];
    }
    memset(P, 0, sizeof(ode_problem_struct));
    P->ctx = ctx;
    P->t_var = t_var;
    P->n = n;
    P->dim = dim;
    P->order = flint_malloc(sizeof(int) * FLINT_MAX(n, 1));
    P->comp = flint_malloc(sizeof(slong) * FLINT_MAX(n, 1));
    P->rhs = flint_malloc(sizeof(expr_ptr) * FLINT_MAX(n, 1));
    P->state_var = flint_malloc(sizeof(slong) * FLINT_MAX(dim, 1));
    P->state_kind = flint_malloc(sizeof(int) * FLINT_MAX(dim, 1));
    P->state_unknown = flint_malloc(sizeof(slong) * FLINT_MAX(dim, 1));
    P->state_name = flint_malloc(sizeof(char *) * FLINT_MAX(dim, 1));
    P->init = flint_malloc(sizeof(expr_ptr) * FLINT_MAX(dim, 1));

    for (i = 0, c = 0; i < n; i++)
    {
        P->order[i] = order[i];
        P->comp[i] = c;
        P->rhs[i] = rhs[i];
        P->state_var[c] = vars[i];
        P->state_kind[c] = (order[i] == 1) ? 0 : 1;
        P->state_unknown[c] = i;
        P->state_name[c] = copy_name(names[i], 0);
        c++;
        if (order[i] == 2)
        {
            P->state_var[c] = dvars[i];
            P->state_kind[c] = 2;
            P->state_unknown[c] = i;
            P->state_name[c] = copy_name(names[i], 1);
            c++;
        }
    }
    for (c = 0; c < dim; c++)
        P->init[c] = (init == NULL) ? NULL : init[c];
    if (dim == n)
    {   /* first order only: the Jacobian for the contraction estimate */
        P->jac = flint_malloc(sizeof(expr_ptr) * FLINT_MAX(dim * dim, 1));
        expr_jacobian(P->jac, ctx, rhs, n, P->state_var, dim);
        P->sysjac = P->jac;
    }
    else
    {   /* the system y' = v, v' = f for the growth estimate */
        expr_ptr * F = flint_malloc(sizeof(expr_ptr) * dim);
        for (i = 0; i < n; i++)
        {
            c = P->comp[i];
            if (order[i] == 1)
                F[c] = rhs[i];
            else
            {
                F[c] = expr_var(ctx, dvars[i]);
                F[c + 1] = rhs[i];
            }
        }
        P->sysjac = flint_malloc(sizeof(expr_ptr) * dim * dim);
        expr_jacobian(P->sysjac, ctx, F, dim, P->state_var, dim);
        flint_free(F);
    }

    /* kernel inputs: t, then the state components (y_i, and y_i' as the
     * variable of the first derivative of a second-order unknown) */
    inputs = flint_malloc(sizeof(slong) * (dim + 1));
    inputs[0] = t_var;
    for (c = 0; c < dim; c++)
        inputs[c + 1] = P->state_var[c];
    status = kernel_new(&P->K, ctx, inputs, dim + 1, rhs, n, 32);
    flint_free(inputs);
    if (status != SERSOL_OK)
    {
        P->K = NULL;
        ode_problem_clear(P);
        return status;
    }
    mark_enclosed_states(P, rhs, dim);
    return SERSOL_OK;
}

int ode_problem_init_parsed(ode_problem_struct * P, const sersol_problem * S)
{
    expr_ptr * init;
    slong i, c, dim = 0;
    int status;

    if (S->kind != PROBLEM_ODE)
        return SERSOL_EINPUT;
    for (i = 0; i < S->n; i++)
        dim += S->order[i];
    init = flint_malloc(sizeof(expr_ptr) * FLINT_MAX(dim, 1));
    for (i = 0, c = 0; i < S->n; i++)
    {
        init[c++] = S->init[i];
        if (S->order[i] == 2)
            init[c++] = S->init_deriv[i];
    }
    status = ode_problem_init(P, S->ctx, S->t_var, S->n, S->vars, S->dvars, S->order,
                              S->names, S->rhs, init);
    flint_free(init);
    return status;
}

void ode_problem_init_stepper(ode_problem_struct * P, expr_ctx_ptr ctx, slong t_var,
                              slong dim, char * const * names, ode_stepper_struct * stepper)
{
    slong c;

    memset(P, 0, sizeof(ode_problem_struct));
    P->ctx = ctx;
    P->t_var = t_var;
    P->n = dim;
    P->dim = dim;
    P->order = flint_malloc(sizeof(int) * FLINT_MAX(dim, 1));
    P->comp = flint_malloc(sizeof(slong) * FLINT_MAX(dim, 1));
    P->rhs = flint_calloc(FLINT_MAX(dim, 1), sizeof(expr_ptr));
    P->state_var = flint_malloc(sizeof(slong) * FLINT_MAX(dim, 1));
    P->state_kind = flint_calloc(FLINT_MAX(dim, 1), sizeof(int));
    P->state_unknown = flint_malloc(sizeof(slong) * FLINT_MAX(dim, 1));
    P->state_name = flint_malloc(sizeof(char *) * FLINT_MAX(dim, 1));
    P->init = flint_calloc(FLINT_MAX(dim, 1), sizeof(expr_ptr));
    for (c = 0; c < dim; c++)
    {
        P->order[c] = 1;
        P->comp[c] = c;
        P->state_var[c] = -1;
        P->state_unknown[c] = c;
        P->state_name[c] = copy_name(names[c], 0);
    }
    P->stepper = stepper;
    P->stepper_t0y0 = _arb_vec_init(dim + 1);
}

void ode_problem_clear(ode_problem_struct * P)
{
    slong c;
    if (P->K != NULL)
        kernel_free(P->K);
    if (P->stepper != NULL)
    {
        if (P->stepper->free != NULL)
            P->stepper->free(P->stepper->data);
        flint_free(P->stepper);
        _arb_vec_clear(P->stepper_t0y0, P->dim + 1);
    }
    for (c = 0; c < P->dim; c++)
        flint_free(P->state_name[c]);
    flint_free(P->order);
    flint_free(P->comp);
    flint_free(P->rhs);
    flint_free(P->state_var);
    flint_free(P->state_kind);
    flint_free(P->state_unknown);
    flint_free(P->state_name);
    flint_free(P->init);
    if (P->sysjac != P->jac)
        flint_free(P->sysjac);
    flint_free(P->jac);
    memset(P, 0, sizeof(ode_problem_struct));
}

int ode_problem_initial_state(arb_ptr y0, const ode_problem_struct * P, slong prec)
{
    slong c, nv;
    arb_ptr values;
    int status = SERSOL_OK;

    if (P->stepper != NULL)
        return P->stepper->initial(P->stepper->data, y0, prec,
                                   (char *) P->stepper_message, sizeof(P->stepper_message));
    nv = expr_ctx_num_vars(P->ctx);
    values = _arb_vec_init(FLINT_MAX(nv, 1));

    /* the initial values are constants; t = 0 for safety */
    for (c = 0; c < P->dim && status == SERSOL_OK; c++)
    {
        if (P->init[c] == NULL)
            status = SERSOL_EINPUT;
        else
            status = expr_eval_arb(y0 + c, P->init[c], values, prec);
    }
    _arb_vec_clear(values, FLINT_MAX(nv, 1));
    return status;
}

void ode_problem_set_order_progress(ode_problem_struct * P, ode_progress_fn fn, void * data)
{
    P->order_progress = fn;
    P->order_progress_data = data;
    if (P->stepper != NULL && P->stepper->set_progress != NULL)
        P->stepper->set_progress(P->stepper->data, fn, data);
}

int ode_problem_init_copy(ode_problem_t Q, const ode_problem_struct * P)
{
    slong i, * vars, * dvars;
    char ** names;
    int status;

    if (P->stepper != NULL)
    {
        ode_stepper_struct * st;
        if (P->stepper->copy == NULL)
            return SERSOL_EINPUT;
        st = flint_malloc(sizeof(ode_stepper_struct));
        *st = *P->stepper;
        st->data = P->stepper->copy(P->stepper->data);
        if (st->data == NULL)
        {
            flint_free(st);
            return SERSOL_EINPUT;
        }
        ode_problem_init_stepper(Q, P->ctx, P->t_var, P->dim, P->state_name, st);
        return SERSOL_OK;
    }

    vars = flint_malloc(sizeof(slong) * FLINT_MAX(P->n, 1));
    dvars = flint_malloc(sizeof(slong) * FLINT_MAX(P->n, 1));
    names = flint_malloc(sizeof(char *) * FLINT_MAX(P->n, 1));
    for (i = 0; i < P->n; i++)
    {
        vars[i] = P->state_var[P->comp[i]];
        dvars[i] = (P->order[i] == 2) ? P->state_var[P->comp[i] + 1] : -1;
        names[i] = P->state_name[P->comp[i]];
    }
    status = ode_problem_init(Q, P->ctx, P->t_var, P->n, vars, dvars, P->order, names,
                              P->rhs, P->init);
    flint_free(vars);
    flint_free(dvars);
    flint_free(names);
    return status;
}
