/* sersol parse — meaning phase: names, expressions, dimensions, kinds
 * (DESIGN.md §4), and the public entry points. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* What a name stands for. */
typedef enum
{
    NAME_T, NAME_CONST, NAME_UNKNOWN, NAME_DERIV, NAME_POS, NAME_VEL, NAME_X, NAME_XP
}
name_class;

/* Which classes an expression may use. */
#define ALLOW_T     1
#define ALLOW_STATE 2       /* ode unknowns, positions, oscillator x */
#define ALLOW_DERIV 4       /* ode y' of second-order unknowns, oscillator xp */
#define ALLOW_VEL   8       /* velocities */

typedef struct
{
    char * name;
    name_class cls;
    expr_ptr value;         /* the variable node, or the constant's value */
    slong index;            /* unknown / position number */
}
name_entry;

typedef struct
{
    parser p;
    sersol_problem * P;
    name_entry * names;
    slong num_names, alloc_names;
    slong * eq_order;       /* ode: order of each pending equation, by unknown */
    const stmt * velocity_stmt;
    const stmt * problem_stmt;
}
builder;

static const char * kind_names[] = { "ode", "ggl", "el3", "nonholonomic", "oscillator" };

const char * sersol_problem_kind_name(sersol_problem_kind kind)
{
    return (kind >= PROBLEM_ODE && kind <= PROBLEM_OSCILLATOR) ? kind_names[kind] : "?";
}

/* ---- problem storage ------------------------------------------------- */

static char * xstrdup(const char * s)
{
    size_t n = strlen(s);
    char * r = flint_malloc(n + 1);

    memcpy(r, s, n + 1);
    return r;
}

void sersol_problem_free(sersol_problem * P)
{
    slong i;

    if (P == NULL)
        return;
    for (i = 0; i < P->num_consts; i++)
        flint_free(P->consts[i].name);
    for (i = 0; i < P->num_exact; i++)
        flint_free(P->exact[i].name);
    if (P->names != NULL)
        for (i = 0; i < P->n; i++)
            flint_free(P->names[i]);
    if (P->pos_names != NULL)
        for (i = 0; i < P->n; i++)
        {
            flint_free(P->pos_names[i]);
            flint_free(P->vel_names[i]);
        }
    flint_free(P->consts);
    flint_free(P->exact);
    flint_free(P->names);
    flint_free(P->vars);
    flint_free(P->order);
    flint_free(P->dvars);
    flint_free(P->rhs);
    flint_free(P->init);
    flint_free(P->init_deriv);
    flint_free(P->rhs_line);
    flint_free(P->init_line);
    flint_free(P->init_deriv_line);
    flint_free(P->pos_names);
    flint_free(P->pos_vars);
    flint_free(P->vel_names);
    flint_free(P->vel_vars);
    flint_free(P->mass);
    flint_free(P->force);
    flint_free(P->constraint);
    flint_free(P->vc_A);
    flint_free(P->vc_b);
    flint_free(P->init_u);
    flint_free(P->init_v);
    flint_free(P->file);
    flint_free(P->title);
    if (P->ctx != NULL)
        expr_ctx_free(P->ctx);
    flint_free(P);
}

const sersol_exact * sersol_problem_find_exact(const sersol_problem * P, const char * name)
{
    slong i;

    for (i = 0; i < P->num_exact; i++)
        if (strcmp(P->exact[i].name, name) == 0)
            return P->exact + i;
    return NULL;
}

/* ---- names ----------------------------------------------------------- */

static name_entry * find_name(builder * B, const char * name)
{
    slong i;

    for (i = 0; i < B->num_names; i++)
        if (strcmp(B->names[i].name, name) == 0)
            return B->names + i;
    return NULL;
}

/* 1 when name is "prefix" followed by a positive decimal integer. */
static int numbered(const char * name, const char * prefix)
{
    size_t len = strlen(prefix);
    const char * q = name + len;

    if (strncmp(name, prefix, len) != 0 || *q < '1' || *q > '9')
        return 0;
    while (*q >= '0' && *q <= '9')
        q++;
    return *q == '\0';
}

/* The output column a variable named name would duplicate (DESIGN.md §5),
 * or NULL: the digits column of solve, the order column k of series, and
 * for the multibody kinds the multipliers lambda<i>, mu<i> and the
 * --residuals columns res_g, res_gv.  Such a name gave two columns (two
 * keys of a JSON object) of that name, and verify compared an exact line
 * with both. */
static const char * column_clash(const sersol_problem * P, const char * name)
{
    int multibody = (P->kind == PROBLEM_GGL || P->kind == PROBLEM_EL3
                     || P->kind == PROBLEM_NONHOLONOMIC);

    if (strcmp(name, "digits") == 0)
        return "the digits column of solve";
    if (strcmp(name, "k") == 0)
        return "the order column of series";
    if (multibody && (numbered(name, "lambda") || numbered(name, "mu")))
        return "the name of a multiplier";
    if (multibody && (strcmp(name, "res_g") == 0 || strcmp(name, "res_gv") == 0))
        return "a column of solve --residuals";
    return NULL;
}

