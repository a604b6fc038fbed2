/* Relaxed Cauchy products: coefficient n of c = u v as soon as u_0..u_n and
 * v_0..v_n are known, in O(M(N) log N) for N coefficients instead of the
 * O(N^2) of one Cauchy sum per coefficient (van der Hoeven, "Relax, but
 * don't be too lazy", J. Symb. Comput. 34 (2002); the Fischer–Stockmeyer
 * tiling).  See docs/kernel.md "Blocks".
 *
 * The quadrant of index pairs (i, j) (term u_i v_j of c_{i+j}) is tiled by
 *   - the thin part min(i, j) < S - 1 (S = 16 or 32, relaxed_square_min):
 *     added term by term, two short arb_dot per coefficient;
 *   - squares [p-1, 2p-1) x [(q-1)p-1, qp-1) for p = S, 2S, 4S, ..., q >= 2,
 *     and their mirror images (q >= 3; q = 2 is the diagonal square).
 * A square needs u and v up to index qp - 2 and contributes to c_{qp-2} and
 * beyond, so it is added (one _arb_poly_mullow of two length-p blocks) at
 * step n = qp - 2, i.e. when p divides n + 2.  Every pair is covered once.
 *
 * One core, _kernel_relaxed_step, works on raw arb arrays; the products of
 * the kernel's blocks (factors in slots) and the public
 * kernel_relaxed_product_t (factors given by the caller, e.g. the convolution
 * sums of the ggl and el3 recursions) both call it. */
#include <arb_poly.h>
#include "kernel_impl.h"

/* The smallest square S (a power of 2), a function of the length only so
 * that every step of a product uses the same tiling.  Below S the terms are
 * added by dot products: Arb's mullow of two blocks of 8 is a dot product
 * anyway, and one of two blocks of 16 costs about as much as the 256 terms
 * by arb_dot at 400-1000 bits but 1.5x less at 2000-3400 bits (bench notes
 * in docs/kernel.md "Blocks").  Long products come with high precision in
 * the solvers (order ~ 1.15 x digits at 1000 digits), so they use S = 16:
 * 5% fewer instructions at order 1162 / 3364 bits, 2% more at order 356 /
 * 1039 bits where S = 32 stays. */
#define RELAXED_LONG 512

static slong relaxed_square_min(slong len)
{
    return (len >= RELAXED_LONG) ? 16 : 32;
}

/* c_n += sum of u_i v_{n-i} over the thin part min(i, n - i) < S - 1:
 * i in [0, m1) and i in [lo2, n]; t is scratch. */
static void relaxed_thin(arb_t cn, arb_srcptr u, arb_srcptr v, slong n, slong S, arb_t t,
                         slong prec)
{
    slong m1 = FLINT_MIN(S - 2, n) + 1;
    slong lo2 = FLINT_MAX(m1, n - (S - 2));

    arb_dot(t, cn, 0, u, 1, v + n, -1, m1, prec);
    arb_swap(cn, t);
    if (lo2 <= n)
    {
        arb_dot(t, cn, 0, u + lo2, 1, v + n - lo2, -1, n - lo2 + 1, prec);
        arb_swap(cn, t);
    }
}

/* t = the coefficients x_0..x_{p-1} rounded to prec bits. */
static void round_block(arb_ptr t, arb_srcptr x, slong p, slong prec)
{
    slong i;
    for (i = 0; i < p; i++)
        arb_set_round(t + i, x + i, prec);
}

/* tmp = (x_0..x_{p-1}) (y_0..y_{p-1}) mod t^m with both factors rounded to
 * prec bits first (the early coefficients of a series computed with a
 * precision schedule carry more bits than the product needs, and
 * _arb_poly_mullow would multiply them all); w has 2p entries. */
static void block_mullow(arb_ptr tmp, arb_srcptr x, arb_srcptr y, slong p, slong m, arb_ptr w,
                         slong prec)
{
    round_block(w, x, p, prec);
    if (x == y)
    {
        _arb_poly_mullow(tmp, w, p, w, p, m, prec);
        return;
    }
    round_block(w + p, y, p, prec);
    _arb_poly_mullow(tmp, w, p, w + p, p, m, prec);
}

