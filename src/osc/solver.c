/* The phi-function series integrator (seed 002 (53), (72), (82)), Scheifele's
 * G-function series integrator and plain Taylor, for
 * x'' + alpha^2 x = eps f(t, x, x'), x of dimension dim, fixed step. */
#include "sersol/osc.h"
#include "osc-impl.h"

/* Normalised coefficients c_j = x^(j)(t0)/j!:  from x'' = -alpha^2 x + eps f,
 * c_{k+2} = (-alpha^2 c_k + eps f_k) / ((k+1)(k+2))   (seed (41), (53)), where
 * f_k needs c_0..c_{k+1} (x' has coefficients (j+1) c_{j+1}). */
int osc_taylor_coeffs(arb_ptr c, slong N, const arb_t t0, arb_srcptr x0, arb_srcptr xp0,
                      slong dim, const arb_t alpha, const arb_t eps,
                      osc_perturbation_fn f, void * param, slong prec)
{
    arb_ptr cp, fk;
    arb_t a2;
    slong k, i;
    int status = SERSOL_OK;

    if (N < 1 || dim < 1)
        return SERSOL_EINPUT;
    cp = _arb_vec_init((N + 1) * dim);
    fk = _arb_vec_init(dim);
    arb_init(a2);
    arb_sqr(a2, alpha, prec);
    _arb_vec_set(c, x0, dim);
    _arb_vec_set(c + dim, xp0, dim);
    for (k = 0; k + 2 <= N; k++)
    {
        for (i = 0; i < dim; i++)
            arb_mul_ui(cp + k * dim + i, c + (k + 1) * dim + i, k + 1, prec);
        if (f != NULL && !arb_is_zero(eps))
        {
            status = f(fk, k, t0, c, cp, dim, param, prec);
            if (status != SERSOL_OK)
                break;
        }
        else
            _arb_vec_zero(fk, dim);
        for (i = 0; i < dim; i++)
        {
            arb_ptr ck2 = c + (k + 2) * dim + i;
            arb_mul(ck2, eps, fk + i, prec);
            arb_submul(ck2, a2, c + k * dim + i, prec);
            arb_div_ui(ck2, ck2, (k + 1) * (k + 2), prec);
        }
    }
    _arb_vec_clear(cp, (N + 1) * dim);
    _arb_vec_clear(fk, dim);
    arb_clear(a2);
    return status;
}

void osc_solver_init(osc_solver_t S, slong dim, slong prec)
{
    S->dim = dim;
    S->prec = prec;
    arb_init(S->alpha); arb_init(S->beta); arb_init(S->eps);
    S->f = NULL;
    S->param = NULL;
    S->method = OSC_METHOD_PHI;
    S->order = 0;
    arb_init(S->h); arb_init(S->t); arb_init(S->basis_h);
    S->x = _arb_vec_init(dim);
    S->xp = _arb_vec_init(dim);
    S->c = S->cp = S->fk = S->basis = S->dbasis = NULL;
    S->basis_valid = 0;
    S->phi_used = 0;
    S->rigorous = 0;
    S->steps = 0;
    mag_init(S->local_err);
    S->after_step = NULL;
    S->after_step_data = NULL;
    S->branch_negative = NULL;
    S->forcing = NULL;
    S->branch_crossed = 0;
    S->value = NULL;
    S->residual_log2_tol = 0.0;
    S->residual_missed = 0;
    S->residual_t = 0.0;
    S->rbasis = NULL;
    S->rbasis_d = NULL;
    arb_init(S->rbasis_h);
}

void osc_solver_set_after_step(osc_solver_t S, int (*fn)(void * data), void * data)
{
    S->after_step = fn;
    S->after_step_data = data;
}

void osc_solver_set_forcing_check(osc_solver_t S, const kernel_struct * K)
{
    S->forcing = K;
}

void osc_solver_set_branch_check(osc_solver_t S, kernel_branch_test fn)
{
    S->branch_negative = fn;
}

void osc_solver_set_residual_check(osc_solver_t S,
                                   int (*value)(arb_ptr f, const arb_t t, arb_srcptr x,
                                                arb_srcptr xp, slong dim, void * param,
                                                slong prec),
                                   double log2_tol)
{
    S->value = value;
    S->residual_log2_tol = log2_tol;
}

/* The perturbation's principal-branch series at 8 equally spaced points of
 * the step h, its end included (docs/ode.md §2a "Principal branches": the
 * series of sqrt(1 - sin(t)^2) is the one of cos t, negative past pi/2,
 * where the forcing |cos t| is not analytic). */
static int branch_left(const osc_solver_struct * S, const arb_t h)
{
    return S->branch_negative != NULL
           && kernel_branch_first_negative(S->branch_negative, S->param, S->order, h, 8, 128) > 0;
}

