/* Benchmark of the multibody DAE solvers (issues 5 and 6): the two-link
 * robot (PROBLEMS.md §1) in index-2 form (MSPPA, seed 000) and index-3 form
 * (seed 004), verified through the ode driver (both runs of the precision
 * policy) to 100 and 1000 digits at t = 1 and t = 10: wall and CPU time,
 * steps of runs A / B, highest order, precision, digits, against the issue
 * targets (index 2: t = 1 to 100 digits <= 0.1 s; 1000 digits at t = 10
 * <= 60 s).  Then one expansion (the stepper's unit of work) at the order
 * and precision of a 100- and a 1000-digit run: time per expansion and per
 * order, for the robot and the four-bar linkage.
 *
 * `b-dae sums N prec` times only one robot expansion (index 2 and 3) of
 * order N at prec bits, from t0 = 0 and t0 = 1/2, with the recursions'
 * convolution sums as arb_dot and as relaxed products (kernel.h).
 *
 * SERSOL_BENCH_MAX_DIGITS (default 1000) caps the digits.  By default the
 * 1000-digit solutions run for index 2 only (t = 1 and 10, about 40 s wall
 * on two free cores); SERSOL_BENCH_LONG=1 adds index 3 (as long again). */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sersol/ggl.h"
#include "sersol/el3.h"
#include "sersol/ode.h"
#include "sersol/parse.h"
#include "../src/ggl/ggl_impl.h"   /* sums_min_order: relaxed sums vs arb_dot */
#include "bench.h"

static sersol_problem * load(const char * name)
{
    const char * top = getenv("top_srcdir");
    char path[1024];
    sersol_problem * P;
    snprintf(path, sizeof(path), "%s/examples/%s", top != NULL ? top : ".", name);
    if (sersol_problem_parse_file(&P, path, stderr) != SERSOL_OK)
    {
        fprintf(stderr, "b-dae: cannot read %s (run from the source tree or set top_srcdir)\n", path);
        exit(2);
    }
    return P;
}

