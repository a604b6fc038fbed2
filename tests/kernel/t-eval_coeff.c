/* kernel_eval_coeff: random expressions evaluated order by order vs the
 * whole-series evaluation of the same expressions; integer powers at x_0 = 0
 * vs exact rationals; domain errors; a Taylor loop y' = y^2; constants
 * recomputed when the precision changes; kernel_fit_order. */
#include <flint/fmpq_poly.h>
#include <string.h>
#include "kernel_test.h"

/* Random expressions over 1-3 inputs: the kernel's coefficient k of every
 * output overlaps the whole-series value. */
static void check_random_expressions(void)
{
    slong iter, ok_cases = 0, iters = test_iters(300);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong nvars = 1 + n_randint(test_state, 3), n_out = 1 + n_randint(test_state, 3);
        slong n = 1 + test_randlen(vg ? 6 : 16);
        slong prec = test_randprec(vg ? 300 : 10000);
        slong vars[3], i, j, k;
        expr_ptr out[3];
        tps_struct x[3];
        kernel_ptr K;
        kt_whole W;
        int st, bad = 0;

        for (i = 0; i < nvars; i++)
        {
            char name[2] = { (char) ('x' + i), 0 };
            vars[i] = expr_ctx_add_var(ctx, name);
            tps_init(x + i);
            test_randtest_tps(x + i, n, prec, 2);
            if (n_randint(test_state, 8) == 0)
                arb_zero(x[i].coeffs);
        }
        for (j = 0; j < n_out; j++)
            out[j] = kt_rand_expr(ctx, nvars, 1 + n_randint(test_state, 4));

        if (kernel_new(&K, ctx, vars, nvars, out, n_out, n - 1) != SERSOL_OK)
            test_fail("kernel_new failed");
        if (kernel_num_inputs(K) != nvars || kernel_num_outputs(K) != n_out || kernel_max_order(K) != n - 1)
            test_fail("kernel_num_inputs/outputs/max_order");
        if (kernel_num_nodes(K) < 1 || kernel_num_nonlinear(K) > 2 * FLINT_BITS * kernel_num_nodes(K))
            test_fail("statistics: %ld nodes, %ld nonlinear", (long) (kernel_num_nodes(K)), (long) (kernel_num_nonlinear(K)));

        kt_whole_init(&W, ctx, x, n, prec);
        for (j = 0; j < n_out; j++)
            if (kt_whole_eval(&W, out[j]) != SERSOL_OK)
                bad = 1;

        for (k = 0; k < n; k++)
        {
            for (i = 0; i < nvars; i++)
                arb_set(kernel_input(K, i) + k, x[i].coeffs + k);
            st = kernel_eval_coeff(K, k, prec);
            if (st != SERSOL_OK)
            {
                bad = 1;
                break;
            }
        }
        if (!bad)
        {
            ok_cases++;
            for (j = 0; j < n_out; j++)
                for (k = 0; k < n; k++)
                    if (!arb_overlaps(kernel_output(K, j) + k, W.val[out[j]->id].coeffs + k))
                    {
                        char * s = expr_to_str(ctx, out[j]);
                        flint_printf("expression %s, n = %wd, prec = %wd, k = %wd\nkernel: ", s, n, prec, k);
                        arb_printn(kernel_output(K, j) + k, 30, 0);
                        flint_printf("\nwhole:  ");
                        arb_printn(W.val[out[j]->id].coeffs + k, 30, 0);
                        flint_printf("\n");
                        flint_free(s);
                        test_fail("kernel and whole series do not overlap");
                    }
        }
        kt_whole_clear(&W);
        kernel_free(K);
        for (i = 0; i < nvars; i++)
            tps_clear(x + i);
        expr_ctx_free(ctx);
    }
    if (ok_cases < iters / 4)
        test_fail("only %ld of %ld random cases were in the domain", (long) ok_cases, (long) iters);
}

/* x^m with x_0 = 0 (and (x+y)^m with x_0 = -y_0): the ball contains the exact
 * rational coefficients of fmpq_poly_pow_trunc. */
