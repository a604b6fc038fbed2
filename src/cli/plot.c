/* gnuplot for --plot (solve, radius): the checks made before the
 * computation, so that a long run does not end in a plot that cannot be
 * written, and the pipe to gnuplot, whose own output is kept off stdout
 * (a CSV or JSON table goes there) and whose messages reach stderr only
 * when it fails (its warnings, e.g. "empty y range" for a constant
 * Domb-Sykes line, are noise next to a plot that was written). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "cli.h"

/* 1 for a name ending in .png (any case), 0 for .svg, -1 otherwise */
static int plot_is_png(const char * path)
{
    const char * ext = strrchr(path, '.');
    if (ext != NULL && strcasecmp(ext, ".png") == 0)
        return 1;
    if (ext != NULL && strcasecmp(ext, ".svg") == 0)
        return 0;
    return -1;
}

int cli_plot_check(const cli_options * o, const char * path)
{
    const char * s;
    int existed;
    FILE * f;

    if (path == NULL)
        return 0;
    if (path[0] == '\0')
        return cli_error(o, "--plot: empty file name");
    for (s = path; *s != '\0'; s++)
        if ((unsigned char) *s < 32 || *s == 127)
            return cli_error(o, "--plot: control character in the file name");
    /* (x.pdf was written as SVG) */
    if (plot_is_png(path) < 0)
        return cli_error(o, "--plot: the file name must end in .svg or .png (got '%s')", path);
    if (system("command -v gnuplot >/dev/null 2>&1") != 0)
        return cli_error(o, "--plot needs gnuplot, which was not found (Debian package gnuplot-nox)");
    /* can FILE be written?  Opened for appending, so that an existing file
     * is left as it is; one created here is removed again */
    existed = (access(path, F_OK) == 0);
    f = fopen(path, "a");
    if (f == NULL)
        return cli_error(o, "--plot: cannot write %s: %s", path, strerror(errno));
    fclose(f);
    if (!existed)
        remove(path);
    return 0;
}

/* s as a gnuplot single-quoted string ('' stands for one quote). */
void cli_plot_quoted(FILE * g, const char * s)
{
    fputc('\'', g);
    for (; *s != '\0'; s++)
    {
        if (*s == '\'')
            fputc('\'', g);
        fputc(*s, g);
    }
    fputc('\'', g);
}

/* gnuplot's stderr of the plot being drawn (one at a time) */
static char plot_log[64];

FILE * cli_plot_open(const cli_options * o, const char * path, long width, long height)
{
    int png = (plot_is_png(path) == 1);
    char cmd[128];
    FILE * g;
    int fd;

    snprintf(plot_log, sizeof(plot_log), "%s/sersol-gnuplot.XXXXXX",
             getenv("TMPDIR") != NULL && strlen(getenv("TMPDIR")) < 32 ? getenv("TMPDIR") : "/tmp");
    fd = mkstemp(plot_log);
    if (fd >= 0 && strpbrk(plot_log, "'\\ ") == NULL)
    {
        close(fd);
        snprintf(cmd, sizeof(cmd), "gnuplot >/dev/null 2>'%s'", plot_log);
    }
    else
    {   /* no private log: gnuplot's messages go to stderr as they come */
        if (fd >= 0)
        {
            close(fd);
            remove(plot_log);
        }
        plot_log[0] = '\0';
        snprintf(cmd, sizeof(cmd), "gnuplot >/dev/null");
    }
    g = popen(cmd, "w");
    if (g == NULL)
    {
        if (plot_log[0] != '\0')
            remove(plot_log);
        cli_error(o, "--plot: cannot run gnuplot");
        return NULL;
    }
    fprintf(g, "set terminal %s size %ld,%ld\nset output ", png ? "pngcairo" : "svg", width, height);
    cli_plot_quoted(g, path);
    fprintf(g, "\n");
    return g;
}

int cli_plot_close(const cli_options * o, FILE * g, const char * path)
{
    int failed = (pclose(g) != 0);
    if (plot_log[0] != '\0')
    {
        if (failed)
        {   /* what gnuplot said, then the verdict */
            FILE * f = fopen(plot_log, "r");
            char line[512];
            if (f != NULL)
            {
                while (fgets(line, sizeof(line), f) != NULL)
                    fputs(line, stderr);
                fclose(f);
            }
        }
        remove(plot_log);
        plot_log[0] = '\0';
    }
    if (failed)
    {   /* what gnuplot left under that name (it truncates the file at
         * 'set output') is no plot */
        remove(path);
        return cli_error(o, "--plot: gnuplot failed to write %s", path);
    }
    return 0;
}
