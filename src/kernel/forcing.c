/* Forcing nodes against their series along a step (the search of
 * kernel_forcing_search, shared by the ODE driver and the oscillator
 * solver; docs/ode.md §3 "Forcing terms").
 *
 * A term of the right-hand side that depends on t alone, such as a pulse
 * 10^-12 exp(-((t - c)/w)^2) or 10^-5/cosh(10^4 (t - c)), may be far below
 * the tolerance at the expansion point (e^-615 there) and up to its
 * height a distance away: no coefficient shows it, and when it is small
 * beside the other terms (10^-12 of cos t) neither do the drivers'
 * residual samples (compared in doubles, 10^-10 of the terms) nor the
 * search between them (whose enclosures of P' - f spread with the parts'
 * width).  Both runs printed sin 2 with 30 "verified" digits, right to 14.
 *
 * Such a term seen alone has no dependency to overestimate: its nodes with
 * one occurrence of t (kernel_num_forcing) are enclosed over an interval
 * of t as tightly as their functions allow, while their series is known.
 * A node whose enclosure over the step leaves the bound of its series'
 * polynomial there (by more than KERNEL_FORCING_REL of its terms) is
 * searched best first, the part of the largest excess halved, until its
 * enclosure there is narrow beside its excess (where the node strays
 * most); there the caller's judge tests the whole equation at the working
 * precision.  A node that strays where the equation does not care passes. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "kernel_impl.h"

#define FORCING_DEPTH KERNEL_FORCING_DEPTH
#define FORCING_BUDGET KERNEL_FORCING_BUDGET
#define FORCING_REL KERNEL_FORCING_REL

/* A node in which t occurs more than once is enclosed through its
 * mean-value form (src/kernel/interval.c), whose overestimate is of second
 * order in the part's width: over a flank of 2/(e^u + e^-u) it left the
 * bound by 10^-3 of its width at every part 2^-8 of the step wide, and the
 * search spent its budget there.  So that much of the width is allowed.
 * A feature the series misses leaves by about the width of the part that
 * holds it once that part is narrow (its height is the width there); the
 * features inside such a node come from the forcing nodes it is made of,
 * each searched by itself.  Where the derivative itself cancels, as in
 * (1 - cos u)/u^2 (sin u against 2 (1 - cos u)/u), the overestimate
 * stays above that at every part 2^-5 of the step wide and more; so a
 * part of such a node still unresolved at the depth or budget is judged
 * by the equation at its midpoint, not counted as a miss, unless the node
 * reads a state enclosed by its series (see node_search) (a narrow
 * feature of such a node off that midpoint would pass; the nodes of one
 * occurrence it is made of are searched by themselves). */
#define FORCING_MULTI_REL 0.0625
/* ... and such a node's search stops after this many evaluations (the
 * pulses of the forms grid, scripts/pulse_grid.py --forms, are located in
 * 50-70; y' = cos t + sin(100 (t + 1))/sin(50 (t + 1)), whose quotient
 * resolves nowhere, spent the whole budget at every step: 8.5 s for 1.5;
 * 112, enough for a dive to the depth, turned helper-67's g21022 into exit
 * 1: the budget of its node of a state spent on an overestimate, the part
 * then popped, 2^-5 of the step, is judged by its area, a miss, and 400
 * steps in a row were cut). */
#define FORCING_MULTI_BUDGET 100
#define FORCING_DIVE 32
/* Unresolved parts judged by their area once the budget is spent. */
#define FORCING_SPENT_PARTS 8
/* A node that reads a state enclosed by its series though not determined
 * by t alone (KERNEL_SERIES_STATE: a pulse exp(-((s - c)/w)^2) with s' = 1
 * + 10^-30 y) is searched only when, over the whole step, it leaves its
 * polynomial's bound by more than FORCING_STATE_WIDTH of its enclosure's
 * width and FORCING_STATE_TERMS times its series' terms: a feature the
 * series misses there does both (such a pulse far from its peak: its
 * terms 0 or e^-600, its enclosure [0, 1], the excess 0.94 of it, the
 * most the allowance of FORCING_MULTI_REL leaves; a step tanh((s - c)/w):
 * terms 1, the excess 1.87, which 4 times the terms left unsearched and
 * wrong in the 12th digit; a dip 1 - tanh^2: terms 1, the excess 0.94,
 * wrong by 1e-7 at 15 digits with once the terms; and any enclosure
 * beyond a double where the series is not, as e^(u/w) of a sech written
 * with exponentials), while the states' enclosures over a whole step
 * overestimate smooth nodes by up to 0.60 of the width and 0.75 of the
 * terms, not both at once (the Kepler problem at 30-1000 digits, e = 0.5
 * and 0.9; a circular orbit's quotient, whose series is nearly constant,
 * did both in 4 steps of 3357: searched, judged, passed), and searching
 * every such overestimate (each to its budget at every step) made the
 * Kepler problem 3-8 times slower.  The terms are those of order 1 and
 * more (since 2026-11-25: a step's plateau, coefficient 0, hid its tail;
 * Kepler at 30, 100 and 300 digits, e = 0.5 and 0.9, the same output and
 * time). */
