/* kernel_block_begin / kernel_block_end: orders evaluated in a block (relaxed
 * products) vs the same orders evaluated one at a time by the online
 * recurrences, on random expressions at random precisions (also with a
 * per-order precision schedule, blocks starting after order 0, blocks
 * continued at their end by kernel_block_begin, and blocks interrupted by
 * kernel_eval_rest); Taylor loops with exact coefficients
 * (y' = y^2, z' = exp z, and 1/(2-y), y/(2-y), log y, (y^2)^2 of them); the
 * pendulum Taylor loop against the online recurrences. */
#include "kernel_test.h"

/* Precision of order k: prec, or a schedule prec - drop k (at least 64). */
static slong order_prec(slong prec, slong drop, slong k)
{
    return FLINT_MAX(64, prec - drop * k);
}

/* The block's coefficient b must overlap the online one a and be about as
 * accurate: radius at most 2^40 times a's plus 2^(-prec/2) of the value. */
static int block_close(const arb_t a, const arb_t b, slong prec)
{
    mag_t m, t;
    int ok;

    if (!arb_overlaps(a, b))
        return 0;
    if (!arb_is_finite(a))
        return 1;
    mag_init(m);
    mag_init(t);
    mag_mul_2exp_si(m, arb_radref(a), 40);
    arb_get_mag(t, a);
    mag_mul_2exp_si(t, t, -prec / 2);
    mag_add(m, m, t);
    mag_set_ui_2exp_si(t, 1, -prec / 2);     /* values close to 0 */
    mag_add(m, m, t);
    ok = mag_cmp(arb_radref(b), m) <= 0;
    mag_clear(m);
    mag_clear(t);
    return ok;
}

static void check_random_expressions(void)
{
    slong iter, ok_cases = 0, iters = test_iters(30);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong nvars = 1 + n_randint(test_state, 3), n_out = 1 + n_randint(test_state, 3);
        slong n = 64 + n_randint(test_state, vg ? 8 : 150);
        slong prec = 64 + test_randprec(vg ? 200 : 3000);
        slong drop = n_randint(test_state, 2) ? 0 : (slong) n_randint(test_state, 8);
        slong k0 = n_randint(test_state, 2) ? 0 : (slong) n_randint(test_state, n - 16);
        slong k_rest = n_randint(test_state, 6) ? -1 : 1 + (slong) n_randint(test_state, n - 1);
        /* the block ends at e1 and is continued to e2, then to n (or ends at n) */
        slong e1 = n_randint(test_state, 2) ? n : k0 + 1 + (slong) n_randint(test_state, n - k0);
        slong e2 = (e1 >= n) ? n : e1 + 1 + (slong) n_randint(test_state, n - e1);
        slong vars[3], i, j, k;
        expr_ptr out[3];
        tps_struct x[3];
        kernel_ptr K1, K2;
        arb_ptr rest;
        int st1, st2, bad = 0;

        for (i = 0; i < nvars; i++)
        {
            char name[2] = { (char) ('x' + i), 0 };
            vars[i] = expr_ctx_add_var(ctx, name);
            tps_init(x + i);
            test_randtest_tps(x + i, n, prec, 2);
            for (k = 0; k < n; k++)      /* a radius of convergence about 4 */
                arb_mul_2exp_si(x[i].coeffs + k, x[i].coeffs + k, -2 * k);
            if (n_randint(test_state, 8) == 0)
                arb_zero(x[i].coeffs);
        }
        for (j = 0; j < n_out; j++)
            out[j] = kt_rand_expr(ctx, nvars, 1 + n_randint(test_state, 4));

        if (kernel_new(&K1, ctx, vars, nvars, out, n_out, n - 1) != SERSOL_OK
                || kernel_new(&K2, ctx, vars, nvars, out, n_out, n - 1) != SERSOL_OK)
            test_fail("kernel_new failed");
        rest = _arb_vec_init(n_out);
        /* the block must not read input coefficients before they are set */
        for (i = 0; i < nvars; i++)
            for (k = 0; k < n; k++)
                arb_set_si(kernel_input(K2, i) + k, 1000003);

        for (k = 0; k < n && !bad; k++)
        {
            slong p = order_prec(prec, drop, k);
            if (k == k0)
                kernel_block_begin(K2, k0, e1);
            else if (k == e1 && e1 < n)
                kernel_block_begin(K2, e1, e2);
            else if (k == e2 && e2 < n)
                kernel_block_begin(K2, e2, n);
            for (i = 0; i < nvars; i++)
            {
                arb_set(kernel_input(K1, i) + k, x[i].coeffs + k);
                arb_set(kernel_input(K2, i) + k, x[i].coeffs + k);
            }
            if (k == k_rest)    /* ends the block: the rest of the orders are online */
                kernel_eval_rest(rest, K2, k, p);
            st1 = kernel_eval_coeff(K1, k, p);
            st2 = kernel_eval_coeff(K2, k, p);
            if (st1 != st2)
                test_fail("status %d online, %d in a block at order %ld", st1, st2, (long) k);
            if (st1 != SERSOL_OK)
                bad = 1;
        }
        if (!bad)
        {
            ok_cases++;
            for (j = 0; j < n_out; j++)
                for (k = 0; k < n; k++)
                    if (!block_close(kernel_output(K1, j) + k, kernel_output(K2, j) + k,
                                     order_prec(prec, drop, k)))
                    {
                        char * s = expr_to_str(ctx, out[j]);
                        flint_printf("expression %s, n = %wd, prec = %wd, drop = %wd, k0 = %wd, "
                                     "continued at %wd, %wd, rest at %wd, k = %wd\nonline: ", s, n,
                                     prec, drop, k0, e1, e2, k_rest, k);
                        arb_printn(kernel_output(K1, j) + k, 30, 0);
                        flint_printf("\nblock:  ");
                        arb_printn(kernel_output(K2, j) + k, 30, 0);
                        flint_printf("\n");
                        flint_free(s);
                        test_fail("block and online coefficients differ");
                    }
        }
        _arb_vec_clear(rest, n_out);
        kernel_free(K1);
        kernel_free(K2);
        for (i = 0; i < nvars; i++)
            tps_clear(x + i);
        expr_ctx_free(ctx);
    }
    if (ok_cases < iters / 4)
        test_fail("only %ld of %ld random cases were in the domain", (long) ok_cases, (long) iters);
}