static void check_integer_powers_at_zero(void)
{
    slong iter;

    for (iter = 0; iter < test_iters(60); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong n = 1 + test_randlen(20), prec = 30 + test_randprec(2000);
        slong m = (slong) n_randint(test_state, 14) - 2, k;
        slong vars[2];
        expr_ptr x, y, out[2];
        fmpq * vx = _fmpq_vec_init(n), * vy = _fmpq_vec_init(n);
        fmpq_poly_t px, py, pw;
        fmpq_t c;
        tps_t tx, ty;
        kernel_ptr K;

        if (m == 0 || m == 1)
            m = 7;
        vars[0] = expr_ctx_add_var(ctx, "x");
        vars[1] = expr_ctx_add_var(ctx, "y");
        x = expr_var(ctx, vars[0]);
        y = expr_var(ctx, vars[1]);
        tps_init(tx); tps_init(ty);
        fmpq_poly_init(px); fmpq_poly_init(py); fmpq_poly_init(pw);
        fmpq_init(c);
        test_rand_fmpq_tps(tx, vx, n, 10, prec);
        test_rand_fmpq_tps(ty, vy, n, 10, prec);
        if (m > 0)
            fmpq_zero(vx + 0);
        else
            fmpq_set_si(vx + 0, 1, 1 + n_randint(test_state, 3));
        fmpq_neg(vy + 0, vx + 0);
        fmpq_add_si(vy + 0, vy + 0, m > 0 ? 0 : 1);
        arb_set_fmpq(tx->coeffs, vx + 0, prec);
        arb_set_fmpq(ty->coeffs, vy + 0, prec);
        for (k = 0; k < n; k++)
        {
            fmpq_poly_set_coeff_fmpq(px, k, vx + k);
            fmpq_poly_set_coeff_fmpq(py, k, vy + k);
        }
        out[0] = expr_pow(ctx, x, expr_const_si(ctx, m));
        out[1] = expr_pow(ctx, expr_add(ctx, x, y), expr_const_si(ctx, m));
        if (kernel_new(&K, ctx, vars, 2, out, 2, n - 1) != SERSOL_OK)
            test_fail("kernel_new failed");
        for (k = 0; k < n; k++)
        {
            arb_set(kernel_input(K, 0) + k, tx->coeffs + k);
            arb_set(kernel_input(K, 1) + k, ty->coeffs + k);
            if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
                test_fail("x^%ld: domain error at order %ld", (long) m, (long) k);
        }
        fmpq_poly_add(py, px, py);
        if (m > 0)
        {
            fmpq_poly_pow_trunc(pw, px, m, n);
            fmpq_poly_pow_trunc(py, py, m, n);
        }
        else
        {
            fmpq_poly_inv_series(pw, px, n);
            fmpq_poly_pow_trunc(pw, pw, -m, n);
            fmpq_poly_inv_series(py, py, n);
            fmpq_poly_pow_trunc(py, py, -m, n);
        }
        for (k = 0; k < n; k++)
        {
            fmpq_poly_get_coeff_fmpq(c, pw, k);
            if (!arb_contains_fmpq(kernel_output(K, 0) + k, c))
                test_fail("x^%ld with x_0 = %s: coefficient %ld", (long) m, m > 0 ? "0" : "1/j", (long) k);
            fmpq_poly_get_coeff_fmpq(c, py, k);
            if (!arb_contains_fmpq(kernel_output(K, 1) + k, c))
                test_fail("(x+y)^%ld: coefficient %ld", (long) m, (long) k);
        }
        kernel_free(K);
        _fmpq_vec_clear(vx, n);
        _fmpq_vec_clear(vy, n);
        fmpq_poly_clear(px); fmpq_poly_clear(py); fmpq_poly_clear(pw);
        fmpq_clear(c);
        tps_clear(tx); tps_clear(ty);
        expr_ctx_free(ctx);
    }
}

/* kernel_domain_message of the last domain_status call */
static char domain_msg[200];

/* Status of kernel_eval_coeff(K, 0) for a one-input expression at x_0 = x0;
 * the kernel's domain message goes to domain_msg, which must be empty
 * exactly when the status is SERSOL_OK. */
static int domain_status(expr_ctx_ptr ctx, slong var, expr_ptr e, const arb_t x0)
{
    kernel_ptr K;
    int st;

    if (kernel_new(&K, ctx, &var, 1, &e, 1, 3) != SERSOL_OK)
        test_fail("kernel_new failed");
    arb_set(kernel_input(K, 0), x0);
    st = kernel_eval_coeff(K, 0, 128);
    snprintf(domain_msg, sizeof(domain_msg), "%s", kernel_domain_message(K));
    if ((st == SERSOL_OK) != (domain_msg[0] == '\0'))
        test_fail("status %d with domain message '%s'", st, domain_msg);
    kernel_free(K);
    return st;
}

