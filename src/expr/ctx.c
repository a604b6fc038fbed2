/* The expression context: node arena, hash-consing table, variables. */
#include <string.h>
#include "expr-impl.h"

expr_ctx_ptr expr_ctx_new(void)
{
    expr_ctx_ptr ctx = flint_malloc(sizeof(expr_ctx_struct));
    slong i;

    ctx->num_nodes = 0;
    ctx->alloc_nodes = 64;
    ctx->nodes = flint_malloc(ctx->alloc_nodes * sizeof(expr_node *));
    ctx->num_blocks = 0;
    ctx->alloc_blocks = 16;
    ctx->blocks = flint_malloc(ctx->alloc_blocks * sizeof(expr_node *));
    ctx->block_used = EXPR_BLOCK_SIZE;
    ctx->table_size = 128;
    ctx->table = flint_malloc(ctx->table_size * sizeof(slong));
    for (i = 0; i < ctx->table_size; i++)
        ctx->table[i] = -1;
    ctx->num_vars = 0;
    ctx->alloc_vars = 8;
    ctx->var_names = flint_malloc(ctx->alloc_vars * sizeof(char *));
    return ctx;
}

void expr_ctx_free(expr_ctx_ptr ctx)
{
    slong i;

    if (ctx == NULL)
        return;
    for (i = 0; i < ctx->num_nodes; i++)
        fmpq_clear(ctx->nodes[i]->q);
    for (i = 0; i < ctx->num_blocks; i++)
        flint_free(ctx->blocks[i]);
    for (i = 0; i < ctx->num_vars; i++)
        flint_free(ctx->var_names[i]);
    flint_free(ctx->blocks);
    flint_free(ctx->nodes);
    flint_free(ctx->table);
    flint_free(ctx->var_names);
    flint_free(ctx);
}

/* ---- variables ---------------------------------------------------------- */

slong expr_ctx_find_var(expr_ctx_ptr ctx, const char * name)
{
    slong i;
    for (i = 0; i < ctx->num_vars; i++)
        if (strcmp(ctx->var_names[i], name) == 0)
            return i;
    return -1;
}

slong expr_ctx_add_var(expr_ctx_ptr ctx, const char * name)
{
    slong v = expr_ctx_find_var(ctx, name);
    size_t len;

    if (v >= 0)
        return v;
    if (ctx->num_vars == ctx->alloc_vars)
    {
        ctx->alloc_vars *= 2;
        ctx->var_names = flint_realloc(ctx->var_names, ctx->alloc_vars * sizeof(char *));
    }
    len = strlen(name);
    ctx->var_names[ctx->num_vars] = flint_malloc(len + 1);
    memcpy(ctx->var_names[ctx->num_vars], name, len + 1);
    return ctx->num_vars++;
}

slong expr_ctx_num_vars(expr_ctx_ptr ctx)
{
    return ctx->num_vars;
}

const char * expr_ctx_var_name(expr_ctx_ptr ctx, slong var)
{
    if (var < 0 || var >= ctx->num_vars)
        return NULL;
    return ctx->var_names[var];
}

slong expr_ctx_num_nodes(expr_ctx_ptr ctx)
{
    return ctx->num_nodes;
}

expr_ptr expr_ctx_node(expr_ctx_ptr ctx, slong i)
{
    if (i < 0 || i >= ctx->num_nodes)
        flint_abort();
    return ctx->nodes[i];
}

/* ---- hash-consing ------------------------------------------------------- */

/* A 64-bit mix (splitmix64 finaliser): spreads the structural hash over the
 * table's low bits. */
static ulong mix(ulong h)
{
    h ^= h >> 31;
    h *= UWORD(0x7fb5d329728ea185);
    h ^= h >> 27;
    h *= UWORD(0x81dadef4bc2dd44d);
    h ^= h >> 33;
    return h;
}

#define HASH_PRIME UWORD(2305843009213693951)   /* 2^61 - 1 */

static ulong node_hash(expr_op op, expr_ptr a, expr_ptr b, slong var, const fmpq_t q)
{
    ulong h = mix((ulong) op + 1);
    h = mix(h ^ (a != NULL ? (ulong) a->id + 1 : 0));
    h = mix(h ^ (b != NULL ? (ulong) b->id + 1 : 0) * 3);
    h = mix(h ^ (ulong) (var + 1));
    if (op == EXPR_CONST)
    {
        h = mix(h ^ fmpz_fdiv_ui(fmpq_numref(q), HASH_PRIME));
        h = mix(h ^ fmpz_fdiv_ui(fmpq_denref(q), HASH_PRIME));
    }
    return h;
}

static int node_equal(const expr_node * n, expr_op op, expr_ptr a, expr_ptr b,
                      slong var, const fmpq_t q)
{
    if (n->op != op || n->a != a || n->b != b || n->var != var)
        return 0;
    return op != EXPR_CONST || fmpq_equal(n->q, q);
}

static void table_grow(expr_ctx_ptr ctx)
{
    slong size = 2 * ctx->table_size, i, mask = size - 1;
    slong * t = flint_malloc(size * sizeof(slong));

    for (i = 0; i < size; i++)
        t[i] = -1;
    for (i = 0; i < ctx->num_nodes; i++)
    {
        slong j = (slong) (ctx->nodes[i]->hash & (ulong) mask);
        while (t[j] >= 0)
            j = (j + 1) & mask;
        t[j] = i;
    }
    flint_free(ctx->table);
    ctx->table = t;
    ctx->table_size = size;
}

static expr_node * node_alloc(expr_ctx_ptr ctx)
{
    if (ctx->block_used == EXPR_BLOCK_SIZE)
    {
        if (ctx->num_blocks == ctx->alloc_blocks)
        {
            ctx->alloc_blocks *= 2;
            ctx->blocks = flint_realloc(ctx->blocks, ctx->alloc_blocks * sizeof(expr_node *));
        }
        ctx->blocks[ctx->num_blocks++] = flint_malloc(EXPR_BLOCK_SIZE * sizeof(expr_node));
        ctx->block_used = 0;
    }
    return ctx->blocks[ctx->num_blocks - 1] + ctx->block_used++;
}

expr_ptr _expr_intern(expr_ctx_ptr ctx, expr_op op, expr_ptr a, expr_ptr b,
                      slong var, const fmpq_t q)
{
    ulong h = node_hash(op, a, b, var, q);
    slong mask = ctx->table_size - 1;
    slong j = (slong) (h & (ulong) mask);
    expr_node * n;

    while (ctx->table[j] >= 0)
    {
        const expr_node * m = ctx->nodes[ctx->table[j]];
        if (m->hash == h && node_equal(m, op, a, b, var, q))
            return m;
        j = (j + 1) & mask;
    }

    n = node_alloc(ctx);
    n->op = op;
    n->id = ctx->num_nodes;
    n->var = var;
    fmpq_init(n->q);
    if (op == EXPR_CONST)
        fmpq_set(n->q, q);
    n->a = a;
    n->b = b;
    n->hash = h;

    if (ctx->num_nodes == ctx->alloc_nodes)
    {
        ctx->alloc_nodes *= 2;
        ctx->nodes = flint_realloc(ctx->nodes, ctx->alloc_nodes * sizeof(expr_node *));
    }
    ctx->nodes[ctx->num_nodes++] = n;
    ctx->table[j] = n->id;
    if (2 * ctx->num_nodes > ctx->table_size)
        table_grow(ctx);
    return n;
}
