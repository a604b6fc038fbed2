/* Perturbations of the seed's test problems, as online coefficient
 * callbacks (osc_perturbation_fn). */
#include "sersol/osc.h"

/* f_i = x_i^2: Cauchy product (seed (77), (79)). */
int osc_perturbation_square(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                            arb_srcptr xp, slong dim, void * param, slong prec)
{
    slong i;
    (void) t0; (void) xp; (void) param;
    for (i = 0; i < dim; i++)
        arb_dot(fk + i, NULL, 0, x + i, dim, x + k * dim + i, -dim, k + 1, prec);
    return SERSOL_OK;
}

/* f_i = sin(theta t): the t^k coefficient at t0 is
 * sin(theta t0 + k pi/2) theta^k / k!   (seed (62), (71), (72)). */
int osc_perturbation_sin(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                         arb_srcptr xp, slong dim, void * param, slong prec)
{
    arb_srcptr theta = (arb_srcptr) param;
    arb_t s, c, u;
    slong i;
    (void) x; (void) xp;
    arb_init(s); arb_init(c); arb_init(u);
    arb_mul(u, theta, t0, prec + 16);
    arb_sin_cos(s, c, u, prec);
    switch (k % 4)
    {
        case 0: arb_set(u, s); break;
        case 1: arb_set(u, c); break;
        case 2: arb_neg(u, s); break;
        default: arb_neg(u, c); break;
    }
    arb_pow_ui(s, theta, k, prec);
    arb_mul(u, u, s, prec);
    arb_fac_ui(s, k, prec);
    arb_div(u, u, s, prec);
    for (i = 0; i < dim; i++)
        arb_set(fk + i, u);
    arb_clear(s); arb_clear(c); arb_clear(u);
    return SERSOL_OK;
}

/* f = C x (C row major, dim x dim). */
int osc_perturbation_linear(arb_ptr fk, slong k, const arb_t t0, arb_srcptr x,
                            arb_srcptr xp, slong dim, void * param, slong prec)
{
    arb_srcptr C = (arb_srcptr) param;
    slong i;
    (void) t0; (void) xp;
    for (i = 0; i < dim; i++)
        arb_dot(fk + i, NULL, 0, C + i * dim, 1, x + k * dim, 1, dim, prec);
    return SERSOL_OK;
}
