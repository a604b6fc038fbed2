/* Benchmark: kernel evaluation vs the equivalent hand-written sequence of
 * tps online calls, inside a Taylor loop (coefficients 0..N of the solution).
 *   pendulum  theta' = p, p' = -sin theta       (inputs theta, p)
 *   lorenz    x' = sigma (y - x), y' = x (rho - z) - y, z' = x y - beta z
 *             sigma = 10, rho = 28, beta = 8/3
 * Prints CPU time per Taylor expansion (minimum over rounds) and the median
 * over rounds of the ratio kernel / hand measured back to back (target <= 1.2).
 * Usage: b-kernel [quick]  (quick: fewer repetitions) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sersol/tps.h"
#include "sersol/expr.h"
#include "sersol/kernel.h"
#include "bench.h"

/* ---- pendulum ---------------------------------------------------------- */

static void pendulum_kernel(kernel_ptr K, slong N, slong prec)
{
    arb_ptr th = kernel_input(K, 0), p = kernel_input(K, 1);
    slong k;

    arb_set_str(th, "1.0", prec);
    arb_zero(p);
    for (k = 0; k < N; k++)
    {
        kernel_eval_coeff(K, k, prec);
        arb_div_ui(th + k + 1, kernel_output(K, 0) + k, k + 1, prec);
        arb_div_ui(p + k + 1, kernel_output(K, 1) + k, k + 1, prec);
    }
}

/* The same expansion with direct calls: s, c = sin/cos theta, f = -s. */
static void pendulum_hand(arb_ptr th, arb_ptr p, arb_ptr s, arb_ptr c, arb_ptr f, slong N, slong prec)
{
    slong k;

    arb_set_str(th, "1.0", prec);
    arb_zero(p);
    for (k = 0; k < N; k++)
    {
        _tps_sin_cos_coeff(s, c, th, k, prec);
        arb_neg(f + k, s + k);
        arb_div_ui(th + k + 1, p + k, k + 1, prec);
        arb_div_ui(p + k + 1, f + k, k + 1, prec);
    }
}

/* ---- Lorenz ------------------------------------------------------------ */

static void lorenz_init(arb_ptr x, arb_ptr y, arb_ptr z, slong prec)
{
    arb_set_str(x, "-8.67139571762", prec);
    arb_set_str(y, "4.98065219", prec);
    arb_set_str(z, "27", prec);
}

static void lorenz_kernel(kernel_ptr K, slong N, slong prec)
{
    arb_ptr x = kernel_input(K, 0), y = kernel_input(K, 1), z = kernel_input(K, 2);
    slong k;

    lorenz_init(x, y, z, prec);
    for (k = 0; k < N; k++)
    {
        kernel_eval_coeff(K, k, prec);
        arb_div_ui(x + k + 1, kernel_output(K, 0) + k, k + 1, prec);
        arb_div_ui(y + k + 1, kernel_output(K, 1) + k, k + 1, prec);
        arb_div_ui(z + k + 1, kernel_output(K, 2) + k, k + 1, prec);
    }
}

/* w: 8 work arrays of length N + 1. */
static void lorenz_hand(arb_ptr x, arb_ptr y, arb_ptr z, arb_ptr * w, slong N, slong prec)
{
    arb_ptr d1 = w[0], f1 = w[1], d2 = w[2], m1 = w[3], f2 = w[4], m2 = w[5], bz = w[6], f3 = w[7];
    arb_t sigma, rho, beta;
    slong k;

    arb_init(sigma); arb_init(rho); arb_init(beta);
    arb_set_si(sigma, 10);
    arb_set_si(rho, 28);
    arb_set_si(beta, 8);
    arb_div_ui(beta, beta, 3, prec);
    lorenz_init(x, y, z, prec);
    for (k = 0; k < N; k++)
    {
        arb_sub(d1 + k, y + k, x + k, prec);
        arb_mul(f1 + k, d1 + k, sigma, prec);
        if (k == 0)
            arb_sub(d2, rho, z, prec);
        else
            arb_neg(d2 + k, z + k);
        _tps_mul_coeff(m1 + k, x, d2, k, prec);
        arb_sub(f2 + k, m1 + k, y + k, prec);
        _tps_mul_coeff(m2 + k, x, y, k, prec);
        arb_mul(bz + k, z + k, beta, prec);
        arb_sub(f3 + k, m2 + k, bz + k, prec);
        arb_div_ui(x + k + 1, f1 + k, k + 1, prec);
        arb_div_ui(y + k + 1, f2 + k, k + 1, prec);
        arb_div_ui(z + k + 1, f3 + k, k + 1, prec);
    }
    arb_clear(sigma); arb_clear(rho); arb_clear(beta);
}

/* ---- driver ------------------------------------------------------------ */

typedef struct
{
    kernel_ptr KP, KL;
    arb_ptr w[8], xs;
    slong N, prec;
}
bench_case;

