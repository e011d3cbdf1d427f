/* Signed and unsigned division and remainder, negative operands and edge cases. */
#include <stdio.h>
#include <limits.h>

static int floordiv(int a, int b) {
    int q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

static int floormod(int a, int b) {
    int r = a % b;
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

int main(void) {
    printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 % -2, 7 / -2);
    printf("%d %d %d %d\n", -7 / -2, -7 % -2, 7 / 2, 7 % 2);
    printf("INT_MIN/1=%d INT_MIN%%1=%d INT_MIN/2=%d INT_MIN%%3=%d INT_MIN/-2=%d\n", INT_MIN / 1,
           INT_MIN % 1, INT_MIN / 2, INT_MIN % 3, INT_MIN / -2);
    printf("INT_MAX/-1=%d INT_MAX%%-7=%d\n", INT_MAX / -1, INT_MAX % -7);
    printf("LLONG_MIN/2=%lld LLONG_MIN%%10=%lld LLONG_MAX/-3=%lld\n", LLONG_MIN / 2,
           LLONG_MIN % 10, LLONG_MAX / -3);
    int vals[] = {-100, -37, -8, -7, -1, 0, 1, 7, 8, 37, 100, INT_MAX, INT_MIN};
    int divs[] = {-13, -8, -3, -2, -1, 1, 2, 3, 8, 13};
    long long sum = 0;
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        for (unsigned j = 0; j < sizeof divs / sizeof divs[0]; j++) {
            int a = vals[i], b = divs[j];
            if (a == INT_MIN && b == -1)
                continue;
            int q = a / b, r = a % b;
            /* the identity (a/b)*b + a%b == a must hold */
            if (q * b + r != a)
                printf("identity broken for %d %d\n", a, b);
            sum += (long long)q * 3 + r;
            printf("%d/%d=%d %d%%%d=%d floor=%d mod=%d\n", a, b, q, a, b, r, floordiv(a, b),
                   floormod(a, b));
        }
    }
    printf("sum=%lld\n", sum);
    /* small widths promote to int */
    signed char sc = -128;
    short sh = -32768;
    printf("sc/-1=%d sh/-1=%d sc%%-3=%d\n", sc / -1, sh / -1, sc % -3);
    /* unsigned versus signed division of the same bits */
    int neg = -10;
    unsigned asu = (unsigned)neg;
    printf("signed %d unsigned %u\n", neg / 3, asu / 3);
    long ln = -1000000000001L;
    printf("long %ld %ld ulong %lu\n", ln / 7, ln % 7, (unsigned long)ln % 7);
    /* division by constants the optimiser turns into multiplications */
    long long check = 0;
    for (int x = -1000; x <= 1000; x += 7) {
        check += x / 3 + x / 5 + x / 7 + x / 10 + x / 16 + x % 3 + x % 16 + x / -9;
        check += (unsigned)(x + 2000) / 3 + (unsigned)(x + 2000) % 10;
    }
    printf("const-div check=%lld\n", check);
    return 0;
}
