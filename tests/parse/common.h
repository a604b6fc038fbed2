/* Helpers shared by the parse tests. */
#ifndef SERSOL_TEST_PARSE_COMMON_H
#define SERSOL_TEST_PARSE_COMMON_H

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include "sersol/parse.h"
#include "testsupport.h"

#ifndef TOP_SRCDIR
#define TOP_SRCDIR "."
#endif

/* The sorted names of the files in dir ending with .ser; returns the count. */
static inline slong list_ser_files(char *** names, const char * dir)
{
    DIR * d = opendir(dir);
    struct dirent * e;
    slong n = 0, i, j;

    *names = NULL;
    if (d == NULL)
        return 0;
    while ((e = readdir(d)) != NULL)
    {
        size_t len = strlen(e->d_name);
        if (len > 4 && strcmp(e->d_name + len - 4, ".ser") == 0)
        {
            *names = flint_realloc(*names, (n + 1) * sizeof(char *));
            (*names)[n] = flint_malloc(strlen(dir) + len + 2);
            sprintf((*names)[n], "%s/%s", dir, e->d_name);
            n++;
        }
    }
    closedir(d);
    for (i = 1; i < n; i++)
        for (j = i; j > 0 && strcmp((*names)[j - 1], (*names)[j]) > 0; j--)
        {
            char * t = (*names)[j];
            (*names)[j] = (*names)[j - 1];
            (*names)[j - 1] = t;
        }
    return n;
}

static inline void free_names(char ** names, slong n)
{
    slong i;
    for (i = 0; i < n; i++)
        flint_free(names[i]);
    flint_free(names);
}

/* Structural equality of expressions of two contexts (variables by name),
 * up to the order of the operands of + and * (hash-consing orders them by
 * node number, which depends on the order of construction). */
static inline int same_expr(expr_ctx_ptr ca, expr_ptr a, expr_ctx_ptr cb, expr_ptr b)
{
    if (a == NULL || b == NULL)
        return a == b;
    if (a->op != b->op)
        return 0;
    if (a->op == EXPR_CONST)
        return fmpq_equal(a->q, b->q);
    if (a->op == EXPR_VAR)
        return strcmp(expr_ctx_var_name(ca, a->var), expr_ctx_var_name(cb, b->var)) == 0;
    if (same_expr(ca, a->a, cb, b->a) && same_expr(ca, a->b, cb, b->b))
        return 1;
    return (a->op == EXPR_ADD || a->op == EXPR_MUL)
        && same_expr(ca, a->a, cb, b->b) && same_expr(ca, a->b, cb, b->a);
}

#endif
