/* phi-functions: series vs closed forms in the five cases, the Taylor
 * coefficients (L4 phi_n = t^(n-4)/(n-4)! or 0), the derivative relations
 * (19)-(22), and the transitions alpha -> beta, beta -> 0, alpha -> 0 at
 * 100 digits. */
#include <string.h>
#include "testsupport.h"
#include "sersol/osc.h"

#define DIGITS100_BITS 333   /* 100 decimal digits */

static void set_str(arb_t x, const char * s, slong prec)
{
    if (arb_set_str(x, s, prec))
        test_fail("bad number %s", s);
}

/* sum_k d_k h^k/k! evaluated directly (an independent summation). */
static void taylor_eval(arb_t y, arb_srcptr d, slong len, const arb_t h, slong prec)
{
    arb_t w, t;
    slong k;
    arb_init(w); arb_init(t);
    arb_zero(y);
    arb_one(w);
    for (k = 0; k < len; k++)
    {
        if (k > 0)
        {
            arb_mul(w, w, h, prec);
            arb_div_ui(w, w, k, prec);
        }
        arb_addmul(y, d + k, w, prec);
    }
    arb_clear(w); arb_clear(t);
}

static void check_accurate(const char * what, const arb_t x, slong bits)
{
    if (!arb_is_zero(x) && arb_rel_accuracy_bits(x) < bits)
    {
        flint_printf("%s: ", what); arb_printd(x, 30); flint_printf("\n");
        test_fail("%s: only %ld accurate bits (< %ld)", what, (long) arb_rel_accuracy_bits(x), (long) bits);
    }
}

/* Five cases with exact parameters: series, closed, Taylor polynomial agree. */
static void check_cases(void)
{
    const char * par[][2] = { {"1", "2"}, {"3", "0"}, {"0", "1.5"}, {"1.25", "1.25"},
                              {"0", "0"}, {"-2", "0.5"}, {"0.75", "-0.75"} };
    const int expect[] = { OSC_CASE_I, OSC_CASE_II, OSC_CASE_III, OSC_CASE_IV, OSC_CASE_V,
                           OSC_CASE_I, OSC_CASE_IV };
    const char * hs[] = { "0.1", "0.9", "2.5", "7" };
    slong ip, ih, k, N = 16, prec = 350, len = 260;
    arb_t a, b, h, y;
    arb_ptr ps, pc, pa, d;

    arb_init(a); arb_init(b); arb_init(h); arb_init(y);
    ps = _arb_vec_init(N); pc = _arb_vec_init(N); pa = _arb_vec_init(N);
    d = _arb_vec_init(len);
    for (ip = 0; ip < 7; ip++)
    {
        set_str(a, par[ip][0], prec);
        set_str(b, par[ip][1], prec);
        if (osc_phi_case(a, b) != expect[ip])
            test_fail("case of (%s, %s): %d, expected %d", par[ip][0], par[ip][1],
                      osc_phi_case(a, b), expect[ip]);
        for (ih = 0; ih < (test_under_valgrind() ? 2 : 4); ih++)
        {
            int used;
            set_str(h, hs[ih], prec);
            osc_phi_series(ps, N, h, a, b, prec);
            if (osc_phi_closed(pc, N, h, a, b, prec) != SERSOL_OK)
                test_fail("closed form refused case %d", expect[ip]);
            osc_phi(pa, &used, N, h, a, b, prec);
            for (k = 0; k < N; k++)
            {
                char what[80];
                flint_sprintf(what, "phi_%wd(%s; %s, %s)", k, hs[ih], par[ip][0], par[ip][1]);
                if (!arb_overlaps(ps + k, pc + k) || !arb_overlaps(ps + k, pa + k))
                {
                    arb_printd(ps + k, 40); flint_printf("\n");
                    arb_printd(pc + k, 40); flint_printf("\n");
                    test_fail("%s: series and closed form disagree", what);
                }
                check_accurate(what, ps + k, DIGITS100_BITS);
                check_accurate(what, pc + k, DIGITS100_BITS);
                check_accurate(what, pa + k, DIGITS100_BITS);
                /* the Taylor polynomial summed directly */
                osc_phi_taylor(d, k, len, a, b, 2 * prec);
                taylor_eval(y, d, len, h, 2 * prec);
                if (!arb_overlaps(y, ps + k))
                    test_fail("%s: Taylor polynomial disagrees", what);
            }
        }
    }
    arb_clear(a); arb_clear(b); arb_clear(h); arb_clear(y);
    _arb_vec_clear(ps, N); _arb_vec_clear(pc, N); _arb_vec_clear(pa, N);
    _arb_vec_clear(d, len);
}

/* The Taylor coefficients satisfy L4: d_{k+4} + s d_{k+2} + p d_k = [k = n-4],
 * with d_j = delta_jn for j < 4 (definitions (13), (16)).  Random rationals. */
