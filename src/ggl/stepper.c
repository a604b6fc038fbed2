/* The multibody expansions (ggl: MSPPA, seed 000; el3: seed 004) as steppers
 * of the ode driver, which then provides the multistep continuation (seed
 * 000's "MSPPA multipaso": restart at t_i from the previous piece), order
 * and step control, dense output, the verified-digits policy and checkpoints.
 *
 * Components: u_1..u_n, v_1..v_n, lambda_1..lambda_r, then mu_1..mu_r for
 * MSPPA.  The multipliers in y0 are ignored at a restart: they are
 * recomputed by the recursion at every expansion point. */
#include <stdio.h>
#include <string.h>
#include "sersol/ggl.h"
#include "sersol/el3.h"
#include "ggl_impl.h"

typedef struct
{
    ggl_ptr S;
    const sersol_problem * P;   /* not owned */
    int index3;
    slong n, r, dim;
    arb_ptr last;               /* t0, u0, v0 of the last expansion by mb_series */
    slong last_prec;
    int last_valid;
    kernel_ptr KC;              /* g over (t, u), to order 2 (mb_residual's
                                 * hidden constraint; NULL when r = 0) */
}
mb_stepper;

/* The kernel of the constraints alone, its series to order 2 at a point
 * (the acceleration-level constraint of mb_residual). */
static kernel_ptr constraint_kernel(const sersol_problem * P)
{
    kernel_ptr K = NULL;
    slong * in, i;

    if (P->r < 1)
        return NULL;
    in = flint_malloc(sizeof(slong) * (1 + P->n));
    in[0] = P->t_var;
    for (i = 0; i < P->n; i++)
        in[1 + i] = P->pos_vars[i];
    if (kernel_new(&K, P->ctx, in, 1 + P->n, P->constraint, P->r, 2) != SERSOL_OK)
        K = NULL;
    flint_free(in);
    return K;
}

/* d^2/dt^2 g(t, u(t)) at t along u(t + tau) = u + u' tau + v' tau^2/2 (v' for
 * u'', as u' = v - G^T mu with mu = 0 in the exact solution) into acc[0..r);
 * 0 when undefined. */
static int constraint_acceleration(arb_ptr acc, kernel_ptr K, const arb_t t, arb_srcptr u,
                                   arb_srcptr up, arb_srcptr vp, slong n, slong r, slong prec)
{
    slong i, k;
    int ok = 1;
    arb_ptr in;

    for (k = 0; k <= 2 && ok; k++)
    {
        in = kernel_input(K, 0);
        if (k == 0)
            arb_set(in, t);
        else if (k == 1)
            arb_one(in + 1);
        else
            arb_zero(in + 2);
        for (i = 0; i < n; i++)
        {
            in = kernel_input(K, 1 + i);
            if (k == 0)
                arb_set(in, u + i);
            else if (k == 1)
                arb_set(in + 1, up + i);
            else
                arb_mul_2exp_si(in + 2, vp + i, -1);
        }
        ok = (kernel_eval_coeff(K, k, prec) == SERSOL_OK);
    }
    for (i = 0; i < r && ok; i++)
    {
        arb_mul_2exp_si(acc + i, kernel_output(K, i) + 2, 1);
        ok = arb_is_finite(acc + i);
    }
    return ok;
}

