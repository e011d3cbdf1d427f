/* N-queens: counts solutions for n = 1..8 with bitmasks and with an array-based
 * backtracker, prints the first solution for n = 8 as a board. */
#include <stdio.h>

static long count_bits(int n, unsigned cols, unsigned d1, unsigned d2) {
    unsigned full = (1u << n) - 1;
    if (cols == full)
        return 1;
    long total = 0;
    unsigned avail = full & ~(cols | d1 | d2);
    while (avail) {
        unsigned bit = avail & (0u - avail);
        avail ^= bit;
        total += count_bits(n, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    }
    return total;
}

static int safe(const int *q, int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = q[r];
        if (c == col || c - col == r - row || c - col == row - r)
            return 0;
    }
    return 1;
}

static int first[16];
static int have_first;

static long solve(int *q, int row, int n) {
    if (row == n) {
        if (!have_first) {
            for (int i = 0; i < n; i++)
                first[i] = q[i];
            have_first = 1;
        }
        return 1;
    }
    long c = 0;
    for (int col = 0; col < n; col++)
        if (safe(q, row, col)) {
            q[row] = col;
            c += solve(q, row + 1, n);
        }
    return c;
}

int main(void) {
    for (int n = 1; n <= 8; n++) {
        int q[16];
        have_first = 0;
        long a = count_bits(n, 0, 0, 0);
        long b = solve(q, 0, n);
        printf("n=%d solutions=%ld (array %ld)%s\n", n, a, b, a == b ? "" : " MISMATCH");
        if (n == 8) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++)
                    putchar(first[r] == c ? 'Q' : '.');
                putchar('\n');
            }
        }
    }
    return 0;
}
