/* x' = y, y' = x + y, x(0) = 2, y(0) = 1 (the Maple example of PROBLEMS.md §7).
 * Closed form: the eigenvalues of [[0,1],[1,1]] are phi = (1+sqrt5)/2 and
 * psi = (1-sqrt5)/2, and the initial values give x = e^(phi t) + e^(psi t),
 * y = phi e^(phi t) + psi e^(psi t); x(0.4) = 2.6911846499155574031...
 * Also: forward to T then backward to 0 returns to the initial state, and
 * the dense output agrees with the closed form inside the steps.  And a
 * second-order equation using x' (damped oscillator) against its closed form. */
#include "odetest.h"

static const char * linear =
    "problem ode\nunknown x y\nx' = y\ny' = x + y\ninit x = 2\ninit y = 1\n";

static void exact(arb_t x, arb_t y, const arb_t t, slong prec)
{
    arb_t phi, psi, e1, e2;
    arb_init(phi); arb_init(psi); arb_init(e1); arb_init(e2);
    arb_sqrt_ui(phi, 5, prec);
    arb_neg(psi, phi);
    arb_add_ui(phi, phi, 1, prec);
    arb_add_ui(psi, psi, 1, prec);
    arb_mul_2exp_si(phi, phi, -1);
    arb_mul_2exp_si(psi, psi, -1);
    arb_mul(e1, phi, t, prec);
    arb_exp(e1, e1, prec);
    arb_mul(e2, psi, t, prec);
    arb_exp(e2, e2, prec);
    arb_add(x, e1, e2, prec);
    arb_mul(e1, e1, phi, prec);
    arb_mul(e2, e2, psi, prec);
    arb_add(y, e1, e2, prec);
    arb_clear(phi); arb_clear(psi); arb_clear(e1); arb_clear(e2);
}

static void check_verified(ode_problem_t P, slong D)
{
    const char * times[] = { "0.4", "-0.4", "0", "3/2", "-2" };
    slong n = 5, j, prec = 4 * D + 64;
    ode_verified_opts o;
    ode_verified_result R;
    arb_t t, x, y, maple;
    int st;

    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = n;
    o.times = times;
    ode_verified_result_init(&R);
    st = ode_solve_verified(&R, P, &o);
    if (st != SERSOL_OK)
        test_fail("linear: status %d (%s)", st, R.message);
    arb_init(t); arb_init(x); arb_init(y); arb_init(maple);
    for (j = 0; j < n; j++)
    {
        sersol_arb_set_exact_str(t, times[j], prec);
        exact(x, y, t, prec);
        if (R.row_digits[j] < D)
            test_fail("linear: %ld digits at t = %s", (long) R.row_digits[j], times[j]);
        if (!arb_overlaps(R.y + 2 * j, x) || !arb_overlaps(R.y + 2 * j + 1, y))
            test_fail("linear: closed form outside the ball at t = %s", times[j]);
        odetest_check_close("linear x", R.y + 2 * j, x, D);
        odetest_check_close("linear y", R.y + 2 * j + 1, y, D);
    }
    /* the published 20 digits */
    arb_set_str(maple, "2.6911846499155574031 +/- 1e-19", prec);
    if (!arb_overlaps(R.y, maple))
        test_fail("linear: x(0.4) differs from the published value");
    arb_clear(t); arb_clear(x); arb_clear(y); arb_clear(maple);
    ode_verified_result_clear(&R);
}

/* forward to 5 then backward to 0: the initial state comes back (to D - 8
 * digits: the mode e^(psi t) grows by e^(0.62 * 5) going back), and the
 * dense output of the forward run matches the closed form */
