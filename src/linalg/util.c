/* Matrix-vector products and provable rank / definiteness tests. */
#include "sersol/linalg.h"

void linalg_mat_vec(arb_ptr y, const arb_mat_t A, arb_srcptr x, slong prec)
{
    slong i;
    for (i = 0; i < arb_mat_nrows(A); i++)
        arb_dot(y + i, NULL, 0, arb_mat_entry(A, i, 0), 1, x, 1, arb_mat_ncols(A), prec);
}

void linalg_mat_t_vec(arb_ptr y, const arb_mat_t A, arb_srcptr x, slong prec)
{
    slong j, m = arb_mat_nrows(A), n = arb_mat_ncols(A);
    for (j = 0; j < n; j++)
    {
        slong i;
        arb_zero(y + j);
        for (i = 0; i < m; i++)
            arb_addmul(y + j, arb_mat_entry(A, i, j), x + i, prec);
    }
}

int linalg_full_row_rank(const arb_mat_t A, slong prec)
{
    slong m = arb_mat_nrows(A);
    arb_mat_t AT, AAT;
    linalg_lu_t F;
    int ok;

    if (m > arb_mat_ncols(A))
        return 0;
    if (m == 0)
        return 1;
    arb_mat_init(AT, arb_mat_ncols(A), m);
    arb_mat_init(AAT, m, m);
    arb_mat_transpose(AT, A);
    arb_mat_mul(AAT, A, AT, prec);
    linalg_lu_init(F, m);
    ok = linalg_lu_factor(F, AAT, prec) == SERSOL_OK;
    linalg_lu_clear(F);
    arb_mat_clear(AT);
    arb_mat_clear(AAT);
    return ok;
}

int linalg_is_spd(const arb_mat_t A, slong prec)
{
    arb_mat_t L;
    int ok;

    if (arb_mat_nrows(A) == 0)
        return 1;
    arb_mat_init(L, arb_mat_nrows(A), arb_mat_ncols(A));
    ok = arb_mat_cho(L, A, prec);
    arb_mat_clear(L);
    return ok;
}

void linalg_vec_norm_max(arb_t res, arb_srcptr x, slong n, slong prec)
{
    slong i;
    arb_t a;

    arb_init(a);
    arb_zero(res);
    for (i = 0; i < n; i++)
    {
        arb_abs(a, x + i);
        arb_max(res, res, a, prec);
    }
    arb_clear(a);
}
