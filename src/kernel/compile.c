/* Compiling output expressions into a kernel tape (see kernel_impl.h and
 * docs/kernel.md): keep the nodes the outputs need, give each a slot, and
 * emit one specialised instruction per node (plus auxiliary instructions for
 * integer powers, a^b = exp(b log a), and the w-series of tan/atan/...). */
#include <string.h>
#include "kernel_impl.h"

/* An emitted instruction in the common-subexpression table. */
typedef struct
{
    kernel_op op;
    slong a, b, dst;
}
cse_entry;

typedef struct
{
    kernel_struct * K;
    slong slot_alloc;
    cse_entry * cse;        /* open addressing, dst = -1 for empty */
    slong cse_size, cse_num;
}
compiler;

static void prog_init(kernel_prog * P)
{
    P->ins = NULL;
    P->len = P->alloc = 0;
}

static void prog_clear(kernel_prog * P)
{
    slong i;
    for (i = 0; i < P->len; i++)
        fmpq_clear(P->ins[i].q);
    flint_free(P->ins);
}

static kernel_instr * prog_push(kernel_prog * P)
{
    kernel_instr * I;
    if (P->len == P->alloc)
    {
        P->alloc = FLINT_MAX(8, 2 * P->alloc);
        P->ins = flint_realloc(P->ins, P->alloc * sizeof(kernel_instr));
    }
    I = P->ins + P->len++;
    fmpq_init(I->q);
    I->dst = I->dst2 = I->a = I->b = -1;
    return I;
}

static slong new_slot(compiler * C)
{
    kernel_struct * K = C->K;
    if (K->num_slots == C->slot_alloc)
    {
        C->slot_alloc = FLINT_MAX(16, 2 * C->slot_alloc);
        K->slot_const = flint_realloc(K->slot_const, C->slot_alloc * sizeof(int));
    }
    K->slot_const[K->num_slots] = 0;
    return K->num_slots++;
}

static int is_nonlinear(kernel_op op)
{
    return !(op == KI_CONST || op == KI_PI || op == KI_ADD || op == KI_SUB ||
             op == KI_NEG || op == KI_SCAL || op == KI_DIVSCAL);
}

/* Cauchy products (sums of k terms) per order of a nonlinear instruction:
 * the relaxed products of a block (eval_block.c) or the sums of its online
 * recurrence (docs/kernel.md); a square counts as one. */
static slong op_products(kernel_op op)
{
    switch (op)
    {
        case KI_SINCOS: case KI_SINHCOSH:   /* w c and w s */
        case KI_TAN: case KI_TANH:          /* w u and f f */
        case KI_ATAN:                       /* w = 1 + a^2, then a quotient */
        case KI_ASIN: case KI_ACOS:         /* w = sqrt(1 - a^2), then a quotient */
            return 2;
        default:
            return is_nonlinear(op) ? 1 : 0;
    }
}

static ulong cse_hash(kernel_op op, slong a, slong b)
{
    return ((ulong) op * UWORD(0x9e3779b97f4a7c15)) ^ ((ulong) a * UWORD(0xc2b2ae3d27d4eb4f))
           ^ ((ulong) b * UWORD(0x165667b19e3779f9));
}

/* The entry of (op, a, b) in the table: the existing one or the empty slot
 * where it belongs. */
static cse_entry * cse_find(compiler * C, kernel_op op, slong a, slong b)
{
    ulong h = cse_hash(op, a, b) >> 7;
    for (;; h++)
    {
        cse_entry * E = C->cse + (h & (C->cse_size - 1));
        if (E->dst < 0 || (E->op == op && E->a == a && E->b == b))
            return E;
    }
}

static void cse_grow(compiler * C)
{
    cse_entry * old = C->cse;
    slong i, n = C->cse_size;

    C->cse_size = FLINT_MAX(64, 2 * n);
    C->cse = flint_malloc(C->cse_size * sizeof(cse_entry));
    for (i = 0; i < C->cse_size; i++)
        C->cse[i].dst = -1;
    for (i = 0; i < n; i++)
        if (old[i].dst >= 0)
            *cse_find(C, old[i].op, old[i].a, old[i].b) = old[i];
    flint_free(old);
}

/* Appends op(a, b) -> fresh slot(s) to the constant program when every
 * operand is constant in t, else to the main program.  Returns dst.  An
 * instruction already emitted with the same operands is reused (y^2 and y*y
 * are different nodes of the DAG but one instruction). */
