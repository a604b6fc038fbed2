/* Whole-series arithmetic: add, sub, scalar multiples, products, quotients. */
#include "sersol/tps.h"

/* Prepares res for an n-coefficient result that may alias an input. */
static void tps_prepare(tps_t res, slong n)
{
    tps_fit_length(res, n);
    if (res->length > n)
        _arb_vec_zero(res->coeffs + n, res->length - n);
    res->length = n;
}

void tps_add(tps_t res, const tps_t a, const tps_t b, slong prec)
{
    slong n = FLINT_MIN(a->length, b->length);
    tps_prepare(res, n);
    _arb_vec_add(res->coeffs, a->coeffs, b->coeffs, n, prec);
}

void tps_sub(tps_t res, const tps_t a, const tps_t b, slong prec)
{
    slong n = FLINT_MIN(a->length, b->length);
    tps_prepare(res, n);
    _arb_vec_sub(res->coeffs, a->coeffs, b->coeffs, n, prec);
}

void tps_neg(tps_t res, const tps_t a)
{
    slong n = a->length;
    tps_prepare(res, n);
    _arb_vec_neg(res->coeffs, a->coeffs, n);
}

void tps_scalar_mul_arb(tps_t res, const tps_t a, const arb_t c, slong prec)
{
    slong n = a->length;
    tps_prepare(res, n);
    _arb_vec_scalar_mul(res->coeffs, a->coeffs, n, c, prec);
}

void tps_scalar_div_arb(tps_t res, const tps_t a, const arb_t c, slong prec)
{
    slong n = a->length;
    tps_prepare(res, n);
    _arb_vec_scalar_div(res->coeffs, a->coeffs, n, c, prec);
}

void tps_scalar_mul_si(tps_t res, const tps_t a, slong c, slong prec)
{
    slong k, n = a->length;
    tps_prepare(res, n);
    for (k = 0; k < n; k++)
        arb_mul_si(res->coeffs + k, a->coeffs + k, c, prec);
}

/* Inputs shorter than n are a programmer error: coefficients beyond the
 * truncation order are unknown, not zero. */
static void tps_check_lengths(const tps_t a, slong n)
{
    if (n < 0 || n > a->length)
        flint_abort();
}

void tps_mullow(tps_t res, const tps_t a, const tps_t b, slong n, slong prec)
{
    tps_check_lengths(a, n);
    tps_check_lengths(b, n);
    if (n == 0)
    {
        tps_zero(res, 0);
        return;
    }
    if (res == a || res == b)
    {
        tps_t t;
        tps_init2(t, n);
        _arb_poly_mullow(t->coeffs, a->coeffs, n, b->coeffs, n, n, prec);
        t->length = n;
        tps_swap(res, t);
        tps_clear(t);
        return;
    }
    tps_prepare(res, n);
    _arb_poly_mullow(res->coeffs, a->coeffs, n, b->coeffs, n, n, prec);
}

void tps_sqr(tps_t res, const tps_t a, slong n, slong prec)
{
    tps_mullow(res, a, a, n, prec);
}

int sersol_domain_inv(const arb_t x)
{
    return !arb_contains_zero(x);
}

int tps_div(tps_t q, const tps_t a, const tps_t b, slong n, slong prec)
{
    tps_t t;

    tps_check_lengths(a, n);
    tps_check_lengths(b, n);
    if (n == 0)
    {
        tps_zero(q, 0);
        return SERSOL_OK;
    }
    if (!sersol_domain_inv(b->coeffs))
        return SERSOL_EDOMAIN;
    if (q != a && q != b)
    {
        tps_prepare(q, n);
        _arb_poly_div_series(q->coeffs, a->coeffs, n, b->coeffs, n, n, prec);
        return SERSOL_OK;
    }
    tps_init2(t, n);
    _arb_poly_div_series(t->coeffs, a->coeffs, n, b->coeffs, n, n, prec);
    t->length = n;
    tps_swap(q, t);
    tps_clear(t);
    return SERSOL_OK;
}

int tps_inv(tps_t q, const tps_t b, slong n, slong prec)
{
    tps_t t;

    tps_check_lengths(b, n);
    if (n == 0)
    {
        tps_zero(q, 0);
        return SERSOL_OK;
    }
    if (!sersol_domain_inv(b->coeffs))
        return SERSOL_EDOMAIN;
    if (q != b)
    {
        tps_prepare(q, n);
        _arb_poly_inv_series(q->coeffs, b->coeffs, n, n, prec);
        return SERSOL_OK;
    }
    tps_init2(t, n);
    _arb_poly_inv_series(t->coeffs, b->coeffs, n, n, prec);
    t->length = n;
    tps_swap(q, t);
    tps_clear(t);
    return SERSOL_OK;
}
