/* Classical and modified ADM against Taylor series computed with the online
 * recurrences of tps.h (an independent algorithm):
 *  - autonomous problems with constant u^(0): every component is exactly the
 *    Taylor term, u^(k) = y_k t^k (seed 000 Theorem 3.1): u' = u^2, u(0) = 1
 *    gives u^(k) = t^k exactly; u' = -u + u^2; the system x' = y,
 *    y' = -sin x (R holds the linear part);
 *  - the sum of the components equals the Taylor series of the solution to
 *    100 digits: u' = t + u^2 (f = t), u' = t u + cos t + u^2 at t0 = 1/2
 *    (R and f depend on t), and Wazwaz's split f = f0 + f1;
 *  - N = the whole right-hand side (f = R = 0) gives the same sum;
 *  - Duan and definition give overlapping components. */
#include <string.h>
#include "adomian_test.h"

#define DIGITS_BITS 333   /* 100 decimal digits */

/* Fails unless component k is y_k t^k: coefficient k overlaps y_k, the
 * others are zero (exactly for Duan, whose kernel multiplies exact zeros;
 * balls containing 0 for the definition, whose whole-series functions may
 * use Newton iteration). */
static int strict_zeros;

static void check_monomial(const char * what, const tps_t c, slong k, const arb_t yk)
{
    slong j;
    for (j = 0; j < c->length; j++)
    {
        if (j == k ? !arb_overlaps(c->coeffs + j, yk)
                   : (strict_zeros ? !arb_is_zero(c->coeffs + j) : !arb_contains_zero(c->coeffs + j)))
        {
            flint_printf("component %ld, coefficient %ld: ", k, j);
            arb_printd(c->coeffs + j, 30);
            flint_printf("  expected ");
            if (j == k) arb_printd(yk, 30); else flint_printf("0");
            flint_printf("\n");
            test_fail("%s", what);
        }
    }
}

/* sum of components 0..ncomp-1 of unknown k */
static void component_sum(tps_t s, const tps_struct * comp, slong m, slong k, slong ncomp, slong prec)
{
    slong i;
    tps_set(s, comp + k);
    for (i = 1; i < ncomp; i++)
        tps_add(s, s, comp + i * m + k, prec);
}

static void check_sum(const char * what, const tps_t sum, const tps_t taylor)
{
    slong j;
    test_check_overlap(what, sum, taylor);
    for (j = 0; j < sum->length; j++)
        if (!arb_is_zero(taylor->coeffs + j)
            && (arb_rel_accuracy_bits(sum->coeffs + j) < DIGITS_BITS
                || arb_rel_accuracy_bits(taylor->coeffs + j) < DIGITS_BITS))
            test_fail("%s: coefficient %ld below 100 digits", what, (long) j);
}

/* u' = u^2, u(0) = 1: u^(k) = t^k. */
static void test_square(int alg, slong len, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong u = expr_ctx_add_var(ctx, "u"), k;
    expr_ptr N = expr_mul(ctx, expr_var(ctx, u), expr_var(ctx, u));
    adm_problem_struct P = { ctx, 1, &u, -1, NULL, NULL, NULL, &N };
    tps_struct * comp = at_vec_init(len);
    arb_t u0, t0, one;
    arb_init(u0); arb_init(t0); arb_init(one);
    arb_one(u0); arb_one(one);
    if (adm_components(comp, &P, u0, t0, len, len, alg, prec) != SERSOL_OK)
        test_fail("u' = u^2: status");
    for (k = 0; k < len; k++)
    {
        if (comp[k].length != len)
            test_fail("u' = u^2: length");
        check_monomial("u' = u^2: u^(k) = t^k", comp + k, k, one);
    }
    arb_clear(u0); arb_clear(t0); arb_clear(one);
    at_vec_clear(comp, len);
    expr_ctx_free(ctx);
}

