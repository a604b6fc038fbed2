/* Accuracy table of the radius estimator over the test cases
 * (docs/radius.md §6): digits of R, angle and exponent for N = 100, 200,
 * 400 coefficients at 256 bits, the deciding method and the time. */
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include "../tests/radius/cases.h"

int main(void)
{
    slong ns[3] = { 100, 200, 400 }, prec = 256;
    int c, i;

    printf("| series | N | R digits | angle digits | exponent digits | method | agree | ambiguous | ms |\n");
    printf("| --- | ---: | ---: | ---: | ---: | --- | --- | --- | ---: |\n");
    for (c = 0; c < RC_COUNT; c++)
        for (i = 0; i < 3; i++)
        {
            tps_t a;
            radius_result_t r;
            clock_t t0;
            double ms;
            int st;

            tps_init(a);
            radius_case_build(a, radius_cases[c].kind, ns[i], prec);
            t0 = clock();
            st = radius_estimate(r, a->coeffs, a->length, prec);
            ms = 1000.0 * (double) (clock() - t0) / CLOCKS_PER_SEC;
            if (st != SERSOL_OK)
                printf("| %s | %ld | status %d | | | | | | %.1f |\n", radius_cases[c].name, (long) ns[i], st, ms);
            else if (radius_cases[c].entire)
                printf("| %s | %ld | %s (R > %.4g) | | | | | | %.1f |\n", radius_cases[c].name, (long) ns[i],
                       r->entire ? "entire" : "NOT RECOGNISED", r->lower_bound, ms);
            else
                printf("| %s | %ld | %.1f | %.1f | %.1f | %s | %s | %s | %.1f |\n", radius_cases[c].name, (long) ns[i],
                       radius_case_digits(r->radius, radius_cases[c].radius),
                       radius_case_digits(r->angle, radius_cases[c].angle),
                       radius_case_digits(r->exponent, radius_cases[c].exponent),
                       radius_method_name(r->method), r->agree ? "yes" : "no",
                       r->ambiguous ? "yes" : "no", ms);
            if (getenv("B_RADIUS_VERBOSE"))
                radius_result_fprint(stdout, r);
            radius_result_clear(r);
            tps_clear(a);
        }
    flint_cleanup();
    return 0;
}
