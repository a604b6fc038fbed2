/* Timers shared by the benchmark programs: process CPU time (all threads),
 * wall time, and the time of one arb_poly_mullow (the unit of the "mullow
 * limit" of issue 4). */
#ifndef SERSOL_BENCH_H
#define SERSOL_BENCH_H

#include <time.h>
#include <arb_poly.h>

/* seconds of CPU time used by the process */
static inline double bench_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* seconds of a monotonic wall clock */
static inline double bench_wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* CPU seconds per arb_poly_mullow of two random length-n polynomials at
 * prec bits: the fastest of 5 batches, each repeated for at least 0.02 s
 * (the host's speed drifts; the fastest batch is the least disturbed, and
 * a smaller limit can only make the ratios printed against it larger). */
static inline double bench_mullow_time(slong n, slong prec)
{
    arb_poly_t a, b, c;
    flint_rand_t st;
    double best = 1e300;
    int batch;

    flint_randinit(st);
    arb_poly_init(a); arb_poly_init(b); arb_poly_init(c);
    arb_poly_randtest(a, st, n, prec, 4);
    arb_poly_randtest(b, st, n, prec, 4);
    for (batch = 0; batch < 5; batch++)
    {
        double t0 = bench_cpu(), t;
        slong reps = 0;
        do
        {
            arb_poly_mullow(c, a, b, n, prec);
            reps++;
            t = bench_cpu() - t0;
        }
        while (t < 0.02);
        if (t / reps < best)
            best = t / reps;
    }
    arb_poly_clear(a); arb_poly_clear(b); arb_poly_clear(c);
    flint_randclear(st);
    return best;
}

#endif
