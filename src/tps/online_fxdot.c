/* Fixed-point weighted dot products for the online recurrences.
 *
 *   r1 = sum_i (j0 + i) x_i y1_{-i} / div,   r2 = sum_i (j0 + i) x_i y2_{-i} / div
 *
 * (online_internal.h, _tps_wdot2_div).  Each midpoint product is formed
 * (nearly) exactly as an integer and added, without any shift, into a
 * fixed-point accumulator whose unit 2^U need not be a multiple of
 * 2^FLINT_BITS: the alignment shift t is folded into the multiplication by
 * the weight,
 *   (j x) y = (X * (j 2^t)) * Y * 2^(b_x + b_y - t),
 * with t chosen so that b_x + b_y - t = U (mod FLINT_BITS).  Operands of up
 * to 8 words go through an unrolled column-wise kernel (fx_fast_term) that
 * adds the product words straight into the accumulator; longer ones use
 * mpn_mul_1, mpn_mul and mpn_add_n.  arb_dot in contrast
 * shifts every product and handles the signs, the exponents and the radii
 * through a generic per-term path.  Positive and negative terms go to
 * separate accumulators (no borrows), subtracted once; the sum is divided
 * by div (truncated) and rounded once.
 *
 * Error bounds.  Every term is below 2^T (T = max over terms of
 * e_x + bits(j) + e_y, where |x| < 2^e_x, |y| < 2^e_y).  The accumulator has
 * columns -1 .. L + 1 (words of weight 2^(U + 64 c)), U = T + extend - 64 L,
 * so the sum of |terms| stays below 2^(U + 64 L).  An operand is cut to its
 * top L + 1 words: the discarded part contributes below
 * 2^(T - 64 (L + 1)) <= 2^(U - 64), one unit of column -1; the product words
 * below column -1 (or the skipped products of the kernel) contribute a few
 * more units.  The count of such units (serr) goes to the radius, with the
 * propagated error
 *   sum |j mid x| rad y + j rad x |mid y| + j rad x rad y,
 * accumulated with 31-bit upper bounds (fx_bound), the truncation of the
 * division and the final rounding. */
#include "online_internal.h"

/* value <= man 2^exp, 0 <= man <= 2^31 */
typedef struct
{
    ulong man;
    slong exp;
} fx_bound;

#define FX_MAN_BITS 31

/* An upper bound for |m| (m finite, nonzero). */
static inline void fx_bound_arf(fx_bound * b, const arf_struct * m)
{
    mp_srcptr d;
    mp_size_t n;

    ARF_GET_MPN_READONLY(d, n, m);
    b->man = (d[n - 1] >> (FLINT_BITS - FX_MAN_BITS)) + 1;
    b->exp = ARF_EXP(m) - FX_MAN_BITS;
}

static inline void fx_bound_mag(fx_bound * b, const mag_struct * r)
{
    b->man = MAG_MAN(r);
    b->exp = MAG_EXP(r) - MAG_BITS;
}

/* b = an upper bound for j b (j < 2^31). */
static inline void fx_bound_mul_ui(fx_bound * b, ulong j)
{
    ulong p = b->man * j;              /* < 2^62 */
    unsigned int s;

    if (p > (UWORD(1) << FX_MAN_BITS))
    {
        s = FLINT_BIT_COUNT(p) - FX_MAN_BITS;
        p = (p >> s) + 1;
        b->exp += s;
    }
    b->man = p;
}

/* The propagated-error sum, value <= sum 2^scale.  The scale is fixed
 * before the terms are added (radmax - 29, radmax from fx_scan): every term
 * a b 2^(ea + eb) then has ea + eb <= scale - 31 (fx_bound loses at most
 * 60 bits of exponent against the raw exponents), so it adds at most
 * 2^31 + 1 units, and the 3 (j0 + len < 2^30) terms of each product
 * cannot overflow. */
typedef struct
{
    ulong sum;
    slong scale;
} fx_radsum;

static inline void fx_radsum_addmul(fx_radsum * r, const fx_bound * a, const fx_bound * b)
{
    slong shift = r->scale - (a->exp + b->exp);

    r->sum += ((shift < FLINT_BITS) ? ((a->man * b->man) >> shift) : 0) + 1;
}