void _kernel_relaxed_step(arb_ptr c, slong len, arb_srcptr u, arb_srcptr v, slong n,
                          arb_ptr tmp, arb_ptr w, slong prec)
{
    int sqr = (u == v);
    slong S = relaxed_square_min(len), p, m;

    relaxed_thin(c + n, u, v, n, S, tmp, prec);
    for (p = S; 2 * p <= n + 2 && (n + 2) % p == 0; p *= 2)
    {
        m = FLINT_MIN(2 * p - 1, len - n);
        block_mullow(tmp, u + p - 1, v + n - p + 1, p, m, w, prec);
        _arb_vec_add(c + n, c + n, tmp, m, prec);
        if (2 * p == n + 2)
            continue;           /* the diagonal square: no mirror image */
        if (!sqr)
            block_mullow(tmp, v + p - 1, u + n - p + 1, p, m, w, prec);
        _arb_vec_add(c + n, c + n, tmp, m, prec);
    }
}

/* ---- products over kernel slots (the blocks of src/kernel/eval_block.c) ---- */

void _kernel_relaxed_init(kernel_relaxed * r, slong u_slot, slong u_off, int u_weight,
                          slong v_slot, slong v_off, slong len)
{
    r->u_slot = u_slot;
    r->u_off = u_off;
    r->u_weight = u_weight;
    r->v_slot = v_slot;
    r->v_off = v_off;
    r->len = FLINT_MAX(len, 0);
    r->uw = u_weight ? _arb_vec_init(r->len) : NULL;
    r->c = _arb_vec_init(r->len);
    r->n_done = 0;
}

void _kernel_relaxed_clear(kernel_relaxed * r)
{
    if (r->uw != NULL)
        _arb_vec_clear(r->uw, r->len);
    _arb_vec_clear(r->c, r->len);
    r->uw = r->c = NULL;
}

static void relaxed_out_of_sequence(slong n, slong len, slong n_done)
{
    flint_printf("kernel relaxed product: coefficient %wd out of sequence (length %wd, "
                 "completed 0..%wd)\n", n, len, n_done - 1);
    flint_abort();
}

arb_srcptr _kernel_relaxed_coeff(kernel_struct * K, kernel_relaxed * r, slong n, arb_ptr tmp,
                                 arb_ptr w, slong prec)
{
    arb_srcptr a = KERNEL_SLOT(K, r->u_slot);
    arb_srcptr u = r->u_weight ? r->uw : a + r->u_off;
    arb_srcptr v = KERNEL_SLOT(K, r->v_slot) + r->v_off;
    slong m;

    if (n < 0 || n >= r->len || n < r->n_done - 1)
        relaxed_out_of_sequence(n, r->len, r->n_done);
    for (m = r->n_done; m <= n; m++)
    {
        if (r->u_weight)        /* u_m = (m + 1) a_{m+1} */
            arb_mul_ui(r->uw + m, a + m + 1, (ulong) (m + 1), prec);
        _kernel_relaxed_step(r->c, r->len, u, v, m, tmp, w, prec);
    }
    r->n_done = FLINT_MAX(r->n_done, n + 1);
    return r->c + n;
}

/* ---- products of caller-supplied arrays (kernel.h) ---- */

void kernel_relaxed_product_init(kernel_relaxed_product_t R, slong len)
{
    R->len = FLINT_MAX(len, 0);
    R->c = _arb_vec_init(R->len);
    /* tmp: len entries; w: 2p <= n + 2 <= len + 1 entries */
    R->scratch = _arb_vec_init(2 * R->len + 2);
    R->n_done = 0;
}

void kernel_relaxed_product_clear(kernel_relaxed_product_t R)
{
    _arb_vec_clear(R->c, R->len);
    _arb_vec_clear(R->scratch, 2 * R->len + 2);
    R->c = R->scratch = NULL;
    R->len = R->n_done = 0;
}

arb_srcptr kernel_relaxed_product_sum_coeff(kernel_relaxed_product_t R, const arb_srcptr * u,
                                            const arb_srcptr * v, slong count, slong n,
                                            slong prec)
{
    slong m, i;

    if (n < 0 || n >= R->len || n < R->n_done - 1)
        relaxed_out_of_sequence(n, R->len, R->n_done);
    for (m = R->n_done; m <= n; m++)
        for (i = 0; i < count; i++)
            _kernel_relaxed_step(R->c, R->len, u[i], v[i], m, R->scratch, R->scratch + R->len,
                                 prec);
    R->n_done = FLINT_MAX(R->n_done, n + 1);
    return R->c + n;
}

arb_srcptr kernel_relaxed_product_coeff(kernel_relaxed_product_t R, arb_srcptr u, arb_srcptr v,
                                        slong n, slong prec)
{
    return kernel_relaxed_product_sum_coeff(R, &u, &v, 1, n, prec);
}
