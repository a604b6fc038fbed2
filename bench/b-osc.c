/* phi-functions versus G-functions (seed 002 Fig. 6, with exact numbers):
 * x'' + x = eps x^2, x(0) = 1, x'(0) = 0, alpha = 1, beta = 2, h = 0.1,
 * fixed order N, t in [0, T].  The error of each method is measured against a
 * Taylor reference of order 110 at the same grid (150+ digits).  Prints the
 * table of docs/osc.md and, with an argument FILE, the error along the
 * trajectory for the plot (columns t, eps, err_phi, err_G). */
#include <stdio.h>
#include <time.h>
#include "sersol/osc.h"

#define PREC 560

static void trajectory(arb_ptr xs, int method, slong order, const arb_t eps, slong nsteps)
{
    osc_solver_t S;
    arb_t one, two, h, t0, x0, xp0;
    slong i;
    arb_init(one); arb_init(two); arb_init(h); arb_init(t0); arb_init(x0); arb_init(xp0);
    arb_one(one); arb_set_ui(two, 2);
    arb_set_str(h, "0.1", PREC);
    arb_one(x0);
    osc_solver_init(S, 1, PREC);
    osc_solver_set_problem(S, one, two, eps, osc_perturbation_square, NULL);
    osc_solver_set_method(S, method, order, h);
    osc_solver_set_initial(S, t0, x0, xp0);
    for (i = 0; i < nsteps; i++)
    {
        osc_solver_step(S, h);
        arb_set(xs + i, S->x);
    }
    osc_solver_clear(S);
    arb_clear(one); arb_clear(two); arb_clear(h); arb_clear(t0); arb_clear(x0); arb_clear(xp0);
}

static double maxerr(arb_srcptr xs, arb_srcptr ref, slong n, double * errs)
{
    arb_t d;
    double m = 0;
    slong i;
    arb_init(d);
    for (i = 0; i < n; i++)
    {
        arb_sub(d, xs + i, ref + i, PREC);
        errs[i] = arf_get_d(arb_midref(d), ARF_RND_NEAR);
        errs[i] = errs[i] < 0 ? -errs[i] : errs[i];
        if (errs[i] > m)
            m = errs[i];
    }
    arb_clear(d);
    return m;
}

