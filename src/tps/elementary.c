/* Elementary functions of whole series, delegating to Arb's arb_poly_*_series
 * (Newton iteration or basecase recurrences, whichever Arb picks). */
#include "sersol/tps.h"

int sersol_domain_log(const arb_t x)
{
    return arb_is_positive(x);
}

/* |x| < 1 (strict) or |x| <= 1, certainly. */
static int abs_below_one(const arb_t x, int strict)
{
    arb_t t;
    int ok;
    arb_init(t);
    arb_abs(t, x);
    arb_sub_ui(t, t, 1, MAG_BITS);
    ok = strict ? arb_is_negative(t) : arb_is_nonpositive(t);
    arb_clear(t);
    return ok;
}

int sersol_domain_asin(const arb_t x)
{
    return abs_below_one(x, 1);
}

int sersol_domain_asin_value(const arb_t x)
{
    return abs_below_one(x, 0);
}

int sersol_domain_tan(const arb_t x, slong prec)
{
    arb_t c;
    int ok;
    arb_init(c);
    arb_cos(c, x, prec + 10);
    ok = !arb_contains_zero(c);
    arb_clear(c);
    return ok;
}

/* The function pointer type of Arb's raw series functions. */
typedef void (*series_fn)(arb_ptr res, arb_srcptr f, slong flen, slong n, slong prec);

/* Prepares res to receive n coefficients written by a raw function (which
 * overwrites them): the allocation grows, coefficients beyond n are zeroed. */
static void prepare_output(tps_t res, slong n)
{
    tps_fit_length(res, n);
    if (res->length > n)
        _arb_vec_zero(res->coeffs + n, res->length - n);
    res->length = n;
}

/* res = fn(a) mod t^n; Arb's raw functions forbid aliasing, so an aliased
 * res goes through a temporary (otherwise no allocation beyond res's own). */
static void apply_series(tps_t res, const tps_t a, slong n, slong prec, series_fn fn)
{
    tps_t t;

    if (res != a)
    {
        prepare_output(res, n);
        if (n > 0)
            fn(res->coeffs, a->coeffs, n, n, prec);
        return;
    }
    tps_init2(t, n);
    if (n > 0)
        fn(t->coeffs, a->coeffs, n, n, prec);
    t->length = n;
    tps_swap(res, t);
    tps_clear(t);
}

/* Two outputs s, c (either may be NULL) of a raw function with the shape of
 * _arb_poly_sin_cos_series; direct when neither aliases a. */
typedef void (*series_pair_fn)(arb_ptr s, arb_ptr c, arb_srcptr a, slong alen, slong n, slong prec);

static void apply_series_pair(tps_t s, tps_t c, const tps_t a, slong n, slong prec, series_pair_fn fn)
{
    tps_t ts, tc;

    if (s != NULL && c != NULL && s != a && c != a && s != c)
    {
        prepare_output(s, n);
        prepare_output(c, n);
        if (n > 0)
            fn(s->coeffs, c->coeffs, a->coeffs, n, n, prec);
        return;
    }
    tps_init2(ts, n);
    tps_init2(tc, n);
    if (n > 0)
        fn(ts->coeffs, tc->coeffs, a->coeffs, n, n, prec);
    ts->length = tc->length = n;
    if (s != NULL)
        tps_swap(s, ts);
    if (c != NULL)
        tps_swap(c, tc);
    tps_clear(ts);
    tps_clear(tc);
}

/* Coefficients beyond the truncation order are unknown: n must not exceed it. */
static void check_length(const tps_t a, slong n)
{
    if (n < 0 || n > a->length)
        flint_abort();
}

int tps_exp(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    apply_series(res, a, n, prec, _arb_poly_exp_series);
    return SERSOL_OK;
}

int tps_log(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    apply_series(res, a, n, prec, _arb_poly_log_series);
    return SERSOL_OK;
}

int tps_sqrt(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    apply_series(res, a, n, prec, _arb_poly_sqrt_series);
    return SERSOL_OK;
}

int tps_pow_arb(tps_t res, const tps_t a, const arb_t e, slong n, slong prec)
{
    tps_t t;

    check_length(a, n);
    if (n > 0 && !sersol_domain_log(a->coeffs))
        return SERSOL_EDOMAIN;
    tps_init2(t, n);
    if (n > 0)
        _arb_poly_pow_arb_series(t->coeffs, a->coeffs, n, e, n, prec);
    t->length = n;
    tps_swap(res, t);
    tps_clear(t);
    return SERSOL_OK;
}

int tps_atan(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    apply_series(res, a, n, prec, _arb_poly_atan_series);
    return SERSOL_OK;
}

int tps_asin(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_asin(a->coeffs))
        return SERSOL_EDOMAIN;
    apply_series(res, a, n, prec, _arb_poly_asin_series);
    return SERSOL_OK;
}

int tps_acos(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_asin(a->coeffs))
        return SERSOL_EDOMAIN;
    apply_series(res, a, n, prec, _arb_poly_acos_series);
    return SERSOL_OK;
}

int tps_tan(tps_t res, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    if (n > 0 && !sersol_domain_tan(a->coeffs, prec))
        return SERSOL_EDOMAIN;
    apply_series(res, a, n, prec, _arb_poly_tan_series);
    return SERSOL_OK;
}

/* tanh a = (exp(2a) - 1) / (exp(2a) + 1): defined for every real a.  With
 * b = a - a_0 (b_0 = 0) and E = exp(2b) (E_0 = 1 exactly), exp(2a) - 1 =
 * expm1(2 a_0) + exp(2 a_0) (E - 1): the constant term comes from arb_expm1,
 * so a tiny a_0 (10^-30) keeps its relative accuracy (exp(2a) - 1 would
 * cancel nearly all of it). */
int tps_tanh(tps_t res, const tps_t a, slong n, slong prec)
{
    arb_ptr e, num;
    arb_t c;
    tps_t q;
    slong wp = prec + 10;

    check_length(a, n);
    tps_init2(q, n);
    if (n > 0)
    {
        e = _arb_vec_init(n);
        num = _arb_vec_init(n);
        arb_init(c);
        _arb_vec_scalar_mul_2exp_si(e, a->coeffs, n, 1);
        arb_exp(c, e, wp);                      /* exp(2 a_0) */
        arb_expm1(num, e, wp);                  /* exp(2 a_0) - 1 */
        arb_zero(e);
        _arb_poly_exp_series(e, e, n, n, wp);   /* E = exp(2b) */
        _arb_vec_scalar_mul(num + 1, e + 1, n - 1, c, wp);
        _arb_vec_set(e, num, n);
        arb_add_ui(e, e, 2, wp);                /* exp(2a) + 1 */
        _arb_poly_div_series(q->coeffs, num, n, e, n, n, prec);
        arb_clear(c);
        _arb_vec_clear(e, n);
        _arb_vec_clear(num, n);
    }
    q->length = n;
    tps_swap(res, q);
    tps_clear(q);
    return SERSOL_OK;
}

int tps_sin_cos(tps_t s, tps_t c, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    apply_series_pair(s, c, a, n, prec, _arb_poly_sin_cos_series);
    return SERSOL_OK;
}

int tps_sinh_cosh(tps_t s, tps_t c, const tps_t a, slong n, slong prec)
{
    check_length(a, n);
    apply_series_pair(s, c, a, n, prec, _arb_poly_sinh_cosh_series);
    return SERSOL_OK;
}
