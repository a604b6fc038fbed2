/* The expression perturbation (kernel) against the built-in callbacks:
 * f = x^2 gives the same trajectory as osc_perturbation_square; Petzold's
 * f = sin(1000 t) written as an expression is integrated exactly (100 digits);
 * a perturbation using x' (f = (1 - x^2) xp, van der Pol) gives the same
 * solution by the phi method and by plain Taylor (independent bases). */
#include "testsupport.h"
#include "sersol/osc.h"

static expr_ctx_ptr ctx;
static slong tv, xv, xpv;

static expr_ptr parse_f(int which)
{
    expr_ptr x = expr_var(ctx, xv), xp = expr_var(ctx, xpv), t = expr_var(ctx, tv);
    if (which == 0)
        return expr_mul(ctx, x, x);
    if (which == 1)
        return expr_fun(ctx, EXPR_SIN, expr_mul(ctx, expr_const_si(ctx, 1000), t));
    return expr_mul(ctx, expr_sub(ctx, expr_const_si(ctx, 1), expr_mul(ctx, x, x)), xp);
}

static void trajectory(arb_ptr xs, osc_perturbation_fn f, void * param, int method, slong order,
                       const char * alpha, const char * beta, const char * eps, const char * h,
                       const char * x0s, const char * xp0s, slong n, slong prec)
{
    osc_solver_t S;
    arb_t a, b, e, hh, t0, x0, xp0;
    slong i;
    arb_init(a); arb_init(b); arb_init(e); arb_init(hh); arb_init(t0); arb_init(x0); arb_init(xp0);
    arb_set_str(a, alpha, prec); arb_set_str(b, beta, prec); arb_set_str(e, eps, prec);
    arb_set_str(hh, h, prec); arb_set_str(x0, x0s, prec); arb_set_str(xp0, xp0s, prec);
    osc_solver_init(S, 1, prec);
    osc_solver_set_problem(S, a, b, e, f, param);
    osc_solver_set_method(S, method, order, hh);
    osc_solver_set_initial(S, t0, x0, xp0);
    for (i = 0; i < n; i++)
    {
        if (osc_solver_step(S, hh) != SERSOL_OK)
            test_fail("step");
        arb_set(xs + i, S->x);
    }
    osc_solver_clear(S);
    arb_clear(a); arb_clear(b); arb_clear(e); arb_clear(hh); arb_clear(t0); arb_clear(x0); arb_clear(xp0);
}

static void compare(const char * what, arb_srcptr u, arb_srcptr v, slong n, const char * tol_str)
{
    arb_t d, tol;
    slong i;
    arb_init(d); arb_init(tol);
    arb_set_str(tol, tol_str, 600);
    for (i = 0; i < n; i++)
    {
        arb_sub(d, u + i, v + i, 600);
        arb_abs(d, d);
        arb_add_error_mag(d, arb_radref(u + i));
        if (!arb_le(d, tol))
        {
            arb_printd(d, 10); flint_printf("\n");
            test_fail("%s: step %ld differs by more than %s", what, (long) i, tol_str);
        }
    }
    arb_clear(d); arb_clear(tol);
}

int main(void)
{
    slong n = test_under_valgrind() ? 5 : 40, prec = 420, i;
    osc_expr_perturbation_t F;
    arb_ptr u = _arb_vec_init(n), v = _arb_vec_init(n);

    test_start("osc/expr");
    ctx = expr_ctx_new();
    tv = expr_ctx_add_var(ctx, "t");
    xv = expr_ctx_add_var(ctx, "x");
    xpv = expr_ctx_add_var(ctx, "xp");
    {   /* an unknown variable is refused */
        slong yv = expr_ctx_add_var(ctx, "y");
        expr_ptr fy = expr_var(ctx, yv);
        if (osc_expr_perturbation_init(F, ctx, tv, &xv, &xpv, &fy, 1, 8) != SERSOL_EINPUT)
            test_fail("a perturbation in y was accepted");
        osc_expr_perturbation_clear(F);
    }
    for (i = 0; i < 3; i++)
    {
        expr_ptr f = parse_f(i);
        if (osc_expr_perturbation_init(F, ctx, tv, &xv, &xpv, &f, 1, 4) != SERSOL_OK)
            test_fail("kernel refused f %ld", (long) i);
        if (i == 0)
        {
            trajectory(u, osc_perturbation_expr, F, OSC_METHOD_PHI, 60, "1", "2", "1e-3", "0.1", "1", "0", n, prec);
            trajectory(v, osc_perturbation_square, NULL, OSC_METHOD_PHI, 60, "1", "2", "1e-3", "0.1", "1", "0", n, prec);
            compare("x^2 expression vs built-in", u, v, n, "1e-120");
        }
        else if (i == 1)
        {
            arb_t theta;
            arb_init(theta);
            arb_set_ui(theta, 1000);
            trajectory(u, osc_perturbation_expr, F, OSC_METHOD_PHI, 3, "1000", "1000", "100", "0.9", "1", "-0.05", n, prec);
            trajectory(v, osc_perturbation_sin, theta, OSC_METHOD_PHI, 3, "1000", "1000", "100", "0.9", "1", "-0.05", n, prec);
            compare("sin(1000 t) expression vs built-in", u, v, n, "1e-110");
            arb_clear(theta);
        }
        else
        {
            trajectory(u, osc_perturbation_expr, F, OSC_METHOD_PHI, 70, "1", "1", "1e-2", "0.1", "2", "0", n, prec);
            trajectory(v, osc_perturbation_expr, F, OSC_METHOD_TAYLOR, 70, "1", "1", "1e-2", "0.1", "2", "0", n, prec);
            compare("van der Pol: phi vs Taylor", u, v, n, "1e-100");
        }
        osc_expr_perturbation_clear(F);
    }
    expr_ctx_free(ctx);
    _arb_vec_clear(u, n); _arb_vec_clear(v, n);
    return test_end();
}
