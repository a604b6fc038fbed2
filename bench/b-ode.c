/* Benchmark of the ode solver (issue 4): pendulum theta(10) and the Lorenz
 * periodic orbit over one period, verified to 30, 100, 300, 1000 digits
 * (both runs of the precision policy).  Prints wall and CPU time (runs A
 * and B run in two threads), steps, orders and the
 * distance to the mullow limit:
 *     (time per step) / (kernel_num_nonlinear x arb_poly_mullow time at the
 *                        same order and precision),
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

static void run(const char * name, const char * text, const char * T, slong D)
{
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_opts o;
    ode_verified_result R;
    const char * times[1];
    double t0, t, w0, w, per_step, lim;
    slong steps, nl;
    int st;

    if (sersol_problem_parse_string(&S, text, name, stderr) != SERSOL_OK
        || ode_problem_init_parsed(P, S) != SERSOL_OK)
        abort();
    memset(&o, 0, sizeof(o));
    times[0] = T;
    o.digits = D;
    o.num_times = 1;
    o.times = times;
    ode_verified_result_init(&R);
    t0 = bench_cpu();
    w0 = bench_wall();
    st = ode_solve_verified(&R, P, &o);
    t = bench_cpu() - t0;
    w = bench_wall() - w0;
    steps = R.steps_a + R.steps_b;
    per_step = t / FLINT_MAX(steps, 1);   /* CPU time per step */
    nl = kernel_num_nonlinear(P->K);
    lim = FLINT_MAX(nl, 1) * bench_mullow_time(R.order_a + 1, R.prec_a);
    printf("%-9s %5ld %9.3f %9.3f %6ld %5ld %6ld %5ld %8.3f %8.2f %6ld %s\n", name, (long) D, w, t,
           (long) R.steps_a, (long) R.steps_b, (long) R.order_a, (long) R.prec_a,
           1000 * per_step, per_step / lim, (long) R.row_digits[0],
           st == SERSOL_OK ? "ok" : "FAILED");
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
    printf("ode: verified solutions (runs A and B of the precision policy, in two threads)\n");
    printf("%-9s %5s %9s %9s %6s %5s %6s %5s %8s %8s %6s\n", "problem", "D", "wall[s]", "cpu[s]", "stepsA",
           "B", "order", "prec", "ms/step", "/limit", "digits");
    for (i = 0; i < 4; i++)
    {
        if (digits[i] > maxd)
            continue;
        run("pendulum", pendulum, "10", digits[i]);
        run("lorenz", lorenz, "1.5586522107161747275678702092126960705284805489972", digits[i]);
    }
    getrusage(RUSAGE_SELF, &ru);
    printf("peak RSS: %.1f MB\n", ru.ru_maxrss / 1024.0);
    flint_cleanup();
    return 0;
}
