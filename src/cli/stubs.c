/* sersol command line — default commands.
 *
 * Each definition here is weak: a command implemented in src/cli/cmd_<name>.c
 * defines the same function and replaces this one at link time.  The
 * defaults check the options and the problem file like a real command (so
 * bad input is reported exactly as it will be), then answer
 * "sersol: <cmd> is not yet available for problem <kind>" with exit 2. */
#include "cli.h"

#define WEAK __attribute__((weak))

static int not_yet(cli_command cmd, int argc, char ** argv)
{
    cli_options o;
    sersol_problem * P = NULL;
    int st;

    if ((st = cli_parse_options(&o, cmd, argc, argv)) >= 0)
        return st;
    if ((st = cli_load_problem(&P, &o)) != 0)
    {
        cli_options_clear(&o);
        return st;
    }
    st = cli_not_available(&o, P);
    sersol_problem_free(P);
    cli_options_clear(&o);
    return st;
}

WEAK int cli_solve(int argc, char ** argv) { return not_yet(CLI_SOLVE, argc, argv); }
WEAK int cli_series(int argc, char ** argv) { return not_yet(CLI_SERIES, argc, argv); }
WEAK int cli_radius(int argc, char ** argv) { return not_yet(CLI_RADIUS, argc, argv); }
WEAK int cli_verify(int argc, char ** argv) { return not_yet(CLI_VERIFY, argc, argv); }
WEAK int cli_compare(int argc, char ** argv) { return not_yet(CLI_COMPARE, argc, argv); }
