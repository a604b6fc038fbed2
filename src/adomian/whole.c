/* Whole-series evaluation of an expression DAG: every node becomes a
 * truncated series computed from its operands with the whole-series tps
 * functions (Arb's arb_poly_*_series, Newton iteration), never with the
 * online recurrences of the kernel.  Used by the definition (17) of the
 * Adomian polynomials and for the t-dependent terms of the ADM. */
#include "adomian-impl.h"

/* res = a^e by binary powering (e >= 0), valid for any a_0. */
static void whole_ipow(tps_t res, const tps_t a, ulong e, slong len, slong prec)
{
    tps_t base, acc;
    int started = 0;

    tps_init(base);
    tps_init(acc);
    tps_set_round(base, a, len, prec);
    tps_set_si(acc, 1, len);
    while (e != 0)
    {
        if (e & 1)
        {
            if (started)
                tps_mullow(acc, acc, base, len, prec);
            else
                tps_set(acc, base);
            started = 1;
        }
        e >>= 1;
        if (e != 0)
            tps_sqr(base, base, len, prec);
    }
    tps_swap(res, acc);
    tps_clear(base);
    tps_clear(acc);
}

/* res = a^b with b a node; bval its series. */
static int whole_pow(tps_t res, expr_ptr b, const tps_t a, const tps_t bval, slong len, slong prec)
{
    int status = SERSOL_OK;
    tps_t t;

    if (b->op == EXPR_CONST && fmpz_is_one(fmpq_denref(b->q)) && fmpz_bits(fmpq_numref(b->q)) < 62)
    {
        slong e = fmpz_get_si(fmpq_numref(b->q));
        if (e >= 0)
        {
            whole_ipow(res, a, e, len, prec);
            return SERSOL_OK;
        }
        tps_init(t);
        whole_ipow(t, a, -e, len, prec);
        status = tps_inv(res, t, len, prec);
        tps_clear(t);
        return status;
    }
    if (b->op == EXPR_CONST && fmpz_equal_si(fmpq_numref(b->q), 1) && fmpz_equal_si(fmpq_denref(b->q), 2))
        return tps_sqrt(res, a, len, prec);
    if (expr_is_const(b) || b->op == EXPR_PI || adomian_is_constant(b))
    {
        /* a^c with c constant in t: the pow series (a_0 > 0) */
        arb_t c;
        arb_init(c);
        tps_get_coeff_arb(c, bval, 0);
        status = tps_pow_arb(res, a, c, len, prec);
        arb_clear(c);
        return status;
    }
    /* general a^b = exp(b log a) */
    tps_init(t);
    status = tps_log(t, a, len, prec);
    if (status == SERSOL_OK)
    {
        tps_mullow(t, t, bval, len, prec);
        status = tps_exp(res, t, len, prec);
    }
    tps_clear(t);
    return status;
}

int adomian_is_constant(expr_ptr e)
{
    /* free of every variable: walk the DAG (small for constant subtrees) */
    if (e->op == EXPR_VAR)
        return 0;
    if (e->a != NULL && !adomian_is_constant(e->a))
        return 0;
    if (e->b != NULL && !adomian_is_constant(e->b))
        return 0;
    return 1;
}

