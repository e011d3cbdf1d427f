/* Sparse switches (binary search / comparison trees), large and negative case values,
 * fallthrough chains, switch on long long, Duff's device. */
#include <stdio.h>

static const char *http_status(int code) {
    switch (code) {
    case 200: return "OK";
    case 201: return "Created";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 418: return "I'm a teapot";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Unknown";
    }
}

static int sparse_neg(int x) {
    switch (x) {
    case -1000000: return 1;
    case -77: return 2;
    case -1: return 3;
    case 0: return 4;
    case 13: return 5;
    case 4096: return 6;
    case 65537: return 7;
    case 2147483647: return 8;
    case -2147483647 - 1: return 9;
    default: return 0;
    }
}

static int sparse_ll(long long x) {
    switch (x) {
    case 1LL << 40: return 1;
    case -(1LL << 50): return 2;
    case 0x7fffffffffffffffLL: return 3;
    case 12345678901LL: return 4;
    default: return -1;
    }
}

/* fallthrough accumulates: case n adds all values from n down */
static int fall(int n) {
    int r = 0;
    switch (n) {
    case 5: r += 50; /* fall through */
    case 4: r += 40; /* fall through */
    case 3: r += 30; /* fall through */
    case 2: r += 20; /* fall through */
    case 1: r += 10; break;
    case 100: r = -1; /* fall through */
    default: r -= 7;
    }
    return r;
}

static void duff_copy(short *to, const short *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++; /* fall through */
    case 7: *to++ = *from++; /* fall through */
    case 6: *to++ = *from++; /* fall through */
    case 5: *to++ = *from++; /* fall through */
    case 4: *to++ = *from++; /* fall through */
    case 3: *to++ = *from++; /* fall through */
    case 2: *to++ = *from++; /* fall through */
    case 1: *to++ = *from++;
            } while (--n > 0);
    }
}

static unsigned char_kind(unsigned char c) {
    switch (c) {
    case 0x00: return 0;
    case 0x7f: return 1;
    case 0x80: return 2;
    case 0xa0: return 3;
    case 0xc3: return 4;
    case 0xff: return 5;
    default: return c < 0x20 ? 6 : 7;
    }
}

int main(void) {
    int codes[] = {200, 404, 418, 500, 302, 999, 0, 201, 503, 304, -1};
    for (int i = 0; i < 11; i++)
        printf("%d %s\n", codes[i], http_status(codes[i]));
    int xs[] = {-1000000, -77, -1, 0, 13, 4096, 65537, 2147483647, -2147483647 - 1, 5, -5, 4095};
    for (int i = 0; i < 12; i++)
        printf("sparse_neg(%d)=%d\n", xs[i], sparse_neg(xs[i]));
    long long ls[] = {1LL << 40, -(1LL << 50), 0x7fffffffffffffffLL, 12345678901LL, 1LL << 41, 0};
    for (int i = 0; i < 6; i++)
        printf("sparse_ll(%lld)=%d\n", ls[i], sparse_ll(ls[i]));
    for (int n = -1; n <= 6; n++)
        printf("fall(%d)=%d\n", n, fall(n));
    printf("fall(100)=%d\n", fall(100));
    short src[37], dst[37];
    for (int count = 0; count <= 37; count += 5) {
        for (int i = 0; i < 37; i++) {
            src[i] = (short)(i * 11 - 100);
            dst[i] = -1;
        }
        if (count > 0)
            duff_copy(dst, src, count);
        int sum = 0;
        for (int i = 0; i < 37; i++)
            sum += dst[i];
        printf("duff count=%d sum=%d\n", count, sum);
    }
    unsigned hist[8] = {0};
    for (unsigned c = 0; c < 256; c++)
        hist[char_kind((unsigned char)c)]++;
    for (int i = 0; i < 8; i++)
        printf("kind %d: %u\n", i, hist[i]);
    /* a long if-else chain on a hash: the optimiser may turn it into a switch */
    unsigned h = 7;
    int tally = 0;
    for (int i = 0; i < 300; i++) {
        h = h * 1103515245u + 12345u;
        unsigned k = (h >> 16) % 1000;
        if (k == 3) tally += 1;
        else if (k == 17) tally += 2;
        else if (k == 101) tally += 3;
        else if (k == 555) tally += 4;
        else if (k == 999) tally += 5;
        else if (k < 100) tally += 6;
        else tally -= 1;
    }
    printf("tally=%d\n", tally);
    return 0;
}
