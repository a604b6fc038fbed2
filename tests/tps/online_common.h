/* Shared helpers of the online-recurrence tests (tests/tps/t-online-*.c). */
#ifndef SERSOL_TEST_ONLINE_COMMON_H
#define SERSOL_TEST_ONLINE_COMMON_H

#include "testsupport.h"

/* A managed one-argument series function (online or whole-series form). */
typedef int (*ot_unary_fn)(tps_t res, const tps_t a, slong n, slong prec);

/* A random precision: up to 10000 bits (600 under valgrind). */
static inline slong ot_prec(void)
{
    return test_randprec(test_under_valgrind() ? 600 : 10000);
}

/* A random length up to 60, sometimes 200 (at moderate precision); small
 * under valgrind. */
static inline slong ot_len(slong prec)
{
    if (test_under_valgrind())
        return test_randlen(12);
    if (prec <= 400 && n_randint(test_state, 16) == 0)
        return 200;
    return test_randlen(prec > 2000 ? 20 : 60);
}

/* Kinds of random arguments: a_0 anywhere (moderate size), a_0 > 0 (at
 * least 1/4), or |a_0| <= 3/4. */
enum { OT_ANY, OT_POSITIVE, OT_UNIT };

/* A random series of length n whose a_0 suits the kind; the higher
 * coefficients are of moderate size (|a_k| < 4), exact or with tiny radii. */
static inline void ot_arg(tps_t a, slong n, slong prec, int kind)
{
    test_randtest_tps(a, n, prec, 2);
    if (n == 0)
        return;
    if (kind == OT_POSITIVE)
    {
        arb_abs(a->coeffs, a->coeffs);
        arb_mul_2exp_si(a->coeffs, a->coeffs, -2);
        arb_add_ui(a->coeffs, a->coeffs, 1, prec);
        if (n_randint(test_state, 2))
            arb_mul_2exp_si(a->coeffs, a->coeffs, -2);
    }
    else if (kind == OT_UNIT)
    {
        /* a_0 = 3/4 sin(x) for a random x */
        arb_sin(a->coeffs, a->coeffs, prec);
        arb_mul_ui(a->coeffs, a->coeffs, 3, prec);
        arb_mul_2exp_si(a->coeffs, a->coeffs, -2);
    }
}

/* Online and whole-series forms agree (same status; overlapping results),
 * and the online form gives the identical result with res aliasing a
 * (computed right after the unaliased call, before the whole-series one,
 * so that Arb's constant caches are in the same state). */
static inline void ot_check_online(const char * what, ot_unary_fn online, ot_unary_fn whole,
                                   const tps_t a, slong n, slong prec)
{
    tps_t r1, r2;
    int s1, s2;

    tps_init(r1);
    tps_init(r2);
    s1 = online(r1, a, n, prec);
    tps_set(r2, a);
    s2 = online(r2, r2, n, prec);
    if (s1 != s2 || (s1 == SERSOL_OK && !tps_equal(r1, r2)))
        test_fail("%s: aliased result differs (n = %ld, prec = %ld)", what, (long) n, (long) prec);
    s2 = whole(r2, a, n, prec);
    if (s1 != s2)
        test_fail("%s: online status %d, whole-series status %d (n = %ld, prec = %ld)",
                  what, s1, s2, (long) n, (long) prec);
    if (s1 == SERSOL_OK)
        test_check_overlap(what, r1, r2);
    tps_clear(r1);
    tps_clear(r2);
}

/* A domain error: fn returns SERSOL_EDOMAIN and leaves res untouched. */
static inline void ot_check_domain_error(const char * what, ot_unary_fn fn, const tps_t a, slong n, slong prec)
{
    tps_t res, copy;

    tps_init(res);
    tps_init(copy);
    test_randtest_tps(res, 1 + n_randint(test_state, 5), 64, 3);
    tps_set(copy, res);
    if (fn(res, a, n, prec) != SERSOL_EDOMAIN)
        test_fail("%s: no domain error (n = %ld, prec = %ld)", what, (long) n, (long) prec);
    if (!tps_equal(res, copy))
        test_fail("%s: output changed on failure", what);
    tps_clear(res);
    tps_clear(copy);
}

/* res_k contains v_k for k < n, and, when check_accuracy is set (structured
 * exact inputs without cancellation) and prec >= 64, is accurate to at least
 * prec - 4 n - 20 bits relative: the recurrences must not lose precision. */
static inline void ot_check_exact(const char * what, const tps_t res, const fmpq * v, slong n,
                           slong prec, int check_accuracy)
{
    slong k;

    if (!tps_contains_fmpq_vec(res, v, n))
    {
        for (k = 0; k < n; k++)
            if (!arb_contains_fmpq(res->coeffs + k, v + k))
                break;
        test_fail("%s: coefficient %ld does not contain the exact value (n = %ld, prec = %ld)",
                  what, (long) k, (long) n, (long) prec);
    }
    if (check_accuracy && prec >= 64)
        for (k = 0; k < n; k++)
            if (!fmpq_is_zero(v + k) &&
                arb_rel_accuracy_bits(res->coeffs + k) < prec - 4 * n - 20)
                test_fail("%s: coefficient %ld only %ld bits accurate at prec %ld",
                          what, (long) k, (long) arb_rel_accuracy_bits(res->coeffs + k), (long) prec);
}

/* The series x(t) = c t (c = 1 by default): its exact coefficients. */
static inline void ot_set_linear(tps_t a, slong c, slong n)
{
    tps_zero(a, n);
    if (n > 1)
        arb_set_si(a->coeffs + 1, c);
}

#endif
