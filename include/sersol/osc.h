/* sersol — perturbed oscillators x'' + alpha^2 x = eps f(t, x, x'):
 * Ferrandiz phi-functions, Scheifele G-functions, and the series integrators
 * built on them (seed 002).
 *
 * phi-functions (seed 002 §3).  With L4 = (D^2 + beta^2)(D^2 + alpha^2)
 * = D^4 + s D^2 + p,  s = alpha^2 + beta^2,  p = alpha^2 beta^2:
 *   phi_0..phi_3 solve L4 phi = 0 with phi_i^(j)(0) = delta_ij   (16)
 *   phi_{n+4} = psi_n solves L4 psi = t^n/n!, zero initial values (13), Def. 3
 * Five cases: I alpha != beta both nonzero, II beta = 0, III alpha = 0,
 * IV alpha = beta != 0, V alpha = beta = 0.  Identities used throughout:
 *   phi_n = sum_m e_m t^(2m+n)/(2m+n)!  (n >= 2),  e_m = (-1)^m h_m(alpha^2, beta^2),
 *   e_0 = 1, e_m = -s e_{m-1} - p e_{m-2}                      (Prop. 3)
 *   phi_0 = 1 - p phi_4,  phi_1 = t - p phi_5
 *   phi_n + s phi_{n+2} + p phi_{n+4} = t^n/n!   (n >= 2)       (Prop. 2)
 *   phi_n = (G_{n-2}(t,alpha) - G_{n-2}(t,beta)) / (beta^2 - alpha^2)  (n >= 2, from (25))
 *   phi'_0 = -p phi_3, phi'_1 = phi_0, phi'_2 = phi_1 - s phi_3,
 *   phi'_n = phi_{n-1} (n = 3 and n >= 4)                         (19)-(22)
 * G-functions (27): G_n(t, w) = sum_k (-w^2)^k t^(2k+n)/(2k+n)!,
 *   G_0 = cos wt, G_1 = sin(wt)/w, G_n + w^2 G_{n+2} = t^n/n!, G'_n = G_{n-1},
 *   G'_0 = -w^2 G_1;  G_n(t,alpha) = phi_n + beta^2 phi_{n+2} (n >= 2)  (26).
 *
 * Documentation: docs/osc.md. */
#ifndef SERSOL_OSC_H
#define SERSOL_OSC_H

#include <arb.h>
#include "sersol/status.h"
#include "sersol/expr.h"
#include "sersol/kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- cases ------------------------------------------------------------- */
#define OSC_CASE_I 1      /* alpha != beta, both nonzero */
#define OSC_CASE_II 2     /* beta = 0, alpha != 0 */
#define OSC_CASE_III 3    /* alpha = 0, beta != 0 */
#define OSC_CASE_IV 4     /* alpha = beta != 0 (up to sign) */
#define OSC_CASE_V 5      /* alpha = beta = 0 */
/* The case of (alpha, beta) (only alpha^2, beta^2 matter); 0 when the balls
 * do not decide it (alpha^2 - beta^2 contains 0 but is not exactly 0, or a
 * frequency contains 0 but is not exactly 0). */
int osc_phi_case(const arb_t alpha, const arb_t beta);

/* ---- formulations ------------------------------------------------------- */
#define OSC_PHI_AUTO 0
#define OSC_PHI_SERIES 1
#define OSC_PHI_CLOSED 2

/* phi[0..n-1] = phi_0(h), ..., phi_{n-1}(h).  Every function below returns
 * enclosures; they differ in how tight the balls are.
 *
 * _osc_phi_series: the power series (Prop. 3) at working precision prec,
 *   truncated with a rigorous tail bound.  Valid in every case.
 * _osc_phi_closed: cos/sin closed forms (Prop. 4, (29)-(32), (66), (35)) and
 *   the divided difference of G-functions at working precision prec.
 *   SERSOL_EDOMAIN when the case is undecided (osc_phi_case = 0).
 * osc_phi_series / osc_phi_closed: the same, with the working precision
 *   raised by the estimated cancellation (and raised again, up to three
 *   times, while the result is less accurate than prec bits).
 * osc_phi: picks the formulation by the loss criterion (docs/osc.md) and
 *   returns it in *used (may be NULL).
 * Aliasing: phi must not overlap h, alpha or beta. */
