/* Private definitions of the expr module (not installed). */
#ifndef SERSOL_EXPR_IMPL_H
#define SERSOL_EXPR_IMPL_H

#include "sersol/expr.h"

/* Nodes are allocated in blocks so that their addresses never move. */
#define EXPR_BLOCK_SIZE 256

struct expr_ctx_struct
{
    expr_node ** nodes;       /* nodes[id], id = 0 .. num_nodes - 1 */
    slong num_nodes;
    slong alloc_nodes;
    expr_node ** blocks;      /* the arena: blocks of EXPR_BLOCK_SIZE nodes */
    slong num_blocks;
    slong alloc_blocks;
    slong block_used;         /* nodes used in the last block */
    slong * table;            /* hash table of node ids (open addressing), -1 = empty */
    slong table_size;         /* a power of two, at least 2 num_nodes */
    char ** var_names;
    slong num_vars;
    slong alloc_vars;
};

/* The unique node with these fields (created if new).  q is read only for
 * EXPR_CONST (NULL otherwise); var is -1 except for EXPR_VAR.  No
 * simplification. */
expr_ptr _expr_intern(expr_ctx_ptr ctx, expr_op op, expr_ptr a, expr_ptr b,
                      slong var, const fmpq_t q);

/* a + b (sign 1) or a - b (sign -1) rebuilt without the terms that cancel
 * (cancel.c), or NULL when none does. */
expr_ptr _expr_cancel_sum(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b, int sign);

#endif
