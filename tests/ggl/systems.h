/* Multibody test systems shared by the ggl and el3 tests (PROBLEMS.md §1-2),
 * built with the expression API, and coefficient checks. */
#ifndef SERSOL_TEST_SYSTEMS_H
#define SERSOL_TEST_SYSTEMS_H

#include "testsupport.h"
#include "sersol/ggl.h"

/* A GGL system under construction. */
typedef struct
{
    expr_ctx_ptr ctx;
    slong t, u[3], v[3], n, r;
    expr_ptr mass[9], force[3], g[2];
}
sys_t;

static inline void sys_init(sys_t * s, slong n, slong r)
{
    char name[8];
    slong i;
    s->ctx = expr_ctx_new();
    s->t = expr_ctx_add_var(s->ctx, "t");
    s->n = n;
    s->r = r;
    for (i = 0; i < n; i++)
    {
        sprintf(name, "u%ld", (long) i + 1);
        s->u[i] = expr_ctx_add_var(s->ctx, name);
        sprintf(name, "v%ld", (long) i + 1);
        s->v[i] = expr_ctx_add_var(s->ctx, name);
    }
}

#define C(s, x) expr_const_si((s)->ctx, x)
#define Q(s, p, q) expr_div((s)->ctx, C(s, p), C(s, q))
#define U(s, i) expr_var((s)->ctx, (s)->u[i])
#define V(s, i) expr_var((s)->ctx, (s)->v[i])
#define ADD(s, a, b) expr_add((s)->ctx, a, b)
#define SUB(s, a, b) expr_sub((s)->ctx, a, b)
#define MUL(s, a, b) expr_mul((s)->ctx, a, b)
#define SIN(s, a) expr_fun((s)->ctx, EXPR_SIN, a)
#define COS(s, a) expr_fun((s)->ctx, EXPR_COS, a)

/* Two-link robot, PROBLEMS.md §1. */
static inline void robot(sys_t * s)
{
    expr_ptr c2, c12, u1, u2;
    sys_init(s, 2, 1);
    u1 = U(s, 0);
    u2 = U(s, 1);
    c2 = COS(s, u2);
    c12 = COS(s, ADD(s, u1, u2));
    s->mass[0] = ADD(s, C(s, 5), MUL(s, C(s, 3), c2));
    s->mass[1] = s->mass[2] = ADD(s, C(s, 1), MUL(s, Q(s, 3, 2), c2));
    s->mass[3] = C(s, 1);
    s->force[0] = SUB(s, ADD(s, MUL(s, V(s, 0), COS(s, u1)), MUL(s, V(s, 0), c12)), MUL(s, C(s, 3), u1));
    s->force[1] = ADD(s, MUL(s, V(s, 0), c12), MUL(s, u1, SUB(s, C(s, 1), MUL(s, Q(s, 3, 2), c2))));
    s->g[0] = ADD(s, SIN(s, u1), SIN(s, ADD(s, u1, u2)));
}

/* Planar pendulum in Cartesian coordinates: M = I, f = (0, -1),
 * g = x^2 + y^2 - 1 (PROBLEMS.md §2 pitfall test). */
static inline void pendulum(sys_t * s)
{
    sys_init(s, 2, 1);
    s->mass[0] = s->mass[3] = C(s, 1);
    s->mass[1] = s->mass[2] = C(s, 0);
    s->force[0] = C(s, 0);
    s->force[1] = C(s, -1);
    s->g[0] = SUB(s, ADD(s, MUL(s, U(s, 0), U(s, 0)), MUL(s, U(s, 1), U(s, 1))), C(s, 1));
}

static inline ggl_ptr sys_ggl(sys_t * s, slong N)
{
    ggl_ptr S;
    if (ggl_new(&S, s->ctx, s->t, s->u, s->v, s->n, s->mass, s->force, s->g, s->r, N) != SERSOL_OK)
        test_fail("ggl_new failed");
    return S;
}

/* |x - exact| <= 10^-digits and x contains exact. */
static inline void check_coeff(const char * what, slong k, const arb_t x, const arb_t exact, slong digits)
{
    arb_t d;
    arb_init(d);
    arb_sub(d, x, exact, 4 * digits + 64);
    if (!arb_contains_zero(d) || mag_cmp_2exp_si(arb_radref(d), -(slong) (3.33 * digits)) > 0)
    {
        printf("\n%s_%ld = ", what, (long) k); arb_printn(x, 30, 0); printf("\ndiff = "); arb_printn(d, 10, 0);
        printf("\nexact = "); arb_printn(exact, 30, 0); printf("\n");
        test_fail("%s coefficient %ld wrong or not accurate to %ld digits", what, (long) k, (long) digits);
    }
    arb_clear(d);
}

/* sin/cos Taylor coefficients times c. */
static inline void sin_coeff(arb_t r, slong k, slong c, int cosine, slong prec)
{
    if ((k % 2 == 1) != !cosine)
    {
        arb_zero(r);
        return;
    }
    arb_fac_ui(r, k, prec);
    arb_inv(r, r, prec);
    arb_mul_si(r, r, ((k - (cosine ? 0 : 1)) / 2) % 2 ? -c : c, prec);
}


/* The robot's exact solution u = (sin t, -2 sin t), v = (cos t, -2 cos t),
 * lambda = cos t: coefficients 0..N-1 of an expansion at t = 0 to digits
 * digits; names[0], names[1] are the position names (u or p). */
static inline void check_robot_coeffs(const ggl_struct * S, slong N, slong digits, slong prec,
                                      const char * const names[2])
{
    slong k;
    arb_t e;
    arb_init(e);
    for (k = 0; k < N; k++)
    {
        sin_coeff(e, k, 1, 0, prec);  check_coeff(names[0], k, ggl_u(S, 0) + k, e, digits);
        sin_coeff(e, k, -2, 0, prec); check_coeff(names[1], k, ggl_u(S, 1) + k, e, digits);
        sin_coeff(e, k, 1, 1, prec);  check_coeff("v1", k, ggl_v(S, 0) + k, e, digits);
        sin_coeff(e, k, -2, 1, prec); check_coeff("v2", k, ggl_v(S, 1) + k, e, digits);
        sin_coeff(e, k, 1, 1, prec);  check_coeff("lambda", k, ggl_lambda(S, 0) + k, e, digits);
    }
    arb_clear(e);
}

/* theta'' = -sin theta from theta(0) = th0, theta'(0) = w0 by the tps
 * recurrences (an oracle independent of the kernel), N+1 coefficients; then
 * x = sin theta, y = -cos theta. */
static inline void pendulum_angle_series(tps_t x, tps_t y, const arb_t th0, const arb_t w0, slong N, slong prec)
{
    tps_t th, sn, cs;
    slong k;
    tps_init(th); tps_init(sn); tps_init(cs);
    tps_zero(th, N + 1);
    arb_set(th->coeffs, th0);
    if (N >= 1)
        arb_set(th->coeffs + 1, w0);
    for (k = 0; k + 2 <= N; k++)
    {
        tps_sin_cos(sn, cs, th, k + 1, prec);
        arb_neg(th->coeffs + k + 2, sn->coeffs + k);
        arb_div_si(th->coeffs + k + 2, th->coeffs + k + 2, (k + 1) * (k + 2), prec);
    }
    tps_sin_cos(x, y, th, N + 1, prec);
    tps_neg(y, y);
    tps_clear(th); tps_clear(sn); tps_clear(cs);
}

#endif
