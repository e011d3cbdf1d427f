/* Variable-length arrays: 1-D and 2-D VLAs, VLA parameters, sizeof on VLAs, VLAs in loops
 * (allocated and released each iteration). */
#include <stdio.h>

static long sum2d(int rows, int cols, int m[rows][cols]) {
    long s = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            s += m[i][j] * (i - j);
    return s;
}

static void fill(int rows, int cols, int m[rows][cols], int seed) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = (i * cols + j + seed) % 17 - 8;
}

static int det_rec(int n, int m[n][n]) {
    if (n == 1)
        return m[0][0];
    int det = 0;
    for (int c = 0; c < n; c++) {
        int sub[n - 1][n - 1];
        for (int i = 1; i < n; i++) {
            int cc = 0;
            for (int j = 0; j < n; j++)
                if (j != c)
                    sub[i - 1][cc++] = m[i][j];
        }
        int sign = c % 2 ? -1 : 1;
        det += sign * m[0][c] * det_rec(n - 1, sub);
    }
    return det;
}

static unsigned sieve_count(int n) {
    char is[n + 1];
    for (int i = 0; i <= n; i++)
        is[i] = i >= 2;
    for (int i = 2; i * i <= n; i++)
        if (is[i])
            for (int j = i * i; j <= n; j += i)
                is[j] = 0;
    unsigned c = 0;
    for (int i = 0; i <= n; i++)
        c += (unsigned)is[i];
    return c;
}

int main(void) {
    for (int n = 1; n <= 6; n++) {
        int rows = n + 1, cols = 2 * n;
        int m[rows][cols];
        fill(rows, cols, m, n);
        printf("n=%d sizeof=%zu sum=%ld corner=%d\n", n, sizeof m, sum2d(rows, cols, m),
               m[rows - 1][cols - 1]);
    }
    for (int n = 1; n <= 6; n++) {
        int m[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                m[i][j] = (i == j) ? n : (i * 3 + j * 5) % 4 - 1;
        printf("det(%d)=%d\n", n, det_rec(n, m));
    }
    for (int n = 10; n <= 5000; n *= 3)
        printf("primes<=%d: %u\n", n, sieve_count(n));
    /* VLA of doubles with a runtime length, running mean */
    for (int len = 3; len < 40; len += 12) {
        double buf[len];
        for (int i = 0; i < len; i++)
            buf[i] = (i * 7 % len) * 0.5;
        double mean = 0;
        for (int i = 0; i < len; i++)
            mean += buf[i];
        mean /= len;
        printf("len=%d mean=%.4f sizeof=%zu\n", len, mean, sizeof buf);
    }
    /* pointer to VLA row type */
    int r = 4, c = 5;
    int grid[r][c];
    int (*row)[c] = grid;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            row[i][j] = i * 10 + j;
    row++;
    printf("row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\n", row[1][2], (*row)[4], sizeof *row);
    return 0;
}
