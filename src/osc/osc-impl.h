/* Internal helpers of module osc (not installed). */
#ifndef SERSOL_OSC_IMPL_H
#define SERSOL_OSC_IMPL_H

#include <arb.h>
#include "sersol/osc.h"

/* S[n - nmin] = sum_m e_m h^(2m+n)/(2m+n)!, n = nmin..nmax,
 * e_m = (-1)^m h_m(a, b) (a, b >= 0); R^2 >= max(a, b).  The sums need
 * about rho = R|h| terms: above OSC_SERIES_MAX_RHO they are set to
 * indeterminate balls (a step of 10^5 radians is never what a caller wants;
 * the solver then reports SERSOL_EACCURACY). */
#define OSC_SERIES_MAX_RHO 1e5
void _osc_even_sums(arb_ptr S, slong nmin, slong nmax, const arb_t a, const arb_t b,
                    const mag_t R, const arb_t h, slong prec);
/* Number of terms M for relative tail 2^-prec at rho = R|h|. */
slong _osc_series_terms(double rho, slong nmin, slong prec);
/* Guard bits added to every managed computation. */
#define OSC_GUARD_BITS 20

/* The step's basis at tau (a point or a ball): B[n], dB[n] (n < max(order
 * + 1, 4)) = phi_n, phi'_n; G_n, G'_n; or tau^n/n!, tau^(n-1)/(n-1)! by
 * the solver's method (src/osc/solver.c). */
void _osc_solver_basis(arb_ptr B, arb_ptr dB, const osc_solver_struct * S, const arb_t tau,
                       slong prec);
/* dB = the derivatives of the functions whose values are B (the linear map
 * (19)-(22), G'_n = G_{n-1}, or the shift): applied to B' it gives B''. */
void _osc_solver_basis_derivative(arb_ptr dB, arb_srcptr B, const osc_solver_struct * S,
                                  slong prec);
/* The residual check of a step (src/osc/residual.c): 1 when the step's
 * solution (the solver's coefficients b_n, dim each) misses the equation
 * inside the step of length h from S->t; S->residual_t is then the time
 * of the miss. */
int _osc_residual_missed(osc_solver_struct * S, arb_srcptr b, const arb_t h);
void _osc_residual_clear(osc_solver_struct * S);

#endif