#define FORCING_STATE_WIDTH 0.75
#define FORCING_STATE_TERMS 0.5
/* The parts a side that feature_area may take (doubling: 2^40 times the
 * located part's width). */
#define FORCING_AREA_PARTS 40

typedef struct
{
    const kernel_struct * K;
    kernel_forcing_search_t * S;
    slong nf, len;          /* forcing nodes; terms per node */
    double * g;             /* nf x len: coefficient k of node j times s^k */
    double * size;          /* nf: sum_k |g_jk| (-1: a coefficient beyond a double) */
    double * vary;          /* nf: sum_{k >= 1} |g_jk|, the terms that vary */
    arf_struct * shift;     /* nf: the midpoint of coefficient 0, taken out of the
                             * enclosures before they are rounded to doubles
                             * (kernel_forcing_on_shifted) and out of g: the
                             * comparison sees a tail on a plateau, 3e-11 of it */
    double * rad;           /* nf: sum_k rad(a_jk) |s|^k, the series' own blur */
    double * lo, * hi;      /* nf: the nodes' enclosures over the last part */
    char * multi;           /* nf: t occurs more than once in node j */
    char * state;           /* nf: node j reads a KERNEL_SERIES_STATE input */
    char * series;          /* nf: node j reads an input enclosed by its series */
    slong prec;             /* bits of the enclosures of the node searched */
    slong evals;
}
forcing_probe;

/* x_k = a_k s^k in doubles (midpoints); 0 when one is not a finite
 * double (it underflows to 0 silently: a series far below 1e-308). */
static int scaled_coeffs(double * x, arb_srcptr a, slong len, arb_srcptr s)
{
    arb_t p, y;
    slong k;
    int ok = 1;

    arb_init(p);
    arb_init(y);
    arb_one(p);
    for (k = 0; k < len; k++)
    {
        arb_mul(y, a + k, p, 64);
        x[k] = arf_get_d(arb_midref(y), ARF_RND_NEAR);
        ok = ok && isfinite(x[k]);
        arb_mul(p, p, s, 64);
    }
    arb_clear(p);
    arb_clear(y);
    return ok;
}

/* An upper bound of sum_k rad(a_k) |s|^k, the blur of the series'
 * polynomial anywhere on the step (inf beyond a double).  The midpoints g
 * of a sum that cancels are the rounding of its terms: 1 - tanh(u)^2 =
 * 1.2e-108 has the series 3.6e-43 +- 3.6e-43 at the working precision of
 * 140 bits, which left its enclosure by all of that at every step, and the
 * equation, judged there, cut the steps to nothing (an el3 run). */
static double series_blur(arb_srcptr a, slong len, arb_srcptr s)
{
    mag_t sum, p, x, y;
    slong k;
    double b;

    mag_init(sum);
    mag_init(p);
    mag_init(x);
    mag_init(y);
    mag_one(p);
    arb_get_mag(x, s);
    for (k = 0; k < len; k++)
    {
        mag_mul(y, arb_radref(a + k), p);
        mag_add(sum, sum, y);
        mag_mul(p, p, x);
    }
    b = mag_is_finite(sum) ? mag_get_d(sum) : INFINITY;
    mag_clear(sum);
    mag_clear(p);
    mag_clear(x);
    mag_clear(y);
    return b;
}

/* The nodes' enclosures over t = t0 + s [lo, hi] (s: its midpoint; the
 * ends rounded outward) into F->lo, F->hi. */
static void forcing_on(forcing_probe * F, double lo, double hi, slong prec)
{
    arf_t a, b;
    arb_t x, y;

    arf_init(a);
    arf_init(b);
    arb_init(x);
    arb_init(y);
    /* (outward, as the comment above says: rounded to nearest, the step's
     * end t0 + s could fall up to half an ulp of prec bits short of it) */
    arb_set_d(x, lo);
    arb_set_d(y, hi);
    arb_mul_arf(x, x, arb_midref(F->S->s), prec);
    arb_mul_arf(y, y, arb_midref(F->S->s), prec);
    arb_add_arf(x, x, arb_midref(F->S->t0), prec);
    arb_add_arf(y, y, arb_midref(F->S->t0), prec);
    if (arf_sgn(arb_midref(F->S->s)) < 0)
        arb_swap(x, y);         /* (a step backwards) */
    arb_get_lbound_arf(a, x, prec);
    arb_get_ubound_arf(b, y, prec);
    kernel_forcing_on_shifted(F->lo, F->hi, F->K, a, b, prec, F->shift);
    arb_clear(x);
    arb_clear(y);
    F->evals++;
    arf_clear(a);
    arf_clear(b);
}

