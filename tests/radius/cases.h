/* Series with known singularities, shared by the radius tests and
 * bench/b-radius.c.  Each builds a_0..a_{n-1} with tps whole-series
 * functions and states the exact radius, angle (argument of the nearest
 * singularity relative to the expansion point, in [0, pi]) and exponent. */
#ifndef SERSOL_TESTS_RADIUS_CASES_H
#define SERSOL_TESTS_RADIUS_CASES_H

#include <math.h>
#include "sersol/tps.h"
#include "sersol/radius.h"

typedef struct
{
    const char * name;
    int kind;            /* index for radius_case_build */
    int entire;          /* 1: no finite singularity */
    double radius, angle, exponent;
}
radius_case_struct;

enum
{
    RC_GEOMETRIC, RC_TAN, RC_INV_1PT2, RC_LOG, RC_POW_M_HALF, RC_SHIFTED,
    RC_DOUBLE_POLE, RC_NEAR_EQUAL, RC_POLE_BRANCH, RC_SIN, RC_EXP, RC_GAUSS,
    RC_POLY, RC_SQRT_SHIFTED, RC_ATAN_SHIFTED, RC_EXP_POLE, RC_INV_SQRT_1PT2, RC_COUNT
};

static const radius_case_struct radius_cases[RC_COUNT] = {
    { "1/(1-t)", RC_GEOMETRIC, 0, 1.0, 0.0, -1.0 },
    { "tan t", RC_TAN, 0, 1.5707963267948966, 0.0, -1.0 },
    { "1/(1+t^2)", RC_INV_1PT2, 0, 1.0, 1.5707963267948966, -1.0 },
    { "log(1+t)", RC_LOG, 0, 1.0, 3.141592653589793, 0.0 },
    { "(1-2t)^(-1/2)", RC_POW_M_HALF, 0, 0.5, 0.0, -0.5 },
    { "1/(1+t^2) at t0=1", RC_SHIFTED, 0, 1.4142135623730951, 2.356194490192345, -1.0 },
    { "1/(1-t)^2", RC_DOUBLE_POLE, 0, 1.0, 0.0, -2.0 },
    { "1/(1-t)+1/(1+1.01t)", RC_NEAR_EQUAL, 0, 1.0 / 1.01, 3.141592653589793, -1.0 },
    { "1/(1-t)+sqrt(1+1.05t)", RC_POLE_BRANCH, 0, 1.0 / 1.05, 3.141592653589793, 0.5 },
    { "sin t", RC_SIN, 1, INFINITY, NAN, NAN },
    { "exp t", RC_EXP, 1, INFINITY, NAN, NAN },
    { "exp(-t^2)", RC_GAUSS, 1, INFINITY, NAN, NAN },
    { "1+2t-3t^3", RC_POLY, 1, INFINITY, NAN, NAN },
    { "sqrt(1+t^2) at t0=1", RC_SQRT_SHIFTED, 0, 1.4142135623730951, 2.356194490192345, 0.5 },
    { "atan t at t0=1/2", RC_ATAN_SHIFTED, 0, 1.118033988749895, 2.0344439357957027, 0.0 },
    { "exp(t)/(1-t)", RC_EXP_POLE, 0, 1.0, 0.0, -1.0 },
    { "(1+t^2)^(-1/2)", RC_INV_SQRT_1PT2, 0, 1.0, 1.5707963267948966, -0.5 },
};

/* p = c0 + c1 t + c2 t^2 (exact small rationals num/den), length n. */
static void radius_case_quadratic(tps_t p, slong c0, slong c1, slong c1den, slong c2, slong n, slong prec)
{
    arb_t c;
    arb_init(c);
    tps_zero(p, n);
    arb_set_si(p->coeffs + 0, c0);
    if (n > 1)
    {
        arb_set_si(c, c1);
        arb_div_si(p->coeffs + 1, c, c1den, prec);
    }
    if (n > 2)
        arb_set_si(p->coeffs + 2, c2);
    arb_clear(c);
}

