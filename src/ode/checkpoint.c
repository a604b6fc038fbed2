/* Checkpoints: the exact driver state (arb_dump_str of every ball), written
 * atomically (temporary file + rename). */
#include <stdlib.h>
#include <string.h>
#include "sersol/ode.h"

#define CK_MAGIC "sersol-ode-checkpoint 1"

static void put_arb(FILE * f, const char * tag, slong i, const arb_t x)
{
    char * s = arb_dump_str(x);
    if (i >= 0)
        fprintf(f, "%s %ld %s\n", tag, (long) i, s);
    else
        fprintf(f, "%s %s\n", tag, s);
    flint_free(s);
}

int ode_ctx_write_checkpoint(const ode_ctx_struct * C, const char * file)
{
    char * tmp = flint_malloc(strlen(file) + 16);
    FILE * f;
    slong c, j;
    int ok;

    sprintf(tmp, "%s.tmp", file);
    f = fopen(tmp, "w");
    if (f == NULL)
    {
        flint_free(tmp);
        return SERSOL_EIO;
    }
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
    put_arb(f, "t0", -1, C->t0);
    put_arb(f, "t", -1, C->t);
    for (c = 0; c < C->dim; c++)
        put_arb(f, "y0", c, C->y0 + c);
    for (c = 0; c < C->dim; c++)
        put_arb(f, "y", c, C->y + c);
    for (j = 0; j < C->num_out; j++)
        if (C->out_done[j])
            for (c = 0; c < C->dim; c++)
            {
                char * s = arb_dump_str(C->out_y + j * C->dim + c);
                fprintf(f, "out %ld %ld %s\n", (long) j, (long) c, s);
                flint_free(s);
            }
    fprintf(f, "end\n");
    ok = (fflush(f) == 0) && !ferror(f);
    ok = (fclose(f) == 0) && ok;
    if (ok)
        ok = (rename(tmp, file) == 0);
    else
        remove(tmp);
    flint_free(tmp);
    return ok ? SERSOL_OK : SERSOL_EIO;
}

/* one line of any length without the newline; NULL at the end of the file */
static char * read_line(FILE * f)
{
    size_t n = 0, alloc = 256;
    char * s = flint_malloc(alloc);
    int ch;
    while ((ch = fgetc(f)) != EOF && ch != '\n')
    {
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

int ode_ctx_read_checkpoint(ode_ctx_struct * C, const char * file, char ** header)
{
    FILE * f = fopen(file, "r");
    char * line, * hdr = NULL;
    size_t hlen = 0;
    int status = SERSOL_OK, ended = 0;
    long v[6];

    if (f == NULL)
        return SERSOL_EIO;
    hdr = flint_malloc(1);
    hdr[0] = '\0';
    line = read_line(f);
    if (line == NULL || strcmp(line, CK_MAGIC) != 0)
        status = SERSOL_EINPUT;
    flint_free(line);
    while (status == SERSOL_OK && (line = read_line(f)) != NULL)
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
            C->next_order = i;
        else if (strncmp(line, "next_drop ", 10) == 0)
            C->next_drop = strtod(line + 10, NULL);
        else if (strncmp(line, "rho_hint ", 9) == 0)
        {
            char * end;
            C->rho_hint = strtod(line + 9, &end);
            C->rho_hint_t = strtod(end, NULL);
        }
        else if (sscanf(line, "stats %ld %ld %ld %ld %ld %ld", v, v + 1, v + 2, v + 3, v + 4, v + 5) == 6)
        {
            C->steps = v[0]; C->rejections = v[1]; C->extensions = v[2];
            C->order_sum = v[3]; C->order_lo = v[4]; C->order_hi = v[5];
        }
        else if (strncmp(line, "t0 ", 3) == 0)
            status = arb_load_str(C->t0, line + 3) ? SERSOL_EINPUT : SERSOL_OK;
        else if (strncmp(line, "t ", 2) == 0)
            status = arb_load_str(C->t, line + 2) ? SERSOL_EINPUT : SERSOL_OK;
        else if (sscanf(line, "y0 %ld %n", &c, &pos) == 1 && pos > 0 && c >= 0 && c < C->dim)
            status = arb_load_str(C->y0 + c, line + pos) ? SERSOL_EINPUT : SERSOL_OK;
        else if (sscanf(line, "y %ld %n", &c, &pos) == 1 && pos > 0 && c >= 0 && c < C->dim)
            status = arb_load_str(C->y + c, line + pos) ? SERSOL_EINPUT : SERSOL_OK;
        else if (sscanf(line, "out %ld %ld %n", &i, &c, &pos) == 2 && pos > 0
                 && i >= 0 && i < C->num_out && c >= 0 && c < C->dim)
        {
            status = arb_load_str(C->out_y + i * C->dim + c, line + pos) ? SERSOL_EINPUT : SERSOL_OK;
            C->out_done[i] = 1;
        }
        else if (strcmp(line, "end") == 0)
            ended = 1;
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
    return status;
}
