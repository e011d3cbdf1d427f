/* Bit-fields in packed structs: clang accesses a run of bit-fields as one integer as wide
 * as the run (here i136, i168 and i200), loaded, shifted, masked and stored whole.
 * Regression for the csmith campaign (issue 8): pancam rejected every integer type wider
 * than 128 bits ("integers of 136 bits are not supported", exit 126). */
#include <stdio.h>
#include <stdint.h>

#pragma pack(push, 1)
struct s136 {            /* 31 + 29 + 30 + 27 + 19 = 136 bits */
    signed a : 31;
    unsigned b : 29;
    signed c : 30;
    unsigned d : 27;
    signed e : 19;
};
struct s168 {            /* 7 + 32 + 32 + 32 + 32 + 32 + 1 = 168 bits after the char */
    char tag;
    unsigned f : 7;
    signed g : 32;
    unsigned h : 32;
    signed i : 32;
    unsigned j : 32;
    signed k : 32;
    unsigned l : 1;
};
struct s200 {            /* 25 * 8 = 200 bits */
    uint64_t x : 63;
    int64_t y : 63;
    uint64_t z : 63;
    int64_t w : 11;
};
#pragma pack(pop)

static struct s136 g1 = {-5, 0x1ABCDEF, 0x1234567, 0x7FFFFFF, -77};
static struct s168 g2 = {'q', 100, -1, 0xFFFFFFFFu, -2147483647 - 1, 12345, 54321, 1};
static volatile struct s200 g3 = {0x7FFFFFFFFFFFFFFFull, -3, 12, -1000};
static struct s136 arr[3];

static uint32_t crc;
static void mix(uint64_t v) {
    crc = crc * 31u + (uint32_t)v;
    crc ^= (uint32_t)(v >> 32);
}

static void dump136(const char *name, struct s136 s) {
    printf("%s: a=%d b=%u c=%d d=%u e=%d\n", name, s.a, s.b, s.c, s.d, s.e);
    mix((uint64_t)s.a); mix(s.b); mix((uint64_t)s.c); mix(s.d); mix((uint64_t)s.e);
}

int main(void) {
    dump136("g1", g1);
    g1.a = g1.a * 3 - 1;          /* -16 */
    g1.b += 7;
    g1.c = -g1.c;
    g1.d ^= 0x5555555;
    g1.e = g1.e >> 2;             /* arithmetic shift of a negative field */
    dump136("g1'", g1);
    for (int n = 0; n < 3; n++) {
        arr[n].a = n - 1;
        arr[n].b = (unsigned)(n * 0x1000001);
        arr[n].c = -(n << 20);
        arr[n].d = arr[n].b >> 3;
        arr[n].e = (n == 2) ? -262144 : n;  /* the minimum of a 19-bit field */
    }
    for (int n = 0; n < 3; n++) {
        char name[8];
        snprintf(name, sizeof name, "arr[%d]", n);
        dump136(name, arr[n]);
    }
    printf("g2: tag=%c f=%u g=%d h=%u i=%d j=%u k=%d l=%u\n", g2.tag, g2.f, g2.g, g2.h, g2.i,
           g2.j, g2.k, g2.l);
    g2.f = (g2.f + 30) & 0x7f;    /* wraps in 7 bits */
    g2.g = g2.g - 1;
    g2.i = g2.i + 1;
    g2.h = g2.h + 1u;             /* wraps */
    g2.l = !g2.l;
    printf("g2': f=%u g=%d h=%u i=%d j=%u k=%d l=%u\n", g2.f, g2.g, g2.h, g2.i, g2.j, g2.k,
           g2.l);
    printf("g3: x=%llx y=%lld z=%llu w=%lld\n", (unsigned long long)g3.x, (long long)g3.y,
           (unsigned long long)g3.z, (long long)g3.w);
    g3.x = g3.x + 1;              /* wraps to 0 in 63 bits */
    g3.y = g3.y * 1000000007;
    g3.z = g3.z << 50;
    g3.w = g3.w / 3;
    printf("g3': x=%llx y=%lld z=%llx w=%lld\n", (unsigned long long)g3.x, (long long)g3.y,
           (unsigned long long)g3.z, (long long)g3.w);
    /* comparisons on whole fields */
    int lt = g1.a < arr[0].a, eq = arr[1].a == 0, ge = g3.w >= -333;
    printf("cmp: %d %d %d\n", lt, eq, ge);
    mix(g2.h); mix(g3.z); mix((uint64_t)g3.y);
    printf("crc: %08x\n", crc);
    return 0;
}
