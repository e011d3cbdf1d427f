/* printf conversions d i u x X o c s f e g ld lu lld llu zu %% with widths, precisions,
 * flags (- + space # 0) and * widths, including the corner cases. */
#include <stdio.h>
#include <limits.h>

int main(void) {
    int iv[] = {0, 1, -1, 42, -42, 255, 65535, INT_MAX, INT_MIN};
    for (int i = 0; i < 9; i++) {
        int v = iv[i];
        printf("[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\n", v, v, v, v,
               v, v, v, v, v, v);
        printf("   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\n", (unsigned)v,
               (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v,
               (unsigned)v, (unsigned)v, (unsigned)v);
    }
    printf("zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\n", 0, 0u, 0u, 0u, 0);
    long lv[] = {0, LONG_MAX, LONG_MIN, -1234567890123L};
    for (int i = 0; i < 4; i++)
        printf("[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\n", lv[i], lv[i], lv[i], lv[i],
               (unsigned long)lv[i]);
    long long llv[] = {0, LLONG_MAX, LLONG_MIN, 9876543210LL};
    for (int i = 0; i < 4; i++)
        printf("[%lld] [%022lld] [%llu]\n", llv[i], llv[i], (unsigned long long)llv[i]);
    printf("[%zu] [%10zu] [%-10zu]\n", sizeof(long double), (size_t)12345, (size_t)0);
    printf("[%c] [%3c] [%-3c] [%c%c%c]\n", 'A', 'b', 'c', 'x', 'y', 'z');
    const char *s = "pancam";
    printf("[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\n", s, s, s, s, s, s,
           s, s);
    printf("[%s] [%5s]\n", "", "");
    for (int w = -8; w <= 8; w += 4)
        printf("star width %d: [%*d] [%*s] [%-*d]\n", w, w, 77, w, "ab", w, -5);
    double dv[] = {0.0, 1.0, -1.0, 0.5, 3.14159265358979, -2.71828, 1e10, 1.5e-7, 123456.789,
                   1e21, 999.9995, 0.000123456};
    for (int i = 0; i < 12; i++) {
        double d = dv[i];
        printf("[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\n", d, d, d, d, d,
               d, d, d);
        printf("   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\n", d,
               d, d, d, d, d, d, d, d);
    }
    printf("%%d literal percent: 100%% [%%] [%5s%%]\n", "x");
    printf("%s=%d, %s=%u, %s=%c\n", "a", 1, "b", 2u, "c", '3');
    float f = 0.1f;
    printf("float promoted: %f %.10f %e %g\n", f, f, f, f);
    int total = 0;
    for (int i = 0; i < 5; i++)
        total += printf("%d,", i * i * i);
    printf("\nprintf returned total %d\n", total);
    return 0;
}
