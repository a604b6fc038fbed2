/* sersol — coefficient kernels: Taylor-mode evaluation of an expression DAG.
 *
 * A kernel compiles output expressions into a flat tape of the nodes they
 * depend on, in topological order.  Each node owns a coefficient array
 * preallocated up to max_order, so the order loop never allocates.  At order
 * k, kernel_eval_coeff computes the t^k coefficient of every node from
 * coefficients 0..k of the inputs and 0..k-1 of every node (the online
 * recurrences of tps.h).  That coefficient is exactly the Adomian polynomial
 * A_k of the node (DESIGN.md §2).
 *
 * Typical use (Taylor step of y' = f(t, y)):
 *     kernel_new(&K, ctx, inputs {t, y}, outputs {f}, N)
 *     set t_0 = t0, t_1 = 1, t_k = 0 (k >= 2), y_0
 *     for k = 0 .. N-1:  kernel_eval_coeff(K, k, prec);  y_{k+1} = f_k / (k+1)
 *
 * Documentation: docs/kernel.md. */
#ifndef SERSOL_KERNEL_H
#define SERSOL_KERNEL_H

#include <arb.h>
#include "sersol/status.h"
#include "sersol/expr.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kernel_struct kernel_struct;   /* opaque: see src/kernel/ */
typedef kernel_struct * kernel_ptr;

/* Compiles outputs[0..n_out-1] over the input variables input_vars[0..n_in-1]
 * (variable numbers of ctx).  Returns SERSOL_EINPUT (and *K = NULL) when an
 * output uses a variable that is not an input.  Coefficients 0..max_order
 * can be computed. */
int kernel_new(kernel_ptr * K, expr_ctx_ptr ctx, const slong * input_vars, slong n_in,
               const expr_ptr * outputs, slong n_out, slong max_order);
void kernel_free(kernel_ptr K);
/* Grows the coefficient storage (keeps what was computed; pointers returned
 * by kernel_input and kernel_output before the call are invalidated). */
void kernel_fit_order(kernel_ptr K, slong max_order);
slong kernel_max_order(const kernel_struct * K);

/* Coefficient array (max_order + 1 entries) of input i: the caller writes
 * coefficient k before calling kernel_eval_coeff(K, k, ...). */
arb_ptr kernel_input(kernel_ptr K, slong i);
/* Coefficient array of output j (valid up to the last order evaluated). */
arb_srcptr kernel_output(const kernel_struct * K, slong j);

/* Computes coefficient k of every node.  Orders must be evaluated in
 * sequence 0, 1, 2, ... (re-evaluating the same k again is allowed, e.g.
 * after kernel_eval_rest or after changing input coefficient k).
 * At k = 0 the domain of every function is checked at the point values:
 * SERSOL_EDOMAIN when some node is undefined there (division by a ball
 * containing 0, log/sqrt/pow of a ball not > 0, asin/acos outside (-1,1),
 * tan at a zero of cos). */
int kernel_eval_coeff(kernel_ptr K, slong k, slong prec);

/* The "rest" of the Adomian polynomials at order k >= 1: coefficient k of
 * every output computed with the inputs' coefficient k taken as zero,
 * written to rest[0..n_out-1].  The stored coefficient k of the nodes is
 * left as that rest; call kernel_eval_coeff(K, k, prec) after setting the
 * true input coefficients k. */
void kernel_eval_rest(arb_ptr rest, kernel_ptr K, slong k, slong prec);
/* The same with only the inputs i with unknown[i] != 0 taken as zero (the
 * others, e.g. the time t with t_1 = 1, keep their coefficient k);
 * unknown = NULL means every input. */
void kernel_eval_rest_partial(arb_ptr rest, kernel_ptr K, slong k, const int * unknown, slong prec);

