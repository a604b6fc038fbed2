/* Human-readable report of a radius analysis. */
#include <math.h>
#include "radius_impl.h"

/* Why an analysis has no estimate (method NONE): 8 usable coefficients
 * can still be too few for the fits of every method. */
static const char * no_estimate_reason(const radius_result_struct * r)
{
    return r->usable < RADIUS_MIN_COEFFS ? "too few usable coefficients"
           : "no method gives one from these coefficients: raise the order";
}

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
        fprintf(f, "no estimate (%s)\n", no_estimate_reason(res));
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

/* The type of the singularity from the exponent (fraction when known). */
/* Significant digits for an exponent with its uncertainty: 3 at least,
 * as many as the uncertainty supports, at most 15 (4.003 +- 3e-15 was
 * printed "4 +- 3e-15"). */
static int exponent_digits(const radius_result_struct * r)
{
    double e = fabs(r->exponent), u = r->exponent_err;
    int d = 3;
    if (e > 0 && u > 0 && isfinite(u))
        d = (int) ceil(log10(e / u)) + 1;
    return d < 3 ? 3 : (d > 15 ? 15 : d);
}

static void type_string(char * buf, size_t len, const radius_result_struct * r)
{
    slong n = r->exponent_num, d = r->exponent_den;
    if (d == 1 && n < 0)
    {
        if (n == -1)
            snprintf(buf, len, "simple pole");
        else if (n == -2)
            snprintf(buf, len, "double pole");
        else
            snprintf(buf, len, "pole of order %ld", (long) -n);
    }
    else if (d == 1 && n == 0)
        snprintf(buf, len, "logarithmic branch point");
    else if (d == 1)
        snprintf(buf, len, "branch point of (t - t*)^%ld log type", (long) n);
    else if (d > 1)
        snprintf(buf, len, "algebraic branch point, exponent %ld/%ld", (long) n, (long) d);
    else if (isfinite(r->exponent))
        snprintf(buf, len, "exponent %.*g +- %.1g", exponent_digits(r), r->exponent,
                 r->exponent_err);
    else
        snprintf(buf, len, "type unknown");
}

int radius_describe_type(char * buf, slong len, const radius_result_t res)
{
    const radius_result_struct * r = res;
    slong n = r->exponent_num, d = r->exponent_den;
    char type[64];

    if (len <= 0)
        return 0;
    if (d == 1 && n < 0)
        type_string(type, sizeof(type), r);          /* the pole names */
    else if (d == 1 && n == 0)
        snprintf(type, sizeof(type), "logarithmic branch point");
    else if (d == 1)
        snprintf(type, sizeof(type), "branch point of power-log type");
    else if (d > 1)
        snprintf(type, sizeof(type), "algebraic branch point");
    else if (isfinite(r->exponent))
        return snprintf(buf, len, "singularity (exponent %.*g +- %.1g)", exponent_digits(r),
                        r->exponent, r->exponent_err);
    else
        return snprintf(buf, len, "type unknown (exponent not determined)");
    if (d == 1)
        return snprintf(buf, len, "%s (exponent %ld)", type, (long) n);
    return snprintf(buf, len, "%s (exponent %ld/%ld)", type, (long) n, (long) d);
}

int radius_describe(char * buf, slong len, const radius_result_t res, double t0)
{
    char type[96];
    const radius_result_struct * r = res;

    if (len <= 0)
        return 0;
    if (r->polynomial)
        return snprintf(buf, len, "polynomial of degree %ld: no finite singularity", (long) r->degree);
    if (r->entire)
        return snprintf(buf, len, "no finite singularity detected up to order %ld (R > %.6g)",
                        (long) r->order, r->lower_bound);
    if (r->method == RADIUS_METHOD_NONE)
        return snprintf(buf, len, "no radius estimate (%s)", no_estimate_reason(r));
    if (!r->agree)
        return snprintf(buf, len, "the methods disagree: R = %.3g +- %.2g, angle %.3g +- %.2g "
                        "(their intervals together); the nearest singularity is not located "
                        "(raise --order)", r->radius, r->radius_err,
                        fabs(r->angle) < 1e-12 ? 0.0 : r->angle, r->angle_err);
    type_string(type, sizeof(type), r);
    if (!r->conjugate_pair && r->angle <= r->angle_err + 1e-12)
        return snprintf(buf, len, "singularity ahead at t = %.10g (R = %.6g +- %.2g), %s%s",
                        t0 + r->radius, r->radius, r->radius_err, type,
                        r->count > 1 ? " (and its mirror images)" : "");
    if (!r->conjugate_pair)
        return snprintf(buf, len, "singularity behind at t = %.10g (R = %.6g +- %.2g), %s",
                        t0 - r->radius, r->radius, r->radius_err, type);
    {
        /* t0 + R e^{i angle}; a real part below rounding is written as 0 */
        double re = t0 + r->radius * cos(r->angle), im = r->radius * sin(r->angle);
        if (fabs(re) < 1e-14 * (r->radius + fabs(t0)))
            re = 0.0;
        return snprintf(buf, len, "complex singularities at t = %.10g %+.10g i and conjugate "
                        "(R = %.6g +- %.2g, angle %.6g), %s",
                        re, im, r->radius, r->radius_err, r->angle, type);
    }
}
