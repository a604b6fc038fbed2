/* Checkpoints: the exact driver state (arb_dump_str of every ball), written
 * atomically (temporary file + rename). */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#include <ctype.h>
#include <sys/stat.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include "sersol/tps.h"
#include "sersol/ode.h"
#include "ode_impl.h"

#define CK_MAGIC "sersol-ode-checkpoint 1"

void ode_checkpoint_put_ball(FILE * f, const arb_t x, const char * fmt, ...)
{
    char * s = arb_dump_str(x);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fprintf(f, " %s\n", s);
    flint_free(s);
}

/* FILE.tmp, malloc'ed */
/* FILE.tmp.PID: two runs given the same checkpoint file do not write into
 * each other's temporary file (one of them failed with "cannot write
 * checkpoint" when the other renamed it away); the last rename wins. */
static char * tmp_name(const char * file)
{
    char * tmp = flint_malloc(strlen(file) + 32);
    sprintf(tmp, "%s.tmp.%ld", file, (long) getpid());
    return tmp;
}

/* The temporary file being written (one at a time: run A writes the
 * checkpoints), for ode_checkpoint_remove_pending in a signal handler. */
static char pending_tmp[4096];
static volatile sig_atomic_t pending_set = 0;

void ode_checkpoint_remove_pending(void)
{
    if (pending_set)
        unlink(pending_tmp);
}

FILE * ode_checkpoint_begin(const char * file)
{
    char * tmp = tmp_name(file);
    FILE * f;
    pending_set = 0;
    if (strlen(tmp) < sizeof(pending_tmp))
    {
        strcpy(pending_tmp, tmp);
        pending_set = 1;
    }
    f = fopen(tmp, "w");
    if (f == NULL)
        pending_set = 0;
    flint_free(tmp);
    return f;
}

int ode_checkpoint_finish(FILE * f, const char * file)
{
    char * tmp = tmp_name(file);
    int ok = (fflush(f) == 0) && !ferror(f), err;
    ok = (fclose(f) == 0) && ok;
    if (ok)
        ok = (rename(tmp, file) == 0);
    err = errno;        /* the reason, for the caller's strerror */
    if (!ok)
        remove(tmp);
    pending_set = 0;
    flint_free(tmp);
    errno = err;
    return ok;
}

