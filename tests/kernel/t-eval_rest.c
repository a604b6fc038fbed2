/* kernel_eval_rest: the Adomian polynomial A_k of an output f(x_1..x_m) is
 * affine in the newest coefficients,
 *     A_k = rest_k + sum_i (d f / d x_i)(x_0) x_{i,k},
 * so rest_k plus the Jacobian term (symbolic derivatives by expr_diff,
 * evaluated with expr_eval_arb) must overlap the full coefficient k. */
#include "kernel_test.h"

static void check_rest_property(void)
{
    slong iter, ok_cases = 0, iters = test_iters(300);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong nvars = 1 + n_randint(test_state, 3), n_out = 1 + n_randint(test_state, 3);
        slong n = 2 + test_randlen(vg ? 5 : 14);
        slong prec = test_randprec(vg ? 300 : 10000);
        slong vars[3], i, j, k, kr = 1 + n_randint(test_state, n - 1);
        expr_ptr out[3], J[9];
        arb_ptr x0 = _arb_vec_init(3), rest = _arb_vec_init(3), full = _arb_vec_init(3);
        arb_t d, s;
        tps_struct x[3];
        kernel_ptr K;
        int bad = 0;

        arb_init(d);
        arb_init(s);
        for (i = 0; i < nvars; i++)
        {
            char name[2] = { (char) ('x' + i), 0 };
            vars[i] = expr_ctx_add_var(ctx, name);
            tps_init(x + i);
            test_randtest_tps(x + i, n, prec, 2);
            arb_set(x0 + vars[i], x[i].coeffs);
        }
        for (j = 0; j < n_out; j++)
            out[j] = kt_rand_expr(ctx, nvars, 1 + n_randint(test_state, 4));
        expr_jacobian(J, ctx, out, n_out, vars, nvars);

        if (kernel_new(&K, ctx, vars, nvars, out, n_out, n - 1) != SERSOL_OK)
            test_fail("kernel_new failed");
        for (k = 0; k < kr && !bad; k++)
        {
            for (i = 0; i < nvars; i++)
                arb_set(kernel_input(K, i) + k, x[i].coeffs + k);
            bad = (kernel_eval_coeff(K, k, prec) != SERSOL_OK);
        }
        /* rest first (input coefficient kr unset: it must not matter), then
         * a second rest with kr set (must agree), then the full coefficient */
        if (!bad)
        {
            for (i = 0; i < nvars; i++)
                arb_set_si(kernel_input(K, i) + kr, 1000);
            kernel_eval_rest(rest, K, kr, prec);
            for (i = 0; i < nvars; i++)
                arb_set(kernel_input(K, i) + kr, x[i].coeffs + kr);
            kernel_eval_rest(full, K, kr, prec);
            for (j = 0; j < n_out; j++)
                if (!arb_overlaps(rest + j, full + j))
                    test_fail("rest depends on the input coefficient k");
            for (i = 0; i < nvars; i++)
                if (!arb_equal(kernel_input(K, i) + kr, x[i].coeffs + kr))
                    test_fail("kernel_eval_rest did not restore input %ld", (long) i);
            kernel_eval_coeff(K, kr, prec);
            for (j = 0; j < n_out; j++)
                arb_set(full + j, kernel_output(K, j) + kr);
        }
        for (j = 0; j < n_out && !bad; j++)
        {
            arb_set(s, rest + j);
            for (i = 0; i < nvars && !bad; i++)
            {
                if (expr_eval_arb(d, J[j * nvars + i], x0, prec) != SERSOL_OK)
                    bad = 1;
                arb_addmul(s, d, x[i].coeffs + kr, prec);
            }
            if (!bad && !arb_overlaps(s, full + j))
            {
                char * str = expr_to_str(ctx, out[j]);
                flint_printf("f = %s, k = %wd, prec = %wd\nrest + J u_k = ", str, kr, prec);
                arb_printn(s, 30, 0);
                flint_printf("\nfull          = ");
                arb_printn(full + j, 30, 0);
                flint_printf("\n");
                flint_free(str);
                test_fail("rest + Jacobian term does not overlap the coefficient");
            }
        }
        ok_cases += !bad;

        kernel_free(K);
        for (i = 0; i < nvars; i++)
            tps_clear(x + i);
        _arb_vec_clear(x0, 3);
        _arb_vec_clear(rest, 3);
        _arb_vec_clear(full, 3);
        arb_clear(d);
        arb_clear(s);
        expr_ctx_free(ctx);
    }
    if (ok_cases < iters / 4)
        test_fail("only %ld of %ld random cases were in the domain", (long) ok_cases, (long) iters);
}

/* Exact case: for f = x^3 y + sin x, A_1 = (3 x_0^2 y_0 + cos x_0) x_1 + x_0^3 y_1
 * is linear in (x_1, y_1): its rest is exactly 0. */
static void check_rest_order_one(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vars[2];
    expr_ptr x, y, f;
    arb_t r;
    kernel_ptr K;

    vars[0] = expr_ctx_add_var(ctx, "x");
    vars[1] = expr_ctx_add_var(ctx, "y");
    x = expr_var(ctx, vars[0]);
    y = expr_var(ctx, vars[1]);
    f = expr_add(ctx, expr_mul(ctx, expr_pow(ctx, x, expr_const_si(ctx, 3)), y),
                 expr_fun(ctx, EXPR_SIN, x));
    if (kernel_new(&K, ctx, vars, 2, &f, 1, 2) != SERSOL_OK)
        test_fail("kernel_new failed");
    arb_init(r);
    arb_set_si(kernel_input(K, 0), 2);
    arb_set_si(kernel_input(K, 1), 3);
    kernel_eval_coeff(K, 0, 200);
    arb_set_si(kernel_input(K, 0) + 1, 5);
    arb_set_si(kernel_input(K, 1) + 1, 7);
    kernel_eval_rest(r, K, 1, 200);
    if (!arb_is_zero(r))
        test_fail("rest at order 1 is not 0");
    arb_clear(r);
    kernel_free(K);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("kernel_eval_rest");
    check_rest_order_one();
    check_rest_property();
    return test_end();
}
