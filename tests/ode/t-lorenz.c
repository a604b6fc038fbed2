/* The Lorenz periodic orbit of PROBLEMS.md §7 (TIDES test data): at 50
 * digits, after one period the state returns to the start within 1e-45. */
#include "odetest.h"

static const char * lorenz =
    "problem ode\n"
    "const sigma = 10\nconst rho = 28\nconst beta = 8/3\n"
    "unknown x y z\n"
    "x' = sigma * (y - x)\n"
    "y' = x * (rho - z) - y\n"
    "z' = x * y - beta * z\n"
    "init x = -13.763610682134200525014401054361653864100864854092\n"
    "init y = -19.578751942451795538838041446009558866114240053428\n"
    "init z = 27\n";

int main(void)
{
    const char * times[] = { "1.5586522107161747275678702092126960705284805489972" };
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_opts o;
    ode_verified_result R;
    arb_ptr y0;
    arb_t d, tol;
    slong c, D = 50;
    int st;

    test_start("ode lorenz");
    odetest_problem(&S, P, lorenz);
    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = 1;
    o.times = times;
    ode_verified_result_init(&R);
    st = ode_solve_verified(&R, P, &o);
    if (st != SERSOL_OK)
        test_fail("lorenz: status %d (%s)", st, R.message);
    y0 = _arb_vec_init(3);
    arb_init(d);
    arb_init(tol);
    ode_problem_initial_state(y0, P, 400);
    arb_set_str(tol, "1e-45", 400);
    for (c = 0; c < 3; c++)
    {
        arb_sub(d, R.y + c, y0 + c, 400);
        arb_abs(d, d);
        if (!arb_le(d, tol))
        {
            arb_printn(R.y + c, 60, 0); printf("\n");
            arb_printn(y0 + c, 60, 0); printf("\n");
            test_fail("lorenz: component %ld does not return within 1e-45", (long) c);
        }
    }
    _arb_vec_clear(y0, 3);
    arb_clear(d);
    arb_clear(tol);
    ode_verified_result_clear(&R);
    ode_problem_clear(P);
    sersol_problem_free(S);
    return test_end();
}