/* Node j's polynomial G(m) = sum g_k m^k, and A(x), A'(x) of the |g_k|. */
static void node_poly(double * G, double * A, double * dA, const forcing_probe * F, slong j,
                      double m, double x)
{
    const double * g = F->g + j * F->len;
    slong k;

    *G = *A = *dA = 0.0;
    for (k = F->len - 1; k >= 0; k--)
    {
        *G = *G * m + g[k];
        *A = *A * x + fabs(g[k]);
        if (k >= 1)
            *dA = *dA * x + (double) k * fabs(g[k]);
    }
}

/* How far node j's enclosure (F->lo, F->hi) leaves the bound of its
 * polynomial G(sigma) = sum g_k sigma^k over [m - r, m + r]: G(m) +- r
 * A'(|m| + r) with A the polynomial of the |g_k| (a bound of the
 * variation that needs no subtraction), widened by 1e-13 A(|m| + r) for
 * the rounding, FORCING_REL of the node's terms that vary (k >= 1), the
 * blur of the series' coefficients (series_blur) and 2^(16 - prec) of its
 * coefficient 0, which both sides have taken out (F->shift; a plateau's
 * tail of 3e-11 of it, 12.5 widths before a step's edge, was within
 * FORCING_REL of all the terms, and y(5) at 60 digits wrong by 4e-49,
 * helper-65's c2184).  <= 0: inside; also
 * 0 where the enclosure is undefined (NaN: a pole, the pole search's);
 * DBL_MAX where it reaches beyond a double while the series' terms do not
 * (an overestimate, halved away, or a feature the series misses). */
static double node_excess(const forcing_probe * F, slong j, double m, double r)
{
    double G, A, dA, lo = F->lo[j], hi = F->hi[j], e;

    if (isnan(lo) || isnan(hi) || F->size[j] < 0.0)
        return 0.0;
    if (!isfinite(lo) || !isfinite(hi))
        return DBL_MAX;     /* beyond a double where the series is not: halve */
    node_poly(&G, &A, &dA, F, j, m, fabs(m) + r);
    e = r * dA + 1e-13 * A + FORCING_REL * F->vary[j] + F->rad[j]
        + ldexp(F->size[j] - F->vary[j], 16 - (int) F->prec) + 1e-300;  /* (|g_0|) */
    if (F->multi[j])    /* its mean-value form's second-order overestimate */
        e += FORCING_MULTI_REL * (hi - lo);
    if (!isfinite(e) || !isfinite(G))
        return 0.0;
    if (getenv("SERSOL_FORCING_DEBUG") != NULL)
        fprintf(stderr, "forcing: node %ld over %.17g +- %.3g: [%.17g, %.17g] against %.17g +- %.3g\n",
                (long) j, m, r, lo, hi, G, e);
    return fmax(hi - (G + e), (G - e) - lo);
}

/* A part [lo, hi] of the step where node j leaves its polynomial by
 * excess; spread: the width of the node's enclosure there. */
typedef struct
{
    double lo, hi, excess, spread;
    int near_00;            /* next to a removable 0/0 (kernel_forcing_near_00) */
}
forcing_part;

/* Node j's part (lo, hi) evaluated: excess and spread set. */
static forcing_part part_eval(forcing_probe * F, slong j, double lo, double hi)
{
    forcing_part p;
    forcing_on(F, lo, hi, F->prec);
    p.lo = lo;
    p.hi = hi;
    p.excess = node_excess(F, j, 0.5 * (lo + hi), 0.5 * (hi - lo));
    p.spread = F->hi[j] - F->lo[j];
    p.near_00 = kernel_forcing_near_00(F->K, j);
    return p;
}

/* A bound of |node - G| over the part m +- r of the last evaluation:
 * max(hi - G(m), G(m) - lo) + r A'(|m| + r); -1 when not finite. */
static double node_deviation(const forcing_probe * F, slong j, double m, double r)
{
    double G, A, dA, d;

    node_poly(&G, &A, &dA, F, j, m, fabs(m) + r);
    d = fmax(F->hi[j] - G, G - F->lo[j]) + r * dA;
    return isfinite(d) ? d * (1.0 + 1e-12) : -1.0;
}

/* A bound of the integral of |node j - G| over the located part p and the
 * parts beside it, doubling in width outward on each side until the node
 * is back within its polynomial's bound there (that last part counted
 * too) or the step ends, those parts spanning [*flo, *fhi]: -1 when a
 * bound is not finite or the node does not come back within
 * FORCING_AREA_PARTS parts a side. */
