/* radius_estimate on the exact cases of PROBLEMS.md §6 (series generated
 * with tps whole-series functions, at most 400 coefficients): R to >= 6
 * digits, the angle to >= 4 digits, the exponent to >= 2 digits; plus the
 * shifted expansion 1/(1+t^2) at t0 = 1 (pair at R = sqrt 2, angle 3pi/4). */
#include "testsupport.h"
#include "../radius/cases.h"

static void check_case(int kind, slong n, slong prec, double Rtol, double angtol, double gtol,
                       slong count, int pair, slong gnum, slong gden)
{
    const radius_case_struct * c = radius_cases + kind;
    tps_t a;
    radius_result_t r;
    int st;

    tps_init(a);
    radius_case_build(a, kind, n, prec);
    st = radius_estimate(r, a->coeffs, a->length, prec);
    if (st != SERSOL_OK || r->entire || r->method == RADIUS_METHOD_NONE)
        test_fail("%s (n = %ld, prec = %ld): status %d, entire %d, method %s",
                  c->name, (long) n, (long) prec, st, r->entire, radius_method_name(r->method));
    if (!(fabs(r->radius - c->radius) <= Rtol * c->radius))
        test_fail("%s (n = %ld, prec = %ld): R = %.17g, exact %.17g", c->name, (long) n, (long) prec,
                  r->radius, c->radius);
    /* the stated uncertainty must cover the actual error */
    if (!(fabs(r->radius - c->radius) <= 3.0 * r->radius_err + 1e-13 * c->radius))
        test_fail("%s (n = %ld): R = %.17g +- %g does not cover %.17g", c->name, (long) n,
                  r->radius, r->radius_err, c->radius);
    if (!(fabs(r->angle - c->angle) <= angtol))
        test_fail("%s (n = %ld): angle = %.17g, exact %.17g", c->name, (long) n, r->angle, c->angle);
    if (!(fabs(r->exponent - c->exponent) <= gtol))
        test_fail("%s (n = %ld): exponent = %.17g, exact %.17g", c->name, (long) n, r->exponent, c->exponent);
    if (gden > 0 && (r->exponent_num != gnum || r->exponent_den != gden))
        test_fail("%s (n = %ld): exponent fraction %ld/%ld, exact %ld/%ld", c->name, (long) n,
                  (long) r->exponent_num, (long) r->exponent_den, (long) gnum, (long) gden);
    if (r->count != count || r->conjugate_pair != pair)
        test_fail("%s (n = %ld): count %ld pair %d, expected %ld %d", c->name, (long) n,
                  (long) r->count, r->conjugate_pair, (long) count, pair);
    if (r->ambiguous)
        test_fail("%s (n = %ld): flagged ambiguous", c->name, (long) n);
    radius_result_clear(r);
    tps_clear(a);
}

int main(void)
{
    slong iter;

    test_start("radius/exact");
    for (iter = 0; iter < test_iters(3); iter++)
    {
        /* 100..400 coefficients (fewer under valgrind); enough precision
         * for accurate coefficients (Arb's tan series loses ~n/3 bits) */
        slong n = test_under_valgrind() ? 60 + n_randint(test_state, 40)
                                        : 100 + n_randint(test_state, 301);
        slong prec = 128 + n / 2 + n_randint(test_state, 257);

        check_case(RC_GEOMETRIC, n, prec, 1e-6, 1e-4, 1e-2, 1, 0, -1, 1);
        check_case(RC_TAN, n, prec, 1e-6, 1e-4, 1e-2, 2, 0, -1, 1);
        check_case(RC_INV_1PT2, n, prec, 1e-6, 1e-4, 1e-2, 2, 1, -1, 1);
        check_case(RC_LOG, n, prec, 1e-6, 1e-4, 1e-2, 1, 0, 0, 1);
        check_case(RC_POW_M_HALF, n, prec, 1e-6, 1e-4, 1e-2, 1, 0, -1, 2);
        check_case(RC_SHIFTED, n, prec, 1e-6, 1e-4, 1e-2, 2, 1, -1, 1);
        check_case(RC_DOUBLE_POLE, n, prec, 1e-6, 1e-4, 1e-2, 1, 0, -2, 1);
        check_case(RC_INV_SQRT_1PT2, n, prec, 1e-6, 1e-4, 1e-2, 2, 1, -1, 2);
        check_case(RC_EXP_POLE, n, prec, 1e-6, 1e-4, 1e-2, 1, 0, -1, 1);
    }
    return test_end();
}
