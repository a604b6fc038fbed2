/* Verified digits of the output rows (docs/ode.md §4): relative digits,
 * zeros against the row's scale or the run's size, and a row negligible at
 * D digits against the run's size (ode_row_digits) only when allowed:
 * fixed cases whose digit counts follow from the radii by hand, and random
 * rows where the relaxed count is never below the strict one and equals it
 * unless every value is negligible. */
#include "odetest.h"

/* x = m 10^e ± r 10^f (decimal strings through arb_set_str) */
static void ball(arb_t x, const char * mid, const char * rad)
{
    arb_t r;
    arb_init(r);
    if (arb_set_str(x, mid, 256) || arb_set_str(r, rad, 256))
        test_fail("bad ball %s %s", mid, rad);
    arb_get_mid_arb(x, x);
    arb_get_abs_ubound_arf(arb_midref(r), r, 64);
    arf_get_mag(arb_radref(x), arb_midref(r));
    arb_clear(r);
}

static void check(const char * what, const char * m0, const char * r0, const char * m1,
                  const char * r1, slong dim, slong norm_exp, slong D, slong strict,
                  slong relaxed)
{
    arb_ptr y = _arb_vec_init(2);
    slong got[2], row;
    ball(y, m0, r0);
    if (dim > 1)
        ball(y + 1, m1, r1);
    row = ode_row_digits(got, y, dim, norm_exp, NULL, D, 0);
    if (row != strict)
        test_fail("%s: strict row digits %wd, expected %wd", what, row, strict);
    row = ode_row_digits(got, y, dim, norm_exp, NULL, D, 1);
    if (row != relaxed)
        test_fail("%s: relaxed row digits %wd, expected %wd", what, row, relaxed);
    if (got[0] < row)
        test_fail("%s: value digits %wd below the row's %wd", what, got[0], row);
    _arb_vec_clear(y, 2);
}

