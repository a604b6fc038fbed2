/* Ferrandiz phi-functions phi_n(h; alpha, beta) (seed 002 §3): series,
 * closed forms, the choice between them, derivatives. */
#include <math.h>
#include <float.h>
#include "sersol/osc.h"
#include "osc-impl.h"

int osc_phi_case(const arb_t alpha, const arb_t beta)
{
    int za = arb_is_zero(alpha), zb = arb_is_zero(beta), res;
    arb_t a2, b2, d;
    slong prec;

    if (za && zb)
        return OSC_CASE_V;
    if (arb_is_exact(alpha) && arb_is_exact(beta))
    {
        arb_t aa, bb;
        arb_init(aa); arb_init(bb);
        arb_abs(aa, alpha); arb_abs(bb, beta);
        res = arb_equal(aa, bb);
        arb_clear(aa); arb_clear(bb);
        if (res)
            return OSC_CASE_IV;
        if (zb)
            return OSC_CASE_II;
        if (za)
            return OSC_CASE_III;
        return OSC_CASE_I;
    }
    /* balls: alpha^2 - beta^2 must exclude 0 */
    prec = 2 * FLINT_MAX(arb_bits(alpha), arb_bits(beta)) + 64;
    arb_init(a2); arb_init(b2); arb_init(d);
    arb_sqr(a2, alpha, prec);
    arb_sqr(b2, beta, prec);
    arb_sub(d, a2, b2, prec);
    if (arb_contains_zero(d))
        res = 0;
    else if (zb)
        res = OSC_CASE_II;
    else if (za)
        res = OSC_CASE_III;
    else
        res = OSC_CASE_I;
    arb_clear(a2); arb_clear(b2); arb_clear(d);
    return res;
}

static void sum_product(arb_t s, arb_t p, const arb_t alpha, const arb_t beta, slong prec)
{
    arb_t t;
    arb_init(t);
    arb_sqr(s, alpha, prec);
    arb_sqr(t, beta, prec);
    arb_mul(p, s, t, prec);
    arb_add(s, s, t, prec);
    arb_clear(t);
}

static void max_freq(mag_t R, const arb_t alpha, const arb_t beta)
{
    mag_t t;
    mag_init(t);
    arb_get_mag(R, alpha);
    arb_get_mag(t, beta);
    mag_max(R, R, t);
    mag_clear(t);
}

/* Series (Prop. 3): phi_n = S_n (n >= 2), phi_0 = 1 - p S_4, phi_1 = h - p S_5. */
void _osc_phi_series(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                     const arb_t beta, slong prec)
{
    arb_t s, p;
    mag_t R;
    arb_ptr S;
    slong nmax = FLINT_MAX(n - 1, 5), k;

    if (n <= 0)
        return;
    arb_init(s); arb_init(p); mag_init(R);
    arb_sqr(s, alpha, prec);
    arb_sqr(p, beta, prec);
    max_freq(R, alpha, beta);
    S = _arb_vec_init(nmax - 1);          /* S_2 .. S_nmax */
    _osc_even_sums(S, 2, nmax, s, p, R, h, prec);
    arb_mul(p, p, s, prec);
    arb_mul(phi, p, S + 2, prec);
    arb_sub_si(phi, phi, 1, prec);
    arb_neg(phi, phi);
    if (n > 1)
    {
        arb_mul(phi + 1, p, S + 3, prec);
        arb_sub(phi + 1, h, phi + 1, prec);
    }
    for (k = 2; k < n; k++)
        arb_set(phi + k, S + k - 2);
    _arb_vec_clear(S, nmax - 1);
    arb_clear(s); arb_clear(p); mag_clear(R);
}

/* Closed forms.
 * Cases I-III (alpha^2 != beta^2; a zero frequency is allowed because
 * G_1(h, 0) = h):  d = alpha^2 - beta^2,
 *   phi_0 = (alpha^2 cos(beta h) - beta^2 cos(alpha h)) / d          Prop. 4, (29)
 *   phi_1 = (alpha^2 G_1(h,beta) - beta^2 G_1(h,alpha)) / d          Prop. 4, (30)
 *   phi_n = (G_{n-2}(h,alpha) - G_{n-2}(h,beta)) / (-d),  n >= 2      (25)
 * Case IV (alpha = beta = th): the limit of the divided difference, a
 * derivative in lambda = -th^2 of g_m(lambda) = G_m:
 *   d/dlambda g_m = (h g_{m-1} - m g_m) / (2 lambda),
 *   phi_0 = cos(th h) + (th h/2) sin(th h),
 *   phi_1 = 3 sin(th h)/(2 th) - (h/2) cos(th h),                      (66)
 *   phi_2 = h G_1/2,  phi_n = (h G_{n-3} - (n-2) G_{n-2}) / (-2 th^2), n >= 3.
 * Case V: phi_n = h^n/n!                                               (35)-(37) */
