/* Padé approximant poles (Baker & Graves-Morris, "Padé Approximants").
 * The [L/M] approximant P/Q of the scaled series c_k = a_k s^k (s a rough
 * radius, so that |c_k| varies slowly) has denominator Q = 1 + q_1 z + ...
 * + q_M z^M fixed by the Toeplitz system
 *     sum_{j=1}^{M} q_j c_{L+i-j} = -c_{L+i},   i = 1..M,
 * solved with arb_mat_solve; its roots (acb_poly_find_roots) approximate the
 * singularities (de Montessus: the poles of a meromorphic function; branch
 * points attract poles along their cut).  A root z of Q with a numerator root
 * nearby -- a Froissart doublet, detected by the Newton distance
 * |P(z)/P'(z)| < tol |z|, tol = max(2^(-prec/2), 1000 x the relative noise
 * of the coefficients) -- is spurious and discarded (a pole whose residue is
 * below the noise level is invisible in the data anyway).
 * M starts at RADIUS_PADE_MAX_M and decreases until the system is
 * nonsingular (exactly rational series of lower degree make it singular). */
#include "radius_impl.h"
#include <arb_mat.h>
#include <acb_poly.h>

#define RADIUS_PADE_MAX_M 6
/* Poles whose directions differ by less than this (radians) are on the same
 * ray: they approximate one cut, not two singularities. */
#define RADIUS_PADE_SAME_RAY 0.05

/* A root of multiplicity m is found only to ~ eps^(1/m), but the mean of
 * its cluster is accurate to ~ eps: replace every root of a tight cluster
 * (relative distance < 2^RADIUS_PADE_CLUSTER_LOG2) by the cluster mean.
 * The mean carries the cluster's spread as its radius: the cluster may as
 * well be distinct roots (a conjugate pair 2.5e-9 off the axis, seen
 * from 0.04, merged into one "real" root whose angle was then given as
 * 0 +- 4.5e-17). */
#define RADIUS_PADE_CLUSTER_LOG2 (-17)
/* z_j is in the cluster of z_i: |z_i - z_j| <= 2^RADIUS_PADE_CLUSTER_LOG2 |z_i|
 * (midpoints). */
static int same_cluster(const acb_t zi, const acb_t zj, slong prec)
{
    acb_t d;
    arb_t dist, lim;
    int in;

    acb_init(d); arb_init(dist); arb_init(lim);
    acb_abs(lim, zi, prec);
    arb_mul_2exp_si(lim, lim, RADIUS_PADE_CLUSTER_LOG2);
    acb_sub(d, zi, zj, prec);
    acb_get_mid(d, d);
    acb_abs(dist, d, prec);
    in = (arf_cmp(arb_midref(dist), arb_midref(lim)) <= 0);
    acb_clear(d); arb_clear(dist); arb_clear(lim);
    return in;
}

static void average_clusters(acb_ptr z, slong * mult, slong n, slong prec)
{
    acb_ptr mean;
    acb_t d;
    slong i, j, cnt;
    arb_t dist;
    arf_t spread, u;

    mean = _acb_vec_init(n);
    acb_init(d); arb_init(dist); arf_init(spread); arf_init(u);
    for (i = 0; i < n; i++)
    {
        cnt = 0;
        acb_zero(mean + i);
        for (j = 0; j < n; j++)
            if (same_cluster(z + i, z + j, prec))
            {
                acb_add(mean + i, mean + i, z + j, prec);
                cnt++;
            }
        acb_div_si(mean + i, mean + i, cnt, prec);
        mult[i] = cnt;
    }
    for (i = 0; i < n; i++)
    {
        /* the largest distance of a member of i's cluster from the mean */
        arf_zero(spread);
        for (j = 0; j < n && mult[i] > 1; j++)
            if (same_cluster(z + i, z + j, prec))
            {
                acb_sub(d, z + j, mean + i, prec);
                acb_get_mid(d, d);
                acb_abs(dist, d, prec);
                arb_get_ubound_arf(u, dist, prec);
                arf_max(spread, spread, u);
            }
        /* twice the spread: the roots of a near-double root are
         * themselves found only roughly (+-1.9e-9 for +-2.5e-9 above) */
        arf_mul_2exp_si(spread, spread, 1);
        acb_get_mid(mean + i, mean + i);
        arb_add_error_arf(acb_realref(mean + i), spread);
        arb_add_error_arf(acb_imagref(mean + i), spread);
    }
    _acb_vec_set(z, mean, n);
    _acb_vec_clear(mean, n);
    acb_clear(d); arb_clear(dist); arf_clear(spread); arf_clear(u);
}

