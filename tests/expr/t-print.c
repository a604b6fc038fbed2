/* expr printing: known expressions to exact strings (docs/expr.md,
 * "Printing"), and an independent check that the printed text is
 * unambiguous: a small reference parser of the documented grammar reads
 * every printed random expression back to the same node. */
#include <string.h>
#include <ctype.h>
#include "testsupport.h"
#include "sersol/expr.h"
#include "randexpr.h"

static expr_ptr parse(expr_ctx_ptr ctx, const char * s);

/* e prints as want, and want parses back to e */
static void check_str(expr_ctx_ptr ctx, expr_ptr e, const char * want)
{
    char * s = expr_to_str(ctx, e);
    if (strcmp(s, want) != 0)
        test_fail("printed \"%s\", expected \"%s\"", s, want);
    if (parse(ctx, s) != e)
        test_fail("\"%s\" does not parse back to the same node", s);
    flint_free(s);
}

/* ---- reference parser of the grammar of docs/expr.md --------------------
 *   sum     := product (('+' | '-') product)*
 *   product := unary (('*' | '/') unary)*
 *   unary   := '-' unary | power
 *   power   := primary ['^' unary]          (right associative)
 *   primary := number | name | name '(' sum ')' | '(' sum ')'            */
typedef struct { const char * p; expr_ctx_ptr ctx; int err; } parser;

static expr_ptr parse_sum(parser * P);

static void skip(parser * P)
{
    while (*P->p == ' ')
        P->p++;
}

static expr_ptr parse_primary(parser * P)
{
    skip(P);
    if (*P->p == '(')
    {
        expr_ptr e;
        P->p++;
        e = parse_sum(P);
        skip(P);
        if (*P->p != ')')
        {
            P->err = 1;
            return e;
        }
        P->p++;
        return e;
    }
    if (isdigit((unsigned char) *P->p))
    {
        char buf[4096];
        size_t n = 0;
        while (isdigit((unsigned char) P->p[n]) && n < sizeof(buf) - 1)
            n++;
        memcpy(buf, P->p, n);
        buf[n] = '\0';
        P->p += n;
        return expr_const_str(P->ctx, buf);
    }
    if (isalpha((unsigned char) *P->p) || *P->p == '_')
    {
        char buf[64];
        size_t n = 0;
        int f;
        while ((isalnum((unsigned char) P->p[n]) || P->p[n] == '_') && n < sizeof(buf) - 1)
            n++;
        memcpy(buf, P->p, n);
        buf[n] = '\0';
        P->p += n;
        if (strcmp(buf, "pi") == 0)
            return expr_pi(P->ctx);
        f = expr_fun_from_name(buf);
        if (f >= 0)
        {
            expr_ptr a;
            skip(P);
            if (*P->p != '(')
            {
                P->err = 1;
                return expr_pi(P->ctx);
            }
            a = parse_primary(P);
            return expr_fun(P->ctx, (expr_op) f, a);
        }
        if (expr_ctx_find_var(P->ctx, buf) < 0)
            P->err = 1;
        return expr_var(P->ctx, expr_ctx_add_var(P->ctx, buf));
    }
    P->err = 1;
    return expr_pi(P->ctx);
}

static expr_ptr parse_unary(parser * P);

static expr_ptr parse_power(parser * P)
{
    expr_ptr a = parse_primary(P);
    skip(P);
    if (*P->p == '^')
    {
        P->p++;
        return expr_pow(P->ctx, a, parse_unary(P));
    }
    return a;
}

static expr_ptr parse_unary(parser * P)
{
    skip(P);
    if (*P->p == '-')
    {
        P->p++;
        return expr_neg(P->ctx, parse_unary(P));
    }
    return parse_power(P);
}

static expr_ptr parse_product(parser * P)
{
    expr_ptr a = parse_unary(P);
    for (;;)
    {
        skip(P);
        if (*P->p == '*')
        {
            P->p++;
            a = expr_mul(P->ctx, a, parse_unary(P));
        }
        else if (*P->p == '/')
        {
            P->p++;
            a = expr_div(P->ctx, a, parse_unary(P));
        }
        else
            return a;
    }
}

