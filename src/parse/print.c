/* sersol parse — writing a problem back as a .ser file. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sersol/parse.h"

static void print_expr(FILE * f, const sersol_problem * P, expr_ptr e)
{
    expr_fprint(f, P->ctx, e);
}

/* [a, b, ...; ...] with rows x cols entries, row-major. */
static void print_matrix(FILE * f, const sersol_problem * P, const expr_ptr * m,
                         slong rows, slong cols)
{
    slong i, j;

    fputc('[', f);
    for (i = 0; i < rows; i++)
    {
        if (i > 0)
            fputs("; ", f);
        for (j = 0; j < cols; j++)
        {
            if (j > 0)
                fputs(", ", f);
            print_expr(f, P, m[i * cols + j]);
        }
    }
    fputc(']', f);
}

static void print_names(FILE * f, const char * word, char * const * names, slong n)
{
    slong i;

    fputs(word, f);
    for (i = 0; i < n; i++)
        fprintf(f, " %s", names[i]);
    fputc('\n', f);
}

static void print_ode(FILE * f, const sersol_problem * P)
{
    slong i;

    print_names(f, "unknown", P->names, P->n);
    for (i = 0; i < P->n; i++)
    {
        fprintf(f, "%s%s = ", P->names[i], P->order[i] == 2 ? "''" : "'");
        print_expr(f, P, P->rhs[i]);
        fputc('\n', f);
    }
    for (i = 0; i < P->n; i++)
    {
        fprintf(f, "init %s = ", P->names[i]);
        print_expr(f, P, P->init[i]);
        fputc('\n', f);
        if (P->order[i] == 2)
        {
            fprintf(f, "init %s' = ", P->names[i]);
            print_expr(f, P, P->init_deriv[i]);
            fputc('\n', f);
        }
    }
}

static void print_multibody(FILE * f, const sersol_problem * P)
{
    print_names(f, "position", P->pos_names, P->n);
    print_names(f, "velocity", P->vel_names, P->n);
    fputs("mass = ", f);
    print_matrix(f, P, P->mass, P->n, P->n);
    fputs("\nforce = ", f);
    print_matrix(f, P, P->force, 1, P->n);
    if (P->kind == PROBLEM_NONHOLONOMIC)
    {
        fputs("\nvelocity_constraint = ", f);
        print_matrix(f, P, P->vc_A, P->r, P->n);
        fputs(", ", f);
        print_matrix(f, P, P->vc_b, 1, P->r);
    }
    else
    {
        fputs("\nconstraint = ", f);
        print_matrix(f, P, P->constraint, 1, P->r);
    }
    fputs("\ninit u = ", f);
    print_matrix(f, P, P->init_u, 1, P->n);
    fputs("\ninit v = ", f);
    print_matrix(f, P, P->init_v, 1, P->n);
    fputc('\n', f);
}

static void print_line(FILE * f, const sersol_problem * P, const char * head, expr_ptr e)
{
    fputs(head, f);
    print_expr(f, P, e);
    fputc('\n', f);
}

static void print_oscillator(FILE * f, const sersol_problem * P)
{
    print_line(f, P, "alpha = ", P->alpha);
    print_line(f, P, "epsilon = ", P->epsilon);
    print_line(f, P, "perturbation = ", P->perturbation);
    if (P->beta != NULL)
        print_line(f, P, "beta = ", P->beta);
    print_line(f, P, "init x = ", P->init_x);
    print_line(f, P, "init xp = ", P->init_xp);
}

void sersol_problem_fprint(FILE * f, const sersol_problem * P)
{
    slong i;

    fprintf(f, "problem %s\n", sersol_problem_kind_name(P->kind));
    if (P->title_line != 0)
        fprintf(f, "title \"%s\"\n", P->title);
    for (i = 0; i < P->num_consts; i++)
    {
        fprintf(f, "const %s = ", P->consts[i].name);
        print_expr(f, P, P->consts[i].value);
        fputc('\n', f);
    }
    if (P->kind == PROBLEM_ODE)
        print_ode(f, P);
    else if (P->kind == PROBLEM_OSCILLATOR)
        print_oscillator(f, P);
    else
        print_multibody(f, P);
    for (i = 0; i < P->num_exact; i++)
    {
        fprintf(f, "exact %s = ", P->exact[i].name);
        print_expr(f, P, P->exact[i].value);
        fputc('\n', f);
    }
}

char * sersol_problem_to_str(const sersol_problem * P)
{
    char * buf = NULL, * res;
    size_t len = 0;
    FILE * f = open_memstream(&buf, &len);

    if (f == NULL)
        return NULL;
    sersol_problem_fprint(f, P);
    fclose(f);
    res = flint_malloc(len + 1);
    memcpy(res, buf, len);
    res[len] = '\0';
    free(buf);
    return res;
}
