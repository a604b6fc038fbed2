/* MSPPA series expansion of an index-2 GGL system at one point
 * (seed 000, recursion (4.14), corrected order; see ggl.h). */
#include <string.h>
#include "sersol/ggl.h"
#include "sersol/kernel.h"
#include "sersol/linalg.h"
#include "ggl_impl.h"

static arb_ptr * coeff_arrays_init(slong count, slong len)
{
    slong i;
    arb_ptr * a = flint_malloc(FLINT_MAX(count, 1) * sizeof(arb_ptr));
    for (i = 0; i < count; i++)
        a[i] = _arb_vec_init(len);
    return a;
}

static void coeff_arrays_clear(arb_ptr * a, slong count, slong len)
{
    slong i;
    for (i = 0; i < count; i++)
        _arb_vec_clear(a[i], len);
    flint_free(a);
}

static void coeff_arrays_grow(arb_ptr * a, slong count, slong oldlen, slong newlen)
{
    slong i;
    for (i = 0; i < count; i++)
    {
        arb_ptr b = _arb_vec_init(newlen);
        _arb_vec_swap(b, a[i], oldlen);
        _arb_vec_clear(a[i], oldlen);
        a[i] = b;
    }
}


int ggl_new(ggl_ptr * Sp, expr_ctx_ptr ctx, slong t_var, const slong * u_vars,
            const slong * v_vars, slong n, const expr_ptr * mass,
            const expr_ptr * force, const expr_ptr * constraint, slong r,
            slong max_order)
{
    ggl_ptr S;
    expr_ptr * outA, * outB;
    slong * inA, * inB, i, j, len;
    int status;

    *Sp = NULL;
    if (n < 1 || r < 0 || r > n || max_order < 1)
        return SERSOL_EINPUT;

    S = flint_calloc(1, sizeof(struct ggl_struct));
    S->n = n;
    S->r = r;
    S->max_order = max_order;
    len = max_order + 1;

    /* kernel A: g, G = dg/du, g_t over (t, u) */
    inA = flint_malloc((1 + 2 * n) * sizeof(slong));
    inB = flint_malloc((1 + 2 * n) * sizeof(slong));
    inA[0] = inB[0] = t_var;
    for (i = 0; i < n; i++)
    {
        inA[1 + i] = inB[1 + i] = u_vars[i];
        inB[1 + n + i] = v_vars[i];
    }
    outA = flint_malloc(FLINT_MAX(r * (n + 2), 1) * sizeof(expr_ptr));
    for (i = 0; i < r; i++)
    {
        outA[KA_G(S, i)] = constraint[i];
        for (j = 0; j < n; j++)
            outA[KA_JAC(S, i, j)] = expr_diff(ctx, constraint[i], u_vars[j]);
        outA[KA_GT(S, i)] = expr_diff(ctx, constraint[i], t_var);
    }
    outB = flint_malloc((n * n + n) * sizeof(expr_ptr));
    for (i = 0; i < n * n; i++)
        outB[i] = mass[i];
    for (i = 0; i < n; i++)
        outB[KB_F(S, i)] = force[i];

    status = kernel_new(&S->KA, ctx, inA, 1 + n, outA, r * (n + 2), max_order);
    if (status == SERSOL_OK)
        status = kernel_new(&S->KB, ctx, inB, 1 + 2 * n, outB, n * n + n, max_order);
    if (status == SERSOL_OK)
    {
        /* (positions and velocities through which a force or a constraint
         * may hide a scale: a horizontal force 1e-6 exp(-((x - 1/2)/1e-4)^2)
         * on the Cartesian pendulum printed the motion without it with 20
         * "verified" digits; docs/ode.md §3 "States that feed back") */
        kernel_forcing_enclose_states(S->KA);
        kernel_forcing_enclose_states(S->KB);
    }
    flint_free(inA);
    flint_free(inB);
    flint_free(outA);
    flint_free(outB);
    if (status != SERSOL_OK)
    {
        if (S->KA != NULL)
            kernel_free(S->KA);
        flint_free(S);
        return status;
    }

    S->u = coeff_arrays_init(n, len);
    S->v = coeff_arrays_init(n, len);
    S->lambda = coeff_arrays_init(r, len);
    S->mu = coeff_arrays_init(r, len);
    S->dv = coeff_arrays_init(n, len);
    S->du = coeff_arrays_init(n, len);
    linalg_saddle_init(S->S1, n, r);
    linalg_saddle_init(S->S2, n, r);
    arb_mat_init(S->M0, n, n);
    arb_mat_init(S->G0, r, n);
    arb_mat_init(S->I, n, n);
    arb_mat_one(S->I);
    S->wn1 = _arb_vec_init(n);
    S->wn2 = _arb_vec_init(n);
    S->wr1 = _arb_vec_init(FLINT_MAX(r, 1));
    S->wr2 = _arb_vec_init(FLINT_MAX(r, 1));
    arb_init(S->res_pos);
    arb_init(S->res_vel);
    S->check_consistency = 1;
    S->midpoint = 0;
    S->sums_min_order = GGL_SUMS_MIN_ORDER;
    S->sums_min_prec = GGL_SUMS_MIN_PREC;
    S->sums = NULL;
    S->num_sums = 0;
    S->fa = flint_malloc((n + r) * sizeof(arb_srcptr));
    S->fb = flint_malloc((n + r) * sizeof(arb_srcptr));
    *Sp = S;
    return SERSOL_OK;
}

