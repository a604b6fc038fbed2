/* sersol verify FILE --digits D --at T1[,...] for problem ode: the verified
 * solution against the file's `exact` lines (t,name,abs_error,digits).  The
 * derivative y' of a second-order unknown is checked against its own line
 * `exact y'` when there is one, else against the derivative of `exact y`. */
#include <string.h>
#include "cmd_ode.h"
#include "cmd_osc.h"
#include "sersol/tps.h"

/* The exact lines that name no component of Q's solution (the multipliers
 * mu of a ggl file solved by --method adm, which computes none) are named
 * on stderr: they were skipped without a word.  Returns the number of
 * exact lines that do name one. */
static slong exact_lines_checked(const sersol_problem * P, const ode_problem_struct * Q,
                                 const cli_options * o)
{
    slong i, c, found = 0;

    if (Q->stepper == NULL)
        return P->num_exact;    /* (the parser checked their names) */
    for (i = 0; i < P->num_exact; i++)
    {
        const sersol_exact * e = P->exact + i;
        for (c = 0; c < Q->dim && strcmp(Q->state_name[c], e->name) != 0; c++)
            ;
        if (c < Q->dim)
            found++;
        else
            fprintf(stderr, "%s:%ld:%ld: exact %s is not checked: method %s computes no %s\n",
                    o->file_label, (long) e->line, (long) e->col, e->name,
                    o->method != NULL ? o->method : "(default)", e->name);
    }
    return found;
}

/* The exact line of state component c and the expression to evaluate
 * (*f unless f is NULL; NULL with no line).  Kind ode: the line names the unknown, and y' of
 * a second-order one has its own line `exact y'` or else the unknown's line
 * differentiated; DAE kinds: every component has its own name; oscillator:
 * x, and xp (its own line, or x differentiated). */
static const sersol_exact * component_exact(expr_ptr * f, const sersol_problem * P,
                                            const ode_problem_struct * Q, slong c)
{
    int osc = (P->kind == PROBLEM_OSCILLATOR);
    const char * name = (Q->stepper != NULL) ? Q->state_name[c]
                        : osc ? "x" : P->names[Q->state_unknown[c]];
    const sersol_exact * e = NULL;
    int differentiate = (Q->state_kind[c] == 2);

    if (osc && Q->state_kind[c] == 2 && (e = sersol_problem_find_exact(P, "xp")) != NULL)
        differentiate = 0;
    else if (!osc && Q->stepper == NULL && Q->state_kind[c] == 2
             && (e = sersol_problem_find_exact(P, Q->state_name[c])) != NULL)
        differentiate = 0;
    else
        e = sersol_problem_find_exact(P, name);
    if (f != NULL)
        *f = (e == NULL) ? NULL : differentiate ? expr_diff(P->ctx, e->value, P->t_var) : e->value;
    return e;
}

/* ex[i dim + c] = the exact value of component c at output i, for the
 * components with an exact line that the solution reached (0 elsewhere: a
 * nan row, whatever the line gives there; log(1 + t) at t = -2, past the
 * solution's singularity at -1, is no error).  All before the table, so a
 * line undefined where the solution is known is an error (FILE:LINE:COL,
 * returns CLI_EXIT_INPUT) with no partial table. */
static int exact_values(arb_ptr ex, const sersol_problem * P, const ode_problem_struct * Q,
                        const ode_verified_result * R, const cli_options * o, slong prec)
{
    slong i, c, nv = expr_ctx_num_vars(P->ctx);
    arb_ptr values = _arb_vec_init(nv);
    int st = 0;

    for (i = 0; i < o->num_at && st == 0; i++)
        for (c = 0; c < Q->dim && st == 0; c++)
        {
            expr_ptr f;
            const sersol_exact * e = component_exact(&f, P, Q, c);
            arb_ptr x = ex + i * Q->dim + c;
            arb_zero(x);
            if (e == NULL || !arb_is_finite(R->y + i * Q->dim + c))
                continue;
            arb_set_fmpq(values + P->t_var, o->at + i, prec);
            if (expr_eval_arb(x, f, values, prec) != SERSOL_OK)
            {
                fprintf(stderr, "%s:%ld:%ld: exact %s is undefined at t = %s\n", o->file_label,
                        (long) e->line, (long) e->col, e->name, o->at_str[i]);
                st = CLI_EXIT_INPUT;
            }
        }
    _arb_vec_clear(values, nv);
    return st;
}

