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
 * (relative distance < 2^RADIUS_PADE_CLUSTER_LOG2) by the cluster mean. */
#define RADIUS_PADE_CLUSTER_LOG2 (-17)
static void average_clusters(acb_ptr z, slong n, slong prec)
{
    acb_ptr mean;
    acb_t d;
    slong i, j, cnt;
    arb_t dist, lim;

    mean = _acb_vec_init(n);
    acb_init(d); arb_init(dist); arb_init(lim);
    for (i = 0; i < n; i++)
    {
        cnt = 0;
        acb_zero(mean + i);
        acb_abs(lim, z + i, prec);
        arb_mul_2exp_si(lim, lim, RADIUS_PADE_CLUSTER_LOG2);
        for (j = 0; j < n; j++)
        {
            acb_sub(d, z + i, z + j, prec);
            acb_get_mid(d, d);
            acb_abs(dist, d, prec);
            if (arf_cmp(arb_midref(dist), arb_midref(lim)) <= 0)
            {
                acb_add(mean + i, mean + i, z + j, prec);
                cnt++;
            }
        }
        acb_div_si(mean + i, mean + i, cnt, prec);
    }
    for (i = 0; i < n; i++)
        acb_get_mid(z + i, mean + i);
    _acb_vec_clear(mean, n);
    acb_clear(d); arb_clear(dist); arb_clear(lim);
}

/* Genuine poles of [J-M/M] of c_0..c_J for the largest solvable M; poles
 * (scaled back by s) in w, count returned (0 on failure). */
static slong pade_poles(acb_ptr w, arb_srcptr c, slong J, double s, double tol, slong prec)
{
    slong M, i, j, L, nroots, count = 0;

    for (M = FLINT_MIN(RADIUS_PADE_MAX_M, J / 2); M >= 1; M--)
    {
        arb_mat_t T, rhs, q;
        acb_poly_t Q, Qb, P;
        acb_ptr roots;
        acb_t y, dy;
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
        acb_init(y); acb_init(dy);
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
        average_clusters(roots, M, prec);
        for (i = 0; i < M; i++)
        {
            double zabs, dist, rooterr;
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
            acb_poly_evaluate2(y, dy, P, y, prec);
            zabs = arf_get_d(arb_midref(acb_realref(roots + i)), ARF_RND_NEAR);
            zabs = hypot(zabs, arf_get_d(arb_midref(acb_imagref(roots + i)), ARF_RND_NEAR));
            {
                arb_t ay, ady;
                arb_init(ay); arb_init(ady);
                acb_abs(ay, y, 53);
                acb_abs(ady, dy, 53);
                if (arb_is_zero(ay))
                    dist = 0.0;
                else if (arb_is_zero(ady))
                    dist = INFINITY;
                else
                {
                    arb_div(ay, ay, ady, 53);
                    dist = arf_get_d(arb_midref(ay), ARF_RND_NEAR);
                }
                arb_clear(ay); arb_clear(ady);
            }
            if (!(zabs > 0) || !isfinite(zabs) || dist < tol * zabs)
                continue;    /* spurious: a Froissart doublet (or a zero root) */
            acb_set(w + count, roots + i);
            if (isfinite(rooterr))
                mag_set_d(arb_radref(acb_realref(w + count)), rooterr);
            else
                mag_inf(arb_radref(acb_realref(w + count)));
            count++;
        }
        for (i = 0; i < count; i++)
        {
            arb_t sc;
            arb_init(sc);
            arb_set_d(sc, s);
            acb_mul_arb(w + i, w + i, sc, prec);
            arb_clear(sc);
        }
        _acb_vec_clear(roots, M);
        acb_clear(y); acb_clear(dy);
        acb_poly_clear(Q); acb_poly_clear(Qb); acb_poly_clear(P);
        arb_mat_clear(T); arb_mat_clear(rhs); arb_mat_clear(q);
        if (count > 0)
            return count;
    }
    return 0;
}

static double acb_abs_d(const acb_t z)
{
    return hypot(arf_get_d(arb_midref(acb_realref(z)), ARF_RND_NEAR),
                 arf_get_d(arb_midref(acb_imagref(z)), ARF_RND_NEAR));
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

int radius_pade(radius_method_estimate_struct * est, double * radius2, double * angle2,
                arb_srcptr a, slong len, double scale, slong prec)
{
    slong J, k, n0, i, b0;
    arb_ptr c;
    arb_t s, sk;
    acb_ptr w0, w1;
    double err = 0.0, tol;
    int status = SERSOL_EACCURACY;

    _radius_estimate_clear(est);
    *radius2 = *angle2 = NAN;
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
    n0 = pade_poles(w0, c, J, scale, tol, prec);
    if (n0 > 0)
    {
        slong drop;
        b0 = nearest_pole(w0, n0);
        /* uncertainty: the same pole from one coefficient less (noise) and
         * from half as many (truncation: poles approximating a cut
         * converge only algebraically in L) */
        for (drop = 1; drop <= 2; drop++)
        {
            slong n1 = pade_poles(w1, c, (drop == 1) ? J - 1 : J - J / 2, scale, tol, prec), b1;
            acb_t d;
            if (n1 == 0)
            {
                err = fmax(err, acb_abs_d(w0 + b0));
                break;
            }
            b1 = nearest_pole(w1, n1);
            acb_init(d);
            /* compare with the folded (upper half-plane) representatives */
            if ((arf_sgn(arb_midref(acb_imagref(w1 + b1))) < 0) != (arf_sgn(arb_midref(acb_imagref(w0 + b0))) < 0))
                acb_conj(w1 + b1, w1 + b1);
            acb_sub(d, w0 + b0, w1 + b1, prec);
            err = fmax(err, acb_abs_d(d));
            acb_clear(d);
        }
        err = fmax(err, hypot(mag_get_d(arb_radref(acb_realref(w0 + b0))),
                              mag_get_d(arb_radref(acb_imagref(w0 + b0)))));
        est->radius = acb_abs_d(w0 + b0);
        est->angle = acb_fold_arg_d(w0 + b0);
        est->radius_err = fmax(err, 1e-15 * est->radius);
        est->angle_err = (est->radius > 0) ? fmin(M_PI, err / est->radius) : M_PI;
        est->ok = isfinite(est->radius) && est->radius > 0 && isfinite(est->radius_err);
        if (est->ok)
        {
            status = SERSOL_OK;
            for (i = 0; i < n0; i++)
            {
                double r = acb_abs_d(w0 + i), th = acb_fold_arg_d(w0 + i);
                if (fabs(th - est->angle) > RADIUS_PADE_SAME_RAY
                    && (isnan(*radius2) || r < *radius2))
                {
                    *radius2 = r;
                    *angle2 = th;
                }
            }
        }
        else
            _radius_estimate_clear(est);
    }

    arb_clear(s); arb_clear(sk);
    _acb_vec_clear(w0, RADIUS_PADE_MAX_M);
    _acb_vec_clear(w1, RADIUS_PADE_MAX_M);
    _arb_vec_clear(c, J + 1);
    return status;
}
