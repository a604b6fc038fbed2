/* Checkpoints: a run stopped (test hook) after some steps and resumed from
 * its checkpoint gives exactly the same balls and digits as an
 * uninterrupted run, whether it stops in the first or the cross-check run;
 * a damaged checkpoint is refused. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "odetest.h"
#include "../../src/ode/ode_impl.h"

/* Balls go through checkpoints as arb_dump_str strings: the loader gives
 * back exactly the same ball (radius included: a conversion that rounds up
 * by one ulp made resumed runs differ from uninterrupted ones), special
 * values and mantissas of tens of thousands of bits included, and refuses
 * what is no dump. */
static void check_ball_round_trip(void)
{
    slong i, n = test_under_valgrind() ? 2000 : 50000;
    arb_t x, y;
    static const char * bad[] = { "0 -ad 137f75bb -8c", "1 0 -1 0", "1 0 40000000 0", "1 0",
                                  "1 0 1 0 7", "g 0 0 0", "1 0 0 -2", "- 0 0 0" };
    arb_init(x);
    arb_init(y);
    for (i = 0; i < n; i++)
    {
        char * s;
        arb_randtest_special(x, test_state, 2 + n_randint(test_state, 400), 1 + n_randint(test_state, 200));
        if (n_randint(test_state, 2))
            arb_div_ui(x, x, 3, 2 + n_randint(test_state, 400));   /* a radius with 30 bits */
        s = arb_dump_str(x);
        if (!_ode_load_ball(y, s) || !(arb_equal(x, y) || (arf_is_nan(arb_midref(x))
                                                          && arf_is_nan(arb_midref(y)))))
            test_fail("the ball of '%s' does not come back", s);
        flint_free(s);
    }
    /* long mantissas: 20000 digits are 66439 bits, 16600 hex digits (a
     * fixed buffer of 4096 characters refused checkpoints from 5000 digits) */
    for (i = 0; i < 20; i++)
    {
        char * s;
        slong prec = 16000 + n_randint(test_state, 54000);
        arb_const_pi(x, prec);
        arb_div_ui(x, x, 3 + i, prec);
        s = arb_dump_str(x);
        if (!_ode_load_ball(y, s) || !arb_equal(x, y))
            test_fail("a ball of %ld bits does not come back", (long) prec);
        flint_free(s);
    }
    for (i = 0; i < (slong) (sizeof(bad) / sizeof(bad[0])); i++)
        if (_ode_load_ball(y, bad[i]))
            test_fail("'%s' accepted as a ball", bad[i]);
    arb_clear(x);
    arb_clear(y);
}

static int run(ode_verified_result * R, ode_problem_t P, slong D, const char * ck,
               const char * resume, slong stop);

/* The record of the state's size survives checkpoints: the driver's "norm"
 * line round-trips, the policy's "policy norm" line is written once a pass
 * has ended, and an exponent out of range in either is refused. */
/* ode_checkpoint_writable: nothing there, an empty file or a checkpoint
 * may be written over; any other file (the problem file named by mistake)
 * is refused and left as it was */
static void check_writable(const char * file)
{
    char why[256], line[64];
    FILE * f;
    remove(file);
    if (!ode_checkpoint_writable(file, why, sizeof(why)))
        test_fail("writable: a new file refused: %s", why);
    f = fopen(file, "w");
    fclose(f);
    if (!ode_checkpoint_writable(file, why, sizeof(why)))
        test_fail("writable: an empty file refused: %s", why);
    f = fopen(file, "w");
    fputs("sersol-ode-checkpoint 1\nend\n", f);
    fclose(f);
    if (!ode_checkpoint_writable(file, why, sizeof(why)))
        test_fail("writable: a checkpoint refused: %s", why);
    f = fopen(file, "w");
    fputs("problem ode\n", f);
    fclose(f);
    if (ode_checkpoint_writable(file, why, sizeof(why)) || strstr(why, "is not a sersol checkpoint") == NULL)
        test_fail("writable: a problem file accepted (%s)", why);
    f = fopen(file, "r");
    if (f == NULL || fgets(line, sizeof(line), f) == NULL || strcmp(line, "problem ode\n") != 0)
        test_fail("writable: the refused file changed");
    fclose(f);
    remove(file);
}