/* Declares a name; a variable of the context unless cls is NAME_CONST. */
static name_entry * declare(builder * B, const char * name, name_class cls, expr_ptr value,
                            slong index, slong line, slong col)
{
    name_entry * e;
    const char * clash;

    if (parse_name_is_reserved(name))
        parser_error(&B->p, line, col, "'%s' is reserved", name);
    if (cls != NAME_CONST && (clash = column_clash(B->P, name)) != NULL)
        parser_error(&B->p, line, col, "'%s' is reserved (%s)", name, clash);
    if (find_name(B, name) != NULL)
        parser_error(&B->p, line, col, "redefinition of '%s'", name);
    if (B->num_names == B->alloc_names)
    {
        B->alloc_names = 2 * B->alloc_names + 16;
        B->names = flint_realloc(B->names, B->alloc_names * sizeof(name_entry));
    }
    e = B->names + B->num_names++;
    e->name = parser_strdup(&B->p, name);
    e->cls = cls;
    e->index = index;
    if (cls == NAME_CONST)
        e->value = value;
    else
        e->value = expr_var(B->P->ctx, expr_ctx_add_var(B->P->ctx, name));
    return e;
}

/* ---- expressions ----------------------------------------------------- */

static const char * class_desc(name_class c)
{
    switch (c)
    {
        case NAME_T: return "t";
        case NAME_VEL: return "a velocity";
        case NAME_DERIV: return "a derivative";
        case NAME_XP: return "xp";
        default: return "a variable";
    }
}

static int allowed(name_class c, int allow)
{
    switch (c)
    {
        case NAME_CONST: return 1;
        case NAME_T: return (allow & ALLOW_T) != 0;
        case NAME_UNKNOWN: case NAME_POS: case NAME_X: return (allow & ALLOW_STATE) != 0;
        case NAME_DERIV: case NAME_XP: return (allow & ALLOW_DERIV) != 0;
        case NAME_VEL: return (allow & ALLOW_VEL) != 0;
    }
    return 0;
}

/* A leaf: number or name. */
static expr_ptr build_leaf(builder * B, const ast * e, int allow, const char * what)
{
    expr_ctx_ptr ctx = B->P->ctx;
    parser * p = &B->p;
    name_entry * n;
    expr_ptr a;

    if (e->kind == AST_NUMBER)
    {
        a = expr_const_str(ctx, e->text);
        if (a == NULL)
            parser_error(p, e->line, e->col, "malformed number '%.60s'", e->text);
        return a;
    }
    if (e->kind == AST_MATRIX)
        parser_error(p, e->line, e->col, "a vector or matrix is not allowed here");
    if (strcmp(e->text, "pi") == 0)
        return expr_pi(ctx);
    n = find_name(B, e->text);
    if (n == NULL)
    {
        size_t len = strlen(e->text);
        if (len > 1 && e->text[len - 1] == '\'')
        {
            char * base = parser_strdup(p, e->text);
            name_entry * u;
            base[len - 1] = '\0';
            u = find_name(B, base);
            if (u != NULL && u->cls == NAME_UNKNOWN)
                parser_error(p, e->line, e->col,
                             "'%.60s' is not a variable: %.60s is a first-order unknown",
                             e->text, base);
        }
        parser_error(p, e->line, e->col, "unknown name '%.60s'", e->text);
    }
    if (!allowed(n->cls, allow) && n->cls == NAME_T)
        parser_error(p, e->line, e->col, "%s may not depend on t", what);
    if (!allowed(n->cls, allow))
        parser_error(p, e->line, e->col, "%s may not depend on %s '%.60s'",
                     what, class_desc(n->cls), e->text);
    return n->value;
}

/* An inner node from the nodes of its operands. */
static expr_ptr build_node(builder * B, const ast * e, expr_ptr a, expr_ptr b)
{
    expr_ctx_ptr ctx = B->P->ctx;
    parser * p = &B->p;

    switch (e->kind)
    {
        case AST_CALL:
        {
            int op = expr_fun_from_name(e->text);
            if (op < 0)
                parser_error(p, e->line, e->col, "unknown function '%.60s'", e->text);
            return expr_fun(ctx, (expr_op) op, a);
        }
        case AST_NEG: return expr_neg(ctx, a);
        case AST_ADD: return expr_add(ctx, a, b);
        case AST_SUB: return expr_sub(ctx, a, b);
        case AST_MUL: return expr_mul(ctx, a, b);
        case AST_DIV:
            if (expr_is_zero(b))
                parser_error(p, e->op_line, e->op_col, "division by zero");
            return expr_div(ctx, a, b);
        case AST_POW:
            /* (an exact constant power too large to fold, 3^(10^7), stays a
             * power, evaluated in balls, as expr_pow keeps it for any caller:
             * it was refused here, "exponent too large", so that a printed
             * expression holding one did not parse back) */
            if (expr_is_const(a) && expr_is_const(b) && expr_is_zero(a) && fmpq_sgn(b->q) < 0)
                parser_error(p, e->op_line, e->op_col, "division by zero");
            return expr_pow(ctx, a, b);
        default:
            return NULL;
    }
}

/* The expression of a syntax tree, in post-order with explicit stacks (no
 * recursion: trees may be arbitrarily deep). */