int ggl_new_from_problem(ggl_ptr * S, const sersol_problem * P, slong max_order)
{
    if (P->kind != PROBLEM_GGL && P->kind != PROBLEM_EL3)
        return SERSOL_EINPUT;
    return ggl_new(S, P->ctx, P->t_var, P->pos_vars, P->vel_vars, P->n,
                   P->mass, P->force, P->constraint, P->r, max_order);
}

void ggl_free(ggl_ptr S)
{
    slong len;

    if (S == NULL)
        return;
    len = S->max_order + 1;
    _ggl_blocks_end(S);
    flint_free(S->fa);
    flint_free(S->fb);
    kernel_free(S->KA);
    kernel_free(S->KB);
    coeff_arrays_clear(S->u, S->n, len);
    coeff_arrays_clear(S->v, S->n, len);
    coeff_arrays_clear(S->lambda, S->r, len);
    coeff_arrays_clear(S->mu, S->r, len);
    coeff_arrays_clear(S->dv, S->n, len);
    coeff_arrays_clear(S->du, S->n, len);
    linalg_saddle_clear(S->S1);
    linalg_saddle_clear(S->S2);
    arb_mat_clear(S->M0);
    arb_mat_clear(S->G0);
    arb_mat_clear(S->I);
    _arb_vec_clear(S->wn1, S->n);
    _arb_vec_clear(S->wn2, S->n);
    _arb_vec_clear(S->wr1, FLINT_MAX(S->r, 1));
    _arb_vec_clear(S->wr2, FLINT_MAX(S->r, 1));
    arb_clear(S->res_pos);
    arb_clear(S->res_vel);
    flint_free(S);
}

slong ggl_num_positions(const ggl_struct * S) { return S->n; }
slong ggl_num_constraints(const ggl_struct * S) { return S->r; }
slong ggl_order(const ggl_struct * S) { return S->N; }
arb_srcptr ggl_u(const ggl_struct * S, slong i) { return S->u[i]; }
arb_srcptr ggl_v(const ggl_struct * S, slong i) { return S->v[i]; }
arb_srcptr ggl_lambda(const ggl_struct * S, slong i) { return S->lambda[i]; }
arb_srcptr ggl_mu(const ggl_struct * S, slong i) { return S->mu[i]; }

void ggl_residuals(arb_t pos, arb_t vel, const ggl_struct * S)
{
    arb_set(pos, S->res_pos);
    arb_set(vel, S->res_vel);
}

void _ggl_fit_order(ggl_ptr S, slong N)
{
    slong old = S->max_order + 1, len, i;

    if (N <= S->max_order)
        return;
    len = FLINT_MAX(N, 2 * S->max_order) + 1;
    kernel_fit_order(S->KA, len - 1);
    kernel_fit_order(S->KB, len - 1);
    for (i = old; i < len; i++)             /* t = t0 + tau: t_k = 0 for k >= 2 */
    {
        arb_zero(kernel_input(S->KA, 0) + i);
        arb_zero(kernel_input(S->KB, 0) + i);
    }
    coeff_arrays_grow(S->u, S->n, old, len);
    coeff_arrays_grow(S->v, S->n, old, len);
    coeff_arrays_grow(S->lambda, S->r, old, len);
    coeff_arrays_grow(S->mu, S->r, old, len);
    coeff_arrays_grow(S->dv, S->n, old, len);
    coeff_arrays_grow(S->du, S->n, old, len);
    S->max_order = len - 1;
}