static void solve_row(const char * file, int index3, slong D, const char * T, double target)
{
    sersol_problem * P = load(file);
    ode_problem_t Q;
    ode_verified_opts vo;
    ode_verified_result R;
    const char * times[1];
    double w0, c0, w, c;
    int st;

    times[0] = T;
    ggl_ode_problem_init(Q, P, index3);
    memset(&vo, 0, sizeof(vo));
    vo.digits = D;
    vo.num_times = 1;
    vo.times = times;
    ode_verified_result_init(&R);
    w0 = bench_wall();
    c0 = bench_cpu();
    st = ode_solve_verified(&R, Q, &vo);
    w = bench_wall() - w0;
    c = bench_cpu() - c0;
    printf("| robot index %d (%s) | %4ld | %3s | %8.3f | %8.3f | %4ld / %4ld | %5ld | %5ld | %4ld | %s |\n",
           index3 ? 3 : 2, index3 ? "adm" : "msppa", (long) D, T, w, c, (long) R.steps_a,
           (long) R.steps_b, (long) R.order_a, (long) R.prec_a,
           (long) (st == SERSOL_OK || st == SERSOL_EACCURACY ? R.row_digits[0] : 0),
           target <= 0 ? "" : (w <= target ? "met" : "not met"));
    fflush(stdout);
    ode_verified_result_clear(&R);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

/* One expansion of order N at prec bits (midpoint mode) from the file's
 * initial values, or (at_half, robot files only) from the exact robot state
 * at t0 = 1/2: u = (sin t0, -2 sin t0), v = (cos t0, -2 cos t0), a generic
 * point of the continuation (at t0 = 0 the robot's coefficients alternate
 * with zeros, which favours arb_dot).  sums_min >= 0 sets the order from
 * which the convolution sums are relaxed products (WORD_MAX: arb_dot).
 * Returns the CPU seconds per expansion (min over repetitions). */
static double expansion_time(const char * file, int index3, slong N, slong prec, slong sums_min,
                             int at_half)
{
    sersol_problem * P = load(file);
    ode_problem_t Q;
    ggl_ptr S;
    arb_ptr y0;
    arb_t t0;
    double best = 1e300, t, c0;
    slong reps, rep;

    ggl_ode_problem_init(Q, P, index3);
    y0 = _arb_vec_init(Q->dim);
    ode_problem_initial_state(y0, Q, prec);
    arb_init(t0);
    if (at_half)
    {
        arb_set_d(t0, 0.5);
        arb_sin_cos(y0 + 0, y0 + 2, t0, prec);
        arb_mul_si(y0 + 1, y0 + 0, -2, prec);
        arb_mul_si(y0 + 3, y0 + 2, -2, prec);
    }
    ggl_new_from_problem(&S, P, N + 4);
    ggl_set_midpoint(S, 1);
    ggl_set_consistency_check(S, 0);
    if (sums_min >= 0)
    {
        S->sums_min_order = sums_min;
        S->sums_min_prec = 0;
    }
    for (rep = 0; rep < 3 && (rep == 0 || best < 1.0); rep++)
    {
        c0 = bench_cpu();
        reps = 0;
        do
        {
            if (index3)
                el3_series(S, t0, y0, y0 + P->n, N, prec);
            else
                ggl_series(S, t0, y0, y0 + P->n, N, prec);
            reps++;
            t = bench_cpu() - c0;
        }
        while (t < 0.2);
        if (t / reps < best)
            best = t / reps;
    }
    ggl_free(S);
    arb_clear(t0);
    _arb_vec_clear(y0, Q->dim);
    ode_problem_clear(Q);
    sersol_problem_free(P);
    return best;
}

static void expansion_row(const char * file, int index3, slong N, slong prec)
{
    double best = expansion_time(file, index3, N, prec, -1, 0);
    printf("| %s (%s) | %5ld | %5ld | %9.3f | %7.1f |\n", file, index3 ? "adm" : "msppa",
           (long) N, (long) prec, 1e3 * best, 1e6 * best / N);
    fflush(stdout);
}

/* The robot expansion with the sums as arb_dot and as relaxed products
 * (alternately, twice each: the minimum of each), at t0 = 0 and 1/2. */
static void sums_rows(int index3, slong N, slong prec)
{
    const char * file = index3 ? "robot_index3.ser" : "robot_index2.ser";
    int at_half, round;

    for (at_half = 0; at_half <= 1; at_half++)
    {
        double d = 1e300, r = 1e300;
        for (round = 0; round < 2; round++)
        {
            d = FLINT_MIN(d, expansion_time(file, index3, N, prec, WORD_MAX, at_half));
            r = FLINT_MIN(r, expansion_time(file, index3, N, prec, 0, at_half));
        }
        printf("| robot index %d | %s | %5ld | %5ld | %9.1f | %9.1f | %5.2f |\n", index3 ? 3 : 2,
               at_half ? "1/2" : "0", (long) N, (long) prec, 1e3 * d, 1e3 * r, d / r);
        fflush(stdout);
    }
}

int main(int argc, char ** argv)
{
    const char * s = getenv("SERSOL_BENCH_MAX_DIGITS");
    const char * lg = getenv("SERSOL_BENCH_LONG");
    slong maxd = s != NULL ? atol(s) : 1000;
    int longrun = lg != NULL && atoi(lg) != 0, index3;

    if (argc == 4 && strcmp(argv[1], "sums") == 0)
    {   /* b-dae sums N prec: the robot's sums as arb_dot vs relaxed products */
        printf("| problem | t0 | order | prec | arb_dot [ms] | relaxed [ms] | ratio |\n");
        printf("| --- | --- | ---: | ---: | ---: | ---: | ---: |\n");
        sums_rows(0, atol(argv[2]), atol(argv[3]));
        sums_rows(1, atol(argv[2]), atol(argv[3]));
        flint_cleanup();
        return 0;
    }

    printf("b-dae: verified solutions (runs A and B of the precision policy)\n\n");
    printf("| problem | D | t | wall [s] | CPU [s] | steps A / B | order | prec | digits | target |\n");
    printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
    for (index3 = 0; index3 <= 1; index3++)
    {
        const char * f = index3 ? "robot_index3.ser" : "robot_index2.ser";
        solve_row(f, index3, 100, "1", index3 ? 0 : 0.1);
        solve_row(f, index3, 100, "10", 0);
        if (maxd >= 300)
            solve_row(f, index3, 300, "1", 0);
        if (maxd >= 1000 && (!index3 || longrun))
        {
            solve_row(f, index3, 1000, "1", 0);
            solve_row(f, index3, 1000, "10", index3 ? 0 : 60);
        }
    }

    printf("\nb-dae: one expansion (midpoint mode, from the initial values)\n\n");
    printf("| problem | order | prec | ms / expansion | us / order |\n");
    printf("| --- | ---: | ---: | ---: | ---: |\n");
    expansion_row("robot_index2.ser", 0, 140, 375);
    expansion_row("robot_index3.ser", 1, 140, 375);
    expansion_row("four_bar.ser", 0, 125, 375);
    expansion_row("four_bar.ser", 1, 125, 375);
    if (maxd >= 300)
    {
        expansion_row("robot_index2.ser", 0, 400, 1039);
        expansion_row("robot_index3.ser", 1, 400, 1039);
    }
    if (maxd >= 1000)
        expansion_row("robot_index2.ser", 0, 1322, 3364);
    flint_cleanup();
    return 0;
}
