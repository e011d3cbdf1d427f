/* Conversions between floating and integer types (all in range), and float <-> double. */
#include <stdio.h>
#include <stdint.h>

static double u64_to_d(uint64_t u) { return (double)u; }
static float u64_to_f(uint64_t u) { return (float)u; }
static double i64_to_d(int64_t i) { return (double)i; }
static float i32_to_f(int32_t i) { return (float)i; }
static uint64_t d_to_u64(double d) { return (uint64_t)d; }
static int64_t d_to_i64(double d) { return (int64_t)d; }
static int32_t f_to_i32(float f) { return (int32_t)f; }
static uint32_t d_to_u32(double d) { return (uint32_t)d; }
static unsigned char d_to_u8(double d) { return (unsigned char)d; }
static short f_to_i16(float f) { return (short)f; }

int main(void) {
    int64_t ints[] = {0, 1, -1, 16777216, 16777217, 16777219, -16777217, 9007199254740992LL,
                      9007199254740993LL, -9007199254740995LL, 4611686018427387903LL,
                      INT64_MAX, INT64_MIN};
    for (unsigned i = 0; i < sizeof ints / sizeof *ints; i++)
        printf("i64 %lld -> double %.1f -> float %.1f\n", (long long)ints[i],
               i64_to_d(ints[i]), (double)(float)ints[i]);
    uint64_t uints[] = {0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull,
                        0x8000000000000401ull, 0xfffffffffffff800ull, 0xffffffffffffffffull,
                        12345678901234567890ull};
    for (unsigned i = 0; i < sizeof uints / sizeof *uints; i++)
        printf("u64 %llu -> double %.1f -> float %.1f\n", (unsigned long long)uints[i],
               u64_to_d(uints[i]), (double)u64_to_f(uints[i]));
    int32_t i32s[] = {0, 7, -7, 2147483647, -2147483647 - 1, 33554431, -33554433, 123456789};
    for (unsigned i = 0; i < sizeof i32s / sizeof *i32s; i++)
        printf("i32 %d -> float %.1f\n", i32s[i], (double)i32_to_f(i32s[i]));
    double ds[] = {0.0, 0.9, -0.9, 1.5, -1.5, 2.5, -2.5, 1e9, -1e9, 2147483647.9,
                   -2147483648.9, 123456.789, -0.0};
    for (unsigned i = 0; i < sizeof ds / sizeof *ds; i++)
        printf("double %f -> i64 %lld i32 %d\n", ds[i], (long long)d_to_i64(ds[i]),
               (int)ds[i]);
    double big[] = {0.0, 1.9, 4294967295.9, 9223372036854775807.0, 9223372036854777856.0,
                    18446744073709549568.0, 1e19};
    for (unsigned i = 0; i < sizeof big / sizeof *big; i++)
        printf("double %.1f -> u64 %llu\n", big[i], (unsigned long long)d_to_u64(big[i]));
    double u32s[] = {0.5, 255.99, 65535.5, 2147483648.0, 3000000000.7, 4294967295.0};
    for (unsigned i = 0; i < sizeof u32s / sizeof *u32s; i++)
        printf("double %.2f -> u32 %u\n", u32s[i], d_to_u32(u32s[i]));
    double u8s[] = {0.0, 1.99, 127.5, 128.0, 200.7, 255.999};
    for (unsigned i = 0; i < sizeof u8s / sizeof *u8s; i++)
        printf("double %.3f -> u8 %d\n", u8s[i], d_to_u8(u8s[i]));
    float fs[] = {0.0f, -1.75f, 32767.9f, -32768.5f, 1000.25f, -12345.678f};
    for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++)
        printf("float %f -> i16 %d i32 %d\n", fs[i], f_to_i16(fs[i]), f_to_i32(fs[i]));
    /* float <-> double */
    double dd[] = {0.1, 1.0 / 3.0, 3.4028234663852886e38, 1e-40, 1e-46, 16777217.0,
                   0.30000000000000004, -2.7182818284590452};
    for (unsigned i = 0; i < sizeof dd / sizeof *dd; i++) {
        float f = (float)dd[i];
        double back = f;
        printf("double %.17g -> float %.9g -> double %.17g\n", dd[i], (double)f, back);
    }
    /* integer-valued arithmetic that must be exact */
    double acc = 0;
    long long iacc = 0;
    for (int i = 1; i <= 2000; i++) {
        acc += (double)i * i;
        iacc += (long long)i * i;
    }
    printf("sum squares %.1f %lld equal=%d\n", acc, iacc, (long long)acc == iacc);
    /* rounding to nearest-even when converting ints to float */
    for (int k = 0; k < 8; k++) {
        int32_t v = 16777216 + k;
        printf("%d -> %.1f\n", v, (double)(float)v);
    }
    /* char/short to float */
    signed char sc = -128;
    unsigned short us = 65535;
    printf("%f %f %f\n", (double)sc, (double)us, (double)(float)(unsigned char)255);
    /* conversions in a loop */
    uint32_t chk = 0;
    for (int i = -500; i < 500; i += 3) {
        double x = i / 7.0;
        float y = (float)i / 3.0f;
        chk = chk * 31 + (uint32_t)(int)(x * 100) + (uint32_t)(int)(y * 10);
    }
    printf("chk=%u\n", chk);
    return 0;
}
