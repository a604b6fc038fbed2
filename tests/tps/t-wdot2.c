/* The weighted sums of the online recurrences (src/tps/online_wdot.c,
 * online_fxdot.c):  r = sum_i (j0 + i) x_i y_{-i}.  The fixed-point path and
 * the dispatching _tps_wdot2 are checked against the exact sum of the
 * midpoints and of random points inside the balls (exact arf arithmetic),
 * and against arb_dot on the weighted factors (radius quality); the same
 * for the plain dot product _tps_dot_fixed (weights 1). */
#include "testsupport.h"
#include "../../src/tps/online_internal.h"

/* Kinds of coefficient sequences. */
enum { W_DECAY, W_FLAT, W_WILD, W_HUGE };

/* x_i = random mantissa of up to mbits bits, scaled by 2^(-rate i + noise);
 * some zero midpoints; radii zero, tiny (relative 2^-prec..) or large. */
static void rand_seq(arb_ptr x, slong n, slong mbits, slong prec, int kind)
{
    slong i, rate = n_randint(test_state, 3) == 0 ? 0 : n_randint(test_state, 12);
    slong e;

    for (i = 0; i < n; i++)
    {
        arb_ptr a = x + i;
        slong bits = 1 + n_randint(test_state, mbits);

        if (n_randint(test_state, 10) == 0)
            arf_zero(arb_midref(a));
        else
        {
            arf_randtest(arb_midref(a), test_state, bits, 4);
            if (kind == W_DECAY)
                e = -rate * i + (slong) n_randint(test_state, 9) - 4;
            else if (kind == W_FLAT)
                e = (slong) n_randint(test_state, 5) - 2;
            else if (kind == W_WILD)
                e = (slong) n_randint(test_state, 2 * prec + 200) - prec - 100;
            else
                e = (slong) n_randint(test_state, 9) - 4;
            if (kind == W_HUGE)
            {
                /* the same huge scale for every term: exact sums stay small */
                fmpz_t f;
                fmpz_init(f);
                fmpz_set_si(f, WORD_MAX / 4);
                fmpz_mul_ui(f, f, 16);
                fmpz_add_si(f, f, e);
                arf_mul_2exp_fmpz(arb_midref(a), arb_midref(a), f);
                fmpz_clear(f);
            }
            else
                arf_mul_2exp_si(arb_midref(a), arb_midref(a), e);
        }
        switch (n_randint(test_state, kind == W_HUGE ? 3 : 4))
        {
            case 0:
                mag_zero(arb_radref(a));
                break;
            case 1:
                arf_get_mag(arb_radref(a), arb_midref(a));
                mag_mul_2exp_si(arb_radref(a), arb_radref(a),
                                -prec - (slong) n_randint(test_state, 40));
                break;
            case 2:
                arf_get_mag(arb_radref(a), arb_midref(a));
                mag_mul_2exp_si(arb_radref(a), arb_radref(a),
                                -(slong) n_randint(test_state, prec + 10));
                break;
            default:
                mag_set_ui_2exp_si(arb_radref(a), 1 + n_randint(test_state, 1000),
                                   -(slong) n_randint(test_state, 2 * prec) - 10);
        }
    }
}

/* A point of the ball a: mid + u rad with u = +-k/16, k in 0..16, exact. */
static void rand_point(arf_t p, const arb_t a)
{
    arf_t r;

    arf_init(r);
    arf_set_mag(r, arb_radref(a));
    arf_mul_si(r, r, (slong) n_randint(test_state, 33) - 16, ARF_PREC_EXACT, ARF_RND_DOWN);
    arf_mul_2exp_si(r, r, -4);
    arf_add(p, arb_midref(a), r, ARF_PREC_EXACT, ARF_RND_DOWN);
    arf_clear(r);
}

/* s = sum_i (j0 + i) px_i py_{-i} exactly, for the midpoints (points = 0)
 * or for random points of the balls. */
