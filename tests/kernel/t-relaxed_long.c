/* Long relaxed products (length >= 512: the tiling with squares from side 16,
 * src/kernel/relaxed.c relaxed_square_min):
 *   - integer series: every coefficient of u v and of u u equals the exact
 *     product (fmpz_poly_mullow), lengths 512-900 crossing the square sizes
 *     16 ... 256 and the truncated squares at the end;
 *   - the same lengths just below 512 (squares from side 32) give the same
 *     exact coefficients;
 *   - kernel blocks continued (kernel_block_begin at the open block's end,
 *     up to three times, across length 512): x y and x x of integer series
 *     through the kernel, every coefficient contains the exact product with
 *     a radius below 2^-20 (the squares the old end cut are completed);
 *   - kernel blocks of 512+ orders: the pendulum and Lorenz Taylor loops in
 *     a block against the same loops online (overlap, radius close), with a
 *     precision schedule, at 100+ digits;
 *   - the squares' error bounds (block_addmul: factors rounded while
 *     converted to integers, radii bounded in doubles): random balls with
 *     geometric, irregular and far-from-geometric sizes, zero midpoints or
 *     radii, radii up to 2^600 times the midpoints, exact midpoints longer
 *     than the precision; every coefficient of the
 *     product contains the exact product of points chosen at the corners of
 *     the factors' balls, for u v and u u, lengths 40-700. */
#include "kernel_test.h"

static void check_exact(slong len_min, slong len_span)
{
    slong iter, iters = test_iters(3);

    for (iter = 0; iter < iters; iter++)
    {
        slong len = len_min + n_randint(test_state, len_span);
        slong bits = 2 + n_randint(test_state, 40), n;
        int sqr = n_randint(test_state, 3) == 0;
        arb_ptr u = _arb_vec_init(len), v = _arb_vec_init(len);
        fmpz_poly_t pu, pv, pc;
        kernel_relaxed_product_t R;
        fmpz_t e;

        fmpz_poly_init(pu);
        fmpz_poly_init(pv);
        fmpz_poly_init(pc);
        fmpz_init(e);
        kt_rand_int_series(u, pu, len, bits);
        kt_rand_int_series(v, pv, len, bits);
        fmpz_poly_mullow(pc, pu, sqr ? pu : pv, len);
        kernel_relaxed_product_init(R, len);
        for (n = 0; n < len; n++)
        {
            arb_srcptr c = kernel_relaxed_product_coeff(R, u, sqr ? u : v, n, 2 * bits + 64);
            fmpz_poly_get_coeff_fmpz(e, pc, n);
            if (!arb_is_exact(c) || !arb_contains_fmpz(c, e))
            {
                flint_printf("len %wd bits %wd sqr %d n %wd\n", len, bits, sqr, n);
                test_fail("long relaxed product: coefficient %ld not exact", (long) n);
            }
        }
        kernel_relaxed_product_clear(R);
        _arb_vec_clear(u, len);
        _arb_vec_clear(v, len);
        fmpz_poly_clear(pu);
        fmpz_poly_clear(pv);
        fmpz_poly_clear(pc);
        fmpz_clear(e);
    }
}


/* A kernel block begun at k0 and continued at random ends e_1 < e_2 < ... up
 * to N: the outputs x y and x x of integer series x, y must contain the
 * exact products (fmpz_poly_mullow) at every order, with radii below 2^-20
 * (the online orders before k0 carry tiny radii from the fixed-point sums). */
