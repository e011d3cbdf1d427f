/* Wrapping unsigned arithmetic at every width, and hashing built on it. */
#include <stdio.h>
#include <stdint.h>

static uint32_t fnv1a32(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static uint64_t fnv1a64(const char *s) {
    uint64_t h = 14695981039346656037ull;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 1099511628211ull;
    }
    return h;
}

static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void print64(const char *label, uint64_t v) {
    printf("%s = %08x%08x (%llu)\n", label, (unsigned)(v >> 32), (unsigned)v,
           (unsigned long long)v);
}

int main(void) {
    uint8_t a8 = 250;
    uint16_t a16 = 65530;
    uint32_t a32 = 4294967290u;
    uint64_t a64 = 18446744073709551610ull;
    for (int i = 0; i < 10; i++) {
        a8 += 3;
        a16 += 3;
        a32 += 3;
        a64 += 3;
        printf("step %d: %u %u %u %llu\n", i, a8, a16, a32, (unsigned long long)a64);
    }
    for (int i = 0; i < 6; i++) {
        a8 -= 100;
        a16 -= 30000;
        a32 -= 2000000000u;
        a64 -= 9000000000000000000ull;
        printf("sub %d: %u %u %u %llu\n", i, a8, a16, a32, (unsigned long long)a64);
    }
    uint8_t m8 = 1;
    uint16_t m16 = 1;
    uint32_t m32 = 1;
    uint64_t m64 = 1;
    for (int i = 0; i < 12; i++) {
        m8 = (uint8_t)(m8 * 7u);
        m16 = (uint16_t)(m16 * 13u);
        m32 *= 1103515245u;
        m64 *= 6364136223846793005ull;
        printf("mul %d: %u %u %u %llu\n", i, m8, m16, m32, (unsigned long long)m64);
    }
    /* negation of unsigned */
    unsigned u = 5;
    unsigned long long ull = 5;
    printf("neg: %u %llu %u\n", -u, -ull, (unsigned)-(unsigned char)200);
    /* comparisons that only make sense with wrapping */
    unsigned x = 3, y = 5;
    printf("x-y=%u (x-y>x)=%d (x-y<y)=%d\n", x - y, x - y > x, x - y < y);
    const char *words[] = {"", "a", "hello", "pancam", "model checker", "The quick brown fox"};
    for (int i = 0; i < 6; i++) {
        printf("fnv32(\"%s\") = %08x\n", words[i], fnv1a32(words[i]));
        print64("  fnv64", fnv1a64(words[i]));
    }
    uint64_t st = 42;
    uint64_t x64 = 0;
    for (int i = 0; i < 8; i++) {
        uint64_t r = splitmix(&st);
        x64 ^= r;
        print64("splitmix", r);
    }
    print64("xor", x64);
    /* unsigned division and modulo by powers of two and others */
    uint32_t big = 0xfedcba98u;
    for (uint32_t d = 1; d < 40; d = d * 3 + 1)
        printf("%u / %u = %u rem %u\n", big, d, big / d, big % d);
    uint64_t big64 = 0xfedcba9876543210ull;
    for (uint64_t d = 1; d < 100000; d = d * 7 + 3)
        printf("%llu / %llu = %llu rem %llu\n", (unsigned long long)big64,
               (unsigned long long)d, (unsigned long long)(big64 / d),
               (unsigned long long)(big64 % d));
    return (int)(x64 & 0x3f);
}
