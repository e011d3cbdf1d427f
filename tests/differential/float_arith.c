/* float and double arithmetic printed with %f, %e and %g. No libm. */
#include <stdio.h>

static double horner(const double *c, int n, double x) {
    double r = 0;
    for (int i = n - 1; i >= 0; i--)
        r = r * x + c[i];
    return r;
}

static float harmonic_f(int n) {
    float s = 0.0f;
    for (int i = 1; i <= n; i++)
        s += 1.0f / (float)i;
    return s;
}

static double harmonic_d(int n) {
    double s = 0.0;
    for (int i = 1; i <= n; i++)
        s += 1.0 / i;
    return s;
}

/* Newton iteration for square root using only + - * / */
static double newton_sqrt(double a) {
    double x = a > 1 ? a : 1;
    for (int i = 0; i < 60; i++)
        x = 0.5 * (x + a / x);
    return x;
}

int main(void) {
    double a = 1.5, b = -2.25, c = 1e-3, d = 12345.6789;
    printf("%f %f %f %f\n", a + b, a * b, a / b, a - b);
    printf("%.10f %.3e %g %g\n", c * d, c * d, c * d, d * d);
    printf("%e %e %e\n", d, 1.0 / 3.0, -2.0 / 3.0);
    printf("%g %g %g %g %g\n", 100000.0, 1000000.0, 1e-4, 1e-5, 123456789.0);
    printf("%.3g %.10g %#g %g\n", 3.14159265358979, 3.14159265358979, 2.0, 0.0);
    printf("%10.4f|%-10.2f|%+.1f|%010.3f\n", a, b, c, d);
    float fa = 0.1f, fb = 0.2f;
    printf("float 0.1+0.2=%.9f double=%.17f\n", fa + fb, 0.1 + 0.2);
    printf("float eq %d double eq %d\n", fa + fb == 0.3f, 0.1 + 0.2 == 0.3);
    for (int n = 1; n <= 1000; n *= 10)
        printf("H(%d): float %.7f double %.15f\n", n, harmonic_f(n), harmonic_d(n));
    const double coeffs[] = {1, -3, 0.5, 2, -0.125};
    for (int i = -3; i <= 3; i++)
        printf("p(%d/2)=%.6f\n", i, horner(coeffs, 5, i / 2.0));
    for (int i = 1; i < 40; i += 6)
        printf("sqrt(%d) ~ %.12f\n", i, newton_sqrt(i));
    /* separate statements: never contracted into fused multiply-add */
    double p = 0.1, q = 10.0, r = -1.0;
    double pq = p * q;
    printf("p*q+r = %.20e\n", pq + r);
    double e1 = 1.0 + 0x1p-30, e2 = 1.0 - 0x1p-30;
    double e12 = e1 * e2;
    printf("e1*e2-1 = %.20e\n", e12 - 1.0);
    float f1 = 1.0f + 0x1p-13f, f2 = 1.0f - 0x1p-13f;
    float f12 = f1 * f2;
    printf("f1*f2-1 = %.20e\n", (double)(f12 - 1.0f));
    /* single-expression a*b+c on values the compiler cannot see: clang emits llvm.fmuladd,
     * which x86_64 without FMA (the baseline ABI) evaluates as a rounded multiply then add */
    volatile double ve1 = e1, ve2 = e2, vm1 = -1.0;
    double re1 = ve1, re2 = ve2, rm1 = vm1;
    printf("runtime e1*e2-1 = %.20e\n", re1 * re2 + rm1);
    volatile float vf1 = f1, vf2 = f2;
    float rf1 = vf1, rf2 = vf2;
    printf("runtime f1*f2-1 = %.20e\n", (double)(rf1 * rf2 - 1.0f));
    /* float vs double rounding */
    float third = 1.0f / 3.0f;
    double dthird = 1.0 / 3.0;
    printf("third f=%.20f d=%.20f diff=%.5e\n", third, dthird, third - dthird);
    /* accumulate with alternating signs */
    double s = 0;
    for (int i = 0; i < 1000; i++)
        s += (i % 2 ? -1.0 : 1.0) / (2 * i + 1);
    printf("leibniz*4=%.12f\n", 4 * s);
    float fs = 0;
    for (int i = 0; i < 1000; i++)
        fs += (i % 2 ? -1.0f : 1.0f) / (float)(2 * i + 1);
    printf("leibniz*4 float=%.7f\n", 4 * fs);
    /* negative zero */
    double nz = -0.0;
    printf("negzero %f %g %e eq=%d\n", nz, nz, nz, nz == 0.0);
    printf("tiny %g %e huge %g %e\n", 1e-300 * 1e-10, 4.9406564584124654e-324, 1.7e308,
           1.7976931348623157e308);
    printf("%.0f %.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, 3.5, -0.5);
    printf("%.2f %.2f %.1f\n", 1.005, 1.125, 0.25);
    return 0;
}
