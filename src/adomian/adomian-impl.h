/* Private definitions of the adomian module (not installed). */
#ifndef SERSOL_ADOMIAN_IMPL_H
#define SERSOL_ADOMIAN_IMPL_H

#include "sersol/adomian.h"
#include "sersol/kernel.h"

/* Nonzero when e depends on no variable. */
int adomian_is_constant(expr_ptr e);

/* Nonzero when the variable numbers vars[0..m-1] are valid in ctx and
 * pairwise distinct (also across the second list). */
int adomian_vars_ok(expr_ctx_ptr ctx, const slong * vars, slong m,
                    const slong * vars2, slong m2);

#endif
