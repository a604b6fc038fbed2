/* sersol parse — syntax phase: tokens and statements (DESIGN.md §4).
 *
 * A statement is one line; inside ( ) and [ ] newlines are blanks, so a
 * matrix may span lines.  `#` starts a comment that runs to the end of the
 * line.  Names may carry trailing primes (x', x''): the lexer keeps them in
 * the name token. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* ---- allocation and errors ------------------------------------------- */

void * parser_track(parser * p, void * m)
{
    if (p->num_allocs == p->alloc_allocs)
    {
        p->alloc_allocs = 2 * p->alloc_allocs + 16;
        p->allocs = flint_realloc(p->allocs, p->alloc_allocs * sizeof(void *));
    }
    p->allocs[p->num_allocs++] = m;
    return m;
}

void * parser_alloc(parser * p, size_t size)
{
    return parser_track(p, flint_calloc(1, size == 0 ? 1 : size));
}

char * parser_strdup(parser * p, const char * s)
{
    size_t n = strlen(s);
    char * r = parser_alloc(p, n + 1);

    memcpy(r, s, n + 1);
    return r;
}

void parser_error(parser * p, slong line, slong col, const char * fmt, ...)
{
    va_list ap;

    p->err_line = line;
    p->err_col = col;
    va_start(ap, fmt);
    vsnprintf(p->err_msg, sizeof(p->err_msg), fmt, ap);
    va_end(ap);
    longjmp(p->fail, 1);
}

void parser_clear(parser * p)
{
    slong i;

    for (i = 0; i < p->num_allocs; i++)
        flint_free(p->allocs[i]);
    flint_free(p->allocs);
    flint_free(p->stmts);
    p->allocs = NULL;
    p->stmts = NULL;
    p->num_allocs = p->alloc_allocs = 0;
}

int parse_name_is_reserved(const char * name)
{
    return strcmp(name, "t") == 0 || strcmp(name, "pi") == 0
        || expr_fun_from_name(name) >= 0;
}

/* ---- lexer ----------------------------------------------------------- */

static int peekc(const parser * p, size_t k)
{
    return p->pos + k < p->len ? (unsigned char) p->src[p->pos + k] : -1;
}

static void advance(parser * p)
{
    if (p->src[p->pos] == '\n')
    {
        p->line++;
        p->col = 1;
    }
    else if (((unsigned char) p->src[p->pos] & 0xc0) != 0x80)
        p->col++;       /* columns count characters: not UTF-8 continuation bytes */
    p->pos++;
}

static char * slice(parser * p, size_t start, size_t end)
{
    char * r = parser_alloc(p, end - start + 1);

    memcpy(r, p->src + start, end - start);
    r[end - start] = '\0';
    return r;
}

/* The character at p->pos, for a message: 'x', 'é' (U+00E9) for a valid
 * UTF-8 sequence, else byte 0xNN; buf holds 32 bytes. */
static const char * char_desc(const parser * p, char * buf)
{
    const unsigned char * u = (const unsigned char *) p->src + p->pos;
    int c = u[0], n, i;
    unsigned long cp;

    if (c >= 33 && c < 127)
    {
        snprintf(buf, 32, "'%c'", c);
        return buf;
    }
    n = (c >= 0xc2 && c <= 0xdf) ? 2 : (c >= 0xe0 && c <= 0xef) ? 3 : (c >= 0xf0 && c <= 0xf4) ? 4 : 0;
    cp = (n == 2) ? (c & 0x1f) : (n == 3) ? (c & 0x0f) : (c & 0x07);
    for (i = 1; i < n; i++)
    {
        if (p->pos + i >= p->len || (u[i] & 0xc0) != 0x80)
            break;
        cp = (cp << 6) | (u[i] & 0x3f);
    }
    if (n == 0 || i < n || (n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff))
        || (cp >= 0xd800 && cp <= 0xdfff))
        snprintf(buf, 32, "byte 0x%02x", c);
    else
        snprintf(buf, 32, "'%.*s' (U+%04lX)", n, (const char *) u, cp);
    return buf;
}

