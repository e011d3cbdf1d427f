/* Integer arithmetic at every width, signed and unsigned. */
#include <stdio.h>
#include <limits.h>

static signed char sc_ops(signed char a, signed char b) {
    /* operands are promoted to int; the result is converted back (modulo 2^8) */
    int s = a + b;
    int d = a - b;
    int m = a * b;
    printf("sc: a=%d b=%d sum=%d diff=%d prod=%d\n", a, b, s, d, m);
    return (signed char)(s & 0x7f);
}

static unsigned char uc_ops(unsigned char a, unsigned char b) {
    unsigned char s = (unsigned char)(a + b);
    unsigned char d = (unsigned char)(a - b);
    unsigned char m = (unsigned char)(a * b);
    printf("uc: a=%u b=%u sum=%u diff=%u prod=%u\n", a, b, s, d, m);
    return (unsigned char)(s ^ d ^ m);
}

static short ss_ops(short a, short b) {
    int s = a + b, d = a - b, m = a * b;
    printf("ss: a=%d b=%d sum=%d diff=%d prod=%d div=%d rem=%d\n", a, b, s, d, m,
           b ? a / b : 0, b ? a % b : 0);
    return (short)(d & 0x3fff);
}

static unsigned short us_ops(unsigned short a, unsigned short b) {
    unsigned short s = (unsigned short)(a + b);
    unsigned short d = (unsigned short)(a - b);
    unsigned short m = (unsigned short)((unsigned)a * b);
    printf("us: a=%u b=%u sum=%u diff=%u prod=%u\n", a, b, s, d, m);
    return (unsigned short)(s + d + m);
}

static int i_ops(int a, int b) {
    long long wide = (long long)a * b;
    printf("i: a=%d b=%d sum=%d diff=%d wide=%lld div=%d rem=%d\n", a, b, a + b, a - b, wide,
           a / b, a % b);
    return (int)(wide % 1000003);
}

static unsigned u_ops(unsigned a, unsigned b) {
    printf("u: a=%u b=%u sum=%u diff=%u prod=%u div=%u rem=%u\n", a, b, a + b, a - b, a * b,
           a / b, a % b);
    return a * 2654435761u + b;
}

static long l_ops(long a, long b) {
    printf("l: a=%ld b=%ld sum=%ld diff=%ld div=%ld rem=%ld\n", a, b, a + b, a - b, a / b,
           a % b);
    return a / 3 - b % 7;
}

static unsigned long ul_ops(unsigned long a, unsigned long b) {
    printf("ul: a=%lu b=%lu sum=%lu diff=%lu prod=%lu div=%lu rem=%lu\n", a, b, a + b, a - b,
           a * b, a / b, a % b);
    return a * 6364136223846793005ul + b;
}

static long long ll_ops(long long a, long long b) {
    printf("ll: a=%lld b=%lld sum=%lld diff=%lld div=%lld rem=%lld\n", a, b, a + b, a - b,
           a / b, a % b);
    return a - b / 2;
}

static unsigned long long ull_ops(unsigned long long a, unsigned long long b) {
    printf("ull: a=%llu b=%llu sum=%llu diff=%llu prod=%llu div=%llu rem=%llu\n", a, b, a + b,
           a - b, a * b, a / b, a % b);
    return a ^ (b << 7);
}

int main(void) {
    signed char scv[] = {0, 1, -1, 100, -100, 127, -128, 55};
    unsigned char ucv[] = {0, 1, 255, 128, 200, 77, 3, 250};
    short ssv[] = {0, 1, -1, 32767, -32768, 1234, -4321, 300};
    unsigned short usv[] = {0, 1, 65535, 32768, 50000, 4660, 7, 65000};
    int iv[] = {1, -1, 7, -7, 2147483647, -2147483647 - 1, 123456, -98765};
    unsigned uv[] = {1, 3, 4294967295u, 2147483648u, 1000000007u, 65536, 77, 9};
    long lv[] = {1L, -1L, 9223372036854775807L, -9223372036854775807L - 1, 1000000000000L,
                 -123456789012L, 17, -3};
    unsigned long ulv[] = {1, 3, 18446744073709551615ul, 9223372036854775808ul, 1ul << 40,
                           123456789ul, 10, 999};
    long long llv[] = {5, -5, LLONG_MAX, LLONG_MIN, 77777777777LL, -3, 2, -1000};
    unsigned long long ullv[] = {2, 7, ULLONG_MAX, 1ull << 63, 0xdeadbeefcafebabeull, 12345,
                                 3, 1};
    unsigned acc = 0;
    for (int i = 0; i < 8; i++) {
        int j = (i + 3) % 8;
        acc = acc * 31 + (unsigned char)sc_ops(scv[i], scv[j]);
        acc = acc * 31 + uc_ops(ucv[i], ucv[j]);
        acc = acc * 31 + (unsigned short)ss_ops(ssv[i], ssv[j]);
        acc = acc * 31 + us_ops(usv[i], usv[j]);
        if (!((iv[i] == INT_MIN && iv[j] == -1))) {
            int a = iv[i], b = iv[j];
            long long wide_sum = (long long)a + b;
            if (wide_sum <= INT_MAX && wide_sum >= INT_MIN && (long long)a - b <= INT_MAX &&
                (long long)a - b >= INT_MIN)
                acc = acc * 31 + (unsigned)i_ops(a, b);
            else
                printf("i: skip %d %d\n", a, b);
        }
        acc = acc * 31 + u_ops(uv[i], uv[j]);
        {
            long a = lv[i], b = lv[j];
            /* only combine where nothing overflows */
            if ((a > 0 && b > 0 && a > LONG_MAX - b) || (a < 0 && b < 0 && a < LONG_MIN - b) ||
                (b < 0 && a > LONG_MAX + b) || (b > 0 && a < LONG_MIN + b) ||
                (a == LONG_MIN && b == -1))
                printf("l: skip %ld %ld\n", a, b);
            else
                acc = acc * 31 + (unsigned)l_ops(a, b);
        }
        acc = acc * 31 + (unsigned)ul_ops(ulv[i], ulv[j]);
        {
            long long a = llv[i], b = llv[j];
            if ((a > 0 && b > 0 && a > LLONG_MAX - b) || (a < 0 && b < 0 && a < LLONG_MIN - b) ||
                (b < 0 && a > LLONG_MAX + b) || (b > 0 && a < LLONG_MIN + b) ||
                (a == LLONG_MIN && b == -1))
                printf("ll: skip %lld %lld\n", a, b);
            else
                acc = acc * 31 + (unsigned)ll_ops(a, b);
        }
        acc = acc * 31 + (unsigned)ull_ops(ullv[i], ullv[j]);
        printf("acc[%d] = %u\n", i, acc);
    }
    printf("limits: %d %d %d %d %u\n", SCHAR_MIN, SCHAR_MAX, SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("limits: %d %d %u %ld %ld %lu\n", INT_MIN, INT_MAX, UINT_MAX, LONG_MIN, LONG_MAX,
           ULONG_MAX);
    printf("final %u\n", acc);
    return (int)(acc % 7);
}