int _osc_phi_closed(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                    const arb_t beta, slong prec)
{
    int c = osc_phi_case(alpha, beta);
    slong ng = FLINT_MAX(n - 2, 2), k;
    arb_ptr Ga, Gb;
    arb_t a2, b2, d, t;

    if (c == 0)
        return SERSOL_EDOMAIN;
    if (n <= 0)
        return SERSOL_OK;
    if (c == OSC_CASE_V)
    {
        arb_t z;
        arb_init(z);
        osc_gfun(phi, n, h, z, prec);
        arb_clear(z);
        return SERSOL_OK;
    }
    Ga = _arb_vec_init(ng);
    Gb = _arb_vec_init(ng);
    arb_init(a2); arb_init(b2); arb_init(d); arb_init(t);
    osc_gfun(Ga, ng, h, alpha, prec);
    if (c == OSC_CASE_IV)
    {
        arb_ptr G = Ga;
        arb_sqr(a2, alpha, prec);
        /* phi_0, phi_1 (66) with G_0 = cos, G_1 = sin/th */
        arb_mul(t, a2, G + 1, prec);      /* th sin(th h) */
        arb_mul(t, t, h, prec);
        arb_mul_2exp_si(t, t, -1);
        arb_add(phi, G, t, prec);
        if (n > 1)
        {
            arb_mul_ui(phi + 1, G + 1, 3, prec);
            arb_mul(t, h, G, prec);
            arb_sub(phi + 1, phi + 1, t, prec);
            arb_mul_2exp_si(phi + 1, phi + 1, -1);
        }
        if (n > 2)
        {
            arb_mul(phi + 2, h, G + 1, prec);
            arb_mul_2exp_si(phi + 2, phi + 2, -1);
        }
        arb_mul_2exp_si(d, a2, 1);
        arb_neg(d, d);                    /* 2 lambda = -2 th^2 */
        for (k = 3; k < n; k++)
        {
            arb_mul(phi + k, h, G + k - 3, prec);
            arb_submul_ui(phi + k, G + k - 2, k - 2, prec);
            arb_div(phi + k, phi + k, d, prec);
        }
    }
    else
    {
        osc_gfun(Gb, ng, h, beta, prec);
        arb_sqr(a2, alpha, prec);
        arb_sqr(b2, beta, prec);
        arb_sub(d, a2, b2, prec);
        arb_mul(phi, a2, Gb, prec);
        arb_submul(phi, b2, Ga, prec);
        arb_div(phi, phi, d, prec);
        if (n > 1)
        {
            arb_mul(phi + 1, a2, Gb + 1, prec);
            arb_submul(phi + 1, b2, Ga + 1, prec);
            arb_div(phi + 1, phi + 1, d, prec);
        }
        for (k = 2; k < n; k++)
        {
            arb_sub(phi + k, Gb + k - 2, Ga + k - 2, prec);
            arb_div(phi + k, phi + k, d, prec);
        }
    }
    _arb_vec_clear(Ga, ng);
    _arb_vec_clear(Gb, ng);
    arb_clear(a2); arb_clear(b2); arb_clear(d); arb_clear(t);
    return SERSOL_OK;
}

static double freq_d(const arb_t x)
{
    mag_t m;
    double r;
    mag_init(m);
    arb_get_mag(m, x);
    r = mag_get_d(m);
    mag_clear(m);
    return r;
}

/* The series sums terms up to about e^rho / (result ~ 1): rho log2(e) bits. */
double osc_phi_series_loss(slong n, const arb_t h, const arb_t alpha, const arb_t beta)
{
    double rho = FLINT_MAX(freq_d(alpha), freq_d(beta)) * freq_d(h);
    (void) n;
    return rho * 1.4426950408889634;
}

/* Closed forms: the divided difference by d = alpha^2 - beta^2 loses
 * log2(max(R^2, (n+2)^2/h^2) / |d|) bits (R^2 when R h is large, where the
 * G's are O(1/omega^n); (n+2)^2/h^2 when it is small, where G_m(alpha) and
 * G_m(beta) agree to O(d h^2/m^2)).  Case IV loses log2((n+2)^3/(2 (th h)^2))
 * in h G_{n-3} - (n-2) G_{n-2}. */
