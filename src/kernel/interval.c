/* The program at order 0 over intervals of its inputs, in interval
 * arithmetic (lower and upper endpoints, rounded outward), for the ODE
 * driver's residual search over parts of a step (docs/ode.md §3).
 *
 * Ball arithmetic (kernel_outputs_at on ball inputs) cannot enclose a wide
 * range of magnitudes: a midpoint-radius ball holding [1, e^600] contains 0
 * (its radius has 30 bits), so 1/cosh(w (t - c)) over a part of the step
 * away from its peak was undefined, as over the part that holds it, and the
 * search, unable to tell them apart, spent its budget elsewhere: y' = cos t +
 * 1/cosh(10^4 (t - 1/2)) printed sin 2 at t = 2 with 15 "verified" digits
 * (the pulse adds pi 10^-4).  Intervals keep [1, e^600] and give 1/cosh
 * [e^-600, 0.65] there, so the parts away from the peak drop out.  Each
 * elementary function is evaluated at the endpoints where it is monotone
 * (cosh, squares: their minimum inside), bounded ones (sin, cos) through
 * a ball of the interval. */
#include <math.h>
#include <arb.h>
#include "kernel_impl.h"

/* [lo, hi] of slot s: K->iv + 2 s, K->iv + 2 s + 1 */
#define LO(K, s) ((K)->iv + 2 * (s))
#define HI(K, s) ((K)->iv + 2 * (s) + 1)

typedef void (*arb_fn)(arb_t, const arb_t, slong);

static void iv_whole(arf_t lo, arf_t hi)
{
    arf_neg_inf(lo);
    arf_pos_inf(hi);
}

static int iv_finite(const arf_t lo, const arf_t hi)
{
    return arf_is_finite(lo) && arf_is_finite(hi);
}

/* [lo, hi] enclosing the ball x ([-inf, inf] when it is not finite). */
static void iv_of_ball(arf_t lo, arf_t hi, const arb_t x, slong prec)
{
    if (!arb_is_finite(x))
    {
        iv_whole(lo, hi);
        return;
    }
    arb_get_lbound_arf(lo, x, prec);
    arb_get_ubound_arf(hi, x, prec);
}

/* [lo, hi] = the hull of the balls x and y: from their bounds when tight
 * is set (the forcing nodes: a union ball's radius has 30 bits, and the
 * union of sin 0 and sin h reached 10^-9 h below 0, so that sin t strayed
 * from its series), else through their union ball.  The residual and pole
 * searches keep the union: its blur makes 1 - cos(u) hold 0 over parts
 * beside u = 0 too, and with the tight hull the candidate of 10^-70/(1 -
 * cos(t - 3/2))^3 was missed and the pole passed with 30 "verified"
 * digits. */
static void iv_hull(arf_t lo, arf_t hi, const arb_t x, const arb_t y, int tight, slong prec)
{
    arf_t l, h;
    if (!arb_is_finite(x) || !arb_is_finite(y))
    {
        iv_whole(lo, hi);
        return;
    }
    if (!tight)
    {
        arb_t u;
        arb_init(u);
        arb_union(u, x, y, prec);
        iv_of_ball(lo, hi, u, prec);
        arb_clear(u);
        return;
    }
    arf_init(l);
    arf_init(h);
    arb_get_lbound_arf(lo, x, prec);
    arb_get_ubound_arf(hi, x, prec);
    arb_get_lbound_arf(l, y, prec);
    arb_get_ubound_arf(h, y, prec);
    arf_min(lo, lo, l);
    arf_max(hi, hi, h);
    arf_clear(l);
    arf_clear(h);
}

/* The lower or upper bound of f at the point x. */
static void fn_bound(arf_t r, arb_fn f, const arf_t x, int upper, slong prec)
{
    arb_t b;
    arb_init(b);
    arb_set_arf(b, x);
    f(b, b, prec);
    if (!arb_is_finite(b))
    {
        if (upper)
            arf_pos_inf(r);
        else
            arf_neg_inf(r);
    }
    else if (upper)
        arb_get_ubound_arf(r, b, prec);
    else
        arb_get_lbound_arf(r, b, prec);
    arb_clear(b);
}

/* f monotone on [alo, ahi]: increasing (incr) or decreasing. */
static void iv_monotone(arf_t lo, arf_t hi, arb_fn f, int incr, const arf_t alo, const arf_t ahi,
                        slong prec)
{
    arf_t l, h;
    if (!iv_finite(alo, ahi))
    {
        iv_whole(lo, hi);
        return;
    }
    arf_init(l);
    arf_init(h);
    fn_bound(l, f, incr ? alo : ahi, 0, prec);
    fn_bound(h, f, incr ? ahi : alo, 1, prec);
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(l);
    arf_clear(h);
}

/* Through the ball of the interval (bounded functions). */
static void iv_ball_hull(arb_t x, const arf_t lo, const arf_t hi, slong prec)
{
    if (iv_finite(lo, hi))
        arb_set_interval_arf(x, lo, hi, prec);
    else
        arb_zero_pm_inf(x);
}

static void iv_add(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, const arf_t blo,
                   const arf_t bhi, int sub, slong prec)
{
    arf_t l, h;
    arf_init(l);
    arf_init(h);
    if (sub)
    {
        arf_sub(l, alo, bhi, prec, ARF_RND_FLOOR);
        arf_sub(h, ahi, blo, prec, ARF_RND_CEIL);
    }
    else
    {
        arf_add(l, alo, blo, prec, ARF_RND_FLOOR);
        arf_add(h, ahi, bhi, prec, ARF_RND_CEIL);
    }
    if (arf_is_nan(l) || arf_is_nan(h))
        iv_whole(l, h);
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(l);
    arf_clear(h);
}

static void iv_mul(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, const arf_t blo,
                   const arf_t bhi, slong prec)
{
    arf_struct a[2], b[2];
    arf_t p, l, h;
    int i, j;

    if (!iv_finite(alo, ahi) || !iv_finite(blo, bhi))
    {
        iv_whole(lo, hi);
        return;
    }
    a[0] = *alo; a[1] = *ahi; b[0] = *blo; b[1] = *bhi;     /* (shallow: read only) */
    arf_init(p);
    arf_init(l);
    arf_init(h);
    arf_pos_inf(l);
    arf_neg_inf(h);
    for (i = 0; i < 2; i++)
        for (j = 0; j < 2; j++)
        {
            arf_mul(p, a + i, b + j, prec, ARF_RND_FLOOR);
            arf_min(l, l, p);
            arf_mul(p, a + i, b + j, prec, ARF_RND_CEIL);
            arf_max(h, h, p);
        }
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(p);
    arf_clear(l);
    arf_clear(h);
}

