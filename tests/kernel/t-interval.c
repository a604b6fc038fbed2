/* kernel_outputs_on: the program at order 0 in interval arithmetic.  For
 * random expressions of two variables over random boxes, the value at
 * every sampled point of the box (kernel_outputs_at, 128 bits) lies in the
 * interval enclosure (64 bits) whenever both are defined; and 1/cosh(x)
 * over [-600, -1], which ball arithmetic cannot enclose (cosh spans [1.5,
 * e^600], a ball holding that holds 0), is enclosed in [sech 600, sech 1].
 * kernel_pole_on: a quotient by an interval holding 0 (and tan's pole) is
 * a candidate pole, 0/0 included; the other domains are not.
 * kernel_num_forcing: the nodes of t alone with one occurrence of it;
 * kernel_forcing_on encloses them tightly (a Gaussian's peak inside the
 * interval, sin near 0 without the blur of a union ball), and
 * kernel_forcing_series gives their coefficients. */
#include <math.h>
#include "kernel_test.h"
#include "sersol/parse.h"

/* A random point of the box: mid + rad u, u in [-1, 1] on a grid of 2^-19. */
static void point_in_box(arb_ptr p, arb_srcptr box, slong n)
{
    slong i;
    arb_t u, r;
    arb_init(u);
    arb_init(r);
    for (i = 0; i < n; i++)
    {
        arb_set_ui(u, n_randint(test_state, (UWORD(1) << 20) + 1));
        arb_mul_2exp_si(u, u, -19);
        arb_sub_ui(u, u, 1, 64);
        arb_zero(r);
        arf_set_mag(arb_midref(r), arb_radref(box + i));
        arb_mul(r, r, u, 128);
        arb_set_arf(p + i, arb_midref(box + i));
        arb_add(p + i, p + i, r, 128);
        arb_get_mid_arb(p + i, p + i);
    }
    arb_clear(u);
    arb_clear(r);
}

static void check_random(slong iter)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong v0 = expr_ctx_add_var(ctx, "x"), v1 = expr_ctx_add_var(ctx, "y"), vars[2] = { v0, v1 };
    expr_ptr e = kt_rand_expr(ctx, 2, 3);
    kernel_ptr K;
    arb_t iv, pt;
    arb_struct box[2], p[2];
    slong i, j;
    static const double widths[] = { 1e-3, 0.1, 1.0 };

    if (kernel_new(&K, ctx, vars, 2, &e, 1, 4) != SERSOL_OK)
        test_fail("iteration %ld: kernel_new failed", (long) iter);
    arb_init(iv);
    arb_init(pt);
    for (i = 0; i < 2; i++)
    {
        arb_init(box + i);
        arb_init(p + i);
        arb_set_d(box + i, 4.0 * n_randint(test_state, 1001) / 1000.0 - 2.0);
        mag_set_d(arb_radref(box + i), widths[n_randint(test_state, 3)]);
        arb_set(kernel_input(K, i), box + i);
        arb_get_mid_arb(kernel_input(K, i), kernel_input(K, i));
    }
    /* the constants of the program are evaluated with order 0 */
    if (kernel_eval_coeff(K, 0, 128) == SERSOL_OK && kernel_outputs_on(iv, K, box, 64))
    {
        for (j = 0; j < 20; j++)
        {
            point_in_box(p, box, 2);
            if (kernel_outputs_at(pt, K, p, 128) && arb_is_finite(pt)
                && !arb_overlaps(iv, pt))
            {
                char * s = expr_to_str(ctx, e);
                test_fail("iteration %ld: %s at a point of the box is outside the interval "
                          "enclosure", (long) iter, s);
            }
        }
    }
    for (i = 0; i < 2; i++)
    {
        arb_clear(box + i);
        arb_clear(p + i);
    }
    arb_clear(iv);
    arb_clear(pt);
    kernel_free(K);
    expr_ctx_free(ctx);
}