double osc_phi_closed_loss(slong n, const arb_t h, const arb_t alpha, const arb_t beta)
{
    int c = osc_phi_case(alpha, beta);
    double hd = freq_d(h), a = freq_d(alpha), b = freq_d(beta), R = FLINT_MAX(a, b);
    double np2 = (double) n + 2, num, den, loss;

    if (c == 0)
        return DBL_MAX;
    if (c == OSC_CASE_V)
        return 0.0;
    if (hd == 0)
        return 0.0;
    if (c == OSC_CASE_IV)
    {
        loss = log2(np2 * np2 * np2 / (2 * (R * hd) * (R * hd)));
        return loss > 0 ? loss : 0.0;
    }
    num = FLINT_MAX(R * R, np2 * np2 / (hd * hd));
    {
        arb_t a2, b2, d;
        slong prec = 2 * FLINT_MAX(arb_bits(alpha), arb_bits(beta)) + 64;
        mag_t m;
        arb_init(a2); arb_init(b2); arb_init(d); mag_init(m);
        arb_sqr(a2, alpha, prec);
        arb_sqr(b2, beta, prec);
        arb_sub(d, a2, b2, prec);
        arb_get_mag_lower(m, d);
        den = mag_get_d_log2_approx(m);     /* log2 |d| */
        arb_clear(a2); arb_clear(b2); arb_clear(d); mag_clear(m);
    }
    loss = log2(num) - den;
    return loss > 0 ? loss : 0.0;
}

static slong min_rel_accuracy(arb_srcptr v, slong n)
{
    slong k, acc = ARF_PREC_EXACT;
    for (k = 0; k < n; k++)
        if (!arb_is_zero(v + k))
            acc = FLINT_MIN(acc, arb_rel_accuracy_bits(v + k));
    return acc;
}

/* Ziv loop shared by the managed functions: formulation f at prec + extra,
 * raising extra by the deficit while the result is less accurate than prec
 * (at most 3 retries; the result is always a valid enclosure). */
static int phi_managed(arb_ptr phi, int form, slong n, const arb_t h, const arb_t alpha,
                       const arb_t beta, slong prec)
{
    double loss = (form == OSC_PHI_SERIES) ? osc_phi_series_loss(n, h, alpha, beta)
                                           : osc_phi_closed_loss(n, h, alpha, beta);
    slong extra = (slong) ceil(loss) + OSC_GUARD_BITS, acc, attempt;
    arb_ptr tmp;
    int status = SERSOL_OK;

    if (n <= 0)
        return SERSOL_OK;
    tmp = _arb_vec_init(n);
    for (attempt = 0; attempt < 4; attempt++)
    {
        if (form == OSC_PHI_SERIES)
            _osc_phi_series(tmp, n, h, alpha, beta, prec + extra);
        else if ((status = _osc_phi_closed(tmp, n, h, alpha, beta, prec + extra)) != SERSOL_OK)
            break;
        acc = min_rel_accuracy(tmp, n);
        if (acc >= prec - 2)
            break;
        extra += ((acc < -3 * prec) ? 4 * prec : prec - acc) + OSC_GUARD_BITS;
    }
    if (status == SERSOL_OK)
        _arb_vec_set_round(phi, tmp, n, prec);
    _arb_vec_clear(tmp, n);
    return status;
}

/* An inexact h: the cancellations of a formulation would amplify the
 * radius of h as if it were rounding error.  Evaluate at the exact midpoint
 * and add sup |phi'_n| rad(h), with phi'_n bounded over the ball by the
 * derivative relations applied to an enclosure of phi over the ball. */