/* Exponent of an absent (zero) midpoint or radius in the scan: sums of two
 * such and a lagom exponent stay below FX_VALID, sums of lagom exponents
 * (|e| <= COEFF_MAX / 4 < 2^60) stay above. */
#define FX_NONE (-(WORD(1) << 62))
#define FX_VALID (-(WORD(1) << 61) - 64)

/* One output sum in progress. */
typedef struct
{
    arb_ptr res;
    arb_srcptr y;           /* read backwards: partner of x_i is y[-i] */
    slong tmax;             /* terms are below 2^tmax (<= FX_VALID: no term) */
    slong radmax;           /* radius terms are below 2^radmax (same) */
    slong prec;
    slong words;            /* L */
    slong unit;             /* U */
    mp_ptr pos, neg;        /* columns -1 .. L + 1: L + 3 words each, and
                               FX_FAST_MAX basement words below */
    ulong serr;             /* units of 2^(U - 64) */
    slong maxn;             /* longest nonzero midpoint in words */
    fx_radsum rad;
} fx_sum;

/* Precision, accumulator size and unit of S once all terms are scanned. */
static void fx_sum_setup(fx_sum * S, slong len, slong prec)
{
    slong extend = FLINT_BIT_COUNT(len) + 2;

    S->prec = prec;
    S->serr = 0;
    S->rad.sum = 0;
    S->rad.scale = S->radmax - 29;
    if (S->tmax <= FX_VALID)
    {
        S->words = 0;
        return;
    }
    /* as arb_dot: no more bits than the radius leaves meaningful */
    if (S->radmax > FX_VALID)
        S->prec = FLINT_MAX(2, FLINT_MIN(prec, S->tmax - S->radmax + MAG_BITS));
    S->words = (S->prec + extend + 8 + FLINT_BITS - 1) / FLINT_BITS;
    S->words = FLINT_MAX(S->words, 1);
    S->unit = S->tmax + extend - FLINT_BITS * S->words;
}

/* acc += P[kmin ..] placed at column c0 (index c0 + 1 of acc, which has
 * size words). */
static inline void fx_acc_add(mp_ptr acc, slong size, mp_srcptr P, slong pn, slong idx0)
{
    slong kmin = (idx0 < 0) ? -idx0 : 0;
    slong kend = FLINT_MIN(pn, size - idx0);
    mp_limb_t cy;

    if (kend <= kmin)
        return;
    cy = mpn_add_n(acc + idx0 + kmin, acc + idx0 + kmin, P + kmin, kend - kmin);
    if (cy && idx0 + kend < size)
        mpn_add_1(acc + idx0 + kend, acc + idx0 + kend, size - idx0 - kend, cy);
}

/* {p, un + vn} = {u, un} {v, vn}, both lengths >= 1. */
static inline void fx_mul(mp_ptr p, mp_srcptr u, mp_size_t un, mp_srcptr v, mp_size_t vn)
{
    if (un >= vn)
        mpn_mul(p, u, un, v, vn);
    else
        mpn_mul(p, v, vn, u, un);
}

/* The weighted factor j x_i as the term loop needs it. */
typedef struct fx_weighted_struct
{
    mp_srcptr d;            /* midpoint words (unused when mid.man = 0) */
    mp_size_t n;
    slong exp;
    int sgn;
    ulong j;
    unsigned int jz;        /* leading zeros of j */
    fx_bound mid;           /* |j mid x|; man = 0 when mid x = 0 */
    fx_bound rad;           /* j rad x; man = 0 when rad x = 0 */
    slong xe, xre, jbits;   /* exponents of mid x, rad x (FX_NONE if 0), bits of j */
} fx_weighted;

