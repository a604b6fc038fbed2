/* Online real power and square root (src/tps/online_pow.c, online.c). */
#include <flint/fmpq_poly.h>
#include "online_common.h"

/* The exponent used through the unary function pointers below. */
static arb_t pow_exponent;

static int pow_online_e(tps_t res, const tps_t a, slong n, slong prec)
{
    return tps_pow_arb_online(res, a, pow_exponent, n, prec);
}

static int pow_whole_e(tps_t res, const tps_t a, slong n, slong prec)
{
    return tps_pow_arb(res, a, pow_exponent, n, prec);
}

/* The binomial series (1 + c t)^(p/q) = sum binom(p/q, k) c^k t^k, with
 * binom(e, k) = binom(e, k-1) (e - k + 1)/k; also sqrt(1 + c t) (p/q = 1/2). */
static void check_binomial(slong prec, slong n)
{
    tps_t a, r;
    fmpq * v;
    fmpq_t e, q;
    slong k, c = 1 + n_randint(test_state, 3);
    slong p = (slong) n_randint(test_state, 21) - 10, den = 1 + n_randint(test_state, 6);

    if (n_randint(test_state, 2))
        c = -c;
    tps_init(a); tps_init(r);
    fmpq_init(e); fmpq_init(q);
    v = _fmpq_vec_init(n);
    fmpq_set_si(e, p, (ulong) den);
    arb_set_fmpq(pow_exponent, e, prec);
    ot_set_linear(a, c, n);
    if (n > 0)
        arb_one(a->coeffs);
    for (k = 0; k < n; k++)
    {
        if (k == 0)
            fmpq_one(v);
        else
        {
            fmpq_sub_si(q, e, k - 1);
            fmpq_mul(v + k, v + k - 1, q);
            fmpq_set_si(q, c, (ulong) k);
            fmpq_mul(v + k, v + k, q);
        }
    }
    if (pow_online_e(r, a, n, prec) != SERSOL_OK)
        test_fail("pow_arb_online binomial: status");
    ot_check_exact("pow_arb_online: (1 + c t)^(p/q) binomial series", r, v, n, prec, 0);

    fmpq_set_si(e, 1, 2);
    for (k = 1; k < n; k++)
    {
        fmpq_sub_si(q, e, k - 1);
        fmpq_mul(v + k, v + k - 1, q);
        fmpq_set_si(q, c, (ulong) k);
        fmpq_mul(v + k, v + k, q);
    }
    if (tps_sqrt_online(r, a, n, prec) != SERSOL_OK)
        test_fail("sqrt_online binomial: status");
    ot_check_exact("sqrt_online(1 + c t) binomial series", r, v, n, prec, 0);

    _fmpq_vec_clear(v, n);
    fmpq_clear(e); fmpq_clear(q);
    tps_clear(a); tps_clear(r);
}

/* For exact rational a with a_0 > 0: sqrt(a)^2 and (a^(1/3))^3 contain a,
 * and a^3 (exponent 3) contains the exact cube. */
static void check_exact_powers(slong prec, slong n)
{
    tps_t a, r, s;
    fmpq * v, * w;
    fmpq_poly_t pa, pc;
    slong k;

    tps_init(a); tps_init(r); tps_init(s);
    fmpq_poly_init(pa); fmpq_poly_init(pc);
    v = _fmpq_vec_init(n);
    w = _fmpq_vec_init(n);
    test_rand_fmpq_tps(a, v, n, 8, prec);
    if (n > 0)
    {
        fmpq_abs(v, v);
        fmpq_add_si(v, v, 1);
        arb_set_fmpq(a->coeffs, v, prec);
    }
    if (tps_sqrt_online(r, a, n, prec) != SERSOL_OK)
        test_fail("sqrt_online: status");
    tps_mullow_online(r, r, r, n, prec);
    ot_check_exact("sqrt_online(a)^2 contains a", r, v, n, prec, 0);

    arb_set_ui(pow_exponent, 3);
    if (n > 0)
    {
        for (k = 0; k < n; k++)
            fmpq_poly_set_coeff_fmpq(pa, k, v + k);
        fmpq_poly_pow_trunc(pc, pa, 3, n);
        for (k = 0; k < n; k++)
            fmpq_poly_get_coeff_fmpq(w + k, pc, k);
    }
    pow_online_e(r, a, n, prec);
    ot_check_exact("pow_arb_online(a, 3) contains a^3", r, w, n, prec, 0);

    arb_set_ui(pow_exponent, 3);
    arb_inv(pow_exponent, pow_exponent, prec);
    pow_online_e(r, a, n, prec);
    tps_mullow_online(s, r, r, n, prec);
    tps_mullow_online(s, s, r, n, prec);
    ot_check_exact("pow_arb_online(a, 1/3)^3 contains a", s, v, n, prec, 0);

    _fmpq_vec_clear(v, n);
    _fmpq_vec_clear(w, n);
    fmpq_poly_clear(pa); fmpq_poly_clear(pc);
    tps_clear(a); tps_clear(r); tps_clear(s);
}

/* a_0 <= 0 or a ball containing 0: SERSOL_EDOMAIN, output untouched. */
static void check_domain(slong prec, slong n)
{
    tps_t a;

    tps_init(a);
    test_randtest_tps(a, n, prec, 2);
    switch (n_randint(test_state, 3))
    {
        case 0: arb_zero(a->coeffs); break;
        case 1: arb_abs(a->coeffs, a->coeffs); arb_neg(a->coeffs, a->coeffs); arb_sub_ui(a->coeffs, a->coeffs, 1, prec); break;
        default:
            arb_one(a->coeffs);
            arb_mul_2exp_si(a->coeffs, a->coeffs, -40);
            mag_set_ui_2exp_si(arb_radref(a->coeffs), 1, -39);
    }
    ot_check_domain_error("sqrt_online at a_0 <= 0", tps_sqrt_online, a, n, prec);
    arb_set_si(pow_exponent, 2);
    ot_check_domain_error("pow_arb_online at a_0 <= 0", pow_online_e, a, n, prec);
    tps_clear(a);
}

int main(void)
{
    slong iter;

    test_start("t-online-pow");
    arb_init(pow_exponent);
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a;

        tps_init(a);
        ot_arg(a, n, prec, OT_POSITIVE);
        if (n_randint(test_state, 2))
            arb_randtest_precise(pow_exponent, test_state, prec, 3);
        else
            arb_set_si(pow_exponent, (slong) n_randint(test_state, 9) - 4);
        ot_check_online("pow_arb_online vs pow_arb", pow_online_e, pow_whole_e, a, n, prec);
        ot_check_online("sqrt_online vs sqrt", tps_sqrt_online, tps_sqrt, a, n, prec);
        check_binomial(prec, n);
        check_exact_powers(prec, n);
        check_domain(prec, 1 + n);
        tps_clear(a);
    }
    arb_clear(pow_exponent);
    return test_end();
}
