/* Benchmark of the ode solver (issue 4): pendulum theta(10) and the Lorenz
 * periodic orbit over one period, verified to 30, 100, 300, 1000 digits
 * (both runs of the precision policy).  Prints wall and CPU time (runs A
 * and B in two threads), steps, the mean order of run A and the distance
 * to the mullow limit, from a second solve with the runs one after the
 * other in this thread:
 *     (CPU time per step) / (kernel_num_nonlinear x arb_poly_mullow time at
 *                            the run's mean order and precision)   "/node"
 * and the same per Cauchy product (kernel_num_products: the pendulum's one
 * sin/cos node needs two)                                          "/prod",
 * and over Arb's whole-series evaluation of the same nonlinear nodes with
 * their arguments known in advance (Lorenz: two arb_poly_mullow; the
 * pendulum: one arb_poly_sin_cos_series)                            "/arb",
 * and the peak resident size.  SERSOL_BENCH_MAX_DIGITS (default 1000) caps
 * the digits. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <arb_poly.h>
#include "sersol/ode.h"
#include "bench.h"

static const char * pendulum =
    "problem ode\nunknown theta\ntheta'' = -sin(theta)\ninit theta = 1\ninit theta' = 0\n";
static const char * lorenz =
    "problem ode\nconst sigma = 10\nconst rho = 28\nconst beta = 8/3\nunknown x y z\n"
    "x' = sigma*(y - x)\ny' = x*(rho - z) - y\nz' = x*y - beta*z\n"
    "init x = -13.763610682134200525014401054361653864100864854092\n"
    "init y = -19.578751942451795538838041446009558866114240053428\n"
    "init z = 27\n";

/* One verified solve; *cpu and *wall its times. */
static void solve(ode_verified_result * R, ode_problem_struct * P, const char * T, slong D,
                  double * cpu, double * wall, int * ok)
{
    ode_verified_opts o;
    const char * times[1];
    double c0 = bench_cpu(), w0 = bench_wall();

    memset(&o, 0, sizeof(o));
    times[0] = T;
    o.digits = D;
    o.num_times = 1;
    o.times = times;
    *ok = (ode_solve_verified(R, P, &o) == SERSOL_OK);
    *cpu = bench_cpu() - c0;
    *wall = bench_wall() - w0;
}

/* Sum over the steps of both runs of one whole-series op at the run's mean
 * order and precision (bench.h: the fastest of 5 batches): op = mullow gives
 * the mullow limit. */
static double steps_op_time(const ode_verified_result * R, bench_series_op op)
{
    slong na = (slong) (R->order_mean_a + 0.5) + 1, nb = (slong) (R->order_mean_b + 0.5) + 1;
    return R->steps_a * bench_series_op_time(op, na, R->prec_a)
           + R->steps_b * bench_series_op_time(op, nb, R->prec_b);
}

