/* Setting and reading: sersol_arb_set_exact_str on random rationals,
 * decimals and scientific notation (exact, never through double), malformed
 * strings (SERSOL_EINPUT, output unchanged), tps_set_coeff_str,
 * tps_set_str_vec, set_si/set_arb/set_var/set_coeff/get_coeff, arb_poly
 * conversions, comparisons, storage (set_length, truncate, set_round, swap). */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tpstest.h"

/* A random decimal string m.fff...e<exp> and its exact value. */
static void rand_decimal(char * s, fmpq_t v)
{
    slong i, nint = n_randint(test_state, 6), nfrac = n_randint(test_state, 30), e = 0;
    int neg = n_randint(test_state, 2), sci = n_randint(test_state, 2);
    fmpz_t m, p;
    char * q = s;

    fmpz_init(m); fmpz_init(p);
    if (nint + nfrac == 0)
        nint = 1;
    if (neg)
        *q++ = '-';
    else if (n_randint(test_state, 4) == 0)
        *q++ = '+';
    for (i = 0; i < nint + nfrac; i++)
    {
        ulong d = n_randint(test_state, 10);
        if (i == nint)
            *q++ = '.';
        *q++ = (char) ('0' + d);
        fmpz_mul_ui(m, m, 10);
        fmpz_add_ui(m, m, d);
    }
    if (sci)
    {
        e = (slong) n_randint(test_state, 80) - 40;
        q += sprintf(q, "%s%s%ld", n_randint(test_state, 2) ? "e" : "E",
                     (e >= 0 && n_randint(test_state, 2)) ? "+" : "", (long) e);
    }
    *q = '\0';
    if (neg)
        fmpz_neg(m, m);
    e -= nfrac;
    fmpq_set_fmpz_frac(v, m, (fmpz_set_ui(p, 1), p));
    fmpz_set_ui(p, 10);
    if (e >= 0)
    {
        fmpz_pow_ui(p, p, (ulong) e);
        fmpq_mul_fmpz(v, v, p);
    }
    else
    {
        fmpz_pow_ui(p, p, (ulong) (-e));
        fmpq_div_fmpz(v, v, p);
    }
    fmpz_clear(m); fmpz_clear(p);
}

static void check_exact_strings(void)
{
    slong iter;
    char s[200];
    for (iter = 0; iter < test_iters(2000); iter++)
    {
        slong prec = tt_prec(10000);
        fmpq_t v;
        arb_t x;

        fmpq_init(v); arb_init(x);
        if (n_randint(test_state, 2))
            rand_decimal(s, v);
        else
        {
            char * t;
            fmpq_randtest(v, test_state, 100);
            t = fmpq_get_str(NULL, 10, v);
            strcpy(s, t);
            flint_free(t);
        }
        if (sersol_arb_set_exact_str(x, s, prec) != SERSOL_OK)
            test_fail("\"%s\" rejected", s);
        if (!arb_contains_fmpq(x, v))
            test_fail("\"%s\" not contained at %ld bits", s, (long) prec);
        if (!fmpq_is_zero(v) && arb_rel_accuracy_bits(x) < prec - 3)
            test_fail("\"%s\" not rounded to %ld bits", s, (long) prec);
        if (fmpz_is_one(fmpq_denref(v)) && fmpz_bits(fmpq_numref(v)) <= (ulong) prec && !arb_is_exact(x))
            test_fail("\"%s\": a representable integer is not exact", s);
        fmpq_clear(v); arb_clear(x);
    }
}