static expr_ptr build(builder * B, const ast * root, int allow, const char * what)
{
    parser * p = &B->p;
    const ast ** pending;
    int * stage;
    expr_ptr * vals;
    slong npending = 0, nvals = 0, alloc = 64;

    pending = parser_alloc(p, alloc * sizeof(ast *));
    stage = parser_alloc(p, alloc * sizeof(int));
    vals = parser_alloc(p, alloc * sizeof(expr_ptr));
    pending[npending] = root;
    stage[npending++] = 0;
    while (npending > 0)
    {
        const ast * e = pending[npending - 1];
        int leaf = e->kind == AST_NUMBER || e->kind == AST_NAME || e->kind == AST_MATRIX;
        int nchildren = leaf ? 0 : (e->kind == AST_CALL || e->kind == AST_NEG) ? 1 : 2;

        if (npending + 1 >= alloc || nvals + 1 >= alloc)
        {
            const ast ** t2 = parser_alloc(p, 2 * alloc * sizeof(ast *));
            int * s2 = parser_alloc(p, 2 * alloc * sizeof(int));
            expr_ptr * v2 = parser_alloc(p, 2 * alloc * sizeof(expr_ptr));
            memcpy(t2, pending, npending * sizeof(ast *));
            memcpy(s2, stage, npending * sizeof(int));
            memcpy(v2, vals, nvals * sizeof(expr_ptr));
            pending = t2;
            stage = s2;
            vals = v2;
            alloc *= 2;
        }
        if (stage[npending - 1] == 0 && e->kind == AST_CALL && expr_fun_from_name(e->text) < 0)
            parser_error(p, e->line, e->col, "unknown function '%.60s'", e->text);
        if (stage[npending - 1] < nchildren)
        {
            const ast * c = stage[npending - 1] == 0 ? e->a : e->b;
            stage[npending - 1]++;
            pending[npending] = c;
            stage[npending++] = 0;
            continue;
        }
        npending--;
        if (leaf)
            vals[nvals++] = build_leaf(B, e, allow, what);
        else if (nchildren == 1)
        {
            vals[nvals - 1] = build_node(B, e, vals[nvals - 1], NULL);
        }
        else
        {
            nvals--;
            vals[nvals - 1] = build_node(B, e, vals[nvals - 1], vals[nvals]);
        }
    }
    return vals[0];
}

static expr_ptr build_scalar(builder * B, const ast * e, int allow, const char * what)
{
    /* (a 1 x 1 matrix [a] was taken for a: docs/parse.md has brackets only
     * where a vector or matrix belongs) */
    if (e->kind == AST_MATRIX)
        parser_error(&B->p, e->line, e->col, "%s must be a single expression, not a %ld x %ld %s",
                     what, (long) e->rows, (long) e->cols, e->rows == 1 ? "vector" : "matrix");
    return build(B, e, allow, what);
}

/* A vector of n entries ([a, b, ...] or a bare expression for n = 1);
 * n < 0: any length, returned in *len. */
static expr_ptr * build_vector(builder * B, const ast * e, slong n, slong * len, int allow,
                               const char * what, const char * per)
{
    slong m, i;
    expr_ptr * v;

    if (e->kind != AST_MATRIX)
        m = 1;
    else if (e->rows != 1)
        parser_error(&B->p, e->line, e->col, "%s must be a vector [a, b, ...], not a %ld x %ld matrix",
                     what, (long) e->rows, (long) e->cols);
    else
        m = e->cols;
    if (n >= 0 && m != n)
        parser_error(&B->p, e->line, e->col, "%s must have %ld %s (%s), got %ld",
                     what, (long) n, n == 1 ? "entry" : "entries", per, (long) m);
    /* owned by the parser until keep(), so that an error does not leak it */
    v = parser_track(&B->p, flint_calloc(m, sizeof(expr_ptr)));
    if (len != NULL)
        *len = m;
    for (i = 0; i < m; i++)
        v[i] = build(B, e->kind == AST_MATRIX ? e->elems[i] : e, allow, what);
    return v;
}

/* Takes a vector out of the parser's ownership (into the problem's). */
static expr_ptr * keep(builder * B, expr_ptr * v)
{
    slong i;

    for (i = B->p.num_allocs - 1; i >= 0; i--)
        if (B->p.allocs[i] == (void *) v)
        {
            B->p.allocs[i] = NULL;
            break;
        }
    return v;
}

/* ---- statements by kind ---------------------------------------------- */

static int kind_is_multibody(sersol_problem_kind k)
{
    return k == PROBLEM_GGL || k == PROBLEM_EL3 || k == PROBLEM_NONHOLONOMIC;
}

static const char * stmt_word(stmt_kind k)
{
    switch (k)
    {
        case ST_PROBLEM: return "problem";
        case ST_TITLE: return "title";
        case ST_CONST: return "const";
        case ST_UNKNOWN: return "unknown";
        case ST_EQUATION: return "an equation";
        case ST_INIT: return "init";
        case ST_POSITION: return "position";
        case ST_VELOCITY: return "velocity";
        case ST_MASS: return "mass";
        case ST_FORCE: return "force";
        case ST_CONSTRAINT: return "constraint";
        case ST_VELOCITY_CONSTRAINT: return "velocity_constraint";
        case ST_ALPHA: return "alpha";
        case ST_EPSILON: return "epsilon";
        case ST_PERTURBATION: return "perturbation";
        case ST_BETA: return "beta";
        case ST_EXACT: return "exact";
    }
    return "?";
}

static int stmt_allowed(stmt_kind s, sersol_problem_kind k)
{
    switch (s)
    {
        case ST_PROBLEM: case ST_TITLE: case ST_CONST: case ST_EXACT: case ST_INIT:
            return 1;
        case ST_UNKNOWN: case ST_EQUATION:
            return k == PROBLEM_ODE;
        case ST_POSITION: case ST_VELOCITY: case ST_MASS: case ST_FORCE:
            return kind_is_multibody(k);
        case ST_CONSTRAINT:
            return k == PROBLEM_GGL || k == PROBLEM_EL3;
        case ST_VELOCITY_CONSTRAINT:
            return k == PROBLEM_NONHOLONOMIC;
        case ST_ALPHA: case ST_EPSILON: case ST_PERTURBATION: case ST_BETA:
            return k == PROBLEM_OSCILLATOR;
    }
    return 0;
}

static void once(builder * B, const stmt * s, slong * line)
{
    if (*line != 0)
        parser_error(&B->p, s->line, s->col, "redefinition of '%s' (first at line %ld)",
                     stmt_word(s->kind), (long) *line);
    *line = s->line;
}