static slong emit(compiler * C, kernel_op op, slong a, slong b, int two_results)
{
    kernel_struct * K = C->K;
    int cst = (a < 0 || K->slot_const[a]) && (b < 0 || K->slot_const[b]);
    kernel_instr * I;
    cse_entry * E = NULL;

    if (op != KI_CONST)
    {
        if ((op == KI_ADD || op == KI_MUL) && a > b)
        {
            slong t = a; a = b; b = t;
        }
        if (2 * (C->cse_num + 1) > C->cse_size)
            cse_grow(C);
        E = cse_find(C, op, a, b);
        if (E->dst >= 0)
            return E->dst;
        E->op = op; E->a = a; E->b = b;
        C->cse_num++;
    }
    I = prog_push(cst ? &K->cprog : &K->prog);

    I->op = op;
    I->a = a;
    I->b = b;
    I->dst = new_slot(C);
    K->slot_const[I->dst] = cst;
    if (two_results)
    {
        I->dst2 = new_slot(C);
        K->slot_const[I->dst2] = cst;
    }
    if (E != NULL)
        E->dst = I->dst;
    if (!cst && is_nonlinear(op))
    {
        K->num_nonlinear++;
        K->num_products += op_products(op);
    }
    return I->dst;
}

/* x^n, n >= 1, by left-to-right binary powering into product slots (x_0 may
 * be 0, where the pow recurrence a_0 k f_k = ... cannot be used). */
static slong emit_power(compiler * C, slong x, ulong n)
{
    slong r = x;
    int bit = FLINT_BIT_COUNT(n) - 2;

    for ( ; bit >= 0; bit--)
    {
        r = emit(C, KI_SQR, r, -1, 0);
        if ((n >> bit) & 1)
            r = emit(C, KI_MUL, r, x, 0);
    }
    return r;
}

static int is_small_integer(const fmpq_t q)
{
    return fmpz_is_one(fmpq_denref(q)) && fmpz_bits(fmpq_numref(q)) < FLINT_BITS - 2;
}

/* Integer-exponent powers need no slot for the exponent. */
static int is_integer_power(expr_ptr e)
{
    return e->op == EXPR_POW && e->b->op == EXPR_CONST && is_small_integer(e->b->q);
}

static slong compile_pow(compiler * C, expr_ptr e, slong sa, slong sb)
{
    kernel_struct * K = C->K;

    if (is_integer_power(e))
    {
        slong n = fmpz_get_si(fmpq_numref(e->b->q));
        if (n == 0)
        {
            slong s = emit(C, KI_CONST, -1, -1, 0);
            fmpq_one(K->cprog.ins[K->cprog.len - 1].q);
            return s;
        }
        if (n > 0)
            return emit_power(C, sa, n);
        return emit(C, KI_INV, emit_power(C, sa, -(ulong) n), -1, 0);
    }
    if (e->b->op == EXPR_CONST && fmpz_is_one(fmpq_numref(e->b->q)) &&
        fmpz_equal_si(fmpq_denref(e->b->q), 2))
        return emit(C, KI_SQRT, sa, -1, 0);
    if (K->slot_const[sb])
        return emit(C, KI_POW, sa, sb, 0);
    /* general a^b = exp(b log a) */
    {
        slong L = emit(C, KI_LOG, sa, -1, 0);
        slong P = K->slot_const[L] ? emit(C, KI_SCAL, sb, L, 0) : emit(C, KI_MUL, sb, L, 0);
        return emit(C, KI_EXP, P, -1, 0);
    }
}

/* sin a and cos a share one pair instruction (found again by emit's table);
 * its two result slots are consecutive. */
static slong compile_pair(compiler * C, kernel_op op, slong sa, int second)
{
    return emit(C, op, sa, -1, 1) + (second ? 1 : 0);
}