/* Writes coefficient k of t, u (and v) into the kernels' inputs. */
void _ggl_set_inputs(ggl_ptr S, slong k, int with_u, int with_v)
{
    slong i;
    for (i = 0; i < S->n; i++)
    {
        if (with_u)
            arb_set(kernel_input(S->KA, 1 + i) + k, S->u[i] + k);
        else
            arb_zero(kernel_input(S->KA, 1 + i) + k);
        arb_set(kernel_input(S->KB, 1 + i) + k, S->u[i] + k);
        if (with_v)
            arb_set(kernel_input(S->KB, 1 + S->n + i) + k, S->v[i] + k);
        else
            arb_zero(kernel_input(S->KB, 1 + S->n + i) + k);
    }
}

/* Nonzero when the ball x is zero to the working precision: it contains 0,
 * or its magnitude is below 2^(-15 prec / 16) (rounding of the inputs). */
static int zero_to_precision(const arb_t x, slong prec)
{
    mag_t m;
    int ok;
    if (arb_contains_zero(x))
        return 1;
    mag_init(m);
    arb_get_mag(m, x);
    ok = mag_cmp_2exp_si(m, -(15 * prec) / 16) <= 0;
    mag_clear(m);
    return ok;
}

/* Order 0: values at the expansion point, consistency, factorisations. */
int _ggl_order_zero(ggl_ptr S, const arb_t t0, arb_srcptr u0, arb_srcptr v0, slong prec)
{
    slong n = S->n, r = S->r, i, j;
    arb_srcptr gt;
    int status, consistent = 1;

    for (i = 0; i < n; i++)
    {
        arb_set(S->u[i], u0 + i);
        arb_set(S->v[i], v0 + i);
        arb_zero(S->dv[i]);
        arb_zero(S->du[i]);
    }
    /* t = t0 + tau */
    arb_set(kernel_input(S->KA, 0), t0);
    arb_set(kernel_input(S->KB, 0), t0);
    for (i = 1; i <= S->max_order; i++)
    {
        arb_set_ui(kernel_input(S->KA, 0) + i, i == 1);
        arb_set_ui(kernel_input(S->KB, 0) + i, i == 1);
    }
    _ggl_set_inputs(S, 0, 1, 1);
    status = kernel_eval_coeff(S->KA, 0, prec);
    if (status == SERSOL_OK)
        status = kernel_eval_coeff(S->KB, 0, prec);
    if (status != SERSOL_OK)
        return status;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            arb_set(arb_mat_entry(S->M0, i, j), kernel_output(S->KB, KB_M(S, i, j)));
    for (i = 0; i < r; i++)
        for (j = 0; j < n; j++)
            arb_set(arb_mat_entry(S->G0, i, j), kernel_output(S->KA, KA_JAC(S, i, j)));

    /* residuals of the position and velocity constraints */
    arb_zero(S->res_pos);
    arb_zero(S->res_vel);
    for (i = 0; i < r; i++)
    {
        arb_t a;
        arb_init(a);
        arb_abs(a, kernel_output(S->KA, KA_G(S, i)));
        consistent &= zero_to_precision(a, prec);
        arb_max(S->res_pos, S->res_pos, a, prec);
        gt = kernel_output(S->KA, KA_GT(S, i));
        arb_dot(a, gt, 0, arb_mat_entry(S->G0, i, 0), 1, v0, 1, n, prec);
        arb_abs(a, a);
        consistent &= zero_to_precision(a, prec);
        arb_max(S->res_vel, S->res_vel, a, prec);
        arb_clear(a);
    }
    if (!consistent && S->check_consistency)
        return SERSOL_EINCONSISTENT;

    status = linalg_saddle_factor(S->S1, S->I, S->G0, prec);
    if (status != SERSOL_OK)
        return SERSOL_EINDEX;       /* G0 rank deficient */
    status = linalg_saddle_factor(S->S2, S->M0, S->G0, prec);
    return status;                  /* ESINGULAR (M0) or EINDEX (G0 M0^-1 G0^T) */
}

