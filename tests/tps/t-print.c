/* sersol_arb_get_str, tps_fprint_coeff, tps_fprintd: the format
 * [-]d[.ddd]e(+|-)N, D significant digits for tight balls, every point of
 * the ball within one unit of the last printed digit, "0eN" bounds, and
 * the line format of tps_fprintd. */
#include <string.h>
#include <ctype.h>
#include "tpstest.h"

/* Parses the format; returns the number of significant digits (0 for "0eN"),
 * the exponent in *e; fails on a malformed string. */
static slong parse_format(const char * s, slong * e)
{
    const char * p = s;
    slong d = 0;
    char * end;

    if (*p == '-')
        p++;
    if (!isdigit((unsigned char) *p))
        test_fail("print format: \"%s\"", s);
    if (*p == '0' && (p[1] == 'e' || p[1] == '\0'))
        d = 0;
    else if (*p == '0')
        test_fail("print format (leading zero): \"%s\"", s);
    else
        d = 1;
    p++;
    if (*p == '.')
    {
        p++;
        if (!isdigit((unsigned char) *p))
            test_fail("print format (empty fraction): \"%s\"", s);
        while (isdigit((unsigned char) *p))
            p++, d++;
    }
    if (strcmp(s, "0") == 0)
    {
        *e = 0;
        return 0;
    }
    if (*p != 'e' || (p[1] != '+' && p[1] != '-') || !isdigit((unsigned char) p[2]))
        test_fail("print format (exponent): \"%s\"", s);
    *e = strtol(p + 1, &end, 10);
    if (*end != '\0')
        test_fail("print format (trailing characters): \"%s\"", s);
    return d;
}

/* Checks s against x: every point of x lies within one unit of the last
 * printed digit of s (or |x| <= 10^N for "0eN"); returns the digit count. */
static slong check_printed(const char * s, const arb_t x, slong digits)
{
    slong d, e, prec = 64 + 4 * digits + 64;
    arb_t v, u, diff;

    d = parse_format(s, &e);
    if (d > digits)
        test_fail("printed %ld digits, at most %ld asked: %s", (long) d, (long) digits, s);
    arb_init(v); arb_init(u); arb_init(diff);
    if (sersol_arb_set_exact_str(v, strcmp(s, "0") == 0 ? "0" : s, 10 * prec + 1000) != SERSOL_OK)
        test_fail("printed string not parsable: %s", s);
    /* one unit of the last digit: 10^(e - d + 1), or 10^e for "0eN" */
    arb_set_ui(u, 10);
    {
        fmpz_t ex;
        fmpz_init(ex);
        fmpz_set_si(ex, d == 0 ? e : e - d + 1);
        arb_set_ui(u, 10);
        arb_pow_fmpz(u, u, ex, 10 * prec + 1000);
        fmpz_clear(ex);
    }
    /* every point of x: |x - v| <= u, i.e. the ball x - v lies in [-u, u] */
    arb_sub(diff, x, v, 10 * prec + 1000);
    arb_abs(diff, diff);
    arb_sub(diff, diff, u, 10 * prec + 1000);
    if (strcmp(s, "0") == 0)
    {
        if (!arb_is_zero(x))
            test_fail("\"0\" printed for a nonzero ball");
    }
    else if (arb_is_positive(diff))
    {
        printf("FAIL\nx = ");
        arb_printd(x, 50);
        printf("\n");
        test_fail("the ball is not within one unit of the last digit of %s", s);
    }
    arb_clear(v); arb_clear(u); arb_clear(diff);
    return d;
}

static void check_tight(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(1000); iter++)
    {
        slong digits = 1 + n_randint(test_state, n_randint(test_state, 8) == 0 ? 3000 : 60);
        slong prec = 4 * digits + 64 + n_randint(test_state, 200), d;
        fmpq_t q;
        arb_t x;
        char * s;

        fmpq_init(q); arb_init(x);
        fmpq_randtest_not_zero(q, test_state, 2 + n_randint(test_state, 200));
        arb_set_fmpq(x, q, prec);
        if (n_randint(test_state, 4) == 0)
            arb_mul_2exp_si(x, x, (slong) n_randint(test_state, 2000) - 1000);
        s = sersol_arb_get_str(x, digits);
        d = check_printed(s, x, digits);
        if (d != digits)
            test_fail("tight ball printed with %ld digits instead of %ld: %s", (long) d, (long) digits, s);
        flint_free(s);
        fmpq_clear(q); arb_clear(x);
    }
}

static void check_wide(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(1000); iter++)
    {
        slong digits = 1 + n_randint(test_state, 40);
        arb_t x;
        char * s;

        arb_init(x);
        arb_randtest(x, test_state, 2 + n_randint(test_state, 200), 10);
        s = sersol_arb_get_str(x, digits);
        check_printed(s, x, digits);
        flint_free(s);
        arb_clear(x);
    }
}

