/* Relaxed Cauchy products: coefficient n of c = u v as soon as u_0..u_n and
 * v_0..v_n are known, in O(M(N) log N) for N coefficients instead of the
 * O(N^2) of one Cauchy sum per coefficient (van der Hoeven, "Relax, but
 * don't be too lazy", J. Symb. Comput. 34 (2002); the Fischer–Stockmeyer
 * tiling).  See docs/kernel.md "Blocks".
 *
 * The quadrant of index pairs (i, j) (term u_i v_j of c_{i+j}) is tiled by
 *   - the thin part min(i, j) < S - 1 (S = 16 or 32, relaxed_square_min):
 *     added term by term, two short arb_dot per coefficient;
 *   - squares [p-1, 2p-1) x [(q-1)p-1, qp-1) for p = S, 2S, 4S, ..., q >= 2,
 *     and their mirror images (q >= 3; q = 2 is the diagonal square).
 * A square needs u and v up to index qp - 2 and contributes to c_{qp-2} and
 * beyond, so it is added (one exact integer product of two length-p blocks
 * rounded to the order's precision, block_addmul) at step n = qp - 2, i.e.
 * when p divides n + 2.  Every pair is covered once.
 *
 * One core, _kernel_relaxed_step, works on raw arb arrays; the products of
 * the kernel's blocks (factors in slots) and the public
 * kernel_relaxed_product_t (factors given by the caller, e.g. the convolution
 * sums of the ggl and el3 recursions) both call it. */
#include <math.h>
#include <string.h>
#include <arb_poly.h>
#include "kernel_impl.h"

/* The smallest square S (a power of 2), a function of the length only so
 * that every step of a product uses the same tiling.  Below S the terms are
 * added by dot products: a product of two blocks of 16 costs about as much
 * as the 256 terms by arb_dot at 400-1000 bits but 1.5x less at 2000-3400
 * bits (docs/kernel.md "Where the time goes").  Long products come with
 * high precision in the solvers (order ~ 1.15 x digits at 1000 digits), so
 * they use S = 16: 6% fewer instructions at order 1162 / 3364 bits (S = 8:
 * 6% more); at order 240 / 700 bits S = 16 costs 2% more, at 356 / 1039
 * bits 1% less. */
#define RELAXED_LONG 512

static slong relaxed_square_min(slong len)
{
    return (len >= RELAXED_LONG) ? 16 : 32;
}

/* c_n += sum of u_i v_{n-i} over the thin part min(i, n - i) < S - 1:
 * i in [0, m1) and i in [lo2, n]; t is scratch. */
static void relaxed_thin(arb_t cn, arb_srcptr u, arb_srcptr v, slong n, slong S, arb_t t,
                         slong prec)
{
    slong m1 = FLINT_MIN(S - 2, n) + 1;
    slong lo2 = FLINT_MAX(m1, n - (S - 2));

    arb_dot(t, cn, 0, u, 1, v + n, -1, m1, prec);
    arb_swap(cn, t);
    if (lo2 <= n)
    {
        arb_dot(t, cn, 0, u + lo2, 1, v + n - lo2, -1, n - lo2 + 1, prec);
        arb_swap(cn, t);
    }
}

/* t = the coefficients x_0..x_{p-1} rounded to prec bits. */
static void round_block(arb_ptr t, arb_srcptr x, slong p, slong prec)
{
    slong i;
    for (i = 0; i < p; i++)
        arb_set_round(t + i, x + i, prec);
}

/* tmp = (x_0..x_{p-1}) (y_0..y_{p-1}) mod t^m with both factors rounded to
 * prec bits first (the early coefficients of a series computed with a
 * precision schedule carry more bits than the product needs, and
 * _arb_poly_mullow would multiply them all); w has 2p entries. */
static void block_mullow(arb_ptr tmp, arb_srcptr x, arb_srcptr y, slong p, slong m, arb_ptr w,
                         slong prec)
{
    round_block(w, x, p, prec);
    if (x == y)
    {
        _arb_poly_mullow(tmp, w, p, w, p, m, prec);
        return;
    }
    round_block(w + p, y, p, prec);
    _arb_poly_mullow(tmp, w, p, w + p, p, m, prec);
}

