/* Helpers shared by the ode tests. */
#ifndef SERSOL_ODETEST_H
#define SERSOL_ODETEST_H

#include <string.h>
#include "testsupport.h"
#include "sersol/ode.h"

/* Parses a .ser text and compiles it; fails the test on any error. */
static inline void odetest_problem(sersol_problem ** S, ode_problem_t P, const char * text)
{
    if (sersol_problem_parse_string(S, text, "test.ser", stdout) != SERSOL_OK)
        test_fail("cannot parse:\n%s", text);
    if (ode_problem_init_parsed(P, *S) != SERSOL_OK)
        test_fail("cannot compile:\n%s", text);
}

/* Fails unless |a - b| <= 10^-digits * max(|b|, 1)... relative to |b|. */
static inline void odetest_check_close(const char * what, const arb_t a, const arb_t b, slong digits)
{
    arb_t d, tol;
    arb_init(d);
    arb_init(tol);
    arb_sub(d, a, b, 4 * digits + 64);
    arb_abs(d, d);
    arb_abs(tol, b);
    arb_mul_2exp_si(tol, tol, 0);
    {
        arb_t p;
        arb_init(p);
        arb_set_ui(p, 10);
        arb_pow_ui(p, p, digits, 4 * digits + 64);
        arb_div(tol, tol, p, 4 * digits + 64);
        arb_clear(p);
    }
    if (!arb_le(d, tol))
    {
        printf("%s: values differ beyond 1e-%ld (relative)\n", what, (long) digits);
        arb_printn(a, digits + 10, 0); printf("\n");
        arb_printn(b, digits + 10, 0); printf("\n");
        test_fail("%s", what);
    }
    arb_clear(d);
    arb_clear(tol);
}

#endif
