/* Matrix-vector products and provable rank / definiteness tests. */
#include <math.h>
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

/* Columns of G (r x n) forming an invertible r x r block, chosen by Gaussian
 * elimination with pivoting on the midpoints: cols[0..r-1] the block, then
 * the other columns.  Returns 0 when some pivot is zero. */
static int choose_columns(slong * cols, const arb_mat_t G)
{
    slong r = arb_mat_nrows(G), n = arb_mat_ncols(G), i, j, l, c = 0;
    double * A = flint_malloc(sizeof(double) * FLINT_MAX(r * n, 1));
    int * used = flint_calloc(FLINT_MAX(n, 1), sizeof(int)), ok = 1;

    for (i = 0; i < r; i++)
        for (j = 0; j < n; j++)
            A[i * n + j] = arf_get_d(arb_midref(arb_mat_entry(G, i, j)), ARF_RND_NEAR);
    for (i = 0; i < r && ok; i++)
    {
        slong best = -1;
        for (j = 0; j < n; j++)
            if (!used[j] && (best < 0 || fabs(A[i * n + j]) > fabs(A[i * n + best])))
                best = j;
        if (best < 0 || A[i * n + best] == 0.0)
            ok = 0;
        else
        {
            used[best] = 1;
            cols[c++] = best;
            for (l = i + 1; l < r; l++)
            {
                double f = A[l * n + best] / A[i * n + best];
                for (j = 0; j < n; j++)
                    A[l * n + j] -= f * A[i * n + j];
            }
        }
    }
    for (j = 0; j < n; j++)
        if (!used[j])
            cols[c++] = j;
    flint_free(A);
    flint_free(used);
    return ok;
}

int linalg_spd_on_kernel(const arb_mat_t M, const arb_mat_t G, slong prec)
{
    slong r = arb_mat_nrows(G), n = arb_mat_ncols(G), m = n - r, i, j;
    slong * cols;
    arb_mat_t G1, G2, X, Z, MZ, ZT, H;
    int ok;

    if (r == 0)
        return linalg_is_spd(M, prec);
    if (m <= 0)
        return linalg_full_row_rank(G, prec);   /* ker G = {0} */
    cols = flint_malloc(sizeof(slong) * n);
    ok = choose_columns(cols, G);
    arb_mat_init(G1, r, r);
    arb_mat_init(G2, r, m);
    arb_mat_init(X, r, m);
    arb_mat_init(Z, n, m);
    arb_mat_init(MZ, n, m);
    arb_mat_init(ZT, m, n);
    arb_mat_init(H, m, m);
    if (ok)
    {
        for (i = 0; i < r; i++)
        {
            for (j = 0; j < r; j++)
                arb_set(arb_mat_entry(G1, i, j), arb_mat_entry(G, i, cols[j]));
            for (j = 0; j < m; j++)
                arb_set(arb_mat_entry(G2, i, j), arb_mat_entry(G, i, cols[r + j]));
        }
        /* ker G = { x : x_cols1 = -G1^{-1} G2 x_cols2 }: basis Z, columns e_j */
        ok = arb_mat_solve(X, G1, G2, prec);
    }
    if (ok)
    {
        for (j = 0; j < m; j++)
        {
            for (i = 0; i < r; i++)
                arb_neg(arb_mat_entry(Z, cols[i], j), arb_mat_entry(X, i, j));
            arb_one(arb_mat_entry(Z, cols[r + j], j));
        }
        arb_mat_mul(MZ, M, Z, prec);
        arb_mat_transpose(ZT, Z);
        arb_mat_mul(H, ZT, MZ, prec);
        ok = linalg_is_spd(H, prec);
    }
    arb_mat_clear(G1);
    arb_mat_clear(G2);
    arb_mat_clear(X);
    arb_mat_clear(Z);
    arb_mat_clear(MZ);
    arb_mat_clear(ZT);
    arb_mat_clear(H);
    flint_free(cols);
    return ok;
}