/* Order k >= 1: mu_{k-1}, u_k, then lambda_{k-1}, v_k (see ggl.h).  The
 * convolution sums are dot products (arb_dot, the second factor read
 * backwards): O(k n (n + r)) multiplications per order; or, in a long
 * expansion (S->sums), relaxed products: with the shifted series G_{1+.},
 * M_{1+.}, du_{1+.} (du_m = m u_m), dv_{1+.},
 *   sum_{j=1}^{k-1} G_j^T mu_{k-1-j}         = (G_{1+.}^T mu)_{k-2}       sums[i]
 *   sum_{j=1}^{k-1} G_j (k-j) u_{k-j}         = (G_{1+.} du_{1+.})_{k-2}   sums[n+l]
 *   sum_{j=1}^{k-1} M_j (k-j) v_{k-j}
 *     + G_j^T lambda_{k-1-j}                  = (M_{1+.} dv_{1+.}
 *                                               + G_{1+.}^T lambda)_{k-2} sums[n+r+i]
 *   sum_{j=1}^{k} G_j v_{k-j}                 = (G_{1+.} v)_{k-1}          sums[2n+r+l]
 * each needing only coefficients already known at that point of order k.
 *
 * The rest of g at order k (coefficient k of g with u_k = 0) is not
 * evaluated by the kernel: coefficient k-1 of d/dt g(t, u(t)) = G u' + g_t
 * gives  k g_k = G_0 k u_k + sum_{j=1}^{k-1} G_j (k-j) u_{k-j} + (g_t)_{k-1},
 * so  k * rest_k = sum_{j=1}^{k-1} G_j (k-j) u_{k-j} + (g_t)_{k-1},  from
 * coefficients already known.  That saves one of the three kernel
 * evaluations per order (the chain rule holds exactly for the truncated
 * series the kernel computes). */
#define GGL_NUM_SUMS(S) (2 * (S)->n + 2 * (S)->r)

static arb_srcptr jac1(ggl_ptr S, slong l, slong i)
{
    return kernel_output(S->KA, KA_JAC(S, l, i)) + 1;
}

