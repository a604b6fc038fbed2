/* sersol — command line entry point (DESIGN.md §5).
 *
 *     sersol solve | series | radius | verify | compare | bench  ...
 *     sersol --help ;  sersol CMD --help ;  sersol demo
 *
 * Dispatch through the table below; each command is cli_<name> (cli.h). */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <gmp.h>
#include <mpfr.h>
#include <flint/flint.h>
#include <arb.h>
#include "config.h"
#include "cli.h"
#include "cmd_ode.h"
#include "sersol/tps.h"
#include "sersol/ode.h"

typedef int (* cli_fn)(int argc, char ** argv);

/* SIGINT, SIGTERM, SIGHUP: the temporary file of a checkpoint being
 * written is removed and a progress bar erased, then the signal takes its default course (exit
 * status 128 + signal).  Without it an interrupted write left FILE.tmp.PID. */
static void on_terminate(int sig)
{
    ode_checkpoint_remove_pending();
    cli_progress_erase_async();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void catch_termination(void)
{
    struct sigaction a;
    int sigs[3] = { SIGINT, SIGTERM, SIGHUP }, i;
    memset(&a, 0, sizeof(a));
    a.sa_handler = on_terminate;
    sigemptyset(&a.sa_mask);
    for (i = 0; i < 3; i++)
    {
        struct sigaction old;
        /* (a signal ignored by the caller, nohup's SIGHUP, stays ignored) */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &a, NULL);
    }
}

static const struct { const char * name; cli_fn fn; const char * summary; } commands[] =
{
    { "solve", cli_solve, "solution values at given times, digits verified" },
    { "series", cli_series, "Taylor coefficients around a point" },
    { "radius", cli_radius, "radius of convergence and nearest singularity" },
    { "verify", cli_verify, "compare with the closed-form `exact` lines of the file" },
    { "compare", cli_compare, "other integrators against the series reference" },
    { "bench", cli_bench, "the benchmark suite" }
};

#define NUM_COMMANDS ((int) (sizeof(commands) / sizeof(commands[0])))

/* The example of the first skeleton: the first 20 Taylor coefficients of
 * sin(exp(t) - 1) at t = 0, to 50 digits. */
static int demo(void)
{
    slong n = 20, digits = 50, prec = 3.33 * digits + 30, k;
    tps_t t, e, s;
    arb_t zero;

    arb_init(zero);
    tps_init(t); tps_init(e); tps_init(s);
    tps_set_var(t, zero, n);                     /* t */
    tps_exp(e, t, n, prec);                      /* exp(t) */
    arb_sub_ui(e->coeffs, e->coeffs, 1, prec);   /* exp(t) - 1 */
    tps_sin_cos(s, NULL, e, n, prec);            /* sin(exp(t) - 1) */
    printf("k,sin(exp(t)-1)\n");
    for (k = 0; k < n; k++)
    {
        printf("%ld,", (long) k);
        tps_fprint_coeff(stdout, s, k, digits);
        printf("\n");
    }
    tps_clear(t); tps_clear(e); tps_clear(s);
    arb_clear(zero);
    return 0;
}

static void usage(FILE * f)
{
    int i;

    fprintf(f, "usage: sersol COMMAND [FILE] [options]\n\n"
               "sersol computes arbitrary-precision power-series solutions of ODEs and DAEs\n"
               "described by .ser problem files (docs/parse.md).\n\ncommands:\n");
    for (i = 0; i < NUM_COMMANDS; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "  %-8s %s\n", "demo", "Taylor coefficients of sin(exp(t)-1) (a smoke test)");
    fprintf(f, "  %-8s %s\n", "version", "the versions of sersol and of Arb, FLINT, MPFR, GMP (also --version)");
    fprintf(f, "\n`sersol COMMAND --help` describes the options of a command.\n"
               "Results go to stdout (CSV by default, --format json), diagnostics to stderr.\n"
               "Exit status: 0 success, 1 requested accuracy not reached, 2 bad input.\n");
}

/* The exit status st, or 2 when stdout could not be written (a full disk,
   a closed pipe): a result that did not arrive is not a success. */
static int finish(int st)
{
    fflush(stdout);
    if (ferror(stdout))
    {
        fprintf(stderr, "sersol: error writing the output\n");
        st = 2;
    }
    flint_cleanup();
    return st;
}

int main(int argc, char ** argv)
{
    int i, st = 2;

    catch_termination();
    if (argc < 2)
    {
        usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0
        || strcmp(argv[1], "help") == 0)
    {
        if (argc >= 3 && strcmp(argv[1], "help") == 0)
        {
            for (i = 0; i < NUM_COMMANDS; i++)
                if (strcmp(argv[2], commands[i].name) == 0)
                {
                    cli_print_help(stdout, (cli_command) i);
                    return finish(0);
                }
            fprintf(stderr, "sersol: unknown command '%s' (see sersol --help)\n", argv[2]);
            return 2;
        }
        usage(stdout);
        return finish(0);
    }
    if ((strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0
         || strcmp(argv[1], "demo") == 0) && argc > 2)
    {   /* (they took any arguments silently) */
        if (argc == 3 && (strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0))
        {
            printf("usage: sersol %s\n\n%s\n", argv[1], strcmp(argv[1], "demo") == 0
                   ? "Prints the Taylor coefficients of sin(exp(t)-1) to 50 digits: a smoke test "
                     "of the arithmetic.\nCSV columns: k,sin(exp(t)-1)."
                   : "Prints the versions of sersol and of the Arb, FLINT, MPFR and GMP it runs "
                     "with\n(to record with a reference solution).");
            return finish(0);
        }
        fprintf(stderr, "sersol %s: takes no arguments, got '%s' (see sersol %s --help)\n",
                argv[1], argv[2], argv[1]);
        return 2;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0)
    {
        /* for the provenance of a reference solution: the libraries too */
        printf("sersol %s (Arb %s, FLINT %s, MPFR %s, GMP %s)\n", PACKAGE_VERSION,
               arb_version, flint_version, mpfr_get_version(), gmp_version);
        return finish(0);
    }
    if (strcmp(argv[1], "demo") == 0)
        st = demo();
    else
    {
        for (i = 0; i < NUM_COMMANDS; i++)
            if (strcmp(argv[1], commands[i].name) == 0)
                break;
        if (i == NUM_COMMANDS)
        {
            fprintf(stderr, "sersol: unknown command '%s' (see sersol --help)\n", argv[1]);
            return 2;
        }
        st = commands[i].fn(argc - 1, argv + 1);
    }
    return finish(st);
}
