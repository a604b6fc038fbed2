/* Storage of truncated power series: init/clear, growth, length. */
#include "sersol/tps.h"

void tps_init(tps_t a)
{
    a->coeffs = NULL;
    a->length = 0;
    a->alloc = 0;
}

void tps_init2(tps_t a, slong alloc)
{
    tps_init(a);
    tps_fit_length(a, alloc);
}

void tps_clear(tps_t a)
{
    if (a->alloc > 0)
        _arb_vec_clear(a->coeffs, a->alloc);
    tps_init(a);
}

arb_ptr sersol_arb_vec_grow(arb_ptr v, slong alloc, slong new_alloc)
{
    slong i;
    if (new_alloc <= alloc)
        return v;
    v = flint_realloc(v, new_alloc * sizeof(arb_struct));
    for (i = alloc; i < new_alloc; i++)
        arb_init(v + i);
    return v;
}

/* Grows the allocation to at least len coefficients (amortised doubling, so
 * online use that appends one coefficient at a time stays linear). */
void tps_fit_length(tps_t a, slong len)
{
    slong new_alloc;

    if (len < 0)
        flint_abort();
    if (len <= a->alloc)
        return;
    new_alloc = FLINT_MAX(len, 2 * a->alloc);
    a->coeffs = sersol_arb_vec_grow(a->coeffs, a->alloc, new_alloc);
    a->alloc = new_alloc;
}

void tps_set_length(tps_t a, slong len)
{
    slong i;

    tps_fit_length(a, len);
    for (i = len; i < a->length; i++)
        arb_zero(a->coeffs + i);
    a->length = len;
}

void tps_truncate(tps_t a, slong n)
{
    if (n < a->length)
        tps_set_length(a, n);
}

void tps_swap(tps_t a, tps_t b)
{
    tps_struct t = *a;
    *a = *b;
    *b = t;
}

void tps_set(tps_t res, const tps_t a)
{
    if (res == a)
        return;
    tps_set_length(res, 0);
    tps_fit_length(res, a->length);
    _arb_vec_set(res->coeffs, a->coeffs, a->length);
    res->length = a->length;
}

void tps_set_round(tps_t res, const tps_t a, slong n, slong prec)
{
    slong m = FLINT_MIN(n, a->length);

    if (res != a)
    {
        tps_set_length(res, 0);
        tps_fit_length(res, n);
    }
    else
        tps_fit_length(res, n);
    _arb_vec_set_round(res->coeffs, a->coeffs, m, prec);
    _arb_vec_zero(res->coeffs + m, FLINT_MAX(0, n - m));
    if (res == a && n < a->length)
        _arb_vec_zero(res->coeffs + n, a->length - n);
    res->length = n;
}
