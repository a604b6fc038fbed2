/* Internal helpers of the radius module (not installed). */
#ifndef SERSOL_RADIUS_IMPL_H
#define SERSOL_RADIUS_IMPL_H

#include <math.h>
#include <arb.h>
#include "sersol/radius.h"

/* Working precision of the fits: the data are estimates, 128 bits leaves
 * room for the amplification of polynomial extrapolation. */
#define RADIUS_FIT_PREC 128
/* Highest degree of the polynomial fits in 1/k. */
#define RADIUS_FIT_MAX_DEGREE 5
/* Minimum number of usable coefficients for any estimate. */
#define RADIUS_MIN_USABLE RADIUS_MIN_COEFFS

/* Extrapolation to x = 0 of data y_i at x_i = 1/j_i (j ascending, last j = J):
 * least-squares polynomial fits of degree d = 1..RADIUS_FIT_MAX_DEGREE on the
 * window j >= J/2 and on the shifted window 3J/8 <= j <= 7J/8; the degree
 * with the smallest window difference wins.  Writes the value p(0) in *v0
 * and the slope p'(0) in *v1 with their uncertainties.  Returns 0 when there
 * are too few points (fewer than 6 in a window). */
int _radius_extrapolate(double * v0, double * e0, double * v1, double * e1,
                        const slong * j, arb_srcptr y, slong n);

/* The same with two extra basis columns cos(2 j theta)/j^2, sin(2 j theta)/j^2
 * (theta != 0): the oscillating corrections of the Mercer–Roberts
 * sequences of a conjugate pair at angle theta. */
int _radius_extrapolate_osc(double * v0, double * e0, double * v1, double * e1,
                            const slong * j, arb_srcptr y, slong n, double theta);

/* Least-squares polynomial of degree d through (x_i, y_i), i < n, in the
 * scaled variable, plus (osc != NULL) the two basis columns osc[2i],
 * osc[2i+1]; c0 = p(0), c1 = p'(0) as balls (radius from data radii).
 * Returns 0 when the normal equations cannot be solved. */
int _radius_polyfit_at_zero(arb_t c0, arb_t c1, arb_srcptr x, arb_srcptr y,
                            arb_srcptr osc, slong n, slong d, slong prec);

/* log|a| as a double (a must not contain 0). */
double _radius_log_abs(const arb_t a);

/* Clear an estimate (ok = 0, NAN everywhere). */
void _radius_estimate_clear(radius_method_estimate_struct * est);
/* radius_pade, and how far the second candidate moves between the
 * approximants of J and J - J/2 coefficients (*radius2_err, absolute). */
int _radius_pade_second(radius_method_estimate_struct * est, double * radius2, double * angle2,
                        double * radius2_err, arb_srcptr a, slong len, double scale, slong prec);

/* Least-squares line y = c - lambda k (and optionally + p log k) through
 * the upper hull of (k_i, y_i - p0 log k_i): the Chang–Corliss top line.
 * Returns the number of hull points used (0 on failure). */
slong _radius_top_line(double * lambda, double * p, const double * k,
                       const double * y, slong n, int fit_p);

#endif
