/* The parser never crashes or hangs: random byte strings, truncations and
 * byte mutations of the examples either parse or fail with SERSOL_EINPUT and
 * exactly one FILE:LINE:COL: message. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include "common.h"

static char * read_all(const char * path)
{
    FILE * f = fopen(path, "rb");
    char * buf;
    long n;

    if (f == NULL)
        test_fail("cannot read %s\n", path);
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = flint_malloc(n + 1);
    if (fread(buf, 1, n, f) != (size_t) n)
        test_fail("cannot read %s\n", path);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void check_text(const char * text)
{
    sersol_problem * P;
    char * msg = NULL;
    size_t len = 0;
    FILE * err = open_memstream(&msg, &len);
    int st = sersol_problem_parse_string(&P, text, "fuzz", err);

    fclose(err);
    if (st == SERSOL_OK)
    {
        /* what parses must also round-trip */
        char * a = sersol_problem_to_str(P);
        sersol_problem * Q;
        if (sersol_problem_parse_string(&Q, a, "fuzz-printed", stdout) != SERSOL_OK)
            test_fail("a fuzzed problem parses but its printout does not:\n%s\n", a);
        sersol_problem_free(Q);
        flint_free(a);
        sersol_problem_free(P);
        if (len != 0)
            test_fail("success with a message: %s\n", msg);
    }
    else if (st != SERSOL_EINPUT || P != NULL || len == 0 || strncmp(msg, "fuzz:", 5) != 0
             || strchr(msg, '\n') != msg + len - 1)
        test_fail("bad failure (status %d) on input:\n%s\nmessage: %s\n", st, text, msg);
    free(msg);
}

/* Pieces that make random texts reach beyond the first token. */
static const char * pieces[] =
{
    "problem ", "ode", "ggl", "el3", "nonholonomic", "oscillator", "\n", " ", "unknown ", "x",
    "y", "x'", "x''", " = ", "init ", "position ", "velocity ", "mass", "force", "constraint",
    "velocity_constraint", "[", "]", ",", ";", "(", ")", "+", "-", "*", "/", "^", "sin", "exp",
    "pi", "t", "1", "0", "2.5", "1e-3", "3/2", "#", "\"", "const ", "a", "exact ", "alpha",
    "epsilon", "perturbation", "beta", "xp", "u", "v", "title ", "'", "lambda1", "mu1"
};

/* Deep and long expressions parse (the parser does not recurse). */
static void check_deep(void)
{
    slong depth = test_under_valgrind() ? 300 : 5000, i, len = 0;
    char * text = flint_malloc(20 * depth + 200);
    sersol_problem * P;
    const char * kinds[] = { "(", "-", "sin(", "x^(", "+" };
    int k;

    for (k = 0; k < 5; k++)
    {
        len = sprintf(text, "problem ode\nunknown x\nx' = ");
        for (i = 0; i < depth; i++)
            len += sprintf(text + len, "%s", kinds[k]);
        len += sprintf(text + len, "x");
        if (k != 1 && k != 4)
            for (i = 0; i < depth; i++)
                text[len++] = ')';
        /* and a long sum */
        for (i = 0; i < depth; i++)
            len += sprintf(text + len, " + %ld*x", (long) i);
        sprintf(text + len, "\ninit x = 0\n");
        if (sersol_problem_parse_string(&P, text, "deep", stdout) != SERSOL_OK)
            test_fail("deep expression %d does not parse\n", k);
        sersol_problem_free(P);
    }
    flint_free(text);
}

int main(void)
{
    char ** files, * buf;
    slong n, i, j, iter, iters = test_iters(test_under_valgrind() ? 10 : 300);

    test_start("parse: fuzzing");
    n = list_ser_files(&files, TOP_SRCDIR "/examples");
    buf = flint_malloc(4096);
    for (iter = 0; iter < iters; iter++)
    {
        /* random bytes */
        slong len = n_randint(test_state, 200);
        for (j = 0; j < len; j++)
            buf[j] = 1 + n_randint(test_state, 255);
        buf[len] = '\0';
        check_text(buf);

        /* random sequences of grammar pieces */
        buf[0] = '\0';
        len = 0;
        if (n_randint(test_state, 2))
        {
            strcpy(buf, "problem ode\nunknown x y\n");
            len = strlen(buf);
        }
        for (j = n_randint(test_state, 60); j > 0; j--)
        {
            const char * p = pieces[n_randint(test_state, sizeof(pieces) / sizeof(pieces[0]))];
            if (len + strlen(p) + 1 >= 4096)
                break;
            strcpy(buf + len, p);
            len += strlen(p);
        }
        check_text(buf);
    }
    for (i = 0; i < n; i++)
    {
        char * text = read_all(files[i]);
        slong tl = strlen(text);
        /* every truncation (every few bytes under valgrind) */
        for (j = 0; j <= tl; j += test_under_valgrind() ? 37 : 1)
        {
            char c = text[j];
            text[j] = '\0';
            check_text(text);
            text[j] = c;
        }
        /* byte mutations */
        for (iter = 0; iter < iters / 10 + 1 && tl > 0; iter++)
        {
            char * m = flint_malloc(tl + 1);
            slong k;
            memcpy(m, text, tl + 1);
            for (k = n_randint(test_state, 4); k >= 0; k--)
                m[n_randint(test_state, tl)] = "()[],;=+-*/^'x0 \n#"[n_randint(test_state, 18)];
            check_text(m);
            flint_free(m);
        }
        flint_free(text);
    }
    flint_free(buf);
    free_names(files, n);
    check_deep();
    return test_end();
}
