/* The four-bar linkage (four_bar.ser: three link angles, two loop-closure
 * constraints) solved by MSPPA (and the index-3 recursion) through the ode
 * driver.  No closed form: the constraint residuals |g(u)| and |G(u) v| at
 * the output times, evaluated here from the file's expressions and their
 * symbolic Jacobian, must be <= 1e-100; and a second, independent solve
 * with another digits request (other precision, tolerance, orders and
 * steps) must agree with the first to 100 digits (the balls overlap), and
 * so must the index-3 recursion (seed 004) on the same data. */
#include "solve_common.h"

static void check_agree(const ode_verified_result * A, const ode_verified_result * B,
                        const ode_problem_struct * Q, const char * const * times, slong nt,
                        const char * what)
{
    slong i, c;
    for (i = 0; i < nt; i++)
        for (c = 0; c < Q->dim; c++)
            if (!arb_overlaps(A->y + i * Q->dim + c, B->y + i * Q->dim + c))
            {
                arb_printn(A->y + i * Q->dim + c, 30, 0);
                printf("\n");
                arb_printn(B->y + i * Q->dim + c, 30, 0);
                printf("\n");
                test_fail("%s: %s at t = %s: the two precisions disagree\n", what,
                          Q->state_name[c], times[i]);
            }
}

/* msppa at D1 and D2 digits (residuals, agreement); then the index-3
 * recursion at D1 digits at the last time, which must agree as well */
static void check_four_bar(slong D1, slong D2, const char * const * times, slong nt)
{
    sersol_problem * P = sc_load("four_bar.ser");
    ode_problem_t Q1, Q2, Q3;
    ode_verified_result R1, R2, R3;
    slong i, c;
    const char * what = "four-bar (msppa)";
    int index3 = 0;

    sc_solve(Q1, &R1, P, index3, D1, times, nt, what);
    for (i = 0; i < nt; i++)
        sc_check_digits(&R1, i, D1, what);
    sc_check_residuals(&R1, P, times, nt, D1, 4 * D1 + 64, what);

    sc_solve(Q2, &R2, P, index3, D2, times, nt, what);
    for (i = 0; i < nt; i++)
        sc_check_digits(&R2, i, D2, what);
    sc_check_residuals(&R2, P, times, nt, D2, 4 * D2 + 64, what);
    check_agree(&R1, &R2, Q1, times, nt, what);
    if (R1.prec_a == R2.prec_a)
        test_fail("%s: the two solves ran at the same precision\n", what);

    /* the index-3 recursion (lambda is the 7th component of both) */
    sc_solve(Q3, &R3, P, 1, D1, times + nt - 1, 1, "four-bar (adm)");
    sc_check_digits(&R3, 0, D1, "four-bar (adm)");
    sc_check_residuals(&R3, P, times + nt - 1, 1, D1, 4 * D1 + 64, "four-bar (adm)");
    for (c = 0; c < Q3->dim; c++)
        if (!arb_overlaps(R3.y + c, R1.y + (nt - 1) * Q1->dim + c))
            test_fail("four-bar: %s at t = %s differs between msppa and adm\n", Q3->state_name[c],
                      times[nt - 1]);
    ode_verified_result_clear(&R3);
    ode_problem_clear(Q3);

    ode_verified_result_clear(&R1);
    ode_verified_result_clear(&R2);
    ode_problem_clear(Q1);
    ode_problem_clear(Q2);
    sersol_problem_free(P);
}

int main(void)
{
    static const char * const times[] = { "0.25", "0.5" };

    test_start("ggl/four_bar");
    if (test_under_valgrind())
        check_four_bar(15, 20, times, 1);
    else
        check_four_bar(100, 110, times, 2);
    return test_end();
}
