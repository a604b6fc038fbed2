/* sersol series --method adm (src/cli/cmd_series_adm.c, module adomian). */
#ifndef SERSOL_CMD_SERIES_ADM_H
#define SERSOL_CMD_SERIES_ADM_H

/* Called first by cli_series.  Removes "--method NAME" from argv (argc
 * updated).  Returns -1 when the Taylor series should run (no --method, or
 * --method taylor); otherwise runs the command and returns its exit status:
 * the help (with the methods) after --help, 2 for an unknown method, or the
 * status of the adm series (0, 1 accuracy not reached, 2 bad input). */
int cli_series_adm(int * argc, char ** argv);

#endif
