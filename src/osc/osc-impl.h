/* Internal helpers of module osc (not installed). */
#ifndef SERSOL_OSC_IMPL_H
#define SERSOL_OSC_IMPL_H

#include <arb.h>

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

#endif