static void fx_weighted_set(fx_weighted * w, const arb_struct * x, ulong j)
{
    const arf_struct * xm = arb_midref(x);

    w->j = j;
    count_leading_zeros(w->jz, j);
    if (ARF_IS_SPECIAL(xm))
    {
        w->mid.man = 0;
        w->mid.exp = 0;
    }
    else
    {
        ARF_GET_MPN_READONLY(w->d, w->n, xm);
        w->exp = ARF_EXP(xm);
        w->sgn = ARF_SGNBIT(xm);
        fx_bound_arf(&w->mid, xm);
        fx_bound_mul_ui(&w->mid, j);
    }
    fx_bound_mag(&w->rad, arb_radref(x));
    fx_bound_mul_ui(&w->rad, j);
    w->xe = (w->mid.man == 0) ? FX_NONE : ARF_EXP(xm);
    w->xre = (w->rad.man == 0) ? FX_NONE : MAG_EXP(arb_radref(x));
    w->jbits = FLINT_BITS - w->jz;
}

/* Exponent bookkeeping of the terms (j x_i, y_{-i}) of S: the bounds tmax
 * and radmax and the longest y midpoint.  Returns 0 when some y_{-i} is not
 * lagom. */
static int fx_scan(fx_sum * S, const fx_weighted * W, arb_srcptr y, slong len)
{
    slong i, tmax = FX_NONE, radmax = FX_NONE, maxn = 0;

    for (i = 0; i < len; i++)
    {
        const arb_struct * yi = y - i;
        const arf_struct * ym = arb_midref(yi);
        const mag_struct * yr = arb_radref(yi);
        slong ye, yre, xe = W[i].xe, jb = W[i].jbits;

        if (!ARB_IS_LAGOM(yi))
            return 0;
        ye = ARF_IS_SPECIAL(ym) ? FX_NONE : ARF_EXP(ym);
        yre = (MAG_MAN(yr) == 0) ? FX_NONE : MAG_EXP(yr);
        tmax = FLINT_MAX(tmax, xe + ye + jb);
        maxn = FLINT_MAX(maxn, ARF_SIZE(ym));    /* 0 when zero */
        radmax = FLINT_MAX(radmax, W[i].xre + FLINT_MAX(ye, yre) + jb);
        radmax = FLINT_MAX(radmax, xe + yre + jb);
    }
    S->tmax = tmax;
    S->radmax = radmax;
    S->maxn = maxn;
    return 1;
}

/* Accumulators of more words leave the sums to arb_dot (measured with
 * bench/b-wdot: the mpn path is 0.93x arb_dot at 1000 bits, 1.4x at 3322). */
#define FX_WORDS_MAX 24

/* Operands of at most this many words take the unrolled kernel. */
#define FX_FAST_MAX 8
#define FX_INLINE static inline __attribute__((always_inline))

/* The unrolled kernel for N-word operands x, y (N, K0 constants after
 * inlining): acc[k] += word k of (x m) y for the words k > K0, acc pointing
 * at the product's word 0.  The products x_a y_b with a + b < K0 are
 * skipped and word K0 is dropped: together less than K0 + 2 units of word
 * K0 + 1. */
FX_INLINE void fx_fast_term(mp_ptr acc, mp_srcptr x, mp_srcptr y, mp_limb_t m,
                            const int N, const int K0)
{
    mp_limb_t w[FX_FAST_MAX + 1], hi, lo, c0, c1, c2, cy;
    int a, k;

    cy = 0;
#pragma GCC unroll 16
    for (a = 0; a < N; a++)
    {
        umul_ppmm(hi, lo, x[a], m);
        lo += cy;
        hi += (lo < cy);
        w[a] = lo;
        cy = hi;
    }
    w[N] = cy;

    c0 = c1 = c2 = 0;
#pragma GCC unroll 16
    for (k = K0; k <= 2 * N - 1; k++)
    {
#pragma GCC unroll 16
        for (a = (k > N - 1 ? k - (N - 1) : 0); a <= (k < N ? k : N); a++)
        {
            umul_ppmm(hi, lo, w[a], y[k - a]);
            add_sssaaaaaa(c2, c1, c0, c2, c1, c0, 0, hi, lo);
        }
        if (k > K0)
        {
            acc[k] += c0;
            cy = (acc[k] < c0);
            c0 = c1 + cy;
            c1 = c2 + (c0 < cy);
        }
        else
        {
            c0 = c1;
            c1 = c2;
        }
        c2 = 0;
    }
    acc[2 * N] += c0;
    cy = (acc[2 * N] < c0);
    for (k = 2 * N + 1; cy; k++)
    {
        acc[k] += 1;
        cy = (acc[k] == 0);
    }
}