/* A message for the status of an expansion at (t0, u0, v0). */
static void describe(char * msg, size_t size, const mb_stepper * M, int status)
{
    arb_t p, v;
    char * ps, * vs;

    switch (status)
    {
        case SERSOL_EINCONSISTENT:
            arb_init(p);
            arb_init(v);
            ggl_residuals(p, v, M->S);
            ps = arb_get_str(p, 5, ARB_STR_NO_RADIUS);
            vs = arb_get_str(v, 5, ARB_STR_NO_RADIUS);
            snprintf(msg, size, "initial values violate the constraints: |g(t0,u0)| = %s, "
                     "|G(u0) v0 + g_t| = %s", ps, vs);
            flint_free(ps);
            flint_free(vs);
            arb_clear(p);
            arb_clear(v);
            break;
        case SERSOL_EINDEX:
            snprintf(msg, size, M->index3
                     ? "the index-3 condition fails (G not of full row rank, G M^-1 G^T singular, "
                       "or M not positive definite on ker G)"
                     : "the index-2 condition fails (G not of full row rank, or G M^-1 G^T singular)");
            break;
        case SERSOL_ESINGULAR:
            snprintf(msg, size, "the mass matrix M is singular");
            break;
        case SERSOL_EDOMAIN:
            /* the kernel that failed at order 0 says which operation */
            if (kernel_domain_message(M->S->KA)[0])
                snprintf(msg, size, "the constraints (g, G or g_t) are undefined: %s",
                         kernel_domain_message(M->S->KA));
            else if (kernel_domain_message(M->S->KB)[0])
                snprintf(msg, size, "the mass matrix or the forces are undefined: %s",
                         kernel_domain_message(M->S->KB));
            else
                snprintf(msg, size, "an expression of the problem is undefined");
            break;
        default:
            snprintf(msg, size, "%s", sersol_strerror(status));
    }
}

static int mb_expand(mb_stepper * M, const arb_t t0, arb_srcptr y0, slong N, slong prec)
{
    return M->index3 ? el3_series(M->S, t0, y0, y0 + M->n, N, prec)
                     : ggl_series(M->S, t0, y0, y0 + M->n, N, prec);
}

/* Nonzero when (t0, y0) and prec are those of the last expansion: the
 * driver raising the order inside a step (ode_problem_series_extend) then
 * costs only the new orders. */
static int mb_same_point(const mb_stepper * M, const arb_t t0, arb_srcptr y0, slong prec)
{
    slong i;
    if (!M->last_valid || prec != M->last_prec || !arb_equal(t0, M->last))
        return 0;
    for (i = 0; i < 2 * M->n; i++)
        if (!arb_equal(y0 + i, M->last + 1 + i))
            return 0;
    return 1;
}

static void mb_set_progress(void * data, ode_progress_fn fn, void * pdata)
{
    mb_stepper * M = data;
    ggl_set_progress(M->S, fn, pdata);
}

static int mb_series(void * data, arb_ptr S, slong stride, const arb_t t0, arb_srcptr y0,
                     slong N, slong prec, char * msg, size_t size)
{
    mb_stepper * M = data;
    slong i, n = M->n, r = M->r;
    int status;

    if (mb_same_point(M, t0, y0, prec) && N >= 1)
        status = M->index3 ? el3_series_extend(M->S, N, prec) : ggl_series_extend(M->S, N, prec);
    else
    {
        M->last_valid = 0;
        ggl_set_consistency_check(M->S, 0);
        ggl_set_midpoint(M->S, 1);
        /* (the recursions start at order 1: an order-0 request, series
         * --order 0, takes the first row of an order-1 expansion) */
        status = mb_expand(M, t0, y0, FLINT_MAX(N, 1), prec);
        if (status == SERSOL_OK)
        {
            arb_set(M->last, t0);
            _arb_vec_set(M->last + 1, y0, 2 * n);
            M->last_prec = prec;
            M->last_valid = 1;
        }
    }
    if (status != SERSOL_OK)
    {
        M->last_valid = 0;
        describe(msg, size, M, status);
        return status;
    }
    for (i = 0; i < n; i++)
    {
        _arb_vec_set(S + i * stride, ggl_u(M->S, i), N + 1);
        _arb_vec_set(S + (n + i) * stride, ggl_v(M->S, i), N + 1);
    }
    for (i = 0; i < r; i++)
    {
        _arb_vec_set(S + (2 * n + i) * stride, ggl_lambda(M->S, i), N + 1);
        if (!M->index3)
            _arb_vec_set(S + (2 * n + r + i) * stride, ggl_mu(M->S, i), N + 1);
    }
    return SERSOL_OK;
}

/* The principal-branch series of the constraints (KA) and of the mass
 * matrix and forces (KB) along the last expansion (docs/ode.md §2a). */
static int mb_branch_negative(void * data, slong N, const arb_t s, slong prec)
{
    mb_stepper * M = data;
    return FLINT_MAX(kernel_branches_sign_on(M->S->KA, N, s, prec),
                     kernel_branches_sign_on(M->S->KB, N, s, prec));
}