/* y' = y^2, y_0 = 1: y_k = 1;  z' = exp z, z_0 = 0: z_k = 1/k (z = -log(1-t)).
 * Outputs: y^2, exp z, 1/(2-y) (1, then 2^(k-1)), y/(2-y) (2^k), log y
 * (1/k), (y^2)^2 = (1-t)^-4 (binomial(k+3, 3)). */
static void check_exact_taylor_loop(void)
{
    slong iter;

    for (iter = 0; iter < test_iters(10); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vy = expr_ctx_add_var(ctx, "y"), vz = expr_ctx_add_var(ctx, "z");
        slong vars[2] = { vy, vz }, prec = 64 + test_randprec(test_under_valgrind() ? 200 : 3000);
        slong N = test_under_valgrind() ? 70 : 64 + n_randint(test_state, 250), k;
        expr_ptr y = expr_var(ctx, vy), z = expr_var(ctx, vz), f[6], d;
        kernel_ptr K;
        arb_ptr u, v;
        fmpq_t q;
        fmpz_t bin;

        d = expr_sub(ctx, expr_const_si(ctx, 2), y);
        f[0] = expr_mul(ctx, y, y);
        f[1] = expr_fun(ctx, EXPR_EXP, z);
        f[2] = expr_div(ctx, expr_const_si(ctx, 1), d);
        f[3] = expr_div(ctx, y, d);
        f[4] = expr_fun(ctx, EXPR_LOG, y);
        f[5] = expr_mul(ctx, f[0], f[0]);
        if (kernel_new(&K, ctx, vars, 2, f, 6, N) != SERSOL_OK)
            test_fail("kernel_new failed");
        u = kernel_input(K, 0);
        v = kernel_input(K, 1);
        arb_one(u);
        arb_zero(v);
        kernel_block_begin(K, 0, N);
        for (k = 0; k < N; k++)
        {
            if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
                test_fail("status at order %ld", (long) k);
            arb_div_ui(u + k + 1, kernel_output(K, 0) + k, k + 1, prec);
            arb_div_ui(v + k + 1, kernel_output(K, 1) + k, k + 1, prec);
        }
        kernel_block_end(K);
        fmpq_init(q);
        fmpz_init(bin);
        for (k = 0; k < N; k++)
        {
            slong acc = prec - 4 * (slong) FLINT_BIT_COUNT(N) - 20;
            arb_srcptr c;
            if (!arb_contains_si(u + k, 1) || arb_rel_accuracy_bits(u + k) < acc)
                test_fail("y' = y^2: coefficient %ld is not 1 (prec %ld)", (long) k, (long) prec);
            fmpq_set_si(q, 1, FLINT_MAX(k, 1));
            if (k == 0 ? !arb_is_zero(v) : (!arb_contains_fmpq(v + k, q) || arb_rel_accuracy_bits(v + k) < acc))
                test_fail("z' = exp z: coefficient %ld is not 1/%ld", (long) k, (long) k);
            c = kernel_output(K, 2) + k;
            fmpq_set_si(q, 1, 1);
            fmpz_mul_2exp(fmpq_numref(q), fmpq_numref(q), k == 0 ? 0 : k - 1);
            if (!arb_contains_fmpq(c, q) || arb_rel_accuracy_bits(c) < acc)
                test_fail("1/(2-y): coefficient %ld", (long) k);
            fmpq_set_si(q, 1, 1);
            fmpz_mul_2exp(fmpq_numref(q), fmpq_numref(q), k);
            c = kernel_output(K, 3) + k;
            if (!arb_contains_fmpq(c, q) || arb_rel_accuracy_bits(c) < acc)
                test_fail("y/(2-y): coefficient %ld", (long) k);
            c = kernel_output(K, 4) + k;
            fmpq_set_si(q, k == 0 ? 0 : 1, FLINT_MAX(k, 1));
            /* containment only: the log recurrence on y = 1/(1-t) loses
             * accuracy with k, online or in a block alike */
            if (!arb_contains_fmpq(c, q))
                test_fail("log y: coefficient %ld", (long) k);
            fmpz_bin_uiui(bin, k + 3, 3);
            c = kernel_output(K, 5) + k;
            if (!arb_contains_fmpz(c, bin) || arb_rel_accuracy_bits(c) < acc)
                test_fail("(y^2)^2: coefficient %ld", (long) k);
        }
        fmpq_clear(q);
        fmpz_clear(bin);
        kernel_free(K);
        expr_ctx_free(ctx);
    }
}

