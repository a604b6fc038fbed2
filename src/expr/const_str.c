/* Exact numbers from text: "3", "-3/2", "0.1", "1e-3", "-2.5E+10". */
#include <ctype.h>
#include "expr-impl.h"

/* Largest |decimal exponent| accepted; beyond it the string is rejected
 * rather than turned into an enormous exact rational. */
#define EXPR_MAX_DECIMAL_EXPONENT 100000

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

/* Parses s into r; returns 1 on success.  Grammar (the same as
 * sersol_arb_set_exact_str, surrounding blanks allowed):
 *   [+-] digits '/' digits
 *   [+-] (digits ['.' [digits]] | '.' digits) [(e|E) [+-] digits]        */
static int parse_exact(fmpq_t r, const char * s)
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
            if (e <= EXPR_MAX_DECIMAL_EXPONENT)
                e = 10 * e + (*p - '0');
            p++;
            digits++;
        }
        if (digits == 0 || e > EXPR_MAX_DECIMAL_EXPONENT)
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
    return ok;
}

expr_ptr expr_const_str(expr_ctx_ptr ctx, const char * s)
{
    fmpq_t r;
    expr_ptr e = NULL;

    fmpq_init(r);
    if (s != NULL && parse_exact(r, s))
        e = expr_const_fmpq(ctx, r);
    fmpq_clear(r);
    return e;
}
