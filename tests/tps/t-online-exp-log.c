/* Online exp and log (src/tps/online_exp_log.c, online.c). */
#include "online_common.h"

/* exp(c t) = sum c^k/k! t^k and log(1 + c t) = sum (-1)^{k+1} c^k/k t^k. */
static void check_exact_series(slong prec, slong n)
{
    tps_t a, r;
    fmpq * v;
    fmpq_t q;
    slong k, c = 1 + n_randint(test_state, 3);

    if (n_randint(test_state, 2))
        c = -c;
    tps_init(a); tps_init(r);
    fmpq_init(q);
    v = _fmpq_vec_init(n);

    ot_set_linear(a, c, n);
    for (k = 0; k < n; k++)
    {
        if (k == 0)
            fmpq_one(v);
        else
        {
            fmpq_set_si(q, c, (ulong) k);
            fmpq_mul(v + k, v + k - 1, q);
        }
    }
    if (tps_exp_online(r, a, n, prec) != SERSOL_OK)
        test_fail("exp_online(c t): status");
    ot_check_exact("exp_online(c t) = sum c^k/k! t^k", r, v, n, prec, 1);

    if (n > 0)
        arb_one(a->coeffs);
    for (k = 0; k < n; k++)
    {
        if (k == 0)
            fmpq_zero(v);
        else
        {
            /* (-1)^{k+1} c^k / k */
            fmpz_pow_ui(fmpq_numref(v + k), (fmpz_set_si(fmpq_numref(q), c), fmpq_numref(q)), (ulong) k);
            if (k % 2 == 0)
                fmpz_neg(fmpq_numref(v + k), fmpq_numref(v + k));
            fmpz_set_si(fmpq_denref(v + k), k);
            fmpq_canonicalise(v + k);
        }
    }
    if (tps_log_online(r, a, n, prec) != SERSOL_OK)
        test_fail("log_online(1 + c t): status");
    ot_check_exact("log_online(1 + c t) = sum (-1)^{k+1} c^k/k t^k", r, v, n, prec, 1);

    _fmpq_vec_clear(v, n);
    fmpq_clear(q);
    tps_clear(a); tps_clear(r);
}

/* exp(log a) and log(exp a) contain a for exact rational a (a_0 > 0).  At
 * least 64 bits, so that exp(a_0) (a_0 up to 257) is a positive ball. */
static void check_inverse_pair(slong prec, slong n)
{
    tps_t a, r;
    fmpq * v;

    prec = FLINT_MAX(prec, 64);
    tps_init(a); tps_init(r);
    v = _fmpq_vec_init(n);
    test_rand_fmpq_tps(a, v, n, 8, prec);
    if (n > 0)
    {
        fmpq_abs(v, v);
        fmpq_add_si(v, v, 1);
        arb_set_fmpq(a->coeffs, v, prec);
    }
    if (tps_log_online(r, a, n, prec) != SERSOL_OK || tps_exp_online(r, r, n, prec) != SERSOL_OK)
        test_fail("exp(log a): status");
    ot_check_exact("exp_online(log_online(a)) contains a", r, v, n, prec, 0);
    tps_exp_online(r, a, n, prec);
    if (tps_log_online(r, r, n, prec) != SERSOL_OK)
        test_fail("log(exp a): status");
    ot_check_exact("log_online(exp_online(a)) contains a", r, v, n, prec, 0);
    _fmpq_vec_clear(v, n);
    tps_clear(a); tps_clear(r);
}

/* log with a_0 <= 0 or a ball containing 0: SERSOL_EDOMAIN, output untouched. */
static void check_log_domain(slong prec, slong n)
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
    ot_check_domain_error("log_online at a_0 <= 0", tps_log_online, a, n, prec);
    tps_clear(a);
}

int main(void)
{
    slong iter;

    test_start("t-online-exp-log");
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a;

        tps_init(a);
        ot_arg(a, n, prec, OT_ANY);
        ot_check_online("exp_online vs exp", tps_exp_online, tps_exp, a, n, prec);
        ot_arg(a, n, prec, OT_POSITIVE);
        ot_check_online("log_online vs log", tps_log_online, tps_log, a, n, prec);
        check_exact_series(prec, n);
        check_inverse_pair(prec, n);
        check_log_domain(prec, 1 + n);
        tps_clear(a);
    }
    return test_end();
}
