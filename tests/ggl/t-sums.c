/* The convolution sums of the ggl and el3 recursions as relaxed products
 * (kernel_relaxed_product_t, S->sums) against the arb_dot path, coefficient
 * by coefficient: every u, v, lambda, mu coefficient of the relaxed
 * expansion overlaps the dot expansion's, with a radius at most 2^40 times
 * larger (+2^(-prec/2)); in midpoint mode both lie in the dot path's ball-
 * mode coefficients.  Robot (from t = 0, where the exact coefficients of
 * sin t, -2 sin t, cos t must also be contained, and from the exact state
 * at t = 1/2), four-bar (r = 2), rheonomic arm (g_t != 0), both recursions,
 * at orders above the products' first squares (and above GGL_SUMS_MIN_ORDER
 * outside valgrind) and 340-1400 bits.  An extension (relaxed products and
 * kernel blocks replayed from order 0) overlaps a fresh expansion. */
#include "solve_common.h"
#include "sersol/el3.h"
#include "../../src/ggl/ggl_impl.h"

static void expand(ggl_ptr S, int index3, const arb_t t0, arb_srcptr y0, slong n, slong N,
                   slong prec, const char * what)
{
    int st = index3 ? el3_series(S, t0, y0, y0 + n, N, prec) : ggl_series(S, t0, y0, y0 + n, N, prec);
    if (st != SERSOL_OK)
        test_fail("%s: expansion failed: %s\n", what, sersol_strerror(st));
}


/* the coefficient arrays of component c (u: 0..n-1, v, lambda, mu) */
static arb_srcptr comp(const ggl_struct * S, slong c)
{
    slong n = ggl_num_positions(S), r = ggl_num_constraints(S);
    if (c < n)
        return ggl_u(S, c);
    if (c < 2 * n)
        return ggl_v(S, c - n);
    if (c < 2 * n + r)
        return ggl_lambda(S, c - 2 * n);
    return ggl_mu(S, c - 2 * n - r);
}

/* coefficient k of s sin t (cosine = 0) or s cos t */
static void trig_coeff(arb_t e, slong k, slong s, int cosine, slong prec)
{
    if ((k % 2 == 1) == cosine)
    {
        arb_zero(e);
        return;
    }
    arb_fac_ui(e, k, prec);
    arb_inv(e, e, prec);
    arb_mul_si(e, e, ((k - !cosine) / 2) % 2 ? -s : s, prec);
}

static void check_robot_exact(const ggl_struct * S, slong N, slong prec, const char * what)
{
    static const slong scale[5] = { 1, -2, 1, -2, 1 };
    static const int cosine[5] = { 0, 0, 1, 1, 1 };
    arb_t e;
    slong c, k;
    arb_init(e);
    for (c = 0; c < 5; c++)
        for (k = 0; k < N; k++)
        {
            trig_coeff(e, k, scale[c], cosine[c], prec);
            if (!arb_overlaps(comp(S, c) + k, e))
                test_fail("%s: robot component %ld coefficient %ld is not the exact one\n",
                          what, (long) c, (long) k);
        }
    arb_clear(e);
}

