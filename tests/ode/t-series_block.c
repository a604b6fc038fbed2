/* ode_problem_series at high orders, where the kernel evaluates the orders in
 * a block of relaxed products (src/ode/series.c, docs/kernel.md "Blocks"):
 *   - the pendulum theta'' = -sin theta, theta(0) = 1, theta'(0) = 3/10,
 *     against the recurrence theta_{k+2} = -(sin theta)_k / ((k+1)(k+2))
 *     written with tps online calls, in one call, in a call extended from a
 *     lower order, and with a precision schedule;
 *   - a system with products, a quotient, exp and log: the first orders
 *     against the same series computed at an order below the block threshold
 *     (online recurrences). */
#include "odetest.h"

static const char * pendulum =
    "problem ode\nunknown theta\ntheta'' = -sin(theta)\ninit theta = 1\ninit theta' = 3/10\n";

static const char * mixed =
    "problem ode\nunknown y z\n"
    "y' = y * (1 - y) - z / (2 + y^2)\n"
    "z' = exp(-z) * y + log(2 + z^2) / 4\n"
    "init y = 1/2\ninit z = -1/3\n";

/* Block and online coefficients agree: overlap, and radius within 2^40. */
static void check_close(const char * what, const arb_t block, const arb_t online, slong k)
{
    mag_t m;
    mag_init(m);
    mag_mul_2exp_si(m, arb_radref(online), 40);
    if (!arb_overlaps(block, online) || (!mag_is_zero(m) && mag_cmp(arb_radref(block), m) > 0))
    {
        flint_printf("block:  ");
        arb_printn(block, 30, 0);
        flint_printf("\nonline: ");
        arb_printn(online, 30, 0);
        flint_printf("\n");
        test_fail("%s: coefficient %ld", what, (long) k);
    }
    mag_clear(m);
}

static void check_pendulum(void)
{
    sersol_problem * S;
    ode_problem_t P;
    slong iter;

    odetest_problem(&S, P, pendulum);
    for (iter = 0; iter < test_iters(4); iter++)
    {
        slong N = 192 + n_randint(test_state, test_under_valgrind() ? 8 : 200);
        slong prec = 64 + test_randprec(test_under_valgrind() ? 200 : 2000);
        slong stride = N + 2, k, mode = iter % 3;
        arb_ptr St = _arb_vec_init(2 * stride), th = _arb_vec_init(N + 3);
        arb_ptr s = _arb_vec_init(N + 3), c = _arb_vec_init(N + 3), y0 = _arb_vec_init(2);
        double drop = (mode == 2) ? 1.0 + n_randint(test_state, 3) : 0.0;
        arb_t t0;
        int st;

        arb_init(t0);
        if (ode_problem_initial_state(y0, P, prec) != SERSOL_OK)
            test_fail("initial state");
        arb_one(th);
        arb_set(th + 1, y0 + 1);
        for (k = 0; k + 2 <= N + 1; k++)
        {
            _tps_sin_cos_coeff(s, c, th, k, prec);
            arb_div_ui(th + k + 2, s + k, (k + 1) * (k + 2), prec);
            arb_neg(th + k + 2, th + k + 2);
        }
        if (mode == 1)      /* orders up to 100 online, then a block from 100 */
        {
            st = ode_problem_series(St, stride, P, t0, y0, 100, prec);
            if (st == SERSOL_OK)
                st = ode_problem_series_extend(St, stride, P, 100, N, prec);
        }
        else
            st = ode_problem_series_sched(St, stride, P, t0, y0, N, prec, drop, 64);
        if (st != SERSOL_OK)
            test_fail("pendulum series: status %d", st);
        for (k = 0; k <= N; k++)
        {
            if (mode == 2)  /* the schedule: order k at prec - drop k bits */
            {
                if (!arb_overlaps(St + k, th + k))
                    test_fail("pendulum (schedule): coefficient %ld", (long) k);
            }
            else
                check_close("pendulum", St + k, th + k, k);
        }
        _arb_vec_clear(St, 2 * stride);
        _arb_vec_clear(th, N + 3);
        _arb_vec_clear(s, N + 3);
        _arb_vec_clear(c, N + 3);
        _arb_vec_clear(y0, 2);
        arb_clear(t0);
    }
    ode_problem_clear(P);
    sersol_problem_free(S);
}

static void check_mixed(void)
{
    sersol_problem * S;
    ode_problem_t P;
    slong iter;

    odetest_problem(&S, P, mixed);
    for (iter = 0; iter < test_iters(3); iter++)
    {
        slong N = 192 + n_randint(test_state, test_under_valgrind() ? 8 : 150), n0 = 150;
        slong prec = 64 + test_randprec(test_under_valgrind() ? 200 : 2000);
        slong stride = N + 2, k, j;
        arb_ptr A = _arb_vec_init(2 * stride), B = _arb_vec_init(2 * (n0 + 2));
        arb_ptr y0 = _arb_vec_init(2);
        arb_t t0;

        arb_init(t0);
        if (ode_problem_initial_state(y0, P, prec) != SERSOL_OK)
            test_fail("initial state");
        if (ode_problem_series(A, stride, P, t0, y0, N, prec) != SERSOL_OK
                || ode_problem_series(B, n0 + 2, P, t0, y0, n0, prec) != SERSOL_OK)
            test_fail("mixed series: status");
        for (j = 0; j < 2; j++)
            for (k = 0; k <= n0; k++)
                check_close("mixed", A + j * stride + k, B + j * (n0 + 2) + k, k);
        for (j = 0; j < 2; j++)
            for (k = 0; k <= N; k++)
                if (!arb_is_finite(A + j * stride + k))
                    test_fail("mixed: coefficient %ld is not finite", (long) k);
        _arb_vec_clear(A, 2 * stride);
        _arb_vec_clear(B, 2 * (n0 + 2));
        _arb_vec_clear(y0, 2);
        arb_clear(t0);
    }
    ode_problem_clear(P);
    sersol_problem_free(S);
}

int main(void)
{
    test_start("ode series in blocks");
    check_pendulum();
    check_mixed();
    return test_end();
}
