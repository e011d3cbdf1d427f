/* Bit manipulation puzzles: reverse bits, gray code, next permutation of bits, isolate /
 * clear lowest bit, power-of-two tests, interleave (Morton), sign-magnitude tricks, subset
 * enumeration, parity by folding, absolute value without branches. */
#include <stdio.h>
#include <stdint.h>

static uint32_t reverse_bits(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

static uint32_t gray(uint32_t x) { return x ^ (x >> 1); }
static uint32_t ungray(uint32_t g) {
    for (uint32_t s = 1; s < 32; s <<= 1)
        g ^= g >> s;
    return g;
}

static uint32_t next_same_popcount(uint32_t v) {
    uint32_t t = v | (v - 1);
    return (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(v) + 1));
}

static uint32_t part1by1(uint32_t x) {
    x &= 0x0000ffffu;
    x = (x | (x << 8)) & 0x00ff00ffu;
    x = (x | (x << 4)) & 0x0f0f0f0fu;
    x = (x | (x << 2)) & 0x33333333u;
    x = (x | (x << 1)) & 0x55555555u;
    return x;
}

static uint32_t morton(uint32_t x, uint32_t y) { return part1by1(x) | (part1by1(y) << 1); }

static int parity_fold(uint32_t x) {
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x &= 0xf;
    return (0x6996 >> x) & 1;
}

static int32_t branchless_abs(int32_t v) {
    int32_t mask = v >> 31; /* arithmetic shift: implementation-defined, gcc/clang: sign fill */
    return (v + mask) ^ mask;
}

static uint32_t round_up_pow2(uint32_t v) {
    v--;
    v |= v >> 1;
    v |= v >> 2;
    v |= v >> 4;
    v |= v >> 8;
    v |= v >> 16;
    return v + 1;
}

int main(void) {
    uint32_t samples[] = {1, 0x80000000u, 0x12345678u, 0xf0f0f0f0u, 0xdeadbeefu, 6, 0x0000ffffu};
    for (int i = 0; i < 7; i++) {
        uint32_t v = samples[i];
        printf("v=%08x rev=%08x gray=%08x ungray(gray)=%08x lowest=%08x clearlow=%08x pow2=%d "
               "parity=%d/%d\n",
               v, reverse_bits(v), gray(v), ungray(gray(v)), v & -v, v & (v - 1),
               (v & (v - 1)) == 0, parity_fold(v), __builtin_parity(v));
    }
    printf("gray sequence:");
    for (uint32_t i = 0; i < 16; i++)
        printf(" %u", gray(i));
    printf("\n");
    uint32_t v = 0x7; /* all 3-bit subsets of 6 bits */
    printf("3-of-6:");
    int cnt = 0;
    while (v < (1u << 6)) {
        printf(" %02x", v);
        cnt++;
        v = next_same_popcount(v);
    }
    printf(" (%d)\n", cnt);
    for (uint32_t y = 0; y < 4; y++) {
        for (uint32_t x = 0; x < 4; x++)
            printf("%3u", morton(x, y));
        printf("\n");
    }
    printf("morton(0xffff,0)=%08x morton(0,0xffff)=%08x\n", morton(0xffff, 0), morton(0, 0xffff));
    int32_t ab[] = {0, 1, -1, 123456, -123456, 2147483647, -2147483647};
    for (int i = 0; i < 7; i++)
        printf("babs(%d)=%d\n", ab[i], branchless_abs(ab[i]));
    for (uint32_t x = 1; x < 100000; x = x * 5 + 3)
        printf("roundup(%u)=%u\n", x, round_up_pow2(x));
    /* enumerate subsets of a mask */
    uint32_t mask = 0x2d, sub = mask;
    int n = 0;
    unsigned sum = 0;
    do {
        n++;
        sum += sub;
        sub = (sub - 1) & mask;
    } while (sub != mask);
    printf("subsets of %x: %d sum=%u\n", mask, n, sum);
    /* swap without temporary, xor linked trick */
    unsigned a = 12345, b = 67890;
    a ^= b;
    b ^= a;
    a ^= b;
    printf("swapped a=%u b=%u\n", a, b);
    /* count trailing zeros of factorial-like products */
    uint64_t prod = 1;
    int tz = 0;
    for (int i = 1; i <= 20; i++) {
        prod *= (uint64_t)i;
        while (!(prod & 1)) {
            prod >>= 1;
            tz++;
        }
    }
    printf("twos in 20! = %d odd part = %llu\n", tz, (unsigned long long)prod);
    /* bit matrix transpose 8x8 */
    uint64_t m = 0x8040201008040201ull ^ 0x00000000000000ffull;
    uint64_t t;
    t = (m ^ (m >> 7)) & 0x00aa00aa00aa00aaull; m = m ^ t ^ (t << 7);
    t = (m ^ (m >> 14)) & 0x0000cccc0000ccccull; m = m ^ t ^ (t << 14);
    t = (m ^ (m >> 28)) & 0x00000000f0f0f0f0ull; m = m ^ t ^ (t << 28);
    printf("transposed %08x%08x\n", (unsigned)(m >> 32), (unsigned)m);
    return 0;
}
