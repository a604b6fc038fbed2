/* Printing in the .ser expression syntax (docs/expr.md, "Printing"). */
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

/* Writes e; parenthesised when it binds less tightly than min_prec, or when
 * it would start with '-' in a position that is not the start of an
 * expression (leading = 0): "a + (-b*c)", "x*(-2)". */
static void print_node(strbuf * b, expr_ctx_ptr ctx, expr_ptr e, int min_prec, int leading)
{
    size_t start = b->len;
    int paren = node_prec(e) < min_prec;

    if (paren)
    {
        buf_puts(b, "(");
        leading = 1;
    }
    switch (e->op)
    {
        case EXPR_CONST:
            buf_fmpz(b, fmpq_numref(e->q));
            if (!fmpz_is_one(fmpq_denref(e->q)))
            {
                buf_puts(b, "/");
                buf_fmpz(b, fmpq_denref(e->q));
            }
            break;
        case EXPR_PI: buf_puts(b, "pi"); break;
        case EXPR_VAR: buf_puts(b, expr_ctx_var_name(ctx, e->var)); break;
        case EXPR_ADD: case EXPR_SUB:
            print_node(b, ctx, e->a, PREC_SUM, leading);
            buf_puts(b, e->op == EXPR_ADD ? " + " : " - ");
            print_node(b, ctx, e->b, PREC_PRODUCT, 0);
            break;
        case EXPR_MUL: case EXPR_DIV:
            print_node(b, ctx, e->a, PREC_PRODUCT, leading);
            buf_puts(b, e->op == EXPR_MUL ? "*" : "/");
            print_node(b, ctx, e->b, PREC_UNARY, 0);
            break;
        case EXPR_NEG:
            buf_puts(b, "-");
            print_node(b, ctx, e->a, PREC_POWER, 0);
            break;
        case EXPR_POW:
            /* right associative: a^b^c = a^(b^c); the base is an atom */
            print_node(b, ctx, e->a, PREC_ATOM, 0);
            buf_puts(b, "^");
            print_node(b, ctx, e->b, PREC_POWER, 0);
            break;
        default:
            buf_puts(b, expr_fun_name(e->op));
            buf_puts(b, "(");
            print_node(b, ctx, e->a, 0, 1);
            buf_puts(b, ")");
            break;
    }
    if (paren)
        buf_puts(b, ")");
    else if (!leading && b->s[start] == '-')
        buf_parenthesise(b, start);
}

char * expr_to_str(expr_ctx_ptr ctx, expr_ptr e)
{
    strbuf b;

    b.alloc = 64;
    b.len = 0;
    b.s = flint_malloc(b.alloc);
    b.s[0] = '\0';
    print_node(&b, ctx, e, 0, 1);
    return b.s;
}

void expr_fprint(FILE * f, expr_ctx_ptr ctx, expr_ptr e)
{
    char * s = expr_to_str(ctx, e);
    fputs(s, f);
    flint_free(s);
}