/* The domain message names the operation. */
static void check_domain_msg(const char * what, const char * word)
{
    if (strstr(domain_msg, word) == NULL)
        test_fail("%s: domain message '%s' does not say '%s'", what, domain_msg, word);
}

static void check_domain_errors(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v = expr_ctx_add_var(ctx, "x"), w;
    expr_ptr x = expr_var(ctx, v), e;
    arb_t x0;
    struct { expr_op op; double bad, good; } fun[] = {
        { EXPR_LOG, 0, 0.5 }, { EXPR_LOG, -1, 2 }, { EXPR_SQRT, 0, 1 }, { EXPR_SQRT, -0.5, 0.5 },
        { EXPR_ASIN, 1, 0.5 }, { EXPR_ASIN, -1.5, -0.5 }, { EXPR_ACOS, 1.25, 0 }, { EXPR_ACOS, -1, 0.75 }
    };
    slong i;

    arb_init(x0);
    for (i = 0; i < 8; i++)
    {
        e = expr_fun(ctx, fun[i].op, x);
        arb_set_d(x0, fun[i].bad);
        if (domain_status(ctx, v, e, x0) != SERSOL_EDOMAIN)
            test_fail("%s(%g): no domain error", expr_fun_name(fun[i].op), fun[i].bad);
        check_domain_msg(expr_fun_name(fun[i].op), expr_fun_name(fun[i].op));
        arb_set_d(x0, fun[i].good);
        if (domain_status(ctx, v, e, x0) != SERSOL_OK)
            test_fail("%s(%g): domain error", expr_fun_name(fun[i].op), fun[i].good);
    }
    /* tan at pi/2 (a ball containing it) */
    e = expr_fun(ctx, EXPR_TAN, x);
    arb_const_pi(x0, 128);
    arb_mul_2exp_si(x0, x0, -1);
    if (domain_status(ctx, v, e, x0) != SERSOL_EDOMAIN)
        test_fail("tan(pi/2): no domain error");
    check_domain_msg("tan(pi/2)", "tan");
    arb_set_d(x0, 1.5);
    if (domain_status(ctx, v, e, x0) != SERSOL_OK)
        test_fail("tan(1.5): domain error");
    /* 1/x, 2/x, x^-2, x^(1/3), x^x at 0; exact 0 and a ball containing 0 */
    {
        expr_ptr es[5];
        es[0] = expr_div(ctx, expr_const_si(ctx, 1), x);
        es[1] = expr_div(ctx, expr_const_si(ctx, 2), expr_add(ctx, x, expr_mul(ctx, x, x)));
        es[2] = expr_pow(ctx, x, expr_const_si(ctx, -2));
        es[3] = expr_pow(ctx, x, expr_const_str(ctx, "1/3"));
        es[4] = expr_pow(ctx, x, x);
        for (i = 0; i < 5; i++)
        {
            arb_zero(x0);
            if (i < 3)
                mag_set_d(arb_radref(x0), 1e-30);
            if (domain_status(ctx, v, es[i], x0) != SERSOL_EDOMAIN)
                test_fail("expression %ld at 0: no domain error", (long) i);
            check_domain_msg("1/x, 2/(x + x^2), x^-2, x^(1/3), x^x at 0",
                             (i < 3) ? "division" : (i == 3) ? "power" : "log");  /* x^x = exp(x log x) */
            arb_set_d(x0, 0.25);
            if (domain_status(ctx, v, es[i], x0) != SERSOL_OK)
                test_fail("expression %ld at 1/4: domain error", (long) i);
        }
        arb_set_d(x0, -0.25);
        if (domain_status(ctx, v, es[3], x0) != SERSOL_EDOMAIN)
            test_fail("x^(1/3) at -1/4: no domain error");
        if (domain_status(ctx, v, es[2], x0) != SERSOL_OK)
            test_fail("x^-2 at -1/4: domain error");
    }
    /* constants in t are checked too: x + log(-1), x / sin(pi) */
    arb_set_d(x0, 0.5);
    e = expr_add(ctx, x, expr_fun(ctx, EXPR_LOG, expr_const_si(ctx, -1)));
    if (domain_status(ctx, v, e, x0) != SERSOL_EDOMAIN)
        test_fail("x + log(-1): no domain error");
    e = expr_div(ctx, x, expr_fun(ctx, EXPR_SIN, expr_pi(ctx)));
    if (domain_status(ctx, v, e, x0) != SERSOL_EDOMAIN)
        test_fail("x / sin(pi): no domain error");
    /* a variable that is not an input */
    w = expr_ctx_add_var(ctx, "w");
    {
        kernel_ptr K = (kernel_ptr) &x0;   /* must be reset to NULL */
        e = expr_mul(ctx, x, expr_var(ctx, w));
        if (kernel_new(&K, ctx, &v, 1, &e, 1, 5) != SERSOL_EINPUT || K != NULL)
            test_fail("kernel_new accepted a variable that is not an input");
    }
    arb_clear(x0);
    expr_ctx_free(ctx);
}