/* u' = -u + u^2 (R = -1, N = u^2) or N = -u + u^2 whole; u(0) = u0. */
static void test_logistic(int alg, int whole, slong len, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong u = expr_ctx_add_var(ctx, "u"), k;
    expr_ptr eu = expr_var(ctx, u), N, R = expr_const_si(ctx, -1);
    adm_problem_struct P = { ctx, 1, &u, -1, NULL, NULL, NULL, NULL };
    tps_struct * comp = at_vec_init(len);
    arb_ptr y = _arb_vec_init(len + 1);
    arb_t t0, s;
    fmpq_t q;
    arb_init(t0); arb_init(s);
    fmpq_init(q);
    fmpq_randtest_not_zero(q, test_state, 6);
    N = expr_mul(ctx, eu, eu);
    if (whole)
        N = expr_sub(ctx, N, eu);
    else
        P.R = &R;
    P.N = &N;
    arb_set_fmpq(y + 0, q, prec);
    if (adm_components(comp, &P, y + 0, t0, len, len, alg, prec) != SERSOL_OK)
        test_fail("logistic: status");
    /* Taylor: y_{k+1} = (-y_k + (y^2)_k) / (k + 1) */
    for (k = 0; k + 1 < len; k++)
    {
        _tps_sqr_coeff(s, y, k, prec);
        arb_sub(s, s, y + k, prec);
        arb_div_ui(y + k + 1, s, k + 1, prec);
    }
    for (k = 0; k < len; k++)
        check_monomial("u' = -u + u^2: components are Taylor terms", comp + k, k, y + k);
    fmpq_clear(q);
    arb_clear(t0); arb_clear(s);
    _arb_vec_clear(y, len + 1);
    at_vec_clear(comp, len);
    expr_ctx_free(ctx);
}

/* x' = y, y' = -sin x: R = [0 1; 0 0], N = (0, -sin x). */
static void test_pendulum(int alg, slong len, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vars[2], k;
    expr_ptr N[2], R[4];
    adm_problem_struct P;
    tps_struct * comp = at_vec_init(2 * len);
    arb_ptr x = _arb_vec_init(len + 1), y = _arb_vec_init(len + 1);
    arb_ptr sx = _arb_vec_init(len + 1), cx = _arb_vec_init(len + 1);
    arb_ptr u0 = _arb_vec_init(2);
    arb_t t0;
    test_progress_log log;
    arb_init(t0);
    vars[0] = expr_ctx_add_var(ctx, "x");
    vars[1] = expr_ctx_add_var(ctx, "y");
    N[0] = NULL;
    N[1] = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, expr_var(ctx, vars[0])));
    R[0] = NULL; R[1] = expr_const_si(ctx, 1); R[2] = NULL; R[3] = NULL;
    P.ctx = ctx; P.m = 2; P.u_vars = vars; P.t_var = -1;
    P.f0 = P.f1 = NULL; P.R = R; P.N = N;
    arb_set_str(x + 0, "1.5", prec);
    arb_set_str(y + 0, "-0.25", prec);
    arb_set(u0 + 0, x + 0);
    arb_set(u0 + 1, y + 0);
    /* with the progress reports of `sersol series --method adm`: forward,
     * within [0, 1], ending at 1 (the same components as without) */
    memset(&log, 0, sizeof(log));
    if (adm_components_progress(comp, &P, u0, t0, len, len, alg, prec,
                                test_progress_record, &log) != SERSOL_OK)
        test_fail("pendulum: status");
    if (len >= 2)
        test_check_progress(&log, "pendulum components", 1.0);
    for (k = 0; k + 1 < len; k++)
    {
        _tps_sin_cos_coeff(sx, cx, x, k, prec);
        arb_div_ui(x + k + 1, y + k, k + 1, prec);
        arb_neg(y + k + 1, sx + k);
        arb_div_ui(y + k + 1, y + k + 1, k + 1, prec);
    }
    for (k = 0; k < len; k++)
    {
        check_monomial("pendulum x", comp + 2 * k, k, x + k);
        check_monomial("pendulum y", comp + 2 * k + 1, k, y + k);
    }
    arb_clear(t0);
    _arb_vec_clear(x, len + 1); _arb_vec_clear(y, len + 1);
    _arb_vec_clear(sx, len + 1); _arb_vec_clear(cx, len + 1);
    _arb_vec_clear(u0, 2);
    at_vec_clear(comp, 2 * len);
    expr_ctx_free(ctx);
}