static void check_sech(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vx = expr_ctx_add_var(ctx, "x"), vars[1] = { vx };
    expr_ptr e = expr_div(ctx, expr_const_si(ctx, 1),
                          expr_fun(ctx, EXPR_COSH, expr_var(ctx, vx)));
    kernel_ptr K;
    arb_t x, y, lo, hi;

    if (kernel_new(&K, ctx, vars, 1, &e, 1, 4) != SERSOL_OK)
        test_fail("sech: kernel_new failed");
    arb_init(x); arb_init(y); arb_init(lo); arb_init(hi);
    arb_set_si(kernel_input(K, 0), -300);
    if (kernel_eval_coeff(K, 0, 64) != SERSOL_OK)
        test_fail("sech: order 0 not evaluated");
    arb_set_si(x, -1);
    arb_set_si(y, -600);
    arb_union(x, x, y, 64);                 /* [-600, -1] */
    if (kernel_outputs_at(y, K, x, 64) && arb_is_finite(y))
        test_fail("sech: the ball enclosure is finite (the test's premise changed)");
    if (!kernel_outputs_on(y, K, x, 64) || !arb_is_finite(y))
        test_fail("sech: no interval enclosure");
    arb_set_si(lo, 600);
    arb_sech(lo, lo, 64);
    arb_one(hi);
    arb_sech(hi, hi, 64);
    if (!arb_contains(y, lo) || !arb_contains(y, hi) || arf_cmp_si(arb_midref(y), 1) >= 0
        || mag_cmp_2exp_si(arb_radref(y), 0) >= 0)
        test_fail("sech: the enclosure does not hold [sech 600, sech 1] tightly");
    arb_clear(x); arb_clear(y); arb_clear(lo); arb_clear(hi);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* The program of the expression text in t, its constants evaluated at t
 * = hi (order 0 where defined), and the interval [lo, hi] into t. */
static kernel_ptr interval_kernel(expr_ctx_ptr ctx, arb_t t, const char * text, double lo,
                                  double hi)
{
    slong vt = expr_ctx_add_var(ctx, "t"), vars[1] = { vt };
    expr_ptr e;
    kernel_ptr K;
    arb_t u;

    if (sersol_parse_expr(&e, ctx, text, stderr) != SERSOL_OK
        || kernel_new(&K, ctx, vars, 1, &e, 1, 4) != SERSOL_OK)
        test_fail("%s not compiled", text);
    arb_set_d(kernel_input(K, 0), hi);
    if (kernel_eval_coeff(K, 0, 64) != SERSOL_OK)
        test_fail("%s: order 0 not evaluated", text);
    arb_init(u);
    arb_set_d(t, lo);
    arb_set_d(u, hi);
    arb_union(t, t, u, 128);
    arb_clear(u);
    return K;
}

/* kernel_pole_on over t in [lo, hi] for the expression text: want. */
static void check_pole_case(const char * text, double lo, double hi, int want)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    kernel_ptr K;
    arb_t t, out;
    int got;

    arb_init(t);
    arb_init(out);
    K = interval_kernel(ctx, t, text, lo, hi);
    got = kernel_pole_on(K, t, 64);
    if (got != want)
        test_fail("pole: %s over [%g, %g]: %d, want %d", text, lo, hi, got, want);
    if (want && kernel_outputs_on(out, K, t, 64))
        test_fail("pole: %s over [%g, %g]: a pole, yet an enclosure", text, lo, hi);
    arb_clear(t);
    arb_clear(out);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* kernel_pole_instr_on over [lo, hi] names the quotient, and
 * kernel_divisor_on gives its divisor at the point x: want. */
static void check_divisor_case(const char * text, double lo, double hi, double x, double want)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    kernel_ptr K;
    arb_t t, u, d;
    slong i;

    arb_init(t);
    arb_init(u);
    arb_init(d);
    K = interval_kernel(ctx, t, text, lo, hi);
    i = kernel_pole_instr_on(K, t, 128);
    if (i < 0)
        test_fail("divisor: %s over [%g, %g]: no quotient undefined", text, lo, hi);
    arb_set_d(t, x);
    if (!kernel_divisor_on(d, K, t, 128, i))
        test_fail("divisor: %s at %g: not evaluated", text, x);
    arb_set_d(u, want);
    arb_sub(u, u, d, 128);
    if (!(fabs(arf_get_d(arb_midref(u), ARF_RND_NEAR)) < 1e-12 * fabs(want)))
        test_fail("divisor: %s at %g: %g, want %g", text, x,
                  arf_get_d(arb_midref(d), ARF_RND_NEAR), want);
    if (kernel_divisor_on(d, K, t, 128, i + 1000) || kernel_divisor_on(d, K, t, 128, -1))
        test_fail("divisor: %s: an instruction out of range gave a divisor", text);
    arb_clear(t);
    arb_clear(u);
    arb_clear(d);
    kernel_free(K);
    expr_ctx_free(ctx);
}

