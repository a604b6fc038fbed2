/* The single methods of the radius module on series with exact answers:
 * Domb–Sykes, Dlog Padé and the root test on (1 - t/t_s)^g, Mercer–Roberts on a
 * conjugate pair of poles, Padé poles with a Froissart doublet to filter,
 * symmetry detection, the quick estimate, and the error statuses. */
#include <string.h>
#include "testsupport.h"
#include "sersol/radius.h"

static const slong gnum[] = { -3, -2, -1, -1, 1, 3, -1, 2 };
static const slong gden[] = { 1, 1, 1, 2, 2, 2, 3, 3 };

/* a = (1 - t/ts)^g, ts = p/q (sign included), g = gn/gd; n coefficients. */
static void power_series(tps_t a, slong p, slong q, slong gn, slong gd, slong n, slong prec)
{
    tps_t x;
    arb_t g;
    tps_init(x);
    arb_init(g);
    tps_set_si(x, 1, n);
    arb_set_si(x->coeffs + 1, -q);
    arb_div_si(x->coeffs + 1, x->coeffs + 1, p, prec);
    arb_set_si(g, gn);
    arb_div_si(g, g, gd, prec);
    tps_pow_arb(a, x, g, n, prec);
    tps_clear(x);
    arb_clear(g);
}

static void check_domb_sykes_root(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(20); iter++)
    {
        slong p = 1 + n_randint(test_state, 9), q = 1 + n_randint(test_state, 9);
        slong i = n_randint(test_state, 8), n = 50 + n_randint(test_state, 150);
        slong prec = 128 + n_randint(test_state, 256);
        double ts = (double) p / q, g = (double) gnum[i] / gden[i];
        radius_method_estimate_struct e;
        tps_t a;

        if (n_randint(test_state, 2))
            p = -p;
        tps_init(a);
        power_series(a, p, q, gnum[i], gden[i], n, prec);
        radius_domb_sykes(&e, a->coeffs, n, prec);
        if (!e.ok || fabs(e.radius - ts) > 1e-10 * ts || e.angle != (p > 0 ? 0.0 : M_PI)
            || fabs(e.exponent - g) > 1e-8)
            test_fail("domb-sykes: ts = %ld/%ld g = %g n = %ld: ok %d R %.17g angle %g g %.17g",
                      (long) p, (long) q, g, (long) n, e.ok, e.radius, e.angle, e.exponent);
        /* Dlog Padé: f''/f' = (g - 1)/(t - ts) exactly; the series division
         * loses precision, so the check is against the method's own
         * uncertainty (which must be small at >= 192 bits) */
        radius_dlog_pade(&e, a->coeffs, n, ts, prec);
        if ((prec >= 192 && (!e.ok || e.radius_err > 1e-6 * ts || e.exponent_err > 1e-4))
            || (e.ok && (fabs(e.radius - ts) > 3 * e.radius_err + 1e-12 * ts
                         || fabs(e.angle - (p > 0 ? 0.0 : M_PI)) > 3 * e.angle_err + 1e-12
                         || fabs(e.exponent - g) > 3 * e.exponent_err + 1e-10)))
            test_fail("dlog-pade: ts = %ld/%ld g = %g n = %ld: ok %d R %.17g angle %g g %.17g",
                      (long) p, (long) q, g, (long) n, e.ok, e.radius, e.angle, e.exponent);
        radius_root_test(&e, a->coeffs, n, prec);
        if (!e.ok || fabs(e.radius - ts) > 2e-2 * ts || fabs(e.exponent - g) > 0.2)
            test_fail("root test: ts = %ld/%ld g = %g n = %ld: ok %d R %.17g g %.17g",
                      (long) p, (long) q, g, (long) n, e.ok, e.radius, e.exponent);
        tps_clear(a);
    }
}

