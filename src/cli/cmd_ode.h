/* sersol command line — helpers shared by solve, series and verify for
 * problem ode (src/cli/cmd_ode.c). */
#ifndef SERSOL_CMD_ODE_H
#define SERSOL_CMD_ODE_H

#include <time.h>
#include "cli.h"
#include "sersol/ode.h"

/* Options of the ode commands that the common option parser does not know:
 *   --checkpoint FILE  --checkpoint-every N  --resume FILE  --dense
 *   --progress / --no-progress (x->progress: a CLI_PROGRESS_ mode)
 *   --max-steps N (solve, verify, series, radius; 0 when not given: the library default)
 *   --residuals (solve, kinds ggl and el3: the constraint drift columns) */
typedef struct
{
    const char * checkpoint;
    slong checkpoint_every;
    const char * resume;
    int dense;
    int progress;
    int residuals;
    slong max_steps;
}
cli_ode_extra;

/* Removes the options above from argv (argc updated).  Returns -1 to go on,
 * or an exit status (2 after a bad value).  When help is asked for, prints
 * the extra options after the common help and returns 0. */
int cli_ode_take_options(cli_ode_extra * x, cli_command cmd, int * argc, char ** argv);

/* " (--max-steps N raises it)" after a solver message about the step
 * limit, else "". */
const char * cli_step_limit_hint(const char * message);

/* Progress on stderr (docs/cli.md "Progress"), by mode (cli.h): CLI_PROGRESS_OFF
 * (--no-progress), CLI_PROGRESS_AUTO (the default: a bar redrawn in place,
 * only on a terminal and after one second), CLI_PROGRESS_ALWAYS
 * (--progress: from the start, and also when stderr is a file or a pipe,
 * then one line per tenth of the work, and per minute when the percent
 * moved).  A report shows the share done, the time left at the
 * speed of the current attempt once it is measurable, and the policy's
 * attempt when it is not the first. */
typedef struct
{
    double start;               /* wall clock at init [s] */
    double attempt_start;       /* wall clock and share done when the */
    double attempt_fraction;    /* current attempt was first reported (-1: not yet) */
    double fraction;            /* the last share reported */
    double delay;               /* seconds before the first report */
    double last_line;           /* wall clock of the last report */
    int active, lines, drawn, width, last_pct;
    char label[96];             /* "attempt 2 of 3 ...", or empty */
}
cli_progress;

void cli_progress_init(cli_progress * p, int mode);
void cli_progress_update(double fraction, void * data);   /* an ode_progress_fn */
void cli_progress_attempt(slong attempt, slong reached, slong digits, void * data); /* an ode_attempt_fn */
void cli_progress_done(cli_progress * p);
/* From a signal handler: erase a bar left on the terminal (write(2) only). */
void cli_progress_erase_async(void);
/* o's progress and attempt reports to p. */
void cli_progress_attach(ode_verified_opts * o, cli_progress * p);

/* --plot: gnuplot draws every state component of Q over [min(0, T),
 * max(0, T)] (T: the times of o) from a 20-digit run; returns 0 or an exit
 * status (src/cli/cmd_solve.c). */
int cli_plot_solution(const cli_options * o, ode_problem_t Q);

/* The fingerprint of a problem that a checkpoint records (so that a resume
 * with an edited file is refused): FNV-1a, 64 bits in hex, of the problem as
 * printed without its title, and of the method name (NULL: the default). */
#define CLI_PROBLEM_KEY_SIZE 17
void cli_problem_key(char key[CLI_PROBLEM_KEY_SIZE], const sersol_problem * P,
                     const char * method);

/* Nonzero for the kinds solved by the series driver (ode, ggl, el3). */
int cli_has_series_solver(const sersol_problem * P);
/* Compiles the ode problem; prints a message and returns 2 on failure. */
int cli_ode_problem(ode_problem_t Q, const cli_options * o, const sersol_problem * P);
/* Kinds ode and oscillator (Q: the problem as a series stepper): exit 2 with
 * "FILE:LINE:1: the right-hand side (the perturbation) is undefined / has no
 * Taylor series at the initial point" when it has none there, else 0. */
int cli_ode_check_start(ode_problem_struct * Q, const cli_options * o, const sersol_problem * P);
/* The same after checking that the kind has a series solver (else the
 * "not yet available" message and its exit status). */
int cli_series_problem(ode_problem_t Q, const cli_options * o, const sersol_problem * P);
/* The verified coefficients 0..o->order at T0 (o->at, default 0) for
 * `series` and `radius` (ode_series_verified); for problem oscillator
 * without --method and T0 > 0 the state at T0 comes from the phi-method of
 * solve (cli_oscillator_state), the expansions from the Taylor solver Q. */
/* Nonzero when R holds values and every row has D digits. */
int cli_rows_reach(const ode_verified_result * R, slong D);
/* Nonzero when some time of --at lies before 0 (problem oscillator: the
 * integrators of module osc go forward only, the Taylor solver both ways). */
int cli_some_time_negative(const cli_options * o);
/* Nonzero when some time of --at is not 0 (a plot needs a range). */
int cli_some_time_nonzero(const cli_options * o);
/* (cli_series_coefficients: max_steps, the step limit of the run to T0, 0
 * for the default) */
int cli_series_coefficients(arb_ptr res, slong * digits, ode_problem_struct * Q,
                            const cli_options * o, sersol_problem * P, slong max_steps,
                            char * message, slong message_len, cli_progress * bar);
/* The help line of --max-steps. */
extern const char * cli_max_steps_help;

/* The test hook SERSOL_ODE_STOP_AFTER (steps; 0 when unset). */
slong cli_ode_stop_after(void);


/* A time cell: the exact time to at most D digits, without trailing zeros. */
void cli_ode_time_cell(cli_table * T, const fmpq_t t, slong D);
/* A value cell to `digits` digits; "nan" when nothing is known. */
void cli_ode_value_cell(cli_table * T, const arb_t y, slong digits);
#endif
