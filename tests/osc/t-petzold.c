/* Petzold's resonant oscillator (seed 002 §5.1, PROBLEMS.md §3):
 * x'' + theta^2 x = a sin(theta t), x(0) = 1, x'(0) = -a/(2 theta),
 * theta = 1000, a = 100, h = 0.9, to t = 100.  alpha = beta = theta (case IV):
 * with four phi-functions the method is exact (b_n = 0 for n >= 4), so the
 * balls must contain the exact solution x = (1 - a t/(2 theta)) cos(theta t)
 * (checked in the rigorous ball mode over 5 steps) and agree with it to 100
 * digits at every step over the whole interval (midpoint restarts).  G-functions and Taylor with the same
 * four coefficients are not exact (checked: error > 1e-6). */
#include "testsupport.h"
#include "sersol/osc.h"

static void exact(arb_t x, arb_t xp, const arb_t t, const arb_t theta, const arb_t a, slong prec)
{
    arb_t u, s, c, k;
    arb_init(u); arb_init(s); arb_init(c); arb_init(k);
    arb_mul(u, theta, t, prec);
    arb_sin_cos(s, c, u, prec);
    arb_div(k, a, theta, prec);
    arb_mul_2exp_si(k, k, -1);           /* a/(2 theta) */
    arb_mul(u, k, t, prec);
    arb_sub_ui(u, u, 1, prec);
    arb_neg(u, u);                       /* 1 - a t/(2 theta) */
    arb_mul(x, u, c, prec);
    arb_mul(xp, theta, u, prec);
    arb_mul(xp, xp, s, prec);
    arb_addmul(xp, k, c, prec);
    arb_neg(xp, xp);
    arb_clear(u); arb_clear(s); arb_clear(c); arb_clear(k);
}

/* max over the trajectory of |x - exact| / 5 and |x' - exact'| / 5000 */
static void run(arb_t maxerr, int method, slong nsteps, slong prec, int require_exact)
{
    osc_solver_t S;
    arb_t theta, a, h, t0, x0, xp0, xe, xpe, d;
    slong i;

    arb_init(theta); arb_init(a); arb_init(h); arb_init(t0); arb_init(x0); arb_init(xp0);
    arb_init(xe); arb_init(xpe); arb_init(d);
    arb_set_ui(theta, 1000);
    arb_set_ui(a, 100);
    arb_set_str(h, "0.9", prec);
    arb_one(x0);
    arb_set_str(xp0, "-0.05", prec);
    osc_solver_init(S, 1, prec);
    osc_solver_set_problem(S, theta, theta, a, osc_perturbation_sin, theta);
    if (osc_solver_set_method(S, method, 3, h) != SERSOL_OK)
        test_fail("set_method");
    osc_solver_set_initial(S, t0, x0, xp0);
    osc_solver_set_rigorous(S, require_exact);
    arb_zero(maxerr);
    for (i = 1; i <= nsteps; i++)
    {
        if (osc_solver_step(S, h) != SERSOL_OK)
            test_fail("step %ld", (long) i);
        exact(xe, xpe, S->t, theta, a, prec);
        if (require_exact && (!arb_overlaps(xe, S->x) || !arb_overlaps(xpe, S->xp)))
        {
            arb_printd(S->x, 30); flint_printf("\n"); arb_printd(xe, 30); flint_printf("\n");
            test_fail("step %ld: the phi solution does not contain the exact one", (long) i);
        }
        arb_sub(d, S->x, xe, prec);
        arb_abs(d, d);
        arb_add_error_mag(d, arb_radref(S->x));        /* count the radius as error too */
        arb_div_ui(d, d, 5, prec);
        arb_max(maxerr, maxerr, d, prec);
        arb_sub(d, S->xp, xpe, prec);
        arb_abs(d, d);
        arb_add_error_mag(d, arb_radref(S->xp));
        arb_div_ui(d, d, 5000, prec);
        arb_max(maxerr, maxerr, d, prec);
    }
    osc_solver_clear(S);
    arb_clear(theta); arb_clear(a); arb_clear(h); arb_clear(t0); arb_clear(x0); arb_clear(xp0);
    arb_clear(xe); arb_clear(xpe); arb_clear(d);
}

int main(void)
{
    slong nsteps = test_under_valgrind() ? 10 : 111, prec = 450;   /* 111 * 0.9 = 99.9 */
    arb_t err, tol;
    test_start("osc/petzold");
    arb_init(err); arb_init(tol);
    arb_set_str(tol, "1e-100", prec);
    /* rigorous balls (they widen ~ theta h = 900 per step): a few steps must
     * contain the exact solution */
    run(err, OSC_METHOD_PHI, 5, prec, 1);
    run(err, OSC_METHOD_PHI, nsteps, prec, 0);
    if (!arb_le(err, tol))
    {
        arb_printd(err, 10); flint_printf("\n");
        test_fail("phi method: relative error above 1e-100");
    }
    arb_set_str(tol, "1e-6", prec);
    run(err, OSC_METHOD_GFUN, nsteps, prec, 0);
    if (!arb_gt(err, tol))
        test_fail("G-functions with four terms should not be exact here");
    run(err, OSC_METHOD_TAYLOR, nsteps, prec, 0);
    if (!arb_gt(err, tol))
        test_fail("Taylor with four terms should not be exact here");
    arb_clear(err); arb_clear(tol);
    return test_end();
}