static void check_l4_taylor(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(60); iter++)
    {
        slong n = n_randint(test_state, 12), len = 4 + n + n_randint(test_state, 30), k;
        slong prec = 200;
        fmpq_t qa, qb, qs, qp, r;
        arb_t a, b, s, p, v;
        arb_ptr d;
        fmpq_init(qa); fmpq_init(qb); fmpq_init(qs); fmpq_init(qp); fmpq_init(r);
        arb_init(a); arb_init(b); arb_init(s); arb_init(p); arb_init(v);
        d = _arb_vec_init(len);
        fmpq_randtest(qa, test_state, 8);
        fmpq_randtest(qb, test_state, 8);
        if (n_randint(test_state, 4) == 0)
            fmpq_set(qb, qa);
        if (n_randint(test_state, 5) == 0)
            fmpq_zero(qb);
        arb_set_fmpq(a, qa, prec);
        arb_set_fmpq(b, qb, prec);
        fmpq_mul(qs, qa, qa); fmpq_mul(r, qb, qb);
        fmpq_mul(qp, qs, r); fmpq_add(qs, qs, r);
        arb_set_fmpq(s, qs, prec); arb_set_fmpq(p, qp, prec);
        osc_phi_taylor(d, n, len, a, b, 8 * prec);
        for (k = 0; k < 4 && k < len; k++)
            if (!arb_contains_si(d + k, k == n))
                test_fail("phi_%ld^(%ld)(0) is not %d", (long) n, (long) k, k == n);
        for (k = 0; k + 4 < len; k++)
        {
            arb_mul(v, s, d + k + 2, 8 * prec);
            arb_addmul(v, p, d + k, 8 * prec);
            arb_add(v, v, d + k + 4, 8 * prec);
            if (!arb_contains_si(v, k == n - 4))
                test_fail("L4 phi_%ld: coefficient %ld is not %d", (long) n, (long) k, k == n - 4);
        }
        fmpq_clear(qa); fmpq_clear(qb); fmpq_clear(qs); fmpq_clear(qp); fmpq_clear(r);
        arb_clear(a); arb_clear(b); arb_clear(s); arb_clear(p); arb_clear(v);
        _arb_vec_clear(d, len);
    }
}

/* Derivative relations (19)-(22): phi'_n(h) from osc_phi_derivative equals the
 * derivative of the Taylor polynomial; and L4 phi_n(h) computed from the
 * relations applied four times equals h^(n-4)/(n-4)! (0 for n < 4). */
static void check_derivatives(void)
{
    const char * par[][2] = { {"1", "2"}, {"3", "0"}, {"0", "1.5"}, {"1.25", "1.25"}, {"0", "0"} };
    slong ip, k, j, N = 14, K = N + 4, prec = 300, len = 300;
    arb_t a, b, h, y, s, p, v, w;
    arb_ptr phi, dphi, d, D;

    arb_init(a); arb_init(b); arb_init(h); arb_init(y);
    arb_init(s); arb_init(p); arb_init(v); arb_init(w);
    phi = _arb_vec_init(K); dphi = _arb_vec_init(K); d = _arb_vec_init(len);
    D = _arb_vec_init(5 * K);
    for (ip = 0; ip < 5; ip++)
    {
        set_str(a, par[ip][0], prec);
        set_str(b, par[ip][1], prec);
        set_str(h, "1.3", prec);
        arb_sqr(s, a, prec); arb_sqr(v, b, prec);
        arb_mul(p, s, v, prec); arb_add(s, s, v, prec);
        osc_phi(phi, NULL, K, h, a, b, prec);
        osc_phi_derivative(dphi, phi, K, a, b, prec);
        for (k = 0; k < N; k++)
        {
            osc_phi_taylor(d, k, len, a, b, 2 * prec);
            taylor_eval(y, d + 1, len - 1, h, 2 * prec);
            if (!arb_overlaps(y, dphi + k))
                test_fail("phi'_%wd in case %d", k, osc_phi_case(a, b));
            /* D[j*K + i]: coefficient of phi_i in D^j phi_k */
            _arb_vec_zero(D, 5 * K);
            arb_one(D + k);
            for (j = 1; j <= 4; j++)
            {
                arb_srcptr u = D + (j - 1) * K;
                arb_ptr r = D + j * K;
                slong i;
                /* phi_0 -> -p phi_3, phi_1 -> phi_0, phi_2 -> phi_1 - s phi_3, phi_i -> phi_{i-1} */
                arb_submul(r + 3, p, u + 0, prec);
                arb_add(r + 0, r + 0, u + 1, prec);
                arb_add(r + 1, r + 1, u + 2, prec);
                arb_submul(r + 3, s, u + 2, prec);
                for (i = 3; i < K; i++)
                    arb_add(r + i - 1, r + i - 1, u + i, prec);
            }
            /* L4 = D^4 + s D^2 + p */
            arb_dot(v, NULL, 0, D + 4 * K, 1, phi, 1, K, prec);
            arb_dot(w, NULL, 0, D + 2 * K, 1, phi, 1, K, prec);
            arb_addmul(v, s, w, prec);
            arb_addmul(v, p, phi + k, prec);
            if (k < 4)
                arb_zero(w);
            else
            {
                arb_pow_ui(w, h, k - 4, prec);
                arb_fac_ui(y, k - 4, prec);
                arb_div(w, w, y, prec);
            }
            arb_sub(v, v, w, prec);
            if (!arb_contains_zero(v) || mag_cmp_2exp_si(arb_radref(v), -250) > 0)
                test_fail("L4 phi_%ld(h) != %s in case %d", (long) k, k < 4 ? "0" : "h^(n-4)/(n-4)!",
                          osc_phi_case(a, b));
        }
    }
    arb_clear(a); arb_clear(b); arb_clear(h); arb_clear(y);
    arb_clear(s); arb_clear(p); arb_clear(v); arb_clear(w);
    _arb_vec_clear(phi, K); _arb_vec_clear(dphi, K); _arb_vec_clear(d, len);
    _arb_vec_clear(D, 5 * K);
}