static void check_norm_lines(ode_problem_t P, slong D, const char * file, slong stop_in_b)
{
    ode_ctx_t C, C2;
    ode_verified_result R;
    char line[65536], out[96];
    FILE * f, * g;
    int seen = 0, st;

    ode_ctx_init(C, P, 128);
    C->norm_exp = -1234;
    if (ode_ctx_write_checkpoint(C, file) != SERSOL_OK)
        test_fail("cannot write %s", file);
    ode_ctx_init(C2, P, 128);
    if (ode_ctx_read_checkpoint(C2, file, NULL) != SERSOL_OK || ode_ctx_norm_exp(C2) != -1234)
        test_fail("the driver's norm line did not round-trip (%ld)", (long) ode_ctx_norm_exp(C2));
    /* the same file cut inside its last line ("end" without its newline) */
    f = fopen(file, "r+");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || ftruncate(fileno(f), ftell(f) - 1) != 0)
        test_fail("cannot cut %s", file);
    fclose(f);
    if (ode_ctx_read_checkpoint(C2, file, NULL) != SERSOL_EINPUT)
        test_fail("a checkpoint ending in 'end' without its newline was accepted");
    ode_ctx_clear(C2);
    ode_ctx_clear(C);

    /* stop in run B: run A's passes are done, their record is a policy line */
    ode_verified_result_init(&R);
    remove(file);
    run(&R, P, D, file, NULL, stop_in_b);
    sprintf(out, "%s.norm", file);
    f = fopen(file, "r");
    g = fopen(out, "w");
    if (f == NULL || g == NULL)
        test_fail("no checkpoint written");
    while (fgets(line, sizeof(line), f) != NULL)
    {
        if (strncmp(line, "policy norm ", 12) == 0)
        {
            seen = 1;
            if (atol(line + 12) != 0)
                test_fail("policy norm %ld, expected 0 (|theta| <= 1)", atol(line + 12));
            fputs("policy norm 99999999999999\n", g);
        }
        else
            fputs(line, g);
    }
    fclose(f);
    fclose(g);
    if (!seen)
        test_fail("no 'policy norm' line in a checkpoint written in run B");
    st = run(&R, P, D, NULL, out, 0);
    if (st != SERSOL_EINPUT || strstr(R.message, "policy norm") == NULL)
        test_fail("a 'policy norm' out of range was accepted (%d, %s)", st, R.message);
    remove(out);
    remove(file);
    ode_verified_result_clear(&R);
}

static const char * pendulum =
    "problem ode\nunknown theta\ntheta'' = -sin(theta)\ninit theta = 1\ninit theta' = 0\n";

static int run_dense(ode_verified_result * R, ode_problem_t P, slong D, const char * ck,
                     const char * resume, slong stop, int dense)
{
    static const char * times[] = { "2", "6.5", "-3" };
    ode_verified_opts o;
    memset(&o, 0, sizeof(o));
    o.digits = D;
    o.num_times = 3;
    o.times = times;
    o.checkpoint = ck;
    o.checkpoint_every = 3;
    o.resume = resume;
    o.stop_after = stop;
    o.dense = dense;
    return ode_solve_verified(R, P, &o);
}

static int run(ode_verified_result * R, ode_problem_t P, slong D, const char * ck,
               const char * resume, slong stop)
{
    return run_dense(R, P, D, ck, resume, stop, 0);
}

/* Dense output through checkpoints (run A's step ends, run B's outputs
 * there) gives the same balls and digits as dense output from kept series,
 * uninterrupted and resumed after a stop in each of the four passes. */
static void check_dense(ode_problem_t P, slong D, const char * file)
{
    ode_verified_result R0, R1;
    slong stops[5], i, k;
    int st;

    ode_verified_result_init(&R0);
    ode_verified_result_init(&R1);
    if (run_dense(&R0, P, D, NULL, NULL, 0, 1) != SERSOL_OK || R0.num_dense < 8)
        test_fail("dense: uninterrupted run failed (%ld rows): %s", (long) R0.num_dense, R0.message);
    /* the kept series over their budget (at once, and after a few steps):
     * the same attempt again through step ends, the same rows */
    for (i = 0; i < 2; i++)
    {
        setenv("SERSOL_ODE_DENSE_BUDGET", i == 0 ? "1" : "400000", 1);
        st = run_dense(&R1, P, D, NULL, NULL, 0, 1);
        unsetenv("SERSOL_ODE_DENSE_BUDGET");
        if (st != SERSOL_OK || R1.num_dense != R0.num_dense || R1.attempts != R0.attempts)
            test_fail("dense budget %ld: status %d, %ld rows, %ld attempts", (long) i, st,
                      (long) R1.num_dense, (long) R1.attempts);
        for (k = 0; k < R0.num_dense; k++)
            if (!arb_equal(R0.dense_y + 2 * k, R1.dense_y + 2 * k)
                || !arb_equal(R0.dense_y + 2 * k + 1, R1.dense_y + 2 * k + 1)
                || !arb_equal(R0.dense_t + k, R1.dense_t + k))
                test_fail("dense budget %ld: row %ld differs", (long) i, (long) k);
    }
    stops[0] = 0;                           /* no stop: checkpoints only */
    stops[1] = 4;                           /* run A, forward */
    stops[2] = R0.steps_a - 2;              /* run A, backward */
    stops[3] = R0.steps_a + 4;              /* run B, forward */
    stops[4] = R0.steps_a + R0.steps_b - 2; /* run B, backward */
    for (i = test_under_valgrind() ? 3 : 0; i < 5; i++)
    {
        remove(file);
        st = run_dense(&R1, P, D, file, NULL, stops[i], 1);
        if (stops[i] > 0)
        {
            if (st != SERSOL_EIO)
                test_fail("dense stop %ld: expected the test-hook stop, got %d", (long) i, st);
            st = run_dense(&R1, P, D, NULL, file, 0, 1);
        }
        if (st != SERSOL_OK)
            test_fail("dense stop %ld: %d %s", (long) i, st, R1.message);
        if (R1.num_dense != R0.num_dense)
            test_fail("dense stop %ld: %ld rows, %ld without checkpoints", (long) i,
                      (long) R1.num_dense, (long) R0.num_dense);
        for (k = 0; k < R0.num_dense; k++)
            if (!arb_equal(R0.dense_t + k, R1.dense_t + k) || R0.dense_digits[k] != R1.dense_digits[k]
                || !arb_equal(R0.dense_y + 2 * k, R1.dense_y + 2 * k)
                || !arb_equal(R0.dense_y + 2 * k + 1, R1.dense_y + 2 * k + 1))
                test_fail("dense stop %ld: row %ld differs from dense output without checkpoints",
                          (long) i, (long) k);
    }
    /* a checkpoint without --dense is no checkpoint of a dense run */
    remove(file);
    run_dense(&R1, P, D, file, NULL, 4, 0);
    if (run_dense(&R1, P, D, NULL, file, 0, 1) != SERSOL_EINPUT)
        test_fail("dense: a checkpoint of a run without dense output was accepted");
    remove(file);
    ode_verified_result_clear(&R0);
    ode_verified_result_clear(&R1);
}