static void need_positions(builder * B, const stmt * s)
{
    if (B->P->pos_names == NULL)
        parser_error(&B->p, s->line, s->col, "'%s' needs the 'position' statement before it",
                     stmt_word(s->kind));
}

static slong find_unknown(builder * B, const char * name)
{
    slong i;

    for (i = 0; i < B->P->n; i++)
        if (strcmp(B->P->names[i], name) == 0)
            return i;
    return -1;
}

/* ode: the orders of all equations, before any statement is processed
 * (a right-hand side may use x' of an unknown whose equation comes later). */
static int equation_order(builder * B, const char * name)
{
    slong i;

    for (i = 0; i < B->p.num_stmts; i++)
        if (B->p.stmts[i].kind == ST_EQUATION && strcmp(B->p.stmts[i].name, name) == 0)
            return B->p.stmts[i].order;
    return 0;
}

static void do_unknown(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    slong i, k, n = P->n + s->num_names;

    P->names = flint_realloc(P->names, n * sizeof(char *));
    P->vars = flint_realloc(P->vars, n * sizeof(slong));
    P->order = flint_realloc(P->order, n * sizeof(int));
    P->dvars = flint_realloc(P->dvars, n * sizeof(slong));
    P->rhs = flint_realloc(P->rhs, n * sizeof(expr_ptr));
    P->init = flint_realloc(P->init, n * sizeof(expr_ptr));
    P->init_deriv = flint_realloc(P->init_deriv, n * sizeof(expr_ptr));
    P->rhs_line = flint_realloc(P->rhs_line, n * sizeof(slong));
    P->init_line = flint_realloc(P->init_line, n * sizeof(slong));
    P->init_deriv_line = flint_realloc(P->init_deriv_line, n * sizeof(slong));
    for (i = 0; i < s->num_names; i++)
    {
        const char * name = s->names[i];
        name_entry * e;
        int order;

        if (strchr(name, '\'') != NULL)
            parser_error(&B->p, s->names_line[i], s->names_col[i],
                         "expected an unknown name, got '%.60s'", name);
        order = equation_order(B, name);
        k = P->n;
        e = declare(B, name, NAME_UNKNOWN, NULL, k, s->names_line[i], s->names_col[i]);
        P->names[k] = xstrdup(name);
        P->vars[k] = e->value->var;
        P->order[k] = order == 2 ? 2 : 1;
        P->dvars[k] = -1;
        P->rhs[k] = NULL;
        P->init[k] = NULL;
        P->init_deriv[k] = NULL;
        P->rhs_line[k] = P->init_line[k] = P->init_deriv_line[k] = 0;
        P->n++;
        if (order == 2)
        {
            char * d = parser_alloc(&B->p, strlen(name) + 2);
            strcpy(d, name);
            strcat(d, "'");
            e = declare(B, d, NAME_DERIV, NULL, k, s->names_line[i], s->names_col[i]);
            P->dvars[k] = e->value->var;
        }
    }
}

static void do_equation(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    slong k = find_unknown(B, s->name);

    if (k < 0)
        parser_error(&B->p, s->name_line, s->name_col, "unknown name '%.60s'", s->name);
    if (s->order > 2)
        parser_error(&B->p, s->name_line, s->name_col,
                     "only first- and second-order equations are allowed");
    if (P->rhs_line[k] != 0)
        parser_error(&B->p, s->line, s->col, "redefinition of the equation for '%s' (first at line %ld)",
                     s->name, (long) P->rhs_line[k]);
    P->rhs[k] = build(B, s->e, ALLOW_T | ALLOW_STATE | ALLOW_DERIV, "a right-hand side");
    P->rhs_line[k] = s->line;
}

static void do_init_ode(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    size_t len = strlen(s->name);
    int deriv = len > 1 && s->name[len - 1] == '\'';
    char * base = parser_strdup(&B->p, s->name);
    slong k;

    if (deriv)
        base[len - 1] = '\0';
    k = find_unknown(B, base);
    if (k < 0 || strchr(base, '\'') != NULL)
        parser_error(&B->p, s->name_line, s->name_col, "unknown name '%.60s'", s->name);
    if (deriv && P->order[k] != 2)
        parser_error(&B->p, s->name_line, s->name_col,
                     "'%.60s' is not a variable: %.60s is a first-order unknown", s->name, base);
    if (deriv)
    {
        if (P->init_deriv_line[k] != 0)
            parser_error(&B->p, s->line, s->col, "redefinition of init %s (first at line %ld)",
                         s->name, (long) P->init_deriv_line[k]);
        P->init_deriv[k] = build_scalar(B, s->e, 0, "an initial value");
        P->init_deriv_line[k] = s->line;
    }
    else
    {
        if (P->init_line[k] != 0)
            parser_error(&B->p, s->line, s->col, "redefinition of init %s (first at line %ld)",
                         s->name, (long) P->init_line[k]);
        P->init[k] = build_scalar(B, s->e, 0, "an initial value");
        P->init_line[k] = s->line;
    }
}