/* Principal branches (added for the ODE driver, src/kernel/branches.c): the
 * series of sqrt(a), of a^b (b constant, not an integer) and the auxiliary
 * sqrt(1 - a^2) of asin and acos are positive at the expansion point, but
 * their analytic continuation along a step can leave the principal branch
 * without a singularity (sqrt(cos(t)^2) continues as cos t past pi/2).
 * kernel_num_branches: how many such series the program has.
 * kernel_branches_negative_at: 1 when one of them, its orders < n (at most
 * the orders evaluated), summed at t = t0 + s by Horner's rule at prec bits,
 * is certainly negative (the step crossed such a point), else 0. */
slong kernel_num_branches(const kernel_struct * K);
/* The outputs' values at the inputs' values in (out: one per output; in:
 * one per input, t first): the program at order 0; 0 when it is undefined
 * there.  The kernel is left as it was (its coefficients 0 and domain
 * record restored): the ODE driver's residual samples along a step. */
int kernel_outputs_at(arb_ptr out, const kernel_struct * K, arb_srcptr in, slong prec);
/* The same over intervals: each input ball read as the interval it
 * encloses, the program evaluated in interval arithmetic (endpoints
 * rounded outward at prec bits; src/kernel/interval.c), each output the
 * ball of its interval (or [-inf, inf]).  Ball arithmetic cannot hold a
 * range such as [1, e^600] without 0; intervals can.  0 when the program
 * is undefined somewhere on the intervals (a quotient by one holding 0, a
 * logarithm of one reaching 0, ...). */
int kernel_outputs_on(arb_ptr out, const kernel_struct * K, arb_srcptr in, slong prec);
/* Whether the program, over the same intervals, is undefined through a
 * division: its first undefined instruction a quotient (or 1/a) whose
 * divisor's interval holds 0, or a tangent with a pole inside.  A
 * candidate pole only: a removable 0/0 (sin(t)/t at 0), poles that cancel
 * (1/tan(t) - 1/t) and rounding (1/((t + 10^20) - (t + 10^20 - 1)) at 64
 * bits) count too; the ODE driver's residual search bisects and measures
 * such a candidate before it calls it a pole (src/ode/solve.c,
 * pole_confirmed).  The other domains (log, sqrt, asin, a^b of a reaching
 * 0) do not count. */
int kernel_pole_on(const kernel_struct * K, arb_srcptr in, slong prec);
/* The same test giving the index of that instruction, or -1; and the
 * enclosure over the intervals of in of instruction i's divisor (a
 * quotient's divisor, 1/a's a, cos of tan's argument) into d, 0 when an
 * instruction before i is undefined there, i is no such instruction or the
 * enclosure is not finite.  The ODE driver reads the divisor at the ends
 * of a bracket to guess where it vanishes (pole_confirmed). */
slong kernel_pole_instr_on(const kernel_struct * K, arb_srcptr in, slong prec);
int kernel_divisor_on(arb_t d, const kernel_struct * K, arb_srcptr in, slong prec, slong i);
/* Forcing nodes (added for the ODE driver's check of explicit forcing
 * terms, docs/ode.md §3 "Forcing terms"): the nodes that depend on the
 * time (input 0) alone and are the results of a quotient, power or
 * elementary function (both series of a sin/cos or sinh/cosh pair), or a
 * product of two factors that both vary with t, so that their enclosures
 * over an interval of t can be set against their series: exp(-((t -
 * c)/w)^2), 1/cosh(w (t - c)), 2/(e^u + e^-u), cos(t) sin(t), a product of
 * two pulses (each factor may pass its own test, far from its peak, where
 * its series is large, while the product's small series misses the
 * product), but not a constant multiple.  With one occurrence of t the interval
 * evaluation has no dependency to overestimate; where t occurs more than
 * once (kernel_forcing_multi) each such slot of t alone is narrowed to its
 * mean-value form (its value at the midpoint +- its derivative over the
 * interval times half the width), whose overestimate is of second order.
 * kernel_num_forcing: how many (found at the first call);
 * kernel_forcing_series: node j's coefficients from the last expansion
 * (*len of them, the orders evaluated);
 * kernel_forcing_on: the enclosures [lo[j], hi[j]] of the nodes over the
 * interval [tlo, thi] of t (its ends exact: a ball's radius has 30 bits,
 * and its blur of 10^-9 of the width made sin t stray from its series), in
 * interval arithmetic at prec bits, as doubles rounded outward (NaN where a
 * node is undefined somewhere there: a pole; -inf or inf beyond a double);
 * kernel_forcing_multi: whether t occurs more than once in node j. */
