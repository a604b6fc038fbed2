/* sersol command line — shared declarations (DESIGN.md §5).
 *
 * Each subcommand is a function int cli_<name>(int argc, char ** argv)
 * (argv[0] is the command name) returning the exit status: 0 success,
 * 1 accuracy not reached, 2 bad input.  main.c dispatches through a table.
 * A command is implemented in src/cli/cmd_<name>.c; until then the default
 * in src/cli/stubs.c (a weak definition, replaced at link time by the real
 * one) checks the options and the file and answers
 * "sersol: <cmd> is not yet available for problem <kind>" with exit 2.
 *
 * Typical command:
 *     cli_options o;  sersol_problem * P;  int st;
 *     if ((st = cli_parse_options(&o, CLI_SERIES, argc, argv)) >= 0) return st;
 *     if ((st = cli_load_problem(&P, &o)) != 0) { cli_options_clear(&o); return st; }
 *     if (P->kind != PROBLEM_ODE) st = cli_not_available(&o, P);
 *     else { ... cli_table output ... }
 *     sersol_problem_free(P); cli_options_clear(&o); return st;
 *
 * Documentation: docs/cli.md. */
#ifndef SERSOL_CLI_H
#define SERSOL_CLI_H

#include <stdio.h>
#include <flint/fmpq.h>
#include <arb.h>
#include "sersol/parse.h"

/* Exit statuses. */
#define CLI_EXIT_OK 0
#define CLI_EXIT_ACCURACY 1
#define CLI_EXIT_INPUT 2

typedef enum
{
    CLI_SOLVE, CLI_SERIES, CLI_RADIUS, CLI_VERIFY, CLI_COMPARE, CLI_BENCH
}
cli_command;

typedef enum { CLI_FORMAT_CSV, CLI_FORMAT_JSON } cli_format;

typedef struct
{
    cli_command cmd;
    const char * name;      /* "solve", ... */
    const char * file;      /* the problem file (NULL for bench) */
    const char * file_label; /* its name in messages: <stdin> for "-" (docs/parse.md §2) */
    const char * bench;     /* bench: the benchmark name, or NULL for all */
    slong digits;           /* --digits D (0 when not given) */
    slong order;            /* --order N (-1 when not given) */
    fmpq * at;              /* --at T1[,T2,...]: exact times */
    char ** at_str;         /*   the same as written */
    slong num_at;           /* 0 when not given (series, radius: T0 = 0) */
    const char * method;    /* --method NAME, or NULL */
    cli_format format;      /* --format csv|json (default csv) */
    const char * plot;      /* --plot out.svg, or NULL */
    fmpq * steps;           /* compare: --steps H1[,H2,...] */
    char ** steps_str;
    slong num_steps;
    fmpq_t to;              /* compare: --to T */
    const char * to_str;    /* NULL when not given */
}
cli_options;

/* Progress modes: --no-progress, the default (a bar on a terminal),
 * --progress (also on a file or pipe); see cli_progress (cmd_ode.h). */
enum { CLI_PROGRESS_OFF = 0, CLI_PROGRESS_AUTO = 1, CLI_PROGRESS_ALWAYS = 2 };
/* Removes every --progress and --no-progress from argv (argc updated) and
 * returns the mode it asks for (CLI_PROGRESS_AUTO without any; series and
 * radius: the common parser knows their other options; solve and verify
 * take them with their long-run options); more than one of them: a
 * message on stderr and -1 (exit 2, as for other options given twice). */
int cli_take_no_progress(cli_command cmd, int * argc, char ** argv);
/* The help lines of --progress and --no-progress. */
extern const char * cli_no_progress_help;

/* Parses argv[1..argc-1] of command cmd.  Returns -1 when the command should
 * run; otherwise the exit status to return at once: 0 after --help (the help
 * was printed), 2 after a bad option (the message was printed on stderr).
 * On -1 the caller owns o and clears it with cli_options_clear. */
int cli_parse_options(cli_options * o, cli_command cmd, int argc, char ** argv);
void cli_options_clear(cli_options * o);
/* Prints the help of a command (all of its options) to f. */
void cli_print_help(FILE * f, cli_command cmd);
/* The name of a command. */
const char * cli_command_name(cli_command cmd);

