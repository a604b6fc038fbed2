/* sersol — MSPPA for index-2 multibody DAEs in GGL form (seed 000, ch. 4).
 *
 *     u' = v - G(t,u)^T mu
 *     M(t,u) v' = f(t,u,v) - G(t,u)^T lambda
 *     0 = g(t,u)                      (r holonomic constraints, r < n)
 *     0 = G(t,u) v + g_t(t,u)         (velocity level; G = dg/du)
 *
 * The solution is expanded in powers of tau = t - t0.  At every order k >= 1
 * the recursion (seed 000, (4.14), in the corrected order of PROBLEMS.md §2)
 * solves two saddle-point systems whose matrices involve only the order-0
 * values M0 = M(t0,u0), G0 = G(t0,u0), factored once per expansion point:
 *
 *   [ I   G0^T ] [ k u_k      ]   [ v_{k-1} - sum_{j=1}^{k-1} G_j^T mu_{k-1-j}    ]
 *   [ G0  0    ] [ mu_{k-1}   ] = [ -k * (coefficient k of g with u_k = 0)          ]
 *
 *   [ M0  G0^T ] [ k v_k      ]   [ f_{k-1} - sum_{j=1}^{k-1} (M_j (k-j) v_{k-j} + G_j^T lambda_{k-1-j}) ]
 *   [ G0  0    ] [ lambda_{k-1} ] = [ -k * (sum_{j=1}^{k} G_j v_{k-j} + (g_t)_k)                           ]
 *
 * (mu_{k-1} and u_k first: G_k, needed by the second system, depends on u_k.)
 * The coefficients X_j of M, G, f, g, g_t are the Adomian polynomials of those
 * expressions, computed by two coefficient kernels.
 *
 * Documentation: docs/ggl.md. */
#ifndef SERSOL_GGL_H
#define SERSOL_GGL_H

#include <arb.h>
#include "sersol/status.h"
#include "sersol/expr.h"
#include "sersol/parse.h"
#include "sersol/ode.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ggl_struct ggl_struct;   /* opaque: see src/ggl/ */
typedef ggl_struct * ggl_ptr;

/* The DAE over the variables of ctx: t_var, positions u_vars[0..n-1],
 * velocities v_vars[0..n-1]; mass n x n row-major (in t, u), force n (in
 * t, u, v), constraint r (in t, u).  G and g_t are derived symbolically.
 * SERSOL_EINPUT when r > n or an expression uses other variables (r = n:
 * no degree of freedom left, the constraints alone give u(t)).
 * Coefficients up to max_order can be computed (grown on demand). */
int ggl_new(ggl_ptr * S, expr_ctx_ptr ctx, slong t_var, const slong * u_vars,
            const slong * v_vars, slong n, const expr_ptr * mass,
            const expr_ptr * force, const expr_ptr * constraint, slong r,
            slong max_order);
/* The same from a parsed `problem ggl` (or el3: the same data). */
int ggl_new_from_problem(ggl_ptr * S, const sersol_problem * P, slong max_order);
void ggl_free(ggl_ptr S);

slong ggl_num_positions(const ggl_struct * S);
slong ggl_num_constraints(const ggl_struct * S);

/* Expands the solution at t0 from u0, v0 (n values each): u_k, v_k for
 * k = 0..N+1 and lambda_k, mu_k for k = 0..N (every output has at least
 * the coefficients 0..N).  Returns
 *   SERSOL_EINCONSISTENT  g(t0,u0) or G v0 + g_t not zero to the working
 *                         precision (ggl_residuals tells how far);
 *   SERSOL_EINDEX         G0 not of full row rank or G0 M0^{-1} G0^T singular;
 *   SERSOL_ESINGULAR      M0 singular;
 *   SERSOL_EDOMAIN        an expression is undefined at (t0, u0, v0);
 *   SERSOL_EINPUT         N < 1 (the recursion starts at order 1; the ode
 *                         stepper asks for order 1 and keeps row 0). */
