/* sersol solve FILE --digits D --at T1[,T2,...] for problem ode:
 * verified values at the output times (DESIGN.md §3, §5). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "cmd_ode.h"
#include "cmd_osc.h"
#include "sersol/tps.h"
#include "sersol/ggl.h"

int cli_plot_solution(const cli_options * o, ode_problem_t Q)
{
    enum { NS = 400 };
    slong dim = Q->dim, i, c, prec = 96, pass;
    double lo = 0, hi = 0;
    char dat[64];
    FILE * f, * g;
    int fd, status = 0;
    slong big = -1;             /* a component beyond a double's range */
    char * big_str = NULL;

    for (i = 0; i < o->num_at; i++)
    {
        double v = fmpq_get_d(o->at + i);
        lo = v < lo ? v : lo;
        hi = v > hi ? v : hi;
    }
    /* mkstemp's template: the prefix and six trailing 'X' */
    strcpy(dat, "/tmp/sersol-plot-");
    memset(dat + strlen(dat), 'X', 6);
    dat[17 + 6] = '\0';
    fd = mkstemp(dat);
    if (fd < 0 || (f = fdopen(fd, "w")) == NULL)
        return cli_error(o, "--plot: cannot create a temporary file");
    /* forward over [0, hi], backward over [lo, 0] */
    for (pass = 0; pass < 2; pass++)
    {
        double end = pass == 0 ? hi : lo;
        ode_ctx_t C;
        arb_ptr ts, y;
        arb_t T;
        if (end == 0)
            continue;
        ts = _arb_vec_init(NS);
        y = _arb_vec_init(dim);
        arb_init(T);
        for (i = 0; i < NS; i++)
            arb_set_d(ts + i, end * (i + 1) / NS);
        arb_set_d(T, end);
        ode_ctx_init(C, Q, prec);
        ode_ctx_set_tol_digits(C, 20);
        ode_ctx_set_outputs(C, ts, NS);
        ode_ctx_solve(C, T);
        for (i = 0; i < NS && big < 0; i++)
            if (ode_ctx_get_output(y, C, pass == 0 ? i : NS - 1 - i))
            {
                fprintf(f, "%.17g", arf_get_d(arb_midref(ts + (pass == 0 ? i : NS - 1 - i)), ARF_RND_NEAR));
                for (c = 0; c < dim; c++)
                {
                    double v = arf_get_d(arb_midref(y + c), ARF_RND_NEAR);
                    if (!isfinite(v) && arb_is_finite(y + c) && big < 0)
                    {   /* beyond a double: gnuplot cannot draw it */
                        big = c;
                        big_str = arb_get_str(y + c, 5, ARB_STR_NO_RADIUS);
                    }
                    fprintf(f, " %.17g", v);
                }
                fprintf(f, "\n");
            }
        fprintf(f, "\n");
        ode_ctx_clear(C);
        _arb_vec_clear(ts, NS);
        _arb_vec_clear(y, dim);
        arb_clear(T);
    }
    fclose(f);
    if (big >= 0)
    {
        status = cli_error(o, "--plot: %s reaches %s, beyond what gnuplot draws (doubles, up to "
                           "1.8e308); no plot", Q->state_name[big], big_str);
        flint_free(big_str);
    }
    else if ((g = cli_plot_open(o, o->plot, 900, 600)) == NULL)
        status = CLI_EXIT_INPUT;
    else
    {
        fprintf(g, "set xlabel 't'\nset key outside\nplot ");
        for (c = 0; c < dim; c++)
        {
            fprintf(g, "%s'%s' using 1:%ld with lines title ", c ? ", " : "", dat, (long) c + 2);
            cli_plot_quoted(g, Q->state_name[c]);
        }
        fprintf(g, "\n");
        status = cli_plot_close(o, g, o->plot);
    }
    remove(dat);
    return status;
}

/* --residuals (ggl, el3): max |g(t,u)| and max |G v + g_t| at the midpoint
 * of the row's state (u = components 0..n-1, v = n..2n-1), 3 digits */
static void residual_cells(cli_table * T, const sersol_problem * P, const arb_t t, arb_srcptr y,
                           slong prec)
{
    arb_t rg, rgv;
    arb_init(rg);
    arb_init(rgv);
    if (!_arb_vec_is_finite(y, 2 * P->n)
        || ggl_problem_residuals(rg, rgv, P, t, y, y + P->n, prec) != SERSOL_OK)
    {
        cli_table_num(T, "nan");
        cli_table_num(T, "nan");
    }
    else
    {
        /* the upper bound of |residual|, as an exact number */
        arb_get_ubound_arf(arb_midref(rg), rg, prec);
        mag_zero(arb_radref(rg));
        arb_get_ubound_arf(arb_midref(rgv), rgv, prec);
        mag_zero(arb_radref(rgv));
        cli_table_arb_digits(T, rg, 3);
        cli_table_arb_digits(T, rgv, 3);
    }
    arb_clear(rg);
    arb_clear(rgv);
}

