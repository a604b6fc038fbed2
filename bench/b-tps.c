/* Benchmark of module tps (issue 2, docs/performance.md).
 *
 * For N in {50, 200, 1000} and prec in {333, 3322, 33220} bits, times
 *   (a) the whole-series tps_mullow, tps_sin_cos, tps_exp against the
 *       arb_poly functions they wrap (target ratio <= 1.1);
 *   (b) the online forms tps_mullow_online, tps_sin_cos_online,
 *       tps_exp_online against arb_poly_mullow, arb_poly_sin_cos_series,
 *       arb_poly_exp_series (quadratic recurrences vs Arb's fast algorithms:
 *       informative, no target);
 *   (c) the online product against a naive Cauchy product with arb_addmul
 *       over the same balls (target <= 1.2).
 * Each time is the minimum over 3 rounds of the mean over repeated calls
 * lasting >= 0.2 s of process CPU time (clock_gettime with
 * CLOCK_PROCESS_CPUTIME_ID: on a shared, loaded machine wall-clock time
 * mostly measures the scheduler); the jobs of a cell are interleaved round
 * by round so that the remaining noise hits both sides of a ratio alike.
 * Calls taking over 2 s are timed once.  To keep the run near two minutes
 * of CPU time, the cell N = 1000, prec = 33220 times only the whole-series
 * functions (a single online product there is 500000 multiplications of
 * 33220-bit numbers, about 35 s); "full" as the second argument times
 * everything.
 *
 * Usage: b-tps [min_seconds [full]]   (default 0.2; e.g. 0.02 for a quick run) */
#include <string.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "sersol/tps.h"
#include "bench.h"

typedef struct
{
    slong n, prec;
    tps_t a, b, r, r2;
    arb_poly_t pa, pb, pr, pr2;
}
cell_struct;

typedef void (*job_fn)(cell_struct * c);

static void job_tps_mullow(cell_struct * c) { tps_mullow(c->r, c->a, c->b, c->n, c->prec); }
static void job_arb_mullow(cell_struct * c) { arb_poly_mullow(c->pr, c->pa, c->pb, c->n, c->prec); }
static void job_tps_sin_cos(cell_struct * c) { tps_sin_cos(c->r, c->r2, c->a, c->n, c->prec); }
static void job_arb_sin_cos(cell_struct * c) { arb_poly_sin_cos_series(c->pr, c->pr2, c->pa, c->n, c->prec); }
static void job_tps_exp(cell_struct * c) { tps_exp(c->r, c->a, c->n, c->prec); }
static void job_arb_exp(cell_struct * c) { arb_poly_exp_series(c->pr, c->pa, c->n, c->prec); }
static void job_online_mullow(cell_struct * c) { tps_mullow_online(c->r, c->a, c->b, c->n, c->prec); }
static void job_online_sin_cos(cell_struct * c) { tps_sin_cos_online(c->r, c->r2, c->a, c->n, c->prec); }
static void job_online_exp(cell_struct * c) { tps_exp_online(c->r, c->a, c->n, c->prec); }

/* The plain Cauchy product c_k = sum_j a_j b_{k-j}, one arb_addmul per term. */
static void job_naive_mullow(cell_struct * c)
{
    slong k, j, n = c->n;
    arb_ptr r, a = c->a->coeffs, b = c->b->coeffs;

    tps_fit_length(c->r, n);
    r = c->r->coeffs;
    for (k = 0; k < n; k++)
    {
        arb_zero(r + k);
        for (j = 0; j <= k; j++)
            arb_addmul(r + k, a + j, b + k - j, c->prec);
    }
    c->r->length = n;
}

enum { J_TPS_MUL, J_ARB_MUL, J_TPS_SC, J_ARB_SC, J_TPS_EXP, J_ARB_EXP,
       J_ON_MUL, J_ON_SC, J_ON_EXP, J_NAIVE, NJOBS };

static const job_fn jobs[NJOBS] = {
    job_tps_mullow, job_arb_mullow, job_tps_sin_cos, job_arb_sin_cos, job_tps_exp,
    job_arb_exp, job_online_mullow, job_online_sin_cos, job_online_exp, job_naive_mullow
};

/* Mean seconds per call over calls lasting at least min_time. */
static double time_round(job_fn f, cell_struct * c, double min_time)
{
    double t0 = bench_cpu(), t;
    slong count = 0;

    do
    {
        f(c);
        count++;
        t = bench_cpu() - t0;
    }
    while (t < min_time);
    return t / count;
}

