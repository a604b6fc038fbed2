/* ggl and el3 on seed 001's two-link arm whose tip height is prescribed
 * (a rheonomic constraint g(t, q) = sin q1 + sin(q1 + q2) - sin^2(t/2);
 * PROBLEMS.md §5).  No closed form is known: the computed series are put
 * back into every equation, evaluated independently with tps whole-series
 * functions, and every residual coefficient must vanish to 100 digits. */
#include "systems.h"
#include "sersol/el3.h"

#define M1 36
#define GRAV_NUM 981
#define GRAV_DEN 100

static void arm(sys_t * s)
{
    expr_ptr c1, c2, s2, c12, grav, v1, v2, t;
    sys_init(s, 2, 1);
    t = expr_var(s->ctx, s->t);
    c1 = COS(s, U(s, 0));
    c2 = COS(s, U(s, 1));
    s2 = SIN(s, U(s, 1));
    c12 = COS(s, ADD(s, U(s, 0), U(s, 1)));
    grav = Q(s, GRAV_NUM, GRAV_DEN);
    v1 = V(s, 0);
    v2 = V(s, 1);
    /* m1 = m2 = 36, l1 = l2 = 1 */
    s->mass[0] = ADD(s, C(s, 60), MUL(s, C(s, 36), c2));
    s->mass[1] = s->mass[2] = ADD(s, C(s, 12), MUL(s, C(s, 18), c2));
    s->mass[3] = C(s, 12);
    s->force[0] = ADD(s, SUB(s, MUL(s, MUL(s, C(s, -18), grav), c1),
                                MUL(s, MUL(s, C(s, 36), grav), ADD(s, c1, MUL(s, Q(s, 1, 2), c12)))),
                      MUL(s, MUL(s, C(s, 18), s2), ADD(s, MUL(s, C(s, 2), MUL(s, v1, v2)), MUL(s, v2, v2))));
    s->force[1] = SUB(s, MUL(s, MUL(s, C(s, -18), grav), c12), MUL(s, MUL(s, C(s, 18), s2), MUL(s, v1, v1)));
    s->g[0] = SUB(s, ADD(s, SIN(s, U(s, 0)), SIN(s, ADD(s, U(s, 0), U(s, 1)))),
                  MUL(s, SIN(s, MUL(s, Q(s, 1, 2), t)), SIN(s, MUL(s, Q(s, 1, 2), t))));
}

/* Fails unless every coefficient of r below n is zero to 10^-digits. */
static void check_zero(const char * what, const tps_t r, slong n, slong digits)
{
    slong k;
    for (k = 0; k < n; k++)
        if (!arb_contains_zero(r->coeffs + k) ||
            mag_cmp_2exp_si(arb_radref(r->coeffs + k), -(slong) (3.33 * digits)) > 0)
        {
            printf("\n%s_%ld = ", what, (long) k); arb_printn(r->coeffs + k, 20, 0); printf("\n");
            test_fail("%s: residual coefficient %ld not zero to %ld digits", what, (long) k, (long) digits);
        }
}

static void set_series(tps_t a, arb_srcptr c, slong n)
{
    tps_zero(a, n);
    _arb_vec_set(a->coeffs, c, n);
}