static void ggl_order_k(ggl_ptr S, slong k, slong prec)
{
    slong n = S->n, r = S->r, i, l;
    arb_ptr rhs = S->wn1, x = S->wn2, s = S->wr1, y = S->wr2;
    arb_srcptr * fa = S->fa, * fb = S->fb;
    int rel = (S->sums != NULL);
    arb_t c;

    arb_init(c);

    /* first system: [I G0^T; G0 0] [k u_k; mu_{k-1}] */
    for (i = 0; i < n; i++)
    {
        arb_set(rhs + i, S->v[i] + k - 1);
        if (k < 2)
            continue;
        if (rel)                                /* - sum_{j=1}^{k-1} G_j^T mu_{k-1-j} */
        {
            for (l = 0; l < r; l++)
            {
                fa[l] = jac1(S, l, i);
                fb[l] = S->mu[l];
            }
            arb_sub(rhs + i, rhs + i, _ggl_sum_coeff(S, i, r, k - 2, prec), prec);
        }
        else
            for (l = 0; l < r; l++)
                arb_dot(rhs + i, rhs + i, 1, jac1(S, l, i), 1, S->mu[l] + k - 2, -1, k - 1, prec);
    }
    for (l = 0; l < r; l++)                     /* -k rest_k */
    {
        arb_set(c, kernel_output(S->KA, KA_GT(S, l)) + k - 1);
        if (k >= 2 && rel)
        {
            for (i = 0; i < n; i++)
            {
                fa[i] = jac1(S, l, i);
                fb[i] = S->du[i] + 1;
            }
            arb_add(c, c, _ggl_sum_coeff(S, n + l, n, k - 2, prec), prec);
        }
        else
            for (i = 0; i < n && k >= 2; i++)
                arb_dot(c, c, 0, jac1(S, l, i), 1, S->du[i] + k - 1, -1, k - 1, prec);
        arb_neg(s + l, c);
    }
    linalg_saddle_solve(x, y, S->S1, rhs, s, prec);
    for (i = 0; i < n; i++)
        arb_div_si(S->u[i] + k, x + i, k, prec);
    for (l = 0; l < r; l++)
        arb_set(S->mu[l] + k - 1, y + l);
    _ggl_round_to_midpoint(S, S->u, n, k);
    _ggl_round_to_midpoint(S, S->mu, r, k - 1);
    for (i = 0; i < n; i++)
        arb_mul_si(S->du[i] + k, S->u[i] + k, k, prec);

    /* G_k and (g_t)_k with the true u_k */
    _ggl_set_inputs(S, k, 1, 0);
    kernel_eval_coeff(S->KA, k, prec);

    /* second system: [M0 G0^T; G0 0] [k v_k; lambda_{k-1}] */
    for (i = 0; i < n; i++)
    {
        arb_set(rhs + i, kernel_output(S->KB, KB_F(S, i)) + k - 1);
        if (k < 2)
            continue;
        if (rel)        /* - sum_{j=1}^{k-1} ( M_j (k-j) v_{k-j} + G_j^T lambda_{k-1-j} ) */
        {
            for (l = 0; l < n; l++)
            {
                fa[l] = kernel_output(S->KB, KB_M(S, i, l)) + 1;
                fb[l] = S->dv[l] + 1;
            }
            for (l = 0; l < r; l++)
            {
                fa[n + l] = jac1(S, l, i);
                fb[n + l] = S->lambda[l];
            }
            arb_sub(rhs + i, rhs + i, _ggl_sum_coeff(S, n + r + i, n + r, k - 2, prec), prec);
            continue;
        }
        for (l = 0; l < n; l++)                 /* - sum_{j=1}^{k-1} M_j (k-j) v_{k-j} */
            arb_dot(rhs + i, rhs + i, 1, kernel_output(S->KB, KB_M(S, i, l)) + 1, 1,
                    S->dv[l] + k - 1, -1, k - 1, prec);
        for (l = 0; l < r; l++)                 /* - sum_{j=1}^{k-1} G_j^T lambda_{k-1-j} */
            arb_dot(rhs + i, rhs + i, 1, jac1(S, l, i), 1, S->lambda[l] + k - 2, -1, k - 1, prec);
    }
    for (l = 0; l < r; l++)
    {
        arb_set(c, kernel_output(S->KA, KA_GT(S, l)) + k);
        if (rel)                                /* + sum_{j=1}^{k} G_j v_{k-j} */
        {
            for (i = 0; i < n; i++)
            {
                fa[i] = jac1(S, l, i);
                fb[i] = S->v[i];
            }
            arb_add(c, c, _ggl_sum_coeff(S, 2 * n + r + l, n, k - 1, prec), prec);
        }
        else
            for (i = 0; i < n; i++)
                arb_dot(c, c, 0, jac1(S, l, i), 1, S->v[i] + k - 1, -1, k, prec);
        arb_mul_si(s + l, c, -k, prec);
    }
    linalg_saddle_solve(x, y, S->S2, rhs, s, prec);
    for (i = 0; i < n; i++)
        arb_div_si(S->v[i] + k, x + i, k, prec);
    for (l = 0; l < r; l++)
        arb_set(S->lambda[l] + k - 1, y + l);
    _ggl_round_to_midpoint(S, S->v, n, k);
    _ggl_round_to_midpoint(S, S->lambda, r, k - 1);
    for (i = 0; i < n; i++)                     /* (k v_k), for the sums of later orders */
        arb_mul_si(S->dv[i] + k, S->v[i] + k, k, prec);

    /* M_k, f_k with the true u_k, v_k */
    _ggl_set_inputs(S, k, 1, 1);
    kernel_eval_coeff(S->KB, k, prec);

    arb_clear(c);
}

int ggl_series(ggl_ptr S, const arb_t t0, arb_srcptr u0, arb_srcptr v0, slong N, slong prec)
{
    slong k;
    int status;

    S->expanded = 0;
    if (N < 1)
        return SERSOL_EINPUT;
    _ggl_fit_order(S, N + 2);
    status = _ggl_order_zero(S, t0, u0, v0, prec);
    if (status != SERSOL_OK)
        return status;
    /* at high orders both kernels evaluate orders 1..N+1 once each in
     * sequence: relaxed block products (docs/kernel.md "Blocks") */
    _ggl_blocks_begin(S, 1, 1, N + 1, GGL_NUM_SUMS(S), prec);
    for (k = 1; k <= N + 1; k++)
    {
        ggl_order_k(S, k, prec);
        _ggl_report_order(S, k, N + 1);
    }
    _ggl_blocks_end(S);
    S->N = N;
    S->expanded = 2;
    S->prec = prec;
    return SERSOL_OK;
}

