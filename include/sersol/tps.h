/* sersol — truncated power series over Arb balls.
 *
 * A tps holds the first `length` Taylor coefficients a_0 .. a_{length-1} of a
 * power series a(t) = sum a_k t^k; nothing is known about the higher ones.
 * Unlike arb_poly, trailing zero coefficients are kept: the length is the
 * truncation order, not a degree.
 *
 * Two layers (CONVENTIONS.md §1):
 *   _tps_foo   raw: arb_ptr arrays, caller-allocated, no allocation inside,
 *              aliasing rule stated per function;
 *   tps_foo    managed: tps_t objects, handles storage and degenerate cases.
 *
 * Two ways to compute f(a):
 *   whole-series  tps_exp(res, a, n, prec): all n coefficients at once
 *                 (delegates to arb_poly_*_series where Arb has a fast one);
 *   online        _tps_exp_coeff(f, a, k, prec): coefficient f_k from a_0..a_k
 *                 and f_0..f_{k-1}.  These are the recurrences of every Taylor
 *                 solver, and f_k is the Adomian polynomial A_k of exp.  The
 *                 managed tps_exp_online(res, a, n, prec) loops k = 0..n-1.
 *
 * Documentation of every function: docs/tps.md. */
#ifndef SERSOL_TPS_H
#define SERSOL_TPS_H

#include <stdio.h>
#include <arb.h>
#include <arb_poly.h>
#include <flint/fmpq.h>
#include "sersol/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct
{
    arb_ptr coeffs;   /* coefficients a_0 .. a_{alloc-1}; a_k for k >= length are zero */
    slong length;     /* number of known coefficients (truncation order) */
    slong alloc;      /* allocated coefficients */
}
tps_struct;

typedef tps_struct tps_t[1];
typedef tps_struct * tps_ptr;
typedef const tps_struct * tps_srcptr;

#define tps_coeff_ptr(a, k) ((a)->coeffs + (k))
#define tps_length(a) ((a)->length)

/* ---- memory (src/tps/memory.c) ---------------------------------------- */
void tps_init(tps_t a);
void tps_init2(tps_t a, slong alloc);
void tps_clear(tps_t a);
void tps_fit_length(tps_t a, slong len);
/* An arb vector of alloc entries (NULL when alloc = 0) grown to new_alloc
 * >= alloc: the entries kept, the new ones initialised to zero (realloc; arb
 * structs move freely).  Returns the vector. */
arb_ptr sersol_arb_vec_grow(arb_ptr v, slong alloc, slong new_alloc);
/* Sets the length to len; new coefficients are zero. */
void tps_set_length(tps_t a, slong len);
void tps_swap(tps_t a, tps_t b);
/* res = a (same length). */
void tps_set(tps_t res, const tps_t a);
/* res = first n coefficients of a (zero-padded when a is shorter). */
void tps_set_round(tps_t res, const tps_t a, slong n, slong prec);
/* Keep only the first n coefficients (no-op if already shorter). */
void tps_truncate(tps_t a, slong n);

/* ---- setting values (src/tps/set.c) ----------------------------------- */
/* The zero series of length n. */
void tps_zero(tps_t a, slong n);
/* The constant c as a series of length n. */
void tps_set_arb(tps_t a, const arb_t c, slong n);
void tps_set_si(tps_t a, slong c, slong n);
/* The series x0 + t (the independent variable around x0), length n. */
void tps_set_var(tps_t a, const arb_t x0, slong n);
/* Sets coefficient k (extending the length with zeros if needed).  These,
 * tps_set_coeff_str and tps_fprint_coeff abort for k < 0. */
void tps_set_coeff_arb(tps_t a, slong k, const arb_t c);
void tps_get_coeff_arb(arb_t c, const tps_t a, slong k);   /* zero for k >= length */
/* Parses an exact number: integer "3", rational "-3/2", decimal "0.1",
 * scientific "1e-3", "-2.5E+10", and rounds it once to prec bits (the ball
 * contains the exact value; never through double).  Returns SERSOL_OK or
 * SERSOL_EINPUT (res unchanged) for a malformed string. */
