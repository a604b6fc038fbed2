/* Constraint residuals of a parsed multibody problem at a computed state:
 * the drift of g(t,u) = 0 and G(t,u) v + g_t(t,u) = 0 (`sersol solve
 * --residuals`).  Evaluated from the file's expressions, G = dg/du and
 * g_t = dg/dt by symbolic differentiation, at the midpoints of u and v. */
#include "sersol/ggl.h"

int ggl_problem_residuals(arb_t res_g, arb_t res_gv, const sersol_problem * P, const arb_t t,
                          arb_srcptr u, arb_srcptr v, slong prec)
{
    slong nv, i, j;
    arb_ptr vals;
    arb_t a, s;
    int status = SERSOL_OK;

    if (P->kind != PROBLEM_GGL && P->kind != PROBLEM_EL3)
        return SERSOL_EINPUT;
    nv = expr_ctx_num_vars(P->ctx);
    vals = _arb_vec_init(nv);
    arb_init(a);
    arb_init(s);
    arb_get_mid_arb(vals + P->t_var, t);
    for (i = 0; i < P->n; i++)
    {
        arb_get_mid_arb(vals + P->pos_vars[i], u + i);
        arb_get_mid_arb(vals + P->vel_vars[i], v + i);
    }
    arb_zero(res_g);
    arb_zero(res_gv);
    for (i = 0; i < P->r && status == SERSOL_OK; i++)
    {
        /* |g_i(t, u)| */
        status = expr_eval_arb(a, P->constraint[i], vals, prec);
        if (status != SERSOL_OK)
            break;
        arb_abs(a, a);
        arb_max(res_g, res_g, a, prec);
        /* |sum_j dg_i/du_j v_j + dg_i/dt| */
        status = expr_eval_arb(s, expr_diff(P->ctx, P->constraint[i], P->t_var), vals, prec);
        for (j = 0; j < P->n && status == SERSOL_OK; j++)
        {
            status = expr_eval_arb(a, expr_diff(P->ctx, P->constraint[i], P->pos_vars[j]), vals, prec);
            arb_addmul(s, a, vals + P->vel_vars[j], prec);
        }
        arb_abs(s, s);
        arb_max(res_gv, res_gv, s, prec);
    }
    if (status != SERSOL_OK)
    {
        arb_indeterminate(res_g);
        arb_indeterminate(res_gv);
    }
    arb_clear(a);
    arb_clear(s);
    _arb_vec_clear(vals, nv);
    return status;
}