int ode_ctx_write_checkpoint(const ode_ctx_struct * C, const char * file)
{
    FILE * f = ode_checkpoint_begin(file);
    slong c, j;

    if (f == NULL)
        return SERSOL_EIO;
    fprintf(f, "%s\n", CK_MAGIC);
    if (C->ck_header != NULL && C->ck_header[0] != '\0')
    {
        fputs(C->ck_header, f);
        if (C->ck_header[strlen(C->ck_header) - 1] != '\n')
            fputc('\n', f);
    }
    fprintf(f, "dim %ld\nprec %ld\nnext_order %ld\nnext_drop %a\nrho_hint %a %a\n", (long) C->dim,
            (long) C->prec, (long) C->next_order, C->next_drop, C->rho_hint, C->rho_hint_t);
    fprintf(f, "stats %ld %ld %ld %ld %ld %ld\n", (long) C->steps, (long) C->rejections,
            (long) C->extensions, (long) C->order_sum, (long) C->order_lo, (long) C->order_hi);
    if (C->norm_exp != WORD_MIN)
        fprintf(f, "norm %ld\n", (long) C->norm_exp);
    if (C->growth_w != NULL)
    {   /* the amplification estimate (docs/ode.md §3): L, Lmin, amp, w */
        fprintf(f, "growth %a %a %a %a", C->growth_L, C->growth_Lmin, C->growth_amp,
                C->growth_lnorm);
        for (c = 0; c < C->dim; c++)
            fprintf(f, " %a", C->growth_w[c]);
        fputc('\n', f);
        fprintf(f, "growth_err %a %a\n", C->growth_err, C->growth_err_max);
    }
    for (c = 0; c < C->dim; c++)
        if (C->comp_exp[c] != WORD_MIN)
            fprintf(f, "norm_comp %ld %ld\n", (long) c, (long) C->comp_exp[c]);
    /* the steps cut at a branch point: a resumed run stops at the same
     * ODE_BRANCH_STOP-th consecutive cut, with the same message */
    if (C->branch_step > 0 || C->branch_cuts > 0)
        fprintf(f, "branch %ld %ld\n", (long) C->branch_step, (long) C->branch_cuts);
    /* the singularity watch: a run resumed near a pole stops where the
     * uninterrupted run stops, with the same message */
    fprintf(f, "watch %ld %ld %ld %ld %a %a %a %a %a %a %a %a\n", (long) C->watch.n,
            (long) C->watch.skip, (long) C->watch.full, (long) C->watch.levels, C->watch.t[0],
            C->watch.t[1], C->watch.t[2], C->watch.loc[0], C->watch.loc[1], C->watch.loc[2],
            C->watch.confirm_R, C->watch.confirm_loc);
    if (C->watch.pair_b > 0)
        fprintf(f, "watch_pair %a %a\n", C->watch.pair_foot, C->watch.pair_b);
    /* the last forcing feature located (steps shrinking toward it are no
     * collapse) */
    if (!isnan(C->feature_t))
        fprintf(f, "feature_t %a\n", C->feature_t);
    /* the steps shortened by the forcing search in a row (a resumed run
     * stops at the same ODE_FORCING_STALL-th, with the same message) */
    if (C->forcing_cuts > 0)
        fprintf(f, "forcing_cuts %ld %ld %a\n", (long) C->forcing_cuts, (long) C->forcing_misses,
                C->forcing_cuts_t);
    /* the short steps let through in a row (ODE_SHORT_STEPS: a resumed
     * run stops at the same step) */
    if (C->short_steps > 0)
        fprintf(f, "short_steps %ld\n", (long) C->short_steps);
    /* the drift of each component (the forcing search widens the states by
     * it: a resumed run sees the features the uninterrupted one sees) */
    for (c = 0; c < C->dim; c++)
        if (C->drift[c] != 0.0)
            fprintf(f, "drift %ld %a\n", (long) c, C->drift[c]);
    /* the shortest and the longest step so far (a collapse is a step far
     * below the shortest, src/ode/solve.c; passing_pair) */
    if (isfinite(C->min_log_h) && isfinite(C->max_log_h))
        fprintf(f, "log_h_range %a %a\n", C->min_log_h, C->max_log_h);
    ode_checkpoint_put_ball(f, C->t0, "t0");
    ode_checkpoint_put_ball(f, C->t, "t");
    for (c = 0; c < C->dim; c++)
        ode_checkpoint_put_ball(f, C->y0 + c, "y0 %ld", (long) c);
    for (c = 0; c < C->dim; c++)
        ode_checkpoint_put_ball(f, C->y + c, "y %ld", (long) c);
    for (j = 0; j < C->num_out; j++)
        if (C->out_done[j])
            for (c = 0; c < C->dim; c++)
                ode_checkpoint_put_ball(f, C->out_y + j * C->dim + c, "out %ld %ld", (long) j,
                                        (long) c);
    for (j = 0; j < C->num_ends; j++)
    {
        ode_checkpoint_put_ball(f, C->end_t + j, "step %ld t", (long) j);
        ode_checkpoint_put_ball(f, C->end_h + j, "step %ld h", (long) j);
        for (c = 0; c < C->dim; c++)
            ode_checkpoint_put_ball(f, C->end_y + j * C->dim + c, "step %ld y %ld", (long) j,
                                    (long) c);
    }
    fprintf(f, "end\n");
    return ode_checkpoint_finish(f, file) ? SERSOL_OK : SERSOL_EIO;
}

/* Longest checkpoint line read: a ball of 20000 digits dumps to about 20 KB */
#define CK_MAX_LINE (WORD(1) << 26)

char * ode_checkpoint_read_line(FILE * f, int * newline)
{
    size_t n = 0, alloc = 256;
    char * s = flint_malloc(alloc);
    int ch;
    while ((ch = fgetc(f)) != EOF && ch != '\n')
    {
        if (ch == '\0' || n >= (size_t) CK_MAX_LINE)
        {   /* not a text file (/dev/zero was read forever) */
            flint_free(s);
            if (newline != NULL)
                *newline = -1;
            return NULL;
        }
        if (n + 1 >= alloc)
        {
            alloc *= 2;
            s = flint_realloc(s, alloc);
        }
        s[n++] = (char) ch;
    }
    if (ch == EOF && n == 0)
    {
        flint_free(s);
        return NULL;
    }
    s[n] = '\0';
    if (newline != NULL)
        *newline = (ch == '\n');
    return s;
}