static void check_continued_blocks(void)
{
    slong iter, iters = test_iters(4);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vx = expr_ctx_add_var(ctx, "x"), vy = expr_ctx_add_var(ctx, "y");
        slong vars[2] = { vx, vy }, ends[5], num_ends = 0, N, k, j, e;
        slong bits = 2 + n_randint(test_state, 40), prec = 2 * bits + 64;
        expr_ptr x = expr_var(ctx, vx), y = expr_var(ctx, vy), f[2];
        arb_ptr u, v;
        fmpz_poly_t pu, pv, pc[2];
        fmpz_t c;
        kernel_ptr K;

        N = vg ? 60 + n_randint(test_state, 40) : 200 + n_randint(test_state, 700);
        /* the first block from 0 or from a later order, then up to 3 continuations */
        ends[num_ends++] = n_randint(test_state, 2) ? 0 : 1 + n_randint(test_state, N / 4);
        e = ends[0];
        while (num_ends < 4 && e < N - 1)
        {
            e = e + 1 + n_randint(test_state, N - e);
            ends[num_ends++] = e;
        }
        if (ends[num_ends - 1] < N)
            ends[num_ends++] = N;
        f[0] = expr_mul(ctx, x, y);
        f[1] = expr_mul(ctx, x, x);
        u = _arb_vec_init(N);
        v = _arb_vec_init(N);
        fmpz_poly_init(pu);
        fmpz_poly_init(pv);
        fmpz_poly_init(pc[0]);
        fmpz_poly_init(pc[1]);
        fmpz_init(c);
        kt_rand_int_series(u, pu, N, bits);
        kt_rand_int_series(v, pv, N, bits);
        fmpz_poly_mullow(pc[0], pu, pv, N);
        fmpz_poly_mullow(pc[1], pu, pu, N);
        if (kernel_new(&K, ctx, vars, 2, f, 2, N) != SERSOL_OK)
            test_fail("kernel_new failed");
        for (k = 0, j = 0; k < N; k++)
        {
            if (j + 1 < num_ends && k == ends[j])
            {
                kernel_block_begin(K, k, ends[j + 1]);
                j++;
            }
            arb_set(kernel_input(K, 0) + k, u + k);
            arb_set(kernel_input(K, 1) + k, v + k);
            kernel_eval_coeff(K, k, prec);
        }
        for (j = 0; j < 2; j++)
            for (k = 0; k < N; k++)
            {
                arb_srcptr o = kernel_output(K, j) + k;
                fmpz_poly_get_coeff_fmpz(c, pc[j], k);
                if (!arb_contains_fmpz(o, c) || mag_cmp_2exp_si(arb_radref(o), -20) > 0)
                {
                    slong i;
                    flint_printf("N %wd bits %wd ends", N, bits);
                    for (i = 0; i < num_ends; i++)
                        flint_printf(" %wd", ends[i]);
                    flint_printf(", %s, order %wd: ", j ? "x x" : "x y", k);
                    arb_printd(o, 20);
                    flint_printf(" expected ");
                    fmpz_print(c);
                    flint_printf("\n");
                    test_fail("continued block: coefficient not the exact product");
                }
            }
        kernel_free(K);
        _arb_vec_clear(u, N);
        _arb_vec_clear(v, N);
        fmpz_poly_clear(pu);
        fmpz_poly_clear(pv);
        fmpz_poly_clear(pc[0]);
        fmpz_poly_clear(pc[1]);
        fmpz_clear(c);
        expr_ctx_free(ctx);
    }
}


/* Taylor loop y_{k+1} = f_k / (k + 1) to order N, online (r = 0) or in one
 * block (r = 1), order k at prec - drop k bits (at least 64). */
static void taylor_loop(kernel_ptr K, arb_srcptr y0, slong N, slong prec, slong drop, int block)
{
    slong i, k, n = kernel_num_inputs(K);

    for (i = 0; i < n; i++)
        arb_set(kernel_input(K, i), y0 + i);
    if (block)
        kernel_block_begin(K, 0, N);
    for (k = 0; k < N; k++)
    {
        slong pk = FLINT_MAX(64, prec - drop * k);
        kernel_eval_coeff(K, k, pk);
        for (i = 0; i < n; i++)
            arb_div_ui(kernel_input(K, i) + k + 1, kernel_output(K, i) + k, k + 1, pk);
    }
    kernel_block_end(K);
}

