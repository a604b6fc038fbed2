/* expr_eval_arb: every operation against the direct Arb computation at
 * random points and precisions up to 10000 bits, exact rational values,
 * identities, a naive tree evaluator on random DAGs, and domain errors. */
#include "testsupport.h"
#include "sersol/expr.h"
#include "randexpr.h"

/* A random point: exact dyadic or rational rounded, sometimes with radius. */
static void rand_point(arb_t x, slong prec)
{
    fmpq_t q;
    fmpq_init(q);
    fmpq_randtest(q, test_state, 20);
    arb_set_fmpq(x, q, prec);
    if (n_randint(test_state, 4) == 0)
        mag_set_ui_2exp_si(arb_radref(x), 1, -prec);
    fmpq_clear(q);
}

/* Direct Arb value of op applied to x (and y). */
static void direct(arb_t r, expr_op op, const arb_t x, const arb_t y, slong prec)
{
    switch (op)
    {
        case EXPR_ADD: arb_add(r, x, y, prec); break;
        case EXPR_SUB: arb_sub(r, x, y, prec); break;
        case EXPR_MUL: arb_mul(r, x, y, prec); break;
        case EXPR_DIV: arb_div(r, x, y, prec); break;
        case EXPR_NEG: arb_neg(r, x); break;
        case EXPR_POW: arb_pow(r, x, y, prec); break;
        case EXPR_SIN: arb_sin(r, x, prec); break;
        case EXPR_COS: arb_cos(r, x, prec); break;
        case EXPR_TAN: arb_tan(r, x, prec); break;
        case EXPR_EXP: arb_exp(r, x, prec); break;
        case EXPR_LOG: arb_log(r, x, prec); break;
        case EXPR_SQRT: arb_sqrt(r, x, prec); break;
        case EXPR_ATAN: arb_atan(r, x, prec); break;
        case EXPR_ASIN: arb_asin(r, x, prec); break;
        case EXPR_ACOS: arb_acos(r, x, prec); break;
        case EXPR_SINH: arb_sinh(r, x, prec); break;
        case EXPR_COSH: arb_cosh(r, x, prec); break;
        case EXPR_TANH: arb_tanh(r, x, prec); break;
        default: flint_abort();
    }
}

static expr_ptr build(expr_ctx_ptr ctx, expr_op op, expr_ptr x, expr_ptr y)
{
    switch (op)
    {
        case EXPR_ADD: return expr_add(ctx, x, y);
        case EXPR_SUB: return expr_sub(ctx, x, y);
        case EXPR_MUL: return expr_mul(ctx, x, y);
        case EXPR_DIV: return expr_div(ctx, x, y);
        case EXPR_NEG: return expr_neg(ctx, x);
        case EXPR_POW: return expr_pow(ctx, x, y);
        default: return expr_fun(ctx, op, x);
    }
}

static void check_each_operation(void)
{
    slong iter;
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
    expr_ptr y = expr_var(ctx, expr_ctx_add_var(ctx, "y"));
    arb_ptr v = _arb_vec_init(2);
    arb_t r1, r2;
    slong ok = 0;

    arb_init(r1);
    arb_init(r2);
    for (iter = 0; iter < test_iters(2000); iter++)
    {
        expr_op op = (expr_op) (EXPR_ADD + n_randint(test_state, EXPR_LAST_FUNCTION - EXPR_ADD + 1));
        slong prec = test_randprec(10000);
        int status;

        rand_point(v, prec);
        rand_point(v + 1, prec);
        if (op == EXPR_POW || op == EXPR_LOG || op == EXPR_SQRT)
            arb_abs(v, v);              /* mostly inside the domain */
        if (op == EXPR_ASIN || op == EXPR_ACOS)
        {
            arb_set_si(v, (slong) n_randint(test_state, 2001) - 1000);
            arb_div_ui(v, v, 1001, prec);
        }
        status = expr_eval_arb(r1, build(ctx, op, x, y), v, prec);
        direct(r2, op, v, v + 1, prec);
        if (status == SERSOL_OK)
        {
            ok++;
            if (!arb_overlaps(r1, r2) || !arb_is_finite(r1))
                test_fail("op %d at prec %ld: eval and Arb disagree", (int) op, (long) prec);
            /* and no much wider than the direct ball */
            if (arb_rel_accuracy_bits(r2) > 20 && arb_rel_accuracy_bits(r1) < arb_rel_accuracy_bits(r2) - 20)
                test_fail("op %d at prec %ld: eval lost accuracy", (int) op, (long) prec);
        }
        else if (status != SERSOL_EDOMAIN)
            test_fail("op %d: status %d", (int) op, status);
        else if (arb_is_finite(r2) && op != EXPR_SQRT && op != EXPR_POW && op != EXPR_ASIN
                 && op != EXPR_ACOS && op != EXPR_DIV && op != EXPR_LOG && op != EXPR_TAN)
            test_fail("op %d: EDOMAIN for a total function", (int) op);
    }
    if (ok < test_iters(2000) / 2)
        test_fail("too few points inside the domain (%ld)", (long) ok);
    arb_clear(r1);
    arb_clear(r2);
    _arb_vec_clear(v, 2);
    expr_ctx_free(ctx);
}

