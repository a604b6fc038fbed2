/* Online product, square, quotient and inverse (src/tps/online_mul.c,
 * online_div.c, online.c). */
#include <flint/fmpq_poly.h>
#include "online_common.h"

static void fmpq_vec_to_poly(fmpq_poly_t p, const fmpq * v, slong n)
{
    slong k;
    fmpq_poly_zero(p);
    for (k = 0; k < n; k++)
        fmpq_poly_set_coeff_fmpq(p, k, v + k);
}

static void fmpq_poly_to_vec(fmpq * v, const fmpq_poly_t p, slong n)
{
    slong k;
    for (k = 0; k < n; k++)
        fmpq_poly_get_coeff_fmpq(v + k, p, k);
}

/* Online product and square of random series overlap Arb's mullow; on exact
 * rational input they contain the exact product. */
static void check_mul(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec);
        tps_t a, b, c, d;
        fmpq * u, * v, * w;
        fmpq_poly_t pu, pv;

        tps_init(a); tps_init(b); tps_init(c); tps_init(d);
        test_randtest_tps(a, n, prec, 3);
        test_randtest_tps(b, n, prec, 3);
        tps_mullow_online(c, a, b, n, prec);
        tps_mullow(d, a, b, n, prec);
        test_check_overlap("mullow_online vs mullow", c, d);
        tps_mullow_online(c, a, a, n, prec);
        tps_mullow(d, a, a, n, prec);
        test_check_overlap("mullow_online(a, a) (square) vs mullow", c, d);

        /* aliasing: res = a, res = b, res = a = b */
        tps_mullow_online(c, a, b, n, prec);
        tps_set(d, a);
        tps_mullow_online(d, d, b, n, prec);
        if (!tps_equal(c, d))
            test_fail("mullow_online(a, a, b) aliasing");
        tps_set(d, b);
        tps_mullow_online(d, a, d, n, prec);
        if (!tps_equal(c, d))
            test_fail("mullow_online(b, a, b) aliasing");
        tps_mullow_online(c, a, a, n, prec);
        tps_set(d, a);
        tps_mullow_online(d, d, d, n, prec);
        if (!tps_equal(c, d))
            test_fail("mullow_online(a, a, a) aliasing");

        /* exact rationals */
        u = _fmpq_vec_init(n); v = _fmpq_vec_init(n); w = _fmpq_vec_init(n);
        fmpq_poly_init(pu); fmpq_poly_init(pv);
        test_rand_fmpq_tps(a, u, n, 20, prec);
        test_rand_fmpq_tps(b, v, n, 20, prec);
        fmpq_vec_to_poly(pu, u, n);
        fmpq_vec_to_poly(pv, v, n);
        fmpq_poly_mullow(pu, pu, pv, n);
        fmpq_poly_to_vec(w, pu, n);
        tps_mullow_online(c, a, b, n, prec);
        ot_check_exact("mullow_online exact", c, w, n, prec, 0);
        fmpq_vec_to_poly(pv, v, n);
        fmpq_poly_mullow(pv, pv, pv, n);
        fmpq_poly_to_vec(w, pv, n);
        tps_mullow_online(c, b, b, n, prec);
        ot_check_exact("square online exact", c, w, n, prec, 0);
        /* the raw square agrees with the raw product coefficient by coefficient */
        {
            slong k;
            arb_t s;
            arb_init(s);
            for (k = 0; k < n; k++)
            {
                _tps_sqr_coeff(s, b->coeffs, k, prec);
                if (!arb_contains_fmpq(s, w + k))
                    test_fail("_tps_sqr_coeff: coefficient %ld", (long) k);
                _tps_mul_coeff(s, b->coeffs, b->coeffs, k, prec);
                if (!arb_contains_fmpq(s, w + k))
                    test_fail("_tps_mul_coeff(b, b): coefficient %ld", (long) k);
            }
            arb_clear(s);
        }
        _fmpq_vec_clear(u, n); _fmpq_vec_clear(v, n); _fmpq_vec_clear(w, n);
        fmpq_poly_clear(pu); fmpq_poly_clear(pv);
        tps_clear(a); tps_clear(b); tps_clear(c); tps_clear(d);
    }
}

static tps_struct * div_divisor;
static int div_online_fixed(tps_t q, const tps_t a, slong n, slong prec)
{
    return tps_div_online(q, a, div_divisor, n, prec);
}
static int div_by_b(tps_t q, const tps_t a, slong n, slong prec)
{
    return tps_div(q, a, div_divisor, n, prec);
}

