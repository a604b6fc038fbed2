/* sersol — small dense linear algebra over Arb balls for the DAE solvers.
 *
 * The series solvers factor a few order-0 matrices once per expansion point
 * (M(u0), G(u0) M(u0)^{-1} G(u0)^T, ...) and then solve with them at every
 * order of the recursion.  These objects hold the factorisations and the
 * work space, so a solve allocates nothing.
 *
 * Documentation: docs/linalg.md. */
#ifndef SERSOL_LINALG_H
#define SERSOL_LINALG_H

#include <arb.h>
#include <arb_mat.h>
#include "sersol/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- LU factorisation with partial pivoting, for repeated solves -------- */
typedef struct
{
    slong n;
    arb_mat_t LU;      /* packed L (unit lower) and U */
    slong * perm;      /* row permutation */
    arb_mat_t rhs;     /* n x 1 work column */
    arb_mat_t sol;     /* n x 1 work column */
}
linalg_lu_struct;

typedef linalg_lu_struct linalg_lu_t[1];

void linalg_lu_init(linalg_lu_t F, slong n);
void linalg_lu_clear(linalg_lu_t F);
/* Factors the n x n matrix A.  SERSOL_ESINGULAR when Arb cannot prove A
 * invertible at this precision (A singular, or its balls too wide). */
int linalg_lu_factor(linalg_lu_t F, const arb_mat_t A, slong prec);
/* x = A^{-1} b for vectors of length n; x may alias b. */
void linalg_lu_solve_vec(arb_ptr x, linalg_lu_t F, arb_srcptr b, slong prec);
/* X = A^{-1} B (B n x m); X may alias B. */
void linalg_lu_solve_mat(arb_mat_t X, linalg_lu_t F, const arb_mat_t B, slong prec);

/* ---- saddle-point systems --------------------------------------------------
 *     [ A   C^T ] [x]   [r]        A: n x n invertible,  C: m x n full row rank
 *     [ C   0   ] [y] = [s]        S = C A^{-1} C^T invertible
 * solved by the Schur complement: y = S^{-1} (C A^{-1} r - s),
 * x = A^{-1} (r - C^T y).  This is the linear system of every order of the
 * MSPPA recursion (seed 000, 4.14) and of the ADM recursion (seed 004,
 * (33), (35)-(37)). */
typedef struct
{
    slong n, m;
    linalg_lu_t A;        /* factorised A */
    linalg_lu_t S;        /* factorised Schur complement C A^{-1} C^T */
    arb_mat_t C;          /* m x n */
    arb_mat_t AinvCT;     /* n x m: A^{-1} C^T */
    arb_ptr wn, wm;       /* work vectors */
}
linalg_saddle_struct;

typedef linalg_saddle_struct linalg_saddle_t[1];

void linalg_saddle_init(linalg_saddle_t K, slong n, slong m);
void linalg_saddle_clear(linalg_saddle_t K);
/* Factors the system.  SERSOL_ESINGULAR when A is not provably invertible,
 * SERSOL_EINDEX when the Schur complement is not (C rank deficient, or
 * C A^{-1} C^T singular: the index condition of the DAE fails). */
int linalg_saddle_factor(linalg_saddle_t K, const arb_mat_t A, const arb_mat_t C, slong prec);
/* Solves for x (length n) and y (length m).  m = 0 is allowed (x = A^{-1} r).
 * x, y must not alias r, s. */
void linalg_saddle_solve(arb_ptr x, arb_ptr y, linalg_saddle_t K,
                         arb_srcptr r, arb_srcptr s, slong prec);

/* ---- helpers ------------------------------------------------------------- */
/* y = A x (A rows x cols); y must not alias x. */
void linalg_mat_vec(arb_ptr y, const arb_mat_t A, arb_srcptr x, slong prec);
/* y = A^T x; y must not alias x. */
void linalg_mat_t_vec(arb_ptr y, const arb_mat_t A, arb_srcptr x, slong prec);
/* Nonzero when A (m x n, m <= n) provably has full row rank (A A^T
 * provably invertible). */
int linalg_full_row_rank(const arb_mat_t A, slong prec);
/* Nonzero when the symmetric matrix A is provably positive definite
 * (a Cholesky factorisation succeeds in ball arithmetic). */
int linalg_is_spd(const arb_mat_t A, slong prec);
/* Nonzero when M (n x n, symmetric) is provably positive definite on the
 * kernel of G (r x n, provably of full row rank): Z^T M Z is provably SPD
 * for the basis Z = [-G1^{-1} G2; I] of ker G, G1 an invertible r x r block
 * of columns chosen by pivoting.  The index-3 condition of seed 004. */
int linalg_spd_on_kernel(const arb_mat_t M, const arb_mat_t G, slong prec);
/* Max-norm upper bound of a vector (for residual reports). */
void linalg_vec_norm_max(arb_t res, arb_srcptr x, slong n, slong prec);

#ifdef __cplusplus
}
#endif

#endif
