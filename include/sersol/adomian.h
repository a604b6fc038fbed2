/* sersol — Adomian polynomials and the classical Adomian decomposition
 * method (ADM) for initial-value problems.
 *
 * For a nonlinearity N(u_1, ..., u_m) and components u_k^(0), u_k^(1), ...
 * (each a truncated t-series), the Adomian polynomials are (seed 004 eq. 17)
 *
 *     A_n = [lambda^n] N( sum_i lambda^i u^(i) ),   n >= 0.
 *
 * Two independent algorithms compute A_0..A_n as t-series:
 *   adomian_series_duan        Duan's recurrence (seed 004 eq. 19), built
 *                              symbolically (adomian_duan_expr) and evaluated
 *                              by the coefficient kernel;
 *   adomian_series_definition  the definition (17) in bivariate
 *                              (lambda, t) series arithmetic, mapped to one
 *                              univariate series by a weighted Kronecker
 *                              substitution and evaluated with the
 *                              whole-series tps functions.
 *
 * Variables of N that are not decomposed (parameters: typically t) are
 * given as series of their own.
 *
 * ADM (adm_components) for u' = f(t) + R(t) u + N(t, u), u(t0) = u0:
 *     u^(0)   = u0 + L^{-1} f0
 *     u^(1)   = L^{-1} f1 + L^{-1} (R u^(0)) + L^{-1} A_0
 *     u^(k+1) = L^{-1} (R u^(k)) + L^{-1} A_k,   k >= 1,
 * with L^{-1} = integral from t0 to t, f = f0 + f1 (f1 = 0: classical ADM,
 * else Wazwaz's modified ADM).
 *
 * Documentation: docs/adomian.md. */
#ifndef SERSOL_ADOMIAN_H
#define SERSOL_ADOMIAN_H

#include "sersol/status.h"
#include "sersol/tps.h"
#include "sersol/expr.h"
#include "sersol/parse.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- symbolic Adomian polynomials (src/adomian/duan.c) ----------------- */

/* The variable of component i of variable var: var itself for i = 0, else a
 * variable named "<name>_(i)" registered in ctx (the same one on every
 * call). */
slong adomian_component_var(expr_ctx_ptr ctx, slong var, slong i);

/* A[0..n]: the Adomian polynomials of N with respect to the variables
 * vars[0..m-1], as expressions over the component variables
 * adomian_component_var(ctx, vars[k], i), i <= j for A[j], and the other
 * variables of N (parameters, unchanged).  Duan's recurrence, seed 004 eq. (19):
 *     A_0 = N,
 *     A_j = (1/j) sum_k sum_{i=0}^{j-1} (i+1) u_k^(i+1) dA_{j-1-i}/du_k^(0).
 * Uses m n symbolic derivatives.  Returns SERSOL_EINPUT when n < 0, m < 0 or
 * a variable number is invalid or repeated. */
int adomian_duan_expr(expr_ptr * A, expr_ctx_ptr ctx, expr_ptr N,
                      const slong * vars, slong m, slong n);

/* ---- Adomian polynomials as t-series (src/adomian/series.c) ------------

 * Common arguments:
 *   A           n + 1 initialised series; A[j] = A_j(t) of length len;
 *   N           the nonlinearity, an expression of ctx;
 *   vars, m     the m decomposed variables of N;
 *   u           components: u[i*m + k] = u_k^(i)(t), i = 0..n, k < m; a
 *               series is read as a polynomial (coefficients beyond its
 *               length are zero), so a constant may have length 1;
 *   params, np  the other variables of N: param_vars[p] has the series
 *               params[p] (read the same way), e.g. t -> t0 + t;
 *   n           the highest Adomian polynomial;
 *   len         the length of the results (t^0 .. t^(len-1));
 *   prec        working precision in bits.
 * Return SERSOL_OK; SERSOL_EINPUT for a variable of N that is neither
 * decomposed nor a parameter (or negative sizes, repeated variables);
 * SERSOL_EDOMAIN when N (or, for Duan, one of its derivatives) is undefined
 * at the constant terms u^(0)(0), params(0): log or sqrt of a value not > 0,
 * division by a ball containing 0, asin of a value outside (-1, 1), ...
 * On an error A is left unchanged. */
int adomian_series_duan(tps_struct * A, expr_ctx_ptr ctx, expr_ptr N,
                        const slong * vars, const tps_struct * u, slong m,
                        const slong * param_vars, const tps_struct * params, slong np,
                        slong n, slong len, slong prec);
