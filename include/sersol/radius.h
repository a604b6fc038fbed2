/* sersol — radius of convergence and nearest-singularity analysis.
 *
 * From the Taylor coefficients a_0 .. a_N of a real power series
 * f(t) = sum a_k (t - t0)^k (any component of any solver, any precision)
 * estimate the radius of convergence R, the argument of the nearest
 * singularity relative to the expansion point t0 and its leading exponent
 * (f ~ C (1 - (t - t0)/t_s)^g near the singularity t_s), each with an
 * uncertainty.  Methods (formulas and references: docs/radius.md):
 *   ratio test / Domb–Sykes plot with polynomial extrapolation in 1/k,
 *   root test: least-squares top-line fit of log|a_k| (Chang–Corliss),
 *   Mercer–Roberts fit for a complex-conjugate pair,
 *   Padé approximant poles (arb_mat_solve, acb_poly_find_roots) with
 *   spurious pole–zero pairs (Froissart doublets) filtered,
 *   Dlog Padé: poles and residues of Padé approximants of f''/f'.
 * Series in t^m (even, odd, ...) are detected from their zero coefficients
 * and analysed in w = t^m.  Everything here is an estimate, not a bound:
 * the uncertainties are heuristic (differences between extrapolation orders
 * and fitting windows), never rigorous enclosures. */
#ifndef SERSOL_RADIUS_H
#define SERSOL_RADIUS_H

#include <stdio.h>
#include <arb.h>
#include "sersol/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum
{
    RADIUS_METHOD_NONE = 0,
    RADIUS_METHOD_RATIO = 1,          /* Domb–Sykes: a_k/a_{k-1} extrapolated in 1/k */
    RADIUS_METHOD_ROOT = 2,           /* Chang–Corliss top-line fit of log|a_k| */
    RADIUS_METHOD_MERCER_ROBERTS = 3, /* conjugate pair: Mercer–Roberts */
    RADIUS_METHOD_PADE = 4,           /* nearest genuine pole of a Padé approximant */
    RADIUS_METHOD_DLOG_PADE = 5,      /* Padé of f''/f': location and exponent (residue) */
    RADIUS_METHOD_COUNT = 6
};

/* One method's estimate, in the variable t of the original series. */
typedef struct
{
    int ok;               /* nonzero when the method produced an estimate */
    double radius;        /* distance of the nearest singularity */
    double radius_err;    /* its (absolute) uncertainty */
    double angle;         /* argument of the nearest singularity, in [0, pi] */
    double angle_err;
    double exponent;      /* leading exponent g; NAN when the method gives none */
    double exponent_err;
}
radius_method_estimate_struct;

/* The combined result.  Angles are arguments of t_s - t0 (the nearest
 * singularity relative to the expansion point, DESIGN.md §5): the series is
 * real, so singularities come in conjugate pairs and `angle` is the one in
 * [0, pi]; 0 = on the positive real axis, pi = negative real axis, otherwise
 * a pair at +-angle.  Doubles: radii may be +inf (entire) but never NaN when
 * the status is SERSOL_OK. */
