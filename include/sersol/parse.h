/* sersol — problem files (.ser, DESIGN.md §4): the parsed problem that every
 * solver reads.
 *
 * A problem owns an expression context (expr.h).  Every expression of the
 * problem is a node of that context; the variables of the context are:
 *   - "t" (always variable number t_var, registered first);
 *   - kind ode: each unknown "x", and for a second-order unknown also its
 *     first derivative "x'" (the x' that right-hand sides may use);
 *   - kinds ggl, el3, nonholonomic: the positions u_i and the velocities v_i
 *     (names from the file, velocities default to v1 v2 ...);
 *   - kind oscillator: "x" and "xp".
 * Named constants (`const`) are substituted by their exact values while
 * parsing: expressions never contain a variable for a constant.  Multipliers
 * lambda1..lambdar, mu1..mur are not variables of the context (the solvers
 * own them); they only appear as names of `exact` lines.
 *
 * Matrices are stored row-major: mass[i*n + j], vc_A[i*n + j].
 * Every statement's source line is kept (the *_line fields; 0 when the
 * statement was absent) for diagnostics of later stages, in the same
 * FILE:LINE: form as parse errors.
 *
 * Documentation: docs/parse.md. */
#ifndef SERSOL_PARSE_H
#define SERSOL_PARSE_H

#include <stdio.h>
#include "sersol/status.h"
#include "sersol/expr.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum
{
    PROBLEM_ODE,            /* first- and second-order explicit ODEs */
    PROBLEM_GGL,            /* multibody, holonomic constraints, index-2 GGL form */
    PROBLEM_EL3,            /* multibody, holonomic constraints, index-3 Euler-Lagrange */
    PROBLEM_NONHOLONOMIC,   /* multibody, velocity constraints A(t,u) v + b(t,u) = 0 */
    PROBLEM_OSCILLATOR      /* x'' + alpha^2 x = epsilon f(t, x, x') */
}
sersol_problem_kind;

/* A closed-form solution line: exact <name> = <expr in t>. */
typedef struct
{
    char * name;            /* an unknown, u_i, v_i, lambda<i>, mu<i>, x, xp */
    expr_ptr value;         /* expression in t only */
    slong line, col;        /* position of the name in the file */
}
sersol_exact;

/* A named constant: const <name> = <expr>. */
typedef struct
{
    char * name;
    expr_ptr value;         /* exact constant expression (no variables) */
    slong line;
}
sersol_const;

typedef struct sersol_problem_struct
{
    sersol_problem_kind kind;
    char * file;            /* source name given to the parser (for diagnostics) */
    char * title;           /* "" when absent */
    slong title_line;
    expr_ctx_ptr ctx;       /* owns every expression below */
    slong t_var;            /* variable number of t */

    slong num_consts;
    sersol_const * consts;

    slong num_exact;
    sersol_exact * exact;

    /* ---- kind ode: y_i' = rhs_i  or  y_i'' = rhs_i ---------------------- */
    slong n;                /* number of unknowns (ode) / positions (multibody) */
    char ** names;          /* ode: unknown names */
    slong * vars;           /* ode: variable number of each unknown */
    int * order;            /* ode: 1 or 2 */
    slong * dvars;          /* ode: variable number of "y_i'" for order 2, else -1 */
    expr_ptr * rhs;         /* ode: right-hand sides, in t, y, y' */
    expr_ptr * init;        /* ode: y_i(0) (constant) */
    expr_ptr * init_deriv;  /* ode: y_i'(0) for order 2, else NULL */
    slong * rhs_line;
    slong * init_line;
    slong * init_deriv_line;

    /* ---- kinds ggl, el3, nonholonomic (n positions, r constraints) ------ */
    char ** pos_names;      /* u_1..u_n */
    slong * pos_vars;
    char ** vel_names;      /* v_1..v_n */
    slong * vel_vars;
    expr_ptr * mass;        /* n x n, symmetric (checked symbolically), in t, u */
    expr_ptr * force;       /* n, in t, u, v */
    slong r;                /* number of constraints (r <= n) */
    expr_ptr * constraint;  /* ggl, el3: g(t, u), r entries; else NULL */
    expr_ptr * vc_A;        /* nonholonomic: A(t, u), r x n; else NULL */
    expr_ptr * vc_b;        /* nonholonomic: b(t, u), r entries; else NULL */
    expr_ptr * init_u;      /* n constants */
    expr_ptr * init_v;      /* n constants */
    slong position_line, velocity_line, mass_line, force_line;
    slong constraint_line, init_u_line, init_v_line;

    /* ---- kind oscillator: x'' + alpha^2 x = epsilon f(t, x, xp) --------- */
    slong x_var, xp_var;    /* variable numbers of x and xp (else -1) */
    expr_ptr alpha;         /* constant */
    expr_ptr epsilon;       /* constant */
    expr_ptr perturbation;  /* f(t, x, xp) */
    expr_ptr beta;          /* constant, NULL when absent (solver default) */
    expr_ptr init_x, init_xp;
    slong alpha_line, epsilon_line, perturbation_line, beta_line;
    slong init_x_line, init_xp_line;
}
sersol_problem;

/* Parses a .ser file.  On success returns SERSOL_OK and *P owns a new
 * problem (free with sersol_problem_free).  On a mistake in the file, writes
 * one line "FILE:LINE:COL: message" to err (when err is not NULL), sets
 * *P = NULL and returns SERSOL_EINPUT; SERSOL_EIO (message "FILE: cannot
 * open: reason") when the file cannot be read. */
int sersol_problem_parse_file(sersol_problem ** P, const char * path, FILE * err);
/* The same for the text of a file; name is used in messages ("<string>"
 * when NULL); a NULL text is SERSOL_EINPUT. */
int sersol_problem_parse_string(sersol_problem ** P, const char * text,
                                const char * name, FILE * err);
void sersol_problem_free(sersol_problem * P);

/* Writes P as a .ser file that parses back to the same problem (same
 * statements, same hash-consed expressions).  Constants are written as
 * `const` lines but the expressions carry their values. */
void sersol_problem_fprint(FILE * f, const sersol_problem * P);
/* The same into a malloc'ed string (free with flint_free). */
char * sersol_problem_to_str(const sersol_problem * P);

/* Reads one expression of the .ser syntax (DESIGN.md §4) into ctx: names
 * are the variables already registered in ctx (none is added), plus pi and
 * the functions; newlines are blanks.  Returns SERSOL_OK, or writes
 * "expression:LINE:COL: message" to err (when not NULL), sets *e = NULL and
 * returns SERSOL_EINPUT.  expr_to_str output reads back to the same node of
 * the same context, except for a division by an exact zero (1/0, x/0,
 * 0^(-1)), which the constructors keep as a node and the parser refuses
 * ("division by zero"). */
int sersol_parse_expr(expr_ptr * e, expr_ctx_ptr ctx, const char * text, FILE * err);

/* "ode", "ggl", "el3", "nonholonomic", "oscillator". */
const char * sersol_problem_kind_name(sersol_problem_kind kind);
/* The exact line for a name, or NULL. */
const sersol_exact * sersol_problem_find_exact(const sersol_problem * P, const char * name);

#ifdef __cplusplus
}
#endif

#endif