static void append(char ** buf, size_t * len, const char * s)
{
    size_t n = strlen(s);
    *buf = flint_realloc(*buf, *len + n + 2);
    memcpy(*buf + *len, s, n);
    (*buf)[*len + n] = '\n';
    *len += n + 1;
    (*buf)[*len] = '\0';
}

/* Reads the next whitespace-separated hexadecimal integer of *s into x;
 * 0 when there is none. */
static int read_hex(fmpz_t x, const char ** s)
{
    const char * p = *s, * q;
    char * buf;
    size_t n;
    int ok;
    while (*p == ' ')
        p++;
    q = p;
    if (*q == '-')
        q++;
    while (isxdigit((unsigned char) *q))
        q++;
    n = (size_t) (q - p);
    if (n == 0 || (n == 1 && *p == '-') || (*q != ' ' && *q != '\0'))
        return 0;
    /* as long as the mantissa is: 20000 digits are 16600 hex digits */
    buf = flint_malloc(n + 1);
    memcpy(buf, p, n);
    buf[n] = '\0';
    ok = (fmpz_set_str(x, buf, 16) == 0);
    flint_free(buf);
    if (ok)
        *s = q;
    return ok;
}

/* z = m 2^e exactly, 0 < m < 2^MAG_BITS: the radius of a dump.  (The
 * conversions mag_set_fmpz_2exp_fmpz and arf_get_mag give upper bounds one
 * ulp above it, and a resumed run would then differ from an uninterrupted
 * one in its radii.)  A mag is MAG_MAN 2^(MAG_EXP - MAG_BITS) with the top
 * bit of its mantissa set. */
static void mag_set_dump(mag_t z, const fmpz_t m, const fmpz_t e)
{
    ulong man = fmpz_get_ui(m);
    slong bits = FLINT_BIT_COUNT(man);
    MAG_MAN(z) = man << (MAG_BITS - bits);
    fmpz_add_si(MAG_EXPREF(z), e, bits);
}

int _ode_load_ball(arb_t x, const char * s)
{
    fmpz_t m, e, rm, re;
    int ok;
    fmpz_init(m); fmpz_init(e); fmpz_init(rm); fmpz_init(re);
    ok = read_hex(m, &s) && read_hex(e, &s) && read_hex(rm, &s) && read_hex(re, &s);
    while (ok && *s == ' ')
        s++;
    ok = ok && *s == '\0';
    /* the special values of the dump: mantissa 0 with exponent 0 (zero),
     * -1, -2, -3 (+inf, -inf, nan) for the midpoint, 0 and -1 (zero, inf)
     * for the radius, whose mantissa is not negative; anything else is
     * damage (arb_load_str aborts on it) */
    if (ok && fmpz_is_zero(m))
        ok = fmpz_cmp_si(e, 0) <= 0 && fmpz_cmp_si(e, -3) >= 0;
    if (ok && fmpz_is_zero(rm))
        ok = fmpz_cmp_si(re, 0) <= 0 && fmpz_cmp_si(re, -1) >= 0;
    ok = ok && fmpz_sgn(rm) >= 0 && fmpz_bits(rm) <= MAG_BITS;
    if (ok)
    {
        if (!fmpz_is_zero(m))
            arf_set_fmpz_2exp(arb_midref(x), m, e);
        else if (fmpz_is_zero(e))
            arf_zero(arb_midref(x));
        else if (fmpz_equal_si(e, -1))
            arf_pos_inf(arb_midref(x));
        else if (fmpz_equal_si(e, -2))
            arf_neg_inf(arb_midref(x));
        else
            arf_nan(arb_midref(x));
        if (!fmpz_is_zero(rm))
            mag_set_dump(arb_radref(x), rm, re);
        else if (fmpz_is_zero(re))
            mag_zero(arb_radref(x));
        else
            mag_inf(arb_radref(x));
    }
    fmpz_clear(m); fmpz_clear(e); fmpz_clear(rm); fmpz_clear(re);
    return ok;
}

/* A 'step' line of a checkpoint may name the step ends recorded so far or
 * the next one (ends in order), and only when this context records them. */
static int step_ok(ode_ctx_struct * C, long i)
{
    if (C->ends_prec <= 0 || i < 0 || i > C->num_ends)
        return 0;
    _ode_step_ends_fit(C, i);
    return 1;
}

