/* Taylor stepper: the series of the state at (t0, y0), order by order. */
#include "sersol/ode.h"
#include "ode_impl.h"

/* One order of the recursion: evaluates coefficient k of the right-hand
 * sides (inputs: coefficient k of t and of every state component, already
 * known) and derives the next state coefficients:
 *   first order   y' = f:   y_{k+1} = f_k / (k+1)
 *   second order  x'' = f:  (x')_{k+1} = f_k / (k+1),  x_{k+2} = (x')_{k+1} / (k+2)
 * (the second is the first applied to the pair (x, x')). */
static int series_order(arb_ptr S, slong stride, ode_problem_struct * P, slong k, slong prec)
{
    slong i, c, dim = P->dim;
    int status;

    for (c = 0; c < dim; c++)
        arb_set(kernel_input(P->K, c + 1) + k, S + c * stride + k);
    status = kernel_eval_coeff(P->K, k, prec);
    if (status != SERSOL_OK)
        return status;
    for (i = 0; i < P->n; i++)
    {
        arb_srcptr f = kernel_output(P->K, i) + k;
        c = P->comp[i];
        if (P->order[i] == 1)
            arb_div_ui(S + c * stride + k + 1, f, k + 1, prec);
        else
        {
            arb_div_ui(S + (c + 1) * stride + k + 1, f, k + 1, prec);
            arb_div_ui(S + c * stride + k + 2, S + (c + 1) * stride + k + 1, k + 2, prec);
        }
    }
    return SERSOL_OK;
}

/* From ODE_BLOCK_MIN_ORDER on a block of relaxed products beats the online
 * recurrences (bench/b-block, bench/b-ode: about even at order 130 and 375
 * bits, 1.3x faster at order 356 and 1039 bits). */

static void fit_kernel(ode_problem_struct * P, slong N)
{
    if (kernel_max_order(P->K) < N + 2)
    {
        slong m = FLINT_MAX(N + 2, 2 * kernel_max_order(P->K));
        arb_ptr tin;
        slong k;
        kernel_fit_order(P->K, m);
        /* the input t is t0 + s: coefficients >= 2 stay zero */
        tin = kernel_input(P->K, 0);
        for (k = 2; k <= m; k++)
            arb_zero(tin + k);
    }
}

/* Order k at max(prec_min, prec - drop k) bits: the term a_k h^k is about
 * q^k times the state (q = h / rho), so its absolute accuracy needs about
 * k log2(1/q) bits fewer than the state's (drop = log2(1/q), see solve.c).
 * The balls keep track of whatever is lost. */
static slong order_prec(slong k, slong prec, double drop, slong prec_min)
{
    double p = prec - drop * k;
    return (p < prec_min) ? FLINT_MIN(prec, prec_min) : (slong) p;
}

int ode_problem_series_sched(arb_ptr S, slong stride, ode_problem_struct * P, const arb_t t0,
                             arb_srcptr y0, slong N, slong prec, double drop, slong prec_min)
{
    slong c, k;
    arb_ptr tin;

    if (stride < N + 2)
        flint_abort();
    if (P->stepper != NULL)
    {
        /* remember the point: ode_problem_series_extend recomputes from it */
        arb_set(P->stepper_t0y0, t0);
        _arb_vec_set(P->stepper_t0y0 + 1, y0, P->dim);
        return P->stepper->series(P->stepper->data, S, stride, t0, y0, N, prec,
                                  P->stepper_message, sizeof(P->stepper_message));
    }
    fit_kernel(P, N);
    tin = kernel_input(P->K, 0);
    arb_set(tin, t0);
    arb_one(tin + 1);
    for (k = 2; k <= kernel_max_order(P->K); k++)
        arb_zero(tin + k);
    for (c = 0; c < P->dim; c++)
    {
        arb_set(S + c * stride, y0 + c);
        /* the derivative of a second-order unknown is also its x_1 */
        if (P->state_kind[c] == 2)
            arb_set(S + (c - 1) * stride + 1, y0 + c);
    }
    return ode_problem_series_extend_sched(S, stride, P, 0, N, prec, drop, prec_min);
}

int ode_problem_series_extend_sched(arb_ptr S, slong stride, ode_problem_struct * P,
                                    slong N_old, slong N, slong prec, double drop, slong prec_min)
{
    slong k;
    int status;

    if (stride < N + 2)
        flint_abort();
    if (P->stepper != NULL)     /* steppers expand from scratch (N_old unused) */
        return P->stepper->series(P->stepper->data, S, stride, P->stepper_t0y0,
                                  P->stepper_t0y0 + 1, N, prec,
                                  P->stepper_message, sizeof(P->stepper_message));
    fit_kernel(P, N);
    /* orders 0..N_old-1 are done: coefficient N_old of every component is
     * known; at high orders the orders N_old..N-1 form one block of the
     * kernel (relaxed products, docs/kernel.md "Blocks"), which stays open:
     * an extension continues its relaxed products (the ode driver raises the
     * order of a step by doubling, 32, 64, ..., 1762 at 1000 digits: before,
     * every extension started its products again from order 0, and the first
     * step cost 2.8 later steps); the next expansion's order 0 ends it */
    if (N >= ODE_BLOCK_MIN_ORDER)
        kernel_block_begin(P->K, N_old, N);
    status = SERSOL_OK;
    for (k = N_old; k < N && status == SERSOL_OK; k++)
    {
        status = series_order(S, stride, P, k, order_prec(k, prec, drop, prec_min));
        /* order k costs about k (online sums, relaxed products): (k/N)^2 done */
        if (P->order_progress != NULL && (k % 16 == 15 || k == N - 1))
            P->order_progress((double) (k + 1) * (k + 1) / ((double) N * N),
                              P->order_progress_data);
    }
    if (status != SERSOL_OK)
        kernel_block_end(P->K);
    return status;
}

int ode_problem_series(arb_ptr S, slong stride, ode_problem_struct * P, const arb_t t0,
                       arb_srcptr y0, slong N, slong prec)
{
    return ode_problem_series_sched(S, stride, P, t0, y0, N, prec, 0.0, prec);
}

int ode_problem_series_extend(arb_ptr S, slong stride, ode_problem_struct * P,
                              slong N_old, slong N, slong prec)
{
    return ode_problem_series_extend_sched(S, stride, P, N_old, N, prec, 0.0, prec);
}
