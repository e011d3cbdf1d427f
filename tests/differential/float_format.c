/* A sweep of %f, %e and %g formatting over magnitudes, precisions and rounding cases
 * (exact binary values, halfway cases decided by the exact binary expansion, subnormals,
 * integers beyond 2^53, %.17g round trips). */
#include <stdio.h>

int main(void) {
    double v = 1e-12;
    for (int i = 0; i < 25; i++, v *= 10) {
        double x = v * 1.2345678901234567;
        printf("%-3d %.6e | %.3f | %g | %.10g | %.1e\n", i - 12, x, x, x, x, x);
    }
    double p2 = 1;
    for (int i = 0; i < 70; i += 7) {
        printf("2^%d = %.0f = %g = %.15e\n", i, p2, p2, p2);
        for (int k = 0; k < 7; k++)
            p2 *= 2;
    }
    double q = 1;
    for (int i = 0; i < 60; i += 6) {
        printf("2^-%d = %.25f = %g\n", i, q, q);
        for (int k = 0; k < 6; k++)
            q /= 2;
    }
    /* halfway-looking decimals: the binary value decides the rounding */
    double halves[] = {0.125, 0.375, 2.675, 1.0005, 0.045, 1.25, 1.35, 1e15 + 0.5, 0.5e-5,
                       999999.5, 9.9999995, 0.00015};
    for (int i = 0; i < 12; i++)
        printf("%.17g: %.2f %.0f %.3e %.1g %.6g\n", halves[i], halves[i], halves[i], halves[i],
               halves[i], halves[i]);
    for (int prec = 0; prec <= 17; prec++)
        printf("pi %%.%dg = %.*g | %%.%df = %.*f\n", prec, prec, 3.141592653589793, prec, prec,
               3.141592653589793);
    double subn = 4.9406564584124654e-324;
    printf("subnormals: %g %e %.3e %g\n", subn, subn * 3, subn * 1000, 2.2250738585072009e-308);
    printf("big: %f\n", 1.7976931348623157e308);
    printf("%.17g %.17g %.17g\n", 0.1, 1.0 / 3, 2.0 / 3);
    printf("%g %g %g %g %g %g\n", 1e5, 1e6, 1e-4, 1e-5, 123456.0, 1234567.0);
    printf("%#g %#g %#.3g %#.0e %#.0f\n", 1.0, 100000.0, 1.0, 5.0, 3.0);
    printf("%g %g %g\n", 0.0001, 0.00001234, 100.0);
    float f = 1.0f / 3.0f;
    for (int prec = 1; prec <= 12; prec += 3)
        printf("float third %%.%df = %.*f\n", prec, prec, f);
    long long big = 9007199254740993LL;
    printf("2^53+1 as double %.1f, 2^63 %.1f\n", (double)big, 9223372036854775808.0);
    return 0;
}
