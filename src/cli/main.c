/* sersol — command line entry point (DESIGN.md §5). */
#include <stdio.h>
#include <string.h>
#include "sersol/tps.h"

/* The default example until a solver exists: the first 20 Taylor
 * coefficients of sin(exp(t) - 1) at t = 0, to 50 digits. */
static int demo(void)
{
    slong n = 20, digits = 50, prec = 3.33 * digits + 30, k;
    tps_t t, e, s;
    arb_t zero;

    arb_init(zero);
    tps_init(t); tps_init(e); tps_init(s);
    tps_set_var(t, zero, n);                     /* t */
    tps_exp(e, t, n, prec);                      /* exp(t) */
    arb_sub_ui(e->coeffs, e->coeffs, 1, prec);   /* exp(t) - 1 */
    tps_sin_cos(s, NULL, e, n, prec);            /* sin(exp(t) - 1) */
    printf("k,sin(exp(t)-1)\n");
    for (k = 0; k < n; k++)
    {
        printf("%ld,", (long) k);
        tps_fprint_coeff(stdout, s, k, digits);
        printf("\n");
    }
    tps_clear(t); tps_clear(e); tps_clear(s);
    arb_clear(zero);
    flint_cleanup();
    return 0;
}

int main(int argc, char ** argv)
{
    if (argc >= 2 && strcmp(argv[1], "demo") == 0)
        return demo();
    fprintf(stderr, "usage: sersol demo\n");
    return 2;
}