static void check_pole(void)
{
    check_pole_case("cos(t) + 1e-70/(3/2-t)^2", 1.4, 1.6, 1);
    check_pole_case("cos(t) + 1e-70/(3/2-t)^2", 1.0, 1.4, 0);     /* defined */
    check_pole_case("1/(t-1/2)", 0.4, 0.6, 1);
    check_pole_case("exp(t)/(t-1/2)", 0.4, 0.6, 1);
    check_pole_case("1e-70*tan(t)", 1.5, 1.6, 1);
    check_pole_case("sin(t-1)/(t-1)", 0.9, 1.1, 1);              /* 0/0: a candidate */
    check_pole_case("(1-cos(t-1))/(t-1)^2", 0.9, 1.1, 1);
    check_pole_case("exp(t)", 0.9, 1.1, 0);
    check_pole_case("log(t-1)", 0.9, 1.1, 0);                    /* a domain */
    check_pole_case("sqrt(t-1)", 0.9, 1.1, 0);
    check_divisor_case("1/(t-1/2)", 0.4, 0.6, 0.3, -0.2);
    check_divisor_case("cos(t) + 1e-70/(3/2-t)^2", 1.4, 1.6, 1.4, 0.01);
    check_divisor_case("1e-70*tan(t)", 1.5, 1.6, 1.5, cos(1.5));
    check_divisor_case("sin(10*t)/sin(t)", 3.1, 3.2, 3.0, sin(3.0));
}

/* A kernel of t and y for text, orders 0..n-1 evaluated at t = t0, y = 0. */
static kernel_ptr forcing_kernel(expr_ctx_ptr ctx, const char * text, double t0, slong n)
{
    slong vars[2], k;
    expr_ptr e;
    kernel_ptr K;

    vars[0] = expr_ctx_add_var(ctx, "t");
    vars[1] = expr_ctx_add_var(ctx, "y");
    if (sersol_parse_expr(&e, ctx, text, stderr) != SERSOL_OK
        || kernel_new(&K, ctx, vars, 2, &e, 1, n) != SERSOL_OK)
        test_fail("%s not compiled", text);
    arb_set_d(kernel_input(K, 0), t0);
    arb_one(kernel_input(K, 0) + 1);
    for (k = 0; k < n; k++)
        if (kernel_eval_coeff(K, k, 128) != SERSOL_OK)
            test_fail("%s: order %wd not evaluated", text, k);
    return K;
}

static void check_forcing_count(const char * text, slong want)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    kernel_ptr K = forcing_kernel(ctx, text, 0.5, 1);
    if (kernel_num_forcing(K) != want)
        test_fail("forcing nodes of %s: %wd, want %wd", text, kernel_num_forcing(K), want);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* Whether t occurs more than once in the last forcing node of text. */
static void check_forcing_multi(const char * text, int want)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    kernel_ptr K = forcing_kernel(ctx, text, 0.5, 1);
    slong n = kernel_num_forcing(K);
    if (n < 1 || kernel_forcing_multi(K, n - 1) != want)
        test_fail("forcing node of %s: multi %d, want %d", text,
                  n < 1 ? -1 : kernel_forcing_multi(K, n - 1), want);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* The kernel of text with its forcing nodes' enclosures over [lo, hi]
 * into l, h (at most 8 nodes; *n of them). */
static kernel_ptr forcing_on_8(expr_ctx_ptr ctx, const char * text, double lo, double hi,
                               double * l, double * h, slong * n)
{
    kernel_ptr K = forcing_kernel(ctx, text, lo, 1);
    arf_t a, b;

    *n = kernel_num_forcing(K);
    if (*n < 1 || *n > 8)
        test_fail("forcing nodes of %s: %wd", text, *n);
    arf_init(a);
    arf_init(b);
    arf_set_d(a, lo);
    arf_set_d(b, hi);
    kernel_forcing_on(l, h, K, a, b, 128);
    arf_clear(a);
    arf_clear(b);
    return K;
}

