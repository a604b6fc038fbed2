/* Printing in the .ser expression syntax (docs/expr.md, "Printing"). */
#include <stdlib.h>
#include <string.h>
#include "expr-impl.h"

typedef struct
{
    char * s;
    size_t len;
    size_t alloc;
}
strbuf;

static void buf_fit(strbuf * b, size_t extra)
{
    if (b->len + extra + 1 > b->alloc)
    {
        b->alloc = FLINT_MAX(2 * b->alloc, b->len + extra + 1);
        b->s = flint_realloc(b->s, b->alloc);
    }
}

static void buf_puts(strbuf * b, const char * t)
{
    size_t n = strlen(t);
    buf_fit(b, n);
    memcpy(b->s + b->len, t, n + 1);
    b->len += n;
}

static void buf_fmpz(strbuf * b, const fmpz_t z)
{
    char * t = fmpz_get_str(NULL, 10, z);
    buf_puts(b, t);
    flint_free(t);
}

/* Wraps the text from position start to the end in parentheses. */
static void buf_parenthesise(strbuf * b, size_t start)
{
    buf_fit(b, 2);
    memmove(b->s + start + 1, b->s + start, b->len - start + 1);
    b->s[start] = '(';
    b->len++;
    buf_puts(b, ")");
}

/* Binding strength of the text of a node, in the grammar of docs/expr.md:
 * 1 sum/difference, 2 product/quotient, 3 unary minus, 4 power, 5 atom. */
enum { PREC_SUM = 1, PREC_PRODUCT = 2, PREC_UNARY = 3, PREC_POWER = 4, PREC_ATOM = 5 };

static int node_prec(expr_ptr e)
{
    switch (e->op)
    {
        case EXPR_ADD: case EXPR_SUB: return PREC_SUM;
        case EXPR_MUL: case EXPR_DIV: return PREC_PRODUCT;
        case EXPR_NEG: return PREC_UNARY;
        case EXPR_POW: return PREC_POWER;
        case EXPR_CONST:
            if (!fmpz_is_one(fmpq_denref(e->q)))
                return PREC_PRODUCT;            /* p/q is a quotient */
            return fmpz_sgn(fmpq_numref(e->q)) < 0 ? PREC_UNARY : PREC_ATOM;
        default: return PREC_ATOM;
    }
}

/* The printer is a loop over an explicit stack of tasks (expressions may be
 * nested 10^6 deep: no recursion).  A task prints a node, writes a literal,
 * or finishes a node started at position start. */
typedef enum { TASK_NODE, TASK_TEXT, TASK_FINISH } task_kind;

typedef struct
{
    task_kind kind;
    expr_ptr e;             /* TASK_NODE */
    int min_prec;           /* TASK_NODE */
    int leading;            /* TASK_NODE, TASK_FINISH */
    int paren;              /* TASK_FINISH */
    size_t start;           /* TASK_FINISH */
    const char * text;      /* TASK_TEXT */
}
task;

typedef struct
{
    task * t;
    slong n;
    slong alloc;
}
task_stack;

static task * push(task_stack * S, task_kind kind)
{
    if (S->n == S->alloc)
    {
        S->alloc = 2 * S->alloc;
        S->t = flint_realloc(S->t, S->alloc * sizeof(task));
    }
    S->t[S->n].kind = kind;
    return S->t + S->n++;
}

static void push_node(task_stack * S, expr_ptr e, int min_prec, int leading)
{
    task * t = push(S, TASK_NODE);
    t->e = e;
    t->min_prec = min_prec;
    t->leading = leading;
}

static void push_text(task_stack * S, const char * text)
{
    push(S, TASK_TEXT)->text = text;
}

static void write_const(strbuf * b, expr_ptr e)
{
    buf_fmpz(b, fmpq_numref(e->q));
    if (!fmpz_is_one(fmpq_denref(e->q)))
    {
        buf_puts(b, "/");
        buf_fmpz(b, fmpq_denref(e->q));
    }
}

/* Nodes written by name (expr_names_new, expr_to_str_names): sorted by id,
 * the first name of each node kept with its position in the caller's list. */
typedef struct
{
    slong id;
    slong index;            /* position in the caller's list */
    const char * name;
}
named_node;

struct expr_names_struct
{
    named_node * v;
    slong n;
};

/* a table and how many of the caller's names count (limit) */
typedef struct
{
    const expr_names_struct * T;
    slong limit;
}
name_table;

static int named_node_cmp(const void * x, const void * y)
{
    const named_node * a = x, * b = y;
    return (a->id > b->id) - (a->id < b->id);
}

/* by id, then by position: the first name of a node comes first */
static int named_node_order(const void * x, const void * y)
{
    const named_node * a = x, * b = y;
    if (a->id != b->id)
        return (a->id > b->id) - (a->id < b->id);
    return (a->index > b->index) - (a->index < b->index);
}

