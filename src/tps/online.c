/* Managed online forms: the raw recurrences of src/tps/online_*.c looped over
 * k = 0..n-1.  Same contracts and status codes as the whole-series forms in
 * arith.c and elementary.c: n must not exceed the input lengths (abort:
 * programmer error), domain checks at a_0 return SERSOL_EDOMAIN with the
 * outputs untouched, and outputs may alias inputs (the result is built in a
 * temporary and swapped in). */
#include "online_internal.h"

/* Coefficients beyond the truncation order are unknown: n must not exceed it. */
static void check_length(const tps_t a, slong n)
{
    if (n < 0 || n > a->length)
        flint_abort();
}

/* Moves the n-coefficient result t into res (and releases t). */
static void finish(tps_t res, tps_t t, slong n)
{
    t->length = n;
    if (res != NULL)
        tps_swap(res, t);
    tps_clear(t);
}

void tps_mullow_online(tps_t res, const tps_t a, const tps_t b, slong n, slong prec)
{
    tps_t t;
    slong k;

    check_length(a, n);
    check_length(b, n);
    tps_init2(t, n);
    if (a == b)
        for (k = 0; k < n; k++)
            _tps_sqr_coeff(t->coeffs + k, a->coeffs, k, prec);
    else
        for (k = 0; k < n; k++)
            _tps_mul_coeff(t->coeffs + k, a->coeffs, b->coeffs, k, prec);
    finish(res, t, n);
}

int tps_div_online(tps_t q, const tps_t a, const tps_t b, slong n, slong prec)
{
    tps_t t;
    slong k;

    check_length(a, n);
    check_length(b, n);
    if (n > 0 && !sersol_domain_inv(b->coeffs))
        return SERSOL_EDOMAIN;
    tps_init2(t, n);
    for (k = 0; k < n; k++)
        _tps_div_coeff(t->coeffs, a->coeffs, b->coeffs, k, prec);
    finish(q, t, n);
    return SERSOL_OK;
}

int tps_inv_online(tps_t q, const tps_t b, slong n, slong prec)
{
    tps_t t;
    slong k;

    check_length(b, n);
    if (n > 0 && !sersol_domain_inv(b->coeffs))
        return SERSOL_EDOMAIN;
    tps_init2(t, n);
    for (k = 0; k < n; k++)
        _tps_inv_coeff(t->coeffs, b->coeffs, k, prec);
    finish(q, t, n);
    return SERSOL_OK;
}

/* The raw form of a one-argument function without auxiliary series. */
typedef void (*coeff_fn)(arb_ptr f, arb_srcptr a, slong k, slong prec);

static void unary_online(tps_t res, const tps_t a, slong n, slong prec, coeff_fn fn)
{
    tps_t t;
    slong k;

    tps_init2(t, n);
    for (k = 0; k < n; k++)
        fn(t->coeffs, a->coeffs, k, prec);
    finish(res, t, n);
}

/* The raw form of a function with an auxiliary series w. */
typedef void (*coeff_aux_fn)(arb_ptr f, arb_ptr w, arb_srcptr a, slong k, slong prec);

static void unary_aux_online(tps_t res, const tps_t a, slong n, slong prec, coeff_aux_fn fn)
{
    tps_t t;
    arb_ptr w;
    slong k;

    tps_init2(t, n);
    w = _arb_vec_init(n);
    for (k = 0; k < n; k++)
        fn(t->coeffs, w, a->coeffs, k, prec);
    _arb_vec_clear(w, n);
    finish(res, t, n);
}

int tps_exp_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    unary_online(res, a, n, prec, _tps_exp_coeff);
    return SERSOL_OK;
}

int tps_log_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    unary_online(res, a, n, prec, _tps_log_coeff);
    return SERSOL_OK;
}

int tps_pow_arb_online(tps_t res, const tps_t a, const arb_t e, slong n, slong prec)
{
    tps_t t;
    slong k;

    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    tps_init2(t, n);
    for (k = 0; k < n; k++)
        _tps_pow_arb_coeff(t->coeffs, a->coeffs, e, k, prec);
    finish(res, t, n);
    return SERSOL_OK;
}

int tps_sqrt_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    unary_online(res, a, n, prec, _tps_sqrt_coeff);
    return SERSOL_OK;
}

/* The raw form of a pair (sin, cos) or (sinh, cosh). */
typedef void (*pair_fn)(arb_ptr s, arb_ptr c, arb_srcptr a, slong k, slong prec);

/* s or c may be NULL (that output is not wanted). */
static void pair_online(tps_t s, tps_t c, const tps_t a, slong n, slong prec, pair_fn fn)
{
    tps_t ts, tc;
    slong k;

    tps_init2(ts, n);
    tps_init2(tc, n);
    for (k = 0; k < n; k++)
        fn(ts->coeffs, tc->coeffs, a->coeffs, k, prec);
    finish(s, ts, n);
    finish(c, tc, n);
}

int tps_sin_cos_online(tps_t s, tps_t c, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    pair_online(s, c, a, n, prec, _tps_sin_cos_coeff);
    return SERSOL_OK;
}

int tps_sinh_cosh_online(tps_t s, tps_t c, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    pair_online(s, c, a, n, prec, _tps_sinh_cosh_coeff);
    return SERSOL_OK;
}

int tps_tan_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_tan(a->coeffs, prec))
        return SERSOL_EDOMAIN;
    unary_aux_online(res, a, n, prec, _tps_tan_coeff);
    return SERSOL_OK;
}

int tps_tanh_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    unary_aux_online(res, a, n, prec, _tps_tanh_coeff);
    return SERSOL_OK;
}

int tps_atan_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    unary_aux_online(res, a, n, prec, _tps_atan_coeff);
    return SERSOL_OK;
}

int tps_asin_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_asin(a->coeffs))
        return SERSOL_EDOMAIN;
    unary_aux_online(res, a, n, prec, _tps_asin_coeff);
    return SERSOL_OK;
}

int tps_acos_online(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_asin(a->coeffs))
        return SERSOL_EDOMAIN;
    unary_aux_online(res, a, n, prec, _tps_acos_coeff);
    return SERSOL_OK;
}