static void check_fprint(void)
{
    char * buf = NULL;
    size_t size = 0;
    FILE * f;
    tps_t a;
    const char * want = "[length 3]\n0: 1.0000e+0\n1: -3.3333e-1\n2: 0\n";

    tps_init(a);
    tps_zero(a, 3);
    arb_one(a->coeffs);
    arb_set_si(a->coeffs + 1, -1);
    arb_div_ui(a->coeffs + 1, a->coeffs + 1, 3, 200);
    f = open_memstream(&buf, &size);
    tps_fprintd(f, a, 5);
    tps_fprint_coeff(f, a, 7, 5);   /* beyond the length: zero */
    fclose(f);
    if (strncmp(buf, want, strlen(want)) != 0 || strcmp(buf + strlen(want), "0") != 0)
        test_fail("tps_fprintd output:\n%s", buf);
    free(buf);
    tps_clear(a);
}

/* Balls that are not finite print as "nan" ("inf"/"-inf" when exactly
 * infinite) instead of aborting in arf_get_fmpz (sersol verify beyond a
 * pole did). */
static void check_not_finite(void)
{
    struct { int kind; const char * want; } cases[] = {
        { 0, "nan" }, { 1, "inf" }, { 2, "-inf" }, { 3, "nan" }, { 4, "nan" } };
    slong i;
    for (i = 0; i < 5; i++)
    {
        arb_t x;
        char * s;
        arb_init(x);
        switch (cases[i].kind)
        {
            case 0: arb_indeterminate(x); break;
            case 1: arf_pos_inf(arb_midref(x)); break;
            case 2: arf_neg_inf(arb_midref(x)); break;
            case 3: arb_one(x); mag_inf(arb_radref(x)); break;       /* 1 +- inf */
            default: arf_pos_inf(arb_midref(x)); mag_one(arb_radref(x)); break;
        }
        s = sersol_arb_get_str(x, 1 + n_randint(test_state, 30));
        if (strcmp(s, cases[i].want) != 0)
            test_fail("not finite, case %ld: got '%s', want '%s'", (long) i, s, cases[i].want);
        flint_free(s);
        arb_clear(x);
    }
}

/* sersol_arb_exact_digits: known counts, and the string printed with them
 * reads back as x exactly (random dyadics m 2^e); 0 for balls and zero. */
static void check_exact_digits(void)
{
    static const struct { slong m, e, d; } known[] =
    {
        { 1, -1, 1 },           /* 5e-1 */
        { 3, -3, 3 },           /* 3.75e-1 */
        { 1, -10, 7 },          /* 9.765625e-4 */
        { 125, 3, 1 },          /* 1e+3 */
        { -7, 0, 1 },           /* -7 */
        { 12345, 0, 5 }
    };
    slong i, iter;
    arb_t x, y;

    arb_init(x); arb_init(y);
    for (i = 0; i < (slong) (sizeof(known) / sizeof(known[0])); i++)
    {
        arb_set_si(x, known[i].m);
        arb_mul_2exp_si(x, x, known[i].e);
        if (sersol_arb_exact_digits(x) != known[i].d)
            test_fail("exact digits of %ld 2^%ld: %ld, expected %ld", (long) known[i].m,
                      (long) known[i].e, (long) sersol_arb_exact_digits(x), (long) known[i].d);
    }
    arb_zero(x);
    if (sersol_arb_exact_digits(x) != 0)
        test_fail("exact digits of 0");
    arb_set_ui(x, 3);
    mag_set_ui_2exp_si(arb_radref(x), 1, -100);
    if (sersol_arb_exact_digits(x) != 0)
        test_fail("exact digits of a ball with a radius");
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong d;
        char * s, * t;
        arb_set_si(x, (slong) n_randint(test_state, 1 << 30) - (1 << 29));
        arb_mul_2exp_si(x, x, (slong) n_randint(test_state, 400) - 300);
        if (arb_is_zero(x))
            continue;
        d = sersol_arb_exact_digits(x);
        s = sersol_arb_get_str(x, d);
        t = flint_malloc(strlen(s) + 1);
        strcpy(t, s);
        /* the decimal read back exactly (a rational) equals x */
        if (sersol_arb_set_exact_str(y, t, 4 * d + 64) != 0 || !arb_equal(y, x))
            test_fail("printed with its %ld exact digits, %s is not x", (long) d, s);
        flint_free(s);
        if (d > 1)
        {   /* one digit fewer is not x (the count is the least) */
            s = sersol_arb_get_str(x, d - 1);
            if (sersol_arb_set_exact_str(y, s, 4 * d + 64) == 0 && arb_equal(y, x))
                test_fail("%ld digits print x exactly (%s), %ld counted", (long) (d - 1), s, (long) d);
            flint_free(s);
        }
        flint_free(t);
    }
    arb_clear(x); arb_clear(y);
}