/* Online quotient and inverse: vs Arb, exact rationals, 1/(1-t), aliasing. */
static void check_div(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong prec = ot_prec(), n = ot_len(prec), k;
        tps_t a, b, c, d;
        fmpq * u, * v, * w;
        fmpq_poly_t pu, pv;

        tps_init(a); tps_init(b); tps_init(c); tps_init(d);
        test_randtest_tps(a, n, prec, 2);
        ot_arg(b, n, prec, n_randint(test_state, 2) ? OT_POSITIVE : OT_UNIT);
        if (n > 0 && arb_contains_zero(b->coeffs))
            arb_add_ui(b->coeffs, b->coeffs, 2, prec);
        div_divisor = b;
        ot_check_online("div_online vs div", div_online_fixed, div_by_b, a, n, prec);
        ot_check_online("inv_online vs inv", tps_inv_online, tps_inv, b, n, prec);
        /* q = b / b = 1 with q aliasing both */
        tps_set(c, b);
        if (tps_div_online(c, c, c, n, prec) != SERSOL_OK)
            test_fail("div_online(b, b, b) failed");
        for (k = 0; k < n; k++)
            if (!arb_contains_si(c->coeffs + k, k == 0))
                test_fail("div_online(b, b, b): coefficient %ld", (long) k);
        /* res = a / res */
        tps_div_online(d, a, b, n, prec);
        tps_set(c, b);
        tps_div_online(c, a, c, n, prec);
        if (!tps_equal(c, d))
            test_fail("div_online(b, a, b) aliasing");

        /* exact rationals */
        u = _fmpq_vec_init(n); v = _fmpq_vec_init(n); w = _fmpq_vec_init(n);
        fmpq_poly_init(pu); fmpq_poly_init(pv);
        test_rand_fmpq_tps(a, u, n, 10, prec);
        test_rand_fmpq_tps(b, v, n, 10, prec);
        if (n > 0 && fmpq_is_zero(v))
        {
            fmpq_one(v);
            arb_one(b->coeffs);
        }
        fmpq_vec_to_poly(pu, u, n);
        fmpq_vec_to_poly(pv, v, n);
        if (n > 0)
        {
            fmpq_poly_div_series(pu, pu, pv, n);
            fmpq_poly_to_vec(w, pu, n);
            if (tps_div_online(c, a, b, n, prec) != SERSOL_OK)
                test_fail("div_online exact: status");
            ot_check_exact("div_online exact", c, w, n, prec, 0);
            fmpq_poly_inv_series(pv, pv, n);
            fmpq_poly_to_vec(w, pv, n);
            if (tps_inv_online(c, b, n, prec) != SERSOL_OK)
                test_fail("inv_online exact: status");
            ot_check_exact("inv_online exact", c, w, n, prec, 0);
        }

        /* 1/(1-t) = sum t^k, both as a quotient and as an inverse */
        tps_set_si(b, 1, n);
        if (n > 1)
            arb_set_si(b->coeffs + 1, -1);
        tps_set_si(a, 1, n);
        for (k = 0; k < n; k++)
            fmpq_one(w + k);
        tps_div_online(c, a, b, n, prec);
        ot_check_exact("1/(1-t) by div_online", c, w, n, prec, 1);
        tps_inv_online(c, b, n, prec);
        ot_check_exact("1/(1-t) by inv_online", c, w, n, prec, 1);

        _fmpq_vec_clear(u, n); _fmpq_vec_clear(v, n); _fmpq_vec_clear(w, n);
        fmpq_poly_clear(pu); fmpq_poly_clear(pv);
        tps_clear(a); tps_clear(b); tps_clear(c); tps_clear(d);
    }
}

/* b_0 = 0 or a ball containing 0: SERSOL_EDOMAIN, output untouched. */
static void check_div_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong prec = ot_prec(), n = 1 + ot_len(prec);
        tps_t a, b;

        tps_init(a); tps_init(b);
        test_randtest_tps(a, n, prec, 2);
        test_randtest_tps(b, n, prec, 2);
        if (n_randint(test_state, 2))
            arb_zero(b->coeffs);
        else
        {
            arb_set_si(b->coeffs, n_randint(test_state, 3) - 1);
            arb_mul_2exp_si(b->coeffs, b->coeffs, -30);
            mag_set_ui_2exp_si(arb_radref(b->coeffs), 1, -29);
        }
        div_divisor = b;
        ot_check_domain_error("div_online with b_0 containing 0", div_online_fixed, a, n, prec);
        ot_check_domain_error("inv_online with b_0 containing 0", tps_inv_online, b, n, prec);
        tps_clear(a); tps_clear(b);
    }
}

int main(void)
{
    test_start("t-online-mul");
    check_mul();
    check_div();
    check_div_domain();
    return test_end();
}
