/* User-defined variadic functions with <stdarg.h>: ints, longs, doubles, pointers and
 * strings mixed; va_copy; passing va_list to a helper; many arguments (stack spill). */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static long sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    long s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean_doubles(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0;
}

/* a tiny formatter: i=int l=long d=double s=string p=int* c=char */
static void mini_format(char *out, const char *spec, ...) {
    va_list ap;
    va_start(ap, spec);
    out[0] = 0;
    for (const char *c = spec; *c; c++) {
        char tmp[64];
        switch (*c) {
        case 'i': sprintf(tmp, "[i:%d]", va_arg(ap, int)); break;
        case 'l': sprintf(tmp, "[l:%ld]", va_arg(ap, long)); break;
        case 'd': sprintf(tmp, "[d:%.3f]", va_arg(ap, double)); break;
        case 's': sprintf(tmp, "[s:%s]", va_arg(ap, const char *)); break;
        case 'p': {
            int *ip = va_arg(ap, int *);
            *ip += 1;
            sprintf(tmp, "[p:%d]", *ip);
            break;
        }
        case 'c': sprintf(tmp, "[c:%c]", (char)va_arg(ap, int)); break;
        default: sprintf(tmp, "[?]"); break;
        }
        strcat(out, tmp);
    }
    va_end(ap);
}

static int vsum_twice(int count, va_list ap) {
    va_list copy;
    va_copy(copy, ap);
    int a = 0, b = 0;
    for (int i = 0; i < count; i++)
        a += va_arg(ap, int);
    for (int i = 0; i < count; i++)
        b += va_arg(copy, int) * 2;
    va_end(copy);
    return a * 1000 + b;
}

static int sum_twice(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int r = vsum_twice(count, ap);
    va_end(ap);
    return r;
}

static long long max_of(int count, ...) {
    va_list ap;
    va_start(ap, count);
    long long m = va_arg(ap, long long);
    for (int i = 1; i < count; i++) {
        long long v = va_arg(ap, long long);
        if (v > m)
            m = v;
    }
    va_end(ap);
    return m;
}

static const char *concat(char *buf, ...) {
    va_list ap;
    va_start(ap, buf);
    buf[0] = 0;
    const char *s;
    while ((s = va_arg(ap, const char *)) != NULL)
        strcat(buf, s);
    va_end(ap);
    return buf;
}

struct pair {
    int a;
    double b;
};

static double sum_pairs(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++) {
        struct pair p = va_arg(ap, struct pair);
        s += p.a * p.b;
    }
    va_end(ap);
    return s;
}

int main(void) {
    printf("sum_ints: %ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3),
           sum_ints(12, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, 1000000));
    printf("mean: %.4f %.4f\n", mean_doubles(2, 1.0, 2.0),
           mean_doubles(10, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.75));
    char buf[512];
    int counter = 41;
    short sh = -7;
    float fl = 2.5f;
    mini_format(buf, "ildspc", 7, 1234567890123L, 3.14159, "str", &counter, 'Z');
    printf("%s counter=%d\n", buf, counter);
    mini_format(buf, "iidi", sh, 'a', fl, -1); /* short/char promote to int, float to double */
    printf("%s\n", buf);
    mini_format(buf, "dddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10);
    printf("%s\n", buf);
    mini_format(buf, "lllllllpp", 1L, 2L, 3L, 4L, 5L, 6L, 7L, &counter, &counter);
    printf("%s counter=%d\n", buf, counter);
    printf("sum_twice=%d\n", sum_twice(5, 1, 2, 3, 4, 5));
    printf("max_of=%lld\n", max_of(5, -5LL, 17LL, 1LL << 40, -(1LL << 50), 99LL));
    printf("concat=%s\n", concat(buf, "al", "pha", "-", "beta", "", "!", (const char *)NULL));
    struct pair p1 = {2, 1.5}, p2 = {-3, 0.25}, p3 = {10, 10};
    printf("pairs=%.3f\n", sum_pairs(3, p1, p2, p3));
    return 0;
}
