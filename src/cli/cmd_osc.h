/* sersol solve for problem oscillator (module osc, seed 002). */
#ifndef SERSOL_CLI_CMD_OSC_H
#define SERSOL_CLI_CMD_OSC_H

#include "cli.h"

/* Solves the oscillator problem P at the times of o (--method phi|gfun|taylor,
 * default phi; beta defaults to alpha) and writes the table t,x,xp,digits.
 * Returns the exit status. */
int cli_solve_oscillator(const cli_options * o, sersol_problem * P);

#endif
