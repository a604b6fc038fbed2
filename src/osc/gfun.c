/* Scheifele's G-functions G_n(h, w) = sum_k (-w^2)^k h^(2k+n)/(2k+n)!
 * (seed 002 (27)), and their derivatives. */
#include <math.h>
#include "sersol/osc.h"
#include "osc-impl.h"

void _osc_gfun_series(arb_ptr G, slong n, const arb_t h, const arb_t w, slong prec)
{
    arb_t s, p;
    mag_t R;
    if (n <= 0)
        return;
    arb_init(s); arb_init(p); mag_init(R);
    arb_sqr(s, w, prec);
    arb_get_mag(R, w);
    _osc_even_sums(G, 0, n - 1, s, p, R, h, prec);
    arb_clear(s); arb_clear(p); mag_clear(R);
}

/* Hybrid: for m <= |w h| the recursion G_{m+2} = (h^m/m! - G_m)/w^2 upward
 * from G_0 = cos(wh), G_1 = sin(wh)/w subtracts numbers of comparable size
 * only (h^m/m! >= |w|^-m there); for larger m the series has no
 * cancellation (its terms decrease from the first). */
void osc_gfun(arb_ptr G, slong n, const arb_t h, const arb_t w, slong prec)
{
    mag_t rm;
    double rho;
    slong m, mclosed;
    arb_t w2, hm, sn, cs;

    if (n <= 0)
        return;
    if (arb_is_zero(w))
    {   /* G_m(h, 0) = h^m/m! */
        arb_one(G);
        for (m = 1; m < n; m++)
        {
            arb_mul(G + m, G + m - 1, h, prec);
            arb_div_ui(G + m, G + m, m, prec);
        }
        return;
    }
    mag_init(rm);
    arb_get_mag(rm, w);
    {
        mag_t hmag;
        mag_init(hmag);
        arb_get_mag(hmag, h);
        mag_mul(rm, rm, hmag);
        mag_clear(hmag);
    }
    rho = mag_get_d(rm);
    mag_clear(rm);
    mclosed = (slong) floor(rho);
    if (rho <= 1.0 || arb_contains_zero(w))
    {
        _osc_gfun_series(G, n, h, w, prec);
        return;
    }
    arb_init(w2); arb_init(hm); arb_init(sn); arb_init(cs);
    arb_mul(hm, w, h, prec);
    arb_sin_cos(sn, cs, hm, prec);
    arb_set(G, cs);
    if (n > 1)
        arb_div(G + 1, sn, w, prec);
    arb_sqr(w2, w, prec);
    arb_one(hm);   /* h^m/m! */
    for (m = 0; m + 2 < n && m + 2 <= mclosed; m++)
    {
        if (m > 0)
        {
            arb_mul(hm, hm, h, prec);
            arb_div_ui(hm, hm, m, prec);
        }
        arb_sub(G + m + 2, hm, G + m, prec);
        arb_div(G + m + 2, G + m + 2, w2, prec);
    }
    /* the rest from the series: indices max(2, mclosed + 1) .. n-1 */
    {
        slong first = FLINT_MAX(2, mclosed + 1);
        if (first < n)
        {
            mag_t R;
            arb_t p;
            mag_init(R); arb_init(p);
            arb_get_mag(R, w);
            _osc_even_sums(G + first, first, n - 1, w2, p, R, h, prec);   /* p = 0 */
            mag_clear(R); arb_clear(p);
        }
    }
    arb_clear(w2); arb_clear(hm); arb_clear(sn); arb_clear(cs);
}

/* G'_0 = -w^2 G_1, G'_n = G_{n-1} (n >= 1). */
void osc_gfun_derivative(arb_ptr dG, arb_srcptr G, slong n, const arb_t w, slong prec)
{
    slong k;
    if (n < 2)
        flint_abort();
    arb_sqr(dG, w, prec);
    arb_mul(dG, dG, G + 1, prec);
    arb_neg(dG, dG);
    for (k = 1; k < n; k++)
        arb_set(dG + k, G + k - 1);
}