static void check_malformed(void)
{
    const char * bad[] = { "", " ", "-", "+", "1/0", "1.2.3", "e5", "1e", "1e+", "1/-2", "abc",
                           "1 2", ".", "-.", "1e9999999", "0x10", "1/2/3", "/2", "2/", "1.5/2",
                           "--1", "1e5.5", "inf", "nan", "1,5" };
    slong i;
    arb_t x;
    tps_t a, a0;
    const char * good[] = { "1", "2/3", "-0.5" };
    const char * mixed[] = { "1", "oops", "3" };

    arb_init(x); tps_init(a); tps_init(a0);
    for (i = 0; i < (slong) (sizeof(bad) / sizeof(bad[0])); i++)
    {
        arb_set_si(x, 7);
        if (sersol_arb_set_exact_str(x, bad[i], 64) != SERSOL_EINPUT || !arb_equal_si(x, 7))
            test_fail("malformed \"%s\" accepted or output changed", bad[i]);
        tps_set_si(a, 5, 2);
        tps_set(a0, a);
        if (tps_set_coeff_str(a, 1, bad[i], 64) != SERSOL_EINPUT || !tps_equal(a, a0))
            test_fail("tps_set_coeff_str accepted \"%s\" or changed its output", bad[i]);
    }
    if (sersol_arb_set_exact_str(x, "  -12.5e-1  ", 64) != SERSOL_OK)
        test_fail("\"  -12.5e-1  \" rejected");
    {
        arb_t h;
        arb_init(h);
        arb_set_si(h, -5);
        arb_mul_2exp_si(h, h, -2);
        if (!arb_equal(x, h))
            test_fail("\"  -12.5e-1  \" (surrounding blanks)");
        arb_clear(h);
    }
    if (tps_set_str_vec(a, good, 3, 100) != SERSOL_OK || a->length != 3 || !arb_equal_si(a->coeffs, 1))
        test_fail("tps_set_str_vec");
    tps_set(a0, a);
    if (tps_set_str_vec(a, mixed, 3, 100) != SERSOL_EINPUT || !tps_equal(a, a0))
        test_fail("tps_set_str_vec with a bad entry changed its output");
    if (tps_set_coeff_str(a, 5, "1/7", 100) != SERSOL_OK || a->length != 6 || !arb_is_zero(a->coeffs + 4))
        test_fail("tps_set_coeff_str extending the length");
    arb_clear(x); tps_clear(a); tps_clear(a0);
}