static void iv_sqr(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, slong prec)
{
    arf_t l, h;
    if (!iv_finite(alo, ahi))
    {
        iv_whole(lo, hi);
        return;
    }
    arf_init(l);
    arf_init(h);
    if (arf_sgn(alo) >= 0)
    {
        arf_mul(l, alo, alo, prec, ARF_RND_FLOOR);
        arf_mul(h, ahi, ahi, prec, ARF_RND_CEIL);
    }
    else if (arf_sgn(ahi) <= 0)
    {
        arf_mul(l, ahi, ahi, prec, ARF_RND_FLOOR);
        arf_mul(h, alo, alo, prec, ARF_RND_CEIL);
    }
    else
    {
        arf_t t;
        arf_init(t);
        arf_zero(l);
        arf_mul(h, alo, alo, prec, ARF_RND_CEIL);
        arf_mul(t, ahi, ahi, prec, ARF_RND_CEIL);
        arf_max(h, h, t);
        arf_clear(t);
    }
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(l);
    arf_clear(h);
}

/* 1 / [alo, ahi]; 0 when the interval holds 0 (undefined, as the ball
 * program's domain check). */
static int iv_inv(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, slong prec)
{
    arf_t l, h;
    if (!(arf_sgn(alo) > 0 || arf_sgn(ahi) < 0) || arf_is_nan(alo) || arf_is_nan(ahi))
        return 0;
    arf_init(l);
    arf_init(h);
    arf_ui_div(l, 1, ahi, prec, ARF_RND_FLOOR);     /* (1/inf = 0) */
    arf_ui_div(h, 1, alo, prec, ARF_RND_CEIL);
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(l);
    arf_clear(h);
    return 1;
}

/* Whether the interval [lo, hi] may hold q pi/2 + 2 pi j for an integer j
 * (q = 0: the maxima of cos, 2: its minima, 1: the maxima of sin, 3: its
 * minima): 1 unless certainly not. */
static int iv_holds_period_point(const arf_t lo, const arf_t hi, int q, slong prec)
{
    double l = arf_get_d(lo, ARF_RND_FLOOR), twopi = 6.283185307179586;
    slong j, j0 = (slong) floor((l - q * 1.5707963267948966) / twopi);
    int may = 0;
    arb_t p;
    arf_t b;
    arb_init(p);
    arf_init(b);
    for (j = j0 - 1; j <= j0 + 2 && !may; j++)
    {   /* (p's ball meets [lo, hi]) */
        arb_const_pi(p, prec);
        arb_mul_si(p, p, 4 * j + q, prec);
        arb_mul_2exp_si(p, p, -1);
        arb_get_ubound_arf(b, p, prec);
        may = arf_cmp(b, lo) >= 0;
        arb_get_lbound_arf(b, p, prec);
        may = may && arf_cmp(b, hi) <= 0;
        may = may || !arb_is_finite(p);
    }
    arf_clear(b);
    arb_clear(p);
    return may;
}

/* [slo, shi] = sin and [clo, chi] = cos over [alo, ahi], tight: the values
 * at the ends, 1 or -1 where a maximum or minimum lies inside.  A ball's
 * cos is only first-order tight, and 1 - cos(u) over a short interval
 * beside u = 0 held 0 (the pole search of src/ode/solve.c could not tell
 * the half holding u = 0 from the other).  Wide or huge intervals: through
 * a ball.  (The outputs may alias the inputs.) */
static void iv_sin_cos(arf_t slo, arf_t shi, arf_t clo, arf_t chi, const arf_t alo,
                       const arf_t ahi, int tight, slong prec)
{
    arb_t s1, c1, s2, c2;
    arf_t l, h;
    int q, has[4];

    arb_init(s1);
    arb_init(c1);
    arb_init(s2);
    arb_init(c2);
    arf_init(l);
    arf_init(h);
    arf_set(l, alo);
    arf_set(h, ahi);
    if (iv_finite(l, h) && arf_cmpabs_2exp_si(l, 40) <= 0 && arf_cmpabs_2exp_si(h, 40) <= 0)
    {
        arf_sub(clo, h, l, 30, ARF_RND_UP);
        if (arf_cmp_si(clo, 3) <= 0)
        {
            for (q = 0; q < 4; q++)
                has[q] = iv_holds_period_point(l, h, q, prec);
            arb_set_arf(s1, l);
            arb_sin_cos(s1, c1, s1, prec);
            arb_set_arf(s2, h);
            arb_sin_cos(s2, c2, s2, prec);
            iv_hull(slo, shi, s1, s2, tight, prec);
            iv_hull(clo, chi, c1, c2, tight, prec);
            if (has[0])
                arf_one(chi);
            if (has[2])
                arf_set_si(clo, -1);
            if (has[1])
                arf_one(shi);
            if (has[3])
                arf_set_si(slo, -1);
            goto done;
        }
    }
    iv_ball_hull(s1, l, h, prec);
    arb_sin_cos(s1, c1, s1, prec);
    iv_of_ball(slo, shi, s1, prec);
    iv_of_ball(clo, chi, c1, prec);
done:
    if (arf_cmp_si(shi, 1) > 0)
        arf_one(shi);
    if (arf_cmp_si(slo, -1) < 0)
        arf_set_si(slo, -1);
    if (arf_cmp_si(chi, 1) > 0)
        arf_one(chi);
    if (arf_cmp_si(clo, -1) < 0)
        arf_set_si(clo, -1);
    arb_clear(s1);
    arb_clear(c1);
    arb_clear(s2);
    arb_clear(c2);
    arf_clear(l);
    arf_clear(h);
}

/* [cosh lo, cosh hi] with the minimum 1 at 0 inside. */
static void iv_cosh(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, slong prec)
{
    arf_t l, h;
    if (!iv_finite(alo, ahi))
    {
        arf_one(lo);
        arf_pos_inf(hi);
        return;
    }
    arf_init(l);
    arf_init(h);
    if (arf_sgn(alo) >= 0)
        iv_monotone(l, h, arb_cosh, 1, alo, ahi, prec);
    else if (arf_sgn(ahi) <= 0)
        iv_monotone(l, h, arb_cosh, 0, alo, ahi, prec);
    else
    {
        arf_t t;
        arf_init(t);
        arf_one(l);
        fn_bound(h, arb_cosh, alo, 1, prec);
        fn_bound(t, arb_cosh, ahi, 1, prec);
        arf_max(h, h, t);
        arf_clear(t);
    }
    arf_swap(lo, l);
    arf_swap(hi, h);
    arf_clear(l);
    arf_clear(h);
}

/* 1 + s [alo, ahi]^2 (s = +-1): the auxiliary w of tan (1 + tan^2), tanh
 * (1 - tanh^2), atan (1 + a^2), and the argument of asin's and acos's. */
static void iv_one_plus_sqr(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, int s,
                            slong prec)
{
    arf_t l, h, one;
    arf_init(l);
    arf_init(h);
    arf_init(one);
    arf_one(one);
    iv_sqr(l, h, alo, ahi, prec);
    if (s > 0)
        iv_add(lo, hi, one, one, l, h, 0, prec);
    else
        iv_add(lo, hi, one, one, l, h, 1, prec);
    arf_clear(l);
    arf_clear(h);
    arf_clear(one);
}

