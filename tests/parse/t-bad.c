/* The corpus of bad problem files (tests/parse/bad, *.ser): each file's first
 * line is "# expect: LINE:COL: message", and parsing must fail with exactly
 * "FILE:LINE:COL: message" and SERSOL_EINPUT. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include "common.h"

static void check_file(const char * path)
{
    FILE * f = fopen(path, "r"), * err;
    char line[1024], * got = NULL, * want;
    size_t got_len = 0;
    sersol_problem * P;
    int st;

    if (f == NULL || fgets(line, sizeof(line), f) == NULL)
        test_fail("%s: cannot read\n", path);
    fclose(f);
    if (strncmp(line, "# expect: ", 10) != 0)
        test_fail("%s: first line is not '# expect: LINE:COL: message'\n", path);
    want = flint_malloc(strlen(path) + strlen(line) + 2);
    sprintf(want, "%s:%s", path, line + 10);
    err = open_memstream(&got, &got_len);
    st = sersol_problem_parse_file(&P, path, err);
    fclose(err);
    if (st != SERSOL_EINPUT || P != NULL)
        test_fail("%s: status %d (expected SERSOL_EINPUT)\n", path, st);
    if (strcmp(got, want) != 0)
        test_fail("%s:\n  expected: %s  got:      %s", path, want, got);
    free(got);
    flint_free(want);
}

int main(void)
{
    char ** files;
    slong n, i;

    test_start("parse: bad files and their messages");
    n = list_ser_files(&files, TOP_SRCDIR "/tests/parse/bad");
    if (n < 30)
        test_fail("only %ld bad files found\n", (long) n);
    for (i = 0; i < n; i++)
        check_file(files[i]);
    free_names(files, n);
    /* a NULL text is bad input, not a crash (strlen(NULL)); a NULL name is
     * "<string>" in the messages */
    {
        sersol_problem * P = (sersol_problem *) 1;
        if (sersol_problem_parse_string(&P, NULL, "x.ser", NULL) != SERSOL_EINPUT || P != NULL)
            test_fail("parse_string(NULL text): not SERSOL_EINPUT");
        if (sersol_problem_parse_string(&P, "problem ode\nunknown y\ny' = y\ninit y = 1\n", NULL,
                                        NULL) != SERSOL_OK)
            test_fail("parse_string with a NULL name: not SERSOL_OK");
        sersol_problem_free(P);
    }
    return test_end();
}