/* More than 4096 digits (the old cap: a row of `sersol solve --digits 5000`
 * printed 4094 digits, its digits column said 5000): e to 5000 digits has
 * 5000 mantissa digits within one unit of e; 2^-8000 has 5592 exact digits
 * (those of 5^8000) and prints exactly; a dyadic beyond
 * SERSOL_PRINT_MAX_DIGITS digits has no exact count (0). */
static void check_long(void)
{
    arb_t x, y, u;
    char * s, * p;
    slong nd = 0;

    arb_init(x); arb_init(y); arb_init(u);
    arb_const_e(x, 17000);
    s = sersol_arb_get_str(x, 5000);
    for (p = s; *p && *p != 'e'; p++)
        nd += (*p >= '0' && *p <= '9');
    if (nd != 5000)
        test_fail("e to 5000 digits: %ld mantissa digits", (long) nd);
    if (sersol_arb_set_exact_str(y, s, 17000) != 0)
        test_fail("e to 5000 digits does not read back");
    arb_sub(y, y, x, 17000);
    /* one unit of the last digit: 10^-4999 */
    arb_set_ui(u, 10);
    arb_pow_ui(u, u, 4999, 17000);
    arb_inv(u, u, 17000);
    arb_abs(y, y);
    if (!arb_le(y, u))
        test_fail("e to 5000 digits is off by more than one unit");
    flint_free(s);

    arb_one(x);
    arb_mul_2exp_si(x, x, -8000);
    if (sersol_arb_exact_digits(x) != 5592)
        test_fail("exact digits of 2^-8000: %ld, expected 5592", (long) sersol_arb_exact_digits(x));
    s = sersol_arb_get_str(x, 5592);
    if (sersol_arb_set_exact_str(y, s, 30000) != 0 || !arb_equal(y, x))
        test_fail("2^-8000 printed with its 5592 digits is not 2^-8000");
    flint_free(s);
    arb_mul_2exp_si(x, x, -300000);
    if (sersol_arb_exact_digits(x) != 0)
        test_fail("exact digits of 2^-308000: %ld, expected 0 (beyond the cap)",
                  (long) sersol_arb_exact_digits(x));
    arb_clear(x); arb_clear(y); arb_clear(u);
}

/* Decimal exponents beyond a slong: e^(e^45) = 5.5416000634823...e+15171761149578254829
 * (its exponent was read with strtol and printed as 9223372036854775807),
 * its reciprocal, and a ball with no certain digit there ("0eN"); the
 * exponents are compared with floor(log10 |x|) computed by Arb. */
static void check_huge_exponent(void)
{
    arb_t x, l;
    fmpz_t n;
    char * s, * want;
    slong prec = 200, sign;

    arb_init(x); arb_init(l); fmpz_init(n);
    for (sign = 1; sign >= -1; sign -= 2)
    {
        arb_set_si(x, 45);
        arb_exp(x, x, prec);
        arb_exp(x, x, prec);
        if (sign < 0)
            arb_inv(x, x, prec);        /* e^(-e^45) */
        arb_log_base_ui(l, x, 10, prec);
        arb_floor(l, l, prec);
        if (!arb_get_unique_fmpz(n, l))
            test_fail("floor(log10 e^(+-e^45)) not unique");
        s = sersol_arb_get_str(x, 12);
        want = fmpz_get_str(NULL, 10, n);
        if (strchr(s, 'e') == NULL || strcmp(strchr(s, 'e') + 1 + (sign > 0), want) != 0
            || (sign > 0 && strncmp(s, "5.54160006348", 13) != 0))
            test_fail("e^(%se^45) printed as %s (exponent %s)", sign > 0 ? "" : "-", s, want);
        flint_free(s);
        flint_free(want);
    }
    /* the ball e^(e^45) +- 10 e^(e^45): "0eN" with N = floor(log10) + 2 */
    arb_set_si(x, 45);
    arb_exp(x, x, prec);
    arb_exp(x, x, prec);
    arb_log_base_ui(l, x, 10, prec);
    arb_floor(l, l, prec);
    arb_get_unique_fmpz(n, l);
    fmpz_add_ui(n, n, 2);
    arb_get_mag(arb_radref(x), x);
    mag_mul_ui(arb_radref(x), arb_radref(x), 10);
    s = sersol_arb_get_str(x, 12);
    want = fmpz_get_str(NULL, 10, n);
    if (strncmp(s, "0e+", 3) != 0 || strcmp(s + 3, want) != 0)
        test_fail("a wide ball at e^(e^45) printed as %s, expected 0e+%s", s, want);
    flint_free(s);
    flint_free(want);
    arb_clear(x); arb_clear(l); fmpz_clear(n);
}

int main(void)
{
    test_start("tps print");
    check_huge_exponent();
    check_long();
    check_exact_digits();
    check_not_finite();
    check_tight();
    check_wide();
    check_fprint();
    return test_end();
}
