/* Online sinh/cosh and tanh (src/tps/online_hyp.c, online.c). */
#include "online_common.h"

/* sinh(c t) and cosh(c t): c^k/k! for odd and even k respectively. */
static void check_exact_series(slong prec, slong n)
{
    tps_t a, s, c;
    fmpq * vs, * vc;
    fmpq_t q, r;
    slong k, m = 1 + n_randint(test_state, 3);

    if (n_randint(test_state, 2))
        m = -m;
    tps_init(a); tps_init(s); tps_init(c);
    fmpq_init(q); fmpq_init(r);
    vs = _fmpq_vec_init(n);
    vc = _fmpq_vec_init(n);
    ot_set_linear(a, m, n);
    fmpq_one(q);
    for (k = 0; k < n; k++)
    {
        if (k > 0)
        {
            fmpq_set_si(r, m, (ulong) k);
            fmpq_mul(q, q, r);
        }
        fmpq_set(k % 2 ? vs + k : vc + k, q);
    }
    tps_sinh_cosh_online(s, c, a, n, prec);
    ot_check_exact("sinh_online(c t)", s, vs, n, prec, 1);
    ot_check_exact("cosh_online(c t)", c, vc, n, prec, 1);
    _fmpq_vec_clear(vs, n);
    _fmpq_vec_clear(vc, n);
    fmpq_clear(q); fmpq_clear(r);
    tps_clear(a); tps_clear(s); tps_clear(c);
}

/* Online vs whole-series sinh/cosh and tanh; cosh^2 - sinh^2 = 1 and
 * tanh = sinh/cosh with the online forms; aliasing. */
static void check_sinh_cosh_tanh(const tps_t a, slong n, slong prec)
{
    tps_t s, c, s2, c2, u, v, b;
    slong k;

    tps_init(s); tps_init(c); tps_init(s2); tps_init(c2);
    tps_init(u); tps_init(v); tps_init(b);
    if (tps_sinh_cosh_online(s, c, a, n, prec) != SERSOL_OK)
        test_fail("sinh_cosh_online: status");
    tps_sinh_cosh(s2, c2, a, n, prec);
    test_check_overlap("sinh_cosh_online (sinh) vs sinh_cosh", s, s2);
    test_check_overlap("sinh_cosh_online (cosh) vs sinh_cosh", c, c2);

    tps_mullow_online(u, c, c, n, prec);
    tps_mullow_online(v, s, s, n, prec);
    tps_sub(u, u, v, prec);
    for (k = 0; k < n; k++)
        if (!arb_contains_si(u->coeffs + k, k == 0))
            test_fail("cosh^2 - sinh^2 = 1: coefficient %ld (n = %ld, prec = %ld)", (long) k, (long) n, (long) prec);

    if (tps_tanh_online(v, a, n, prec) != SERSOL_OK)
        test_fail("tanh_online: status");
    tps_set(b, a);
    tps_tanh_online(b, b, n, prec);
    if (!tps_equal(b, v))
        test_fail("tanh_online(a, a) aliasing");
    tps_tanh(u, a, n, prec);
    test_check_overlap("tanh_online vs tanh", v, u);
    /* cosh a_0 >= 1, but at 2 or 3 bits its ball may still contain 0:
     * then the division must refuse (EDOMAIN), else it must succeed. */
    if (n > 0 && arb_contains_zero(c->coeffs))
    {
        if (tps_div_online(u, s, c, n, prec) != SERSOL_EDOMAIN)
            test_fail("sinh/cosh with cosh a_0 containing 0: no EDOMAIN (prec = %ld)", (long) prec);
    }
    else
    {
        if (tps_div_online(u, s, c, n, prec) != SERSOL_OK)
            test_fail("sinh/cosh: status (n = %ld, prec = %ld)", (long) n, (long) prec);
        test_check_overlap("tanh_online = sinh/cosh", u, v);
    }

    tps_sinh_cosh_online(s, c, a, n, prec);
    tps_set(b, a);
    switch (n_randint(test_state, 4))
    {
        case 0:
            tps_sinh_cosh_online(b, NULL, b, n, prec);
            if (!tps_equal(b, s))
                test_fail("sinh_cosh_online(a, NULL, a) aliasing");
            break;
        case 1:
            tps_sinh_cosh_online(NULL, b, b, n, prec);
            if (!tps_equal(b, c))
                test_fail("sinh_cosh_online(NULL, a, a) aliasing");
            break;
        case 2:
            tps_sinh_cosh_online(b, c2, b, n, prec);
            if (!tps_equal(b, s) || !tps_equal(c2, c))
                test_fail("sinh_cosh_online(a, c, a) aliasing");
            break;
        default:
            tps_sinh_cosh_online(s2, b, b, n, prec);
            if (!tps_equal(b, c) || !tps_equal(s2, s))
                test_fail("sinh_cosh_online(s, a, a) aliasing");
    }
    tps_clear(s); tps_clear(c); tps_clear(s2); tps_clear(c2);
    tps_clear(u); tps_clear(v); tps_clear(b);
}

/* Large |a_0|: tanh'(a_0) = sech^2 a_0 is tiny; the online w_0 must keep
 * its relative accuracy (1 - tanh^2 would cancel). */
static void check_tanh_large(slong prec)
{
    tps_t a, r, u;
    slong n = 6;

    prec = FLINT_MAX(prec, 64);
    tps_init(a); tps_init(r); tps_init(u);
    ot_set_linear(a, 1, n);
    arb_set_si(a->coeffs, 20 + (slong) n_randint(test_state, 200));
    if (n_randint(test_state, 2))
        arb_neg(a->coeffs, a->coeffs);
    tps_tanh_online(r, a, n, prec);
    tps_tanh(u, a, n, prec);
    test_check_overlap("tanh_online at large a_0", r, u);
    if (arb_rel_accuracy_bits(r->coeffs + 1) < prec - 30)
        test_fail("tanh_online at large a_0: coefficient 1 only %ld bits accurate (prec %ld)",
                  (long) arb_rel_accuracy_bits(r->coeffs + 1), (long) prec);
    tps_clear(a); tps_clear(r); tps_clear(u);
}

int main(void)
{
    slong iter;

    test_start("t-online-hyp");
    for (iter = 0; iter < test_iters(120); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a;

        tps_init(a);
        ot_arg(a, n, prec, OT_ANY);
        check_sinh_cosh_tanh(a, n, prec);
        check_exact_series(prec, n);
        check_tanh_large(prec);
        tps_clear(a);
    }
    return test_end();
}