/* The last forcing node of text is undefined over [lo, hi] (a pole
 * there): NaN, not a value beyond a double. */
static void check_forcing_undefined(const char * text, double lo, double hi)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    double l[8], h[8];
    slong n;
    kernel_ptr K = forcing_on_8(ctx, text, lo, hi, l, h, &n);

    if (!isnan(l[n - 1]) || !isnan(h[n - 1]))
        test_fail("forcing %s over [%g, %g]: [%g, %g], want undefined", text, lo, hi,
                  l[n - 1], h[n - 1]);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* Whether the last forcing node of text is beside a removable 0/0 over
 * [lo, hi] (kernel_forcing_near_00). */
static void check_forcing_near_00(const char * text, double lo, double hi, int want)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    double l[8], h[8];
    slong n;
    kernel_ptr K = forcing_on_8(ctx, text, lo, hi, l, h, &n);

    if (kernel_forcing_near_00(K, n - 1) != want)
        test_fail("forcing %s over [%g, %g]: beside 0/0 %d, want %d", text, lo, hi,
                  kernel_forcing_near_00(K, n - 1), want);
    kernel_free(K);
    expr_ctx_free(ctx);
}

/* The last forcing node of K (the outermost: the tape is in topological
 * order) over [lo, hi]: its enclosure lies in [want_lo - tol, want_lo] x
 * [want_hi, want_hi + tol] (what: the case, for the message). */
static void check_last_forcing_on(kernel_ptr K, const char * what, double lo, double hi,
                                  double want_lo, double want_hi, double tol, slong prec)
{
    double * l, * h;
    slong n = kernel_num_forcing(K);
    arf_t a, b;

    if (n < 1)
        test_fail("no forcing node in %s", what);
    arf_init(a);
    arf_init(b);
    arf_set_d(a, lo);
    arf_set_d(b, hi);
    l = flint_malloc(sizeof(double) * n);
    h = flint_malloc(sizeof(double) * n);
    kernel_forcing_on(l, h, K, a, b, prec);
    if (!(l[n - 1] <= want_lo && l[n - 1] >= want_lo - tol && h[n - 1] >= want_hi
          && h[n - 1] <= want_hi + tol))
        test_fail("forcing %s over [%g, %g]: [%.17g, %.17g], want [%.17g, %.17g] within %g",
                  what, lo, hi, l[n - 1], h[n - 1], want_lo, want_hi, tol);
    flint_free(l);
    flint_free(h);
    arf_clear(a);
    arf_clear(b);
}

static void check_forcing_range_at(const char * text, double lo, double hi, double want_lo,
                                   double want_hi, double tol, slong prec)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    kernel_ptr K = forcing_kernel(ctx, text, lo, 1);
    check_last_forcing_on(K, text, lo, hi, want_lo, want_hi, tol, prec);
    kernel_free(K);
    expr_ctx_free(ctx);
}

static void check_forcing_range(const char * text, double lo, double hi, double want_lo,
                                double want_hi, double tol)
{
    check_forcing_range_at(text, lo, hi, want_lo, want_hi, tol, 128);
}

/* Whether the state y of the kernel of two outputs, first and text,
 * reaches a function that can hide a scale; then, taken as
 * KERNEL_SERIES_STATE with the series y = t (y_0 = t_0 = 0.5, y_1 = 1),
 * the last forcing node reads a state, the first does not, and the last is
 * enclosed over [lo, hi] within tol of [want_lo, want_hi].  (Two outputs,
 * not their sum: a sum of forcing nodes is a forcing node of its own.) */
