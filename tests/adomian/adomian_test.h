/* Test helpers for the adomian module. */
#ifndef SERSOL_ADOMIAN_TEST_H
#define SERSOL_ADOMIAN_TEST_H

#include "testsupport.h"
#include "sersol/adomian.h"

/* Allocates and initialises n series. */
static inline tps_struct * at_vec_init(slong n)
{
    slong i;
    tps_struct * v = flint_malloc((n + 1) * sizeof(tps_struct));
    for (i = 0; i < n; i++)
        tps_init(v + i);
    return v;
}

static inline void at_vec_clear(tps_struct * v, slong n)
{
    slong i;
    for (i = 0; i < n; i++)
        tps_clear(v + i);
    flint_free(v);
}

/* Fails unless a and b overlap coefficientwise on their common length
 * (both must have length len). */
static inline void at_check_overlap(const char * what, const tps_t a, const tps_t b, slong len)
{
    if (a->length != len || b->length != len)
        test_fail("%s: lengths %ld and %ld, expected %ld", what, (long) a->length,
                  (long) b->length, (long) len);
    test_check_overlap(what, a, b);
}

/* ---- random expressions (the idea of tests/kernel/kernel_test.h, kept
 * smaller: Duan's polynomials grow with the depth) ------------------------ */

static inline expr_ptr at_rand_const(expr_ctx_ptr ctx)
{
    static const char * c[] = { "0.1", "5/2", "-1.25", "3/7", "7", "-2", "1/3" };
    return expr_const_str(ctx, c[n_randint(test_state, 7)]);
}

/* positive argument: exp(a) or 2 + a^2 or a */
static inline expr_ptr at_positive(expr_ctx_ptr ctx, expr_ptr a)
{
    switch (n_randint(test_state, 3))
    {
        case 0: return expr_fun(ctx, EXPR_EXP, a);
        case 1: return expr_add(ctx, expr_const_si(ctx, 2), expr_mul(ctx, a, a));
        default: return a;
    }
}

/* A random expression over the variables vars[0..nv-1]. */
static inline expr_ptr at_rand_expr(expr_ctx_ptr ctx, const slong * vars, slong nv, slong depth)
{
    ulong r = n_randint(test_state, depth <= 0 ? 3 : 16);
    expr_ptr a, b;

    if (r < 2)
        return expr_var(ctx, vars[n_randint(test_state, nv)]);
    if (r == 2)
        return at_rand_const(ctx);
    a = at_rand_expr(ctx, vars, nv, depth - 1);
    switch (r)
    {
        case 3: case 4:
            return expr_add(ctx, a, at_rand_expr(ctx, vars, nv, depth - 1));
        case 5:
            return expr_sub(ctx, a, at_rand_expr(ctx, vars, nv, depth - 1));
        case 6: case 7:
            return expr_mul(ctx, a, at_rand_expr(ctx, vars, nv, depth - 1));
        case 8:
            b = at_rand_expr(ctx, vars, nv, depth - 1);
            return expr_div(ctx, a, expr_add(ctx, expr_const_si(ctx, 1), expr_mul(ctx, b, b)));
        case 9:
            return expr_pow(ctx, a, expr_const_si(ctx, (slong) n_randint(test_state, 5)));
        case 10:
            return expr_pow(ctx, at_positive(ctx, a), at_rand_const(ctx));
        case 11:
            return expr_neg(ctx, a);
        default:
        {
            static const expr_op f[] = { EXPR_SIN, EXPR_COS, EXPR_EXP, EXPR_LOG, EXPR_SQRT,
                                         EXPR_ATAN, EXPR_TANH, EXPR_SINH, EXPR_COSH, EXPR_ASIN };
            expr_op op = f[n_randint(test_state, 10)];
            if (op == EXPR_LOG || op == EXPR_SQRT)
                a = at_positive(ctx, a);
            if (op == EXPR_ASIN)
                a = expr_div(ctx, a, expr_add(ctx, expr_const_si(ctx, 2), expr_mul(ctx, a, a)));
            return expr_fun(ctx, op, a);
        }
    }
}

#endif
