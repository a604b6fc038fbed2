/* Duan's recurrence (symbolic, evaluated by the kernel's online
 * recurrences) against the definition (17) (bivariate series through the
 * weighted Kronecker substitution, Arb's whole-series functions): random
 * expressions over 1-3 decomposed variables and possibly a parameter t,
 * random series components of random lengths, random n, len, precision.
 * Also: domain errors give SERSOL_EDOMAIN and leave A unchanged, and
 * undeclared variables give SERSOL_EINPUT. */
#include <stdlib.h>
#include "adomian_test.h"

static void check_errors(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong x = expr_ctx_add_var(ctx, "x"), t = expr_ctx_add_var(ctx, "t"), alg, c;
    expr_ptr ex = expr_var(ctx, x);
    expr_ptr bad[4];
    const char * u00[4] = { "0", "-1", "0", "2" };
    tps_struct * u = at_vec_init(3), * A = at_vec_init(3);

    bad[0] = expr_fun(ctx, EXPR_LOG, ex);
    bad[1] = expr_fun(ctx, EXPR_SQRT, ex);
    bad[2] = expr_div(ctx, expr_const_si(ctx, 1), ex);
    bad[3] = expr_fun(ctx, EXPR_ASIN, ex);
    for (c = 0; c < 4; c++)
        for (alg = 0; alg < 2; alg++)
        {
            slong i;
            int st;
            for (i = 0; i < 3; i++)
            {
                tps_set_si(u + i, 1, 3);
                tps_set_si(A + i, 17, 2);
            }
            tps_set_coeff_str(u + 0, 0, u00[c], 64);
            st = alg ? adomian_series_definition(A, ctx, bad[c], &x, u, 1, NULL, NULL, 0, 2, 3, 64)
                     : adomian_series_duan(A, ctx, bad[c], &x, u, 1, NULL, NULL, 0, 2, 3, 64);
            if (st != SERSOL_EDOMAIN)
                test_fail("domain error %ld not detected (alg %ld, status %d)", (long) c, (long) alg, st);
            for (i = 0; i < 3; i++)
                if (A[i].length != 2 || !arb_equal_si(A[i].coeffs, 17))
                    test_fail("A changed on a domain error");
        }
    /* t used but not declared as a parameter */
    {
        expr_ptr N = expr_mul(ctx, ex, expr_var(ctx, t));
        if (adomian_series_duan(A, ctx, N, &x, u, 1, NULL, NULL, 0, 2, 3, 64) != SERSOL_EINPUT
            || adomian_series_definition(A, ctx, N, &x, u, 1, NULL, NULL, 0, 2, 3, 64) != SERSOL_EINPUT)
            test_fail("undeclared variable not reported");
        if (adomian_series_duan(A, ctx, N, &x, u, 1, &x, u, 1, 2, 3, 64) != SERSOL_EINPUT)
            test_fail("repeated variable not reported");
    }
    at_vec_clear(u, 3);
    at_vec_clear(A, 3);
    expr_ctx_free(ctx);
}

int main(void)
{
    slong iter, ok = 0, domain = 0, total = test_iters(800);
    test_start("adomian Duan vs definition");

    check_errors();

    for (iter = 0; iter < total; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong m = 1 + n_randint(test_state, 3), i, j;
        slong vars[4], tv;
        int use_t = n_randint(test_state, 2);
        slong n = n_randint(test_state, test_under_valgrind() ? 3 : 6);
        slong len = n_randint(test_state, 8);
        slong prec = test_randprec(500);
        expr_ptr N;
        tps_struct * u, * A, * B, * tser;
        int s1, s2;
        char what[100];

        vars[0] = expr_ctx_add_var(ctx, "x");
        vars[1] = expr_ctx_add_var(ctx, "y");
        vars[2] = expr_ctx_add_var(ctx, "z");
        tv = expr_ctx_add_var(ctx, "t");
        vars[3] = tv;
        N = at_rand_expr(ctx, use_t ? vars + 3 - m : vars, use_t ? m + 1 : m, 3);
        if (use_t)
        {
            /* decompose the m variables other than t: x.., and t a parameter */
            for (i = 0; i < m; i++)
                vars[i] = 3 - m + i;
        }

        u = at_vec_init((n + 1) * m);
        A = at_vec_init(n + 1);
        B = at_vec_init(n + 1);
        tser = at_vec_init(1);
        for (i = 0; i < (n + 1) * m; i++)
            test_randtest_tps(u + i, n_randint(test_state, len + 2), prec, 2);
        {
            arb_t t0;
            arb_init(t0);
            arb_randtest(t0, test_state, prec, 2);
            tps_set_var(tser, t0, len + 1);
            arb_clear(t0);
        }

        s1 = adomian_series_duan(A, ctx, N, vars, u, m, &tv, tser, use_t, n, len, prec);
        s2 = adomian_series_definition(B, ctx, N, vars, u, m, &tv, tser, use_t, n, len, prec);
        if (s1 == SERSOL_EINPUT || s2 == SERSOL_EINPUT)
            test_fail("unexpected EINPUT (%d, %d)", s1, s2);
        if (s1 == SERSOL_OK && s2 == SERSOL_OK)
        {
            ok++;
            for (j = 0; j <= n; j++)
            {
                sprintf(what, "A_%ld (n %ld, len %ld, prec %ld, m %ld, t %d)",
                        (long) j, (long) n, (long) len, (long) prec, (long) m, use_t);
                if (A[j].length != len || B[j].length != len || !tps_overlaps(A + j, B + j))
                {
                    flint_printf("N = ");
                    expr_fprint(stdout, ctx, N);
                    flint_printf("\n");
                    test_check_overlap(what, A + j, B + j);
                    test_fail("%s: lengths", what);
                }
            }
        }
        else
            domain++;

        at_vec_clear(u, (n + 1) * m);
        at_vec_clear(A, n + 1);
        at_vec_clear(B, n + 1);
        at_vec_clear(tser, 1);
        expr_ctx_free(ctx);
    }
    if (getenv("SERSOL_TEST_VERBOSE")) flint_printf("ok %ld domain %ld\n", ok, domain);
    if (ok < total / 2)
        test_fail("only %ld of %ld cases evaluated (%ld domain errors)", (long) ok, (long) total, (long) domain);

    return test_end();
}