int ggl_series(ggl_ptr S, const arb_t t0, arb_srcptr u0, arb_srcptr v0, slong N, slong prec);
/* Continues the last expansion (by ggl_series, at the same prec) to order
 * N > ggl_order(S): only the new orders are computed (the recursion is
 * online); the result equals ggl_series(S, t0, u0, v0, N, prec).  SERSOL_OK
 * (nothing to do when N <= ggl_order(S)); SERSOL_EINPUT when the last
 * expansion was not a successful ggl_series at prec. */
int ggl_series_extend(ggl_ptr S, slong N, slong prec);

/* Coefficient arrays of the last expansion: u_i, v_i (N+2 entries), lambda_i,
 * mu_i (N+1 entries; i < r). */
arb_srcptr ggl_u(const ggl_struct * S, slong i);
arb_srcptr ggl_v(const ggl_struct * S, slong i);
arb_srcptr ggl_lambda(const ggl_struct * S, slong i);
arb_srcptr ggl_mu(const ggl_struct * S, slong i);
slong ggl_order(const ggl_struct * S);   /* N of the last expansion */

/* Coefficient arrays (Adomian polynomials) of M_ij, f_i, G_ij = dg_i/du_j
 * and g_i along the last expansion (valid up to the last order computed). */
arb_srcptr ggl_mass_coeffs(const ggl_struct * S, slong i, slong j);
arb_srcptr ggl_force_coeffs(const ggl_struct * S, slong i);
arb_srcptr ggl_jacobian_coeffs(const ggl_struct * S, slong i, slong j);
arb_srcptr ggl_constraint_coeffs(const ggl_struct * S, slong i);

/* With check = 0 the expansion no longer fails with SERSOL_EINCONSISTENT
 * (the residuals are still recorded): used at the restarts of a
 * continuation, whose start values satisfy the constraints only up to the
 * truncation error of the previous piece.  Default 1. */
void ggl_set_consistency_check(ggl_ptr S, int check);
/* The expansions (ggl_series, el3_series and their extensions) report
 * their progress to fn: (k/N)^2 after order k of N, every 16 orders (fn
 * NULL: none, the default). */
void ggl_set_progress(ggl_ptr S, ode_progress_fn fn, void * data);

/* Midpoint mode (default 0): every new coefficient keeps only its midpoint.
 * In ball mode the radii are rigorous but grow by several bits per order:
 * the constraint g(u(t)) = 0 makes its Adomian polynomials cancel to the
 * size of u_k from terms exponentially larger, and the recursion feeds the
 * inflated radii back.  The floating-point error of the midpoints stays at
 * the rounding level of those terms, so the continuation runs in midpoint
 * mode and the ode driver's two independent runs measure the digits. */
void ggl_set_midpoint(ggl_ptr S, int midpoint);

/* The solver as a stepper of the ode driver (multistep MSPPA, or the
 * index-3 recursion when index3 is nonzero), for a parsed problem of kind
 * ggl or el3: components u_1..u_n, v_1..v_n, lambda1..lambdar and, for
 * MSPPA, mu1..mur (named as in the file).  Defined in src/ggl/stepper.c;
 * clear Q with ode_problem_clear.  SERSOL_EINPUT for another kind. */
int ggl_ode_problem_init(ode_problem_struct * Q, const sersol_problem * P, int index3);

/* Max-norm residuals of the position and velocity constraints at the last
 * expansion point: |g(t0,u0)| and |G v0 + g_t|. */
void ggl_residuals(arb_t pos, arb_t vel, const ggl_struct * S);

/* Max-norm residuals |g(t,u)| and |G(t,u) v + g_t(t,u)| of a parsed problem
 * of kind ggl or el3 at the midpoints of (u, v), at prec bits, from the
 * file's expressions (G, g_t by expr_diff): the drift of a computed
 * solution (`sersol solve --residuals`).  Defined in src/ggl/residuals.c.
 * SERSOL_EINPUT for another kind; SERSOL_EDOMAIN (and indeterminate
 * residuals) when an expression is undefined there. */
int ggl_problem_residuals(arb_t res_g, arb_t res_gv, const sersol_problem * P, const arb_t t,
                          arb_srcptr u, arb_srcptr v, slong prec);

#ifdef __cplusplus
}
#endif

#endif
