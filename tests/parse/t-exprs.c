/* Random expressions printed by expr_to_str and read back by the parser give
 * the same node: structurally (up to operand order of + and *) as the
 * right-hand side of an ode problem, and as the very same node when read back
 * into the same context with sersol_parse_expr. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include "common.h"

static expr_ptr random_expr(expr_ctx_ptr ctx, int depth)
{
    ulong r = n_randint(test_state, depth <= 0 ? 4 : 12);
    static const char * numbers[] = { "0", "1", "2", "3/2", "0.1", "1e-3", "-7", "12345678901234567890", "2.5e3" };

    switch (r)
    {
        case 0: return expr_const_str(ctx, numbers[n_randint(test_state, 9)]);
        case 1: return expr_pi(ctx);
        case 2: case 3: return expr_var(ctx, n_randint(test_state, 4));   /* t x y x' */
        case 4: return expr_add(ctx, random_expr(ctx, depth - 1), random_expr(ctx, depth - 1));
        case 5: return expr_sub(ctx, random_expr(ctx, depth - 1), random_expr(ctx, depth - 1));
        case 6: return expr_mul(ctx, random_expr(ctx, depth - 1), random_expr(ctx, depth - 1));
        case 7:
        {
            expr_ptr b = random_expr(ctx, depth - 1);
            if (expr_is_zero(b))
                b = expr_const_si(ctx, 3);
            return expr_div(ctx, random_expr(ctx, depth - 1), b);
        }
        case 8: return expr_neg(ctx, random_expr(ctx, depth - 1));
        case 9:
        {
            static const char * ex[] = { "2", "3", "-1", "1/2", "-3/2" };
            expr_ptr b = n_randint(test_state, 3) == 0 ? random_expr(ctx, depth - 1)
                       : expr_const_str(ctx, ex[n_randint(test_state, 5)]);
            expr_ptr a = random_expr(ctx, depth - 1);
            if (expr_is_const(a) && expr_is_const(b))
                a = expr_var(ctx, 1);
            return expr_pow(ctx, a, b);
        }
        default:
            return expr_fun(ctx, (expr_op) (EXPR_FIRST_FUNCTION
                            + n_randint(test_state, EXPR_LAST_FUNCTION - EXPR_FIRST_FUNCTION + 1)),
                            random_expr(ctx, depth - 1));
    }
}

int main(void)
{
    slong iter, iters = test_iters(test_under_valgrind() ? 30 : 1000);

    test_start("parse: expressions printed and read back");
    for (iter = 0; iter < iters; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        expr_ptr e;
        char * s, * text;
        sersol_problem * P;

        /* the same variables, in the same order, as the problem below */
        expr_ctx_add_var(ctx, "t");
        expr_ctx_add_var(ctx, "x");
        expr_ctx_add_var(ctx, "x'");
        expr_ctx_add_var(ctx, "y");
        e = random_expr(ctx, 1 + n_randint(test_state, 5));
        s = expr_to_str(ctx, e);
        text = flint_malloc(strlen(s) + 200);
        sprintf(text, "problem ode\nunknown x y\nx'' = %s\ny' = 0\ninit x = 0\ninit x' = 0\n"
                      "init y = 0\n", s);
        if (sersol_problem_parse_string(&P, text, "expr", stdout) != SERSOL_OK)
            test_fail("the printed expression does not parse: %s\n", s);
        if (!same_expr(ctx, e, P->ctx, P->rhs[0]))
        {
            char * s2 = expr_to_str(P->ctx, P->rhs[0]);
            test_fail("round trip differs:\n  %s\n  %s\n", s, s2);
        }
        sersol_problem_free(P);
        /* in the same context: the very same node */
        {
            expr_ptr f;
            if (sersol_parse_expr(&f, ctx, s, stdout) != SERSOL_OK)
                test_fail("sersol_parse_expr fails on %s\n", s);
            if (f != e)
            {
                char * s2 = expr_to_str(ctx, f);
                test_fail("not the same node:\n  %s\n  %s\n", s, s2);
            }
        }
        flint_free(s);
        flint_free(text);
        expr_ctx_free(ctx);
    }
    /* errors of sersol_parse_expr */
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        expr_ptr f;
        char * msg = NULL;
        size_t len = 0;
        FILE * err = open_memstream(&msg, &len);
        expr_ctx_add_var(ctx, "x");
        if (sersol_parse_expr(&f, ctx, "x + y", err) != SERSOL_EINPUT || f != NULL)
            test_fail("sersol_parse_expr accepted an unknown name\n");
        if (sersol_parse_expr(&f, ctx, "x +\n (2", err) != SERSOL_EINPUT)
            test_fail("sersol_parse_expr accepted a syntax error\n");
        if (sersol_parse_expr(&f, ctx, "x 2", err) != SERSOL_EINPUT)
            test_fail("sersol_parse_expr accepted trailing text\n");
        fclose(err);
        if (strcmp(msg, "expression:1:5: unknown name 'y'\n"
                        "expression:2:4: expected ')', got end of file\n"
                        "expression:1:3: expected end of expression, got number '2'\n") != 0)
            test_fail("sersol_parse_expr messages:\n%s", msg);
        if (sersol_parse_expr(&f, ctx, "-x^2\n + pi", NULL) != SERSOL_OK
            || f != expr_add(ctx, expr_neg(ctx, expr_pow(ctx, expr_var(ctx, 0), expr_const_si(ctx, 2))),
                             expr_pi(ctx)))
            test_fail("sersol_parse_expr(-x^2 + pi)\n");
        free(msg);
        expr_ctx_free(ctx);
    }
    return test_end();
}
