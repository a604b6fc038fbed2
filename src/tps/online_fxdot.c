/* Fixed-point weighted dot products for the online recurrences.
 *
 *   r1 = sum_i (j0 + i) x_i y1_{-i},   r2 = sum_i (j0 + i) x_i y2_{-i}
 *
 * (online_internal.h, _tps_wdot2).  Each midpoint product is formed exactly
 * as an integer (mpn) and added, without any shift, into a fixed-point
 * accumulator whose unit 2^U need not be a multiple of 2^FLINT_BITS: the
 * alignment shift t is folded into the multiplication by the weight,
 *   (j x) y = (X * (j 2^t)) * Y * 2^(b_x + b_y - t),
 * with t chosen so that b_x + b_y - t = U (mod FLINT_BITS).  So a term costs
 * one mpn_mul_1 (which forms j x anyway), one mpn_mul and one mpn_add_n;
 * arb_dot in contrast shifts every product and handles the signs, the
 * exponents and the radii through a generic per-term path.  Positive and
 * negative terms go to separate accumulators (no borrows), subtracted once.
 *
 * Error bounds.  Every term is below 2^T (T = max over terms of
 * e_x + bits(j) + e_y, where |x| < 2^e_x, |y| < 2^e_y).  The accumulator has
 * columns -1 .. L (words of weight 2^(U + 64 c)), U = T + extend - 64 L, so
 * the sum of |terms| stays below 2^(U + 64 L).  An operand is cut to its top
 * L + 1 words: the discarded part contributes below 2^(T - 64 (L + 1))
 * <= 2^(U - 64), one unit of column -1; the product words below column -1
 * contribute less than one more unit.  The count of such units (serr) goes
 * to the radius, with the propagated error
 *   sum |j mid x| rad y + j rad x |mid y| + j rad x rad y,
 * accumulated with 31-bit upper bounds (fx_bound), and the final rounding. */
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

/* The propagated-error sum: value <= sum 2^scale, every added term below
 * 2^30 + 1 units, so no overflow for fewer than 2^32 terms. */
typedef struct
{
    ulong sum;
    slong scale;
} fx_radsum;

static inline void fx_radsum_addmul(fx_radsum * r, const fx_bound * a, const fx_bound * b)
{
    slong e, shift;

    if (a->man == 0 || b->man == 0)
        return;
    e = a->exp + b->exp;
    if (e + 32 > r->scale)
    {
        if (r->sum != 0)
        {
            shift = e + 32 - r->scale;
            r->sum = (shift < FLINT_BITS) ? (r->sum >> shift) + 1 : 1;
        }
        r->scale = e + 32;
    }
    shift = r->scale - e;
    if (shift < FLINT_BITS)
        r->sum += ((a->man * b->man) >> shift) + 1;
    else
        r->sum += 1;
}

/* One output sum in progress. */
typedef struct
{
    arb_ptr res;
    arb_srcptr y;           /* read backwards: partner of x_i is y[-i] */
    slong tmax;             /* terms are below 2^tmax (WORD_MIN: no term) */
    slong radmax;           /* rough exponent of the largest radius term */
    slong prec;
    slong words;            /* L */
    slong unit;             /* U */
    mp_ptr pos, neg;        /* columns -1 .. L + 1: L + 3 words each */
    ulong serr;             /* units of 2^(U - 64) */
    fx_radsum rad;
} fx_sum;

/* Exponent bookkeeping of the term pair (j x_i, y) for sum S. */
static inline void fx_scan_term(fx_sum * S, const arb_struct * x, slong jbits,
                                const arb_struct * y)
{
    const arf_struct * xm = arb_midref(x);
    const arf_struct * ym = arb_midref(y);
    const mag_struct * xr = arb_radref(x);
    const mag_struct * yr = arb_radref(y);
    int xz = arf_is_zero(xm), yz = arf_is_zero(ym);
    int xrz = mag_is_zero(xr), yrz = mag_is_zero(yr);
    slong e;

    if (!xz && !yz)
    {
        e = ARF_EXP(xm) + jbits + ARF_EXP(ym);
        S->tmax = FLINT_MAX(S->tmax, e);
    }
    if (!xrz)
    {
        if (!yz)
            S->radmax = FLINT_MAX(S->radmax, MAG_EXP(xr) + jbits + ARF_EXP(ym));
        if (!yrz)
            S->radmax = FLINT_MAX(S->radmax, MAG_EXP(xr) + jbits + MAG_EXP(yr));
    }
    if (!xz && !yrz)
        S->radmax = FLINT_MAX(S->radmax, ARF_EXP(xm) + jbits + MAG_EXP(yr));
}

