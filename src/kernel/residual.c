/* The search between residual samples, shared by the ODE driver
 * (src/ode/solve.c) and the oscillator solver (src/osc/residual.c).
 *
 * A step's truncation error is estimated from the coefficients at its
 * expansion point, which can miss a feature of an entire right-hand side
 * that leaves no trace there (a pulse exp(-((t - c)/w)^2) of width w at
 * distance c has coefficients e^(-(c/w)^2) small).  The callers compare
 * the step's solution with the equation at equally spaced samples; this
 * search looks between them.  Over an interval of the step the enclosure
 * of the right-hand side spreads by about the variation of its model (the
 * callers subtract that); a smooth right-hand side's excess spread halves
 * with the interval, a bump keeps its whole height in the half that holds
 * it.  Depth first, from the whole step, through the halves whose excess
 * did not shrink (the larger first), with a point test at the midpoint of
 * each interval visited, within KERNEL_SEARCH_BUDGET evaluations; at a
 * finest part whose spread did not shrink, or a part whose midpoint is
 * undefined, the caller may look deeper (feature_at).  A heuristic, not a
 * proof (docs/ode.md §3 "Blind spot"). */
#include <math.h>
#include "sersol/kernel.h"

/* Whether sigma is one of the caller's samples j / samples (j >= 1). */
static int is_sample(const kernel_residual_search_t * R, double sigma)
{
    double j = sigma * R->samples;
    return j >= 1 && j <= R->samples && j == floor(j);
}

/* Whether a half (spread dev) of an interval (spread dpar) is worth a
 * look: a spread above the threshold that did not shrink with the interval
 * (a smooth right-hand side's halves: about half; a bump's: all of it), or
 * one far above the terms' size (a ball too wide to tell: exp(-u^2) over
 * a wide ball of u squares it without knowing u^2 >= 0, up to e^58140). */
static int spread_suspect(const double * dev, const double * dpar, const kernel_residual_search_t * R)
{
    slong i;
    for (i = 0; i < R->n; i++)
        if (dev[i] > R->thr && (dev[i] > KERNEL_SEARCH_RATIO * dpar[i] || dev[i] > 1e3 * R->size))
            return 1;
    return 0;
}

static double spread_max(const double * dev, slong n)
{
    double m = 0.0;
    slong i;
    for (i = 0; i < n; i++)
        m = fmax(m, dev[i]);
    return m;
}

double kernel_residual_search(kernel_residual_search_t * R)
{
    slong n = R->n, top = 0, i, depth = KERNEL_SEARCH_DEPTH;
    double * lo = flint_malloc(sizeof(double) * (depth + 2) * (n + 3)), found = 0.0;
    double * hi = lo + (depth + 2), * pmax = hi + (depth + 2), * dev = pmax + (depth + 2);
    double * tmp = flint_malloc(sizeof(double) * n);

    /* a stack of at most depth + 1 intervals (each visit pushes at most
     * two children, one level deeper); dev + j n: the spread of entry j */
    if (R->spread(dev, R->data, 0.0, 1.0))
    {
        for (i = 0; i < n; i++)
            tmp[i] = 0.0;   /* (the whole step: its spread above the threshold) */
        if (spread_suspect(dev, tmp, R))
        {
            lo[0] = 0.0;
            hi[0] = 1.0;
            pmax[0] = 0.0;
            top = 1;
        }
    }
    while (top > 0 && found == 0.0 && *R->evals < KERNEL_SEARCH_BUDGET)
    {
        double a = lo[top - 1], b = hi[top - 1], m = 0.5 * (a + b), * dpar = tmp;
        int h;
        top--;
        for (i = 0; i < n; i++)
            dpar[i] = dev[top * n + i];
        if (!is_sample(R, m) && R->miss_at(R->data, m))    /* (the samples had none) */
        {
            found = m;
            break;
        }
        if (b - a < ldexp(1.0, -depth))
        {   /* a finest part whose spread did not shrink: a feature the
             * points cannot resolve, if the caller finds one there */
            if (R->feature_at != NULL
                && spread_max(dpar, n) >= KERNEL_SEARCH_RATIO * pmax[top]
                && R->feature_at(R->data, a, b))
                found = m;
            continue;
        }
        {   /* both halves; the one of larger spread on top, searched first */
            slong pushed = 0, t0 = top;
            for (h = 0; h < 2 && found == 0.0; h++)
            {
                double ca = h ? m : a, cb = h ? b : m;
                int defined = (top < depth + 1) && R->spread(dev + top * n, R->data, ca, cb);
                if (!defined && top < depth + 1 && R->feature_at != NULL
                    && R->feature_at(R->data, ca, cb))
                    found = 0.5 * (ca + cb);    /* (its midpoint undefined at 64 bits) */
                else if (defined && spread_suspect(dev + top * n, dpar, R))
                {
                    lo[top] = ca;
                    hi[top] = cb;
                    pmax[top] = spread_max(dpar, n);
                    top++;
                    pushed++;
                }
            }
            if (found != 0.0)
                break;
            if (pushed == 2 && spread_max(dev + t0 * n, n) > spread_max(dev + (t0 + 1) * n, n))
            {
                double tt;
                tt = lo[t0]; lo[t0] = lo[t0 + 1]; lo[t0 + 1] = tt;
                tt = hi[t0]; hi[t0] = hi[t0 + 1]; hi[t0 + 1] = tt;
                tt = pmax[t0]; pmax[t0] = pmax[t0 + 1]; pmax[t0 + 1] = tt;
                for (i = 0; i < n; i++)
                {
                    tt = dev[t0 * n + i];
                    dev[t0 * n + i] = dev[(t0 + 1) * n + i];
                    dev[(t0 + 1) * n + i] = tt;
                }
            }
        }
    }
    flint_free(lo);
    flint_free(tmp);
    return found;
}
