/* A_0..A_4 of u^2, e^u, sin u and u v against the closed forms of seed 004
 * (18), written out for a general N (' = d/du at u^(0)):
 *   A_0 = N
 *   A_1 = u1 N'
 *   A_2 = u2 N' + u1^2/2 N''
 *   A_3 = u3 N' + u1 u2 N'' + u1^3/6 N'''
 *   A_4 = u4 N' + (u2^2/2 + u1 u3) N'' + u1^2 u2/2 N''' + u1^4/24 N''''
 * and, for N = u v, A_n = sum_i u^(i) v^(n-i).
 * Both algorithms (Duan, definition) are checked: at random exact rational
 * constant components (u^2 and u v: the ball must contain the exact
 * rational; e^u, sin u: overlap with the closed form in Arb), and at random
 * series components (closed form evaluated with tps arithmetic). */
#include "adomian_test.h"

enum { NSQR, NEXP, NSIN, NFUN };

/* d[j] = N^(j)(u0) for j = 0..4 as series of length len. */
static void derivatives(tps_struct * d, int which, const tps_t u0, slong len, slong prec)
{
    slong j;
    tps_t s, c;
    tps_init(s);
    tps_init(c);
    switch (which)
    {
        case NSQR:
            tps_sqr(d + 0, u0, len, prec);
            tps_scalar_mul_si(d + 1, u0, 2, prec);
            tps_set_si(d + 2, 2, len);
            tps_zero(d + 3, len);
            tps_zero(d + 4, len);
            break;
        case NEXP:
            tps_exp(d + 0, u0, len, prec);
            for (j = 1; j < 5; j++)
                tps_set(d + j, d + 0);
            break;
        default:
            tps_sin_cos(s, c, u0, len, prec);
            tps_set(d + 0, s);
            tps_set(d + 1, c);
            tps_neg(d + 2, s);
            tps_neg(d + 3, c);
            tps_set(d + 4, s);
            break;
    }
    tps_clear(s);
    tps_clear(c);
}

/* res += c * prod of the factors f[0..nf-1] * d  (c rational p/q) */
static void add_term(tps_t res, slong p, slong q, const tps_struct * const * f, slong nf,
                     const tps_t d, slong len, slong prec)
{
    tps_t t;
    slong i;
    tps_init(t);
    tps_set_round(t, d, len, prec);
    for (i = 0; i < nf; i++)
        tps_mullow(t, t, f[i], len, prec);
    tps_scalar_mul_si(t, t, p, prec);
    {
        arb_t qq;
        arb_init(qq);
        arb_set_si(qq, q);
        tps_scalar_div_arb(t, t, qq, prec);
        arb_clear(qq);
    }
    tps_add(res, res, t, prec);
    tps_clear(t);
}

/* The closed forms (18) from the derivatives d and components u[0..4]. */
static void closed_forms(tps_struct * A, const tps_struct * u, const tps_struct * d,
                         slong len, slong prec)
{
    const tps_struct * u1 = u + 1, * u2 = u + 2, * u3 = u + 3, * u4 = u + 4;
    slong j;
    for (j = 0; j < 5; j++)
        tps_zero(A + j, len);
    tps_set_round(A + 0, d + 0, len, prec);
    add_term(A + 1, 1, 1, (const tps_struct *[]){ u1 }, 1, d + 1, len, prec);
    add_term(A + 2, 1, 1, (const tps_struct *[]){ u2 }, 1, d + 1, len, prec);
    add_term(A + 2, 1, 2, (const tps_struct *[]){ u1, u1 }, 2, d + 2, len, prec);
    add_term(A + 3, 1, 1, (const tps_struct *[]){ u3 }, 1, d + 1, len, prec);
    add_term(A + 3, 1, 1, (const tps_struct *[]){ u1, u2 }, 2, d + 2, len, prec);
    add_term(A + 3, 1, 6, (const tps_struct *[]){ u1, u1, u1 }, 3, d + 3, len, prec);
    add_term(A + 4, 1, 1, (const tps_struct *[]){ u4 }, 1, d + 1, len, prec);
    add_term(A + 4, 1, 2, (const tps_struct *[]){ u2, u2 }, 2, d + 2, len, prec);
    add_term(A + 4, 1, 1, (const tps_struct *[]){ u1, u3 }, 2, d + 2, len, prec);
    add_term(A + 4, 1, 2, (const tps_struct *[]){ u1, u1, u2 }, 3, d + 3, len, prec);
    add_term(A + 4, 1, 24, (const tps_struct *[]){ u1, u1, u1, u1 }, 4, d + 4, len, prec);
}

/* Exact closed forms for N = u^2 at rational constants: A_n = sum_i u_i u_{n-i}. */
static void exact_cauchy(fmpq * A, const fmpq * u, const fmpq * v)
{
    slong n, i;
    fmpq_t t;
    fmpq_init(t);
    for (n = 0; n < 5; n++)
    {
        fmpq_zero(A + n);
        for (i = 0; i <= n; i++)
        {
            fmpq_mul(t, u + i, v + n - i);
            fmpq_add(A + n, A + n, t);
        }
    }
    fmpq_clear(t);
}

static int run_algorithm(int alg, tps_struct * A, expr_ctx_ptr ctx, expr_ptr N, const slong * vars,
                         const tps_struct * u, slong m, slong len, slong prec)
{
    if (alg == 0)
        return adomian_series_duan(A, ctx, N, vars, u, m, NULL, NULL, 0, 4, len, prec);
    return adomian_series_definition(A, ctx, N, vars, u, m, NULL, NULL, 0, 4, len, prec);
}

