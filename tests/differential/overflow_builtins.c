/* __builtin_add_overflow / sub / mul at several widths and with mixed types; checked
 * arithmetic used to compute factorials and powers until overflow. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static void add_cases(void) {
    int a[] = {1, INT_MAX, INT_MIN, -1, 1000000000, -2000000000};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            int r;
            int o = __builtin_add_overflow(a[i], a[j], &r);
            int r2;
            int o2 = __builtin_sub_overflow(a[i], a[j], &r2);
            printf("%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\n", a[i], a[j], o, r, a[i], a[j], o2,
                   r2);
        }
}

static void mul_cases(void) {
    long long v[] = {0, 1, -1, 3037000499LL, 3037000500LL, LLONG_MAX, LLONG_MIN, 1LL << 32};
    for (int i = 0; i < 8; i++)
        for (int j = i; j < 8; j++) {
            long long r;
            int o = __builtin_mul_overflow(v[i], v[j], &r);
            printf("%lld*%lld: o=%d r=%lld\n", v[i], v[j], o, r);
        }
}

int main(void) {
    add_cases();
    mul_cases();
    /* unsigned and narrow result types */
    unsigned u;
    printf("u add: %d ", __builtin_add_overflow(4000000000u, 300000000u, &u));
    printf("%u\n", u);
    printf("u sub: %d ", __builtin_sub_overflow(5u, 6u, &u));
    printf("%u\n", u);
    uint8_t b;
    printf("u8: %d ", __builtin_add_overflow(200, 55, &b));
    printf("%u ", b);
    printf("%d ", __builtin_add_overflow(200, 56, &b));
    printf("%u\n", b);
    int16_t s16;
    printf("i16 mul: %d ", __builtin_mul_overflow(300, 109, &s16));
    printf("%d ", s16);
    printf("%d ", __builtin_mul_overflow(300, 110, &s16));
    printf("%d\n", s16);
    /* mixed signedness: result type decides */
    unsigned long long ull;
    printf("neg to unsigned: %d ", __builtin_add_overflow(-5, 3, &ull));
    printf("%llu\n", ull);
    int si;
    printf("big unsigned to int: %d ", __builtin_add_overflow(3000000000u, 0, &si));
    printf("%d\n", si);
    /* factorials until overflow */
    uint64_t f = 1;
    for (uint64_t n = 1;; n++) {
        uint64_t nf;
        if (__builtin_mul_overflow(f, n, &nf)) {
            printf("u64 factorial overflows at %llu! (last ok %llu)\n", (unsigned long long)n,
                   (unsigned long long)f);
            break;
        }
        f = nf;
    }
    int fi = 1;
    for (int n = 1;; n++) {
        if (__builtin_mul_overflow(fi, n, &fi)) {
            printf("int factorial overflows at %d!\n", n);
            break;
        }
    }
    /* powers of 3 in int64 */
    int64_t p = 1;
    int k = 0;
    while (!__builtin_mul_overflow(p, (int64_t)3, &p))
        k++;
    printf("3^%d fits in int64\n", k);
    /* sum with overflow detection */
    int total = 0, overflowed = 0;
    for (int i = 0; i < 100000 && !overflowed; i++)
        overflowed = __builtin_add_overflow(total, i * 1000, &total);
    printf("sum overflowed=%d total=%d\n", overflowed, total);
    return 0;
}