static void solve_row(cli_table * T, const ode_problem_struct * Q, const cli_options * o,
                      const ode_verified_result * R, slong i, slong D, const sersol_problem * P)
{
    slong c;
    cli_table_row_begin(T);
    cli_ode_time_cell(T, o->at + i, D);
    for (c = 0; c < Q->dim; c++)
        cli_ode_value_cell(T, R->y + i * Q->dim + c, R->digits[i * Q->dim + c]);
    cli_table_si(T, R->row_digits[i]);
    if (P != NULL)
    {
        arb_t t;
        arb_init(t);
        arb_set_fmpq(t, o->at + i, R->prec_a);
        residual_cells(T, P, t, R->y + i * Q->dim, R->prec_a);
        arb_clear(t);
    }
    cli_table_row_end(T);
}

/* The step end t, met in the merge of the step ends and the requested
 * times (in increasing order ord) just before the requested time ord[i],
 * is one of them: only the neighbours of position i can be (a scan of every
 * time at every step made --dense with 20000 times take 8 s for 1.4). */
static int dense_is_requested(const cli_options * o, const slong * ord, slong i, const arb_t t)
{
    slong k, acc = arb_rel_accuracy_bits(t), prec;
    int found = 0;
    arb_t a;
    /* 64 bits beyond the accuracy of t; an exact t (accuracy ARF_PREC_EXACT,
     * which must not be added to) is compared at 64 bits beyond its own */
    prec = FLINT_MAX(64, FLINT_MIN(acc, FLINT_MAX(arb_bits(t), 64))) + 64;
    arb_init(a);
    for (k = FLINT_MAX(0, i - 2); k <= FLINT_MIN(o->num_at - 1, i + 1) && !found; k++)
    {
        arb_set_fmpq(a, o->at + ord[k], prec);
        found = arb_overlaps(a, t);
    }
    arb_clear(a);
    return found;
}