static double feature_area(double * flo, double * fhi, forcing_probe * F, slong j, forcing_part p)
{
    double area, w0 = p.hi - p.lo;
    int side;

    part_eval(F, j, p.lo, p.hi);
    area = node_deviation(F, j, 0.5 * (p.lo + p.hi), 0.5 * w0);
    if (area < 0.0)
        return -1.0;
    area *= w0;

    for (side = -1; side <= 1; side += 2)
    {
        double a = (side < 0) ? p.lo : p.hi, w = w0;
        slong k;
        for (k = 0; ; k++, w *= 2.0)
        {
            double lo = (side < 0) ? fmax(0.0, a - w) : a, hi = (side < 0) ? a : fmin(1.0, a + w);
            double m = 0.5 * (lo + hi), r = 0.5 * (hi - lo), d;
            forcing_part q;
            if (!(hi > lo))
                break;                  /* (the step's end) */
            if (k >= FORCING_AREA_PARTS)
                return -1.0;
            q = part_eval(F, j, lo, hi);
            d = node_deviation(F, j, m, r);
            if (d < 0.0)
                return -1.0;
            area += d * (hi - lo);
            a = (side < 0) ? lo : hi;
            if (q.excess <= 0.0)
                break;
        }
        if (side < 0)
            *flo = a;
        else
            *fhi = a;
    }
    return area;
}


/* Whether node j's excess over p is rounding: at twice the bits and 64
 * more it shrinks below 2^-32 of itself (log(1 + exp(-u^2)) far from the
 * pulse: log [1, 1 + 2^-127] = [0, 6e-39] against a series of 0, over
 * every part at every depth), where a feature's stays. */
static int excess_is_rounding(forcing_probe * F, slong j, forcing_part p)
{
    double e;
    forcing_on(F, p.lo, p.hi, 2 * F->prec + 64);
    e = node_excess(F, j, 0.5 * (p.lo + p.hi), 0.5 * (p.hi - p.lo));
    return e < ldexp(p.excess, -32);
}

/* The bits at which node j, whose excess over the whole step (top) was
 * found at the caller's tprec, is searched; 0 when that excess is
 * rounding.  A sum whose terms cancel (kernel_num_forcing) may be far
 * below the rounding of its terms: 1 - tanh(u)^2 = 4e-44 is [-1.8e-38,
 * 1.8e-38] at 128 bits, an excess the same over every part, which no
 * halving resolves.  So while twice the bits and 64 more take a quarter
 * or more off the excess or off the enclosure's width (a node of a state
 * is searched only when its excess is most of that width: the tail's
 * [-6.7e-44, 2.0e-43] at 146 bits was not, its [0, 1.5e-43] at 356 bits
 * is), those bits are taken (at most FORCING_PREC_ROUNDS times, or until
 * they pass the caller's wprec + 64); the excess is rounding only when it
 * shrinks below 2^-32 of itself from wprec + 64 bits or more on (a tail of
 * 2^-170 of its terms shrinks that much from 128 to 320 bits, and matters
 * at 60 digits: 3e-3 (tanh(u)^2 - 1), 60 widths before the dip, was
 * dismissed when the shrink to 320 bits counted; helper-65's c2018). */
#define FORCING_PREC_ROUNDS 6
static slong search_prec(forcing_probe * F, slong j, forcing_part top)
{
    slong p = F->S->tprec, q, round;
    double e0 = top.excess, e1, w0 = top.spread, w1;

    for (round = 0; round < FORCING_PREC_ROUNDS || (p < F->S->wprec + 64 && round < 24); round++)
    {
        q = 2 * p + 64;
        forcing_on(F, top.lo, top.hi, q);
        e1 = node_excess(F, j, 0.5 * (top.lo + top.hi), 0.5 * (top.hi - top.lo));
        w1 = F->hi[j] - F->lo[j];
        if (e1 >= 0.75 * e0 && w1 >= 0.75 * w0)
            return p;                   /* the excess and the width are the node's */
        if (e1 < ldexp(e0, -32) && p >= F->S->wprec + 64)
            return 0;                   /* rounding, still above the working bits */
        if (e1 <= 0.0)
            return 0;                   /* within the bound with more bits */
        p = q;
        e0 = e1;
        w0 = w1;
    }
    return p;
}

/* Whether node j, which reads a KERNEL_SERIES_STATE input, leaves its
 * polynomial over the step (top, evaluated last) by enough to be searched
 * (FORCING_STATE_WIDTH). */