static expr_ptr parse_sum(parser * P)
{
    expr_ptr a = parse_product(P);
    for (;;)
    {
        skip(P);
        if (*P->p == '+')
        {
            P->p++;
            a = expr_add(P->ctx, a, parse_product(P));
        }
        else if (*P->p == '-')
        {
            P->p++;
            a = expr_sub(P->ctx, a, parse_product(P));
        }
        else
            return a;
    }
}

static expr_ptr parse(expr_ctx_ptr ctx, const char * s)
{
    parser P;
    expr_ptr e;
    P.p = s;
    P.ctx = ctx;
    P.err = 0;
    e = parse_sum(&P);
    skip(&P);
    if (P.err || *P.p != '\0')
        test_fail("reference parser rejects \"%s\"", s);
    return e;
}

/* ---- known strings ------------------------------------------------------ */

static void check_known(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
    expr_ptr y = expr_var(ctx, expr_ctx_add_var(ctx, "y"));
    expr_ptr z = expr_var(ctx, expr_ctx_add_var(ctx, "z"));
    expr_ptr two = expr_const_si(ctx, 2), three = expr_const_si(ctx, 3);
    expr_ptr half = expr_const_str(ctx, "0.5"), mhalf = expr_const_str(ctx, "-1/2");
    expr_ptr m3 = expr_const_si(ctx, -3);

    check_str(ctx, x, "x");
    check_str(ctx, expr_pi(ctx), "pi");
    check_str(ctx, expr_const_str(ctx, "0.1"), "1/10");
    check_str(ctx, expr_const_str(ctx, "-2.5E+10"), "-25000000000");
    check_str(ctx, mhalf, "-1/2");
    check_str(ctx, expr_add(ctx, x, y), "x + y");
    check_str(ctx, expr_add(ctx, y, x), "x + y");
    check_str(ctx, expr_sub(ctx, x, expr_add(ctx, y, z)), "x - (y + z)");
    check_str(ctx, expr_sub(ctx, expr_sub(ctx, x, y), z), "x - y - z");
    check_str(ctx, expr_add(ctx, x, expr_add(ctx, y, z)), "x + (y + z)");
    check_str(ctx, expr_mul(ctx, expr_add(ctx, x, y), z), "z*(x + y)");
    check_str(ctx, expr_div(ctx, x, expr_mul(ctx, y, z)), "x/(y*z)");
    check_str(ctx, expr_div(ctx, expr_mul(ctx, x, y), z), "x*y/z");
    check_str(ctx, expr_mul(ctx, two, x), "2*x");
    check_str(ctx, expr_mul(ctx, x, two), "2*x");
    check_str(ctx, expr_mul(ctx, half, x), "1/2*x");
    check_str(ctx, expr_mul(ctx, x, expr_mul(ctx, half, y)), "x*(1/2*y)");
    check_str(ctx, expr_div(ctx, x, half), "x/(1/2)");
    check_str(ctx, expr_mul(ctx, m3, x), "-3*x");
    check_str(ctx, expr_add(ctx, y, expr_mul(ctx, m3, x)), "y + (-3)*x");
    check_str(ctx, expr_add(ctx, x, three), "3 + x");
    check_str(ctx, expr_add(ctx, x, m3), "x - 3");
    check_str(ctx, expr_sub(ctx, m3, x), "-3 - x");
    check_str(ctx, expr_mul(ctx, expr_neg(ctx, x), y), "y*(-x)");
    check_str(ctx, expr_neg(ctx, expr_mul(ctx, x, y)), "-(x*y)");
    check_str(ctx, expr_mul(ctx, y, expr_neg(ctx, x)), "y*(-x)");
    check_str(ctx, expr_div(ctx, y, expr_neg(ctx, x)), "y/(-x)");
    check_str(ctx, expr_neg(ctx, expr_pow(ctx, x, two)), "-x^2");
    check_str(ctx, expr_pow(ctx, expr_neg(ctx, x), two), "(-x)^2");
    check_str(ctx, expr_pow(ctx, x, expr_pow(ctx, y, z)), "x^y^z");
    check_str(ctx, expr_pow(ctx, expr_pow(ctx, x, y), z), "(x^y)^z");
    check_str(ctx, expr_pow(ctx, x, mhalf), "x^(-1/2)");
    check_str(ctx, expr_pow(ctx, x, half), "x^(1/2)");
    check_str(ctx, expr_pow(ctx, x, m3), "x^(-3)");
    check_str(ctx, expr_pow(ctx, x, expr_neg(ctx, y)), "x^(-y)");
    check_str(ctx, expr_pow(ctx, half, x), "(1/2)^x");
    check_str(ctx, expr_pow(ctx, m3, x), "(-3)^x");
    check_str(ctx, expr_pow(ctx, expr_mul(ctx, x, y), two), "(x*y)^2");
    check_str(ctx, expr_pow(ctx, expr_fun(ctx, EXPR_SIN, x), two), "sin(x)^2");
    check_str(ctx, expr_fun(ctx, EXPR_SQRT, expr_sub(ctx, expr_const_si(ctx, 1), expr_pow(ctx, x, two))),
              "sqrt(1 - x^2)");
    check_str(ctx, expr_neg(ctx, expr_add(ctx, x, y)), "-(x + y)");
    check_str(ctx, expr_sub(ctx, expr_neg(ctx, x), y), "-x - y");
    check_str(ctx, expr_mul(ctx, expr_mul(ctx, two, expr_pi(ctx)), x), "x*(2*pi)");
    check_str(ctx, expr_fun(ctx, EXPR_SIN, expr_neg(ctx, x)), "sin(-x)");
    check_str(ctx, expr_fun(ctx, EXPR_ATAN, x), "atan(x)");
    /* a product led by a minus sign, first and not first */
    {
        expr_ptr w = expr_var(ctx, expr_ctx_add_var(ctx, "w"));
        expr_ptr nw = expr_neg(ctx, w);
        check_str(ctx, expr_mul(ctx, nw, x), "x*(-w)");
        check_str(ctx, expr_sub(ctx, expr_div(ctx, nw, x), y), "-w/x - y");
        check_str(ctx, expr_sub(ctx, y, expr_div(ctx, nw, x)), "y - (-w)/x");
        check_str(ctx, expr_div(ctx, expr_mul(ctx, mhalf, w), x), "-1/2*w/x");
        check_str(ctx, expr_add(ctx, y, expr_mul(ctx, mhalf, w)), "y + (-1/2)*w");
    }
    expr_ctx_free(ctx);
}

