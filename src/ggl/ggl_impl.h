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
};

/* Output numbering of the two kernels. */
#define KA_G(S, i)        (i)
#define KA_JAC(S, i, j)   ((S)->r + (i) * (S)->n + (j))
#define KA_GT(S, i)       ((S)->r + (S)->r * (S)->n + (i))
#define KB_M(S, i, j)     ((i) * (S)->n + (j))
#define KB_F(S, i)        ((S)->n * (S)->n + (i))

/* From this order on, an expansion evaluates its kernels in relaxed blocks
 * (the threshold of src/ode/series.c, measured in bench/b-block). */
#define GGL_BLOCK_MIN_ORDER 192

/* Announces that kernel A evaluates orders ka_first.. and kernel B orders
 * kb_first.. up to at most last_order, once each in sequence: relaxed
 * blocks when last_order reaches GGL_BLOCK_MIN_ORDER (else nothing). */
void _ggl_blocks_begin(ggl_ptr S, slong ka_first, slong kb_first, slong last_order);
void _ggl_blocks_end(ggl_ptr S);

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