int cli_solve(int argc, char ** argv)
{
    cli_options o;
    cli_ode_extra x;
    sersol_problem * P = NULL;
    ode_problem_t Q;
    ode_verified_opts vo;
    ode_verified_result R;
    cli_progress bar;
    cli_table T;
    char key[CLI_PROBLEM_KEY_SIZE];
    slong i, c, D;
    int st, vs;
    const sersol_problem * res_P = NULL;    /* --residuals */

    if ((st = cli_ode_take_options(&x, CLI_SOLVE, &argc, argv)) >= 0)
        return st;
    if ((st = cli_parse_options(&o, CLI_SOLVE, argc, argv)) >= 0)
        return st;
    if ((st = cli_load_problem(&P, &o)) != 0)
    {
        cli_options_clear(&o);
        return st;
    }
    if (x.residuals && P->kind != PROBLEM_GGL && P->kind != PROBLEM_EL3)
    {
        st = cli_error(&o, "--residuals needs a problem with constraints (ggl or el3), not %s",
                       sersol_problem_kind_name(P->kind));
        goto done_problem;
    }
    if (o.plot != NULL && !cli_some_time_nonzero(&o))
    {   /* (gnuplot failed on the empty range, exit 2 after the table) */
        st = cli_error(&o, "--plot: the plot spans [min(0, T), max(0, T)] over the times asked: "
                       "give a time other than 0");
        goto done_problem;
    }
    if (P->kind == PROBLEM_OSCILLATOR && !(o.method == NULL && cli_some_time_negative(&o)))
    {   /* the phi, G and Taylor integrators of module osc (forward only);
         * a time before 0 without --method: the Taylor solver of the
         * equation as an ode (below), as verify does */
        st = cli_solve_oscillator(&o, &x, P);
        if (st != CLI_OSC_TO_TAYLOR)
            goto done_problem;
    }
    if (!cli_has_series_solver(P))
    {
        st = cli_not_available(&o, P);
        goto done_problem;
    }
    if ((st = cli_plot_check(&o, o.plot)) != 0)
        goto done_problem;
    if ((st = cli_ode_problem(Q, &o, P)) != 0)
        goto done_problem;
    res_P = x.residuals ? P : NULL;

    D = o.digits;
    memset(&vo, 0, sizeof(vo));
    vo.digits = D;
    vo.num_times = o.num_at;
    vo.times = (const char * const *) o.at_str;
    vo.dense = x.dense;
    vo.checkpoint = x.checkpoint;
    vo.checkpoint_every = x.checkpoint_every;
    vo.resume = x.resume;
    vo.stop_after = cli_ode_stop_after();
    vo.max_steps = x.max_steps;
    cli_problem_key(key, P, o.method);
    vo.problem_key = key;
    cli_progress_init(&bar, x.progress);
    cli_progress_attach(&vo, &bar);
    ode_verified_result_init(&R);
    vs = ode_solve_verified(&R, Q, &vo);
    cli_progress_done(&bar);

    if (vs == SERSOL_EIO)
    {
        fprintf(stderr, "sersol solve: %s\n", R.message[0] ? R.message : "checkpoint error");
        st = (vo.stop_after > 0) ? CLI_EXIT_ACCURACY : CLI_EXIT_INPUT;
    }
    else if (vs != SERSOL_OK && vs != SERSOL_EACCURACY)
    {
        st = cli_error(&o, "%s", R.message[0] ? R.message : sersol_strerror(vs));
    }
    else
    {
        cli_table_init(&T, stdout, o.format, NULL, 0, D);
        cli_table_add_col(&T, "t");
        for (c = 0; c < Q->dim; c++)        /* (the oscillator's x' is xp, as in its own table) */
            cli_table_add_col(&T, (P->kind == PROBLEM_OSCILLATOR && Q->state_kind[c] == 2)
                                  ? "xp" : Q->state_name[c]);
        cli_table_add_col(&T, "digits");
        if (res_P != NULL)
        {
            cli_table_add_col(&T, "res_g");
            cli_table_add_col(&T, "res_gv");
        }
        cli_table_begin(&T);
        if (!x.dense)
            for (i = 0; i < o.num_at; i++)
                solve_row(&T, Q, &o, &R, i, D, res_P);
        else
        {
            /* the requested times and the step ends, in increasing t */
            slong nd = R.num_dense, j = 0;
            slong * ord = flint_malloc(sizeof(slong) * (o.num_at + 1));
            cli_time_order(ord, o.at, o.num_at);
            for (i = 0; i < o.num_at || j < nd; )
            {
                int take_dense = 0;
                if (i >= o.num_at)
                    take_dense = 1;
                else if (j < nd)
                {
                    arb_t a;
                    arb_init(a);
                    arb_set_fmpq(a, o.at + ord[i], 64);
                    take_dense = arf_cmp(arb_midref(R.dense_t + j), arb_midref(a)) < 0;
                    arb_clear(a);
                }
                if (take_dense && dense_is_requested(&o, ord, i, R.dense_t + j))
                    j++;        /* a step that ends at a requested time */
                else if (take_dense)
                {
                    /* a step end, printed exactly: rounded to D digits it was
                     * 1e-20 off at 20 digits, and y' = 50 y moved y by 9 units
                     * of its last printed digit */
                    cli_table_row_begin(&T);
                    cli_table_time_exact(&T, R.dense_t + j, D);
                    for (c = 0; c < Q->dim; c++)
                        cli_ode_value_cell(&T, R.dense_y + j * Q->dim + c, R.dense_digits[j]);
                    cli_table_si(&T, R.dense_digits[j]);
                    if (res_P != NULL)
                        residual_cells(&T, res_P, R.dense_t + j, R.dense_y + j * Q->dim, R.prec_a);
                    cli_table_row_end(&T);
                    j++;
                }
                else
                    solve_row(&T, Q, &o, &R, ord[i++], D, res_P);
            }
            flint_free(ord);
        }
        cli_table_clear(&T);
        if (vs == SERSOL_EACCURACY)
        {
            fprintf(stderr, "sersol solve: requested %ld digits not reached: %s%s\n", (long) D,
                    R.message, cli_step_limit_hint(R.message));
            st = CLI_EXIT_ACCURACY;
        }
        else
            st = CLI_EXIT_OK;
        if (o.plot != NULL && st == CLI_EXIT_OK)
        {
            int ps = cli_plot_solution(&o, Q);
            if (ps != 0)
                st = ps;
        }
        else if (o.plot != NULL)    /* (it was skipped without a word) */
            fprintf(stderr, "sersol solve: --plot: %s not drawn (the digits asked were not "
                    "reached)\n", o.plot);
    }
    ode_verified_result_clear(&R);
    ode_problem_clear(Q);
done_problem:
    sersol_problem_free(P);
    cli_options_clear(&o);
    return st;
}