/* u' = t u + cos t + u^2 around t0 (f = cos t, R = t, N = u^2), optionally
 * with Wazwaz's split f0 = 1, f1 = cos t - 1, or N = the whole rhs.
 * mode 0: classical, 1: modified, 2: whole rhs as N. */
static void test_riccati(int alg, int mode, slong len, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong u = expr_ctx_add_var(ctx, "u"), t = expr_ctx_add_var(ctx, "t"), k;
    expr_ptr eu = expr_var(ctx, u), et = expr_var(ctx, t);
    expr_ptr f = expr_fun(ctx, EXPR_COS, et), N = expr_mul(ctx, eu, eu), R = et;
    expr_ptr f0 = expr_const_si(ctx, 1), f1 = expr_sub(ctx, f, f0), whole;
    adm_problem_struct P = { ctx, 1, &u, t, &f, NULL, &R, &N };
    tps_struct * comp = at_vec_init(len);
    tps_t sum, taylor, tser, c;
    arb_t t0, u0, s;
    char what[80];

    arb_init(t0); arb_init(u0); arb_init(s);
    tps_init(sum); tps_init(taylor); tps_init(tser); tps_init(c);
    arb_set_str(t0, "0.5", prec);
    arb_set_str(u0, "-0.75", prec);
    whole = expr_add(ctx, expr_add(ctx, expr_mul(ctx, et, eu), f), N);
    if (mode == 1)
    {
        P.f0 = &f0;
        P.f1 = &f1;
    }
    if (mode == 2)
    {
        P.f0 = NULL;
        P.R = NULL;
        P.N = &whole;
    }
    if (adm_components(comp, &P, u0, t0, len, len, alg, prec) != SERSOL_OK)
        test_fail("riccati: status");
    if (mode == 1)
    {
        /* u^(0) = u0 + (t - t0) exactly */
        if (!arb_overlaps(comp[0].coeffs, u0) || (len > 1 && !arb_is_one(comp[0].coeffs + 1)))
            test_fail("modified ADM: u^(0) != u0 + L^{-1} f0");
        for (k = 2; k < len; k++)
            if (!arb_is_zero(comp[0].coeffs + k))
                test_fail("modified ADM: u^(0) has a t^%ld term", (long) k);
    }
    component_sum(sum, comp, 1, 0, len, prec);

    /* Taylor around t0 by online recurrences: y' = t y + cos t + y^2 */
    tps_set_var(tser, t0, len);
    tps_zero(taylor, len);
    arb_set(taylor->coeffs, u0);
    tps_zero(c, len);     /* cos(t0 + tau) coefficients */
    {
        tps_t sn;
        tps_init(sn);
        tps_sin_cos_online(sn, c, tser, len, prec);
        tps_clear(sn);
    }
    for (k = 0; k + 1 < len; k++)
    {
        arb_t p;
        arb_init(p);
        _tps_sqr_coeff(s, taylor->coeffs, k, prec);
        _tps_mul_coeff(p, tser->coeffs, taylor->coeffs, k, prec);
        arb_add(s, s, p, prec);
        arb_add(s, s, c->coeffs + k, prec);
        arb_div_ui(taylor->coeffs + k + 1, s, k + 1, prec);
        arb_clear(p);
    }
    sprintf(what, "u' = t u + cos t + u^2, mode %d, alg %d: sum of components", mode, alg);
    check_sum(what, sum, taylor);

    arb_clear(t0); arb_clear(u0); arb_clear(s);
    tps_clear(sum); tps_clear(taylor); tps_clear(tser); tps_clear(c);
    at_vec_clear(comp, len);
    expr_ctx_free(ctx);
}

