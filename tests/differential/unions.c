/* Unions: type punning (defined in C11), tagged unions, union in struct, byte views. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

union pun64 {
    double d;
    uint64_t u;
    int64_t i;
    unsigned char b[8];
    uint32_t w[2];
};

union pun32 {
    float f;
    uint32_t u;
    uint16_t h[2];
};

enum kind { K_INT, K_DBL, K_STR, K_PAIR };

struct value {
    enum kind kind;
    union {
        long i;
        double d;
        const char *s;
        struct {
            int a, b;
        } pair;
    } as;
};

static void show(struct value v) {
    switch (v.kind) {
    case K_INT: printf("int %ld\n", v.as.i); break;
    case K_DBL: printf("double %g\n", v.as.d); break;
    case K_STR: printf("string \"%s\"\n", v.as.s); break;
    case K_PAIR: printf("pair (%d, %d)\n", v.as.pair.a, v.as.pair.b); break;
    }
}

static struct value add(struct value x, struct value y) {
    struct value r;
    if (x.kind == K_INT && y.kind == K_INT) {
        r.kind = K_INT;
        r.as.i = x.as.i + y.as.i;
    } else if (x.kind == K_PAIR && y.kind == K_PAIR) {
        r.kind = K_PAIR;
        r.as.pair.a = x.as.pair.a + y.as.pair.a;
        r.as.pair.b = x.as.pair.b + y.as.pair.b;
    } else {
        double a = x.kind == K_INT ? (double)x.as.i : x.kind == K_DBL ? x.as.d : 0;
        double b = y.kind == K_INT ? (double)y.as.i : y.kind == K_DBL ? y.as.d : 0;
        r.kind = K_DBL;
        r.as.d = a + b;
    }
    return r;
}

static float fast_recip_sqrt_approx(float x) {
    union pun32 p = {.f = x};
    p.u = 0x5f3759dfu - (p.u >> 1);
    float y = p.f;
    float half = 0.5f * x;
    float y2 = y * y;
    float t = half * y2;
    y = y * (1.5f - t);
    return y;
}

int main(void) {
    double ds[] = {1.0, -2.0, 0.1, 1e300, -0.0, 3.141592653589793};
    for (int i = 0; i < 6; i++) {
        union pun64 p;
        p.d = ds[i];
        printf("%g: hi=%08x lo=%08x sign=%u exp=%u bytes", ds[i], p.w[1], p.w[0],
               (unsigned)(p.u >> 63), (unsigned)((p.u >> 52) & 0x7ff));
        for (int j = 0; j < 8; j++)
            printf(" %02x", p.b[j]);
        printf("\n");
    }
    union pun64 q;
    q.u = 0x4008000000000000ull;
    printf("bits 0x4008... = %g\n", q.d);
    q.i = -1;
    printf("-1 as u64 %llu, low word %u\n", (unsigned long long)q.u, q.w[0]);
    float fs[] = {1.0f, 0.5f, -3.75f, 1e-3f};
    for (int i = 0; i < 4; i++) {
        union pun32 p = {.f = fs[i]};
        printf("float %g = %08x halves %04x %04x\n", fs[i], p.u, p.h[1], p.h[0]);
    }
    for (int i = 1; i <= 16; i *= 2)
        printf("rsqrt(%d) ~ %.4f\n", i, fast_recip_sqrt_approx((float)i));
    struct value vals[5];
    vals[0].kind = K_INT;
    vals[0].as.i = 40;
    vals[1].kind = K_INT;
    vals[1].as.i = 2;
    vals[2].kind = K_DBL;
    vals[2].as.d = 0.5;
    vals[3].kind = K_PAIR;
    vals[3].as.pair.a = 3;
    vals[3].as.pair.b = -4;
    vals[4].kind = K_STR;
    vals[4].as.s = "hello";
    for (int i = 0; i < 5; i++)
        show(vals[i]);
    show(add(vals[0], vals[1]));
    show(add(vals[0], vals[2]));
    show(add(vals[3], vals[3]));
    printf("sizeof value=%zu union pun64=%zu\n", sizeof(struct value), sizeof(union pun64));
    /* endianness via union */
    union {
        uint32_t u;
        unsigned char c[4];
    } e = {.u = 0x01020304};
    printf("little endian: %d (c0=%d)\n", e.c[0] == 4, e.c[0]);
    /* memcpy-based punning agrees with union punning */
    double dv = 2.5;
    uint64_t bits;
    memcpy(&bits, &dv, sizeof bits);
    union pun64 pv = {.d = dv};
    printf("memcpy pun equal: %d\n", bits == pv.u);
    /* write via one member, read via another of the same size */
    union {
        int32_t s;
        uint32_t u;
    } su;
    su.s = -5;
    printf("-5 as unsigned: %u\n", su.u);
    return 0;
}