void _osc_phi_series(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                     const arb_t beta, slong prec);
int _osc_phi_closed(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                    const arb_t beta, slong prec);
void osc_phi_series(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                    const arb_t beta, slong prec);
int osc_phi_closed(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                   const arb_t beta, slong prec);
void osc_phi(arb_ptr phi, int * used, slong n, const arb_t h, const arb_t alpha,
             const arb_t beta, slong prec);
/* Estimated bits lost by each formulation (the criterion of osc_phi). */
double osc_phi_series_loss(slong n, const arb_t h, const arb_t alpha, const arb_t beta);
double osc_phi_closed_loss(slong n, const arb_t h, const arb_t alpha, const arb_t beta);

/* d[k] = phi_n^(k)(0), k = 0..len-1 (exact when alpha, beta are exact and
 * prec is large enough). */
void osc_phi_taylor(arb_ptr d, slong n, slong len, const arb_t alpha, const arb_t beta,
                    slong prec);

/* dphi[k] = phi'_k(h) from phi[0..n-1] by (19)-(22); n >= 4.  Aliasing not
 * allowed. */
void osc_phi_derivative(arb_ptr dphi, arb_srcptr phi, slong n, const arb_t alpha,
                        const arb_t beta, slong prec);

/* ---- G-functions (27) ---------------------------------------------------- */
/* G[0..n-1] = G_0(h, w), ..., G_{n-1}(h, w).  Hybrid: the closed recursion
 * G_{m+2} = (h^m/m! - G_m)/w^2 from cos/sin for m <= |w h| (no cancellation
 * there), the power series for larger m.  Aliasing: G must not overlap h, w. */
void osc_gfun(arb_ptr G, slong n, const arb_t h, const arb_t w, slong prec);
void _osc_gfun_series(arb_ptr G, slong n, const arb_t h, const arb_t w, slong prec);
/* dG[k] = G'_k(h); n >= 2. */
void osc_gfun_derivative(arb_ptr dG, arb_srcptr G, slong n, const arb_t w, slong prec);

/* ---- the perturbed oscillator and its integrators ------------------------ */
/* The perturbation: fk[i] (i < dim) = the t^k Taylor coefficient of
 * f_i(t0 + tau, x(tau), x'(tau)) in tau, given the normalised Taylor
 * coefficients x[j*dim + i], xp[j*dim + i] (j = 0..k) of x and x' at t0.
 * Called with k = 0, 1, 2, ... in order for each expansion point (a callback
 * may cache per-point data when k = 0).  Returns a status (0 = ok). */
typedef int (*osc_perturbation_fn)(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                                   arb_srcptr xp, slong dim, void * param, slong prec);

#define OSC_METHOD_PHI 0       /* phi-function series (53)/(72)/(82) */
#define OSC_METHOD_GFUN 1      /* Scheifele G-function series (18) */
#define OSC_METHOD_TAYLOR 2    /* plain Taylor series */

typedef struct
{
    slong dim;                 /* number of components of x */
    slong prec;
    arb_t alpha, beta, eps;
    osc_perturbation_fn f;
    void * param;
    int method;
    slong order;               /* N: coefficients a_0..a_N, functions 0..N */
    arb_t h;                   /* the fixed step */
    arb_t t;                   /* current time */
    arb_ptr x, xp;             /* current state, dim each */
    /* work */
    arb_ptr c, cp, fk;         /* normalised Taylor coefficients of x, x', f */
    arb_ptr basis, dbasis;     /* phi_n(h) or G_n(h) and their derivatives, order+1 each */
    arb_t basis_h;             /* the h at which basis was computed */
    int basis_valid;
    int phi_used;              /* formulation of the phi-functions (OSC_PHI_*) */
    int rigorous;              /* 1: propagate whole balls; 0 (default): restart from midpoints */
    slong steps;               /* statistics */
    mag_t local_err;           /* sum over the steps of the largest output radius of a step */
    /* osc_solver_set_after_step */
    int (*after_step)(void * data);
    void * after_step_data;
    /* osc_solver_set_branch_check (NULL: none) and its verdict */
    kernel_branch_test branch_negative;  /* its param: the perturbation's */
    int branch_crossed;        /* 1: the last step failed for it (SERSOL_EACCURACY) */
    /* osc_solver_set_residual_check (NULL: none), its verdict, and the
     * basis at its samples (src/osc/residual.c) */
    int (*value)(arb_ptr f, const arb_t t, arb_srcptr x, arb_srcptr xp, slong dim,
                 void * param, slong prec);
    double residual_log2_tol;
    int residual_missed;       /* 1: the last step failed it (SERSOL_EACCURACY) */
    double residual_t;         /* the time of the miss found */
    arb_ptr rbasis;            /* NULL, or the basis and 3 derivatives at the samples */
    double * rbasis_d;         /* the samples' basis and 2 derivatives in doubles (mid, rad) */
    arb_t rbasis_h;            /* the step length of rbasis */
    /* osc_solver_set_forcing_check (NULL: none) */
    const kernel_struct * forcing;
}
osc_solver_struct;
typedef osc_solver_struct osc_solver_t[1];

