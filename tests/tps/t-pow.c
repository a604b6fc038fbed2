/* tps_pow_arb, tps_sqrt: the binomial series (1+t)^(p/q) exactly through
 * fmpq, sqrt exact (fmpq_poly_sqrt_series), sqrt(a)^2 = a, pow with integer
 * exponent = repeated product, pow(a, 1/2) = sqrt(a), aliasing, domain. */
#include "tpstest.h"

/* (1+t)^e with e = p/q: coefficient k is binomial(e, k) = prod_{j<k} (e - j)/(j + 1). */
static void check_binomial(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = 1 + tt_len(60), prec = tt_prec(12000), k;
        fmpq_t e, c, f;
        fmpq_poly_t p;
        arb_t ea, one;
        tps_t a, r;

        fmpq_init(e); fmpq_init(c); fmpq_init(f); fmpq_poly_init(p);
        arb_init(ea); arb_init(one); tps_init(a); tps_init(r);
        fmpq_set_si(e, (slong) n_randint(test_state, 41) - 20, 1 + n_randint(test_state, 12));
        arb_set_fmpq(ea, e, prec);
        arb_one(one);
        tps_set_var(a, one, n);
        if (tps_pow_arb(r, a, ea, n, prec) != SERSOL_OK)
            test_fail("pow status");
        fmpq_one(c);
        for (k = 0; k < n; k++)
        {
            fmpq_poly_set_coeff_fmpq(p, k, c);
            fmpq_sub_si(f, e, k);
            fmpq_mul(c, c, f);
            fmpq_set_si(f, 1, (ulong) (k + 1));
            fmpq_mul(c, c, f);
        }
        tt_check_contains_fmpq_poly("binomial series (1+t)^(p/q)", r, p, n);
        if (prec >= 64)
            tt_check_tight("binomial series", r, prec / 2);
        tt_check_alias_unary("sqrt aliasing", tps_sqrt, a, n, prec);
        fmpq_clear(e); fmpq_clear(c); fmpq_clear(f); fmpq_poly_clear(p);
        arb_clear(ea); arb_clear(one); tps_clear(a); tps_clear(r);
    }
}

static void check_identities(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(30), prec = tt_prec(10000), m, j;
        tps_t a, r, s, b;
        arb_t e;

        prec = FLINT_MAX(prec, 30);   /* below ~10 bits a^-m may contain 1/0 */
        tps_init(a); tps_init(r); tps_init(s); tps_init(b); arb_init(e);
        tt_rand_tps(a, n, prec);
        if (n > 0)
        {
            /* a_0 >= 1 exactly (a wide random ball could otherwise reach 0) */
            arb_get_mid_arb(a->coeffs, a->coeffs);
            arb_abs(a->coeffs, a->coeffs);
            arb_add_ui(a->coeffs, a->coeffs, 1, prec);
        }
        /* sqrt(a)^2 = a and pow(a, 1/2) = sqrt(a) */
        if (tps_sqrt(s, a, n, prec) != SERSOL_OK)
            test_fail("sqrt status");
        tps_sqr(r, s, n, prec);
        test_check_overlap("sqrt(a)^2 = a", r, a);
        arb_one(e);
        arb_mul_2exp_si(e, e, -1);
        tps_pow_arb(r, a, e, n, prec);
        test_check_overlap("pow(a, 1/2) = sqrt(a)", r, s);

        /* integer exponent m = repeated product */
        m = (slong) n_randint(test_state, 7) - 3;
        arb_set_si(e, m);
        tps_pow_arb(r, a, e, n, prec);
        tps_set_si(b, 1, n);
        for (j = 0; j < FLINT_ABS(m); j++)
            tps_mullow(b, b, a, n, prec);
        if (m < 0 && tps_inv(b, b, n, prec) != SERSOL_OK)
            test_fail("inverse of a power (prec %ld, n %ld, m %ld, a0 %s)", (long) prec, (long) n, (long) m, arb_get_str(a->coeffs, 10, 0));
        test_check_overlap("pow(a, m) = a^m", r, b);

        /* aliasing */
        tps_pow_arb(r, a, e, n, prec);
        tps_pow_arb(r, a, e, n, prec);
        tps_set(b, a);
        tps_pow_arb(b, b, e, n, prec);
        if (!tps_equal(b, r))
            test_fail("pow aliasing");
        tt_check_alias_unary("sqrt aliasing", tps_sqrt, a, n, prec);
        tps_clear(a); tps_clear(r); tps_clear(s); tps_clear(b); arb_clear(e);
    }
}

static void check_exact_sqrt(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = tt_len(16), prec = tt_prec(10000);
        fmpq_poly_t p, q;
        tps_t a, f;

        fmpq_poly_init(p); fmpq_poly_init(q); tps_init(a); tps_init(f);
        tt_rand_fmpq_poly(p, n, 6);
        fmpq_poly_set_coeff_si(p, 0, 1);
        tt_set_fmpq_poly(a, p, n, prec);
        if (tps_sqrt(f, a, n, prec) != SERSOL_OK)
            test_fail("sqrt status");
        fmpq_poly_sqrt_series(q, p, n);
        tt_check_contains_fmpq_poly("sqrt exact", f, q, n);
        fmpq_poly_clear(p); fmpq_poly_clear(q); tps_clear(a); tps_clear(f);
    }
}

static int pow_third(tps_t res, const tps_t a, slong n, slong prec)
{
    arb_t e;
    int s;
    arb_init(e);
    arb_set_si(e, 1);
    arb_div_ui(e, e, 3, prec);
    s = tps_pow_arb(res, a, e, n, prec);
    arb_clear(e);
    return s;
}

static void check_domain(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 1 + tt_len(10), prec = tt_prec(500);
        tps_t a;

        tps_init(a);
        tt_rand_tps(a, n, prec);
        switch (n_randint(test_state, 3))
        {
            case 0: arb_zero(a->coeffs); break;
            case 1: arb_abs(a->coeffs, a->coeffs); arb_neg(a->coeffs, a->coeffs); break;
            default: mag_set_ui(arb_radref(a->coeffs), 1000); break;
        }
        tt_check_edomain_unary("sqrt of a_0 <= 0", tps_sqrt, a, n, prec);
        tt_check_edomain_unary("pow of a_0 <= 0", pow_third, a, n, prec);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("tps pow sqrt");
    check_binomial();
    check_identities();
    check_exact_sqrt();
    check_domain();
    return test_end();
}