static void exact_sum(arf_t s, arb_srcptr x, slong j0, slong wstep, arb_srcptr y, slong len,
                      int points)
{
    arf_t a, b, t;
    slong i;

    arf_init(a); arf_init(b); arf_init(t);
    arf_zero(s);
    for (i = 0; i < len; i++)
    {
        if (points)
        {
            rand_point(a, x + i);
            rand_point(b, y - i);
        }
        else
        {
            arf_set(a, arb_midref(x + i));
            arf_set(b, arb_midref(y - i));
        }
        arf_mul(t, a, b, ARF_PREC_EXACT, ARF_RND_DOWN);
        arf_mul_ui(t, t, (ulong) (j0 + wstep * i), ARF_PREC_EXACT, ARF_RND_DOWN);
        arf_add(s, s, t, ARF_PREC_EXACT, ARF_RND_DOWN);
    }
    arf_clear(a); arf_clear(b); arf_clear(t);
}

/* The reference: arb_dot over exact weighted factors. */
static void ref_sum(arb_t r, arb_srcptr x, slong j0, slong wstep, arb_srcptr y, slong len,
                    slong prec)
{
    arb_ptr w = _arb_vec_init(len);
    slong i;

    for (i = 0; i < len; i++)
        arb_mul_ui(w + i, x + i, (ulong) (j0 + wstep * i), ARF_PREC_EXACT);
    arb_dot(r, NULL, 0, w, 1, y, -1, len, prec);
    _arb_vec_clear(w, len);
}

/* r should enclose sum_i (j0 + i) x_i y_{-i} / div. */
static void check_one(const char * what, const arb_t r0, arb_srcptr x, slong j0, slong wstep,
                      arb_srcptr y, slong len, ulong div, slong prec, int check_quality)
{
    arf_t s;
    arb_t ref, tmp, r;
    mag_t bound, m, m2;
    slong k, i;

    arf_init(s);
    arb_init(ref); arb_init(tmp); arb_init(r);
    mag_init(bound); mag_init(m); mag_init(m2);
    if (arb_is_finite(r0) && arf_bits(arb_midref(r0)) > FLINT_MAX(prec, 2))
        test_fail("%s: midpoint has %ld > %ld bits", what, (long) (arf_bits(arb_midref(r0))), (long) (prec));
    /* r = div r0 exactly (the radius rounded up): contains the sum iff r0
     * contains the sum / div */
    arb_mul_ui(r, r0, div, ARF_PREC_EXACT);

    exact_sum(s, x, j0, wstep, y, len, 0);
    if (!arb_contains_arf(r, s))
        test_fail("%s: misses the exact midpoint sum (prec %ld, len %ld, j0 %ld)", what, (long) (prec), (long) (len), (long) (j0));
    for (k = 0; k < 3; k++)
    {
        exact_sum(s, x, j0, wstep, y, len, 1);
        if (!arb_contains_arf(r, s))
            test_fail("%s: misses a point sum (prec %ld, len %ld, j0 %ld)", what, (long) (prec), (long) (len), (long) (j0));
    }

    if (check_quality && arb_is_finite(r))
    {
        /* rad(r) <= 4 rad(ref) + 2^(8 - prec) sum |terms| */
        ref_sum(ref, x, j0, wstep, y, len, prec);
        arb_div_ui(ref, ref, div, prec);
        if (!arb_overlaps(r0, ref))
            test_fail("%s: does not overlap arb_dot (prec %ld, len %ld)", what, (long) (prec), (long) (len));
        mag_zero(bound);
        for (i = 0; i < len; i++)
        {
            arb_get_mag(m, x + i);
            arb_get_mag(m2, y - i);
            mag_mul(m, m, m2);
            mag_mul_ui(m, m, (ulong) (j0 + wstep * i));
            mag_add(bound, bound, m);
        }
        mag_mul_2exp_si(bound, bound, 8 - prec);
        mag_div_ui(bound, bound, div);
        mag_mul_2exp_si(m, arb_radref(ref), 2);
        mag_add(bound, bound, m);
        if (mag_cmp(arb_radref(r0), bound) > 0)
            test_fail("%s: radius too large (prec %ld, len %ld)", what, (long) (prec), (long) (len));
    }

    arf_clear(s);
    arb_clear(ref); arb_clear(tmp); arb_clear(r);
    mag_clear(bound); mag_clear(m); mag_clear(m2);
}