static void do_position(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    const stmt * vs = B->velocity_stmt;
    slong i, n = s->num_names;
    char buf[32];

    once(B, s, &P->position_line);
    if (vs != NULL && vs->num_names != n)
        parser_error(&B->p, vs->line, vs->col, "'velocity' gives %ld names for %ld positions",
                     (long) vs->num_names, (long) n);
    P->pos_names = flint_calloc(n, sizeof(char *));
    P->vel_names = flint_calloc(n, sizeof(char *));
    P->pos_vars = flint_calloc(n, sizeof(slong));
    P->vel_vars = flint_calloc(n, sizeof(slong));
    P->n = n;
    for (i = 0; i < n; i++)
    {
        name_entry * e;
        if (strchr(s->names[i], '\'') != NULL)
            parser_error(&B->p, s->names_line[i], s->names_col[i],
                         "expected a position name, got '%.60s'", s->names[i]);
        e = declare(B, s->names[i], NAME_POS, NULL, i, s->names_line[i], s->names_col[i]);
        P->pos_names[i] = xstrdup(s->names[i]);
        P->pos_vars[i] = e->value->var;
    }
    for (i = 0; i < n; i++)
    {
        name_entry * e;
        const char * name;
        slong line = s->line, col = s->col;
        if (vs != NULL)
        {
            name = vs->names[i];
            line = vs->names_line[i];
            col = vs->names_col[i];
            if (strchr(name, '\'') != NULL)
                parser_error(&B->p, line, col, "expected a velocity name, got '%.60s'", name);
        }
        else
        {
            snprintf(buf, sizeof(buf), "v%ld", (long) (i + 1));
            name = buf;
        }
        e = declare(B, name, NAME_VEL, NULL, i, line, col);
        P->vel_names[i] = xstrdup(name);
        P->vel_vars[i] = e->value->var;
    }
}

static void do_mass(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    const ast * e = s->e;
    slong n = P->n, i, j;

    need_positions(B, s);
    once(B, s, &P->mass_line);
    if (e->kind != AST_MATRIX ? n != 1 : (e->rows != n || e->cols != n))
    {
        slong rows = e->kind == AST_MATRIX ? e->rows : 1, cols = e->kind == AST_MATRIX ? e->cols : 1;
        if (rows != cols)
            parser_error(&B->p, e->line, e->col, "mass matrix is not square (%ld x %ld)",
                         (long) rows, (long) cols);
        parser_error(&B->p, e->line, e->col, "mass matrix must be %ld x %ld (one row per position), got %ld x %ld",
                     (long) n, (long) n, (long) rows, (long) cols);
    }
    P->mass = flint_calloc(n * n, sizeof(expr_ptr));
    for (i = 0; i < n * n; i++)
        P->mass[i] = build(B, e->kind == AST_MATRIX ? e->elems[i] : e, ALLOW_T | ALLOW_STATE, "mass");
    /* symmetry, symbolically: hash-consing makes equal expressions one node */
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (P->mass[i * n + j] != P->mass[j * n + i])
            {
                const ast * x = e->elems[j * n + i];
                parser_error(&B->p, x->line, x->col,
                             "mass matrix is not symmetric: M[%ld][%ld] differs from M[%ld][%ld]",
                             (long) (j + 1), (long) (i + 1), (long) (i + 1), (long) (j + 1));
            }
}

static void do_force(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;

    need_positions(B, s);
    once(B, s, &P->force_line);
    P->force = keep(B, build_vector(B, s->e, P->n, NULL, ALLOW_T | ALLOW_STATE | ALLOW_VEL,
                                    "force", "one per position"));
}

static void check_constraint_count(builder * B, const ast * e, slong r)
{
    if (r > B->P->n)
        parser_error(&B->p, e->line, e->col, "more constraints (%ld) than positions (%ld)",
                     (long) r, (long) B->P->n);
}

static void do_constraint(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    slong r;

    need_positions(B, s);
    once(B, s, &P->constraint_line);
    if (s->e->kind == AST_MATRIX && s->e->rows == 1)
        check_constraint_count(B, s->e, s->e->cols);
    P->constraint = keep(B, build_vector(B, s->e, -1, &r, ALLOW_T | ALLOW_STATE, "constraint", ""));
    P->r = r;
}

static void do_velocity_constraint(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    const ast * A = s->e;
    slong n = P->n, r, cols, i;

    need_positions(B, s);
    once(B, s, &P->constraint_line);
    r = A->kind == AST_MATRIX ? A->rows : 1;
    cols = A->kind == AST_MATRIX ? A->cols : 1;
    if (cols != n)
        parser_error(&B->p, A->line, A->col,
                     "velocity_constraint: A must have %ld columns (one per position), got %ld",
                     (long) n, (long) cols);
    check_constraint_count(B, A, r);
    P->vc_A = flint_calloc(r * n, sizeof(expr_ptr));
    P->r = r;
    for (i = 0; i < r * n; i++)
        P->vc_A[i] = build(B, A->kind == AST_MATRIX ? A->elems[i] : A, ALLOW_T | ALLOW_STATE,
                           "velocity_constraint");
    P->vc_b = keep(B, build_vector(B, s->e2, r, NULL, ALLOW_T | ALLOW_STATE,
                                   "velocity_constraint: b", "one per row of A"));
}

static void do_init_multibody(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    int is_u = strcmp(s->name, "u") == 0;

    if (!is_u && strcmp(s->name, "v") != 0)
        parser_error(&B->p, s->name_line, s->name_col,
                     "expected 'init u = [...]' or 'init v = [...]', got init %.60s", s->name);
    need_positions(B, s);
    once(B, s, is_u ? &P->init_u_line : &P->init_v_line);
    if (is_u)
        P->init_u = keep(B, build_vector(B, s->e, P->n, NULL, 0, "init u", "one per position"));
    else
        P->init_v = keep(B, build_vector(B, s->e, P->n, NULL, 0, "init v", "one per position"));
}