static const char * table_name(const name_table * N, expr_ptr e)
{
    named_node key, * hit;

    if (N == NULL || N->T->n == 0 || e->op == EXPR_CONST || e->op == EXPR_PI || e->op == EXPR_VAR)
        return NULL;
    key.id = e->id;
    hit = bsearch(&key, N->T->v, N->T->n, sizeof(named_node), named_node_cmp);
    return (hit != NULL && hit->index < N->limit) ? hit->name : NULL;
}

/* Starts printing e: a node is parenthesised when it binds less tightly than
 * min_prec, or when it would start with '-' in a position that is not the
 * start of an expression (leading = 0): "a + (-b)*c", "x*(-2)".  Tasks are
 * pushed in reverse order of output. */
static void start_node(strbuf * b, task_stack * S, expr_ctx_ptr ctx, const name_table * N,
                       const task * T)
{
    expr_ptr e = T->e;
    const char * name = table_name(N, e);
    int leading = T->leading, paren = (name == NULL) && node_prec(e) < T->min_prec;
    task * f;

    if (name != NULL)
    {
        buf_puts(b, name);
        return;
    }

    f = push(S, TASK_FINISH);
    f->start = b->len;
    f->paren = paren;
    f->leading = leading;
    if (paren)
    {
        buf_puts(b, "(");
        leading = 1;
    }
    switch (e->op)
    {
        case EXPR_CONST: write_const(b, e); break;
        case EXPR_PI: buf_puts(b, "pi"); break;
        case EXPR_VAR: buf_puts(b, expr_ctx_var_name(ctx, e->var)); break;
        case EXPR_ADD: case EXPR_SUB:
            push_node(S, e->b, PREC_PRODUCT, 0);
            push_text(S, e->op == EXPR_ADD ? " + " : " - ");
            push_node(S, e->a, PREC_SUM, leading);
            break;
        case EXPR_MUL: case EXPR_DIV:
            push_node(S, e->b, PREC_UNARY, 0);
            push_text(S, e->op == EXPR_MUL ? "*" : "/");
            push_node(S, e->a, PREC_PRODUCT, leading);
            break;
        case EXPR_NEG:
            buf_puts(b, "-");
            push_node(S, e->a, PREC_POWER, 0);
            break;
        case EXPR_POW:
            /* right associative: a^b^c = a^(b^c); the base is an atom */
            push_node(S, e->b, PREC_POWER, 0);
            push_text(S, "^");
            push_node(S, e->a, PREC_ATOM, 0);
            break;
        default:
            buf_puts(b, expr_fun_name(e->op));
            buf_puts(b, "(");
            push_text(S, ")");
            push_node(S, e->a, 0, 1);
            break;
    }
}

static void finish_node(strbuf * b, const task * T)
{
    if (T->paren)
        buf_puts(b, ")");
    else if (!T->leading && b->s[T->start] == '-')
        buf_parenthesise(b, T->start);
}

static char * to_str(expr_ctx_ptr ctx, expr_ptr e, const name_table * N)
{
    strbuf b;
    task_stack S;

    b.alloc = 64;
    b.len = 0;
    b.s = flint_malloc(b.alloc);
    b.s[0] = '\0';
    S.n = 0;
    S.alloc = 64;
    S.t = flint_malloc(S.alloc * sizeof(task));
    push_node(&S, e, 0, 1);
    while (S.n > 0)
    {
        task T = S.t[--S.n];
        if (T.kind == TASK_NODE)
            start_node(&b, &S, ctx, N, &T);
        else if (T.kind == TASK_TEXT)
            buf_puts(&b, T.text);
        else
            finish_node(&b, &T);
    }
    flint_free(S.t);
    return b.s;
}

char * expr_to_str(expr_ctx_ptr ctx, expr_ptr e)
{
    return to_str(ctx, e, NULL);
}

expr_names_struct * expr_names_new(const expr_ptr * nodes, const char * const * names, slong n)
{
    expr_names_struct * T = flint_malloc(sizeof(expr_names_struct));
    slong i, j;

    T->v = flint_malloc(FLINT_MAX(n, 1) * sizeof(named_node));
    for (i = 0; i < n; i++)
    {
        T->v[i].id = nodes[i]->id;
        T->v[i].index = i;
        T->v[i].name = names[i];
    }
    qsort(T->v, n, sizeof(named_node), named_node_order);
    for (i = j = 0; i < n; i++)     /* the first name of each node */
        if (j == 0 || T->v[j - 1].id != T->v[i].id)
            T->v[j++] = T->v[i];
    T->n = j;
    return T;
}

void expr_names_free(expr_names_struct * T)
{
    flint_free(T->v);
    flint_free(T);
}

char * expr_to_str_names(expr_ctx_ptr ctx, expr_ptr e, const expr_names_struct * T, slong limit)
{
    name_table N;
    N.T = T;
    N.limit = limit;
    return to_str(ctx, e, &N);
}

void expr_fprint(FILE * f, expr_ctx_ptr ctx, expr_ptr e)
{
    char * s = expr_to_str(ctx, e);
    fputs(s, f);
    flint_free(s);
}
