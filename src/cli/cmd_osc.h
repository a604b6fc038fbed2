/* sersol solve for problem oscillator (module osc, seed 002). */
#ifndef SERSOL_CLI_CMD_OSC_H
#define SERSOL_CLI_CMD_OSC_H

#include "cli.h"
#include "cmd_ode.h"
#include "sersol/ode.h"

/* Solves the oscillator problem P at the times of o (--method phi|gfun|taylor,
 * default phi; beta defaults to alpha) and writes the table t,x,xp,digits;
 * x: the long-run options (progress bar, --checkpoint, --resume,
 * --max-steps, --dense: also run A's step ends).  Returns the exit status. */
int cli_solve_oscillator(const cli_options * o, const cli_ode_extra * x, sersol_problem * P);
/* cli_solve_oscillator's answer when, without --method (and without
 * --dense, --checkpoint, --resume), the phi-method fell short of the
 * digits: nothing printed, the caller solves through the Taylor solver. */
#define CLI_OSC_TO_TAYLOR (-3)
/* cli_oscillator_verified's answer when some times lay past the step limit:
 * R holds the rows (those times indeterminate) and R->reason says why; the
 * caller keeps them (the Taylor solver would need far more steps there). */
#define CLI_OSC_PAST_LIMIT (-4)

/* The same run for `sersol verify` (--method phi, the default, or gfun):
 * R receives both runs' values at the times of o, their union and the
 * digits of each value (against its row's scale, as the digits column of
 * solve).  Returns 0, or an exit status: bad input after its message; R
 * without values and R->message the reason when the steps diverged or hit
 * the step limit (for the caller to say, or to try another solver). */
int cli_oscillator_verified(ode_verified_result * R, const cli_options * o,
                            const cli_ode_extra * x, sersol_problem * P);

/* An ode_state_fn for ode_series_verified_state: the state at T0 (> 0) of
 * problem oscillator by the phi-method of solve, at the digits asked (the
 * options o with those digits; x: the progress bar and --max-steps), for
 * `sersol series` and `sersol radius` without --method: Petzold's example at
 * T0 = 100 took 4.5 s through the Taylor solver of the ode.  Where the
 * phi-method's steps diverge (beta far above alpha), hit the step limit or
 * fall short of the digits (a singularity of the perturbation on the way,
 * which it does not see), the Taylor solver Q gives the state instead
 * (ode_solve_verified: the digits, or the reason). */
typedef struct
{
    const cli_options * o;
    const cli_ode_extra * x;
    sersol_problem * P;
}
cli_osc_state;
int cli_oscillator_state(ode_verified_result * R, ode_problem_struct * Q,
                         const ode_verified_opts * vo, void * data);

/* The oscillator problem P as the ode x'' = -alpha^2 x + epsilon f(t, x, xp),
 * x(0) = init x, x'(0) = init xp (the state x, x'): what sersol series,
 * radius and verify integrate (the Taylor solver of module ode). */
int cli_oscillator_as_ode(ode_problem_t Q, sersol_problem * P);

#endif
