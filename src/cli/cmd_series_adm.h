/* sersol series --method adm (src/cli/cmd_series_adm.c, module adomian). */
#ifndef SERSOL_CMD_SERIES_ADM_H
#define SERSOL_CMD_SERIES_ADM_H

/* Called first by cli_series.  Returns -1 when the common series path
 * should run (no --method, or any method but adm, or adm for the DAE kinds,
 * where it picks the index-3 recursion as in `solve`; that path judges the
 * method and keeps it in argv); otherwise runs the command and returns its
 * exit status: the help (with the methods) after --help, or the status of
 * the Adomian components of problem ode (0, 1 accuracy not reached, 2 bad
 * input).  progress: draw the bar (no --no-progress was given). */
int cli_series_adm(int * argc, char ** argv, int progress);

#endif