static double acb_abs_d(const acb_t z)
{
    return hypot(arf_get_d(arb_midref(acb_realref(z)), ARF_RND_NEAR),
                 arf_get_d(arb_midref(acb_imagref(z)), ARF_RND_NEAR));
}

/* |P(z)/P'(z)|: the Newton distance from z to the nearest zero of P. */
static double newton_distance(const acb_poly_t P, const acb_t z, slong prec)
{
    acb_t y, dy;
    double a, b;
    acb_init(y); acb_init(dy);
    acb_poly_evaluate2(y, dy, P, z, prec);
    a = acb_abs_d(y);
    b = acb_abs_d(dy);
    acb_clear(y); acb_clear(dy);
    if (a == 0.0)
        return 0.0;
    return (b == 0.0) ? INFINITY : a / b;
}

/* Numerical rank of the M x (M+1) block [c_{L+i-j}], i = 1..M, j = 0..M
 * (L = J - M), by Gaussian elimination with complete pivoting on the
 * midpoints at prec bits: pivots below tol x the first count as zero. */
static slong toeplitz_rank(arb_srcptr c, slong J, slong M, double tol, slong prec)
{
    arb_ptr A;
    arb_t f, t;
    slong i, j, k, L = J - M, rank = 0, W = M + 1;

    A = _arb_vec_init(M * W);
    arb_init(f); arb_init(t);
    for (i = 0; i < M; i++)
        for (j = 0; j <= M; j++)
            if (L + 1 + i - j >= 0)
                arf_set(arb_midref(A + i * W + j), arb_midref(c + L + 1 + i - j));
    for (k = 0; k < M; k++)
    {
        slong pi = k, pj = k;
        double ratio;
        for (i = k; i < M; i++)
            for (j = k; j <= M; j++)
                if (arf_cmpabs(arb_midref(A + i * W + j), arb_midref(A + pi * W + pj)) > 0)
                {
                    pi = i;
                    pj = j;
                }
        if (arf_is_zero(arb_midref(A + pi * W + pj)))
            break;
        if (k == 0)
            arb_set(f, A + pi * W + pj);
        arb_div(t, A + pi * W + pj, f, prec);
        ratio = fabs(arf_get_d(arb_midref(t), ARF_RND_NEAR));
        if (!(ratio > tol))
            break;
        rank++;
        for (j = 0; j <= M; j++)
            arb_swap(A + k * W + j, A + pi * W + j);
        for (i = 0; i < M; i++)
            arb_swap(A + i * W + k, A + i * W + pj);
        for (i = k + 1; i < M; i++)
        {
            arb_div(t, A + i * W + k, A + k * W + k, prec);
            for (j = k; j <= M; j++)
            {
                arb_submul(A + i * W + j, t, A + k * W + j, prec);
                arb_get_mid_arb(A + i * W + j, A + i * W + j);
            }
        }
    }
    arb_clear(f); arb_clear(t);
    _arb_vec_clear(A, M * W);
    return rank;
}

/* Genuine poles of [J-M/M] of c_0..c_J for the largest solvable M; poles
 * (scaled back by s) in w, count returned (0 on failure). */
/* *angle_res (when not NULL): the smallest angle off the axis that the
 * approximant could have resolved when the rank test lowered M, else 0
 * (applied to poles found on the axis).
 * A pair at +-theta adds to the Toeplitz block a pivot of relative size
 * sin^2 theta (the 2 x 2 determinant c_{k}^2 - c_{k-1} c_{k+1} of
 * c_k = cos(k theta - alpha)), so a pair with theta < 2 sqrt(rank_tol)
 * passes for one real pole: the ode driver's series of
 * atan((t - 1)/1e-6) 1e6 seen from 0.951, dlog-Pade at rank 1, said
 * angle 0 +- 8.9e-9 for a true 2.1e-5. */
