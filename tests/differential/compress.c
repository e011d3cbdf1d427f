/* Run-length encoding and a small LZ77-style compressor/decompressor over generated data,
 * with round-trip verification and compressed sizes printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t rle_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        size_t run = 1;
        while (i + run < n && in[i + run] == in[i] && run < 255)
            run++;
        out[o++] = (unsigned char)run;
        out[o++] = in[i];
        i += run;
    }
    return o;
}

static size_t rle_decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i + 1 < n; i += 2) {
        memset(out + o, in[i + 1], in[i]);
        o += in[i];
    }
    return o;
}

/* tokens: literal = 0x00 len bytes...; match = 0x01 dist_hi dist_lo len */
static size_t lz_encode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0, i = 0, lit_start = 0;
    while (i < n) {
        size_t best_len = 0, best_dist = 0;
        size_t window = i > 255 ? i - 255 : 0;
        for (size_t j = window; j < i; j++) {
            size_t len = 0;
            while (i + len < n && in[j + len] == in[i + len] && len < 255)
                len++;
            if (len > best_len) {
                best_len = len;
                best_dist = i - j;
            }
        }
        if (best_len >= 4) {
            while (lit_start < i) {
                size_t chunk = i - lit_start > 255 ? 255 : i - lit_start;
                out[o++] = 0;
                out[o++] = (unsigned char)chunk;
                memcpy(out + o, in + lit_start, chunk);
                o += chunk;
                lit_start += chunk;
            }
            out[o++] = 1;
            out[o++] = (unsigned char)(best_dist >> 8);
            out[o++] = (unsigned char)best_dist;
            out[o++] = (unsigned char)best_len;
            i += best_len;
            lit_start = i;
        } else {
            i++;
        }
    }
    while (lit_start < n) {
        size_t chunk = n - lit_start > 255 ? 255 : n - lit_start;
        out[o++] = 0;
        out[o++] = (unsigned char)chunk;
        memcpy(out + o, in + lit_start, chunk);
        o += chunk;
        lit_start += chunk;
    }
    return o;
}

static size_t lz_decode(const unsigned char *in, size_t n, unsigned char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        if (in[i] == 0) {
            size_t len = in[i + 1];
            memcpy(out + o, in + i + 2, len);
            o += len;
            i += 2 + len;
        } else {
            size_t dist = (size_t)in[i + 1] << 8 | in[i + 2];
            size_t len = in[i + 3];
            for (size_t k = 0; k < len; k++) /* may overlap: byte by byte */
                out[o + k] = out[o - dist + k];
            o += len;
            i += 4;
        }
    }
    return o;
}

int main(void) {
    enum { N = 1200 };
    unsigned char *data = malloc(N), *enc = malloc(3 * N), *dec = malloc(N);
    const char *phrases[] = {"the cat ", "sat on ", "the mat ", "and the dog ", "barked "};
    for (int kind = 0; kind < 3; kind++) {
        size_t n = 0;
        unsigned x = 1;
        while (n < N) {
            if (kind == 0) { /* runs */
                x = x * 1103515245u + 12345u;
                size_t run = (x >> 16) % 40 + 1;
                unsigned char v = (unsigned char)('a' + (x >> 24) % 4);
                for (size_t k = 0; k < run && n < N; k++)
                    data[n++] = v;
            } else if (kind == 1) { /* repeated phrases */
                x = x * 1103515245u + 12345u;
                const char *ph = phrases[(x >> 16) % 5];
                for (size_t k = 0; ph[k] && n < N; k++)
                    data[n++] = (unsigned char)ph[k];
            } else { /* noise */
                x = x * 1103515245u + 12345u;
                data[n++] = (unsigned char)(x >> 23);
            }
        }
        size_t r = rle_encode(data, N, enc);
        size_t rd = rle_decode(enc, r, dec);
        int rle_ok = rd == N && memcmp(dec, data, N) == 0;
        size_t l = lz_encode(data, N, enc);
        size_t ld = lz_decode(enc, l, dec);
        int lz_ok = ld == N && memcmp(dec, data, N) == 0;
        unsigned h = 0;
        for (size_t k = 0; k < l; k++)
            h = h * 31 + enc[k];
        printf("kind %d: rle %zu bytes ok=%d, lz %zu bytes ok=%d hash=%u\n", kind, r, rle_ok, l,
               lz_ok, h);
    }
    free(data);
    free(enc);
    free(dec);
    return 0;
}