static void do_oscillator(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;

    switch (s->kind)
    {
        case ST_ALPHA:
            once(B, s, &P->alpha_line);
            P->alpha = build(B, s->e, 0, "alpha");
            break;
        case ST_EPSILON:
            once(B, s, &P->epsilon_line);
            P->epsilon = build(B, s->e, 0, "epsilon");
            break;
        case ST_BETA:
            once(B, s, &P->beta_line);
            P->beta = build(B, s->e, 0, "beta");
            break;
        case ST_PERTURBATION:
            once(B, s, &P->perturbation_line);
            P->perturbation = build(B, s->e, ALLOW_T | ALLOW_STATE | ALLOW_DERIV, "perturbation");
            break;
        case ST_INIT:
            if (strcmp(s->name, "x") == 0)
            {
                if (P->init_x_line != 0)
                    parser_error(&B->p, s->line, s->col, "redefinition of init x (first at line %ld)",
                                 (long) P->init_x_line);
                P->init_x = build_scalar(B, s->e, 0, "an initial value");
                P->init_x_line = s->line;
            }
            else if (strcmp(s->name, "xp") == 0)
            {
                if (P->init_xp_line != 0)
                    parser_error(&B->p, s->line, s->col, "redefinition of init xp (first at line %ld)",
                                 (long) P->init_xp_line);
                P->init_xp = build_scalar(B, s->e, 0, "an initial value");
                P->init_xp_line = s->line;
            }
            else
                parser_error(&B->p, s->name_line, s->name_col,
                             "expected 'init x' or 'init xp', got init %.60s", s->name);
            break;
        default:
            break;
    }
}

static void do_exact(builder * B, const stmt * s)
{
    sersol_problem * P = B->P;
    slong k = P->num_exact;

    if (sersol_problem_find_exact(P, s->name) != NULL)
        parser_error(&B->p, s->name_line, s->name_col, "redefinition of exact %.60s", s->name);
    P->exact = flint_realloc(P->exact, (k + 1) * sizeof(sersol_exact));
    P->exact[k].name = xstrdup(s->name);
    P->exact[k].value = NULL;
    P->exact[k].line = s->name_line;
    P->exact[k].col = s->name_col;
    P->num_exact++;
    P->exact[k].value = build_scalar(B, s->e, ALLOW_T, "an exact solution");
}

/* The name of an exact line must name a solution component; checked at the
 * end, when the number of constraints is known. */
static int exact_name_ok(const sersol_problem * P, const char * name)
{
    slong i;
    char * end;
    long j;

    if (P->kind == PROBLEM_ODE)
    {
        for (i = 0; i < P->n; i++)
        {
            size_t len = strlen(P->names[i]);
            if (strcmp(P->names[i], name) == 0)
                return 1;
            if (P->order[i] == 2 && strncmp(P->names[i], name, len) == 0
                && strcmp(name + len, "'") == 0)
                return 1;
        }
        return 0;
    }
    if (P->kind == PROBLEM_OSCILLATOR)
        return strcmp(name, "x") == 0 || strcmp(name, "xp") == 0;
    for (i = 0; i < P->n; i++)
        if (strcmp(P->pos_names[i], name) == 0 || strcmp(P->vel_names[i], name) == 0)
            return 1;
    if (strncmp(name, "lambda", 6) == 0 && name[6] >= '1' && name[6] <= '9')
    {
        j = strtol(name + 6, &end, 10);
        return *end == '\0' && j >= 1 && j <= P->r;
    }
    if (P->kind == PROBLEM_GGL && strncmp(name, "mu", 2) == 0 && name[2] >= '1' && name[2] <= '9')
    {
        j = strtol(name + 2, &end, 10);
        return *end == '\0' && j >= 1 && j <= P->r;
    }
    return 0;
}

/* A constant must have a value: log(0) or asin(2) was reported where a
 * right-hand side used it ("the right-hand side is undefined at the initial
 * point", on that line). */
static void check_constant_value(builder * B, expr_ptr v, const stmt * s)
{
    slong nv = expr_ctx_num_vars(B->P->ctx);
    arb_ptr values = _arb_vec_init(FLINT_MAX(nv, 1));
    arb_t x;
    int status;

    arb_init(x);
    status = expr_eval_arb(x, v, values, 128);
    arb_clear(x);
    _arb_vec_clear(values, FLINT_MAX(nv, 1));
    if (status != SERSOL_OK)
        parser_error(&B->p, s->line, s->col, "the value of constant '%s' is undefined (a "
                     "function outside its domain: log of a value <= 0, sqrt or a "
                     "non-integer power of a negative value, asin or acos beyond [-1, 1], tan "
                     "at a pole)", s->name);
}

static void missing(builder * B, const char * what)
{
    const stmt * s = B->problem_stmt;

    parser_error(&B->p, s->line, s->col, "problem %s: missing '%s'",
                 sersol_problem_kind_name(B->P->kind), what);
}

/* Where an ode unknown was declared. */
static void unknown_position(builder * B, const char * name, slong * line, slong * col)
{
    slong j, m;

    *line = *col = 1;
    for (j = 0; j < B->p.num_stmts; j++)
    {
        const stmt * s = B->p.stmts + j;
        if (s->kind == ST_UNKNOWN)
            for (m = 0; m < s->num_names; m++)
                if (strcmp(s->names[m], name) == 0)
                {
                    *line = s->names_line[m];
                    *col = s->names_col[m];
                    return;
                }
    }
}