static void free_work(osc_solver_t S)
{
    slong n = S->order + 1, nb = FLINT_MAX(n, 4);
    if (S->c != NULL)
    {
        _arb_vec_clear(S->c, n * S->dim);
        _arb_vec_clear(S->cp, n * S->dim);
        _arb_vec_clear(S->basis, nb);
        _arb_vec_clear(S->dbasis, nb);
    }
    S->c = S->cp = S->basis = S->dbasis = NULL;
    _osc_residual_clear(S);
}

void osc_solver_clear(osc_solver_t S)
{
    free_work(S);
    arb_clear(S->alpha); arb_clear(S->beta); arb_clear(S->eps);
    arb_clear(S->h); arb_clear(S->t); arb_clear(S->basis_h); arb_clear(S->rbasis_h);
    _arb_vec_clear(S->x, S->dim);
    _arb_vec_clear(S->xp, S->dim);
    mag_clear(S->local_err);
}

void osc_solver_set_rigorous(osc_solver_t S, int rigorous)
{
    S->rigorous = rigorous;
}

void osc_solver_set_problem(osc_solver_t S, const arb_t alpha, const arb_t beta,
                            const arb_t eps, osc_perturbation_fn f, void * param)
{
    arb_set(S->alpha, alpha);
    arb_set(S->beta, beta);
    arb_set(S->eps, eps);
    S->f = f;
    S->param = param;
    S->basis_valid = 0;
}

int osc_solver_set_method(osc_solver_t S, int method, slong order, const arb_t h)
{
    slong n, nb;
    /* (h <= 0, NaN or infinite: osc_solver_integrate never advanced) */
    if (order < 3 || method < OSC_METHOD_PHI || method > OSC_METHOD_TAYLOR
        || !arb_is_finite(h) || !arb_is_positive(h))
        return SERSOL_EINPUT;
    free_work(S);
    S->method = method;
    S->order = order;
    n = order + 1;
    nb = FLINT_MAX(n, 4);
    S->c = _arb_vec_init(n * S->dim);
    S->cp = _arb_vec_init(n * S->dim);
    S->basis = _arb_vec_init(nb);
    S->dbasis = _arb_vec_init(nb);
    arb_set(S->h, h);
    S->basis_valid = 0;
    return SERSOL_OK;
}

void osc_solver_set_initial(osc_solver_t S, const arb_t t0, arb_srcptr x0, arb_srcptr xp0)
{
    arb_set(S->t, t0);
    _arb_vec_set(S->x, x0, S->dim);
    _arb_vec_set(S->xp, xp0, S->dim);
    S->steps = 0;
    mag_zero(S->local_err);
}

/* B[n] and dB[n] at tau: phi_n, phi'_n; G_n, G'_n; or tau^n/n!,
 * tau^(n-1)/(n-1)! (Taylor in the unnormalised a_n = n! c_n, like the
 * other two). */
void _osc_solver_basis(arb_ptr B, arb_ptr dB, const osc_solver_struct * S, const arb_t tau,
                       slong prec)
{
    slong nb = FLINT_MAX(S->order + 1, 4), k;
    if (S->method == OSC_METHOD_PHI)
        osc_phi(B, NULL, nb, tau, S->alpha, S->beta, prec);
    else if (S->method == OSC_METHOD_GFUN)
        osc_gfun(B, nb, tau, S->alpha, prec);
    else
    {
        arb_one(B);
        for (k = 1; k < nb; k++)
        {
            arb_mul(B + k, B + k - 1, tau, prec);
            arb_div_ui(B + k, B + k, k, prec);
        }
    }
    _osc_solver_basis_derivative(dB, B, S, prec);
}

void _osc_solver_basis_derivative(arb_ptr dB, arb_srcptr B, const osc_solver_struct * S,
                                  slong prec)
{
    slong nb = FLINT_MAX(S->order + 1, 4), k;
    if (S->method == OSC_METHOD_PHI)
        osc_phi_derivative(dB, B, nb, S->alpha, S->beta, prec);
    else if (S->method == OSC_METHOD_GFUN)
        osc_gfun_derivative(dB, B, nb, S->alpha, prec);
    else
    {
        arb_zero(dB);
        for (k = 1; k < nb; k++)
            arb_set(dB + k, B + k - 1);
    }
}

/* basis and dbasis at h; phi_used: the formulation osc_phi chose */
static void compute_basis(osc_solver_struct * S, arb_srcptr h)
{
    slong nb = FLINT_MAX(S->order + 1, 4);
    if (S->method == OSC_METHOD_PHI)
    {
        osc_phi(S->basis, &S->phi_used, nb, h, S->alpha, S->beta, S->prec);
        _osc_solver_basis_derivative(S->dbasis, S->basis, S, S->prec);
    }
    else
        _osc_solver_basis(S->basis, S->dbasis, S, h, S->prec);
    arf_set(arb_midref(S->basis_h), arb_midref(h));   /* (arb_set trips a gcc 12 false -Wstringop-overflow) */
    mag_set(arb_radref(S->basis_h), arb_radref(h));
    S->basis_valid = 1;
}