/* The slot of node e, emitting its instruction(s); operands already have slots. */
static slong compile_node(compiler * C, expr_ptr e, const slong * node_slot, const slong * var_input)
{
    kernel_struct * K = C->K;
    slong sa = (e->a != NULL) ? node_slot[e->a->id] : -1;
    slong sb = (e->b != NULL && !is_integer_power(e)) ? node_slot[e->b->id] : -1;
    slong s;

    switch (e->op)
    {
        case EXPR_CONST:
            s = emit(C, KI_CONST, -1, -1, 0);
            fmpq_set(K->cprog.ins[K->cprog.len - 1].q, e->q);
            return s;
        case EXPR_PI:    return emit(C, KI_PI, -1, -1, 0);
        case EXPR_VAR:   return K->in_slot[var_input[e->var]];
        case EXPR_ADD:   return emit(C, KI_ADD, sa, sb, 0);
        case EXPR_SUB:   return emit(C, KI_SUB, sa, sb, 0);
        case EXPR_NEG:   return emit(C, KI_NEG, sa, -1, 0);
        case EXPR_MUL:
            if (sa == sb)
                return emit(C, KI_SQR, sa, -1, 0);
            if (K->slot_const[sb])
                return emit(C, KI_SCAL, sa, sb, 0);
            if (K->slot_const[sa])
                return emit(C, KI_SCAL, sb, sa, 0);
            return emit(C, KI_MUL, sa, sb, 0);
        case EXPR_DIV:
            if (K->slot_const[sb])
                return emit(C, KI_DIVSCAL, sa, sb, 0);
            if (expr_is_one(e->a))
                return emit(C, KI_INV, sb, -1, 0);
            return emit(C, KI_DIV, sa, sb, 0);
        case EXPR_POW:   return compile_pow(C, e, sa, sb);
        case EXPR_EXP:   return emit(C, KI_EXP, sa, -1, 0);
        case EXPR_LOG:   return emit(C, KI_LOG, sa, -1, 0);
        case EXPR_SQRT:  return emit(C, KI_SQRT, sa, -1, 0);
        case EXPR_SIN:   return compile_pair(C, KI_SINCOS, sa, 0);
        case EXPR_COS:   return compile_pair(C, KI_SINCOS, sa, 1);
        case EXPR_SINH:  return compile_pair(C, KI_SINHCOSH, sa, 0);
        case EXPR_COSH:  return compile_pair(C, KI_SINHCOSH, sa, 1);
        case EXPR_TAN:   return emit(C, KI_TAN, sa, -1, 1);
        case EXPR_TANH:  return emit(C, KI_TANH, sa, -1, 1);
        case EXPR_ATAN:  return emit(C, KI_ATAN, sa, -1, 1);
        case EXPR_ASIN:  return emit(C, KI_ASIN, sa, -1, 1);
        case EXPR_ACOS:  return emit(C, KI_ACOS, sa, -1, 1);
        default:
            flint_printf("kernel_new: unknown expression op %d\n", (int) e->op);
            flint_abort();
    }
    return -1;
}

/* Marks the nodes the outputs need (reverse topological sweep); returns 0
 * when a needed variable is not an input. */
static int mark_needed(char * needed, expr_ctx_ptr ctx, slong n, const slong * var_input,
                       slong nvars, const expr_ptr * outputs, slong n_out)
{
    slong i;

    for (i = 0; i < n_out; i++)
        needed[outputs[i]->id] = 1;
    for (i = n - 1; i >= 0; i--)
    {
        expr_ptr e;
        if (!needed[i])
            continue;
        e = expr_ctx_node(ctx, i);
        if (e->op == EXPR_VAR && (e->var < 0 || e->var >= nvars || var_input[e->var] < 0))
            return 0;
        if (e->a != NULL)
            needed[e->a->id] = 1;
        if (e->b != NULL && !is_integer_power(e))
            needed[e->b->id] = 1;
    }
    return 1;
}

static void kernel_alloc_store(kernel_struct * K)
{
    K->store = _arb_vec_init(K->num_slots * K->alloc);
    K->saved = _arb_vec_init(K->n_in);
    K->at_saved = NULL;
    K->at_consts = 0;
    K->iv = NULL;
    K->forcing_ready = 0;
    K->num_forcing = 0;
    K->forcing = NULL;
    K->t_only = NULL;
    K->forcing_multi = NULL;
    K->forcing_state = NULL;
    K->num_multi = 0;
    K->iv_undef = NULL;
    K->slot_multi = NULL;
    K->t_only_in = NULL;
    K->ivd = NULL;
    K->ivm = NULL;
    K->iv_tight = 0;
    K->iv_widen = NULL;
}