/* a^b, a > 0, b a ball (the constant's value): a^b is monotone in a for
 * each b, so the ball evaluations at both ends of a cover it. */
static int iv_pow(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, const arb_t b, int tight,
                  slong prec)
{
    arb_t x, y;
    if (!(arf_sgn(alo) > 0))
        return 0;
    if (!iv_finite(alo, ahi) || !arb_is_finite(b))
    {
        iv_whole(lo, hi);
        return 1;
    }
    arb_init(x);
    arb_init(y);
    arb_set_arf(x, alo);
    arb_pow(x, x, b, prec);
    arb_set_arf(y, ahi);
    arb_pow(y, y, b, prec);
    iv_hull(lo, hi, x, y, tight, prec);
    arb_clear(x);
    arb_clear(y);
    return 1;
}

/* One instruction over intervals: 0 when undefined there. */
static int iv_instr(kernel_struct * K, const kernel_instr * I, slong prec)
{
    arf_ptr dlo = LO(K, I->dst), dhi = HI(K, I->dst);
    arf_ptr d2lo = I->dst2 >= 0 ? LO(K, I->dst2) : NULL, d2hi = I->dst2 >= 0 ? HI(K, I->dst2) : NULL;
    arf_srcptr alo = I->a >= 0 ? LO(K, I->a) : NULL, ahi = I->a >= 0 ? HI(K, I->a) : NULL;
    arf_srcptr blo = I->b >= 0 ? LO(K, I->b) : NULL, bhi = I->b >= 0 ? HI(K, I->b) : NULL;
    arb_t x, y, z;
    int ok = 1;

    arb_init(x);
    arb_init(y);
    arb_init(z);
    switch (I->op)
    {
        case KI_CONST:
            arb_set_fmpq(x, I->q, prec);
            iv_of_ball(dlo, dhi, x, prec);
            break;
        case KI_PI:
            arb_const_pi(x, prec);
            iv_of_ball(dlo, dhi, x, prec);
            break;
        case KI_ADD:
            iv_add(dlo, dhi, alo, ahi, blo, bhi, 0, prec);
            break;
        case KI_SUB:
            iv_add(dlo, dhi, alo, ahi, blo, bhi, 1, prec);
            break;
        case KI_NEG:
        {
            arf_t l;
            arf_init(l);
            arf_neg(l, ahi);
            arf_neg(dhi, alo);
            arf_swap(dlo, l);
            arf_clear(l);
            break;
        }
        case KI_SCAL: case KI_MUL:
            iv_mul(dlo, dhi, alo, ahi, blo, bhi, prec);
            break;
        case KI_SQR:
            iv_sqr(dlo, dhi, alo, ahi, prec);
            break;
        case KI_DIVSCAL: case KI_DIV:
        {
            arf_t l, h;
            arf_init(l);
            arf_init(h);
            ok = iv_inv(l, h, blo, bhi, prec);
            if (ok)
                iv_mul(dlo, dhi, alo, ahi, l, h, prec);
            arf_clear(l);
            arf_clear(h);
            break;
        }
        case KI_INV:
            ok = iv_inv(dlo, dhi, alo, ahi, prec);
            break;
        case KI_POW:
            ok = iv_pow(dlo, dhi, alo, ahi, KERNEL_SLOT(K, I->b), K->iv_tight, prec);
            break;
        case KI_EXP:
            iv_monotone(dlo, dhi, arb_exp, 1, alo, ahi, prec);
            break;
        case KI_LOG:
            ok = arf_sgn(alo) > 0;
            if (ok)
                iv_monotone(dlo, dhi, arb_log, 1, alo, ahi, prec);
            break;
        case KI_SQRT:
            ok = arf_sgn(alo) > 0;
            if (ok)
                iv_monotone(dlo, dhi, arb_sqrt, 1, alo, ahi, prec);
            break;
        case KI_SINCOS:
            iv_sin_cos(dlo, dhi, d2lo, d2hi, alo, ahi, K->iv_tight, prec);
            break;
        case KI_SINHCOSH:
        {   /* (cosh first: d2 may be read from a) */
            arf_t l, h;
            arf_init(l);
            arf_init(h);
            iv_cosh(l, h, alo, ahi, prec);
            iv_monotone(dlo, dhi, arb_sinh, 1, alo, ahi, prec);
            arf_swap(d2lo, l);
            arf_swap(d2hi, h);
            arf_clear(l);
            arf_clear(h);
            break;
        }
        case KI_TAN:
            iv_ball_hull(x, alo, ahi, prec);
            ok = sersol_domain_tan(x, prec);
            if (ok)
            {   /* (no pole inside: increasing) */
                iv_monotone(dlo, dhi, arb_tan, 1, alo, ahi, prec);
                iv_one_plus_sqr(d2lo, d2hi, dlo, dhi, 1, prec);
            }
            break;
        case KI_TANH:
            iv_monotone(dlo, dhi, arb_tanh, 1, alo, ahi, prec);
            iv_one_plus_sqr(d2lo, d2hi, dlo, dhi, -1, prec);
            break;
        case KI_ATAN:
            iv_one_plus_sqr(d2lo, d2hi, alo, ahi, 1, prec);
            iv_monotone(dlo, dhi, arb_atan, 1, alo, ahi, prec);
            break;
        case KI_ASIN: case KI_ACOS:
            iv_ball_hull(x, alo, ahi, prec);
            ok = sersol_domain_asin(x);
            if (ok)
            {
                arf_t l, h;
                arf_init(l);
                arf_init(h);
                iv_one_plus_sqr(l, h, alo, ahi, -1, prec);
                if (arf_sgn(l) < 0)
                    arf_zero(l);
                iv_monotone(dlo, dhi, I->op == KI_ASIN ? arb_asin : arb_acos,
                            I->op == KI_ASIN, alo, ahi, prec);
                iv_monotone(d2lo, d2hi, arb_sqrt, 1, l, h, prec);
                arf_clear(l);
                arf_clear(h);
            }
            break;
    }
    arb_clear(x);
    arb_clear(y);
    arb_clear(z);
    return ok;
}

/* The program's instructions before stop over the intervals of in: the
 * index of the first instruction undefined there, or -1 when every one is
 * defined. */