/* y' = y^2, y(0) = 1: y = 1/(1-t), every coefficient exactly 1 (through y^2,
 * y*y and a fit_order in the middle). */
static void check_taylor_loop(void)
{
    slong iter;

    for (iter = 0; iter < test_iters(20); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong v = expr_ctx_add_var(ctx, "y"), prec = 64 + test_randprec(5000);
        slong N = test_under_valgrind() ? 20 : 60 + n_randint(test_state, 60), k;
        expr_ptr y = expr_var(ctx, v), f[2];
        kernel_ptr K;
        arb_ptr u;

        f[0] = expr_pow(ctx, y, expr_const_si(ctx, 2));
        f[1] = expr_mul(ctx, y, y);
        if (kernel_new(&K, ctx, &v, 1, f, 2, N / 2) != SERSOL_OK)
            test_fail("kernel_new failed");
        if (kernel_num_nonlinear(K) != 1)
            test_fail("y^2 and y*y: %ld nonlinear instructions", (long) (kernel_num_nonlinear(K)));
        arb_one(kernel_input(K, 0));
        for (k = 0; k < N; k++)
        {
            if (k == N / 2)
                kernel_fit_order(K, N);
            if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
                test_fail("y' = y^2: status at order %ld", (long) k);
            if (!arb_overlaps(kernel_output(K, 0) + k, kernel_output(K, 1) + k))
                test_fail("y^2 and y*y differ at order %ld", (long) k);
            u = kernel_input(K, 0);
            arb_div_ui(u + k + 1, kernel_output(K, 0) + k, k + 1, prec);
        }
        u = kernel_input(K, 0);
        for (k = 0; k <= N; k++)
            if (!arb_contains_si(u + k, 1) || arb_rel_accuracy_bits(u + k) < prec - 2 * (slong) FLINT_BIT_COUNT(N) - 10)
                test_fail("y' = y^2: coefficient %ld is not 1 to %ld bits", (long) k, (long) prec);
        kernel_free(K);
        expr_ctx_free(ctx);
    }
}

/* Constants are rounded at the working precision of each evaluation:
 * pi*x and sin(x)cos(x) (one sin/cos pair) first at 20 bits, then at 3000. */