static void check_taylor_loops(void)
{
    slong iter;
    int vg = test_under_valgrind();

    for (iter = 0; iter < test_iters(2); iter++)
    {
        int lorenz = iter % 2;
        expr_ctx_ptr ctx = expr_ctx_new();
        slong va = expr_ctx_add_var(ctx, "a"), vb = expr_ctx_add_var(ctx, "b");
        slong vc = expr_ctx_add_var(ctx, "c"), vars[3] = { va, vb, vc }, nv, i, k;
        slong N = 512 + n_randint(test_state, vg ? 16 : 400);
        slong prec = vg ? 128 : 340 + n_randint(test_state, 1500);
        slong drop = n_randint(test_state, 2) ? 0 : 1 + (slong) n_randint(test_state, 3);
        expr_ptr a = expr_var(ctx, va), b = expr_var(ctx, vb), c = expr_var(ctx, vc), f[3];
        arb_ptr y0 = _arb_vec_init(3);
        kernel_ptr K[2];

        if (lorenz)     /* a' = 10 (b - a), b' = a (28 - c) - b, c' = a b - 8/3 c */
        {
            nv = 3;
            f[0] = expr_mul(ctx, expr_const_si(ctx, 10), expr_sub(ctx, b, a));
            f[1] = expr_sub(ctx, expr_mul(ctx, a, expr_sub(ctx, expr_const_si(ctx, 28), c)), b);
            f[2] = expr_sub(ctx, expr_mul(ctx, a, b), expr_mul(ctx, expr_const_str(ctx, "8/3"), c));
            arb_set_si(y0, -8);
            arb_set_si(y0 + 1, 5);
            arb_set_si(y0 + 2, 27);
        }
        else            /* a' = b, b' = -sin a */
        {
            nv = 2;
            f[0] = b;
            f[1] = expr_neg(ctx, expr_fun(ctx, EXPR_SIN, a));
            arb_one(y0);
            arb_set_str(y0 + 1, "0.3", prec);
        }
        for (i = 0; i < 2; i++)
        {
            if (kernel_new(K + i, ctx, vars, nv, f, nv, N) != SERSOL_OK)
                test_fail("kernel_new failed");
            taylor_loop(K[i], y0, N, prec, drop, i);
        }
        for (i = 0; i < nv; i++)
            for (k = 0; k <= N; k++)
            {
                arb_srcptr x = kernel_input(K[0], i) + k, y = kernel_input(K[1], i) + k;
                if (!test_arb_close(x, y, 40, FLINT_MAX(64, prec - drop * k), 1))
                {
                    flint_printf("%s N %wd prec %wd drop %wd input %wd order %wd\n",
                                 lorenz ? "lorenz" : "pendulum", N, prec, drop, i, k);
                    arb_printd(x, 30);
                    flint_printf("\n");
                    arb_printd(y, 30);
                    flint_printf("\n");
                    test_fail("block and online Taylor loops differ");
                }
            }
        kernel_free(K[0]);
        kernel_free(K[1]);
        _arb_vec_clear(y0, 3);
        expr_ctx_free(ctx);
    }
}


/* A random ball coefficient of size about 2^(-slope a) (kind 1: sizes
 * scattered by up to 2^40, kind 2: a few far-off sizes, kind 3: radii up to
 * 2^600 x the midpoint), or exactly zero / a zero midpoint now and then. */
