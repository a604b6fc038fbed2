/* tps_shift_left, tps_shift_right: coefficient positions, lengths,
 * shift_right(shift_left(a, k), k) = a, aliasing, shifts past the length. */
#include "tpstest.h"

int main(void)
{
    slong iter;

    test_start("tps shift");
    for (iter = 0; iter < test_iters(1000); iter++)
    {
        slong n = tt_len(40), k = n_randint(test_state, 50), prec = tt_prec(2000), i;
        tps_t a, b, c;

        tps_init(a); tps_init(b); tps_init(c);
        tt_rand_tps(a, n, prec);
        tt_rand_tps(b, n_randint(test_state, 60), prec);   /* stale contents */
        tps_shift_left(b, a, k);
        if (b->length != n + k)
            test_fail("shift_left length %ld, expected %ld", (long) b->length, (long) (n + k));
        for (i = 0; i < n + k; i++)
            if (i < k ? !arb_is_zero(b->coeffs + i) : !arb_equal(b->coeffs + i, a->coeffs + i - k))
                test_fail("shift_left coefficient %ld", (long) i);
        for (i = n + k; i < b->alloc; i++)
            if (!arb_is_zero(b->coeffs + i))
                test_fail("shift_left left a nonzero coefficient beyond the length");
        tps_set(c, a);
        tps_shift_left(c, c, k);
        if (!tps_equal(c, b))
            test_fail("shift_left aliasing");

        tps_shift_right(c, b, k);
        if (!tps_equal(c, a))
            test_fail("shift_right(shift_left(a, k), k) != a");
        tps_shift_right(b, b, k);
        if (!tps_equal(b, a))
            test_fail("shift_right aliasing");
        for (i = b->length; i < b->alloc; i++)
            if (!arb_is_zero(b->coeffs + i))
                test_fail("shift_right left a nonzero coefficient beyond the length");

        /* shifting right past the length leaves the empty series */
        tps_set(c, a);
        tps_shift_right(c, c, n + (slong) n_randint(test_state, 5));
        if (c->length != 0)
            test_fail("shift_right past the length");
        tps_shift_right(b, a, n_randint(test_state, n + 1));
        if (b->length > n)
            test_fail("shift_right length");
        tps_clear(a); tps_clear(b); tps_clear(c);
    }
    return test_end();
}