static void lex_number(parser * p, token * t)
{
    size_t start = p->pos;
    long expo = 0;

    while (peekc(p, 0) >= 0 && (isdigit(peekc(p, 0)) || peekc(p, 0) == '.'))
        advance(p);
    if (peekc(p, 0) == 'e' || peekc(p, 0) == 'E')
    {
        size_t k = 1;
        if (peekc(p, k) == '+' || peekc(p, k) == '-')
            k++;
        if (peekc(p, k) >= 0 && isdigit(peekc(p, k)))
        {
            int neg = peekc(p, 1) == '-';
            while (k-- > 0)
                advance(p);
            while (peekc(p, 0) >= 0 && isdigit(peekc(p, 0)))
            {
                if (expo <= PARSE_MAX_EXPONENT)
                    expo = 10 * expo + (peekc(p, 0) - '0');
                advance(p);
            }
            (void) neg;
        }
    }
    if (expo > PARSE_MAX_EXPONENT)
        parser_error(p, t->line, t->col, "number out of range");
    t->kind = TOK_NUMBER;
    t->text = slice(p, start, p->pos);
}

/* At a carriage return: LF and CRLF end lines; a CR alone (classic Mac
 * line ends) would join the lines into one ("expected end of line, got
 * 'unknown'"), or a comment would swallow the rest of the file. */
static void check_crlf(parser * p)
{
    int next_c = peekc(p, 1);
    if (next_c != '\n' && next_c >= 0)
        parser_error(p, p->line, p->col, "a carriage return without a line feed: lines must "
                     "end with LF or CRLF (this file seems to use CR alone, classic Mac OS)");
}

/* Reads the next token into p->tok.  Newlines inside brackets are skipped. */
static void next(parser * p)
{
    token * t = &p->tok;
    int c;
    char buf[32];

    for (;;)
    {
        c = peekc(p, 0);
        if (c == '\r')
            check_crlf(p);
        if (c == ' ' || c == '\t' || c == '\r' || (c == '\n' && p->depth > 0))
            advance(p);
        else if (c == '#')
        {
            while (peekc(p, 0) >= 0 && peekc(p, 0) != '\n')
            {
                if (peekc(p, 0) == '\r')
                    check_crlf(p);
                advance(p);
            }
        }
        else
            break;
    }

    t->line = p->line;
    t->col = p->col;
    t->text = NULL;
    if (c < 0)
    {
        t->kind = TOK_EOF;
        return;
    }
    if (c == '\n')
    {
        advance(p);
        t->kind = TOK_NEWLINE;
        return;
    }
    if (isalpha(c) || c == '_')
    {
        size_t start = p->pos;
        while (peekc(p, 0) >= 0 && (isalnum(peekc(p, 0)) || peekc(p, 0) == '_'))
            advance(p);
        while (peekc(p, 0) == '\'')
            advance(p);
        t->kind = TOK_NAME;
        t->text = slice(p, start, p->pos);
        return;
    }
    if (isdigit(c) || (c == '.' && peekc(p, 1) >= 0 && isdigit(peekc(p, 1))))
    {
        lex_number(p, t);
        return;
    }
    if (c == '"')
    {
        size_t start;
        advance(p);
        start = p->pos;
        while (peekc(p, 0) >= 0 && peekc(p, 0) != '"' && peekc(p, 0) != '\n')
        {
            if (peekc(p, 0) == 0)
                parser_error(p, p->line, p->col, "unexpected byte 0x00 in string");
            advance(p);
        }
        if (peekc(p, 0) != '"')
            parser_error(p, t->line, t->col, "unterminated string");
        t->kind = TOK_STRING;
        t->text = slice(p, start, p->pos);
        advance(p);
        return;
    }
    switch (c)
    {
        case '+': t->kind = TOK_PLUS; break;
        case '-': t->kind = TOK_MINUS; break;
        case '*': t->kind = TOK_STAR; break;
        case '/': t->kind = TOK_SLASH; break;
        case '^': t->kind = TOK_CARET; break;
        case '(': t->kind = TOK_LPAREN; break;
        case ')': t->kind = TOK_RPAREN; break;
        case '[': t->kind = TOK_LBRACKET; break;
        case ']': t->kind = TOK_RBRACKET; break;
        case ',': t->kind = TOK_COMMA; break;
        case ';': t->kind = TOK_SEMICOLON; break;
        case '=': t->kind = TOK_EQUALS; break;
        default:
            parser_error(p, t->line, t->col, "unexpected character %s", char_desc(p, buf));
    }
    advance(p);
}