void osc_solver_init(osc_solver_t S, slong dim, slong prec);
void osc_solver_clear(osc_solver_t S);
/* x'' + alpha^2 x = eps f; beta is the second frequency of the phi method
 * (ignored by the other methods). */
void osc_solver_set_problem(osc_solver_t S, const arb_t alpha, const arb_t beta,
                            const arb_t eps, osc_perturbation_fn f, void * param);
/* method OSC_METHOD_*, order N >= 3 (the phi method uses phi_0..phi_N), step h > 0
 * (finite); SERSOL_EINPUT otherwise. */
int osc_solver_set_method(osc_solver_t S, int method, slong order, const arb_t h);
void osc_solver_set_initial(osc_solver_t S, const arb_t t0, arb_srcptr x0, arb_srcptr xp0);
/* fn(param, N, s, prec) (param: the perturbation's): 1 when a series of the
 * last expansion that must stay on a principal branch (a square root, a
 * non-integer power, the sqrt(1 - a^2) of asin, acos) is certainly negative
 * at t0 + s.  A step on which it is, at one of 8 equally spaced points,
 * fails with SERSOL_EACCURACY and branch_crossed set: the perturbation
 * reaches a branch point inside it, where the solution is not analytic
 * (docs/osc.md). */
void osc_solver_set_branch_check(osc_solver_t S, kernel_branch_test fn);
/* The perturbation's values: value(f, t, x, xp, dim, param, prec) writes
 * f_i(t, x, x') (balls in, balls out) and returns 1, or 0 where it is
 * undefined.  With it, every step is checked against the equation inside
 * it (src/osc/residual.c, docs/osc.md "Residual check"): the step's
 * solution X = sum b_n B_n(tau) must satisfy X'' + alpha^2 X = eps f(t, X,
 * X') at 16 equally spaced points and, through kernel_residual_search,
 * between them.  A narrow feature of the perturbation that leaves no trace
 * in its series at the step's start (a pulse exp(-((t - c)/w)^2) between
 * two steps' starts) was stepped over by both runs of the command, which
 * agreed on the wrong digits.  A step that misses by more than the larger
 * of 1e-10 and 1000 (N + 1) 2^log2_tol of the solution's size (x units,
 * the residual times h^2) fails with SERSOL_EACCURACY, residual_missed set
 * and residual_t the time of the miss.  value = NULL: no check (default). */
void osc_solver_set_residual_check(osc_solver_t S,
                                   int (*value)(arb_ptr f, const arb_t t, arb_srcptr x,
                                                arb_srcptr xp, slong dim, void * param,
                                                slong prec),
                                   double log2_tol);
/* With the residual check: the perturbation's kernel K (its forcing nodes,
 * kernel_num_forcing: terms of t alone such as a pulse exp(-((t - c)/w)^2))
 * is also searched over every step (kernel_forcing_search) for a term far
 * below the others that strays from its series, and the equation judged
 * there at the working precision (docs/osc.md "Residual check").  K must
 * be the kernel that expands the perturbation (its series of the step
 * start are read); NULL: none (default). */
void osc_solver_set_forcing_check(osc_solver_t S, const kernel_struct * K);
/* Default 0: every step starts from the midpoints of the previous state, so
 * the ball of x after a step holds that step's rounding error only, and
 * local_err accumulates those radii (a global error estimate, not a bound).
 * 1: the whole balls are propagated: rigorous for the rounding, but the
 * wrapping effect of the step map (its entries are about alpha h in size,
 * while the exact propagator is a rotation) widens them by up to a factor
 * ~ alpha h per step. */