static void check_round_trip(ode_problem_t P, slong D)
{
    slong prec = (slong) (3.33 * D) + 64, j;
    ode_ctx_t C;
    arb_t T, t, x, y;
    arb_ptr y0 = _arb_vec_init(2), yy = _arb_vec_init(2);

    arb_init(T); arb_init(t); arb_init(x); arb_init(y);
    ode_ctx_init(C, P, prec);
    ode_ctx_set_tol_digits(C, D + 4);
    ode_ctx_set_dense(C, 1);
    /* an end that is not a number: SERSOL_EINPUT, nothing done (NaN gave
     * SERSOL_OK after no step) */
    arb_indeterminate(T);
    if (ode_ctx_solve(C, T) != SERSOL_EINPUT || C->steps != 0)
        test_fail("solve to NaN: not SERSOL_EINPUT");
    arb_pos_inf(T);
    if (ode_ctx_solve(C, T) != SERSOL_EINPUT || C->steps != 0)
        test_fail("solve to +inf: not SERSOL_EINPUT");
    arb_set_ui(T, 5);
    if (ode_ctx_solve(C, T) != SERSOL_OK)
        test_fail("forward run failed: %s", ode_ctx_message(C));
    for (j = 0; j < 20; j++)
    {
        arb_set_ui(t, 1 + n_randint(test_state, 1000));
        arb_div_ui(t, t, 200, prec);      /* (0, 5] */
        if (ode_ctx_eval_dense(yy, C, t, prec) != SERSOL_OK)
            test_fail("dense output refused an inside time");
        exact(x, y, t, prec);
        if (!arb_overlaps(yy, x) || !arb_overlaps(yy + 1, y))
            test_fail("dense output outside the closed form");
        odetest_check_close("dense x", yy, x, D - 5);
    }
    arb_zero(T);
    if (ode_ctx_solve(C, T) != SERSOL_OK)
        test_fail("backward run failed: %s", ode_ctx_message(C));
    ode_ctx_get_state(t, yy, C);
    arb_set_ui(y0, 2);
    arb_set_ui(y0 + 1, 1);
    if (!arb_is_zero(t) || !arb_overlaps(yy, y0) || !arb_overlaps(yy + 1, y0 + 1))
        test_fail("forward then backward does not return to the initial state");
    odetest_check_close("round trip x", yy, y0, D - 8);
    odetest_check_close("round trip y", yy + 1, y0 + 1, D - 8);
    ode_ctx_clear(C);
    arb_clear(T); arb_clear(t); arb_clear(x); arb_clear(y);
    _arb_vec_clear(y0, 2);
    _arb_vec_clear(yy, 2);
}

/* a second-order equation whose right-hand side uses x': x'' = -2x' - 2x,
 * x(0) = 1, x'(0) = 0: x = e^-t (cos t + sin t), x' = -2 e^-t sin t */
static void check_damped(slong D)
{
    const char * times[] = { "1.25", "-0.75", "4" };
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_opts o;
    ode_verified_result R;
    arb_t t, e, c, sn, x, xp;
    slong j, prec = 4 * D + 64;

    odetest_problem(&S, P, "problem ode\nunknown x\nx'' = -2*x' - 2*x\ninit x = 1\ninit x' = 0\n");
    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = 3;
    o.times = times;
    ode_verified_result_init(&R);
    if (ode_solve_verified(&R, P, &o) != SERSOL_OK)
        test_fail("damped: %s", R.message);
    arb_init(t); arb_init(e); arb_init(c); arb_init(sn); arb_init(x); arb_init(xp);
    for (j = 0; j < 3; j++)
    {
        sersol_arb_set_exact_str(t, times[j], prec);
        arb_neg(e, t);
        arb_exp(e, e, prec);
        arb_sin_cos(sn, c, t, prec);
        arb_add(x, c, sn, prec);
        arb_mul(x, x, e, prec);
        arb_mul(xp, sn, e, prec);
        arb_mul_si(xp, xp, -2, prec);
        if (!arb_overlaps(R.y + 2 * j, x) || !arb_overlaps(R.y + 2 * j + 1, xp))
            test_fail("damped: closed form outside the ball at t = %s", times[j]);
        odetest_check_close("damped x", R.y + 2 * j, x, D);
        odetest_check_close("damped x'", R.y + 2 * j + 1, xp, D - 1);
    }
    arb_clear(t); arb_clear(e); arb_clear(c); arb_clear(sn); arb_clear(x); arb_clear(xp);
    ode_verified_result_clear(&R);
    ode_problem_clear(P);
    sersol_problem_free(S);
}

int main(void)
{
    sersol_problem * S;
    ode_problem_t P;
    slong D = test_under_valgrind() ? 30 : 100;

    test_start("ode linear");
    odetest_problem(&S, P, linear);
    check_verified(P, D);
    check_round_trip(P, D);
    check_damped(test_under_valgrind() ? 20 : 60);
    ode_problem_clear(P);
    sersol_problem_free(S);
    return test_end();
}
