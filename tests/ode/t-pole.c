/* u' = u^2, u(0) = 1: u = 1/(1 - t).  Before the pole the digits are
 * reached (u(1/2) = 2, u(-1) = 1/2); past it (T = 2) the solver stops with
 * SERSOL_EACCURACY and says how many digits it reached. */
#include "odetest.h"

int main(void)
{
    const char * good[] = { "0.5", "-1", "0.9" };
    const char * bad[] = { "0.5", "2" };
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_opts o;
    ode_verified_result R;
    arb_t e;
    slong D = test_under_valgrind() ? 20 : 100;
    int st;

    test_start("ode pole");
    odetest_problem(&S, P, "problem ode\nunknown u\nu' = u^2\ninit u = 1\n");
    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = 3;
    o.times = good;
    ode_verified_result_init(&R);
    st = ode_solve_verified(&R, P, &o);
    if (st != SERSOL_OK)
        test_fail("pole: status %d before the pole (%s)", st, R.message);
    arb_init(e);
    arb_set_ui(e, 2);
    odetest_check_close("u(1/2)", R.y, e, D);
    arb_set_d(e, 0.5);
    odetest_check_close("u(-1)", R.y + 1, e, D);
    arb_set_ui(e, 10);
    odetest_check_close("u(0.9)", R.y + 2, e, D);

    o.num_times = 2;
    o.times = bad;
    st = ode_solve_verified(&R, P, &o);
    if (st != SERSOL_EACCURACY)
        test_fail("pole: status %d past the pole, expected SERSOL_EACCURACY", st);
    if (R.row_digits[0] < D || R.row_digits[1] != 0)
        test_fail("pole: digits %ld, %ld (expected %ld, 0)", (long) R.row_digits[0],
                  (long) R.row_digits[1], (long) D);
    if (strstr(R.message, "digits") == NULL)
        test_fail("pole: the message does not say the digits reached: %s", R.message);
    arb_clear(e);
    ode_verified_result_clear(&R);
    ode_problem_clear(P);
    sersol_problem_free(S);
    return test_end();
}