int kernel_new(kernel_ptr * Kout, expr_ctx_ptr ctx, const slong * input_vars, slong n_in,
               const expr_ptr * outputs, slong n_out, slong max_order)
{
    kernel_struct * K;
    compiler C;
    slong n = expr_ctx_num_nodes(ctx), nvars = expr_ctx_num_vars(ctx), i;
    slong * var_input, * node_slot;
    char * needed;
    int ok = (n_in >= 0 && n_out >= 0 && max_order >= 0);

    *Kout = NULL;
    var_input = flint_malloc((nvars + 1) * sizeof(slong));
    for (i = 0; i < nvars; i++)
        var_input[i] = -1;
    for (i = 0; ok && i < n_in; i++)
    {
        if (input_vars[i] < 0 || input_vars[i] >= nvars || var_input[input_vars[i]] >= 0)
            ok = 0;
        else
            var_input[input_vars[i]] = i;
    }
    for (i = 0; ok && i < n_out; i++)
        ok = (outputs[i] != NULL && outputs[i]->id >= 0 && outputs[i]->id < n);
    needed = flint_calloc(n + 1, 1);
    if (ok)
        ok = mark_needed(needed, ctx, n, var_input, nvars, outputs, n_out);
    if (!ok)
    {
        flint_free(var_input);
        flint_free(needed);
        return SERSOL_EINPUT;
    }

    K = flint_calloc(1, sizeof(kernel_struct));
    K->max_order = max_order;
    K->domain_op = -1;
    K->alloc = max_order + 1;
    K->n_in = n_in;
    K->n_out = n_out;
    K->in_slot = flint_malloc((n_in + 1) * sizeof(slong));
    K->out_slot = flint_malloc((n_out + 1) * sizeof(slong));
    prog_init(&K->cprog);
    prog_init(&K->prog);

    C.K = K;
    C.slot_alloc = 0;
    C.cse = NULL;
    C.cse_size = C.cse_num = 0;
    node_slot = flint_malloc((n + 1) * sizeof(slong));
    for (i = 0; i < n; i++)
        node_slot[i] = -1;

    for (i = 0; i < n_in; i++)
        K->in_slot[i] = new_slot(&C);
    for (i = 0; i < n; i++)
    {
        if (!needed[i])
            continue;
        node_slot[i] = compile_node(&C, expr_ctx_node(ctx, i), node_slot, var_input);
        K->num_nodes++;
    }
    for (i = 0; i < n_out; i++)
        K->out_slot[i] = node_slot[outputs[i]->id];

    kernel_alloc_store(K);

    flint_free(C.cse);
    flint_free(node_slot);
    flint_free(var_input);
    flint_free(needed);
    *Kout = K;
    return SERSOL_OK;
}

void kernel_free(kernel_ptr K)
{
    if (K == NULL)
        return;
    kernel_block_end(K);
    _arb_vec_clear(K->store, K->num_slots * K->alloc);
    _arb_vec_clear(K->saved, K->n_in);
    if (K->at_saved != NULL)
        _arb_vec_clear(K->at_saved, K->num_slots);
    if (K->iv != NULL)
    {
        slong i;
        for (i = 0; i < 2 * K->num_slots; i++)
            arf_clear(K->iv + i);
        flint_free(K->iv);
    }
    if (K->ivd != NULL)
    {
        slong i;
        for (i = 0; i < 2 * K->num_slots; i++)
            arf_clear(K->ivd + i);
        flint_free(K->ivd);
    }
    if (K->ivm != NULL)
    {
        slong i;
        for (i = 0; i < 2 * K->num_slots; i++)
            arf_clear(K->ivm + i);
        flint_free(K->ivm);
    }
    flint_free(K->forcing);
    flint_free(K->forcing_multi);
    flint_free(K->forcing_state);
    flint_free(K->iv_undef);
    flint_free(K->slot_multi);
    flint_free(K->t_only_in);
    flint_free(K->t_only);
    prog_clear(&K->cprog);
    prog_clear(&K->prog);
    flint_free(K->slot_const);
    flint_free(K->in_slot);
    flint_free(K->out_slot);
    flint_free(K);
}

void kernel_fit_order(kernel_ptr K, slong max_order)
{
    slong alloc = max_order + 1, s, j;
    arb_ptr store;

    if (max_order <= K->max_order)
        return;
    store = _arb_vec_init(K->num_slots * alloc);
    for (s = 0; s < K->num_slots; s++)
        for (j = 0; j < K->alloc; j++)
            arb_swap(store + s * alloc + j, KERNEL_SLOT(K, s) + j);
    _arb_vec_clear(K->store, K->num_slots * K->alloc);
    K->store = store;
    K->alloc = alloc;
    K->max_order = max_order;
}

slong kernel_max_order(const kernel_struct * K)
{
    return K->max_order;
}

arb_ptr kernel_input(kernel_ptr K, slong i)
{
    if (i < 0 || i >= K->n_in)
        flint_abort();
    return KERNEL_SLOT(K, K->in_slot[i]);
}