/* Exact rational values: the ball contains the fmpq result. */
static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x")), e;
        fmpq_t q, c, r, t;
        arb_t v, res;
        slong prec = 10 + test_randprec(10000);

        fmpq_init(q); fmpq_init(c); fmpq_init(r); fmpq_init(t);
        arb_init(v); arb_init(res);
        fmpq_randtest_not_zero(q, test_state, 40);
        fmpq_randtest(c, test_state, 40);
        /* e = (x + c)*(x - c)/x^3 + 1/10 */
        e = expr_add(ctx, expr_div(ctx, expr_mul(ctx, expr_add(ctx, x, expr_const_fmpq(ctx, c)),
                                                 expr_sub(ctx, x, expr_const_fmpq(ctx, c))),
                                   expr_pow(ctx, x, expr_const_si(ctx, 3))),
                     expr_const_str(ctx, "0.1"));
        fmpq_mul(r, q, q);
        fmpq_mul(t, c, c);
        fmpq_sub(r, r, t);
        fmpq_pow_si(t, q, 3);
        fmpq_div(r, r, t);
        fmpq_set_si(t, 1, 10);
        fmpq_add(r, r, t);
        arb_set_fmpq(v, q, prec);
        if (n_randint(test_state, 2))
            arb_set_fmpq(v, q, 30000);  /* an exact point */
        if (expr_eval_arb(res, e, v, prec) != SERSOL_OK)
            test_fail("exact: status at prec %ld", (long) prec);
        if (!arb_contains_fmpq(res, r))
            test_fail("exact: value not contained at prec %ld", (long) prec);
        if (prec > 400 && arb_rel_accuracy_bits(res) < prec - 200)   /* x^2 - c^2 may cancel ~80 bits */
            test_fail("exact: accuracy %ld at prec %ld", (long) arb_rel_accuracy_bits(res), (long) prec);
        fmpq_clear(q); fmpq_clear(c); fmpq_clear(r); fmpq_clear(t);
        arb_clear(v); arb_clear(res);
        expr_ctx_free(ctx);
    }
}

/* Identities: sin^2 + cos^2 = 1, exp(log(1 + x^2)) = 1 + x^2, cosh^2 - sinh^2
 * = 1, tan(atan x) = x, sqrt(x^2) = |x|, x^(3/2) = x sqrt x, pi. */
static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
        expr_ptr two = expr_const_si(ctx, 2), p, e;
        arb_t v, r, t;
        slong prec = 53 + n_randint(test_state, 3000);

        arb_init(v); arb_init(r); arb_init(t);
        rand_point(v, prec);
        e = expr_add(ctx, expr_pow(ctx, expr_fun(ctx, EXPR_SIN, x), two),
                     expr_pow(ctx, expr_fun(ctx, EXPR_COS, x), two));
        if (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_contains_si(r, 1))
            test_fail("sin^2 + cos^2");
        e = expr_sub(ctx, expr_pow(ctx, expr_fun(ctx, EXPR_COSH, x), two),
                     expr_pow(ctx, expr_fun(ctx, EXPR_SINH, x), two));
        if (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_contains_si(r, 1))
            test_fail("cosh^2 - sinh^2");
        p = expr_add(ctx, expr_const_si(ctx, 1), expr_pow(ctx, x, two));
        e = expr_sub(ctx, expr_fun(ctx, EXPR_EXP, expr_fun(ctx, EXPR_LOG, p)), p);
        if (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_contains_si(r, 0))
            test_fail("exp log");
        e = expr_sub(ctx, expr_fun(ctx, EXPR_TAN, expr_fun(ctx, EXPR_ATAN, x)), x);
        if (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_contains_si(r, 0))
            test_fail("tan atan");
        e = expr_fun(ctx, EXPR_SQRT, expr_pow(ctx, x, two));
        arb_abs(t, v);
        if (!arb_contains_zero(v) && (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_overlaps(r, t)))
            test_fail("sqrt(x^2)");
        arb_abs(v, v);
        e = expr_sub(ctx, expr_pow(ctx, x, expr_const_str(ctx, "1.5")),
                     expr_mul(ctx, x, expr_fun(ctx, EXPR_SQRT, x)));
        if (arb_is_nonnegative(v) && (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_contains_si(r, 0)))
            test_fail("x^(3/2)");
        e = expr_add(ctx, expr_fun(ctx, EXPR_ASIN, expr_const_str(ctx, "0.5")),
                     expr_fun(ctx, EXPR_ACOS, expr_const_str(ctx, "0.5")));
        arb_const_pi(t, prec);
        arb_mul_2exp_si(t, t, -1);
        if (expr_eval_arb(r, e, v, prec) != SERSOL_OK || !arb_overlaps(r, t))
            test_fail("asin + acos = pi/2");
        arb_mul_2exp_si(t, t, 1);
        if (expr_eval_arb(r, expr_pi(ctx), v, prec) != SERSOL_OK
            || !arb_overlaps(r, t) || arb_rel_accuracy_bits(r) < prec - 3)
            test_fail("pi");
        arb_clear(v); arb_clear(r); arb_clear(t);
        expr_ctx_free(ctx);
    }
}

