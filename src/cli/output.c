/* sersol command line — CSV and JSON tables (DESIGN.md §5 output formats). */
#include <ctype.h>
#include <math.h>
#include <string.h>
#include "cli.h"
#include "sersol/tps.h"

static char * copy_str(const char * s)
{
    size_t n = strlen(s);
    char * r = flint_malloc(n + 1);

    memcpy(r, s, n + 1);
    return r;
}

void cli_table_init(cli_table * T, FILE * f, cli_format format,
                    const char * const * cols, slong ncols, slong digits)
{
    slong i;

    T->f = f;
    T->format = format;
    T->ncols = 0;
    T->cols = NULL;
    T->col = 0;
    T->rows = 0;
    T->digits = digits;
    T->begun = 0;
    for (i = 0; i < ncols; i++)
        cli_table_add_col(T, cols[i]);
}

void cli_table_add_col(cli_table * T, const char * name)
{
    T->cols = flint_realloc(T->cols, (T->ncols + 1) * sizeof(char *));
    T->cols[T->ncols++] = copy_str(name);
}

/* A JSON string literal (names and text cells are plain ASCII in practice;
 * quotes, backslashes and control characters are escaped). */
static void json_string(FILE * f, const char * s)
{
    fputc('"', f);
    for (; *s; s++)
    {
        unsigned char c = (unsigned char) *s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? */
static int is_json_number(const char * s)
{
    if (*s == '-')
        s++;
    if (*s == '0')
        s++;
    else if (*s >= '1' && *s <= '9')
        while (isdigit((unsigned char) *s))
            s++;
    else
        return 0;
    if (*s == '.')
    {
        s++;
        if (!isdigit((unsigned char) *s))
            return 0;
        while (isdigit((unsigned char) *s))
            s++;
    }
    if (*s == 'e' || *s == 'E')
    {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        if (!isdigit((unsigned char) *s))
            return 0;
        while (isdigit((unsigned char) *s))
            s++;
    }
    return *s == '\0';
}

void cli_table_begin(cli_table * T)
{
    slong i;

    T->begun = 1;
    if (T->format == CLI_FORMAT_CSV)
    {
        for (i = 0; i < T->ncols; i++)
            fprintf(T->f, "%s%s", i ? "," : "", T->cols[i]);
        fputc('\n', T->f);
    }
    else
        fputs("[", T->f);
}

void cli_table_row_begin(cli_table * T)
{
    T->col = 0;
    if (T->format == CLI_FORMAT_JSON)
        fputs(T->rows ? ",\n  {" : "\n  {", T->f);
}

/* Starts a cell: separator, and the field name in JSON. */
static void cell(cli_table * T)
{
    if (T->col > 0)
        fputs(T->format == CLI_FORMAT_CSV ? "," : ", ", T->f);
    if (T->format == CLI_FORMAT_JSON)
    {
        json_string(T->f, T->col < T->ncols ? T->cols[T->col] : "?");
        fputs(": ", T->f);
    }
    T->col++;
}

void cli_table_num(cli_table * T, const char * s)
{
    cell(T);
    if (T->format == CLI_FORMAT_JSON && !is_json_number(s))
        json_string(T->f, s);
    else
        fputs(s, T->f);
}

void cli_table_str(cli_table * T, const char * s)
{
    cell(T);
    if (T->format == CLI_FORMAT_JSON)
        json_string(T->f, s);
    else
        fputs(s, T->f);
}

void cli_table_arb_digits(cli_table * T, const arb_t x, slong digits)
{
    char * s = sersol_arb_get_str(x, digits);

    cli_table_num(T, s);
    flint_free(s);
}

void cli_table_time_exact(cli_table * T, const arb_t t, slong digits)
{
    arb_t m;
    slong d;
    arb_init(m);
    arb_get_mid_arb(m, t);
    if (arb_is_exact(t))
        d = sersol_arb_exact_digits(m);
    else if (arb_is_finite(t) && !arf_is_zero(arb_midref(t)))
    {   /* a point of the ball: the midpoint rounded within the radius */
        double lm = mag_get_d_log2_approx(arb_radref(t)), lx;
        mag_t x;
        mag_init(x);
        arf_get_mag(x, arb_midref(t));
        lx = mag_get_d_log2_approx(x);
        mag_clear(x);
        d = (slong) ceil((lx - lm + 1.0) * 0.30102999566398120) + 1;
        d = FLINT_MIN(FLINT_MAX(d, digits), SERSOL_PRINT_MAX_DIGITS);
    }
    else
        d = 0;
    cli_table_arb_digits(T, d > 0 ? m : t, d > 0 ? d : digits);
    arb_clear(m);
}

void cli_table_arb(cli_table * T, const arb_t x)
{
    cli_table_arb_digits(T, x, T->digits);
}

void cli_table_si(cli_table * T, slong x)
{
    char buf[32];

    snprintf(buf, sizeof(buf), "%ld", (long) x);
    cli_table_num(T, buf);
}

void cli_table_row_end(cli_table * T)
{
    if (T->format == CLI_FORMAT_JSON)
        fputc('}', T->f);
    else
        fputc('\n', T->f);
    T->rows++;
}

void cli_table_clear(cli_table * T)
{
    slong i;

    if (T->format == CLI_FORMAT_JSON && T->begun)
        fputs(T->rows ? "\n]\n" : "]\n", T->f);
    for (i = 0; i < T->ncols; i++)
        flint_free(T->cols[i]);
    flint_free(T->cols);
    T->cols = NULL;
    T->ncols = 0;
}