int main(void)
{
    slong iter;

    test_start("ode digits");
    /* run size 2^0 = 1 throughout (norm_exp 0) */
    check("relative", "0.5", "1e-32", NULL, NULL, 1, 0, 30, 30, 30);
    /* 3e-50 +- 1e-60: 10 relative digits; below 1e-30 of the run's size,
     * so negligible: 59 absolute digits against 1, capped at 30 */
    check("negligible", "3e-50", "1e-60", NULL, NULL, 1, 0, 30, 10, 30);
    /* not negligible (3e-20 > 1e-30): relative digits only */
    check("small, not negligible", "3e-20", "1e-40", NULL, NULL, 1, 0, 30, 20, 20);
    /* a zero ball of the row: against the run's size */
    check("zero", "0", "1e-45", NULL, NULL, 1, 0, 30, 30, 30);
    /* a tiny value next to a large one is a noise zero of the row (absolute
     * against 0.5); the row is not negligible */
    check("mixed row", "1e-50", "1e-60", "0.5", "1e-40", 2, 0, 30, 30, 30);
    /* two negligible values, one with few relative digits */
    check("negligible row", "1e-40", "3e-45", "2e-41", "1e-70", 2, 0, 30, 4, 30);
    /* a larger run size: 2^40 */
    check("negligible, run 2^40", "1e-40", "3e-45", NULL, NULL, 1, 40, 30, 4, 30);
    check("not negligible, run 2^40", "1e-17", "3e-45", NULL, NULL, 1, 40, 30, 27, 27);
    /* no run size known: never negligible */
    check("no run size", "3e-50", "1e-60", NULL, NULL, 1, WORD_MIN, 30, 10, 10);

    /* components of other sizes (docs/ode.md §4): a position -0.544 +- 0.6
     * next to a multiplier -5.4e7 was a noise zero of the row, 5 digits
     * against 5.4e7, printed 0e+0; against its own size along the run
     * (|x| <= 1: comp_exp 0) it has none */
    {
        arb_ptr y = _arb_vec_init(2);
        slong got[2], comp_exp[2] = { 0, 26 }, unknown[2] = { WORD_MIN, 26 };
        mag_t row, sc;
        mag_init(row);
        mag_init(sc);
        ball(y, "-0.544", "0.6");
        ball(y + 1, "-5.44e7", "1e-10");
        if (ode_row_digits(got, y, 2, 26, NULL, 5, 0) != 5 || got[0] != 5)
            test_fail("mixed sizes, row scale: %wd digits, expected 5", got[0]);
        if (ode_row_digits(got, y, 2, 26, comp_exp, 5, 0) != 0 || got[0] != 0 || got[1] != 5)
            test_fail("mixed sizes, own scale: %wd, %wd digits, expected 0, 5", got[0], got[1]);
        /* a component of unknown size (every ball contained 0: mu = 0)
         * keeps the row's scale */
        if (ode_row_digits(got, y, 2, 26, unknown, 5, 0) != 5)
            test_fail("mixed sizes, unknown own size: %wd digits, expected 5", got[0]);
        /* the scale is the smaller one: a component larger now than along
         * the run (comp_exp 0, value -5.4e7) keeps the row's */
        ode_row_scale(row, y, 2, 26);
        ode_comp_scale(sc, row, comp_exp, 1);
        if (mag_cmp(sc, row) != 0)
            test_fail("ode_comp_scale: not the row's scale");
        ode_comp_scale(sc, row, comp_exp, 0);
        if (mag_cmp_2exp_si(sc, 1) != 0)
            test_fail("ode_comp_scale: not 2^(comp_exp + 1)");
        ode_comp_scale(sc, row, NULL, 0);
        if (mag_cmp(sc, row) != 0)
            test_fail("ode_comp_scale(NULL): not the row's scale");
        mag_clear(row);
        mag_clear(sc);
        _arb_vec_clear(y, 2);
    }

    /* arguments a caller may get wrong: SERSOL_EINPUT and a message (a
     * malformed time or T0 was read as 0 and came back verified) */
    {
        sersol_problem * S;
        ode_problem_t P;
        ode_verified_opts o;
        ode_verified_result R;
        const char * bad[] = { "abc", "1,2", "", "1/0" }, * times[1];
        arb_ptr res = _arb_vec_init(3);
        slong dg[3], i;
        char msg[256];

        odetest_problem(&S, P, "problem ode\nunknown u\nu' = u^2\ninit u = 1\n");
        memset(&o, 0, sizeof(o));
        o.digits = 20;
        o.num_times = 1;
        o.times = times;
        ode_verified_result_init(&R);
        for (i = 0; i < 4; i++)
        {
            times[0] = bad[i];
            if (ode_solve_verified(&R, P, &o) != SERSOL_EINPUT || strstr(R.message, "not an exact") == NULL)
                test_fail("solve at '%s': not SERSOL_EINPUT (%s)", bad[i], R.message);
            if (ode_series_verified(res, dg, P, bad[i], 2, 20, msg, sizeof(msg), NULL, NULL)
                != SERSOL_EINPUT || strstr(msg, "not an exact") == NULL)
                test_fail("series at '%s': not SERSOL_EINPUT (%s)", bad[i], msg);
        }
        times[0] = "1/2";
        o.digits = 0;
        if (ode_solve_verified(&R, P, &o) != SERSOL_EINPUT)
            test_fail("solve with 0 digits: not SERSOL_EINPUT");
        if (ode_series_verified(res, dg, P, "0", 2, 0, msg, sizeof(msg), NULL, NULL) != SERSOL_EINPUT
            || ode_series_verified(res, dg, P, "0", -1, 20, msg, sizeof(msg), NULL, NULL) != SERSOL_EINPUT)
            test_fail("series with 0 digits or order -1: not SERSOL_EINPUT");
        /* 2^62 digits overflowed the precision (a crash), 10^9 aborted in
         * an allocation: beyond ODE_DIGITS_MAX / ODE_ORDER_MAX, SERSOL_EINPUT */
        o.digits = WORD(1) << 62;
        if (ode_solve_verified(&R, P, &o) != SERSOL_EINPUT || strstr(R.message, "digits 1 ...") == NULL)
            test_fail("solve with 2^62 digits: not SERSOL_EINPUT (%s)", R.message);
        o.digits = ODE_DIGITS_MAX + 1;
        if (ode_solve_verified(&R, P, &o) != SERSOL_EINPUT)
            test_fail("solve with ODE_DIGITS_MAX + 1 digits: not SERSOL_EINPUT");
        if (ode_series_verified(res, dg, P, "0", 2, WORD(1) << 62, msg, sizeof(msg), NULL, NULL)
                != SERSOL_EINPUT
            || ode_series_verified(res, dg, P, "0", ODE_ORDER_MAX + 1, 20, msg, sizeof(msg), NULL,
                                   NULL) != SERSOL_EINPUT)
            test_fail("series with 2^62 digits or order ODE_ORDER_MAX + 1: not SERSOL_EINPUT");
        o.digits = 20;
        if (ode_solve_verified(&R, P, &o) != SERSOL_OK || R.digits[0] != 20)
            test_fail("solve at 1/2: status or digits");
        ode_verified_result_clear(&R);
        _arb_vec_clear(res, 3);
        ode_problem_clear(P);
        sersol_problem_free(S);
    }

    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong dim = 1 + n_randint(test_state, 3), D = 1 + n_randint(test_state, 60), c;
        slong norm_exp = (slong) n_randint(test_state, 200) - 100, strict, relaxed;
        slong ds[3], dr[3];
        arb_ptr y = _arb_vec_init(dim);
        for (c = 0; c < dim; c++)
        {
            arb_randtest(y + c, test_state, 1 + n_randint(test_state, 400), 8);
            arb_mul_2exp_si(y + c, y + c, -(slong) n_randint(test_state, 400));
        }
        strict = ode_row_digits(ds, y, dim, norm_exp, NULL, D, 0);
        relaxed = ode_row_digits(dr, y, dim, norm_exp, NULL, D, 1);
        if (relaxed < strict || relaxed > D || strict < 0)
            test_fail("random row: strict %wd, relaxed %wd, D %wd", strict, relaxed, D);
        if (relaxed != strict)
        {   /* only a negligible row gains: every |mid| + rad < 10^-D 2^norm_exp */
            for (c = 0; c < dim; c++)
            {
                mag_t m;
                mag_init(m);
                arb_get_mag(m, y + c);
                mag_mul_2exp_si(m, m, -norm_exp);
                if (mag_cmp_2exp_si(m, (slong) (-3.3219 * D)) >= 0)
                    test_fail("random row: value %wd not negligible gains %wd -> %wd", c,
                              strict, relaxed);
                mag_clear(m);
            }
        }
        _arb_vec_clear(y, dim);
    }
    return test_end();
}