static int cmp_double(const void * a, const void * b)
{
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

/* At least MIN_REPS pairs of solve and limit, more (up to MAX_REPS) until
 * the solves took 2 s. */
#define MIN_REPS 3
#define MAX_REPS 31

/* num_sin_cos: the problem's sin/cos nodes (the others are products); the
 * offline baseline "/arb" is one arb_poly_sin_cos_series per sin/cos node and
 * one arb_poly_mullow per product node. */
static void run(const char * name, const char * text, const char * T, slong D, slong num_sin_cos)
{
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_result R;
    double cpu, wall, cpu1, wall1, lim, ms[MAX_REPS], node[MAX_REPS], arb[MAX_REPS], spent = 0;
    slong steps = 1, nl, np, r, reps;
    int ok, ok1, all_ok;

    if (sersol_problem_parse_string(&S, text, name, stderr) != SERSOL_OK
        || ode_problem_init_parsed(P, S) != SERSOL_OK)
        abort();
    nl = FLINT_MAX(kernel_num_nonlinear(P->K), 1);
    np = FLINT_MAX(kernel_num_products(P->K), 1);
    ode_verified_result_init(&R);
    /* the targets: runs A and B in two threads (when a second core is free) */
    solve(&R, P, T, D, &cpu, &wall, &ok);
    all_ok = ok;
    ode_verified_result_clear(&R);
    /* the ratios: the runs one after the other in this thread, so that the
     * CPU time compares with arb_poly_mullow in one thread, measured just
     * after (the host's speed drifts by up to 2x within minutes: several
     * pairs of solve and limit, the median ratio printed with its range) */
    for (r = 0; r < MAX_REPS && (r < MIN_REPS || spent < 2.0); r++)
    {
        if (r > 0)
            ode_verified_result_clear(&R);
        ode_verified_result_init(&R);
        setenv("SERSOL_ODE_THREADS", "1", 1);
        solve(&R, P, T, D, &cpu1, &wall1, &ok1);
        unsetenv("SERSOL_ODE_THREADS");
        all_ok = all_ok && ok1;
        lim = steps_op_time(&R, BENCH_MULLOW);
        steps = FLINT_MAX(R.steps_a + R.steps_b, 1);
        ms[r] = 1000 * cpu1 / steps;
        node[r] = cpu1 / (nl * lim);
        arb[r] = cpu1 / ((nl - num_sin_cos) * lim
                         + (num_sin_cos > 0 ? num_sin_cos * steps_op_time(&R, BENCH_SIN_COS) : 0));
        spent += cpu1;
    }
    reps = r;
    qsort(ms, reps, sizeof(double), cmp_double);
    qsort(node, reps, sizeof(double), cmp_double);
    qsort(arb, reps, sizeof(double), cmp_double);
    printf("%-9s %5ld %8.3f %8.3f %6ld %5ld %6.0f %5ld %9.3f %6.2f %6.2f  %5.2f-%-5.2f %6.2f %6ld %s\n",
           name, (long) D, wall, cpu, (long) R.steps_a, (long) R.steps_b, R.order_mean_a,
           (long) R.prec_a, ms[reps / 2], node[reps / 2], node[reps / 2] * nl / np,
           node[0], node[reps - 1], arb[reps / 2], (long) R.row_digits[0],
           all_ok ? "ok" : "FAILED");
    fflush(stdout);
    ode_verified_result_clear(&R);
    ode_problem_clear(P);
    sersol_problem_free(S);
}

int main(void)
{
    slong digits[] = { 30, 100, 300, 1000 }, i, maxd = 1000;
    const char * m = getenv("SERSOL_BENCH_MAX_DIGITS");
    struct rusage ru;

    if (m != NULL)
        maxd = atol(m);
    printf("ode: verified solutions; wall and cpu: runs A and B in two threads.  ms/step and the\n"
           "ratios: the runs one after the other, CPU per step over the steps' mullow limit, per\n"
           "nonlinear kernel node (/node: median and range over %d or more repetitions) and per\n"
           "Cauchy product (/prod; the pendulum's sin/cos node needs two); /arb: the same CPU per\n"
           "step over Arb's whole-series evaluation of the nonlinear nodes with their arguments\n"
           "known (pendulum: arb_poly_sin_cos_series; Lorenz: two arb_poly_mullow)\n", MIN_REPS);
    printf("%-9s %5s %8s %8s %6s %5s %6s %5s %9s %6s %6s  %-11s %6s %6s\n", "problem", "D",
           "wall[s]", "cpu[s]", "stepsA", "B", "orderA", "prec", "ms/step", "/node", "/prod",
           "/node range", "/arb", "digits");
    for (i = 0; i < 4; i++)
    {
        if (digits[i] > maxd)
            continue;
        run("pendulum", pendulum, "10", digits[i], 1);
        run("lorenz", lorenz, "1.5586522107161747275678702092126960705284805489972", digits[i], 0);
    }
    getrusage(RUSAGE_SELF, &ru);
    printf("peak RSS: %.1f MB\n", ru.ru_maxrss / 1024.0);
    flint_cleanup();
    return 0;
}