static void check_setters_and_storage(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(500); iter++)
    {
        slong n = tt_len(40), m = tt_len(40), prec = tt_prec(2000), k;
        tps_t a, b, c;
        arb_t x, y;
        arb_poly_t p;
        fmpq * v;

        tps_init(a); tps_init(b); tps_init(c); arb_init(x); arb_init(y); arb_poly_init(p);
        arb_randtest(x, test_state, prec, 10);

        tps_set_arb(a, x, n);
        tps_set_var(b, x, n);
        if (a->length != n || b->length != n)
            test_fail("set_arb / set_var length");
        for (k = 0; k < n; k++)
        {
            if (k == 0 ? !(arb_equal(a->coeffs, x) && arb_equal(b->coeffs, x))
                       : !(arb_is_zero(a->coeffs + k) && (k == 1 ? arb_is_one(b->coeffs + 1) : arb_is_zero(b->coeffs + k))))
                test_fail("set_arb / set_var coefficient %ld", (long) k);
        }
        tps_set_si(c, -3, n);
        if (c->length != n || (n > 0 && !arb_equal_si(c->coeffs, -3)))
            test_fail("set_si");

        /* set/get coefficients, zero beyond the length */
        tt_rand_tps(a, n, prec);
        tps_set_coeff_arb(a, m, x);
        if (a->length != FLINT_MAX(n, m + 1))
            test_fail("set_coeff_arb length");
        tps_get_coeff_arb(y, a, m);
        if (!arb_equal(y, x))
            test_fail("get_coeff_arb");
        tps_get_coeff_arb(y, a, a->length + (slong) n_randint(test_state, 5));
        if (!arb_is_zero(y))
            test_fail("get_coeff_arb beyond the length");

        /* arb_poly round trip (zero padding to n, trailing zeros dropped by arb_poly) */
        tt_rand_tps(a, n, prec);
        tps_get_arb_poly(p, a);
        tps_set_arb_poly(b, p, n);
        if (!tps_equal(a, b))
            test_fail("arb_poly round trip");
        tps_set_arb_poly(b, p, m);
        tps_set_round(c, a, m, prec);
        if (!tps_equal(b, c))
            test_fail("set_arb_poly to another length");

        /* storage: truncate, set_length (new coefficients zero), swap */
        tps_set(b, a);
        tps_truncate(b, m);
        if (b->length != FLINT_MIN(n, m))
            test_fail("truncate length");
        tps_set_length(b, n + 3);
        for (k = FLINT_MIN(n, m); k < n + 3; k++)
            if (!arb_is_zero(b->coeffs + k))
                test_fail("set_length: new coefficient %ld not zero", (long) k);
        tps_set(c, a);
        tps_swap(b, c);
        if (!tps_equal(b, a))
            test_fail("swap");

        /* comparisons */
        tps_set(b, a);
        if (!tps_equal(a, b) || !tps_overlaps(a, b))
            test_fail("equal / overlaps of copies");
        if (n > 0)
        {
            arb_add_ui(b->coeffs + n - 1, b->coeffs + n - 1, 1000, prec);
            if (tps_equal(a, b) || tps_overlaps(a, b))
                test_fail("equal / overlaps after a change");
        }
        tps_set_length(b, n + 1);
        if (tps_equal(a, b) || tps_overlaps(a, b))
            test_fail("equal / overlaps with different lengths");
        v = _fmpq_vec_init(n);
        test_rand_fmpq_tps(a, v, n, 20, FLINT_MAX(prec, 64));
        if (!tps_contains_fmpq_vec(a, v, n))
            test_fail("contains_fmpq_vec");
        if (n > 0)
        {
            fmpq_add_si(v + n - 1, v + n - 1, 1);
            if (tps_contains_fmpq_vec(a, v, n))
                test_fail("contains_fmpq_vec of a changed vector");
            if (tps_contains_fmpq_vec(a, v, n + 1))
                test_fail("contains_fmpq_vec beyond the length");
        }
        _fmpq_vec_clear(v, n);
        tps_clear(a); tps_clear(b); tps_clear(c); arb_clear(x); arb_clear(y); arb_poly_clear(p);
    }
}

/* A negative coefficient index aborts (a programmer error, status.h): it
 * read or wrote outside the array, and tps_set_coeff_str returned
 * SERSOL_OK.  Each call in a child process, which must die of SIGABRT. */
static void check_negative_index(void)
{
    slong which;

    for (which = 0; which < 4; which++)
    {
        pid_t pid;
        int wstatus = 0;

        fflush(stdout);
        pid = fork();
        if (pid < 0)
            test_fail("fork");
        if (pid == 0)
        {
            tps_t a;
            arb_t c;
            FILE * devnull = fopen("/dev/null", "w");
            if (devnull != NULL)        /* (the abort message is expected) */
                dup2(fileno(devnull), STDOUT_FILENO);
            tps_init(a);
            arb_init(c);
            tps_set_si(a, 1, 3);
            if (which == 0)
                tps_get_coeff_arb(c, a, -1);
            else if (which == 1)
                tps_set_coeff_arb(a, -1, c);
            else if (which == 2)
                tps_set_coeff_str(a, -2, "5", 64);
            else
                tps_fprint_coeff(stdout, a, -1, 10);
            _exit(0);
        }
        if (waitpid(pid, &wstatus, 0) != pid || !WIFSIGNALED(wstatus) || WTERMSIG(wstatus) != SIGABRT)
            test_fail("negative index, case %ld: no abort", (long) which);
    }
}

int main(void)
{
    test_start("tps set");
    check_negative_index();
    check_exact_strings();
    check_malformed();
    check_setters_and_storage();
    return test_end();
}
