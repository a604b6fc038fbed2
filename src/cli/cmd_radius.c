/* sersol radius FILE --order N --digits D [--at T0] [--format csv|json]
 *                   [--plot out.svg]
 * for problem ode: radius of convergence and nearest singularity of the
 * Taylor series of every unknown around T0 (DESIGN.md §5, docs/radius.md).
 * The coefficients come from ode_series_verified (as for `sersol series`).
 * CSV: name,radius,angle,exponent,method,rel_uncertainty; an entire series
 * has radius "inf" and method "entire" (the bound goes to stderr). */
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "cmd_ode.h"
#include "sersol/tps.h"
#include "sersol/radius.h"

/* Removes "--plot FILE" from argv (the common parser does not accept it for
 * radius).  Returns -1 to go on, or 2 after a missing value. */
static int take_plot_option(const char ** plot, int * argc, char ** argv)
{
    int i, j = 1;

    *plot = NULL;
    for (i = 1; i < *argc; i++)
    {
        if (strcmp(argv[i], "--plot") == 0)
        {
            if (i + 1 >= *argc)
            {
                fprintf(stderr, "sersol radius: --plot: missing FILE\n");
                return CLI_EXIT_INPUT;
            }
            *plot = argv[++i];
            continue;
        }
        if (strncmp(argv[i], "--plot=", 7) == 0)
        {
            *plot = argv[i] + 7;
            continue;
        }
        argv[j++] = argv[i];
    }
    *argc = j;
    argv[j] = NULL;
    return -1;
}

/* A number cell from a double with its uncertainty: only the digits the
 * uncertainty supports, as a ball (0 +- err prints 0e-N); but an estimate
 * away from 0 by less than 10 err keeps one digit (3.4 +- 0.9 prints
 * 3e+0, not the ball's "0e+1", which reads as zero; the rel_uncertainty
 * column says how far it can be trusted). */
/* Returns how far the printed number lies from x (the digits cut off):
 * the rel_uncertainty column adds it, so that it bounds the distance of
 * the printed radius to the true one (R = 1.27079632679490 was printed
 * with 1.0e-15 for pi/2 - 0.3 = 1.2707963267948966..., 3.4e-15 away). */
static double one_digit_deviation(double x)
{
    char buf[32];
    snprintf(buf, sizeof(buf), "%.0e", x);
    return fabs(strtod(buf, NULL) - x);
}

/* v rounded up to 3 significant digits (an uncertainty printed "%.2e"). */
static double up_3_digits(double v)
{
    double u;
    if (!(v > 0) || !isfinite(v))
        return v;
    u = pow(10.0, floor(log10(v)) - 2);
    return ceil(v / u * (1 - 1e-12)) * u * (1 + 1e-12);
}

static double estimate_cell(cli_table * T, double x, double err, slong D)
{
    arb_t b;
    double dev = 0.0;
    if (!isfinite(x))
    {
        cli_table_str(T, isnan(x) ? "nan" : (x > 0 ? "inf" : "-inf"));
        return 0.0;
    }
    arb_init(b);
    arb_set_d(b, x);
    if (isfinite(err) && fabs(x) > err && fabs(x) < 10.0 * err)
    {
        cli_table_arb_digits(T, b, 1);      /* exact midpoint: one digit */
        dev = one_digit_deviation(x);
    }
    else
    {
        char * s;
        /* (the estimates are doubles, computed in doubles: at least two
         * units of their last place, 4.5e-16 of them, however small the
         * method's own error; with 1e-17 the angle pi printed as
         * 3.1415926535897931e+0, off by 1.4 units in its last digit) */
        if (isfinite(err))
            mag_set_d(arb_radref(b), fmax(err, 4.5e-16 * fabs(x)));
        else
            mag_inf(arb_radref(b));
        s = sersol_arb_get_str(b, FLINT_MIN(D, 17));
        /* a ball across a power of 10 has no certain digit (0.939 +- 0.061,
         * from 0.878 to 1.0, printed "0e+1", read as a radius 0): one
         * digit of the midpoint instead, as above */
        if ((s[0] == '0' || (s[0] == '-' && s[1] == '0')) && isfinite(err) && fabs(x) > err)
        {
            mag_zero(arb_radref(b));
            cli_table_arb_digits(T, b, 1);
            dev = one_digit_deviation(x);
        }
        else
        {
            cli_table_num(T, s);
            dev = fabs(strtod(s, NULL) - x);
        }
        flint_free(s);
    }
    arb_clear(b);
    return isfinite(dev) ? dev : 0.0;
}