static void check_random(int kind)
{
    slong prec, len, j0, mbits, n;
    arb_ptr x, y1, y2;
    arb_t r1, r2;
    int two, ok;
    ulong div;

    prec = (n_randint(test_state, 2) == 0) ? 300 + (slong) n_randint(test_state, 200)
                                           : test_randprec(test_under_valgrind() ? 800 : 3000);
    len = 1 + n_randint(test_state, test_under_valgrind() ? 12 : (prec > 1000 ? 40 : 140));
    j0 = n_randint(test_state, 4) == 0 ? 0 : 1 + n_randint(test_state, 20);
    mbits = (n_randint(test_state, 3) == 0) ? 2 * prec + 100 : prec + 1;
    n = len + 1;
    x = _arb_vec_init(n);
    y1 = _arb_vec_init(n);
    y2 = _arb_vec_init(n);
    arb_init(r1); arb_init(r2);
    rand_seq(x, n, mbits, prec, kind);
    rand_seq(y1, n, mbits, prec, kind);
    rand_seq(y2, n, mbits, prec, kind);
    two = n_randint(test_state, 2);
    div = n_randint(test_state, 2) ? 1 : 1 + n_randint(test_state, 300);

    /* y is read backwards from y + len - 1 */
    ok = _tps_wdot2_fixed(r1, two ? r2 : NULL, x, j0, y1 + len - 1, y2 + len - 1, len, div, prec);
    if (kind == W_HUGE)
    {
        /* may or may not apply; when it does, it must be right */
    }
    else if (!ok && j0 >= 1 && prec <= 1500)   /* longer sums go to arb_dot */
        test_fail("fixed: declined finite input (prec %ld, len %ld, j0 %ld)", (long) (prec), (long) (len), (long) (j0));
    if (ok && j0 < 1)
        test_fail("fixed: accepted j0 = 0");
    if (ok)
    {
        check_one("fixed r1", r1, x, j0, 1, y1 + len - 1, len, div, prec, kind != W_HUGE);
        if (two)
            check_one("fixed r2", r2, x, j0, 1, y2 + len - 1, len, div, prec, kind != W_HUGE);
    }

    _tps_wdot2_div(r1, two ? r2 : NULL, x, j0, y1 + len - 1, y2 + len - 1, len, div, prec);
    check_one("wdot2_div r1", r1, x, j0, 1, y1 + len - 1, len, div, prec, 0);
    if (two)
        check_one("wdot2_div r2", r2, x, j0, 1, y2 + len - 1, len, div, prec, 0);
    _tps_wdot2(r1, two ? r2 : NULL, x, j0, y1 + len - 1, y2 + len - 1, len, prec);
    check_one("wdot2 r1", r1, x, j0, 1, y1 + len - 1, len, 1, prec, 0);
    if (two)
        check_one("wdot2 r2", r2, x, j0, 1, y2 + len - 1, len, 1, prec, 0);

    /* the plain dot product (weights 1) of _tps_mul_coeff */
    ok = _tps_dot_fixed(r1, x, y1 + len - 1, len, prec);
    if (!ok && kind != W_HUGE && prec <= 1500)
        test_fail("dot_fixed: declined finite input (prec %ld, len %ld)", (long) prec, (long) len);
    if (ok)
        check_one("dot_fixed", r1, x, 1, 0, y1 + len - 1, len, 1, prec, kind != W_HUGE);

    _arb_vec_clear(x, n);
    _arb_vec_clear(y1, n);
    _arb_vec_clear(y2, n);
    arb_clear(r1); arb_clear(r2);
}

/* sin/cos of a series with exact rational coefficients at 100+ digits: the
 * fixed-point sums against the same recurrence through arb_dot. */
