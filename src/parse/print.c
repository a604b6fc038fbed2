/* sersol parse — writing a problem back as a .ser file. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sersol/parse.h"

/* The constants' names: the values of the first n constants are printed
 * by name. */
typedef struct
{
    expr_names_struct * T;
    slong n;
}
const_names;

/* e, with the values of the constants declared so far written by their
 * names: a constant built on another (const c1 = c0*c0) shares its node,
 * and printing the nodes in full doubled the text at each such line (40
 * lines: 2^39 copies of sin(1), which the problem key of every solve run
 * printed). */
static void print_expr(FILE * f, const sersol_problem * P, const const_names * C, expr_ptr e)
{
    char * s = expr_to_str_names(P->ctx, e, C->T, C->n);
    fputs(s, f);
    flint_free(s);
}

/* [a, b, ...; ...] with rows x cols entries, row-major. */
static void print_matrix(FILE * f, const sersol_problem * P, const const_names * C,
                         const expr_ptr * m,
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
            print_expr(f, P, C, m[i * cols + j]);
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

static void print_ode(FILE * f, const sersol_problem * P, const const_names * C)
{
    slong i;

    print_names(f, "unknown", P->names, P->n);
    for (i = 0; i < P->n; i++)
    {
        fprintf(f, "%s%s = ", P->names[i], P->order[i] == 2 ? "''" : "'");
        print_expr(f, P, C, P->rhs[i]);
        fputc('\n', f);
    }
    for (i = 0; i < P->n; i++)
    {
        fprintf(f, "init %s = ", P->names[i]);
        print_expr(f, P, C, P->init[i]);
        fputc('\n', f);
        if (P->order[i] == 2)
        {
            fprintf(f, "init %s' = ", P->names[i]);
            print_expr(f, P, C, P->init_deriv[i]);
            fputc('\n', f);
        }
    }
}

static void print_multibody(FILE * f, const sersol_problem * P, const const_names * C)
{
    print_names(f, "position", P->pos_names, P->n);
    print_names(f, "velocity", P->vel_names, P->n);
    fputs("mass = ", f);
    print_matrix(f, P, C, P->mass, P->n, P->n);
    fputs("\nforce = ", f);
    print_matrix(f, P, C, P->force, 1, P->n);
    if (P->kind == PROBLEM_NONHOLONOMIC)
    {
        fputs("\nvelocity_constraint = ", f);
        print_matrix(f, P, C, P->vc_A, P->r, P->n);
        fputs(", ", f);
        print_matrix(f, P, C, P->vc_b, 1, P->r);
    }
    else
    {
        fputs("\nconstraint = ", f);
        print_matrix(f, P, C, P->constraint, 1, P->r);
    }
    fputs("\ninit u = ", f);
    print_matrix(f, P, C, P->init_u, 1, P->n);
    fputs("\ninit v = ", f);
    print_matrix(f, P, C, P->init_v, 1, P->n);
    fputc('\n', f);
}

static void print_line(FILE * f, const sersol_problem * P, const const_names * C,
                       const char * head, expr_ptr e)
{
    fputs(head, f);
    print_expr(f, P, C, e);
    fputc('\n', f);
}

static void print_oscillator(FILE * f, const sersol_problem * P, const const_names * C)
{
    print_line(f, P, C, "alpha = ", P->alpha);
    print_line(f, P, C, "epsilon = ", P->epsilon);
    print_line(f, P, C, "perturbation = ", P->perturbation);
    if (P->beta != NULL)
        print_line(f, P, C, "beta = ", P->beta);
    print_line(f, P, C, "init x = ", P->init_x);
    print_line(f, P, C, "init xp = ", P->init_xp);
}

void sersol_problem_fprint(FILE * f, const sersol_problem * P)
{
    expr_ptr * nodes = flint_malloc(FLINT_MAX(P->num_consts, 1) * sizeof(expr_ptr));
    const char ** names = flint_malloc(FLINT_MAX(P->num_consts, 1) * sizeof(const char *));
    const_names C;
    slong i;

    for (i = 0; i < P->num_consts; i++)
    {
        nodes[i] = P->consts[i].value;
        names[i] = P->consts[i].name;
    }
    C.T = expr_names_new(nodes, names, P->num_consts);
    flint_free(nodes);
    flint_free(names);
    fprintf(f, "problem %s\n", sersol_problem_kind_name(P->kind));
    if (P->title_line != 0)
        fprintf(f, "title \"%s\"\n", P->title);
    for (i = 0; i < P->num_consts; i++)
    {
        fprintf(f, "const %s = ", P->consts[i].name);
        C.n = i;            /* the constants declared before this one */
        print_expr(f, P, &C, P->consts[i].value);
        fputc('\n', f);
    }
    C.n = P->num_consts;
    if (P->kind == PROBLEM_ODE)
        print_ode(f, P, &C);
    else if (P->kind == PROBLEM_OSCILLATOR)
        print_oscillator(f, P, &C);
    else
        print_multibody(f, P, &C);
    for (i = 0; i < P->num_exact; i++)
    {
        fprintf(f, "exact %s = ", P->exact[i].name);
        print_expr(f, P, &C, P->exact[i].value);
        fputc('\n', f);
    }
    expr_names_free(C.T);
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
