/* ggl_series_extend / el3_series_extend: continuing an expansion from order
 * N1 to N2 gives exactly (arb_equal) the coefficients of a fresh expansion
 * to N2, for both recursions, in ball and midpoint mode; and extending
 * without a matching expansion is refused.  The progress reports of the
 * expansions (ggl_set_progress, and through the ode stepper's
 * set_progress): forward within [0, 1], ending at 1, none once unset. */
#include "solve_common.h"
#include "sersol/el3.h"

static void expand(ggl_ptr S, int index3, const arb_t t0, arb_srcptr y0, slong n, slong N, slong prec)
{
    int st = index3 ? el3_series(S, t0, y0, y0 + n, N, prec) : ggl_series(S, t0, y0, y0 + n, N, prec);
    if (st != SERSOL_OK)
        test_fail("expansion failed: %s\n", sersol_strerror(st));
}

static void check_file(const char * file, int index3, int midpoint, slong N1, slong N2, slong prec)
{
    sersol_problem * P = sc_load(file);
    ode_problem_t Q;
    ggl_ptr A, B;
    arb_ptr y0;
    arb_t t0;
    slong n = P->n, r = P->r, i, k;
    int st;

    ggl_ode_problem_init(Q, P, index3);
    y0 = _arb_vec_init(Q->dim);
    if (ode_problem_initial_state(y0, Q, prec) != SERSOL_OK)
        test_fail("%s: initial state\n", file);
    arb_init(t0);
    arb_set_d(t0, 0.125);       /* any point: the consistency check is off */
    ggl_new_from_problem(&A, P, 8);
    ggl_new_from_problem(&B, P, 8);
    ggl_set_consistency_check(A, 0);
    ggl_set_consistency_check(B, 0);
    ggl_set_midpoint(A, midpoint);
    ggl_set_midpoint(B, midpoint);

    /* refused: the other recursion's expansion, another precision */
    expand(A, !index3, t0, y0, n, N1, prec);
    st = index3 ? el3_series_extend(A, N2, prec) : ggl_series_extend(A, N2, prec);
    if (st != SERSOL_EINPUT)
        test_fail("%s: extending the other recursion's expansion was accepted\n", file);
    expand(A, index3, t0, y0, n, N1, prec);
    st = index3 ? el3_series_extend(A, N2, prec + 64) : ggl_series_extend(A, N2, prec + 64);
    if (st != SERSOL_EINPUT)
        test_fail("%s: extending at another precision was accepted\n", file);

    st = index3 ? el3_series_extend(A, N2, prec) : ggl_series_extend(A, N2, prec);
    if (st != SERSOL_OK || ggl_order(A) != N2)
        test_fail("%s: extension failed\n", file);
    expand(B, index3, t0, y0, n, N2, prec);
    for (k = 0; k <= N2; k++)
    {
        for (i = 0; i < n; i++)
            if (!arb_equal(ggl_u(A, i) + k, ggl_u(B, i) + k) || !arb_equal(ggl_v(A, i) + k, ggl_v(B, i) + k))
                test_fail("%s (%s): u or v coefficient %ld differs after the extension\n", file,
                          index3 ? "el3" : "ggl", (long) k);
        for (i = 0; i < r; i++)
            if (!arb_equal(ggl_lambda(A, i) + k, ggl_lambda(B, i) + k)
                || (!index3 && !arb_equal(ggl_mu(A, i) + k, ggl_mu(B, i) + k)))
                test_fail("%s (%s): lambda or mu coefficient %ld differs after the extension\n", file,
                          index3 ? "el3" : "ggl", (long) k);
    }
    ggl_free(A);
    ggl_free(B);
    arb_clear(t0);
    _arb_vec_clear(y0, Q->dim);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

static void check_progress(const char * file, int index3)
{
    sersol_problem * P = sc_load(file);
    ode_problem_t Q;
    test_progress_log l;
    arb_ptr y0, S;
    arb_t t0;
    slong N = 40, prec = 128, stride = N + 2;

    ggl_ode_problem_init(Q, P, index3);
    y0 = _arb_vec_init(Q->dim);
    S = _arb_vec_init(Q->dim * stride);
    arb_init(t0);
    if (ode_problem_initial_state(y0, Q, prec) != SERSOL_OK)
        test_fail("%s: initial state\n", file);
    memset(&l, 0, sizeof(l));
    ode_problem_set_order_progress(Q, test_progress_record, &l);
    if (ode_problem_series(S, stride, Q, t0, y0, N, prec) != SERSOL_OK)
        test_fail("%s: expansion failed\n", file);
    test_check_progress(&l, index3 ? "el3_series" : "ggl_series", 1.0);
    /* another point (the stepper would continue its order-N expansion):
     * order N/2 there, then continued to N */
    arb_set_d(t0, 0.125);
    if (ode_problem_series(S, stride, Q, t0, y0, N / 2, prec) != SERSOL_OK)
        test_fail("%s: expansion failed\n", file);
    memset(&l, 0, sizeof(l));
    if (ode_problem_series_extend(S, stride, Q, N / 2, N, prec) != SERSOL_OK)
        test_fail("%s: extension failed\n", file);
    test_check_progress(&l, index3 ? "el3_series_extend" : "ggl_series_extend", 1.0);
    memset(&l, 0, sizeof(l));
    ode_problem_set_order_progress(Q, NULL, NULL);
    arb_set_d(t0, 0.25);        /* (a new expansion, not a no-op) */
    if (ode_problem_series(S, stride, Q, t0, y0, N - 1, prec) != SERSOL_OK || l.calls != 0)
        test_fail("%s: reports after the progress was unset (%ld)\n", file, (long) l.calls);
    arb_clear(t0);
    _arb_vec_clear(S, Q->dim * stride);
    _arb_vec_clear(y0, Q->dim);
    ode_problem_clear(Q);
    sersol_problem_free(P);
}

int main(void)
{
    slong iter, N1, N2;
    static const char * files[] = { "robot_index2.ser", "four_bar.ser", "two_link_arm.ser" };

    test_start("ggl/extend");
    for (iter = 0; iter < test_iters(12); iter++)
    {
        N1 = 1 + n_randint(test_state, test_under_valgrind() ? 6 : 20);
        N2 = N1 + n_randint(test_state, test_under_valgrind() ? 6 : 40);
        check_file(files[iter % 3], (int) (iter / 3) % 2, (int) n_randint(test_state, 2), N1, N2,
                   64 + n_randint(test_state, 300));
    }
    check_progress("robot_index2.ser", 0);
    check_progress("robot_index3.ser", 1);
    return test_end();
}
