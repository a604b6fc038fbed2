/* sersol — coefficient kernels: private definitions shared by the kernel sources.
 *
 * A kernel is a flat tape of instructions over slots.  A slot is one
 * coefficient array (alloc = max_order + 1 entries): a node of the DAG, an
 * input variable, a constant, or an auxiliary series (the w of tan/atan/...,
 * the partner of a sin/cos pair, an intermediate power x^(2^j), log a of
 * a^b).  Two programs:
 *   cprog  the instructions constant in t (constants, pi, and every node that
 *          depends only on them): evaluated at k = 0 only, at the working
 *          precision; their coefficients k >= 1 stay exactly 0;
 *   prog   the instructions that depend on an input, in topological order,
 *          evaluated at every order k.
 * See docs/kernel.md. */
#ifndef SERSOL_KERNEL_IMPL_H
#define SERSOL_KERNEL_IMPL_H

#include <flint/fmpq.h>
#include "sersol/tps.h"
#include "sersol/kernel.h"

typedef enum
{
    KI_CONST,       /* dst = q (exact rational rounded at prec) */
    KI_PI,          /* dst = pi */
    KI_ADD,         /* dst = a + b */
    KI_SUB,         /* dst = a - b */
    KI_NEG,         /* dst = -a */
    KI_SCAL,        /* dst = a * b_0  (b constant in t) */
    KI_DIVSCAL,     /* dst = a / b_0  (b constant in t) */
    KI_MUL,         /* dst = a * b  (Cauchy product) */
    KI_SQR,         /* dst = a^2 */
    KI_DIV,         /* dst = a / b */
    KI_INV,         /* dst = 1 / a */
    KI_POW,         /* dst = a ^ b_0  (b constant in t; a_0 > 0) */
    KI_EXP, KI_LOG, KI_SQRT,
    KI_SINCOS,      /* dst = sin a, dst2 = cos a */
    KI_SINHCOSH,    /* dst = sinh a, dst2 = cosh a */
    KI_TAN,         /* dst = tan a, dst2 = w = 1 + dst^2 */
    KI_TANH,        /* dst = tanh a, dst2 = w = 1 - dst^2 */
    KI_ATAN,        /* dst = atan a, dst2 = w = 1 + a^2 */
    KI_ASIN,        /* dst = asin a, dst2 = w = sqrt(1 - a^2) */
    KI_ACOS         /* dst = acos a, dst2 = w = sqrt(1 - a^2) */
}
kernel_op;

typedef struct
{
    kernel_op op;
    slong dst, dst2;    /* result slot(s); dst2 = -1 when unused */
    slong a, b;         /* operand slots; -1 when unused */
    fmpq_t q;           /* KI_CONST: the value */
}
kernel_instr;

typedef struct
{
    kernel_instr * ins;
    slong len, alloc;
}
kernel_prog;

/* Relaxed (online, fast) Cauchy product c = u v of two series whose
 * coefficients become known one at a time (src/kernel/relaxed.c, docs/kernel.md
 * "Blocks").  u_i = slot[u_slot][u_off + i], or, when u_weight is set,
 * u_i = (i + 1) slot[u_slot][i + 1] kept in uw; v_i = slot[v_slot][v_off + i]. */
typedef struct
{
    slong u_slot, u_off, v_slot, v_off;
    int u_weight;           /* u is the weighted series (i + 1) a_{i+1} */
    arb_ptr uw;             /* the weighted coefficients (len entries) when u_weight */
    arb_ptr c;              /* len entries: partial sums of coefficients of u v */
    slong len;
    slong len_cut;          /* < len after _kernel_relaxed_extend: the squares added so
                             * far were cut at len_cut (completed at the next step) */
    slong S;                /* the smallest square, fixed by the first length */
    slong n_done;           /* steps 0..n_done-1 have been added to c */
}
kernel_relaxed;

/* The relaxed products of one main-program instruction (at most two). */
typedef struct
{
    slong num;              /* 0: evaluated by the online recurrence */
    kernel_relaxed r[2];
}
kernel_instr_block;

struct kernel_struct
{
    slong max_order;        /* coefficients 0..max_order are stored */
    slong alloc;            /* = max_order + 1, entries per slot */
    slong num_slots;
    arb_ptr store;          /* num_slots * alloc coefficients, slot s at store + s * alloc */
    int * slot_const;       /* slot s is constant in t */

