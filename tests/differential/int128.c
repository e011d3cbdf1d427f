/* unsigned __int128 and __int128 arithmetic: multiplication, division, modulo, shifts,
 * comparisons; printed via two 64-bit halves and via a decimal conversion routine. */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_hex(const char *lbl, u128 v) {
    printf("%s = 0x%08x%08x%08x%08x\n", lbl, (unsigned)(v >> 96), (unsigned)(v >> 64),
           (unsigned)(v >> 32), (unsigned)v);
}

static void to_dec(u128 v, char *out) {
    char tmp[48];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    for (int i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    out[n] = 0;
}

static void print_dec(const char *lbl, i128 v) {
    char buf[48];
    if (v < 0) {
        to_dec((u128)0 - (u128)v, buf);
        printf("%s = -%s\n", lbl, buf);
    } else {
        to_dec((u128)v, buf);
        printf("%s = %s\n", lbl, buf);
    }
}

static u128 mulmod_check(uint64_t a, uint64_t b, uint64_t m) { return (u128)a * b % m; }

static u128 powmod(u128 base, u128 exp, u128 mod) {
    u128 r = 1;
    base %= mod;
    while (exp) {
        if (exp & 1)
            r = r * base % mod;
        base = base * base % mod;
        exp >>= 1;
    }
    return r;
}

int main(void) {
    u128 a = (u128)0xffffffffffffffffull * 0xffffffffffffffffull;
    print_hex("max64^2", a);
    printf("hi=%llu lo=%llu\n", (unsigned long long)(a >> 64), (unsigned long long)a);
    u128 f = 1;
    for (int i = 1; i <= 34; i++) {
        f *= (u128)i;
        if (i >= 20 && i % 2 == 0) {
            char buf[48];
            to_dec(f, buf);
            printf("%d! = %s\n", i, buf);
        }
    }
    u128 max = ~(u128)0;
    char buf[48];
    to_dec(max, buf);
    printf("u128 max = %s\n", buf);
    i128 smin = (i128)((u128)1 << 127);
    i128 smax = (i128)(max >> 1);
    print_dec("i128 min", smin);
    print_dec("i128 max", smax);
    i128 x = -123456789012345678LL;
    x *= 1000000000000LL;
    print_dec("x", x);
    print_dec("x / 7", x / 7);
    print_dec("x % 7", x % 7);
    print_dec("x >> 3", x >> 3);
    print_dec("-x / -13", -x / -13);
    printf("cmp: %d %d %d\n", x < 0, (u128)x > (u128)1, smin < smax);
    print_hex("1<<100", (u128)1 << 100);
    print_hex("max>>77", max >> 77);
    print_hex("pattern", ((u128)0x0123456789abcdefull << 64) | 0xfedcba9876543210ull);
    uint64_t m = 1000000007ull;
    printf("mulmod: %llu\n", (unsigned long long)mulmod_check(0xfffffffffffffff1ull, 0xfffffffffffffff3ull, m));
    u128 big_mod = ((u128)1 << 89) - 1; /* Mersenne prime 2^89-1 */
    print_hex("3^(p-1) mod p", powmod(3, big_mod - 1, big_mod));
    /* fibonacci in 128 bits */
    u128 p = 0, q = 1;
    for (int i = 0; i < 180; i++) {
        u128 t = p + q;
        p = q;
        q = t;
    }
    to_dec(p, buf);
    printf("fib(180) = %s\n", buf);
    /* division of large by large */
    u128 n1 = ((u128)0x123456789ull << 70) + 12345, d1 = ((u128)0x9876ull << 40) + 77;
    to_dec(n1 / d1, buf);
    printf("n1/d1 = %s\n", buf);
    to_dec(n1 % d1, buf);
    printf("n1%%d1 = %s\n", buf);
    return 0;
}
