/* Saddle-point systems [A C^T; C 0] by the Schur complement C A^{-1} C^T.
 * The per-order linear system of MSPPA (seed 000, 4.14) and of ADM for
 * index-3 Euler-Lagrange equations (seed 004, (33) and (35)-(37)). */
#include "sersol/linalg.h"

void linalg_saddle_init(linalg_saddle_t K, slong n, slong m)
{
    K->n = n;
    K->m = m;
    linalg_lu_init(K->A, n);
    linalg_lu_init(K->S, m);
    arb_mat_init(K->C, m, n);
    arb_mat_init(K->AinvCT, n, m);
    K->wn = _arb_vec_init(FLINT_MAX(n, 1));
    K->wm = _arb_vec_init(FLINT_MAX(m, 1));
}

void linalg_saddle_clear(linalg_saddle_t K)
{
    linalg_lu_clear(K->A);
    linalg_lu_clear(K->S);
    arb_mat_clear(K->C);
    arb_mat_clear(K->AinvCT);
    _arb_vec_clear(K->wn, FLINT_MAX(K->n, 1));
    _arb_vec_clear(K->wm, FLINT_MAX(K->m, 1));
}

int linalg_saddle_factor(linalg_saddle_t K, const arb_mat_t A, const arb_mat_t C, slong prec)
{
    arb_mat_t CT, S;
    int status;

    if (arb_mat_nrows(C) != K->m || arb_mat_ncols(C) != K->n)
        flint_abort();
    status = linalg_lu_factor(K->A, A, prec);
    if (status != SERSOL_OK || K->m == 0)
        return status;
    arb_mat_set(K->C, C);
    arb_mat_init(CT, K->n, K->m);
    arb_mat_init(S, K->m, K->m);
    arb_mat_transpose(CT, C);
    linalg_lu_solve_mat(K->AinvCT, K->A, CT, prec);    /* A^{-1} C^T */
    arb_mat_mul(S, C, K->AinvCT, prec);                /* C A^{-1} C^T */
    status = linalg_lu_factor(K->S, S, prec);
    arb_mat_clear(CT);
    arb_mat_clear(S);
    return status == SERSOL_OK ? SERSOL_OK : SERSOL_EINDEX;
}

void linalg_saddle_solve(arb_ptr x, arb_ptr y, linalg_saddle_t K,
                         arb_srcptr r, arb_srcptr s, slong prec)
{
    slong i;

    linalg_lu_solve_vec(K->wn, K->A, r, prec);          /* A^{-1} r */
    if (K->m == 0)
    {
        _arb_vec_set(x, K->wn, K->n);
        return;
    }
    /* y = S^{-1} (C A^{-1} r - s) */
    linalg_mat_vec(K->wm, K->C, K->wn, prec);
    _arb_vec_sub(K->wm, K->wm, s, K->m, prec);
    linalg_lu_solve_vec(y, K->S, K->wm, prec);
    /* x = A^{-1} r - (A^{-1} C^T) y */
    for (i = 0; i < K->n; i++)
        arb_dot(x + i, K->wn + i, 1, arb_mat_entry(K->AinvCT, i, 0), 1, y, 1, K->m, prec);
}
