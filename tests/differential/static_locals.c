/* static local variables: counters, memo tables, one-time initialisation, a static buffer
 * returned by pointer, and statics that point to other statics. */
#include <stdio.h>
#include <string.h>

static int next_id(void) {
    static int id = 100;
    return id++;
}

static unsigned long long fib(unsigned n) {
    static unsigned long long memo[94];
    static int initialised;
    if (!initialised) {
        memo[0] = 0;
        memo[1] = 1;
        for (unsigned i = 2; i < 94; i++)
            memo[i] = memo[i - 1] + memo[i - 2];
        initialised = 1;
        printf("(fib table initialised)\n");
    }
    return memo[n];
}

static const char *ordinal(int n) {
    static char buf[32];
    const char *suf = "th";
    if (n % 100 < 11 || n % 100 > 13) {
        switch (n % 10) {
        case 1: suf = "st"; break;
        case 2: suf = "nd"; break;
        case 3: suf = "rd"; break;
        }
    }
    sprintf(buf, "%d%s", n, suf);
    return buf;
}

static int *history(int v) {
    static int hist[8];
    static int *cursor = hist;
    *cursor = v;
    cursor++;
    if (cursor == hist + 8)
        cursor = hist;
    return hist;
}

static double running_mean(double x) {
    static double sum;
    static long n;
    sum += x;
    return sum / ++n;
}

static unsigned rng(void) {
    static unsigned state = 1;
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("id %d\n", next_id());
    printf("fib(10)=%llu fib(50)=%llu fib(93)=%llu\n", fib(10), fib(50), fib(93));
    int ns[] = {1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1003};
    for (int i = 0; i < 14; i++) {
        char copy[32];
        strcpy(copy, ordinal(ns[i])); /* copy: the buffer is reused */
        printf("%s ", copy);
    }
    printf("\n");
    int *h = NULL;
    for (int i = 1; i <= 11; i++)
        h = history(i * i);
    for (int i = 0; i < 8; i++)
        printf("%d ", h[i]);
    printf("\n");
    for (int i = 1; i <= 6; i++)
        printf("mean after %d: %.4f\n", i, running_mean(i * 1.5));
    unsigned acc = 0;
    for (int i = 0; i < 1000; i++)
        acc += rng() % 1000;
    printf("rng acc=%u next=%u\n", acc, rng());
    printf("id %d\n", next_id());
    return 0;
}