static void iv_constants(kernel_struct * K, slong prec)
{
    slong i;

    if (K->iv == NULL)
    {
        K->iv = flint_malloc(sizeof(arf_struct) * 2 * K->num_slots);
        for (i = 0; i < 2 * K->num_slots; i++)
            arf_init(K->iv + i);
    }
    for (i = 0; i < K->num_slots; i++)     /* the constants (read only) */
        if (K->slot_const[i])
            iv_of_ball(LO(K, i), HI(K, i), KERNEL_SLOT(K, i), prec);
    if (prec > K->const_prec)
        for (i = 0; i < K->cprog.len; i++)
        {   /* again at prec, where that is more (the driver's pole search at
             * 1024 bits: 157/100 or pi/2 held to the run's 142 bits smeared
             * the zero of t - 157/100 over 2^-142, and a pole 10^-70/(t -
             * 157/100) passed); the stored ball where undefined */
            const kernel_instr * I = K->cprog.ins + i;
            if (!iv_instr(K, I, prec))
            {
                iv_of_ball(LO(K, I->dst), HI(K, I->dst), KERNEL_SLOT(K, I->dst), prec);
                if (I->dst2 >= 0)
                    iv_of_ball(LO(K, I->dst2), HI(K, I->dst2), KERNEL_SLOT(K, I->dst2), prec);
            }
        }
}

static slong iv_program_to(kernel_struct * K, arb_srcptr in, slong prec, slong stop)
{
    slong i;

    iv_constants(K, prec);
    for (i = 0; i < K->n_in; i++)
        iv_of_ball(LO(K, K->in_slot[i]), HI(K, K->in_slot[i]), in + i, prec);
    for (i = 0; i < FLINT_MIN(stop, K->prog.len); i++)
        if (!iv_instr(K, K->prog.ins + i, prec))
            return i;
    return -1;
}

static slong iv_program(kernel_struct * K, arb_srcptr in, slong prec)
{
    return iv_program_to(K, in, prec, K->prog.len);
}

int kernel_outputs_on(arb_ptr out, const kernel_struct * Kc, arb_srcptr in, slong prec)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (its interval scratch only) */
    slong j;

    if (iv_program(K, in, prec) >= 0)
        return 0;
    for (j = 0; j < K->n_out; j++)
    {
        arf_srcptr lo = LO(K, K->out_slot[j]), hi = HI(K, K->out_slot[j]);
        if (iv_finite(lo, hi))
            arb_set_interval_arf(out + j, lo, hi, prec);
        else
            arb_zero_pm_inf(out + j);
    }
    return 1;
}

static int is_pole_op(int op)
{
    switch (op)
    {
        case KI_INV: case KI_DIV: case KI_DIVSCAL:  /* a divisor's interval holding 0 */
        case KI_TAN:        /* a pole of tan inside */
            return 1;
        default:
            return 0;
    }
}

int kernel_pole_on(const kernel_struct * Kc, arb_srcptr in, slong prec)
{
    return kernel_pole_instr_on(Kc, in, prec) >= 0;
}

slong kernel_pole_instr_on(const kernel_struct * Kc, arb_srcptr in, slong prec)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (its interval scratch only) */
    slong i = iv_program(K, in, prec);

    return (i >= 0 && is_pole_op(K->prog.ins[i].op)) ? i : -1;
}

int kernel_divisor_on(arb_t d, const kernel_struct * Kc, arb_srcptr in, slong prec, slong i)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (its interval scratch only) */
    const kernel_instr * I;

    if (i < 0 || i >= K->prog.len || !is_pole_op(K->prog.ins[i].op)
        || iv_program_to(K, in, prec, i) >= 0)
        return 0;
    I = K->prog.ins + i;
    if (I->op == KI_DIV || I->op == KI_DIVSCAL)
        iv_ball_hull(d, LO(K, I->b), HI(K, I->b), prec);
    else
    {
        iv_ball_hull(d, LO(K, I->a), HI(K, I->a), prec);
        if (I->op == KI_TAN)
            arb_cos(d, d, prec);
    }
    return arb_is_finite(d);
}

/* ---- forcing nodes (kernel_num_forcing) ----
 *
 * Occurrences of the time in a slot's expression tree, counted with
 * multiplicity and capped at 2 (a shared node counts as often as it is
 * used); a slot that depends on a state input counts as -1. */
static int is_forcing_op(int op)
{
    switch (op)
    {
        case KI_DIV: case KI_INV: case KI_POW: case KI_EXP: case KI_LOG: case KI_SQRT:
        case KI_SINCOS: case KI_SINHCOSH: case KI_TAN: case KI_TANH: case KI_ATAN:
        case KI_ASIN: case KI_ACOS:
            return 1;
        default:
            return 0;
    }
}

/* The functions that can hide a scale far below the step's (a pulse
 * exp(-((s - c)/w)^2), a Lorentzian 1/(w^2 + (s - c)^2), a step tanh(s/w),
 * a kink sqrt(w^2 + s^2)): every forcing function but sin and cos, whose
 * coefficients show a large frequency at once. */
static int is_scale_op(int op)
{
    return is_forcing_op(op) && op != KI_SINCOS;
}

int kernel_input_reaches_scale(const kernel_struct * K, slong i)
{
    char * dep;
    slong j;
    int reaches = 0;

    if (i < 0 || i >= K->n_in)
    {
        flint_printf("kernel_input_reaches_scale: input %wd of %wd\n", i, K->n_in);
        flint_abort();
    }
    dep = flint_calloc(K->num_slots, 1);
    dep[K->in_slot[i]] = 1;
    for (j = 0; j < K->prog.len && !reaches; j++)
    {
        const kernel_instr * I = K->prog.ins + j;
        int d = (I->a >= 0 && dep[I->a]) || (I->b >= 0 && dep[I->b]);
        reaches = d && is_scale_op(I->op);
        dep[I->dst] = d;
        if (I->dst2 >= 0)
            dep[I->dst2] = d;
    }
    flint_free(dep);
    return reaches;
}

/* A product of two factors that both vary with t, or a square: each factor
 * may pass its own test (a pulse's polynomial, far from the pulse, is large
 * beside it) while their product's polynomial is small beside the product,
 * a pulse of its own: exp(-((t - 1.24)/w)^2) exp(-((t - 1.240001)/w)^2),
 * (sin(t) exp(-((t - 1.24)/w)^2))^2 (its square printed sin 2 with 15
 * "verified" digits, the pulse's 1.1e-10 missed; helper-61). */
static int is_forcing_product(const kernel_instr * I, const int * occ)
{
    return (I->op == KI_MUL && I->b >= 0 && occ[I->a] >= 1 && occ[I->b] >= 1)
           || (I->op == KI_SQR && occ[I->a] >= 1);
}

/* A sum or difference with an operand made of forcing nodes (scaled or
 * negated): its terms may cancel to far below a double's resolution of
 * them, which hides a tail its operands cannot show: 1 - tanh(u)^2 with
 * tanh(u) = 1 - 2e-44 (its operands [1, 1] as doubles), the box pulse
 * tanh((t - a)/w) - tanh((t - b)/w) outside the box (the tail 1.1e-56 of
 * 3e-6 (1 - tanh((t + 3.7000025)/5e-8)^2) at t = -3.7 was missed with 60
 * "verified" digits, helper-74's C045). */
static int is_forcing_sum(const kernel_instr * I, const char * of_forcing)
{
    return (I->op == KI_ADD || I->op == KI_SUB)
           && ((I->a >= 0 && of_forcing[I->a]) || (I->b >= 0 && of_forcing[I->b]));
}

