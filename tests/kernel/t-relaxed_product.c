/* kernel_relaxed_product_t: relaxed Cauchy products of caller-supplied arrays.
 *   - integer series: every coefficient of u v (and of a sum of products,
 *     with shifted factors) equals the exact product (fmpz_poly_mullow), at
 *     lengths crossing several square sizes;
 *   - random balls at 100+ digits: coefficient n overlaps the Cauchy sum
 *     arb_dot of the same factors and is about as accurate; u v with u = v
 *     (squares);
 *   - the recursion pattern of the ggl sums: coefficient n is asked for as
 *     soon as coefficient n of the factors is written (online), the first
 *     call after n > 0 replays the earlier steps, a repeated n is allowed;
 *   - a factor whose midpoints are all zero (pure radii, tiny) times a
 *     steep, huge factor: the radii stay those of the Cauchy sum (once
 *     floored at 2^-500 of an arbitrary scale: 10^17000 too wide). */
#include "kernel_test.h"

/* c = sum_i u_i v_i with integer coefficients, every coefficient exact;
 * factor i is shifted by sh[i] (u_i + sh[i]). */
static void check_exact(void)
{
    slong iter, iters = test_iters(6);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        slong len = 1 + n_randint(test_state, vg ? 80 : 300);
        slong count = 1 + n_randint(test_state, 3), i, n, start;
        slong bits = 2 + n_randint(test_state, 60);
        arb_ptr u[3], v[3];
        arb_srcptr us[3], vs[3];
        slong sh[3];
        fmpz_poly_t pu, pv, pc, t;
        kernel_relaxed_product_t R;
        fmpz_t e;

        fmpz_poly_init(pu);
        fmpz_poly_init(pv);
        fmpz_poly_init(pc);
        fmpz_poly_init(t);
        fmpz_init(e);
        for (i = 0; i < count; i++)
        {
            sh[i] = n_randint(test_state, 3);
            u[i] = _arb_vec_init(len + 2);
            v[i] = _arb_vec_init(len + 2);
            kt_rand_int_series(u[i], pu, len + 2, bits);
            if (n_randint(test_state, 4) == 0)  /* a square */
            {
                _arb_vec_set(v[i], u[i] + sh[i], len);
                fmpz_poly_shift_right(pv, pu, sh[i]);
                us[i] = u[i] + sh[i];
                vs[i] = us[i];
            }
            else
            {
                kt_rand_int_series(v[i], pv, len, bits);
                us[i] = u[i] + sh[i];
                vs[i] = v[i];
            }
            fmpz_poly_shift_right(pu, pu, sh[i]);
            fmpz_poly_mullow(t, pu, pv, len);
            fmpz_poly_add(pc, pc, t);
        }
        kernel_relaxed_product_init(R, len);
        start = n_randint(test_state, 4) ? 0 : (slong) n_randint(test_state, len);
        for (n = start; n < len; n++)
        {
            slong prec = 2 * bits + 64;
            arb_srcptr c = kernel_relaxed_product_sum_coeff(R, us, vs, count, n, prec);
            if (n_randint(test_state, 8) == 0)  /* asking again changes nothing */
                c = kernel_relaxed_product_sum_coeff(R, us, vs, count, n, prec);
            fmpz_poly_get_coeff_fmpz(e, pc, n);
            if (!arb_is_exact(c) || !arb_contains_fmpz(c, e))
            {
                flint_printf("len %wd count %wd start %wd bits %wd n %wd\n", len, count,
                             start, bits, n);
                arb_printd(c, 30);
                flint_printf("\n");
                test_fail("relaxed sum of products: coefficient %wd not exact", n);
            }
        }
        kernel_relaxed_product_clear(R);
        for (i = 0; i < count; i++)
        {
            _arb_vec_clear(u[i], len + 2);
            _arb_vec_clear(v[i], len + 2);
        }
        fmpz_poly_clear(pu);
        fmpz_poly_clear(pv);
        fmpz_poly_clear(pc);
        fmpz_poly_clear(t);
        fmpz_clear(e);
    }
}


/* Online use as in ggl_order_k: coefficient n of (u + 1) v, i.e.
 * sum_{j=0}^{n} u_{j+1} v_{n-j}, is asked for as soon as u_{n+1} and v_n
 * are known, and u_{n+2}, v_{n+1} are computed from it (a recursion);
 * compared with arb_dot at 100+ digits. */
static void check_online_balls(void)
{
    slong iter, iters = test_iters(4);
    int vg = test_under_valgrind();

    for (iter = 0; iter < iters; iter++)
    {
        slong len = 40 + n_randint(test_state, vg ? 60 : 400);
        slong prec = 340 + n_randint(test_state, vg ? 100 : 3000);
        int sqr = n_randint(test_state, 3) == 0;
        arb_ptr u = _arb_vec_init(len + 2), v = _arb_vec_init(len + 1);
        arb_t d;
        kernel_relaxed_product_t R;
        slong n;

        arb_init(d);
        kernel_relaxed_product_init(R, len);
        arb_randtest(u, test_state, prec, 4);
        arb_randtest(u + 1, test_state, prec, 4);
        arb_randtest(v, test_state, prec, 4);
        for (n = 0; n < len; n++)
        {
            arb_srcptr c;
            /* coefficient n of (u + 1) * v: sum_{j=0}^{n} u_{j+1} v_{n-j} */
            c = kernel_relaxed_product_coeff(R, u + 1, sqr ? u + 1 : v, n, prec);
            arb_dot(d, NULL, 0, u + 1, 1, (sqr ? u + 1 : v) + n, -1, n + 1, prec);
            if (!test_arb_close(d, c, 20, prec, 0))
            {
                flint_printf("len %wd prec %wd n %wd sqr %d\n", len, prec, n, sqr);
                arb_printd(d, 40);
                flint_printf("\n");
                arb_printd(c, 40);
                flint_printf("\n");
                test_fail("relaxed product: coefficient %wd differs from arb_dot", n);
            }
            /* the next coefficients depend on this one (a recursion) */
            arb_mul_2exp_si(u + n + 2, c, -1);
            arb_div_ui(u + n + 2, u + n + 2, n + 2, prec);
            arb_add_ui(v + n + 1, u + n + 2, 1, prec);
            arb_div_ui(v + n + 1, v + n + 1, n + 3, prec);
        }
        kernel_relaxed_product_clear(R);
        _arb_vec_clear(u, len + 2);
        _arb_vec_clear(v, len + 1);
        arb_clear(d);
    }
}