/* Duan and definition agree on a random system with t, f, R, N. */
static void test_algorithms_agree(slong len, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vars[2], t, i, m = 2;
    expr_ptr N[2], R[4], f[2];
    adm_problem_struct P;
    tps_struct * c1 = at_vec_init(2 * len), * c2 = at_vec_init(2 * len);
    arb_ptr u0 = _arb_vec_init(2);
    arb_t t0;
    arb_init(t0);
    vars[0] = expr_ctx_add_var(ctx, "x");
    vars[1] = expr_ctx_add_var(ctx, "y");
    t = expr_ctx_add_var(ctx, "t");
    {
        slong all[3] = { vars[0], vars[1], t };
        N[0] = at_rand_expr(ctx, all, 3, 3);
        N[1] = at_rand_expr(ctx, all, 3, 3);
        for (i = 0; i < 4; i++)
            R[i] = at_rand_expr(ctx, all + 2, 1, 2);
        f[0] = at_rand_expr(ctx, all + 2, 1, 2);
        f[1] = NULL;
    }
    P.ctx = ctx; P.m = m; P.u_vars = vars; P.t_var = t;
    P.f0 = f; P.f1 = NULL; P.R = R; P.N = N;
    arb_randtest(t0, test_state, prec, 2);
    arb_randtest(u0 + 0, test_state, prec, 2);
    arb_randtest(u0 + 1, test_state, prec, 2);
    {
        int s1 = adm_components(c1, &P, u0, t0, len, len, ADM_DUAN, prec);
        int s2 = adm_components(c2, &P, u0, t0, len, len, ADM_DEFINITION, prec);
        if (s1 == SERSOL_EINPUT || s2 == SERSOL_EINPUT)
            test_fail("algorithms: EINPUT");
        if (s1 == SERSOL_OK && s2 == SERSOL_OK)
            for (i = 0; i < m * len; i++)
                at_check_overlap("ADM Duan vs definition", c1 + i, c2 + i, len);
    }
    arb_clear(t0);
    _arb_vec_clear(u0, 2);
    at_vec_clear(c1, 2 * len);
    at_vec_clear(c2, 2 * len);
    expr_ctx_free(ctx);
}

/* Errors: f depending on u is EINPUT. */
static void test_errors(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong u = expr_ctx_add_var(ctx, "u");
    expr_ptr f = expr_var(ctx, u), N = expr_fun(ctx, EXPR_LOG, expr_var(ctx, u));
    adm_problem_struct P = { ctx, 1, &u, -1, &f, NULL, NULL, NULL };
    tps_struct * comp = at_vec_init(3);
    arb_t u0, t0;
    arb_init(u0); arb_init(t0);
    if (adm_components(comp, &P, u0, t0, 3, 3, ADM_DUAN, 64) != SERSOL_EINPUT)
        test_fail("f in u not rejected");
    P.f0 = NULL;
    P.N = &N;
    if (adm_components(comp, &P, u0, t0, 3, 3, ADM_DUAN, 64) != SERSOL_EDOMAIN
        || adm_components(comp, &P, u0, t0, 3, 3, ADM_DEFINITION, 64) != SERSOL_EDOMAIN)
        test_fail("log 0 not reported");
    arb_clear(u0); arb_clear(t0);
    at_vec_clear(comp, 3);
    expr_ctx_free(ctx);
}

int main(void)
{
    slong iter;
    int alg;
    test_start("adomian ADM");

    test_errors();
    for (alg = 0; alg < 2; alg++)
    {
        slong len = test_under_valgrind() ? 8 : 20;
        strict_zeros = (alg == ADM_DUAN);
        test_square(alg, len, 400);
        test_logistic(alg, 0, len, 400);
        test_logistic(alg, 1, len, 400);
        test_pendulum(alg, len, 400);
        test_riccati(alg, 0, len, 400);
        test_riccati(alg, 1, len, 400);
        test_riccati(alg, 2, len, 400);
    }
    for (iter = 0; iter < test_iters(30); iter++)
    {
        slong len = 1 + n_randint(test_state, 6);
        slong prec = test_randprec(300);
        alg = n_randint(test_state, 2);
        strict_zeros = (alg == ADM_DUAN);
        test_logistic(alg, n_randint(test_state, 2), len, prec);
        test_algorithms_agree(len, prec);
    }

    return test_end();
}
