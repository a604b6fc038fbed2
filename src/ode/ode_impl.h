/* ode module internals. */
#ifndef SERSOL_ODE_IMPL_H
#define SERSOL_ODE_IMPL_H

#include <math.h>
#include "sersol/ode.h"

/* log2 of a nonzero mag to double accuracy (mag_get_d_log2_approx only
 * gives the exponent for large or small numbers). */
static inline double _ode_mag_log2(const mag_t m)
{
    return fmpz_get_d(MAG_EXPREF(m)) - MAG_BITS + log2((double) MAG_MAN(m));
}

#endif