/* Adds the terms (j x_i) y_{-i}, i < len, to S; buf and prod are scratch of
 * L + 4 and 2 L + 6 words, pad of 2 FX_FAST_MAX words.  Locals only in the
 * loop: the bookkeeping of S is read before and written after.
 *
 * N > 0 (a constant after inlining) selects the unrolled kernel: operands
 * are cut or zero-padded to exactly N words, N = L + 1 - D.  Every product
 * word k then lands at most at accumulator index k + L - 2 N (the terms are
 * below 2^tmax), so with K0 = N - D the skipped part of a product is below
 * K0 + 2 units of index 0 (column -1).  Operands are cut only when D = 0
 * (N = L + 1; for D > 0 no operand is longer than N).  The
 * accumulators have FX_FAST_MAX basement words below column -1 for the
 * low words of smaller terms; terms whose kept words reach below the
 * basement, and multipliers j 2^t that do not fit a word, take the mpn
 * path.  N = 0: the mpn path with operands of up to L + 1 words. */
FX_INLINE void fx_sum_terms_n(fx_sum * S, const fx_weighted * W, arb_srcptr y, slong len,
                              mp_ptr buf, mp_ptr prod, mp_ptr pad, const int N, const int D)
{
    const slong unit = S->unit, size = S->words + 3;
    const int fast = (N > 0);
    const int K0 = N - D;
    const mp_size_t nmax = fast ? N : S->words + 1;
    const mp_ptr pos = S->pos, neg = S->neg;
    fx_radsum rad = S->rad;
    ulong serr = S->serr;
    slong i;

    for (i = 0; i < len; i++)
    {
        const fx_weighted * w = W + i;
        const arf_struct * ym = arb_midref(y - i);
        fx_bound yb, ryb;
        mp_srcptr xp, yp, wp;
        mp_size_t xn, yn, wn;
        slong bsum, t, idx0;
        int yzero = ARF_IS_SPECIAL(ym);    /* finite here: zero */
        mp_ptr acc;

        /* propagated error */
        fx_bound_mag(&ryb, arb_radref(y - i));
        if (ryb.man != 0)
        {
            if (w->mid.man != 0)
                fx_radsum_addmul(&rad, &w->mid, &ryb);
            if (w->rad.man != 0)
                fx_radsum_addmul(&rad, &w->rad, &ryb);
        }
        if (yzero || w->mid.man == 0)
        {
            if (!yzero && w->rad.man != 0)
            {
                fx_bound_arf(&yb, ym);
                fx_radsum_addmul(&rad, &w->rad, &yb);
            }
            continue;
        }
        ARF_GET_MPN_READONLY(yp, yn, ym);
        if (w->rad.man != 0)
        {
            yb.man = (yp[yn - 1] >> (FLINT_BITS - FX_MAN_BITS)) + 1;
            yb.exp = ARF_EXP(ym) - FX_MAN_BITS;
            fx_radsum_addmul(&rad, &w->rad, &yb);
        }

        /* midpoint: the top L + 1 words of each operand (zero-padded to
         * exactly N words on the unrolled path) */
        xp = w->d;
        xn = w->n;
        if (xn > nmax)
        {
            xp += xn - nmax;
            xn = nmax;
            serr++;
        }
        else if (fast && xn < N)
        {
            flint_mpn_zero(pad, N - xn);
            flint_mpn_copyi(pad + N - xn, xp, xn);
            xp = pad;
            xn = N;
        }
        if (yn > nmax)
        {
            yp += yn - nmax;
            yn = nmax;
            serr++;
        }
        else if (fast && yn < N)
        {
            flint_mpn_zero(pad + FX_FAST_MAX, N - yn);
            flint_mpn_copyi(pad + FX_FAST_MAX + N - yn, yp, yn);
            yp = pad + FX_FAST_MAX;
            yn = N;
        }
        bsum = (w->exp - FLINT_BITS * xn) + (ARF_EXP(ym) - FLINT_BITS * yn) - unit;
        t = bsum & (FLINT_BITS - 1);       /* bsum mod 64, also for bsum < 0 */

        /* product word k has weight 2^(U + bsum - t + 64 k); column -1 is
         * index 0 of the accumulators */
        idx0 = (bsum - t) / FLINT_BITS + 1;
        acc = (w->sgn ^ ARF_SGNBIT(ym)) ? neg : pos;

        if (fast && (ulong) t <= w->jz && idx0 + K0 + 1 >= -FX_FAST_MAX)
        {
            fx_fast_term(acc + idx0, xp, yp, w->j << t, N, K0);
            serr += K0 + 2;
            continue;
        }

        /* w = X j 2^t, exact */
        if ((ulong) t <= w->jz)
        {
            buf[xn] = mpn_mul_1(buf, xp, xn, w->j << t);
            wp = buf;
            wn = xn + 1;
        }
        else
        {
            buf[xn] = mpn_mul_1(buf, xp, xn, w->j);
            buf[xn + 1] = mpn_lshift(buf, buf, xn + 1, t);
            wp = buf;
            wn = xn + 2;
            if (buf[wn - 1] == 0)
                wn--;
        }
        fx_mul(prod, wp, wn, yp, yn);
        if (idx0 < 0)
            serr++;
        fx_acc_add(acc, size, prod, wn + yn, idx0);
    }
    S->rad = rad;
    S->serr = serr;
}