static void check_complete(builder * B)
{
    sersol_problem * P = B->P;
    slong i;

    if (P->kind == PROBLEM_ODE)
    {
        if (P->n == 0)
            missing(B, "unknown");
        for (i = 0; i < P->n; i++)
        {
            slong line, col;
            unknown_position(B, P->names[i], &line, &col);
            if (P->rhs_line[i] == 0)
                parser_error(&B->p, line, col, "no equation for unknown '%s'", P->names[i]);
            if (P->init_line[i] == 0)
                parser_error(&B->p, line, col, "missing initial value for %s", P->names[i]);
            if (P->order[i] == 2 && P->init_deriv_line[i] == 0)
                parser_error(&B->p, line, col, "missing initial value for %s'", P->names[i]);
        }
    }
    else if (P->kind == PROBLEM_OSCILLATOR)
    {
        if (P->alpha == NULL) missing(B, "alpha");
        if (P->epsilon == NULL) missing(B, "epsilon");
        if (P->perturbation == NULL) missing(B, "perturbation");
        if (P->init_x == NULL) missing(B, "init x");
        if (P->init_xp == NULL) missing(B, "init xp");
    }
    else
    {
        if (P->pos_names == NULL) missing(B, "position");
        if (P->mass == NULL) missing(B, "mass");
        if (P->force == NULL) missing(B, "force");
        if (P->kind == PROBLEM_NONHOLONOMIC && P->vc_A == NULL) missing(B, "velocity_constraint");
        if (P->kind != PROBLEM_NONHOLONOMIC && P->constraint == NULL) missing(B, "constraint");
        if (P->init_u == NULL) missing(B, "init u");
        if (P->init_v == NULL) missing(B, "init v");
    }
    for (i = 0; i < P->num_exact; i++)
        if (!exact_name_ok(P, P->exact[i].name))
            parser_error(&B->p, P->exact[i].line, P->exact[i].col,
                         "exact: '%.60s' is not a solution component of this problem",
                         P->exact[i].name);
}

static void build_problem(builder * B)
{
    sersol_problem * P = B->P;
    slong i;

    if (B->p.num_stmts == 0)
        parser_error(&B->p, 1, 1, "missing 'problem' statement");
    for (i = 0; i < B->p.num_stmts; i++)
    {
        const stmt * s = B->p.stmts + i;
        if (i == 0 && s->kind != ST_PROBLEM)
            parser_error(&B->p, s->line, s->col, "the first statement must be 'problem <kind>'");
        if (i > 0 && s->kind == ST_PROBLEM)
            parser_error(&B->p, s->line, s->col, "'problem' must be the first statement (and only one)");
        if (s->kind == ST_VELOCITY && B->velocity_stmt == NULL)
            B->velocity_stmt = s;
    }
    B->problem_stmt = B->p.stmts;
    {
        const stmt * s = B->p.stmts;
        int k;
        for (k = 0; k < 5; k++)
            if (strcmp(s->name, kind_names[k]) == 0)
                break;
        if (k == 5)
            parser_error(&B->p, s->name_line, s->name_col,
                         "unknown problem kind '%.60s' (ode, ggl, el3, nonholonomic, oscillator)",
                         s->name);
        P->kind = (sersol_problem_kind) k;
    }
    if (P->kind == PROBLEM_OSCILLATOR)
    {
        P->x_var = declare(B, "x", NAME_X, NULL, 0, 1, 1)->value->var;
        P->xp_var = declare(B, "xp", NAME_XP, NULL, 0, 1, 1)->value->var;
    }

    for (i = 1; i < B->p.num_stmts; i++)
    {
        const stmt * s = B->p.stmts + i;

        if (!stmt_allowed(s->kind, P->kind))
            parser_error(&B->p, s->line, s->col, "'%s' is not allowed in problem %s",
                         stmt_word(s->kind), sersol_problem_kind_name(P->kind));
        switch (s->kind)
        {
            case ST_TITLE:
                once(B, s, &P->title_line);
                flint_free(P->title);
                P->title = xstrdup(s->name);
                break;
            case ST_CONST:
            {
                expr_ptr v;
                slong k = P->num_consts;
                v = build_scalar(B, s->e, 0, "a constant");
                check_constant_value(B, v, s);
                declare(B, s->name, NAME_CONST, v, -1, s->name_line, s->name_col);
                P->consts = flint_realloc(P->consts, (k + 1) * sizeof(sersol_const));
                P->consts[k].name = xstrdup(s->name);
                P->consts[k].value = v;
                P->consts[k].line = s->line;
                P->num_consts++;
                break;
            }
            case ST_UNKNOWN: do_unknown(B, s); break;
            case ST_EQUATION: do_equation(B, s); break;
            case ST_INIT:
                if (P->kind == PROBLEM_ODE)
                    do_init_ode(B, s);
                else if (P->kind == PROBLEM_OSCILLATOR)
                    do_oscillator(B, s);
                else
                    do_init_multibody(B, s);
                break;
            case ST_POSITION: do_position(B, s); break;
            case ST_VELOCITY:
                if (P->pos_names == NULL)
                    parser_error(&B->p, s->line, s->col, "'velocity' must follow 'position'");
                if (s != B->velocity_stmt)
                    parser_error(&B->p, s->line, s->col, "redefinition of 'velocity' (first at line %ld)",
                                 (long) B->velocity_stmt->line);
                P->velocity_line = s->line;
                break;
            case ST_MASS: do_mass(B, s); break;
            case ST_FORCE: do_force(B, s); break;
            case ST_CONSTRAINT: do_constraint(B, s); break;
            case ST_VELOCITY_CONSTRAINT: do_velocity_constraint(B, s); break;
            case ST_ALPHA: case ST_EPSILON: case ST_PERTURBATION: case ST_BETA:
                do_oscillator(B, s);
                break;
            case ST_EXACT: do_exact(B, s); break;
            case ST_PROBLEM: break;
        }
    }
    check_complete(B);
}

/* ---- entry points ---------------------------------------------------- */

