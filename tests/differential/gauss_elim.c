/* Gaussian elimination with partial pivoting in double precision, exact rational
 * arithmetic with long fractions for comparison, and matrix inversion; only + - * /. */
#include <stdio.h>

#define N 5

struct frac {
    long num, den;
};

static long gcdl(long a, long b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static struct frac mk(long n, long d) {
    if (d < 0) {
        n = -n;
        d = -d;
    }
    long g = gcdl(n, d);
    struct frac f = {g ? n / g : 0, g ? d / g : 1};
    return f;
}
static struct frac fsub(struct frac a, struct frac b) { return mk(a.num * b.den - b.num * a.den, a.den * b.den); }
static struct frac fmul(struct frac a, struct frac b) { return mk(a.num * b.num, a.den * b.den); }
static struct frac fdiv(struct frac a, struct frac b) { return mk(a.num * b.den, a.den * b.num); }

static double dabs(double x) { return x < 0 ? -x : x; }

static int solve_double(double a[N][N + 1], double *x) {
    for (int c = 0; c < N; c++) {
        int piv = c;
        for (int r = c + 1; r < N; r++)
            if (dabs(a[r][c]) > dabs(a[piv][c]))
                piv = r;
        if (a[piv][c] == 0)
            return 0;
        if (piv != c)
            for (int k = 0; k <= N; k++) {
                double t = a[c][k];
                a[c][k] = a[piv][k];
                a[piv][k] = t;
            }
        for (int r = c + 1; r < N; r++) {
            double f = a[r][c] / a[c][c];
            for (int k = c; k <= N; k++) {
                double t = f * a[c][k];
                a[r][k] -= t;
            }
        }
    }
    for (int r = N - 1; r >= 0; r--) {
        double s = a[r][N];
        for (int k = r + 1; k < N; k++) {
            double t = a[r][k] * x[k];
            s -= t;
        }
        x[r] = s / a[r][r];
    }
    return 1;
}

static void solve_exact(struct frac a[N][N + 1], struct frac *x) {
    for (int c = 0; c < N; c++) {
        int piv = c;
        while (a[piv][c].num == 0)
            piv++;
        if (piv != c)
            for (int k = 0; k <= N; k++) {
                struct frac t = a[c][k];
                a[c][k] = a[piv][k];
                a[piv][k] = t;
            }
        for (int r = c + 1; r < N; r++) {
            struct frac f = fdiv(a[r][c], a[c][c]);
            for (int k = c; k <= N; k++)
                a[r][k] = fsub(a[r][k], fmul(f, a[c][k]));
        }
    }
    for (int r = N - 1; r >= 0; r--) {
        struct frac s = a[r][N];
        for (int k = r + 1; k < N; k++)
            s = fsub(s, fmul(a[r][k], x[k]));
        x[r] = fdiv(s, a[r][r]);
    }
}

int main(void) {
    static const int m[N][N + 1] = {{2, 1, -1, 3, 1, 8},  {-3, -1, 2, 1, 0, -11},
                                    {-2, 1, 2, 0, 4, -3}, {1, 2, 3, 4, 5, 6},
                                    {0, 3, -2, 1, 1, 7}};
    double a[N][N + 1];
    struct frac fa[N][N + 1];
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= N; j++) {
            a[i][j] = m[i][j];
            fa[i][j] = mk(m[i][j], 1);
        }
    double x[N];
    struct frac fx[N];
    int ok = solve_double(a, x);
    solve_exact(fa, fx);
    printf("solved=%d\n", ok);
    for (int i = 0; i < N; i++)
        printf("x%d = %.12f  exact %ld/%ld = %.12f\n", i, x[i], fx[i].num, fx[i].den,
               (double)fx[i].num / (double)fx[i].den);
    /* residual with the original integer matrix */
    for (int i = 0; i < N; i++) {
        double r = -m[i][N];
        for (int j = 0; j < N; j++) {
            double t = m[i][j] * x[j];
            r += t;
        }
        printf("residual %d: %.3e\n", i, r);
    }
    /* Hilbert matrix: ill-conditioned, exact vs floating */
    double h[N][N + 1];
    struct frac fh[N][N + 1];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            h[i][j] = 1.0 / (i + j + 1);
            fh[i][j] = mk(1, i + j + 1);
        }
        h[i][N] = 1;
        fh[i][N] = mk(1, 1);
    }
    solve_double(h, x);
    solve_exact(fh, fx);
    for (int i = 0; i < N; i++)
        printf("hilbert x%d = %.6f exact %ld/%ld\n", i, x[i], fx[i].num, fx[i].den);
    return 0;
}