/* One expansion: problem 0 = pendulum, 1 = Lorenz; by the kernel or by hand. */
static void run_once(bench_case * B, int problem, int by_kernel)
{
    slong N = B->N, prec = B->prec;
    if (problem == 0 && by_kernel)
        pendulum_kernel(B->KP, N, prec);
    else if (problem == 0)
        pendulum_hand(B->w[0], B->w[1], B->w[2], B->w[3], B->w[4], N, prec);
    else if (by_kernel)
        lorenz_kernel(B->KL, N, prec);
    else
        lorenz_hand(B->xs, B->xs + N + 1, B->xs + 2 * (N + 1), B->w, N, prec);
}

/* Repetitions so one timing takes about 30 ms (at least 1). */
static slong reps_for(double t_one)
{
    slong r = (slong) (0.03 / (t_one + 1e-9));
    return FLINT_MAX(1, FLINT_MIN(r, 100000));
}

/* CPU time per expansion over reps repetitions. */
static double time_reps(bench_case * B, int problem, int by_kernel, slong reps)
{
    double t = bench_cpu();
    slong r;
    for (r = 0; r < reps; r++)
        run_once(B, problem, by_kernel);
    return (bench_cpu() - t) / reps;
}

static int cmp_double(const void * a, const void * b)
{
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

int main(int argc, char ** argv)
{
    static const slong Ns[] = { 30, 100, 300 }, precs[] = { 333, 3322 };
    static const char * names[] = { "pendulum", "lorenz" };
    int quick = (argc > 1 && strcmp(argv[1], "quick") == 0);
    slong rounds = quick ? 3 : 7;
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vth = expr_ctx_add_var(ctx, "theta"), vp = expr_ctx_add_var(ctx, "p");
    slong vx = expr_ctx_add_var(ctx, "x"), vy = expr_ctx_add_var(ctx, "y"), vz = expr_ctx_add_var(ctx, "z");
    expr_ptr x = expr_var(ctx, vx), y = expr_var(ctx, vy), z = expr_var(ctx, vz);
    expr_ptr pend[2], lor[3];
    slong pin[2] = { vth, vp }, lin[3] = { vx, vy, vz };
    slong in, ip, i, round;
    int problem;

    pend[0] = expr_var(ctx, vp);
    pend[1] = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, expr_var(ctx, vth)));
    lor[0] = expr_mul(ctx, expr_const_si(ctx, 10), expr_sub(ctx, y, x));
    lor[1] = expr_sub(ctx, expr_mul(ctx, x, expr_sub(ctx, expr_const_si(ctx, 28), z)), y);
    lor[2] = expr_sub(ctx, expr_mul(ctx, x, y), expr_mul(ctx, expr_const_str(ctx, "8/3"), z));

    printf("kernel vs hand-written tps online calls (Taylor expansion to order N)\n");
    printf("CPU time per expansion (minimum over %ld rounds); ratio = median over rounds of kernel/hand\n",
           (long) rounds);
    printf("%-9s %5s %5s %12s %12s %7s\n", "problem", "N", "bits", "kernel_us", "hand_us", "ratio");
    for (ip = 0; ip < 2; ip++)
        for (in = 0; in < 3; in++)
        {
            bench_case B;
            B.N = Ns[in];
            B.prec = precs[ip];
            kernel_new(&B.KP, ctx, pin, 2, pend, 2, B.N);
            kernel_new(&B.KL, ctx, lin, 3, lor, 3, B.N);
            for (i = 0; i < 8; i++)
                B.w[i] = _arb_vec_init(B.N + 1);
            B.xs = _arb_vec_init(3 * (B.N + 1));

            for (problem = 0; problem < 2; problem++)
            {
                double tk = 1e30, th = 1e30, ratio[16], a, b;
                slong reps = reps_for(time_reps(&B, problem, 1, 1));
                for (round = 0; round < rounds; round++)
                {
                    /* back to back, alternating which goes first */
                    if (round % 2 == 0)
                    {
                        a = time_reps(&B, problem, 1, reps);
                        b = time_reps(&B, problem, 0, reps);
                    }
                    else
                    {
                        b = time_reps(&B, problem, 0, reps);
                        a = time_reps(&B, problem, 1, reps);
                    }
                    tk = FLINT_MIN(tk, a);
                    th = FLINT_MIN(th, b);
                    ratio[round] = a / b;
                }
                qsort(ratio, rounds, sizeof(double), cmp_double);
                printf("%-9s %5ld %5ld %12.1f %12.1f %7.3f\n", names[problem], (long) B.N,
                       (long) B.prec, 1e6 * tk, 1e6 * th, ratio[rounds / 2]);
                fflush(stdout);
            }
            for (i = 0; i < 8; i++)
                _arb_vec_clear(B.w[i], B.N + 1);
            _arb_vec_clear(B.xs, 3 * (B.N + 1));
            kernel_free(B.KP);
            kernel_free(B.KL);
        }
    expr_ctx_free(ctx);
    flint_cleanup();
    return 0;
}
