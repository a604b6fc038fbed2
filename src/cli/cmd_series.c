/* sersol series FILE --order N --digits D [--at T0] for problem ode: Taylor
 * coefficients of the unknowns around T0 (integrating from 0 to T0 first). */
#include <string.h>
#include "cmd_ode.h"
#include "cmd_series_adm.h"

int cli_series(int argc, char ** argv)
{
    cli_options o;
    cli_ode_extra x;
    sersol_problem * P = NULL;
    ode_problem_t Q;
    cli_table T;
    cli_progress bar;
    arb_ptr res;
    slong * digits, N, D, i, k, worst;
    char message[512];
    int st, vs, progress;

    if ((progress = cli_take_no_progress(CLI_SERIES, &argc, argv)) < 0)
        return CLI_EXIT_INPUT;
    if ((st = cli_series_adm(&argc, argv, progress)) >= 0)   /* --method adm (module adomian) */
        return st;
    if ((st = cli_ode_take_options(&x, CLI_SERIES, &argc, argv)) >= 0)
        return st;
    if ((st = cli_parse_options(&o, CLI_SERIES, argc, argv)) >= 0)
        return st;
    if ((st = cli_load_problem(&P, &o)) != 0)
    {
        cli_options_clear(&o);
        return st;
    }
    if ((st = cli_series_problem(Q, &o, P)) != 0)
        goto done_problem;

    N = o.order;
    D = o.digits;
    res = _arb_vec_init(Q->dim * (N + 1));
    digits = flint_calloc(Q->dim * (N + 1), sizeof(slong));
    message[0] = '\0';
    cli_progress_init(&bar, progress);
    vs = cli_series_coefficients(res, digits, Q, &o, P, x.max_steps, message, sizeof(message), &bar);
    cli_progress_done(&bar);
    if (vs != SERSOL_OK && vs != SERSOL_EACCURACY)
        st = cli_error(&o, "%s", message[0] ? message : sersol_strerror(vs));
    else
    {
        cli_table_init(&T, stdout, o.format, NULL, 0, D);
        cli_table_add_col(&T, "k");
        for (i = 0; i < Q->n; i++)
            cli_table_add_col(&T, Q->state_name[Q->comp[i]]);
        cli_table_begin(&T);
        worst = D;
        for (k = 0; k <= N; k++)
        {
            cli_table_row_begin(&T);
            cli_table_si(&T, k);
            for (i = 0; i < Q->n; i++)
            {
                slong c = Q->comp[i], d = digits[c * (N + 1) + k];
                cli_ode_value_cell(&T, res + c * (N + 1) + k, d);
                worst = FLINT_MIN(worst, d);
            }
            cli_table_row_end(&T);
        }
        cli_table_clear(&T);
        if (vs == SERSOL_EACCURACY || worst < D)
        {
            fprintf(stderr, "sersol series: requested %ld digits not reached (%ld reached)%s%s%s\n",
                    (long) D, (long) worst, message[0] ? ": " : "", message,
                    cli_step_limit_hint(message));
            st = CLI_EXIT_ACCURACY;
        }
        else
            st = CLI_EXIT_OK;
    }
    _arb_vec_clear(res, Q->dim * (N + 1));
    flint_free(digits);
    ode_problem_clear(Q);
done_problem:
    sersol_problem_free(P);
    cli_options_clear(&o);
    return st;
}