int sersol_arb_set_exact_str(arb_t res, const char * s, slong prec);
/* The same number as an exact rational (|decimal exponent| <= 100000).
 * Used by the expression module for exact constants. */
int sersol_fmpq_set_exact_str(fmpq_t r, const char * s);
int tps_set_coeff_str(tps_t a, slong k, const char * s, slong prec);
/* Sets a from n strings (coefficients 0..n-1). */
int tps_set_str_vec(tps_t a, const char * const * s, slong n, slong prec);
/* Conversions to and from arb_poly (length kept / zero-padded to n). */
void tps_set_arb_poly(tps_t a, const arb_poly_t p, slong n);
void tps_get_arb_poly(arb_poly_t p, const tps_t a);

/* ---- comparison (src/tps/set.c) --------------------------------------- */
int tps_overlaps(const tps_t a, const tps_t b);          /* same length, every coefficient overlaps */
int tps_contains_fmpq_vec(const tps_t a, const fmpq * v, slong n); /* a_k contains v_k, k < n */
int tps_equal(const tps_t a, const tps_t b);             /* identical balls */

/* ---- printing (src/tps/print.c) --------------------------------------- */
/* Writes coefficient k to D significant digits in scientific notation,
 * e.g. "-9.98949814623850651730667870227408258818e-1", followed by nothing.
 * Digits not guaranteed by the ball are not printed (the number is shortened
 * to the digits the radius supports; see docs/tps.md). */
void tps_fprint_coeff(FILE * f, const tps_t a, slong k, slong digits);
/* Prints "k: coefficient" lines. */
void tps_fprintd(FILE * f, const tps_t a, slong digits);
/* The most significant digits printed (D of the command line is at most
 * 20000; an exact step end at that precision has up to ~70000). */
#define SERSOL_PRINT_MAX_DIGITS 131072
/* Writes x in sersol's output format to D significant digits (or fewer when
 * the ball is wider; "0eN" when no digit is certain; "nan" for a ball that
 * is not finite, "inf"/"-inf" for an exact infinity); the result is a
 * malloc'ed string the caller frees.  D is capped at SERSOL_PRINT_MAX_DIGITS. */
char * sersol_arb_get_str(const arb_t x, slong digits);
/* The significant decimal digits of x when x is an exact finite nonzero
 * number (a dyadic m 2^e has a finite decimal expansion: the digits of
 * m 5^-e when e < 0), else 0; 0 also for a dyadic whose expansion has
 * more than SERSOL_PRINT_MAX_DIGITS digits.  sersol_arb_get_str(x, that)
 * prints x exactly. */
slong sersol_arb_exact_digits(const arb_t x);

/* ---- calculus (src/tps/calculus.c) ------------------------------------ */
/* Shifts: res = t^k a (length + k) ; res = a / t^k (drops a_0..a_{k-1}, length - k). */
void tps_shift_left(tps_t res, const tps_t a, slong k);
void tps_shift_right(tps_t res, const tps_t a, slong k);
/* res = a' (length - 1); res = c + integral_0^t a (length + 1). */
void _tps_derivative(arb_ptr res, arb_srcptr a, slong len, slong prec);
void tps_derivative(tps_t res, const tps_t a, slong prec);
void _tps_integral(arb_ptr res, arb_srcptr a, slong len, const arb_t c, slong prec);
void tps_integral(tps_t res, const tps_t a, const arb_t c, slong prec);
/* Horner evaluation of the partial sum at x; the ball covers the rounding
 * errors of the partial sum (not the truncation error of the series). */
void _tps_evaluate(arb_t y, arb_srcptr a, slong len, const arb_t x, slong prec);
void tps_evaluate(arb_t y, const tps_t a, const arb_t x, slong prec);
/* y = partial sum at x, dy = its derivative at x (one pass). */
void _tps_evaluate2(arb_t y, arb_t dy, arb_srcptr a, slong len, const arb_t x, slong prec);
void tps_evaluate2(arb_t y, arb_t dy, const tps_t a, const arb_t x, slong prec);

