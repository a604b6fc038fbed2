/* radius_estimate on short series (10 to 40 coefficients), where the
 * methods have little to work with: whatever the answer, it must not be
 * false.
 *   - entire series (sin t, exp t, exp(-t^2)) never get a finite radius
 *     without the low_order flag (which the command line turns into "an
 *     entire function is not excluded"): the result is `entire`, no
 *     estimate (undecided or too few), or flagged;
 *   - series with a finite radius never get `entire`, in particular
 *     1/(1-t) + 1/(1+1.01t), whose cancelling odd coefficients made the
 *     growth test declare it entire at 22 and 30 coefficients;
 *   - a finite radius, when given sharply (rel. uncertainty < 1e-3) and
 *     not flagged ambiguous, is covered by 3x its uncertainty (a short
 *     series of 1/(1-t) + sqrt(1+1.05t) sees the pole at 1 first and says
 *     so with the ambiguity flag);
 *   - `undecided` comes only with SERSOL_EACCURACY. */
#include "testsupport.h"
#include "../radius/cases.h"

static void check_short(int kind, slong n, slong prec)
{
    const radius_case_struct * c = radius_cases + kind;
    tps_t a;
    radius_result_t r;
    int st;

    tps_init(a);
    radius_case_build(a, kind, n, prec);
    st = radius_estimate(r, a->coeffs, a->length, prec);
    if (r->undecided && st != SERSOL_EACCURACY)
        test_fail("%s (n = %ld): undecided with status %d", c->name, (long) n, st);
    if (st == SERSOL_OK && c->entire && !r->entire && !r->low_order)
        test_fail("%s (n = %ld): entire series given a finite radius R = %g +- %g (%s)", c->name,
                  (long) n, r->radius, r->radius_err, radius_method_name(r->method));
    /* the header's promise: never NaN with SERSOL_OK (an entire series
     * kept radius = NaN) */
    if (st == SERSOL_OK && (isnan(r->radius) || isnan(r->radius_err)
                            || (r->entire && r->radius != INFINITY)))
        test_fail("%s (n = %ld): status OK with R = %g +- %g (entire %d)", c->name, (long) n,
                  r->radius, r->radius_err, r->entire);
    if (st == SERSOL_OK && !c->entire && r->entire)
        test_fail("%s (n = %ld): radius %g declared entire (R > %g)", c->name, (long) n, c->radius,
                  r->lower_bound);
    if (st == SERSOL_OK && !c->entire && !r->entire && !r->ambiguous
        && r->radius_err < 1e-3 * r->radius
        && !(fabs(r->radius - c->radius) <= 3.0 * r->radius_err + 1e-13 * c->radius))
        test_fail("%s (n = %ld): R = %.17g +- %g does not cover %.17g", c->name, (long) n,
                  r->radius, r->radius_err, c->radius);
    radius_result_clear(r);
    tps_clear(a);
}

int main(void)
{
    slong n, iter, kind;

    test_start("radius/short");
    /* every length from 10 to 40 once (the failures were at fixed lengths);
     * under valgrind every fifth (the cases themselves still all run) */
    for (n = 10; n <= 40; n += test_under_valgrind() ? 5 : 1)
        for (kind = 0; kind < RC_COUNT; kind++)
            check_short(kind, n, 256);
    /* and at random precisions */
    for (iter = 0; iter < test_iters(20); iter++)
    {
        n = 10 + n_randint(test_state, 31);
        kind = n_randint(test_state, RC_COUNT);
        check_short(kind, n, 64 + n_randint(test_state, 400));
    }
    return test_end();
}
