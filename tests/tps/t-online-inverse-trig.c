/* Online atan, asin, acos (src/tps/online_inverse_trig.c, online.c). */
#include "online_common.h"

/* atan(c t) = sum (-1)^m c^{2m+1}/(2m+1) t^{2m+1};
 * asin(c t) = sum binom(2m, m)/(4^m (2m+1)) c^{2m+1} t^{2m+1};
 * acos(c t) = pi/2 - asin(c t). */
static void check_exact_series(slong prec, slong n)
{
    tps_t a, r;
    fmpq * va, * vs;
    fmpq_t q;
    arb_t h;
    slong k, m, c = 1 + n_randint(test_state, 2);

    if (n_randint(test_state, 2))
        c = -c;
    tps_init(a); tps_init(r);
    fmpq_init(q);
    arb_init(h);
    va = _fmpq_vec_init(n);
    vs = _fmpq_vec_init(n);
    ot_set_linear(a, c, n);
    for (k = 1; k < n; k += 2)
    {
        m = k / 2;
        /* c^k / k, sign (-1)^m */
        fmpz_set_si(fmpq_numref(q), c);
        fmpz_pow_ui(fmpq_numref(va + k), fmpq_numref(q), (ulong) k);
        fmpz_set_si(fmpq_denref(va + k), k);
        fmpq_canonicalise(va + k);
        fmpq_set(q, va + k);
        if (m % 2)
            fmpq_neg(va + k, va + k);
        /* asin: c^k/k binom(2m, m)/4^m */
        fmpz_bin_uiui(fmpq_numref(vs + k), (ulong) (2 * m), (ulong) m);
        fmpz_one(fmpq_denref(vs + k));
        fmpq_mul(vs + k, vs + k, q);
        fmpq_div_2exp(vs + k, vs + k, (ulong) (2 * m));
    }
    if (tps_atan_online(r, a, n, prec) != SERSOL_OK)
        test_fail("atan_online(c t): status");
    ot_check_exact("atan_online(c t)", r, va, n, prec, 1);
    if (tps_asin_online(r, a, n, prec) != SERSOL_OK)
        test_fail("asin_online(c t): status");
    ot_check_exact("asin_online(c t)", r, vs, n, prec, 1);
    if (tps_acos_online(r, a, n, prec) != SERSOL_OK)
        test_fail("acos_online(c t): status");
    if (n > 0)
    {
        arb_const_pi(h, prec);
        arb_mul_2exp_si(h, h, -1);
        if (!arb_overlaps(h, r->coeffs))
            test_fail("acos_online(c t): coefficient 0 is not pi/2");
        arb_zero(r->coeffs);
    }
    for (k = 0; k < n; k++)
        fmpq_neg(vs + k, vs + k);
    ot_check_exact("acos_online(c t) = pi/2 - asin(c t)", r, vs, n, prec, 1);

    _fmpq_vec_clear(va, n);
    _fmpq_vec_clear(vs, n);
    fmpq_clear(q);
    arb_clear(h);
    tps_clear(a); tps_clear(r);
}

/* For exact rational a: tan(atan a), sin(asin a) and cos(acos a) contain a
 * (|a_0| < 1 for the last two), all with the online forms. */
static void check_inverse_pairs(slong prec, slong n)
{
    tps_t a, r;
    fmpq * v;
    fmpq_t q;

    tps_init(a); tps_init(r);
    fmpq_init(q);
    v = _fmpq_vec_init(n);
    prec = FLINT_MAX(prec, 30);
    test_rand_fmpq_tps(a, v, n, 6, prec);
    if (tps_atan_online(r, a, n, prec) != SERSOL_OK)
        test_fail("atan_online: status");
    if (tps_tan_online(r, r, n, prec) == SERSOL_OK)
        ot_check_exact("tan_online(atan_online(a)) contains a", r, v, n, prec, 0);
    if (n > 0)
    {
        /* a_0 = 3/4 sin(p) rounded to a rational in (-3/4, 3/4) */
        fmpq_set_si(q, (slong) n_randint(test_state, 301) - 150, 200);
        fmpq_set(v, q);
        arb_set_fmpq(a->coeffs, v, prec);
    }
    if (tps_asin_online(r, a, n, prec) != SERSOL_OK)
        test_fail("asin_online: status");
    tps_sin_cos_online(r, NULL, r, n, prec);
    ot_check_exact("sin_online(asin_online(a)) contains a", r, v, n, prec, 0);
    if (tps_acos_online(r, a, n, prec) != SERSOL_OK)
        test_fail("acos_online: status");
    tps_sin_cos_online(NULL, r, r, n, prec);
    ot_check_exact("cos_online(acos_online(a)) contains a", r, v, n, prec, 0);
    _fmpq_vec_clear(v, n);
    fmpq_clear(q);
    tps_clear(a); tps_clear(r);
}

/* asin, acos at |a_0| >= 1 or a ball touching +-1: SERSOL_EDOMAIN. */
static void check_domain(slong prec, slong n)
{
    tps_t a;

    tps_init(a);
    test_randtest_tps(a, n, prec, 2);
    switch (n_randint(test_state, 3))
    {
        case 0: arb_one(a->coeffs); break;
        case 1: arb_abs(a->coeffs, a->coeffs); arb_add_ui(a->coeffs, a->coeffs, 1, prec); break;
        default:
            arb_set_si(a->coeffs, 1);
            arb_mul_2exp_si(a->coeffs, a->coeffs, 40);
            arb_sub_ui(a->coeffs, a->coeffs, 1, prec + 50);
            arb_mul_2exp_si(a->coeffs, a->coeffs, -40);
            mag_set_ui_2exp_si(arb_radref(a->coeffs), 1, -39);
    }
    if (n_randint(test_state, 2))
        arb_neg(a->coeffs, a->coeffs);
    ot_check_domain_error("asin_online at |a_0| >= 1", tps_asin_online, a, n, prec);
    ot_check_domain_error("acos_online at |a_0| >= 1", tps_acos_online, a, n, prec);
    tps_clear(a);
}

int main(void)
{
    slong iter;

    test_start("t-online-inverse-trig");
    for (iter = 0; iter < test_iters(120); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a;

        tps_init(a);
        ot_arg(a, n, prec, OT_ANY);
        ot_check_online("atan_online vs atan", tps_atan_online, tps_atan, a, n, prec);
        ot_arg(a, n, prec, OT_UNIT);
        ot_check_online("asin_online vs asin", tps_asin_online, tps_asin, a, n, prec);
        ot_check_online("acos_online vs acos", tps_acos_online, tps_acos, a, n, prec);
        check_exact_series(prec, n);
        check_inverse_pairs(prec, n);
        check_domain(prec, 1 + n);
        tps_clear(a);
    }
    return test_end();
}
