/* el3: the index-3 recursion of seed 004 against the seed's own worked
 * values, the exact robot solution, and an independent pendulum series. */
#include "../ggl/systems.h"
#include "sersol/el3.h"

/* the seed's exact rationals, to 10^-90 (10^-25 under valgrind) */
static void check_q(const char * what, slong k, const arb_t x, slong p, slong q)
{
    slong bits = test_under_valgrind() ? 83 : 300;
    fmpq_t e;
    fmpq_init(e);
    fmpq_set_si(e, p, q);
    if (!arb_contains_fmpq(x, e) || mag_cmp_2exp_si(arb_radref(x), -bits) > 0)
    {
        printf("\n%s(%ld) = ", what, (long) k); arb_printn(x, 30, 0); printf("\n");
        test_fail("%s(%ld) != %ld/%ld", what, (long) k, (long) p, (long) q);
    }
    fmpq_clear(e);
}

/* Robot, index 3: the intermediate values printed in seed 004 §4
 * (PROBLEMS.md §1), then 100-digit coefficients of the exact solution. */
static void check_robot(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = test_under_valgrind() ? 12 : 60, digits = test_under_valgrind() ? 30 : 100;
    slong prec = 3.33 * digits + 3 * N + 64;  /* ball radii grow ~2.7 bits per order */
    arb_t t0, e;
    arb_ptr p0 = _arb_vec_init(2), v0 = _arb_vec_init(2);

    robot(&s);
    S = sys_ggl(&s, 4);
    arb_init(t0);
    arb_init(e);
    arb_set_si(v0 + 0, 1);
    arb_set_si(v0 + 1, -2);
    if (el3_series(S, t0, p0, v0, N, prec) != SERSOL_OK)
        test_fail("robot: el3_series failed");

    /* lambda(0..3) = 1, 0, -t^2/2, 0 */
    check_q("lambda", 0, ggl_lambda(S, 0) + 0, 1, 1);
    check_q("lambda", 1, ggl_lambda(S, 0) + 1, 0, 1);
    check_q("lambda", 2, ggl_lambda(S, 0) + 2, -1, 2);
    check_q("lambda", 3, ggl_lambda(S, 0) + 3, 0, 1);
    /* p(2) = 0, p(3) = -t^3/3! (1, -2), p(4) = 0, p(5) = t^5/5! (1, -2) */
    check_q("p1", 2, ggl_u(S, 0) + 2, 0, 1);
    check_q("p1", 3, ggl_u(S, 0) + 3, -1, 6);
    check_q("p2", 3, ggl_u(S, 1) + 3, 2, 6);
    check_q("p1", 4, ggl_u(S, 0) + 4, 0, 1);
    check_q("p1", 5, ggl_u(S, 0) + 5, 1, 120);
    check_q("p2", 5, ggl_u(S, 1) + 5, -2, 120);
    /* f(1) = (-3, -1/2) t, f(2) = (-2, -1) t^2, f(3) = (1/2, 37/12) t^3 */
    check_q("f1", 1, ggl_force_coeffs(S, 0) + 1, -3, 1);
    check_q("f2", 1, ggl_force_coeffs(S, 1) + 1, -1, 2);
    check_q("f1", 2, ggl_force_coeffs(S, 0) + 2, -2, 1);
    check_q("f2", 2, ggl_force_coeffs(S, 1) + 2, -1, 1);
    check_q("f1", 3, ggl_force_coeffs(S, 0) + 3, 1, 2);
    check_q("f2", 3, ggl_force_coeffs(S, 1) + 3, 37, 12);
    /* (G^T)(2) = (-1, -1/2) t^2 */
    check_q("G11", 2, ggl_jacobian_coeffs(S, 0, 0) + 2, -1, 1);
    check_q("G12", 2, ggl_jacobian_coeffs(S, 0, 1) + 2, -1, 2);
    /* M(2) = [-6, -3; -3, 0] t^2 */
    check_q("M11", 2, ggl_mass_coeffs(S, 0, 0) + 2, -6, 1);
    check_q("M12", 2, ggl_mass_coeffs(S, 0, 1) + 2, -3, 1);
    check_q("M21", 2, ggl_mass_coeffs(S, 1, 0) + 2, -3, 1);
    check_q("M22", 2, ggl_mass_coeffs(S, 1, 1) + 2, 0, 1);
    /* z(1) = (-1, 2) t, z = v' : z_1 = 2 v_2 */
    arb_mul_si(e, ggl_v(S, 0) + 2, 2, prec);
    check_q("z1", 1, e, -1, 1);
    arb_mul_si(e, ggl_v(S, 1) + 2, 2, prec);
    check_q("z2", 1, e, 2, 1);

    check_robot_coeffs(S, N + 1, digits, prec, (const char * const[]) { "p1", "p2" });

    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(p0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
    arb_clear(e);
}

/* Cartesian pendulum x'' = -2 lambda x, y'' = -2 lambda y - 1,
 * x^2 + y^2 = 1 against the angle ODE; lambda = (v^2 - y)/2 ... checked
 * through the position series only (the multiplier follows from them). */
static void check_pendulum(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = test_under_valgrind() ? 10 : 40, digits = test_under_valgrind() ? 30 : 100;
    slong prec = 3.33 * digits + 3 * N + 64, k;  /* ball radii grow ~2.7 bits per order */
    arb_t t0, e, w;
    arb_ptr p0 = _arb_vec_init(2), v0 = _arb_vec_init(2);
    tps_t x, y;

    pendulum(&s);
    S = sys_ggl(&s, N);
    arb_init(t0); arb_init(e); arb_init(w);
    tps_init(x); tps_init(y);
    arb_set_si(w, 1);
    arb_mul_2exp_si(e, w, -1);        /* theta0 = 1/2, omega0 = 1 */
    pendulum_angle_series(x, y, e, w, N + 2, prec);
    arb_set(p0 + 0, x->coeffs);
    arb_set(p0 + 1, y->coeffs);
    arb_set(v0 + 0, x->coeffs + 1);
    arb_set(v0 + 1, y->coeffs + 1);
    if (el3_series(S, t0, p0, v0, N, prec) != SERSOL_OK)
        test_fail("pendulum: el3_series failed");
    for (k = 0; k <= N; k++)
    {
        check_coeff("x", k, ggl_u(S, 0) + k, x->coeffs + k, digits);
        check_coeff("y", k, ggl_u(S, 1) + k, y->coeffs + k, digits);
    }
    /* the multiplier: lambda = (x'^2 + y'^2 - y) / 2 for this pendulum
     * (differentiate x^2 + y^2 = 1 twice); check lambda_0 */
    arb_sqr(e, v0 + 0, prec);
    arb_addmul(e, v0 + 1, v0 + 1, prec);
    arb_sub(e, e, p0 + 1, prec);
    arb_mul_2exp_si(e, e, -1);
    check_coeff("lambda", 0, ggl_lambda(S, 0), e, digits);

    /* inconsistent position: x0 moved off the circle */
    arb_add_ui(p0, p0, 1, prec);
    if (el3_series(S, t0, p0, v0, 4, prec) != SERSOL_EINCONSISTENT)
        test_fail("pendulum: inconsistent position not reported");

    ggl_free(S);
    expr_ctx_free(s.ctx);
    tps_clear(x); tps_clear(y);
    _arb_vec_clear(p0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0); arb_clear(e); arb_clear(w);
}

/* A pendulum with a negative mass: M0 invertible and G0 M0^-1 G0^T
 * nonsingular, but M is not positive definite on ker G: the index-3
 * condition fails. */
static void check_index3_condition(void)
{
    sys_t s;
    ggl_ptr S;
    arb_t t0;
    arb_ptr p0 = _arb_vec_init(2), v0 = _arb_vec_init(2);

    pendulum(&s);
    s.mass[0] = s.mass[3] = C(&s, -1);
    S = sys_ggl(&s, 4);
    arb_init(t0);
    arb_set_si(p0 + 1, -1);          /* (0, -1) on the circle, at rest */
    if (el3_series(S, t0, p0, v0, 4, 128) != SERSOL_EINDEX)
        test_fail("negative mass on ker G not reported as an index-3 failure");
    s.mass[0] = s.mass[3] = C(&s, 1);
    ggl_free(S);
    S = sys_ggl(&s, 4);
    if (el3_series(S, t0, p0, v0, 4, 128) != SERSOL_OK)
        test_fail("pendulum at rest at the bottom rejected");
    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(p0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
}

int main(void)
{
    test_start("el3 series");
    check_index3_condition();
    check_robot();
    check_pendulum();
    return test_end();
}
