/* Every example parses; parse -> print -> parse gives the same problem (the
 * same printed text and structurally equal expressions); facts of a few
 * examples checked against PROBLEMS.md. */
#include "common.h"

static void same_vector(const char * file, const char * what, const sersol_problem * A,
                        const expr_ptr * a, const sersol_problem * B, const expr_ptr * b, slong n)
{
    slong i;

    if ((a == NULL) != (b == NULL))
        test_fail("%s: %s present in one problem only\n", file, what);
    for (i = 0; a != NULL && i < n; i++)
        if (!same_expr(A->ctx, a[i], B->ctx, b[i]))
            test_fail("%s: %s[%ld] differs after the round trip\n", file, what, (long) i);
}

static void compare_problems(const char * file, const sersol_problem * A, const sersol_problem * B)
{
    slong i;

    if (A->kind != B->kind || A->n != B->n || A->r != B->r || A->num_exact != B->num_exact
        || A->num_consts != B->num_consts || strcmp(A->title, B->title) != 0)
        test_fail("%s: the round trip changed the problem's shape\n", file);
    if (A->kind == PROBLEM_ODE)
    {
        for (i = 0; i < A->n; i++)
            if (A->order[i] != B->order[i] || strcmp(A->names[i], B->names[i]) != 0)
                test_fail("%s: unknown %ld differs\n", file, (long) i);
        same_vector(file, "rhs", A, A->rhs, B, B->rhs, A->n);
        same_vector(file, "init", A, A->init, B, B->init, A->n);
    }
    else if (A->kind == PROBLEM_OSCILLATOR)
    {
        same_vector(file, "alpha", A, &A->alpha, B, &B->alpha, 1);
        same_vector(file, "epsilon", A, &A->epsilon, B, &B->epsilon, 1);
        same_vector(file, "perturbation", A, &A->perturbation, B, &B->perturbation, 1);
        same_vector(file, "beta", A, &A->beta, B, &B->beta, 1);
        same_vector(file, "init x", A, &A->init_x, B, &B->init_x, 1);
        same_vector(file, "init xp", A, &A->init_xp, B, &B->init_xp, 1);
    }
    else
    {
        same_vector(file, "mass", A, A->mass, B, B->mass, A->n * A->n);
        same_vector(file, "force", A, A->force, B, B->force, A->n);
        same_vector(file, "constraint", A, A->constraint, B, B->constraint, A->r);
        same_vector(file, "vc_A", A, A->vc_A, B, B->vc_A, A->r * A->n);
        same_vector(file, "vc_b", A, A->vc_b, B, B->vc_b, A->r);
        same_vector(file, "init u", A, A->init_u, B, B->init_u, A->n);
        same_vector(file, "init v", A, A->init_v, B, B->init_v, A->n);
    }
    for (i = 0; i < A->num_exact; i++)
        if (strcmp(A->exact[i].name, B->exact[i].name) != 0
            || !same_expr(A->ctx, A->exact[i].value, B->ctx, B->exact[i].value))
            test_fail("%s: exact line %ld differs\n", file, (long) i);
}

static sersol_problem * load(const char * path)
{
    sersol_problem * P;

    if (sersol_problem_parse_file(&P, path, stdout) != SERSOL_OK)
        test_fail("%s does not parse\n", path);
    return P;
}

