/* Test support: reproducible random seeds, iteration scaling, random series.
 *
 * Every test program calls test_start() first.  The seed is taken from the
 * environment variable SERSOL_TEST_SEED when set (to reproduce a failure),
 * else from the clock; it is printed on failure.  SERSOL_TEST_MULTIPLIER
 * (default 1) scales the number of random cases (CONVENTIONS.md §7). */
#ifndef SERSOL_TESTSUPPORT_H
#define SERSOL_TESTSUPPORT_H

#include <flint/flint.h>
#include <arb.h>
#include "sersol/tps.h"

extern flint_rand_t test_state;

void test_start(const char * name);
/* Prints the message (flint_printf formats: %wd for slong), the test name
 * and the seed, and exits with status 1. */
void test_fail(const char * fmt, ...);
/* Ends the test: prints "PASS" and frees FLINT's caches; returns 0. */
int test_end(void);
/* base scaled by SERSOL_TEST_MULTIPLIER (at least 1). */
slong test_iters(slong base);
/* A random working precision: mostly 2..300 bits, sometimes up to maxbits. */
slong test_randprec(slong maxbits);
/* A random length in 0..maxlen (biased to small values, sometimes maxlen). */
slong test_randlen(slong maxlen);
/* A random series of length len: coefficients exact or with a tiny radius,
 * magnitudes around 2^(+-mag_bits).  Used as a general argument. */
void test_randtest_tps(tps_t a, slong len, slong prec, slong mag_bits);
/* A random exact rational series (for exact oracles): numerators and
 * denominators of at most bits bits; also returns the rationals in v. */
void test_rand_fmpq_tps(tps_t a, fmpq * v, slong len, slong bits, slong prec);
/* Fails with a message showing both series when they do not overlap. */
void test_check_overlap(const char * what, const tps_t a, const tps_t b);
/* Nonzero when b overlaps a and rad(b) <= 2^wide_bits rad(a) +
 * 2^(-prec/2) (|a| + floor): a second algorithm's ball (b) is as good as the
 * reference's (a) up to a stated widening and half the working precision. */
int test_arb_close(const arb_t a, const arb_t b, slong wide_bits, slong prec, ulong floor);
/* Running under valgrind (SERSOL_VALGRIND set): tests may shrink sizes. */
int test_under_valgrind(void);

/* What a progress function (an ode_progress_fn) was told: the calls, the
 * fractions outside [0, 1], the steps backwards, the last fraction. */
typedef struct
{
    slong calls, backwards, outside;
    double last;
}
test_progress_log;

/* An ode_progress_fn recording into the test_progress_log data (zeroed). */
void test_progress_record(double fraction, void * data);
/* Fails, naming what, unless log holds reports, all within [0, 1] and
 * going forward, the last at least last_min. */
void test_check_progress(const test_progress_log * log, const char * what, double last_min);

#endif
