/* tps_add, tps_sub, tps_neg, tps_scalar_{mul,div}_arb, tps_scalar_mul_si:
 * exact rational oracles, the min-length rule, aliasing. */
#include "tpstest.h"

static void check_exact(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong la = tt_len(30), lb = tt_len(30), n = FLINT_MIN(la, lb);
        slong prec = tt_prec(10000), c = (slong) n_randint(test_state, 2001) - 1000;
        fmpq_poly_t p, q, r;
        fmpq_t x;
        arb_t xa;
        tps_t a, b, s;

        fmpq_poly_init(p); fmpq_poly_init(q); fmpq_poly_init(r); fmpq_init(x); arb_init(xa);
        tps_init(a); tps_init(b); tps_init(s);
        tt_rand_fmpq_poly(p, la, 40);
        tt_rand_fmpq_poly(q, lb, 40);
        tt_set_fmpq_poly(a, p, la, prec);
        tt_set_fmpq_poly(b, q, lb, prec);

        fmpq_poly_add(r, p, q);
        tps_add(s, a, b, prec);
        tt_check_contains_fmpq_poly("add", s, r, n);
        fmpq_poly_sub(r, p, q);
        tps_sub(s, a, b, prec);
        tt_check_contains_fmpq_poly("sub", s, r, n);
        fmpq_poly_neg(r, p);
        tps_neg(s, a);
        tt_check_contains_fmpq_poly("neg", s, r, la);
        fmpq_poly_scalar_mul_si(r, p, c);
        tps_scalar_mul_si(s, a, c, prec);
        tt_check_contains_fmpq_poly("scalar_mul_si", s, r, la);

        fmpq_randtest_not_zero(x, test_state, 30);
        arb_set_fmpq(xa, x, prec);
        fmpq_poly_scalar_mul_fmpq(r, p, x);
        tps_scalar_mul_arb(s, a, xa, prec);
        tt_check_contains_fmpq_poly("scalar_mul_arb", s, r, la);
        fmpq_poly_scalar_div_fmpq(r, p, x);
        tps_scalar_div_arb(s, a, xa, prec);
        tt_check_contains_fmpq_poly("scalar_div_arb", s, r, la);
        if (prec >= 64)
            tt_check_tight("scalar_div_arb", s, prec - 8);

        fmpq_poly_clear(p); fmpq_poly_clear(q); fmpq_poly_clear(r); fmpq_clear(x); arb_clear(xa);
        tps_clear(a); tps_clear(b); tps_clear(s);
    }
}

/* res aliasing a, res aliasing b, and a = b = res. */
static void check_aliasing(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong la = tt_len(30), lb = tt_len(30), prec = tt_prec(3000), op;
        tps_t a, b, r, t;
        arb_t c;

        tps_init(a); tps_init(b); tps_init(r); tps_init(t); arb_init(c);
        tt_rand_tps(a, la, prec);
        tt_rand_tps(b, lb, prec);
        arb_randtest_precise(c, test_state, prec, 4);
        if (arb_contains_zero(c))
            arb_add_ui(c, c, 100, prec);
        for (op = 0; op < 6; op++)
        {
            /* r = op(a, b) */
            switch (op)
            {
                case 0: tps_add(r, a, b, prec); break;
                case 1: tps_sub(r, a, b, prec); break;
                case 2: tps_neg(r, a); break;
                case 3: tps_scalar_mul_arb(r, a, c, prec); break;
                case 4: tps_scalar_div_arb(r, a, c, prec); break;
                default: tps_scalar_mul_si(r, a, -7, prec); break;
            }
            /* t = a; t = op(t, b) */
            tps_set(t, a);
            switch (op)
            {
                case 0: tps_add(t, t, b, prec); break;
                case 1: tps_sub(t, t, b, prec); break;
                case 2: tps_neg(t, t); break;
                case 3: tps_scalar_mul_arb(t, t, c, prec); break;
                case 4: tps_scalar_div_arb(t, t, c, prec); break;
                default: tps_scalar_mul_si(t, t, -7, prec); break;
            }
            if (!tps_equal(r, t))
                test_fail("aliasing res = a, operation %ld", (long) op);
            if (op < 2)
            {
                tps_set(t, b);
                if (op == 0)
                    tps_add(t, a, t, prec);
                else
                    tps_sub(t, a, t, prec);
                if (!tps_equal(r, t))
                    test_fail("aliasing res = b, operation %ld", (long) op);
            }
        }
        /* a + a = 2a, a - a contains 0, all aliased */
        tps_set(t, a);
        tps_add(t, t, t, prec);
        tps_scalar_mul_si(r, a, 2, prec);
        test_check_overlap("a + a = 2 a", t, r);
        tps_set(t, a);
        tps_sub(t, t, t, prec);
        tt_check_const("a - a = 0", t, 0, la);
        tps_clear(a); tps_clear(b); tps_clear(r); tps_clear(t); arb_clear(c);
    }
}

int main(void)
{
    test_start("tps add sub neg scalar");
    check_exact();
    check_aliasing();
    return test_end();
}
