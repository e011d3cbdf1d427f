/* min/max/abs/clamp and saturating idioms that the optimiser turns into llvm.smax,
 * llvm.umin, llvm.abs, llvm.sadd.sat-like sequences, select chains. abs/labs/llabs too. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
static int clamp(int v, int lo, int hi) { return imin(imax(v, lo), hi); }
static int iabs(int v) { return v < 0 ? -v : v; }

static int32_t sat_add32(int32_t a, int32_t b) {
    int64_t r = (int64_t)a + b;
    if (r > INT32_MAX) return INT32_MAX;
    if (r < INT32_MIN) return INT32_MIN;
    return (int32_t)r;
}

static uint8_t sat_add_u8(uint8_t a, uint8_t b) {
    unsigned r = (unsigned)a + b;
    return r > 255 ? 255 : (uint8_t)r;
}

static uint16_t sat_sub_u16(uint16_t a, uint16_t b) { return a > b ? (uint16_t)(a - b) : 0; }

static int16_t sat_i16(int v) { return (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v); }

static uint32_t sat_add_u32(uint32_t a, uint32_t b) {
    uint32_t r = a + b;
    return r < a ? UINT32_MAX : r;
}

int main(void) {
    int vals[] = {0, 1, -1, 7, -7, 100, -100, INT_MAX, INT_MIN + 1, 12345};
    for (int i = 0; i < 10; i++) {
        int a = vals[i], b = vals[(i * 3 + 1) % 10];
        printf("a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\n", a, b,
               imin(a, b), imax(a, b), umin((unsigned)a, (unsigned)b),
               umax((unsigned)a, (unsigned)b), clamp(a, -50, 50), iabs(a), abs(a));
    }
    printf("labs=%ld llabs=%lld abs(INT_MIN+1)=%d\n", labs(-1234567890123L),
           llabs(-9000000000000000000LL), abs(INT_MIN + 1));
    int32_t s32[] = {INT32_MAX, 1, -5, INT32_MIN, 1000000000, -2000000000};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++)
            printf("%d ", sat_add32(s32[i], s32[j]));
    printf("\n");
    unsigned acc8 = 0, acc16 = 0;
    for (int i = 0; i < 256; i += 5)
        for (int j = 0; j < 256; j += 7) {
            acc8 += sat_add_u8((uint8_t)i, (uint8_t)j);
            acc16 += sat_sub_u16((uint16_t)(i * 200), (uint16_t)(j * 150));
        }
    printf("acc8=%u acc16=%u\n", acc8, acc16);
    for (int v = -40000; v <= 40000; v += 9999)
        printf("sat_i16(%d)=%d\n", v, sat_i16(v));
    printf("sat_add_u32: %u %u %u\n", sat_add_u32(1, 2), sat_add_u32(4000000000u, 294967295u),
           sat_add_u32(4000000000u, 294967296u));
    /* reductions over arrays: min/max/argmin with ties resolved to the first */
    int arr[64];
    unsigned x = 17;
    for (int i = 0; i < 64; i++) {
        x = x * 1103515245u + 12345u;
        arr[i] = (int)(x >> 16) % 1000 - 500;
    }
    int mn = INT_MAX, mx = INT_MIN, amin = -1;
    long absum = 0;
    for (int i = 0; i < 64; i++) {
        mn = imin(mn, arr[i]);
        mx = imax(mx, arr[i]);
        absum += iabs(arr[i]);
    }
    for (int i = 0; i < 64; i++)
        if (arr[i] == mn) {
            amin = i;
            break;
        }
    printf("min=%d max=%d argmin=%d abssum=%ld\n", mn, mx, amin, absum);
    /* clamp to bytes (image-processing style) */
    unsigned char px[16];
    for (int i = 0; i < 16; i++) {
        int v = (i - 4) * 37;
        px[i] = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
    }
    for (int i = 0; i < 16; i++)
        printf("%u ", px[i]);
    printf("\n");
    /* sign function and branchless select */
    long sig = 0;
    for (int i = -5; i <= 5; i++)
        sig = sig * 3 + ((i > 0) - (i < 0)) + 1;
    printf("sign signature=%ld\n", sig);
    return 0;
}