#define FX_CASE(n) \
    case n: \
        if (d == 0) fx_sum_terms_n(S, W, y, len, buf, prod, pad, n, 0); \
        else if (d == 1) fx_sum_terms_n(S, W, y, len, buf, prod, pad, n, 1); \
        else fx_sum_terms_n(S, W, y, len, buf, prod, pad, n, 2); \
        break;

/* Dispatch on the operand length N = min(L + 1, longest operand) and
 * D = L + 1 - N. */
static void fx_sum_terms(fx_sum * S, const fx_weighted * W, arb_srcptr y, slong len,
                         mp_ptr buf, mp_ptr prod, mp_ptr pad)
{
    slong n = FLINT_MIN(S->words + 1, S->maxn), d = S->words + 1 - n;

    if (d > 2)
        n = 0;
    switch (n)
    {
        FX_CASE(1)
        FX_CASE(2)
        FX_CASE(3)
        FX_CASE(4)
        FX_CASE(5)
        FX_CASE(6)
        FX_CASE(7)
        FX_CASE(8)
        default: fx_sum_terms_n(S, W, y, len, buf, prod, pad, 0, 0); break;
    }
}

/* res = pos - neg (times 2^(U - 64)) plus the error bounds. */
static void fx_sum_finish(fx_sum * S, ulong div)
{
    arb_ptr res = S->res;
    slong size = S->words + 3, fix;
    mp_ptr d = S->pos;
    int sgn = 0, inexact = 0;
    ulong serr = S->serr;

    if (S->words > 0)
    {
        if (mpn_cmp(S->pos, S->neg, size) >= 0)
            mpn_sub_n(d, S->pos, S->neg, size);
        else
        {
            mpn_sub_n(d, S->neg, S->pos, size);
            sgn = 1;
        }
        /* (pos - neg) / div, truncated: one more unit */
        if (div != 1)
        {
            mpn_divrem_1(d, 0, d, size, div);
            serr = serr / div + 2;
        }
        while (size > 0 && d[size - 1] == 0)
            size--;
    }
    else
        size = 0;

    if (size == 0)
        arf_zero(arb_midref(res));
    else
    {
        inexact = _arf_set_round_mpn(arb_midref(res), &fix, d, size, sgn, S->prec, ARF_RND_DOWN);
        _fmpz_demote(ARF_EXPREF(arb_midref(res)));
        ARF_EXP(arb_midref(res)) = size * FLINT_BITS + fix + (S->unit - FLINT_BITS);
    }

    if (S->rad.sum != 0)
    {
        mag_set_ui_2exp_si(arb_radref(res), S->rad.sum, S->rad.scale);
        if (div != 1)
            mag_div_ui(arb_radref(res), arb_radref(res), div);
    }
    else
        mag_zero(arb_radref(res));
    if (serr != 0)
        mag_add_ui_2exp_si(arb_radref(res), arb_radref(res), serr, S->unit - FLINT_BITS);
    if (inexact)
        arf_mag_add_ulp(arb_radref(res), arb_radref(res), arb_midref(res), S->prec);
}