/* ---- one square added into c: exact integer product of rounded blocks ----
 *
 * c_k += sum_{a+b=k} x_a y_b for k < m (twice that when twice is set): the
 * product of one square, replacing block_mullow + _arb_vec_add (11% fewer
 * instructions for a whole block at order 1162, docs/kernel.md).  Like Arb's
 * _arb_poly_mullow_block it scales coefficient a by 2^(-s a) (s: the mean
 * slope of the exponents) and multiplies integer polynomials exactly
 * (_fmpz_poly_mullow; Karatsuba for 16-blocks from 900 bits, where it beats
 * FLINT's choice, Schönhage-Strassen: 3% fewer instructions in all at order
 * 1162); unlike it, each factor is rounded while it is
 * converted, to the fixed point 2^(B + s a) with B = (smallest scaled
 * exponent) - prec - RELAXED_GUARD (so every coefficient keeps at least
 * prec bits), the radii are bounded in double precision, and the result is
 * added straight into c (rounded at prec, the rounding error in the radius).
 * Radius added to c_k, with X = |mid x| + conversion error and
 * R = rad x + conversion error (error < 2^(B + s a)), upper bounds:
 *     sum_{a+b=k} X_a Ry_b + Rx_a (Y_b + Ry_b),
 * two double convolutions of entries scaled to at most 2 (entries below
 * 2^-500 of the largest replaced by 2^-500: still upper bounds, and no
 * product underflows), the sums multiplied by 1 + 2^-30 (at most 2p
 * roundings of 2^-53 each, p < 2^20).  Returns 0, having added nothing,
 * when a factor has an infinite or huge-exponent entry, sizes spread over
 * more than RELAXED_SPREAD bits after scaling, or radii 2^500 above the
 * midpoints: the caller then uses block_mullow (Arb splits such blocks). */
#define RELAXED_GUARD 8
#define RELAXED_SPREAD 256
#define RELAXED_DBL_FLOOR (-500)
#define RELAXED_RADIUS_SPREAD 400

/* The slong exponent of a finite nonzero arf or mag exponent, or 0 (with
 * *ok cleared) when it is huge. */
static slong small_exp(const fmpz_t e, int * ok)
{
    if (COEFF_IS_MPZ(*e) || *e > (WORD(1) << 40) || *e < -(WORD(1) << 40))
    {
        *ok = 0;
        return 0;
    }
    return *e;
}

/* t * 2^e as a double upper bound (t a mag, entries below 2^FLOOR -> 2^FLOOR). */
static double mag_scaled_d(const mag_t t, slong e, int * ok)
{
    slong x;
    if (mag_is_zero(t))
        return 0.0;
    x = small_exp(MAG_EXPREF(t), ok) + e;
    if (x < RELAXED_DBL_FLOOR)
        return ldexp(1.0, RELAXED_DBL_FLOOR);
    if (x > 8)
    {
        *ok = 0;
        return 0.0;
    }
    return ldexp((double) MAG_MAN(t), x - MAG_BITS);
}

/* Block x (len entries): the integers I_a with x_a ~ I_a 2^(B + s a), and
 * the doubles X_a = |mid x_a| 2^(-s a - top), R_a = (rad x_a + conversion
 * error) 2^(-s a - rtop); *top, *rtop, *B set; rm: len mags of scratch.
 * Returns 0 when the block is not representable. */