/* The cells radius, angle, exponent, method, rel_uncertainty of a row
 * without a finite estimate: radius "nan" or "inf", the rest "nan". */
static void no_estimate_cells(cli_table * T, const char * radius, const char * method)
{
    cli_table_str(T, radius);
    cli_table_str(T, "nan");
    cli_table_str(T, "nan");
    cli_table_str(T, method);
    cli_table_str(T, "nan");
}

/* log10|a| (a not containing 0). */
static double log10_abs(const arb_t a)
{
    arb_t t;
    double r;
    arb_init(t);
    arb_abs(t, a);
    arb_log(t, t, 53);
    r = arf_get_d(arb_midref(t), ARF_RND_NEAR) / log(10.0);
    arb_clear(t);
    return r;
}

/* When the coefficients a[0..N] change by more than 10^300 per order, the
 * radius lies beyond a double's range, where the analysis (in doubles)
 * fails: writes its order of magnitude, from the first and last
 * coefficients that exclude 0, and returns 1. */
static int radius_beyond_doubles(char * msg, size_t size, arb_srcptr a, slong N)
{
    slong k, k1 = -1, k2 = -1;
    double rate;
    for (k = 0; k <= N; k++)
        if (!arb_contains_zero(a + k) && arb_is_finite(a + k))
        {
            if (k1 < 0)
                k1 = k;
            k2 = k;
        }
    if (k1 < 0 || k2 <= k1)
        return 0;
    rate = (log10_abs(a + k2) - log10_abs(a + k1)) / (double) (k2 - k1);
    if (!(fabs(rate) > 300))
        return 0;
    snprintf(msg, size, "the coefficients change by about 10^%.0f per order: the radius is "
             "about 10^%.0f, beyond the range of the analysis (doubles)", rate, -rate);
    return 1;
}

/* Domb–Sykes plot (ratios of the reduced series b_j = a_{mj+s} against
 * 1/j, with the extrapolated line) and log10|a_k| against k with the
 * top line, one row of two panels per unknown, drawn by gnuplot. */
/* A panel without data: its text in the middle of an empty frame (a
 * constant outside the y range draws nothing, without gnuplot's error
 * for a plot with no valid point). */
static void plot_empty_panel(FILE * g, const char * text)
{
    fprintf(g, "set label 1 ");
    cli_plot_quoted(g, text);
    fprintf(g, " at graph 0.5, graph 0.5 center\nplot [0:1] [0:1] 2 notitle\nunset label 1");
}

