/* sersol — series solution of index-3 Euler-Lagrange DAEs by the Adomian
 * decomposition / power-series recursion of seed 004 (§3, (33)-(37)).
 *
 *     p' = v,   M(t,p) v' = f(t,p,v) - G(t,p)^T lambda,   0 = g(t,p)
 *
 * The expansion object is the multibody object of ggl.h (created by
 * ggl_new / ggl_new_from_problem: the same kernels for M, f, g, G, g_t);
 * only the recursion differs, and the mu arrays stay unused.
 *
 * At every order n >= 2 one saddle-point system (seed 004 (33), solved
 * through the Schur complement (35)-(37)) gives p_n and lambda_{n-2}:
 *
 *   [ M0  G0^T ] [ n(n-1) p_n   ]   [ f_{n-2} - sum_{j=1}^{n-2} ( M_j (n-j)(n-j-1) p_{n-j} + G_j^T lambda_{n-2-j} ) ]
 *   [ G0  0    ] [ lambda_{n-2} ] = [ -n(n-1) * (coefficient n of g with p_n = 0)                                  ]
 *
 * and v_{n-1} = n p_n (the seed's v(n-1) = L p(n)).  In the seed's notation
 * the ADM components are p(n) = p_n t^n, lambda(n) = lambda_n t^n, and
 * z(n) = (n+1) v_{n+1} t^n is the component of z = M^{-1}(f - G^T lambda) = v'
 * (its z-recursion (34) is the inverse rule of seed 000 Theorem 3.2).
 *
 * Documentation: docs/el3.md. */
#ifndef SERSOL_EL3_H
#define SERSOL_EL3_H

#include "sersol/ggl.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Expands at t0 from p0, v0: p_k for k = 0..N+2, v_k for k = 0..N+1 and
 * lambda_k for k = 0..N (read them with ggl_u, ggl_v, ggl_lambda).  Status
 * codes as ggl_series: SERSOL_EINCONSISTENT (g(t0,p0) or G v0 + g_t not 0;
 * ggl_residuals), SERSOL_EINDEX (G0 rank deficient or G0 M0^{-1} G0^T
 * singular: the index-3 condition fails), SERSOL_ESINGULAR (M0 singular),
 * SERSOL_EDOMAIN, SERSOL_EINPUT (N < 0). */
int el3_series(ggl_ptr S, const arb_t t0, arb_srcptr p0, arb_srcptr v0, slong N, slong prec);
/* Continues the last el3_series expansion (same prec) to order N: only the
 * new orders are computed, with the same result as el3_series to order N.
 * SERSOL_EINPUT when the last expansion was not a successful el3_series
 * at prec. */
int el3_series_extend(ggl_ptr S, slong N, slong prec);

#ifdef __cplusplus
}
#endif

#endif