static int occurrences(int a, int b)
{
    return (a < 0 || b < 0) ? -1 : FLINT_MIN(a + b, 2);
}

/* Whether an instruction of t alone reads input i. */
static int input_read_by_t_only(const kernel_struct * K, slong i)
{
    slong j, s = K->in_slot[i];
    for (j = 0; j < K->prog.len; j++)
        if (K->t_only[j] && (K->prog.ins[j].a == s || K->prog.ins[j].b == s))
            return 1;
    return 0;
}

static void forcing_init(kernel_struct * K)
{
    int * occ = flint_calloc(K->num_slots, sizeof(int));
    char * state = flint_calloc(K->num_slots, 1);   /* the largest kind of series input
                                                     * it reads (0: none) */
    char * of_forcing = flint_calloc(K->num_slots, 1);  /* a forcing node, scaled or negated */
    slong i;

    K->forcing = flint_malloc(sizeof(slong) * (2 * K->prog.len + 1));
    K->iv_undef = flint_calloc(K->num_slots, 1);
    K->slot_multi = flint_calloc(K->num_slots, 1);
    K->forcing_multi = flint_calloc(2 * K->prog.len + 1, 1);
    K->forcing_state = flint_calloc(2 * K->prog.len + 1, 1);
    K->t_only = flint_calloc(K->prog.len + 1, 1);
    K->num_forcing = 0;
    K->num_multi = 0;
    for (i = 0; i < K->n_in; i++)
    {
        int kind = (i > 0 && K->t_only_in != NULL) ? K->t_only_in[i] : 0;
        occ[K->in_slot[i]] = (i == 0) ? 1 : (kind == KERNEL_SERIES_AFFINE) ? 1 : kind ? 2 : -1;
        state[K->in_slot[i]] = (char) kind;
    }
    for (i = 0; i < K->prog.len; i++)
    {
        const kernel_instr * I = K->prog.ins + i;
        int o = (I->a >= 0) ? occ[I->a] : 0;
        if (I->b >= 0 && I->op != KI_POW)   /* (a power's b is constant) */
            o = occurrences(o, (I->op == KI_MUL && I->b == I->a) ? occ[I->a] : occ[I->b]);
        occ[I->dst] = o;
        state[I->dst] = FLINT_MAX(I->a >= 0 ? state[I->a] : 0, I->b >= 0 ? state[I->b] : 0);
        if (I->dst2 >= 0)
        {
            occ[I->dst2] = o;
            state[I->dst2] = state[I->dst];
        }
        K->slot_multi[I->dst] = (o > 1);
        if (I->dst2 >= 0)
            K->slot_multi[I->dst2] = (o > 1);
        K->t_only[i] = (o >= 0);
        if (o >= 1 && (I->op == KI_NEG || I->op == KI_SCAL || I->op == KI_DIVSCAL))
            of_forcing[I->dst] = of_forcing[I->a];
        if (o >= 1 && (is_forcing_op(I->op) || is_forcing_product(I, occ)
                       || is_forcing_sum(I, of_forcing)))
        {
            of_forcing[I->dst] = 1;
            if (I->dst2 >= 0)
                of_forcing[I->dst2] = 1;
            K->forcing_multi[K->num_forcing] = (o > 1);
            K->forcing_state[K->num_forcing] = state[I->dst];
            K->forcing[K->num_forcing++] = I->dst;
            if (I->op == KI_SINCOS || I->op == KI_SINHCOSH)
            {
                K->forcing_multi[K->num_forcing] = (o > 1);
                K->forcing_state[K->num_forcing] = state[I->dst];
                K->forcing[K->num_forcing++] = I->dst2;
            }
        }
    }
    flint_free(occ);
    flint_free(state);
    flint_free(of_forcing);
    for (i = 0; i < K->num_forcing; i++)
        K->num_multi += K->forcing_multi[i];
    if (K->num_multi > 0)
    {
        K->ivd = flint_malloc(sizeof(arf_struct) * 2 * K->num_slots);
        K->ivm = flint_malloc(sizeof(arf_struct) * 2 * K->num_slots);
        for (i = 0; i < 2 * K->num_slots; i++)
        {
            arf_init(K->ivd + i);       /* (zero: the constants' derivatives) */
            arf_init(K->ivm + i);
        }
    }
    for (i = 1; K->t_only_in != NULL && i < K->n_in; i++)
        if (K->t_only_in[i] && !input_read_by_t_only(K, i))
            K->t_only_in[i] = 0;    /* (no interval of it to evaluate: y' = cos t) */
    K->forcing_ready = 1;
}

slong kernel_num_forcing(const kernel_struct * Kc)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (found at the first call) */
    if (!K->forcing_ready)
        forcing_init(K);
    return K->num_forcing;
}

arb_srcptr kernel_forcing_series(const kernel_struct * K, slong j, slong * len)
{
    if (j < 0 || j >= kernel_num_forcing(K))
    {
        flint_printf("kernel_forcing_series: node %wd of %wd\n", j, K->num_forcing);
        flint_abort();
    }
    *len = FLINT_MIN(K->num_done, K->alloc);
    return KERNEL_SLOT(K, K->forcing[j]);
}

/* ---- the mean-value form of the nodes with several occurrences of t ----
 *
 * Where t occurs more than once in a node, interval arithmetic overestimates
 * it (the dependency problem): exp(-(t - c)(t - c)/w^2) over [c - d, c + d]
 * reaches exp(d^2/w^2) > 1, and 2/(e^u + e^-u), u = w (t - c), by a
 * first-order amount that no subdivision removes, so that the search could
 * not tell such a pulse from its series and the nodes were left out (a pulse
 * 10^-12 exp(-(t - 1.24)(t - 1.24)/(4 10^-6)) passed with 30 "verified"
 * digits, right to 14).  Such a node f is enclosed by its mean-value form
 * f(m) + f'(X) (X - m), m the midpoint of X, whose overestimate is of second
 * order in the width, intersected with the plain enclosure; f'(X) comes from
 * forward differentiation along the program in interval arithmetic (the
 * dependency there only widens the second-order term). */

/* [d]'s slot s: K->ivd + 2 s, K->ivd + 2 s + 1 */
/* K->iv_undef flags */
#define IV_UNDEF 1
#define IV_NEAR_00 2

#define DLO(K, s) ((K)->ivd + 2 * (s))
#define DHI(K, s) ((K)->ivd + 2 * (s) + 1)

/* [lo, hi] = c [alo, ahi] for an exact c (a power of two or -1, ...). */
static void iv_scale_si(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, slong c, slong prec)
{
    arf_t l, h;
    arf_init(l);
    arf_init(h);
    arf_set_si(l, c);
    arf_set_si(h, c);
    iv_mul(lo, hi, alo, ahi, l, h, prec);
    arf_clear(l);
    arf_clear(h);
}