/* Reads o->file.  Returns 0, or 2 after printing FILE:LINE:COL: message
 * (or "FILE: cannot open: ...") on stderr; *P is then NULL. */
int cli_load_problem(sersol_problem ** P, const cli_options * o);
/* Prints "sersol: <cmd> is not yet available for problem <kind>" and
 * returns 2. */
int cli_not_available(const cli_options * o, const sersol_problem * P);
/* Prints "sersol <cmd>: message" on stderr and returns 2. */
int cli_error(const cli_options * o, const char * fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* --plot through gnuplot (src/cli/plot.c).  cli_plot_check, before the
 * computation: 0 when path is NULL or gnuplot is present and path can be
 * written (a file created by the check is removed again), else 2 after a
 * message.  cli_plot_open starts gnuplot (its stdout discarded) with the
 * terminal (svg, or pngcairo for a .png name) and the output file set;
 * NULL after a message.  cli_plot_close: 0, or 2 after a message when
 * gnuplot failed.  cli_plot_quoted writes s as a gnuplot string. */
int cli_plot_check(const cli_options * o, const char * path);
FILE * cli_plot_open(const cli_options * o, const char * path, long width, long height);
int cli_plot_close(const cli_options * o, FILE * g, const char * path);
void cli_plot_quoted(FILE * g, const char * s);

/* An exact number from text: integer, decimal, scientific or p/q, with
 * optional sign ("-1.5e-3", "3/2").  Returns 0 on success, 1 if malformed. */
int cli_parse_fmpq(fmpq_t res, const char * s);
/* ord[0..n-1] = the indices of at[0..n-1] in increasing value (equal
 * values in the given order); O(n log n). */
void cli_time_order(slong * ord, const fmpq * at, slong n);
/* The working precision in bits for D decimal digits plus guard bits. */
slong cli_digits_to_prec(slong digits);

/* The commands (argv[0] is the command name). */
int cli_solve(int argc, char ** argv);
int cli_series(int argc, char ** argv);
int cli_radius(int argc, char ** argv);
int cli_verify(int argc, char ** argv);
int cli_compare(int argc, char ** argv);
int cli_bench(int argc, char ** argv);

/* ---- output tables (src/cli/output.c) -------------------------------- *
 * CSV: a header line "c1,c2,..." then one line per row.
 * JSON: an array of objects, one per row, with the same fields:
 *     [
 *       {"k": 0, "x": 1.0000000000e0},
 *       ...
 *     ]
 * Numbers are written in decimal scientific notation with the requested
 * significant digits (sersol_arb_get_str of tps.h); in JSON a number that is
 * not a valid JSON number literal (a ball too wide for any digit) is written
 * as a string. */
typedef struct
{
    FILE * f;
    cli_format format;
    slong ncols;
    char ** cols;
    slong col;              /* column of the next cell in the current row */
    slong rows;             /* rows written */
    slong digits;
    int begun;              /* cli_table_begin called: clear closes the array */
}
cli_table;

void cli_table_init(cli_table * T, FILE * f, cli_format format,
                    const char * const * cols, slong ncols, slong digits);
/* Appends a column name (before the first row only). */
void cli_table_add_col(cli_table * T, const char * name);
/* Writes the header (CSV) or the opening bracket (JSON). */
void cli_table_begin(cli_table * T);
void cli_table_row_begin(cli_table * T);
void cli_table_arb(cli_table * T, const arb_t x);     /* to T->digits digits */
void cli_table_arb_digits(cli_table * T, const arb_t x, slong digits);
/* A step end's time (dense rows): an exact t printed exactly (a dyadic
 * number has a finite decimal expansion); a ball t as a point of it, its
 * midpoint rounded within the radius (the row's values hold for every
 * point of the ball); t to `digits` digits when neither fits in
 * SERSOL_PRINT_MAX_DIGITS digits.  Rounded to the row's digits, t would move a fast solution by
 * several units of its last digit. */
void cli_table_time_exact(cli_table * T, const arb_t t, slong digits);
void cli_table_si(cli_table * T, slong x);
void cli_table_str(cli_table * T, const char * s);    /* a text cell */
void cli_table_num(cli_table * T, const char * s);    /* a number already formatted */
void cli_table_row_end(cli_table * T);
/* Closes the table (JSON: the closing bracket) and frees it. */
void cli_table_clear(cli_table * T);

#endif
