/* Exact numbers from text: "3", "-3/2", "0.1", "1e-3", "-2.5E+10". */
#include "expr-impl.h"
#include "sersol/tps.h"

expr_ptr expr_const_str(expr_ctx_ptr ctx, const char * s)
{
    fmpq_t r;
    expr_ptr e = NULL;

    fmpq_init(r);
    if (s != NULL && sersol_fmpq_set_exact_str(r, s) == SERSOL_OK)
        e = expr_const_fmpq(ctx, r);
    fmpq_clear(r);
    return e;
}