static int plot_radius(const char * out, const cli_options * o, ode_problem_t Q,
                       arb_srcptr res, slong N, const radius_result_struct * R)
{
    char dat[] = "/tmp/sersol-radius-" "XX" "XX" "XX";   /* mkstemp template: six X */
    FILE * f, * g;
    slong i, k;
    int fd, status = 0;
    /* per unknown: has a ratio point, has a coefficient point (a panel
     * without any made gnuplot fail, "x range is invalid": the zero
     * multiplier mu of a GGL problem) */
    int * has = flint_calloc(2 * FLINT_MAX(Q->n, 1), sizeof(int));

    fd = mkstemp(dat);
    if (fd < 0 || (f = fdopen(fd, "w")) == NULL)
        return cli_error(o, "--plot: cannot create a temporary file");
    /* block i: columns k, 1/j, ratio, log10|a_k| */
    for (i = 0; i < Q->n; i++)
    {
        arb_srcptr a = res + Q->comp[i] * (N + 1);
        slong m = FLINT_MAX(R[i].period, 1), s = R[i].offset;
        for (k = 1; k <= N; k++)
        {
            double x = NAN, r = NAN, y = NAN;
            if (!arb_contains_zero(a + k))
                y = log10_abs(a + k);
            if (k >= s + m && (k - s) % m == 0 && !arb_contains_zero(a + k)
                && !arb_contains_zero(a + k - m))
            {
                double sg = (arf_sgn(arb_midref(a + k)) == arf_sgn(arb_midref(a + k - m))) ? 1.0 : -1.0;
                x = 1.0 / ((k - s) / m);
                r = sg * pow(10.0, log10_abs(a + k) - log10_abs(a + k - m));
            }
            has[2 * i] |= isfinite(x) && isfinite(r);
            has[2 * i + 1] |= isfinite(y);
            fprintf(f, "%ld %.17g %.17g %.17g\n", (long) k, x, r, y);
        }
        fprintf(f, "\n\n");
    }
    fclose(f);
    if ((g = cli_plot_open(o, out, 1000, (long) (350 * Q->n))) == NULL)
        status = CLI_EXIT_INPUT;
    else
    {
        char title[256];
        fprintf(g, "set datafile missing 'nan'\nset multiplot layout %ld,2\n", (long) Q->n);
        for (i = 0; i < Q->n; i++)
        {
            const radius_result_struct * r = R + i;
            const char * name = Q->state_name[Q->comp[i]];
            const radius_method_estimate_struct * e = r->est + RADIUS_METHOD_RATIO;
            /* panel 1: Domb–Sykes */
            flint_sprintf(title, "Domb-Sykes plot of %.180s (ratios in t^%wd)", name, r->period);
            fprintf(g, "set title ");
            cli_plot_quoted(g, title);
            fprintf(g, "\n");
            fprintf(g, "set xlabel '1/j'\nset ylabel 'b_j/b_{j-1}'\nset xrange [0:*]\n");
            if (!has[2 * i])
                plot_empty_panel(g, "no two consecutive coefficients exclude 0");
            else
                fprintf(g, "plot '%s' index %ld using 2:3 with points pt 7 ps 0.4 title 'ratios'", dat, (long) i);
            if (has[2 * i] && e->ok && !r->entire)
            {
                /* ratios in w = t^m: intercept 1/w_s, slope -(1+g)/w_s */
                double c0 = (e->angle * r->period > M_PI / 2 ? -1.0 : 1.0) / pow(e->radius, (double) r->period);
                fprintf(g, ", %.17g*(1 - (%.17g)*x) with lines title 'fit: R = %.8g, g = %.4g'",
                        c0, 1.0 + e->exponent, e->radius, e->exponent);
            }
            fprintf(g, "\n");
            /* panel 2: log10|a_k| with the top line */
            flint_sprintf(title, "log10|a_k| of %.200s", name);
            fprintf(g, "set title ");
            cli_plot_quoted(g, title);
            fprintf(g, "\nset xlabel 'k'\nset ylabel 'log10|a_k|'\nset xrange [*:*]\n");
            if (!has[2 * i + 1])
                plot_empty_panel(g, "every coefficient is zero to the working precision");
            else
                fprintf(g, "plot '%s' index %ld using 1:4 with points pt 7 ps 0.4 title 'coefficients'", dat, (long) i);
            if (has[2 * i + 1] && !r->entire && r->method != RADIUS_METHOD_NONE && r->radius > 0)
            {
                /* the line through the last usable coefficient with slope -log10 R */
                arb_srcptr a = res + Q->comp[i] * (N + 1);
                for (k = N; k >= 1 && arb_contains_zero(a + k); k--) ;
                if (k >= 1)
                    fprintf(g, ", %.17g - (x - %ld)*%.17g with lines title 'slope -log10 R, R = %.8g'",
                            log10_abs(a + k), (long) k, log10(r->radius), r->radius);
            }
            fprintf(g, "\n");
        }
        fprintf(g, "unset multiplot\n");
        status = cli_plot_close(o, g, out);
    }
    remove(dat);
    flint_free(has);
    return status;
}