static void check_sin_cos(void)
{
    slong prec = 340 + n_randint(test_state, 400), n = test_under_valgrind() ? 12 : 80, k;
    arb_ptr a = _arb_vec_init(n), s = _arb_vec_init(n), c = _arb_vec_init(n);
    arb_ptr s2 = _arb_vec_init(n), c2 = _arb_vec_init(n);

    for (k = 0; k < n; k++)
    {
        arb_set_si(a + k, (slong) n_randint(test_state, 2001) - 1000);
        arb_div_ui(a + k, a + k, 1 + n_randint(test_state, 999), prec);
        arb_mul_2exp_si(a + k, a + k, -(slong) k);
    }
    for (k = 0; k < n; k++)
        _tps_sin_cos_coeff(s, c, a, k, prec);
    /* the same recurrence with arb_dot */
    arb_sin_cos(s2, c2, a, prec);
    for (k = 1; k < n; k++)
    {
        ref_sum(s2 + k, a + 1, 1, 1, c2 + k - 1, k, prec);
        ref_sum(c2 + k, a + 1, 1, 1, s2 + k - 1, k, prec);
        arb_div_ui(s2 + k, s2 + k, (ulong) k, prec);
        arb_div_ui(c2 + k, c2 + k, (ulong) k, prec);
        arb_neg(c2 + k, c2 + k);
        if (!arb_overlaps(s + k, s2 + k) || !arb_overlaps(c + k, c2 + k))
            test_fail("sin_cos: order %ld disagrees with arb_dot (prec %ld)", (long) (k), (long) (prec));
        /* (at most prec bits are asked: with a_0 = 0, c_2 = -a_1^2/2 is exact
         * through arb_dot, whose term a_2 s_0 is an exact 0, and has a
         * radius of 2^-822 relative through the fixed-point sum at 708 bits:
         * seed 7170, the intermittent failure of this test) */
        if (arb_rel_accuracy_bits(s + k) < FLINT_MIN(arb_rel_accuracy_bits(s2 + k), prec) - 4
                || arb_rel_accuracy_bits(c + k) < FLINT_MIN(arb_rel_accuracy_bits(c2 + k), prec) - 4)
            test_fail("sin_cos: order %ld less accurate than arb_dot (prec %ld)", (long) (k), (long) (prec));
    }
    _arb_vec_clear(a, n); _arb_vec_clear(s, n); _arb_vec_clear(c, n);
    _arb_vec_clear(s2, n); _arb_vec_clear(c2, n);
}

/* An entry with an infinite radius (mantissa 0 in Arb's mag) gives an
 * infinite result; mag_mul_ui_fast shifted by a negative amount for it
 * (undefined behaviour, found by UBSan: t-online-inverse-trig seed 11001). */
static void check_infinite_radius(void)
{
    slong len = 5, i, j0 = 1 + n_randint(test_state, 10), prec = 64 + n_randint(test_state, 300);
    arb_ptr x = _arb_vec_init(len), y1 = _arb_vec_init(len), y2 = _arb_vec_init(len);
    arb_t r1, r2;

    arb_init(r1);
    arb_init(r2);
    for (i = 0; i < len; i++)
    {
        arb_set_si(x + i, 1 + i);
        arb_set_si(y1 + i, 2 + i);
        arb_set_si(y2 + i, 3 + i);
    }
    mag_inf(arb_radref(x + n_randint(test_state, len)));
    _tps_wdot2(r1, r2, x, j0, y1 + len - 1, y2 + len - 1, len, prec);
    if (arb_is_finite(r1) || arb_is_finite(r2))
        test_fail("wdot2 with an infinite radius gave a finite sum");
    _tps_wdot2_div(r1, r2, x, j0, y1 + len - 1, y2 + len - 1, len, 3, prec);
    if (arb_is_finite(r1) || arb_is_finite(r2))
        test_fail("wdot2_div with an infinite radius gave a finite sum");
    arb_clear(r1);
    arb_clear(r2);
    _arb_vec_clear(x, len);
    _arb_vec_clear(y1, len);
    _arb_vec_clear(y2, len);
}

int main(void)
{
    slong iter;

    test_start("wdot2");
    for (iter = 0; iter < test_iters(20); iter++)
        check_infinite_radius();
    for (iter = 0; iter < test_iters(400); iter++)
        check_random((int) n_randint(test_state, 4));
    for (iter = 0; iter < test_iters(6); iter++)
        check_sin_cos();
    return test_end();
}
