/* sersol command line — shared helpers of the ode commands. */
#include <signal.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "cmd_ode.h"
#include "cmd_osc.h"
#include "sersol/ggl.h"
#include "sersol/tps.h"

static const char * extra_help =
    "  --checkpoint FILE   write the state to FILE (atomically) every N steps\n"
    "  --checkpoint-every N  steps between checkpoints (default 100)\n"
    "  --resume FILE       continue from a checkpoint of the same command\n"
    "  --dense             also print the verified solution at every step end\n"
    "  --residuals         (ggl, el3) add the columns res_g = max |g(t,u)| and\n"
    "                      res_gv = max |G(t,u) v + g_t| at each row: the drift\n"
    "                      of the computed solution from the constraints\n";
const char * cli_max_steps_help =
    "  --max-steps N       at most N steps per run and direction (default 1000000)\n";

/* a is "--name" or "--name=value" */
static int option_is(const char * a, const char * name)
{
    size_t n = strlen(name);
    return strncmp(a, name, n) == 0 && (a[n] == '\0' || a[n] == '=');
}

int cli_ode_take_options(cli_ode_extra * x, cli_command cmd, int * argc, char ** argv)
{
    int i, j = 1, every_given = 0;
    /* options given twice: refused, as the common parser does (the last
     * one won without a word) */
    const char * once[7] = { "--checkpoint", "--resume", "--checkpoint-every", "--max-steps",
                             "--dense", "--residuals", "--progress" };
    int seen[7] = { 0 };
    struct stat sb;
    memset(x, 0, sizeof(*x));
    x->checkpoint_every = 100;
    x->progress = CLI_PROGRESS_AUTO;
    for (i = 1; i < *argc; i++)
    {
        const char * a = argv[i];
        if ((strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
            && (cmd == CLI_SOLVE || cmd == CLI_VERIFY))     /* (series, radius: their own) */
        {
            cli_print_help(stdout, cmd);
            if (cmd == CLI_SOLVE)
                printf("\nlong runs:\n%s%s%s", extra_help, cli_max_steps_help, cli_no_progress_help);
            else if (cmd == CLI_VERIFY)
                printf("\nlong runs:\n%s%s", cli_max_steps_help, cli_no_progress_help);
            return CLI_EXIT_OK;
        }
        {
            int k, which = -1;
            for (k = 0; k < 7; k++)
                if (k < 4 ? option_is(a, once[k]) : strcmp(a, once[k]) == 0)
                    which = k;
            if (strcmp(a, "--no-progress") == 0)
                which = 6;      /* (one of --progress, --no-progress) */
            if (cmd != CLI_SOLVE && which != 3 && which != 6)
                which = -1;     /* (not this command's: the common parser names it) */
            if (which >= 0 && seen[which]++)
            {
                fprintf(stderr, "sersol %s: option '%s' given twice (see sersol %s --help)\n",
                        cli_command_name(cmd), which == 6 ? "--progress/--no-progress" : once[which],
                        cli_command_name(cmd));
                return CLI_EXIT_INPUT;
            }
        }
        if ((cmd == CLI_SOLVE && (option_is(a, "--checkpoint") || option_is(a, "--resume")
                                  || option_is(a, "--checkpoint-every")))
            || option_is(a, "--max-steps"))
        {
            const char * eq = strchr(a, '=');
            const char * val = (eq != NULL) ? eq + 1 : (i + 1 < *argc ? argv[i + 1] : NULL);
            if (val == NULL || *val == '\0')
            {
                fprintf(stderr, "sersol %s: option '%.*s' needs a value\n", cli_command_name(cmd),
                        (int) (eq != NULL ? eq - a : (long) strlen(a)), a);
                return CLI_EXIT_INPUT;
            }
            if (option_is(a, "--checkpoint"))
                x->checkpoint = val;
            else if (option_is(a, "--resume"))
                x->resume = val;
            else
            {
                const char * name = option_is(a, "--max-steps") ? "--max-steps" : "--checkpoint-every";
                char * end;
                long v;
                errno = 0;
                v = strtol(val, &end, 10);
                if (*end != '\0' || v < 1 || errno == ERANGE)
                {
                    fprintf(stderr, "sersol %s: %s: expected a positive integer, got '%s'\n",
                            cli_command_name(cmd), name, val);
                    return CLI_EXIT_INPUT;
                }
                if (option_is(a, "--max-steps"))
                    x->max_steps = v;
                else
                {
                    x->checkpoint_every = v;
                    every_given = 1;
                }
            }
            if (eq == NULL)
                i++;
            continue;
        }
        if (cmd == CLI_SOLVE && strcmp(a, "--dense") == 0)
        {
            x->dense = 1;
            continue;
        }
        if (cmd == CLI_SOLVE && strcmp(a, "--residuals") == 0)
        {
            x->residuals = 1;
            continue;
        }
        if (strcmp(a, "--no-progress") == 0 || strcmp(a, "--progress") == 0)
        {
            x->progress = (a[2] == 'n') ? CLI_PROGRESS_OFF : CLI_PROGRESS_ALWAYS;
            continue;
        }
        argv[j++] = argv[i];
    }
    *argc = j;
    argv[j] = NULL;
    if (every_given && x->checkpoint == NULL)
    {   /* (it was ignored without a word) */
        fprintf(stderr, "sersol %s: --checkpoint-every sets how often the checkpoint of "
                "--checkpoint FILE is written: give --checkpoint too\n", cli_command_name(cmd));
        return CLI_EXIT_INPUT;
    }
    if (x->resume != NULL && stat(x->resume, &sb) == 0 && S_ISDIR(sb.st_mode))
    {   /* (it said "empty file, not a checkpoint") */
        fprintf(stderr, "sersol %s: --resume: %s is a directory, not a checkpoint\n",
                cli_command_name(cmd), x->resume);
        return CLI_EXIT_INPUT;
    }
    return -1;
}

static ulong fnv1a(ulong h, const char * s)
{
    for (; *s != '\0'; s++)
    {
        h ^= (unsigned char) *s;
        h *= UWORD(0x100000001b3);
    }
    return h;
}

void cli_problem_key(char key[CLI_PROBLEM_KEY_SIZE], const sersol_problem * P,
                     const char * method)
{
    char * text = sersol_problem_to_str(P), * line = text, * next;
    ulong h = UWORD(0xcbf29ce484222325);

    for (; *line != '\0'; line = next)
    {
        next = strchr(line, '\n');
        next = (next != NULL) ? next + 1 : line + strlen(line);
        if (strncmp(line, "title ", 6) != 0)
        {
            char c = *next;
            *next = '\0';
            h = fnv1a(h, line);
            *next = c;
        }
    }
    /* the default method by its name: --method msppa resumes a ggl run
     * written without --method */
    if (method == NULL)
        method = P->kind == PROBLEM_GGL ? "msppa" : P->kind == PROBLEM_EL3 ? "adm"
                 : P->kind == PROBLEM_OSCILLATOR ? "phi" : "taylor";
    h = fnv1a(h, "method ");
    h = fnv1a(h, method);
    flint_free(text);
    snprintf(key, CLI_PROBLEM_KEY_SIZE, "%016lx", (unsigned long) h);
}

const char * cli_step_limit_hint(const char * message)
{
    return strstr(message, "step limit") != NULL ? " (--max-steps N raises it)" : "";
}

static double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

void cli_progress_init(cli_progress * p, int mode)
{
    int tty = isatty(2);
    p->start = p->attempt_start = wall_seconds();
    p->attempt_fraction = -1.0;
    p->fraction = 0.0;
    p->active = (mode == CLI_PROGRESS_ALWAYS) || (mode == CLI_PROGRESS_AUTO && tty);
    p->lines = !tty;
    p->delay = (mode == CLI_PROGRESS_AUTO) ? 1.0 : 0.0;
    p->drawn = 0;
    p->width = 0;
    p->last_pct = -1;
    p->last_line = 0;
    p->label[0] = '\0';
}

/* "~3 min left" from the speed of the current attempt, or "" while that
 * speed is not measurable (under 2 s or 1% of the work) or little is left. */
static void time_left(char * buf, size_t size, const cli_progress * p, double now)
{
    double spent = now - p->attempt_start, done = p->fraction - p->attempt_fraction, left;
    buf[0] = '\0';
    if (p->attempt_fraction < 0 || spent < 2.0 || done < 0.01)
        return;
    left = spent * (1.0 - p->fraction) / done;
    if (left < 1)
        return;
    if (left < 90)
        snprintf(buf, size, "~%.0f s left", left);
    else if (left < 90 * 60)
        snprintf(buf, size, "~%.0f min left", left / 60);
    else if (left < 99.5 * 3600)
        snprintf(buf, size, "~%.1f h left", left / 3600);
    else
        snprintf(buf, size, "> 99 h left");     /* (keeps the bar within 78 columns) */
}

/* The width of the bar on the terminal (0: none), for the signal handler's
 * erase (cli_progress_erase_async): an interrupted run left its bar, and the
 * shell's prompt landed on the bar's line. */
static volatile sig_atomic_t bar_on_screen = 0;

void cli_progress_erase_async(void)
{
    char buf[256];
    int n = (int) bar_on_screen, i;
    if (n <= 0)
        return;
    if (n > (int) sizeof(buf) - 2)
        n = (int) sizeof(buf) - 2;
    buf[0] = '\r';
    for (i = 1; i <= n; i++)
        buf[i] = ' ';
    buf[n + 1] = '\r';
    if (write(2, buf, (size_t) n + 2) < 0)
        return;         /* (nothing to do about it in a signal handler) */
    bar_on_screen = 0;
}

/* One report: on a terminal "[####......] 45%  ~3 min left  attempt 2/3
 * (29/30 digits)" redrawn in place (at most 78 columns), else a line. */
static void progress_draw(cli_progress * p, int pct, double now)
{
    char left[32];
    int i, n;

    time_left(left, sizeof(left), p, now);
    if (p->lines)
    {
        fprintf(stderr, "progress: %d%%%s%s%s%s\n", pct, left[0] ? ", " : "", left,
                p->label[0] ? ", " : "", p->label);
        fflush(stderr);
        return;
    }
    fputs("\r[", stderr);
    for (i = 0; i < 20; i++)
        fputc(i < pct * 20 / 100 ? '#' : '.', stderr);
    n = 22 + fprintf(stderr, "] %3d%%%s%s%s%s", pct, left[0] ? "  " : "", left,
                     p->label[0] ? "  " : "", p->label);
    if (n < p->width)       /* the rest of a longer line drawn before */
        fprintf(stderr, "%*s", p->width - n, "");
    p->width = FLINT_MAX(p->width, n);
    fflush(stderr);
    p->drawn = 1;
    bar_on_screen = p->width;
}

void cli_progress_update(double fraction, void * data)
{
    cli_progress * p = data;
    double now;
    int pct;

    if (!p->active)
        return;
    now = wall_seconds();
    fraction = !(fraction >= 0) ? 0 : (fraction > 1 ? 1 : fraction);     /* (NaN: 0) */
    p->fraction = fraction;
    if (p->attempt_fraction < 0)
    {
        p->attempt_fraction = fraction;
        p->attempt_start = now;
    }
    if (now - p->start < p->delay)
        return;
    pct = (int) (100 * fraction);
    /* a terminal: every percent; a file: every tenth of the work, and every
     * minute when the percent moved */
    if (pct == p->last_pct
        || (p->lines && p->last_pct >= 0 && pct / 10 == p->last_pct / 10 && now - p->last_line < 60))
        return;
    p->last_pct = pct;
    p->last_line = now;
    progress_draw(p, pct, now);
}

void cli_progress_attempt(slong attempt, slong reached, slong digits, void * data)
{
    cli_progress * p = data;
    if (reached >= 0)
        snprintf(p->label, sizeof(p->label), "attempt %ld/3 (%ld/%ld digits)",
                 (long) attempt + 1, (long) reached, (long) digits);
    else
        snprintf(p->label, sizeof(p->label), "attempt %ld/3", (long) attempt + 1);
    p->attempt_fraction = -1.0;     /* the fractions start again */
    p->last_pct = -1;
}

void cli_progress_attach(ode_verified_opts * o, cli_progress * p)
{
    o->progress = cli_progress_update;
    o->progress_data = p;
    o->attempt_report = cli_progress_attempt;
    o->attempt_data = p;
}

void cli_progress_done(cli_progress * p)
{
    if (p->drawn)
        fprintf(stderr, "\r%*s\r", p->width, "");
    p->drawn = 0;
    bar_on_screen = 0;
}

int cli_has_series_solver(const sersol_problem * P)
{
    return P->kind == PROBLEM_ODE || P->kind == PROBLEM_GGL || P->kind == PROBLEM_EL3
           || P->kind == PROBLEM_OSCILLATOR;
}

int cli_series_problem(ode_problem_t Q, const cli_options * o, const sersol_problem * P)
{
    if (!cli_has_series_solver(P))
        return cli_not_available(o, P);
    return cli_ode_problem(Q, o, P);
}

/* The statement to blame when the expansion at the initial point is
 * refused: the mass statement for a singular mass matrix, the constraint
 * statement when the index condition fails (they pointed at init u), the
 * init v line when u0 satisfies g(0, u0) = 0 and only the velocity
 * constraint fails, else the init u line. */
static slong line_of_failure(const sersol_problem * P, int status)
{
    slong prec = 128, nv, i, line = P->init_u_line;
    arb_ptr vals, u, v;
    arb_t rg, rgv, t;

    if (status == SERSOL_ESINGULAR && P->mass_line > 0)
        return P->mass_line;
    if (status == SERSOL_EINDEX && P->constraint_line > 0)
        return P->constraint_line;
    if (status != SERSOL_EINCONSISTENT || P->init_v_line <= 0
        || (P->kind != PROBLEM_GGL && P->kind != PROBLEM_EL3))
        return line;
    nv = expr_ctx_num_vars(P->ctx);
    vals = _arb_vec_init(FLINT_MAX(nv, 1));
    u = _arb_vec_init(P->n);
    v = _arb_vec_init(P->n);
    arb_init(rg);
    arb_init(rgv);
    arb_init(t);
    for (i = 0; i < P->n; i++)
        if (expr_eval_arb(u + i, P->init_u[i], vals, prec) != SERSOL_OK
            || expr_eval_arb(v + i, P->init_v[i], vals, prec) != SERSOL_OK)
            break;
    if (i == P->n && ggl_problem_residuals(rg, rgv, P, t, u, v, prec) == SERSOL_OK
        && arf_cmpabs_2exp_si(arb_midref(rg), -prec / 2) < 0)
        line = P->init_v_line;
    arb_clear(rg);
    arb_clear(rgv);
    arb_clear(t);
    _arb_vec_clear(u, P->n);
    _arb_vec_clear(v, P->n);
    _arb_vec_clear(vals, FLINT_MAX(nv, 1));
    return line;
}

/* Kinds ode and oscillator: the right-hand sides (the perturbation) must
 * have a Taylor series at the initial point (t = 0, the init values), else
 * nothing can be computed: bad input (exit 2), said now with the line of
 * the equation, instead of "0 of D digits reached" after a failed run
 * (y' = 1/t, y' = sqrt(y) from y = 0), or a message without a line.
 * The line: the first equation whose value is undefined there, else the
 * first with a partial derivative (in t or a state variable) undefined
 * there (sqrt(y) at y = 0), else the first equation's.  A ball that
 * straddles a domain boundary only at the precision of the digits
 * (sqrt(y - 1) from y = 1 + 10^-40 at 30 digits) is tried again with 4
 * times the bits: refused only when that fails too.  Returns 0 or the exit
 * status. */
int cli_ode_check_start(ode_problem_struct * Q, const cli_options * o, const sersol_problem * P)
{
    int osc = (P->kind == PROBLEM_OSCILLATOR);
    slong n = osc ? 1 : P->n;
    expr_ptr const * rhs = osc ? &P->perturbation : P->rhs;
    const slong * rhs_line = osc ? &P->perturbation_line : P->rhs_line;
    const char * what = osc ? "the perturbation" : "the right-hand side";
    slong prec = cli_digits_to_prec(o->digits > 0 ? o->digits : 30), N = 2, stride = N + 2;
    slong nv = expr_ctx_num_vars(P->ctx), c, i, line;
    arb_ptr y0 = _arb_vec_init(Q->dim), S = _arb_vec_init(Q->dim * stride);
    arb_ptr vals = _arb_vec_init(FLINT_MAX(nv, 1));
    arb_t t0, v;
    int st, value_failed = 0, found;
    char why[160];

    arb_init(t0);
    arb_init(v);
    if (ode_problem_initial_state(y0, Q, prec) != SERSOL_OK)
    {   /* an init line that is undefined (log(0)): its line */
        const slong * lines = osc ? &P->init_x_line : P->init_line;
        expr_ptr const * init = osc ? &P->init_x : P->init;
        const char * name = osc ? "x" : P->names[0], * prime = "";
        for (i = 0, line = lines[0]; i < n; i++)
            if (expr_eval_arb(v, init[i], vals, prec) != SERSOL_OK)
            {
                line = lines[i];
                name = osc ? "x" : P->names[i];
                break;
            }
        if (i == n)     /* the initial derivatives */
            for (i = 0; i < n; i++)
            {
                expr_ptr d = osc ? P->init_xp : (P->order[i] == 2 ? P->init_deriv[i] : NULL);
                if (d != NULL && expr_eval_arb(v, d, vals, prec) != SERSOL_OK)
                {
                    line = osc ? P->init_xp_line : P->init_deriv_line[i];
                    name = osc ? "xp" : P->names[i];
                    prime = osc ? "" : "'";
                    break;
                }
            }
        /* (an overflow too: 2^2^2^2^2^2 is finite, but no ball holds it) */
        fprintf(stderr, "%s:%ld:1: the initial value of %s%s is undefined (a function outside "
                "its domain), or too large for any exponent\n", o->file_label, (long) line, name,
                prime);
        st = CLI_EXIT_INPUT;
        goto done;
    }
    for (i = 0; i < 2; i++, prec = 4 * prec + 256)
    {
        st = ode_problem_initial_state(y0, Q, prec);
        if (st == SERSOL_OK)
            st = ode_problem_series(S, stride, Q, t0, y0, N, prec);
        if (st == SERSOL_OK)
            goto done;
    }
    snprintf(why, sizeof(why), "%s", kernel_domain_message(Q->K));
    for (i = 0, line = WORD_MAX; i < n; i++)
        line = FLINT_MIN(line, rhs_line[i]);
    for (c = 0; c < Q->dim; c++)
        if (Q->state_var[c] >= 0 && Q->state_var[c] < nv)
            arb_set(vals + Q->state_var[c], y0 + c);
    arb_zero(vals + P->t_var);
    for (i = 0; i < n && !value_failed; i++)
        if (expr_eval_arb(v, rhs[i], vals, prec) != SERSOL_OK)
        {
            value_failed = 1;
            line = rhs_line[i];
        }
    for (i = 0, found = value_failed; i < n && !found; i++)
        for (c = -1; c < Q->dim && !found; c++)
        {
            slong var = (c < 0) ? P->t_var : Q->state_var[c];
            if (expr_eval_arb(v, expr_diff(P->ctx, rhs[i], var), vals, prec) != SERSOL_OK)
            {
                found = 1;
                line = rhs_line[i];
            }
        }
    fprintf(stderr, "%s:%ld:1: %s %s at the initial point (t = 0)%s%s\n", o->file_label, (long) line,
            (value_failed || found || n == 1) ? what : "the right-hand sides",
            value_failed ? "is undefined" : (found || n == 1) ? "has no Taylor series"
                                                             : "have no Taylor series",
            why[0] ? ": " : "", why);
    st = CLI_EXIT_INPUT;
done:
    arb_clear(t0);
    arb_clear(v);
    _arb_vec_clear(vals, FLINT_MAX(nv, 1));
    _arb_vec_clear(S, Q->dim * stride);
    _arb_vec_clear(y0, Q->dim);
    return st;
}

/* The problem as a series stepper: kind ode through the kernel (method
 * taylor); kinds ggl and el3 through MSPPA (method msppa, seed 000, the
 * default for ggl) or the index-3 recursion (method adm, seed 004, the
 * default for el3): both kinds carry the same data (M, f, g). */
int cli_ode_problem(ode_problem_t Q, const cli_options * o, const sersol_problem * P)
{
    const char * m = o->method;
    int st;

    if (P->kind == PROBLEM_ODE)
    {
        if (m != NULL && strcmp(m, "taylor") != 0)
            return cli_error(o, "problem ode has one method: taylor (got '%s')", m);
        st = ode_problem_init_parsed(Q, P);
    }
    else if (P->kind == PROBLEM_GGL || P->kind == PROBLEM_EL3)
    {
        int index3 = (P->kind == PROBLEM_EL3);
        if (m != NULL && strcmp(m, "msppa") == 0)
            index3 = 0;
        else if (m != NULL && strcmp(m, "adm") == 0)
            index3 = 1;
        else if (m != NULL)
            return cli_error(o, "problem %s offers the methods msppa (index 2, seed 000) and adm "
                             "(index 3, seed 004) (got '%s')", sersol_problem_kind_name(P->kind), m);
        st = ggl_ode_problem_init(Q, P, index3);
    }
    else if (P->kind == PROBLEM_OSCILLATOR)
    {   /* series, radius, verify: the Taylor solver of x'' = -alpha^2 x + eps f
         * (sersol solve has the phi, G and Taylor integrators of module osc) */
        if (m != NULL && strcmp(m, "taylor") != 0)
            return cli_error(o, "problem oscillator: this command has one method, taylor (got '%s')", m);
        st = cli_oscillator_as_ode(Q, (sersol_problem *) P);
    }
    else
        return cli_not_available(o, P);
    if (st != SERSOL_OK)
        return cli_error(o, "%s: cannot compile the problem (%s)", o->file_label, sersol_strerror(st));
    if ((P->kind == PROBLEM_ODE || P->kind == PROBLEM_OSCILLATOR)
        && (st = cli_ode_check_start(Q, o, P)) != 0)
    {
        ode_problem_clear(Q);
        return st;
    }
    if (Q->stepper != NULL)
    {
        /* the initial values must satisfy the constraints: say so now, with
         * the line of the init statement, rather than deep inside a run */
        arb_ptr y0 = _arb_vec_init(Q->dim);
        st = ode_problem_initial_state(y0, Q, cli_digits_to_prec(o->digits > 0 ? o->digits : 30));
        _arb_vec_clear(y0, Q->dim);
        if (st != SERSOL_OK)
        {
            fprintf(stderr, "%s:%ld:1: %s\n", o->file_label, (long) line_of_failure(P, st),
                    Q->stepper_message);
            ode_problem_clear(Q);
            return CLI_EXIT_INPUT;
        }
    }
    return 0;
}

slong cli_ode_stop_after(void)
{
    const char * s = getenv("SERSOL_ODE_STOP_AFTER");
    return (s != NULL) ? atol(s) : 0;
}

/* The significant digits of t written as a terminating decimal (1.25: 3,
 * 1200: 2), or -1 when it has none (1/3). */
static slong decimal_digits(const fmpq_t t)
{
    fmpz_t q, n;
    slong v2 = 0, v5 = 0, d;
    char * str;

    if (fmpq_is_zero(t))
        return 1;
    fmpz_init_set(q, fmpq_denref(t));
    fmpz_init(n);
    while (fmpz_divisible_si(q, 2))
    {
        fmpz_divexact_si(q, q, 2);
        v2++;
    }
    while (fmpz_divisible_si(q, 5))
    {
        fmpz_divexact_si(q, q, 5);
        v5++;
    }
    if (!fmpz_is_one(q))
        d = -1;
    else
    {   /* |t| 10^max(v2, v5) is an integer; its digits without the final zeros */
        fmpz_ui_pow_ui(n, 10, (ulong) FLINT_MAX(v2, v5));
        fmpz_mul(n, n, fmpq_numref(t));
        fmpz_divexact(n, n, fmpq_denref(t));
        fmpz_abs(n, n);
        while (fmpz_divisible_si(n, 10))
            fmpz_divexact_si(n, n, 10);
        str = fmpz_get_str(NULL, 10, n);
        d = (slong) strlen(str);
        flint_free(str);
    }
    fmpz_clear(q);
    fmpz_clear(n);
    return d;
}

void cli_ode_time_cell(cli_table * T, const fmpq_t t, slong D)
{
    arb_t x;
    char * s, * e, * p;
    slong d = decimal_digits(t);

    /* every digit of a requested time, whatever D: at --digits 1, 1.5 and
     * 1.6 were both printed 2e+0; a time with no terminating decimal (1/3)
     * with at least 20 */
    d = FLINT_MIN(FLINT_MAX(D, d < 0 ? 20 : d), SERSOL_PRINT_MAX_DIGITS);
    arb_init(x);
    arb_set_fmpq(x, t, cli_digits_to_prec(d) + 64);
    s = sersol_arb_get_str(x, d);
    /* 1.500e+0 -> 1.5e+0, 1.000e+1 -> 1e+1: exact times need no padding */
    e = strchr(s, 'e');
    if (e != NULL && strchr(s, '.') != NULL)
    {
        p = e;
        while (p[-1] == '0')
            p--;
        if (p[-1] == '.')
            p--;
        memmove(p, e, strlen(e) + 1);
    }
    cli_table_num(T, s);
    flint_free(s);
    arb_clear(x);
}

void cli_ode_value_cell(cli_table * T, const arb_t y, slong digits)
{
    if (!arb_is_finite(y))
        cli_table_num(T, "nan");
    else
        cli_table_arb_digits(T, y, FLINT_MAX(1, digits));
}

/* The state at T0 through ode_solve_verified with the command's step limit
 * (--max-steps) and the policy's attempts on the bar while it runs. */
typedef struct
{
    slong max_steps;
    cli_progress * bar;
}
ode_state_data;

static int ode_state_limited(ode_verified_result * R, ode_problem_struct * Q,
                             const ode_verified_opts * vo, void * data)
{
    const ode_state_data * d = data;
    ode_verified_opts o = *vo;
    int st;
    o.max_steps = d->max_steps;
    o.attempt_report = cli_progress_attempt;
    o.attempt_data = d->bar;
    d->bar->label[0] = '\0';
    st = ode_solve_verified(R, Q, &o);
    d->bar->label[0] = '\0';       /* (the expansions are no attempt of it) */
    return st;
}

int cli_series_coefficients(arb_ptr res, slong * digits, ode_problem_struct * Q,
                            const cli_options * o, sersol_problem * P, slong max_steps,
                            char * message, slong message_len, cli_progress * bar)
{
    const char * T0 = o->num_at > 0 ? o->at_str[0] : "0";
    if (P->kind == PROBLEM_OSCILLATOR && o->method == NULL && o->num_at > 0 && fmpq_sgn(o->at) > 0)
    {   /* the state at T0 by the phi-method of solve (the bar stays in its
         * first phase meanwhile: that run is short) */
        cli_ode_extra x;
        cli_osc_state d;
        memset(&x, 0, sizeof(x));
        x.max_steps = max_steps;
        d.o = o;
        d.x = &x;
        d.P = P;
        return ode_series_verified_state(res, digits, Q, T0, o->order, o->digits, message,
                                         message_len, cli_progress_update, bar,
                                         cli_oscillator_state, &d);
    }
    {
        ode_state_data d;
        d.max_steps = max_steps;
        d.bar = bar;
        return ode_series_verified_state(res, digits, Q, T0, o->order, o->digits, message,
                                         message_len, cli_progress_update, bar,
                                         ode_state_limited, &d);
    }
}

int cli_some_time_negative(const cli_options * o)
{
    slong i;
    for (i = 0; i < o->num_at; i++)
        if (fmpq_sgn(o->at + i) < 0)
            return 1;
    return 0;
}

int cli_some_time_nonzero(const cli_options * o)
{
    slong i;
    for (i = 0; i < o->num_at; i++)
        if (fmpq_sgn(o->at + i) != 0)
            return 1;
    return 0;
}

int cli_rows_reach(const ode_verified_result * R, slong D)
{
    slong i;
    if (R->y == NULL)
        return 0;
    for (i = 0; i < R->num_times; i++)
        if (R->row_digits[i] < D)
            return 0;
    return 1;
}
