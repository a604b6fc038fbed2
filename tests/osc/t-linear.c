/* Vector x: x'' + x = eps C x, C = [0 1; 1 0], x(0) = (1, 0), x'(0) = (0, 1/2),
 * eps = 1/8.  Exact by the modes u = x1 + x2, v = x1 - x2:
 * u'' + (1 - eps) u = 0, v'' + (1 + eps) v = 0.  All three methods (phi with
 * beta = 1, i.e. case IV; G; Taylor) reach 100 digits at t = 10.3 through
 * osc_solver_integrate (fixed steps h = 1/2 and a last step of 0.3); in the
 * rigorous mode the balls contain the exact solution. */
#include "testsupport.h"
#include "sersol/osc.h"

static void mode(arb_t y, arb_t yp, const arb_t w2, const arb_t y0, const arb_t yp0,
                 const arb_t t, slong prec)
{   /* y = y0 cos(w t) + yp0 sin(w t)/w */
    arb_t w, s, c, u;
    arb_init(w); arb_init(s); arb_init(c); arb_init(u);
    arb_sqrt(w, w2, prec);
    arb_mul(u, w, t, prec);
    arb_sin_cos(s, c, u, prec);
    arb_mul(y, y0, c, prec);
    arb_div(u, s, w, prec);
    arb_addmul(y, yp0, u, prec);
    arb_mul(yp, yp0, c, prec);
    arb_mul(u, s, w, prec);
    arb_submul(yp, y0, u, prec);
    arb_clear(w); arb_clear(s); arb_clear(c); arb_clear(u);
}

static void exact(arb_ptr x, arb_ptr xp, const arb_t eps, const arb_t t, slong prec)
{
    arb_t w2, u, up, v, vp, a, b;
    arb_init(w2); arb_init(u); arb_init(up); arb_init(v); arb_init(vp); arb_init(a); arb_init(b);
    arb_one(a); arb_set_d(b, 0.5);
    arb_sub_ui(w2, eps, 1, prec); arb_neg(w2, w2);
    mode(u, up, w2, a, b, t, prec);
    arb_add_ui(w2, eps, 1, prec);
    arb_neg(b, b);
    mode(v, vp, w2, a, b, t, prec);
    arb_add(x, u, v, prec); arb_mul_2exp_si(x, x, -1);
    arb_sub(x + 1, u, v, prec); arb_mul_2exp_si(x + 1, x + 1, -1);
    arb_add(xp, up, vp, prec); arb_mul_2exp_si(xp, xp, -1);
    arb_sub(xp + 1, up, vp, prec); arb_mul_2exp_si(xp + 1, xp + 1, -1);
    arb_clear(w2); arb_clear(u); arb_clear(up); arb_clear(v); arb_clear(vp); arb_clear(a); arb_clear(b);
}