static const char * tok_desc(const token * t, char * buf, size_t n)
{
    switch (t->kind)
    {
        case TOK_EOF: return "end of file";
        case TOK_NEWLINE: return "end of line";
        case TOK_NAME: snprintf(buf, n, "'%.60s'", t->text); return buf;
        case TOK_NUMBER: snprintf(buf, n, "number '%.60s'", t->text); return buf;
        case TOK_STRING: return "a string";
        case TOK_PLUS: return "'+'";
        case TOK_MINUS: return "'-'";
        case TOK_STAR: return "'*'";
        case TOK_SLASH: return "'/'";
        case TOK_CARET: return "'^'";
        case TOK_LPAREN: return "'('";
        case TOK_RPAREN: return "')'";
        case TOK_LBRACKET: return "'['";
        case TOK_RBRACKET: return "']'";
        case TOK_COMMA: return "','";
        case TOK_SEMICOLON: return "';'";
        case TOK_EQUALS: return "'='";
    }
    return "?";
}

static void expect(parser * p, tok_kind kind, const char * what)
{
    char buf[80];

    if (p->tok.kind != kind)
        parser_error(p, p->tok.line, p->tok.col, "expected %s, got %s", what,
                     tok_desc(&p->tok, buf, sizeof(buf)));
    next(p);
}

/* ---- expressions ----------------------------------------------------- */

static ast * new_ast(parser * p, ast_kind kind, slong line, slong col)
{
    ast * e = parser_alloc(p, sizeof(ast));

    e->kind = kind;
    e->line = e->op_line = line;
    e->col = e->op_col = col;
    return e;
}

/* A binary node at the operator token: it starts where its left operand does. */
static ast * new_binary(parser * p, ast_kind kind, ast * left, const token * op)
{
    ast * e = new_ast(p, kind, op->line, op->col);

    e->line = left->line;
    e->col = left->col;
    e->a = left;
    return e;
}

/* Expressions are read without recursion (operator precedence with explicit
 * stacks), so any nesting depth that fits in memory is accepted: printouts of
 * long sums can nest parentheses thousands deep.  Binding, loosest first:
 *   + -  (left)   * /  (left)   unary - +   ^ (right)
 * so -x^2 = -(x^2), 2^-x = 2^(-x), a^b^c = a^(b^c), -x*y = (-x)*y. */

typedef enum { OP_BINARY, OP_NEG, OP_PLUS, OP_LPAREN, OP_CALL } op_kind;

typedef struct
{
    op_kind kind;
    ast_kind bin;           /* OP_BINARY: AST_ADD .. AST_POW */
    int prec;
    token tok;              /* the operator, '(' or the function name */
}
op_entry;

typedef struct
{
    op_entry * ops;
    slong nops, aops;
    ast ** vals;
    slong nvals, avals;
}
expr_stacks;

static void push_op(parser * p, expr_stacks * S, op_kind kind, ast_kind bin, int prec,
                    const token * t)
{
    if (S->nops == S->aops)
    {
        op_entry * n;
        S->aops = 2 * S->aops + 16;
        n = parser_alloc(p, S->aops * sizeof(op_entry));
        if (S->nops > 0)
            memcpy(n, S->ops, S->nops * sizeof(op_entry));
        S->ops = n;
    }
    S->ops[S->nops].kind = kind;
    S->ops[S->nops].bin = bin;
    S->ops[S->nops].prec = prec;
    S->ops[S->nops].tok = *t;
    S->nops++;
}

static void push_val(parser * p, expr_stacks * S, ast * e)
{
    if (S->nvals == S->avals)
    {
        ast ** n;
        S->avals = 2 * S->avals + 16;
        n = parser_alloc(p, S->avals * sizeof(ast *));
        if (S->nvals > 0)
            memcpy(n, S->vals, S->nvals * sizeof(ast *));
        S->vals = n;
    }
    S->vals[S->nvals++] = e;
}

/* Applies the operator on top of the stack to its operands. */
static void reduce(parser * p, expr_stacks * S)
{
    op_entry * o = S->ops + --S->nops;
    ast * e;

    if (o->kind == OP_BINARY)
    {
        ast * b = S->vals[--S->nvals], * a = S->vals[--S->nvals];
        e = new_binary(p, o->bin, a, &o->tok);
        e->b = b;
        push_val(p, S, e);
    }
    else if (o->kind == OP_NEG)
    {
        e = new_ast(p, AST_NEG, o->tok.line, o->tok.col);
        e->a = S->vals[--S->nvals];
        push_val(p, S, e);
    }
    /* OP_PLUS: unary + leaves its operand unchanged */
}