/* The residuals of the equations at (t, y, y') for the driver's check
 * inside a step (ode_stepper_struct.residual): with G = dg/du (r x n),
 *   u' - v + G^T mu      (n; MSPPA, seed 000 (2); index 3: u' - v)
 *   M v' - f + G^T lambda (n)
 *   g(t, u)              (r)
 *   (d/dt)^2 g(t, u(t)) |M|/|G_i|  (r: the hidden acceleration constraint,
 *                        as the force it would take, against the terms of
 *                        the force equations)
 * and the sizes of their terms (|u'| + |v| + |G^T mu|, |M v'| + |f| +
 * |G^T lambda|, and |G| |u| + |g_t| + |g| for the constraint).  A force or a
 * constraint with a feature narrower than the steps (a pulse in t) that
 * the series at the steps' starts do not show leaves a residual there.
 * The multipliers follow the constraint's second derivative: a pulse
 * 10^-20 exp(-((t - 1.24)/10^-9)^2) in g moves lambda by 8e-5 where g
 * moves by 10^-20, which only the last r residuals see. */
static int mb_residual(void * data, arb_ptr out, const arb_t t, arb_srcptr y, arb_srcptr yp,
                       slong prec)
{
    mb_stepper * M = data;
    ggl_ptr S = M->S;
    slong n = M->n, r = M->r, i, j, nres = 2 * n + 2 * r;
    arb_ptr inB = _arb_vec_init(1 + 2 * n), outA = _arb_vec_init(r * (n + 2) + 1);
    arb_ptr outB = _arb_vec_init(n * n + n);
    arb_srcptr lambda = y + 2 * n, mu = y + 2 * n + r;
    arb_t a, m, un;
    int ok;

    arb_init(a); arb_init(m); arb_init(un);
    arb_set(inB, t);
    _arb_vec_set(inB + 1, y, 2 * n);
    ok = (r == 0 || kernel_outputs_at(outA, S->KA, inB, prec))
         && kernel_outputs_at(outB, S->KB, inB, prec);
    for (i = 0; i < n && ok; i++)
    {
        /* u' - v + G^T mu */
        arb_sub(out + i, yp + i, y + n + i, prec);
        arb_abs(out + nres + i, yp + i);
        arb_abs(a, y + n + i);
        arb_add(out + nres + i, out + nres + i, a, prec);
        /* M v' - f + G^T lambda */
        arb_neg(out + n + i, outB + KB_F(S, i));
        arb_abs(out + nres + n + i, outB + KB_F(S, i));
        for (j = 0; j < n; j++)
        {
            arb_mul(a, outB + KB_M(S, i, j), yp + n + j, prec);
            arb_add(out + n + i, out + n + i, a, prec);
            arb_abs(a, a);
            arb_add(out + nres + n + i, out + nres + n + i, a, prec);
        }
        for (j = 0; j < r; j++)
        {
            arb_mul(a, outA + KA_JAC(S, j, i), lambda + j, prec);
            arb_add(out + n + i, out + n + i, a, prec);
            arb_abs(a, a);
            arb_add(out + nres + n + i, out + nres + n + i, a, prec);
            if (!M->index3)
            {
                arb_mul(a, outA + KA_JAC(S, j, i), mu + j, prec);
                arb_add(out + i, out + i, a, prec);
                arb_abs(a, a);
                arb_add(out + nres + i, out + nres + i, a, prec);
            }
        }
    }
    arb_zero(un);
    for (j = 0; j < n; j++)
    {
        arb_abs(a, y + j);
        arb_max(un, un, a, prec);
    }
    for (i = 0; i < r && ok; i++)
    {   /* g(t, u) = 0; its terms |g_t| + |g| + sum_j |G_ij| |u|: an error in
         * any position is of the size of the largest (x y = 0 along x = 0:
         * |G u| = 2 |x y| was rounding noise, against which the noise of g
         * missed at every sample, and the steps stalled) */
        arb_set(out + 2 * n + i, outA + KA_G(S, i));
        arb_abs(m, outA + KA_GT(S, i));
        arb_abs(a, outA + KA_G(S, i));
        arb_add(m, m, a, prec);
        for (j = 0; j < n; j++)
        {
            arb_abs(a, outA + KA_JAC(S, i, j));
            arb_addmul(m, a, un, prec);
        }
        arb_set(out + nres + 2 * n + i, m);
    }
    if (r > 0 && ok && M->KC == NULL)   /* (not compiled: no such test) */
        for (i = 0; i < r; i++)
        {
            arb_zero(out + 2 * n + r + i);
            arb_one(out + nres + 2 * n + r + i);
        }
    else if (r > 0 && ok)
    {   /* the acceleration constraint, in force units */
        arb_ptr acc = _arb_vec_init(r);
        arb_t mn, gn, tb;
        arb_init(mn); arb_init(gn); arb_init(tb);
        ok = constraint_acceleration(acc, M->KC, t, y, yp, yp + n, n, r, prec);
        for (i = 0; i < n && ok; i++)
        {   /* |M| (the largest row sum), the force equations' largest terms */
            arb_zero(a);
            for (j = 0; j < n; j++)
            {
                arb_abs(m, outB + KB_M(S, i, j));
                arb_add(a, a, m, prec);
            }
            arb_max(mn, mn, a, prec);
            arb_max(tb, tb, out + nres + n + i, prec);
        }
        for (i = 0; i < r && ok; i++)
        {
            arb_zero(gn);
            for (j = 0; j < n; j++)
                arb_addmul(gn, outA + KA_JAC(S, i, j), outA + KA_JAC(S, i, j), prec);
            arb_sqrt(gn, gn, prec);
            arb_mul(out + 2 * n + r + i, acc + i, mn, prec);
            if (arb_is_positive(gn))
                arb_div(out + 2 * n + r + i, out + 2 * n + r + i, gn, prec);
            arb_set(out + nres + 2 * n + r + i, tb);
        }
        arb_clear(mn); arb_clear(gn); arb_clear(tb);
        _arb_vec_clear(acc, r);
    }
    arb_clear(a); arb_clear(m); arb_clear(un);
    _arb_vec_clear(inB, 1 + 2 * n);
    _arb_vec_clear(outA, r * (n + 2) + 1);
    _arb_vec_clear(outB, n * n + n);
    return ok;
}