int cli_verify(int argc, char ** argv)
{
    cli_options o;
    cli_ode_extra x;
    sersol_problem * P = NULL;
    ode_problem_t Q;
    ode_verified_opts vo;
    ode_verified_result R;
    cli_table T;
    cli_progress bar;
    slong i, c, D, prec, checked = 0, worst;
    const sersol_exact * bad = NULL;    /* the exact line that disagrees most */
    slong bad_i = 0, bad_digits = 0, bad_solution = 0;
    const char * bad_row = NULL;
    arb_ptr exv = NULL;                 /* the exact values, exact_values */
    arb_t err;
    mag_t m, scale;
    int st, vs, osc_module = 0;

    if ((st = cli_ode_take_options(&x, CLI_VERIFY, &argc, argv)) >= 0)
        return st;
    if ((st = cli_parse_options(&o, CLI_VERIFY, argc, argv)) >= 0)
        return st;
    if ((st = cli_load_problem(&P, &o)) != 0)
    {
        cli_options_clear(&o);
        return st;
    }
    if (!cli_has_series_solver(P))
    {
        st = cli_not_available(&o, P);
        goto done_problem;
    }
    if (P->num_exact == 0)
    {
        st = cli_error(&o, "%s: no `exact` line to compare with", o.file_label);
        goto done_problem;
    }
    /* problem oscillator: the integrators of `sersol solve` (phi by default,
     * gfun), which integrate forward only; --method taylor, or a time
     * before 0 without --method, takes the Taylor solver of x'' = -alpha^2 x
     * + eps f as an ode (as series and radius do) */
    if (P->kind == PROBLEM_OSCILLATOR)
        osc_module = (o.method != NULL) ? strcmp(o.method, "taylor") != 0
                                        : !cli_some_time_negative(&o);
    if (osc_module)
    {   /* Q: the state's names only */
        if (cli_oscillator_as_ode(Q, P) != SERSOL_OK)
        {
            st = cli_error(&o, "%s: cannot compile the problem", o.file_label);
            goto done_problem;
        }
    }
    else if ((st = cli_ode_problem(Q, &o, P)) != 0)
        goto done_problem;
    if (exact_lines_checked(P, Q, &o) == 0)
    {
        st = cli_error(&o, "%s: no `exact` line names a component of the solution",
                       o.file_label);
        ode_problem_clear(Q);
        goto done_problem;
    }

    D = o.digits;
    memset(&vo, 0, sizeof(vo));
    vo.digits = D;
    vo.num_times = o.num_at;
    vo.times = (const char * const *) o.at_str;
    vo.max_steps = x.max_steps;
    ode_verified_result_init(&R);
    if (osc_module)
    {
        st = cli_oscillator_verified(&R, &o, &x, P);
        if (st != CLI_EXIT_INPUT && st != CLI_OSC_PAST_LIMIT && o.method == NULL
            && !cli_rows_reach(&R, D))
        {   /* the phi-method fell short (it does not see a singularity of
             * the perturbation on the way): the Taylor solver reaches the
             * digits, or says why; not for times past the phi-method's step
             * limit (its reason; the Taylor solver needs far more steps) */
            ode_verified_result_clear(&R);
            osc_module = 0;
        }
        else if (R.y == NULL)
        {
            if (R.message[0] != '\0')
                fprintf(stderr, "sersol verify: %s\n", R.message);
            goto done_result;
        }
        vs = SERSOL_OK;                 /* the digits say the rest */
    }
    if (!osc_module)
    {
        cli_progress_init(&bar, x.progress);
        cli_progress_attach(&vo, &bar);
        vs = ode_solve_verified(&R, Q, &vo);
        cli_progress_done(&bar);
    }
    if (vs != SERSOL_OK && vs != SERSOL_EACCURACY)
    {
        st = cli_error(&o, "%s", R.message[0] ? R.message : sersol_strerror(vs));
        goto done_result;
    }

    prec = R.prec_b + 64;
    exv = _arb_vec_init(o.num_at * Q->dim);
    arb_init(err);
    mag_init(m);
    mag_init(scale);
    cli_table_init(&T, stdout, o.format, NULL, 0, D);
    if ((st = exact_values(exv, P, Q, &R, &o, prec)) != 0)
        goto done_table;
    cli_table_add_col(&T, "t");
    cli_table_add_col(&T, "name");
    cli_table_add_col(&T, "abs_error");
    cli_table_add_col(&T, "digits");
    cli_table_begin(&T);
    worst = D;
    for (i = 0; i < o.num_at; i++)
        for (c = 0; c < Q->dim; c++)
        {
            int osc = (P->kind == PROBLEM_OSCILLATOR);
            const char * row_name = (osc && Q->state_kind[c] == 2) ? "xp" : Q->state_name[c];
            const sersol_exact * e = component_exact(NULL, P, Q, c);
            arb_srcptr ex = exv + i * Q->dim + c;
            slong d;
            if (e == NULL)
                continue;
            /* |computed - exact| <= abs_error: the distance plus both radii */
            arb_sub(err, R.y + i * Q->dim + c, ex, prec);
            arb_get_mag(m, err);
            arf_set_mag(arb_midref(err), m);
            mag_zero(arb_radref(err));
            d = R.digits[i * Q->dim + c];
            if (!arb_is_finite(R.y + i * Q->dim + c))
                d = 0;          /* t not reached (value nan): nothing verified */
            else if (!mag_is_zero(m))
            {
                slong dsol = d;
                /* digits of agreement with the exact value */
                arb_t rel;
                slong da;
                arb_init(rel);
                arb_set(rel, ex);
                mag_set(arb_radref(rel), m);
                /* an exact value 0 (e.g. mu) is measured against the row's
                 * scale, the same as solve's digits */
                ode_row_scale(scale, R.y + i * Q->dim, Q->dim, R.norm_exp);
                ode_comp_scale(scale, scale, R.comp_exp, c);
                da = ode_ball_digits_scaled(rel, scale, D);
                d = FLINT_MIN(d, da);
                arb_clear(rel);
                /* fewer digits agree than the solution has: the exact line
                 * is the one to blame (the worst such value is named) */
                if (da < dsol && (bad == NULL || da < bad_digits))
                {
                    bad = e;
                    bad_i = i;
                    bad_digits = da;
                    bad_solution = dsol;
                    bad_row = row_name;
                }
            }
            worst = FLINT_MIN(worst, d);
            checked++;
            cli_table_row_begin(&T);
            cli_ode_time_cell(&T, o.at + i, D);
            cli_table_str(&T, row_name);
            if (arb_is_finite(R.y + i * Q->dim + c))
                cli_table_arb_digits(&T, err, 3);
            else
                cli_table_num(&T, "nan");       /* t not reached */
            cli_table_si(&T, d);
            cli_table_row_end(&T);
        }
    if (bad != NULL)    /* FILE:LINE:COL of the exact line, then the summary below */
        fprintf(stderr, "%s:%ld:%ld: exact %s disagrees with the solution at t = %s: %ld digits "
                "agree, the solution has %ld verified (a wrong closed form, or one outside "
                "its domain)\n", o.file_label, (long) bad->line, (long) bad->col, bad_row,
                o.at_str[bad_i], (long) bad_digits, (long) bad_solution);
    if (checked == 0)
        st = cli_error(&o, "%s: no `exact` line names an unknown", o.file_label);
    else if (vs == SERSOL_EACCURACY || worst < D)
    {
        /* the reason alone: worst, which counts the agreement with the exact
         * values too, says how many digits */
        const char * why = R.reason[0] ? R.reason : R.message;
        fprintf(stderr, "sersol verify: requested %ld digits not reached (%ld reached)%s%s%s\n",
                (long) D, (long) worst, why[0] ? ": " : "", why,
                cli_step_limit_hint(why));
        st = CLI_EXIT_ACCURACY;
    }
    else
        st = CLI_EXIT_OK;
done_table:
    cli_table_clear(&T);
    _arb_vec_clear(exv, o.num_at * Q->dim);
    arb_clear(err);
    mag_clear(m);
    mag_clear(scale);
done_result:
    ode_verified_result_clear(&R);
    ode_problem_clear(Q);
done_problem:
    sersol_problem_free(P);
    cli_options_clear(&o);
    return st;
}