/* Builds the series of case `kind` with n coefficients at prec bits. */
static void radius_case_build(tps_t a, int kind, slong n, slong prec)
{
    tps_t x, y, z;
    arb_t e;

    tps_init(x); tps_init(y); tps_init(z);
    arb_init(e);
    switch (kind)
    {
        case RC_GEOMETRIC:
            radius_case_quadratic(x, 1, -1, 1, 0, n, prec);
            tps_inv(a, x, n, prec);
            break;
        case RC_TAN:
            radius_case_quadratic(x, 0, 1, 1, 0, n, prec);
            tps_tan(a, x, n, prec);
            break;
        case RC_INV_1PT2:
            radius_case_quadratic(x, 1, 0, 1, 1, n, prec);
            tps_inv(a, x, n, prec);
            break;
        case RC_LOG:
            radius_case_quadratic(x, 1, 1, 1, 0, n, prec);
            tps_log(a, x, n, prec);
            break;
        case RC_POW_M_HALF:
            radius_case_quadratic(x, 1, -2, 1, 0, n, prec);
            arb_set_si(e, -1);
            arb_mul_2exp_si(e, e, -1);
            tps_pow_arb(a, x, e, n, prec);
            break;
        case RC_SHIFTED:     /* 1 + (1 + s)^2 = 2 + 2 s + s^2 */
            radius_case_quadratic(x, 2, 2, 1, 1, n, prec);
            tps_inv(a, x, n, prec);
            break;
        case RC_DOUBLE_POLE:
            radius_case_quadratic(x, 1, -2, 1, 1, n, prec);
            tps_inv(a, x, n, prec);
            break;
        case RC_NEAR_EQUAL:
            radius_case_quadratic(x, 1, -1, 1, 0, n, prec);
            tps_inv(y, x, n, prec);
            radius_case_quadratic(x, 1, 101, 100, 0, n, prec);
            tps_inv(z, x, n, prec);
            tps_add(a, y, z, prec);
            break;
        case RC_POLE_BRANCH:
            radius_case_quadratic(x, 1, -1, 1, 0, n, prec);
            tps_inv(y, x, n, prec);
            radius_case_quadratic(x, 1, 105, 100, 0, n, prec);
            tps_sqrt(z, x, n, prec);
            tps_add(a, y, z, prec);
            break;
        case RC_SIN:
            radius_case_quadratic(x, 0, 1, 1, 0, n, prec);
            tps_sin_cos(a, y, x, n, prec);
            break;
        case RC_EXP:
            radius_case_quadratic(x, 0, 1, 1, 0, n, prec);
            tps_exp(a, x, n, prec);
            break;
        case RC_GAUSS:
            radius_case_quadratic(x, 0, 0, 1, -1, n, prec);
            tps_exp(a, x, n, prec);
            break;
        case RC_SQRT_SHIFTED:    /* sqrt(2 + 2 s + s^2) */
            radius_case_quadratic(x, 2, 2, 1, 1, n, prec);
            tps_sqrt(a, x, n, prec);
            break;
        case RC_ATAN_SHIFTED:    /* atan(1/2 + s) */
            radius_case_quadratic(x, 0, 1, 1, 0, n, prec);
            arb_set_si(x->coeffs + 0, 1);
            arb_mul_2exp_si(x->coeffs + 0, x->coeffs + 0, -1);
            tps_atan(a, x, n, prec);
            break;
        case RC_EXP_POLE:
            radius_case_quadratic(x, 0, 1, 1, 0, n, prec);
            tps_exp(y, x, n, prec);
            radius_case_quadratic(x, 1, -1, 1, 0, n, prec);
            tps_div(a, y, x, n, prec);
            break;
        case RC_INV_SQRT_1PT2:
            radius_case_quadratic(x, 1, 0, 1, 1, n, prec);
            arb_set_si(e, -1);
            arb_mul_2exp_si(e, e, -1);
            tps_pow_arb(a, x, e, n, prec);
            break;
        default:    /* RC_POLY */
            radius_case_quadratic(a, 1, 2, 1, 0, n, prec);
            if (n > 3)
                arb_set_si(a->coeffs + 3, -3);
            break;
    }
    tps_clear(x); tps_clear(y); tps_clear(z);
    arb_clear(e);
}

/* Correct decimal digits of an estimate x of the exact value v
 * (relative for |v| >= 1, absolute below; 16 when exact in double). */
static inline double radius_case_digits(double x, double v)
{
    double err = fabs(x - v) / fmax(1.0, fabs(v));
    if (!isfinite(x))
        return 0.0;
    return err == 0.0 ? 16.0 : fmin(16.0, -log10(err));
}

#endif
