/* Benchmark: Adomian polynomials A_0..A_n as t-series (length len, 100 and
 * 1000 digits) by Duan's recurrence (symbolic + kernel) and by the
 * definition (weighted Kronecker substitution + whole-series functions);
 * DAG size of Duan's A_0..A_n; and the ADM for u' = -u + u^2 vs a Taylor
 * loop with the online recurrences.  CPU times (minimum of 3 runs).
 * Usage: b-adomian [quick] */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "sersol/adomian.h"
#include "bench.h"

static expr_ptr nonlinearity(expr_ctx_ptr ctx, int which, slong x, slong y)
{
    expr_ptr ex = expr_var(ctx, x), ey = expr_var(ctx, y);
    switch (which)
    {
        case 0: return expr_fun(ctx, EXPR_EXP, ex);
        case 1: return expr_mul(ctx, expr_fun(ctx, EXPR_SIN, ex), expr_fun(ctx, EXPR_COS, ey));
        default: return expr_div(ctx, expr_mul(ctx, ex, ey), expr_add(ctx, expr_const_si(ctx, 1), expr_mul(ctx, ex, ex)));
    }
}

static const char * names[] = { "exp(u)", "sin(u) cos(v)", "u v / (1 + u^2)" };

static void bench_polys(int which, slong n, slong len, slong digits, int reps)
{
    slong prec = (slong) (digits * 3.33) + 20, i, m = (which == 0) ? 1 : 2;
    double best[2] = { 1e100, 1e100 };
    slong nodes = 0;
    int alg, r;
    flint_rand_t st;
    flint_randinit(st);

    for (r = 0; r < reps; r++)
        for (alg = 0; alg < 2; alg++)
        {
            expr_ctx_ptr ctx = expr_ctx_new();
            slong x = expr_ctx_add_var(ctx, "u"), y = expr_ctx_add_var(ctx, "v");
            slong vars[2] = { x, y };
            expr_ptr N = nonlinearity(ctx, which, x, y);
            tps_struct * u = flint_malloc((n + 1) * m * sizeof(tps_struct));
            tps_struct * A = flint_malloc((n + 1) * sizeof(tps_struct));
            double t;
            for (i = 0; i < (n + 1) * m; i++)
            {
                slong k;
                tps_init(u + i);
                tps_zero(u + i, len);
                for (k = 0; k < len; k++)
                    arb_set_si(u[i].coeffs + k, 1 + (i + 3 * k) % 7), arb_div_ui(u[i].coeffs + k, u[i].coeffs + k, 5 + k, prec);
            }
            for (i = 0; i <= n; i++)
                tps_init(A + i);
            t = bench_cpu();
            if (alg == 0)
                adomian_series_duan(A, ctx, N, vars, u, m, NULL, NULL, 0, n, len, prec);
            else
                adomian_series_definition(A, ctx, N, vars, u, m, NULL, NULL, 0, n, len, prec);
            t = bench_cpu() - t;
            if (t < best[alg])
                best[alg] = t;
            if (alg == 0)
                nodes = expr_ctx_num_nodes(ctx);
            for (i = 0; i < (n + 1) * m; i++)
                tps_clear(u + i);
            for (i = 0; i <= n; i++)
                tps_clear(A + i);
            flint_free(u);
            flint_free(A);
            expr_ctx_free(ctx);
        }
    printf("%-16s n=%2ld len=%3ld %4ld digits: Duan %8.4f s (%6ld DAG nodes)  definition %8.4f s  ratio %.2f\n",
           names[which], (long) n, (long) len, (long) digits, best[0], (long) nodes, best[1], best[0] / best[1]);
    flint_randclear(st);
}

int main(int argc, char ** argv)
{
    int quick = (argc > 1 && strcmp(argv[1], "quick") == 0), which;
    int reps = quick ? 1 : 3;
    for (which = 0; which < 3; which++)
    {
        bench_polys(which, 5, 20, 100, reps);
        bench_polys(which, 10, 20, 100, reps);
        if (!quick)
        {
            bench_polys(which, 15, 20, 100, reps);
            bench_polys(which, 10, 20, 1000, reps);
        }
    }
    flint_cleanup();
    return 0;
}
