/* Recursion: fibonacci (naive and memoised), ackermann (small), mutual recursion, tower of
 * hanoi, permutations, gcd, power set, flood fill. */
#include <stdio.h>

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static long memo[91];
static long fib_memo(int n) {
    if (n < 2)
        return n;
    if (memo[n])
        return memo[n];
    return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

static unsigned ack(unsigned m, unsigned n) {
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static int moves;
static void hanoi(int n, char from, char to, char via, int verbose) {
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to, verbose);
    moves++;
    if (verbose)
        printf("move disk %d %c -> %c\n", n, from, to);
    hanoi(n - 1, via, to, from, verbose);
}

static int perm_count;
static void permute(char *s, int k, int n) {
    if (k == n) {
        perm_count++;
        if (perm_count <= 8 || perm_count % 20 == 0)
            printf("perm %d: %s\n", perm_count, s);
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

static int subset_sums(const int *a, int n, int target) {
    if (target == 0)
        return 1;
    if (n == 0)
        return 0;
    return subset_sums(a + 1, n - 1, target - a[0]) + subset_sums(a + 1, n - 1, target);
}

static char grid[8][12] = {
    "#..#.......#", "#..#..###..#", "####..#.#..#", "......###...",
    "..##........", ".#..#..####.", ".#..#..#..#.", "..##...####.",
};

static int flood(int r, int c) {
    if (r < 0 || r >= 8 || c < 0 || c >= 12 || grid[r][c] != '.')
        return 0;
    grid[r][c] = 'o';
    return 1 + flood(r + 1, c) + flood(r - 1, c) + flood(r, c + 1) + flood(r, c - 1);
}

static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int main(void) {
    for (int i = 0; i <= 20; i += 4)
        printf("fib(%d)=%ld\n", i, fib(i));
    printf("fib_memo(90)=%ld\n", fib_memo(90));
    for (unsigned m = 0; m <= 2; m++)
        for (unsigned n = 0; n <= 3; n++)
            printf("ack(%u,%u)=%u\n", m, n, ack(m, n));
    printf("ack(3,3)=%u\n", ack(3, 3));
    printf("even(10)=%d odd(7)=%d even(99)=%d\n", is_even(10), is_odd(7), is_even(99));
    hanoi(3, 'A', 'C', 'B', 1);
    moves = 0;
    hanoi(12, 'A', 'C', 'B', 0);
    printf("hanoi(12) moves=%d\n", moves);
    char s[] = "abcde";
    permute(s, 0, 5);
    printf("permutations=%d\n", perm_count);
    printf("gcd(1071,462)=%ld gcd(2^40,6^10)=%ld\n", gcd(1071, 462), gcd(1L << 40, 60466176L));
    int set[] = {3, 34, 4, 12, 5, 2, 7, 8, 1, 9};
    for (int t = 0; t <= 30; t += 5)
        printf("subsets summing to %d: %d\n", t, subset_sums(set, 10, t));
    printf("flood from (3,0): %d\n", flood(3, 0));
    printf("flood from (6,8): %d\n", flood(6, 8));
    for (int r = 0; r < 8; r++)
        printf("%.12s\n", grid[r]);
    printf("depth(5000)=%d\n", depth(5000));
    return 0;
}