/* The search along a step (src/kernel/forcing.c, shared by the ODE driver
 * and the oscillator solver): each forcing node's enclosure over the step
 * t0 + s [0, 1] is set against its series' polynomial sum_{k < len} g_k
 * (s sigma)^k there (its bound G(m) +- r A'(|m| + r), A the polynomial of
 * the |g_k|, widened by KERNEL_FORCING_REL of the node's terms of order
 * 1 and more, g_0 taken out of both sides in full precision); a node
 * that leaves it is searched best first (the part of the largest excess
 * halved) until its enclosure over the best part is narrow beside its
 * excess, and miss_at(data, sigma) judges the equation at that part's
 * midpoint.  A part still wide at 2^-KERNEL_FORCING_DEPTH of the step, or
 * when KERNEL_FORCING_BUDGET evaluations are spent, counts as a miss
 * unless its excess is rounding (it shrinks below 2^-32 of itself at
 * twice the bits, or, for the whole step, beyond wprec + 64 bits; a node
 * whose excess halves with twice the bits is searched at those bits) or
 * the caller's bound of the equation's residual over the part and its
 * neighbours (a spike narrower than the part lies there), area_share(data,
 * lo, hi) (optional; a fraction of what matters, infinite where undefined),
 * added to those of the parts passed so far, stays at most 1: then the
 * part is passed and the search goes on with the others.  A miss at a located part is
 * put to feature_effect(data, sigma, dev, area) (optional) with dev, the
 * node's excess there (a lower bound of its deviation from the series),
 * and area, a bound of the integral of |node - series| over the part and
 * the parts around it (doubling outward) until the node is back within
 * its bound; it returns the feature's effect on the solution as a
 * fraction of what a step may leave unseen.  While the effects of the
 * features so passed add up to at most 1 (pulses too narrow for any step,
 * of negligible area), the search drops the parts there and goes on.
 * states_inexact: the series of the KERNEL_SERIES_STATE inputs in the
 * kernel do not follow the step's solution over the whole step (the
 * oscillator's phi steps hold the Taylor polynomial of x at their start,
 * of order 3 over a step of 1), so a node of such a state that strays
 * (kernel_forcing_state) is a miss where it is located, without miss_at.
 * state_widen (NULL: none): per input, how far the true value of an
 * input enclosed by its series (any kind of kernel_forcing_set_series_input)
 * may lie from its series (the error the run carries in it); its
 * enclosures are widened by that much.
 * Returns the sigma of a miss, or 0; evals: the interval evaluations
 * made. */
#define KERNEL_FORCING_REL 1e-10
#define KERNEL_FORCING_DEPTH 48
#define KERNEL_FORCING_BUDGET 400
typedef struct
{
    arb_srcptr t0, s;       /* the step: t0 + s sigma, sigma in [0, 1] */
    slong len;              /* the terms of each node's series to use */
    slong tprec;            /* bits of t over the parts */
    slong wprec;            /* the caller's working precision: an excess
                             * is rounding only when it vanishes with more
                             * bits than this (a sum that cancels) */
    int (*miss_at)(void * data, double sigma);
    double (*area_share)(void * data, double lo, double hi);
    double (*feature_effect)(void * data, double sigma, double dev, double area);
    void * data;
    int states_inexact;
    const double * state_widen;
    slong evals;
}
kernel_forcing_search_t;
double kernel_forcing_search(const kernel_struct * K, kernel_forcing_search_t * S);
/* The bits of t for the parts of the step s from t0: 64 beyond those that
 * tell 2^-KERNEL_FORCING_DEPTH of s apart at t0 (a step 10^-12 long at t0
 * = 1.5 needs 40 more), for kernel_forcing_search_t.tprec. */
