/* G-functions: hybrid vs series vs cos/sin, the recurrence
 * G_n + w^2 G_{n+2} = h^n/n!, the relations with the phi-functions
 * (25) phi_n = (alpha^2 G_n(alpha) - beta^2 G_n(beta))/(alpha^2 - beta^2) and
 * (26) G_n(alpha) = phi_n + beta^2 phi_{n+2} (n >= 2), and G' (G'_0 = -w^2 G_1). */
#include "testsupport.h"
#include "sersol/osc.h"

int main(void)
{
    const char * ws[] = { "0", "0.25", "1", "3", "1000" };
    const char * hs[] = { "0.1", "0.9", "5" };
    slong N = 20, prec = 350, iw, ih, k;
    arb_t w, h, b, t, u, f;
    arb_ptr G, Gs, Gb, phi, dG;

    test_start("osc/gfun");
    arb_init(w); arb_init(h); arb_init(b); arb_init(t); arb_init(u); arb_init(f);
    G = _arb_vec_init(N + 2); Gs = _arb_vec_init(N + 2); Gb = _arb_vec_init(N + 2);
    phi = _arb_vec_init(N + 2); dG = _arb_vec_init(N + 2);
    arb_set_str(b, "0.75", prec);
    for (iw = 0; iw < (test_under_valgrind() ? 3 : 5); iw++)
        for (ih = 0; ih < 3; ih++)
        {
            arb_set_str(w, ws[iw], prec);
            arb_set_str(h, hs[ih], prec);
            arb_set_arf(h, arb_midref(h));              /* exact h */
            osc_gfun(G, N + 2, h, w, prec);
            _osc_gfun_series(Gs, N + 2, h, w, 4 * prec + 2000);
            arb_mul(t, w, h, prec);
            arb_cos(u, t, prec);
            if (!arb_overlaps(u, G))
                test_fail("G_0 != cos");
            for (k = 0; k < N + 2; k++)
            {
                if (!arb_overlaps(G + k, Gs + k))
                    test_fail("w = %s, h = %s: hybrid and series G_%ld disagree", ws[iw], hs[ih], (long) k);
                if (arb_rel_accuracy_bits(G + k) < prec - 40)
                    test_fail("w = %s, h = %s: G_%ld inaccurate", ws[iw], hs[ih], (long) k);
            }
            for (k = 0; k < N; k++)
            {   /* G_k + w^2 G_{k+2} = h^k/k! */
                arb_sqr(t, w, prec);
                arb_mul(t, t, G + k + 2, prec);
                arb_add(t, t, G + k, prec);
                arb_pow_ui(u, h, k, prec);
                arb_fac_ui(f, k, prec);
                arb_div(u, u, f, prec);
                if (!arb_overlaps(t, u))
                    test_fail("recurrence G_%ld", (long) k);
            }
            osc_gfun_derivative(dG, G, N + 2, w, prec);
            arb_sqr(t, w, prec);
            arb_mul(t, t, G + 1, prec);
            arb_neg(t, t);
            arb_mul(u, w, h, prec);
            arb_sin(u, u, prec);
            arb_mul(u, u, w, prec);
            arb_neg(u, u);                              /* d/dh cos(wh) */
            if (!arb_overlaps(dG, u))
                test_fail("G'_0");
            /* (25), (26) with beta = 0.75 != w */
            if (iw == 1 || iw == 4 || iw == 0)
            {
                osc_gfun(Gb, N + 2, h, b, prec);
                osc_phi(phi, NULL, N + 2, h, w, b, prec);
                for (k = 2; k < N; k++)
                {
                    arb_sqr(t, w, prec); arb_mul(t, t, G + k, prec);
                    arb_sqr(u, b, prec); arb_submul(t, u, Gb + k, prec);
                    arb_sqr(f, w, prec); arb_sub(f, f, u, prec);
                    arb_div(t, t, f, prec);
                    if (!arb_overlaps(t, phi + k))
                        test_fail("(25) at n = %ld, w = %s", (long) k, ws[iw]);
                    arb_mul(t, u, phi + k + 2, prec);
                    arb_add(t, t, phi + k, prec);
                    if (!arb_overlaps(t, G + k))
                        test_fail("(26) at n = %ld, w = %s", (long) k, ws[iw]);
                }
            }
        }
    arb_clear(w); arb_clear(h); arb_clear(b); arb_clear(t); arb_clear(u); arb_clear(f);
    _arb_vec_clear(G, N + 2); _arb_vec_clear(Gs, N + 2); _arb_vec_clear(Gb, N + 2);
    _arb_vec_clear(phi, N + 2); _arb_vec_clear(dG, N + 2);
    return test_end();
}