/* 1/(1 - 2 c t/r + t^2/r^2)^e: poles r e^{+-i theta}, cos theta = c. */
static void check_mercer_roberts(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(20); iter++)
    {
        slong cn = -18 + (slong) n_randint(test_state, 37), rp = 1 + n_randint(test_state, 5);
        slong rq = 1 + n_randint(test_state, 5), n = 60 + n_randint(test_state, 200);
        slong prec = 128 + n_randint(test_state, 256), e2 = 1 + n_randint(test_state, 2);
        double r = (double) rp / rq, th = acos(cn / 20.0);
        radius_method_estimate_struct e;
        radius_result_t res;
        double tol;
        tps_t x, a;
        arb_t t;

        tps_init(x); tps_init(a); arb_init(t);
        tps_set_si(x, 1, n);
        arb_set_si(t, -2 * cn * rq);          /* -2 c / r = -2 (cn/20) rq/rp */
        arb_div_si(x->coeffs + 1, t, 20 * rp, prec);
        arb_set_si(t, rq * rq);
        arb_div_si(x->coeffs + 2, t, rp * rp, prec);
        tps_inv(a, x, n, prec);
        if (e2 == 2)
            tps_mullow(a, a, a, n, prec);
        /* simple poles: exact; double poles: O(1/k^2) oscillating terms
         * remain in B_k, A_k (algebraic convergence) */
        radius_mercer_roberts(&e, a->coeffs, n, prec);
        tol = (e2 == 1) ? 1e-6 : 1e-3;
        if (!e.ok || fabs(e.radius - r) > tol * r || fabs(e.angle - th) > tol
            || fabs(e.exponent + e2) > (e2 == 1 ? 1e-6 : 5e-2))
            test_fail("mercer-roberts: r = %g cos = %g order %ld n = %ld: ok %d R %.17g angle %.17g g %.17g",
                      r, cn / 20.0, (long) e2, (long) n, e.ok, e.radius, e.angle, e.exponent);
        /* the combined estimate: Padé resolves the double pair exactly */
        if (radius_estimate(res, a->coeffs, n, prec) != SERSOL_OK
            || fabs(res->radius - r) > 1e-9 * r || fabs(res->angle - th) > 1e-6
            || !res->conjugate_pair || res->count != 2 || fabs(res->exponent + e2) > 5e-2)
            test_fail("estimate: r = %g cos = %g order %ld n = %ld: R %.17g angle %.17g g %.17g pair %d",
                      r, cn / 20.0, (long) e2, (long) n, res->radius, res->angle, res->exponent,
                      res->conjugate_pair);
        radius_result_clear(res);
        tps_clear(x); tps_clear(a); arb_clear(t);
    }
}

/* f = (1 - t/(x1 (1 + eps))) / ((1 - t/x1)(1 - t/x2)), eps = 2^-100: the
 * pole x1 = 1 is cancelled up to eps (a Froissart doublet at 128 bits);
 * the nearest genuine pole is x2 = 6/5, the next one is absent. */
