/* gnuplot for --plot (solve, radius): the checks made before the
 * computation, so that a long run does not end in a plot that cannot be
 * written, and the pipe to gnuplot, whose own output is kept off stdout
 * (a CSV or JSON table goes there). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"

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

FILE * cli_plot_open(const cli_options * o, const char * path, long width, long height)
{
    const char * ext = strrchr(path, '.');
    int png = ext != NULL && strcmp(ext, ".png") == 0;
    FILE * g = popen("gnuplot >/dev/null", "w");

    if (g == NULL)
    {
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
    if (pclose(g) != 0)
        return cli_error(o, "--plot: gnuplot failed to write %s", path);
    return 0;
}