slong kernel_forcing_tprec(const arb_t t0, const arb_t s);
slong kernel_num_forcing(const kernel_struct * K);
arb_srcptr kernel_forcing_series(const kernel_struct * K, slong j, slong * len);
int kernel_forcing_multi(const kernel_struct * K, slong j);
/* After kernel_forcing_on: whether node j passed through a quotient of t
 * more than once whose operands are both near 0 there (a removable 0/0
 * such as sin(u)/u, whose enclosure no halving narrows). */
int kernel_forcing_near_00(const kernel_struct * K, slong j);
/* Input i (>= 1) is a state the forcing search takes as a function of t,
 * enclosed by its series of the last expansion, so that exp(-((s -
 * c)/w)^2) is searched as exp(-((t - c)/w)^2) is.  kind:
 * KERNEL_SERIES_AFFINE, a state affine in t (a clock s' = 1, a parameter
 * held in an unknown v' = 0), exactly s_0 + s_1 (t - t_0);
 * KERNEL_SERIES_OF_T, another determined by t alone (a phase theta' = 1 +
 * cos(t)/2); KERNEL_SERIES_STATE, one that is not, which reaches a
 * function that can hide a scale (kernel_input_reaches_scale).  The last
 * two are enclosed by Horner's rule and count as t more than once
 * (kernel_forcing_multi); the nodes that read a KERNEL_SERIES_STATE input
 * are searched only where they leave their series by most of their
 * enclosure (kernel_forcing_state).  Before the first kernel_num_forcing. */
#define KERNEL_SERIES_AFFINE 1
#define KERNEL_SERIES_OF_T 2
#define KERNEL_SERIES_STATE 3
void kernel_forcing_set_series_input(kernel_struct * K, slong i, int kind);
/* Every input i >= 1 not declared above that reaches a function able to
 * hide a scale (kernel_input_reaches_scale) becomes KERNEL_SERIES_STATE
 * (the ODE driver's states that feed back, the multibody positions and
 * velocities, the oscillator's x and x').  Before the first
 * kernel_num_forcing. */
void kernel_forcing_enclose_states(kernel_struct * K);
/* Whether forcing node j reads an input of kind KERNEL_SERIES_STATE. */
int kernel_forcing_state(const kernel_struct * K, slong j);
/* Whether forcing node j reads an input enclosed by its series (any kind
 * above). */
int kernel_forcing_reads_series(const kernel_struct * K, slong j);
/* Whether input i reaches, through the program, a function that can hide a
 * scale far below a step: a quotient, power, exp, log, sqrt, tan, the
 * hyperbolic and inverse functions (every forcing function but sin and
 * cos). */
int kernel_input_reaches_scale(const kernel_struct * K, slong i);
/* The same less shift[j] for node j (before the ends are rounded to
 * doubles: a plateau 2 whose tail leaves it by 3e-11 of it shows as [-6e-11,
 * 0]); shift NULL: none. */
void kernel_forcing_on_shifted(double * lo, double * hi, const kernel_struct * K,
                               const arf_t tlo, const arf_t thi, slong prec, arf_srcptr shift);
void kernel_forcing_on(double * lo, double * hi, const kernel_struct * K, const arf_t tlo,
                       const arf_t thi, slong prec);
int kernel_branches_negative_at(const kernel_struct * K, slong n, const arb_t s, slong prec);
/* The sign of those series over a ball s of times t - t0 (an interval of
 * the step, or a point): KERNEL_BRANCH_NEGATIVE when one of them is
 * certainly negative on all of s, else KERNEL_BRANCH_UNDECIDED when the
 * enclosure of one contains a value <= 0, else KERNEL_BRANCH_POSITIVE. */
