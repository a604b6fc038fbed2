/* Controller: the radius fit recovers rho and C of a geometric series
 * C rho^-k (random C, rho, and a random sign/zero pattern); the step rule
 * gives the exact tail C q^(N+1)/(1-q) = tol; the cost-optimal order for a
 * pure N^2 cost is the Jorba-Zou order -ln(tol)/2 (within 2); degenerate
 * fits (NaN, infinite, huge logs) keep the order within its limits.
 * Two interleaved sequences far apart (the exact zeros of an odd or even
 * part filled by a term 1e-40 .. 1e-4000 smaller): the main line is the
 * larger one's, the low line the smaller one's, and the step keeps both
 * tails within the tolerance. */
#include <math.h>
#include <string.h>
#include "odetest.h"

int main(void)
{
    slong iter;

    test_start("ode control");
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong N = 10 + n_randint(test_state, 200), dim = 1 + n_randint(test_state, 3), stride = N + 2;
        slong k, c, prec = 128, Nopt;
        double C = 0.01 + 100 * (n_randint(test_state, 1000) / 1000.0);
        double rho = 0.05 + 20 * (n_randint(test_state, 1000) / 1000.0);
        double log_tol = -(10 + (double) n_randint(test_state, 2000)), lh, lq, tail;
        arb_ptr S = _arb_vec_init(dim * stride);
        ode_fit_t fit;

        /* component 0 carries the envelope; others are smaller or zero */
        for (k = 0; k <= N; k++)
            for (c = 0; c < dim; c++)
            {
                arb_set_d(S + c * stride + k, C);
                arb_set_d(S + c * stride + k + 0, C);
                {
                    arb_t r;
                    arb_init(r);
                    arb_set_d(r, rho);
                    arb_pow_ui(r, r, k, prec);
                    arb_div(S + c * stride + k, S + c * stride + k, r, prec);
                    arb_clear(r);
                }
                if (c > 0)
                    arb_mul_2exp_si(S + c * stride + k, S + c * stride + k, -(slong) (1 + c));
                if (n_randint(test_state, 2))
                    arb_neg(S + c * stride + k, S + c * stride + k);
            }
        ode_fit_radius(&fit, S, stride, dim, N);
        if (fabs(fit.log_rho - log(rho)) > 1e-6 || fabs(fit.log_C - log(C)) > 1e-6 * (1 + N * fabs(log(rho))))
            test_fail("fit: rho %g C %g, got %g %g", rho, C, exp(fit.log_rho), exp(fit.log_C));
        lh = ode_step_log(&fit, N, log_tol, 0.9);
        lq = lh - log(rho);
        tail = log(C) + (N + 1) * lq - log1p(-exp(lq));
        if (lq < log(0.9) - 1e-9 && fabs(tail - log_tol) > 1e-4 * fabs(log_tol))
            test_fail("step: tail %g, tol %g", tail, log_tol);
        if (fabs(ode_tail_log_error(&fit, N, lh) - tail) > 1e-6 * fabs(tail))
            test_fail("tail estimate");
        Nopt = ode_choose_order(&fit, log_tol, 0.9, 1.0, 0.0, 0.0, 2, 4000);
        if (fabs(Nopt - (-log_tol + log(C)) / 2) > 3)
            test_fail("order %ld for log tol %g (C %g)", (long) Nopt, log_tol, C);
        /* exact zeros everywhere: a terminating series */
        _arb_vec_zero(S, dim * stride);
        ode_fit_radius(&fit, S, stride, dim, N);
        if (!fit.zero_tail || ode_tail_log_error(&fit, N, 0.0) != -INFINITY)
            test_fail("zero tail");
        _arb_vec_clear(S, dim * stride);
    }
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong N = 10 + n_randint(test_state, 300), stride = N + 1, k, parity = n_randint(test_state, 2);
        double rho1 = 0.05 + 20 * (n_randint(test_state, 1000) / 1000.0);
        double rho2 = 0.05 + 20 * (n_randint(test_state, 1000) / 1000.0);
        double log_C1 = log(0.01 + 100 * (n_randint(test_state, 1000) / 1000.0));
        double gap = 100 + n_randint(test_state, 10000), log_C2 = log_C1 - gap;
        double log_tol = -(10 + (double) n_randint(test_state, 2000)), lh, tail1, tail2;
        arb_ptr S = _arb_vec_init(stride);
        ode_fit_t fit;

        for (k = 0; k <= N; k++)
        {
            int big = (k % 2 == parity);
            arb_set_d(S + k, big ? log_C1 - k * log(rho1) : log_C2 - k * log(rho2));
            arb_exp(S + k, S + k, 128);
            if (n_randint(test_state, 2))
                arb_neg(S + k, S + k);
        }
        /* (the larger sequence must stay above the smaller one over the
         * window, else the two swap roles) */
        if (log_C2 - N * log(rho2) > log_C1 - N * log(rho1) - 80)
        {
            _arb_vec_clear(S, stride);
            continue;
        }
        ode_fit_radius(&fit, S, stride, 1, N);
        if (N >= 16 && fabs(fit.log_rho - log(rho1)) > 1e-6)
            test_fail("interleaved: main radius %g for %g (N %ld, gap %g)", exp(fit.log_rho), rho1,
                      (long) N, gap);
        if (N >= 16 && (!fit.low_valid || fabs(fit.low_log_rho - log(rho2)) > 1e-6))
            test_fail("interleaved: low line %d radius %g for %g (N %ld, gap %g)", fit.low_valid,
                      exp(fit.low_log_rho), rho2, (long) N, gap);
        lh = ode_step_log(&fit, N, log_tol, 0.9);
        tail1 = log_C1 + (N + 1) * (lh - log(rho1)) - log1p(-exp(lh - log(rho1)));
        tail2 = log_C2 + (N + 1) * (lh - log(rho2)) - log1p(-FLINT_MIN(exp(lh - log(rho2)), 0.99));
        if (tail1 > log_tol + 1e-6 * fabs(log_tol) + 2 || tail2 > log_tol + 1e-6 * fabs(log_tol) + 2)
            test_fail("interleaved: tails %g %g above tol %g", tail1, tail2, log_tol);
        _arb_vec_clear(S, stride);
    }
    /* a valley is no dip: coefficients decaying to a floor that then grows
     * (the robot's at 300 digits, rounding noise growing like 1.86^k) stay
     * in the window line, and its top line sees the growth */
    {
        slong N = 192, k;
        arb_ptr S = _arb_vec_init(N + 1);
        ode_fit_t fit;
        for (k = 0; k <= N; k++)
        {
            arb_set_d(S + k, (k < 150) ? -3.4 * k : -3.4 * 150 + 0.6 * (k - 150));
            arb_exp(S + k, S + k, 128);
        }
        ode_fit_radius(&fit, S, N + 1, 1, N);
        if (fit.low_valid || !fit.top_valid || fit.top_log_rho > -0.5)
            test_fail("valley: low line %d, top line %d radius %g", fit.low_valid, fit.top_valid,
                      exp(fit.top_log_rho));
        _arb_vec_clear(S, N + 1);
    }
    /* degenerate fits (coefficients that overflow a double's logarithm, or
     * NaN from a series of unknown balls): the order stays in [nmin, nmax]
     * (the window used to cast such values to slong, undefined behaviour,
     * and a bus error in sersol verify) */
    {
        const double bad[] = { NAN, INFINITY, -INFINITY, 1e300, -1e300, 4.6e30, -2e30 };
        slong i, j, N;
        for (i = 0; i < 7; i++)
            for (j = 0; j < 7; j++)
            {
                ode_fit_t fit;
                memset(&fit, 0, sizeof(fit));
                fit.log_C = bad[i];
                fit.log_rho = bad[j];
                N = ode_choose_order(&fit, -100.0, 0.9, 1.0, 0.0, 0.0, 2, 400);
                if (N < 2 || N > 400)
                    test_fail("order %ld from log C %g, log rho %g", (long) N, bad[i], bad[j]);
                N = ode_choose_order(&fit, bad[j], 0.9, 1.0, 0.0, 0.0, 2, 400);
                if (N < 2 || N > 400)
                    test_fail("order %ld from log C %g, log tol %g", (long) N, bad[i], bad[j]);
            }
        for (i = 0; i < 7; i++)
        {
            N = ode_initial_order(bad[i], 2, 400);
            if (N < 2 || N > 400)
                test_fail("initial order %ld for log tol %g", (long) N, bad[i]);
        }
    }
    return test_end();
}