/* 1 when every component of the state is finite and below 2^OSC_STATE_MAX_LOG2
 * in magnitude.  A step far beyond the radius of convergence (a solution
 * blowing up) multiplies the exponent of the state by about N/2 per step;
 * without this bound the run continues on numbers with ever longer
 * exponents, slower and slower.  (No physical state reaches 10^315000; the
 * phi and G methods sum large cancelling terms, so the size of the last
 * term is no test of convergence.) */
#define OSC_STATE_MAX_LOG2 1048576
static int state_in_range(const osc_solver_t S)
{
    slong i;
    int ok = 1;
    mag_t m, bound;
    mag_init(m); mag_init(bound);
    mag_one(bound);
    mag_mul_2exp_si(bound, bound, OSC_STATE_MAX_LOG2);
    for (i = 0; i < S->dim && ok; i++)
    {
        if (!arb_is_finite(S->x + i) || !arb_is_finite(S->xp + i))
            ok = 0;
        arb_get_mag(m, S->x + i);
        if (mag_cmp(m, bound) > 0)
            ok = 0;
        arb_get_mag(m, S->xp + i);
        if (mag_cmp(m, bound) > 0)
            ok = 0;
    }
    mag_clear(m); mag_clear(bound);
    return ok;
}

/* One step.  a_n = n! c_n;
 *   phi:    b_n = a_n (n < 4), b_n = a_n + s a_{n-2} + p a_{n-4}    (47), (53)
 *   G:      b_n = a_n (n < 2), b_n = a_n + alpha^2 a_{n-2}          (18), (41)
 *   Taylor: b_n = a_n;
 * x(t+h) = sum_{n<=N} b_n B_n(h), x'(t+h) = sum b_n B'_n(h). */
/* The perturbation's kernel at orders N - 1 and N too, for the forcing
 * search (the recursion of osc_taylor_coeffs stops at N - 2, from S->c,
 * the normalised coefficients of x to order N): x's Taylor polynomial of
 * order N and the nodes' series to order N then, where at order 3 the
 * kernel held x_0 + x_1 tau alone, and a sech in x crossed at t = 0.733
 * inside the step [0.375, 0.75] stayed beyond that line (helper-63: every
 * method printed the values without it). */
static int forcing_orders(osc_solver_struct * S)
{
    slong N = S->order, dim = S->dim, prec = S->prec, k, j, i;
    arb_ptr c, cp, fk;
    arb_t a2;
    int status = SERSOL_OK;

    if (S->forcing == NULL || S->value == NULL || S->f == NULL || arb_is_zero(S->eps)
        || kernel_num_forcing(S->forcing) == 0)
        return SERSOL_OK;
    c = _arb_vec_init((N + 3) * dim);
    cp = _arb_vec_init((N + 1) * dim);
    fk = _arb_vec_init(dim);
    arb_init(a2);
    arb_sqr(a2, S->alpha, prec);
    _arb_vec_set(c, S->c, (N + 1) * dim);
    for (k = FLINT_MAX(N - 1, 0); k <= N && status == SERSOL_OK; k++)
    {
        for (j = 0; j <= k; j++)        /* x' = sum (j + 1) c_(j+1) tau^j */
            for (i = 0; i < dim; i++)
                arb_mul_ui(cp + j * dim + i, c + (j + 1) * dim + i, j + 1, prec);
        status = S->f(fk, k, S->t, c, cp, dim, S->param, prec);
        for (i = 0; i < dim && status == SERSOL_OK; i++)
        {   /* c_(k+2) as osc_taylor_coeffs (for x' of the next order) */
            arb_ptr ck2 = c + (k + 2) * dim + i;
            arb_mul(ck2, S->eps, fk + i, prec);
            arb_submul(ck2, a2, c + k * dim + i, prec);
            arb_div_ui(ck2, ck2, (k + 1) * (k + 2), prec);
        }
    }
    _arb_vec_clear(c, (N + 3) * dim);
    _arb_vec_clear(cp, (N + 1) * dim);
    _arb_vec_clear(fk, dim);
    arb_clear(a2);
    return status;
}