/* print -> parse gives the same node, for random expressions */
static void check_round_trip(void)
{
    slong iter;
    for (iter = 0; iter < test_iters(300); iter++)
    {
        expr_ctx_ptr ctx = expr_ctx_new();
        slong vars[3];
        expr_ptr e, f;
        char * s;
        vars[0] = expr_ctx_add_var(ctx, "x");
        vars[1] = expr_ctx_add_var(ctx, "y");
        vars[2] = expr_ctx_add_var(ctx, "z_1");
        e = rand_expr(ctx, vars, 1 + n_randint(test_state, 3), 1 + n_randint(test_state, 12),
                      (int) n_randint(test_state, 2));
        s = expr_to_str(ctx, e);
        f = parse(ctx, s);
        if (f != e)
        {
            char * t = expr_to_str(ctx, f);
            test_fail("round trip: printed \"%s\", parsed back as \"%s\"", s, t);
        }
        flint_free(s);
        expr_ctx_free(ctx);
    }
}

static void check_fprint(void)
{
    expr_ctx_ptr ctx = expr_ctx_new();
    expr_ptr x = expr_var(ctx, expr_ctx_add_var(ctx, "x"));
    expr_ptr e = expr_fun(ctx, EXPR_COS, expr_div(ctx, x, expr_const_si(ctx, 7)));
    FILE * f = tmpfile();
    char buf[64];
    size_t n;
    if (f == NULL)
        test_fail("tmpfile");
    expr_fprint(f, ctx, e);
    rewind(f);
    n = fread(buf, 1, sizeof(buf) - 1, f);
    buf[n] = '\0';
    fclose(f);
    if (strcmp(buf, "cos(x/7)") != 0)
        test_fail("expr_fprint wrote \"%s\"", buf);
    expr_ctx_free(ctx);
}

int main(void)
{
    test_start("expr print");
    check_known();
    check_fprint();
    check_round_trip();
    return test_end();
}