int cli_radius(int argc, char ** argv)
{
    cli_options o;
    sersol_problem * P = NULL;
    ode_problem_t Q;
    cli_table T;
    arb_ptr res;
    slong * digits, N, D, i, prec;
    radius_result_struct * R;
    const char * plot;
    char message[512];
    cli_progress bar;
    cli_ode_extra x;
    int st, vs, worst_status = CLI_EXIT_OK, progress;

    if ((st = take_plot_option(&plot, &argc, argv)) >= 0)
        return st;
    if ((progress = cli_take_no_progress(CLI_RADIUS, &argc, argv)) < 0)
        return CLI_EXIT_INPUT;
    if ((st = cli_ode_take_options(&x, CLI_RADIUS, &argc, argv)) >= 0)    /* --max-steps */
        return st;
    if ((st = cli_parse_options(&o, CLI_RADIUS, argc, argv)) >= 0)
    {
        if (st == 0)
            printf("\nmore options:\n"
                   "  --plot FILE         also draw the Domb-Sykes plot and log10|a_k| with the\n"
                   "                      fits through gnuplot (FILE.svg or FILE.png)\n%s%s",
                   cli_max_steps_help, cli_no_progress_help);
        return st;
    }
    if ((st = cli_load_problem(&P, &o)) != 0)
    {
        cli_options_clear(&o);
        return st;
    }
    if ((st = cli_plot_check(&o, plot)) != 0 || (st = cli_series_problem(Q, &o, P)) != 0)
        goto done_problem;

    N = o.order;
    D = o.digits;
    prec = cli_digits_to_prec(D);
    res = _arb_vec_init(Q->dim * (N + 1));
    digits = flint_calloc(Q->dim * (N + 1), sizeof(slong));
    R = flint_malloc(sizeof(radius_result_struct) * FLINT_MAX(Q->n, 1));
    /* every unknown's result is read by the plot, also those without an
     * estimate (state not reached, a zero series): uninitialised, their
     * period could be 0 and the plot divided by it (SIGFPE for the
     * multiplier mu of the robot) */
    for (i = 0; i < Q->n; i++)
        radius_result_init(R + i);
    message[0] = '\0';
    cli_progress_init(&bar, progress);
    vs = cli_series_coefficients(res, digits, Q, &o, P, x.max_steps, message, sizeof(message), &bar);
    cli_progress_done(&bar);
    if (vs != SERSOL_OK && vs != SERSOL_EACCURACY)
        st = cli_error(&o, "%s", message[0] ? message : sersol_strerror(vs));
    else
    {
        cli_table_init(&T, stdout, o.format, NULL, 0, D);
        cli_table_add_col(&T, "name");
        cli_table_add_col(&T, "radius");
        cli_table_add_col(&T, "angle");
        cli_table_add_col(&T, "exponent");
        cli_table_add_col(&T, "method");
        cli_table_add_col(&T, "rel_uncertainty");
        cli_table_begin(&T);
        for (i = 0; i < Q->n; i++)
        {
            const char * name = Q->state_name[Q->comp[i]];
            radius_result_struct * r = R + i;
            arb_srcptr a = res + Q->comp[i] * (N + 1);
            slong k, nonzero = 0, unknown = 0, noise = 0;
            int rs;
            char buf[64];

            /* a coefficient counts when it has a digit: the noise of an
             * identically zero component (the multiplier mu of a GGL
             * solution: the two expansions' rounding, 1e-48 and 1e-58 at
             * order 31) may give a union ball that just excludes 0 */
            for (k = 0; k <= N; k++)
            {
                nonzero += !arb_contains_zero(a + k) && ode_ball_digits(a + k, D) >= 1;
                noise += arb_contains_zero(a + k) && !arb_is_zero(a + k);
                unknown += !arb_is_finite(a + k);
            }
            cli_table_row_begin(&T);
            cli_table_str(&T, name);
            if (unknown > 0)
            {
                /* the state at T0 was not reached (the reason follows) */
                no_estimate_cells(&T, "nan", "none");
                fprintf(stderr, "sersol radius: %s: no estimate (%ld coefficients unknown)\n", name,
                        (long) unknown);
                worst_status = CLI_EXIT_ACCURACY;
                cli_table_row_end(&T);
                continue;
            }
            if (nonzero == 0 && N + 1 < RADIUS_MIN_COEFFS)
            {
                /* too few zeros to call the component zero: sin t at order 0
                 * had "every coefficient is zero", R = inf and exit 0 */
                no_estimate_cells(&T, "nan", "none");
                fprintf(stderr, "sersol radius: %s: no estimate (every coefficient up to order "
                        "%ld is zero: too few coefficients, raise --order to %d or more)\n",
                        name, (long) N, RADIUS_MIN_COEFFS - 1);
                worst_status = CLI_EXIT_ACCURACY;
                cli_table_row_end(&T);
                continue;
            }
            if (nonzero == 0)
            {
                /* e.g. the multiplier mu of a GGL solution */
                no_estimate_cells(&T, "inf", "zero");
                fprintf(stderr, "sersol radius: %s: every coefficient is zero to the working precision\n", name);
                cli_table_row_end(&T);
                continue;
            }
            rs = radius_estimate(r, a, N + 1, prec);
            if (rs != SERSOL_OK)
            {
                char far[192];
                no_estimate_cells(&T, "nan", "none");
                if (radius_beyond_doubles(far, sizeof(far), a, N))
                    fprintf(stderr, "sersol radius: %s: no estimate (%s)\n", name, far);
                else if (r->growing)
                    fprintf(stderr, "sersol radius: %s: no estimate (the apparent radius still "
                            "grows with the order, R > %.6g at order %ld: no singularity located, "
                            "and the function may be entire; raise --order)\n", name,
                            r->lower_bound, (long) N);
                else
                    fprintf(stderr, "sersol radius: %s: no estimate (%s)\n", name,
                            rs == SERSOL_EINPUT ? "too few usable coefficients: raise --order"
                            : r->undecided ? "too few coefficients to tell a finite radius from an "
                                             "entire function: raise --order"
                            : (r->usable < RADIUS_MIN_COEFFS && noise > 0)
                              ? "fewer than 8 coefficients exclude 0, the others are zero within "
                                "the rounding: a polynomial, or coefficients below the rounding "
                                "noise (raise --digits)"
                            : (r->usable < RADIUS_MIN_COEFFS)
                              ? "fewer than 8 nonzero coefficients: raise --order"
                              : sersol_strerror(rs));
                worst_status = CLI_EXIT_ACCURACY;
            }
            else if (r->entire)
            {
                no_estimate_cells(&T, "inf", "entire");
                if (r->polynomial)
                    fprintf(stderr, "sersol radius: %s: polynomial of degree %ld (no finite singularity)\n",
                            name, (long) r->degree);
                else
                    fprintf(stderr, "sersol radius: %s: no finite singularity detected up to order %ld (R > %.6g)\n",
                            name, (long) N, r->lower_bound);
            }
            else
            {
                double dev = estimate_cell(&T, r->radius, r->radius_err, D);
                estimate_cell(&T, r->angle, r->angle_err, D);
                estimate_cell(&T, r->exponent, r->exponent_err, D);
                cli_table_str(&T, radius_method_name(r->method));
                flint_sprintf(buf, "%.2e", up_3_digits((r->radius_err + dev) / r->radius));
                cli_table_num(&T, buf);
                {
                    char msg[320];
                    double t0 = o.num_at > 0 ? fmpq_get_d(o.at + 0) : 0.0;
                    radius_describe(msg, sizeof(msg), r, t0);
                    fprintf(stderr, "sersol radius: %s: %s\n", name, msg);
                }
                if (r->ambiguous)
                    fprintf(stderr, "sersol radius: %s: ambiguous: another singularity at R = %.8g, angle %.6g\n",
                            name, r->radius2, r->angle2);
                if (!r->agree)          /* (the message above says so) */
                    worst_status = CLI_EXIT_ACCURACY;
                if (r->essential)
                    fprintf(stderr, "sersol radius: %s: an essential singularity is likely (the "
                            "ratio method's exponent falls without bound with the order): the "
                            "uncertainty covers every method's estimate, no exponent\n", name);
                if (r->drifting)
                    fprintf(stderr, "sersol radius: %s: the estimate still drifts with the order "
                            "(the first half of the coefficients gives a value outside its "
                            "uncertainty): uncertainty widened; the singularity may not be "
                            "algebraic\n", name);
                if (r->low_order)
                {   /* (its uncertainty is not to be trusted either: the
                     * cartesian pendulum's vx at order 20 said 0.48 +- 1.8%
                     * for R = 0.512, a real singularity for a complex pair:
                     * exit 1, as for methods that disagree) */
                    fprintf(stderr, "sersol radius: %s: few coefficients and a loose estimate: an entire "
                            "function is not excluded, and the uncertainty may not cover the "
                            "radius (raise --order)\n", name);
                    worst_status = CLI_EXIT_ACCURACY;
                }
            }
            cli_table_row_end(&T);
        }
        cli_table_clear(&T);
        if (vs == SERSOL_EACCURACY)
            fprintf(stderr, "sersol radius: coefficients not verified to %ld digits%s%s%s\n",
                    (long) D, message[0] ? ": " : "", message, cli_step_limit_hint(message));
        st = worst_status;
        /* also when an estimate is undecided (exit 1): the plot shows the
         * user the coefficients the methods could not settle */
        if (plot != NULL)
        {
            int ps = plot_radius(plot, &o, Q, res, N, R);
            if (ps != 0)
                st = ps;
        }
    }
    for (i = 0; i < Q->n; i++)
        radius_result_clear(R + i);
    flint_free(R);
    _arb_vec_clear(res, Q->dim * (N + 1));
    flint_free(digits);
    ode_problem_clear(Q);
done_problem:
    sersol_problem_free(P);
    cli_options_clear(&o);
    return st;
}
