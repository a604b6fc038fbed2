/* kernel_poly_degree: the degree in t of right-hand sides that are
 * polynomials of t and of polynomial inputs, -1 for the others, and the
 * bound on a run of zero coefficients before a nonzero one (the ode
 * driver's test that a series whose coefficients are exactly 0 is a
 * polynomial solution). */
#include "kernel_test.h"

/* inputs t (degree 1) and y (degree dy) */
static void check(const char * what, expr_ctx_ptr ctx, expr_ptr e, slong t_var, slong y_var,
                  slong dy, slong want, slong want_run)
{
    slong vars[2] = { t_var, y_var }, deg[2] = { 1, dy }, run = -7, d;
    kernel_ptr K;

    if (kernel_new(&K, ctx, vars, 2, &e, 1, 8) != SERSOL_OK)
        test_fail("%s: kernel_new failed", what);
    d = kernel_poly_degree(K, deg, &run);
    if (d != want || run != want_run)
        test_fail("%s: degree %ld, zero run %ld; expected %ld, %ld", what, (long) d, (long) run,
                  (long) want, (long) want_run);
    kernel_free(K);
}

int main(void)
{
    expr_ctx_ptr ctx;
    slong tv, yv;
    expr_ptr t, y, one;

    test_start("kernel_poly_degree");
    ctx = expr_ctx_new();
    tv = expr_ctx_add_var(ctx, "t");
    yv = expr_ctx_add_var(ctx, "y");
    t = expr_var(ctx, tv);
    y = expr_var(ctx, yv);
    one = expr_const_si(ctx, 1);

    check("1 + t^60", ctx, expr_add(ctx, one, expr_pow(ctx, t, expr_const_si(ctx, 60))), tv, yv,
          0, 60, 60);
    check("y^2 + t", ctx, expr_add(ctx, expr_mul(ctx, y, y), t), tv, yv, 3, 6, 6);
    check("(t^2)^3 y", ctx, expr_mul(ctx, expr_pow(ctx, expr_pow(ctx, t, expr_const_si(ctx, 2)),
                                                 expr_const_si(ctx, 3)), y), tv, yv, 4, 10, 10);
    check("y/3 - sin(2) t", ctx, expr_sub(ctx, expr_div(ctx, y, expr_const_si(ctx, 3)),
                                          expr_mul(ctx, expr_fun(ctx, EXPR_SIN,
                                                                 expr_const_si(ctx, 2)), t)),
          tv, yv, 5, 5, 5);
    check("1", ctx, one, tv, yv, 2, 0, 0);
    /* functions 2 z + 1, sums and products za + zb + 1 */
    check("exp(t^60)", ctx, expr_fun(ctx, EXPR_EXP, expr_pow(ctx, t, expr_const_si(ctx, 60))),
          tv, yv, 0, -1, 121);
    check("-sqrt(y)", ctx, expr_neg(ctx, expr_fun(ctx, EXPR_SQRT, y)), tv, yv, 2, -1, 5);
    check("y/(1 + t)", ctx, expr_div(ctx, y, expr_add(ctx, one, t)), tv, yv, 3, -1, 5);
    check("y^(1/3)", ctx, expr_pow(ctx, y, expr_const_str(ctx, "1/3")), tv, yv, 1, -1, 3);
    /* sin(t)^4 = (sin^2)^2: 3, then 7, then 15 (t^4 starts at order 4) */
    check("sin(t)^4", ctx, expr_pow(ctx, expr_fun(ctx, EXPR_SIN, t), expr_const_si(ctx, 4)), tv,
          yv, 0, -1, 15);
    expr_ctx_free(ctx);
    return test_end();
}
