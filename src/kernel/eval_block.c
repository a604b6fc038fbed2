/* Blocks of orders: a known range of orders evaluated in sequence with
 * relaxed products (src/kernel/relaxed.c) instead of one Cauchy sum per
 * order.  Same results (overlapping balls) as the online recurrences of
 * _kernel_instr_eval.  See docs/kernel.md "Blocks". */
#include "kernel_impl.h"

/* The number of relaxed products of instruction I (0: evaluated by the
 * online recurrence: pow, sqrt, atan, asin, acos, and the linear ones), and
 * the length of product j for orders < k1. */
static slong instr_block_num(const kernel_instr * I)
{
    switch (I->op)
    {
        case KI_MUL: case KI_SQR: case KI_EXP: case KI_DIV: case KI_INV: case KI_LOG:
            return 1;
        case KI_SINCOS: case KI_SINHCOSH: case KI_TAN: case KI_TANH:
            return 2;
        default:
            return 0;
    }
}

static slong instr_block_len(const kernel_instr * I, slong j, slong k1)
{
    switch (I->op)
    {
        case KI_MUL: case KI_SQR:
            return k1;
        case KI_TAN: case KI_TANH:
            return (j == 0) ? k1 - 1 : k1;
        case KI_LOG: case KI_DIV:
            return k1 - 2;
        default:
            return k1 - 1;
    }
}

/* The relaxed products of instruction I for orders < k1. */
static void instr_block_init(kernel_instr_block * B, const kernel_instr * I, slong k1)
{
    kernel_relaxed * r = B->r;

    B->num = instr_block_num(I);
    switch (I->op)
    {
        case KI_MUL:        /* c_k = (a b)_k */
        case KI_SQR:
            _kernel_relaxed_init(r, I->a, 0, 0, (I->op == KI_MUL) ? I->b : I->a, 0,
                                 instr_block_len(I, 0, k1));
            break;
        case KI_EXP:        /* k f_k = (w f)_{k-1},  w_i = (i+1) a_{i+1} */
            _kernel_relaxed_init(r, I->a, 0, 1, I->dst, 0, instr_block_len(I, 0, k1));
            break;
        case KI_SINCOS:     /* k s_k = (w c)_{k-1},  k c_k = -(w s)_{k-1} */
        case KI_SINHCOSH:   /* k s_k = (w c)_{k-1},  k c_k = (w s)_{k-1} */
            _kernel_relaxed_init(r, I->a, 0, 1, I->dst2, 0, instr_block_len(I, 0, k1));
            _kernel_relaxed_init(r + 1, I->a, 0, 1, I->dst, 0, instr_block_len(I, 1, k1));
            break;
        case KI_TAN:        /* k f_k = (w' u)_{k-1} with u = 1 +- f^2,  u_k = +-(f f)_k */
        case KI_TANH:
            _kernel_relaxed_init(r, I->a, 0, 1, I->dst2, 0, instr_block_len(I, 0, k1));
            _kernel_relaxed_init(r + 1, I->dst, 0, 0, I->dst, 0, instr_block_len(I, 1, k1));
            break;
        case KI_DIV:        /* q_k = (a_k - b_k q_0 - (b_{1+.} q_{1+.})_{k-2}) / b_0 */
            _kernel_relaxed_init(r, I->b, 1, 0, I->dst, 1, instr_block_len(I, 0, k1));
            break;
        case KI_INV:        /* q_k = -q_0 (a_{1+.} q)_{k-1} */
            _kernel_relaxed_init(r, I->a, 1, 0, I->dst, 0, instr_block_len(I, 0, k1));
            break;
        case KI_LOG:        /* a_0 f_k = a_k - (w a_{1+.})_{k-2} / k,  w_i = (i+1) f_{i+1} */
            _kernel_relaxed_init(r, I->dst, 0, 1, I->a, 1, instr_block_len(I, 0, k1));
            break;
        default:
            break;
    }
}

/* The block of orders < block_end, all evaluated, continued to orders < k1:
 * its relaxed products keep their steps (an expansion raised from order N
 * to 2N costs the orders N..2N-1, not a new product from order 0). */
static void block_extend(kernel_ptr K, slong k1)
{
    slong i, j;

    for (i = 0; i < K->prog.len; i++)
        for (j = 0; j < K->block[i].num; j++)
            _kernel_relaxed_extend(K->block[i].r + j,
                                   FLINT_MAX(instr_block_len(K->prog.ins + i, j, k1), 0));
    _arb_vec_clear(K->block_tmp, 2 * K->block_end + 2);
    K->block_tmp = _arb_vec_init(2 * k1 + 2);
    K->block_end = k1;
}

void kernel_block_end(kernel_ptr K)
{
    slong i, j;

    if (K->block == NULL)
        return;
    for (i = 0; i < K->prog.len; i++)
        for (j = 0; j < K->block[i].num; j++)
            _kernel_relaxed_clear(K->block[i].r + j);
    flint_free(K->block);
    _arb_vec_clear(K->block_tmp, 2 * K->block_end + 2);
    K->block = NULL;
    K->block_tmp = NULL;
    K->block_end = K->block_next = 0;
}