static int block_to_fixed(fmpz * I, double * X, double * R, mag_ptr rm, slong * top,
                          slong * rtop, slong * B, arb_srcptr x, slong len, slong s, slong prec)
{
    slong a, rt = WORD_MIN, rlo = WORD_MAX, tp = WORD_MIN, lo = WORD_MAX, ta, ra;
    int ok = 1, mids_zero;
    mag_t t, err;

    for (a = 0; a < len; a++)
    {
        if (!arb_is_finite(x + a))
            return 0;
        if (!arf_is_zero(arb_midref(x + a)))
        {
            ta = small_exp(ARF_EXPREF(arb_midref(x + a)), &ok) - s * a;
            tp = FLINT_MAX(tp, ta);
            lo = FLINT_MIN(lo, ta);
        }
    }
    if (!ok)
        return 0;
    mids_zero = (tp == WORD_MIN);
    if (mids_zero)
        tp = lo = 0;
    if (tp - lo > RELAXED_SPREAD)
        return 0;                       /* sizes far from geometric: Arb's blocks */
    *top = tp;
    *B = lo - prec - RELAXED_GUARD;
    mag_init(t);
    mag_init(err);
    for (a = 0; a < len && ok; a++)
    {
        mag_set(rm + a, arb_radref(x + a));
        arf_get_mag(t, arb_midref(x + a));
        if (arf_get_fmpz_fixed_si(I + a, arb_midref(x + a), *B + s * a))
        {
            mag_one(err);       /* the conversion error is below 2^(B + s a) */
            mag_mul_2exp_si(err, err, *B + s * a);
            mag_add(rm + a, rm + a, err);
            mag_add(t, t, err); /* |converted midpoint| <= |mid| + error */
        }
        if (!mag_is_zero(rm + a))
        {
            ra = small_exp(MAG_EXPREF(rm + a), &ok) - s * a;
            rt = FLINT_MAX(rt, ra);
            rlo = FLINT_MIN(rlo, ra);
        }
        X[a] = mag_scaled_d(t, -s * a - tp, &ok);
    }
    mag_clear(err);
    if (rt == WORD_MIN)
        rt = 0;                         /* all radii zero */
    else if (rt - rlo > RELAXED_RADIUS_SPREAD)
        ok = 0;     /* scaled radii spread so far that the 2^-500 floor of R
                     * would replace the small ones by much larger bounds
                     * (a steep slope from noise-level midpoints: a factor
                     * that is 0 +- 1e-364 next to 8e-90): Arb's blocks */
    *rtop = rt;
    /* all midpoints zero: X = 0 and the scale of X is free; put it at the
     * radii's so that X + R (block_addmul) keeps the radii's size instead
     * of flooring them at 2^-500 of an arbitrary 2^0 */
    if (mids_zero)
        *top = rt;
    for (a = 0; a < len && ok; a++)
        R[a] = mag_scaled_d(rm + a, -s * a - rt, &ok);
    mag_clear(t);
    return ok;
}

/* sum_{a+b=k} x_a y_b for k < m (xl, yl entries), times (1 + 2^-30). */
static void dbl_mullow(double * z, const double * x, slong xl, const double * y, slong yl,
                       slong m)
{
    slong k, a;
    for (k = 0; k < m; k++)
    {
        double t = 0.0;
        for (a = FLINT_MAX(0, k - yl + 1); a <= FLINT_MIN(k, xl - 1); a++)
            t += x[a] * y[k - a];
        z[k] = t * (1.0 + ldexp(1.0, -30));
    }
}

/* The slope s of the exponents (Arb's _arb_poly_get_scale): coefficient a
 * of x and of y is about 2^(e + s a) in size. */
static slong block_slope(arb_srcptr x, slong xl, arb_srcptr y, slong yl, int * ok)
{
    slong xa = 0, xb = xl - 1, ya = 0, yb = yl - 1, num, den;

    while (xa < xl && arf_is_zero(arb_midref(x + xa))) xa++;
    while (xb > xa && arf_is_zero(arb_midref(x + xb))) xb--;
    while (ya < yl && arf_is_zero(arb_midref(y + ya))) ya++;
    while (yb > ya && arf_is_zero(arb_midref(y + yb))) yb--;
    num = den = 0;
    /* a factor whose midpoints are all zero (only radii) gives no slope:
     * the other one alone decides */
    if (xa < xl && xb > xa)
    {
        num += small_exp(ARF_EXPREF(arb_midref(x + xb)), ok) - small_exp(ARF_EXPREF(arb_midref(x + xa)), ok);
        den += xb - xa;
    }
    if (ya < yl && yb > ya)
    {
        num += small_exp(ARF_EXPREF(arb_midref(y + yb)), ok) - small_exp(ARF_EXPREF(arb_midref(y + ya)), ok);
        den += yb - ya;
    }
    if (den == 0)
        return 0;
    return (slong) floor((double) num / den + 0.5);
}

