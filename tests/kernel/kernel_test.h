/* Test helpers for the kernel: random integer series, random expressions
 * from the .ser grammar, and
 * an independent whole-series evaluator of an expression (tps_exp,
 * tps_sin_cos, tps_div, tps_mullow, tps_pow_arb, ...: Arb's arb_poly_*_series,
 * not the online recurrences the kernel uses). */
#ifndef SERSOL_KERNEL_TEST_H
#define SERSOL_KERNEL_TEST_H

#include <flint/fmpz_poly.h>
#include "testsupport.h"
#include "sersol/expr.h"
#include "sersol/kernel.h"

/* a random integer series of len coefficients (bits bits, signed), as
 * balls in a and exactly in p */
static inline void kt_rand_int_series(arb_ptr a, fmpz_poly_t p, slong len, slong bits)
{
    slong i;
    fmpz_t c;
    fmpz_init(c);
    fmpz_poly_zero(p);
    for (i = 0; i < len; i++)
    {
        fmpz_randtest(c, test_state, bits);
        fmpz_poly_set_coeff_fmpz(p, i, c);
        arb_set_fmpz(a + i, c);
    }
    fmpz_clear(c);
}

static const expr_op kt_functions[] = {
    EXPR_SIN, EXPR_COS, EXPR_TAN, EXPR_EXP, EXPR_LOG, EXPR_SQRT,
    EXPR_ATAN, EXPR_ASIN, EXPR_ACOS, EXPR_SINH, EXPR_COSH, EXPR_TANH
};

static inline expr_ptr kt_rand_const(expr_ctx_ptr ctx)
{
    static const char * decimals[] = { "0.1", "2.5", "-1.25", "3/7", "1e-1", "7", "-2" };
    fmpq_t q;
    expr_ptr e;

    if (n_randint(test_state, 3) == 0)
        return expr_const_str(ctx, decimals[n_randint(test_state, 7)]);
    fmpq_init(q);
    fmpz_set_si(fmpq_numref(q), (slong) n_randint(test_state, 13) - 6);
    fmpz_set_ui(fmpq_denref(q), 1 + n_randint(test_state, 4));
    fmpq_canonicalise(q);
    e = expr_const_fmpq(ctx, q);
    fmpq_clear(q);
    return e;
}

/* An argument made positive (for log, sqrt, real powers): a, exp(a) or 2 + a^2. */
static inline expr_ptr kt_positive(expr_ctx_ptr ctx, expr_ptr a)
{
    switch (n_randint(test_state, 3))
    {
        case 0: return a;
        case 1: return expr_fun(ctx, EXPR_EXP, a);
        default: return expr_add(ctx, expr_const_si(ctx, 2), expr_mul(ctx, a, a));
    }
}

/* An argument made small (for asin, acos): a or a / (2 + a^2), |.| < 0.36. */
static inline expr_ptr kt_small(expr_ctx_ptr ctx, expr_ptr a)
{
    if (n_randint(test_state, 4) == 0)
        return a;
    return expr_div(ctx, a, expr_add(ctx, expr_const_si(ctx, 2), expr_mul(ctx, a, a)));
}

/* A random expression over variables 0..nvars-1 of depth at most depth. */
static inline expr_ptr kt_rand_expr(expr_ctx_ptr ctx, slong nvars, slong depth)
{
    ulong r = n_randint(test_state, depth <= 0 ? 4 : 20);
    expr_ptr a, b;

    if (r < 2)
        return expr_var(ctx, n_randint(test_state, nvars));
    if (r == 2)
        return kt_rand_const(ctx);
    if (r == 3)
        return n_randint(test_state, 3) ? expr_var(ctx, n_randint(test_state, nvars)) : expr_pi(ctx);

    a = kt_rand_expr(ctx, nvars, depth - 1);
    switch (r)
    {
        case 4: case 5:
            return expr_add(ctx, a, kt_rand_expr(ctx, nvars, depth - 1));
        case 6:
            return expr_sub(ctx, a, kt_rand_expr(ctx, nvars, depth - 1));
        case 7: case 8:
            b = kt_rand_expr(ctx, nvars, depth - 1);
            return expr_mul(ctx, a, n_randint(test_state, 4) ? b : a);
        case 9:
            b = kt_rand_expr(ctx, nvars, depth - 1);
            if (n_randint(test_state, 2))
                b = expr_add(ctx, expr_const_si(ctx, 1), expr_mul(ctx, b, b));
            return expr_div(ctx, n_randint(test_state, 4) ? a : expr_const_si(ctx, 1), b);
        case 10:
            return expr_neg(ctx, a);
        case 11: case 12:   /* integer power */
        {
            slong n = (slong) n_randint(test_state, 9) - 3;
            if (n < 0)
                a = kt_positive(ctx, a);
            return expr_pow(ctx, a, expr_const_si(ctx, n));
        }
        case 13:            /* rational or constant-in-t real power */
        {
            static const char * ex[] = { "1/2", "-1/2", "1/3", "2.5", "-0.7" };
            b = n_randint(test_state, 4) ? expr_const_str(ctx, ex[n_randint(test_state, 5)])
                                         : expr_pi(ctx);
            return expr_pow(ctx, kt_positive(ctx, a), b);
        }
        case 14:            /* general a^b */
            b = kt_rand_expr(ctx, nvars, depth - 1);
            return expr_pow(ctx, kt_positive(ctx, a), b);
        default:            /* functions */
        {
            expr_op op = kt_functions[n_randint(test_state, 12)];
            if (op == EXPR_LOG || op == EXPR_SQRT)
                a = kt_positive(ctx, a);
            else if (op == EXPR_ASIN || op == EXPR_ACOS)
                a = kt_small(ctx, a);
            else if (op == EXPR_TAN && n_randint(test_state, 2))
                a = expr_fun(ctx, EXPR_ATAN, a);
            return expr_fun(ctx, op, a);
        }
    }
}