/* ---- arithmetic, whole series (src/tps/arith.c) ----------------------- */
/* Results have length n where an n is given, else the length of the inputs
 * (for add/sub, the minimum of the two lengths: beyond it nothing is known). */
void tps_add(tps_t res, const tps_t a, const tps_t b, slong prec);
void tps_sub(tps_t res, const tps_t a, const tps_t b, slong prec);
void tps_neg(tps_t res, const tps_t a);
void tps_scalar_mul_arb(tps_t res, const tps_t a, const arb_t c, slong prec);
void tps_scalar_div_arb(tps_t res, const tps_t a, const arb_t c, slong prec);
void tps_scalar_mul_si(tps_t res, const tps_t a, slong c, slong prec);
/* res = a b mod t^n (n <= min length; Arb's fast mullow). */
void tps_mullow(tps_t res, const tps_t a, const tps_t b, slong n, slong prec);
void tps_sqr(tps_t res, const tps_t a, slong n, slong prec);
/* q = a / b mod t^n; SERSOL_EDOMAIN when b_0 contains 0 (q unchanged). */
int tps_div(tps_t q, const tps_t a, const tps_t b, slong n, slong prec);
int tps_inv(tps_t q, const tps_t b, slong n, slong prec);

/* ---- elementary functions, whole series (src/tps/elementary.c) -------- */
/* Each returns SERSOL_OK, or SERSOL_EDOMAIN (result unchanged) when a_0 is
 * outside the domain (or the ball a_0 touches its boundary). */
int tps_exp(tps_t res, const tps_t a, slong n, slong prec);
int tps_log(tps_t res, const tps_t a, slong n, slong prec);            /* a_0 > 0 */
int tps_pow_arb(tps_t res, const tps_t a, const arb_t e, slong n, slong prec); /* a_0 > 0 */
int tps_sqrt(tps_t res, const tps_t a, slong n, slong prec);           /* a_0 > 0 */
int tps_sin_cos(tps_t s, tps_t c, const tps_t a, slong n, slong prec);
int tps_tan(tps_t res, const tps_t a, slong n, slong prec);            /* cos a_0 != 0 */
int tps_atan(tps_t res, const tps_t a, slong n, slong prec);
int tps_asin(tps_t res, const tps_t a, slong n, slong prec);           /* |a_0| < 1 */
int tps_acos(tps_t res, const tps_t a, slong n, slong prec);           /* |a_0| < 1 */
int tps_sinh_cosh(tps_t s, tps_t c, const tps_t a, slong n, slong prec);
int tps_tanh(tps_t res, const tps_t a, slong n, slong prec);

/* ---- composition and reversion (src/tps/compose.c) -------------------- */
/* res = a(b(t)) mod t^n; SERSOL_EDOMAIN unless b_0 = 0 exactly. */
int tps_compose(tps_t res, const tps_t a, const tps_t b, slong n, slong prec);
/* res = the series r with a(r(t)) = t mod t^n; needs a_0 = 0 exactly and
 * a_1 not containing 0 (else SERSOL_EDOMAIN). */
int tps_revert(tps_t res, const tps_t a, slong n, slong prec);

/* ---- online recurrences (src/tps/online_*.c) --------------------------
 * Raw layer.  Each computes coefficient k of the result from coefficients
 * 0..k of the argument(s) and 0..k-1 of the result (and of the auxiliary
 * series w, which the function also extends to coefficient k).  k = 0
 * computes the value at a_0.  No domain checks (the managed layer and the
 * kernel check at k = 0).  Aliasing: outputs must not alias inputs.       */