static int phi_managed_h(arb_ptr phi, int form, slong n, const arb_t h, const arb_t alpha,
                         const arb_t beta, slong prec)
{
    slong nb = FLINT_MAX(n, 4), k;
    arb_ptr ball, dball;
    arb_t hm;
    mag_t r, e;
    int status;

    if (arb_is_exact(h) || n <= 0)
        return phi_managed(phi, form, n, h, alpha, beta, prec);
    ball = _arb_vec_init(nb);
    dball = _arb_vec_init(nb);
    arb_init(hm); mag_init(r); mag_init(e);
    /* the bound comes from the formulation with the smaller loss: an
     * enclosure over the ball through a cancelling formula is useless */
    status = SERSOL_EDOMAIN;
    if (osc_phi_closed_loss(nb, h, alpha, beta) < osc_phi_series_loss(nb, h, alpha, beta))
        status = phi_managed(ball, OSC_PHI_CLOSED, nb, h, alpha, beta, 64);
    if (status != SERSOL_OK)
        status = phi_managed(ball, OSC_PHI_SERIES, nb, h, alpha, beta, 64);
    if (status == SERSOL_OK)
    {
        osc_phi_derivative(dball, ball, nb, alpha, beta, 64);
        arb_set_arf(hm, arb_midref(h));
        status = phi_managed(phi, form, n, hm, alpha, beta, prec);
        mag_set(r, arb_radref(h));
        for (k = 0; k < n; k++)
        {
            arb_get_mag(e, dball + k);
            mag_mul(e, e, r);
            arb_add_error_mag(phi + k, e);
        }
    }
    _arb_vec_clear(ball, nb);
    _arb_vec_clear(dball, nb);
    arb_clear(hm); mag_clear(r); mag_clear(e);
    return status;
}

void osc_phi_series(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                    const arb_t beta, slong prec)
{
    phi_managed_h(phi, OSC_PHI_SERIES, n, h, alpha, beta, prec);
}

int osc_phi_closed(arb_ptr phi, slong n, const arb_t h, const arb_t alpha,
                   const arb_t beta, slong prec)
{
    return phi_managed_h(phi, OSC_PHI_CLOSED, n, h, alpha, beta, prec);
}

/* The criterion: the formulation with the smaller estimated loss (series on
 * ties: it is valid in every case). */
void osc_phi(arb_ptr phi, int * used, slong n, const arb_t h, const arb_t alpha,
             const arb_t beta, slong prec)
{
    int form = OSC_PHI_SERIES;
    if (osc_phi_closed_loss(n, h, alpha, beta) < osc_phi_series_loss(n, h, alpha, beta))
        form = OSC_PHI_CLOSED;
    if (phi_managed_h(phi, form, n, h, alpha, beta, prec) != SERSOL_OK)
    {
        form = OSC_PHI_SERIES;
        phi_managed_h(phi, form, n, h, alpha, beta, prec);
    }
    if (used != NULL)
        *used = form;
}

/* d_k = phi_n^(k)(0): phi_n = sum_m e_m t^(2m+n)/(2m+n)! for n >= 2,
 * phi_0 = 1 - p phi_4, phi_1 = t - p phi_5. */
void osc_phi_taylor(arb_ptr d, slong n, slong len, const arb_t alpha, const arb_t beta,
                    slong prec)
{
    arb_t s, p, em1, em2, e;
    slong k, base = (n >= 2) ? n : n + 4, m;

    arb_init(s); arb_init(p); arb_init(em1); arb_init(em2); arb_init(e);
    sum_product(s, p, alpha, beta, prec);
    _arb_vec_zero(d, len);
    if (n < 2 && n < len)
        arb_one(d + n);
    arb_zero(em1); arb_zero(em2);
    for (m = 0; base + 2 * m < len; m++)
    {
        if (m == 0)
            arb_one(e);
        else
        {
            arb_mul(e, s, em1, prec);
            arb_addmul(e, p, em2, prec);
            arb_neg(e, e);
        }
        k = base + 2 * m;
        if (n >= 2)
            arb_set(d + k, e);
        else
        {
            arb_mul(d + k, p, e, prec);
            arb_neg(d + k, d + k);
        }
        arb_swap(em2, em1);
        arb_set(em1, e);
    }
    arb_clear(s); arb_clear(p); arb_clear(em1); arb_clear(em2); arb_clear(e);
}

/* (19)-(22): phi'_0 = -p phi_3, phi'_1 = phi_0, phi'_2 = phi_1 - s phi_3,
 * phi'_n = phi_{n-1} for n = 3 and n >= 4. */
void osc_phi_derivative(arb_ptr dphi, arb_srcptr phi, slong n, const arb_t alpha,
                        const arb_t beta, slong prec)
{
    arb_t s, p;
    slong k;
    if (n < 4)
        flint_abort();
    arb_init(s); arb_init(p);
    sum_product(s, p, alpha, beta, prec);
    arb_mul(dphi, p, phi + 3, prec);
    arb_neg(dphi, dphi);
    arb_set(dphi + 1, phi);
    arb_mul(dphi + 2, s, phi + 3, prec);
    arb_sub(dphi + 2, phi + 1, dphi + 2, prec);
    for (k = 3; k < n; k++)
        arb_set(dphi + k, phi + k - 1);
    arb_clear(s); arb_clear(p);
}