/* The kernels searched for forcing terms (ode_stepper_struct.forcing_kernel):
 * the constraints' (a rheonomic g(t, u)) and the forces' and masses'. */
static const kernel_struct * mb_forcing_kernel(void * data, slong i)
{
    mb_stepper * M = data;
    return (i == 0) ? M->S->KB : M->S->KA;
}

/* u0, v0 from the file; the multipliers from an expansion of order 1,
 * which also checks the constraints and the index condition strictly. */
static int mb_initial(void * data, arb_ptr y0, slong prec, char * msg, size_t size)
{
    mb_stepper * M = data;
    const sersol_problem * P = M->P;
    slong i, nv = expr_ctx_num_vars(P->ctx), n = M->n, r = M->r;
    arb_ptr values = _arb_vec_init(FLINT_MAX(nv, 1));
    arb_t t0;
    int status = SERSOL_OK;

    arb_init(t0);
    M->last_valid = 0;
    for (i = 0; i < n && status == SERSOL_OK; i++)
    {
        status = expr_eval_arb(y0 + i, P->init_u[i], values, prec);
        if (status == SERSOL_OK)
            status = expr_eval_arb(y0 + n + i, P->init_v[i], values, prec);
    }
    if (status != SERSOL_OK)
        snprintf(msg, size, "the initial values are undefined");
    else
    {
        ggl_set_consistency_check(M->S, 1);
        ggl_set_midpoint(M->S, 0);      /* the multipliers as balls, whatever ran before */
        status = mb_expand(M, t0, y0, 1, prec);
        if (status != SERSOL_OK)
            describe(msg, size, M, status);
        else
            for (i = 0; i < r; i++)
            {
                arb_set(y0 + 2 * n + i, ggl_lambda(M->S, i));
                if (!M->index3)
                    arb_set(y0 + 2 * n + r + i, ggl_mu(M->S, i));
            }
    }
    if (status != SERSOL_OK)
        _arb_vec_indeterminate(y0, M->dim);
    arb_clear(t0);
    _arb_vec_clear(values, FLINT_MAX(nv, 1));
    return status;
}