/* c_k = sum_{j=0}^k a_j b_{k-j}  (Cauchy product, one coefficient) */
void _tps_mul_coeff(arb_t c, arb_srcptr a, arb_srcptr b, slong k, slong prec);
void _tps_sqr_coeff(arb_t c, arb_srcptr a, slong k, slong prec);
/* q = a / b:  q_k = (a_k - sum_{j=1}^k b_j q_{k-j}) / b_0 ; writes q[k] */
void _tps_div_coeff(arb_ptr q, arb_srcptr a, arb_srcptr b, slong k, slong prec);
void _tps_inv_coeff(arb_ptr q, arb_srcptr b, slong k, slong prec);
/* f = exp(a):  k f_k = sum_{j=1}^k j a_j f_{k-j} */
void _tps_exp_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec);
/* f = log(a):  a_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j a_{k-j} */
void _tps_log_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec);
/* f = a^e:  a_0 k f_k = sum_{j=1}^k (e j - (k - j)) a_j f_{k-j} */
void _tps_pow_arb_coeff(arb_ptr f, arb_srcptr a, const arb_t e, slong k, slong prec);
/* f = sqrt(a):  2 f_0 f_k = a_k - sum_{j=1}^{k-1} f_j f_{k-j} */
void _tps_sqrt_coeff(arb_ptr f, arb_srcptr a, slong k, slong prec);
/* s = sin a, c = cos a:  k s_k = sum j a_j c_{k-j},  k c_k = -sum j a_j s_{k-j} */
void _tps_sin_cos_coeff(arb_ptr s, arb_ptr c, arb_srcptr a, slong k, slong prec);
void _tps_sinh_cosh_coeff(arb_ptr s, arb_ptr c, arb_srcptr a, slong k, slong prec);
/* f = tan a, w = 1 + f^2:  k f_k = sum j a_j w_{k-j} */
void _tps_tan_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);
/* f = tanh a, w = 1 - f^2 */
void _tps_tanh_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);
/* f = atan a, w = 1 + a^2:  w_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j w_{k-j} */
void _tps_atan_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);
/* f = asin a, w = sqrt(1 - a^2):  w_0 k f_k = k a_k - sum_{j=1}^{k-1} j f_j w_{k-j} */
void _tps_asin_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);
/* f = acos a = pi/2 - asin a, same w */
void _tps_acos_coeff(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);

/* ---- online, managed (src/tps/online.c) -------------------------------
 * The same functions computed coefficient by coefficient with the raw
 * recurrences above; same contracts and status codes as the whole-series
 * forms.  Used by tests (online and whole-series must overlap) and as a
 * reference for the kernel. */
void tps_mullow_online(tps_t res, const tps_t a, const tps_t b, slong n, slong prec);
int tps_div_online(tps_t q, const tps_t a, const tps_t b, slong n, slong prec);
int tps_inv_online(tps_t q, const tps_t b, slong n, slong prec);
int tps_exp_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_log_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_pow_arb_online(tps_t res, const tps_t a, const arb_t e, slong n, slong prec);
int tps_sqrt_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_sin_cos_online(tps_t s, tps_t c, const tps_t a, slong n, slong prec);
int tps_tan_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_atan_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_asin_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_acos_online(tps_t res, const tps_t a, slong n, slong prec);
int tps_sinh_cosh_online(tps_t s, tps_t c, const tps_t a, slong n, slong prec);
int tps_tanh_online(tps_t res, const tps_t a, slong n, slong prec);

/* Domain checks used by the managed layers and the kernel: nonzero when the
 * function is defined (and analytic) at every point of the ball x. */
int sersol_domain_inv(const arb_t x);     /* x != 0 */
int sersol_domain_log(const arb_t x);     /* x > 0 */
int sersol_domain_asin(const arb_t x);    /* -1 < x < 1 */
int sersol_domain_asin_value(const arb_t x);  /* -1 <= x <= 1: the value of asin, acos
                                               * (a constant, not a series) */
int sersol_domain_tan(const arb_t x, slong prec);  /* cos x != 0 */

#ifdef __cplusplus
}
#endif

#endif
