/* Verified reference values from C: the library behind `sersol solve`.
 *
 * Solves a `problem ode` file to D verified significant digits at the given
 * times (two independent runs and ball arithmetic, docs/ode.md §4) and prints
 * every value with the digits verified for it: the reference against which
 * one's own integrator is measured.
 *
 * Build against an installed sersol (`make install`; the library is static):
 *   cc reference.c $(pkg-config --cflags --libs --static sersol) -o reference
 * Run:
 *   ./reference pendulum.ser 30 1 10
 * Exit status as for `sersol solve`: 0 every digit reached, 1 not all of
 * them (the values then say how many), 2 bad input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arb.h>
#include <sersol/parse.h>
#include <sersol/ode.h>

int main(int argc, char ** argv)
{
    sersol_problem * S = NULL;
    ode_problem_t P;
    ode_verified_opts opts;
    ode_verified_result R;
    slong digits, j, c;
    int st;

    if (argc < 4 || (digits = atol(argv[2])) <= 0)
    {
        fprintf(stderr, "usage: %s FILE.ser DIGITS T1 [T2 ...]\n", argv[0]);
        return 2;
    }
    /* parse errors go to stderr as FILE:LINE:COL: message */
    if (sersol_problem_parse_file(&S, argv[1], stderr) != SERSOL_OK)
        return 2;
    if (ode_problem_init_parsed(P, S) != SERSOL_OK)
    {
        fprintf(stderr, "%s: not a problem this example solves (problem ode only)\n", argv[1]);
        sersol_problem_free(S);
        return 2;
    }

    memset(&opts, 0, sizeof(opts));
    opts.digits = digits;
    opts.num_times = argc - 3;
    opts.times = (const char * const *) (argv + 3);   /* exact decimals: "1", "0.1", "3/2" */
    ode_verified_result_init(&R);
    st = ode_solve_verified(&R, P, &opts);
    if (st != SERSOL_OK && st != SERSOL_EACCURACY)
        fprintf(stderr, "%s: %s\n", argv[1], R.message);   /* bad times, checkpoint trouble */
    else
    {
        if (st == SERSOL_EACCURACY)
            fprintf(stderr, "%s: %s\n", argv[1], R.message);
        for (j = 0; j < R.num_times; j++)
            for (c = 0; c < R.dim; c++)
            {
                /* the union of both runs' balls, printed to the digits it
                 * supports (the CLI rounds the midpoint instead) */
                printf("t = %s  %s = ", argv[3 + j], P->state_name[c]);
                arb_printn(R.y + j * R.dim + c, FLINT_MAX(R.digits[j * R.dim + c], 1), 0);
                printf("  (%ld digits)\n", (long) R.digits[j * R.dim + c]);
            }
    }
    ode_verified_result_clear(&R);
    ode_problem_clear(P);
    sersol_problem_free(S);
    flint_cleanup();
    return st == SERSOL_OK ? 0 : st == SERSOL_EACCURACY ? 1 : 2;
}
