/* rand/srand used only in ways whose printed output does not depend on the generator's
 * sequence: shuffle then sort, random permutations checked for being permutations, random
 * insertions into an order-independent structure, values reduced to range checks. */
#include <stdio.h>
#include <stdlib.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static void shuffle(int *a, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int main(void) {
    srand(12345);
    int a[200];
    for (int i = 0; i < 200; i++)
        a[i] = i * i % 101;
    long sum_before = 0, sum_after = 0;
    for (int i = 0; i < 200; i++)
        sum_before += a[i];
    for (int round = 0; round < 5; round++) {
        shuffle(a, 200);
        sum_after = 0;
        for (int i = 0; i < 200; i++)
            sum_after += a[i];
        printf("round %d: sum preserved %d\n", round, sum_before == sum_after);
    }
    qsort(a, 200, sizeof a[0], cmp_int);
    for (int i = 0; i < 200; i += 10)
        printf("%d ", a[i]);
    printf("\n");
    /* random permutation must contain each index exactly once */
    int perm[64], seen[64] = {0};
    for (int i = 0; i < 64; i++)
        perm[i] = i;
    shuffle(perm, 64);
    int ok = 1;
    for (int i = 0; i < 64; i++) {
        if (perm[i] < 0 || perm[i] >= 64 || seen[perm[i]])
            ok = 0;
        else
            seen[perm[i]] = 1;
    }
    printf("permutation valid: %d\n", ok);
    /* range checks: rand() is in [0, RAND_MAX] */
    int in_range = 1;
    for (int i = 0; i < 1000; i++) {
        int r = rand();
        if (r < 0 || r > RAND_MAX)
            in_range = 0;
    }
    printf("rand in range: %d, RAND_MAX >= 32767: %d\n", in_range, RAND_MAX >= 32767);
    /* same seed gives the same sequence */
    srand(77);
    int s1[10];
    for (int i = 0; i < 10; i++)
        s1[i] = rand();
    srand(77);
    int same = 1;
    for (int i = 0; i < 10; i++)
        same &= s1[i] == rand();
    printf("reseeding reproduces the sequence: %d\n", same);
    /* histogram of a histogram: bucket counts always total 10000 */
    int buckets[10] = {0};
    for (int i = 0; i < 10000; i++)
        buckets[rand() % 10]++;
    int total = 0;
    for (int i = 0; i < 10; i++)
        total += buckets[i];
    printf("bucket total %d\n", total);
    /* sorting random strings of digits and checking order */
    char words[20][6];
    for (int i = 0; i < 20; i++) {
        for (int k = 0; k < 5; k++)
            words[i][k] = (char)('0' + (i * 7 + k * 3) % 10);
        words[i][5] = 0;
    }
    for (int i = 19; i > 0; i--) {
        int j = rand() % (i + 1);
        char t[6];
        for (int k = 0; k < 6; k++) {
            t[k] = words[i][k];
            words[i][k] = words[j][k];
            words[j][k] = t[k];
        }
    }
    long digit_sum = 0;
    for (int i = 0; i < 20; i++)
        digit_sum += atoi(words[i]);
    printf("digit sum after shuffle %ld\n", digit_sum);
    return 0;
}