/* The series of one node from its operands' series. */
static int whole_node(tps_t res, expr_ptr e, const tps_t a, const tps_t b, slong len, slong prec)
{
    tps_t tmp;
    int status = SERSOL_OK;

    switch (e->op)
    {
        case EXPR_CONST:
        {
            arb_t c;
            arb_init(c);
            arb_set_fmpq(c, e->q, prec);
            tps_set_arb(res, c, len);
            arb_clear(c);
            return SERSOL_OK;
        }
        case EXPR_PI:
        {
            arb_t c;
            arb_init(c);
            arb_const_pi(c, prec);
            tps_set_arb(res, c, len);
            arb_clear(c);
            return SERSOL_OK;
        }
        case EXPR_ADD: tps_add(res, a, b, prec); return SERSOL_OK;
        case EXPR_SUB: tps_sub(res, a, b, prec); return SERSOL_OK;
        case EXPR_NEG: tps_neg(res, a); return SERSOL_OK;
        case EXPR_MUL:
            if (e->a == e->b)
                tps_sqr(res, a, len, prec);
            else
                tps_mullow(res, a, b, len, prec);
            return SERSOL_OK;
        case EXPR_DIV: return tps_div(res, a, b, len, prec);
        case EXPR_POW: return whole_pow(res, e->b, a, b, len, prec);
        case EXPR_EXP: return tps_exp(res, a, len, prec);
        case EXPR_LOG: return tps_log(res, a, len, prec);
        case EXPR_SQRT: return tps_sqrt(res, a, len, prec);
        case EXPR_TAN: return tps_tan(res, a, len, prec);
        case EXPR_ATAN: return tps_atan(res, a, len, prec);
        case EXPR_ASIN: return tps_asin(res, a, len, prec);
        case EXPR_ACOS: return tps_acos(res, a, len, prec);
        case EXPR_TANH: return tps_tanh(res, a, len, prec);
        case EXPR_SIN: case EXPR_COS:
            tps_init(tmp);
            status = (e->op == EXPR_SIN) ? tps_sin_cos(res, tmp, a, len, prec)
                                         : tps_sin_cos(tmp, res, a, len, prec);
            tps_clear(tmp);
            return status;
        case EXPR_SINH: case EXPR_COSH:
            tps_init(tmp);
            status = (e->op == EXPR_SINH) ? tps_sinh_cosh(res, tmp, a, len, prec)
                                          : tps_sinh_cosh(tmp, res, a, len, prec);
            tps_clear(tmp);
            return status;
        default:
            flint_abort();
    }
    return status;
}

/* Position of node id in the sorted list nodes[0..num-1], or -1. */
static slong node_position(expr_ptr * nodes, slong num, slong id)
{
    slong lo = 0, hi = num - 1;
    while (lo <= hi)
    {
        slong mid = (lo + hi) / 2;
        if (nodes[mid]->id == id)
            return mid;
        if (nodes[mid]->id < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int adomian_eval_whole(tps_struct * res, expr_ctx_ptr ctx, const expr_ptr * outputs, slong nout,
                       const slong * in_vars, const tps_struct * in, slong nin,
                       slong len, slong prec)
{
    expr_ptr * nodes;
    tps_struct * val;
    slong num, i, j;
    int status = SERSOL_OK;

    (void) ctx;
    if (nout < 0 || nin < 0 || len < 0)
        return SERSOL_EINPUT;
    if (nout == 0)
        return SERSOL_OK;
    num = expr_collect(&nodes, outputs, nout);
    val = flint_malloc(num * sizeof(tps_struct));
    for (i = 0; i < num; i++)
        tps_init(val + i);

    for (i = 0; i < num && status == SERSOL_OK; i++)
    {
        expr_ptr e = nodes[i];
        if (e->op == EXPR_VAR)
        {
            for (j = 0; j < nin && in_vars[j] != e->var; j++)
                ;
            if (j == nin)
                status = SERSOL_EINPUT;
            else
                tps_set_round(val + i, in + j, len, prec);
        }
        else
        {
            tps_srcptr a = NULL, b = NULL;
            if (e->a != NULL)
                a = val + node_position(nodes, i, e->a->id);
            if (e->b != NULL)
                b = val + node_position(nodes, i, e->b->id);
            status = whole_node(val + i, e, a, b, len, prec);
        }
    }

    if (status == SERSOL_OK)
        for (j = 0; j < nout; j++)
            tps_set(res + j, val + node_position(nodes, num, outputs[j]->id));

    for (i = 0; i < num; i++)
        tps_clear(val + i);
    flint_free(val);
    flint_free(nodes);
    return status;
}
