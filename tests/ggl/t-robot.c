/* The two-link robot (PROBLEMS.md §1) in index-2 (robot_index2.ser) and
 * index-3 (robot_index3.ser) form, solved by the multistep continuation of
 * both recursions (MSPPA, seed 000; index-3 ADM, seed 004) through the ode
 * driver: at t = 1 and t = 10, every component has >= 100 verified digits
 * and its ball contains the exact solution u = (sin t, -2 sin t),
 * v = (cos t, -2 cos t), lambda = cos t, mu = 0, computed here with Arb. */
#include "solve_common.h"

/* exact value of component c (u1 u2 v1 v2 lambda1 mu1) at t */
static void exact(arb_t e, slong c, const arb_t t, slong prec)
{
    switch (c)
    {
        case 0: arb_sin(e, t, prec); break;
        case 1: arb_sin(e, t, prec); arb_mul_si(e, e, -2, prec); break;
        case 2: arb_cos(e, t, prec); break;
        case 3: arb_cos(e, t, prec); arb_mul_si(e, e, -2, prec); break;
        case 4: arb_cos(e, t, prec); break;
        default: arb_zero(e);
    }
}

static void check_robot(const char * file, int index3, slong D, const char * const * times, slong nt)
{
    sersol_problem * P = sc_load(file);
    ode_problem_t Q;
    ode_verified_result R;
    slong i, c, prec = 4 * D + 64, dim;
    arb_t t, e;
    char what[128];

    snprintf(what, sizeof(what), "%s, %s", file, index3 ? "adm" : "msppa");
    sc_solve(Q, &R, P, index3, D, times, nt, what);
    dim = Q->dim;
    if (dim != (index3 ? 5 : 6))
        test_fail("%s: %ld components\n", what, (long) dim);
    arb_init(t);
    arb_init(e);
    for (i = 0; i < nt; i++)
    {
        sc_check_digits(&R, i, D, what);
        sc_time(t, times[i], prec);
        for (c = 0; c < dim; c++)
        {
            arb_srcptr y = R.y + i * dim + c;
            exact(e, c, t, prec);
            if (!arb_contains(y, e) || (c == 5 && !sc_below_pow10(y, D)))
            {
                printf("computed: ");
                arb_printn(y, 30, 0);
                printf("\nexact:    ");
                arb_printn(e, 30, 0);
                printf("\n");
                test_fail("%s: component %s at t = %s: the ball misses the exact value\n", what,
                          Q->state_name[c], times[i]);
            }
        }
    }
    arb_clear(t);
    arb_clear(e);
    ode_verified_result_clear(&R);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

/* Runs A and B of the policy run in two threads (the stepper copies its
 * expansion object; SERSOL_ODE_THREADS=2 forces them even on a busy
 * machine) or one after the other (SERSOL_ODE_THREADS=1): the results must
 * be identical. */
static void check_threads(const char * file, int index3, slong D)
{
    static const char * const one[] = { "1" };
    sersol_problem * P = sc_load(file);
    ode_problem_t Q1, Q2;
    ode_verified_result R1, R2;
    slong c;

    setenv("SERSOL_ODE_THREADS", "2", 1);
    sc_solve(Q1, &R1, P, index3, D, one, 1, "threads");
    setenv("SERSOL_ODE_THREADS", "1", 1);
    sc_solve(Q2, &R2, P, index3, D, one, 1, "one thread");
    unsetenv("SERSOL_ODE_THREADS");
    for (c = 0; c < Q1->dim; c++)
        if (!arb_equal(R1.ya + c, R2.ya + c) || !arb_equal(R1.yb + c, R2.yb + c))
            test_fail("%s: %s differs between the threaded and the sequential policy\n", file,
                      Q1->state_name[c]);
    ode_verified_result_clear(&R1);
    ode_verified_result_clear(&R2);
    ode_problem_clear(Q1);
    ode_problem_clear(Q2);
    sersol_problem_free(P);
}

int main(void)
{
    static const char * const both[] = { "1", "10" };
    static const char * const one[] = { "1" };

    test_start("ggl/robot");
    if (test_under_valgrind())
    {
        check_robot("robot_index2.ser", 0, 20, one, 1);
        check_robot("robot_index3.ser", 1, 20, one, 1);
    }
    else
    {
        check_robot("robot_index2.ser", 0, 100, both, 2);
        check_robot("robot_index3.ser", 1, 100, both, 2);
        /* the other method on each file (the same data: the same
         * computation as above, so t = 1 suffices) */
        check_robot("robot_index2.ser", 1, 100, one, 1);
        check_robot("robot_index3.ser", 0, 100, one, 1);
    }
    check_threads("robot_index2.ser", 0, test_under_valgrind() ? 15 : 50);
    check_threads("robot_index3.ser", 1, test_under_valgrind() ? 15 : 50);
    return test_end();
}
