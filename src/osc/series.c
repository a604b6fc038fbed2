/* The even-step power series shared by the phi- and G-functions:
 *   S_n = sum_{m >= 0} e_m h^(2m+n)/(2m+n)!,   e_0 = 1, e_1 = -s,
 *   e_m = (-1)^m h_m(a, b)                      (seed 002, Prop. 3 and (27))
 * (h_m the complete homogeneous symmetric polynomial), the solution of
 * e_m = -s e_{m-1} - p e_{m-2} with s = a + b, p = a b.  With a = alpha^2,
 * b = beta^2: the phi-functions, |e_m| <= (m+1) R^(2m), R = max(|alpha|, |beta|);
 * with a = w^2, b = 0: e_m = (-w^2)^m (G-functions). */
#include <math.h>
#include "sersol/osc.h"
#include "osc-impl.h"

/* log2 of the relative tail bound 2 (M+1) rho^(2M) nmin! / (2M+nmin)!. */
static double log2_rel_tail(slong M, double rho, slong nmin)
{
    return 1.0 + log2((double) M + 1) + 2.0 * M * log2(rho)
        + (lgamma((double) nmin + 1) - lgamma(2.0 * M + nmin + 1)) / log(2.0);
}

slong _osc_series_terms(double rho, slong nmin, slong prec)
{
    slong M;
    if (rho <= 0)
        return 1;
    M = (slong) ceil(rho) + 1;
    while (log2_rel_tail(M, rho, nmin) > -(double) prec - 4)
        M += 1 + M / 16;
    return M;
}

/* Tail after M terms of S_n: for M >= rho consecutive term bounds
 * (m+1) R^(2m) |h|^(2m+n)/(2m+n)! decrease at least by 1/2, so the tail is at
 * most twice the first omitted bound. */
static void series_tail(mag_t tail, slong M, slong n, const mag_t R, const mag_t hm)
{
    mag_t t;
    mag_init(t);
    mag_mul(tail, R, hm);
    mag_pow_ui(tail, tail, 2 * M);
    mag_pow_ui(t, hm, n);
    mag_mul(tail, tail, t);
    mag_rfac_ui(t, 2 * M + n);
    mag_mul(tail, tail, t);
    mag_mul_ui(tail, tail, 2 * (M + 1));
    mag_clear(t);
}

void _osc_even_sums(arb_ptr S, slong nmin, slong nmax, const arb_t a, const arb_t b,
                    const mag_t R, const arb_t h, slong prec)
{
    mag_t hm, rho, tail;
    arb_ptr e, w;
    slong M, m, j, n, wlen;

    if (nmax < nmin)
        return;
    mag_init(hm); mag_init(rho); mag_init(tail);
    arb_get_mag(hm, h);
    mag_mul(rho, R, hm);
    if (!(mag_get_d(rho) <= OSC_SERIES_MAX_RHO))
    {   /* about rho terms would be needed: report the sums as unknown */
        for (n = nmin; n <= nmax; n++)
            arb_indeterminate(S + n - nmin);
        mag_clear(hm); mag_clear(rho); mag_clear(tail);
        return;
    }
    M = _osc_series_terms(mag_get_d(rho), nmin, prec);
    if ((double) M < mag_get_d(rho))   /* the tail bound needs M >= rho */
        M = (slong) ceil(mag_get_d(rho)) + 1;

    e = _arb_vec_init(M);
    wlen = nmax + 2 * M;
    w = _arb_vec_init(wlen);
    /* e_m = (-1)^m h_m(a, b), h_m = b h_{m-1} + a^m: sums of nonnegative
     * terms (a, b >= 0), so the balls stay tight.  (The equivalent
     * e_m = -s e_{m-1} - p e_{m-2} would let the radii grow like the
     * root of x^2 = s x + p, (1 + sqrt 2)^m times too fast at a = b.) */
    {
        arb_t am;
        arb_init(am);
        arb_one(am);
        arb_one(e);
        for (m = 1; m < M; m++)
        {
            arb_mul(am, am, a, prec);
            arb_mul(e + m, e + m - 1, b, prec);
            arb_add(e + m, e + m, am, prec);
        }
        for (m = 1; m < M; m += 2)
            arb_neg(e + m, e + m);
        arb_clear(am);
    }
    arb_one(w);
    for (j = 1; j < wlen; j++)
    {
        arb_mul(w + j, w + j - 1, h, prec);
        arb_div_ui(w + j, w + j, j, prec);
    }
    for (n = nmin; n <= nmax; n++)
    {
        arb_dot(S + n - nmin, NULL, 0, e, 1, w + n, 2, M, prec);
        series_tail(tail, M, n, R, hm);
        arb_add_error_mag(S + n - nmin, tail);
    }
    _arb_vec_clear(e, M);
    _arb_vec_clear(w, wlen);
    mag_clear(hm); mag_clear(rho); mag_clear(tail);
}
