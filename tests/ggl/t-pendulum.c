/* The Cartesian pendulum (pendulum_cartesian_ggl.ser, _el3.ser: y axis
 * down, g = 9.81, q0 = (0, 1), v0 = (6, 0)) solved by both recursions
 * through the ode driver, against the angle ODE theta'' = -9.81 sin theta,
 * theta(0) = 0, theta'(0) = 6 solved independently by the ODE solver:
 * x = sin theta, y = cos theta, vx = theta' cos theta, vy = -theta' sin theta
 * and lambda = (vx^2 + vy^2 + g y)/2 (centripetal balance), at t = 1 and
 * t = 10 to 100 verified digits: the balls must overlap. */
#include "solve_common.h"

static const char * angle_ode =
    "problem ode\n"
    "unknown theta\n"
    "theta'' = -981/100*sin(theta)\n"
    "init theta = 0\n"
    "init theta' = 6\n";

/* The angle ODE's state (theta, theta') at the output times. */
static void solve_angle(ode_verified_result * R, slong D, const char * const * times, slong nt)
{
    sersol_problem * S;
    ode_problem_t Q;
    ode_verified_opts vo;
    int st;

    if (sersol_problem_parse_string(&S, angle_ode, "angle", stderr) != SERSOL_OK)
        test_fail("the angle ODE does not parse\n");
    if (ode_problem_init_parsed(Q, S) != SERSOL_OK)
        test_fail("the angle ODE does not compile\n");
    memset(&vo, 0, sizeof(vo));
    vo.digits = D;
    vo.num_times = nt;
    vo.times = times;
    ode_verified_result_init(R);
    st = ode_solve_verified(R, Q, &vo);
    if (st != SERSOL_OK)
        test_fail("angle ODE: %s (%s)\n", sersol_strerror(st), R->message);
    ode_problem_clear(Q);
    sersol_problem_free(S);
}

static void check_pendulum(const char * file, int index3, const ode_verified_result * A,
                           slong D, const char * const * times, slong nt)
{
    sersol_problem * P = sc_load(file);
    ode_problem_t Q;
    ode_verified_result R;
    slong i, c, prec = 4 * D + 64;
    arb_t s, co, w, e[5], grav;
    char what[128];

    snprintf(what, sizeof(what), "%s, %s", file, index3 ? "adm" : "msppa");
    sc_solve(Q, &R, P, index3, D, times, nt, what);
    arb_init(s);
    arb_init(co);
    arb_init(w);
    arb_init(grav);
    for (c = 0; c < 5; c++)
        arb_init(e[c]);
    arb_set_ui(grav, 981);
    arb_div_ui(grav, grav, 100, prec);
    for (i = 0; i < nt; i++)
    {
        arb_srcptr th = A->y + 2 * i;
        sc_check_digits(&R, i, D, what);
        sc_check_digits(A, i, D, "angle ODE");
        arb_sin_cos(s, co, th, prec);
        arb_set(e[0], s);                       /* x */
        arb_set(e[1], co);                      /* y */
        arb_mul(e[2], th + 1, co, prec);        /* vx */
        arb_mul(e[3], th + 1, s, prec);
        arb_neg(e[3], e[3]);                    /* vy */
        arb_sqr(w, th + 1, prec);               /* lambda = (|v|^2 + g y) / 2 */
        arb_addmul(w, grav, co, prec);
        arb_mul_2exp_si(e[4], w, -1);
        for (c = 0; c < 5; c++)
        {
            arb_srcptr y = R.y + i * Q->dim + c;
            if (!arb_overlaps(y, e[c]))
            {
                printf("DAE:       ");
                arb_printn(y, 30, 0);
                printf("\nangle ODE: ");
                arb_printn(e[c], 30, 0);
                printf("\n");
                test_fail("%s: %s at t = %s disagrees with the angle ODE\n", what,
                          Q->state_name[c], times[i]);
            }
        }
    }
    for (c = 0; c < 5; c++)
        arb_clear(e[c]);
    arb_clear(s);
    arb_clear(co);
    arb_clear(w);
    arb_clear(grav);
    ode_verified_result_clear(&R);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

int main(void)
{
    static const char * const both[] = { "1", "10" };
    static const char * const one[] = { "1" };
    const char * const * times = both;
    slong nt = 2, D = 100;
    ode_verified_result A;

    test_start("ggl/pendulum");
    if (test_under_valgrind())
    {
        times = one;
        nt = 1;
        D = 20;
    }
    solve_angle(&A, D, times, nt);
    check_pendulum("pendulum_cartesian_ggl.ser", 0, &A, D, times, nt);
    check_pendulum("pendulum_cartesian_el3.ser", 1, &A, D, times, nt);
    if (!test_under_valgrind())
    {
        /* the other method on each file (the same data) at t = 1 */
        check_pendulum("pendulum_cartesian_ggl.ser", 1, &A, D, times, 1);
        check_pendulum("pendulum_cartesian_el3.ser", 0, &A, D, times, 1);
    }
    ode_verified_result_clear(&A);
    return test_end();
}