static int state_node_strays(const forcing_probe * F, slong j, forcing_part top)
{   /* (the terms of order 1 and more: a box, a step's plateau, is its
     * coefficient 0 far from its edges, and its tail there strays by little
     * beside it; helper-65's c2031, c2202; Kepler's nodes cost the same) */
    double size = (F->size[j] < 0.0) ? 0.0 : F->vary[j];
    if (top.excess == DBL_MAX)
        return 1;       /* beyond a double where the series is not (e^(u/w) of a sech) */
    return top.excess > FORCING_STATE_WIDTH * top.spread
           && top.excess > FORCING_STATE_TERMS * size;
}

/* The part of the largest excess among q[0..n), the narrowest of equal
 * ones, taken out of q (a box whose enclosure is [-1, 1] in every part
 * near it: breadth first among the ties, the search spent its budget
 * before the depth; helper-68's f02). */
static forcing_part pop_largest_excess(forcing_part * q, slong * n)
{
    slong i, best = 0;
    forcing_part p;
    for (i = 1; i < *n; i++)
        if (q[i].excess > q[best].excess
            || (q[i].excess == q[best].excess && q[i].hi - q[i].lo < q[best].hi - q[best].lo))
            best = i;
    p = q[best];
    q[best] = q[--(*n)];
    return p;
}

/* A node of a state whose series is flat over the step (its terms that
 * vary FORCING_STATE_TAIL times below its excess) but whose enclosure
 * strays by less than FORCING_STATE_WIDTH of its width may hide a tail:
 * tanh(u + 0.1) - tanh(u), u = (s - 2.0006)/10^-5 with s' = 1 + 10^-40 y,
 * 60 widths beyond the end t = 2, is 3.4e-53 there and adds 1.7e-53 to y,
 * its terms 0; over the whole step u spans [-2e5, -60] and the difference
 * of the two enclosures is [-1.5e-52, 1.9e-52] (symmetric: the excess
 * 0.49 of the width), so y(2) printed 60 digits, wrong by 1.7e-53
 * (helper-66's h004).  Halved best first (the part of the largest excess
 * next), such a node's enclosure narrows once u spans less than 0.1
 * there, [0, 6e-53]: searched from the first part where it strays by most
 * of its width (state_node_strays), when one is found within
 * FORCING_TAIL_BUDGET evaluations; a smooth overestimate comes back within
 * its bound as its parts narrow (the mean-value forms) and is dropped.
 * Halving only the half of the larger excess missed a box inside the step
 * (helper-67's g21042, g22023, g22044: the wrong half at a coarse level,
 * printed wrong); dropping parts whose spread shrank by a third at 4
 * halvings in a row missed g22023 too.  Cost: a cancellation that no depth
 * resolves spends the budget at every step (cosh u - sinh u at u = 200:
 * helper-65's c2104 at 100 digits, which stops with no digit, more than 3
 * times its time). */
#define FORCING_STATE_TAIL 1024.0
#define FORCING_TAIL_BUDGET (2 * FORCING_DEPTH + 8)
static int state_tail_part(forcing_probe * F, slong j, forcing_part * top)
{
    forcing_part * q;
    slong n = 1, i, evals0 = F->evals;
    int found = 0;

    if (!(top->excess > FORCING_STATE_TAIL * F->vary[j]) || F->size[j] < 0.0)
        return 0;
    q = flint_malloc(sizeof(forcing_part) * (2 * FORCING_TAIL_BUDGET + 2));
    q[0] = *top;
    while (n > 0 && !found && F->evals - evals0 < FORCING_TAIL_BUDGET)
    {
        forcing_part p, h[2];
        double mid;
        p = pop_largest_excess(q, &n);
        mid = 0.5 * (p.lo + p.hi);
        if (!(p.lo < mid && mid < p.hi) || p.hi - p.lo <= ldexp(1.0, -FORCING_DEPTH))
            continue;
        h[0] = part_eval(F, j, p.lo, mid);
        h[1] = part_eval(F, j, mid, p.hi);
        for (i = 0; i < 2; i++)
            if (!found && h[i].excess > 0.0 && state_node_strays(F, j, h[i]))
            {
                *top = h[i];
                found = 1;
            }
            else if (h[i].excess > 0.0)
                q[n++] = h[i];
    }
    flint_free(q);
    if (getenv("SERSOL_FORCING_DEBUG") != NULL)
        fprintf(stderr, "forcing: node %ld (of a state, flat series) %s after %ld evaluations\n",
                (long) j, found ? "strays" : "stays within its bound",
                (long) (F->evals - evals0));
    return found;
}

/* Whether the unresolved part p of node j passes: its excess is rounding,
 * or the caller's bound of the residual's area there (S->area_share, a
 * fraction of what matters), added to those of the parts passed before
 * (*passed), stays at most 1.  The rounding test (two evaluations at more
 * bits) only where the area alone does not pass it. */
