/* Construction of nodes with light simplification (docs/expr.md §2). */
#include <string.h>
#include "expr-impl.h"

/* Exponent bound for folding c^n of a rational c: |n| <= EXPR_FOLD_MAX_EXP
 * and the folded result has at most EXPR_FOLD_MAX_BITS bits; otherwise the
 * power stays symbolic (10^(10^9) is never expanded). */
#define EXPR_FOLD_MAX_EXP 10000
#define EXPR_FOLD_MAX_BITS 1000000

static const char * fun_names[] =
{
    "sin", "cos", "tan", "exp", "log", "sqrt",
    "atan", "asin", "acos", "sinh", "cosh", "tanh"
};

const char * expr_fun_name(expr_op op)
{
    if (op < EXPR_FIRST_FUNCTION || op > EXPR_LAST_FUNCTION)
        return NULL;
    return fun_names[op - EXPR_FIRST_FUNCTION];
}

int expr_fun_from_name(const char * name)
{
    int i;
    for (i = 0; i <= EXPR_LAST_FUNCTION - EXPR_FIRST_FUNCTION; i++)
        if (strcmp(fun_names[i], name) == 0)
            return EXPR_FIRST_FUNCTION + i;
    return -1;
}

/* ---- queries ------------------------------------------------------------ */

int expr_is_const(expr_ptr e)
{
    return e->op == EXPR_CONST;
}

int expr_is_zero(expr_ptr e)
{
    return e->op == EXPR_CONST && fmpq_is_zero(e->q);
}

int expr_is_one(expr_ptr e)
{
    return e->op == EXPR_CONST && fmpq_is_one(e->q);
}

static int is_minus_one(expr_ptr e)
{
    return e->op == EXPR_CONST && fmpz_is_one(fmpq_denref(e->q))
        && fmpz_equal_si(fmpq_numref(e->q), -1);
}

static int is_negative_const(expr_ptr e)
{
    return e->op == EXPR_CONST && fmpq_sgn(e->q) < 0;
}

/* ---- leaves ------------------------------------------------------------- */

expr_ptr expr_const_fmpq(expr_ctx_ptr ctx, const fmpq_t q)
{
    fmpq_t c;
    expr_ptr e;

    fmpq_init(c);
    fmpq_set(c, q);
    fmpq_canonicalise(c);
    e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, c);
    fmpq_clear(c);
    return e;
}

expr_ptr expr_const_si(expr_ctx_ptr ctx, slong c)
{
    fmpq_t q;
    expr_ptr e;

    fmpq_init(q);
    fmpq_set_si(q, c, 1);
    e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, q);
    fmpq_clear(q);
    return e;
}

expr_ptr expr_pi(expr_ctx_ptr ctx)
{
    return _expr_intern(ctx, EXPR_PI, NULL, NULL, -1, NULL);
}

expr_ptr expr_var(expr_ctx_ptr ctx, slong var)
{
    if (var < 0 || var >= ctx->num_vars)
        flint_abort();
    return _expr_intern(ctx, EXPR_VAR, NULL, NULL, var, NULL);
}

/* ---- arithmetic --------------------------------------------------------- */

/* Canonical order of the operands of + and *: constants first, then by node
 * number.  Any fixed total order makes a+b and b+a one node. */
static int canonical_before(expr_ptr a, expr_ptr b)
{
    int ca = (a->op == EXPR_CONST), cb = (b->op == EXPR_CONST);
    if (ca != cb)
        return ca;
    return a->id <= b->id;
}

typedef void (*fmpq_binop)(fmpq_t, const fmpq_t, const fmpq_t);

static expr_ptr fold(expr_ctx_ptr ctx, fmpq_binop f, expr_ptr a, expr_ptr b)
{
    fmpq_t r;
    expr_ptr e;

    fmpq_init(r);
    f(r, a->q, b->q);
    e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, r);
    fmpq_clear(r);
    return e;
}

static expr_ptr commutative(expr_ctx_ptr ctx, expr_op op, expr_ptr a, expr_ptr b)
{
    if (canonical_before(a, b))
        return _expr_intern(ctx, op, a, b, -1, NULL);
    return _expr_intern(ctx, op, b, a, -1, NULL);
}

expr_ptr expr_add(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b)
{
    expr_ptr r;

    if (a->op == EXPR_CONST && b->op == EXPR_CONST)
        return fold(ctx, fmpq_add, a, b);
    if (expr_is_zero(a))
        return b;
    if (expr_is_zero(b))
        return a;
    if (is_negative_const(b))       /* a + (-c) = a - c */
        return expr_sub(ctx, a, expr_neg(ctx, b));
    if (is_negative_const(a))
        return expr_sub(ctx, b, expr_neg(ctx, a));
    if (b->op == EXPR_NEG)          /* a + (-c) = a - c */
        return expr_sub(ctx, a, b->a);
    if (a->op == EXPR_NEG)          /* (-c) + b = b - c */
        return expr_sub(ctx, b, a->a);
    if ((r = _expr_cancel_sum(ctx, a, b, 1)) != NULL)   /* like terms (cancel.c) */
        return r;
    return commutative(ctx, EXPR_ADD, a, b);
}

expr_ptr expr_sub(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b)
{
    expr_ptr r;

    if (a->op == EXPR_CONST && b->op == EXPR_CONST)
        return fold(ctx, fmpq_sub, a, b);
    if (expr_is_zero(b))
        return a;
    if (expr_is_zero(a))
        return expr_neg(ctx, b);
    if (is_negative_const(b))       /* a - (-c) = a + c */
        return expr_add(ctx, a, expr_neg(ctx, b));
    if (b->op == EXPR_NEG)          /* a - (-c) = a + c */
        return expr_add(ctx, a, b->a);
    if ((r = _expr_cancel_sum(ctx, a, b, -1)) != NULL)  /* like terms (cancel.c) */
        return r;
    return _expr_intern(ctx, EXPR_SUB, a, b, -1, NULL);
}

