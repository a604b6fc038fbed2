/* linalg: LU and saddle-point solves against exact rational solutions. */
#include <flint/fmpq_mat.h>
#include "testsupport.h"
#include "sersol/linalg.h"

/* A random rational matrix with a strictly dominant diagonal (invertible). */
static void rand_dominant(fmpq_mat_t A)
{
    slong i, j, n = fmpq_mat_nrows(A);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
        {
            slong v = (slong) n_randint(test_state, 21) - 10;
            /* |a_ii| >= 33 n / 3 = 11 n, |a_ij| <= 10: strictly dominant
             * whatever the denominators (11 n / 3 was not: seed 5006) */
            if (i == j)
                v += (v >= 0 ? 1 : -1) * 33 * n;
            fmpq_set_si(fmpq_mat_entry(A, i, j), v, 1 + n_randint(test_state, 3));
        }
}

static void to_arb_mat(arb_mat_t B, const fmpq_mat_t A, slong prec)
{
    slong i, j;
    for (i = 0; i < fmpq_mat_nrows(A); i++)
        for (j = 0; j < fmpq_mat_ncols(A); j++)
            arb_set_fmpq(arb_mat_entry(B, i, j), fmpq_mat_entry(A, i, j), prec);
}

static void check_contains(arb_srcptr x, const fmpq_mat_t X, const char * what)
{
    slong i;
    for (i = 0; i < fmpq_mat_nrows(X); i++)
        if (!arb_contains_fmpq(x + i, fmpq_mat_entry(X, i, 0)))
            test_fail("%s: component %ld does not contain the exact solution", what, (long) i);
}

static void check_saddle(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        slong n = 1 + n_randint(test_state, 6), m = n_randint(test_state, n + 1);
        slong prec = test_randprec(test_under_valgrind() ? 500 : 4000) + 20, i, j;
        fmpq_mat_t A, AT, C, CT, x, y, r, s, t;
        arb_mat_t Ab, Cb;
        arb_ptr rb, sb, xb, yb;
        linalg_saddle_t K;

        fmpq_mat_init(A, n, n); fmpq_mat_init(AT, n, n); fmpq_mat_init(C, m, n); fmpq_mat_init(CT, n, m);
        fmpq_mat_init(x, n, 1); fmpq_mat_init(y, m, 1); fmpq_mat_init(r, n, 1); fmpq_mat_init(s, m, 1);
        fmpq_mat_init(t, n, 1);
        /* A symmetric positive definite: B + B^T with a dominant diagonal */
        rand_dominant(A);
        fmpq_mat_transpose(AT, A);
        fmpq_mat_add(A, A, AT);
        for (i = 0; i < n; i++)
            fmpq_abs(fmpq_mat_entry(A, i, i), fmpq_mat_entry(A, i, i));
        /* C: [I | random] with rows permuted -> full row rank */
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++)
                fmpq_set_si(fmpq_mat_entry(C, i, j), j == i ? 1 : (j >= m ? (slong) n_randint(test_state, 7) - 3 : 0), 1);
        fmpq_mat_randtest(x, test_state, 20);
        fmpq_mat_randtest(y, test_state, 20);
        /* r = A x + C^T y, s = C x */
        fmpq_mat_mul(r, A, x);
        fmpq_mat_transpose(CT, C);
        if (m > 0)
        {
            fmpq_mat_mul(t, CT, y);
            fmpq_mat_add(r, r, t);
            fmpq_mat_mul(s, C, x);
        }

        arb_mat_init(Ab, n, n); arb_mat_init(Cb, m, n);
        to_arb_mat(Ab, A, prec);
        to_arb_mat(Cb, C, prec);
        rb = _arb_vec_init(n); xb = _arb_vec_init(n);
        sb = _arb_vec_init(FLINT_MAX(m, 1)); yb = _arb_vec_init(FLINT_MAX(m, 1));
        for (i = 0; i < n; i++)
            arb_set_fmpq(rb + i, fmpq_mat_entry(r, i, 0), prec);
        for (i = 0; i < m; i++)
            arb_set_fmpq(sb + i, fmpq_mat_entry(s, i, 0), prec);

        linalg_saddle_init(K, n, m);
        if (linalg_saddle_factor(K, Ab, Cb, prec) != SERSOL_OK)
            test_fail("saddle factor failed (n=%ld m=%ld prec=%ld)", (long) n, (long) m, (long) prec);
        linalg_saddle_solve(xb, yb, K, rb, sb, prec);
        check_contains(xb, x, "saddle x");
        if (m > 0)
            check_contains(yb, y, "saddle y");
        if (!linalg_full_row_rank(Cb, prec) || !linalg_is_spd(Ab, prec))
            test_fail("rank / spd predicates (rank %d, spd %d, n=%ld m=%ld prec=%ld)", linalg_full_row_rank(Cb, prec), linalg_is_spd(Ab, prec), (long) n, (long) m, (long) prec);

        /* LU alone: x = A^{-1} (A x), aliased */
        {
            linalg_lu_t F;
            fmpq_mat_mul(t, A, x);
            for (i = 0; i < n; i++)
                arb_set_fmpq(rb + i, fmpq_mat_entry(t, i, 0), prec);
            linalg_lu_init(F, n);
            if (linalg_lu_factor(F, Ab, prec) != SERSOL_OK)
                test_fail("lu factor");
            linalg_lu_solve_vec(rb, F, rb, prec);
            check_contains(rb, x, "lu solve (aliased)");
            linalg_lu_clear(F);
        }

        /* a dependent constraint row makes the index condition fail */
        if (m >= 1 && n >= 2)
        {
            arb_mat_t C2;
            linalg_saddle_t K2;
            arb_mat_init(C2, m + 1, n);
            for (i = 0; i < m; i++)
                for (j = 0; j < n; j++)
                    arb_set(arb_mat_entry(C2, i, j), arb_mat_entry(Cb, i, j));
            for (j = 0; j < n; j++)
                arb_mul_si(arb_mat_entry(C2, m, j), arb_mat_entry(Cb, 0, j), 3, prec);
            linalg_saddle_init(K2, n, m + 1);
            if (linalg_saddle_factor(K2, Ab, C2, prec) != SERSOL_EINDEX)
                test_fail("dependent constraints not reported as SERSOL_EINDEX");
            if (linalg_full_row_rank(C2, prec))
                test_fail("rank-deficient C reported full rank");
            linalg_saddle_clear(K2);
            arb_mat_clear(C2);
        }

        linalg_saddle_clear(K);
        _arb_vec_clear(rb, n); _arb_vec_clear(xb, n);
        _arb_vec_clear(sb, FLINT_MAX(m, 1)); _arb_vec_clear(yb, FLINT_MAX(m, 1));
        arb_mat_clear(Ab); arb_mat_clear(Cb);
        fmpq_mat_clear(A); fmpq_mat_clear(AT); fmpq_mat_clear(C); fmpq_mat_clear(CT);
        fmpq_mat_clear(x); fmpq_mat_clear(y); fmpq_mat_clear(r); fmpq_mat_clear(s); fmpq_mat_clear(t);
    }
}

