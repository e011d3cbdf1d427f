/* Integer conversions: truncation, sign/zero extension, promotions, usual arithmetic
 * conversions. Conversions to signed types that do not fit are implementation-defined;
 * gcc and clang on x86_64 define them as reduction modulo 2^N. */
#include <stdio.h>
#include <stdint.h>

static long long sext8(unsigned v) { return (signed char)v; }
static long long sext16(unsigned v) { return (short)v; }
static long long sext32(unsigned long long v) { return (int)v; }
static unsigned long long zext8(int v) { return (unsigned char)v; }
static unsigned long long zext16(int v) { return (unsigned short)v; }
static unsigned long long zext32(long long v) { return (unsigned)v; }

int main(void) {
    unsigned samples[] = {0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x12345678,
                          0x80000000u, 0xfffffffeu, 0xdeadbeefu};
    for (unsigned i = 0; i < sizeof samples / sizeof *samples; i++) {
        unsigned v = samples[i];
        printf("v=%u sext8=%lld sext16=%lld sext32=%lld zext8=%llu zext16=%llu zext32=%llu\n", v,
               sext8(v), sext16(v), sext32(v), zext8((int)v), zext16((int)v),
               zext32((int)v));
    }
    /* integer promotions */
    unsigned char a = 200, b = 100;
    printf("uchar sum=%d (as uchar %d)\n", a + b, (unsigned char)(a + b));
    signed char c = -100, d = -100;
    printf("schar sum=%d (as schar %d)\n", c + d, (signed char)(c + d));
    unsigned short us = 65535;
    printf("us*us as int-promoted unsigned=%u\n", (unsigned)us * us);
    printf("~uchar=%d ~ushort=%d\n", ~a, ~us);
    /* usual arithmetic conversions */
    int m1 = -1;
    unsigned z = 0;
    printf("-1 < 0u: %d\n", m1 < (int)z ? 1 : 0);
    printf("(unsigned)-1 > 0u: %d\n", (unsigned)m1 > z);
    long lm1 = -1;
    printf("-1L < 1u: %d\n", lm1 < 1u);            /* unsigned converts to long */
    printf("-1 as ull: %llu\n", (unsigned long long)m1);
    printf("-1 as ul: %lu\n", (unsigned long)m1);
    printf("uint to ll: %lld\n", (long long)0xffffffffu);
    /* char is signed on x86_64 */
    char ch = (char)0xe9;
    printf("char 0xe9 = %d, unsigned %d\n", ch, (unsigned char)ch);
    int count_neg = 0;
    const char *str = "caf\xc3\xa9 na\xc3\xafve";
    for (const char *p = str; *p; p++)
        if (*p < 0)
            count_neg++;
    printf("negative chars: %d\n", count_neg);
    /* truncation chains */
    long long big = 0x123456789abcdef0LL;
    int ti = (int)big;
    short ts = (short)big;
    signed char tc = (signed char)big;
    printf("trunc: %d %d %d %u\n", ti, ts, tc, (unsigned)(uint16_t)big);
    /* conversions through a loop, checksum */
    uint64_t acc = 0;
    for (int i = -300; i <= 300; i += 7) {
        signed char s8 = (signed char)i;
        unsigned char u8 = (unsigned char)i;
        short s16 = (short)(i * 1000);
        unsigned short u16 = (unsigned short)(i * 1000);
        acc = acc * 1000003u + (uint64_t)(int64_t)s8;
        acc = acc * 1000003u + u8;
        acc = acc * 1000003u + (uint64_t)(int64_t)s16;
        acc = acc * 1000003u + u16;
        if (i % 70 == 0)
            printf("i=%d s8=%d u8=%u s16=%d u16=%u\n", i, s8, u8, s16, u16);
    }
    printf("acc=%llu\n", (unsigned long long)acc);
    /* size_t and ptrdiff */
    size_t sz = (size_t)-1;
    printf("size_t max=%zu\n", sz);
    int arr[10];
    for (int i = 0; i < 10; i++)
        arr[i] = i;
    long diff = &arr[9] - &arr[2];
    printf("diff=%ld\n", diff);
    /* enums are ints */
    enum color { RED = -2, GREEN, BLUE = 10, INDIGO };
    enum color col = INDIGO;
    printf("enum: %d %d %d %d sizeof=%zu\n", RED, GREEN, BLUE, col, sizeof col);
    return 0;
}