static void run(int method, int rigorous, const char * tend_str, slong order, slong prec)
{
    osc_solver_t S;
    arb_t one, eps, h, t0, tend, tol, d;
    arb_ptr C, x0, xp0, xe, xpe;
    slong i;

    arb_init(one); arb_init(eps); arb_init(h); arb_init(t0); arb_init(tend); arb_init(tol); arb_init(d);
    C = _arb_vec_init(4); x0 = _arb_vec_init(2); xp0 = _arb_vec_init(2);
    xe = _arb_vec_init(2); xpe = _arb_vec_init(2);
    arb_one(C + 1); arb_one(C + 2);
    arb_one(one);
    arb_set_str(eps, "0.125", prec);
    arb_set_str(h, "0.5", prec);
    arb_set_str(tend, tend_str, prec);
    arb_set_str(tol, "1e-100", prec);
    arb_one(x0); arb_set_str(xp0 + 1, "0.5", prec);
    osc_solver_init(S, 2, prec);
    osc_solver_set_problem(S, one, one, eps, osc_perturbation_linear, C);
    if (osc_solver_set_method(S, method, order, h) != SERSOL_OK)
        test_fail("set_method");
    osc_solver_set_initial(S, t0, x0, xp0);
    osc_solver_set_rigorous(S, rigorous);
    if (osc_solver_integrate(S, tend) != SERSOL_OK)
        test_fail("integrate");
    exact(xe, xpe, eps, tend, prec);
    for (i = 0; i < 2; i++)
    {
        arb_sub(d, S->x + i, xe + i, prec);
        arb_abs(d, d);
        arb_add_error_mag(d, arb_radref(S->x + i));
        if (!arb_le(d, tol))
        {
            arb_printd(d, 10); flint_printf("\n");
            test_fail("method %d, x_%ld at t = %s: not 100 digits", method, (long) i, tend_str);
        }
        arb_sub(d, S->xp + i, xpe + i, prec);
        arb_abs(d, d);
        arb_add_error_mag(d, arb_radref(S->xp + i));
        if (!arb_le(d, tol))
            test_fail("method %d, x'_%ld at t = %s: not 100 digits", method, (long) i, tend_str);
        if (rigorous && (!arb_overlaps(S->x + i, xe + i) || !arb_overlaps(S->xp + i, xpe + i)))
            test_fail("method %d: rigorous balls miss the exact solution", method);
    }
    osc_solver_clear(S);
    arb_clear(one); arb_clear(eps); arb_clear(h); arb_clear(t0); arb_clear(tend); arb_clear(tol); arb_clear(d);
    _arb_vec_clear(C, 4); _arb_vec_clear(x0, 2); _arb_vec_clear(xp0, 2);
    _arb_vec_clear(xe, 2); _arb_vec_clear(xpe, 2);
}

/* Bad arguments are SERSOL_EINPUT, the state untouched: a step h <= 0 or
 * NaN (integrate looped forever with h = 0), an end behind t or NaN (t was
 * set to it, the state left as it was, SERSOL_OK). */
static void check_bad_arguments(void)
{
    osc_solver_t S;
    arb_t one, zero, h, T;
    arb_ptr C = _arb_vec_init(4), x0 = _arb_vec_init(2), xp0 = _arb_vec_init(2);
    const char * bad_h[3] = { "0", "-0.1", "nan" };
    slong i;

    arb_init(one); arb_init(zero); arb_init(h); arb_init(T);
    arb_one(one);
    arb_one(x0);
    osc_solver_init(S, 2, 128);
    osc_solver_set_problem(S, one, one, zero, osc_perturbation_linear, C);
    for (i = 0; i < 3; i++)
    {
        if (i < 2)
            arb_set_str(h, bad_h[i], 128);
        else
            arb_indeterminate(h);
        if (osc_solver_set_method(S, OSC_METHOD_TAYLOR, 20, h) != SERSOL_EINPUT)
            test_fail("set_method accepted h = %s", bad_h[i]);
    }
    arb_set_str(h, "0.1", 128);
    if (osc_solver_set_method(S, OSC_METHOD_TAYLOR, 20, h) != SERSOL_OK)
        test_fail("set_method refused h = 0.1");
    osc_solver_set_initial(S, zero, x0, xp0);
    arb_set_si(T, -1);
    if (osc_solver_integrate(S, T) != SERSOL_EINPUT || !arb_is_zero(S->t) || !arb_is_one(S->x))
        test_fail("integrate to t = -1 (backward) accepted");
    arb_indeterminate(T);
    if (osc_solver_integrate(S, T) != SERSOL_EINPUT || !arb_is_zero(S->t))
        test_fail("integrate to t = nan accepted");
    arb_zero(T);
    if (osc_solver_integrate(S, T) != SERSOL_OK)
        test_fail("integrate to the current time refused");
    osc_solver_clear(S);
    arb_clear(one); arb_clear(zero); arb_clear(h); arb_clear(T);
    _arb_vec_clear(C, 4); _arb_vec_clear(x0, 2); _arb_vec_clear(xp0, 2);
}

int main(void)
{
    int method;
    const char * tend = test_under_valgrind() ? "1.3" : "10.3";
    test_start("osc/linear");
    check_bad_arguments();
    for (method = OSC_METHOD_PHI; method <= OSC_METHOD_TAYLOR; method++)
    {
        run(method, 0, tend, 110, 400);
        run(method, 1, "1.3", 110, 400);
    }
    return test_end();
}
