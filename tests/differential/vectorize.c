/* Loops the -O3 loop vectoriser turns into SIMD code: reductions (sum/min/max/xor) over
 * int, short, char, unsigned char and float arrays; element-wise ops; saxpy; conditional
 * stores; trip counts that leave scalar remainders. Float reductions are sequential (no
 * -ffast-math) so results are exact and order-defined. */
#include <stdio.h>
#include <stdint.h>

#define N 1003

static int ai[N], bi[N], ci[N];
static short as[N];
static signed char ac[N];
static unsigned char au[N];
static float af[N], bf[N];
static double ad[N];

static long sum_int(const int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static int sum_int32(const int *a, int n) {
    unsigned s = 0; /* wrapping on purpose */
    for (int i = 0; i < n; i++)
        s += (unsigned)a[i];
    return (int)s;
}

static int max_int(const int *a, int n) {
    int m = a[0];
    for (int i = 1; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

static int min_short(const short *a, int n) {
    short m = a[0];
    for (int i = 1; i < n; i++)
        if (a[i] < m)
            m = a[i];
    return m;
}

static int sum_short(const short *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static int sum_char(const signed char *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static unsigned max_uchar(const unsigned char *a, int n) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

static unsigned xor_uchar(const unsigned char *a, int n) {
    unsigned char x = 0;
    for (int i = 0; i < n; i++)
        x ^= a[i];
    return x;
}

static float sum_float(const float *a, int n) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

static float max_float(const float *a, int n) {
    float m = a[0];
    for (int i = 1; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

static double dot_double(const double *a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        double t = a[i] * a[i];
        s += t;
    }
    return s;
}

static void saxpy(float a, const float *x, float *y, int n) {
    for (int i = 0; i < n; i++) {
        float t = a * x[i];
        y[i] = t + y[i];
    }
}

static void add_arrays(int *restrict c, const int *restrict a, const int *restrict b, int n) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * 3 + b[i] - (a[i] >> 2);
}

static int count_positive(const int *a, int n) {
    int c = 0;
    for (int i = 0; i < n; i++)
        c += a[i] > 0;
    return c;
}

static void clamp_array(int *a, int n, int lo, int hi) {
    for (int i = 0; i < n; i++) {
        int v = a[i];
        v = v < lo ? lo : v;
        v = v > hi ? hi : v;
        a[i] = v;
    }
}

static uint64_t widen_mul_sum(const int *a, const short *b, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++)
        s += (int64_t)a[i] * b[i];
    return (uint64_t)s;
}

int main(void) {
    uint32_t x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 1664525u + 1013904223u;
        ai[i] = (int)(x >> 8) % 2000001 - 1000000;
        bi[i] = (int)(x % 1000) - 500;
        as[i] = (short)((int)(x >> 16) % 60001 - 30000);
        ac[i] = (signed char)((int)((x >> 3) % 256) - 128);
        au[i] = (unsigned char)(x >> 24);
        af[i] = (float)((int)(x % 20001) - 10000) / 64.0f;
        bf[i] = (float)i * 0.5f;
        ad[i] = (double)((int)(x % 2001) - 1000) / 8.0;
    }
    int lens[] = {1, 3, 4, 7, 8, 15, 16, 17, 31, 33, 64, 100, N};
    for (int k = 0; k < 13; k++) {
        int n = lens[k];
        printf("n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u "
               "sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\n",
               n, sum_int(ai, n), sum_int32(ai, n), max_int(ai, n), min_short(as, n),
               sum_short(as, n), sum_char(ac, n), max_uchar(au, n), xor_uchar(au, n),
               (double)sum_float(af, n), (double)max_float(af, n), dot_double(ad, n),
               count_positive(ai, n), (unsigned long long)widen_mul_sum(ai, as, n));
    }
    saxpy(1.5f, af, bf, N);
    printf("saxpy: %.4f %.4f %.4f sum=%.4f\n", (double)bf[0], (double)bf[500],
           (double)bf[N - 1], (double)sum_float(bf, N));
    add_arrays(ci, ai, bi, N);
    printf("add_arrays: %d %d %d sum=%ld\n", ci[0], ci[1], ci[N - 1], sum_int(ci, N));
    clamp_array(ci, N, -1000, 1000);
    printf("clamped: sum=%ld max=%d pos=%d\n", sum_int(ci, N), max_int(ci, N),
           count_positive(ci, N));
    /* in-place prefix sums (not vectorisable, loop-carried) vs. independent squares */
    long prefix = 0;
    for (int i = 0; i < N; i++) {
        prefix += bi[i];
        bi[i] = (int)(prefix % 100000);
    }
    printf("prefix=%ld bi[N-1]=%d\n", prefix, bi[N - 1]);
    return 0;
}
