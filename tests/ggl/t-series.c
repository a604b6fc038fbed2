/* ggl: MSPPA expansions checked against exact solutions and against the
 * equations themselves (independent residual series). */
#include "testsupport.h"
#include "sersol/ggl.h"
#include "sersol/kernel.h"
#include "systems.h"
#include "sersol/el3.h"
#include "../../src/ggl/ggl_impl.h"     /* the thresholds of the relaxed paths */

static void check_robot(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = test_under_valgrind() ? 12 : 61, digits = test_under_valgrind() ? 30 : 100;
    slong prec = 3.33 * digits + 3 * N + 64, k;  /* ball radii grow ~2.7 bits per order */
    arb_t t0, e;
    arb_ptr u0 = _arb_vec_init(2), v0 = _arb_vec_init(2);

    robot(&s);
    S = sys_ggl(&s, 8);      /* grows on demand */
    arb_init(t0);
    arb_init(e);
    arb_set_si(v0 + 0, 1);
    arb_set_si(v0 + 1, -2);
    if (ggl_series(S, t0, u0, v0, N, prec) != SERSOL_OK)
        test_fail("robot: ggl_series failed");
    check_robot_coeffs(S, N, digits, prec, (const char * const[]) { "u1", "u2" });
    arb_zero(e);
    for (k = 0; k < N; k++)
        check_coeff("mu", k, ggl_mu(S, 0) + k, e, digits);

    /* inconsistent velocity: G0 v0 = 2 != 0 */
    arb_set_si(v0 + 1, 0);
    if (ggl_series(S, t0, u0, v0, 5, prec) != SERSOL_EINCONSISTENT)
        test_fail("robot: inconsistent velocity not reported");
    {
        arb_t p, q;
        arb_init(p); arb_init(q);
        ggl_residuals(p, q, S);
        if (!arb_contains_si(q, 2))
            test_fail("robot: velocity residual not 2");
        arb_clear(p); arb_clear(q);
    }

    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(u0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
    arb_clear(e);
}

/* The Cartesian pendulum started at angle th0 with angular velocity w0 must
 * reproduce x = sin(theta(t)), y = -cos(theta(t)) where theta'' = -sin theta
 * is expanded independently with the tps online recurrences; mu = 0. */
static void check_pendulum(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = test_under_valgrind() ? 10 : 40, digits = test_under_valgrind() ? 30 : 100;
    slong prec = 3.33 * digits + 3 * N + 64, k;  /* ball radii grow ~2.7 bits per order */
    arb_t t0, e;
    arb_ptr u0 = _arb_vec_init(2), v0 = _arb_vec_init(2);
    tps_t x, y;

    pendulum(&s);
    S = sys_ggl(&s, N);
    arb_init(t0);
    arb_init(e);
    tps_init(x); tps_init(y);

    /* theta'' = -sin theta, theta(0) = 1/2, theta'(0) = 1 */
    arb_set_si(e, 1);
    arb_mul_2exp_si(u0, e, -1);
    pendulum_angle_series(x, y, u0, e, N + 1, prec);
    arb_set(u0 + 0, x->coeffs);
    arb_set(u0 + 1, y->coeffs);
    arb_set(v0 + 0, x->coeffs + 1);
    arb_set(v0 + 1, y->coeffs + 1);
    if (ggl_series(S, t0, u0, v0, N, prec) != SERSOL_OK)
        test_fail("pendulum: ggl_series failed");
    for (k = 0; k <= N; k++)
    {
        check_coeff("x", k, ggl_u(S, 0) + k, x->coeffs + k, digits);
        check_coeff("y", k, ggl_u(S, 1) + k, y->coeffs + k, digits);
        arb_mul_si(e, x->coeffs + k + 1, k + 1, prec);          /* v = u' */
        check_coeff("vx", k, ggl_v(S, 0) + k, e, digits);
        arb_mul_si(e, y->coeffs + k + 1, k + 1, prec);
        check_coeff("vy", k, ggl_v(S, 1) + k, e, digits);
        arb_zero(e);
        check_coeff("mu", k, ggl_mu(S, 0) + k, e, digits);
    }

    ggl_free(S);
    expr_ctx_free(s.ctx);
    tps_clear(x); tps_clear(y);
    _arb_vec_clear(u0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
    arb_clear(e);
}

/* A doubled constraint (r = 2 equal rows) violates the index condition. */
static void check_index_failure(void)
{
    sys_t s;
    ggl_ptr S;
    arb_t t0;
    arb_ptr u0 = _arb_vec_init(3), v0 = _arb_vec_init(3);
    slong i;

    sys_init(&s, 3, 2);
    for (i = 0; i < 9; i++)
        s.mass[i] = C(&s, i % 4 == 0);
    for (i = 0; i < 3; i++)
        s.force[i] = C(&s, 0);
    s.g[0] = SUB(&s, U(&s, 0), U(&s, 1));
    s.g[1] = MUL(&s, C(&s, 2), SUB(&s, U(&s, 0), U(&s, 1)));
    S = sys_ggl(&s, 4);
    arb_init(t0);
    if (ggl_series(S, t0, u0, v0, 4, 128) != SERSOL_EINDEX)
        test_fail("dependent constraints not reported as index failure");
    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(u0, 3);
    _arb_vec_clear(v0, 3);
    arb_clear(t0);
}

/* Orders >= GGL_BLOCK_MIN_ORDER (192) run the kernels in relaxed blocks,
 * and orders >= GGL_SUMS_MIN_ORDER at >= GGL_SUMS_MIN_PREC bits the
 * recursions' convolution sums as relaxed products (tests/ggl/t-sums
 * compares them with arb_dot): the robot to order 220 (at least), both
 * recursions, against the exact coefficients. */
static void check_robot_blocks(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = FLINT_MAX(220, FLINT_MAX(GGL_BLOCK_MIN_ORDER, GGL_SUMS_MIN_ORDER) + 8);
    slong digits = 60, prec = FLINT_MAX(3 * N + 400, GGL_SUMS_MIN_PREC), k;
    arb_t t0, e;
    arb_ptr u0, v0;
    int index3;

    if (test_under_valgrind())
        return;     /* the block code itself runs under valgrind in tests/kernel/t-eval_block */
    u0 = _arb_vec_init(2);
    v0 = _arb_vec_init(2);
    robot(&s);
    S = sys_ggl(&s, 8);
    arb_init(t0);
    arb_init(e);
    arb_set_si(v0 + 0, 1);
    arb_set_si(v0 + 1, -2);
    for (index3 = 0; index3 <= 1; index3++)
    {
        int st = index3 ? el3_series(S, t0, u0, v0, N, prec) : ggl_series(S, t0, u0, v0, N, prec);
        if (st != SERSOL_OK)
            test_fail("robot (blocks): expansion failed");
        for (k = 0; k <= N; k++)
        {
            sin_coeff(e, k, 1, 0, prec);  check_coeff("u1 (blocks)", k, ggl_u(S, 0) + k, e, digits);
            sin_coeff(e, k, -2, 1, prec); check_coeff("v2 (blocks)", k, ggl_v(S, 1) + k, e, digits);
            sin_coeff(e, k, 1, 1, prec);  check_coeff("lambda (blocks)", k, ggl_lambda(S, 0) + k, e, digits);
        }
    }
    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(u0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
    arb_clear(e);
}

int main(void)
{
    test_start("ggl series");
    check_robot_blocks();
    check_robot();
    check_pendulum();
    check_index_failure();
    return test_end();
}
