/* Decimal output in sersol's format: d.ddd...e<+|->N, only certain digits. */
#include <math.h>
#include <string.h>
#include <ctype.h>
#include "sersol/tps.h"

/* Arb's arb_get_str with ARB_STR_NO_RADIUS gives the midpoint rounded to at
 * most `digits` digits such that the printed decimal is within one unit of
 * the last printed digit of every point of the ball; fewer digits are
 * printed when the radius is larger.  We only normalise its notation
 * ("0.00123", "123.4", "1.5e+20") to one leading digit: "1.23e-3". */
/* n = the least integer N with |x| <= 10^N for every point of the (nonzero)
 * ball x (an fmpz: log10 of e^(e^45) passes a slong). */
static void decimal_exponent_bound(fmpz_t n, const arb_t x)
{
    arb_t r;
    arf_t u;
    slong wp = 64 + fmpz_bits(ARF_EXPREF(arb_midref(x)));

    arb_init(r);
    arf_init(u);
    arb_get_abs_ubound_arf(u, x, wp);
    arb_set_arf(r, u);
    arb_log_base_ui(r, r, 10, wp);
    arb_get_ubound_arf(u, r, wp);
    arf_get_fmpz(n, u, ARF_RND_CEIL);
    arb_clear(r);
    arf_clear(u);
}

/* "e" and the signed decimal exponent e, as printf's %+ld would write it. */
static char * exponent_str(const fmpz_t e)
{
    char * digits = fmpz_get_str(NULL, 10, e);
    char * out = flint_malloc(strlen(digits) + 3);
    sprintf(out, "e%s%s", fmpz_sgn(e) < 0 ? "" : "+", digits);
    flint_free(digits);
    return out;
}

slong sersol_arb_exact_digits(const arb_t x)
{
    fmpz_t m, e, p;
    char * str;
    slong n = 0, len;

    if (!arb_is_exact(x) || !arb_is_finite(x) || arb_is_zero(x))
        return 0;
    fmpz_init(m); fmpz_init(e); fmpz_init(p);
    arf_get_fmpz_2exp(m, e, arb_midref(x));     /* x = m 2^e, m odd */
    /* m 5^-e has about 0.3 bits(m) + 0.7 |e| digits: bounded before expanding */
    if (fmpz_bits(e) < 20 && fmpz_bits(m) < 4 * SERSOL_PRINT_MAX_DIGITS
        && 0.302 * (double) fmpz_bits(m) + 0.699 * fabs(fmpz_get_d(e)) < 2.0 * SERSOL_PRINT_MAX_DIGITS)
    {
        slong k = fmpz_get_si(e);
        if (k >= 0)
            fmpz_mul_2exp(m, m, k);
        else
        {   /* m 2^-k = m 5^k 10^-k: the digits of m 5^k, none of them trailing zeros */
            fmpz_set_ui(p, 5);
            fmpz_pow_ui(p, p, -k);
            fmpz_mul(m, m, p);
        }
        fmpz_abs(m, m);
        str = fmpz_get_str(NULL, 10, m);
        len = strlen(str);
        while (len > 1 && str[len - 1] == '0')
            len--;
        n = (len <= SERSOL_PRINT_MAX_DIGITS) ? len : 0;
        flint_free(str);
    }
    fmpz_clear(m); fmpz_clear(e); fmpz_clear(p);
    return n;
}

char * sersol_arb_get_str(const arb_t x, slong digits)
{
    char * s, * out, * p, * mant, * es;
    fmpz_t exp10;
    slong nd = 0, point = -1, lead = 0, i;
    int neg = 0;

    if (digits < 1)
        digits = 1;
    if (digits > SERSOL_PRINT_MAX_DIGITS)
        digits = SERSOL_PRINT_MAX_DIGITS;
    if (arb_is_zero(x))
    {
        out = flint_malloc(2);
        strcpy(out, "0");
        return out;
    }
    if (!arb_is_finite(x))
    {
        /* an infinite or NaN midpoint or an infinite radius: nothing is
         * known, except an exact infinity */
        out = flint_malloc(5);
        if (mag_is_zero(arb_radref(x)) && arf_is_pos_inf(arb_midref(x)))
            strcpy(out, "inf");
        else if (mag_is_zero(arb_radref(x)) && arf_is_neg_inf(arb_midref(x)))
            strcpy(out, "-inf");
        else
            strcpy(out, "nan");
        return out;
    }

    s = arb_get_str(x, digits, ARB_STR_NO_RADIUS);
    p = s;
    if (*p == '[')
    {
        /* no certain digit: print "0eN" with N the least integer such that
         * every point of the ball has |x| <= 10^N */
        fmpz_t n;
        char * es;
        fmpz_init(n);
        decimal_exponent_bound(n, x);
        es = exponent_str(n);
        out = flint_malloc(strlen(es) + 2);
        sprintf(out, "0%s", es);
        flint_free(es);
        fmpz_clear(n);
        flint_free(s);
        return out;
    }
    if (*p == '-')
    {
        neg = 1;
        p++;
    }
    /* collect mantissa digits, remember where the decimal point was ("0.00123"
     * has leading zeros beyond `digits`: room for all of the string) */
    mant = flint_malloc(strlen(p) + 1);
    for (; *p && *p != 'e'; p++)
    {
        if (*p == '.')
            point = nd;
        else if (isdigit((unsigned char) *p))
            mant[nd++] = *p;
    }
    fmpz_init(exp10);
    if (*p == 'e')      /* Arb's exponent, any size ("e+102226522508642278") */
        fmpz_set_str(exp10, p + 1 + (p[1] == '+'), 10);
    if (point < 0)
        point = nd;
    mant[nd] = '\0';
    flint_free(s);

    /* strip leading zeros: value = 0.mant * 10^(point) * 10^exp10 */
    while (lead < nd - 1 && mant[lead] == '0')
        lead++;
    fmpz_add_si(exp10, exp10, point - lead - 1);
    es = exponent_str(exp10);
    fmpz_clear(exp10);

    out = flint_malloc(nd + strlen(es) + 8);
    p = out;
    if (neg)
        *p++ = '-';
    *p++ = mant[lead];
    if (nd - lead > 1)
    {
        *p++ = '.';
        for (i = lead + 1; i < nd; i++)
            *p++ = mant[i];
    }
    strcpy(p, es);
    flint_free(es);
    flint_free(mant);
    return out;
}

void tps_fprint_coeff(FILE * f, const tps_t a, slong k, slong digits)
{
    arb_t c;
    char * s;

    arb_init(c);
    tps_get_coeff_arb(c, a, k);
    s = sersol_arb_get_str(c, digits);
    fputs(s, f);
    flint_free(s);
    arb_clear(c);
}

void tps_fprintd(FILE * f, const tps_t a, slong digits)
{
    slong k;

    fprintf(f, "[length %ld]\n", (long) a->length);
    for (k = 0; k < a->length; k++)
    {
        fprintf(f, "%ld: ", (long) k);
        tps_fprint_coeff(f, a, k, digits);
        fputc('\n', f);
    }
}