/* Facts from PROBLEMS.md, as a check that the parser reads what it should. */
static void check_facts(void)
{
    sersol_problem * P;
    arb_t x;
    arb_ptr vals;
    slong prec = 200;

    arb_init(x);
    P = load(TOP_SRCDIR "/examples/robot_index2.ser");
    vals = _arb_vec_init(expr_ctx_num_vars(P->ctx));
    if (P->kind != PROBLEM_GGL || P->n != 2 || P->r != 1 || P->mass[1] != P->mass[2]
        || sersol_problem_find_exact(P, "mu1") == NULL)
        test_fail("robot_index2: shape\n");
    /* M(u0) = [8, 5/2; 5/2, 1] */
    expr_eval_arb(x, P->mass[0], vals, prec);
    if (!arb_equal_si(x, 8))
        test_fail("robot_index2: M11(0) != 8\n");
    expr_eval_arb(x, P->mass[1], vals, prec);
    arb_mul_si(x, x, 2, prec);
    if (!arb_equal_si(x, 5))
        test_fail("robot_index2: M12(0) != 5/2\n");
    /* v(0) = (1, -2) */
    expr_eval_arb(x, P->init_v[1], vals, prec);
    if (!arb_equal_si(x, -2))
        test_fail("robot_index2: v2(0) != -2\n");
    _arb_vec_clear(vals, expr_ctx_num_vars(P->ctx));
    sersol_problem_free(P);

    /* maple_xy: the exact line x(0.4) = 2.6911846499155574031 */
    P = load(TOP_SRCDIR "/examples/maple_xy.ser");
    vals = _arb_vec_init(expr_ctx_num_vars(P->ctx));
    arb_set_ui(vals + P->t_var, 2);
    arb_div_ui(vals + P->t_var, vals + P->t_var, 5, prec);
    expr_eval_arb(x, sersol_problem_find_exact(P, "x")->value, vals, prec);
    {
        arb_t ref;
        arb_init(ref);
        arb_set_str(ref, "2.6911846499155574031 +/- 1e-19", prec);
        if (!arb_overlaps(x, ref))
            test_fail("maple_xy: exact x(0.4) != 2.6911846499155574031\n");
        arb_clear(ref);
    }
    _arb_vec_clear(vals, expr_ctx_num_vars(P->ctx));
    sersol_problem_free(P);

    /* pendulum: one second-order unknown, theta' is a variable */
    P = load(TOP_SRCDIR "/examples/pendulum.ser");
    if (P->kind != PROBLEM_ODE || P->n != 1 || P->order[0] != 2 || P->dvars[0] < 0
        || strcmp(expr_ctx_var_name(P->ctx, P->dvars[0]), "theta'") != 0)
        test_fail("pendulum: shape\n");
    sersol_problem_free(P);
    arb_clear(x);
}

static void check_contains_zero(const char * file, const char * what, slong i, const arb_t x)
{
    if (!arb_contains_zero(x) || mag_cmp_2exp_si(arb_radref(x), -100) > 0)
        test_fail("%s: %s[%ld] = %s is not 0: inconsistent data\n", file, what, (long) i,
                  arb_get_str(x, 20, 0));
}

/* The initial data of every example are consistent: the constraints and
 * their velocity form vanish at t = 0, and every exact line agrees with the
 * initial value it names. */
static void check_consistency(const char * file, const sersol_problem * P)
{
    slong nv = expr_ctx_num_vars(P->ctx), prec = 300, i, j;
    arb_ptr vals = _arb_vec_init(nv);
    arb_t x, y;

    arb_init(x);
    arb_init(y);
    if (P->kind != PROBLEM_ODE && P->kind != PROBLEM_OSCILLATOR)
    {
        for (i = 0; i < P->n; i++)
        {
            expr_eval_arb(vals + P->pos_vars[i], P->init_u[i], vals, prec);
            expr_eval_arb(vals + P->vel_vars[i], P->init_v[i], vals, prec);
        }
        for (i = 0; i < P->r; i++)
        {
            if (P->constraint != NULL)
            {
                /* g(0, u0) = 0 and G(u0) v0 + g_t = 0 */
                expr_eval_arb(x, P->constraint[i], vals, prec);
                check_contains_zero(file, "g(0, u0)", i, x);
                expr_eval_arb(x, expr_diff(P->ctx, P->constraint[i], P->t_var), vals, prec);
                for (j = 0; j < P->n; j++)
                {
                    expr_eval_arb(y, expr_diff(P->ctx, P->constraint[i], P->pos_vars[j]), vals, prec);
                    arb_addmul(x, y, vals + P->vel_vars[j], prec);
                }
                check_contains_zero(file, "G v0 + g_t", i, x);
            }
            else
            {
                /* A v0 + b = 0 */
                expr_eval_arb(x, P->vc_b[i], vals, prec);
                for (j = 0; j < P->n; j++)
                {
                    expr_eval_arb(y, P->vc_A[i * P->n + j], vals, prec);
                    arb_addmul(x, y, vals + P->vel_vars[j], prec);
                }
                check_contains_zero(file, "A v0 + b", i, x);
            }
        }
        for (i = 0; i < P->num_exact; i++)
            for (j = 0; j < P->n; j++)
            {
                int pos = strcmp(P->exact[i].name, P->pos_names[j]) == 0;
                if (pos || strcmp(P->exact[i].name, P->vel_names[j]) == 0)
                {
                    expr_eval_arb(x, P->exact[i].value, vals, prec);
                    arb_sub(x, x, vals + (pos ? P->pos_vars[j] : P->vel_vars[j]), prec);
                    check_contains_zero(file, "exact - init", j, x);
                }
            }
    }
    else if (P->kind == PROBLEM_ODE)
    {
        for (i = 0; i < P->num_exact; i++)
            for (j = 0; j < P->n; j++)
                if (strcmp(P->exact[i].name, P->names[j]) == 0)
                {
                    expr_eval_arb(x, P->exact[i].value, vals, prec);
                    expr_eval_arb(y, P->init[j], vals, prec);
                    arb_sub(x, x, y, prec);
                    check_contains_zero(file, "exact - init", j, x);
                }
    }
    else
    {
        for (i = 0; i < P->num_exact; i++)
        {
            expr_eval_arb(x, P->exact[i].value, vals, prec);
            expr_eval_arb(y, strcmp(P->exact[i].name, "x") == 0 ? P->init_x : P->init_xp, vals, prec);
            arb_sub(x, x, y, prec);
            check_contains_zero(file, "exact - init", i, x);
        }
    }
    _arb_vec_clear(vals, nv);
    arb_clear(x);
    arb_clear(y);
}

