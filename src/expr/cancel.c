/* Cancellation of like terms in sums (docs/expr.md §2, "Like terms").
 *
 * A sum a ± b is read as a linear combination  k + Σ c_i x_i  of exact
 * rationals c_i, k and atoms x_i (any node that is not a sum, a difference,
 * a negation, a constant, or a product or quotient by a constant; equal
 * atoms are one node by hash-consing).  When a coefficient becomes exactly
 * zero that was not zero on one side alone, the sum is rebuilt from the
 * combination without it.  Only atoms defined for every finite value of the
 * variables may go (polynomials, sin, cos, exp, atan, sinh, cosh, tanh of
 * such atoms): log(x) - log(x) stays, so that its domain error at x <= 0 is
 * still reported.
 *
 * Why: ball arithmetic cannot see that (y1 + y2) - y1 no longer depends on
 * y1.  In a Taylor recursion the radius of y1's coefficients then enters
 * y2's, and through a feedback y1' = cosh(y2) it grows by |sinh(y2)| per
 * order: y1' = cosh((t + 1) y2 + c), y2' = (y1 + t y2) - y1 at 20 digits
 * took 10^5 steps of 10^-7 near t = 0.95 and exit 1 after 100 s (fuzz odes,
 * seed 37), against 0.03 s written as y2' = t y2. */
#include "expr-impl.h"

#define CANCEL_MAX_TERMS 32      /* longer sums are left as they are */
#define CANCEL_MAX_DEPTH 64      /* nesting of the sum's own operations */
#define TOTAL_BUDGET 256         /* nodes visited to prove an atom total */

typedef struct
{
    expr_ptr atom[CANCEL_MAX_TERMS];
    fmpq c[CANCEL_MAX_TERMS];
    int from_a[CANCEL_MAX_TERMS];   /* first met on the left side */
    int both[CANCEL_MAX_TERMS];     /* met on both sides */
    slong n;
    fmpq_t k;                       /* the constant part */
    int k_a, k_b;                   /* a constant on the left / right side */
}
lin_form;

static void lin_init(lin_form * L)
{
    L->n = 0;
    fmpq_init(L->k);
    L->k_a = L->k_b = 0;
}

static void lin_clear(lin_form * L)
{
    slong i;
    for (i = 0; i < L->n; i++)
        fmpq_clear(L->c + i);
    fmpq_clear(L->k);
}

static int lin_add_atom(lin_form * L, expr_ptr x, const fmpq_t c, int side_a)
{
    slong i;
    for (i = 0; i < L->n; i++)
        if (L->atom[i] == x)
        {
            fmpq_add(L->c + i, L->c + i, c);
            L->both[i] |= (L->from_a[i] != side_a);
            return 1;
        }
    if (L->n == CANCEL_MAX_TERMS)
        return 0;
    L->atom[L->n] = x;
    fmpq_init(L->c + L->n);
    fmpq_set(L->c + L->n, c);
    L->from_a[L->n] = side_a;
    L->both[L->n] = 0;
    L->n++;
    return 1;
}

/* Adds c e to L; 0 when the sum is too long or too deep. */
static int lin_add(lin_form * L, expr_ptr e, const fmpq_t c, int side_a, int depth)
{
    fmpq_t d;
    int ok;

    if (depth > CANCEL_MAX_DEPTH)
        return 0;
    switch (e->op)
    {
        case EXPR_CONST:
            fmpq_addmul(L->k, c, e->q);
            if (!fmpq_is_zero(e->q))
            {
                L->k_a |= side_a;
                L->k_b |= !side_a;
            }
            return 1;
        case EXPR_ADD:
            return lin_add(L, e->a, c, side_a, depth + 1) && lin_add(L, e->b, c, side_a, depth + 1);
        case EXPR_SUB:
        case EXPR_NEG:
            fmpq_init(d);
            fmpq_neg(d, c);
            ok = (e->op == EXPR_NEG) ? lin_add(L, e->a, d, side_a, depth + 1)
                 : lin_add(L, e->a, c, side_a, depth + 1) && lin_add(L, e->b, d, side_a, depth + 1);
            fmpq_clear(d);
            return ok;
        case EXPR_MUL:
        case EXPR_DIV:
        {   /* q x or x / q for a constant q (in a product, constants come first) */
            int mul = (e->op == EXPR_MUL);
            expr_ptr q = mul ? e->a : e->b, x = mul ? e->b : e->a;
            if (q->op != EXPR_CONST || fmpq_is_zero(q->q))
                break;
            fmpq_init(d);
            if (mul)
                fmpq_mul(d, c, q->q);
            else
                fmpq_div(d, c, q->q);
            ok = lin_add(L, x, d, side_a, depth + 1);
            fmpq_clear(d);
            return ok;
        }
        default:
            break;
    }
    return lin_add_atom(L, e, c, side_a);
}