#define KERNEL_BRANCH_POSITIVE 0
#define KERNEL_BRANCH_UNDECIDED 1
#define KERNEL_BRANCH_NEGATIVE 2
int kernel_branches_sign_on(const kernel_struct * K, slong n, const arb_t s, slong prec);
/* The same test as a callback (data: a kernel; the DAE steppers and the
 * oscillator solvers pass their own, over their kernels; it answers as
 * kernel_branches_sign_on), and the search that the drivers share: the
 * first j in 1 .. samples such that a series is certainly negative at the
 * point j s / samples (the end of a step s included) or at a point between
 * it and the previous one, or 0.  Between two samples the enclosure over
 * the interval decides: when it is not certainly positive, the interval is
 * bisected (at most KERNEL_BRANCH_DEPTH levels) and the midpoints are
 * tested: a dip below 0 narrower than the samples' spacing was missed
 * (sqrt(((t - 1)^2 - 1/100)^2) on a step from 0.56 to 3 returned the
 * continuation through the dip, y(3) = 2.97 for 2.97267, with 20 digits). */
typedef int (*kernel_branch_test)(void * data, slong n, const arb_t s, slong prec);
int kernel_branch_test_kernel(void * K, slong n, const arb_t s, slong prec);
#define KERNEL_BRANCH_DEPTH 10
slong kernel_branch_first_negative(kernel_branch_test test, void * data, slong n, const arb_t s,
                                   slong samples, slong prec);

/* The search between residual samples (src/kernel/residual.c), shared by
 * the ODE driver and the oscillator solver: a step's solution was compared
 * with its equation at sigma = j / samples (j = 1 .. samples) of the step
 * and passed; the search looks between those points for a narrow bump of
 * the right-hand side.  The caller supplies
 *   spread(dev, data, lo, hi): dev[i] (i < n) = the excess spread of
 *     residual term i over sigma in [lo, hi] (its enclosure's spread less
 *     the variation of its model there; DBL_MAX when the enclosure is
 *     undefined or huge); 0 when the midpoint itself is undefined;
 *   miss_at(data, sigma): 1 when the residual misses at the point sigma;
 * each callback adds the evaluations it made to *evals.  Intervals whose
 * excess spread exceeds thr and did not shrink below KERNEL_SEARCH_RATIO
 * of their parent's (or exceeds 1e3 size) are bisected, depth first, to
 * 2^-KERNEL_SEARCH_DEPTH of the step, within KERNEL_SEARCH_BUDGET
 * evaluations.  Returns the sigma of a miss found, or 0. */
#define KERNEL_SEARCH_BUDGET 256
#define KERNEL_SEARCH_RATIO 0.6
#define KERNEL_SEARCH_DEPTH 24
typedef struct
{
    slong n;                /* residual terms */
    slong samples;          /* the points j / samples already tested */
    double thr, size;       /* miss threshold; the terms' size */
    slong * evals;          /* evaluations so far (the callbacks add theirs) */
    int (*spread)(double * dev, void * data, double lo, double hi);
    int (*miss_at)(void * data, double sigma);
    /* optional (NULL: none): 1 when the caller finds a miss inside the
     * finest part [lo, hi], whose spread did not shrink (a feature
     * narrower than the part), or inside a part whose spread was
     * undefined; the search then returns its midpoint */
    int (*feature_at)(void * data, double lo, double hi);
    void * data;
}
kernel_residual_search_t;
double kernel_residual_search(kernel_residual_search_t * R);

/* Blocks (added for the ODE driver): announces that orders k0 .. k1-1 will
 * next be evaluated by kernel_eval_coeff once each, in sequence (k0 = 0, or
 * k0 = the next order).  The kernel then replaces the O(k) Cauchy sums by
 * relaxed products (O(M(k1) log k1) in all); the results are the same balls
 * up to rounding.  When a block whose orders are all evaluated is still
 * open and k0 is its end, the block is continued to k1: its relaxed
 * products keep the work done (only the squares that the old end cut are
 * completed).  Any other call (re-evaluating an order, kernel_eval_rest,
 * an order >= k1) ends the block and falls back to the online recurrences.
 * kernel_block_begin allocates; kernel_block_end frees (kernel_free too). */
void kernel_block_begin(kernel_ptr K, slong k0, slong k1);
void kernel_block_end(kernel_ptr K);