/* Precision, accumulator size and unit of S once all terms are scanned. */
static void fx_sum_setup(fx_sum * S, slong len, slong prec)
{
    slong extend = FLINT_BIT_COUNT(len) + 2;

    S->prec = prec;
    S->serr = 0;
    S->rad.sum = 0;
    S->rad.scale = WORD_MIN / 2;
    if (S->tmax == WORD_MIN)
    {
        S->words = 0;
        return;
    }
    /* as arb_dot: no more bits than the radius leaves meaningful */
    if (S->radmax != WORD_MIN)
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

/* GMP's schoolbook product {rp, un + vn} = {up, un} {vp, vn}, un >= vn >= 1
 * (exported by libgmp; declared only in GMP's internal gmp-impl.h).  At the
 * few words of these sums it saves mpn_mul's size dispatch. */
void __gmpn_mul_basecase(mp_ptr rp, mp_srcptr up, mp_size_t un, mp_srcptr vp, mp_size_t vn);
#define FX_BASECASE_MAX 24

static inline void fx_mul(mp_ptr p, mp_srcptr u, mp_size_t un, mp_srcptr v, mp_size_t vn)
{
    if (un < vn)
    {
        mp_srcptr t = u;
        mp_size_t tn = un;
        u = v; un = vn; v = t; vn = tn;
    }
    if (un <= FX_BASECASE_MAX)
        __gmpn_mul_basecase(p, u, un, v, vn);
    else
        mpn_mul(p, u, un, v, vn);
}

/* The midpoint of x_i as the term loop needs it. */
typedef struct
{
    mp_srcptr d;
    mp_size_t n;
    slong exp;
    int sgn;
    ulong j;
    fx_bound mid;           /* |j mid x|; man = 0 when mid x = 0 */
    fx_bound rad;           /* j rad x */
} fx_weighted;

/* Adds the term (j x) y to S; buf and prod are scratch of L + 4 and
 * 2 L + 6 words. */
static inline void fx_add_term(fx_sum * S, const fx_weighted * w, const arb_struct * y,
                               mp_ptr buf, mp_ptr prod)
{
    const arf_struct * ym = arb_midref(y);
    fx_bound yb, ryb;
    mp_srcptr xp, yp, wp;
    mp_size_t xn, yn, wn, nmax;
    slong bsum, t, idx0;
    unsigned int jz;
    int yzero = ARF_IS_SPECIAL(ym);    /* finite here: zero */

    /* propagated error */
    fx_bound_mag(&ryb, arb_radref(y));
    if (w->rad.man != 0)
    {
        if (!yzero)
        {
            fx_bound_arf(&yb, ym);
            fx_radsum_addmul(&S->rad, &w->rad, &yb);
        }
        if (ryb.man != 0)
            fx_radsum_addmul(&S->rad, &w->rad, &ryb);
    }
    if (ryb.man != 0 && w->mid.man != 0)
        fx_radsum_addmul(&S->rad, &w->mid, &ryb);

    if (yzero || w->mid.man == 0)
        return;

    /* midpoint: the top L + 1 words of each operand */
    nmax = S->words + 1;
    xp = w->d;
    xn = w->n;
    ARF_GET_MPN_READONLY(yp, yn, ym);
    if (xn > nmax)
    {
        xp += xn - nmax;
        xn = nmax;
        S->serr++;
    }
    if (yn > nmax)
    {
        yp += yn - nmax;
        yn = nmax;
        S->serr++;
    }
    bsum = (w->exp - FLINT_BITS * xn) + (ARF_EXP(ym) - FLINT_BITS * yn) - S->unit;
    t = bsum & (FLINT_BITS - 1);       /* bsum mod 64, also for bsum < 0 */

    /* w = X j 2^t, exact */
    count_leading_zeros(jz, w->j);
    if (w->j == 1 && t == 0)
    {
        wp = xp;
        wn = xn;
    }
    else if ((ulong) t <= jz)
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

    /* prod word k has weight 2^(U + bsum - t + 64 k); column -1 is index 0 */
    idx0 = (bsum - t) / FLINT_BITS + 1;
    if (idx0 < 0)
        S->serr++;
    fx_acc_add((w->sgn ^ ARF_SGNBIT(ym)) ? S->neg : S->pos, S->words + 3, prod, wn + yn, idx0);
}

/* res = pos - neg (times 2^(U - 64)) plus the error bounds. */
static void fx_sum_finish(fx_sum * S)
{
    arb_ptr res = S->res;
    slong size = S->words + 3, fix;
    mp_ptr d = S->pos;
    int sgn = 0, inexact = 0;

    if (S->words > 0)
    {
        if (mpn_cmp(S->pos, S->neg, size) >= 0)
            mpn_sub_n(d, S->pos, S->neg, size);
        else
        {
            mpn_sub_n(d, S->neg, S->pos, size);
            sgn = 1;
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
        mag_set_ui_2exp_si(arb_radref(res), S->rad.sum, S->rad.scale);
    else
        mag_zero(arb_radref(res));
    if (S->serr != 0)
        mag_add_ui_2exp_si(arb_radref(res), arb_radref(res), S->serr, S->unit - FLINT_BITS);
    if (inexact)
        arf_mag_add_ulp(arb_radref(res), arb_radref(res), arb_midref(res), S->prec);
}

int _tps_wdot2_fixed(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                     arb_srcptr y1, arb_srcptr y2, slong len, slong prec)
{
    fx_sum sums[2];
    slong nsums = (r2 != NULL) ? 2 : 1, i, s, maxwords, jbits;
    fx_weighted w;
    mp_ptr mem, buf, prod;
    TMP_INIT;

    if (len <= 0 || j0 < 1 || j0 + len >= (WORD(1) << 30))
        return 0;

    sums[0].res = r1;
    sums[0].y = y1;
    sums[1].res = r2;
    sums[1].y = y2;
    for (s = 0; s < nsums; s++)
    {
        sums[s].tmax = WORD_MIN;
        sums[s].radmax = WORD_MIN;
    }

    /* exponents; huge exponents and non-finite values take arb_dot */
    for (i = 0; i < len; i++)
    {
        if (!ARB_IS_LAGOM(x + i))
            return 0;
        jbits = FLINT_BIT_COUNT((ulong) (j0 + i));
        for (s = 0; s < nsums; s++)
        {
            if (!ARB_IS_LAGOM(sums[s].y - i))
                return 0;
            fx_scan_term(sums + s, x + i, jbits, sums[s].y - i);
        }
    }

    maxwords = 0;
    for (s = 0; s < nsums; s++)
    {
        fx_sum_setup(sums + s, len, prec);
        maxwords = FLINT_MAX(maxwords, sums[s].words);
    }

    TMP_START;
    mem = TMP_ALLOC((2 * nsums * (maxwords + 3) + (maxwords + 4) + (2 * maxwords + 6))
                    * sizeof(mp_limb_t));
    buf = mem;
    prod = buf + maxwords + 4;
    for (s = 0; s < nsums; s++)
    {
        sums[s].pos = prod + 2 * maxwords + 6 + 2 * s * (maxwords + 3);
        sums[s].neg = sums[s].pos + (maxwords + 3);
        flint_mpn_zero(sums[s].pos, 2 * (maxwords + 3));
    }

    for (i = 0; i < len; i++)
    {
        const arb_struct * xi = x + i;
        const arf_struct * xm = arb_midref(xi);

        w.j = (ulong) (j0 + i);
        if (ARF_IS_SPECIAL(xm))
            w.mid.man = 0, w.mid.exp = 0;
        else
        {
            ARF_GET_MPN_READONLY(w.d, w.n, xm);
            w.exp = ARF_EXP(xm);
            w.sgn = ARF_SGNBIT(xm);
            fx_bound_arf(&w.mid, xm);
            fx_bound_mul_ui(&w.mid, w.j);
        }
        fx_bound_mag(&w.rad, arb_radref(xi));
        fx_bound_mul_ui(&w.rad, w.j);
        fx_add_term(sums, &w, y1 - i, buf, prod);
        if (nsums == 2)
            fx_add_term(sums + 1, &w, y2 - i, buf, prod);
    }

    for (s = 0; s < nsums; s++)
        fx_sum_finish(sums + s);

    TMP_END;
    return 1;
}
