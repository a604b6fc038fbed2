/* kernel_num_branches / kernel_branches_negative_at: the principal-branch
 * series (sqrt, non-integer powers, the sqrt(1 - a^2) of asin and acos) of
 * functions of x = sin t, whose argument 1 - x^2 = cos^2 t touches 0 at
 * t = pi/2: every such series is the one of an odd power of cos t, positive
 * at t = 1 and certainly negative at t = 2 (and -1, -2 backwards); the same
 * expressions without a branch function are never reported. */
#include <string.h>
#include "kernel_test.h"

#define N 60

static void check_one(const char * what, int branches, int sign_flips)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vx = expr_ctx_add_var(ctx, "x"), vars[1] = { vx }, k, prec = 256;
    expr_ptr x = expr_var(ctx, vx), one = expr_const_si(ctx, 1), e;
    expr_ptr u = expr_sub(ctx, one, expr_mul(ctx, x, x));       /* 1 - x^2 = cos^2 t */
    kernel_ptr K;
    arb_t s, c;
    slong j;

    if (strcmp(what, "sqrt") == 0)
        e = expr_fun(ctx, EXPR_SQRT, u);
    else if (strcmp(what, "pow") == 0)
        e = expr_pow(ctx, u, expr_const_str(ctx, "3/2"));
    else if (strcmp(what, "asin") == 0)
        e = expr_fun(ctx, EXPR_ASIN, x);
    else if (strcmp(what, "acos") == 0)
        e = expr_fun(ctx, EXPR_ACOS, x);
    else                                        /* no branch function: cos^2 t */
        e = u;
    if (kernel_new(&K, ctx, vars, 1, &e, 1, N) != SERSOL_OK)
        test_fail("kernel_new failed");
    if ((kernel_num_branches(K) > 0) != branches)
        test_fail("%s: %ld principal-branch series", what, (long) kernel_num_branches(K));
    arb_init(s);
    arb_init(c);
    for (k = 0; k < N; k++)         /* x = sin t around 0 */
    {
        arb_ptr xk = kernel_input(K, 0) + k;
        if (k % 2 == 0)
            arb_zero(xk);
        else
        {
            arb_one(xk);
            for (j = 2; j <= k; j++)
                arb_div_ui(xk, xk, (ulong) j, prec);
            if (k % 4 == 3)
                arb_neg(xk, xk);
        }
        if (kernel_eval_coeff(K, k, prec) != SERSOL_OK)
            test_fail("%s: order %ld not evaluated", what, (long) k);
    }
    for (j = -2; j <= 2; j++)
    {
        int expect = sign_flips && (j == 2 || j == -2);
        arb_set_si(s, j);
        if (kernel_branches_negative_at(K, N, s, 128) != expect)
            test_fail("%s: at t = %ld reported %d, expected %d", what, (long) j, !expect, expect);
    }
    /* fewer orders than evaluated, and none */
    arb_set_si(s, 1);
    if (kernel_branches_negative_at(K, 10, s, 128) || kernel_branches_negative_at(K, 0, s, 128))
        test_fail("%s: negative at t = 1 with a short series", what);
    arb_clear(s);
    arb_clear(c);
    kernel_free(K);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("kernel_branches");
    check_one("sqrt", 1, 1);
    check_one("pow", 1, 1);
    check_one("asin", 1, 1);
    check_one("acos", 1, 1);
    check_one("none", 0, 0);
    return test_end();
}