/* Relaxed Cauchy products of caller-supplied coefficient arrays (added for
 * the ggl/el3 recursions; the same core as the blocks above, see
 * docs/kernel.md "Relaxed products of arrays").  R accumulates
 * c = sum_{i < count} u[i] * v[i] (series truncated to len coefficients)
 * and returns coefficient n of c as soon as u[i]_0..u[i]_n and
 * v[i]_0..v[i]_n are known, for O(M(len) log len) in all instead of the
 * O(len^2) of one dot product per coefficient.  Calls must ask for n in
 * nondecreasing order (asking for the last n again is allowed) and pass the
 * same factors each time (the arrays may move, their coefficients 0..n may
 * not change); a first call with n > 0 replays steps 0..n-1.  Shifts are
 * pointer offsets: sum_{j=1}^{k-1} a_j b_{k-1-j} = coefficient k-2 of
 * (a + 1) * b, so the unknown top terms never enter.  The returned pointer
 * is valid until the next call or clear.  init allocates c and scratch
 * (3 len + 2 entries); len >= 0. */
typedef struct
{
    arb_ptr c;              /* len entries: partial sums of the coefficients of c */
    arb_ptr scratch;        /* 2 len + 2 entries */
    slong len;
    slong n_done;           /* steps 0..n_done-1 have been added to c */
}
kernel_relaxed_product_struct;
typedef kernel_relaxed_product_struct kernel_relaxed_product_t[1];

void kernel_relaxed_product_init(kernel_relaxed_product_t R, slong len);
void kernel_relaxed_product_clear(kernel_relaxed_product_t R);
/* Coefficient n < len of u v. */
arb_srcptr kernel_relaxed_product_coeff(kernel_relaxed_product_t R, arb_srcptr u, arb_srcptr v,
                                        slong n, slong prec);
/* Coefficient n < len of sum_{i < count} u[i] v[i]. */
arb_srcptr kernel_relaxed_product_sum_coeff(kernel_relaxed_product_t R, const arb_srcptr * u,
                                            const arb_srcptr * v, slong count, slong n,
                                            slong prec);

/* Statistics: nodes on the tape, and the nonlinear ones (products of two
 * non-constant series, quotients, elementary functions): the unit of the
 * "distance to the mullow limit" in bench/. */
slong kernel_num_nodes(const kernel_struct * K);
slong kernel_num_nonlinear(const kernel_struct * K);
/* The Cauchy products per order those nodes need: one for a product,
 * square, quotient, exp, log, power or sqrt; two for sin/cos, sinh/cosh,
 * tan, tanh (two series), atan, asin, acos (an auxiliary series and a
 * quotient).  bench/ divides by it too ("per product"). */
slong kernel_num_products(const kernel_struct * K);
/* After kernel_eval_coeff returned SERSOL_EDOMAIN at order 0: which
 * operation is undefined at the point, in words ("log of a value that is
 * not > 0", ...); "" when none failed since the last order 0. */
const char * kernel_domain_message(const kernel_struct * K);
/* The degree in t of the outputs when they are polynomials of it: input i
 * is a polynomial of degree at most in_deg[i] (t itself: 1) and every
 * operation is a sum, product or integer power, or a quotient or function
 * of something constant in t.  Returns the largest degree over the
 * outputs, or -1 when one of them need not be a polynomial.  *zero_run =
 * a bound on the longest run of zero coefficients followed by a nonzero
 * one in an output's series (a polynomial's: its degree; the others by
 * rules that ignore exact cancellations between non-polynomial series:
 * src/kernel/compile.c).  Used to tell a polynomial solution (its
 * coefficients exactly 0 beyond some order) from one whose next terms only
 * start late (y' = 1 + t^60, sin(t)^60). */
slong kernel_poly_degree(const kernel_struct * K, const slong * in_deg, slong * zero_run);
/* The numbers of inputs and outputs given to kernel_new. */
slong kernel_num_inputs(const kernel_struct * K);
slong kernel_num_outputs(const kernel_struct * K);

#ifdef __cplusplus
}
#endif

#endif
