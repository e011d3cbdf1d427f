/* __builtin_popcount/clz/ctz/bswap32/bswap64/parity/ffs at 32 and 64 bits and the
 * hand-written equivalents they must agree with. clz/ctz are never called with 0. */
#include <stdio.h>
#include <stdint.h>

static int popcount_naive(uint64_t x) {
    int c = 0;
    while (x) {
        c += (int)(x & 1);
        x >>= 1;
    }
    return c;
}

static int clz64_naive(uint64_t x) {
    int n = 0;
    for (uint64_t m = 1ull << 63; m && !(x & m); m >>= 1)
        n++;
    return n;
}

static int ctz64_naive(uint64_t x) {
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}

static uint32_t bswap32_naive(uint32_t x) {
    return (x >> 24) | ((x >> 8) & 0xff00) | ((x << 8) & 0xff0000) | (x << 24);
}

/* the classic idiom LLVM recognises as llvm.bswap.i32 */
static uint32_t bswap32_idiom(uint32_t x) {
    return ((x & 0xffu) << 24) | ((x & 0xff00u) << 8) | ((x & 0xff0000u) >> 8) |
           ((x & 0xff000000u) >> 24);
}

/* loops LLVM may recognise as ctpop */
static int popcount_kernighan(uint32_t x) {
    int c = 0;
    while (x) {
        x &= x - 1;
        c++;
    }
    return c;
}

int main(void) {
    uint64_t vals[] = {1, 2, 3, 0x80, 0xff, 0x100, 0x8000000000000000ull, 0xffffffffffffffffull,
                       0x0123456789abcdefull, 0x00000000ffff0000ull, 0x1000000000ull,
                       0xdeadbeefull};
    int mism = 0;
    for (int i = 0; i < 12; i++) {
        uint64_t v = vals[i];
        uint32_t lo = (uint32_t)v;
        int pc64 = __builtin_popcountll(v);
        int clz64 = __builtin_clzll(v);
        int ctz64 = __builtin_ctzll(v);
        uint64_t bs64 = __builtin_bswap64(v);
        printf("v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\n",
               (unsigned)(v >> 32), lo, pc64, clz64, ctz64, (unsigned)(bs64 >> 32),
               (unsigned)bs64, __builtin_parityll(v), __builtin_ffsll((long long)v));
        if (pc64 != popcount_naive(v) || clz64 != clz64_naive(v) || ctz64 != ctz64_naive(v))
            mism++;
        if (lo) {
            printf("   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\n", lo,
                   __builtin_popcount(lo), __builtin_clz(lo), __builtin_ctz(lo),
                   __builtin_bswap32(lo), bswap32_idiom(lo));
            if (__builtin_bswap32(lo) != bswap32_naive(lo) ||
                __builtin_popcount(lo) != popcount_kernighan(lo))
                mism++;
        }
    }
    printf("16-bit bswap: %04x\n", __builtin_bswap16(0x1234));
    uint32_t x = 0x9e3779b9u;
    unsigned long sum = 0;
    for (int i = 0; i < 1000; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        sum += (unsigned long)(__builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctz(x | 0x80000000u));
        if (popcount_kernighan(x) != __builtin_popcount(x))
            mism++;
    }
    printf("loop sum=%lu mismatches=%d\n", sum, mism);
    /* log2 and next power of two from clz */
    for (unsigned v = 1; v < 5000; v = v * 3 + 1) {
        int lg = 31 - __builtin_clz(v);
        unsigned np = v == 1 ? 1 : 1u << (32 - __builtin_clz(v - 1));
        printf("v=%u floor_log2=%d next_pow2=%u\n", v, lg, np);
    }
    return mism;
}