static int unresolved_part_passes(forcing_probe * F, slong j, forcing_part p, double * passed)
{
    double share = (F->S->area_share != NULL) ? F->S->area_share(F->S->data, p.lo, p.hi)
                                                : INFINITY;
    int pass = 1;
    F->evals++;     /* (an evaluation of the program too, within the budget) */
    if (*passed + share <= 1.0)
        *passed += share;
    else
        pass = excess_is_rounding(F, j, p);
    if (getenv("SERSOL_ODE_DEBUG") != NULL || getenv("SERSOL_FORCING_DEBUG") != NULL)
        fprintf(stderr, "forcing: node %ld unresolved over [%.17g, %.17g]: %s (area %.3g of what "
                "matters, %.3g passed)\n", (long) j, p.lo, p.hi,
                pass ? "passed" : "a miss", share, *passed);
    return pass;
}

/* Node j leaves its polynomial over the step (top): best first, the part
 * of the largest excess is halved until the node's enclosure there is
 * narrow beside its excess (the largest excursion, located to a quarter
 * of its size), and the residual is tested at its midpoint: the sigma of
 * a miss, or 0.  A part still wide at 2^-FORCING_DEPTH of the step (a
 * spike narrower than that) or when the budget is spent counts as a miss
 * at its midpoint, unless its excess is rounding or the caller bounds the
 * spike's area there below what matters: the step is cut, and the next
 * steps, shorter, resolve it or show it in their coefficients. */
static double node_search(forcing_probe * F, slong j, forcing_part top)
{
    forcing_part * q = flint_malloc(sizeof(forcing_part) * (2 * FORCING_BUDGET + 2));
    slong n = 1, i;
    double sigma = 0.0;

    slong evals0 = F->evals;
    double effects = 0.0;   /* of the features passed as harmless */
    double passed = 0.0;    /* the areas of the unresolved parts passed */
    slong spent_passed = 0; /* of them, after the budget */

    q[0] = top;
    while (n > 0)
    {
        forcing_part p, h[2];
        double mid;
        int spent, deep;
        p = pop_largest_excess(q, &n);
        /* (a multi node's part already narrower than 2^-FORCING_DIVE goes
         * on to the depth within the whole budget: a box 1e-130 wide in z,
         * z' = cos t, just beyond T at 100 digits, held by every part near
         * the step's end, left the search at 2^-44 and y(1) printed
         * without its tail, helper-68's e25; a larger multi budget instead
         * spent more on overestimates, see FORCING_MULTI_BUDGET) */
        spent = F->evals >= FORCING_BUDGET
                || (F->multi[j] && F->evals - evals0 >= FORCING_MULTI_BUDGET
                    && p.hi - p.lo > ldexp(1.0, -FORCING_DIVE));
        mid = 0.5 * (p.lo + p.hi);
        if (p.spread <= 0.25 * p.excess)
        {   /* located: the node strays most here */
            if (F->state[j] && F->S->states_inexact)
            {   /* (the judge would test the equation where the state's
                 * series, not the solution, places the feature) */
                sigma = mid;
                break;
            }
            sigma = F->S->miss_at(F->S->data, mid) ? mid : 0.0;
            if (sigma > 0.0 && F->S->feature_effect != NULL)
            {   /* a feature too narrow for the steps may not matter */
                double flo = p.lo, fhi = p.hi, area = feature_area(&flo, &fhi, F, j, p);
                if (area >= 0.0)
                    effects += F->S->feature_effect(F->S->data, mid, p.excess, area);
                if (getenv("SERSOL_ODE_DEBUG") != NULL || getenv("SERSOL_FORCING_DEBUG") != NULL)
                    fprintf(stderr, "forcing: node %ld strays by %.3g at %.17g, area %.3g over "
                            "[%.17g, %.17g]: effects %.3g\n", (long) j, p.excess, mid, area, flo,
                            fhi, effects);
                if (area >= 0.0 && effects <= 1.0)
                {   /* harmless: its parts dropped, the search goes on */
                    for (i = 0; i < n; )
                        if (q[i].hi > flo && q[i].lo < fhi)
                            q[i] = q[--n];
                        else
                            i++;
                    sigma = 0.0;
                    continue;
                }
            }
            break;
        }
        deep = p.hi - p.lo <= ldexp(1.0, -FORCING_DEPTH);
        if ((deep || spent || !(p.lo < mid && mid < p.hi)) && p.near_00)
            continue;   /* beside a removable 0/0: the pole search's, as a pole */
        if (deep || spent || !(p.lo < mid && mid < p.hi))
        {
            if (F->multi[j] && !F->state[j])
            {   /* (see FORCING_MULTI_REL: the equation judges there) */
                sigma = F->S->miss_at(F->S->data, mid) ? mid : 0.0;
                if (sigma == 0.0 && deep && F->series[j])
                {   /* at the depth the part's area must not matter either: a
                     * box 1e-27 wide in z, z' = cos t, whose edge lies 3.6e-27
                     * beyond z(1), adds 9e-13 to y within 1e-26 of t = 1,
                     * where the part of 2^-48 of the step holding it had its
                     * midpoint far from it, and y(1) printed sin 1 with 15
                     * digits (helper-68's d00); a clock s' = z, z' = 0 likewise
                     * (l06).  The overestimate of a node whose derivative
                     * cancels is of the part's width squared there, and its
                     * area nothing.  Only for a node that reads a state
                     * enclosed by its series, which may hold a feature the
                     * steps never met (its drift): the areas of a node of t
                     * alone whose cancellation no depth resolves, cosh u -
                     * sinh u at u = 200 (helper-66's c7043), were misses at
                     * every step, twice its steps and 2.4 times its time.
                     * (The search ends there, as at the budget) */
                    if (!unresolved_part_passes(F, j, p, &passed))
                        sigma = mid;
                }
                if (getenv("SERSOL_ODE_DEBUG") != NULL || getenv("SERSOL_FORCING_DEBUG") != NULL)
                    fprintf(stderr, "forcing: node %ld (t more than once) unresolved over "
                            "[%.17g, %.17g]: %s\n", (long) j, p.lo, p.hi,
                            sigma > 0.0 ? "a miss" : "judged no miss at its midpoint");
                break;
            }
            /* (a node of a state, unresolved: a pulse 2e-7 wide in x over a step
             * of 3.4 that crosses it three times spent the budget, and the
             * midpoint of the part then popped, far from every crossing,
             * passed: x' = v, v' = -4 x + 10^-4 sech((x - 1.9293)/2e-7)
             * printed the values without the pulse with 35 digits.  The
             * search goes on after a part passed: a clock s' = 1 + 1e-400 y
             * from 123456789.123, widened by its drift, 7e-28, holds a box
             * 1e-29 wide just beyond T over the last 1.3e-5 of the step, but
             * the part at the depth popped first, the last 2^-48, had no
             * area, the search stopped there and y(2) printed sin 2 with 15
             * digits, wrong by 1.2e-12: helper-68's g07).  Once the
             * budget is spent, at most FORCING_SPENT_PARTS such parts are
             * judged (the largest excess first), and each area counts as
             * an evaluation: judging every part left took 200 areas a step
             * where a box far below the clock's resolution keeps the
             * search busy (helper-67's q02: 39 s to exit 1; now 28 s,
             * against 4.5 s when the search stopped at the first part).
             * The sum is conservative: the drift, an estimate, puts boxes
             * a few widths beyond T inside parts the truth does not reach,
             * and some runs that printed the truth stop now (docs/ode.md
             * §3) */
            if (!unresolved_part_passes(F, j, p, &passed))
            {
                sigma = mid;
                break;
            }
            if (spent && ++spent_passed >= FORCING_SPENT_PARTS)
                break;
            continue;
        }
        h[0] = part_eval(F, j, p.lo, mid);
        h[1] = part_eval(F, j, mid, p.hi);
        for (i = 0; i < 2; i++)
            if (h[i].excess > 0.0)
                q[n++] = h[i];
    }
    flint_free(q);
    return sigma;
}

