/* Helpers shared by the tps tests: random sizes (shrunk under valgrind),
 * exact rational oracles through FLINT's fmpq_poly, aliasing and
 * failure-leaves-output-unchanged checks. */
#ifndef SERSOL_TPSTEST_H
#define SERSOL_TPSTEST_H

#include <flint/fmpq_poly.h>
#include "testsupport.h"

/* A random precision up to maxbits (at most 1000 bits under valgrind). */
static inline slong tt_prec(slong maxbits)
{
    if (test_under_valgrind())
        maxbits = FLINT_MIN(maxbits, 1000);
    return test_randprec(maxbits);
}

/* A random length in 0..maxlen (at most 12 under valgrind). */
static inline slong tt_len(slong maxlen)
{
    if (test_under_valgrind())
        maxlen = FLINT_MIN(maxlen, 12);
    return test_randlen(maxlen);
}

/* A random series with coefficients of magnitude about 1 (so that identities
 * are well conditioned), exact or with a tiny radius. */
static inline void tt_rand_tps(tps_t a, slong len, slong prec)
{
    test_randtest_tps(a, len, prec, 2);
}

/* A random rational polynomial of length <= len, coefficients of <= bits bits. */
static inline void tt_rand_fmpq_poly(fmpq_poly_t p, slong len, slong bits)
{
    slong k;
    fmpq_t c;

    fmpq_init(c);
    fmpq_poly_zero(p);
    for (k = 0; k < len; k++)
    {
        fmpq_randtest(c, test_state, bits);
        fmpq_poly_set_coeff_fmpq(p, k, c);
    }
    fmpq_clear(c);
}

/* a = the first n coefficients of p, each rounded to prec bits. */
static inline void tt_set_fmpq_poly(tps_t a, const fmpq_poly_t p, slong n, slong prec)
{
    slong k;
    fmpq_t c;

    fmpq_init(c);
    tps_zero(a, n);
    for (k = 0; k < n; k++)
    {
        fmpq_poly_get_coeff_fmpq(c, p, k);
        arb_set_fmpq(a->coeffs + k, c, prec);
    }
    fmpq_clear(c);
}

/* Fails unless a has length n and a_k contains p_k for every k < n. */
static inline void tt_check_contains_fmpq_poly(const char * what, const tps_t a,
                                               const fmpq_poly_t p, slong n)
{
    slong k;
    fmpq_t c;

    if (a->length != n)
        test_fail("%s: length %ld, expected %ld", what, (long) a->length, (long) n);
    fmpq_init(c);
    for (k = 0; k < n; k++)
    {
        fmpq_poly_get_coeff_fmpq(c, p, k);
        if (!arb_contains_fmpq(a->coeffs + k, c))
        {
            printf("FAIL\ncoefficient %ld = ", (long) k);
            arb_printd(a->coeffs + k, 30);
            printf("\nexact = ");
            fmpq_print(c);
            printf("\n");
            test_fail("%s: coefficient %ld does not contain the exact value", what, (long) k);
        }
    }
    fmpq_clear(c);
}

/* Fails when some coefficient of a has a radius above 2^-bits (1 + |a_k|):
 * guards the oracles against vacuously wide balls. */
static inline void tt_check_tight(const char * what, const tps_t a, slong bits)
{
    slong k;
    mag_t r, m;

    mag_init(r);
    mag_init(m);
    for (k = 0; k < a->length; k++)
    {
        arb_get_mag(m, a->coeffs + k);
        mag_one(r);
        mag_add(m, m, r);
        mag_mul_2exp_si(m, m, -bits);
        if (mag_cmp(arb_radref(a->coeffs + k), m) > 0)
        {
            printf("FAIL\ncoefficient %ld = ", (long) k);
            arb_printd(a->coeffs + k, 30);
            printf("\n");
            test_fail("%s: coefficient %ld wider than 2^-%ld", what, (long) k, (long) bits);
        }
    }
    mag_clear(r);
    mag_clear(m);
}