static int binary_op(tok_kind k, ast_kind * bin, int * prec)
{
    switch (k)
    {
        case TOK_PLUS: *bin = AST_ADD; *prec = 1; return 1;
        case TOK_MINUS: *bin = AST_SUB; *prec = 1; return 1;
        case TOK_STAR: *bin = AST_MUL; *prec = 2; return 1;
        case TOK_SLASH: *bin = AST_DIV; *prec = 2; return 1;
        case TOK_CARET: *bin = AST_POW; *prec = 4; return 1;
        default: return 0;
    }
}

#define PREC_UNARY 3

static ast * parse_expr(parser * p)
{
    expr_stacks S;
    int want_operand = 1;
    char buf[80];

    memset(&S, 0, sizeof(S));
    for (;;)
    {
        token t = p->tok;
        ast_kind bin;
        int prec;

        if (want_operand)
        {
            switch (t.kind)
            {
                case TOK_MINUS:
                case TOK_PLUS:
                    push_op(p, &S, t.kind == TOK_MINUS ? OP_NEG : OP_PLUS, AST_NEG, PREC_UNARY, &t);
                    next(p);
                    break;
                case TOK_LPAREN:
                    push_op(p, &S, OP_LPAREN, AST_NEG, 0, &t);
                    p->depth++;
                    next(p);
                    break;
                case TOK_NUMBER:
                case TOK_NAME:
                    next(p);
                    if (t.kind == TOK_NAME && p->tok.kind == TOK_LPAREN)
                    {
                        push_op(p, &S, OP_CALL, AST_CALL, 0, &t);
                        p->depth++;
                        next(p);
                        break;
                    }
                    {
                        ast * e = new_ast(p, t.kind == TOK_NUMBER ? AST_NUMBER : AST_NAME, t.line, t.col);
                        e->text = t.text;
                        push_val(p, &S, e);
                    }
                    want_operand = 0;
                    break;
                case TOK_LBRACKET:
                    parser_error(p, t.line, t.col, "a vector or matrix is not allowed here");
                default:
                    parser_error(p, t.line, t.col, "expected an expression, got %s",
                                 tok_desc(&t, buf, sizeof(buf)));
            }
            continue;
        }
        if (binary_op(t.kind, &bin, &prec))
        {
            /* left associative: reduce operators binding at least as tightly;
             * ^ is right associative: reduce only tighter ones */
            while (S.nops > 0 && S.ops[S.nops - 1].prec > 0
                   && (S.ops[S.nops - 1].prec > prec
                       || (S.ops[S.nops - 1].prec == prec && bin != AST_POW)))
                reduce(p, &S);
            push_op(p, &S, OP_BINARY, bin, prec, &t);
            next(p);
            want_operand = 1;
            continue;
        }
        while (S.nops > 0 && S.ops[S.nops - 1].prec > 0)
            reduce(p, &S);
        if (S.nops == 0)
            break;          /* the token ends the expression */
        /* an open '(' or function call */
        {
            op_entry * o = S.ops + S.nops - 1;
            if (t.kind == TOK_COMMA && o->kind == OP_CALL)
                parser_error(p, t.line, t.col, "%s takes one argument", o->tok.text);
            if (t.kind != TOK_RPAREN)
                parser_error(p, t.line, t.col, "expected ')', got %s",
                             tok_desc(&t, buf, sizeof(buf)));
            if (o->kind == OP_CALL)
            {
                ast * e = new_ast(p, AST_CALL, o->tok.line, o->tok.col);
                e->text = o->tok.text;
                e->a = S.vals[--S.nvals];
                push_val(p, &S, e);
            }
            S.nops--;
            p->depth--;
            next(p);
        }
    }
    return S.vals[0];
}

