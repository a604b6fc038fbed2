/* Timers shared by the benchmark programs: process CPU time (all threads),
 * wall time, and the time of one arb_poly_mullow (the unit of the "mullow
 * limit" of issue 4) or of one arb_poly_sin_cos_series. */
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

/* A series-like random polynomial: coefficient k = +-u 2^-k, u uniform in
 * [1/2, 1) with prec full bits, radius 2^-prec relative (arb_poly_randtest
 * gives short and special mantissas, whose mullow time varies by 40% from
 * one length to the next). */
static inline void bench_series_poly(arb_poly_t a, flint_rand_t st, slong n, slong prec)
{
    slong k;
    arb_poly_fit_length(a, n);
    for (k = 0; k < n; k++)
    {
        arb_ptr c = a->coeffs + k;
        arb_urandom(c, st, prec);
        arb_mul_2exp_si(c, c, -1);
        arb_add_ui(c, c, 1, prec);
        arb_mul_2exp_si(c, c, -1 - k);
        if (n_randint(st, 2))
            arb_neg(c, c);
        mag_set_ui_2exp_si(arb_radref(c), 1, -1 - k - prec);
    }
    _arb_poly_set_length(a, n);
}

/* The whole-series operations timed by bench_series_op_time: the unit of
 * the mullow limit, and Arb's own sin/cos of a known series (the offline
 * counterpart of a sin/cos kernel node). */
typedef enum
{
    BENCH_MULLOW,
    BENCH_SIN_COS
}
bench_series_op;

/* CPU seconds of one call of op on series-like polynomials of length n at
 * prec bits: the fastest of 5 batches, each repeated for at least 0.02 s. */
static inline double bench_series_op_time(bench_series_op op, slong n, slong prec)
{
    arb_poly_t a, b, c;
    flint_rand_t st;
    double best = 1e300;
    int batch;

    flint_randinit(st);
    arb_poly_init(a); arb_poly_init(b); arb_poly_init(c);
    bench_series_poly(a, st, n, prec);
    bench_series_poly(b, st, n, prec);
    for (batch = 0; batch < 5; batch++)
    {
        double t0 = bench_cpu(), t;
        slong reps = 0;
        do
        {
            if (op == BENCH_MULLOW)
                arb_poly_mullow(c, a, b, n, prec);
            else
                arb_poly_sin_cos_series(b, c, a, n, prec);
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

/* CPU seconds of one arb_poly_mullow of length n at prec bits. */
static inline double bench_mullow_time(slong n, slong prec)
{
    return bench_series_op_time(BENCH_MULLOW, n, prec);
}

#endif
