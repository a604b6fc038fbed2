/* Weighted and symmetric Cauchy sums for the online recurrences.
 *
 * The weighted sum  sum_i (j0 + i) x_i y_{-i}  is the inner loop of exp,
 * log, pow, sin/cos, sinh/cosh, tan, tanh, atan, asin and acos.  It is one
 * arb_dot over the weighted factors j x_j.  Forming j x_j with arb_mul_ui
 * costs as much as the dot product itself at a few hundred bits (rounding,
 * allocation); instead the fast path forms each j x_j *exactly and
 * shallowly*: the limbs of j mid(x_j) (one mpn_mul_1) go to a scratch
 * buffer (stack for up to 8 KB, else one allocation per call) that the
 * arb_struct's midpoint points into, and only the radius is a real mag_t.
 * This relies on Arb's arf layout (arf.h: ARF_XSIZE, ARF_PTR_D,
 * ARF_NOPTR_D); such shallow midpoints are never cleared.  Arguments with
 * huge (multiprecision) exponents take the plain path with arb_mul_ui. */
#include "online_internal.h"

/* Accumulates acc += dot(w, y reversed) through the temporary t, so that
 * arb_dot never writes to its own initial term. */
static void dot_accumulate(arb_t acc, arb_t t, int first, arb_srcptr w,
                           arb_srcptr y, slong m, slong prec)
{
    if (first)
        arb_dot(acc, NULL, 0, w, 1, y, -1, m, prec);
    else
    {
        arb_dot(t, acc, 0, w, 1, y, -1, m, prec);
        arb_swap(acc, t);
    }
}

/* The plain path: j x_j with arb_mul_ui into a chunk of real arb_t. */
static void wdot2_plain(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                        arb_srcptr y1, arb_srcptr y2, slong len, slong prec)
{
    arb_struct w[TPS_WDOT_CHUNK];
    arb_t t;
    slong c, i, m, mmax = FLINT_MIN(len, TPS_WDOT_CHUNK);

    for (i = 0; i < mmax; i++)
        arb_init(w + i);
    arb_init(t);
    for (c = 0; c < len; c += TPS_WDOT_CHUNK)
    {
        m = FLINT_MIN(TPS_WDOT_CHUNK, len - c);
        for (i = 0; i < m; i++)
            arb_mul_ui(w + i, x + c + i, (ulong) (j0 + c + i), ARF_PREC_EXACT);
        dot_accumulate(r1, t, c == 0, w, y1 - c, m, prec);
        if (r2 != NULL)
            dot_accumulate(r2, t, c == 0, w, y2 - c, m, prec);
    }
    arb_clear(t);
    for (i = 0; i < mmax; i++)
        arb_clear(w + i);
}

/* Largest exponent magnitude for which mid(x) * j (j < 2^FLINT_BITS) keeps
 * a small (non-multiprecision) fmpz exponent. */
#define SHALLOW_EXP_MAX (COEFF_MAX - 2 * FLINT_BITS)

/* Whether the fast path applies to x: every finite nonzero midpoint has a
 * small exponent.  Also returns the largest midpoint length in limbs. */
static int shallow_ok(slong * maxn, arb_srcptr x, slong len)
{
    slong i, n = 0;

    for (i = 0; i < len; i++)
    {
        const arf_struct * m = arb_midref(x + i);
        if (ARF_IS_SPECIAL(m))
            continue;
        if (COEFF_IS_MPZ(ARF_EXP(m)) || ARF_EXP(m) > SHALLOW_EXP_MAX
                || ARF_EXP(m) < -SHALLOW_EXP_MAX)
            return 0;
        n = FLINT_MAX(n, ARF_SIZE(m));
    }
    *maxn = n;
    return 1;
}

/* z = an upper bound for j x (as mag_mul_ui, without its temporary mag_t):
 * the 30-bit mantissa times j < 2^32 fits a limb; round it up to 30 bits. */
static void mag_mul_ui_fast(mag_t z, const mag_t x, ulong j)
{
    mp_limb_t p, man;
    unsigned int b, s;

    if (mag_is_zero(x))
    {
        mag_zero(z);
        return;
    }
    if (mag_is_inf(x))          /* mantissa 0: the shifts below need 2^29 <= p */
    {
        mag_inf(z);
        return;
    }
    if (j >= (UWORD(1) << 32) || COEFF_IS_MPZ(MAG_EXP(x)) || COEFF_IS_MPZ(MAG_EXP(z))
            || MAG_EXP(x) > COEFF_MAX - 2 * FLINT_BITS)
    {
        mag_mul_ui(z, x, j);
        return;
    }
    p = MAG_MAN(x) * j;                 /* 2^29 <= p < 2^62 */
    b = FLINT_BIT_COUNT(p);
    s = b - MAG_BITS;
    man = p >> s;
    if (s != 0 && (p & ((UWORD(1) << s) - 1)) != 0)
        man++;                          /* round up */
    if (man >> MAG_BITS)                /* carried to 2^MAG_BITS */
    {
        man >>= 1;
        s++;
    }
    MAG_MAN(z) = man;
    MAG_EXP(z) = MAG_EXP(x) + s;
}