/* See the comment above RELAXED_GUARD. */
static int block_addmul(arb_ptr c, arb_srcptr x, arb_srcptr y, slong p, slong m, int twice,
                        slong prec)
{
    slong xl = FLINT_MIN(p, m), yl = FLINT_MIN(p, m), s, xt, xrt, xB, yt, yrt, yB, k;
    int sqr = (x == y), ok = 1;
    fmpz *I, *J, *Z;
    double *X, *XR, *Y, *YR, *d1, *d2;
    mag_ptr rm;
    fmpz_t e;
    mag_t t;

    s = block_slope(x, xl, y, yl, &ok);
    if (!ok)
        return 0;
    I = _fmpz_vec_init(xl + yl + m);
    J = I + xl;
    Z = J + yl;
    X = flint_malloc(sizeof(double) * (2 * xl + 2 * yl + 2 * m));
    XR = X + xl;
    Y = XR + xl;
    YR = Y + yl;
    d1 = YR + yl;
    d2 = d1 + m;
    rm = _mag_vec_init(FLINT_MAX(xl, yl));
    ok = block_to_fixed(I, X, XR, rm, &xt, &xrt, &xB, x, xl, s, prec);
    if (ok && !sqr)
        ok = block_to_fixed(J, Y, YR, rm, &yt, &yrt, &yB, y, yl, s, prec);
    if (ok && (sqr ? xrt - xt : yrt - yt) > 500)
        ok = 0;         /* radii far above the midpoints: Arb's general path */
    if (ok)
    {
        if (sqr)
        {
            _fmpz_poly_sqrlow(Z, I, xl, m);
            yt = xt, yrt = xrt, yB = xB;
            Y = X, YR = XR;
        }
        else if (xl <= 16 && m == xl + yl - 1 && prec >= 900)
            _fmpz_poly_mul_karatsuba(Z, I, xl, J, yl);  /* FLINT would choose an FFT */
        else
            _fmpz_poly_mullow(Z, I, xl, J, yl, m);
        /* d1 = X * YR (scale 2^(xt + yrt)), d2 = XR * (Y + YR) (scale 2^(xrt + yt)) */
        dbl_mullow(d1, X, xl, YR, yl, m);
        for (k = 0; k < yl; k++)      /* Y + YR at the scale of Y, rounded up */
        {
            double r = (YR[k] == 0.0) ? 0.0
                       : FLINT_MAX(ldexp(YR[k], (int) FLINT_MAX(yrt - yt, -2000)),
                                   ldexp(1.0, RELAXED_DBL_FLOOR));
            d2[k] = (Y[k] + r) * (1.0 + ldexp(1.0, -50));
        }
        if (!sqr)
        {
            memcpy(Y, d2, sizeof(double) * yl);
            dbl_mullow(d2, XR, xl, Y, yl, m);
        }
        else
        {
            double * W = flint_malloc(sizeof(double) * yl);
            memcpy(W, d2, sizeof(double) * yl);
            dbl_mullow(d2, XR, xl, W, yl, m);
            flint_free(W);
        }
        fmpz_init(e);
        mag_init(t);
        for (k = 0; k < m; k++)
        {
            fmpz_set_si(e, xB + yB + s * k + (twice ? 1 : 0));
            arb_add_fmpz_2exp(c + k, c + k, Z + k, e, prec);
            mag_set_d(t, d1[k]);
            mag_mul_2exp_si(t, t, xt + yrt + s * k + (twice ? 1 : 0));
            mag_add(arb_radref(c + k), arb_radref(c + k), t);
            mag_set_d(t, d2[k]);
            mag_mul_2exp_si(t, t, xrt + yt + s * k + (twice ? 1 : 0));
            mag_add(arb_radref(c + k), arb_radref(c + k), t);
        }
        fmpz_clear(e);
        mag_clear(t);
    }
    _mag_vec_clear(rm, FLINT_MAX(xl, yl));
    flint_free(X);
    _fmpz_vec_clear(I, xl + yl + m);
    return ok;
}

/* c_k += (x y)_k, k < m, twice that when twice is set (tmp, w: scratch of
 * block_mullow). */
