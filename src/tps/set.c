/* Setting, reading and comparing coefficients; exact decimal input. */
#include <string.h>
#include <ctype.h>
#include "sersol/tps.h"

void tps_zero(tps_t a, slong n)
{
    tps_set_length(a, 0);
    tps_set_length(a, n);
}

void tps_set_arb(tps_t a, const arb_t c, slong n)
{
    tps_zero(a, n);
    if (n > 0)
        arb_set(a->coeffs, c);
}

void tps_set_si(tps_t a, slong c, slong n)
{
    tps_zero(a, n);
    if (n > 0)
        arb_set_si(a->coeffs, c);
}

void tps_set_var(tps_t a, const arb_t x0, slong n)
{
    tps_zero(a, n);
    if (n > 0)
        arb_set(a->coeffs, x0);
    if (n > 1)
        arb_one(a->coeffs + 1);
}

/* A negative coefficient index is a programmer error (status.h): abort
 * with a message (it read or wrote outside the array). */
static void check_index(slong k, const char * fn)
{
    if (k < 0)
    {
        flint_printf("%s: coefficient index %wd < 0\n", fn, k);
        flint_abort();
    }
}

void tps_set_coeff_arb(tps_t a, slong k, const arb_t c)
{
    check_index(k, "tps_set_coeff_arb");
    if (k >= a->length)
        tps_set_length(a, k + 1);
    arb_set(a->coeffs + k, c);
}

void tps_get_coeff_arb(arb_t c, const tps_t a, slong k)
{
    check_index(k, "tps_get_coeff_arb");
    if (k < a->length)
        arb_set(c, a->coeffs + k);
    else
        arb_zero(c);
}

/* Largest |decimal exponent| accepted; beyond it the string is rejected
 * rather than turned into an enormous exact rational. */
#define SERSOL_MAX_DECIMAL_EXPONENT 100000

static slong read_digits(fmpz_t z, const char ** p)
{
    slong n = 0;
    while (isdigit((unsigned char) **p))
    {
        fmpz_mul_ui(z, z, 10);
        fmpz_add_ui(z, z, (ulong) (**p - '0'));
        (*p)++;
        n++;
    }
    return n;
}

static const char * skip_space(const char * p)
{
    while (isspace((unsigned char) *p))
        p++;
    return p;
}

/* Parses s into the exact rational r (see tps.h).  Grammar (surrounding
 * blanks allowed):
 *   [+-] digits '/' digits
 *   [+-] (digits ['.' [digits]] | '.' digits) [(e|E) [+-] digits]        */
int sersol_fmpq_set_exact_str(fmpq_t r, const char * s)
{
    const char * p = skip_space(s);
    fmpz_t m, q;
    slong frac = 0, e = 0, intdigits;
    int neg = 0, ok = 0;

    fmpz_init(m);
    fmpz_init(q);
    if (*p == '+' || *p == '-')
        neg = (*p++ == '-');
    intdigits = read_digits(m, &p);
    if (*p == '/')
    {
        p++;
        if (intdigits == 0 || read_digits(q, &p) == 0 || fmpz_is_zero(q))
            goto done;
        if (*skip_space(p) != '\0')
            goto done;
        fmpq_set_fmpz_frac(r, m, q);
        ok = 1;
        goto done;
    }
    if (*p == '.')
    {
        p++;
        frac = read_digits(m, &p);
    }
    if (intdigits + frac == 0)
        goto done;
    if (*p == 'e' || *p == 'E')
    {
        int eneg = 0;
        slong digits = 0;
        p++;
        if (*p == '+' || *p == '-')
            eneg = (*p++ == '-');
        while (isdigit((unsigned char) *p))
        {
            if (e <= SERSOL_MAX_DECIMAL_EXPONENT)
                e = 10 * e + (*p - '0');
            p++;
            digits++;
        }
        if (digits == 0 || e > SERSOL_MAX_DECIMAL_EXPONENT)
            goto done;
        if (eneg)
            e = -e;
    }
    if (*skip_space(p) != '\0')
        goto done;
    e -= frac;                       /* value = m 10^e */
    fmpz_one(q);
    if (e >= 0)
    {
        fmpz_ui_pow_ui(q, 10, (ulong) e);
        fmpz_mul(m, m, q);
        fmpz_one(q);
    }
    else
        fmpz_ui_pow_ui(q, 10, (ulong) (-e));
    fmpq_set_fmpz_frac(r, m, q);
    ok = 1;

done:
    if (ok && neg)
        fmpq_neg(r, r);
    fmpz_clear(m);
    fmpz_clear(q);
    return ok ? SERSOL_OK : SERSOL_EINPUT;
}

int sersol_arb_set_exact_str(arb_t res, const char * s, slong prec)
{
    fmpq_t r;
    int status;

    fmpq_init(r);
    status = sersol_fmpq_set_exact_str(r, s);
    if (status == SERSOL_OK)
        arb_set_fmpq(res, r, prec);
    fmpq_clear(r);
    return status;
}

int tps_set_coeff_str(tps_t a, slong k, const char * s, slong prec)
{
    arb_t c;
    int status;

    check_index(k, "tps_set_coeff_str");
    arb_init(c);
    status = sersol_arb_set_exact_str(c, s, prec);
    if (status == SERSOL_OK)
        tps_set_coeff_arb(a, k, c);
    arb_clear(c);
    return status;
}

int tps_set_str_vec(tps_t a, const char * const * s, slong n, slong prec)
{
    tps_t t;
    slong k;
    int status = SERSOL_OK;

    tps_init(t);
    tps_zero(t, n);
    for (k = 0; k < n && status == SERSOL_OK; k++)
        status = sersol_arb_set_exact_str(t->coeffs + k, s[k], prec);
    if (status == SERSOL_OK)
        tps_swap(a, t);
    tps_clear(t);
    return status;
}

void tps_set_arb_poly(tps_t a, const arb_poly_t p, slong n)
{
    slong m = FLINT_MIN(n, p->length);

    tps_zero(a, n);
    _arb_vec_set(a->coeffs, p->coeffs, m);
}

void tps_get_arb_poly(arb_poly_t p, const tps_t a)
{
    arb_poly_fit_length(p, a->length);
    _arb_vec_set(p->coeffs, a->coeffs, a->length);
    _arb_poly_set_length(p, a->length);
    _arb_poly_normalise(p);
}

int tps_overlaps(const tps_t a, const tps_t b)
{
    slong k;

    if (a->length != b->length)
        return 0;
    for (k = 0; k < a->length; k++)
        if (!arb_overlaps(a->coeffs + k, b->coeffs + k))
            return 0;
    return 1;
}

int tps_contains_fmpq_vec(const tps_t a, const fmpq * v, slong n)
{
    slong k;

    if (a->length < n)
        return 0;
    for (k = 0; k < n; k++)
        if (!arb_contains_fmpq(a->coeffs + k, v + k))
            return 0;
    return 1;
}

int tps_equal(const tps_t a, const tps_t b)
{
    slong k;

    if (a->length != b->length)
        return 0;
    for (k = 0; k < a->length; k++)
        if (!arb_equal(a->coeffs + k, b->coeffs + k))
            return 0;
    return 1;
}
