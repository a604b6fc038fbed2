/* sersol — expression DAG (hash-consed), exact constants, symbolic derivatives.
 *
 * All nodes live in an expr_ctx (an arena).  Building the same expression
 * twice returns the same node (hash-consing), so common subexpressions are
 * shared and pointer equality is structural equality.  Nodes are immutable
 * and freed only with the context.
 *
 * Constants are exact: rationals (fmpq: integers, p/q, decimals such as 0.1
 * kept as 1/10) and pi; they are rounded only when evaluated at a working
 * precision.  Light simplification at construction: constant folding of
 * rational arithmetic, 0*x = 0, 1*x = x, x+0 = x, x-0 = x, x/1 = x, x^1 = x,
 * x^0 = 1, -(-x) = x, and canonical operand order for + and * (so a+b and
 * b+a are one node).  The complete list of rules: docs/expr.md §2.
 *
 * Documentation: docs/expr.md. */
#ifndef SERSOL_EXPR_H
#define SERSOL_EXPR_H

#include <stdio.h>
#include <flint/fmpq.h>
#include <arb.h>
#include "sersol/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
    EXPR_CONST,     /* exact rational, value in q */
    EXPR_PI,        /* the constant pi */
    EXPR_VAR,       /* variable number var (see expr_ctx_add_var) */
    EXPR_ADD,       /* a + b */
    EXPR_SUB,       /* a - b */
    EXPR_MUL,       /* a * b */
    EXPR_DIV,       /* a / b */
    EXPR_NEG,       /* -a */
    EXPR_POW,       /* a ^ b (b any expression; integer and rational exponents are recognised by the kernel) */
    EXPR_SIN, EXPR_COS, EXPR_TAN, EXPR_EXP, EXPR_LOG, EXPR_SQRT,
    EXPR_ATAN, EXPR_ASIN, EXPR_ACOS, EXPR_SINH, EXPR_COSH, EXPR_TANH
}
expr_op;

#define EXPR_FIRST_FUNCTION EXPR_SIN
#define EXPR_LAST_FUNCTION EXPR_TANH

typedef struct expr_node_struct
{
    expr_op op;
    slong id;                 /* index of the node in its context, 0, 1, 2, ... in creation order */
    slong var;                /* EXPR_VAR: variable number; else -1 */
    fmpq_t q;                 /* EXPR_CONST: value; else 0 */
    const struct expr_node_struct * a;   /* first operand (NULL for leaves) */
    const struct expr_node_struct * b;   /* second operand of binary ops, else NULL */
    ulong hash;
}
expr_node;

typedef const expr_node * expr_ptr;

typedef struct expr_ctx_struct expr_ctx_struct;   /* opaque: see src/expr/ */
typedef expr_ctx_struct * expr_ctx_ptr;

/* ---- context ----------------------------------------------------------- */
expr_ctx_ptr expr_ctx_new(void);
void expr_ctx_free(expr_ctx_ptr ctx);
/* Registers a variable name; returns its number (0, 1, ...).  Registering
 * an existing name returns the existing number. */
slong expr_ctx_add_var(expr_ctx_ptr ctx, const char * name);
/* The number of a variable name, or -1. */
slong expr_ctx_find_var(expr_ctx_ptr ctx, const char * name);
slong expr_ctx_num_vars(expr_ctx_ptr ctx);
const char * expr_ctx_var_name(expr_ctx_ptr ctx, slong var);
/* Number of nodes created so far, and node number i (0 <= i < num_nodes):
 * operands always have smaller numbers than their users (topological order). */
slong expr_ctx_num_nodes(expr_ctx_ptr ctx);
expr_ptr expr_ctx_node(expr_ctx_ptr ctx, slong i);

/* ---- construction (hash-consed, simplified) ---------------------------- */
expr_ptr expr_const_fmpq(expr_ctx_ptr ctx, const fmpq_t q);
expr_ptr expr_const_si(expr_ctx_ptr ctx, slong c);
/* An exact number from text: "3", "3/2", "0.1", "1e-3", "-2.5E+10".
 * Returns NULL for a malformed string. */
expr_ptr expr_const_str(expr_ctx_ptr ctx, const char * s);
expr_ptr expr_pi(expr_ctx_ptr ctx);
expr_ptr expr_var(expr_ctx_ptr ctx, slong var);
expr_ptr expr_add(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b);
expr_ptr expr_sub(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b);
expr_ptr expr_mul(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b);
expr_ptr expr_div(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b);
expr_ptr expr_neg(expr_ctx_ptr ctx, expr_ptr a);
expr_ptr expr_pow(expr_ctx_ptr ctx, expr_ptr a, expr_ptr b);
/* op is one of EXPR_SIN .. EXPR_TANH. */
expr_ptr expr_fun(expr_ctx_ptr ctx, expr_op op, expr_ptr a);
/* The function name ("sin", ...) of op, and the op of a name (or -1). */
const char * expr_fun_name(expr_op op);
int expr_fun_from_name(const char * name);

/* ---- queries ----------------------------------------------------------- */
int expr_is_const(expr_ptr e);            /* EXPR_CONST */
int expr_is_zero(expr_ptr e);
int expr_is_one(expr_ptr e);
/* Nonzero when e does not depend on variable var (recursively). */
int expr_is_free_of(expr_ptr e, slong var);
/* The nodes reachable from roots[0..nroots-1] (roots included, each once),
 * in increasing id order, so operands come before their users.  *nodes is
 * allocated with flint_malloc (free with flint_free); returns their number.
 * O(m log m) for m reachable nodes, no recursion. */
slong expr_collect(expr_ptr ** nodes, const expr_ptr * roots, slong nroots);

/* ---- symbolic differentiation ------------------------------------------ */
/* d e / d var, simplified, as a node of the same context. */
expr_ptr expr_diff(expr_ctx_ptr ctx, expr_ptr e, slong var);
/* Jacobian: J[i*nvars + j] = d f_i / d x_{vars[j]}. */
void expr_jacobian(expr_ptr * J, expr_ctx_ptr ctx, const expr_ptr * f, slong nf,
                   const slong * vars, slong nvars);

/* ---- evaluation and printing ------------------------------------------- */
/* res = e evaluated at the point values[var] (one arb per registered
 * variable) in ball arithmetic at prec bits.  SERSOL_EDOMAIN when some
 * subexpression is outside its domain (division by a ball containing 0, log
 * of a ball not positive, ...); res is then indeterminate. */
int expr_eval_arb(arb_t res, expr_ptr e, arb_srcptr values, slong prec);
/* Writes e in the .ser expression syntax, fully parenthesised where needed so
 * that parsing the text gives the same node back.  expr_to_str returns a
 * malloc'ed string (free with flint_free). */
void expr_fprint(FILE * f, expr_ctx_ptr ctx, expr_ptr e);
char * expr_to_str(expr_ctx_ptr ctx, expr_ptr e);
/* Names for printing: expr_to_str_names writes a node among nodes[0..limit-1]
 * that is not a number, pi or a variable as its name (the first names[i]
 * given for it): the constants of a problem (sersol_problem_fprint), so
 * that const c1 = c0*c0, c2 = c1*c1, ... print in linear size, not 2^k
 * copies of c0.  The table is built once (sorted by node) for any number
 * of expressions and limits. */
typedef struct expr_names_struct expr_names_struct;
expr_names_struct * expr_names_new(const expr_ptr * nodes, const char * const * names, slong n);
void expr_names_free(expr_names_struct * T);
char * expr_to_str_names(expr_ctx_ptr ctx, expr_ptr e, const expr_names_struct * T, slong limit);

#ifdef __cplusplus
}
#endif

#endif