static slong pade_poles(acb_ptr w, slong * wmult, acb_ptr resid, arb_srcptr c, slong J, double s,
                        double tol, slong prec, double * angle_res)
{
    double rank_tol = fmax(ldexp(1.0, -(int) (prec / 2)), tol);
    slong M, i, j, L, nroots, nkeep, count = 0, mult[RADIUS_PADE_MAX_M];

    if (angle_res != NULL)
        *angle_res = 0.0;

    for (M = FLINT_MIN(RADIUS_PADE_MAX_M, J / 2); M >= 1; M--)
    {
        arb_mat_t T, rhs, q;
        slong r;

        /* robust Padé (Gonnet, Güttel & Trefethen 2013): a denominator
         * degree above the numerical rank of the Toeplitz block only adds
         * spurious poles -- reduce M to the rank */
        r = toeplitz_rank(c, J, M, rank_tol, prec);
        if (r < M)
        {
            if (angle_res != NULL)
                *angle_res = 2.0 * sqrt(rank_tol);
            M = r + 1;
            continue;
        }
        acb_poly_t Q, Qb, P;
        acb_ptr roots;
        acb_t y, dy, qval, qder;
        arb_t sc;
        int ok;

        L = J - M;
        arb_mat_init(T, M, M);
        arb_mat_init(rhs, M, 1);
        arb_mat_init(q, M, 1);
        for (i = 0; i < M; i++)
        {
            for (j = 1; j <= M; j++)
                if (L + 1 + i - j >= 0)
                    arb_set(arb_mat_entry(T, i, j - 1), c + L + 1 + i - j);
            arb_neg(arb_mat_entry(rhs, i, 0), c + L + 1 + i);
        }
        ok = arb_mat_solve(q, T, rhs, prec);
        if (!ok || arb_contains_zero(arb_mat_entry(q, M - 1, 0)))
        {
            arb_mat_clear(T); arb_mat_clear(rhs); arb_mat_clear(q);
            continue;
        }

        /* Q from the midpoints; P_i = sum_{j=0}^{min(i,M)} q_j c_{i-j} */
        acb_poly_init(Q);
        acb_poly_init(P);
        acb_init(y); acb_init(dy); acb_init(qval); acb_init(qder);
        arb_init(sc);
        arb_set_d(sc, s);
        acb_poly_init(Qb);
        acb_poly_set_coeff_si(Q, 0, 1);
        acb_poly_set_coeff_si(Qb, 0, 1);
        for (j = 1; j <= M; j++)
        {
            acb_t qj;
            acb_init(qj);
            acb_set_arb(qj, arb_mat_entry(q, j - 1, 0));
            acb_poly_set_coeff_acb(Qb, j, qj);
            acb_get_mid(qj, qj);
            acb_poly_set_coeff_acb(Q, j, qj);
            acb_clear(qj);
        }
        acb_poly_fit_length(P, L + 1);
        for (i = 0; i <= L; i++)
        {
            acb_zero(P->coeffs + i);
            for (j = 0; j <= FLINT_MIN(i, M); j++)
            {
                acb_t t;
                acb_init(t);
                acb_set_arb(t, c + i - j);
                if (j > 0)
                    acb_mul(t, t, Q->coeffs + j, prec);
                acb_add(P->coeffs + i, P->coeffs + i, t, prec);
                acb_clear(t);
            }
        }
        _acb_poly_set_length(P, L + 1);
        _acb_poly_normalise(P);

        roots = _acb_vec_init(M);
        /* multiple roots converge only linearly: allow many iterations */
        nroots = acb_poly_find_roots(roots, Q, NULL, 4 * prec, prec);
        (void) nroots;   /* unisolated roots are still good approximations */
        /* drop Froissart doublets (before averaging clusters: a spurious
         * pole next to a genuine one must not be merged with it) */
        nkeep = 0;
        for (i = 0; i < M; i++)
        {
            double zabs, dist;
            acb_get_mid(roots + i, roots + i);
            zabs = acb_abs_d(roots + i);
            dist = newton_distance(P, roots + i, prec);
            if (zabs > 0 && isfinite(zabs) && dist >= tol * zabs)
                acb_swap(roots + nkeep++, roots + i);
        }
        average_clusters(roots, mult, nkeep, prec);
        for (i = 0; i < nkeep; i++)
        {
            double rooterr;
            /* sensitivity of the root to the uncertainty of q:
             * |delta Q(z)| / |Q'(z)|, which is also the right size for a
             * (nearly) multiple root, where Q'(z) is small */
            acb_get_mid(y, roots + i);
            acb_poly_evaluate2(y, dy, Qb, y, prec);
            {
                arb_t ady;
                arb_init(ady);
                acb_get_mid(dy, dy);
                acb_abs(ady, dy, 53);
                rooterr = hypot(mag_get_d(arb_radref(acb_realref(y))), mag_get_d(arb_radref(acb_imagref(y))));
                acb_get_mid(y, y);
                acb_abs(ady, y, 53);
                rooterr += arf_get_d(arb_midref(ady), ARF_RND_NEAR);   /* Newton step */
                acb_abs(ady, dy, 53);
                rooterr /= arf_get_d(arb_midref(ady), ARF_RND_NEAR);
                if (!(rooterr >= 0))
                    rooterr = INFINITY;
                arb_clear(ady);
            }
            acb_get_mid(y, roots + i);
            acb_poly_evaluate2(qval, qder, Q, y, prec);
            acb_poly_evaluate(y, P, y, prec);
            /* residue of P/Q at z: P(z)/Q'(z), times s in the variable t.
             * For a logarithmic derivative, a residue that is a positive
             * integer m marks a zero of order m of the differentiated
             * function, not a singularity: skip it. */
            if (resid != NULL)
            {
                double re, im;
                acb_div(resid + count, y, qder, prec);
                acb_mul_arb(resid + count, resid + count, sc, prec);
                re = arf_get_d(arb_midref(acb_realref(resid + count)), ARF_RND_NEAR);
                im = arf_get_d(arb_midref(acb_imagref(resid + count)), ARF_RND_NEAR);
                if (re > 0.5 && fabs(re - floor(re + 0.5)) + fabs(im) < 1e-6 * fmax(1.0, re))
                    continue;
            }
            acb_set(w + count, roots + i);
            if (wmult != NULL)
                wmult[count] = mult[i];
            if (isfinite(rooterr))
                mag_set_d(arb_radref(acb_realref(w + count)), rooterr);
            else
                mag_inf(arb_radref(acb_realref(w + count)));
            count++;
        }
        for (i = 0; i < count; i++)
            acb_mul_arb(w + i, w + i, sc, prec);
        _acb_vec_clear(roots, M);
        acb_clear(y); acb_clear(dy); acb_clear(qval); acb_clear(qder);
        arb_clear(sc);
        acb_poly_clear(Q); acb_poly_clear(Qb); acb_poly_clear(P);
        arb_mat_clear(T); arb_mat_clear(rhs); arb_mat_clear(q);
        if (count > 0)
            return count;
    }
    return 0;
}