static void check_pade(void)
{
    slong n = 80, prec = 128;
    radius_method_estimate_struct e;
    double r2, a2;
    tps_t num, den, b, a;
    arb_t t;

    tps_init(num); tps_init(den); tps_init(b); tps_init(a); arb_init(t);
    tps_set_si(num, 1, n);
    arb_one(t);
    arb_mul_2exp_si(t, t, -100);
    arb_add_ui(t, t, 1, 4 * prec);
    arb_inv(t, t, 4 * prec);
    arb_neg(num->coeffs + 1, t);
    tps_set_si(den, 1, n);
    arb_set_si(den->coeffs + 1, -1);
    tps_set_si(b, 1, n);
    arb_set_si(t, -5);
    arb_div_si(b->coeffs + 1, t, 6, prec);
    tps_mullow(den, den, b, n, prec);
    tps_div(a, num, den, n, prec);
    radius_pade(&e, &r2, &a2, a->coeffs, n, 1.0, prec);
    if (!e.ok || fabs(e.radius - 1.2) > 1e-12 || fabs(e.angle) > 1e-12)
        test_fail("pade: doublet not filtered: R = %.17g angle %g", e.radius, e.angle);

    /* genuine poles at -1/2 (nearest) and at 3/4 (second, other ray) */
    tps_set_si(den, 1, n);
    arb_set_si(den->coeffs + 1, 2);
    tps_set_si(b, 1, n);
    arb_set_si(t, -4);
    arb_div_si(b->coeffs + 1, t, 3, prec);
    tps_mullow(den, den, b, n, prec);
    tps_set_si(num, 1, n);
    tps_div(a, num, den, n, prec);
    radius_pade(&e, &r2, &a2, a->coeffs, n, 0.5, prec);
    if (!e.ok || fabs(e.radius - 0.5) > 1e-12 || fabs(e.angle - M_PI) > 1e-12
        || fabs(r2 - 0.75) > 1e-12 || fabs(a2) > 1e-12)
        test_fail("pade: R = %.17g angle %g second %.17g angle %g", e.radius, e.angle, r2, a2);
    tps_clear(num); tps_clear(den); tps_clear(b); tps_clear(a); arb_clear(t);
}

/* t^s / (1 - t^m / 2): period m, offset s; R = 2^(1/m), m singularities. */
static void check_period(void)
{
    slong m, s, n = 120, k, prec = 128;
    for (m = 1; m <= 5; m++)
        for (s = 0; s < m; s++)
        {
            tps_t a;
            radius_result_t r;
            slong off, mm;
            tps_init(a);
            tps_zero(a, n);
            for (k = s; k < n; k += m)
            {
                arb_one(a->coeffs + k);
                arb_mul_2exp_si(a->coeffs + k, a->coeffs + k, -(k - s) / m);
            }
            mm = radius_series_period(&off, a->coeffs, n);
            if (mm != m || (m > 1 && off != s))
                test_fail("period: m = %ld s = %ld found %ld %ld", (long) m, (long) s, (long) mm, (long) off);
            if (radius_estimate(r, a->coeffs, n, prec) != SERSOL_OK
                || fabs(r->radius - pow(2.0, 1.0 / m)) > 1e-12 || r->angle != 0.0
                || r->count != m || r->period != m || fabs(r->exponent + 1) > 1e-8)
                test_fail("period estimate: m = %ld s = %ld: R %.17g angle %g count %ld g %g",
                          (long) m, (long) s, r->radius, r->angle, (long) r->count, r->exponent);
            radius_result_clear(r);
            tps_clear(a);
        }
}

static void check_quick_and_errors(void)
{
    slong n = 100, k;
    double R, conf;
    tps_t a;
    radius_result_t r;

    tps_init(a);
    power_series(a, 3, 2, -1, 2, n, 128);      /* (1 - 2t/3)^(-1/2) */
    if (radius_estimate_quick(&R, &conf, a->coeffs, n) != SERSOL_OK
        || fabs(R - 1.5) > 0.05 || conf < 0.9)
        test_fail("quick: R = %g confidence %g", R, conf);
    if (radius_estimate(r, a->coeffs, 7, 128) != SERSOL_EINPUT)
        test_fail("len 7 accepted");
    for (k = 0; k < n; k++)
        arb_set_si(a->coeffs + k, 0), mag_one(arb_radref(a->coeffs + k));
    if (radius_estimate(r, a->coeffs, n, 128) != SERSOL_EACCURACY || r->method != RADIUS_METHOD_NONE)
        test_fail("coefficients containing 0 accepted");
    if (radius_estimate_quick(&R, &conf, a->coeffs, n) != SERSOL_EACCURACY)
        test_fail("quick: coefficients containing 0 accepted");
    radius_result_clear(r);
    tps_clear(a);
}

