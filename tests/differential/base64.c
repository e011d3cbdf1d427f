/* Base64 encode/decode, hex dump, and round trips over binary data including zero bytes
 * and bytes above 0x7f. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static size_t b64_encode(const unsigned char *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)in[i] << 16;
        if (i + 1 < n) v |= (unsigned)in[i + 1] << 8;
        if (i + 2 < n) v |= in[i + 2];
        out[o++] = alphabet[(v >> 18) & 63];
        out[o++] = alphabet[(v >> 12) & 63];
        out[o++] = i + 1 < n ? alphabet[(v >> 6) & 63] : '=';
        out[o++] = i + 2 < n ? alphabet[v & 63] : '=';
    }
    out[o] = 0;
    return o;
}

static int b64_value(char c) {
    const char *p = strchr(alphabet, c);
    return c && p ? (int)(p - alphabet) : -1;
}

static long b64_decode(const char *in, unsigned char *out) {
    size_t n = strlen(in);
    if (n % 4)
        return -1;
    long o = 0;
    for (size_t i = 0; i < n; i += 4) {
        int v[4];
        for (int k = 0; k < 4; k++) {
            v[k] = in[i + k] == '=' ? 0 : b64_value(in[i + k]);
            if (v[k] < 0)
                return -1;
        }
        unsigned w = (unsigned)v[0] << 18 | (unsigned)v[1] << 12 | (unsigned)v[2] << 6 | (unsigned)v[3];
        out[o++] = (unsigned char)(w >> 16);
        if (in[i + 2] != '=') out[o++] = (unsigned char)(w >> 8);
        if (in[i + 3] != '=') out[o++] = (unsigned char)w;
    }
    return o;
}

static void hexdump(const unsigned char *p, size_t n) {
    for (size_t i = 0; i < n; i += 16) {
        printf("%04zx:", i);
        for (size_t k = i; k < i + 16 && k < n; k++)
            printf(" %02x", p[k]);
        printf("\n");
    }
}

int main(void) {
    const char *texts[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar",
                           "Many hands make light work."};
    char enc[256];
    unsigned char dec[256];
    for (int i = 0; i < 8; i++) {
        size_t n = b64_encode((const unsigned char *)texts[i], strlen(texts[i]), enc);
        long m = b64_decode(enc, dec);
        dec[m < 0 ? 0 : m] = 0;
        printf("'%s' -> '%s' (%zu) -> '%s' ok=%d\n", texts[i], enc, n, (char *)dec,
               m == (long)strlen(texts[i]) && memcmp(dec, texts[i], (size_t)m) == 0);
    }
    unsigned char bin[100];
    for (int i = 0; i < 100; i++)
        bin[i] = (unsigned char)(i * 37 + 11);
    bin[5] = 0;
    bin[50] = 0xff;
    int good = 0;
    for (size_t len = 0; len <= 100; len += 7) {
        size_t n = b64_encode(bin, len, enc);
        long m = b64_decode(enc, dec);
        good += m == (long)len && memcmp(dec, bin, len) == 0;
        if (len == 21)
            printf("len 21: %s (%zu chars)\n", enc, n);
    }
    printf("binary round trips ok: %d/15\n", good);
    hexdump(bin, 40);
    const char *bad[] = {"abc", "ab$=", "====", "QQ=="};
    for (int i = 0; i < 4; i++) {
        long m = b64_decode(bad[i], dec);
        printf("decode '%s' -> %ld\n", bad[i], m);
    }
    char *big = malloc(1000);
    unsigned char *raw = malloc(700);
    for (int i = 0; i < 700; i++)
        raw[i] = (unsigned char)(i ^ (i >> 3));
    size_t n = b64_encode(raw, 700, big);
    unsigned sum = 0;
    for (size_t i = 0; i < n; i++)
        sum = sum * 33 + (unsigned char)big[i];
    printf("700 bytes -> %zu chars, hash %u\n", n, sum);
    free(big);
    free(raw);
    return 0;
}
