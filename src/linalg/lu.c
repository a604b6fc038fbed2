/* LU factorisation held for repeated solves. */
#include "sersol/linalg.h"

void linalg_lu_init(linalg_lu_t F, slong n)
{
    F->n = n;
    arb_mat_init(F->LU, n, n);
    F->perm = flint_malloc(FLINT_MAX(n, 1) * sizeof(slong));
    arb_mat_init(F->rhs, n, 1);
    arb_mat_init(F->sol, n, 1);
}

void linalg_lu_clear(linalg_lu_t F)
{
    arb_mat_clear(F->LU);
    flint_free(F->perm);
    arb_mat_clear(F->rhs);
    arb_mat_clear(F->sol);
}

int linalg_lu_factor(linalg_lu_t F, const arb_mat_t A, slong prec)
{
    if (arb_mat_nrows(A) != F->n || arb_mat_ncols(A) != F->n)
        flint_abort();
    if (F->n == 0)
        return SERSOL_OK;
    return arb_mat_lu(F->perm, F->LU, A, prec) ? SERSOL_OK : SERSOL_ESINGULAR;
}

void linalg_lu_solve_vec(arb_ptr x, linalg_lu_t F, arb_srcptr b, slong prec)
{
    slong i;

    for (i = 0; i < F->n; i++)
        arb_set(arb_mat_entry(F->rhs, i, 0), b + i);
    if (F->n > 0)
        arb_mat_solve_lu_precomp(F->sol, F->perm, F->LU, F->rhs, prec);
    for (i = 0; i < F->n; i++)
        arb_set(x + i, arb_mat_entry(F->sol, i, 0));
}

void linalg_lu_solve_mat(arb_mat_t X, linalg_lu_t F, const arb_mat_t B, slong prec)
{
    if (F->n == 0)
        return;
    arb_mat_solve_lu_precomp(X, F->perm, F->LU, B, prec);
}
