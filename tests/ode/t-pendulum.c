/* The pendulum theta'' = -sin(theta), theta(0) = 1, theta'(0) = 0 at 100
 * digits against its closed form theta(t) = 2 asin(k cd(t, k^2)),
 * k = sin(1/2), computed here with Arb's theta functions; and its Taylor
 * coefficients (the engine of `sersol series`) against the recurrence
 * theta_{k+2} = -(sin theta)_k / ((k+1)(k+2)) written with tps online calls. */
#include "odetest.h"
#include <acb_elliptic.h>
#include <acb_modular.h>

static const char * pendulum =
    "problem ode\nunknown theta\ntheta'' = -sin(theta)\ninit theta = 1\ninit theta' = 0\n";

/* cd(u | m) = cn/dn = (theta3(0)/theta2(0)) theta2(v)/theta3(v), v = u/(2K),
 * tau = i K(1-m)/K(m) (Arb's theta functions take pi z). */
static void jacobi_cd(arb_t res, const arb_t u, const arb_t m, slong prec)
{
    acb_t mm, K, Kp, tau, z, t1, t2, t3, t4, c1, c2, c3, c4;
    acb_init(mm); acb_init(K); acb_init(Kp); acb_init(tau); acb_init(z);
    acb_init(t1); acb_init(t2); acb_init(t3); acb_init(t4);
    acb_init(c1); acb_init(c2); acb_init(c3); acb_init(c4);
    acb_set_arb(mm, m);
    acb_elliptic_k(K, mm, prec);
    acb_sub_ui(mm, mm, 1, prec);
    acb_neg(mm, mm);
    acb_elliptic_k(Kp, mm, prec);
    acb_div(tau, Kp, K, prec);
    acb_mul_onei(tau, tau);
    acb_set_arb(z, u);
    acb_div(z, z, K, prec);
    acb_mul_2exp_si(z, z, -1);
    acb_modular_theta(t1, t2, t3, t4, z, tau, prec);
    acb_zero(z);
    acb_modular_theta(c1, c2, c3, c4, z, tau, prec);
    acb_mul(t2, t2, c3, prec);
    acb_mul(t3, t3, c2, prec);
    acb_div(t2, t2, t3, prec);
    arb_set(res, acb_realref(t2));
    acb_clear(mm); acb_clear(K); acb_clear(Kp); acb_clear(tau); acb_clear(z);
    acb_clear(t1); acb_clear(t2); acb_clear(t3); acb_clear(t4);
    acb_clear(c1); acb_clear(c2); acb_clear(c3); acb_clear(c4);
}

static void pendulum_exact(arb_t theta, const arb_t t, slong prec)
{
    arb_t k, m;
    arb_init(k);
    arb_init(m);
    arb_set_d(k, 0.5);
    arb_sin(k, k, prec);
    arb_sqr(m, k, prec);
    jacobi_cd(theta, t, m, prec);
    arb_mul(theta, theta, k, prec);
    arb_asin(theta, theta, prec);
    arb_mul_2exp_si(theta, theta, 1);
    arb_clear(k);
    arb_clear(m);
}

static void check_solution(ode_problem_t P, slong D)
{
    const char * times[] = { "0", "0.5", "1", "2.5", "-3", "7.25", "10" };
    slong n = sizeof(times) / sizeof(times[0]), j, prec = 4 * D + 64;
    ode_verified_opts o;
    ode_verified_result R;
    arb_t t, ex;
    int st;

    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = n;
    o.times = times;
    ode_verified_result_init(&R);
    st = ode_solve_verified(&R, P, &o);
    if (st != SERSOL_OK)
        test_fail("pendulum: status %d (%s)", st, R.message);
    arb_init(t);
    arb_init(ex);
    for (j = 0; j < n; j++)
    {
        sersol_arb_set_exact_str(t, times[j], prec);
        pendulum_exact(ex, t, prec);
        if (R.row_digits[j] < D)
            test_fail("pendulum: only %ld digits at t = %s", (long) R.row_digits[j], times[j]);
        /* the verified ball must contain the closed form, and be D digits wide */
        if (!arb_overlaps(R.y + 2 * j, ex))
        {
            arb_printn(R.y + 2 * j, D + 5, 0); printf("\n");
            arb_printn(ex, D + 5, 0); printf("\n");
            test_fail("pendulum: closed form outside the ball at t = %s", times[j]);
        }
        odetest_check_close("pendulum theta", R.y + 2 * j, ex, D);
    }
    arb_clear(t);
    arb_clear(ex);
    ode_verified_result_clear(&R);
}