slong kernel_forcing_tprec(const arb_t t0, const arb_t s)
{
    slong et = ARF_EXP(arb_midref(t0)), es = ARF_EXP(arb_midref(s)), gap = 0;
    if (!arf_is_zero(arb_midref(t0)) && !arf_is_zero(arb_midref(s)) && !COEFF_IS_MPZ(et)
        && !COEFF_IS_MPZ(es) && et > es)
        gap = FLINT_MIN(et - es, 4096);
    return 64 + gap + FORCING_DEPTH + 16;
}

double kernel_forcing_search(const kernel_struct * K, kernel_forcing_search_t * S)
{
    forcing_probe F;
    forcing_part * top;
    slong j, len = 0;
    double sigma = 0.0;

    S->evals = 0;
    if (kernel_num_forcing(K) == 0 || S->len < 1)
        return 0.0;
    F.K = K;
    F.S = S;
    F.nf = kernel_num_forcing(K);
    kernel_forcing_series(K, 0, &len);
    F.len = FLINT_MIN(len, S->len);
    F.evals = 0;
    if (F.len < 1)
        return 0.0;
    ((kernel_struct *) K)->iv_widen = S->state_widen;   /* (interval scratch) */
    F.g = flint_malloc(sizeof(double) * F.nf * F.len);
    F.size = flint_malloc(sizeof(double) * F.nf);
    F.vary = flint_malloc(sizeof(double) * F.nf);
    F.shift = flint_malloc(sizeof(arf_struct) * F.nf);
    for (j = 0; j < F.nf; j++)
        arf_init(F.shift + j);
    F.prec = S->tprec;
    F.rad = flint_malloc(sizeof(double) * F.nf);
    F.lo = flint_malloc(sizeof(double) * F.nf);
    F.hi = flint_malloc(sizeof(double) * F.nf);
    F.multi = flint_malloc(F.nf);
    F.state = flint_malloc(F.nf);
    F.series = flint_malloc(F.nf);
    top = flint_malloc(sizeof(forcing_part) * F.nf);
    for (j = 0; j < F.nf; j++)
    {
        slong k, l;
        arb_srcptr a = kernel_forcing_series(K, j, &l);
        F.size[j] = -1.0;       /* (a coefficient beyond a double: not checked) */
        F.multi[j] = kernel_forcing_multi(K, j);
        F.state[j] = kernel_forcing_state(K, j);
        F.series[j] = kernel_forcing_reads_series(K, j);
        F.rad[j] = series_blur(a, F.len, S->s);
        if (scaled_coeffs(F.g + j * F.len, a, F.len, S->s))
            for (k = 0, F.size[j] = 0.0; k < F.len; k++)
                F.size[j] += fabs(F.g[j * F.len + k]);
        if (!isfinite(F.size[j]))
            F.size[j] = -1.0;
        F.vary[j] = 0.0;
        if (F.size[j] >= 0.0)
        {   /* (coefficient 0 leaves g for shift, exact) */
            arf_set(F.shift + j, arb_midref(a));
            F.vary[j] = F.size[j] - fabs(F.g[j * F.len]);
            F.g[j * F.len] = 0.0;
        }
    }
    /* the whole step: one evaluation for every node */
    forcing_on(&F, 0.0, 1.0, S->tprec);
    for (j = 0; j < F.nf; j++)
    {
        top[j].lo = 0.0;
        top[j].hi = 1.0;
        top[j].excess = node_excess(&F, j, 0.5, 0.5);
        top[j].spread = F.hi[j] - F.lo[j];
        top[j].near_00 = kernel_forcing_near_00(K, j);
    }
    for (j = 0; j < F.nf && sigma == 0.0; j++)
    {
        int strays;
        if (!(top[j].excess > 0.0))
            continue;
        /* (a node of a state that does not stray is searched at more bits
         * only where its enclosure is as narrow as the rounding of its
         * terms may make it: the others, the overestimates of smooth
         * nodes, cost no evaluation, see FORCING_STATE_WIDTH) */
        strays = !F.state[j] || state_node_strays(&F, j, top[j]);
        if (!strays && !(top[j].spread < ldexp(1.0, -(int) (S->tprec / 2))))
            F.prec = S->tprec;
        else if ((F.prec = search_prec(&F, j, top[j])) == 0)
            continue;
        else if (F.prec != S->tprec)
        {
            top[j] = part_eval(&F, j, 0.0, 1.0);    /* (at the search's bits) */
            strays = !F.state[j] || state_node_strays(&F, j, top[j]);
        }
        if (!strays)
            strays = state_tail_part(&F, j, &top[j]);
        if (!strays)
        {   /* (see FORCING_STATE_WIDTH) */
            if (getenv("SERSOL_FORCING_DEBUG") != NULL)
                fprintf(stderr, "forcing: node %ld (of a state) leaves its series by %.3g (terms "
                        "%.3g, width %.3g at %ld bits): not searched\n", (long) j,
                        top[j].excess, F.size[j], top[j].spread, (long) F.prec);
            continue;
        }
        if (getenv("SERSOL_ODE_DEBUG") != NULL || getenv("SERSOL_FORCING_DEBUG") != NULL)
            fprintf(stderr, "forcing: node %ld leaves its series by %.3g (terms %.3g, "
                    "width %.3g at %ld bits)\n", (long) j, top[j].excess, F.size[j],
                    top[j].spread, (long) F.prec);
        sigma = node_search(&F, j, top[j]);
    }
    if ((getenv("SERSOL_ODE_DEBUG") != NULL || getenv("SERSOL_FORCING_DEBUG") != NULL)
        && sigma > 0.0)
        fprintf(stderr, "forcing: %ld evaluations, miss at %.9g\n", (long) F.evals, sigma);
    S->evals = F.evals;
    ((kernel_struct *) K)->iv_widen = NULL;
    flint_free(F.g);
    flint_free(F.size);
    flint_free(F.vary);
    for (j = 0; j < F.nf; j++)
        arf_clear(F.shift + j);
    flint_free(F.shift);
    flint_free(F.rad);
    flint_free(F.lo);
    flint_free(F.hi);
    flint_free(F.multi);
    flint_free(F.state);
    flint_free(F.series);
    flint_free(top);
    return sigma;
}
