/* expr construction: hash-consing, canonical order, simplification rules,
 * exact constant folding, exact number strings, topological numbering. */
#include <string.h>
#include "testsupport.h"
#include "sersol/expr.h"

static expr_ptr cq(expr_ctx_ptr ctx, slong p, slong q)
{
    fmpq_t r;
    expr_ptr e;
    fmpq_init(r);
    fmpq_set_si(r, p, (ulong) q);
    e = expr_const_fmpq(ctx, r);
    fmpq_clear(r);
    return e;
}

static void check_const_value(expr_ptr e, slong p, slong q, const char * what)
{
    fmpq_t r;
    fmpq_init(r);
    fmpq_set_si(r, p, (ulong) q);
    if (e == NULL || e->op != EXPR_CONST || !fmpq_equal(e->q, r))
        test_fail("%s: expected the constant %ld/%ld", what, (long) p, (long) q);
    fmpq_clear(r);
}

#define CHECK(cond) do { if (!(cond)) test_fail("line %d: %s", __LINE__, #cond); } while (0)

static void check_hash_consing(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vx = expr_ctx_add_var(ctx, "x"), vy = expr_ctx_add_var(ctx, "y");
    expr_ptr x = expr_var(ctx, vx), y = expr_var(ctx, vy), e1, e2;
    slong i;

    CHECK(expr_ctx_add_var(ctx, "x") == vx);
    CHECK(expr_ctx_find_var(ctx, "y") == vy);
    CHECK(expr_ctx_find_var(ctx, "z") == -1);
    CHECK(expr_ctx_num_vars(ctx) == 2);
    CHECK(strcmp(expr_ctx_var_name(ctx, vy), "y") == 0);
    CHECK(expr_ctx_var_name(ctx, 2) == NULL && expr_ctx_var_name(ctx, -1) == NULL);
    expr_ctx_free(NULL);
    CHECK(expr_var(ctx, vx) == x);
    CHECK(expr_pi(ctx) == expr_pi(ctx));
    CHECK(expr_add(ctx, x, y) == expr_add(ctx, y, x));
    CHECK(expr_mul(ctx, x, y) == expr_mul(ctx, y, x));
    CHECK(expr_sub(ctx, x, y) != expr_sub(ctx, y, x));
    CHECK(expr_div(ctx, x, y) != expr_div(ctx, y, x));
    CHECK(expr_pow(ctx, x, y) != expr_pow(ctx, y, x));
    e1 = expr_fun(ctx, EXPR_SIN, expr_mul(ctx, expr_add(ctx, x, y), expr_const_si(ctx, 3)));
    e2 = expr_fun(ctx, EXPR_SIN, expr_mul(ctx, expr_const_si(ctx, 3), expr_add(ctx, y, x)));
    CHECK(e1 == e2);
    CHECK(expr_fun(ctx, EXPR_SIN, x) != expr_fun(ctx, EXPR_COS, x));
    CHECK(cq(ctx, 2, 4) == cq(ctx, 1, 2));
    CHECK(expr_const_str(ctx, "0.5") == cq(ctx, 1, 2));

    /* many random nodes: building again returns the same pointers, and the
     * numbering is topological */
    {
        expr_ptr pool[400];
        slong n = 2, k, before;
        pool[0] = x;
        pool[1] = y;
        for (k = 0; k < 398; k++)
        {
            expr_ptr a = pool[n_randint(test_state, n)], b = pool[n_randint(test_state, n)];
            switch (n_randint(test_state, 4))
            {
                case 0: pool[n++] = expr_add(ctx, a, b); break;
                case 1: pool[n++] = expr_mul(ctx, a, b); break;
                case 2: pool[n++] = expr_sub(ctx, a, expr_const_si(ctx, (slong) k)); break;
                default: pool[n++] = expr_fun(ctx, EXPR_EXP, a); break;
            }
        }
        before = expr_ctx_num_nodes(ctx);
        for (k = 0; k < n; k++)
        {
            expr_ptr e = pool[k];
            expr_ptr r = e;
            switch (e->op)
            {
                case EXPR_ADD: r = expr_add(ctx, e->b, e->a); break;
                case EXPR_MUL: r = expr_mul(ctx, e->b, e->a); break;
                case EXPR_SUB: r = expr_sub(ctx, e->a, e->b); break;
                case EXPR_EXP: r = expr_fun(ctx, EXPR_EXP, e->a); break;
                default: break;
            }
            if (r != e)
                test_fail("rebuilding node %ld gave a different node", (long) e->id);
        }
        if (expr_ctx_num_nodes(ctx) != before)
            test_fail("rebuilding created nodes");
    }
    for (i = 0; i < expr_ctx_num_nodes(ctx); i++)
    {
        expr_ptr e = expr_ctx_node(ctx, i);
        if (e->id != i || (e->a != NULL && e->a->id >= i) || (e->b != NULL && e->b->id >= i))
            test_fail("node %ld: numbering not topological", (long) i);
    }
    expr_ctx_free(ctx);
}