/* The sums with weights j0 + wstep i (wstep 1: the weighted sums, 0: the
 * plain dot product with j0 = 1). */
static int wdot2_fixed(arb_t r1, arb_t r2, arb_srcptr x, slong j0, slong wstep,
                       arb_srcptr y1, arb_srcptr y2, slong len, ulong div, slong prec)
{
    fx_sum sums[2];
    slong nsums = (r2 != NULL) ? 2 : 1, i, s, maxwords;
    fx_weighted * W;
    mp_ptr mem, buf, prod, pad;
    slong acc_words, xnmax = 0;
    TMP_INIT;

    if (len <= 0 || j0 < 1 || j0 + len >= (WORD(1) << 30) || div == 0)
        return 0;

    sums[0].res = r1;
    sums[0].y = y1;
    sums[1].res = r2;
    sums[1].y = y2;

    TMP_START;
    W = TMP_ALLOC(len * sizeof(fx_weighted));

    /* the weighted factors and the exponents; huge exponents and non-finite
     * values take arb_dot */
    for (i = 0; i < len; i++)
    {
        if (!ARB_IS_LAGOM(x + i))
        {
            TMP_END;
            return 0;
        }
        fx_weighted_set(W + i, x + i, (ulong) (j0 + wstep * i));
        if (W[i].mid.man != 0)
            xnmax = FLINT_MAX(xnmax, W[i].n);
    }
    for (s = 0; s < nsums; s++)
    {
        if (!fx_scan(sums + s, W, sums[s].y, len))
        {
            TMP_END;
            return 0;
        }
    }

    maxwords = 0;
    for (s = 0; s < nsums; s++)
    {
        sums[s].maxn = FLINT_MAX(sums[s].maxn, xnmax);
        fx_sum_setup(sums + s, len, prec);
        maxwords = FLINT_MAX(maxwords, sums[s].words);
    }
    /* long operands: arb_dot's truncated products (mulhigh) win */
    if (maxwords > FX_WORDS_MAX)
    {
        TMP_END;
        return 0;
    }

    /* buf, prod, pad, then per sum: basement, pos, basement, neg */
    acc_words = FX_FAST_MAX + maxwords + 3;
    mem = TMP_ALLOC(((maxwords + 4) + (2 * maxwords + 6) + 2 * FX_FAST_MAX
                     + 2 * nsums * acc_words) * sizeof(mp_limb_t));
    buf = mem;
    prod = buf + maxwords + 4;
    pad = prod + 2 * maxwords + 6;
    for (s = 0; s < nsums; s++)
    {
        mp_ptr a = pad + 2 * FX_FAST_MAX + 2 * s * acc_words;

        flint_mpn_zero(a, 2 * acc_words);
        sums[s].pos = a + FX_FAST_MAX;
        sums[s].neg = a + acc_words + FX_FAST_MAX;
        fx_sum_terms(sums + s, W, sums[s].y, len, buf, prod, pad);
    }

    for (s = 0; s < nsums; s++)
        fx_sum_finish(sums + s, div);

    TMP_END;
    return 1;
}

int _tps_wdot2_fixed(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                     arb_srcptr y1, arb_srcptr y2, slong len, ulong div, slong prec)
{
    return wdot2_fixed(r1, r2, x, j0, 1, y1, y2, len, div, prec);
}

int _tps_dot_fixed(arb_t r, arb_srcptr x, arb_srcptr y, slong len, slong prec)
{
    return wdot2_fixed(r, NULL, x, 1, 0, y, NULL, len, 1, prec);
}
