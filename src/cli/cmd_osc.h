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

/* The same run for `sersol verify` (--method phi, the default, or gfun):
 * R receives both runs' values at the times of o, their union and the
 * digits of each value (against its row's scale, as the digits column of
 * solve).  Returns 0, or an exit status after a message (R then holds no
 * values, or values short of the digits: the caller measures them). */
int cli_oscillator_verified(ode_verified_result * R, const cli_options * o,
                            const cli_ode_extra * x, sersol_problem * P);

/* The oscillator problem P as the ode x'' = -alpha^2 x + epsilon f(t, x, xp),
 * x(0) = init x, x'(0) = init xp (the state x, x'): what sersol series,
 * radius and verify integrate (the Taylor solver of module ode). */
int cli_oscillator_as_ode(ode_problem_t Q, sersol_problem * P);

#endif
