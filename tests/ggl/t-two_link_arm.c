/* Seed 001's two-link arm with a prescribed tip height (two_link_arm.ser,
 * rheonomic: g(t, q) = sin q1 + sin(q1 + q2) - sin^2(t/2)) solved by both
 * recursions through the ode driver: the residuals of g(t, u) and of
 * G(t, u) v + g_t(t, u) at the output times, evaluated here from the file's
 * expressions and their symbolic derivatives, must be below 10^-D for D
 * verified digits (100 digits at t = 1; fewer at t = 10, which takes many
 * short steps), and the two methods must agree. */
#include "solve_common.h"

static void check_arm(slong D, const char * const * times, slong nt, int both_methods)
{
    sersol_problem * P = sc_load("two_link_arm.ser");
    ode_problem_t Q[2];
    ode_verified_result R[2];
    slong i, c, m, nm = both_methods ? 2 : 1;
    char what[64];

    for (m = 0; m < nm; m++)
    {
        snprintf(what, sizeof(what), "two-link arm (%s, %ld digits)", m ? "adm" : "msppa", (long) D);
        sc_solve(Q[m], &R[m], P, (int) m, D, times, nt, what);
        for (i = 0; i < nt; i++)
            sc_check_digits(&R[m], i, D, what);
        sc_check_residuals(&R[m], P, times, nt, D, 4 * D + 64, what);
    }
    /* positions, velocities and lambda (mu exists for msppa only) */
    for (i = 0; nm == 2 && i < nt; i++)
        for (c = 0; c < 5; c++)
            if (!arb_overlaps(R[0].y + i * Q[0]->dim + c, R[1].y + i * Q[1]->dim + c))
                test_fail("two-link arm: %s at t = %s differs between msppa and adm\n",
                          Q[0]->state_name[c], times[i]);
    for (m = 0; m < nm; m++)
    {
        ode_verified_result_clear(&R[m]);
        ode_problem_clear(Q[m]);
    }
    sersol_problem_free(P);
}

int main(void)
{
    static const char * const one[] = { "1" };
    static const char * const ten[] = { "10" };
    static const char * const half[] = { "0.5" };

    test_start("ggl/two_link_arm");
    if (test_under_valgrind())
        check_arm(10, half, 1, 0);
    else
    {
        check_arm(100, one, 1, 1);
        check_arm(15, ten, 1, 0);
    }
    return test_end();
}
