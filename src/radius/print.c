/* Human-readable report of a radius analysis. */
#include "radius_impl.h"

static const char * direction(double angle, double err)
{
    if (!isfinite(angle))
        return "direction unknown";
    if (angle <= err)
        return "positive real axis";
    if (angle >= M_PI - err)
        return "negative real axis";
    return "complex-conjugate pair at +-angle";
}

void radius_result_fprint(FILE * f, const radius_result_t res)
{
    int i;

    if (res->polynomial)
    {
        fprintf(f, "polynomial of degree %ld: no finite singularity (R = inf)\n", (long) res->degree);
        return;
    }
    if (res->entire)
    {
        fprintf(f, "no finite singularity detected up to order %ld (R > %.6g)\n",
                (long) res->order, res->lower_bound);
        return;
    }
    if (res->method == RADIUS_METHOD_NONE)
    {
        fprintf(f, "no estimate (too few usable coefficients)\n");
        return;
    }
    fprintf(f, "radius   R = %.12g +- %.2g\n", res->radius, res->radius_err);
    fprintf(f, "angle      = %.12g +- %.2g (%s)\n", res->angle, res->angle_err,
            direction(res->angle, res->angle_err));
    fprintf(f, "exponent g = %.8g +- %.2g", res->exponent, res->exponent_err);
    if (res->exponent_den > 0)
        fprintf(f, " (~ %ld/%ld)", (long) res->exponent_num, (long) res->exponent_den);
    fprintf(f, " [%s]\n", radius_method_name(res->exponent_method));
    fprintf(f, "decided by %s; methods %s%s\n", radius_method_name(res->method),
            res->agree ? "agree" : "DISAGREE", res->ambiguous ? "; AMBIGUOUS" : "");
    if (isfinite(res->radius2))
        fprintf(f, "second candidate: R = %.8g, angle = %.8g\n", res->radius2, res->angle2);
    if (res->period > 1)
        fprintf(f, "series in t^%ld (a_k = 0 unless k = %ld mod %ld): %ld singularities on the circle\n",
                (long) res->period, (long) res->offset, (long) res->period, (long) res->count);
    for (i = RADIUS_METHOD_RATIO; i < RADIUS_METHOD_COUNT; i++)
        if (res->est[i].ok)
            fprintf(f, "  %-15s R = %.10g +- %.2g  angle = %.6g +- %.2g  g = %.6g +- %.2g\n",
                    radius_method_name(i), res->est[i].radius, res->est[i].radius_err,
                    res->est[i].angle, res->est[i].angle_err,
                    res->est[i].exponent, res->est[i].exponent_err);
}
