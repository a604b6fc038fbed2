/* The nodes reachable from a set of roots, in topological order. */
#include <stdlib.h>
#include "expr-impl.h"

static int cmp_id(const void * x, const void * y)
{
    slong a = (*(const expr_ptr *) x)->id, b = (*(const expr_ptr *) y)->id;
    return (a > b) - (a < b);
}

/* Depth-first search with an explicit stack (expressions may be deep chains:
 * a sum of 10^5 terms), then sorting by node number, which is a topological
 * order because operands are always created before their users. */
slong expr_collect(expr_ptr ** nodes, const expr_ptr * roots, slong nroots)
{
    slong maxid = -1, i, num = 0, top = 0, alloc = 16;
    unsigned char * seen;
    expr_ptr * stack, * out;

    for (i = 0; i < nroots; i++)
        maxid = FLINT_MAX(maxid, roots[i]->id);
    seen = flint_calloc(maxid + 1, 1);
    stack = flint_malloc(alloc * sizeof(expr_ptr));
    out = flint_malloc(alloc * sizeof(expr_ptr));

    for (i = 0; i < nroots; i++)
    {
        if (seen[roots[i]->id])
            continue;
        seen[roots[i]->id] = 1;
        stack[top++] = roots[i];
        while (top > 0)
        {
            expr_ptr e = stack[--top], c[2];
            int k;
            if (num == alloc || top + 2 >= alloc)
            {
                alloc *= 2;
                stack = flint_realloc(stack, alloc * sizeof(expr_ptr));
                out = flint_realloc(out, alloc * sizeof(expr_ptr));
            }
            out[num++] = e;
            c[0] = e->a;
            c[1] = e->b;
            for (k = 0; k < 2; k++)
                if (c[k] != NULL && !seen[c[k]->id])
                {
                    seen[c[k]->id] = 1;
                    stack[top++] = c[k];
                }
        }
    }
    flint_free(stack);
    flint_free(seen);
    qsort(out, num, sizeof(expr_ptr), cmp_id);
    *nodes = out;
    return num;
}

int expr_is_free_of(expr_ptr e, slong var)
{
    expr_ptr * nodes;
    slong n = expr_collect(&nodes, &e, 1), i;
    int free_of = 1;

    for (i = 0; i < n && free_of; i++)
        if (nodes[i]->op == EXPR_VAR && nodes[i]->var == var)
            free_of = 0;
    flint_free(nodes);
    return free_of;
}
