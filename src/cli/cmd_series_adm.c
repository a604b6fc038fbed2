/* sersol series FILE --method adm --order N --digits D  (problem ode):
 * the Adomian decomposition components u^(0..N), each truncated at t^N.
 * Called first by cli_series (cmd_series.c); see cmd_series_adm.h. */
#include <string.h>
#include "cli.h"
#include "cmd_ode.h"
#include "cmd_series_adm.h"
#include "sersol/adomian.h"

static const char adm_help[] =
    "\nmethods (problems ggl, el3: as for solve):\n"
    "  --method msppa      the index-2 recursion (seed 000; default for ggl)\n"
    "  --method adm        the index-3 recursion (seed 004; default for el3)\n"
    "\nmethods (problem ode):\n"
    "  --method taylor     the Taylor coefficients (default)\n"
    "  --method adm        the Adomian decomposition components u^(0..N), each\n"
    "                      truncated at t^N, around t = 0 (docs/adomian.md).\n"
    "                      CSV columns: component,k, then one column per unknown;\n"
    "                      row (j, k) holds the t^k coefficient of component j.\n"
    "                      The sum over j of the rows with the same k is the Taylor\n"
    "                      coefficient k.\n";

/* The NAME of the last "--method NAME" (or "--method=NAME") in argv, or
 * NULL (argv unchanged: the common path parses it again). */
static const char * peek_method(int argc, char ** argv)
{
    const char * name = NULL;
    int i;

    for (i = 1; i < argc; i++)
    {
        if (strcmp(argv[i], "--method") == 0 && i + 1 < argc)
            name = argv[++i];
        else if (strncmp(argv[i], "--method=", 9) == 0)
            name = argv[i] + 9;
    }
    return name;
}

/* Nonzero when every coefficient has digits correct decimal digits. */
static int accurate(const tps_struct * comp, slong n, slong digits)
{
    slong i, k;
    slong bits = (slong) (digits * 3.3219280948873623) + 2;

    for (i = 0; i < n; i++)
        for (k = 0; k < comp[i].length; k++)
        {
            arb_srcptr c = comp[i].coeffs + k;
            if (!arb_is_exact(c) && arb_rel_accuracy_bits(c) < bits)
                return 0;
        }
    return 1;
}

static int run_adm(const cli_options * o, int progress)
{
    cli_progress bar;
    sersol_problem * P = NULL;
    adm_ode_struct A;
    tps_struct * comp;
    arb_ptr u0;
    arb_t t0;
    cli_table T;
    slong N = o->order, D = o->digits, prec, i, j, k, ncomp, len, attempt;
    int st, status = SERSOL_OK, ok = 0;

    if ((st = cli_load_problem(&P, o)) != 0)
        return st;
    if (P->kind == PROBLEM_GGL || P->kind == PROBLEM_EL3)
    {   /* the index-3 recursion: the common path, as `solve --method adm` */
        sersol_problem_free(P);
        return -1;
    }
    if (P->kind != PROBLEM_ODE)
    {
        st = cli_error(o, "--method adm is available for problems ode, ggl and el3 (this is "
                       "problem %s)", sersol_problem_kind_name(P->kind));
        sersol_problem_free(P);
        return st;
    }
    if (o->num_at > 0 && !fmpq_is_zero(o->at))
    {
        st = cli_error(o, "--method adm expands around t = 0 only (got --at %s)", o->at_str[0]);
        sersol_problem_free(P);
        return st;
    }

    adm_ode_init(&A, P);
    ncomp = N + 1;
    len = N + 1;
    comp = flint_malloc(ncomp * A.dim * sizeof(tps_struct));
    for (i = 0; i < ncomp * A.dim; i++)
        tps_init(comp + i);
    u0 = _arb_vec_init(A.dim + 1);
    arb_init(t0);

    /* guess and verify the precision (balls are rigorous; retry wider) */
    prec = cli_digits_to_prec(D);
    cli_progress_init(&bar, progress);
    for (attempt = 0; attempt < 5; attempt++, prec *= 2)
    {
        adm_ode_initial_values(u0, &A, prec);
        status = adm_components_progress(comp, &A.problem, u0, t0, ncomp, len, ADM_DUAN, prec,
                                         cli_progress_update, &bar);
        if (status != SERSOL_OK)
            break;
        if ((ok = accurate(comp, ncomp * A.dim, D)))
            break;
    }
    cli_progress_done(&bar);

    if (status != SERSOL_OK)
        st = cli_error(o, "adm: %s", sersol_strerror(status));
    else
    {
        cli_table_init(&T, stdout, o->format, NULL, 0, D);
        cli_table_add_col(&T, "component");
        cli_table_add_col(&T, "k");
        for (i = 0; i < P->n; i++)
            cli_table_add_col(&T, P->names[i]);
        cli_table_begin(&T);
        for (j = 0; j < ncomp; j++)
            for (k = 0; k < len; k++)
            {
                cli_table_row_begin(&T);
                cli_table_si(&T, j);
                cli_table_si(&T, k);
                for (i = 0; i < P->n; i++)
                    cli_table_arb(&T, comp[j * A.dim + A.unknown_state[i]].coeffs + k);
                cli_table_row_end(&T);
            }
        cli_table_clear(&T);
        if (!ok)
        {
            fprintf(stderr, "sersol series: requested %ld digits not reached with the adm method\n",
                    (long) D);
            st = CLI_EXIT_ACCURACY;
        }
        else
            st = CLI_EXIT_OK;
    }

    for (i = 0; i < ncomp * A.dim; i++)
        tps_clear(comp + i);
    flint_free(comp);
    _arb_vec_clear(u0, A.dim + 1);
    arb_clear(t0);
    adm_ode_clear(&A);
    sersol_problem_free(P);
    return st;
}

int cli_series_adm(int * argc, char ** argv, int progress)
{
    cli_options o;
    const char * method;
    int st, i;

    for (i = 1; i < *argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
        {
            cli_print_help(stdout, CLI_SERIES);
            printf("\nlong runs:\n%s%s%s", cli_max_steps_help, cli_no_progress_help, adm_help);
            return CLI_EXIT_OK;
        }
    method = peek_method(*argc, argv);
    if (method == NULL || strcmp(method, "adm") != 0)
        return -1;
    if ((st = cli_parse_options(&o, CLI_SERIES, *argc, argv)) >= 0)
        return st;
    st = run_adm(&o, progress);
    cli_options_clear(&o);
    return st;
}