/* d/dt of a node, evaluated. */
static void eval_dt(arb_t res, const sersol_problem * P, expr_ptr e, arb_srcptr vals, slong prec)
{
    expr_eval_arb(res, expr_diff(P->ctx, e, P->t_var), vals, prec);
}

static expr_ptr exact_of(const sersol_problem * P, const char * name)
{
    const sersol_exact * e = sersol_problem_find_exact(P, name);
    return e == NULL ? NULL : e->value;
}

/* The exact lines solve the equations: residuals at t = 3/10 and 9/20. */
static void check_exact_solution(const char * file, const sersol_problem * P)
{
    slong nv = expr_ctx_num_vars(P->ctx), prec = 300, i, j, k, n = P->n;
    arb_ptr vals = _arb_vec_init(nv), R = _arb_vec_init(n + 1);
    arb_t x, y;
    int ti;

    arb_init(x);
    arb_init(y);
    for (ti = 0; ti < 2; ti++)
    {
        arb_set_ui(vals + P->t_var, ti == 0 ? 3 : 9);
        arb_div_ui(vals + P->t_var, vals + P->t_var, ti == 0 ? 10 : 20, prec);
        if (P->kind == PROBLEM_ODE)
        {
            for (i = 0; i < n; i++)
                if (exact_of(P, P->names[i]) == NULL)
                    goto done;
            for (i = 0; i < n; i++)
            {
                expr_eval_arb(vals + P->vars[i], exact_of(P, P->names[i]), vals, prec);
                if (P->order[i] == 2)
                    eval_dt(vals + P->dvars[i], P, exact_of(P, P->names[i]), vals, prec);
            }
            for (i = 0; i < n; i++)
            {
                /* y^(order) - rhs */
                expr_ptr e = exact_of(P, P->names[i]);
                expr_ptr d = expr_diff(P->ctx, e, P->t_var);
                if (P->order[i] == 2)
                    d = expr_diff(P->ctx, d, P->t_var);
                expr_eval_arb(x, d, vals, prec);
                expr_eval_arb(y, P->rhs[i], vals, prec);
                arb_sub(x, x, y, prec);
                check_contains_zero(file, "exact: y' - rhs", i, x);
            }
        }
        else if (P->kind == PROBLEM_OSCILLATOR)
        {
            expr_ptr e = exact_of(P, "x");
            if (e == NULL)
                goto done;
            expr_eval_arb(vals + P->x_var, e, vals, prec);
            eval_dt(vals + P->xp_var, P, e, vals, prec);
            if (exact_of(P, "xp") != NULL)
            {
                expr_eval_arb(x, exact_of(P, "xp"), vals, prec);
                arb_sub(x, x, vals + P->xp_var, prec);
                check_contains_zero(file, "exact: xp - x'", 0, x);
            }
            /* x'' + alpha^2 x - epsilon f */
            expr_eval_arb(x, expr_diff(P->ctx, expr_diff(P->ctx, e, P->t_var), P->t_var), vals, prec);
            expr_eval_arb(y, P->alpha, vals, prec);
            arb_sqr(y, y, prec);
            arb_addmul(x, y, vals + P->x_var, prec);
            expr_eval_arb(y, P->perturbation, vals, prec);
            expr_eval_arb(R, P->epsilon, vals, prec);
            arb_submul(x, y, R, prec);
            check_contains_zero(file, "exact: x'' + alpha^2 x - eps f", 0, x);
        }
        else
        {
            /* u, v = u' (or the exact v), v' */
            arb_ptr dv = _arb_vec_init(n), du = _arb_vec_init(n);
            for (i = 0; i < n; i++)
                if (exact_of(P, P->pos_names[i]) == NULL)
                {
                    _arb_vec_clear(dv, n);
                    _arb_vec_clear(du, n);
                    goto done;
                }
            for (i = 0; i < n; i++)
            {
                expr_ptr u = exact_of(P, P->pos_names[i]), v = exact_of(P, P->vel_names[i]);
                expr_eval_arb(vals + P->pos_vars[i], u, vals, prec);
                eval_dt(du + i, P, u, vals, prec);
                if (v == NULL)
                    v = expr_diff(P->ctx, u, P->t_var);
                expr_eval_arb(vals + P->vel_vars[i], v, vals, prec);
                eval_dt(dv + i, P, v, vals, prec);
            }
            /* R = M v' - f */
            for (i = 0; i < n; i++)
            {
                expr_eval_arb(R + i, P->force[i], vals, prec);
                arb_neg(R + i, R + i);
                for (j = 0; j < n; j++)
                {
                    expr_eval_arb(x, P->mass[i * n + j], vals, prec);
                    arb_addmul(R + i, x, dv + j, prec);
                }
            }
            for (k = 0; k < P->r; k++)
            {
                char name[32];
                expr_ptr lam, mu;
                /* constraint row k: G_kj, and the constraint itself */
                arb_ptr G = _arb_vec_init(n);
                for (j = 0; j < n; j++)
                    expr_eval_arb(G + j, P->constraint != NULL
                                  ? expr_diff(P->ctx, P->constraint[k], P->pos_vars[j])
                                  : P->vc_A[k * n + j], vals, prec);
                if (P->constraint != NULL)
                    expr_eval_arb(x, P->constraint[k], vals, prec);
                else
                {
                    expr_eval_arb(x, P->vc_b[k], vals, prec);
                    for (j = 0; j < n; j++)
                        arb_addmul(x, G + j, du + j, prec);
                }
                check_contains_zero(file, "exact: constraint", k, x);
                snprintf(name, sizeof(name), "lambda%ld", (long) (k + 1));
                lam = exact_of(P, name);
                snprintf(name, sizeof(name), "mu%ld", (long) (k + 1));
                mu = exact_of(P, name);
                if (lam != NULL)
                {
                    expr_eval_arb(x, lam, vals, prec);
                    for (j = 0; j < n; j++)
                        arb_addmul(R + j, G + j, x, prec);
                }
                else if (P->r == 1 && n == 2)
                {
                    /* M v' - f parallel to G^T */
                    arb_mul(x, R + 0, G + 1, prec);
                    arb_submul(x, R + 1, G + 0, prec);
                    check_contains_zero(file, "exact: (M v' - f) x G", 0, x);
                    arb_zero(R + 0);
                    arb_zero(R + 1);
                }
                if (mu != NULL)
                {
                    /* u' = v - G^T mu */
                    expr_eval_arb(x, mu, vals, prec);
                    for (j = 0; j < n; j++)
                    {
                        arb_sub(y, du + j, vals + P->vel_vars[j], prec);
                        arb_addmul(y, G + j, x, prec);
                        check_contains_zero(file, "exact: u' - v + G^T mu", j, y);
                    }
                }
                _arb_vec_clear(G, n);
            }
            if (P->r == 0 || exact_of(P, "lambda1") != NULL || (P->r == 1 && n == 2))
                for (i = 0; i < n; i++)
                    check_contains_zero(file, "exact: M v' - f + G^T lambda", i, R + i);
            _arb_vec_clear(dv, n);
            _arb_vec_clear(du, n);
        }
    }
done:
    _arb_vec_clear(vals, nv);
    _arb_vec_clear(R, n + 1);
    arb_clear(x);
    arb_clear(y);
}