/* The pendulum th' = p, p' = -sin th (+ tan, tanh, sinh of th as extra
 * outputs): a Taylor loop in a block against the same loop online. */
static void check_pendulum_loop(void)
{
    slong iter;

    for (iter = 0; iter < test_iters(6); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vt = expr_ctx_add_var(ctx, "th"), vp = expr_ctx_add_var(ctx, "p");
        slong vars[2] = { vt, vp }, prec = 64 + test_randprec(test_under_valgrind() ? 200 : 3000);
        slong N = test_under_valgrind() ? 70 : 64 + n_randint(test_state, 300), k, j, r;
        expr_ptr th = expr_var(ctx, vt), f[5];
        kernel_ptr K[2];

        f[0] = expr_var(ctx, vp);
        f[1] = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, th));
        f[2] = expr_fun(ctx, EXPR_TAN, th);
        f[3] = expr_fun(ctx, EXPR_TANH, th);
        f[4] = expr_fun(ctx, EXPR_SINH, th);
        for (r = 0; r < 2; r++)
        {
            arb_ptr a, b;
            if (kernel_new(K + r, ctx, vars, 2, f, 5, N) != SERSOL_OK)
                test_fail("kernel_new failed");
            a = kernel_input(K[r], 0);
            b = kernel_input(K[r], 1);
            arb_set_si(a, 1);
            arb_zero(b);
            if (r == 1)
                kernel_block_begin(K[r], 0, N);
            for (k = 0; k < N; k++)
            {
                kernel_eval_coeff(K[r], k, prec);
                arb_div_ui(a + k + 1, kernel_output(K[r], 0) + k, k + 1, prec);
                arb_div_ui(b + k + 1, kernel_output(K[r], 1) + k, k + 1, prec);
            }
        }
        for (j = 0; j < 5; j++)
            for (k = 0; k < N; k++)
                if (!block_close(kernel_output(K[0], j) + k, kernel_output(K[1], j) + k, prec))
                    test_fail("pendulum loop: output %ld differs at order %ld (prec %ld)",
                              (long) j, (long) k, (long) prec);
        kernel_free(K[0]);
        kernel_free(K[1]);
        expr_ctx_free(ctx);
    }
}

/* x/x in a block: q_k = (x_k - x_k q_0 - ...) / x_0 must cancel exactly, as
 * the online arb_dot does.  With exact coefficients of 2 prec bits, every
 * q_k (k >= 1) is exactly 0 online; the block once rounded the relaxed sum
 * holding x_k q_0 before subtracting it, which left 2^-prec |x_k| that the
 * division recurrence amplifies (x has a zero near 0.45: about 2.2x per
 * order; SERSOL_TEST_SEED=1795413973 of check_random_expressions). */
static void check_div_cancellation(void)
{
    slong iter;

    for (iter = 0; iter < test_iters(4); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vx = expr_ctx_add_var(ctx, "x"), n = 40 + n_randint(test_state, 120), k;
        slong prec = 64 + test_randprec(test_under_valgrind() ? 200 : 1500);
        expr_ptr x = expr_var(ctx, vx), q = expr_div(ctx, x, x);
        kernel_ptr K;
        fmpz_poly_t p;

        if (kernel_new(&K, ctx, &vx, 1, &q, 1, n - 1) != SERSOL_OK)
            test_fail("kernel_new failed");
        fmpz_poly_init(p);
        kt_rand_int_series(kernel_input(K, 0), p, n, 2 * prec);
        arb_set_si(kernel_input(K, 0), 1);
        kernel_block_begin(K, 0, n);
        for (k = 0; k < n; k++)
            if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
                test_fail("x/x: status at order %ld", (long) k);
        kernel_block_end(K);
        if (!arb_is_one(kernel_output(K, 0)))
            test_fail("x/x: coefficient 0 is not 1");
        for (k = 1; k < n; k++)
            if (!arb_is_zero(kernel_output(K, 0) + k))
            {
                flint_printf("order %wd of %wd, prec %wd: ", k, n, prec);
                arb_printn(kernel_output(K, 0) + k, 10, 0);
                flint_printf("\n");
                test_fail("x/x in a block: coefficient %ld is not exactly 0", (long) k);
            }
        fmpz_poly_clear(p);
        kernel_free(K);
        expr_ctx_free(ctx);
    }
}

int main(void)
{
    test_start("kernel_eval_block");
    check_div_cancellation();
    check_exact_taylor_loop();
    check_pendulum_loop();
    check_random_expressions();
    return test_end();
}
