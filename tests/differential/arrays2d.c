/* Arrays and 2-D arrays: matrix multiply, transpose, row pointers, arrays of arrays passed
 * to functions, Pascal's triangle, spiral walk. */
#include <stdio.h>

#define N 6

static void mat_mul(int n, const long a[][N], const long b[][N], long c[][N]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            long s = 0;
            for (int k = 0; k < n; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static void transpose(long m[][N]) {
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            long t = m[i][j];
            m[i][j] = m[j][i];
            m[j][i] = t;
        }
}

static long trace(const long (*m)[N]) {
    long t = 0;
    for (int i = 0; i < N; i++)
        t += m[i][i];
    return t;
}

static void print_mat(const char *lbl, const long m[][N]) {
    printf("%s\n", lbl);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            printf("%8ld", m[i][j]);
        printf("\n");
    }
}

int main(void) {
    long a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i + 1) * (j + 2) % 7 - 3;
            b[i][j] = (i == j) * 2 + (i + j) % 3;
        }
    mat_mul(N, (const long(*)[N])a, (const long(*)[N])b, c);
    print_mat("a*b", (const long(*)[N])c);
    transpose(c);
    print_mat("transposed", (const long(*)[N])c);
    printf("trace=%ld\n", trace((const long(*)[N])c));
    /* matrix power by repeated multiplication */
    long p[N][N], t[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            p[i][j] = b[i][j];
    for (int k = 0; k < 4; k++) {
        mat_mul(N, (const long(*)[N])p, (const long(*)[N])b, t);
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                p[i][j] = t[i][j];
    }
    print_mat("b^5", (const long(*)[N])p);
    /* Pascal's triangle in a 2-D array */
    unsigned long long pas[40][40] = {{0}};
    for (int i = 0; i < 40; i++) {
        pas[i][0] = 1;
        for (int j = 1; j <= i; j++)
            pas[i][j] = pas[i - 1][j - 1] + pas[i - 1][j];
    }
    for (int i = 0; i < 10; i++) {
        for (int j = 0; j <= i; j++)
            printf("%llu ", pas[i][j]);
        printf("\n");
    }
    printf("C(39,19)=%llu C(30,15)=%llu\n", pas[39][19], pas[30][15]);
    /* spiral walk over a 7x9 grid */
    int grid[7][9];
    int top = 0, bot = 6, left = 0, right = 8, v = 0;
    while (top <= bot && left <= right) {
        for (int j = left; j <= right; j++) grid[top][j] = v++;
        top++;
        for (int i = top; i <= bot; i++) grid[i][right] = v++;
        right--;
        if (top <= bot) {
            for (int j = right; j >= left; j--) grid[bot][j] = v++;
            bot--;
        }
        if (left <= right) {
            for (int i = bot; i >= top; i--) grid[i][left] = v++;
            left++;
        }
    }
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 9; j++)
            printf("%3d", grid[i][j]);
        printf("\n");
    }
    /* 3-D array and flattened access through a pointer */
    short cube[3][4][5];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 5; k++)
                cube[i][j][k] = (short)(i * 100 + j * 10 + k);
    const short *flat = &cube[0][0][0];
    long s = 0;
    for (int i = 0; i < 60; i++)
        s += flat[i] * (i % 4 + 1);
    printf("cube sum=%ld cube[2][3][4]=%d flat[37]=%d\n", s, cube[2][3][4], flat[37]);
    /* array of strings as 2-D char array */
    char words[5][8] = {"alpha", "beta", "gamma", "delta", "eps"};
    for (int i = 0; i < 5; i++) {
        int len = 0;
        while (words[i][len])
            len++;
        words[i][0] = (char)(words[i][0] - 32);
        printf("%s(%d) ", words[i], len);
    }
    printf("\nsizeof words=%zu row=%zu\n", sizeof words, sizeof words[0]);
    return 0;
}
