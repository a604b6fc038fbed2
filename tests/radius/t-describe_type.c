/* radius_describe_type: the type and exponent of the exact cases
 * (what the ode driver prints when it stops at a singularity). */
#include <string.h>
#include "testsupport.h"
#include "cases.h"

static void check(int kind, const char * expected)
{
    tps_t a;
    radius_result_t r;
    char buf[128];
    slong n = 150;
    int len;

    tps_init(a);
    radius_case_build(a, kind, n, 256);
    radius_result_init(r);
    if (radius_estimate(r, a->coeffs, n, 256) != SERSOL_OK)
        test_fail("%s: no estimate", radius_cases[kind].name);
    len = radius_describe_type(buf, sizeof(buf), r);
    if (strcmp(buf, expected) != 0 || len != (int) strlen(expected))
        test_fail("%s: '%s', expected '%s'", radius_cases[kind].name, buf, expected);
    /* snprintf semantics: truncated, the full length returned */
    if (radius_describe_type(buf, 5, r) != len || strlen(buf) != 4)
        test_fail("%s: truncation", radius_cases[kind].name);
    radius_result_clear(r);
    tps_clear(a);
}

int main(void)
{
    radius_result_t r;
    char buf[64];

    test_start("radius describe_type");
    check(RC_GEOMETRIC, "simple pole (exponent -1)");
    check(RC_DOUBLE_POLE, "double pole (exponent -2)");
    check(RC_POW_M_HALF, "algebraic branch point (exponent -1/2)");
    check(RC_LOG, "logarithmic branch point (exponent 0)");
    check(RC_TAN, "simple pole (exponent -1)");
    radius_result_init(r);
    r->method = RADIUS_METHOD_ROOT;
    r->exponent = -0.77;
    r->exponent_err = 0.01;
    radius_describe_type(buf, sizeof(buf), r);
    if (strcmp(buf, "singularity (exponent -0.77 +- 0.01)") != 0)
        test_fail("no fraction: '%s'", buf);
    r->exponent = NAN;
    radius_describe_type(buf, sizeof(buf), r);
    if (strstr(buf, "type unknown") == NULL)
        test_fail("no exponent: '%s'", buf);
    radius_result_clear(r);
    return test_end();
}