expr_ptr expr_mul(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b)
{
    if (a->op == EXPR_CONST && b->op == EXPR_CONST)
        return fold(ctx, fmpq_mul, a, b);
    if (expr_is_zero(a))
        return a;
    if (expr_is_zero(b))
        return b;
    if (expr_is_one(a))
        return b;
    if (expr_is_one(b))
        return a;
    if (is_minus_one(a))
        return expr_neg(ctx, b);
    if (is_minus_one(b))
        return expr_neg(ctx, a);
    return commutative(ctx, EXPR_MUL, a, b);
}

expr_ptr expr_div(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b)
{
    if (a->op == EXPR_CONST && b->op == EXPR_CONST && !fmpq_is_zero(b->q))
        return fold(ctx, fmpq_div, a, b);
    if (expr_is_one(b))
        return a;
    if (is_minus_one(b))
        return expr_neg(ctx, a);
    if (expr_is_zero(a) && !expr_is_zero(b))   /* 0/b = 0, like 0*b = 0 */
        return a;
    return _expr_intern(ctx, EXPR_DIV, a, b, -1, NULL);
}

expr_ptr expr_neg(expr_ctx_ptr ctx, expr_ptr a)
{
    if (a->op == EXPR_CONST)
    {
        fmpq_t r;
        expr_ptr e;
        fmpq_init(r);
        fmpq_neg(r, a->q);
        e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, r);
        fmpq_clear(r);
        return e;
    }
    if (a->op == EXPR_NEG)
        return a->a;
    return _expr_intern(ctx, EXPR_NEG, a, NULL, -1, NULL);
}

/* Folds c^n for rationals c and small integers n; 0 when the power is too
 * large or undefined (0^negative). */
static int fold_pow(fmpq_t r, const fmpq_t c, const fmpq_t n)
{
    slong e, bits;

    if (!fmpz_is_one(fmpq_denref(n)) || !fmpz_fits_si(fmpq_numref(n)))
        return 0;
    e = fmpz_get_si(fmpq_numref(n));
    if (e > EXPR_FOLD_MAX_EXP || e < -EXPR_FOLD_MAX_EXP)
        return 0;
    if (e < 0 && fmpq_is_zero(c))
        return 0;
    bits = (slong) (fmpz_bits(fmpq_numref(c)) + fmpz_bits(fmpq_denref(c)));
    if (bits * FLINT_ABS(e) > EXPR_FOLD_MAX_BITS)
        return 0;
    fmpq_pow_si(r, c, e);
    return 1;
}

expr_ptr expr_pow(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b)
{
    if (expr_is_zero(b))
        return expr_const_si(ctx, 1);
    if (expr_is_one(b))
        return a;
    if (expr_is_one(a))
        return a;
    /* sqrt(c)^(2k) = c^k for a rational constant c >= 0 (sqrt(2)^2 = 2) */
    if (a->op == EXPR_SQRT && a->a->op == EXPR_CONST && fmpq_sgn(a->a->q) >= 0
        && b->op == EXPR_CONST && fmpz_is_one(fmpq_denref(b->q)) && fmpz_is_even(fmpq_numref(b->q)))
    {
        fmpq_t h;
        expr_ptr e;
        fmpq_init(h);
        fmpq_div_2exp(h, b->q, 1);
        e = expr_pow(ctx, a->a, _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, h));
        fmpq_clear(h);
        return e;
    }
    if (a->op == EXPR_CONST && b->op == EXPR_CONST)
    {
        fmpq_t r;
        expr_ptr e = NULL;
        fmpq_init(r);
        if (fold_pow(r, a->q, b->q))
            e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, r);
        fmpq_clear(r);
        if (e != NULL)
            return e;
    }
    return _expr_intern(ctx, EXPR_POW, a, b, -1, NULL);
}

/* ---- functions ---------------------------------------------------------- */

expr_ptr expr_fun(expr_ctx_ptr ctx, expr_op op, expr_ptr a)
{
    if (op < EXPR_FIRST_FUNCTION || op > EXPR_LAST_FUNCTION)
        flint_abort();
    /* exact values at 0 and 1 only; other constants stay symbolic (sin(1)) */
    if (expr_is_zero(a))
    {
        switch (op)
        {
            case EXPR_SIN: case EXPR_TAN: case EXPR_SQRT: case EXPR_ATAN:
            case EXPR_ASIN: case EXPR_SINH: case EXPR_TANH:
                return a;
            case EXPR_COS: case EXPR_EXP: case EXPR_COSH:
                return expr_const_si(ctx, 1);
            default:
                break;
        }
    }
    if (expr_is_one(a) && (op == EXPR_SQRT || op == EXPR_LOG))
        return op == EXPR_SQRT ? a : expr_const_si(ctx, 0);
    /* the square root of a rational square: y^sqrt(4) was a non-integer
     * power (refused for y < 0) */
    if (op == EXPR_SQRT && a->op == EXPR_CONST && fmpq_sgn(a->q) > 0
        && fmpz_is_square(fmpq_numref(a->q)) && fmpz_is_square(fmpq_denref(a->q)))
    {
        fmpq_t r;
        expr_ptr e;
        fmpq_init(r);
        fmpz_sqrt(fmpq_numref(r), fmpq_numref(a->q));
        fmpz_sqrt(fmpq_denref(r), fmpq_denref(a->q));
        e = _expr_intern(ctx, EXPR_CONST, NULL, NULL, -1, r);
        fmpq_clear(r);
        return e;
    }
    return _expr_intern(ctx, op, a, NULL, -1, NULL);
}