/* value := '[' row (';' row)* ']' | expr ;  row := expr (',' expr)* */
static ast * parse_value(parser * p)
{
    ast * m, ** el = NULL;
    slong n = 0, alloc = 0, rows = 1, cols = 0, rowlen = 0;
    slong row_line, row_col;

    if (p->tok.kind != TOK_LBRACKET)
        return parse_expr(p);
    m = new_ast(p, AST_MATRIX, p->tok.line, p->tok.col);
    p->depth++;
    next(p);
    row_line = p->tok.line;
    row_col = p->tok.col;
    for (;;)
    {
        ast * e = parse_expr(p);
        if (n == alloc)
        {
            ast ** nel;
            alloc = 2 * alloc + 4;
            nel = parser_alloc(p, alloc * sizeof(ast *));
            if (n > 0)
                memcpy(nel, el, n * sizeof(ast *));
            el = nel;
        }
        el[n++] = e;
        rowlen++;
        if (p->tok.kind == TOK_COMMA)
        {
            next(p);
            continue;
        }
        if (p->tok.kind == TOK_SEMICOLON || p->tok.kind == TOK_RBRACKET)
        {
            if (rows == 1)
                cols = rowlen;
            else if (rowlen != cols)
                parser_error(p, row_line, row_col,
                             "matrix row %ld has %ld %s, row 1 has %ld",
                             (long) rows, (long) rowlen, rowlen == 1 ? "entry" : "entries",
                             (long) cols);
            if (p->tok.kind == TOK_RBRACKET)
                break;
            next(p);
            rows++;
            rowlen = 0;
            row_line = p->tok.line;
            row_col = p->tok.col;
            continue;
        }
        {
            char buf[80];
            parser_error(p, p->tok.line, p->tok.col, "expected ',', ';' or ']', got %s",
                         tok_desc(&p->tok, buf, sizeof(buf)));
        }
    }
    p->depth--;
    next(p);
    m->rows = rows;
    m->cols = cols;
    m->elems = el;
    return m;
}

/* ---- statements ------------------------------------------------------ */

static stmt * new_stmt(parser * p, stmt_kind kind, const token * t)
{
    stmt * s;

    if (p->num_stmts == p->alloc_stmts)
    {
        p->alloc_stmts = 2 * p->alloc_stmts + 16;
        p->stmts = flint_realloc(p->stmts, p->alloc_stmts * sizeof(stmt));
    }
    s = p->stmts + p->num_stmts++;
    memset(s, 0, sizeof(stmt));
    s->kind = kind;
    s->line = t->line;
    s->col = t->col;
    return s;
}

static void end_of_statement(parser * p)
{
    char buf[80];

    if (p->tok.kind != TOK_NEWLINE && p->tok.kind != TOK_EOF)
        parser_error(p, p->tok.line, p->tok.col, "expected end of line, got %s",
                     tok_desc(&p->tok, buf, sizeof(buf)));
}

static void statement_name(parser * p, stmt * s, const char * what)
{
    if (p->tok.kind != TOK_NAME)
    {
        char buf[80];
        parser_error(p, p->tok.line, p->tok.col, "expected %s, got %s", what,
                     tok_desc(&p->tok, buf, sizeof(buf)));
    }
    s->name = p->tok.text;
    s->name_line = p->tok.line;
    s->name_col = p->tok.col;
    next(p);
}

static void name_list(parser * p, stmt * s)
{
    slong alloc = 0;

    while (p->tok.kind == TOK_NAME)
    {
        if (s->num_names == alloc)
        {
            char ** nn;
            slong * nl, * nc;
            alloc = 2 * alloc + 4;
            nn = parser_alloc(p, alloc * sizeof(char *));
            nl = parser_alloc(p, alloc * sizeof(slong));
            nc = parser_alloc(p, alloc * sizeof(slong));
            if (s->num_names > 0)
            {
                memcpy(nn, s->names, s->num_names * sizeof(char *));
                memcpy(nl, s->names_line, s->num_names * sizeof(slong));
                memcpy(nc, s->names_col, s->num_names * sizeof(slong));
            }
            s->names = nn;
            s->names_line = nl;
            s->names_col = nc;
        }
        s->names[s->num_names] = p->tok.text;
        s->names_line[s->num_names] = p->tok.line;
        s->names_col[s->num_names] = p->tok.col;
        s->num_names++;
        next(p);
    }
    if (s->num_names == 0)
    {
        char buf[80];
        parser_error(p, p->tok.line, p->tok.col, "expected a name, got %s",
                     tok_desc(&p->tok, buf, sizeof(buf)));
    }
}

