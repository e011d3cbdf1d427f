/* Function pointers: dispatch tables, callbacks, returning function pointers, pointers
 * to functions in structs, arrays of function pointers indexed at runtime. */
#include <stdio.h>
#include <stdlib.h>

typedef long (*binop)(long, long);
typedef void (*visitor)(int value, void *ctx);

static long op_add(long a, long b) { return a + b; }
static long op_sub(long a, long b) { return a - b; }
static long op_mul(long a, long b) { return a * b; }
static long op_div(long a, long b) { return b ? a / b : 0; }
static long op_mod(long a, long b) { return b ? a % b : 0; }
static long op_max(long a, long b) { return a > b ? a : b; }

static const struct {
    char sym;
    binop fn;
} ops[] = {{'+', op_add}, {'-', op_sub}, {'*', op_mul}, {'/', op_div}, {'%', op_mod},
           {'M', op_max}};

static binop lookup(char sym) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].sym == sym)
            return ops[i].fn;
    return NULL;
}

static void for_each(const int *a, int n, visitor v, void *ctx) {
    for (int i = 0; i < n; i++)
        v(a[i], ctx);
}

static void sum_visitor(int value, void *ctx) { *(long *)ctx += value; }
static void max_visitor(int value, void *ctx) {
    int *m = ctx;
    if (value > *m)
        *m = value;
}
struct hist {
    int buckets[5];
};
static void hist_visitor(int value, void *ctx) {
    struct hist *h = ctx;
    h->buckets[(value % 5 + 5) % 5]++;
}

static long fold(const long *a, int n, long init, binop f) {
    long acc = init;
    for (int i = 0; i < n; i++)
        acc = f(acc, a[i]);
    return acc;
}

static int compose_apply(int (*f)(int), int (*g)(int), int x) { return f(g(x)); }
static int inc(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int sqr(int x) { return x * x; }

static int (*pick(int which))(int) {
    static int (*const table[])(int) = {inc, dbl, sqr};
    return table[which % 3];
}

struct shape {
    const char *name;
    double (*area)(const struct shape *);
    double a, b;
};
static double rect_area(const struct shape *s) { return s->a * s->b; }
static double tri_area(const struct shape *s) { return s->a * s->b / 2; }
static double sq_area(const struct shape *s) { return s->a * s->a; }

static int cmp_desc(const void *x, const void *y) {
    int a = *(const int *)x, b = *(const int *)y;
    return (a < b) - (a > b);
}

int main(void) {
    const char *prog = "+5*3-2/4M9%7+100*2";
    long acc = 1;
    for (const char *p = prog; *p; p += 2) {
        char sym = *p;
        binop f = lookup(sym);
        long arg = p[1] - '0';
        if (p[1] == '1') { /* "100" */
            arg = 100;
            p += 2;
        }
        long before = acc;
        acc = f(acc, arg);
        printf("%ld %c %ld = %ld\n", before, sym, arg, acc);
    }
    int data[] = {5, -3, 12, 7, 0, 22, -8, 15, 9, 4};
    long sum = 0;
    int mx = data[0];
    struct hist h = {{0}};
    for_each(data, 10, sum_visitor, &sum);
    for_each(data, 10, max_visitor, &mx);
    for_each(data, 10, hist_visitor, &h);
    printf("sum=%ld max=%d hist=%d %d %d %d %d\n", sum, mx, h.buckets[0], h.buckets[1],
           h.buckets[2], h.buckets[3], h.buckets[4]);
    long la[] = {3, 1, 4, 1, 5, 9, 2, 6};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        printf("fold %c = %ld\n", ops[i].sym, fold(la, 8, ops[i].sym == '*' ? 1 : 0, ops[i].fn));
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            printf("compose(%d,%d)(5)=%d\n", i, j, compose_apply(pick(i), pick(j), 5));
    struct shape shapes[] = {{"rect", rect_area, 3, 4},
                             {"tri", tri_area, 3, 4},
                             {"square", sq_area, 2.5, 0}};
    double total = 0;
    for (int i = 0; i < 3; i++) {
        double ar = shapes[i].area(&shapes[i]);
        total += ar;
        printf("%s area %.2f\n", shapes[i].name, ar);
    }
    printf("total area %.2f\n", total);
    /* function pointer comparison and NULL */
    binop none = lookup('?');
    printf("lookup('?') is NULL: %d, add==add: %d, add==sub: %d\n", none == NULL,
           lookup('+') == op_add, lookup('+') == (binop)op_sub);
    /* qsort with a function pointer stored in a variable */
    int (*cmp)(const void *, const void *) = cmp_desc;
    qsort(data, 10, sizeof data[0], cmp);
    for (int i = 0; i < 10; i++)
        printf("%d ", data[i]);
    printf("\n");
    /* calling through a pointer to function pointer */
    int (*fp)(int) = dbl;
    int (**fpp)(int) = &fp;
    printf("(*fpp)(21)=%d (**fpp)(4)=%d\n", (*fpp)(21), (**fpp)(4));
    return 0;
}