static void check_forcing_state(const char * first, const char * text, int reaches, double lo,
                                double hi, double want_lo, double want_hi, double tol)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    slong vars[2], n, k;
    expr_ptr e[2];
    kernel_ptr K;

    vars[0] = expr_ctx_add_var(ctx, "t");
    vars[1] = expr_ctx_add_var(ctx, "y");
    if (sersol_parse_expr(e, ctx, first, stderr) != SERSOL_OK
        || sersol_parse_expr(e + 1, ctx, text, stderr) != SERSOL_OK
        || kernel_new(&K, ctx, vars, 2, e, 2, 4) != SERSOL_OK)
        test_fail("%s; %s not compiled", first, text);
    if (kernel_input_reaches_scale(K, 1) != reaches)
        test_fail("%s: y reaches a scale %d, want %d", text, !reaches, reaches);
    if (reaches)
    {
        kernel_forcing_set_series_input(K, 1, KERNEL_SERIES_STATE);
        arb_set_d(kernel_input(K, 0), 0.5);
        arb_one(kernel_input(K, 0) + 1);
        arb_set_d(kernel_input(K, 1), 0.5);
        arb_one(kernel_input(K, 1) + 1);
        for (k = 0; k < 4; k++)
            if (kernel_eval_coeff(K, k, 128) != SERSOL_OK)
                test_fail("%s: order %wd not evaluated", text, k);
        n = kernel_num_forcing(K);
        if (n < 2 || kernel_forcing_state(K, 0) || !kernel_forcing_state(K, n - 1)
            || !kernel_forcing_multi(K, n - 1))
            test_fail("%s: %wd forcing nodes, the first of a state %d, the last %d (multi %d)",
                      text, n, kernel_forcing_state(K, 0), kernel_forcing_state(K, n - 1),
                      kernel_forcing_multi(K, n - 1));
        check_last_forcing_on(K, text, lo, hi, want_lo, want_hi, tol, 128);
    }
    kernel_free(K);
    expr_ctx_free(ctx);
}

