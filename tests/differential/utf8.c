/* UTF-8 encoding and decoding with validation; plain char is signed on x86_64, so bytes
 * above 0x7f read through char are negative and must be converted to unsigned char. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static int encode(uint32_t cp, char *out) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xc0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xe0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* returns bytes consumed, or -1 on invalid input */
static int decode(const char *s, uint32_t *cp) {
    unsigned char c = (unsigned char)s[0];
    int len;
    uint32_t v;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if ((c & 0xe0) == 0xc0) {
        len = 2;
        v = c & 0x1f;
    } else if ((c & 0xf0) == 0xe0) {
        len = 3;
        v = c & 0x0f;
    } else if ((c & 0xf8) == 0xf0) {
        len = 4;
        v = c & 0x07;
    } else {
        return -1;
    }
    for (int i = 1; i < len; i++) {
        unsigned char cc = (unsigned char)s[i];
        if ((cc & 0xc0) != 0x80)
            return -1;
        v = (v << 6) | (cc & 0x3f);
    }
    static const uint32_t min_for_len[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (v < min_for_len[len] || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return -1;
    *cp = v;
    return len;
}

int main(void) {
    uint32_t cps[] = {0x24, 0x7f, 0x80, 0xa2, 0x7ff, 0x800, 0x20ac, 0xd7ff, 0xe000, 0xffff,
                      0x10000, 0x1f600, 0x10ffff};
    for (int i = 0; i < 13; i++) {
        char buf[5];
        int n = encode(cps[i], buf);
        uint32_t back = 0;
        int m = decode(buf, &back);
        printf("U+%04X ->", cps[i]);
        for (int k = 0; k < n; k++)
            printf(" %02x(%d)", (unsigned char)buf[k], buf[k]);
        printf(" -> U+%04X len %d ok=%d\n", back, m, back == cps[i] && m == n);
    }
    const char *text = "Gr\xc3\xbc\xc3\x9f Gott, \xe2\x82\xac" "5 \xf0\x9f\x98\x80!";
    size_t bytes = strlen(text);
    int chars = 0, nonascii = 0;
    uint32_t sum = 0;
    for (const char *p = text; *p;) {
        uint32_t cp;
        int n = decode(p, &cp);
        if (n < 0) {
            printf("invalid at %ld\n", (long)(p - text));
            break;
        }
        chars++;
        nonascii += cp > 0x7f;
        sum += cp;
        p += n;
    }
    printf("bytes=%zu chars=%d nonascii=%d sum=%u\n", bytes, chars, nonascii, sum);
    const char *bad[] = {"\x80", "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
                         "\xc3", "\xc3\x28", "\xff"};
    for (int i = 0; i < 8; i++) {
        uint32_t cp = 0;
        printf("bad[%d] -> %d\n", i, decode(bad[i], &cp));
    }
    /* signed char pitfalls: counting bytes < 0 as char */
    int negative = 0;
    for (size_t i = 0; i < bytes; i++)
        negative += text[i] < 0;
    printf("negative chars=%d\n", negative);
    /* uppercase only ASCII letters, leave multibyte sequences intact */
    char copy[64];
    strcpy(copy, text);
    for (char *p = copy; *p; p++)
        if (*p >= 'a' && *p <= 'z')
            *p = (char)(*p - 32);
    printf("%s\n", copy);
    return 0;
}
