/* Loops the optimiser rewrites: memset/memcpy idioms, strlen-like scans, loop unswitching,
 * induction-variable strength reduction, tail recursion turned into loops, loop-invariant
 * code motion, closed-form sums (sum of i, sum of i*i), counted loops with early exits. */
#include <stdio.h>
#include <string.h>

static long sum_to(long n) {
    long s = 0;
    for (long i = 1; i <= n; i++)
        s += i;
    return s;
}

static unsigned long sum_squares(unsigned n) {
    unsigned long s = 0;
    for (unsigned i = 0; i < n; i++)
        s += (unsigned long)i * i;
    return s;
}

static void zero_fill(int *a, int n) {
    for (int i = 0; i < n; i++)
        a[i] = 0;
}

static void copy_fwd(char *restrict d, const char *restrict s, int n) {
    for (int i = 0; i < n; i++)
        d[i] = s[i];
}

static int my_strlen(const char *s) {
    int n = 0;
    while (s[n])
        n++;
    return n;
}

static long unswitch(const int *a, int n, int mode) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        if (mode)
            s += a[i] * 2;
        else
            s -= a[i];
    }
    return s;
}

static long gcd_tail(long a, long b) { return b ? gcd_tail(b, a % b) : a; }

static long acc_tail(int n, long acc) { return n == 0 ? acc : acc_tail(n - 1, acc * 3 % 1000003 + n); }

static int find_first_gt(const int *a, int n, int t) {
    for (int i = 0; i < n; i++)
        if (a[i] > t)
            return i;
    return -1;
}

static unsigned popcount_loop(unsigned x) {
    unsigned c = 0;
    while (x) {
        c += x & 1;
        x >>= 1;
    }
    return c;
}

static int count_leading(unsigned x) {
    int n = 0;
    while (n < 32 && !(x & 0x80000000u)) {
        x <<= 1;
        n++;
    }
    return n;
}

int main(void) {
    for (long n = 0; n <= 100000; n = n * 10 + 1)
        printf("sum_to(%ld)=%ld sum_squares=%lu\n", n, sum_to(n), sum_squares((unsigned)n));
    int a[300];
    for (int i = 0; i < 300; i++)
        a[i] = i * 7 % 23 - 11;
    printf("unswitch: %ld %ld\n", unswitch(a, 300, 1), unswitch(a, 300, 0));
    printf("find_first_gt: %d %d %d\n", find_first_gt(a, 300, 5), find_first_gt(a, 300, 11),
           find_first_gt(a, 300, -20));
    zero_fill(a + 10, 100);
    long s = 0;
    for (int i = 0; i < 300; i++)
        s += a[i];
    printf("after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\n", s, a[9], a[10],
           a[109], a[110]);
    char src[100], dst[100];
    for (int i = 0; i < 99; i++)
        src[i] = (char)('A' + i % 26);
    src[99] = 0;
    memset(dst, 0, sizeof dst);
    copy_fwd(dst, src, 60);
    printf("copied len=%d tail=%s\n", my_strlen(dst), dst + 50);
    printf("gcd_tail=%ld acc_tail=%ld\n", gcd_tail(1134903170L, 701408733L), acc_tail(5000, 1));
    unsigned pc = 0;
    int cl = 0;
    for (unsigned x = 1; x < 2000000; x = x * 3 + 1) {
        pc += popcount_loop(x);
        cl += count_leading(x);
    }
    printf("popcounts=%u leading=%d clz(0)-style=%d\n", pc, cl, count_leading(0));
    /* invariant computation inside a loop */
    int base = 17, scale = 3;
    long inv = 0;
    for (int i = 0; i < 1000; i++)
        inv += (base * scale + i) % 7;
    printf("invariant loop=%ld\n", inv);
    /* 2-D loop with strength-reducible index math */
    static int grid[50][40];
    for (int i = 0; i < 50; i++)
        for (int j = 0; j < 40; j++)
            grid[i][j] = i * 40 + j;
    long diag = 0;
    for (int k = 0; k < 40; k++)
        diag += grid[k][k] + grid[49 - k][39 - k];
    printf("diag=%ld\n", diag);
    return 0;
}