/* mid(w) = j mid(x) exactly, shallow: its limbs are written to buf (room for
 * size(mid x) + 1 limbs), or shared with x when j = 1.  rad(w) = j rad(x)
 * (a real, initialised mag_t).  The exponent of mid(x) is small
 * (shallow_ok), j >= 1. */
static void shallow_mul_ui(arb_struct * w, const arb_struct * x, ulong j, mp_ptr buf)
{
    const arf_struct * m = arb_midref(x);
    arf_struct * wm = arb_midref(w);
    mp_srcptr xp;
    mp_size_t xn, tn;
    mp_limb_t cy;
    unsigned int lz;

    if (j == 1)
        mag_set(arb_radref(w), arb_radref(x));
    else
        mag_mul_ui_fast(arb_radref(w), arb_radref(x), j);

    if (j == 1 || ARF_IS_SPECIAL(m))
    {
        *wm = *m;      /* shares the limbs of x (or a special value) */
        return;
    }

    ARF_GET_MPN_READONLY(xp, xn, m);
    cy = mpn_mul_1(buf, xp, xn, j);   /* nonzero: j >= 2, top bit of xp set */
    buf[xn] = cy;
    tn = xn + 1;
    count_leading_zeros(lz, cy);
    if (lz != 0)
        mpn_lshift(buf, buf, tn, lz);
    while (buf[0] == 0)               /* strip zero low limbs */
    {
        buf++;
        tn--;
    }
    wm->exp = ARF_EXP(m) + FLINT_BITS - lz;
    wm->size = ARF_MAKE_XSIZE(tn, ARF_SGNBIT(m));
    if (tn <= ARF_NOPTR_LIMBS)
        flint_mpn_copyi(ARF_NOPTR_D(wm), buf, tn);
    else
    {
        ARF_PTR_D(wm) = buf;
        ARF_PTR_ALLOC(wm) = tn;
    }
}

void _tps_wdot2(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                arb_srcptr y1, arb_srcptr y2, slong len, slong prec)
{
    _tps_wdot2_div(r1, r2, x, j0, y1, y2, len, 1, prec);
}

/* The arb_dot path. */
static void wdot2_arb_dot(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                          arb_srcptr y1, arb_srcptr y2, slong len, slong prec)
{
    arb_struct w[TPS_WDOT_CHUNK];
    arb_t t;
    slong c, i, m, mmax, maxn;
    mp_ptr buf;
    TMP_INIT;

    if (len <= 0)
    {
        arb_zero(r1);
        if (r2 != NULL)
            arb_zero(r2);
        return;
    }
    if (j0 < 1 || !shallow_ok(&maxn, x, len))
    {
        wdot2_plain(r1, r2, x, j0, y1, y2, len, prec);
        return;
    }

    mmax = FLINT_MIN(len, TPS_WDOT_CHUNK);
    TMP_START;
    buf = TMP_ALLOC(mmax * (maxn + 1) * sizeof(mp_limb_t));
    for (i = 0; i < mmax; i++)
        mag_init(arb_radref(w + i));
    arb_init(t);

    for (c = 0; c < len; c += TPS_WDOT_CHUNK)
    {
        m = FLINT_MIN(TPS_WDOT_CHUNK, len - c);
        for (i = 0; i < m; i++)
            shallow_mul_ui(w + i, x + c + i, (ulong) (j0 + c + i), buf + i * (maxn + 1));
        dot_accumulate(r1, t, c == 0, w, y1 - c, m, prec);
        if (r2 != NULL)
            dot_accumulate(r2, t, c == 0, w, y2 - c, m, prec);
    }

    arb_clear(t);
    for (i = 0; i < mmax; i++)
        mag_clear(arb_radref(w + i));
    TMP_END;
}

void _tps_wdot2_div(arb_t r1, arb_t r2, arb_srcptr x, slong j0,
                    arb_srcptr y1, arb_srcptr y2, slong len, ulong div, slong prec)
{
    if (len >= 2 && _tps_wdot2_fixed(r1, r2, x, j0, y1, y2, len, div, prec))
        return;
    wdot2_arb_dot(r1, r2, x, j0, y1, y2, len, prec);
    if (div != 1)
    {
        arb_div_ui(r1, r1, div, prec);
        if (r2 != NULL)
            arb_div_ui(r2, r2, div, prec);
    }
}

void _tps_sym_sum(arb_t r, arb_srcptr x, slong lo, slong k, slong prec)
{
    slong npairs = (k + 1) / 2 - lo;   /* pairs j < k - j with j >= lo */

    if (npairs > 0)
    {
        arb_dot(r, NULL, 0, x + lo, 1, x + k - lo, -1, npairs, prec);
        arb_mul_2exp_si(r, r, 1);
    }
    else
        arb_zero(r);

    if (k % 2 == 0 && k / 2 >= lo)
        arb_addmul(r, x + k / 2, x + k / 2, prec);
}