static void check_simplification(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
    expr_ptr y = expr_var(ctx, expr_ctx_add_var(ctx, "y"));
    expr_ptr zero = expr_const_si(ctx, 0), one = expr_const_si(ctx, 1);
    expr_ptr m1 = expr_const_si(ctx, -1), s = expr_fun(ctx, EXPR_SIN, x);

    CHECK(expr_is_zero(zero) && !expr_is_zero(one) && expr_is_one(one) && expr_is_const(m1));
    CHECK(!expr_is_const(x) && !expr_is_zero(x));
    CHECK(expr_mul(ctx, zero, s) == zero && expr_mul(ctx, s, zero) == zero);
    CHECK(expr_mul(ctx, one, s) == s && expr_mul(ctx, s, one) == s);
    CHECK(expr_mul(ctx, m1, s) == expr_neg(ctx, s));
    CHECK(expr_add(ctx, s, zero) == s && expr_add(ctx, zero, s) == s);
    CHECK(expr_sub(ctx, s, zero) == s);
    CHECK(expr_sub(ctx, zero, s) == expr_neg(ctx, s));
    CHECK(expr_div(ctx, s, one) == s);
    CHECK(expr_div(ctx, zero, s) == zero);
    CHECK(expr_div(ctx, s, m1) == expr_neg(ctx, s));
    CHECK(expr_pow(ctx, s, one) == s);
    CHECK(expr_pow(ctx, s, zero) == one);
    CHECK(expr_pow(ctx, one, s) == one);
    CHECK(expr_neg(ctx, expr_neg(ctx, s)) == s);
    CHECK(expr_neg(ctx, s)->op == EXPR_NEG);
    CHECK(expr_add(ctx, x, expr_neg(ctx, y)) == expr_sub(ctx, x, y));
    CHECK(expr_add(ctx, expr_neg(ctx, y), x) == expr_sub(ctx, x, y));
    CHECK(expr_sub(ctx, x, expr_neg(ctx, y)) == expr_add(ctx, x, y));
    CHECK(expr_add(ctx, x, expr_const_si(ctx, -3)) == expr_sub(ctx, x, expr_const_si(ctx, 3)));
    CHECK(expr_sub(ctx, x, expr_const_si(ctx, -3)) == expr_add(ctx, x, expr_const_si(ctx, 3)));
    CHECK(expr_add(ctx, x, y)->op == EXPR_ADD);
    /* exact values of functions at 0 and 1; everything else stays symbolic */
    CHECK(expr_fun(ctx, EXPR_SIN, zero) == zero && expr_fun(ctx, EXPR_COS, zero) == one);
    CHECK(expr_fun(ctx, EXPR_EXP, zero) == one && expr_fun(ctx, EXPR_LOG, one) == zero);
    CHECK(expr_fun(ctx, EXPR_SQRT, one) == one && expr_fun(ctx, EXPR_TANH, zero) == zero);
    CHECK(expr_fun(ctx, EXPR_SIN, one)->op == EXPR_SIN);
    CHECK(expr_fun(ctx, EXPR_LOG, zero)->op == EXPR_LOG);
    CHECK(expr_fun(ctx, EXPR_ACOS, zero)->op == EXPR_ACOS);
    /* and square roots of rational squares (x^sqrt(4) is an integer power);
     * sqrt(c)^(2k) = c^k for a constant c >= 0 */
    CHECK(expr_fun(ctx, EXPR_SQRT, expr_const_si(ctx, 4)) == expr_const_si(ctx, 2));
    CHECK(expr_fun(ctx, EXPR_SQRT, expr_const_str(ctx, "9/16")) == expr_const_str(ctx, "3/4"));
    CHECK(expr_fun(ctx, EXPR_SQRT, expr_const_si(ctx, 2))->op == EXPR_SQRT);
    CHECK(expr_fun(ctx, EXPR_SQRT, expr_const_si(ctx, -4))->op == EXPR_SQRT);
    CHECK(expr_pow(ctx, expr_fun(ctx, EXPR_SQRT, expr_const_si(ctx, 2)), expr_const_si(ctx, 4))
          == expr_const_si(ctx, 4));
    CHECK(expr_pow(ctx, expr_fun(ctx, EXPR_SQRT, expr_const_si(ctx, 2)), expr_const_si(ctx, 3))->op
          == EXPR_POW);
    CHECK(expr_pow(ctx, expr_fun(ctx, EXPR_SQRT, x), expr_const_si(ctx, 2))->op == EXPR_POW);
    /* no folding into undefined values */
    CHECK(expr_div(ctx, one, zero)->op == EXPR_DIV);
    CHECK(expr_pow(ctx, zero, m1)->op == EXPR_POW);
    CHECK(expr_div(ctx, zero, zero)->op == EXPR_DIV);
    expr_ctx_free(ctx);
}