/* One file, one recursion: relaxed vs dot expansions at t0 from y0. */
static void check_case(const char * file, int index3, int at_zero, slong N, slong prec)
{
    sersol_problem * P = sc_load(file);
    ode_problem_t Q;
    ggl_ptr D, R, DM, RM;
    arb_ptr y0;
    arb_t t0;
    slong n = P->n, r = P->r, ncomp, c, k, N1;
    char what[200];

    snprintf(what, sizeof(what), "%s (%s) N = %ld, prec = %ld%s", file, index3 ? "el3" : "ggl",
             (long) N, (long) prec, at_zero ? ", t0 = 0" : "");
    ggl_ode_problem_init(Q, P, index3);
    y0 = _arb_vec_init(Q->dim);
    if (ode_problem_initial_state(y0, Q, prec) != SERSOL_OK)
        test_fail("%s: initial state\n", what);
    arb_init(t0);
    if (!at_zero)
    {
        arb_set_d(t0, 0.5);
        if (strcmp(file, "robot_index2.ser") == 0)   /* the exact state at t0 */
        {
            arb_sin_cos(y0 + 0, y0 + 2, t0, prec);
            arb_mul_si(y0 + 1, y0 + 0, -2, prec);
            arb_mul_si(y0 + 3, y0 + 2, -2, prec);
        }
    }
    ggl_new_from_problem(&D, P, 8);
    ggl_new_from_problem(&R, P, 8);
    ggl_new_from_problem(&DM, P, 8);
    ggl_new_from_problem(&RM, P, 8);
    ggl_set_consistency_check(D, 0);
    ggl_set_consistency_check(R, 0);
    ggl_set_consistency_check(DM, 0);
    ggl_set_consistency_check(RM, 0);
    ggl_set_midpoint(DM, 1);
    ggl_set_midpoint(RM, 1);
    D->sums_min_order = DM->sums_min_order = WORD_MAX;       /* arb_dot */
    R->sums_min_order = RM->sums_min_order = 0;              /* relaxed products */
    R->sums_min_prec = RM->sums_min_prec = 0;

    expand(D, index3, t0, y0, n, N, prec, what);
    expand(DM, index3, t0, y0, n, N, prec, what);
    /* R by an extension from N1 (replays), RM directly */
    N1 = 1 + n_randint(test_state, N);
    expand(R, index3, t0, y0, n, N1, prec, what);
    if ((index3 ? el3_series_extend(R, N, prec) : ggl_series_extend(R, N, prec)) != SERSOL_OK)
        test_fail("%s: extension from %ld failed\n", what, (long) N1);
    expand(RM, index3, t0, y0, n, N, prec, what);

    ncomp = 2 * n + (index3 ? 1 : 2) * r;
    for (c = 0; c < ncomp; c++)
        for (k = 0; k < N; k++)     /* lambda, mu to N - 1 */
        {
            arb_srcptr a = comp(D, c) + k, b = comp(R, c) + k;
            if (!test_arb_close(a, b, 40, prec, 1))
            {
                flint_printf("component %wd coefficient %wd (extension from %wd):\n", c, k, N1);
                arb_printd(a, 30); flint_printf("\n");
                arb_printd(b, 30); flint_printf("\n");
                test_fail("%s: relaxed sums differ from arb_dot\n", what);
            }
            if (!arb_contains(a, comp(RM, c) + k) || !arb_contains(a, comp(DM, c) + k)
                || (k > 1 && !arb_is_exact(comp(RM, c) + k)))
            {
                flint_printf("component %wd coefficient %wd:\n", c, k);
                arb_printd(a, 30); flint_printf("\n");
                arb_printd(comp(RM, c) + k, 30); flint_printf("\n");
                test_fail("%s: midpoint-mode coefficient outside the ball-mode one\n", what);
            }
        }
    if (at_zero && strncmp(file, "robot", 5) == 0)
        check_robot_exact(R, N, prec, what);

    ggl_free(D);
    ggl_free(R);
    ggl_free(DM);
    ggl_free(RM);
    arb_clear(t0);
    _arb_vec_clear(y0, Q->dim);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

int main(void)
{
    static const char * files[] = { "robot_index2.ser", "four_bar.ser", "two_link_arm.ser" };
    slong iter, iters = test_iters(6);
    int vg = test_under_valgrind();

    test_start("ggl/sums");
    for (iter = 0; iter < iters; iter++)
    {
        const char * f = files[iter % 3];
        int index3 = (iter / 3) % 2, at_zero = n_randint(test_state, 2);
        /* above the first squares of the products (p = 32 at n = 62) */
        slong N = vg ? 64 + n_randint(test_state, 8) : 64 + n_randint(test_state, 200);
        slong prec = vg ? 128 + n_randint(test_state, 100) : 340 + n_randint(test_state, 1060);
        check_case(f, index3, at_zero, N, prec);
    }
    return test_end();
}