/* ---- whole-series evaluation ------------------------------------------- */

typedef struct
{
    tps_struct * val;   /* by node id */
    char * done;
    slong num;
    tps_srcptr vars;    /* by variable number */
    slong n, prec;
}
kt_whole;

static inline void kt_whole_init(kt_whole * W, expr_ctx_ptr ctx, tps_srcptr vars, slong n, slong prec)
{
    slong i;
    W->num = expr_ctx_num_nodes(ctx);
    W->val = flint_malloc((W->num + 1) * sizeof(tps_struct));
    W->done = flint_calloc(W->num + 1, 1);
    for (i = 0; i < W->num; i++)
        tps_init(W->val + i);
    W->vars = vars;
    W->n = n;
    W->prec = prec;
}

static inline void kt_whole_clear(kt_whole * W)
{
    slong i;
    for (i = 0; i < W->num; i++)
        tps_clear(W->val + i);
    flint_free(W->val);
    flint_free(W->done);
}

/* res = a^n by binary powering (n >= 0): products only, independent of
 * the kernel's power recurrence.  (Repeated multiplication took minutes
 * when the builder folded nested powers into n ~ 2*10^7, seed 11001.) */
static inline void kt_whole_ipow(tps_t res, const tps_t a, slong n, slong len, slong prec)
{
    tps_t sq;
    tps_init(sq);
    tps_set(sq, a);
    tps_set_si(res, 1, len);
    while (n > 0)
    {
        if (n & 1)
            tps_mullow(res, res, sq, len, prec);
        n >>= 1;
        if (n > 0)
            tps_mullow(sq, sq, sq, len, prec);
    }
    tps_clear(sq);
}

/* Whole-series value of e (length W->n); SERSOL_EDOMAIN when undefined. */
static inline int kt_whole_eval(kt_whole * W, expr_ptr e)
{
    tps_ptr r = W->val + e->id, A, B;
    slong n = W->n, prec = W->prec;
    int st = SERSOL_OK;
    arb_t c;

    if (W->done[e->id])
        return W->done[e->id] == 1 ? SERSOL_OK : SERSOL_EDOMAIN;
    if (e->a != NULL && (st = kt_whole_eval(W, e->a)) != SERSOL_OK)
        goto out;
    if (e->b != NULL && (st = kt_whole_eval(W, e->b)) != SERSOL_OK)
        goto out;
    A = (e->a != NULL) ? W->val + e->a->id : NULL;
    B = (e->b != NULL) ? W->val + e->b->id : NULL;
    arb_init(c);
    switch (e->op)
    {
        case EXPR_CONST: arb_set_fmpq(c, e->q, prec); tps_set_arb(r, c, n); break;
        case EXPR_PI:    arb_const_pi(c, prec); tps_set_arb(r, c, n); break;
        case EXPR_VAR:   tps_set(r, W->vars + e->var); break;
        case EXPR_ADD:   tps_add(r, A, B, prec); break;
        case EXPR_SUB:   tps_sub(r, A, B, prec); break;
        case EXPR_NEG:   tps_neg(r, A); break;
        case EXPR_MUL:   tps_mullow(r, A, B, n, prec); break;
        case EXPR_DIV:   st = tps_div(r, A, B, n, prec); break;
        case EXPR_POW:
            if (e->b->op == EXPR_CONST && fmpz_is_one(fmpq_denref(e->b->q)))
            {
                slong m = fmpz_get_si(fmpq_numref(e->b->q));
                kt_whole_ipow(r, A, FLINT_ABS(m), n, prec);
                if (m < 0)
                    st = tps_inv(r, r, n, prec);
            }
            else
            {
                /* exp(b log a) */
                st = tps_log(r, A, n, prec);
                if (st == SERSOL_OK)
                {
                    tps_mullow(r, r, B, n, prec);
                    st = tps_exp(r, r, n, prec);
                }
            }
            break;
        case EXPR_SIN:   st = tps_sin_cos(r, NULL, A, n, prec); break;
        case EXPR_COS:   st = tps_sin_cos(NULL, r, A, n, prec); break;
        case EXPR_TAN:   st = tps_tan(r, A, n, prec); break;
        case EXPR_EXP:   st = tps_exp(r, A, n, prec); break;
        case EXPR_LOG:   st = tps_log(r, A, n, prec); break;
        case EXPR_SQRT:  st = tps_sqrt(r, A, n, prec); break;
        case EXPR_ATAN:  st = tps_atan(r, A, n, prec); break;
        case EXPR_ASIN:  st = tps_asin(r, A, n, prec); break;
        case EXPR_ACOS:  st = tps_acos(r, A, n, prec); break;
        case EXPR_SINH:  st = tps_sinh_cosh(r, NULL, A, n, prec); break;
        case EXPR_COSH:  st = tps_sinh_cosh(NULL, r, A, n, prec); break;
        case EXPR_TANH:  st = tps_tanh(r, A, n, prec); break;
    }
    arb_clear(c);
out:
    W->done[e->id] = (st == SERSOL_OK) ? 1 : 2;
    return st;
}

#endif