/* Random balls: coefficients uniform in (-1, 1) with prec-bit midpoints and
 * radius 2^-prec, so that every operation works on genuine balls. */
static void rand_series(tps_t a, slong n, slong prec, flint_rand_t state)
{
    slong k;

    tps_zero(a, n);
    for (k = 0; k < n; k++)
    {
        arb_urandom(a->coeffs + k, state, prec);
        arb_mul_2exp_si(a->coeffs + k, a->coeffs + k, 1);
        arb_sub_ui(a->coeffs + k, a->coeffs + k, 1, prec);
        mag_set_ui_2exp_si(arb_radref(a->coeffs + k), 1, -prec);
    }
}

int main(int argc, char ** argv)
{
    const slong sizes[] = { 50, 200, 1000 };
    const slong precs[] = { 333, 3322, 33220 };
    double min_time = (argc > 1) ? atof(argv[1]) : 0.2, start = bench_cpu();
    int full = (argc > 2 && strcmp(argv[2], "full") == 0);
    flint_rand_t state;
    slong i, j, round, q;

    flint_randinit(state);
    printf("b-tps: ratios of times (min of 3 rounds, each >= %.2f s)\n", min_time);
    printf("(a) whole-series / arb_poly   (b) online / arb_poly   (c) online / naive arb_addmul product\n\n");
    printf("%5s %6s | %7s %7s %7s | %8s %8s %8s | %7s | %10s %10s %10s\n",
           "N", "prec", "mullow", "sin_cos", "exp", "mul_onl", "sc_onl", "exp_onl", "onl/nv",
           "arb mullow", "arb sincos", "arb exp");
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            cell_struct c;
            double best[NJOBS];
            int once[NJOBS];

            c.n = sizes[i];
            c.prec = precs[j];
            tps_init(c.a); tps_init(c.b); tps_init(c.r); tps_init(c.r2);
            arb_poly_init(c.pa); arb_poly_init(c.pb); arb_poly_init(c.pr); arb_poly_init(c.pr2);
            rand_series(c.a, c.n, c.prec, state);
            rand_series(c.b, c.n, c.prec, state);
            tps_get_arb_poly(c.pa, c.a);
            tps_get_arb_poly(c.pb, c.b);

            for (q = 0; q < NJOBS; q++)
            {
                best[q] = 1e300;
                once[q] = 0;
                if (!full && c.n >= 1000 && c.prec >= 33220 && q != J_TPS_MUL
                    && q != J_ARB_MUL && q != J_TPS_SC && q != J_ARB_SC
                    && q != J_TPS_EXP && q != J_ARB_EXP)
                {
                    best[q] = NAN;   /* skipped: printed as nan */
                    once[q] = 1;
                }
            }
            for (round = 0; round < 3; round++)
                for (q = 0; q < NJOBS; q++)
                {
                    double t;
                    if (once[q])
                        continue;
                    t = time_round(jobs[q], &c, min_time);
                    if (t < best[q])
                        best[q] = t;
                    if (t > 2.0)      /* expensive: one timing is enough */
                        once[q] = 1;
                }

            printf("%5ld %6ld | %7.3f %7.3f %7.3f | %8.2f %8.2f %8.2f | %7.3f | %10.3g %10.3g %10.3g\n",
                   (long) c.n, (long) c.prec,
                   best[J_TPS_MUL] / best[J_ARB_MUL], best[J_TPS_SC] / best[J_ARB_SC],
                   best[J_TPS_EXP] / best[J_ARB_EXP],
                   best[J_ON_MUL] / best[J_ARB_MUL], best[J_ON_SC] / best[J_ARB_SC],
                   best[J_ON_EXP] / best[J_ARB_EXP],
                   best[J_ON_MUL] / best[J_NAIVE],
                   best[J_ARB_MUL], best[J_ARB_SC], best[J_ARB_EXP]);
            fflush(stdout);

            tps_clear(c.a); tps_clear(c.b); tps_clear(c.r); tps_clear(c.r2);
            arb_poly_clear(c.pa); arb_poly_clear(c.pb); arb_poly_clear(c.pr); arb_poly_clear(c.pr2);
        }
    }
    printf("\ntotal %.1f s of CPU time\n", bench_cpu() - start);
    flint_randclear(state);
    flint_cleanup();
    return 0;
}
