/* Controller on measured coefficients (ode_choose_order_measured):
 *  - an entire series 1/k!: the chosen order and its predicted step really
 *    meet the tolerance (the true tail, from lgamma, is below tol), with no
 *    order far above the one that step needs;
 *  - 1/k! plus a tiny geometric "noise" C2 rho2^-k that dominates from some
 *    order K on (the rounding noise of a DAE recursion): the top line finds
 *    rho2, the step stays below q_max rho2, and the next order is at least
 *    K + ODE_TOP_FIT, so that the next expansion still sees the noise;
 *  - a bound log_h_pred caps the steps predicted above the computed order;
 *  - the precision schedule: with drop = ode_schedule_drop(h), every term
 *    |S_k| h^k 2^-(prec - drop k) is at most tol (checked on the balls), the
 *    step bound ode_schedule_step_log of that drop is at least h (and
 *    below it some term exceeds tol), for 1/k! (whose early coefficients
 *    are far above the fitted line: the case a drop from the fitted radius
 *    got wrong) and for the noisy series.
 * Random tolerances and amplitudes; natural logs throughout. */
#include <math.h>
#include "odetest.h"

/* log of sum_{k > M} h^k / k! (terms summed until negligible) */
static double log_tail_exp(slong M, double log_h)
{
    double m = -INFINITY, s = 0, l;
    slong k;
    for (k = M + 1; k < M + 4000; k++)
    {
        l = k * log_h - lgamma(k + 1.0);
        if (l > m)
        {
            s = s * exp(m - l) + 1;
            m = l;
        }
        else
            s += exp(l - m);
        if (l < m - 50)
            break;
    }
    return m + log(s);
}

static void set_series(arb_ptr S, slong N, double log_c2, double log_rho2, slong prec)
{
    slong k;
    arb_t t;
    arb_init(t);
    for (k = 0; k <= N; k++)
    {
        arb_fac_ui(t, k, prec);
        arb_inv(S + k, t, prec);
        if (log_c2 > -INFINITY)
        {
            arb_set_d(t, log_c2 - k * log_rho2);
            arb_exp(t, t, prec);
            if (k % 2)
                arb_neg(t, t);
            arb_add(S + k, S + k, t, prec);
        }
    }
    arb_clear(t);
}

/* max_k log(|S_k| h^k 2^-(prec - drop k)) - log tol, from the balls */
static double schedule_excess(arb_srcptr S, slong N, double log_h, slong prec, double drop,
                              double log_tol)
{
    double worst = -INFINITY, l;
    slong k;
    mag_t m;
    mag_init(m);
    for (k = 1; k <= N; k++)
    {
        arb_get_mag(m, S + k);
        if (mag_is_zero(m))
            continue;
        l = mag_get_d_log2_approx(m) * M_LN2 + k * log_h - (prec - drop * k) * M_LN2 - log_tol;
        worst = FLINT_MAX(worst, l);
    }
    mag_clear(m);
    return worst;
}

static void check_schedule(const char * what, arb_srcptr S, slong N, double log_tol, double log_h,
                           slong prec)
{
    double drop = ode_schedule_drop(S, N + 2, 1, N, log_tol, prec, log_h), ls;
    if (drop < 0 || schedule_excess(S, N, log_h, prec, drop, log_tol) > 1e-6)
        test_fail("%s: drop %g at h %g: a term exceeds tol by e^%g", what, drop, exp(log_h),
                  schedule_excess(S, N, log_h, prec, drop, log_tol));
    if (drop > 0)
    {
        ls = ode_schedule_step_log(S, N + 2, 1, N, log_tol, prec, drop, 1);
        if (ls < log_h - 1e-9
            || schedule_excess(S, N, ls + 0.01, prec, drop, log_tol - log((double) N)) <= 0)
            test_fail("%s: schedule step %g for h %g", what, exp(ls), exp(log_h));
    }
}

int main(void)
{
    slong iter;
    ode_cost_t cost = { 1.0, 2.0, 30.0, 0.0 };

    test_start("ode control (measured)");
    for (iter = 0; iter < test_iters(30); iter++)
    {
        slong N = 300 + n_randint(test_state, 300), prec = 4000, M, K;
        double log_tol = -(100.0 + (double) n_randint(test_state, 500)), lh, log_rho2, log_c2;
        arb_ptr S = _arb_vec_init(N + 2);
        ode_fit_t fit;

        /* entire: 1/k! */
        set_series(S, N, -INFINITY, 0, prec);
        ode_fit_radius(&fit, S, N + 2, 1, N);
        M = ode_choose_order_measured(&lh, &fit, S, N + 2, 1, N, log_tol, INFINITY, INFINITY,
                                      0.5, &cost, 2, 100000);
        check_schedule("entire", S, N, log_tol, lh, prec);
        if (!isfinite(lh) || M < 2)
            test_fail("entire: order %ld, log h %g", (long) M, lh);
        if (log_tail_exp(M, lh) > log_tol + 1e-6)
            test_fail("entire: tail %g above tol %g at order %ld, h %g", log_tail_exp(M, lh),
                      log_tol, (long) M, exp(lh));
        /* the predicted-step bound: never a longer step than it allows */
        M = ode_choose_order_measured(&lh, &fit, S, N + 2, 1, N, log_tol, INFINITY, log(0.1),
                                      0.5, &cost, 2, 100000);
        if (M > N && lh > log(0.1) + 1e-12)
            test_fail("bound: order %ld above %ld with log h %g", (long) M, (long) N, lh);

        /* noise of radius rho2 in (0.3, 0.9), amplitude 2^-prec' */
        log_rho2 = log(0.3 + 0.6 * n_randint(test_state, 1000) / 1000.0);
        log_c2 = log_tol - 20.0 - (double) n_randint(test_state, 40);
        /* K: the first order where the noise exceeds 1/k! */
        for (K = 0; K <= N && -lgamma(K + 1.0) > log_c2 - K * log_rho2; K++)
            ;
        if (K + 2 * ODE_TOP_FIT > N)
        {
            _arb_vec_clear(S, N + 2);
            continue;
        }
        set_series(S, N, log_c2, log_rho2, prec);
        ode_fit_radius(&fit, S, N + 2, 1, N);
        if (!fit.top_valid || fabs(fit.top_log_rho - log_rho2) > 1e-3)
            test_fail("noise: N %ld K %ld tol %g c2 %g: top line radius %g, want %g", (long) N, (long) K, log_tol, log_c2, fit.top_valid ? exp(fit.top_log_rho) : 0.0,
                      exp(log_rho2));
        if (ode_step_log(&fit, N, log_tol, 0.5) > log(0.5) + log_rho2 + 1e-9)
            test_fail("noise: step %g beyond 0.5 rho2 = %g", exp(ode_step_log(&fit, N, log_tol, 0.5)),
                      0.5 * exp(log_rho2));
        M = ode_choose_order_measured(&lh, &fit, S, N + 2, 1, N, log_tol, INFINITY, INFINITY,
                                      0.5, &cost, 2, 100000);
        if (M < K + ODE_TOP_FIT || lh > log(0.5) + log_rho2 + 1e-9)
            test_fail("noise: order %ld (regime from %ld), log h %g (rho2 %g)", (long) M, (long) K,
                      lh, exp(log_rho2));
        check_schedule("noise", S, N, log_tol, lh, prec);
        if (M <= N && log_tail_exp(M, lh) > log_tol + 1e-6)
            test_fail("noise: tail %g above tol %g", log_tail_exp(M, lh), log_tol);
        _arb_vec_clear(S, N + 2);
    }
    return test_end();
}