static void check_constants_and_pairs(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v = expr_ctx_add_var(ctx, "x"), k;
    expr_ptr x = expr_var(ctx, v), f[3];
    kernel_ptr K;
    arb_t pi;

    f[0] = expr_mul(ctx, expr_pi(ctx), x);
    f[1] = expr_fun(ctx, EXPR_SIN, x);
    f[2] = expr_fun(ctx, EXPR_COS, x);
    if (kernel_new(&K, ctx, &v, 1, f, 3, 4) != SERSOL_OK)
        test_fail("kernel_new failed");
    if (kernel_num_nonlinear(K) != 1)
        test_fail("sin x and cos x should share one pair: %ld nonlinear", (long) (kernel_num_nonlinear(K)));
    if (kernel_num_products(K) != 2)
        test_fail("the sin/cos pair: %ld products per order, not 2", (long) (kernel_num_products(K)));
    arb_init(pi);
    arb_const_pi(pi, 3000);
    arb_zero(kernel_input(K, 0));
    arb_one(kernel_input(K, 0) + 1);
    kernel_eval_coeff(K, 0, 20);
    for (k = 1; k <= 4; k++)
        kernel_eval_coeff(K, k, 3000);
    if (!arb_overlaps(kernel_output(K, 0) + 1, pi) || arb_rel_accuracy_bits(kernel_output(K, 0) + 1) < 2900)
        test_fail("pi x: constant not recomputed at the new precision");
    /* sin t = t - t^3/6, cos t = 1 - t^2/2 + t^4/24 */
    arb_set_si(pi, -1);
    arb_div_ui(pi, pi, 6, 3000);
    if (!arb_contains_si(kernel_output(K, 1) + 1, 1) || !arb_contains_zero(kernel_output(K, 1) + 2) ||
        !arb_overlaps(kernel_output(K, 1) + 3, pi) || !arb_contains_si(kernel_output(K, 2) + 0, 1) ||
        arb_rel_accuracy_bits(kernel_output(K, 1) + 3) < 2900)
        test_fail("sin/cos pair values");
    arb_clear(pi);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* A deep chain e_{j+1} = sin(e_j) / 2 + x e_j (thousands of nodes): the
 * compiler is not recursive; compare with the whole-series evaluation. */
static void check_deep_chain(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v = expr_ctx_add_var(ctx, "x"), depth = test_under_valgrind() ? 200 : 3000, n = 6, prec = 200, j, k;
    expr_ptr x = expr_var(ctx, v), e = x;
    kernel_ptr K;
    kt_whole W;
    tps_t tx;

    for (j = 0; j < depth; j++)
        e = expr_add(ctx, expr_div(ctx, expr_fun(ctx, EXPR_SIN, e), expr_const_si(ctx, 2)),
                     expr_mul(ctx, x, e));
    tps_init(tx);
    tps_zero(tx, n);
    arb_set_d(tx->coeffs + 0, 0.125);
    arb_set_d(tx->coeffs + 1, -0.25);
    arb_set_d(tx->coeffs + 3, 0.5);
    if (kernel_new(&K, ctx, &v, 1, &e, 1, n - 1) != SERSOL_OK)
        test_fail("kernel_new (deep chain)");
    if (kernel_num_nodes(K) != 4 * depth + 2 || kernel_num_nonlinear(K) != 2 * depth)
        test_fail("deep chain: %ld nodes, %ld nonlinear", (long) kernel_num_nodes(K), (long) kernel_num_nonlinear(K));
    for (k = 0; k < n; k++)
    {
        arb_set(kernel_input(K, 0) + k, tx->coeffs + k);
        if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
            test_fail("deep chain: status");
    }
    kt_whole_init(&W, ctx, tx, n, prec);
    if (kt_whole_eval(&W, e) != SERSOL_OK)
        test_fail("deep chain: whole-series status");
    for (k = 0; k < n; k++)
        if (!arb_overlaps(kernel_output(K, 0) + k, W.val[e->id].coeffs + k) ||
            arb_rel_accuracy_bits(kernel_output(K, 0) + k) < 100)
            test_fail("deep chain: coefficient %ld", (long) k);
    kt_whole_clear(&W);
    kernel_free(K);
    tps_clear(tx);
    expr_ctx_free(ctx);
}

/* Statistics: nodes on the tape and nonlinear instructions of known tapes. */
static void check_statistics(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v[3], i;
    expr_ptr x, y, z, f[3];
    kernel_ptr K;

    v[0] = expr_ctx_add_var(ctx, "x");
    v[1] = expr_ctx_add_var(ctx, "y");
    v[2] = expr_ctx_add_var(ctx, "z");
    x = expr_var(ctx, v[0]);
    y = expr_var(ctx, v[1]);
    z = expr_var(ctx, v[2]);
    /* Lorenz: 10 (y - x), x (28 - z) - y, x y - 8/3 z: 2 products; nodes
     * x, y, z, 10, 28, 8/3, y-x, 10(y-x), 28-z, x(28-z), x(28-z)-y, xy, 8/3 z, xy - 8/3 z */
    f[0] = expr_mul(ctx, expr_const_si(ctx, 10), expr_sub(ctx, y, x));
    f[1] = expr_sub(ctx, expr_mul(ctx, x, expr_sub(ctx, expr_const_si(ctx, 28), z)), y);
    f[2] = expr_sub(ctx, expr_mul(ctx, x, y), expr_mul(ctx, expr_const_str(ctx, "8/3"), z));
    if (kernel_new(&K, ctx, v, 3, f, 3, 10) != SERSOL_OK)
        test_fail("kernel_new");
    if (kernel_num_nonlinear(K) != 2 || kernel_num_nodes(K) != 14 || kernel_num_products(K) != 2)
        test_fail("Lorenz: %ld nodes, %ld nonlinear, %ld products", (long) kernel_num_nodes(K),
                  (long) kernel_num_nonlinear(K), (long) kernel_num_products(K));
    kernel_free(K);
    /* x^243 (243 = 11110011 in binary: 7 squares, 5 products), x^-243 (one more
     * inverse), sin(1) x + exp(pi) (constant in t: linear) */
    f[0] = expr_pow(ctx, x, expr_const_si(ctx, 243));
    f[1] = expr_pow(ctx, x, expr_const_si(ctx, -243));
    f[2] = expr_add(ctx, expr_mul(ctx, expr_fun(ctx, EXPR_SIN, expr_const_si(ctx, 1)), x),
                    expr_fun(ctx, EXPR_EXP, expr_pi(ctx)));
    for (i = 0; i < 3; i++)
    {
        slong expect[3] = { 12, 13, 0 };
        if (kernel_new(&K, ctx, v, 1, f + i, 1, 10) != SERSOL_OK)
            test_fail("kernel_new");
        if (kernel_num_nonlinear(K) != expect[i])
            test_fail("output %ld: %ld nonlinear instead of %ld", (long) i,
                      (long) kernel_num_nonlinear(K), (long) expect[i]);
        kernel_free(K);
    }
    expr_ctx_free(ctx);
}

/* Degenerate kernels: no inputs, an output that is an input, an output
 * constant in t, max_order 0, repeated or invalid inputs. */
static void check_degenerate(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v = expr_ctx_add_var(ctx, "x"), vv[2], k;
    expr_ptr x = expr_var(ctx, v), f[3];
    kernel_ptr K;
    arb_t c, s;

    arb_init(c);
    arb_init(s);
    /* pi^2 + sin(1) with no inputs */
    f[0] = expr_add(ctx, expr_pow(ctx, expr_pi(ctx), expr_const_si(ctx, 2)),
                    expr_fun(ctx, EXPR_SIN, expr_const_si(ctx, 1)));
    if (kernel_new(&K, ctx, NULL, 0, f, 1, 0) != SERSOL_OK)
        test_fail("kernel_new without inputs");
    if (kernel_eval_coeff(K, 0, 500) != SERSOL_OK)
        test_fail("constant kernel: status");
    arb_const_pi(c, 600);
    arb_sqr(c, c, 600);
    arb_one(s);
    arb_sin(s, s, 600);
    arb_add(c, c, s, 600);
    if (!arb_overlaps(kernel_output(K, 0), c) || arb_rel_accuracy_bits(kernel_output(K, 0)) < 490)
        test_fail("pi^2 + sin(1)");
    kernel_free(K);
    /* outputs x, 3/7 (constant), x^-1 at orders 0..5 */
    f[0] = x;
    f[1] = expr_const_str(ctx, "3/7");
    f[2] = expr_pow(ctx, x, expr_const_si(ctx, -1));
    if (kernel_new(&K, ctx, &v, 1, f, 3, 5) != SERSOL_OK)
        test_fail("kernel_new");
    for (k = 0; k <= 5; k++)
    {
        arb_set_si(kernel_input(K, 0) + k, k == 0 ? 1 : (k == 1 ? -1 : 0));
        if (kernel_eval_coeff(K, k, 100) != SERSOL_OK)
            test_fail("status at order %ld", (long) k);
    }
    for (k = 0; k <= 5; k++)
    {
        if (!arb_equal(kernel_output(K, 0) + k, kernel_input(K, 0) + k))
            test_fail("output x is not the input");
        if (k > 0 && !arb_is_zero(kernel_output(K, 1) + k))
            test_fail("constant output: coefficient %ld not exactly 0", (long) k);
        if (!arb_contains_si(kernel_output(K, 2) + k, 1))
            test_fail("1/(1-t): coefficient %ld", (long) k);
    }
    arb_set_si(c, 3);
    arb_div_ui(c, c, 7, 100);
    if (!arb_equal(kernel_output(K, 1), c))
        test_fail("constant 3/7");
    kernel_free(K);
    /* repeated and invalid inputs */
    vv[0] = vv[1] = v;
    if (kernel_new(&K, ctx, vv, 2, f, 1, 3) != SERSOL_EINPUT || K != NULL)
        test_fail("repeated input accepted");
    vv[1] = 17;
    if (kernel_new(&K, ctx, vv + 1, 1, f + 1, 1, 3) != SERSOL_EINPUT || K != NULL)
        test_fail("invalid input accepted");
    arb_clear(c);
    arb_clear(s);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("kernel_eval_coeff");
    check_domain_errors();
    check_degenerate();
    check_statistics();
    check_deep_chain();
    check_constants_and_pairs();
    check_taylor_loop();
    check_integer_powers_at_zero();
    check_random_expressions();
    return test_end();
}
