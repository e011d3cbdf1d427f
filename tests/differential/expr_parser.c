/* Recursive-descent expression evaluator with variables, precedence, unary minus,
 * parentheses, comparison and logical operators, and error reporting. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

struct parser {
    const char *p;
    long vars[26];
    int error;
    char msg[64];
};

static long expr(struct parser *ps);

static void skip(struct parser *ps) {
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static void fail(struct parser *ps, const char *m) {
    if (!ps->error) {
        ps->error = 1;
        snprintf(ps->msg, sizeof ps->msg, "%s at '%.8s'", m, ps->p);
    }
}

static long primary(struct parser *ps) {
    skip(ps);
    if (*ps->p == '(') {
        ps->p++;
        long v = expr(ps);
        skip(ps);
        if (*ps->p != ')')
            fail(ps, "expected )");
        else
            ps->p++;
        return v;
    }
    if (*ps->p == '-') {
        ps->p++;
        return -primary(ps);
    }
    if (*ps->p == '!') {
        ps->p++;
        return !primary(ps);
    }
    if (isdigit((unsigned char)*ps->p)) {
        long v = 0;
        while (isdigit((unsigned char)*ps->p))
            v = v * 10 + (*ps->p++ - '0');
        return v;
    }
    if (islower((unsigned char)*ps->p)) {
        int idx = *ps->p++ - 'a';
        skip(ps);
        if (*ps->p == '=' && ps->p[1] != '=') {
            ps->p++;
            long v = expr(ps);
            ps->vars[idx] = v;
            return v;
        }
        return ps->vars[idx];
    }
    fail(ps, "unexpected character");
    return 0;
}

static long term(struct parser *ps) {
    long v = primary(ps);
    for (;;) {
        skip(ps);
        char op = *ps->p;
        if (op != '*' && op != '/' && op != '%')
            return v;
        ps->p++;
        long r = primary(ps);
        if (op == '*')
            v *= r;
        else if (r == 0) {
            fail(ps, "division by zero");
            return 0;
        } else if (op == '/')
            v /= r;
        else
            v %= r;
    }
}

static long sum(struct parser *ps) {
    long v = term(ps);
    for (;;) {
        skip(ps);
        char op = *ps->p;
        if (op != '+' && op != '-')
            return v;
        ps->p++;
        long r = term(ps);
        v = op == '+' ? v + r : v - r;
    }
}

static long comparison(struct parser *ps) {
    long v = sum(ps);
    for (;;) {
        skip(ps);
        if (strncmp(ps->p, "==", 2) == 0) { ps->p += 2; v = v == sum(ps); }
        else if (strncmp(ps->p, "!=", 2) == 0) { ps->p += 2; v = v != sum(ps); }
        else if (strncmp(ps->p, "<=", 2) == 0) { ps->p += 2; v = v <= sum(ps); }
        else if (strncmp(ps->p, ">=", 2) == 0) { ps->p += 2; v = v >= sum(ps); }
        else if (*ps->p == '<') { ps->p++; v = v < sum(ps); }
        else if (*ps->p == '>') { ps->p++; v = v > sum(ps); }
        else return v;
    }
}

static long expr(struct parser *ps) {
    long v = comparison(ps);
    for (;;) {
        skip(ps);
        if (strncmp(ps->p, "&&", 2) == 0) {
            ps->p += 2;
            long r = comparison(ps);
            v = v && r;
        } else if (strncmp(ps->p, "||", 2) == 0) {
            ps->p += 2;
            long r = comparison(ps);
            v = v || r;
        } else {
            return v;
        }
    }
}

int main(void) {
    const char *inputs[] = {
        "1 + 2 * 3",
        "(1 + 2) * 3",
        "-4 - -4",
        "100 / 7 % 5",
        "-100 / 7",
        "-100 % 7",
        "x = 5",
        "y = x * x - 1",
        "(x + y) * (y - x) / 2",
        "x < y && y < 100",
        "x == 5 || 1 / 0",
        "!x + !!y",
        "z = (a = 3) * (b = 4) + a * b",
        "a*a + b*b == 25",
        "1 / (x - 5)",
        "2 * (3 + 4",
        "3 $ 4",
        "1000000 * 1000000 * 1000",
        "((((((((1))))))))+((2))",
    };
    struct parser ps;
    memset(&ps, 0, sizeof ps);
    int errors = 0;
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        ps.p = inputs[i];
        ps.error = 0;
        long v = expr(&ps);
        skip(&ps);
        if (!ps.error && *ps.p)
            fail(&ps, "trailing input");
        if (ps.error) {
            errors++;
            printf("%-28s => error: %s\n", inputs[i], ps.msg);
        } else {
            printf("%-28s => %ld\n", inputs[i], v);
        }
    }
    printf("vars: x=%ld y=%ld z=%ld a=%ld b=%ld\n", ps.vars['x' - 'a'], ps.vars['y' - 'a'],
           ps.vars['z' - 'a'], ps.vars[0], ps.vars[1]);
    return errors;
}