/* theta_{k+2} = -s_k / ((k+1)(k+2)), s = sin(theta), online */
/* The bar of one attempt goes forward within [0, 1], ends at 1 (the
 * expansions' last order), and P's expansion hook is unset afterwards (the
 * driver's steps must not report to it). */
static void check_progress(const test_progress_log * l, ode_problem_t P, const char * where)
{
    test_check_progress(l, where, 0.999);
    if (P->order_progress != NULL)
        test_fail("%s: the expansion hook stayed set", where);
}

static void check_series(ode_problem_t P, slong N, slong D)
{
    test_progress_log plog = {0, 0, 0, 0.0};
    slong prec = 4 * D + 64, k;
    arb_ptr th = _arb_vec_init(N + 3), s = _arb_vec_init(N + 3), c = _arb_vec_init(N + 3);
    arb_ptr res = _arb_vec_init(P->dim * (N + 1));
    slong * digits = flint_malloc(sizeof(slong) * P->dim * (N + 1));
    char msg[256];
    int st;

    arb_one(th);
    arb_zero(th + 1);
    for (k = 0; k + 2 <= N; k++)
    {
        _tps_sin_cos_coeff(s, c, th, k, prec);
        arb_div_ui(th + k + 2, s + k, (k + 1) * (k + 2), prec);
        arb_neg(th + k + 2, th + k + 2);
    }
    st = ode_series_verified(res, digits, P, "0", N, D, msg, sizeof(msg), test_progress_record,
                             &plog);
    if (st != SERSOL_OK)
        test_fail("series: status %d (%s)", st, msg);
    check_progress(&plog, P, "ode_series_verified at 0");
    for (k = 0; k <= N; k++)
    {
        if (!arb_overlaps(res + k, th + k))
            test_fail("series: coefficient %ld differs from the recurrence", (long) k);
        if (!arb_is_zero(th + k))
        {
            if (digits[k] < D)
                test_fail("series: coefficient %ld has %ld digits", (long) k, (long) digits[k]);
            odetest_check_close("series coefficient", res + k, th + k, D);
        }
        /* theta' coefficients are (k+1) theta_{k+1} */
        if (k < N)
        {
            arb_t d;
            arb_init(d);
            arb_mul_ui(d, th + k + 1, k + 1, prec);
            if (!arb_overlaps(res + (N + 1) + k, d))
                test_fail("series: coefficient %ld of theta' is wrong", (long) k);
            arb_clear(d);
        }
    }
    /* the same at T0 = 1: around the solution's value there */
    memset(&plog, 0, sizeof(plog));
    st = ode_series_verified(res, digits, P, "1", 10, D, msg, sizeof(msg), test_progress_record,
                             &plog);
    if (st != SERSOL_OK)
        test_fail("series at 1: status %d (%s)", st, msg);
    check_progress(&plog, P, "ode_series_verified at 1");
    {
        arb_t t, ex;
        arb_init(t);
        arb_init(ex);
        arb_one(t);
        pendulum_exact(ex, t, prec);
        odetest_check_close("series at 1, coefficient 0", res, ex, D);
        /* coefficient 2 is -sin(theta(1))/2 */
        arb_sin(ex, ex, prec);
        arb_mul_2exp_si(ex, ex, -1);
        arb_neg(ex, ex);
        odetest_check_close("series at 1, coefficient 2", res + 2, ex, D);
        arb_clear(t);
        arb_clear(ex);
    }
    _arb_vec_clear(th, N + 3);
    _arb_vec_clear(s, N + 3);
    _arb_vec_clear(c, N + 3);
    _arb_vec_clear(res, P->dim * (N + 1));
    flint_free(digits);
}

int main(void)
{
    sersol_problem * S;
    ode_problem_t P;
    slong D = test_under_valgrind() ? 30 : 100;

    test_start("ode pendulum");
    odetest_problem(&S, P, pendulum);
    check_solution(P, D);
    check_series(P, test_under_valgrind() ? 20 : 60, D);
    ode_problem_clear(P);
    sersol_problem_free(S);
    return test_end();
}
