/* x86_64 long double is the 80-bit x87 extended format (64-bit mantissa). Values are
 * printed after conversion to double. */
#include <stdio.h>

static long double ld_sum(int n) {
    long double s = 0;
    for (int i = 1; i <= n; i++)
        s += 1.0L / i;
    return s;
}

int main(void) {
    printf("sizeof(long double)=%zu\n", sizeof(long double));
    volatile long double big = 1e16L;
    long double r = (big + 1) - big;
    volatile double dbig = 1e16;
    double dr = (dbig + 1) - dbig;
    printf("(1e16+1)-1e16: long double %.1f double %.1f\n", (double)r, dr);
    long double third = 1.0L / 3;
    long double third3 = third * 3;
    printf("third*3-1 = %e\n", (double)(third3 - 1));
    long double x = 1.0L;
    int bits = 0;
    while (1 + x / 2 > 1) {
        x /= 2;
        bits++;
    }
    printf("long double epsilon bits=%d eps=%e\n", bits, (double)x);
    printf("H(1000) = %.15f\n", (double)ld_sum(1000));
    long long big_int = 9007199254740993LL; /* 2^53+1: exact in long double, not in double */
    long double lbi = big_int;
    printf("2^53+1 -> long double -> ll: %lld, via double: %lld\n", (long long)lbi,
           (long long)(double)big_int);
    unsigned long long u = 18446744073709551615ull;
    long double lu = u;
    printf("u64 max exact: %d\n", (unsigned long long)lu == u);
    long double f = 1;
    for (int i = 1; i <= 25; i++) {
        f *= i;
        if (i % 5 == 0)
            printf("%d! = %.6e\n", i, (double)f);
    }
    long double a = 1.5L, b = -2.25L;
    printf("%f %f %f %f\n", (double)(a + b), (double)(a * b), (double)(a / b),
           (double)(a - b));
    printf("cmp %d %d %d\n", a < b, a > b, a == 1.5);
    return 0;
}