/* Naive recursive evaluation of the expression tree (no sharing). */
static int naive(arb_t r, expr_ptr e, arb_srcptr v, slong prec)
{
    arb_t a, b;
    int s = SERSOL_OK;

    if (e->op == EXPR_CONST)
    {
        arb_set_fmpq(r, e->q, prec);
        return SERSOL_OK;
    }
    if (e->op == EXPR_PI)
    {
        arb_const_pi(r, prec);
        return SERSOL_OK;
    }
    if (e->op == EXPR_VAR)
    {
        arb_set_round(r, v + e->var, prec);
        return SERSOL_OK;
    }
    arb_init(a);
    arb_init(b);
    s = naive(a, e->a, v, prec);
    if (s == SERSOL_OK && e->b != NULL)
        s = naive(b, e->b, v, prec);
    if (s == SERSOL_OK)
    {
        if (e->op == EXPR_POW && e->b->op == EXPR_CONST && fmpz_is_one(fmpq_denref(e->b->q)))
            arb_pow_fmpz(r, a, fmpq_numref(e->b->q), prec);
        else if (e->op == EXPR_POW && e->b->op == EXPR_CONST)
            arb_pow_fmpq(r, a, e->b->q, prec);
        else
            direct(r, e->op, a, b, prec);
        if (!arb_is_finite(r))
            s = SERSOL_EDOMAIN;
    }
    arb_clear(a);
    arb_clear(b);
    return s;
}

static void check_random_dags(void)
{
    slong iter, ok = 0;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vars[3], nv = 1 + n_randint(test_state, 3), i;
        slong prec = test_randprec(2000);
        arb_ptr v = _arb_vec_init(3);
        arb_t r1, r2, r3;
        expr_ptr e;
        int s1;

        arb_init(r1); arb_init(r2); arb_init(r3);
        vars[0] = expr_ctx_add_var(ctx, "x");
        vars[1] = expr_ctx_add_var(ctx, "y");
        vars[2] = expr_ctx_add_var(ctx, "z");
        e = rand_expr(ctx, vars, nv, 1 + n_randint(test_state, 10), 1);
        for (i = 0; i < 3; i++)
            rand_point(v + i, prec);
        s1 = expr_eval_arb(r1, e, v, prec);
        if (s1 == SERSOL_OK)
        {
            char * s = NULL;
            ok++;
            if (naive(r2, e, v, prec) != SERSOL_OK || !arb_overlaps(r1, r2))
                s = expr_to_str(ctx, e);
            if (s != NULL)
                test_fail("random DAG %s: eval and naive evaluation disagree", s);
            /* higher precision rerun overlaps */
            if (expr_eval_arb(r3, e, v, 2 * prec + 30) == SERSOL_OK && !arb_overlaps(r1, r3))
                test_fail("random DAG: precision rerun does not overlap");
        }
        else if (s1 != SERSOL_EDOMAIN)
            test_fail("random DAG: status %d", s1);
        arb_clear(r1); arb_clear(r2); arb_clear(r3);
        _arb_vec_clear(v, 3);
        expr_ctx_free(ctx);
    }
    if (ok < test_iters(300) / 2)
        test_fail("too few random DAGs evaluated (%ld)", (long) ok);
}