static const struct { const char * word; stmt_kind kind; int matrix; } value_statements[] =
{
    { "mass", ST_MASS, 1 }, { "force", ST_FORCE, 1 }, { "constraint", ST_CONSTRAINT, 1 },
    { "velocity_constraint", ST_VELOCITY_CONSTRAINT, 1 },
    { "alpha", ST_ALPHA, 0 }, { "epsilon", ST_EPSILON, 0 },
    { "perturbation", ST_PERTURBATION, 0 }, { "beta", ST_BETA, 0 }
};

static void parse_statement(parser * p)
{
    token t = p->tok;
    stmt * s;
    size_t i, len;
    char buf[80];

    if (t.kind != TOK_NAME)
        parser_error(p, t.line, t.col, "expected a statement, got %s",
                     tok_desc(&t, buf, sizeof(buf)));
    len = strlen(t.text);
    if (t.text[len - 1] == '\'')
    {
        /* y' = f  or  y'' = f */
        s = new_stmt(p, ST_EQUATION, &t);
        s->order = 0;
        while (len > 0 && t.text[len - 1] == '\'')
        {
            len--;
            s->order++;
        }
        s->name = parser_strdup(p, t.text);
        s->name[len] = '\0';
        s->name_line = t.line;
        s->name_col = t.col;
        next(p);
        expect(p, TOK_EQUALS, "'='");
        s->e = parse_expr(p);
        end_of_statement(p);
        return;
    }
    next(p);
    for (i = 0; i < sizeof(value_statements) / sizeof(value_statements[0]); i++)
    {
        if (strcmp(t.text, value_statements[i].word) == 0)
        {
            s = new_stmt(p, value_statements[i].kind, &t);
            expect(p, TOK_EQUALS, "'='");
            s->e = value_statements[i].matrix ? parse_value(p) : parse_expr(p);
            if (s->kind == ST_VELOCITY_CONSTRAINT)
            {
                expect(p, TOK_COMMA, "',' between the matrix A and the vector b");
                s->e2 = parse_value(p);
            }
            end_of_statement(p);
            return;
        }
    }
    if (strcmp(t.text, "problem") == 0)
    {
        s = new_stmt(p, ST_PROBLEM, &t);
        statement_name(p, s, "a problem kind");
    }
    else if (strcmp(t.text, "title") == 0)
    {
        s = new_stmt(p, ST_TITLE, &t);
        if (p->tok.kind != TOK_STRING)
            parser_error(p, p->tok.line, p->tok.col, "expected a quoted title, got %s",
                         tok_desc(&p->tok, buf, sizeof(buf)));
        s->name = p->tok.text;
        next(p);
    }
    else if (strcmp(t.text, "const") == 0 || strcmp(t.text, "init") == 0
             || strcmp(t.text, "exact") == 0)
    {
        s = new_stmt(p, t.text[0] == 'c' ? ST_CONST : t.text[0] == 'i' ? ST_INIT : ST_EXACT, &t);
        statement_name(p, s, "a name");
        expect(p, TOK_EQUALS, "'='");
        s->e = parse_value(p);
    }
    else if (strcmp(t.text, "unknown") == 0 || strcmp(t.text, "position") == 0
             || strcmp(t.text, "velocity") == 0)
    {
        s = new_stmt(p, t.text[0] == 'u' ? ST_UNKNOWN : t.text[0] == 'p' ? ST_POSITION
                        : ST_VELOCITY, &t);
        name_list(p, s);
    }
    else
        parser_error(p, t.line, t.col, "unknown statement '%.60s'", t.text);
    end_of_statement(p);
}

void parse_statements(parser * p)
{
    p->line = 1;
    p->col = 1;
    next(p);
    for (;;)
    {
        while (p->tok.kind == TOK_NEWLINE)
            next(p);
        if (p->tok.kind == TOK_EOF)
            break;
        parse_statement(p);
    }
}

ast * parse_single_expression(parser * p)
{
    ast * e;
    char buf[80];

    p->line = 1;
    p->col = 1;
    p->depth = 1;           /* newlines are blanks */
    next(p);
    e = parse_expr(p);
    if (p->tok.kind != TOK_EOF)
        parser_error(p, p->tok.line, p->tok.col, "expected end of expression, got %s",
                     tok_desc(&p->tok, buf, sizeof(buf)));
    return e;
}
