/* Ball evaluation of an expression at a point, with domain checks. */
#include "expr-impl.h"
#include "sersol/tps.h"

/* y = x^c for an exact rational c: integer powers for any x (x != 0 when
 * c < 0); non-integer powers need x >= 0 (x > 0 when c < 0). */
static int pow_fmpq(arb_t y, const arb_t x, const fmpq_t c, slong prec)
{
    if (fmpz_is_one(fmpq_denref(c)))
    {
        if (fmpz_sgn(fmpq_numref(c)) < 0 && !sersol_domain_inv(x))
            return SERSOL_EDOMAIN;
        arb_pow_fmpz(y, x, fmpq_numref(c), prec);
        return SERSOL_OK;
    }
    if (fmpz_sgn(fmpq_numref(c)) < 0 ? !arb_is_positive(x) : !arb_is_nonnegative(x))
        return SERSOL_EDOMAIN;
    arb_pow_fmpq(y, x, c, prec);
    return SERSOL_OK;
}

/* y = op(x) for a function op; SERSOL_EDOMAIN outside its domain. */
static int eval_fun(arb_t y, expr_op op, const arb_t x, slong prec)
{
    switch (op)
    {
        case EXPR_SIN: arb_sin(y, x, prec); break;
        case EXPR_COS: arb_cos(y, x, prec); break;
        case EXPR_TAN:
            if (!sersol_domain_tan(x, prec))
                return SERSOL_EDOMAIN;
            arb_tan(y, x, prec);
            break;
        case EXPR_EXP: arb_exp(y, x, prec); break;
        case EXPR_LOG:
            if (!sersol_domain_log(x))
                return SERSOL_EDOMAIN;
            arb_log(y, x, prec);
            break;
        case EXPR_SQRT:
            if (!arb_is_nonnegative(x))
                return SERSOL_EDOMAIN;
            arb_sqrt(y, x, prec);
            break;
        case EXPR_ATAN: arb_atan(y, x, prec); break;
        case EXPR_ASIN:
        case EXPR_ACOS:
            /* a value: asin(1) = pi/2 (the series need |x| < 1) */
            if (!sersol_domain_asin_value(x))
                return SERSOL_EDOMAIN;
            if (op == EXPR_ASIN)
                arb_asin(y, x, prec);
            else
                arb_acos(y, x, prec);
            break;
        case EXPR_SINH: arb_sinh(y, x, prec); break;
        case EXPR_COSH: arb_cosh(y, x, prec); break;
        case EXPR_TANH: arb_tanh(y, x, prec); break;
        default: flint_abort();
    }
    return SERSOL_OK;
}

/* y = value of node e whose operands have the values x (and z). */
static int eval_node(arb_t y, expr_ptr e, const arb_t x, const arb_t z,
                     arb_srcptr values, slong prec)
{
    switch (e->op)
    {
        case EXPR_CONST: arb_set_fmpq(y, e->q, prec); return SERSOL_OK;
        case EXPR_PI: arb_const_pi(y, prec); return SERSOL_OK;
        case EXPR_VAR: arb_set_round(y, values + e->var, prec); return SERSOL_OK;
        case EXPR_ADD: arb_add(y, x, z, prec); return SERSOL_OK;
        case EXPR_SUB: arb_sub(y, x, z, prec); return SERSOL_OK;
        case EXPR_MUL: arb_mul(y, x, z, prec); return SERSOL_OK;
        case EXPR_DIV:
            if (!sersol_domain_inv(z))
                return SERSOL_EDOMAIN;
            arb_div(y, x, z, prec);
            return SERSOL_OK;
        case EXPR_NEG: arb_neg(y, x); return SERSOL_OK;
        case EXPR_POW:
            if (e->b->op == EXPR_CONST)
                return pow_fmpq(y, x, e->b->q, prec);
            /* a^b = exp(b log a): a > 0 */
            if (!sersol_domain_log(x))
                return SERSOL_EDOMAIN;
            arb_pow(y, x, z, prec);
            return SERSOL_OK;
        default:
            return eval_fun(y, e->op, x, prec);
    }
}

int expr_eval_arb(arb_t res, expr_ptr e, arb_srcptr values, slong prec)
{
    expr_ptr * nodes;
    slong n = expr_collect(&nodes, &e, 1), i;
    slong * pos = flint_malloc((e->id + 1) * sizeof(slong));
    arb_ptr v = _arb_vec_init(n);
    int status = SERSOL_OK;

    for (i = 0; i < n && status == SERSOL_OK; i++)
    {
        expr_ptr f = nodes[i];
        arb_srcptr x = f->a != NULL ? v + pos[f->a->id] : NULL;
        arb_srcptr z = f->b != NULL ? v + pos[f->b->id] : NULL;
        pos[f->id] = i;
        status = eval_node(v + i, f, x, z, values, prec);
        if (status == SERSOL_OK && !arb_is_finite(v + i))
            status = SERSOL_EDOMAIN;
    }
    if (status == SERSOL_OK)
        arb_set(res, v + n - 1);
    else
        arb_indeterminate(res);
    _arb_vec_clear(v, n);
    flint_free(pos);
    flint_free(nodes);
    return status;
}
