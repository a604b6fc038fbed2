/* CSV and JSON tables of the command line (src/cli/output.c) and exact
 * number parsing (src/cli/options.c): known texts. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/cli/cli.h"
#include "sersol/tps.h"
#include "testsupport.h"

static char * table_text(cli_format format)
{
    char * buf = NULL;
    size_t len = 0;
    FILE * f = open_memstream(&buf, &len);
    const char * cols[] = { "k", "x" };
    cli_table T;
    arb_t x;
    slong k;

    arb_init(x);
    cli_table_init(&T, f, format, cols, 2, 10);
    cli_table_add_col(&T, "method");
    cli_table_begin(&T);
    for (k = 0; k < 2; k++)
    {
        arb_set_si(x, -1 - (slong) k);
        arb_div_ui(x, x, 3, 100);          /* -1/3, -2/3 */
        cli_table_row_begin(&T);
        cli_table_si(&T, k);
        cli_table_arb(&T, x);
        cli_table_str(&T, k ? "a\"b" : "phi");
        cli_table_row_end(&T);
    }
    cli_table_clear(&T);
    fclose(f);
    arb_clear(x);
    return buf;
}

/* The cell cli_table_time_exact writes for t (10 digits asked). */
static char * time_text(const arb_t t)
{
    char * buf = NULL;
    size_t len = 0;
    FILE * f = open_memstream(&buf, &len);
    const char * cols[] = { "t" };
    cli_table T;

    cli_table_init(&T, f, CLI_FORMAT_CSV, cols, 1, 10);
    cli_table_begin(&T);
    cli_table_row_begin(&T);
    cli_table_time_exact(&T, t, 10);
    cli_table_row_end(&T);
    cli_table_clear(&T);
    fclose(f);
    return buf;
}

/* Step ends: a dyadic exactly; a ball as one of its points (not rounded to
 * the 10 digits asked, which would leave the ball). */
static void check_time_exact(void)
{
    arb_t t, v;
    char * s;

    arb_init(t);
    arb_init(v);
    arb_set_ui(t, 3);
    arb_mul_2exp_si(t, t, -7);
    s = time_text(t);
    if (strcmp(s, "t\n2.34375e-2\n") != 0)
        test_fail("time of 3/128: %s", s);
    free(s);
    arb_set_ui(t, 1);
    arb_mul_2exp_si(t, t, -60);
    arb_add_ui(t, t, 1, 200);           /* 1 + 2^-60: 61 digits, exactly */
    s = time_text(t);
    if (strcmp(s, "t\n1.000000000000000000867361737988403547205962240695953369140625e+0\n") != 0)
        test_fail("time of 1 + 2^-60: %s", s);
    free(s);
    arb_set_ui(t, 1);
    arb_div_ui(t, t, 3, 100);           /* 1/3 with a radius near 2^-100 */
    s = time_text(t);
    s[strlen(s) - 1] = '\0';
    if (sersol_arb_set_exact_str(v, s + 2, 400) != 0 || !arb_contains(t, v) || strlen(s + 2) < 30)
        test_fail("time of the ball 1/3: %s", s + 2);
    free(s);
    arb_clear(t);
    arb_clear(v);
}

int main(void)
{
    char * s;
    fmpq_t q, r;

    test_start("cli: output tables and numbers");
    check_time_exact();
    s = table_text(CLI_FORMAT_CSV);
    if (strcmp(s, "k,x,method\n0,-3.333333333e-1,phi\n1,-6.666666667e-1,a\"b\n") != 0)
        test_fail("csv:\n%s", s);
    free(s);
    s = table_text(CLI_FORMAT_JSON);
    if (strcmp(s, "[\n  {\"k\": 0, \"x\": -3.333333333e-1, \"method\": \"phi\"},\n"
                  "  {\"k\": 1, \"x\": -6.666666667e-1, \"method\": \"a\\\"b\"}\n]\n") != 0)
        test_fail("json:\n%s", s);
    free(s);

    fmpq_init(q);
    fmpq_init(r);
    {
        static const char * good[] = { "0.1", "-1.5e-3", "3/2", "+7", "2.5E2", ".5" };
        static const slong num[] = { 1, -3, 3, 7, 250, 1 }, den[] = { 10, 2000, 2, 1, 1, 2 };
        static const char * bad[] = { "", "-", "1/0", "1e", "x", "1.2.3", "1/", "3/2.5", "1e5x", "." };
        int i;
        for (i = 0; i < 6; i++)
        {
            fmpq_set_si(r, num[i], den[i]);
            if (cli_parse_fmpq(q, good[i]) != 0 || !fmpq_equal(q, r))
                test_fail("cli_parse_fmpq(%s)\n", good[i]);
        }
        for (i = 0; i < 10; i++)
            if (cli_parse_fmpq(q, bad[i]) == 0)
                test_fail("cli_parse_fmpq accepted '%s'\n", bad[i]);
    }
    fmpq_clear(q);
    fmpq_clear(r);
    return test_end();
}
