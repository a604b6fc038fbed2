/* Evaluating a kernel tape at order k: one online recurrence (tps.h raw
 * layer) per instruction; domain checks at k = 0.  See docs/kernel.md. */
#include "kernel_impl.h"

/* Nonzero when instruction I is defined at the point values of its operands
 * (checked at k = 0 only: the recurrences for k >= 1 divide by the same a_0,
 * b_0 or w_0). */
static int instr_domain_ok(const kernel_struct * K, const kernel_instr * I, slong prec)
{
    arb_srcptr a = (I->a >= 0) ? KERNEL_SLOT(K, I->a) : NULL;
    arb_srcptr b = (I->b >= 0) ? KERNEL_SLOT(K, I->b) : NULL;

    switch (I->op)
    {
        case KI_DIVSCAL: case KI_DIV:
            return sersol_domain_inv(b);
        case KI_INV:
            return sersol_domain_inv(a);
        case KI_POW: case KI_LOG: case KI_SQRT:
            return sersol_domain_log(a);
        case KI_TAN:
            return sersol_domain_tan(a, prec);
        case KI_ASIN: case KI_ACOS:
            return sersol_domain_asin(a);
        default:
            return 1;
    }
}

int _kernel_instr_eval(kernel_struct * K, const kernel_instr * I, slong k, slong prec)
{
    arb_ptr d = KERNEL_SLOT(K, I->dst);
    arb_ptr d2 = (I->dst2 >= 0) ? KERNEL_SLOT(K, I->dst2) : NULL;
    arb_srcptr a = (I->a >= 0) ? KERNEL_SLOT(K, I->a) : NULL;
    arb_srcptr b = (I->b >= 0) ? KERNEL_SLOT(K, I->b) : NULL;

    if (k == 0 && !instr_domain_ok(K, I, prec))
    {
        K->domain_op = (int) I->op;
        return SERSOL_EDOMAIN;
    }

    switch (I->op)
    {
        case KI_CONST:    arb_set_fmpq(d + k, I->q, prec); break;
        case KI_PI:       arb_const_pi(d + k, prec); break;
        case KI_ADD:      arb_add(d + k, a + k, b + k, prec); break;
        case KI_SUB:      arb_sub(d + k, a + k, b + k, prec); break;
        case KI_NEG:      arb_neg(d + k, a + k); break;
        case KI_SCAL:     arb_mul(d + k, a + k, b, prec); break;
        case KI_DIVSCAL:  arb_div(d + k, a + k, b, prec); break;
        case KI_MUL:      _tps_mul_coeff(d + k, a, b, k, prec); break;
        case KI_SQR:      _tps_sqr_coeff(d + k, a, k, prec); break;
        case KI_DIV:      _tps_div_coeff(d, a, b, k, prec); break;
        case KI_INV:      _tps_inv_coeff(d, a, k, prec); break;
        case KI_POW:      _tps_pow_arb_coeff(d, a, b, k, prec); break;
        case KI_EXP:      _tps_exp_coeff(d, a, k, prec); break;
        case KI_LOG:      _tps_log_coeff(d, a, k, prec); break;
        case KI_SQRT:     _tps_sqrt_coeff(d, a, k, prec); break;
        case KI_SINCOS:   _tps_sin_cos_coeff(d, d2, a, k, prec); break;
        case KI_SINHCOSH: _tps_sinh_cosh_coeff(d, d2, a, k, prec); break;
        case KI_TAN:      _tps_tan_coeff(d, d2, a, k, prec); break;
        case KI_TANH:     _tps_tanh_coeff(d, d2, a, k, prec); break;
        case KI_ATAN:     _tps_atan_coeff(d, d2, a, k, prec); break;
        case KI_ASIN:     _tps_asin_coeff(d, d2, a, k, prec); break;
        case KI_ACOS:     _tps_acos_coeff(d, d2, a, k, prec); break;
    }
    return SERSOL_OK;
}

/* asin or acos of a constant of the program: its value only (the series
 * recurrence needs |a| < 1 for w = sqrt(1 - a^2) > 0, a constant's value
 * only |a| <= 1: asin(1) = pi/2 was refused as "a value not inside
 * (-1, 1)"); 0 when it is not such a constant. */
static int constant_asin_acos(kernel_struct * K, const kernel_instr * I, slong prec)
{
    arb_srcptr a;
    arb_ptr d, w;

    if ((I->op != KI_ASIN && I->op != KI_ACOS) || sersol_domain_asin(KERNEL_SLOT(K, I->a))
        || !sersol_domain_asin_value(KERNEL_SLOT(K, I->a)))
        return 0;
    a = KERNEL_SLOT(K, I->a);
    d = KERNEL_SLOT(K, I->dst);
    w = KERNEL_SLOT(K, I->dst2);
    if (I->op == KI_ASIN)
        arb_asin(d, a, prec);
    else
        arb_acos(d, a, prec);
    arb_mul(w, a, a, prec);
    arb_sub_ui(w, w, 1, prec);
    arb_neg(w, w);
    arb_sqrtpos(w, w, prec);
    return 1;
}