/* [lo, hi] = [alo, ahi] / [blo, bhi]; every value when [b] holds 0. */
static void iv_quot(arf_t lo, arf_t hi, const arf_t alo, const arf_t ahi, const arf_t blo,
                    const arf_t bhi, slong prec)
{
    arf_t l, h;
    arf_init(l);
    arf_init(h);
    if (iv_inv(l, h, blo, bhi, prec))
        iv_mul(lo, hi, alo, ahi, l, h, prec);
    else
        iv_whole(lo, hi);
    arf_clear(l);
    arf_clear(h);
}

/* The derivative of instruction I's results in t over the current
 * intervals (its operands' values and derivatives already there; slots are
 * written once, so the operands are intact after iv_instr). */
static void iv_deriv(kernel_struct * K, const kernel_instr * I, slong prec)
{
    arf_ptr dl = DLO(K, I->dst), dh = DHI(K, I->dst);
    arf_ptr d2l = I->dst2 >= 0 ? DLO(K, I->dst2) : NULL, d2h = I->dst2 >= 0 ? DHI(K, I->dst2) : NULL;
    arf_srcptr al = I->a >= 0 ? LO(K, I->a) : NULL, ah = I->a >= 0 ? HI(K, I->a) : NULL;
    arf_srcptr bl = I->b >= 0 ? LO(K, I->b) : NULL, bh = I->b >= 0 ? HI(K, I->b) : NULL;
    arf_srcptr dal = I->a >= 0 ? DLO(K, I->a) : NULL, dah = I->a >= 0 ? DHI(K, I->a) : NULL;
    arf_srcptr dbl = I->b >= 0 ? DLO(K, I->b) : NULL, dbh = I->b >= 0 ? DHI(K, I->b) : NULL;
    arf_srcptr rl = LO(K, I->dst), rh = HI(K, I->dst);
    arf_srcptr r2l = I->dst2 >= 0 ? LO(K, I->dst2) : NULL, r2h = I->dst2 >= 0 ? HI(K, I->dst2) : NULL;
    arf_t l, h, l2, h2;

    arf_init(l);
    arf_init(h);
    arf_init(l2);
    arf_init(h2);
    switch (I->op)
    {
        case KI_CONST: case KI_PI:
            arf_zero(dl);
            arf_zero(dh);
            break;
        case KI_ADD:
            iv_add(dl, dh, dal, dah, dbl, dbh, 0, prec);
            break;
        case KI_SUB:
            iv_add(dl, dh, dal, dah, dbl, dbh, 1, prec);
            break;
        case KI_NEG:
            arf_neg(l, dah);
            arf_neg(dh, dal);
            arf_swap(dl, l);
            break;
        case KI_SCAL: case KI_MUL:                  /* a' b + a b' */
            iv_mul(l, h, dal, dah, bl, bh, prec);
            iv_mul(l2, h2, al, ah, dbl, dbh, prec);
            iv_add(dl, dh, l, h, l2, h2, 0, prec);
            break;
        case KI_SQR:                                /* 2 a a' */
            iv_mul(l, h, al, ah, dal, dah, prec);
            iv_scale_si(dl, dh, l, h, 2, prec);
            break;
        case KI_DIVSCAL: case KI_DIV:               /* (a' - r b') / b */
            iv_mul(l, h, rl, rh, dbl, dbh, prec);
            iv_add(l2, h2, dal, dah, l, h, 1, prec);
            iv_quot(dl, dh, l2, h2, bl, bh, prec);
            break;
        case KI_INV:                                /* -r^2 a' */
            iv_sqr(l, h, rl, rh, prec);
            iv_mul(l2, h2, l, h, dal, dah, prec);
            iv_scale_si(dl, dh, l2, h2, -1, prec);
            break;
        case KI_POW:                                /* b (r / a) a' */
            iv_quot(l, h, rl, rh, al, ah, prec);
            iv_mul(l2, h2, l, h, LO(K, I->b), HI(K, I->b), prec);
            iv_mul(dl, dh, l2, h2, dal, dah, prec);
            break;
        case KI_EXP:                                /* r a' */
            iv_mul(dl, dh, rl, rh, dal, dah, prec);
            break;
        case KI_LOG:                                /* a' / a */
            iv_quot(dl, dh, dal, dah, al, ah, prec);
            break;
        case KI_SQRT:                               /* a' / (2 r) */
            iv_scale_si(l, h, rl, rh, 2, prec);
            iv_quot(dl, dh, dal, dah, l, h, prec);
            break;
        case KI_SINCOS:                             /* (cos a a', -sin a a') */
            iv_mul(dl, dh, r2l, r2h, dal, dah, prec);
            iv_mul(l, h, rl, rh, dal, dah, prec);
            iv_scale_si(d2l, d2h, l, h, -1, prec);
            break;
        case KI_SINHCOSH:                           /* (cosh a a', sinh a a') */
            iv_mul(dl, dh, r2l, r2h, dal, dah, prec);
            iv_mul(d2l, d2h, rl, rh, dal, dah, prec);
            break;
        case KI_TAN: case KI_TANH:                  /* (w a', +-2 r r') */
            iv_mul(dl, dh, r2l, r2h, dal, dah, prec);
            iv_mul(l, h, rl, rh, dl, dh, prec);
            iv_scale_si(d2l, d2h, l, h, I->op == KI_TAN ? 2 : -2, prec);
            break;
        case KI_ATAN:                               /* (a' / w, 2 a a') */
            iv_quot(dl, dh, dal, dah, r2l, r2h, prec);
            iv_mul(l, h, al, ah, dal, dah, prec);
            iv_scale_si(d2l, d2h, l, h, 2, prec);
            break;
        case KI_ASIN: case KI_ACOS:                 /* (+-a' / w, -a a' / w) */
            iv_quot(l, h, dal, dah, r2l, r2h, prec);
            iv_scale_si(dl, dh, l, h, I->op == KI_ASIN ? 1 : -1, prec);
            iv_mul(l2, h2, al, ah, l, h, prec);
            iv_scale_si(d2l, d2h, l2, h2, -1, prec);
            break;
        default:
            iv_whole(dl, dh);
            if (d2l != NULL)
                iv_whole(d2l, d2h);
    }
    arf_clear(l);
    arf_clear(h);
    arf_clear(l2);
    arf_clear(h2);
}

/* Slot s's interval narrowed by its mean-value form: its value at the
 * midpoint (K->ivm) + its derivative over the interval times hw, half the
 * width, both sides. */
