/* CSV and JSON tables of the command line (src/cli/output.c) and exact
 * number parsing (src/cli/options.c): known texts. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/cli/cli.h"
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

int main(void)
{
    char * s;
    fmpq_t q, r;

    test_start("cli: output tables and numbers");
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
