/* sersol command line — option parsing, help, problem loading. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

enum
{
    OPT_DIGITS = 1, OPT_ORDER = 2, OPT_AT = 4, OPT_METHOD = 8, OPT_FORMAT = 16,
    OPT_PLOT = 32, OPT_STEPS = 64, OPT_TO = 128
};

/* Memory grows like digits^2 (order ~ 1.15 D coefficients of ~3.3 D bits
 * per node) and order x digits: beyond these a run would exhaust a 24 GiB
 * machine rather than finish, so the request is refused up front (the
 * messages below spell the numbers out). */
#define CLI_MAX_DIGITS 20000
#define CLI_MAX_ORDER 100000
#define CLI_MAX_EXPONENT 100000    /* |decimal exponent| of a number on the command line */

typedef struct
{
    const char * name;
    int options;            /* accepted */
    int required;
    int at_list;            /* --at takes a list */
    const char * usage;
    const char * summary;
}
command_spec;

static const command_spec specs[] =
{
    { "solve", OPT_DIGITS | OPT_AT | OPT_METHOD | OPT_FORMAT | OPT_PLOT, OPT_DIGITS | OPT_AT, 1,
      "sersol solve FILE --digits D --at T1[,T2,...] [--method NAME] [--format csv|json] [--plot out.svg]",
      "Solves the problem in FILE and prints the solution at the requested times,\n"
      "with every printed digit verified by an independent second run.\n"
      "CSV columns: t, the unknowns (ode) or positions, velocities, multipliers\n"
      "lambda1.. and mu1.. (ggl, el3, nonholonomic), then digits (digits verified)." },
    { "series", OPT_ORDER | OPT_DIGITS | OPT_AT | OPT_METHOD | OPT_FORMAT, OPT_ORDER | OPT_DIGITS, 0,
      "sersol series FILE --order N --digits D [--at T0] [--method NAME] [--format csv|json]",
      "Prints the Taylor coefficients of orders 0..N of the solution around T0\n"
      "(default 0). CSV columns: k, then one column per unknown; row k holds the\n"
      "t^k coefficients." },
    { "radius", OPT_ORDER | OPT_DIGITS | OPT_AT | OPT_METHOD | OPT_FORMAT, OPT_ORDER | OPT_DIGITS, 0,
      "sersol radius FILE --order N --digits D [--at T0] [--method NAME] [--format csv|json]",
      "Estimates the radius of convergence of the series around T0 and the nearest\n"
      "singularity. CSV columns: name,radius,angle,exponent,method,rel_uncertainty\n"
      "(angle: argument of the singularity in radians; exponent: leading exponent,\n"
      "-1 simple pole, 0 logarithm, 1/2 square-root branch)." },
    { "verify", OPT_DIGITS | OPT_AT | OPT_METHOD | OPT_FORMAT, OPT_DIGITS | OPT_AT, 1,
      "sersol verify FILE --digits D --at T1[,T2,...] [--method NAME] [--format csv|json]",
      "Compares the solution with the `exact` lines of FILE.\n"
      "CSV columns: t,name,abs_error,digits." },
    { "compare", OPT_METHOD | OPT_STEPS | OPT_TO | OPT_DIGITS | OPT_FORMAT,
      OPT_METHOD | OPT_STEPS | OPT_TO, 0,
      "sersol compare FILE --method NAME --steps H1[,H2,...] --to T [--digits D] [--format csv|json]",
      "Not implemented yet: answers 'compare is not yet available' (exit 2).\n"
      "Will run another integrator (NAME) with each step size up to T and measure its\n"
      "error against sersol's reference solution.\n"
      "CSV columns: method,h,steps,max_abs_error,observed_order." },
    { "bench", 0, 0, 0,
      "sersol bench [NAME]",
      "Runs the benchmark suite (see bench/README.md), or only benchmark NAME\n"
      "(the program bench/b-NAME, built by `make` in sersol's build tree and looked\n"
      "for in $SERSOL_BENCH_DIR, next to this executable, then in that build tree).\n"
      "The programs print Markdown tables of ratios measured in one run;\n"
      "SERSOL_BENCH_MAX_DIGITS caps the digits of ode and dae. Exit status 1 when\n"
      "a benchmark program failed." }
};