/* Residuals of the arm equations along the expansion (index 2 when mu_present). */
static void check_residuals(const ggl_struct * S, int mu_present, slong n, slong digits, slong prec)
{
    tps_t u1, u2, w1, w2, lam, mu, s1, c1, s2, c2, s12, c12, st, ct, t, a, b, G1, G2, r;
    arb_t x;
    tps_struct * all[] = { u1, u2, w1, w2, lam, mu, s1, c1, s2, c2, s12, c12, st, ct, t, a, b, G1, G2, r };
    slong i, m = n + 1;

    for (i = 0; i < 20; i++)
        tps_init(all[i]);
    arb_init(x);
    set_series(u1, ggl_u(S, 0), m);
    set_series(u2, ggl_u(S, 1), m);
    set_series(w1, ggl_v(S, 0), m);
    set_series(w2, ggl_v(S, 1), m);
    set_series(lam, ggl_lambda(S, 0), m);
    if (mu_present)
        set_series(mu, ggl_mu(S, 0), m);
    else
        tps_zero(mu, m);
    tps_sin_cos(s1, c1, u1, m, prec);
    tps_sin_cos(s2, c2, u2, m, prec);
    tps_add(a, u1, u2, prec);
    tps_sin_cos(s12, c12, a, m, prec);
    tps_set_var(t, x, m);                      /* t0 = 0 */
    for (i = 0; i < m; i++)
        arb_mul_2exp_si(t->coeffs + i, t->coeffs + i, -1);
    tps_sin_cos(st, ct, t, m, prec);           /* sin(t/2), cos(t/2) */
    tps_add(G1, c1, c12, prec);                /* G = [c1 + c12, c12] */
    tps_set(G2, c12);

    /* g = s1 + s12 - st^2 */
    tps_mullow(a, st, st, m, prec);
    tps_add(r, s1, s12, prec);
    tps_sub(r, r, a, prec);
    check_zero("g", r, n, digits);
    /* G v + g_t,  g_t = -st ct */
    tps_mullow(r, G1, w1, m, prec);
    tps_mullow(a, G2, w2, m, prec);
    tps_add(r, r, a, prec);
    tps_mullow(a, st, ct, m, prec);
    tps_sub(r, r, a, prec);
    check_zero("G v + g_t", r, n, digits);
    /* u' - v + G^T mu */
    for (i = 0; i < 2; i++)
    {
        tps_derivative(r, i == 0 ? u1 : u2, prec);
        tps_truncate(r, n);
        tps_mullow(a, i == 0 ? G1 : G2, mu, n, prec);
        tps_add(r, r, a, prec);
        set_series(b, i == 0 ? ggl_v(S, 0) : ggl_v(S, 1), n);
        tps_sub(r, r, b, prec);
        check_zero(i == 0 ? "u1' - v1 + G1 mu" : "u2' - v2 + G2 mu", r, n, digits);
    }
    /* M v' - f + G^T lambda, with M, f from the data (not from the kernel) */
    {
        tps_t d1, d2, M11, M12, f1, f2, q;
        arb_t grav;
        tps_init(d1); tps_init(d2); tps_init(M11); tps_init(M12); tps_init(f1); tps_init(f2); tps_init(q);
        arb_init(grav);
        arb_set_si(grav, GRAV_NUM);
        arb_div_si(grav, grav, GRAV_DEN, prec);
        tps_derivative(d1, w1, prec);
        tps_derivative(d2, w2, prec);
        tps_scalar_mul_si(M11, c2, 36, prec); arb_add_si(M11->coeffs, M11->coeffs, 60, prec);
        tps_scalar_mul_si(M12, c2, 18, prec); arb_add_si(M12->coeffs, M12->coeffs, 12, prec);
        /* f1 = -18 g c1 - 36 g (c1 + c12/2) + 18 s2 (2 v1 v2 + v2^2) = -54 g c1 - 18 g c12 + ... */
        tps_scalar_mul_si(f1, c1, -54, prec);
        tps_scalar_mul_si(a, c12, -18, prec);
        tps_add(f1, f1, a, prec);
        tps_scalar_mul_arb(f1, f1, grav, prec);
        tps_mullow(a, w1, w2, m, prec);
        tps_scalar_mul_si(a, a, 2, prec);
        tps_mullow(b, w2, w2, m, prec);
        tps_add(a, a, b, prec);
        tps_mullow(a, a, s2, m, prec);
        tps_scalar_mul_si(a, a, 18, prec);
        tps_add(f1, f1, a, prec);
        /* f2 = -18 g c12 - 18 s2 v1^2 */
        tps_scalar_mul_si(f2, c12, -18, prec);
        tps_scalar_mul_arb(f2, f2, grav, prec);
        tps_mullow(a, w1, w1, m, prec);
        tps_mullow(a, a, s2, m, prec);
        tps_scalar_mul_si(a, a, 18, prec);
        tps_sub(f2, f2, a, prec);
        /* row 1: M11 d1 + M12 d2 - f1 + G1 lambda */
        tps_mullow(r, M11, d1, n, prec);
        tps_mullow(q, M12, d2, n, prec);
        tps_add(r, r, q, prec);
        tps_truncate(f1, n);
        tps_sub(r, r, f1, prec);
        tps_mullow(q, G1, lam, n, prec);
        tps_add(r, r, q, prec);
        check_zero("M v' - f + G^T lambda (1)", r, n, digits);
        /* row 2: M12 d1 + 12 d2 - f2 + G2 lambda */
        tps_mullow(r, M12, d1, n, prec);
        tps_scalar_mul_si(q, d2, 12, prec);
        tps_truncate(q, n);
        tps_add(r, r, q, prec);
        tps_truncate(f2, n);
        tps_sub(r, r, f2, prec);
        tps_mullow(q, G2, lam, n, prec);
        tps_add(r, r, q, prec);
        check_zero("M v' - f + G^T lambda (2)", r, n, digits);
        tps_clear(d1); tps_clear(d2); tps_clear(M11); tps_clear(M12); tps_clear(f1); tps_clear(f2); tps_clear(q);
        arb_clear(grav);
    }
    for (i = 0; i < 20; i++)
        tps_clear(all[i]);
    arb_clear(x);
}

int main(void)
{
    sys_t s;
    ggl_ptr S;
    slong N = test_under_valgrind() ? 8 : 30, digits = test_under_valgrind() ? 30 : 100;
    slong prec = 3.33 * digits + 3 * N + 64;
    arb_t t0;
    arb_ptr q0 = _arb_vec_init(2), v0 = _arb_vec_init(2);

    test_start("ggl/el3 rheonomic arm");
    arm(&s);
    S = sys_ggl(&s, N);
    arb_init(t0);
    /* theta1 = 70 degrees = 7 pi / 18, theta2 = -140 degrees, at rest */
    arb_const_pi(q0, prec);
    arb_mul_si(q0, q0, 7, prec);
    arb_div_si(q0, q0, 18, prec);
    arb_mul_si(q0 + 1, q0, -2, prec);
    if (ggl_series(S, t0, q0, v0, N, prec) != SERSOL_OK)
        test_fail("arm: ggl_series failed");
    check_residuals(S, 1, N, digits, prec);
    if (el3_series(S, t0, q0, v0, N, prec) != SERSOL_OK)
        test_fail("arm: el3_series failed");
    check_residuals(S, 0, N, digits, prec);

    ggl_free(S);
    expr_ctx_free(s.ctx);
    _arb_vec_clear(q0, 2);
    _arb_vec_clear(v0, 2);
    arb_clear(t0);
    return test_end();
}