void kernel_block_begin(kernel_ptr K, slong k0, slong k1)
{
    slong i;

    if (K->block != NULL && k0 > 0 && k0 == K->block_end && K->block_next == k0
        && k0 == K->num_done && k1 > k0 && k1 <= K->max_order + 1)
    {
        block_extend(K, k1);
        return;
    }
    kernel_block_end(K);
    if (k0 < 0 || k1 > K->max_order + 1 || (k0 != 0 && k0 != K->num_done))
    {
        flint_printf("kernel_block_begin: orders %wd..%wd out of sequence (evaluated 0..%wd, max %wd)\n",
                     k0, k1 - 1, K->num_done - 1, K->max_order);
        flint_abort();
    }
    if (k1 <= k0)
        return;
    K->block = flint_malloc(FLINT_MAX(K->prog.len, 1) * sizeof(kernel_instr_block));
    for (i = 0; i < K->prog.len; i++)
        instr_block_init(K->block + i, K->prog.ins + i, k1);
    /* tmp: k1 entries; w: the two rounded factors of a square, 2p <= n + 2
     * <= k1 + 1 entries (the last diagonal square needs one more than k1) */
    K->block_tmp = _arb_vec_init(2 * k1 + 2);
    K->block_end = k1;
    K->block_next = k0;
}

/* Coefficient n of the j-th relaxed product of B. */
static arb_srcptr rel(kernel_struct * K, kernel_instr_block * B, slong j, slong n, slong prec)
{
    return _kernel_relaxed_coeff(K, B->r + j, n, K->block_tmp, K->block_tmp + K->block_end, prec);
}

/* Coefficient k >= 1 of instruction I from its relaxed products B. */
static void block_instr_eval(kernel_struct * K, const kernel_instr * I, kernel_instr_block * B,
                             slong k, slong prec)
{
    arb_ptr d = KERNEL_SLOT(K, I->dst);
    arb_ptr d2 = (I->dst2 >= 0) ? KERNEL_SLOT(K, I->dst2) : NULL;
    arb_srcptr a = (I->a >= 0) ? KERNEL_SLOT(K, I->a) : NULL;
    arb_srcptr b = (I->b >= 0) ? KERNEL_SLOT(K, I->b) : NULL;

    switch (I->op)
    {
        case KI_MUL: case KI_SQR:
            arb_set(d + k, rel(K, B, 0, k, prec));
            break;
        case KI_EXP:
            arb_div_ui(d + k, rel(K, B, 0, k - 1, prec), (ulong) k, prec);
            break;
        case KI_SINCOS: case KI_SINHCOSH:
            arb_div_ui(d + k, rel(K, B, 0, k - 1, prec), (ulong) k, prec);
            arb_div_ui(d2 + k, rel(K, B, 1, k - 1, prec), (ulong) k, prec);
            if (I->op == KI_SINCOS)
                arb_neg(d2 + k, d2 + k);
            break;
        case KI_TAN: case KI_TANH:
            arb_div_ui(d + k, rel(K, B, 0, k - 1, prec), (ulong) k, prec);
            arb_set(d2 + k, rel(K, B, 1, k, prec));
            if (I->op == KI_TANH)
                arb_neg(d2 + k, d2 + k);
            break;
        case KI_DIV:
            /* a_k - b_k q_0 rounded once, as in the online arb_dot: with
             * a = b (x/x) the two cancel exactly, where a rounded relaxed
             * sum holding b_k q_0 would leave 2^-prec |a_k| (which an
             * unstable recurrence then amplifies) */
            arb_set(d + k, a + k);
            arb_submul(d + k, b + k, d, prec);
            if (k >= 2)
                arb_sub(d + k, d + k, rel(K, B, 0, k - 2, prec), prec);
            if (!arb_is_one(b))
                arb_div(d + k, d + k, b, prec);
            break;
        case KI_INV:
            arb_neg(d + k, rel(K, B, 0, k - 1, prec));
            if (!arb_is_one(d))
                arb_mul(d + k, d + k, d, prec);
            break;
        case KI_LOG:
            if (k == 1)
                arb_set(d + k, a + k);
            else
            {
                arb_div_ui(d + k, rel(K, B, 0, k - 2, prec), (ulong) k, prec);
                arb_sub(d + k, a + k, d + k, prec);
            }
            if (!arb_is_one(a))
                arb_div(d + k, d + k, a, prec);
            break;
        default:
            _kernel_instr_eval(K, I, k, prec);
            break;
    }
}

void _kernel_block_eval(kernel_struct * K, slong k, slong prec)
{
    const kernel_instr * I = K->prog.ins;
    slong i;

    for (i = 0; i < K->prog.len; i++)
    {
        if (K->block[i].num == 0)
            _kernel_instr_eval(K, I + i, k, prec);
        else
            block_instr_eval(K, I + i, K->block + i, k, prec);
    }
}