int ode_checkpoint_writable(const char * file, char * why, size_t why_size)
{
    char * tmp;
    FILE * f;
    struct stat sb;

    if (stat(file, &sb) == 0 && S_ISDIR(sb.st_mode))
    {
        snprintf(why, why_size, "cannot write checkpoint %s: Is a directory", file);
        return 0;
    }
    /* a run writes over its own checkpoints, never over anything else (the
     * problem file itself, named by mistake, was replaced by the first
     * checkpoint): an existing file must be empty or a sersol checkpoint
     * (first line "sersol-...-checkpoint N") */
    if (stat(file, &sb) == 0 && !(S_ISREG(sb.st_mode) && sb.st_size == 0))
    {
        char line[64];
        int ok;
        f = fopen(file, "r");
        if (f == NULL)
        {   /* (it said "exists and is not a sersol checkpoint") */
            snprintf(why, why_size, "--checkpoint: cannot read the existing '%s' to check that "
                     "it is a sersol checkpoint: %s", file, strerror(errno));
            return 0;
        }
        ok = (fgets(line, sizeof(line), f) != NULL
              && strncmp(line, "sersol-", 7) == 0 && strstr(line, "-checkpoint ") != NULL);
        if (f != NULL)
            fclose(f);
        if (!ok)
        {
            snprintf(why, why_size, "--checkpoint: '%s' exists and is not a sersol checkpoint; "
                     "the first checkpoint would replace it (remove it, or name another file)", file);
            return 0;
        }
    }
    tmp = tmp_name(file);
    f = fopen(tmp, "w");
    if (f == NULL)
    {
        snprintf(why, why_size, "cannot write checkpoint %s: %s", tmp, strerror(errno));
        flint_free(tmp);
        return 0;
    }
    fclose(f);
    remove(tmp);
    flint_free(tmp);
    return 1;
}

int ode_checkpoint_same_time(const char * a, size_t alen, const char * b)
{
    char * as = flint_malloc(alen + 1);
    fmpq_t x, y;
    int same;
    memcpy(as, a, alen);
    as[alen] = '\0';
    fmpq_init(x);
    fmpq_init(y);
    if (sersol_fmpq_set_exact_str(x, as) == SERSOL_OK && sersol_fmpq_set_exact_str(y, b) == SERSOL_OK)
        same = fmpq_equal(x, y);
    else
        same = (strcmp(as, b) == 0);
    fmpq_clear(x);
    fmpq_clear(y);
    flint_free(as);
    return same;
}

int ode_checkpoint_load_ball(arb_t x, const char * s)
{
    return _ode_load_ball(x, s);
}