/* u_i = 2^(e0 + 40 i) (1 + small), v_i = 0 +/- 2^(-e0 - 50 i): all of
 * v's midpoints are zero, so only the radii carry information. */
static void check_zero_midpoints(void)
{
    slong len = 100, prec = 64 + n_randint(test_state, 200), n, i;
    slong e0 = 20000 + n_randint(test_state, 40000);
    arb_ptr u = _arb_vec_init(len), v = _arb_vec_init(len);
    arb_t d;
    kernel_relaxed_product_t R;

    arb_init(d);
    for (i = 0; i < len; i++)
    {
        arb_set_ui(u + i, 1 + n_randint(test_state, 1000));
        arb_mul_2exp_si(u + i, u + i, e0 + 40 * i);
        mag_set_ui_2exp_si(arb_radref(u + i), 1, e0 + 40 * i - prec);
        mag_set_ui_2exp_si(arb_radref(v + i), 1 + n_randint(test_state, 7), -e0 - 50 * i);
    }
    kernel_relaxed_product_init(R, len);
    for (n = 0; n < len; n++)
    {
        arb_srcptr c = kernel_relaxed_product_coeff(R, u, v, n, prec);
        arb_dot(d, NULL, 0, u, 1, v + n, -1, n + 1, prec);
        if (!test_arb_close(d, c, 20, prec, 0))
        {
            flint_printf("prec %wd e0 %wd n %wd\n", prec, e0, n);
            arb_printd(d, 20);
            flint_printf("\n");
            arb_printd(c, 20);
            flint_printf("\n");
            test_fail("relaxed product, zero midpoints: coefficient %ld too wide", (long) n);
        }
    }
    kernel_relaxed_product_clear(R);
    _arb_vec_clear(u, len);
    _arb_vec_clear(v, len);
    arb_clear(d);
}

/* A square whose factors have noise-level midpoints next to real ones
 * (from the index-2 robot's mu = 0, ggl t-sums seed 20017): u_31 = 2^-96,
 * u_32 = -2^-1251, v_31 = 0 +- 2^-1207, v_32 = 2^-296, radii ~2^-1210,
 * everything else exactly 0, at 1383 bits.  The exponent slope of the
 * square is then -1155 bits per index, and the 2^-500 floor of the double
 * radius bounds turned v_31's radius into one 2^650 times too large; such
 * blocks now go to Arb's path.  Length 64: the square of side 32 at
 * n = 62 is the diagonal square, cut to m = 2 coefficients. */
static void check_steep_noise(void)
{
    slong len = 64, prec = 1383, n;
    arb_ptr u = _arb_vec_init(len), v = _arb_vec_init(len);
    arb_t d;
    kernel_relaxed_product_t R;

    arb_init(d);
    arb_set_si(u + 31, 1);
    arb_mul_2exp_si(u + 31, u + 31, -96);
    mag_set_ui_2exp_si(arb_radref(u + 31), 1, -1222);
    arb_set_si(u + 32, -1);
    arb_mul_2exp_si(u + 32, u + 32, -1251);
    mag_set_ui_2exp_si(arb_radref(u + 32), 1, -1220);
    mag_set_ui_2exp_si(arb_radref(v + 31), 1, -1207);
    arb_set_si(v + 32, 1);
    arb_mul_2exp_si(v + 32, v + 32, -296);
    mag_set_ui_2exp_si(arb_radref(v + 32), 1, -1204);
    kernel_relaxed_product_init(R, len);
    for (n = 0; n < len; n++)
    {
        arb_srcptr c = kernel_relaxed_product_coeff(R, u, v, n, prec);
        arb_dot(d, NULL, 0, u, 1, v + n, -1, n + 1, prec);
        if (!arb_overlaps(d, c) || !test_arb_close(d, c, 20, prec, 0))
        {
            arb_printd(d, 20);
            flint_printf("\n");
            arb_printd(c, 20);
            flint_printf("\n");
            test_fail("relaxed product, steep noise: coefficient %ld", (long) n);
        }
    }
    kernel_relaxed_product_clear(R);
    _arb_vec_clear(u, len);
    _arb_vec_clear(v, len);
    arb_clear(d);
}

int main(void)
{
    test_start("kernel_relaxed_product");
    check_exact();
    check_online_balls();
    check_steep_noise();
    for (slong i = 0; i < test_iters(4); i++)
        check_zero_midpoints();
    {   /* an empty product */
        kernel_relaxed_product_t R;
        kernel_relaxed_product_init(R, 0);
        kernel_relaxed_product_clear(R);
    }
    return test_end();
}
