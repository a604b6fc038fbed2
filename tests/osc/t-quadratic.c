/* x'' + x = eps x^2, x(0) = 1, x'(0) = 0, alpha = 1, beta = 2 (case I), h = 0.1
 * (seed 002 §5.2, Stiefel-Scheifele):
 *  1. the first integral H = (x^2 + x'^2)/2 - eps x^3/3 (seed (74)) is
 *     conserved to 100 digits along [0, 100] by the phi method, eps = 1e-3;
 *  2. at fixed h and order N = 8 the error ratio phi/G against a 150-digit
 *     reference scales like eps for eps in {1e-2, 1e-4, 1e-8, 1e-16}
 *     (seed Fig. 6).  Why: b_n = eps ((D^2+4) g)^(n-4) with g = x^2 =
 *     (1 + cos 2t)/2 + O(eps), so b_n = O(eps^2) for n >= 5, while the
 *     G-method coefficients eps g^(n-2) are O(eps): the truncated tails differ
 *     by a factor eps.  Measured (phi/G)/eps = 1.85 for all four; asserted: in
 *     [0.5, 5] and within a factor 1.5 of each other. */
#include "testsupport.h"
#include "sersol/osc.h"

#define PREC 560

static void setup(osc_solver_t S, int method, slong order, const arb_t eps, slong prec)
{
    arb_t one, two, h, t0, x0, xp0;
    arb_init(one); arb_init(two); arb_init(h); arb_init(t0); arb_init(x0); arb_init(xp0);
    arb_one(one); arb_set_ui(two, 2);
    arb_set_str(h, "0.1", prec);
    arb_one(x0);
    osc_solver_init(S, 1, prec);
    osc_solver_set_problem(S, one, two, eps, osc_perturbation_square, NULL);
    if (osc_solver_set_method(S, method, order, h) != SERSOL_OK)
        test_fail("set_method");
    osc_solver_set_initial(S, t0, x0, xp0);
    arb_clear(one); arb_clear(two); arb_clear(h); arb_clear(t0); arb_clear(x0); arb_clear(xp0);
}

static void energy(arb_t H, const arb_t x, const arb_t xp, const arb_t eps, slong prec)
{
    arb_t t;
    arb_init(t);
    arb_sqr(H, x, prec);
    arb_addmul(H, xp, xp, prec);
    arb_mul_2exp_si(H, H, -1);
    arb_pow_ui(t, x, 3, prec);
    arb_mul(t, t, eps, prec);
    arb_div_ui(t, t, 3, prec);
    arb_sub(H, H, t, prec);
    arb_clear(t);
}

static void check_invariant(void)
{
    slong prec = 420, nsteps = test_under_valgrind() ? 10 : 1000, i;
    osc_solver_t S;
    arb_t eps, H0, H, d, tol;
    arb_init(eps); arb_init(H0); arb_init(H); arb_init(d); arb_init(tol);
    arb_set_str(eps, "1e-3", prec);
    arb_set_str(tol, "1e-100", prec);
    setup(S, OSC_METHOD_PHI, 60, eps, prec);
    energy(H0, S->x, S->xp, eps, prec);
    for (i = 0; i < nsteps; i++)
    {
        if (osc_solver_step(S, S->h) != SERSOL_OK)
            test_fail("step");
        energy(H, S->x, S->xp, eps, prec);
        arb_sub(d, H, H0, prec);
        arb_abs(d, d);
        if (!arb_le(d, tol))
        {
            arb_printd(d, 10); flint_printf("\n");
            test_fail("H not conserved to 100 digits at step %ld", (long) i + 1);
        }
    }
    osc_solver_clear(S);
    arb_clear(eps); arb_clear(H0); arb_clear(H); arb_clear(d); arb_clear(tol);
}

/* max over the grid of |x_method - x_ref| */
static double max_error(int method, slong order, const arb_t eps, arb_srcptr ref, slong n)
{
    osc_solver_t S;
    arb_t d;
    double m = 0, e;
    slong i;
    arb_init(d);
    setup(S, method, order, eps, PREC);
    for (i = 0; i < n; i++)
    {
        osc_solver_step(S, S->h);
        arb_sub(d, S->x, ref + i, PREC);
        e = arf_get_d(arb_midref(d), ARF_RND_NEAR);
        e = e < 0 ? -e : e;
        m = e > m ? e : m;
    }
    osc_solver_clear(S);
    arb_clear(d);
    return m;
}

static void check_ratio(void)
{
    const char * epss[] = { "1e-2", "1e-4", "1e-8", "1e-16" };
    slong n = test_under_valgrind() ? 10 : 100, ie, i;
    double q[4], qmin = 1e300, qmax = 0;
    arb_t eps, d, tol;
    arb_ptr ref;
    osc_solver_t S, P;

    arb_init(eps); arb_init(d); arb_init(tol);
    arb_set_str(tol, "1e-150", PREC);
    ref = _arb_vec_init(n);
    for (ie = 0; ie < 4; ie++)
    {
        double ep, eg;
        arb_set_str(eps, epss[ie], PREC);
        /* reference: Taylor of order 110; checked against phi of order 100 */
        setup(S, OSC_METHOD_TAYLOR, 110, eps, PREC);
        setup(P, OSC_METHOD_PHI, 100, eps, PREC);
        for (i = 0; i < n; i++)
        {
            osc_solver_step(S, S->h);
            osc_solver_step(P, P->h);
            arb_set(ref + i, S->x);
            arb_sub(d, S->x, P->x, PREC);
            arb_abs(d, d);
            if (!arb_le(d, tol))
                test_fail("reference not 150 digits at eps = %s", epss[ie]);
        }
        osc_solver_clear(S);
        osc_solver_clear(P);
        ep = max_error(OSC_METHOD_PHI, 8, eps, ref, n);
        eg = max_error(OSC_METHOD_GFUN, 8, eps, ref, n);
        q[ie] = ep / eg / arf_get_d(arb_midref(eps), ARF_RND_NEAR);
        if (!(q[ie] >= 0.5 && q[ie] <= 5))
            test_fail("eps = %s: (err_phi/err_G)/eps = %g outside [0.5, 5] (phi %g, G %g)",
                      epss[ie], q[ie], ep, eg);
        qmin = q[ie] < qmin ? q[ie] : qmin;
        qmax = q[ie] > qmax ? q[ie] : qmax;
    }
    if (qmax > 1.5 * qmin)
        test_fail("(err_phi/err_G)/eps varies: %g .. %g", qmin, qmax);
    _arb_vec_clear(ref, n);
    arb_clear(eps); arb_clear(d); arb_clear(tol);
}

int main(void)
{
    test_start("osc/quadratic");
    check_invariant();
    check_ratio();
    return test_end();
}
