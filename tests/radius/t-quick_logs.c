/* radius_estimate_quick_logs (allocation-free top line for the solvers)
 * against radius_estimate_quick on the same points: the exact cases of
 * cases.h, random oscillating sequences (hulls of every shape), more than
 * 64 points (the last 64 are used), too few points. */
#include "testsupport.h"
#include "cases.h"

/* the points radius_estimate_quick uses: last 20 coefficients not
 * containing 0, logs of the balls at 53 bits */
static slong quick_points(double * k, double * y, arb_srcptr a, slong len, slong max)
{
    slong i, n = 0, m;
    arb_t t;
    arb_init(t);
    for (i = len - 1; i >= 1 && n < max; i--)
        if (!arb_contains_zero(a + i))
            n++;
    for (i = len - 1, m = n; i >= 1 && m > 0; i--)
        if (!arb_contains_zero(a + i))
        {
            m--;
            k[m] = (double) i;
            arb_abs(t, a + i);
            arb_log(t, t, 53);
            y[m] = arf_get_d(arb_midref(t), ARF_RND_NEAR);
        }
    arb_clear(t);
    return n;
}

static void compare(const char * what, arb_srcptr a, slong len)
{
    double k[20], y[20], R1, c1, R2, c2;
    slong n = quick_points(k, y, a, len, 20);
    int s1 = radius_estimate_quick(&R1, &c1, a, len);
    int s2 = radius_estimate_quick_logs(&R2, &c2, k, y, n);
    if (s1 != s2)
        test_fail("%s: status %d vs %d", what, s1, s2);
    if (s1 == SERSOL_OK && (!(fabs(R1 - R2) <= 1e-9 * R1) || !(fabs(c1 - c2) <= 1e-9)))
        test_fail("%s: R %.17g vs %.17g, confidence %.17g vs %.17g", what, R1, R2, c1, c2);
}

int main(void)
{
    flint_rand_t st;
    slong i, iter, n;
    double k[100], y[100], R1, R2, c1, c2;

    test_start("radius quick_logs");
    flint_randinit(st);
    for (i = 0; i < RC_COUNT; i++)
        for (n = 30; n <= 150; n += 60)
        {
            tps_t a;
            tps_init(a);
            radius_case_build(a, radius_cases[i].kind, n, 128);
            compare(radius_cases[i].name, a->coeffs, n);
            tps_clear(a);
        }
    for (iter = 0; iter < test_iters(200); iter++)
    {
        /* |a_k| = rho^-k times a random factor in [2^-8, 1]: oscillation */
        slong len = 5 + n_randint(st, 60);
        double lrho = (n_randint(st, 200) - 100) / 25.0;
        arb_ptr a = _arb_vec_init(len);
        for (i = 0; i < len; i++)
        {
            arb_set_d(a + i, exp(-i * lrho) * ldexp(1.0 + n_randint(st, 1000), -(slong) n_randint(st, 9)));
            if (n_randint(st, 8) == 0)
                arb_zero(a + i);
        }
        compare("random", a, len);
        _arb_vec_clear(a, len);
    }
    /* more than 64 points: the last 64 (a comb whose teeth i = 0 mod 9 include
     * both ends of the window: its top line is exact) */
    for (i = 0; i < 100; i++)
    {
        k[i] = i + 1;
        y[i] = -0.3 * k[i] + ((i % 9 == 0) ? 0.0 : -1.0 - (i % 3));
    }
    if (radius_estimate_quick_logs(&R1, &c1, k, y, 100) != SERSOL_OK
        || radius_estimate_quick_logs(&R2, &c2, k + 36, y + 36, 64) != SERSOL_OK
        || R1 != R2 || c1 != c2)
        test_fail("100 points: R %.17g vs %.17g", R1, R2);
    if (!(fabs(R1 - exp(0.3)) < 1e-12))
        test_fail("top line of a comb: R = %.17g, expected e^0.3", R1);
    if (radius_estimate_quick_logs(&R1, &c1, k, y, 3) != SERSOL_EACCURACY || R1 != 0)
        test_fail("3 points accepted");
    flint_randclear(st);
    return test_end();
}