/* The constant-in-t program's values (coefficients 0) at prec bits. */
int _kernel_constants_eval(kernel_struct * K, slong prec)
{
    slong i;
    for (i = 0; i < K->cprog.len; i++)
        if (!constant_asin_acos(K, K->cprog.ins + i, prec)
            && _kernel_instr_eval(K, K->cprog.ins + i, 0, prec) != SERSOL_OK)
            return SERSOL_EDOMAIN;
    return SERSOL_OK;
}

/* The constant-in-t program, at k = 0 (its coefficients k >= 1 stay 0). */
static int kernel_eval_constants(kernel_struct * K, slong prec)
{
    if (_kernel_constants_eval(K, prec) != SERSOL_OK)
        return SERSOL_EDOMAIN;
    K->const_prec = prec;
    return SERSOL_OK;
}

int kernel_eval_coeff(kernel_ptr K, slong k, slong prec)
{
    const kernel_instr * I = K->prog.ins;
    slong i, len = K->prog.len;

    if (k < 0 || k > K->max_order || k > K->num_done)
    {
        flint_printf("kernel_eval_coeff: order %wd out of sequence (evaluated 0..%wd, max %wd)\n",
                     k, K->num_done - 1, K->max_order);
        flint_abort();
    }
    if (K->block != NULL && (k != K->block_next || k >= K->block_end))
        kernel_block_end(K);
    if (k == 0)
    {
        K->num_done = 0;
        K->domain_op = -1;
    }
    /* the constants: at every k = 0, at the expansion's full precision (so
     * that the balls of an expansion depend on its own precision only, not on
     * the kernel's history: a resumed run repeats an uninterrupted one bit
     * for bit), and again when a later order asks for more bits, but not at
     * the lower precisions of the ode driver's schedule (re-evaluated there,
     * a constant such as sin(1e30), whose argument needs 100 bits, became
     * [-1, 1], and a division by it NaN) */
    if (k == 0 || prec > K->const_prec)
        if (kernel_eval_constants(K, prec) != SERSOL_OK)
            return SERSOL_EDOMAIN;

    if (k == 0)
    {
        for (i = 0; i < len; i++)
            if (_kernel_instr_eval(K, I + i, 0, prec) != SERSOL_OK)
                return SERSOL_EDOMAIN;
    }
    else if (K->block != NULL)
        _kernel_block_eval(K, k, prec);
    else
    {
        for (i = 0; i < len; i++)
            _kernel_instr_eval(K, I + i, k, prec);
    }
    if (K->block != NULL)
        K->block_next = k + 1;
    if (k == K->num_done)
        K->num_done = k + 1;
    return SERSOL_OK;
}

const char * kernel_domain_message(const kernel_struct * K)
{
    switch (K->domain_op)
    {
        case KI_DIVSCAL: case KI_DIV: case KI_INV:
            return "a division by a value that is 0 or contains 0";
        case KI_POW:
            return "a non-integer power of a value that is not > 0";
        case KI_LOG:
            return "log of a value that is not > 0 (or the base of a power a^b with a variable "
                   "exponent, computed as exp(b log a))";
        case KI_SQRT:
            return "sqrt of a value that is not > 0";
        case KI_TAN:
            return "tan where cos = 0";
        case KI_ASIN: case KI_ACOS:
            return "asin or acos of a value not inside (-1, 1)";
        default:
            return "";
    }
}

/* Rest of the Adomian polynomials (DESIGN.md §2): A_k = N'(u_0) u_k + rest_k,
 * so rest_k is coefficient k computed with u_k = 0.  The unknown inputs'
 * coefficient k is saved, zeroed, and restored. */
void kernel_eval_rest_partial(arb_ptr rest, kernel_ptr K, slong k, const int * unknown, slong prec)
{
    slong i;

    kernel_block_end(K);
    if (k < 1)
    {
        flint_printf("kernel_eval_rest: order %wd < 1\n", k);
        flint_abort();
    }
    for (i = 0; i < K->n_in; i++)
    {
        arb_ptr u = KERNEL_SLOT(K, K->in_slot[i]) + k;
        arb_swap(K->saved + i, u);
        if (unknown == NULL || unknown[i])
            arb_zero(u);
        else
            arb_set(u, K->saved + i);
    }
    kernel_eval_coeff(K, k, prec);
    for (i = 0; i < K->n_out; i++)
        arb_set(rest + i, KERNEL_SLOT(K, K->out_slot[i]) + k);
    for (i = 0; i < K->n_in; i++)
        arb_swap(K->saved + i, KERNEL_SLOT(K, K->in_slot[i]) + k);
}

void kernel_eval_rest(arb_ptr rest, kernel_ptr K, slong k, slong prec)
{
    kernel_eval_rest_partial(rest, K, k, NULL, prec);
}