/* |arg z| in [0, pi] (the conjugate pair folded). */
static double acb_fold_arg_d(const acb_t z)
{
    return fabs(atan2(arf_get_d(arb_midref(acb_imagref(z)), ARF_RND_NEAR),
                      arf_get_d(arb_midref(acb_realref(z)), ARF_RND_NEAR)));
}

static slong nearest_pole(acb_srcptr w, slong n)
{
    slong i, best = -1;
    for (i = 0; i < n; i++)
        if (best < 0 || acb_abs_d(w + i) < acb_abs_d(w + best))
            best = i;
    return best;
}

/* The nearest genuine pole of the Padé approximants of a_0..a_{len-1}
 * (and, when residue != NULL, its residue in *residue +- *residue_err). */
static int pade_analysis(radius_method_estimate_struct * est, double * radius2, double * angle2,
                         double * radius2_err, double * residue, double * residue_err,
                         arb_srcptr a, slong len, double scale, slong prec)
{
    slong n1_half = 0;
    acb_ptr r0 = NULL, r1 = NULL;
    slong mult0[RADIUS_PADE_MAX_M];
    double rerr = 0.0;
    slong J, k, n0, i, b0;
    arb_ptr c;
    arb_t s, sk;
    acb_ptr w0, w1;
    double err = 0.0, tol, angle_res = 0.0;
    int status = SERSOL_EACCURACY;

    _radius_estimate_clear(est);
    *radius2 = *angle2 = NAN;
    if (radius2_err != NULL)
        *radius2_err = NAN;
    prec = FLINT_MAX(64, FLINT_MIN(prec, 256));
    for (J = len - 1; J >= 1 && arb_contains_zero(a + J) && !arb_is_zero(a + J); J--) ;
    if (J < RADIUS_MIN_USABLE || !(scale > 0 && isfinite(scale)))
    {
        if (J < RADIUS_MIN_USABLE)
            return SERSOL_EACCURACY;
        scale = 1.0;
    }
    c = _arb_vec_init(J + 1);
    w0 = _acb_vec_init(RADIUS_PADE_MAX_M);
    w1 = _acb_vec_init(RADIUS_PADE_MAX_M);
    if (residue != NULL)
    {
        r0 = _acb_vec_init(RADIUS_PADE_MAX_M);
        r1 = _acb_vec_init(RADIUS_PADE_MAX_M);
    }
    arb_init(s); arb_init(sk);
    arb_set_d(s, scale);
    arb_one(sk);
    for (k = 0; k <= J; k++)
    {
        arb_mul(c + k, a + k, sk, prec);
        arb_mul(sk, sk, s, prec);
    }

    /* the doublet tolerance from the noise of the data */
    tol = ldexp(1.0, -(int) (prec / 2));
    for (k = 0; k <= J; k++)
        if (!arb_contains_zero(c + k))
            tol = fmax(tol, 1e3 * mag_get_d(arb_radref(c + k))
                            / fabs(arf_get_d(arb_midref(c + k), ARF_RND_NEAR)));
    tol = fmin(tol, 1e-2);
    n0 = pade_poles(w0, mult0, r0, c, J, scale, tol, prec, &angle_res);
    if (n0 > 0)
    {
        slong drop;
        b0 = nearest_pole(w0, n0);
        /* uncertainty: the same pole from one coefficient less (noise) and
         * from half as many (truncation: poles approximating a cut
         * converge only algebraically in L) */
        for (drop = 1; drop <= 2; drop++)
        {
            slong n1 = pade_poles(w1, NULL, r1, c, (drop == 1) ? J - 1 : J - J / 2, scale, tol,
                                  prec, NULL), b1;
            acb_t d;
            if (n1 == 0)
            {
                err = fmax(err, acb_abs_d(w0 + b0));
                rerr = INFINITY;
                break;
            }
            b1 = nearest_pole(w1, n1);
            n1_half = n1;       /* (w1 keeps the last one: J - J/2 coefficients) */
            acb_init(d);
            /* compare with the folded (upper half-plane) representatives */
            if ((arf_sgn(arb_midref(acb_imagref(w1 + b1))) < 0) != (arf_sgn(arb_midref(acb_imagref(w0 + b0))) < 0))
                acb_conj(w1 + b1, w1 + b1);
            acb_sub(d, w0 + b0, w1 + b1, prec);
            err = fmax(err, acb_abs_d(d));
            if (residue != NULL)
            {
                /* residues of a real function: compare real parts */
                rerr = fmax(rerr, fabs(arf_get_d(arb_midref(acb_realref(r0 + b0)), ARF_RND_NEAR)
                                       - arf_get_d(arb_midref(acb_realref(r1 + b1)), ARF_RND_NEAR)));
            }
            acb_clear(d);
        }
        err = fmax(err, hypot(mag_get_d(arb_radref(acb_realref(w0 + b0))),
                              mag_get_d(arb_radref(acb_imagref(w0 + b0)))));
        est->radius = acb_abs_d(w0 + b0);
        est->angle = acb_fold_arg_d(w0 + b0);
        est->radius_err = fmax(err, 1e-15 * est->radius);
        est->angle_err = (est->radius > 0) ? fmin(M_PI, err / est->radius) : M_PI;
        /* a pole on the axis (or nearer to it than the rank test resolves)
         * may be a pair the lowered degree merged */
        if (est->angle < angle_res || est->angle > M_PI - angle_res)
            est->angle_err = fmin(M_PI, fmax(est->angle_err, angle_res));
        est->ok = isfinite(est->radius) && est->radius > 0 && isfinite(est->radius_err);
        /* a pole that has converged to 8 digits is a pole: its order is
         * the multiplicity of the root of Q (exponent -order) */
        if (residue == NULL && est->ok && est->radius_err <= 1e-8 * est->radius)
        {
            est->exponent = -(double) mult0[b0];
            est->exponent_err = est->radius_err / est->radius;
        }
        if (residue != NULL)
        {
            *residue = arf_get_d(arb_midref(acb_realref(r0 + b0)), ARF_RND_NEAR);
            *residue_err = fmax(rerr, 1e-15 * fabs(*residue));
        }
        if (est->ok)
        {
            status = SERSOL_OK;
            slong i2 = -1;
            for (i = 0; i < n0; i++)
            {
                double r = acb_abs_d(w0 + i), th = acb_fold_arg_d(w0 + i);
                if (fabs(th - est->angle) > RADIUS_PADE_SAME_RAY
                    && (isnan(*radius2) || r < *radius2))
                {
                    *radius2 = r;
                    *angle2 = th;
                    i2 = i;
                }
            }
            /* how far the second candidate moves from J to J - J/2
             * coefficients: a genuine pole hardly, the poles standing for
             * a cut by about their distance from its branch point */
            if (radius2_err != NULL && i2 >= 0)
            {
                double dmin = INFINITY;
                for (i = 0; i < n1_half; i++)
                {
                    acb_t d;
                    acb_init(d);
                    acb_sub(d, w0 + i2, w1 + i, prec);
                    dmin = fmin(dmin, acb_abs_d(d));
                    acb_conj(d, w1 + i);
                    acb_sub(d, w0 + i2, d, prec);
                    dmin = fmin(dmin, acb_abs_d(d));
                    acb_clear(d);
                }
                *radius2_err = dmin;
            }
        }
        else
            _radius_estimate_clear(est);
    }

    arb_clear(s); arb_clear(sk);
    _acb_vec_clear(w0, RADIUS_PADE_MAX_M);
    _acb_vec_clear(w1, RADIUS_PADE_MAX_M);
    if (residue != NULL)
    {
        _acb_vec_clear(r0, RADIUS_PADE_MAX_M);
        _acb_vec_clear(r1, RADIUS_PADE_MAX_M);
    }
    _arb_vec_clear(c, J + 1);
    return status;
}