static const struct { int bit; const char * name; const char * arg; const char * help; } option_help[] =
{
    { OPT_DIGITS, "--digits", "D", "decimal digits wanted (a positive integer)" },
    { OPT_ORDER, "--order", "N", "highest Taylor order (a nonnegative integer)" },
    { OPT_AT, "--at", "T", "time(s): exact decimal numbers or p/q, comma-separated lists for solve/verify,\n"
      "                      or @FILE: the times of FILE (commas, blanks or lines; # comments)\n"
      "                      (series, radius: the expansion point T0, default 0)" },
    { OPT_METHOD, "--method", "NAME", "solver or integrator (oscillator: phi, gfun, taylor; DAE kinds: msppa,\n"
      "                      adm; compare: the other integrator's name)" },
    { OPT_FORMAT, "--format", "F", "output format: csv (default) or json" },
    { OPT_PLOT, "--plot", "FILE", "also plot the solution through gnuplot (FILE.svg or FILE.png)" },
    { OPT_STEPS, "--steps", "H", "step sizes, comma-separated positive numbers" },
    { OPT_TO, "--to", "T", "final time" }
};

#define NUM_SPECS ((int) (sizeof(specs) / sizeof(specs[0])))
#define NUM_OPTION_HELP ((int) (sizeof(option_help) / sizeof(option_help[0])))

const char * cli_command_name(cli_command cmd)
{
    return specs[cmd].name;
}

void cli_print_help(FILE * f, cli_command cmd)
{
    const command_spec * s = specs + cmd;
    int i;

    fprintf(f, "usage: %s\n\n%s\n", s->usage, s->summary);
    if (s->options != 0)
        fprintf(f, "\noptions:\n");
    for (i = 0; i < NUM_OPTION_HELP; i++)
        if (s->options & option_help[i].bit)
            fprintf(f, "  %-9s %-9s %s%s\n", option_help[i].name, option_help[i].arg,
                    option_help[i].help, (s->required & option_help[i].bit) ? " (required)" : "");
    fprintf(f, "  %-19s this help\n", "--help");
    fprintf(f, "\nexit status: 0 success, 1 requested accuracy not reached, 2 bad input.\n");
}

