/* The online sin/cos recurrence (src/tps/online_trig.c) with its weighted
 * sums in fixed point (src/tps/online_fxdot.c) against the same recurrence
 * through arb_dot with the weights j a_j precomputed once per order (the
 * best arb_dot form; the previous sersol path formed them per call).
 *
 * Input: a series like the pendulum's angle, a_k = c_k 2^(-k/2) with random
 * c_k in (-1, 1), full-precision midpoints, radius 2^(-prec) |a_k|.  Times
 * are process CPU time per whole series of N coefficients (both outputs),
 * minimum over 3 rounds of the mean over repetitions lasting >= 0.1 s.
 * "bits" is the smallest relative accuracy of s_k, c_k over k for each path.
 *
 * Usage: ./bench/b-wdot [N]   (default N = 126, the pendulum's order at 100
 * digits). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "sersol/tps.h"
#include "../src/tps/online_internal.h"
#include "bench.h"

static void series_fixed(arb_ptr s, arb_ptr c, arb_srcptr a, slong n, slong prec)
{
    slong k;
    for (k = 0; k < n; k++)
        _tps_sin_cos_coeff(s, c, a, k, prec);
}

static void series_arb_dot(arb_ptr s, arb_ptr c, arb_ptr w, arb_srcptr a, slong n, slong prec)
{
    slong k;

    arb_sin_cos(s, c, a, prec);
    for (k = 1; k < n; k++)
    {
        arb_mul_ui(w + k, a + k, (ulong) k, ARF_PREC_EXACT);
        arb_dot(s + k, NULL, 0, w + 1, 1, c + k - 1, -1, k, prec);
        arb_dot(c + k, NULL, 1, w + 1, 1, s + k - 1, -1, k, prec);
        arb_div_ui(s + k, s + k, (ulong) k, prec);
        arb_div_ui(c + k, c + k, (ulong) k, prec);
    }
}

static slong min_accuracy(arb_srcptr s, arb_srcptr c, slong n)
{
    slong k, r = WORD_MAX;
    for (k = 0; k < n; k++)
    {
        r = FLINT_MIN(r, arb_rel_accuracy_bits(s + k));
        r = FLINT_MIN(r, arb_rel_accuracy_bits(c + k));
    }
    return r;
}

int main(int argc, char ** argv)
{
    static const slong precs[] = { 64, 128, 200, 333, 375, 407, 700, 1000, 1500, 2000, 3322 };
    slong n = (argc > 1) ? atol(argv[1]) : 126, p, k, reps, r;
    flint_rand_t state;

    flint_randinit(state);
    printf("online sin/cos, N = %ld: CPU ms per series (min of 3 rounds)\n", (long) n);
    printf("%6s %12s %12s %8s %10s %10s\n", "prec", "fixed", "arb_dot", "ratio",
           "bits fix", "bits dot");
    for (p = 0; p < (slong) (sizeof(precs) / sizeof(precs[0])); p++)
    {
        slong prec = precs[p];
        arb_ptr a = _arb_vec_init(n), s = _arb_vec_init(n), c = _arb_vec_init(n);
        arb_ptr s2 = _arb_vec_init(n), c2 = _arb_vec_init(n), w = _arb_vec_init(n);
        double t, best[2] = { 1e300, 1e300 };
        int which;

        for (k = 0; k < n; k++)
        {
            arb_urandom(a + k, state, prec);
            arb_mul_2exp_si(a + k, a + k, 1);
            arb_sub_ui(a + k, a + k, 1, prec);
            arb_mul_2exp_si(a + k, a + k, -k / 2);
            arf_get_mag(arb_radref(a + k), arb_midref(a + k));
            mag_mul_2exp_si(arb_radref(a + k), arb_radref(a + k), -prec);
        }
        for (r = 0; r < 3; r++)
            for (which = 0; which < 2; which++)
            {
                double t0 = bench_cpu();
                reps = 0;
                do
                {
                    if (which == 0)
                        series_fixed(s, c, a, n, prec);
                    else
                        series_arb_dot(s2, c2, w, a, n, prec);
                    reps++;
                    t = bench_cpu() - t0;
                } while (t < 0.1);
                best[which] = FLINT_MIN(best[which], t / reps);
            }
        printf("%6ld %12.4f %12.4f %8.3f %10ld %10ld\n", (long) prec, 1e3 * best[0],
               1e3 * best[1], best[0] / best[1], (long) min_accuracy(s, c, n),
               (long) min_accuracy(s2, c2, n));
        _arb_vec_clear(a, n); _arb_vec_clear(s, n); _arb_vec_clear(c, n);
        _arb_vec_clear(s2, n); _arb_vec_clear(c2, n); _arb_vec_clear(w, n);
    }
    flint_randclear(state);
    flint_cleanup();
    return 0;
}