static void check_singular(void)
{
    arb_mat_t A;
    linalg_lu_t F;
    arb_mat_init(A, 2, 2);
    arb_set_si(arb_mat_entry(A, 0, 0), 1);
    arb_set_si(arb_mat_entry(A, 0, 1), 2);
    arb_set_si(arb_mat_entry(A, 1, 0), 2);
    arb_set_si(arb_mat_entry(A, 1, 1), 4);
    linalg_lu_init(F, 2);
    if (linalg_lu_factor(F, A, 128) != SERSOL_ESINGULAR)
        test_fail("singular matrix not reported");
    arb_set_si(arb_mat_entry(A, 1, 1), -4);
    if (linalg_is_spd(A, 128))
        test_fail("indefinite matrix reported SPD");
    linalg_lu_clear(F);
    arb_mat_clear(A);
}

/* M = A - c G^T G is positive definite on ker G (where it equals A) even
 * when it is indefinite; -A + c G^T G is not. */
static void check_spd_on_kernel(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(200); iter++)
    {
        slong n = 2 + n_randint(test_state, 5), r = 1 + n_randint(test_state, n - 1), i, j, k;
        slong prec = 64 + n_randint(test_state, 400), c = 1 + n_randint(test_state, 50);
        arb_mat_t A, G, M, N;
        arb_mat_init(A, n, n); arb_mat_init(G, r, n); arb_mat_init(M, n, n); arb_mat_init(N, n, n);
        for (i = 0; i < n; i++)            /* A = B + B^T + 4 n I, B small integers */
            for (j = 0; j <= i; j++)
            {
                slong v = (slong) n_randint(test_state, 5) - 2 + (i == j ? 4 * n : 0);
                arb_set_si(arb_mat_entry(A, i, j), v);
                arb_set_si(arb_mat_entry(A, j, i), v);
            }
        for (i = 0; i < r; i++)            /* G = [I | random] with columns shuffled by a shift */
            for (j = 0; j < n; j++)
                arb_set_si(arb_mat_entry(G, i, (j + iter) % n),
                           j < r ? (i == j) : (slong) n_randint(test_state, 7) - 3);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
            {
                arb_t g;
                arb_init(g);
                for (k = 0; k < r; k++)
                    arb_addmul(g, arb_mat_entry(G, k, i), arb_mat_entry(G, k, j), prec);
                arb_mul_si(g, g, c, prec);
                arb_sub(arb_mat_entry(M, i, j), arb_mat_entry(A, i, j), g, prec);
                arb_sub(arb_mat_entry(N, i, j), g, arb_mat_entry(A, i, j), prec);
                arb_clear(g);
            }
        if (!linalg_spd_on_kernel(M, G, prec))
            test_fail("A - c G^T G not positive definite on ker G (n=%ld r=%ld c=%ld)", (long) n, (long) r, (long) c);
        if (linalg_spd_on_kernel(N, G, prec))
            test_fail("-A + c G^T G reported positive definite on ker G");
        arb_mat_clear(A); arb_mat_clear(G); arb_mat_clear(M); arb_mat_clear(N);
    }
}

int main(void)
{
    test_start("linalg saddle");
    check_saddle();
    check_singular();
    check_spd_on_kernel();
    return test_end();
}