static void square_add(arb_ptr c, arb_srcptr x, arb_srcptr y, slong p, slong m, int twice,
                       arb_ptr tmp, arb_ptr w, slong prec)
{
    if (block_addmul(c, x, y, p, m, twice, prec))
        return;
    block_mullow(tmp, x, y, p, m, w, prec);
    if (twice)
        _arb_vec_scalar_mul_2exp_si(tmp, tmp, m, 1);
    _arb_vec_add(c, c, tmp, m, prec);
}

/* The squares of side p at step n (p divides n + 2, 2p <= n + 2): the
 * square [p-1, 2p-1) x [n-p+1, n+1) and its mirror image (none for the
 * diagonal square, 2p = n + 2), their coefficients 0..m-1 added to c. */
static void step_squares(arb_ptr c, arb_srcptr u, arb_srcptr v, slong n, slong p, slong m,
                         arb_ptr tmp, arb_ptr w, slong prec)
{
    if (u == v && 2 * p != n + 2)       /* the square and its mirror image are equal */
    {
        square_add(c, u + p - 1, v + n - p + 1, p, m, 1, tmp, w, prec);
        return;
    }
    square_add(c, u + p - 1, v + n - p + 1, p, m, 0, tmp, w, prec);
    if (2 * p != n + 2)
        square_add(c, v + p - 1, u + n - p + 1, p, m, 0, tmp, w, prec);
}

void _kernel_relaxed_step(arb_ptr c, slong len, slong S, arb_srcptr u, arb_srcptr v, slong n,
                          arb_ptr tmp, arb_ptr w, slong prec)
{
    slong p;

    relaxed_thin(c + n, u, v, n, S, tmp, prec);
    for (p = S; 2 * p <= n + 2 && (n + 2) % p == 0; p *= 2)
        step_squares(c + n, u, v, n, p, FLINT_MIN(2 * p - 1, len - n), tmp, w, prec);
}

/* The length grew from len0 to len after steps 0..n_done-1: the squares of
 * those steps that reach past len0 were cut there (m = len0 - n); adds their
 * coefficients len0..len-1 (a few squares per side p: those of the steps
 * n > len0 - 2p + 1), so that c is what steps 0..n_done-1 give at length len. */
static void relaxed_extend_cut(arb_ptr c, slong len0, slong len, slong S, arb_srcptr u,
                               arb_srcptr v, slong n_done, arb_ptr tmp, arb_ptr w, slong prec)
{
    slong p, n, k, m0, m1, q;
    arb_ptr z;

    for (p = S; 2 * p <= n_done + 1; p *= 2)
    {
        /* the steps n = q p - 2, q >= 2, n < n_done, n + 2p - 1 > len0 */
        q = FLINT_MAX(2, (len0 - 2 * p + 4 + p - 1) / p);
        for (n = q * p - 2; n < n_done; n += p)
        {
            m0 = FLINT_MIN(2 * p - 1, len0 - n);
            m1 = FLINT_MIN(2 * p - 1, len - n);
            if (m1 <= m0)
                continue;
            z = _arb_vec_init(m1);
            step_squares(z, u, v, n, p, m1, tmp, w, prec);
            for (k = m0; k < m1; k++)
                arb_add(c + n + k, c + n + k, z + k, prec);
            _arb_vec_clear(z, m1);
        }
    }
}

/* ---- products over kernel slots (the blocks of src/kernel/eval_block.c) ---- */

void _kernel_relaxed_init(kernel_relaxed * r, slong u_slot, slong u_off, int u_weight,
                          slong v_slot, slong v_off, slong len)
{
    r->u_slot = u_slot;
    r->u_off = u_off;
    r->u_weight = u_weight;
    r->v_slot = v_slot;
    r->v_off = v_off;
    r->len = FLINT_MAX(len, 0);
    r->len_cut = r->len;
    r->S = relaxed_square_min(r->len);
    r->uw = u_weight ? _arb_vec_init(r->len) : NULL;
    r->c = _arb_vec_init(r->len);
    r->n_done = 0;
}