/* Fails unless a (of length n) contains the constant series c. */
static inline void tt_check_const(const char * what, const tps_t a, slong c, slong n)
{
    slong k;

    if (a->length != n)
        test_fail("%s: length %ld, expected %ld", what, (long) a->length, (long) n);
    for (k = 0; k < n; k++)
        if (!arb_contains_si(a->coeffs + k, k == 0 ? c : 0))
        {
            printf("FAIL\ncoefficient %ld = ", (long) k);
            arb_printd(a->coeffs + k, 30);
            printf("\n");
            test_fail("%s: coefficient %ld does not contain %ld", what, (long) k, (long) (k == 0 ? c : 0));
        }
}

/* Fails unless every allocated coefficient beyond the length is zero (the
 * invariant of tps_struct). */
static inline void tt_check_beyond_length(const char * what, const tps_t a)
{
    slong k;

    for (k = a->length; k < a->alloc; k++)
        if (!arb_is_zero(a->coeffs + k))
            test_fail("%s: coefficient %ld beyond the length %ld is not zero",
                      what, (long) k, (long) a->length);
}

typedef int (*tt_unary_fn)(tps_t res, const tps_t a, slong n, slong prec);

/* fn(b, b) with b = a must give exactly fn(r, a), status included.  fn is
 * called once before to warm Arb's caches of constants (pi, log 2), whose
 * precision can change the radii of later results. */
static inline void tt_check_alias_unary(const char * what, tt_unary_fn fn,
                                        const tps_t a, slong n, slong prec)
{
    tps_t r, b;
    int s1, s2;

    tps_init(r);
    tps_init(b);
    fn(r, a, n, prec);
    tt_rand_tps(r, n + 5, 64);   /* stale longer contents must not survive */
    s1 = fn(r, a, n, prec);
    if (s1 == SERSOL_OK)
        tt_check_beyond_length(what, r);
    tps_set(b, a);
    s2 = fn(b, b, n, prec);
    if (s1 != s2 || (s1 == SERSOL_OK && !tps_equal(r, b)))
        test_fail("%s: aliased result differs (status %d, %d)", what, s1, s2);
    tps_clear(r);
    tps_clear(b);
}

typedef int (*tt_pair_fn)(tps_t s, tps_t c, const tps_t a, slong n, slong prec);

/* A pair function (sin/cos, sinh/cosh): the outputs s = a or c = a aliased
 * with the input, and a single output (the other NULL), must give exactly
 * fn(s, c, a) (recomputed first: Arb's caches of constants such as pi may
 * have changed the radii). */
static inline void tt_check_alias_pair(const char * what, tt_pair_fn fn, const tps_t a,
                                       slong n, slong prec)
{
    tps_t s, c, s2, c2;

    tps_init(s); tps_init(c); tps_init(s2); tps_init(c2);
    fn(s, c, a, n, prec);
    fn(s, c, a, n, prec);
    tps_set(s2, a);
    fn(s2, c2, s2, n, prec);
    if (!tps_equal(s2, s) || !tps_equal(c2, c))
        test_fail("%s with s aliasing a", what);
    tps_set(c2, a);
    fn(s2, c2, c2, n, prec);
    if (!tps_equal(s2, s) || !tps_equal(c2, c))
        test_fail("%s with c aliasing a", what);
    tps_set(s2, a);
    fn(s2, NULL, s2, n, prec);
    tps_set(c2, a);
    fn(NULL, c2, c2, n, prec);
    if (!tps_equal(s2, s) || !tps_equal(c2, c))
        test_fail("%s with one output", what);
    tps_clear(s); tps_clear(c); tps_clear(s2); tps_clear(c2);
}

/* fn must report SERSOL_EDOMAIN and leave a prefilled output unchanged. */
static inline void tt_check_edomain_unary(const char * what, tt_unary_fn fn,
                                          const tps_t a, slong n, slong prec)
{
    tps_t r, r0;
    int s;

    tps_init(r);
    tps_init(r0);
    tt_rand_tps(r, 3, 64);
    tps_set(r0, r);
    s = fn(r, a, n, prec);
    if (s != SERSOL_EDOMAIN)
        test_fail("%s: status %d, expected SERSOL_EDOMAIN", what, s);
    if (!tps_equal(r, r0))
        test_fail("%s: failed call changed its output", what);
    tps_clear(r);
    tps_clear(r0);
}

#endif