int main(int argc, char ** argv)
{
    const char * epss[] = { "1e-2", "1e-4", "1e-8", "1e-16" };
    slong order = 8, nsteps = 100, ie, i;   /* T = 10 */
    FILE * out = NULL;
    arb_t eps;
    arb_ptr ref, xp, xg;
    double * ep = malloc(nsteps * sizeof(double)), * eg = malloc(nsteps * sizeof(double));
    clock_t c0;

    if (argc > 1)
        out = fopen(argv[1], "w");
    arb_init(eps);
    ref = _arb_vec_init(nsteps); xp = _arb_vec_init(nsteps); xg = _arb_vec_init(nsteps);
    printf("x'' + x = eps x^2, alpha = 1, beta = 2, h = 0.1, order N = %ld, t in [0, %ld], %d bits\n",
           (long) order, (long) (nsteps / 10), PREC);
    printf("| eps | max err phi | max err G | max err Taylor | phi/G | (phi/G)/eps |\n");
    printf("| --- | --- | --- | --- | --- | --- |\n");
    for (ie = 0; ie < 4; ie++)
    {
        double mp, mg, mt, *et = malloc(nsteps * sizeof(double));
        arb_set_str(eps, epss[ie], PREC);
        trajectory(ref, OSC_METHOD_TAYLOR, 110, eps, nsteps);
        trajectory(xp, OSC_METHOD_PHI, order, eps, nsteps);
        mp = maxerr(xp, ref, nsteps, ep);
        trajectory(xg, OSC_METHOD_GFUN, order, eps, nsteps);
        mg = maxerr(xg, ref, nsteps, eg);
        trajectory(xg, OSC_METHOD_TAYLOR, order, eps, nsteps);
        mt = maxerr(xg, ref, nsteps, et);
        printf("| %s | %.3e | %.3e | %.3e | %.3e | %.3f |\n", epss[ie], mp, mg, mt, mp / mg,
               mp / mg / arf_get_d(arb_midref(eps), ARF_RND_NEAR));
        if (out != NULL)
        {
            for (i = 0; i < nsteps; i++)
                fprintf(out, "%g %s %.6e %.6e\n", 0.1 * (i + 1), epss[ie], ep[i], eg[i]);
            fprintf(out, "\n\n");
        }
        free(et);
    }
    /* Petzold: four phi-functions are exact; timing of the 111 steps */
    {
        osc_solver_t S;
        arb_t theta, a, h, t0, x0, xp0;
        arb_init(theta); arb_init(a); arb_init(h); arb_init(t0); arb_init(x0); arb_init(xp0);
        arb_set_ui(theta, 1000); arb_set_ui(a, 100);
        arb_set_str(h, "0.9", 450); arb_one(x0); arb_set_str(xp0, "-0.05", 450);
        c0 = clock();
        osc_solver_init(S, 1, 450);
        osc_solver_set_problem(S, theta, theta, a, osc_perturbation_sin, theta);
        osc_solver_set_method(S, OSC_METHOD_PHI, 3, h);
        osc_solver_set_initial(S, t0, x0, xp0);
        for (i = 0; i < 111; i++)
            osc_solver_step(S, h);
        printf("\nPetzold (theta = 1000, a = 100, h = 0.9, 111 steps to t = 99.9, 450 bits): "
               "x = ");
        arb_printd(S->x, 30);
        printf("\n  %.3f s\n", (double) (clock() - c0) / CLOCKS_PER_SEC);
        osc_solver_clear(S);
        arb_clear(theta); arb_clear(a); arb_clear(h); arb_clear(t0); arb_clear(x0); arb_clear(xp0);
    }
    /* the criterion: estimated losses, choice, and the cost of each formulation */
    {
        const char * par[][3] = { {"1", "2", "0.1"}, {"1", "1.001", "0.5"}, {"1000", "1000", "0.9"},
                                  {"1000", "1000.00000000000000000001", "0.9"}, {"30", "0", "2"} };
        slong ip, rep, N = 13, prec = 350;
        arb_t a, b, h;
        arb_ptr phi = _arb_vec_init(N);
        arb_init(a); arb_init(b); arb_init(h);
        printf("\n| alpha | beta | h | series loss (bits) | closed loss (bits) | chosen | series ms | closed ms |\n");
        printf("| --- | --- | --- | --- | --- | --- | --- | --- |\n");
        for (ip = 0; ip < 5; ip++)
        {
            int used;
            double ts, tc;
            arb_set_str(a, par[ip][0], 2000); arb_set_str(b, par[ip][1], 2000);
            arb_set_str(h, par[ip][2], prec);
            arb_set_arf(a, arb_midref(a)); arb_set_arf(b, arb_midref(b)); arb_set_arf(h, arb_midref(h));
            osc_phi(phi, &used, N, h, a, b, prec);
            c0 = clock();
            for (rep = 0; rep < 10; rep++)
                osc_phi_series(phi, N, h, a, b, prec);
            ts = (double) (clock() - c0) / CLOCKS_PER_SEC * 100;
            c0 = clock();
            for (rep = 0; rep < 10; rep++)
                osc_phi_closed(phi, N, h, a, b, prec);
            tc = (double) (clock() - c0) / CLOCKS_PER_SEC * 100;
            printf("| %s | %s | %s | %.1f | %.1f | %s | %.3f | %.3f |\n", par[ip][0], par[ip][1], par[ip][2],
                   osc_phi_series_loss(N, h, a, b), osc_phi_closed_loss(N, h, a, b),
                   used == OSC_PHI_SERIES ? "series" : "closed", ts, tc);
        }
        arb_clear(a); arb_clear(b); arb_clear(h);
        _arb_vec_clear(phi, N);
    }
    if (out != NULL)
        fclose(out);
    arb_clear(eps);
    _arb_vec_clear(ref, nsteps); _arb_vec_clear(xp, nsteps); _arb_vec_clear(xg, nsteps);
    free(ep); free(eg);
    flint_cleanup();
    return 0;
}
