/* Test support: see testsupport.h. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "testsupport.h"

flint_rand_t test_state;
static const char * test_name = "?";
static ulong test_seed = 0;

void test_start(const char * name)
{
    const char * s = getenv("SERSOL_TEST_SEED");

    test_name = name;
    test_seed = (s != NULL && *s) ? strtoul(s, NULL, 10) : (ulong) time(NULL) ^ (ulong) clock();
    flint_randinit(test_state);
    flint_randseed(test_state, test_seed, test_seed ^ UWORD(0x9e3779b97f4a7c15));
    printf("%s (seed %lu) ... ", name, (unsigned long) test_seed);
    fflush(stdout);
}

void test_fail(const char * fmt, ...)
{
    va_list ap;

    printf("FAIL\n");
    va_start(ap, fmt);
    flint_vprintf(fmt, ap);     /* also knows %wd (slong) */
    va_end(ap);
    printf("\n%s: failed; reproduce with SERSOL_TEST_SEED=%lu\n", test_name, (unsigned long) test_seed);
    fflush(stdout);
    exit(1);
}

int test_end(void)
{
    flint_randclear(test_state);
    flint_cleanup();
    printf("PASS\n");
    return 0;
}

slong test_iters(slong base)
{
    const char * s = getenv("SERSOL_TEST_MULTIPLIER");
    double m = (s != NULL && *s) ? atof(s) : 1.0;
    slong n = (slong) (base * m);
    return n < 1 ? 1 : n;
}

void test_progress_record(double fraction, void * data)
{
    test_progress_log * l = data;
    l->calls++;
    l->outside += !(fraction >= 0 && fraction <= 1);
    l->backwards += (l->calls > 1 && fraction < l->last);
    l->last = fraction;
}

void test_check_progress(const test_progress_log * l, const char * what, double last_min)
{
    if (l->calls < 1 || l->outside > 0 || l->backwards > 0 || !(l->last >= last_min))
        test_fail("progress of %s: %ld calls, %ld outside [0, 1], %ld backwards, last %g\n",
                  what, (long) l->calls, (long) l->outside, (long) l->backwards, l->last);
}

int test_under_valgrind(void)
{
    const char * s = getenv("SERSOL_VALGRIND");
    return s != NULL && *s && strcmp(s, "0") != 0;
}

slong test_randprec(slong maxbits)
{
    ulong r = n_randint(test_state, 16);
    slong p;

    if (r == 0)
        p = maxbits;
    else if (r < 3)
        p = 2 + n_randint(test_state, (ulong) maxbits);
    else
        p = 2 + n_randint(test_state, 300);
    return FLINT_MIN(p, maxbits);
}

slong test_randlen(slong maxlen)
{
    ulong r = n_randint(test_state, 8);
    if (r == 0)
        return maxlen;
    if (r < 5)
        return n_randint(test_state, (ulong) FLINT_MIN(maxlen, 12) + 1);
    return n_randint(test_state, (ulong) maxlen + 1);
}

void test_randtest_tps(tps_t a, slong len, slong prec, slong mag_bits)
{
    slong k;

    tps_zero(a, len);
    for (k = 0; k < len; k++)
    {
        if (n_randint(test_state, 4) == 0)
            arb_randtest_exact(a->coeffs + k, test_state, prec, mag_bits);
        else
            arb_randtest_precise(a->coeffs + k, test_state, prec, mag_bits);
    }
}

void test_rand_fmpq_tps(tps_t a, fmpq * v, slong len, slong bits, slong prec)
{
    slong k;

    tps_zero(a, len);
    for (k = 0; k < len; k++)
    {
        fmpq_randtest(v + k, test_state, bits);
        arb_set_fmpq(a->coeffs + k, v + k, prec);
    }
}

int test_arb_close(const arb_t a, const arb_t b, slong wide_bits, slong prec, ulong floor)
{
    mag_t m, t;
    int ok;
    if (!arb_overlaps(a, b))
        return 0;
    mag_init(m);
    mag_init(t);
    mag_mul_2exp_si(m, arb_radref(a), wide_bits);
    arb_get_mag(t, a);
    mag_add_ui(t, t, floor);
    mag_mul_2exp_si(t, t, -prec / 2);
    mag_add(m, m, t);
    ok = mag_cmp(arb_radref(b), m) <= 0;
    mag_clear(m);
    mag_clear(t);
    return ok;
}

void test_check_overlap(const char * what, const tps_t a, const tps_t b)
{
    if (!tps_overlaps(a, b))
    {
        printf("FAIL\n%s: series do not overlap (lengths %ld, %ld)\n", what,
               (long) a->length, (long) b->length);
        printf("a = ");
        tps_fprintd(stdout, a, 20);
        printf("b = ");
        tps_fprintd(stdout, b, 20);
        test_fail("%s", what);
    }
}