static void iv_mean_value(kernel_struct * K, slong s, const arf_t hw, slong prec)
{
    arf_srcptr vl = K->ivm + 2 * s, vh = K->ivm + 2 * s + 1;
    arf_t m, l, h;

    if (!iv_finite(DLO(K, s), DHI(K, s)) || !iv_finite(vl, vh))
        return;
    arf_init(m);
    arf_init(l);
    arf_init(h);
    arf_abs(m, DLO(K, s));
    arf_abs(l, DHI(K, s));
    arf_max(m, m, l);
    arf_mul(m, m, hw, prec, ARF_RND_CEIL);
    arf_sub(l, vl, m, prec, ARF_RND_FLOOR);
    arf_add(h, vh, m, prec, ARF_RND_CEIL);
    arf_max(LO(K, s), LO(K, s), l);
    arf_min(HI(K, s), HI(K, s), h);
    arf_clear(m);
    arf_clear(l);
    arf_clear(h);
}

/* sum_{k >= d} k^(d falling) |c_k| rho^(k - d) for d = 1, 2: a bound of
 * the d-th derivative of sum_k c_k x^k over |x| <= rho. */
static void abs_poly_derivative_mag(mag_t v, arb_srcptr c, slong len, slong d, const mag_t rho)
{
    mag_t m;
    slong k;

    mag_init(m);
    mag_zero(v);
    for (k = len - 1; k >= d; k--)
    {
        mag_mul(v, v, rho);
        arb_get_mag(m, c + k);
        mag_mul_ui(m, m, (d == 1) ? (ulong) k : (ulong) k * (ulong) (k - 1));
        mag_add(v, v, m);
    }
    mag_clear(m);
}

/* Input i, a state enclosed by its series (kernel_forcing_set_series_input),
 * over [tlo, thi]: its series of the last expansion, P(x) = sum_k c_k x^k
 * with x in X = [tlo, thi] - t_0, exactly c_0 + c_1 X for an affine state
 * (its higher coefficients are 0); another by its centred form P(x_m) +-
 * r A'(|x_m| + r), x_m +- r = X and A the polynomial of the |c_k|, and its
 * derivative P'(x_m) +- r A''(|x_m| + r) likewise: one evaluation at the
 * midpoint and two sums of magnitudes, where Horner's rule in interval
 * arithmetic took three interval products a coefficient (a fifth of the
 * Kepler problem's time at 30 digits once its states were enclosed). */
static void iv_series_input(kernel_struct * K, slong i, const arf_t tlo, const arf_t thi,
                            int deriv, slong prec)
{
    slong s = K->in_slot[i], len = FLINT_MAX(FLINT_MIN(K->num_done, K->alloc), 1);
    arb_srcptr c = KERNEL_SLOT(K, s), t0 = KERNEL_SLOT(K, K->in_slot[0]);
    arb_t x, xm, v, dv;
    mag_t rho, e;

    arb_init(x);
    arb_init(xm);
    arb_init(v);
    arb_init(dv);
    mag_init(rho);
    mag_init(e);
    arb_set_interval_arf(x, tlo, thi, prec);
    arb_sub(x, x, t0, prec);                    /* X = x_m +- r */
    if (K->t_only_in[i] == KERNEL_SERIES_AFFINE)
    {   /* c_0 + c_1 X: its higher coefficients are 0 */
        if (len >= 2)
        {
            arb_mul(v, c + 1, x, prec);
            arb_add(v, v, c, prec);
            arb_set(dv, c + 1);
        }
        else
        {
            arb_set(v, c);
            arb_zero(dv);
        }
    }
    else
    {
        arf_set(arb_midref(xm), arb_midref(x));
        if (deriv)
            _arb_poly_evaluate2(v, dv, c, len, xm, prec);
        else
            _arb_poly_evaluate(v, c, len, xm, prec);
        arb_get_mag(rho, x);                    /* |x_m| + r */
        if (!mag_is_zero(arb_radref(x)))
        {
            abs_poly_derivative_mag(e, c, len, 1, rho);
            mag_mul(e, e, arb_radref(x));
            arb_add_error_mag(v, e);
        }
        if (deriv && !mag_is_zero(arb_radref(x)))
        {
            abs_poly_derivative_mag(e, c, len, 2, rho);
            mag_mul(e, e, arb_radref(x));
            arb_add_error_mag(dv, e);
        }
    }
    if (K->iv_widen != NULL && K->iv_widen[i] > 0)
    {   /* the series follows the computed solution, not the true one: s'
         * = 1 + 1e-400 y at 15 digits ended its steps 4e-28 below t
         * (the rounding of 1 + 1e-400 y), so a box 5e-50 beyond T = 2, 1e-50
         * wide, lay beyond the enclosure of s, and y(2) printed sin 2 with
         * every digit, wrong by 5e-13 (docs/ode.md §3).  A state of t alone
         * too: s' = 1 + z - sin t, z' = cos t, whose midpoints lagged t by
         * 7e-40 at 30 digits (their radius 4e-31), held a box 1e-46 wide
         * 5e-46 beyond T = 2 outside its enclosure (helper-68's f02) */
        mag_set_d(e, K->iv_widen[i]);
        arb_add_error_mag(v, e);
    }
    iv_of_ball(LO(K, s), HI(K, s), v, prec);
    if (deriv)
        iv_of_ball(DLO(K, s), DHI(K, s), dv, prec);
    arb_clear(x);
    arb_clear(xm);
    arb_clear(v);
    arb_clear(dv);
    mag_clear(rho);
    mag_clear(e);
}

/* Whether [lo, hi] holds 0 or lies within 4 widths of it. */
static int iv_near_zero(const arf_t lo, const arf_t hi)
{
    arf_t w, m;
    int near;
    if (!iv_finite(lo, hi) || (arf_sgn(lo) <= 0 && arf_sgn(hi) >= 0))
        return 1;
    arf_init(w);
    arf_init(m);
    arf_sub(w, hi, lo, 30, ARF_RND_UP);
    arf_mul_2exp_si(w, w, 2);
    if (arf_sgn(lo) > 0)
        arf_set(m, lo);
    else
        arf_neg(m, hi);
    near = arf_cmp(m, w) <= 0;
    arf_clear(w);
    arf_clear(m);
    return near;
}

/* The instructions of t alone over [tlo, thi] (with their derivatives and
 * the mean-value forms of the slots where t occurs more than once when hw,
 * half the width, is given; K->ivm then holds the slots at the midpoint).
 * An undefined one (a quotient by an interval holding 0, a logarithm of
 * one reaching 0) gives every value, and it and its dependents are marked
 * IV_UNDEF in K->iv_undef: a pole, left to the pole search, where a value
 * beyond a double is not.  A quotient of t more than once whose operands
 * are both near 0 (within 4 widths) is marked IV_NEAR_00, and its
 * dependents: near a removable 0/0 such as (1 - cos u)/u^2 or sin(u)/u the
 * enclosure over [u, 2u] is [1/8, 2] at every scale, which no halving
 * resolves (the search drops such parts, src/kernel/forcing.c). */