int cli_error(const cli_options * o, const char * fmt, ...)
{
    va_list ap;

    fprintf(stderr, "sersol %s: ", o->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    return CLI_EXIT_INPUT;
}

slong cli_digits_to_prec(slong digits)
{
    return (slong) (digits * 3.3219280948873623) + 64;
}

/* [sign] digits [. digits] [e [sign] digits]  |  [sign] digits / digits.
 * Returns 0, or 2 for a well-formed number whose decimal exponent is out of
 * range (|exponent| >= CLI_MAX_EXPONENT), or 1. */
typedef struct
{
    const fmpq * q;
    slong i;
}
time_index;

static int time_index_cmp(const void * a, const void * b)
{
    const time_index * x = a, * y = b;
    int c = fmpq_cmp(x->q, y->q);
    return (c != 0) ? c : (x->i > y->i) - (x->i < y->i);
}

void cli_time_order(slong * ord, const fmpq * at, slong n)
{
    time_index * v = flint_malloc(sizeof(time_index) * FLINT_MAX(n, 1));
    slong i;
    for (i = 0; i < n; i++)
    {
        v[i].q = at + i;
        v[i].i = i;
    }
    qsort(v, n, sizeof(time_index), time_index_cmp);
    for (i = 0; i < n; i++)
        ord[i] = v[i].i;
    flint_free(v);
}

int cli_parse_fmpq(fmpq_t res, const char * s)
{
    const char * p = s;
    int neg = 0;
    fmpz_t num, den, e10;
    long expo = 0;
    int esign = 1, ndig = 0, ok = 1, big = 0;

    if (*p == '+' || *p == '-')
        neg = (*p++ == '-');
    fmpz_init(num);
    fmpz_init_set_ui(den, 1);
    fmpz_init(e10);
    while (isdigit((unsigned char) *p))
    {
        fmpz_mul_ui(num, num, 10);
        fmpz_add_ui(num, num, *p++ - '0');
        ndig++;
    }
    if (*p == '/' && ndig > 0)
    {
        int dd = 0;
        p++;
        fmpz_zero(den);
        while (isdigit((unsigned char) *p))
        {
            fmpz_mul_ui(den, den, 10);
            fmpz_add_ui(den, den, *p++ - '0');
            dd++;
        }
        ok = dd > 0 && *p == '\0' && !fmpz_is_zero(den);
    }
    else
    {
        if (*p == '.')
        {
            p++;
            while (isdigit((unsigned char) *p))
            {
                fmpz_mul_ui(num, num, 10);
                fmpz_add_ui(num, num, *p++ - '0');
                fmpz_mul_ui(den, den, 10);
                ndig++;
            }
        }
        ok = ndig > 0;
        if (ok && (*p == 'e' || *p == 'E'))
        {
            int ed = 0;
            p++;
            if (*p == '+' || *p == '-')
                esign = (*p++ == '-') ? -1 : 1;
            while (isdigit((unsigned char) *p))
            {
                if (expo < 100000)
                    expo = 10 * expo + (*p - '0');
                p++;
                ed++;
            }
            ok = ed > 0 && expo < CLI_MAX_EXPONENT;
            big = ed > 0 && expo >= CLI_MAX_EXPONENT;
        }
        big = big && *p == '\0';
        ok = ok && *p == '\0';
        if (ok)
        {
            fmpz_ui_pow_ui(e10, 10, expo);
            if (esign > 0)
                fmpz_mul(num, num, e10);
            else
                fmpz_mul(den, den, e10);
        }
    }
    if (ok)
    {
        if (neg)
            fmpz_neg(num, num);
        fmpq_set_fmpz_frac(res, num, den);
    }
    fmpz_clear(num);
    fmpz_clear(den);
    fmpz_clear(e10);
    return ok ? 0 : (big ? 2 : 1);
}

static int parse_count(slong * res, const char * s, slong lo, slong hi)
{
    char * end;
    long long v;

    if (!isdigit((unsigned char) s[0]))
        return 1;
    v = strtoll(s, &end, 10);
    if (*end != '\0' || v < lo || v > hi)
        return 1;
    *res = (slong) v;
    return 0;
}

/* A comma-separated list of exact numbers into v and strs (n entries):
 * 0, or 1 + the index of the first bad entry (*why: cli_parse_fmpq's
 * answer for it, 0 when it is a number of the wrong sign). */
static slong parse_list(fmpq ** v, char *** strs, slong * n, const char * s, int positive,
                        int * why)
{
    slong k = 1, i;
    const char * p;
    char * copy, * tok, * save;
    slong bad = 0;

    for (p = s; *p; p++)
        k += (*p == ',');
    *v = flint_calloc(k, sizeof(fmpq));
    *strs = flint_calloc(k, sizeof(char *));
    for (i = 0; i < k; i++)
        fmpq_init(*v + i);
    *n = k;
    copy = flint_malloc(strlen(s) + 1);
    strcpy(copy, s);
    i = 0;
    tok = copy;
    for (i = 0; i < k; i++)
    {
        save = strchr(tok, ',');
        if (save != NULL)
            *save = '\0';
        (*strs)[i] = flint_malloc(strlen(tok) + 1);
        strcpy((*strs)[i], tok);
        if (bad == 0 && ((*why = cli_parse_fmpq(*v + i, tok)) != 0
                         || (positive && fmpq_sgn(*v + i) <= 0)))
            bad = i + 1;
        if (save != NULL)
            tok = save + 1;
    }
    flint_free(copy);
    return bad;
}

/* --at @FILE: the times of FILE, separated by commas, blanks or line ends;
 * '#' starts a comment to the end of its line.  Returns the list joined by
 * commas (for parse_list; flint_free it) and the line and column of each
 * entry (1-based; flint_free them), or NULL with the message in why (the
 * file unreadable, or no times in it). */
static char * read_times_file(const char * path, slong ** line, slong ** col, slong * n,
                              char * why, size_t why_len)
{
    FILE * f = fopen(path, "r");
    size_t len = 0, alloc = 256;
    char * out;
    slong ln = 1, cn = 0, k = 0, kalloc = 16;
    int c, in_tok = 0, comment = 0;

    *n = 0;
    if (f == NULL)
    {
        snprintf(why, why_len, "--at: cannot open '%.200s': %s", path, strerror(errno));
        return NULL;
    }
    out = flint_malloc(alloc);
    *line = flint_malloc(sizeof(slong) * kalloc);
    *col = flint_malloc(sizeof(slong) * kalloc);
    while ((c = getc(f)) != EOF)
    {
        int sep;
        if ((c & 0xc0) != 0x80)
            cn++;       /* columns count characters, as the problem files' */
        if (c == '#')
            comment = 1;
        sep = comment || c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (c == '\n')
        {
            ln++;
            cn = 0;
            comment = 0;
        }
        if (sep)
        {
            in_tok = 0;
            continue;
        }
        if (len + 3 > alloc)
            out = flint_realloc(out, alloc *= 2);
        if (!in_tok)
        {   /* a new entry: its place, and a comma before it */
            if (k == kalloc)
            {
                kalloc *= 2;
                *line = flint_realloc(*line, sizeof(slong) * kalloc);
                *col = flint_realloc(*col, sizeof(slong) * kalloc);
            }
            (*line)[k] = ln;
            (*col)[k] = cn;
            if (k++ > 0)
                out[len++] = ',';
            in_tok = 1;
        }
        out[len++] = (char) c;
    }
    out[len] = '\0';
    if (ferror(f) || k == 0)
    {
        snprintf(why, why_len, ferror(f) ? "--at: cannot read '%.200s'"
                 : "--at: no times in '%.200s' (numbers separated by commas, blanks or lines)", path);
        fclose(f);
        flint_free(out);
        flint_free(*line);
        flint_free(*col);
        return NULL;
    }
    fclose(f);
    *n = k;
    return out;
}

static void free_list(fmpq * v, char ** strs, slong n)
{
    slong i;

    for (i = 0; i < n; i++)
    {
        fmpq_clear(v + i);
        flint_free(strs[i]);
    }
    flint_free(v);
    flint_free(strs);
}

void cli_options_clear(cli_options * o)
{
    if (o->at != NULL)
        free_list(o->at, o->at_str, o->num_at);
    if (o->steps != NULL)
        free_list(o->steps, o->steps_str, o->num_steps);
    fmpq_clear(o->to);
    o->at = o->steps = NULL;
    o->num_at = o->num_steps = 0;
}

static int option_bit(const char * name)
{
    int i;

    for (i = 0; i < NUM_OPTION_HELP; i++)
        if (strcmp(name, option_help[i].name) == 0)
            return option_help[i].bit;
    return 0;
}

static int bad_option(cli_options * o, const char * fmt, const char * arg)
{
    fprintf(stderr, "sersol %s: ", o->name);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (see sersol %s --help)\n", o->name);
    cli_options_clear(o);
    return CLI_EXIT_INPUT;
}

/* bad_option for a list: names the bad entry item, and the list val when
 * it has more than one entry ("got 'pi' in '7/3,pi'"). */
/* The message head for a number whose decimal exponent is out of range. */
#define EXPONENT_RANGE(opt) opt ": decimal exponent out of range (at most 99999 in size), got "

static int bad_list_entry(cli_options * o, const char * head, const char * item, slong n,
                          const char * val)
{
    size_t len = strlen(head) + strlen(item) + strlen(val) + 16;
    char * msg = flint_malloc(len);
    int st;
    if (n > 1)
        snprintf(msg, len, "%s'%s' in '%s'", head, item, val);
    else
        snprintf(msg, len, "%s'%s'", head, item);
    st = bad_option(o, "%s", msg);
    flint_free(msg);
    return st;
}

int cli_parse_options(cli_options * o, cli_command cmd, int argc, char ** argv)
{
    const command_spec * s = specs + cmd;
    int i, seen = 0, nfiles = 0, why = 0;

    memset(o, 0, sizeof(*o));
    fmpq_init(o->to);
    o->cmd = cmd;
    o->name = s->name;
    o->order = -1;
    o->format = CLI_FORMAT_CSV;

    for (i = 1; i < argc; i++)
    {
        const char * a = argv[i];
        char name[32];
        const char * val;
        const char * eq;
        int bit;
        slong bad;

        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
        {
            cli_print_help(stdout, cmd);
            cli_options_clear(o);
            return CLI_EXIT_OK;
        }
        if (a[0] != '-' || a[1] == '\0')
        {
            if (nfiles++ > 0)
                return bad_option(o, "unexpected argument '%s'", a);
            if (cmd == CLI_BENCH)
                o->bench = a;
            else
            {
                o->file = a;
                o->file_label = (strcmp(a, "-") == 0) ? "<stdin>" : a;
            }
            continue;
        }
        eq = strchr(a, '=');
        if (strncmp(a, "--", 2) != 0 || (eq != NULL ? (size_t) (eq - a) : strlen(a)) >= sizeof(name))
            return bad_option(o, "unknown option '%s'", a);
        if (eq != NULL)
        {
            memcpy(name, a, eq - a);
            name[eq - a] = '\0';
            val = eq + 1;
        }
        else
        {
            strcpy(name, a);
            val = NULL;
        }
        bit = option_bit(name);
        /* the flags (taken out before this parser) written with a value */
        if (eq != NULL && bit == 0
            && (((cmd == CLI_SOLVE || cmd == CLI_SERIES || cmd == CLI_RADIUS || cmd == CLI_VERIFY)
                 && (strcmp(name, "--progress") == 0 || strcmp(name, "--no-progress") == 0))
                || (cmd == CLI_SOLVE && (strcmp(name, "--dense") == 0
                                         || strcmp(name, "--residuals") == 0))))
            return bad_option(o, "option '%s' takes no value", name);
        if (bit == 0 || (s->options & bit) == 0)
            return bad_option(o, "unknown option '%s'", name);
        if (seen & bit)
            return bad_option(o, "option '%s' given twice", name);
        seen |= bit;
        if (val == NULL)
        {
            if (i + 1 >= argc)
                return bad_option(o, "option '%s' needs a value", name);
            val = argv[++i];
        }
        if (val[0] == '\0')
            return bad_option(o, "option '%s' needs a value", name);
        switch (bit)
        {
            case OPT_DIGITS:
                if (parse_count(&o->digits, val, 1, CLI_MAX_DIGITS))
                    return bad_option(o, "--digits: expected a positive integer of at most 20000, got '%s'", val);
                break;
            case OPT_ORDER:
                if (parse_count(&o->order, val, 0, CLI_MAX_ORDER))
                    return bad_option(o, "--order: expected a nonnegative integer of at most 100000, got '%s'", val);
                break;
            case OPT_AT:
                if (val[0] == '@' && val[1] == '\0')
                    return bad_option(o, "--at: '%s' needs a file name (--at @FILE)", val);
                if (val[0] == '@')
                {   /* --at @FILE */
                    char why_file[320], * joined;
                    slong * ln, * cn, nt;
                    joined = read_times_file(val + 1, &ln, &cn, &nt, why_file, sizeof(why_file));
                    if (joined == NULL)
                        return bad_option(o, "%s", why_file);
                    bad = parse_list(&o->at, &o->at_str, &o->num_at, joined, 0, &why);
                    flint_free(joined);
                    if (bad != 0)
                    {   /* FILE:LINE:COL: as for the problem files */
                        fprintf(stderr, "%s:%ld:%ld: %s'%.100s'\n", val + 1, (long) ln[bad - 1],
                                (long) cn[bad - 1], (why == 2) ? EXPONENT_RANGE("--at")
                                : "--at: expected numbers such as 1.5, -2e-3 or 3/2, got ",
                                o->at_str[bad - 1]);
                        flint_free(ln);
                        flint_free(cn);
                        cli_options_clear(o);
                        return CLI_EXIT_INPUT;
                    }
                    flint_free(ln);
                    flint_free(cn);
                }
                else if ((bad = parse_list(&o->at, &o->at_str, &o->num_at, val, 0, &why)) != 0)
                    return bad_list_entry(o, (why == 2) ? EXPONENT_RANGE("--at")
                                          : "--at: expected numbers such as 1.5, -2e-3 or 3/2, got ",
                                          o->at_str[bad - 1], o->num_at, val);
                if (!s->at_list && o->num_at != 1)
                    return bad_option(o, "--at: expected one expansion point, got '%s'", val);
                break;
            case OPT_STEPS:
                if ((bad = parse_list(&o->steps, &o->steps_str, &o->num_steps, val, 1, &why)) != 0)
                    return bad_list_entry(o, (why == 2) ? EXPONENT_RANGE("--steps")
                                          : "--steps: expected positive numbers, got ",
                                          o->steps_str[bad - 1], o->num_steps, val);
                break;
            case OPT_TO:
                if ((why = cli_parse_fmpq(o->to, val)) != 0)
                    return bad_option(o, (why == 2) ? EXPONENT_RANGE("--to") "'%s'"
                                      : "--to: expected a number, got '%s'", val);
                o->to_str = val;
                break;
            case OPT_FORMAT:
                if (strcmp(val, "csv") == 0)
                    o->format = CLI_FORMAT_CSV;
                else if (strcmp(val, "json") == 0)
                    o->format = CLI_FORMAT_JSON;
                else
                    return bad_option(o, "--format: expected csv or json, got '%s'", val);
                break;
            case OPT_METHOD:
                o->method = val;
                break;
            case OPT_PLOT:
                o->plot = val;
                break;
        }
    }
    if (cmd != CLI_BENCH && o->file == NULL)
        return bad_option(o, "%s", "missing problem FILE");
    for (i = 0; i < NUM_OPTION_HELP; i++)
        if ((s->required & option_help[i].bit) && !(seen & option_help[i].bit))
            return bad_option(o, "missing option '%s'", option_help[i].name);
    return -1;
}

int cli_load_problem(sersol_problem ** P, const cli_options * o)
{
    int st = sersol_problem_parse_file(P, o->file, stderr);

    return st == SERSOL_OK ? CLI_EXIT_OK : CLI_EXIT_INPUT;
}

int cli_not_available(const cli_options * o, const sersol_problem * P)
{
    if (P == NULL)
        fprintf(stderr, "sersol: %s is not yet available\n", o->name);
    else
        fprintf(stderr, "sersol: %s is not yet available for problem %s\n", o->name,
                sersol_problem_kind_name(P->kind));
    return CLI_EXIT_INPUT;
}

const char * cli_no_progress_help =
    "  --progress          report progress on stderr also when it is not a terminal\n"
    "                      (then a line per tenth of the work, and per minute)\n"
    "  --no-progress       no progress reports (default: a bar on a terminal,\n"
    "                      for runs longer than a second)\n";

int cli_take_no_progress(cli_command cmd, int * argc, char ** argv)
{
    int i, j = 1, progress = CLI_PROGRESS_AUTO, given = 0;
    for (i = 1; i < *argc; i++)
    {
        int off = (strcmp(argv[i], "--no-progress") == 0);
        if (off || strcmp(argv[i], "--progress") == 0)
        {
            if (given++)
            {   /* (the last one won without a word) */
                fprintf(stderr, "sersol %s: option '--progress/--no-progress' given twice "
                        "(see sersol %s --help)\n", cli_command_name(cmd), cli_command_name(cmd));
                return -1;
            }
            progress = off ? CLI_PROGRESS_OFF : CLI_PROGRESS_ALWAYS;
        }
        else
            argv[j++] = argv[i];
    }
    *argc = j;
    argv[j] = NULL;
    return progress;
}
