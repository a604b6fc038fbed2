/* Benchmark: a Taylor expansion to order N through the kernel, order by
 * order with the online recurrences vs in one block (relaxed products,
 * kernel_block_begin), and the "mullow limit" (kernel_num_nonlinear x
 * arb_poly_mullow of length N + 1 at the same precision).
 *   pendulum  theta' = p, p' = -sin theta
 *   lorenz    x' = 10 (y - x), y' = x (28 - z) - y, z' = x y - 8/3 z
 * The pairs (N, bits) are the orders and precisions of bench/b-ode at 100,
 * 300 and 1000 digits.  Prints CPU times (minimum over rounds), the speedup
 * online / block, block / limit, and log2 of the largest radius ratio
 * block/online over the coefficients.
 * Usage: b-block [quick | big]  (one round; quick: the first two pairs, big:
 * the last).  SERSOL_BENCH_DROP=d computes order k at prec - d k bits (at
 * least 64), the precision schedule of the ODE driver (about 2.9 there). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <arb_poly.h>
#include "sersol/expr.h"
#include "sersol/kernel.h"
#include "bench.h"

/* Bits dropped per order (the precision schedule of src/ode/series.c). */
static double bench_drop = 0.0;

/* One expansion: y_{k+1} = f_k / (k + 1) for every input (outputs = inputs' derivatives). */
static double expand(kernel_ptr K, arb_srcptr y0, slong N, slong prec, int block)
{
    slong i, k, n = kernel_num_inputs(K);
    double t = bench_cpu();

    for (i = 0; i < n; i++)
        arb_set(kernel_input(K, i), y0 + i);
    if (block)
        kernel_block_begin(K, 0, N);
    for (k = 0; k < N; k++)
    {
        slong pk = FLINT_MAX(64, prec - (slong) (bench_drop * k));
        kernel_eval_coeff(K, k, pk);
        for (i = 0; i < n; i++)
            arb_div_ui(kernel_input(K, i) + k + 1, kernel_output(K, i) + k, k + 1, pk);
    }
    kernel_block_end(K);
    return bench_cpu() - t;
}

/* log2 of the largest rad(block) / rad(online) over the inputs' coefficients. */
static double radius_ratio(kernel_ptr K1, kernel_ptr K2, slong N)
{
    slong i, k;
    double worst = -1e300;

    for (i = 0; i < kernel_num_inputs(K1); i++)
        for (k = 1; k <= N; k++)
        {
            arb_srcptr a = kernel_input(K1, i) + k, b = kernel_input(K2, i) + k;
            if (mag_is_zero(arb_radref(a)) || mag_is_zero(arb_radref(b)))
                continue;
            worst = FLINT_MAX(worst, mag_get_d_log2_approx(arb_radref(b))
                                     - mag_get_d_log2_approx(arb_radref(a)));
        }
    return worst;
}

int main(int argc, char ** argv)
{
    static const slong Ns[] = { 126, 356, 1162 }, precs[] = { 375, 1039, 3364 };
    static const char * names[] = { "pendulum", "lorenz" };
    int quick = (argc > 1 && strcmp(argv[1], "quick") == 0);
    int big = (argc > 1 && strcmp(argv[1], "big") == 0);
    slong rounds = (quick || big) ? 1 : 3, cases = quick ? 2 : 3, c, r;
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vth = expr_ctx_add_var(ctx, "theta"), vp = expr_ctx_add_var(ctx, "p");
    slong vx = expr_ctx_add_var(ctx, "x"), vy = expr_ctx_add_var(ctx, "y"), vz = expr_ctx_add_var(ctx, "z");
    expr_ptr x = expr_var(ctx, vx), y = expr_var(ctx, vy), z = expr_var(ctx, vz);
    expr_ptr pend[2], lor[3];
    slong pin[2] = { vth, vp }, lin[3] = { vx, vy, vz };
    int problem;

    if (getenv("SERSOL_BENCH_DROP") != NULL)
        bench_drop = atof(getenv("SERSOL_BENCH_DROP"));

    pend[0] = expr_var(ctx, vp);
    pend[1] = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, expr_var(ctx, vth)));
    lor[0] = expr_mul(ctx, expr_const_si(ctx, 10), expr_sub(ctx, y, x));
    lor[1] = expr_sub(ctx, expr_mul(ctx, x, expr_sub(ctx, expr_const_si(ctx, 28), z)), y);
    lor[2] = expr_sub(ctx, expr_mul(ctx, x, y), expr_mul(ctx, expr_const_str(ctx, "8/3"), z));

    printf("Taylor expansion to order N through the kernel: online vs block (relaxed)\n");
    printf("%-9s %5s %5s %11s %11s %11s %8s %8s %8s\n", "problem", "N", "bits", "online_ms",
           "block_ms", "limit_ms", "speedup", "blk/lim", "log2rad");
    for (c = big ? 2 : 0; c < cases; c++)
        for (problem = 0; problem < 2; problem++)
        {
            slong N = Ns[c], prec = precs[c];
            kernel_ptr K1, K2;
            arb_ptr y0 = _arb_vec_init(3);
            double t1 = 1e300, t2 = 1e300, lim;

            if (problem == 0)
            {
                arb_one(y0);
                arb_set_str(y0 + 1, "0.3", prec);    /* not an even solution */
                kernel_new(&K1, ctx, pin, 2, pend, 2, N);
                kernel_new(&K2, ctx, pin, 2, pend, 2, N);
            }
            else
            {
                arb_set_str(y0, "-8.67139571762", prec);
                arb_set_str(y0 + 1, "4.98065219", prec);
                arb_set_si(y0 + 2, 27);
                kernel_new(&K1, ctx, lin, 3, lor, 3, N);
                kernel_new(&K2, ctx, lin, 3, lor, 3, N);
            }
            for (r = 0; r < rounds; r++)
            {
                t1 = FLINT_MIN(t1, expand(K1, y0, N, prec, 0));
                t2 = FLINT_MIN(t2, expand(K2, y0, N, prec, 1));
            }
            lim = kernel_num_nonlinear(K1) * bench_mullow_time(N + 1, prec);
            printf("%-9s %5ld %5ld %11.3f %11.3f %11.3f %8.2f %8.2f %8.1f\n", names[problem],
                   (long) N, (long) prec, 1000 * t1, 1000 * t2, 1000 * lim, t1 / t2, t2 / lim,
                   radius_ratio(K1, K2, N));
            fflush(stdout);
            _arb_vec_clear(y0, 3);
            kernel_free(K1);
            kernel_free(K2);
        }
    expr_ctx_free(ctx);
    flint_cleanup();
    return 0;
}
