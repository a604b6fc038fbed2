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
 * prec bits (repeated for at least 0.05 s) */
static inline double bench_mullow_time(slong n, slong prec)
{
    arb_poly_t a, b, c;
    flint_rand_t st;
    double t0, t;
    slong reps = 0;

    flint_randinit(st);
    arb_poly_init(a); arb_poly_init(b); arb_poly_init(c);
    arb_poly_randtest(a, st, n, prec, 4);
    arb_poly_randtest(b, st, n, prec, 4);
    t0 = bench_cpu();
    do
    {
        arb_poly_mullow(c, a, b, n, prec);
        reps++;
        t = bench_cpu() - t0;
    }
    while (t < 0.05);
    arb_poly_clear(a); arb_poly_clear(b); arb_poly_clear(c);
    flint_randclear(st);
    return t / reps;
}

#endif
