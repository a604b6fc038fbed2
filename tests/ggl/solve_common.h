/* Solver-level tests of the multibody steppers (ggl: MSPPA, el3: index-3
 * recursion) through the ode driver and its verified policy: the example
 * files are read from $top_srcdir/examples (set by make check), solved with
 * ggl_ode_problem_init + ode_solve_verified as `sersol solve` does, and the
 * results compared with closed forms, an independent ODE solution or the
 * constraint residuals evaluated here from the file's expressions. */
#ifndef SERSOL_TESTS_GGL_SOLVE_COMMON_H
#define SERSOL_TESTS_GGL_SOLVE_COMMON_H

#include <stdlib.h>
#include <string.h>
#include "testsupport.h"
#include "sersol/ggl.h"
#include "sersol/ode.h"
#include "sersol/parse.h"

/* examples/<name> under $top_srcdir (default: the current directory) */
static inline sersol_problem * sc_load(const char * name)
{
    const char * top = getenv("top_srcdir");
    char path[1024];
    sersol_problem * P;

    snprintf(path, sizeof(path), "%s/examples/%s", top != NULL ? top : ".", name);
    if (sersol_problem_parse_file(&P, path, stderr) != SERSOL_OK)
        test_fail("%s does not parse (is top_srcdir set?)\n", path);
    return P;
}

/* Solves P with the index-2 (index3 = 0) or index-3 recursion to D
 * verified digits at the output times; fails the test unless the policy
 * reports success.  Q and R are initialised here; clear them after. */
static inline void sc_solve(ode_problem_t Q, ode_verified_result * R, const sersol_problem * P,
                            int index3, slong D, const char * const * times, slong nt,
                            const char * what)
{
    ode_verified_opts vo;
    int st;

    st = ggl_ode_problem_init(Q, P, index3);
    if (st != SERSOL_OK)
        test_fail("%s: ggl_ode_problem_init: %s\n", what, sersol_strerror(st));
    memset(&vo, 0, sizeof(vo));
    vo.digits = D;
    vo.num_times = nt;
    vo.times = times;
    ode_verified_result_init(R);
    st = ode_solve_verified(R, Q, &vo);
    if (st != SERSOL_OK)
        test_fail("%s (%s, %ld digits): %s (%s)\n", what, index3 ? "adm" : "msppa", (long) D,
                  sersol_strerror(st), R->message);
}

/* Every value of output row i has at least D verified digits. */
static inline void sc_check_digits(const ode_verified_result * R, slong i, slong D, const char * what)
{
    if (R->row_digits[i] < D)
        test_fail("%s: row %ld has %ld verified digits, expected >= %ld\n", what, (long) i,
                  (long) R->row_digits[i], (long) D);
}

/* The exact decimal string t as a ball. */
static inline void sc_time(arb_t t, const char * s, slong prec)
{
    if (arb_set_str(t, s, prec) != 0)
        test_fail("bad time string %s\n", s);
}

/* |x| <= 10^-e (upper bound). */
static inline int sc_below_pow10(const arb_t x, slong e)
{
    arb_t a, b;
    int ok;
    arb_init(a);
    arb_init(b);
    arb_abs(a, x);
    arb_set_ui(b, 10);
    arb_pow_ui(b, b, e, 64);
    arb_inv(b, b, 64);
    ok = arb_le(a, b);
    arb_clear(a);
    arb_clear(b);
    return ok;
}

/* Max-norm residuals |g(t,u)| and |G(t,u) v + g_t(t,u)| at the midpoint
 * of (u, v) (the drift of the computed solution), evaluated at prec bits
 * from the file's constraint expressions and their symbolic derivatives
 * (expr_diff) — independently of the solver's kernels. */
static inline void sc_residuals(arb_t res_g, arb_t res_gv, const sersol_problem * P,
                                const arb_t t, arb_srcptr u, arb_srcptr v, slong prec)
{
    slong nv = expr_ctx_num_vars(P->ctx), i, j;
    arb_ptr vals = _arb_vec_init(nv);
    arb_t a, b, s;

    arb_init(a);
    arb_init(b);
    arb_init(s);
    arb_get_mid_arb(vals + P->t_var, t);
    for (i = 0; i < P->n; i++)
    {
        arb_get_mid_arb(vals + P->pos_vars[i], u + i);
        arb_get_mid_arb(vals + P->vel_vars[i], v + i);
    }
    arb_zero(res_g);
    arb_zero(res_gv);
    for (i = 0; i < P->r; i++)
    {
        if (expr_eval_arb(a, P->constraint[i], vals, prec) != SERSOL_OK)
            test_fail("constraint %ld undefined\n", (long) i);
        arb_abs(a, a);
        arb_max(res_g, res_g, a, prec);
        /* G_i v + d g_i / dt */
        if (expr_eval_arb(s, expr_diff(P->ctx, P->constraint[i], P->t_var), vals, prec) != SERSOL_OK)
            test_fail("g_t %ld undefined\n", (long) i);
        for (j = 0; j < P->n; j++)
        {
            if (expr_eval_arb(b, expr_diff(P->ctx, P->constraint[i], P->pos_vars[j]), vals, prec)
                != SERSOL_OK)
                test_fail("G %ld %ld undefined\n", (long) i, (long) j);
            arb_addmul(s, b, vals + P->vel_vars[j], prec);
        }
        arb_abs(s, s);
        arb_max(res_gv, res_gv, s, prec);
    }
    arb_clear(a);
    arb_clear(b);
    arb_clear(s);
    _arb_vec_clear(vals, nv);
}

/* Residuals at every output row of R (state u = y[0..n-1], v = y[n..2n-1])
 * are at most 10^-e. */
static inline void sc_check_residuals(const ode_verified_result * R, const sersol_problem * P,
                                      const char * const * times, slong nt, slong e, slong prec,
                                      const char * what)
{
    slong i;
    arb_t t, rg, rgv;

    arb_init(t);
    arb_init(rg);
    arb_init(rgv);
    for (i = 0; i < nt; i++)
    {
        arb_srcptr y = R->y + i * R->dim;
        sc_time(t, times[i], prec);
        sc_residuals(rg, rgv, P, t, y, y + P->n, prec);
        if (!sc_below_pow10(rg, e) || !sc_below_pow10(rgv, e))
        {
            printf("|g| = ");
            arb_printn(rg, 5, 0);
            printf("\n|G v + g_t| = ");
            arb_printn(rgv, 5, 0);
            printf("\n");
            test_fail("%s: residuals at t = %s exceed 1e-%ld\n", what, times[i], (long) e);
        }
    }
    arb_clear(t);
    arb_clear(rg);
    arb_clear(rgv);
}

#endif
