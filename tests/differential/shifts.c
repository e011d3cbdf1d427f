/* Shifts at every width, including large-but-valid shift amounts. */
#include <stdio.h>
#include <stdint.h>

static unsigned long long shl64(unsigned long long x, unsigned n) { return x << n; }
static unsigned long long shr64(unsigned long long x, unsigned n) { return x >> n; }
static long long sar64(long long x, unsigned n) { return x >> n; }
static unsigned shl32(unsigned x, unsigned n) { return x << n; }
static unsigned shr32(unsigned x, unsigned n) { return x >> n; }
static int sar32(int x, unsigned n) { return x >> n; }

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static uint64_t rotr64(uint64_t x, unsigned r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }

int main(void) {
    unsigned long long one = 1;
    printf("1<<63 = %llu\n", one << 63);
    printf("1<<32 = %llu\n", one << 32);
    unsigned u = 0x80000001u;
    printf("u>>31 = %u, u>>0 = %u, u<<31 = %u\n", u >> 31, u >> 0, u << 31);
    int neg = -123456789;
    printf("neg>>1=%d neg>>4=%d neg>>31=%d\n", neg >> 1, neg >> 4, neg >> 31);
    long long nl = -1234567890123456789LL;
    printf("nl>>1=%lld nl>>33=%lld nl>>63=%lld\n", nl >> 1, nl >> 33, nl >> 63);
    unsigned long long acc = 0;
    for (unsigned n = 0; n < 64; n++) {
        unsigned long long a = shl64(0x0123456789abcdefull, n);
        unsigned long long b = shr64(0xfedcba9876543210ull, n);
        long long c = sar64(-0x0123456789abcdefLL, n);
        acc ^= a + b + (unsigned long long)c;
        if (n % 7 == 0 || n > 59)
            printf("n=%2u shl=%llu shr=%llu sar=%lld\n", n, a, b, c);
    }
    printf("acc64=%llu\n", acc);
    unsigned acc32 = 0;
    for (unsigned n = 0; n < 32; n++) {
        unsigned a = shl32(0x89abcdefu, n);
        unsigned b = shr32(0x89abcdefu, n);
        int c = sar32(-0x789abcde, n);
        acc32 = acc32 * 3 + (a ^ b ^ (unsigned)c);
        if (n % 5 == 0 || n > 28)
            printf("n=%2u shl=%u shr=%u sar=%d\n", n, a, b, c);
    }
    printf("acc32=%u\n", acc32);
    /* narrow types are promoted to int before shifting */
    unsigned char c8 = 0xff;
    unsigned short s16 = 0xffff;
    signed char sc = -128;
    short ss = -32768;
    printf("c8<<4=%d c8<<20=%d s16<<8=%d sc>>3=%d ss>>15=%d\n", c8 << 4, c8 << 20, s16 << 8,
           sc >> 3, ss >> 15);
    printf("(uchar)(c8<<4)=%d (ushort)(s16<<3)=%d\n", (unsigned char)(c8 << 4),
           (unsigned short)(s16 << 3));
    for (unsigned r = 0; r < 40; r += 3)
        printf("rotl32(%u)=%08x rotr64(%u)=%08x%08x\n", r, rotl32(0x12345678u, r), r,
               (unsigned)(rotr64(0x0123456789abcdefull, r) >> 32),
               (unsigned)rotr64(0x0123456789abcdefull, r));
    /* shift by a variable that the compiler cannot see */
    volatile unsigned amount = 63;
    uint64_t mask = ~0ull >> amount;
    printf("mask=%llu\n", (unsigned long long)mask);
    amount = 31;
    printf("int sign: %d %u\n", (int)(0xffffffffu >> amount), 0x80000000u >> amount);
    /* building masks */
    for (int bits = 0; bits <= 64; bits += 8) {
        uint64_t m = bits == 64 ? ~0ull : ((1ull << bits) - 1);
        printf("mask(%d) hi=%08x lo=%08x\n", bits, (unsigned)(m >> 32), (unsigned)m);
    }
    return 0;
}