int radius_pade(radius_method_estimate_struct * est, double * radius2, double * angle2,
                arb_srcptr a, slong len, double scale, slong prec)
{
    return pade_analysis(est, radius2, angle2, NULL, NULL, NULL, a, len, scale, prec);
}

int _radius_pade_second(radius_method_estimate_struct * est, double * radius2, double * angle2,
                        double * radius2_err, arb_srcptr a, slong len, double scale, slong prec)
{
    return pade_analysis(est, radius2, angle2, radius2_err, NULL, NULL, a, len, scale, prec);
}

/* Dlog Padé (Baker): for f ~ C (1 - t/t_s)^g the logarithmic derivative of
 * f' is  f''/f' = (g - 1)/(t - t_s) + (less singular terms),  a simple pole
 * with residue g - 1 (for g = 0, a logarithm, f' itself has a simple pole).
 * Leading zeros of f' are divided out first (they only add v/t, a pole at
 * the expansion point, which is not a singularity of f). */
int radius_dlog_pade(radius_method_estimate_struct * est, arb_srcptr a, slong len,
                     double scale, slong prec)
{
    slong n, v, J, wp = FLINT_MAX(128, FLINT_MIN(prec, 512));
    arb_ptr e, de, d;
    double r2, a2, res, res_err;
    int status = SERSOL_EACCURACY;

    _radius_estimate_clear(est);
    for (J = len - 1; J >= 1 && arb_contains_zero(a + J) && !arb_is_zero(a + J); J--) ;
    if (J < RADIUS_MIN_USABLE + 2)
        return SERSOL_EACCURACY;
    /* e = f'(t) / t^v */
    for (v = 0; v < J && arb_is_zero(a + v + 1); v++) ;
    n = J - v;      /* coefficients of e: (k+1) a_{k+1}, k = v .. J-1 */
    if (n < RADIUS_MIN_USABLE + 1 || arb_contains_zero(a + v + 1))
        return SERSOL_EACCURACY;
    e = _arb_vec_init(n);
    de = _arb_vec_init(n);
    d = _arb_vec_init(n);
    for (slong k = 0; k < n; k++)
        arb_mul_si(e + k, a + v + k + 1, v + k + 1, wp);
    /* d = e'/e, n - 1 coefficients */
    _arb_poly_derivative(de, e, n, wp);
    _arb_poly_div_series(d, de, n - 1, e, n, n - 1, wp);
    status = pade_analysis(est, &r2, &a2, NULL, &res, &res_err, d, n - 1, scale, wp);
    if (est->ok)
    {
        est->exponent = res + 1.0;
        est->exponent_err = res_err;
        if (!isfinite(est->exponent) || !isfinite(est->exponent_err))
            est->exponent = est->exponent_err = NAN;
    }
    _arb_vec_clear(e, n);
    _arb_vec_clear(de, n);
    _arb_vec_clear(d, n);
    return status;
}