/* A second stepper over the same problem with its own expansion object:
 * run B of the verified policy in a second thread. */
static void * mb_copy(const void * data)
{
    const mb_stepper * M = data;
    mb_stepper * C = flint_calloc(1, sizeof(mb_stepper));

    if (ggl_new_from_problem(&C->S, M->P, 32) != SERSOL_OK)
    {
        flint_free(C);
        return NULL;
    }
    C->P = M->P;
    C->index3 = M->index3;
    C->n = M->n;
    C->r = M->r;
    C->dim = M->dim;
    C->last = _arb_vec_init(1 + 2 * M->n);
    C->last_valid = 0;
    C->KC = constraint_kernel(M->P);
    return C;
}

static void mb_free(void * data)
{
    mb_stepper * M = data;
    ggl_free(M->S);
    if (M->KC != NULL)
        kernel_free(M->KC);
    _arb_vec_clear(M->last, 1 + 2 * M->n);
    flint_free(M);
}

int ggl_ode_problem_init(ode_problem_struct * Q, const sersol_problem * P, int index3)
{
    mb_stepper * M;
    ode_stepper_struct * st;
    char ** names;
    slong i, n, r, dim;
    int status;

    if (P->kind != PROBLEM_GGL && P->kind != PROBLEM_EL3)
        return SERSOL_EINPUT;
    M = flint_calloc(1, sizeof(mb_stepper));
    status = ggl_new_from_problem(&M->S, P, 32);
    if (status != SERSOL_OK)
    {
        flint_free(M);
        return status;
    }
    n = P->n;
    r = P->r;
    dim = 2 * n + (index3 ? r : 2 * r);
    M->P = P;
    M->index3 = index3;
    M->n = n;
    M->r = r;
    M->dim = dim;
    M->last = _arb_vec_init(1 + 2 * n);
    M->last_valid = 0;
    M->KC = constraint_kernel(P);

    names = flint_malloc(sizeof(char *) * dim);
    for (i = 0; i < n; i++)
    {
        names[i] = P->pos_names[i];
        names[n + i] = P->vel_names[i];
    }
    for (i = 0; i < r; i++)
    {
        names[2 * n + i] = flint_malloc(32);
        sprintf(names[2 * n + i], "lambda%ld", (long) i + 1);
        if (!index3)
        {
            names[2 * n + r + i] = flint_malloc(32);
            sprintf(names[2 * n + r + i], "mu%ld", (long) i + 1);
        }
    }

    st = flint_calloc(1, sizeof(ode_stepper_struct));
    st->series = mb_series;
    st->initial = mb_initial;
    st->free = mb_free;
    st->copy = mb_copy;
    st->set_progress = mb_set_progress;
    if (kernel_num_branches(M->S->KA) + kernel_num_branches(M->S->KB) > 0)
        st->branch_negative = mb_branch_negative;
    st->data = M;
    st->norm_dim = 2 * n;
    st->residual = mb_residual;
    st->num_residuals = 2 * n + 2 * r;
    st->num_residuals_forcing = r;      /* (the acceleration constraints) */
    st->forcing_kernel = mb_forcing_kernel;
    st->num_forcing_kernels = (r > 0) ? 2 : 1;
    /* per order k: one evaluation of each kernel (their nonlinear nodes
     * cost O(k) each) and the convolution sums, dot products of length k:
     * n^2 + 4 n r of them for MSPPA, n^2 + 2 n r for the index-3 recursion;
     * per order O((n + r)^2) for the two saddle-point solves */
    st->cost_a = (double) (kernel_num_nonlinear(M->S->KA) + kernel_num_nonlinear(M->S->KB))
                 + (double) n * n + (double) (index3 ? 2 : 4) * n * r;
    st->cost_b = (double) (n + r) * (n + r) * 4;
    ode_problem_init_stepper(Q, P->ctx, P->t_var, dim, names, st);

    for (i = 2 * n; i < dim; i++)
        flint_free(names[i]);
    flint_free(names);
    return SERSOL_OK;
}