    slong n_in, n_out;
    slong * in_slot;        /* slot of input i */
    slong * out_slot;       /* slot of output j */
    arb_ptr saved;          /* n_in entries: input coefficients saved by kernel_eval_rest */
    arb_ptr at_saved;       /* num_slots entries (NULL until first used): the coefficients 0
                             * that program_at swaps out (src/kernel/branches.c) */
    int at_consts;          /* program_at swapped out the constants too (to
                             * evaluate them at more bits than const_prec) */
    arf_ptr iv;             /* 2 num_slots entries (NULL until first used): the
                             * intervals of kernel_outputs_on (src/kernel/interval.c) */
    /* the forcing nodes (kernel_num_forcing, src/kernel/interval.c; found
     * at the first call, forcing_ready then set): their slots, and which
     * prog instructions depend on the time alone */
    int forcing_ready;
    slong num_forcing;
    slong * forcing;        /* num_forcing slots */
    char * t_only;          /* prog.len flags */
    char * forcing_multi;   /* num_forcing flags: t occurs more than once in
                             * the node (enclosed by its mean-value form too) */
    slong num_multi;        /* how many of those */
    char * forcing_state;   /* num_forcing: the largest kind of series input
                             * the node reads (KERNEL_SERIES_*; 0: none) */
    char * t_only_in;       /* n_in (NULL: none): input i's KERNEL_SERIES_ kind,
                             * 0 when it is not enclosed by its series
                             * (kernel_forcing_set_series_input) */
    char * slot_multi;      /* num_slots flags: t occurs more than once in the slot */
    char * iv_undef;        /* num_slots flags: undefined over the last interval
                             * of t (kernel_forcing_on) */
    arf_ptr ivd;            /* 2 num_slots entries (NULL until first used): the
                             * intervals of the derivatives in t of the slots */
    arf_ptr ivm;            /* 2 num_slots entries: the slots at the midpoint */
    const double * iv_widen;    /* kernel_forcing_search_t.state_widen during
                                 * a search (NULL: none) */
    int iv_tight;           /* sin/cos and powers by the hull of their end
                             * values, not a union ball (forcing nodes only) */

    kernel_prog cprog;      /* constant in t: evaluated at k = 0 */
    kernel_prog prog;       /* depends on the inputs: evaluated at every k */
    slong const_prec;       /* precision of the cprog values (0 = never evaluated):
                             * set at k = 0, raised by a higher precision later */
    slong num_done;         /* orders 0..num_done-1 have been evaluated */
    int domain_op;          /* kernel_op whose domain check failed last (-1: none) */

    slong num_nodes;        /* DAG nodes on the tape */
    slong num_nonlinear;    /* nonlinear instructions in prog */
    slong num_products;     /* their Cauchy products per order (kernel_num_products) */

    /* a block (kernel_block_begin): orders num_done..block_end-1 evaluated in
     * sequence with relaxed products; block = NULL when none */
    kernel_instr_block * block;     /* prog.len entries */
    slong block_end, block_next;   /* orders < block_end; the next one */
    arb_ptr block_tmp;              /* 2 block_end + 2 entries of scratch */
};

#define KERNEL_SLOT(K, s) ((K)->store + (s) * (K)->alloc)

/* The core of every relaxed product (src/kernel/relaxed.c): step n of
 * c = u v, i.e. adds to c (len entries) every tile of index pairs whose last
 * index is n (u_0..u_n and v_0..v_n known); steps must run 0, 1, 2, ...
 * with the same smallest square S; tmp has len entries, w len + 1
 * (2p <= n + 2 for a square of side p). */
void _kernel_relaxed_step(arb_ptr c, slong len, slong S, arb_srcptr u, arb_srcptr v, slong n,
                          arb_ptr tmp, arb_ptr w, slong prec);

/* Initialises r for c_n, n < len. */
void _kernel_relaxed_init(kernel_relaxed * r, slong u_slot, slong u_off, int u_weight,
                          slong v_slot, slong v_off, slong len);
void _kernel_relaxed_clear(kernel_relaxed * r);
/* Raises the length to len (>= the present one) keeping the steps done: the
 * next _kernel_relaxed_coeff first completes the squares that the old length
 * cut, so the product continues as if begun with this length (up to rounding). */
void _kernel_relaxed_extend(kernel_relaxed * r, slong len);
/* Completes coefficient n of u v (u_0..u_n and v_0..v_n must be known; the
 * coefficients up to n are completed in sequence) and returns it; tmp and w
 * are scratch of len entries. */
arb_srcptr _kernel_relaxed_coeff(kernel_struct * K, kernel_relaxed * r, slong n, arb_ptr tmp,
                                 arb_ptr w, slong prec);

/* Runs one instruction at order k; returns SERSOL_EDOMAIN when k = 0 and the
 * operand's point value is outside the function's domain (src/kernel/eval_coeff.c). */
int _kernel_instr_eval(kernel_struct * K, const kernel_instr * I, slong k, slong prec);

/* The constant program's values (coefficients 0) at prec bits, const_prec
 * left alone (src/kernel/eval_coeff.c; program_at evaluates them into
 * swapped-out slots). */
int _kernel_constants_eval(kernel_struct * K, slong prec);

/* Order k >= 1 of every instruction in a block (src/kernel/eval_block.c). */
void _kernel_block_eval(kernel_struct * K, slong k, slong prec);

#endif