int adomian_series_definition(tps_struct * A, expr_ctx_ptr ctx, expr_ptr N,
                              const slong * vars, const tps_struct * u, slong m,
                              const slong * param_vars, const tps_struct * params, slong np,
                              slong n, slong len, slong prec);

/* ---- whole-series evaluation of expressions (src/adomian/whole.c) ------ */

/* res[j] = outputs[j] evaluated with the whole-series tps functions, each
 * variable in_vars[i] replaced by the series in[i] (read as a polynomial),
 * all results of length len.  SERSOL_EINPUT for a variable that is not an
 * input, SERSOL_EDOMAIN for a function outside its domain at the constant
 * terms.  res is unchanged on an error. */
int adomian_eval_whole(tps_struct * res, expr_ctx_ptr ctx, const expr_ptr * outputs, slong nout,
                       const slong * in_vars, const tps_struct * in, slong nin,
                       slong len, slong prec);

/* ---- classical and modified ADM (src/adomian/adm.c) -------------------- */

/* u' = f0(t) + f1(t) + R(t) u + N(t, u) for m unknowns.  Every pointer
 * field may be NULL (the term is zero); a NULL entry of N is zero too. */
typedef struct
{
    expr_ctx_ptr ctx;
    slong m;                 /* number of unknowns */
    const slong * u_vars;    /* the m variables of the unknowns */
    slong t_var;             /* the variable of t, or -1 */
    const expr_ptr * f0;     /* m source terms in t: go into u^(0) */
    const expr_ptr * f1;     /* m source terms in t: go into u^(1) (Wazwaz) */
    const expr_ptr * R;      /* m x m, row-major: R[i*m + j] multiplies u_j in equation i */
    const expr_ptr * N;      /* m nonlinear terms in t and u */
}
adm_problem_struct;

/* Which algorithm gives the Adomian polynomials inside the ADM. */
enum { ADM_DUAN = 0, ADM_DEFINITION = 1 };

/* comp[i*m + k] (initialised) = u_k^(i)(t0 + tau) as a series in tau of
 * length len, for i = 0..ncomp-1.  u0: the m initial values at t0.
 * algorithm: ADM_DUAN or ADM_DEFINITION.  Errors: SERSOL_EINPUT (f0, f1 or
 * R depends on u, N on a variable other than t and u, bad sizes);
 * SERSOL_EDOMAIN (as for the Adomian polynomials, or a term in t undefined
 * at t0).  comp is indeterminate on an error. */
int adm_components(tps_struct * comp, const adm_problem_struct * P, arb_srcptr u0,
                   const arb_t t0, slong ncomp, slong len, int algorithm, slong prec);
/* The same, reporting progress(fraction, data) after each component (the
 * fraction done, counted as (i/ncomp)^2: component i costs about i series
 * products); progress may be NULL. */
typedef void (*adm_progress_fn)(double fraction, void * data);
int adm_components_progress(tps_struct * comp, const adm_problem_struct * P, arb_srcptr u0,
                            const arb_t t0, slong ncomp, slong len, int algorithm, slong prec,
                            adm_progress_fn progress, void * progress_data);

/* ---- ADM for problems of kind ode (src/adomian/adm_ode.c) -------------
 *
 * The state is every unknown y_i followed, for a second-order unknown, by
 * its derivative y_i' (the variable "y_i'" of the problem).  Default split:
 * y_i' = y_i' of a second-order unknown is the linear part R (entry 1);
 * every right-hand side is the nonlinearity N (t a parameter), f = 0.  So
 * u^(0) is the constant initial state and, for autonomous problems, u^(k) is
 * exactly the t^k Taylor term (Adomian & Rach; seed 000 Theorem 3.1).
 * The problem's expression context gains the component variables. */
typedef struct
{
    adm_problem_struct problem;  /* views into the arrays below */
    slong dim;                   /* state dimension */
    slong * state_vars;          /* dim variables of the state */
    expr_ptr * init;             /* dim constant initial values (at t = 0) */
    expr_ptr * R;                /* dim x dim, NULL entries = 0 */
    expr_ptr * N;                /* dim, NULL entries = 0 */
    slong * unknown_state;       /* state index of unknown i of the problem */
}
adm_ode_struct;

/* SERSOL_EINPUT when S is not of kind ode. */
int adm_ode_init(adm_ode_struct * A, const sersol_problem * S);
void adm_ode_clear(adm_ode_struct * A);
/* u0[0..dim-1] = the initial state at prec bits. */
void adm_ode_initial_values(arb_ptr u0, const adm_ode_struct * A, slong prec);

#ifdef __cplusplus
}
#endif

#endif