static void iv_t_program(kernel_struct * K, const arf_t tlo, const arf_t thi, const arf_t hw,
                         slong prec)
{
    int deriv = (hw != NULL);
    slong i, t = K->in_slot[0];

    arf_set(LO(K, t), tlo);
    arf_set(HI(K, t), thi);
    if (deriv)
    {
        arf_one(DLO(K, t));
        arf_one(DHI(K, t));
    }
    for (i = 1; K->t_only_in != NULL && i < K->n_in; i++)
        if (K->t_only_in[i])
            iv_series_input(K, i, tlo, thi, deriv, prec);
    for (i = 0; i < K->prog.len; i++)
    {
        const kernel_instr * I = K->prog.ins + i;
        int flags, undef;
        if (!K->t_only[i])
            continue;
        flags = (I->a >= 0 ? K->iv_undef[I->a] : 0) | (I->b >= 0 ? K->iv_undef[I->b] : 0);
        if (!(flags & IV_UNDEF) && !iv_instr(K, I, prec))
            flags |= IV_UNDEF;
        if (!(flags & IV_UNDEF) && (I->op == KI_DIV) && K->slot_multi[I->dst]
            && iv_near_zero(LO(K, I->a), HI(K, I->a)) && iv_near_zero(LO(K, I->b), HI(K, I->b)))
            flags |= IV_NEAR_00;
        undef = (flags & IV_UNDEF) != 0;
        K->iv_undef[I->dst] = flags;
        if (I->dst2 >= 0)
            K->iv_undef[I->dst2] = flags;
        if (undef)
        {   /* every value (its dependents follow) */
            iv_whole(LO(K, I->dst), HI(K, I->dst));
            if (I->dst2 >= 0)
                iv_whole(LO(K, I->dst2), HI(K, I->dst2));
            if (deriv)
            {
                iv_whole(DLO(K, I->dst), DHI(K, I->dst));
                if (I->dst2 >= 0)
                    iv_whole(DLO(K, I->dst2), DHI(K, I->dst2));
            }
        }
        else if (deriv)
        {
            iv_deriv(K, I, prec);
            if (K->slot_multi[I->dst])
            {   /* (narrowed before its dependents read it) */
                iv_mean_value(K, I->dst, hw, prec);
                if (I->dst2 >= 0)
                    iv_mean_value(K, I->dst2, hw, prec);
            }
        }
    }
}


void kernel_forcing_set_series_input(kernel_struct * K, slong i, int kind)
{
    if (i < 1 || i >= K->n_in || kind < KERNEL_SERIES_AFFINE || kind > KERNEL_SERIES_STATE)
    {
        flint_printf("kernel_forcing_set_series_input: input %wd of %wd, kind %d\n", i, K->n_in,
                     kind);
        flint_abort();
    }
    if (K->forcing_ready)
    {
        flint_printf("kernel_forcing_set_series_input: after the forcing nodes were found\n");
        flint_abort();
    }
    if (K->t_only_in == NULL)
        K->t_only_in = flint_calloc(K->n_in, 1);
    /* (an affine one is t once; another, enclosed by Horner's rule,
     * overestimates as t more than once does: its nodes get the mean-value
     * forms and the allowance of those) */
    K->t_only_in[i] = (char) kind;
}

void kernel_forcing_enclose_states(kernel_struct * K)
{
    slong i;
    for (i = 1; i < K->n_in; i++)
        if ((K->t_only_in == NULL || K->t_only_in[i] == 0) && kernel_input_reaches_scale(K, i))
            kernel_forcing_set_series_input(K, i, KERNEL_SERIES_STATE);
}

int kernel_forcing_near_00(const kernel_struct * K, slong j)
{
    return j >= 0 && j < K->num_forcing && (K->iv_undef[K->forcing[j]] & IV_NEAR_00) != 0;
}

int kernel_forcing_multi(const kernel_struct * K, slong j)
{
    return j >= 0 && j < kernel_num_forcing(K) && K->forcing_multi[j];
}

int kernel_forcing_state(const kernel_struct * K, slong j)
{
    return j >= 0 && j < kernel_num_forcing(K) && K->forcing_state[j] == KERNEL_SERIES_STATE;
}

int kernel_forcing_reads_series(const kernel_struct * K, slong j)
{
    return j >= 0 && j < kernel_num_forcing(K) && K->forcing_state[j] > 0;
}

/* The lower or upper end of an interval as a double, rounded outward
 * (-inf or inf when it is not finite or beyond a double). */
static double iv_end_d(const arf_t x, int upper)
{
    double d = arf_get_d(x, upper ? ARF_RND_CEIL : ARF_RND_FLOOR);
    if (!arf_is_finite(x) || !isfinite(d))
        return upper ? INFINITY : -INFINITY;
    return d;
}

void kernel_forcing_on(double * lo, double * hi, const kernel_struct * K, const arf_t tlo,
                       const arf_t thi, slong prec)
{
    kernel_forcing_on_shifted(lo, hi, K, tlo, thi, prec, NULL);
}

void kernel_forcing_on_shifted(double * lo, double * hi, const kernel_struct * Kc,
                               const arf_t tlo, const arf_t thi, slong prec, arf_srcptr shift)
{
    kernel_struct * K = (kernel_struct *) Kc;   /* (its interval scratch only) */
    arf_t m, hw;
    slong j;

    kernel_num_forcing(K);
    iv_constants(K, prec);
    K->iv_tight = 1;
    arf_init(m);
    arf_init(hw);
    if (K->num_multi > 0)
    {   /* the nodes at the midpoint first (exact: m, hw of two arfs) */
        arf_add(m, tlo, thi, ARF_PREC_EXACT, ARF_RND_DOWN);
        arf_mul_2exp_si(m, m, -1);
        arf_sub(hw, thi, tlo, ARF_PREC_EXACT, ARF_RND_DOWN);
        arf_mul_2exp_si(hw, hw, -1);
        iv_t_program(K, m, m, NULL, prec);
        for (j = 0; j < K->num_slots; j++)
            if (K->slot_multi[j])
            {
                arf_set(K->ivm + 2 * j, LO(K, j));
                arf_set(K->ivm + 2 * j + 1, HI(K, j));
            }
    }
    iv_t_program(K, tlo, thi, K->num_multi > 0 ? hw : NULL, prec);
    K->iv_tight = 0;
    for (j = 0; j < K->num_forcing; j++)
    {
        arf_ptr l = LO(K, K->forcing[j]), h = HI(K, K->forcing[j]);
        if (K->iv_undef[K->forcing[j]] & IV_UNDEF)
        {
            lo[j] = hi[j] = NAN;
            continue;
        }
        if (shift != NULL)
        {   /* (the ends minus shift[j], rounded outward) */
            arf_sub(m, l, shift + j, prec, ARF_RND_FLOOR);
            arf_sub(hw, h, shift + j, prec, ARF_RND_CEIL);
            lo[j] = iv_end_d(m, 0);
            hi[j] = iv_end_d(hw, 1);
            continue;
        }
        lo[j] = iv_end_d(l, 0);
        hi[j] = iv_end_d(h, 1);
    }
    arf_clear(m);
    arf_clear(hw);
}