static int parse_text(sersol_problem ** Pout, const char * text, size_t len,
                      const char * name, FILE * err)
{
    builder B;
    sersol_problem * P;
    volatile int status = SERSOL_OK;

    /* a UTF-8 byte-order mark (some editors write one) is not part of the
     * text: columns of line 1 count from after it */
    if (len >= 3 && (unsigned char) text[0] == 0xef && (unsigned char) text[1] == 0xbb
        && (unsigned char) text[2] == 0xbf)
    {
        text += 3;
        len -= 3;
    }
    memset(&B, 0, sizeof(B));
    B.p.file = name;
    B.p.src = text;
    B.p.len = len;
    P = flint_calloc(1, sizeof(sersol_problem));
    P->file = xstrdup(name);
    P->title = xstrdup("");
    P->ctx = expr_ctx_new();
    P->t_var = expr_ctx_add_var(P->ctx, "t");
    P->x_var = P->xp_var = -1;
    B.P = P;

    if (setjmp(B.p.fail) == 0)
    {
        name_entry * e;
        if (B.alloc_names == 0)
        {
            B.alloc_names = 16;
            B.names = flint_malloc(B.alloc_names * sizeof(name_entry));
        }
        e = B.names + B.num_names++;
        e->name = (char *) "t";
        e->cls = NAME_T;
        e->value = expr_var(P->ctx, P->t_var);
        e->index = -1;
        parse_statements(&B.p);
        build_problem(&B);
    }
    else
    {
        if (err != NULL)
            fprintf(err, "%s:%ld:%ld: %s\n", name, (long) B.p.err_line, (long) B.p.err_col,
                    B.p.err_msg);
        status = SERSOL_EINPUT;
    }
    parser_clear(&B.p);
    flint_free(B.names);
    if (status != SERSOL_OK)
    {
        sersol_problem_free(P);
        P = NULL;
    }
    *Pout = P;
    return status;
}

int sersol_problem_parse_string(sersol_problem ** P, const char * text,
                                const char * name, FILE * err)
{
    if (text == NULL)       /* (strlen of NULL crashed) */
    {
        *P = NULL;
        if (err != NULL)
            fprintf(err, "%s: no text (NULL)\n", name != NULL ? name : "<string>");
        return SERSOL_EINPUT;
    }
    return parse_text(P, text, strlen(text), name != NULL ? name : "<string>", err);
}

/* A problem file is text of reasonable size: reading stops at the first NUL
 * byte (the parser then reports it where it stands) and after this many
 * bytes, so that /dev/zero or an endless pipe is an error, not a hang that
 * fills the memory. */
#define PARSE_MAX_BYTES (WORD(1) << 28)

int sersol_problem_parse_file(sersol_problem ** P, const char * path, FILE * err)
{
    /* "-": the standard input, named <stdin> in messages */
    int from_stdin = (strcmp(path, "-") == 0);
    FILE * f = from_stdin ? stdin : fopen(path, "rb");
    char * buf = NULL;
    size_t len = 0, alloc = 0, got;
    int status;

    *P = NULL;
    if (from_stdin)
        path = "<stdin>";
    if (f == NULL)
    {
        if (err != NULL)
            fprintf(err, "%s: cannot open: %s\n", path, strerror(errno));
        return SERSOL_EIO;
    }
    do
    {
        if (len + 4096 + 1 > alloc)
        {
            alloc = 2 * alloc + 4096 + 1;
            buf = flint_realloc(buf, alloc);
        }
        got = fread(buf + len, 1, alloc - len - 1, f);
        if (memchr(buf + len, '\0', got) != NULL)
        {
            len += got;
            break;
        }
        len += got;
        if (len > (size_t) PARSE_MAX_BYTES)
        {
            if (err != NULL)
                fprintf(err, "%s: more than %ld MiB: not a problem file (or an endless stream)\n",
                        path, (long) (PARSE_MAX_BYTES >> 20));
            if (!from_stdin)
                fclose(f);
            flint_free(buf);
            return SERSOL_EINPUT;
        }
    }
    while (got > 0);
    if (ferror(f))
    {
        if (err != NULL)
            fprintf(err, "%s: cannot read: %s\n", path, strerror(errno));
        if (!from_stdin)
            fclose(f);
        flint_free(buf);
        return SERSOL_EIO;
    }
    if (!from_stdin)
        fclose(f);
    buf[len] = '\0';
    status = parse_text(P, buf, len, path, err);
    flint_free(buf);
    return status;
}

int sersol_parse_expr(expr_ptr * res, expr_ctx_ptr ctx, const char * text, FILE * err)
{
    builder B;
    sersol_problem P;
    volatile int status = SERSOL_OK;
    slong i, nv = expr_ctx_num_vars(ctx);

    *res = NULL;
    memset(&B, 0, sizeof(B));
    memset(&P, 0, sizeof(P));
    P.ctx = ctx;
    B.P = &P;
    B.p.file = "expression";
    B.p.src = text;
    B.p.len = strlen(text);
    if (setjmp(B.p.fail) == 0)
    {
        ast * e;
        /* every variable of the context is a name */
        B.alloc_names = nv + 1;
        B.names = flint_malloc(B.alloc_names * sizeof(name_entry));
        for (i = 0; i < nv; i++)
        {
            name_entry * n = B.names + B.num_names++;
            n->name = (char *) expr_ctx_var_name(ctx, i);
            n->cls = NAME_UNKNOWN;
            n->value = expr_var(ctx, i);
            n->index = i;
        }
        e = parse_single_expression(&B.p);
        *res = build(&B, e, ALLOW_T | ALLOW_STATE | ALLOW_DERIV | ALLOW_VEL, "an expression");
    }
    else
    {
        if (err != NULL)
            fprintf(err, "expression:%ld:%ld: %s\n", (long) B.p.err_line, (long) B.p.err_col,
                    B.p.err_msg);
        *res = NULL;
        status = SERSOL_EINPUT;
    }
    parser_clear(&B.p);
    flint_free(B.names);
    return status;
}