int ode_ctx_read_checkpoint(ode_ctx_struct * C, const char * file, char ** header)
{
    FILE * f = fopen(file, "r");
    char * line, * hdr = NULL;
    size_t hlen = 0;
    int status = SERSOL_OK, ended = 0, newline;
    long v[6];

    if (f == NULL)
        return SERSOL_EIO;
    hdr = flint_malloc(1);
    hdr[0] = '\0';
    line = ode_checkpoint_read_line(f, NULL);
    if (line == NULL || strcmp(line, CK_MAGIC) != 0)
        status = SERSOL_EINPUT;
    flint_free(line);
    while (status == SERSOL_OK && (line = ode_checkpoint_read_line(f, &newline)) != NULL)
    {
        long i, c;
        int pos = 0;
        if (strncmp(line, "policy ", 7) == 0)
            append(&hdr, &hlen, line);
        else if (sscanf(line, "dim %ld", &i) == 1)
            status = (i == C->dim) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "prec %ld", &i) == 1)
            status = (i == C->prec) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "next_order %ld", &i) == 1)
        {   /* 0: the initial rule; else an order the controller may choose */
            C->next_order = i;
            if (i < 0 || (i > 0 && (i < C->order_min || i > C->order_max)))
                status = SERSOL_EINPUT;
        }
        else if (strncmp(line, "next_drop ", 10) == 0)
        {
            char * end;
            C->next_drop = strtod(line + 10, &end);
            if (end == line + 10 || !isfinite(C->next_drop) || C->next_drop < 0)
                status = SERSOL_EINPUT;
        }
        else if (strncmp(line, "rho_hint ", 9) == 0)
        {
            char * end, * end2;
            C->rho_hint = strtod(line + 9, &end);
            C->rho_hint_t = strtod(end, &end2);
            if (end == line + 9 || end2 == end || isnan(C->rho_hint) || isnan(C->rho_hint_t))
                status = SERSOL_EINPUT;
        }
        else if (sscanf(line, "stats %ld %ld %ld %ld %ld %ld", v, v + 1, v + 2, v + 3, v + 4, v + 5) == 6)
        {
            C->steps = v[0]; C->rejections = v[1]; C->extensions = v[2];
            C->order_sum = v[3]; C->order_lo = v[4]; C->order_hi = v[5];
            for (i = 0; i < 6; i++)
                if (v[i] < 0)
                    status = SERSOL_EINPUT;
        }
        else if (sscanf(line, "branch %ld %ld", v, v + 1) == 2)
        {
            C->branch_step = v[0];
            C->branch_cuts = v[1];
            if (v[0] < 0 || v[1] < 0 || v[1] > ODE_BRANCH_STOP)
                status = SERSOL_EINPUT;
        }
        else if (strncmp(line, "growth_err ", 11) == 0)
        {   /* (after the growth line; absent from earlier versions: none) */
            char * p = line + 11, * end;
            double e[2];
            for (c = 0; c < 2 && status == SERSOL_OK; c++, p = end)
            {
                e[c] = strtod(p, &end);
                if (end == p || isnan(e[c]) || e[c] > 1e9)
                    status = SERSOL_EINPUT;
            }
            if (status == SERSOL_OK && e[0] <= e[1])
            {
                C->growth_err = e[0];
                C->growth_err_max = e[1];
            }
            else
                status = SERSOL_EINPUT;
        }
        else if (strncmp(line, "growth ", 7) == 0)
        {   /* (absent from the checkpoints of earlier versions: a new estimate) */
            char * p = line + 7, * end;
            double g[4];
            slong c;
            for (c = 0; c < 4 && status == SERSOL_OK; c++, p = end)
            {
                g[c] = strtod(p, &end);
                if (end == p || !isfinite(g[c]))
                    status = SERSOL_EINPUT;
            }
            if (status == SERSOL_OK)
            {
                if (C->growth_w == NULL)
                    C->growth_w = flint_malloc(sizeof(double) * C->dim);
                C->growth_L = g[0];
                C->growth_Lmin = g[1];
                C->growth_amp = g[2];
                C->growth_lnorm = g[3];
                C->growth_err = C->growth_err_max = -INFINITY;
                for (c = 0; c < C->dim && status == SERSOL_OK; c++, p = end)
                {
                    C->growth_w[c] = strtod(p, &end);
                    if (end == p || !isfinite(C->growth_w[c]))
                        status = SERSOL_EINPUT;
                }
                if (status != SERSOL_OK || g[2] < 0 || g[1] > g[0] || g[2] > 1e9
                    || fabs(g[0]) > 1e9 || fabs(g[1]) > 1e9 || fabs(g[3]) > 1e12)
                {
                    flint_free(C->growth_w);
                    C->growth_w = NULL;
                    status = SERSOL_EINPUT;
                }
            }
        }
        else if (sscanf(line, "norm %ld", &i) == 1)
        {   /* an exponent ode_ctx_note_norm can record */
            C->norm_exp = i;
            if (i <= -(WORD(1) << 40) || i >= (WORD(1) << 40))
                status = SERSOL_EINPUT;
        }
        else if (strncmp(line, "watch ", 6) == 0)
        {   /* (absent from the checkpoints of earlier versions: a new watch) */
            ode_watch_struct * W = &C->watch;
            long n, skip, full, levels;
            if (sscanf(line + 6, "%ld %ld %ld %ld %la %la %la %la %la %la %la %la", &n, &skip, &full,
                       &levels, W->t, W->t + 1, W->t + 2, W->loc, W->loc + 1, W->loc + 2,
                       &W->confirm_R, &W->confirm_loc) != 12
                || n < 0 || n > 3 || skip < 0 || full < 0 || levels < 0
                || !isfinite(W->confirm_R) || !isfinite(W->confirm_loc) || W->confirm_R < 0)
                status = SERSOL_EINPUT;
            else
            {
                W->n = n; W->skip = skip; W->full = full; W->levels = levels;
                C->watch_restored = 1;
            }
        }
        else if (strncmp(line, "watch_pair ", 11) == 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            double foot, b;
            if (sscanf(line + 11, "%la %la", &foot, &b) != 2 || !isfinite(foot) || !isfinite(b)
                || !(b > 0))
                status = SERSOL_EINPUT;
            else
            {
                C->watch.pair_foot = foot;
                C->watch.pair_b = b;
            }
        }
        else if (strncmp(line, "forcing_cuts ", 13) == 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            long n, m;
            double ft;
            if (sscanf(line + 13, "%ld %ld %la", &n, &m, &ft) != 3 || n < 0
                || n > ODE_FORCING_STALL || m < n || !isfinite(ft))
                status = SERSOL_EINPUT;
            else
            {
                C->forcing_cuts = n;
                C->forcing_misses = m;
                C->forcing_cuts_t = ft;
            }
        }
        else if (strncmp(line, "drift ", 6) == 0)
        {   /* (absent from the checkpoints of earlier versions: 0) */
            long c;
            double d;
            if (sscanf(line + 6, "%ld %la", &c, &d) != 2 || c < 0 || c >= C->dim || !(d >= 0.0)
                || !isfinite(d))
                status = SERSOL_EINPUT;
            else
                C->drift[c] = d;
        }
        else if (strncmp(line, "short_steps ", 12) == 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            long n;
            if (sscanf(line + 12, "%ld", &n) != 1 || n < 0)
                status = SERSOL_EINPUT;
            else
                C->short_steps = n;
        }
        else if (strncmp(line, "feature_t ", 10) == 0)
        {   /* (absent from the checkpoints of earlier versions: none) */
            double ft;
            if (sscanf(line + 10, "%la", &ft) != 1 || !isfinite(ft))
                status = SERSOL_EINPUT;
            else
                C->feature_t = ft;
        }
        else if (strncmp(line, "log_h_range ", 12) == 0)
        {   /* (absent from the checkpoints of earlier versions: none yet) */
            double lo, hi;
            if (sscanf(line + 12, "%la %la", &lo, &hi) != 2 || !isfinite(lo) || !isfinite(hi)
                || lo > hi)
                status = SERSOL_EINPUT;
            else
            {
                C->min_log_h = lo;
                C->max_log_h = hi;
            }
        }
        else if (sscanf(line, "norm_comp %ld %ld", &c, &i) == 2)
        {   /* (absent from the checkpoints of earlier versions: unknown) */
            if (c < 0 || c >= C->dim || i <= -(WORD(1) << 40) || i >= (WORD(1) << 40))
                status = SERSOL_EINPUT;
            else
                C->comp_exp[c] = i;
        }
        else if (strncmp(line, "t0 ", 3) == 0)
            status = _ode_load_ball(C->t0, line + 3) ? SERSOL_OK : SERSOL_EINPUT;
        else if (strncmp(line, "t ", 2) == 0)
            status = _ode_load_ball(C->t, line + 2) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "y0 %ld %n", &c, &pos) == 1 && pos > 0 && c >= 0 && c < C->dim)
            status = _ode_load_ball(C->y0 + c, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "y %ld %n", &c, &pos) == 1 && pos > 0 && c >= 0 && c < C->dim)
            status = _ode_load_ball(C->y + c, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "out %ld %ld %n", &i, &c, &pos) == 2 && pos > 0
                 && i >= 0 && i < C->num_out && c >= 0 && c < C->dim)
        {
            status = _ode_load_ball(C->out_y + i * C->dim + c, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
            C->out_done[i] = 1;
        }
        else if (sscanf(line, "step %ld t %n", &i, &pos) == 1 && pos > 0 && step_ok(C, i))
            status = _ode_load_ball(C->end_t + i, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "step %ld h %n", &i, &pos) == 1 && pos > 0 && step_ok(C, i))
            status = _ode_load_ball(C->end_h + i, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
        else if (sscanf(line, "step %ld y %ld %n", &i, &c, &pos) == 2 && pos > 0 && step_ok(C, i)
                 && c >= 0 && c < C->dim)
            status = _ode_load_ball(C->end_y + i * C->dim + c, line + pos) ? SERSOL_OK : SERSOL_EINPUT;
        else if (strcmp(line, "end") == 0)
            ended = newline;    /* without its newline: a truncated file */
        else
            status = SERSOL_EINPUT;
        flint_free(line);
    }
    fclose(f);
    if (status == SERSOL_OK && !ended)
        status = SERSOL_EINPUT;   /* truncated file */
    if (header != NULL && status == SERSOL_OK)
        *header = hdr;
    else
        flint_free(hdr);
    if (status == SERSOL_OK)
        C->init_status = SERSOL_OK;     /* the state comes from the file */
    return status;
}
