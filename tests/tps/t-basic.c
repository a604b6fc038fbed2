/* tps basics: storage, exact decimal input, printing, add/mullow/div. */
#include <string.h>
#include "testsupport.h"

/* 1/(1-t) = sum t^k: every coefficient exactly 1. */
static void check_geometric(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = 1 + test_randlen(60), prec = test_randprec(10000), k;
        tps_t one, b, q;
        tps_init(one); tps_init(b); tps_init(q);
        tps_set_si(one, 1, n);
        tps_set_si(b, 1, n);
        if (n > 1)
            arb_set_si(b->coeffs + 1, -1);
        if (tps_div(q, one, b, n, prec) != SERSOL_OK)
            test_fail("tps_div 1/(1-t) failed");
        for (k = 0; k < n; k++)
            if (!arb_contains_si(q->coeffs + k, 1))
                test_fail("1/(1-t): coefficient %ld not 1", (long) k);
        /* aliasing: q = q / b */
        tps_mullow(q, q, b, n, prec);
        for (k = 0; k < n; k++)
            if (!arb_contains_si(q->coeffs + k, k == 0))
                test_fail("(1/(1-t))(1-t): coefficient %ld", (long) k);
        tps_clear(one); tps_clear(b); tps_clear(q);
    }
}

static void check_exact_strings(void)
{
    arb_t x;
    fmpq_t q;
    const char * bad[] = { "", "-", "1/0", "1.2.3", "e5", "1e", "1/-2", "abc", "1 2", ".", "1e9999999" };
    slong i;

    arb_init(x);
    fmpq_init(q);
    if (sersol_arb_set_exact_str(x, "0.1", 1000) || !arb_contains_fmpq(x, (fmpq_set_si(q, 1, 10), q)))
        test_fail("0.1 not exact");
    if (arb_rel_accuracy_bits(x) < 990)
        test_fail("0.1 not rounded at 1000 bits");
    if (sersol_arb_set_exact_str(x, "-3/2", 64) || !arb_equal_si(x, 0) == 0)
    {
        arb_t h;
        arb_init(h);
        arb_set_si(h, -3);
        arb_mul_2exp_si(h, h, -1);
        if (!arb_equal(x, h))
            test_fail("-3/2");
        arb_clear(h);
    }
    if (sersol_arb_set_exact_str(x, "-2.5E+2", 64) || !arb_equal_si(x, -250))
        test_fail("-2.5E+2");
    if (sersol_arb_set_exact_str(x, "1e-3", 200) || !arb_contains_fmpq(x, (fmpq_set_si(q, 1, 1000), q)))
        test_fail("1e-3");
    for (i = 0; i < (slong) (sizeof(bad) / sizeof(bad[0])); i++)
    {
        arb_set_si(x, 7);
        if (sersol_arb_set_exact_str(x, bad[i], 64) != SERSOL_EINPUT || !arb_equal_si(x, 7))
            test_fail("malformed \"%s\" accepted", bad[i]);
    }
    arb_clear(x);
    fmpq_clear(q);
}

static void check_print(void)
{
    arb_t x;
    char * s;
    struct { const char * in; slong d; const char * out; } cases[] = {
        { "-0.998949814623850651730667870227408258818", 39, "-9.98949814623850651730667870227408258818e-1" },
        { "1/3", 10, "3.333333333e-1" },
        { "123.5", 3, "1.24e+2" },
        { "2", 5, "2.0000e+0" },
        { "0", 5, "0" },
        { "1e-30", 4, "1.000e-30" },
    };
    slong i;

    arb_init(x);
    for (i = 0; i < (slong) (sizeof(cases) / sizeof(cases[0])); i++)
    {
        sersol_arb_set_exact_str(x, cases[i].in, 300);
        s = sersol_arb_get_str(x, cases[i].d);
        if (strcmp(s, cases[i].out) != 0)
            test_fail("print %s to %ld digits: got %s, want %s", cases[i].in, (long) cases[i].d, s, cases[i].out);
        flint_free(s);
    }
    /* a wide ball prints only its certain digits */
    arb_set_str(x, "[3.14159 +/- 1e-3]", 64);
    s = sersol_arb_get_str(x, 30);
    if (strlen(s) > 10)
        test_fail("wide ball printed too many digits: %s", s);
    flint_free(s);
    arb_clear(x);
}

static void check_storage(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = test_randlen(40), prec = test_randprec(2000), m;
        tps_t a, b, c;
        tps_init(a); tps_init(b); tps_init(c);
        test_randtest_tps(a, n, prec, 10);
        tps_set(b, a);
        if (!tps_equal(a, b))
            test_fail("tps_set");
        m = test_randlen(40);
        tps_set_round(c, a, m, prec);
        if (c->length != m)
            test_fail("tps_set_round length");
        tps_set_round(b, b, m, prec);   /* aliased */
        if (!tps_equal(b, c))
            test_fail("tps_set_round aliasing");
        tps_add(c, a, a, prec);
        tps_sub(c, c, a, prec);
        test_check_overlap("a + a - a", c, a);
        tps_swap(a, c);
        tps_clear(a); tps_clear(b); tps_clear(c);
    }
}

static void check_div_domain(void)
{
    tps_t a, b, q;
    tps_init(a); tps_init(b); tps_init(q);
    tps_set_si(a, 1, 5);
    tps_zero(b, 5);
    arb_set_si(b->coeffs + 1, 1);
    tps_set_si(q, 42, 3);
    if (tps_div(q, a, b, 5, 64) != SERSOL_EDOMAIN || tps_inv(q, b, 5, 64) != SERSOL_EDOMAIN)
        test_fail("division by a series with b0 = 0 not reported");
    if (q->length != 3 || !arb_equal_si(q->coeffs, 42))
        test_fail("failed division changed its output");
    tps_clear(a); tps_clear(b); tps_clear(q);
}

int main(void)
{
    test_start("tps basic");
    check_exact_strings();
    check_print();
    check_storage();
    check_geometric();
    check_div_domain();
    return test_end();
}