void osc_solver_set_rigorous(osc_solver_t S, int rigorous);
/* One step of length hstep (the basis functions are recomputed only when
 * hstep differs from the last one).  SERSOL_EACCURACY (the state
 * undefined) when a component of the new state is not finite or exceeds
 * 2^(2^20) in magnitude: the step reaches far beyond the radius of
 * convergence (a solution that blows up), or the basis functions are out
 * of reach (more than 10^5 radians of oscillation in one step). */
int osc_solver_step(osc_solver_t S, const arb_t hstep);
/* Fixed steps of S->h while more than h (1 + 2^-20) is left, then one step
 * of exactly the distance left, landing on tend; stops at the first step
 * that fails.  Forward only: SERSOL_EINPUT (nothing changed) when tend is
 * not finite or lies before t. */
int osc_solver_integrate(osc_solver_t S, const arb_t tend);
/* fn(data) after every full step of osc_solver_integrate (not after the
 * step that lands on tend, so the state it sees continues exactly the same
 * way when the integration is restarted from it): progress, checkpoints, a
 * step limit.  A status other than SERSOL_OK stops the integration with
 * that status.  fn = NULL: none (default). */
void osc_solver_set_after_step(osc_solver_t S, int (*fn)(void * data), void * data);

/* The normalised Taylor coefficients c[j*dim+i] = x_i^(j)(t0)/j!, j = 0..N, of
 * the solution through (t0, x0, xp0), by the online recurrence
 * c_{k+2} = (-alpha^2 c_k + eps f_k) / ((k+1)(k+2))  (seed (41), (53)). */
int osc_taylor_coeffs(arb_ptr c, slong N, const arb_t t0, arb_srcptr x0, arb_srcptr xp0,
                      slong dim, const arb_t alpha, const arb_t eps,
                      osc_perturbation_fn f, void * param, slong prec);

/* ---- perturbations of the seed's test problems --------------------------- */
/* f_i = x_i^2 (seed §5.2, (73)). */
int osc_perturbation_square(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                            arb_srcptr xp, slong dim, void * param, slong prec);
/* f_i = sin(theta t), param = arb_ptr theta (seed §5.1, (62)); caches nothing. */
int osc_perturbation_sin(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                         arb_srcptr xp, slong dim, void * param, slong prec);
/* f = C x for a dim x dim matrix C (row major, param = arb_ptr C): linear
 * coupling, exact solutions by diagonalisation. */
int osc_perturbation_linear(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                            arb_srcptr xp, slong dim, void * param, slong prec);

/* ---- a perturbation given as expressions (through the kernel) ------------ */
/* f_i(t, x_1..x_dim, xp_1..xp_dim), expressions of ctx over the variables
 * t_var, x_vars[i], xp_vars[i].  Compiled once; osc_perturbation_expr (param =
 * the object) writes the Taylor coefficients of t, x, x' into the kernel
 * inputs and evaluates coefficient k.  SERSOL_EINPUT when f uses another
 * variable; osc_perturbation_expr returns the kernel's SERSOL_EDOMAIN. */
typedef struct
{
    kernel_ptr K;
    slong dim;
}
osc_expr_perturbation_struct;
typedef osc_expr_perturbation_struct osc_expr_perturbation_t[1];

int osc_expr_perturbation_init(osc_expr_perturbation_t F, expr_ctx_ptr ctx, slong t_var,
                               const slong * x_vars, const slong * xp_vars,
                               const expr_ptr * f, slong dim, slong max_order);
void osc_expr_perturbation_clear(osc_expr_perturbation_t F);
int osc_perturbation_expr(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                          arb_srcptr xp, slong dim, void * param, slong prec);
/* The branch check of osc_solver_set_branch_check for an expression
 * perturbation (kernel_branches_negative_at of its kernel), and the number
 * of its principal-branch series (0: no check needed). */
int osc_expr_perturbation_branch_negative(void * param, slong N, const arb_t s, slong prec);
/* The value callback of osc_solver_set_residual_check for an expression
 * perturbation (kernel_outputs_at of its kernel). */
int osc_expr_perturbation_value(arb_ptr f, const arb_t t, arb_srcptr x, arb_srcptr xp,
                                slong dim, void * param, slong prec);
slong osc_expr_perturbation_num_branches(const osc_expr_perturbation_t F);
/* The kernel of an expression perturbation (NULL when it has none): for
 * osc_solver_set_forcing_check. */
const kernel_struct * osc_expr_perturbation_kernel(const osc_expr_perturbation_t F);

#ifdef __cplusplus
}
#endif

#endif