typedef struct
{
    int entire;           /* 1: no finite singularity detected up to order N;
                             radius is then meaningless and lower_bound holds
                             the estimate "R > lower_bound" */
    int polynomial;       /* 1: a_k is exactly zero for degree < k <= N */
    slong degree;         /* the degree when polynomial */
    double lower_bound;   /* entire: apparent radius at order N (inf for a polynomial) */

    double radius;        /* R, distance of the nearest singularity */
    double radius_err;    /* absolute uncertainty of R */
    double angle;         /* argument of the nearest singularity, in [0, pi];
                             NAN when only the root test (which has no
                             direction) gave an estimate */
    double angle_err;
    int conjugate_pair;   /* 0 < angle < pi: a pair at +-angle */
    slong count;          /* singularities on the circle |t - t0| = R implied by
                             the symmetry (1; 2 for a pair or for +-R of an
                             odd/even series; more for series in t^m) */
    double exponent;      /* leading exponent g: -1 simple pole, -2 double pole,
                             -1/2, 1/2 square-root branch, 0 logarithm, ... */
    double exponent_err;
    slong exponent_num;   /* g as a fraction num/den with den <= 4 when one lies */
    slong exponent_den;   /* within the uncertainty (den = 0 when none does) */

    int method;           /* RADIUS_METHOD_* that decided R and the angle */
    int exponent_method;  /* RADIUS_METHOD_* that gave the exponent */
    int agree;            /* 1: every other successful method agrees within
                             3x the combined uncertainties */
    int ambiguous;        /* 1: a second singularity at nearly the same distance
                             ((R/radius2)^N > RADIUS_AMBIGUITY_LEVEL) */
    double radius2;       /* the second candidate (a genuine Padé pole at a
                             different angle), NAN when none was found */
    double angle2;
    double radius2_err;   /* how far it moves from N to N/2 coefficients: tiny
                             for a pole; for the poles standing for a cut
                             (whose branch point lies nearer) their spread */

    slong period;         /* m: a_k = 0 unless k = offset (mod m) (1 if no symmetry) */
    slong offset;         /* s */
    slong order;          /* index of the highest usable coefficient */
    slong usable;         /* coefficients used (balls not containing 0) */
    int low_order;        /* a finite estimate from J < 16 coefficients (in w)
                             looser than 1e-4 relative: an entire function
                             could give the same; raise the order */
    int drifting;         /* 1: the deciding method's estimate from the first
                             half of the coefficients does not contain this one
                             within its uncertainty (convergence slower than
                             its model of powers of 1/k, e.g. an essential
                             singularity): its uncertainties were widened to
                             4x the drift */
    int essential;        /* 1: the ratio method's exponent falls without bound
                             with the order (below -3 and by more than 1 from
                             the first half of the coefficients to all): an
                             essential singularity is likely; R's uncertainty
                             covers every usable method and no exponent is
                             given */
    int undecided;        /* SERSOL_EACCURACY because the series is too short
                             (J < 16 in w = t^m) to tell a finite radius from
                             an entire function, or (growing set) because
                             the apparent radius still grows: raise the order */
    int growing;          /* with undecided: the apparent radius grew over
                             each of the last two doublings of the order, by
                             more than 15% over the two (an entire function of infinite order,
                             e.g. exp(sin t), or a singularity not yet
                             resolved); lower_bound holds the last one */
    radius_method_estimate_struct est[RADIUS_METHOD_COUNT];   /* per method */
}
radius_result_struct;

typedef radius_result_struct radius_result_t[1];

/* Level of the ambiguity test above (see docs/radius.md). */
#define RADIUS_AMBIGUITY_LEVEL 1e-3

/* The fewest coefficients (and usable ones) radius_estimate works with. */
#define RADIUS_MIN_COEFFS 8

void radius_result_init(radius_result_t res);
void radius_result_clear(radius_result_t res);

/* Full analysis of a_0 .. a_{len-1}.  Fits run at a moderate working
 * precision (prec is used for the Padé linear algebra, capped to 256 bits,
 * and at least 64); log|a_k| is taken from the balls and coefficients whose
 * ball contains 0 are skipped (exact zeros are used as symmetry information).
 * Returns SERSOL_OK, SERSOL_EINPUT when len < 8, SERSOL_EACCURACY when fewer
 * than 8 usable coefficients remain, when no method gives an estimate, or
 * (res->undecided set) when the series is too short to tell a finite
 * radius from an entire function.  On failure res holds no estimate
 * (ok flags cleared). */
int radius_estimate(radius_result_t res, arb_srcptr a, slong len, slong prec);

/* Cheap estimate for step-size control (Jorba–Zou style): least-squares
 * top-line fit of log|a_k| over the last (at most 20) usable coefficients.
 * *R receives the apparent radius (may be large for entire series),
 * *confidence a number in [0, 1] (1: the two halves of the window agree,
 * 0: they differ by a factor 2 or more).  Returns SERSOL_OK or
 * SERSOL_EACCURACY (fewer than 4 usable coefficients; *R = 0). */