int main(void)
{
    sersol_problem * S;
    ode_problem_t P;
    ode_verified_result R0, R1;
    slong D = test_under_valgrind() ? 20 : 60, stops[3], i, j;
    char file[64];
    int st;
    FILE * f;

    test_start("ode checkpoint");
    check_ball_round_trip();
    sprintf(file, "t-checkpoint-%ld.ck", (long) getpid());
    check_writable(file);
    odetest_problem(&S, P, pendulum);
    ode_verified_result_init(&R0);
    ode_verified_result_init(&R1);
    if (run(&R0, P, D, NULL, NULL, 0) != SERSOL_OK)
        test_fail("uninterrupted run failed: %s", R0.message);
    /* stop in the first run's forward pass, in its backward pass, and in the
     * cross-check run */
    stops[0] = 4;
    stops[1] = R0.steps_a - 2;
    stops[2] = R0.steps_a + R0.steps_b / 2;
    for (i = test_under_valgrind() ? 2 : 0; i < 3; i++)
    {
        remove(file);
        st = run(&R1, P, D, file, NULL, stops[i]);
        if (st != SERSOL_EIO)
            test_fail("stop %ld: expected the test-hook stop, got %d", (long) i, st);
        st = run(&R1, P, D, file, file, 0);
        if (st != SERSOL_OK)
            test_fail("stop %ld: resume failed: %d %s", (long) i, st, R1.message);
        for (j = 0; j < 3 * 2; j++)
            if (!arb_equal(R0.y + j, R1.y + j) || R0.digits[j] != R1.digits[j])
                test_fail("stop %ld: resumed value %ld differs from the uninterrupted run",
                          (long) i, (long) j);
        /* the solution's size along the runs (the scale of rows of zeros):
         * |theta| reaches 1, so 2^0 <= max-norm < 2^1 */
        if (R1.norm_exp != R0.norm_exp || R0.norm_exp != 0)
            test_fail("stop %ld: norm exponent %ld after the resume, %ld uninterrupted",
                      (long) i, (long) R1.norm_exp, (long) R0.norm_exp);
    }
    check_norm_lines(P, D, file, stops[2]);
    check_dense(P, D, file);
    /* the resumed run really starts from the file: a changed state makes the
     * two runs disagree, and the policy needs a new attempt */
    remove(file);
    run(&R1, P, D, file, NULL, stops[2]);
    {
        FILE * g;
        char line[65536], out[96];
        arb_t v;
        sprintf(out, "%s.edit", file);
        f = fopen(file, "r");
        g = fopen(out, "w");
        if (f == NULL || g == NULL)
            test_fail("no checkpoint written");
        arb_init(v);
        arb_set_d(v, 0.25);
        while (fgets(line, sizeof(line), f) != NULL)
        {
            if (strncmp(line, "y 0 ", 4) == 0)
            {
                char * d = arb_dump_str(v);
                fprintf(g, "y 0 %s\n", d);
                flint_free(d);
            }
            else
                fputs(line, g);
        }
        fclose(f);
        fclose(g);
        arb_clear(v);
        st = run(&R1, P, D, NULL, out, 0);
        if (st == SERSOL_EIO || R1.attempts <= R0.attempts)
            test_fail("the resumed run did not use the checkpoint's state");
        remove(out);
    }
    /* a truncated checkpoint is refused */
    remove(file);
    run(&R1, P, D, file, NULL, 4);
    f = fopen(file, "r+");
    if (f == NULL)
        test_fail("no checkpoint written");
    if (ftruncate(fileno(f), 60) != 0)
        test_fail("cannot truncate");
    fclose(f);
    st = run(&R1, P, D, NULL, file, 0);
    if (st == SERSOL_OK)
        test_fail("a truncated checkpoint was accepted");
    remove(file);
    ode_verified_result_clear(&R0);
    ode_verified_result_clear(&R1);
    ode_problem_clear(P);
    sersol_problem_free(S);
    return test_end();
}
