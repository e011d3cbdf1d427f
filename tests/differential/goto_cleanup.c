/* goto: loops built from goto, breaking out of nested loops, error-path cleanup with
 * several labels, backward and forward jumps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int process(int n, int fail_at, long *out) {
    int rc = -1;
    char *a = NULL, *b = NULL, *c = NULL;
    a = malloc((size_t)n);
    if (!a)
        goto out;
    memset(a, 1, (size_t)n);
    if (fail_at == 1)
        goto free_a;
    b = malloc((size_t)n * 2);
    if (!b)
        goto free_a;
    memset(b, 2, (size_t)n * 2);
    if (fail_at == 2)
        goto free_b;
    c = malloc((size_t)n * 3);
    if (!c)
        goto free_b;
    memset(c, 3, (size_t)n * 3);
    if (fail_at == 3)
        goto free_c;
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] + b[i * 2] + c[i * 3];
    *out = s;
    rc = 0;
free_c:
    free(c);
    printf("  freed c\n");
free_b:
    free(b);
    printf("  freed b\n");
free_a:
    free(a);
    printf("  freed a\n");
out:
    return rc;
}

static int find_pair(const int *a, int n, int target, int *oi, int *oj) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == target) {
                *oi = i;
                *oj = j;
                goto found;
            }
    return 0;
found:
    return 1;
}

static unsigned collatz_steps(unsigned long long n) {
    unsigned steps = 0;
top:
    if (n == 1)
        goto done;
    if (n % 2)
        n = 3 * n + 1;
    else
        n /= 2;
    steps++;
    goto top;
done:
    return steps;
}

int main(void) {
    for (int f = 0; f <= 3; f++) {
        long out = -1;
        printf("process fail_at=%d\n", f);
        int rc = process(100, f, &out);
        printf("  rc=%d out=%ld\n", rc, out);
    }
    int arr[] = {8, 3, 14, -2, 7, 21, 5, 11};
    for (int t = 0; t < 40; t += 6) {
        int i = -1, j = -1;
        if (find_pair(arr, 8, t, &i, &j))
            printf("pair for %d: [%d]=%d [%d]=%d\n", t, i, arr[i], j, arr[j]);
        else
            printf("no pair for %d\n", t);
    }
    unsigned best = 0;
    unsigned long long arg = 0;
    for (unsigned long long n = 1; n < 3000; n++) {
        unsigned s = collatz_steps(n);
        if (s > best) {
            best = s;
            arg = n;
            printf("new record: %llu takes %u steps\n", arg, best);
        }
    }
    /* a loop written with goto that counts down, skipping multiples of 3 */
    int k = 20, acc = 0;
again:
    if (k % 3 == 0)
        goto skip;
    acc += k;
skip:
    if (--k > 0)
        goto again;
    printf("acc=%d\n", acc);
    return best > 100 ? 4 : 0;
}
