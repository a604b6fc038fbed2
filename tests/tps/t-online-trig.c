/* Online sine/cosine and tangent (src/tps/online_trig.c, online.c). */
#include "online_common.h"

/* sin(c t) and cos(c t): (-1)^m c^{2m+1}/(2m+1)! and (-1)^m c^{2m}/(2m)!. */
static void check_exact_series(slong prec, slong n)
{
    tps_t a, s, c;
    fmpq * vs, * vc;
    fmpq_t q;
    slong k, m = 1 + n_randint(test_state, 3);

    if (n_randint(test_state, 2))
        m = -m;
    tps_init(a); tps_init(s); tps_init(c);
    fmpq_init(q);
    vs = _fmpq_vec_init(n);
    vc = _fmpq_vec_init(n);
    ot_set_linear(a, m, n);
    /* x_k = m^k/k!, then sin takes the odd k with sign (-1)^((k-1)/2), cos the even */
    for (k = 0; k < n; k++)
    {
        if (k == 0)
            fmpq_one(q);
        else
        {
            fmpq_mul_si(q, q, m);
            fmpq_div_fmpz(q, q, (fmpz_set_si(fmpq_numref(vs + k), k), fmpq_numref(vs + k)));
            fmpz_zero(fmpq_numref(vs + k));
        }
        if (k % 2 == 1)
        {
            fmpq_set(vs + k, q);
            if ((k / 2) % 2 == 1)
                fmpq_neg(vs + k, vs + k);
        }
        else
        {
            fmpq_set(vc + k, q);
            if ((k / 2) % 2 == 1)
                fmpq_neg(vc + k, vc + k);
        }
    }
    tps_sin_cos_online(s, c, a, n, prec);
    ot_check_exact("sin_online(c t)", s, vs, n, prec, 1);
    ot_check_exact("cos_online(c t)", c, vc, n, prec, 1);
    _fmpq_vec_clear(vs, n);
    _fmpq_vec_clear(vc, n);
    fmpq_clear(q);
    tps_clear(a); tps_clear(s); tps_clear(c);
}

/* Online vs whole-series sin/cos and tan; sin^2 + cos^2 = 1 and
 * tan = sin/cos with the online forms; aliasing of sin_cos (one of the four
 * patterns at random) and of tan. */
static void check_sin_cos_tan(const tps_t a, slong n, slong prec)
{
    tps_t s, c, s2, c2, u, v, b;
    slong k;
    int st;

    tps_init(s); tps_init(c); tps_init(s2); tps_init(c2);
    tps_init(u); tps_init(v); tps_init(b);
    tps_sin_cos_online(s, c, a, n, prec);
    tps_sin_cos(s2, c2, a, n, prec);
    test_check_overlap("sin_cos_online (sin) vs sin_cos", s, s2);
    test_check_overlap("sin_cos_online (cos) vs sin_cos", c, c2);

    tps_mullow_online(u, s, s, n, prec);
    tps_mullow_online(v, c, c, n, prec);
    tps_add(u, u, v, prec);
    for (k = 0; k < n; k++)
        if (!arb_contains_si(u->coeffs + k, k == 0))
            test_fail("sin^2 + cos^2 = 1: coefficient %ld (n = %ld, prec = %ld)", (long) k, (long) n, (long) prec);

    st = tps_tan_online(v, a, n, prec);
    if (st != tps_tan(u, a, n, prec))
        test_fail("tan_online and tan: different status");
    if (st == SERSOL_OK)
    {
        test_check_overlap("tan_online vs tan", v, u);
        tps_set(b, a);
        tps_tan_online(b, b, n, prec);
        if (!tps_equal(b, v))
            test_fail("tan_online(a, a) aliasing");
    }
    if (tps_div_online(u, s, c, n, prec) == SERSOL_OK)
    {
        if (st != SERSOL_OK)
            test_fail("tan_online failed where sin/cos exists");
        test_check_overlap("tan_online = sin/cos", u, v);
    }

    /* a fresh reference: Arb's constant caches (pi, grown by the tan domain
     * check) may make a later sin_cos(a_0) a slightly different ball */
    tps_sin_cos_online(s, c, a, n, prec);
    tps_set(b, a);
    switch (n_randint(test_state, 4))
    {
        case 0:
            tps_sin_cos_online(b, NULL, b, n, prec);
            if (!tps_equal(b, s))
                test_fail("sin_cos_online(a, NULL, a) aliasing");
            break;
        case 1:
            tps_sin_cos_online(NULL, b, b, n, prec);
            if (!tps_equal(b, c))
                test_fail("sin_cos_online(NULL, a, a) aliasing");
            break;
        case 2:
            tps_sin_cos_online(b, c2, b, n, prec);
            if (!tps_equal(b, s) || !tps_equal(c2, c))
                test_fail("sin_cos_online(a, c, a) aliasing");
            break;
        default:
            tps_sin_cos_online(s2, b, b, n, prec);
            if (!tps_equal(b, c) || !tps_equal(s2, s))
                test_fail("sin_cos_online(s, a, a) aliasing");
    }
    tps_clear(s); tps_clear(c); tps_clear(s2); tps_clear(c2);
    tps_clear(u); tps_clear(v); tps_clear(b);
}

/* tan at a_0 = (2m+1) pi/2 (a ball containing the pole): SERSOL_EDOMAIN. */
static void check_tan_domain(slong prec, slong n)
{
    tps_t a;

    tps_init(a);
    test_randtest_tps(a, n, prec, 2);
    arb_const_pi(a->coeffs, prec);
    arb_mul_si(a->coeffs, a->coeffs, 2 * (slong) n_randint(test_state, 7) - 5, prec);
    arb_mul_2exp_si(a->coeffs, a->coeffs, -1);
    ot_check_domain_error("tan_online at pi/2", tps_tan_online, a, n, prec);
    tps_clear(a);
}

int main(void)
{
    slong iter;

    test_start("t-online-trig");
    for (iter = 0; iter < test_iters(150); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a;

        tps_init(a);
        ot_arg(a, n, prec, OT_ANY);
        check_sin_cos_tan(a, n, prec);
        check_exact_series(prec, n);
        check_tan_domain(prec, 1 + n);
        tps_clear(a);
    }
    return test_end();
}