/* Transitions: beta = alpha + delta (case I -> IV), beta = delta (I -> II),
 * alpha = delta (I -> III), delta in {1e-3, 1e-20, 1e-60, 0}, in the regimes
 * alpha h small and alpha h = 900.  At 350 bits every formulation gives >= 100
 * digits, they agree, and phi moves continuously (|phi(delta) - phi(0)| small). */
static void check_transitions(void)
{
    const char * deltas[] = { "1e-3", "1e-20", "1e-60", "0" };
    const char * regimes[][2] = { {"1", "0.5"}, {"1000", "0.9"}, {"3", "2"} };
    slong N = 12, prec = 350, nreg = test_under_valgrind() ? 1 : 3;
    slong ir, kind, id, k;
    arb_t a, b, h, del, diff;
    arb_ptr ps, pc, pa, p0;

    arb_init(a); arb_init(b); arb_init(h); arb_init(del); arb_init(diff);
    ps = _arb_vec_init(N); pc = _arb_vec_init(N); pa = _arb_vec_init(N); p0 = _arb_vec_init(N);
    for (ir = 0; ir < nreg; ir++)
        for (kind = 0; kind < 3; kind++)
            for (id = 3; id >= 0; id--)
            {
                int used;
                set_str(h, regimes[ir][1], prec);
                /* exact dyadic delta (the midpoint of the decimal at 600 bits):
                 * an inexact frequency's radius would be amplified like
                 * rounding error by the series at alpha h = 900 */
                set_str(del, deltas[id], 600);
                mag_zero(arb_radref(del));
                set_str(a, regimes[ir][0], prec);
                if (kind == 0)
                    arb_add(b, a, del, ARF_PREC_EXACT);
                else if (kind == 1)
                    arb_set(b, del);
                else
                {
                    arb_set(b, a);
                    arb_set(a, del);
                }
                osc_phi(pa, &used, N, h, a, b, prec);
                osc_phi_series(ps, N, h, a, b, prec);
                if (osc_phi_closed(pc, N, h, a, b, prec) != SERSOL_OK)
                    test_fail("closed form refused a decided case");
                if (id == 3)
                    _arb_vec_set(p0, pa, N);
                for (k = 0; k < N; k++)
                {
                    char what[120];
                    flint_sprintf(what, "transition %wd, %s, delta %s, phi_%wd (auto used %d)",
                                  kind, regimes[ir][0], deltas[id], k, used);
                    check_accurate(what, pa + k, DIGITS100_BITS);
                    check_accurate(what, ps + k, DIGITS100_BITS);
                    check_accurate(what, pc + k, DIGITS100_BITS);
                    if (!arb_overlaps(ps + k, pc + k) || !arb_overlaps(pa + k, ps + k))
                        test_fail("%s: formulations disagree", what);
                    /* continuity: |phi(delta) - phi(0)| <= 1e6 delta (|phi(0)| + 1) */
                    arb_sub(diff, pa + k, p0 + k, prec);
                    arb_abs(diff, diff);
                    {
                        arb_t bound;
                        arb_init(bound);
                        arb_abs(bound, p0 + k);
                        arb_add_ui(bound, bound, 1, prec);
                        arb_mul(bound, bound, del, prec);
                        arb_mul_ui(bound, bound, 1000000, prec);
                        if (id < 3 && !arb_le(diff, bound))
                            test_fail("%s: jump at the transition", what);
                        arb_clear(bound);
                    }
                }
            }
    arb_clear(a); arb_clear(b); arb_clear(h); arb_clear(del); arb_clear(diff);
    _arb_vec_clear(ps, N); _arb_vec_clear(pc, N); _arb_vec_clear(pa, N); _arb_vec_clear(p0, N);
}

int main(void)
{
    test_start("osc/phi");
    check_cases();
    check_l4_taylor();
    check_derivatives();
    check_transitions();
    return test_end();
}