/* radius_describe names the case: pole ahead, pair, entire. */
static void check_describe(void)
{
    slong n = 60, k;
    char buf[256];
    tps_t a;
    radius_result_t r;

    tps_init(a);
    power_series(a, 2, 1, -1, 1, n, 128);      /* 1/(1 - t/2) */
    radius_estimate(r, a->coeffs, n, 128);
    radius_describe(buf, sizeof(buf), r, 1.0);
    if (strstr(buf, "singularity ahead at t = 3 ") == NULL || strstr(buf, "simple pole") == NULL)
        test_fail("describe: '%s'", buf);
    power_series(a, -4, 1, 1, 2, n, 128);      /* sqrt(1 + t/4) */
    radius_estimate(r, a->coeffs, n, 128);
    radius_describe(buf, sizeof(buf), r, 0.0);
    if (strstr(buf, "behind at t = -4 ") == NULL || strstr(buf, "exponent 1/2") == NULL)
        test_fail("describe: '%s'", buf);
    tps_zero(a, n);
    for (k = 0; k < n; k += 2)                 /* 1/(1 + t^2) */
        arb_set_si(a->coeffs + k, (k / 2) % 2 ? -1 : 1);
    radius_estimate(r, a->coeffs, n, 128);
    radius_describe(buf, sizeof(buf), r, 0.0);
    if (strstr(buf, "complex singularities at t = 0 +1 i") == NULL)
        test_fail("describe: '%s'", buf);
    tps_zero(a, n);
    arb_one(a->coeffs + 0);
    arb_one(a->coeffs + 1);
    radius_estimate(r, a->coeffs, n, 128);
    radius_describe(buf, sizeof(buf), r, 0.0);
    if (strstr(buf, "polynomial of degree 1") == NULL)
        test_fail("describe: '%s'", buf);
    radius_result_clear(r);
    tps_clear(a);
}

/* Random and extreme inputs: never a crash, and SERSOL_OK always comes with
 * either the entire flag or a finite positive radius and uncertainty. */
static void check_robust(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(100); iter++)
    {
        slong n = 8 + test_randlen(120), prec = test_randprec(400), k;
        radius_result_t r;
        double R, conf;
        tps_t a;
        int st, kind = n_randint(test_state, 4);

        tps_init(a);
        if (kind == 0)
            test_randtest_tps(a, n, prec, 20);
        else
        {
            /* geometric with huge or tiny radius, or with random zeros */
            slong e = (slong) n_randint(test_state, 600) - 300;
            tps_zero(a, n);
            for (k = 0; k < n; k++)
                if (kind != 3 || n_randint(test_state, 3))
                {
                    arb_one(a->coeffs + k);
                    arb_mul_2exp_si(a->coeffs + k, a->coeffs + k, e * k);
                    if (kind == 2 && k % 3 == 1)
                        arb_neg(a->coeffs + k, a->coeffs + k);
                }
        }
        st = radius_estimate(r, a->coeffs, n, prec);
        /* the angle is NAN only when the root test (no direction) decided */
        if (st == SERSOL_OK && !r->entire
            && !(r->radius > 0 && isfinite(r->radius) && isfinite(r->radius_err)
                 && ((r->angle >= 0 && r->angle <= M_PI)
                     || (isnan(r->angle) && r->method == RADIUS_METHOD_ROOT))))
            test_fail("robust: n = %ld kind %d: R = %g +- %g angle %g", (long) n, kind,
                      r->radius, r->radius_err, r->angle);
        if (st != SERSOL_OK && st != SERSOL_EACCURACY)
            test_fail("robust: status %d", st);
        radius_estimate_quick(&R, &conf, a->coeffs, n);
        if (!(conf >= 0 && conf <= 1))
            test_fail("robust: confidence %g", conf);
        radius_result_clear(r);
        tps_clear(a);
    }
}

int main(void)
{
    test_start("radius/methods");
    check_domb_sykes_root();
    check_mercer_roberts();
    check_pade();
    check_period();
    check_quick_and_errors();
    check_describe();
    check_robust();
    return test_end();
}