/* Like terms that cancel go when they are total (cancel.c); nothing else
 * of a sum changes. */
static void check_like_terms(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr t = expr_var(ctx, expr_ctx_add_var(ctx, "t"));
    expr_ptr y1 = expr_var(ctx, expr_ctx_add_var(ctx, "y1"));
    expr_ptr y2 = expr_var(ctx, expr_ctx_add_var(ctx, "y2"));
    expr_ptr zero = expr_const_si(ctx, 0), one = expr_const_si(ctx, 1), two = expr_const_si(ctx, 2);
    expr_ptr ty2 = expr_mul(ctx, y2, t), lg = expr_fun(ctx, EXPR_LOG, y1), e, f;

    /* the fuzz case: ((y1 + 0) + y2 t) - y1 = y2 t */
    CHECK(expr_sub(ctx, expr_add(ctx, expr_add(ctx, y1, zero), ty2), y1) == ty2);
    CHECK(expr_sub(ctx, y1, y1) == zero);
    CHECK(expr_add(ctx, y1, expr_neg(ctx, y1)) == zero);
    CHECK(expr_sub(ctx, expr_add(ctx, y1, one), one) == y1);
    /* through constant factors and quotients: 2 y1 + y2 - y1/(1/2) = y2 */
    e = expr_add(ctx, expr_mul(ctx, two, y1), y2);
    CHECK(expr_sub(ctx, e, expr_div(ctx, y1, expr_const_str(ctx, "1/2"))) == y2);
    /* total functions of total atoms: exp(3 y1) - exp(3 y1) - y1 = -y1 */
    f = expr_fun(ctx, EXPR_EXP, expr_mul(ctx, expr_const_si(ctx, 3), y1));
    CHECK(expr_sub(ctx, expr_sub(ctx, f, y1), f) == expr_neg(ctx, y1));
    f = expr_pow(ctx, expr_fun(ctx, EXPR_COSH, y2), expr_const_si(ctx, 3));
    CHECK(expr_sub(ctx, expr_add(ctx, f, t), f) == t);
    /* partial atoms keep their domain errors */
    CHECK(expr_sub(ctx, lg, lg)->op == EXPR_SUB);
    CHECK(expr_sub(ctx, expr_add(ctx, lg, t), lg)->op == EXPR_SUB);
    f = expr_div(ctx, one, y1);
    CHECK(expr_sub(ctx, f, f)->op == EXPR_SUB);
    f = expr_pow(ctx, y1, expr_const_str(ctx, "1/2"));
    CHECK(expr_sub(ctx, f, f)->op == EXPR_SUB);
    /* and a total term does not take a partial one that cancelled before */
    e = expr_sub(ctx, expr_add(ctx, lg, y2), lg);   /* kept: log(y1) + y2 - log(y1) */
    CHECK(expr_sub(ctx, expr_add(ctx, e, y1), y1)->op == EXPR_SUB);
    /* no cancellation: the sum as before (y1 + y1 is not merged) */
    CHECK(expr_add(ctx, y1, y1)->op == EXPR_ADD);
    CHECK(expr_sub(ctx, expr_add(ctx, y1, y2), y2) == y1);
    CHECK(expr_sub(ctx, expr_add(ctx, y1, y2), t)->op == EXPR_SUB);
    expr_ctx_free(ctx);
}