/* Whether e is defined and finite for all finite values of its variables
 * (0 also when that takes more than *budget nodes to see). */
static int is_total(expr_ptr e, slong * budget)
{
    if (--(*budget) < 0)
        return 0;
    switch (e->op)
    {
        case EXPR_CONST: case EXPR_PI: case EXPR_VAR:
            return 1;
        case EXPR_ADD: case EXPR_SUB: case EXPR_MUL:
            return is_total(e->a, budget) && is_total(e->b, budget);
        case EXPR_NEG: case EXPR_SIN: case EXPR_COS: case EXPR_EXP:
        case EXPR_ATAN: case EXPR_SINH: case EXPR_COSH: case EXPR_TANH:
            return is_total(e->a, budget);
        case EXPR_POW:
            return e->b->op == EXPR_CONST && fmpz_is_one(fmpq_denref(e->b->q))
                   && fmpz_sgn(fmpq_numref(e->b->q)) >= 0 && is_total(e->a, budget);
        default:
            return 0;
    }
}

/* Whether a term of both sides cancelled, every term that would go being
 * total (also one that cancelled within a side: log(x) - log(x) was kept
 * there and must not go with another term). */
static int cancels(const lin_form * L)
{
    slong i, budget = TOTAL_BUDGET;
    int any = (L->k_a && L->k_b && fmpq_is_zero(L->k));

    for (i = 0; i < L->n; i++)
        if (fmpq_is_zero(L->c + i))
        {
            if (!is_total(L->atom[i], &budget))
                return 0;
            any |= L->both[i];
        }
    return any;
}

/* k + Σ c_i x_i over the nonzero c_i, in the order the atoms were met. */
static expr_ptr lin_build(expr_ctx_ptr ctx, const lin_form * L)
{
    expr_ptr r = NULL;
    fmpq_t m;
    slong i;

    fmpq_init(m);
    for (i = 0; i < L->n; i++)
    {
        expr_ptr term;
        int neg = fmpq_sgn(L->c + i) < 0;
        if (fmpq_is_zero(L->c + i))
            continue;
        fmpq_abs(m, L->c + i);
        term = expr_mul(ctx, expr_const_fmpq(ctx, m), L->atom[i]);
        if (r == NULL)
            r = neg ? expr_neg(ctx, term) : term;
        else
            r = neg ? expr_sub(ctx, r, term) : expr_add(ctx, r, term);
    }
    fmpq_clear(m);
    if (r == NULL)
        return expr_const_fmpq(ctx, L->k);
    return fmpq_is_zero(L->k) ? r : expr_add(ctx, r, expr_const_fmpq(ctx, L->k));
}

expr_ptr _expr_cancel_sum(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b, int sign)
{
    lin_form L;
    fmpq_t c;
    expr_ptr r = NULL;

    lin_init(&L);
    fmpq_init(c);
    fmpq_one(c);
    if (lin_add(&L, a, c, 1, 0))
    {
        fmpq_set_si(c, sign, 1);
        if (lin_add(&L, b, c, 0, 0) && cancels(&L))
            r = lin_build(ctx, &L);
    }
    fmpq_clear(c);
    lin_clear(&L);
    return r;
}