static void rand_coeff(arb_t x, slong a, slong slope, int kind, slong prec)
{
    slong r = n_randint(test_state, 16);
    arb_zero(x);
    if (r == 0)
        return;
    arf_randtest(arb_midref(x), test_state, (kind == 4) ? 3 * prec : prec, 4);
    if (r == 1)
        arf_zero(arb_midref(x));
    arf_mul_2exp_si(arb_midref(x), arb_midref(x), -slope * a);
    if (kind == 1)
        arf_mul_2exp_si(arb_midref(x), arb_midref(x), (slong) n_randint(test_state, 40) - 20);
    if (kind == 2 && n_randint(test_state, 20) == 0)
        arf_mul_2exp_si(arb_midref(x), arb_midref(x), (slong) n_randint(test_state, 2000) - 1000);
    if (r != 2 && kind != 4)     /* radius 2^(-slope a - e), e up to prec (kind 3: down to -600) */
    {
        slong e = (kind == 3) ? (slong) n_randint(test_state, prec + 600) - 600
                              : (slong) n_randint(test_state, prec + 10);
        mag_set_ui_2exp_si(arb_radref(x), 1 + n_randint(test_state, 1000), -slope * a - e - 10);
    }
}

/* p = a point of x at a corner (mid +- 1023/1024 rad), computed at hp bits. */
static void corner(arb_t p, const arb_t x, slong hp)
{
    arb_t t;
    arb_init(t);
    arf_set_mag(arb_midref(t), arb_radref(x));
    arb_mul_si(t, t, n_randint(test_state, 2) ? 1023 : -1023, hp);
    arb_mul_2exp_si(t, t, -10);
    arb_add_arf(t, t, arb_midref(x), hp);
    arb_set_arf(p, arb_midref(t));
    arb_clear(t);
}

static void check_bounds(void)
{
    slong iter, iters = test_iters(6);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        /* the first case: squares from 16 at >= 900 bits (Karatsuba) */
        slong len = (iter == 0 && !vg) ? 600 : 40 + n_randint(test_state, vg ? 40 : 660);
        slong prec = (iter == 0 && !vg) ? 1000 : 64 + n_randint(test_state, vg ? 200 : 2000);
        slong hp = 4 * prec + 2000;
        slong slope = (slong) n_randint(test_state, 9) - 3, a, n, pt;
        int kind = n_randint(test_state, 5), sqr = n_randint(test_state, 3) == 0;
        arb_ptr u = _arb_vec_init(len), v = _arb_vec_init(len);
        arb_ptr us = _arb_vec_init(len), vs = _arb_vec_init(len);
        arb_t d;
        kernel_relaxed_product_t R;

        arb_init(d);
        for (a = 0; a < len; a++)
        {
            rand_coeff(u + a, a, slope, kind, prec);
            rand_coeff(v + a, a, slope, kind, prec);
        }
        kernel_relaxed_product_init(R, len);
        for (n = 0; n < len; n++)
            kernel_relaxed_product_coeff(R, u, sqr ? u : v, n, prec);
        for (pt = 0; pt < 3; pt++)
        {
            for (a = 0; a < len; a++)
            {
                corner(us + a, u + a, hp);
                corner(vs + a, v + a, hp);
            }
            for (n = 0; n < len; n++)
            {
                arb_dot(d, NULL, 0, us, 1, (sqr ? us : vs) + n, -1, n + 1, hp);
                if (!arb_overlaps(d, R->c + n))
                {
                    flint_printf("len %wd prec %wd slope %wd kind %d sqr %d n %wd\n", len, prec,
                                 slope, kind, sqr, n);
                    arb_printd(R->c + n, 20);
                    flint_printf("\n");
                    arb_printd(d, 20);
                    flint_printf("\n");
                    test_fail("relaxed product: a point product outside coefficient %ld", (long) n);
                }
            }
        }
        kernel_relaxed_product_clear(R);
        _arb_vec_clear(u, len);
        _arb_vec_clear(v, len);
        _arb_vec_clear(us, len);
        _arb_vec_clear(vs, len);
        arb_clear(d);
    }
}

int main(void)
{
    int vg;

    test_start("kernel_relaxed_long");
    vg = test_under_valgrind();
    check_exact(512, vg ? 20 : 400);       /* squares from side 16 */
    check_exact(480, 32);                  /* squares from side 32, the same lengths */
    check_continued_blocks();
    check_taylor_loops();
    check_bounds();
    return test_end();
}