int ggl_series_extend(ggl_ptr S, slong N, slong prec)
{
    slong k;

    if (S->expanded != 2 || prec != S->prec)
        return SERSOL_EINPUT;
    if (N <= S->N)
        return SERSOL_OK;
    _ggl_fit_order(S, N + 2);
    /* orders 1..N_old+1 are done: blocks and relaxed sums replay them */
    _ggl_blocks_begin(S, S->N + 2, S->N + 2, N + 1, GGL_NUM_SUMS(S), prec);
    for (k = S->N + 2; k <= N + 1; k++)
    {
        ggl_order_k(S, k, prec);
        _ggl_report_order(S, k, N + 1);
    }
    _ggl_blocks_end(S);
    S->N = N;
    return SERSOL_OK;
}

arb_srcptr ggl_mass_coeffs(const ggl_struct * S, slong i, slong j)
{
    return kernel_output(S->KB, KB_M(S, i, j));
}

arb_srcptr ggl_force_coeffs(const ggl_struct * S, slong i)
{
    return kernel_output(S->KB, KB_F(S, i));
}

arb_srcptr ggl_jacobian_coeffs(const ggl_struct * S, slong i, slong j)
{
    return kernel_output(S->KA, KA_JAC(S, i, j));
}

arb_srcptr ggl_constraint_coeffs(const ggl_struct * S, slong i)
{
    return kernel_output(S->KA, KA_G(S, i));
}

void ggl_set_progress(ggl_ptr S, ode_progress_fn fn, void * data)
{
    S->progress = fn;
    S->progress_data = data;
}

void _ggl_report_order(ggl_ptr S, slong k, slong last_order)
{
    if (S->progress != NULL && (k % 16 == 0 || k == last_order))
        S->progress((double) k * k / ((double) last_order * last_order), S->progress_data);
}

void ggl_set_consistency_check(ggl_ptr S, int check)
{
    S->check_consistency = check;
}

void ggl_set_midpoint(ggl_ptr S, int midpoint)
{
    S->midpoint = midpoint;
}

void _ggl_round_to_midpoint(ggl_ptr S, arb_ptr * c, slong count, slong k)
{
    slong i;
    if (S->midpoint)
        for (i = 0; i < count; i++)
            mag_zero(arb_radref(c[i] + k));
}

void _ggl_blocks_begin(ggl_ptr S, slong ka_first, slong kb_first, slong last_order,
                       slong num_sums, slong prec)
{
    slong i;

    _ggl_blocks_end(S);
    if (last_order >= GGL_BLOCK_MIN_ORDER)
    {
        kernel_block_begin(S->KA, ka_first, last_order + 1);
        kernel_block_begin(S->KB, kb_first, last_order + 1);
    }
    if (last_order >= S->sums_min_order && prec >= S->sums_min_prec && num_sums > 0)
    {
        S->num_sums = num_sums;
        S->sums = flint_malloc(num_sums * sizeof(kernel_relaxed_product_struct));
        for (i = 0; i < num_sums; i++)      /* coefficients 0..last_order-1 */
            kernel_relaxed_product_init(S->sums + i, last_order);
    }
}

void _ggl_blocks_end(ggl_ptr S)
{
    slong i;

    kernel_block_end(S->KA);
    kernel_block_end(S->KB);
    if (S->sums != NULL)
    {
        for (i = 0; i < S->num_sums; i++)
            kernel_relaxed_product_clear(S->sums + i);
        flint_free(S->sums);
        S->sums = NULL;
        S->num_sums = 0;
    }
}

arb_srcptr _ggl_sum_coeff(ggl_ptr S, slong s, slong count, slong m, slong prec)
{
    return kernel_relaxed_product_sum_coeff(S->sums + s, S->fa, S->fb, count, m, prec);
}