arb_srcptr kernel_output(const kernel_struct * K, slong j)
{
    if (j < 0 || j >= K->n_out)
        flint_abort();
    return KERNEL_SLOT(K, K->out_slot[j]);
}

slong kernel_num_nodes(const kernel_struct * K)
{
    return K->num_nodes;
}

slong kernel_num_nonlinear(const kernel_struct * K)
{
    return K->num_nonlinear;
}

slong kernel_num_products(const kernel_struct * K)
{
    return K->num_products;
}

slong kernel_num_inputs(const kernel_struct * K)
{
    return K->n_in;
}

#define POLY_DEG_NONE (WORD(1) << 40)

/* The degree of an instruction's result from its operands' degrees
 * (POLY_DEG_NONE: not a polynomial; degrees are capped there). */
static slong instr_poly_degree(const kernel_instr * I, const slong * deg)
{
    slong a = (I->a >= 0) ? deg[I->a] : 0, b = (I->b >= 0) ? deg[I->b] : 0;
    switch (I->op)
    {
        case KI_CONST: case KI_PI:
            return 0;
        case KI_ADD: case KI_SUB:
            return FLINT_MAX(a, b);
        case KI_NEG: case KI_SCAL: case KI_DIVSCAL:
            return a;
        case KI_MUL:
            return FLINT_MIN(a + b, POLY_DEG_NONE);
        case KI_SQR:
            return FLINT_MIN(2 * a, POLY_DEG_NONE);
        case KI_DIV:
            return (b == 0) ? a : POLY_DEG_NONE;
        default:    /* 1/a, powers, elementary functions: of a constant only */
            return (a == 0) ? 0 : POLY_DEG_NONE;
    }
}

/* The longest run of zero coefficients followed by a nonzero one that the
 * result of a non-polynomial instruction can have, from its operands'
 * (z: those bounds; a polynomial's is its degree).  A sum can cancel the
 * first terms of one operand by the other (exp(t^60) - 1 - t^60 starts at
 * t^120): za + zb + 1; a product shifts by both: za + zb + 1; a function
 * f(a) = f(a0) + f'(a0)(a - a0) + ... whose f' may vanish at a0 (cos at 0,
 * and then f'' does not, for every function of the tape): 2 za + 1. */
static slong instr_zero_run(const kernel_instr * I, const slong * z)
{
    slong a = (I->a >= 0) ? z[I->a] : 0, b = (I->b >= 0) ? z[I->b] : 0, r;
    switch (I->op)
    {
        case KI_NEG: case KI_SCAL: case KI_DIVSCAL:
            r = a;
            break;
        case KI_ADD: case KI_SUB: case KI_MUL: case KI_DIV:
            r = a + b + 1;
            break;
        case KI_SQR:
            r = 2 * a + 1;
            break;
        default:
            r = 2 * a + 1;
            break;
    }
    return FLINT_MIN(r, POLY_DEG_NONE);
}

slong kernel_poly_degree(const kernel_struct * K, const slong * in_deg, slong * zero_run)
{
    slong * deg = flint_calloc(FLINT_MAX(K->num_slots, 1), sizeof(slong));
    slong * z = flint_calloc(FLINT_MAX(K->num_slots, 1), sizeof(slong));
    slong i, d = 0;

    for (i = 0; i < K->n_in; i++)
    {
        deg[K->in_slot[i]] = FLINT_MIN(FLINT_MAX(in_deg[i], 0), POLY_DEG_NONE);
        z[K->in_slot[i]] = deg[K->in_slot[i]];
    }
    /* slots of cprog are constant in t: degree 0, no zero run (calloc) */
    for (i = 0; i < K->prog.len; i++)
    {
        const kernel_instr * I = K->prog.ins + i;
        slong r = instr_poly_degree(I, deg), zr = (r < POLY_DEG_NONE) ? r : instr_zero_run(I, z);
        deg[I->dst] = r;
        z[I->dst] = zr;
        if (I->dst2 >= 0)
        {
            deg[I->dst2] = r;
            z[I->dst2] = zr;
        }
    }
    *zero_run = 0;
    for (i = 0; i < K->n_out; i++)
    {
        d = FLINT_MAX(d, deg[K->out_slot[i]]);
        *zero_run = FLINT_MAX(*zero_run, z[K->out_slot[i]]);
    }
    flint_free(deg);
    flint_free(z);
    return (d >= POLY_DEG_NONE) ? -1 : d;
}

slong kernel_num_outputs(const kernel_struct * K)
{
    return K->n_out;
}
