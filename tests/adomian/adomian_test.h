/* Test helpers for the adomian module. */
#ifndef SERSOL_ADOMIAN_TEST_H
#define SERSOL_ADOMIAN_TEST_H

#include "testsupport.h"
#include "sersol/adomian.h"

/* Allocates and initialises n series. */
static inline tps_struct * at_vec_init(slong n)
{
    slong i;
    tps_struct * v = flint_malloc((n + 1) * sizeof(tps_struct));
    for (i = 0; i < n; i++)
        tps_init(v + i);
    return v;
}

static inline void at_vec_clear(tps_struct * v, slong n)
{
    slong i;
    for (i = 0; i < n; i++)
        tps_clear(v + i);
    flint_free(v);
}

/* Fails unless a and b overlap coefficientwise on their common length
 * (both must have length len). */
static inline void at_check_overlap(const char * what, const tps_t a, const tps_t b, slong len)
{
    if (a->length != len || b->length != len)
        test_fail("%s: lengths %ld and %ld, expected %ld", what, (long) a->length,
                  (long) b->length, (long) len);
    test_check_overlap(what, a, b);
}

#endif