static void check_folding(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr e;
    slong iter;

    e = expr_add(ctx, expr_const_str(ctx, "0.1"), expr_const_str(ctx, "0.2"));
    check_const_value(e, 3, 10, "0.1 + 0.2");
    CHECK(e == expr_div(ctx, expr_const_si(ctx, 3), expr_const_si(ctx, 10)));
    CHECK(expr_add(ctx, cq(ctx, 1, 10), cq(ctx, 2, 10)) == cq(ctx, 3, 10));
    check_const_value(expr_sub(ctx, cq(ctx, 1, 3), cq(ctx, 1, 2)), -1, 6, "1/3 - 1/2");
    check_const_value(expr_mul(ctx, cq(ctx, 2, 3), cq(ctx, -9, 4)), -3, 2, "2/3 * -9/4");
    check_const_value(expr_div(ctx, cq(ctx, 2, 3), cq(ctx, 4, 9)), 3, 2, "2/3 / 4/9");
    check_const_value(expr_neg(ctx, cq(ctx, 2, 3)), -2, 3, "-(2/3)");
    check_const_value(expr_pow(ctx, cq(ctx, 2, 3), expr_const_si(ctx, -3)), 27, 8, "(2/3)^-3");
    check_const_value(expr_pow(ctx, expr_const_si(ctx, -2), expr_const_si(ctx, 5)), -32, 1, "(-2)^5");
    check_const_value(expr_pow(ctx, expr_const_si(ctx, 0), expr_const_si(ctx, 0)), 1, 1, "0^0");
    /* large powers stay symbolic */
    e = expr_pow(ctx, expr_const_si(ctx, 10), expr_const_si(ctx, 1000000000));
    CHECK(e->op == EXPR_POW);
    e = expr_pow(ctx, expr_const_si(ctx, 10), expr_const_si(ctx, 10001));
    CHECK(e->op == EXPR_POW);
    e = expr_pow(ctx, expr_const_si(ctx, 3), expr_const_si(ctx, 10000));
    CHECK(e->op == EXPR_CONST && fmpz_bits(fmpq_numref(e->q)) == 15850);
    /* rational exponents stay symbolic */
    CHECK(expr_pow(ctx, expr_const_si(ctx, 4), cq(ctx, 1, 2))->op == EXPR_POW);

    /* random rational arithmetic agrees with fmpq */
    for (iter = 0; iter < test_iters(500); iter++)
    {
        fmpq_t a, b, r;
        expr_ptr ea, eb, er = NULL;
        int op = (int) n_randint(test_state, 4);
        fmpq_init(a); fmpq_init(b); fmpq_init(r);
        fmpq_randtest(a, test_state, 80);
        fmpq_randtest(b, test_state, 80);
        ea = expr_const_fmpq(ctx, a);
        eb = expr_const_fmpq(ctx, b);
        switch (op)
        {
            case 0: fmpq_add(r, a, b); er = expr_add(ctx, ea, eb); break;
            case 1: fmpq_sub(r, a, b); er = expr_sub(ctx, ea, eb); break;
            case 2: fmpq_mul(r, a, b); er = expr_mul(ctx, ea, eb); break;
            default:
                if (fmpq_is_zero(b))
                    fmpq_one(b);
                eb = expr_const_fmpq(ctx, b);
                fmpq_div(r, a, b); er = expr_div(ctx, ea, eb); break;
        }
        if (er->op != EXPR_CONST || !fmpq_equal(er->q, r) || er != expr_const_fmpq(ctx, r))
            test_fail("folding op %d", op);
        fmpq_clear(a); fmpq_clear(b); fmpq_clear(r);
    }
    expr_ctx_free(ctx);
}

