/* Composition a(b(t)) and reversion (the compositional inverse), delegating
 * to Arb's _arb_poly_compose_series (Horner or Brent-Kung baby-step
 * giant-step) and _arb_poly_revert_series (Lagrange inversion or Newton). */
#include "sersol/tps.h"

/* Coefficients beyond the truncation order are unknown: n must not exceed it. */
static void check_length(const tps_t a, slong n)
{
    if (n < 0 || n > a->length)
        flint_abort();
}

int tps_compose(tps_t res, const tps_t a, const tps_t b, slong n, slong prec)
{
    tps_t t;

    check_length(a, n);
    check_length(b, n);
    if (n > 0 && !arb_is_zero(b->coeffs))
        return SERSOL_EDOMAIN;
    /* a temporary: Arb's routine does not allow aliasing, and res may be a or b */
    tps_init2(t, n);
    if (n > 0)
        _arb_poly_compose_series(t->coeffs, a->coeffs, n, b->coeffs, n, n, prec);
    t->length = n;
    tps_swap(res, t);
    tps_clear(t);
    return SERSOL_OK;
}

int tps_revert(tps_t res, const tps_t a, slong n, slong prec)
{
    tps_t t;

    check_length(a, n);
    if (n > 0 && !arb_is_zero(a->coeffs))
        return SERSOL_EDOMAIN;
    if (a->length > 1 && arb_contains_zero(a->coeffs + 1))
        return SERSOL_EDOMAIN;
    tps_init2(t, n);
    if (n >= 2)
        _arb_poly_revert_series(t->coeffs, a->coeffs, n, n, prec);
    t->length = n;   /* for n = 1 the reversion is the zero series */
    tps_swap(res, t);
    tps_clear(t);
    return SERSOL_OK;
}
