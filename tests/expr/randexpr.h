/* Random expressions from the .ser grammar, for the expr tests.
 *
 * rand_expr builds a random DAG: a pool starts with the variables and grows
 * by random nodes whose operands are drawn from the pool (biased to recent
 * nodes, so the DAG is deep and shares subexpressions).  With safe = 1 the
 * arguments of log, sqrt, asin, acos, division and general powers are
 * wrapped so that they stay in the domain for real inputs
 * (log(1 + a^2), asin(a/(2 + a^2)), ...); domain errors can still occur
 * (tan near a pole, cancellations) and tests skip those points. */
#ifndef SERSOL_TEST_RANDEXPR_H
#define SERSOL_TEST_RANDEXPR_H

#include "testsupport.h"
#include "sersol/expr.h"

static expr_ptr rand_const(expr_ctx_ptr ctx)
{
    fmpq_t q;
    expr_ptr e;
    switch (n_randint(test_state, 6))
    {
        case 0: return expr_pi(ctx);
        case 1: return expr_const_str(ctx, n_randint(test_state, 2) ? "0.1" : "-2.5e-1");
        default:
            fmpq_init(q);
            fmpq_set_si(q, (slong) n_randint(test_state, 11) - 5, 1 + n_randint(test_state, 4));
            e = expr_const_fmpq(ctx, q);
            fmpq_clear(q);
            return e;
    }
}

/* 1 + a^2 (positive) */
static expr_ptr rand_positive(expr_ctx_ptr ctx, expr_ptr a)
{
    return expr_add(ctx, expr_const_si(ctx, 1), expr_pow(ctx, a, expr_const_si(ctx, 2)));
}

static expr_ptr rand_pick(expr_ptr * pool, slong n)
{
    if (n_randint(test_state, 2))
        return pool[n - 1 - (slong) n_randint(test_state, FLINT_MIN(n, 4))];
    return pool[n_randint(test_state, n)];
}

static expr_ptr rand_node(expr_ctx_ptr ctx, expr_ptr * pool, slong n, int safe)
{
    expr_ptr a = rand_pick(pool, n), b = rand_pick(pool, n);
    ulong r = n_randint(test_state, 22);

    if (n_randint(test_state, 6) == 0)
        b = rand_const(ctx);
    if (n_randint(test_state, 12) == 0)
        a = rand_const(ctx);
    switch (r)
    {
        case 0: case 1: return expr_add(ctx, a, b);
        case 2: case 3: return expr_sub(ctx, a, b);
        case 4: case 5: return expr_mul(ctx, a, b);
        case 6: return expr_div(ctx, a, safe ? rand_positive(ctx, b) : b);
        case 7: return expr_neg(ctx, a);
        case 8: /* integer or rational constant exponent */
        {
            fmpq_t q;
            expr_ptr c;
            fmpq_init(q);
            fmpq_set_si(q, (slong) n_randint(test_state, 9) - 4, n_randint(test_state, 3) == 0 ? 2 : 1);
            c = expr_const_fmpq(ctx, q);
            fmpq_clear(q);
            if (safe && (!fmpz_is_one(fmpq_denref(c->q)) || fmpz_sgn(fmpq_numref(c->q)) < 0))
                a = rand_positive(ctx, a);
            return expr_pow(ctx, a, c);
        }
        case 9: /* general power */
            return expr_pow(ctx, safe ? rand_positive(ctx, a) : a, b);
        default:
        {
            expr_op op = (expr_op) (EXPR_FIRST_FUNCTION + (int) (r - 10));
            if (safe && (op == EXPR_LOG || op == EXPR_SQRT))
                a = rand_positive(ctx, a);
            if (safe && (op == EXPR_ASIN || op == EXPR_ACOS))
                a = expr_div(ctx, a, expr_add(ctx, expr_const_si(ctx, 2), expr_pow(ctx, a, expr_const_si(ctx, 2))));
            if (safe && (op == EXPR_EXP || op == EXPR_SINH || op == EXPR_COSH))
                a = expr_fun(ctx, EXPR_SIN, a);     /* keeps magnitudes moderate */
            return expr_fun(ctx, op, a);
        }
    }
}

/* A random expression of about size nodes in variables vars[0..nvars-1]. */
static expr_ptr rand_expr(expr_ctx_ptr ctx, const slong * vars, slong nvars, slong size, int safe)
{
    expr_ptr * pool = flint_malloc((nvars + size + 1) * sizeof(expr_ptr)), e;
    slong n = 0, i;

    for (i = 0; i < nvars; i++)
        pool[n++] = expr_var(ctx, vars[i]);
    for (i = 0; i < size; i++)
    {
        pool[n] = rand_node(ctx, pool, n, safe);
        n++;
    }
    e = pool[n - 1];
    flint_free(pool);
    return e;
}

#endif