/* The text t as a Windows editor may save it: a UTF-8 byte-order mark and
 * CRLF line ends (flint_malloc'ed). */
static char * windows_text(const char * t)
{
    char * w = flint_malloc(3 + 2 * strlen(t) + 1), * q = w;
    *q++ = (char) 0xef;
    *q++ = (char) 0xbb;
    *q++ = (char) 0xbf;
    for (; *t != '\0'; t++)
    {
        if (*t == '\n')
            *q++ = '\r';
        *q++ = *t;
    }
    *q = '\0';
    return w;
}

/* A byte-order mark is skipped (it was "1:1: unexpected character byte
 * 0xef"), and columns of line 1 count from after it; a lone 0xef is still
 * refused. */
static void check_bom(const char * file, const sersol_problem * A, const char * ta)
{
    sersol_problem * B;
    char * w = windows_text(ta), * tb;
    FILE * sink = tmpfile();

    if (sersol_problem_parse_string(&B, w, file, stdout) != SERSOL_OK)
        test_fail("%s: with a byte-order mark and CRLF the problem does not parse\n", file);
    tb = sersol_problem_to_str(B);
    if (strcmp(ta, tb) != 0)
        test_fail("%s: with a byte-order mark and CRLF: another problem:\n%s", file, tb);
    compare_problems(file, A, B);
    flint_free(tb);
    sersol_problem_free(B);
    flint_free(w);
    if (sersol_problem_parse_string(&B, "\xef\xbb\xbfproblem odd\n", "bom", sink)
            != SERSOL_EINPUT
        || sersol_problem_parse_string(&B, "\xefproblem ode\n", "bom", sink) != SERSOL_EINPUT)
        test_fail("a byte-order mark before a bad kind, or a lone 0xef, accepted\n");
    if (sink != NULL)
    {
        char line[200] = "";
        rewind(sink);
        if (fgets(line, sizeof(line), sink) == NULL
            || strncmp(line, "bom:1:9: unknown problem kind 'odd'", 35) != 0)
            test_fail("after a byte-order mark: column %s\n", line);
        fclose(sink);
    }
}