static void check_forcing(void)
{
    expr_ctx_ptr ctx;
    kernel_ptr K;
    arb_srcptr c;
    slong len, k;
    arb_t x, f;

    /* sin, cos, square, exp, the sum */
    check_forcing_count("cos(t) + 1e-12*exp(-((t-1)/0.01)^2)", 5);
    /* a sum of forcing nodes may cancel far below a double of its terms:
     * tanh, its square, 1 - the square; and 1 - tanh^2 = 4 e^-100 at t =
     * 50 is seen as such with enough bits (as doubles, tanh and its
     * square are [1, 1]; at 128 bits the sum is +-1.8e-38) */
    check_forcing_count("1 - tanh(t)^2", 3);
    check_forcing_count("tanh((t-1)/1e-3) - tanh((t-2)/1e-3)", 3);
    check_forcing_count("t + 1", 0);
    check_forcing_range_at("1 - tanh(t)^2", 50, 50 + 1e-9, 1.4880303874322839e-43,
                           1.4880303904083343e-43, 1e-55, 320);  /* (mpmath: sech^2 at the ends) */
    check_forcing_count("y*exp(t) + exp(y*t)", 1);
    check_forcing_count("t*exp(t)", 2);                             /* exp, the product */
    check_forcing_count("exp(t*sin(t))", 4);                        /* sin, cos, t sin t, exp */
    check_forcing_count("3*exp(t)", 1);                             /* (a constant factor) */
    /* a product of two pulses is a node of its own, t in it twice, and
     * enclosed far below its factors' product of bounds beside the peaks:
     * e^-((t-1)/w)^2 e^-((t-1-w)/w)^2 = e^-1/2 e^-2((t-1-w/2)/w)^2 */
    check_forcing_count("exp(-((t-1)/1e-6)^2)*exp(-((t-1.000001)/1e-6)^2)", 5);  /* 2 squares */
    check_forcing_multi("exp(-((t-1)/1e-6)^2)*exp(-((t-1.000001)/1e-6)^2)", 1);
    /* a square is a node too: sin, cos, two squares, exp, the product */
    check_forcing_count("(sin(t)*exp(-((t-1)/1e-7)^2))^2", 6);
    check_forcing_range("exp(-((t-1)/1e-6)^2)*exp(-((t-1.000001)/1e-6)^2)", 1.0000005,
                        1.0000005 + 1e-12, exp(-0.5 - 2e-12), exp(-0.5), 1e-6);
    check_forcing_count("y^2 + 3*t", 0);
    /* a state that reaches a function able to hide a scale is enclosed by
     * its series (a pulse in s with s' = 1 + 10^-30 y printed the values
     * without it); one that reaches only products, sin and cos is not */
    check_forcing_state("sin(t)", "y*exp(t) + sin(y)*y^2", 0, 0, 0, 0, 0, 0);
    check_forcing_state("cos(t)", "exp(-((y-1)/0.01)^2)", 1, 0.9, 1.1, exp(-100.0), 1.0, 1e-3);
    check_forcing_state("cos(t)", "1e-8/(1e-8 + (y-1)^2)", 1, 0.999, 0.9995,
                        1e-8 / (1e-8 + 1e-6), 1e-8 / (1e-8 + 0.25e-6), 1e-3);
    check_forcing_state("sin(t)", "sqrt(1 + y^2)", 1, 0.5, 0.6, sqrt(1.25), sqrt(1.36), 1e-2);
    check_forcing_range("exp(-((t-1)/0.01)^2)", 0.9, 1.1, exp(-100.0), 1.0, 1e-15);
    /* t more than once: counted, flagged, and enclosed through the
     * mean-value forms of the node and of its argument (plain intervals:
     * [e^-200, e^200] at the peak of the expanded square, [e^-3, e] on its
     * flank; 2/(e^t + e^-t): [e^-0.001, e^0.001]) */
    check_forcing_count("exp(-(t-1)*(t-1))", 2);                     /* (t-1)(t-1), exp */
    check_forcing_count("2/(exp(t)+exp(-t))", 4);                    /* 2 exp, the sum, 2/ */
    check_forcing_multi("exp(-(t-1)*(t-1))", 1);
    check_forcing_multi("exp(-((t-1)/0.01)^2)", 0);
    check_forcing_range("exp(-(t*t-2*t+1)*10000)", 0.9999, 1.0001, exp(-1e-4), 1.0, 1e-3);
    check_forcing_range("exp(-(t*t-2*t+1)*10000)", 1.01, 1.0101, exp(-1.0201), exp(-1.0), 1e-3);
    check_forcing_range("2/(exp(t)+exp(-t))", -1e-3, 1e-3, 1.0 / cosh(1e-3), 1.0, 1e-5);
    check_forcing_undefined("1/(t*t-2)", 1.4, 1.5);
    check_forcing_near_00("sin(t-1)/(t-1)", 1.001, 1.002, 1);
    check_forcing_near_00("(1-cos(t))/(t*t)", 1e-3, 2e-3, 1);
    check_forcing_near_00("sin(t-1)/(t-1)", 1.5, 1.6, 0);
    check_forcing_near_00("2/(exp(t)+exp(-t))", -1e-3, 1e-3, 0);
    check_forcing_undefined("exp(1/(t-1))*t", 0.9, 1.1);
    check_forcing_range("1/cosh(1e4*(t-1/2))", 0.0, 0.4, 1.0 / cosh(5000.0), 1.0 / cosh(1000.0),
                        1e-300);
    /* the union ball of sin 0 and sin h reached 10^-9 h below 0 */
    check_forcing_range("1/(1+sin(t))", 0.0, 1e-5, 1.0 / (1.0 + sin(1e-5)), 1.0, 1e-15);
    ctx = expr_ctx_new();
    K = forcing_kernel(ctx, "y + exp(2*t)", 1.0, 6);
    arb_init(x);
    arb_init(f);
    c = kernel_forcing_series(K, 0, &len);
    if (len != 6)
        test_fail("forcing series: %wd orders, want 6", len);
    for (k = 0; k < len; k++)
    {   /* e^2 2^k / k! */
        arb_set_ui(x, 2);
        arb_exp(x, x, 128);
        arb_mul_2exp_si(x, x, k);
        arb_fac_ui(f, (ulong) k, 128);
        arb_div(x, x, f, 128);
        if (!arb_overlaps(x, c + k))
            test_fail("forcing series of exp(2t) at 1: coefficient %wd", k);
    }
    arb_clear(x);
    arb_clear(f);
    kernel_free(K);
    expr_ctx_free(ctx);
}

int main(void)
{
    slong iter;
    test_start("kernel_outputs_on");
    check_sech();
    check_pole();
    check_forcing();
    for (iter = 0; iter < 400; iter++)
        check_random(iter);
    return test_end();
}