static void expect_domain(expr_ptr e, const char * xs, int want, const char * what)
{
    arb_t v, r;
    int s;
    arb_init(v);
    arb_init(r);
    if (sersol_arb_set_exact_str(v, xs, 200) != SERSOL_OK)
        test_fail("bad point %s", xs);
    if (xs[0] == '~')
        mag_set_d(arb_radref(v), 0.1);
    s = expr_eval_arb(r, e, v, 200);
    if (s != want)
        test_fail("%s at x = %s: status %d, expected %d", what, xs, s, want);
    if (s == SERSOL_OK && !arb_is_finite(r))
        test_fail("%s: not finite", what);
    arb_clear(v);
    arb_clear(r);
}

static void check_domain_errors(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
    expr_ptr one = expr_const_si(ctx, 1), half = expr_const_str(ctx, "1/2");
    expr_ptr e;
    arb_t r;
    arb_init(r);

    e = expr_div(ctx, one, x);
    expect_domain(e, "0", SERSOL_EDOMAIN, "1/x");
    expect_domain(e, "1e-30", SERSOL_OK, "1/x");
    e = expr_div(ctx, one, expr_sub(ctx, x, x));
    expect_domain(e, "3", SERSOL_EDOMAIN, "1/(x - x)");
    if (expr_eval_arb(r, expr_div(ctx, one, expr_const_si(ctx, 0)), NULL, 64) != SERSOL_EDOMAIN)
        test_fail("1/0");
    e = expr_fun(ctx, EXPR_LOG, x);
    expect_domain(e, "0", SERSOL_EDOMAIN, "log");
    expect_domain(e, "-1", SERSOL_EDOMAIN, "log");
    expect_domain(e, "1e-100", SERSOL_OK, "log");
    e = expr_fun(ctx, EXPR_SQRT, x);
    expect_domain(e, "-1e-100", SERSOL_EDOMAIN, "sqrt");
    expect_domain(e, "0", SERSOL_OK, "sqrt");
    e = expr_fun(ctx, EXPR_ASIN, x);
    expect_domain(e, "1.5", SERSOL_EDOMAIN, "asin");
    /* a value: asin(1) = pi/2 (the kernel's series need |x| < 1) */
    expect_domain(e, "1", SERSOL_OK, "asin");
    expect_domain(e, "1.0000000001", SERSOL_EDOMAIN, "asin");
    expect_domain(e, "-0.999", SERSOL_OK, "asin");
    e = expr_fun(ctx, EXPR_ACOS, x);
    expect_domain(e, "-2", SERSOL_EDOMAIN, "acos");
    expect_domain(e, "0.5", SERSOL_OK, "acos");
    expect_domain(e, "-1", SERSOL_OK, "acos");
    e = expr_fun(ctx, EXPR_TAN, expr_mul(ctx, expr_pi(ctx), x));
    expect_domain(e, "1/2", SERSOL_EDOMAIN, "tan(pi x)");
    expect_domain(e, "-3/2", SERSOL_EDOMAIN, "tan(pi x)");
    expect_domain(e, "1/4", SERSOL_OK, "tan(pi x)");
    e = expr_pow(ctx, x, expr_const_si(ctx, -2));
    expect_domain(e, "0", SERSOL_EDOMAIN, "x^-2");
    expect_domain(e, "-3", SERSOL_OK, "x^-2");
    e = expr_pow(ctx, x, half);
    expect_domain(e, "-1", SERSOL_EDOMAIN, "x^(1/2)");
    expect_domain(e, "0", SERSOL_OK, "x^(1/2)");
    e = expr_pow(ctx, x, expr_neg(ctx, half));
    expect_domain(e, "0", SERSOL_EDOMAIN, "x^(-1/2)");
    e = expr_pow(ctx, x, expr_pi(ctx));
    expect_domain(e, "-1", SERSOL_EDOMAIN, "x^pi");
    expect_domain(e, "0", SERSOL_EDOMAIN, "x^pi");
    expect_domain(e, "2", SERSOL_OK, "x^pi");
    e = expr_pow(ctx, expr_const_si(ctx, 2), x);
    expect_domain(e, "-7", SERSOL_OK, "2^x");
    /* an error deep inside a larger expression */
    e = expr_add(ctx, expr_fun(ctx, EXPR_SIN, x), expr_mul(ctx, x, expr_fun(ctx, EXPR_LOG, expr_sub(ctx, x, one))));
    expect_domain(e, "1", SERSOL_EDOMAIN, "sin x + x log(x - 1)");
    expect_domain(e, "2", SERSOL_OK, "sin x + x log(x - 1)");
    arb_clear(r);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("expr eval");
    check_each_operation();
    check_exact();
    check_identities();
    check_random_dags();
    check_domain_errors();
    return test_end();
}