static void check_strings(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    const char * bad[] = { "", "-", "+", "1/0", "1.2.3", "e5", "1e", "1/-2", "abc", "1 2",
                           ".", "1e9999999", "3/", "/3", "1.5/2", "1/2e3", "0x10", "--1", "1e+",
                           "2/3/4", "1,5" };
    slong i;

    check_const_value(expr_const_str(ctx, "3"), 3, 1, "3");
    check_const_value(expr_const_str(ctx, "3/2"), 3, 2, "3/2");
    check_const_value(expr_const_str(ctx, "-6/4"), -3, 2, "-6/4");
    check_const_value(expr_const_str(ctx, "0.1"), 1, 10, "0.1");
    check_const_value(expr_const_str(ctx, "1e-3"), 1, 1000, "1e-3");
    check_const_value(expr_const_str(ctx, "-2.5E+10"), -25000000000, 1, "-2.5E+10");
    check_const_value(expr_const_str(ctx, "+.25"), 1, 4, "+.25");
    check_const_value(expr_const_str(ctx, "5."), 5, 1, "5.");
    check_const_value(expr_const_str(ctx, "007"), 7, 1, "007");
    check_const_value(expr_const_str(ctx, " 12.5e-1 "), 5, 4, "12.5e-1");
    check_const_value(expr_const_str(ctx, "0.000"), 0, 1, "0.000");
    check_const_value(expr_const_str(ctx, "-0"), 0, 1, "-0");
    {
        /* 1e-100 exactly */
        expr_ptr e = expr_const_str(ctx, "1e-100");
        fmpz_t p;
        fmpz_init(p);
        fmpz_ui_pow_ui(p, 10, 100);
        CHECK(e != NULL && fmpz_is_one(fmpq_numref(e->q)) && fmpz_equal(fmpq_denref(e->q), p));
        fmpz_clear(p);
    }
    for (i = 0; i < (slong) (sizeof(bad) / sizeof(bad[0])); i++)
        if (expr_const_str(ctx, bad[i]) != NULL)
            test_fail("expr_const_str accepted \"%s\"", bad[i]);
    CHECK(expr_const_str(ctx, NULL) == NULL);

    CHECK(expr_fun_from_name("sin") == EXPR_SIN && expr_fun_from_name("tanh") == EXPR_TANH);
    CHECK(expr_fun_from_name("sinc") == -1 && expr_fun_from_name("pi") == -1);
    for (i = EXPR_FIRST_FUNCTION; i <= EXPR_LAST_FUNCTION; i++)
        CHECK(expr_fun_from_name(expr_fun_name((expr_op) i)) == i);
    CHECK(expr_fun_name(EXPR_ADD) == NULL);
    expr_ctx_free(ctx);
}

static void check_free_of_and_collect(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vx = expr_ctx_add_var(ctx, "x"), vy = expr_ctx_add_var(ctx, "y");
    expr_ptr x = expr_var(ctx, vx), y = expr_var(ctx, vy), e, * nodes;
    slong n, i, chain = test_under_valgrind() ? 20000 : 200000;

    e = expr_mul(ctx, expr_fun(ctx, EXPR_SIN, x), expr_fun(ctx, EXPR_COS, expr_pi(ctx)));
    CHECK(!expr_is_free_of(e, vx) && expr_is_free_of(e, vy));
    e = expr_add(ctx, e, expr_pow(ctx, y, expr_fun(ctx, EXPR_SIN, x)));
    CHECK(!expr_is_free_of(e, vy));
    n = expr_collect(&nodes, &e, 1);
    /* x, y, sin x, pi, cos pi, sin x cos pi, y^sin x, sum */
    CHECK(n == 8);
    for (i = 1; i < n; i++)
        CHECK(nodes[i - 1]->id < nodes[i]->id);
    CHECK(nodes[n - 1] == e);
    flint_free(nodes);
    /* a deep chain: no recursion limits */
    e = x;
    for (i = 0; i < chain; i++)
        e = expr_add(ctx, e, expr_const_si(ctx, i % 7 == 0 ? 1 : 0) == expr_const_si(ctx, 0) ? y : x);
    CHECK(!expr_is_free_of(e, vy));
    n = expr_collect(&nodes, &e, 1);
    CHECK(n == chain + 2);
    flint_free(nodes);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("expr build");
    check_hash_consing();
    check_simplification();
    check_like_terms();
    check_folding();
    check_strings();
    check_free_of_and_collect();
    return test_end();
}