/* old[0..n) moved to a new vector of len entries (zeros after them). */
static arb_ptr vec_grow(arb_ptr old, slong n, slong len)
{
    arb_ptr v = _arb_vec_init(len);
    slong i;
    for (i = 0; i < n; i++)
        arb_swap(v + i, old + i);
    _arb_vec_clear(old, n);
    return v;
}

void _kernel_relaxed_extend(kernel_relaxed * r, slong len)
{
    if (len <= r->len)
        return;
    if (r->uw != NULL)
        r->uw = vec_grow(r->uw, r->len, len);
    r->c = vec_grow(r->c, r->len, len);
    r->len = len;       /* len_cut and S stay: the squares so far were cut at len_cut */
}

void _kernel_relaxed_clear(kernel_relaxed * r)
{
    if (r->uw != NULL)
        _arb_vec_clear(r->uw, r->len);
    _arb_vec_clear(r->c, r->len);
    r->uw = r->c = NULL;
}

static void relaxed_out_of_sequence(slong n, slong len, slong n_done)
{
    flint_printf("kernel relaxed product: coefficient %wd out of sequence (length %wd, "
                 "completed 0..%wd)\n", n, len, n_done - 1);
    flint_abort();
}

arb_srcptr _kernel_relaxed_coeff(kernel_struct * K, kernel_relaxed * r, slong n, arb_ptr tmp,
                                 arb_ptr w, slong prec)
{
    arb_srcptr a = KERNEL_SLOT(K, r->u_slot);
    arb_srcptr u = r->u_weight ? r->uw : a + r->u_off;
    arb_srcptr v = KERNEL_SLOT(K, r->v_slot) + r->v_off;
    slong m;

    if (n < 0 || n >= r->len || n < r->n_done - 1)
        relaxed_out_of_sequence(n, r->len, r->n_done);
    if (r->len_cut < r->len)
    {
        relaxed_extend_cut(r->c, r->len_cut, r->len, r->S, u, v, r->n_done, tmp, w, prec);
        r->len_cut = r->len;
    }
    for (m = r->n_done; m <= n; m++)
    {
        if (r->u_weight)        /* u_m = (m + 1) a_{m+1} */
            arb_mul_ui(r->uw + m, a + m + 1, (ulong) (m + 1), prec);
        _kernel_relaxed_step(r->c, r->len, r->S, u, v, m, tmp, w, prec);
    }
    r->n_done = FLINT_MAX(r->n_done, n + 1);
    return r->c + n;
}

/* ---- products of caller-supplied arrays (kernel.h) ---- */

void kernel_relaxed_product_init(kernel_relaxed_product_t R, slong len)
{
    R->len = FLINT_MAX(len, 0);
    R->c = _arb_vec_init(R->len);
    /* tmp: len entries; w: 2p <= n + 2 <= len + 1 entries */
    R->scratch = _arb_vec_init(2 * R->len + 2);
    R->n_done = 0;
}

void kernel_relaxed_product_clear(kernel_relaxed_product_t R)
{
    _arb_vec_clear(R->c, R->len);
    _arb_vec_clear(R->scratch, 2 * R->len + 2);
    R->c = R->scratch = NULL;
    R->len = R->n_done = 0;
}

arb_srcptr kernel_relaxed_product_sum_coeff(kernel_relaxed_product_t R, const arb_srcptr * u,
                                            const arb_srcptr * v, slong count, slong n,
                                            slong prec)
{
    slong m, i;

    if (n < 0 || n >= R->len || n < R->n_done - 1)
        relaxed_out_of_sequence(n, R->len, R->n_done);
    for (m = R->n_done; m <= n; m++)
        for (i = 0; i < count; i++)
            _kernel_relaxed_step(R->c, R->len, relaxed_square_min(R->len), u[i], v[i], m,
                                 R->scratch, R->scratch + R->len, prec);
    R->n_done = FLINT_MAX(R->n_done, n + 1);
    return R->c + n;
}

arb_srcptr kernel_relaxed_product_coeff(kernel_relaxed_product_t R, arb_srcptr u, arb_srcptr v,
                                        slong n, slong prec)
{
    return kernel_relaxed_product_sum_coeff(R, &u, &v, 1, n, prec);
}