int main(void)
{
    slong iter;
    test_start("adomian closed forms (seed 004 eq. 18)");

    for (iter = 0; iter < test_iters(60); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong x = expr_ctx_add_var(ctx, "u"), y = expr_ctx_add_var(ctx, "v");
        slong vars[2] = { x, y };
        expr_ptr ex = expr_var(ctx, x), ey = expr_var(ctx, y), N;
        int which = n_randint(test_state, NFUN + 1), alg;
        int constant = n_randint(test_state, 2);
        slong prec = 2 + n_randint(test_state, 400);
        slong len = constant ? 1 : 1 + n_randint(test_state, 7);
        slong m = (which == NFUN) ? 2 : 1, i, j;
        tps_struct * u = at_vec_init(10), * A = at_vec_init(5), * C = at_vec_init(5);
        tps_struct * d = at_vec_init(5);
        fmpq * qu = _fmpq_vec_init(10), * qA = _fmpq_vec_init(5), * qv = _fmpq_vec_init(5);
        char what[128];

        switch (which)
        {
            case NSQR: N = expr_mul(ctx, ex, ex); break;
            case NEXP: N = expr_fun(ctx, EXPR_EXP, ex); break;
            case NSIN: N = expr_fun(ctx, EXPR_SIN, ex); break;
            default: N = expr_mul(ctx, ex, ey); break;
        }

        /* components u[i*m + k] */
        for (i = 0; i < 5 * m; i++)
        {
            if (constant)
                test_rand_fmpq_tps(u + i, qu + i, 1, 8, prec);
            else
                test_randtest_tps(u + i, n_randint(test_state, len + 2), prec, 3);
        }

        if (which == NFUN)
        {
            /* A_n = sum_i u^(i) v^(n-i) */
            for (j = 0; j < 5; j++)
            {
                tps_zero(C + j, len);
                for (i = 0; i <= j; i++)
                {
                    tps_t a, b;
                    tps_init(a); tps_init(b);
                    tps_set_round(a, u + 2 * i, len, prec);
                    tps_set_round(b, u + 2 * (j - i) + 1, len, prec);
                    tps_mullow(a, a, b, len, prec);
                    tps_add(C + j, C + j, a, prec);
                    tps_clear(a); tps_clear(b);
                }
            }
            if (constant)
            {
                fmpq * qa = _fmpq_vec_init(5);
                for (i = 0; i < 5; i++)
                {
                    fmpq_set(qa + i, qu + 2 * i);
                    fmpq_set(qv + i, qu + 2 * i + 1);
                }
                exact_cauchy(qA, qa, qv);
                _fmpq_vec_clear(qa, 5);
            }
        }
        else
        {
            tps_struct * ur = at_vec_init(5);
            for (i = 0; i < 5; i++)
                tps_set_round(ur + i, u + i, len, prec);
            derivatives(d, which, ur + 0, len, prec);
            closed_forms(C, ur, d, len, prec);
            at_vec_clear(ur, 5);
            if (constant && which == NSQR)
                exact_cauchy(qA, qu, qu);
        }

        for (alg = 0; alg < 2; alg++)
        {
            int status = run_algorithm(alg, A, ctx, N, vars, u, m, len, prec);
            if (status != SERSOL_OK)
                test_fail("status %d (which %d, alg %d)", status, which, alg);
            for (j = 0; j < 5; j++)
            {
                sprintf(what, "%s A_%ld of N #%d (constant %d, len %ld, prec %ld)",
                        alg ? "definition" : "Duan", (long) j, which, constant, (long) len, (long) prec);
                at_check_overlap(what, A + j, C + j, len);
                if (constant && (which == NSQR || which == NFUN) && !tps_contains_fmpq_vec(A + j, qA + j, 1))
                    test_fail("%s: does not contain the exact rational", what);
            }
        }

        at_vec_clear(u, 10);
        at_vec_clear(A, 5);
        at_vec_clear(C, 5);
        at_vec_clear(d, 5);
        _fmpq_vec_clear(qu, 10);
        _fmpq_vec_clear(qA, 5);
        _fmpq_vec_clear(qv, 5);
        expr_ctx_free(ctx);
    }

    /* Known values at u0 = 0, u1 = 1, u2 = 2, u3 = 3, u4 = 4 for e^u:
     * A_4 = 4 + (2 + 3) + 1 + 1/24 = 241/24. */
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong x = expr_ctx_add_var(ctx, "u");
        expr_ptr N = expr_fun(ctx, EXPR_EXP, expr_var(ctx, x));
        tps_struct * u = at_vec_init(5), * A = at_vec_init(5);
        fmpq_t q;
        slong i;
        int alg;
        fmpq_init(q);
        for (i = 0; i < 5; i++)
            tps_set_si(u + i, i, 1);
        fmpq_set_si(q, 241, 24);
        for (alg = 0; alg < 2; alg++)
        {
            if (run_algorithm(alg, A, ctx, N, &x, u, 1, 1, 200) != SERSOL_OK)
                test_fail("exp known value: status");
            if (!tps_contains_fmpq_vec(A + 4, q, 1) || arb_rel_accuracy_bits(A[4].coeffs) < 150)
                test_fail("exp known value: A_4 != 241/24 (alg %d)", alg);
        }
        fmpq_clear(q);
        at_vec_clear(u, 5);
        at_vec_clear(A, 5);
        expr_ctx_free(ctx);
    }

    return test_end();
}
