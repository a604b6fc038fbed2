/* sersol parse — private declarations shared by the files of src/parse.
 *
 * Parsing runs in two phases: syntax (tokens -> statements holding small
 * syntax trees with source positions; syntax.c) and meaning (names resolved,
 * expressions built in the problem's expr_ctx, dimensions and kinds checked;
 * problem.c).  The first mistake stops both through a longjmp to the entry
 * point; every allocation of the phases is tracked by the parser, so nothing
 * leaks on that path. */
#ifndef SERSOL_PARSE_INTERNAL_H
#define SERSOL_PARSE_INTERNAL_H

#include <setjmp.h>
#include "sersol/parse.h"

/* Limits that keep hostile input from exhausting the stack or memory. */
#define PARSE_MAX_EXPONENT 100000   /* |e| in 1e<e> */

typedef enum
{
    TOK_EOF, TOK_NEWLINE, TOK_NAME, TOK_NUMBER, TOK_STRING,
    TOK_PLUS, TOK_MINUS, TOK_STAR, TOK_SLASH, TOK_CARET,
    TOK_LPAREN, TOK_RPAREN, TOK_LBRACKET, TOK_RBRACKET,
    TOK_COMMA, TOK_SEMICOLON, TOK_EQUALS
}
tok_kind;

typedef struct
{
    tok_kind kind;
    char * text;        /* NAME (with trailing primes), NUMBER, STRING */
    slong line, col;
}
token;

typedef enum
{
    AST_NUMBER, AST_NAME, AST_CALL, AST_NEG, AST_ADD, AST_SUB, AST_MUL, AST_DIV,
    AST_POW, AST_MATRIX
}
ast_kind;

typedef struct ast_struct
{
    ast_kind kind;
    slong line, col;                /* where the expression starts */
    slong op_line, op_col;          /* binary operators: the operator */
    char * text;                    /* NUMBER, NAME, CALL (function name) */
    struct ast_struct * a, * b;     /* operands */
    slong rows, cols;               /* MATRIX */
    struct ast_struct ** elems;     /* MATRIX, row-major */
}
ast;

typedef enum
{
    ST_PROBLEM, ST_TITLE, ST_CONST, ST_UNKNOWN, ST_EQUATION, ST_INIT,
    ST_POSITION, ST_VELOCITY, ST_MASS, ST_FORCE, ST_CONSTRAINT,
    ST_VELOCITY_CONSTRAINT, ST_ALPHA, ST_EPSILON, ST_PERTURBATION, ST_BETA,
    ST_EXACT
}
stmt_kind;

typedef struct
{
    stmt_kind kind;
    slong line, col;        /* position of the first token */
    char * name;            /* PROBLEM kind, TITLE text, CONST/INIT/EXACT/EQUATION name */
    slong name_line, name_col;
    int order;              /* EQUATION: number of primes */
    ast * e, * e2;          /* value(s) */
    slong num_names;        /* UNKNOWN, POSITION, VELOCITY */
    char ** names;
    slong * names_line, * names_col;
}
stmt;

typedef struct
{
    const char * file;
    const char * src;
    size_t pos, len;
    slong line, col;

    token tok;              /* current token */
    int depth;              /* open ( and [: newlines inside are blanks */

    stmt * stmts;
    slong num_stmts, alloc_stmts;

    void ** allocs;         /* everything allocated by the phases */
    slong num_allocs, alloc_allocs;

    jmp_buf fail;
    slong err_line, err_col;
    char err_msg[512];
}
parser;

void * parser_alloc(parser * p, size_t size);
char * parser_strdup(parser * p, const char * s);
/* Tracks a flint_malloc'ed block: freed with the parser unless untracked. */
void * parser_track(parser * p, void * m);
void parser_error(parser * p, slong line, slong col, const char * fmt, ...)
    __attribute__((noreturn, format(printf, 4, 5)));
void parser_clear(parser * p);

/* Syntax phase: fills p->stmts. */
void parse_statements(parser * p);
/* The whole text as one expression (newlines are blanks). */
ast * parse_single_expression(parser * p);

/* Names that cannot be declared: t, pi and the function names. */
int parse_name_is_reserved(const char * name);

#endif