/* Constants built on each other share nodes: const c_i = c_{i-1}*c_{i-1}
 * is one node per line, and its printed text names them (with 40 lines it
 * held 2^39 copies of sin(1): the problem key of every solve run printed
 * it, and sersol solve grew past 1 GB without an answer; 16 lines here, so
 * that the old printer fails by size, not by memory).  The text is short, parses
 * to the same problem and prints the same again; a constant declared with
 * the value of an earlier one prints as that name. */
static void check_shared_constants(void)
{
    char text[4096], * ta, * tb;
    size_t w;
    slong i;
    sersol_problem * A, * B;

    w = (size_t) snprintf(text, sizeof(text), "problem ode\nconst c0 = sin(1)\n");
    for (i = 1; i < 16; i++)
        w += (size_t) snprintf(text + w, sizeof(text) - w, "const c%ld = c%ld*c%ld\n", (long) i,
                               (long) i - 1, (long) i - 1);
    snprintf(text + w, sizeof(text) - w, "const d = c15\nconst e = 2*pi\nunknown x\n"
             "x' = -c15*x + sin(1) + d + c3^2 + e\ninit x = c2\nexact x = t*c1\n");
    if (sersol_problem_parse_string(&A, text, "shared", stdout) != SERSOL_OK)
        test_fail("shared constants: does not parse\n");
    ta = sersol_problem_to_str(A);
    if (strlen(ta) > 2 * strlen(text))
        test_fail("shared constants: %ld characters printed for %ld\n", (long) strlen(ta),
                  (long) strlen(text));
    if (strstr(ta, "const c2 = c1*c1\n") == NULL || strstr(ta, "const d = c15\n") == NULL
        || strstr(ta, "init x = c2\n") == NULL || strstr(ta, "x' = e + (c15 + (c0 + x*(-c15)) + c3^2)\n") == NULL)
        test_fail("shared constants: printed as\n%s", ta);
    if (sersol_problem_parse_string(&B, ta, "shared", stdout) != SERSOL_OK)
        test_fail("shared constants: the printed problem does not parse:\n%s", ta);
    tb = sersol_problem_to_str(B);
    if (strcmp(ta, tb) != 0)
        test_fail("shared constants: printing is not stable:\n%s\n---\n%s", ta, tb);
    compare_problems("shared", A, B);
    flint_free(ta);
    flint_free(tb);
    sersol_problem_free(A);
    sersol_problem_free(B);
}

int main(void)
{
    char ** files;
    slong n, i;

    test_start("parse: examples and round trips");
    n = list_ser_files(&files, TOP_SRCDIR "/examples");
    if (n < 15)
        test_fail("only %ld examples found in %s/examples\n", (long) n, TOP_SRCDIR);
    for (i = 0; i < n; i++)
    {
        sersol_problem * A = load(files[i]), * B;
        char * ta = sersol_problem_to_str(A), * tb;

        if (sersol_problem_parse_string(&B, ta, files[i], stdout) != SERSOL_OK)
            test_fail("%s: the printed problem does not parse:\n%s", files[i], ta);
        tb = sersol_problem_to_str(B);
        if (strcmp(ta, tb) != 0)
            test_fail("%s: printing is not stable:\n%s\n---\n%s", files[i], ta, tb);
        compare_problems(files[i], A, B);
        check_bom(files[i], A, ta);
        check_consistency(files[i], A);
        check_exact_solution(files[i], A);
        flint_free(ta);
        flint_free(tb);
        sersol_problem_free(A);
        sersol_problem_free(B);
    }
    free_names(files, n);
    check_facts();
    check_shared_constants();
    return test_end();
}