int osc_solver_step(osc_solver_t S, const arb_t hstep)
{
    slong N = S->order, dim = S->dim, prec = S->prec, n, i;
    arb_ptr b;
    arb_t s, p, fac;
    int status;

    if (S->c == NULL)
        return SERSOL_EINPUT;
    if (!S->basis_valid || !arb_equal(S->basis_h, hstep))
        compute_basis(S, hstep);
    if (!S->rigorous)
        for (i = 0; i < dim; i++)
        {
            mag_zero(arb_radref(S->x + i));
            mag_zero(arb_radref(S->xp + i));
        }
    status = osc_taylor_coeffs(S->c, N, S->t, S->x, S->xp, dim, S->alpha, S->eps,
                               S->f, S->param, prec);
    if (status == SERSOL_OK)
        status = forcing_orders(S);
    if (status != SERSOL_OK)
        return status;
    S->branch_crossed = branch_left(S, hstep);
    if (S->branch_crossed)
        return SERSOL_EACCURACY;
    /* a_n = n! c_n in place */
    arb_init(fac);
    arb_one(fac);
    for (n = 2; n <= N; n++)
    {
        arb_mul_ui(fac, fac, n, prec);
        for (i = 0; i < dim; i++)
            arb_mul(S->c + n * dim + i, S->c + n * dim + i, fac, prec);
    }
    arb_clear(fac);
    b = S->cp;
    arb_init(s); arb_init(p);
    if (S->method == OSC_METHOD_PHI)
    {
        arb_sqr(s, S->alpha, prec);
        arb_sqr(p, S->beta, prec);
        arb_mul(p, p, s, prec);
        arb_addmul(s, S->beta, S->beta, prec);
    }
    else if (S->method == OSC_METHOD_GFUN)
        arb_sqr(s, S->alpha, prec);
    for (n = 0; n <= N; n++)
        for (i = 0; i < dim; i++)
        {
            arb_ptr bn = b + n * dim + i;
            arb_set(bn, S->c + n * dim + i);
            if (S->method != OSC_METHOD_TAYLOR && n >= 2 && (S->method == OSC_METHOD_GFUN || n >= 4))
                arb_addmul(bn, s, S->c + (n - 2) * dim + i, prec);
            if (S->method == OSC_METHOD_PHI && n >= 4)
                arb_addmul(bn, p, S->c + (n - 4) * dim + i, prec);
        }
    arb_clear(s); arb_clear(p);
    for (i = 0; i < dim; i++)
    {
        arb_dot(S->x + i, NULL, 0, b + i, dim, S->basis, 1, N + 1, prec);
        arb_dot(S->xp + i, NULL, 0, b + i, dim, S->dbasis, 1, N + 1, prec);
    }
    if (!state_in_range(S))
        return SERSOL_EACCURACY;
    S->residual_missed = S->value != NULL && _osc_residual_missed(S, b, hstep);
    if (S->residual_missed)
        return SERSOL_EACCURACY;
    {
        mag_t m;
        mag_init(m);
        for (i = 0; i < dim; i++)
        {
            mag_max(m, m, arb_radref(S->x + i));
            mag_max(m, m, arb_radref(S->xp + i));
        }
        mag_add(S->local_err, S->local_err, m);
        mag_clear(m);
    }
    arb_add(S->t, S->t, hstep, prec);
    S->steps++;
    return SERSOL_OK;
}

int osc_solver_integrate(osc_solver_t S, const arb_t tend)
{
    arb_t rem, after, tol;
    int status = SERSOL_OK;
    slong prec = S->prec;

    arb_init(rem); arb_init(after); arb_init(tol);
    arb_mul_2exp_si(tol, S->h, -20);
    /* forward only: a tend behind t (or not finite) was taken as reached,
     * t set to it and the state left as it was */
    if (!arb_is_finite(tend) || arf_cmp(arb_midref(tend), arb_midref(S->t)) < 0)
        status = SERSOL_EINPUT;
    while (status == SERSOL_OK)
    {
        arb_sub(rem, tend, S->t, prec);
        arb_sub(after, rem, S->h, prec);
        if (arf_cmp(arb_midref(after), arb_midref(tol)) > 0)
        {   /* more than h + tol left: a full step */
            status = osc_solver_step(S, S->h);
            if (status == SERSOL_OK && S->after_step != NULL)
                status = S->after_step(S->after_step_data);
            if (status != SERSOL_OK)
                break;
            continue;
        }
        /* the last step, of exactly the distance left (at most h + tol):
         * a time that is not a multiple of h (or not a binary number, as
         * 1/100) is reached to the working precision, not to h 2^-20 */
        if (arf_sgn(arb_midref(rem)) > 0)
            status = osc_solver_step(S, rem);
        break;
    }
    /* land exactly (up to the ball) on tend: t is tend */
    if (status == SERSOL_OK)
        arb_set_round(S->t, tend, prec);
    arb_clear(rem); arb_clear(after); arb_clear(tol);
    return status;
}
