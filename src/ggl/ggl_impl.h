/* Private to the multibody solvers (ggl, el3): the expansion object and the
 * helpers both recursions share.  Not installed. */
#ifndef SERSOL_GGL_IMPL_H
#define SERSOL_GGL_IMPL_H

#include "sersol/ggl.h"
#include "sersol/kernel.h"
#include "sersol/linalg.h"

struct ggl_struct
{
    slong n, r;
    slong N;                 /* order of the last expansion */
    slong max_order;         /* coefficient storage: 0..max_order */
    kernel_ptr KA;           /* inputs t, u;    outputs g (r), G (r x n), g_t (r) */
    kernel_ptr KB;           /* inputs t, u, v; outputs M (n x n), f (n) */
    arb_ptr * u, * v;        /* n coefficient arrays */
    arb_ptr * lambda, * mu;  /* r coefficient arrays */
    arb_ptr * dv, * du;      /* n arrays: dv_i[m] = m v_{i,m}, du_i[m] = m u_{i,m} (for the sums) */
    linalg_saddle_t S1;      /* [I G0^T; G0 0] */
    linalg_saddle_t S2;      /* [M0 G0^T; G0 0] */
    arb_mat_t M0, G0, I;
    arb_ptr wn1, wn2, wr1, wr2;
    arb_t res_pos, res_vel;
    int check_consistency;   /* 0: restarts of a continuation (see ggl.h) */
    int midpoint;            /* 1: new coefficients keep only their midpoints (ggl_set_midpoint) */
    int expanded;            /* the last successful expansion: 0 none, 2 ggl_series, 3 el3_series */
    slong prec;              /* its working precision */
    /* the convolution sums of the recursions as relaxed products
     * (kernel_relaxed_product_t) from this expansion order on, else arb_dot */
    slong sums_min_order;    /* GGL_SUMS_MIN_ORDER unless changed by a test or bench */
    slong sums_min_prec;     /* GGL_SUMS_MIN_PREC, idem */
    kernel_relaxed_product_struct * sums;   /* num_sums products, NULL when arb_dot */
    slong num_sums;
    arb_srcptr * fa, * fb;   /* n + r factor pointers of one sum */
    ode_progress_fn progress;   /* ggl_set_progress (NULL: none) */
    void * progress_data;
};

/* Reports order k of an expansion to last_order: (k/last_order)^2 of the
 * work, every 16 orders and at the last one. */
void _ggl_report_order(ggl_ptr S, slong k, slong last_order);

/* Output numbering of the two kernels. */
#define KA_G(S, i)        (i)
#define KA_JAC(S, i, j)   ((S)->r + (i) * (S)->n + (j))
#define KA_GT(S, i)       ((S)->r + (S)->r * (S)->n + (i))
#define KB_M(S, i, j)     ((i) * (S)->n + (j))
#define KB_F(S, i)        ((S)->n * (S)->n + (i))

/* From this order on, an expansion evaluates its kernels in relaxed blocks
 * (the threshold of src/ode/series.c, measured in bench/b-block). */
#define GGL_BLOCK_MIN_ORDER 192

/* From this expansion order and precision on, the convolution sums of the
 * recursions (sum_j G_j^T mu_{k-1-j}, sum_j M_j (k-j) v_{k-j}, ...) are
 * relaxed products instead of one arb_dot per order (the crossover measured
 * in bench/b-dae, docs/ggl.md: at 375 bits arb_dot is as fast up to order
 * 300, since the factorially decaying terms of the dot products are
 * truncated; at 1039 bits the products gain from about order 200). */
#define GGL_SUMS_MIN_ORDER 192
#define GGL_SUMS_MIN_PREC 1000

/* Announces that kernel A evaluates orders ka_first.. and kernel B orders
 * kb_first.. up to at most last_order, once each in sequence: relaxed
 * blocks when last_order reaches GGL_BLOCK_MIN_ORDER (else nothing); and
 * that the recursion's num_sums convolution sums need coefficients up to
 * last_order - 1: relaxed products (S->sums) when last_order reaches
 * S->sums_min_order and prec S->sums_min_prec.  Products started after
 * order 0 (an extension) replay the earlier steps on their first call. */
void _ggl_blocks_begin(ggl_ptr S, slong ka_first, slong kb_first, slong last_order,
                       slong num_sums, slong prec);
void _ggl_blocks_end(ggl_ptr S);
/* Coefficient m of the relaxed sum number s: sum_{i < count} fa[i] fb[i]. */
arb_srcptr _ggl_sum_coeff(ggl_ptr S, slong s, slong count, slong m, slong prec);

/* Grows coefficient storage to orders 0..N. */
void _ggl_fit_order(ggl_ptr S, slong N);
/* Writes coefficient k of t, u (and v) into the kernels' inputs; with_u /
 * with_v = 0 write zeros instead (the "rest" of the Adomian polynomials). */
void _ggl_set_inputs(ggl_ptr S, slong k, int with_u, int with_v);
/* Order 0: stores u0, v0, evaluates both kernels at the point, checks the
 * constraints (residuals) and factors [I G0^T; G0 0] and [M0 G0^T; G0 0]. */
int _ggl_order_zero(ggl_ptr S, const arb_t t0, arb_srcptr u0, arb_srcptr v0, slong prec);

/* In midpoint mode, drops the radius of coefficient k of the count series c. */
void _ggl_round_to_midpoint(ggl_ptr S, arb_ptr * c, slong count, slong k);

#endif
