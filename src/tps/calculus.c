/* Calculus on truncated series: shifts by t^k, derivative, integral, and
 * Horner evaluation of the partial sum (with its derivative). */
#include "sersol/tps.h"

/* res = t^k a: length grows by k, the new low coefficients are exact zeros.
 * res may alias a (coefficients move upward, highest first). */
void tps_shift_left(tps_t res, const tps_t a, slong k)
{
    slong i, len = a->length;

    if (k < 0)
        flint_abort();
    if (res != a)
    {
        tps_set_length(res, 0);
        tps_fit_length(res, len + k);
        _arb_vec_set(res->coeffs + k, a->coeffs, len);
    }
    else
    {
        tps_fit_length(res, len + k);
        for (i = len - 1; i >= 0; i--)
            arb_swap(res->coeffs + i + k, res->coeffs + i);
    }
    _arb_vec_zero(res->coeffs, FLINT_MIN(k, len + k));
    res->length = len + k;
}

/* res = (a - a_0 - ... - a_{k-1} t^{k-1}) / t^k: length shrinks by k (to at
 * least 0).  res may alias a. */
void tps_shift_right(tps_t res, const tps_t a, slong k)
{
    slong i, len = a->length, m;

    if (k < 0)
        flint_abort();
    m = FLINT_MAX(len - k, 0);
    if (res != a)
    {
        tps_set_length(res, 0);
        tps_fit_length(res, m);
        _arb_vec_set(res->coeffs, a->coeffs + k, m);
        res->length = m;
    }
    else
    {
        for (i = 0; i < m; i++)
            arb_swap(res->coeffs + i, res->coeffs + i + k);
        tps_set_length(res, m);   /* zeros the vacated tail */
    }
}

/* (a')_i = (i + 1) a_{i+1}, i = 0 .. len - 2.  Writes len - 1 coefficients
 * (nothing when len <= 1).  res may alias a: a_{i+1} is read before res_i is
 * written and never read again. */
void _tps_derivative(arb_ptr res, arb_srcptr a, slong len, slong prec)
{
    slong i;

    for (i = 0; i + 1 < len; i++)
        arb_mul_ui(res + i, a + i + 1, (ulong) (i + 1), prec);
}

void tps_derivative(tps_t res, const tps_t a, slong prec)
{
    slong m = FLINT_MAX(a->length - 1, 0);

    if (res != a)
    {
        tps_set_length(res, 0);
        tps_fit_length(res, m);
    }
    _tps_derivative(res->coeffs, a->coeffs, a->length, prec);
    tps_set_length(res, m);
}

/* (c + int_0^t a)_0 = c, (..)_k = a_{k-1} / k, k = 1 .. len.  Writes len + 1
 * coefficients.  res may alias a (filled from the top down); c may alias
 * any coefficient of a when res does not alias a, or a_0 when it does. */
void _tps_integral(arb_ptr res, arb_srcptr a, slong len, const arb_t c, slong prec)
{
    slong k;

    for (k = len; k >= 1; k--)
        arb_div_ui(res + k, a + k - 1, (ulong) k, prec);
    arb_set_round(res, c, prec);
}

void tps_integral(tps_t res, const tps_t a, const arb_t c, slong prec)
{
    slong len = a->length;
    arb_t c0;

    /* c may be a coefficient of res or a: keep a copy before res moves */
    arb_init(c0);
    arb_set(c0, c);
    if (res != a)
        tps_set_length(res, 0);
    tps_fit_length(res, len + 1);
    _tps_integral(res->coeffs, a->coeffs, len, c0, prec);
    res->length = len + 1;
    arb_clear(c0);
}

/* y = sum_{k<len} a_k x^k by Horner's rule, y <- y x + a_k from the top.
 * Every step is a ball operation, so y encloses the exact partial sum at
 * every point of x (rounding errors included).  Cost: len - 1 multiplications
 * and additions.  y may alias x or a coefficient of a. */
void _tps_evaluate(arb_t y, arb_srcptr a, slong len, const arb_t x, slong prec)
{
    arb_t s;
    slong k;

    if (len <= 0)
    {
        arb_zero(y);
        return;
    }
    arb_init(s);
    arb_set_round(s, a + len - 1, prec);
    for (k = len - 2; k >= 0; k--)
    {
        arb_mul(s, s, x, prec);
        arb_add(s, s, a + k, prec);
    }
    arb_swap(y, s);
    arb_clear(s);
}

void tps_evaluate(arb_t y, const tps_t a, const arb_t x, slong prec)
{
    _tps_evaluate(y, a->coeffs, a->length, x, prec);
}

/* y = p(x), dy = p'(x) for the partial sum p, in one Horner pass:
 * dy <- dy x + y, then y <- y x + a_k (the derivative of the Horner
 * recurrence).  Cost: 2 (len - 1) multiplications.  y and dy must be
 * distinct; either may alias x or a coefficient of a. */
void _tps_evaluate2(arb_t y, arb_t dy, arb_srcptr a, slong len, const arb_t x, slong prec)
{
    arb_t s, d;
    slong k;

    if (len <= 0)
    {
        arb_zero(y);
        arb_zero(dy);
        return;
    }
    arb_init(s);
    arb_init(d);
    arb_set_round(s, a + len - 1, prec);
    for (k = len - 2; k >= 0; k--)
    {
        arb_mul(d, d, x, prec);
        arb_add(d, d, s, prec);
        arb_mul(s, s, x, prec);
        arb_add(s, s, a + k, prec);
    }
    arb_swap(y, s);
    arb_swap(dy, d);
    arb_clear(s);
    arb_clear(d);
}

void tps_evaluate2(arb_t y, arb_t dy, const tps_t a, const arb_t x, slong prec)
{
    _tps_evaluate2(y, dy, a->coeffs, a->length, x, prec);
}
