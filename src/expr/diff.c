/* Symbolic differentiation and Jacobians. */
#include "expr-impl.h"

/* d e / d var of one node, given the derivatives da, db of its operands.
 * The standard rules; node results are reused (d exp a = exp(a) a' reuses
 * the node exp(a)), so the derivative of an n-node DAG has O(n) nodes. */
static expr_ptr diff_node(expr_ctx_ptr ctx, expr_ptr e, slong var, expr_ptr da, expr_ptr db)
{
    expr_ptr a = e->a, b = e->b, t;

    if (a != NULL && expr_is_zero(da) && (b == NULL || expr_is_zero(db)))
        return da;              /* no operand depends on var */
    switch (e->op)
    {
        case EXPR_CONST: case EXPR_PI:
            return expr_const_si(ctx, 0);
        case EXPR_VAR:
            return expr_const_si(ctx, e->var == var);
        case EXPR_ADD: return expr_add(ctx, da, db);
        case EXPR_SUB: return expr_sub(ctx, da, db);
        case EXPR_NEG: return expr_neg(ctx, da);
        case EXPR_MUL:
            return expr_add(ctx, expr_mul(ctx, da, b), expr_mul(ctx, a, db));
        case EXPR_DIV:
            if (expr_is_zero(db))           /* (a/b)' = a'/b */
                return expr_div(ctx, da, b);
            /* (a/b)' = (a' b - a b') / b^2 */
            return expr_div(ctx, expr_sub(ctx, expr_mul(ctx, da, b), expr_mul(ctx, a, db)),
                            expr_pow(ctx, b, expr_const_si(ctx, 2)));
        case EXPR_POW:
            if (expr_is_zero(db))           /* (a^c)' = c a^(c-1) a' */
            {
                t = expr_pow(ctx, a, expr_sub(ctx, b, expr_const_si(ctx, 1)));
                return expr_mul(ctx, expr_mul(ctx, b, t), da);
            }
            /* (a^b)' = a^b (b' log a + b a' / a) */
            t = expr_mul(ctx, db, expr_fun(ctx, EXPR_LOG, a));
            if (!expr_is_zero(da))
                t = expr_add(ctx, t, expr_div(ctx, expr_mul(ctx, b, da), a));
            return expr_mul(ctx, e, t);
        default:
            break;
    }

    switch (e->op)
    {
        case EXPR_SIN: t = expr_fun(ctx, EXPR_COS, a); break;
        case EXPR_COS: t = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, a)); break;
        case EXPR_TAN:   /* 1 + tan^2 a */
            t = expr_add(ctx, expr_const_si(ctx, 1), expr_pow(ctx, e, expr_const_si(ctx, 2)));
            break;
        case EXPR_EXP: t = e; break;
        case EXPR_LOG: return expr_div(ctx, da, a);
        case EXPR_SQRT:  /* a' / (2 sqrt a) */
            return expr_div(ctx, da, expr_mul(ctx, expr_const_si(ctx, 2), e));
        case EXPR_ATAN:  /* a' / (1 + a^2) */
            return expr_div(ctx, da, expr_add(ctx, expr_const_si(ctx, 1),
                                              expr_pow(ctx, a, expr_const_si(ctx, 2))));
        case EXPR_ASIN:
        case EXPR_ACOS:  /* +- a' / sqrt(1 - a^2) */
            t = expr_fun(ctx, EXPR_SQRT, expr_sub(ctx, expr_const_si(ctx, 1),
                                                  expr_pow(ctx, a, expr_const_si(ctx, 2))));
            t = expr_div(ctx, da, t);
            return e->op == EXPR_ASIN ? t : expr_neg(ctx, t);
        case EXPR_SINH: t = expr_fun(ctx, EXPR_COSH, a); break;
        case EXPR_COSH: t = expr_fun(ctx, EXPR_SINH, a); break;
        case EXPR_TANH:  /* 1 - tanh^2 a */
            t = expr_sub(ctx, expr_const_si(ctx, 1), expr_pow(ctx, e, expr_const_si(ctx, 2)));
            break;
        default:
            flint_abort();
    }
    return expr_mul(ctx, t, da);
}

/* res[i] = d roots[i] / d var, with one memo table for all roots (shared
 * subexpressions are differentiated once). */
static void diff_many(expr_ptr * res, expr_ctx_ptr ctx, const expr_ptr * roots,
                      slong nroots, slong var)
{
    expr_ptr * nodes, * d;
    slong n, i, maxid = 0;

    if (nroots == 0)
        return;
    n = expr_collect(&nodes, roots, nroots);
    maxid = nodes[n - 1]->id;
    d = flint_malloc((maxid + 1) * sizeof(expr_ptr));
    for (i = 0; i < n; i++)
    {
        expr_ptr e = nodes[i];
        expr_ptr da = e->a != NULL ? d[e->a->id] : NULL;
        expr_ptr db = e->b != NULL ? d[e->b->id] : NULL;
        d[e->id] = diff_node(ctx, e, var, da, db);
    }
    for (i = 0; i < nroots; i++)
        res[i] = d[roots[i]->id];
    flint_free(d);
    flint_free(nodes);
}

expr_ptr expr_diff(expr_ctx_ptr ctx, expr_ptr e, slong var)
{
    expr_ptr r;
    diff_many(&r, ctx, &e, 1, var);
    return r;
}

void expr_jacobian(expr_ptr * J, expr_ctx_ptr ctx, const expr_ptr * f, slong nf,
                   const slong * vars, slong nvars)
{
    expr_ptr * col = flint_malloc(FLINT_MAX(nf, 1) * sizeof(expr_ptr));
    slong i, j;

    for (j = 0; j < nvars; j++)
    {
        diff_many(col, ctx, f, nf, vars[j]);
        for (i = 0; i < nf; i++)
            J[i * nvars + j] = col[i];
    }
    flint_free(col);
}