int radius_estimate_quick(double * R, double * confidence, arb_srcptr a, slong len);

/* The same fit from precomputed points (k_i, y_i = log|a_{k_i}|), i < n
 * (the last 64 when n > 64), k ascending: the caller chooses the window
 * (e.g. the last 20 nonzero coefficients) and may take the logs from the
 * exponents.  No allocation, no transcendental function but one exp: for
 * step-size control at every step of a solver. */
int radius_estimate_quick_logs(double * R, double * confidence, const double * k,
                               const double * y, slong n);

/* ---- the methods, each on a series a_0..a_{len-1} in its own variable --
 * They write est (ok = 0 when the method does not apply or fails) and
 * return SERSOL_OK or SERSOL_EACCURACY.  No symmetry reduction is done. */
/* Domb–Sykes: r_k = a_k/a_{k-1} = (1/t_s)(1 - (1+g)/k + O(1/k^2)). */
int radius_domb_sykes(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec);
/* Chang–Corliss: log|a_k| = c + p log k - k log R on the top line; g = -1 - p. */
int radius_root_test(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec);
/* Mercer–Roberts: B_k = (a_{k+1}a_{k-1} - a_k^2)/(a_k a_{k-2} - a_{k-1}^2) -> 1/R^2,
 * A_k = (a_{k+1}a_{k-2} - a_k a_{k-1})/(a_k a_{k-2} - a_{k-1}^2) -> 2 cos(theta)/R. */
int radius_mercer_roberts(radius_method_estimate_struct * est, arb_srcptr a, slong len, slong prec);
/* Padé: nearest genuine pole of [L/M] (L = len-1-M, M <= 6) of the series
 * scaled to a_k scale^k (scale > 0: a rough radius, e.g. from the root test;
 * scale <= 0: 1), the second genuine pole at a different angle in
 * *radius2, *angle2 (NAN if none). */
int radius_pade(radius_method_estimate_struct * est, double * radius2, double * angle2,
                arb_srcptr a, slong len, double scale, slong prec);

/* Dlog Padé: the nearest genuine pole of Padé approximants of f''/f' and
 * its residue g - 1 (exponent g; g = 0 for a logarithm).  Needs a_1 .. not
 * all zero; leading zeros of f' are divided out. */
int radius_dlog_pade(radius_method_estimate_struct * est, arb_srcptr a, slong len,
                     double scale, slong prec);

/* Symmetry: the largest-support pattern a_k = 0 unless k = s (mod m),
 * m in 1..8, judged on k >= len/4 (coefficients whose ball contains 0 count
 * as zero).  Returns m (1 when there is none) and writes s. */
slong radius_series_period(slong * offset, arb_srcptr a, slong len);

/* The method's name ("ratio", "root", "mercer-roberts", "pade", "none"). */
const char * radius_method_name(int method);

/* One-line diagnostic for a solver or the CLI, e.g.
 * "singularity ahead at t = 1 (R = 1 +- 4e-16), simple pole", or
 * "complex singularities at t = 0 +1 i and conjugate (...), simple pole",
 * "no finite singularity detected up to order N (R > ...)".  t0 is the
 * expansion point (as a double).  snprintf semantics: returns the length
 * the full message needs, writes at most len bytes. */
int radius_describe(char * buf, slong len, const radius_result_t res, double t0);

/* The type of the singularity with its exponent, for diagnostics:
 * "simple pole (exponent -1)", "algebraic branch point (exponent -1/2)",
 * "logarithmic branch point (exponent 0)", or "singularity (exponent
 * -0.77 +- 0.01)" when no fraction num/den (den <= 4) fits.  snprintf
 * semantics as radius_describe. */
int radius_describe_type(char * buf, slong len, const radius_result_t res);

/* Human-readable multi-line report (used by the CLI and the bench). */
void radius_result_fprint(FILE * f, const radius_result_t res);

#ifdef __cplusplus
}
#endif

#endif
