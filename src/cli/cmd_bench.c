/* sersol bench [NAME]
 * Runs the benchmark programs of bench/ (bench/README.md): all of them in
 * the order of `make bench`, or only bench/b-NAME.  The programs are built
 * with sersol (`make`) but not installed: they are looked for in
 *     $SERSOL_BENCH_DIR, then <directory of this executable>/bench,
 *     then the build tree sersol was configured in (SERSOL_BUILDDIR/bench).
 * Each program inherits the environment (SERSOL_BENCH_MAX_DIGITS ...), and
 * gets top_srcdir (examples/) when it is not set.
 * Exit status: 0 when every program ran and exited 0; 1 when one failed
 * (the others still run); 2 for an unknown NAME or programs not found. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "cli.h"

/* "bench/b-tps bench/b-wdot ..." from the Makefile (BENCH_PROGS). */
#ifndef SERSOL_BENCH_PROGS
#define SERSOL_BENCH_PROGS ""
#endif
#ifndef SERSOL_BUILDDIR
#define SERSOL_BUILDDIR "."
#endif
#ifndef SERSOL_SRCDIR
#define SERSOL_SRCDIR "."
#endif

#define BENCH_MAX 32
#define BENCH_NAME_MAX 32

/* The benchmark names ("tps", "ode", ...) from SERSOL_BENCH_PROGS, in order.
 * Returns their number. */
static int bench_names(char names[BENCH_MAX][BENCH_NAME_MAX])
{
    const char * s = SERSOL_BENCH_PROGS;
    int n = 0;

    while (*s != '\0' && n < BENCH_MAX)
    {
        size_t len = strcspn(s, " \t");
        const char * base = s, * p;

        for (p = s; p < s + len; p++)       /* the part after "bench/b-" */
            if (*p == '/')
                base = p + 1;
        if (strncmp(base, "b-", 2) == 0)
            base += 2;
        if (s + len > base && (size_t) (s + len - base) < BENCH_NAME_MAX)
        {
            memcpy(names[n], base, s + len - base);
            names[n][s + len - base] = '\0';
            n++;
        }
        s += len;
        s += strspn(s, " \t");
    }
    return n;
}

static int is_executable(const char * path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode) && access(path, X_OK) == 0;
}

/* dir/b-name into path when that program exists. */
static int found_in(char * path, size_t size, const char * dir, const char * name)
{
    int w = snprintf(path, size, "%s/b-%s", dir, name);
    return w > 0 && (size_t) w < size && is_executable(path);
}

/* The directory holding the running executable, or "" when unknown. */
static void exe_dir(char * dir, size_t size)
{
    ssize_t len = readlink("/proc/self/exe", dir, size - 1);
    char * slash;

    if (len <= 0)
    {
        dir[0] = '\0';
        return;
    }
    dir[len] = '\0';
    slash = strrchr(dir, '/');
    if (slash != NULL)
        *slash = '\0';
    else
        dir[0] = '\0';
}

/* Finds program b-name (see the file comment).  Returns 1 and the path, or
 * 0 with the places looked in written to tried. */
static int locate(char * path, size_t size, const char * name, char * tried, size_t tsize)
{
    const char * env = getenv("SERSOL_BENCH_DIR");
    char dir[PATH_MAX], bdir[PATH_MAX + 8];

    if (env != NULL && env[0] != '\0')
    {
        if (found_in(path, size, env, name))
            return 1;
        snprintf(tried, tsize, "%s (SERSOL_BENCH_DIR)", env);
        return 0;
    }
    exe_dir(dir, sizeof(dir));
    snprintf(bdir, sizeof(bdir), "%s/bench", dir);
    if (dir[0] != '\0' && found_in(path, size, bdir, name))
        return 1;
    if (found_in(path, size, SERSOL_BUILDDIR "/bench", name))
        return 1;
    snprintf(tried, tsize, "%s and %s", bdir, SERSOL_BUILDDIR "/bench");
    return 0;
}

/* Runs one program, its output going to ours.  Returns its exit status, or
 * -1 when it could not be started or did not exit normally (message
 * printed). */
static int run_program(const char * path, const char * name)
{
    pid_t pid;
    int status;

    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0)
    {
        fprintf(stderr, "sersol bench: %s: cannot start: %s\n", name, strerror(errno));
        return -1;
    }
    if (pid == 0)
    {
        char * argv[2];
        argv[0] = (char *) path;
        argv[1] = NULL;
        execv(path, argv);
        fprintf(stderr, "sersol bench: %s: cannot run %s: %s\n", name, path, strerror(errno));
        _exit(127);
    }
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
        {
            fprintf(stderr, "sersol bench: %s: %s\n", name, strerror(errno));
            return -1;
        }
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        fprintf(stderr, "sersol bench: %s: killed by signal %d\n", name, WTERMSIG(status));
    return -1;
}

/* The known names, for messages and --help. */
static void print_names(FILE * f, char names[BENCH_MAX][BENCH_NAME_MAX], int n)
{
    int i;
    for (i = 0; i < n; i++)
        fprintf(f, "%s%s", i > 0 ? ", " : "", names[i]);
}

int cli_bench(int argc, char ** argv)
{
    char names[BENCH_MAX][BENCH_NAME_MAX];
    char paths[BENCH_MAX][PATH_MAX + 40];
    char tried[2 * PATH_MAX + 64];
    int n = bench_names(names), i, run = 0, failed = 0, first = -1;
    cli_options o;
    int st;

    if ((st = cli_parse_options(&o, CLI_BENCH, argc, argv)) >= 0)
    {
        if (st == CLI_EXIT_OK)
        {
            printf("\nbenchmarks: ");
            print_names(stdout, names, n);
            printf("\n");
        }
        return st;
    }
    for (i = 0; i < n; i++)
        if (o.bench == NULL || strcmp(o.bench, names[i]) == 0)
        {
            if (!locate(paths[i], sizeof(paths[i]), names[i], tried, sizeof(tried)))
            {
                fprintf(stderr, "sersol bench: program b-%s not found in %s; the benchmarks are built\n"
                        "by `make` in sersol's build tree and run from there\n", names[i], tried);
                cli_options_clear(&o);
                return CLI_EXIT_INPUT;
            }
            if (first < 0)
                first = i;
        }
    if (first < 0)
    {
        fprintf(stderr, "sersol bench: unknown benchmark '%s'; known: ", o.bench);
        print_names(stderr, names, n);
        fprintf(stderr, "\n");
        cli_options_clear(&o);
        return CLI_EXIT_INPUT;
    }
    if (getenv("top_srcdir") == NULL)
        setenv("top_srcdir", SERSOL_SRCDIR, 1);
    for (i = first; i < n; i++)
        if (o.bench == NULL || strcmp(o.bench, names[i]) == 0)
        {
            if (o.bench == NULL)
                printf("== %s\n", names[i]);
            st = run_program(paths[i], names[i]);
            run++;
            if (st != 0)
            {
                failed++;
                if (st > 0)
                    fprintf(stderr, "sersol bench: %s exited with status %d\n", names[i], st);
            }
        }
    if (failed > 0 && run > 1)
        fprintf(stderr, "sersol bench: %d of %d benchmarks failed\n", failed, run);
    cli_options_clear(&o);
    return failed > 0 ? CLI_EXIT_ACCURACY : CLI_EXIT_OK;
}
