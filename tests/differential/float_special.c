/* Infinities, NaN comparisons, negative zero, subnormals, limits. NaNs are never printed
 * directly (the sign of a default NaN is not portable across constant folding). */
#include <stdio.h>
#include <float.h>

static int isnan_d(double x) { return x != x; }
static int isinf_d(double x) { return !isnan_d(x) && isnan_d(x - x); }

static const char *classify(double x) {
    if (isnan_d(x))
        return "nan";
    if (isinf_d(x))
        return x > 0 ? "+inf" : "-inf";
    if (x == 0)
        return 1 / x > 0 ? "+zero" : "-zero";
    if (x < DBL_MIN && x > -DBL_MIN)
        return "subnormal";
    return "normal";
}

static void cmp(const char *name, double a, double b) {
    printf("%-10s == %d != %d < %d <= %d > %d >= %d\n", name, a == b, a != b, a < b, a <= b,
           a > b, a >= b);
}

int main(void) {
    volatile double zero = 0.0, one = 1.0;
    double inf = one / zero;
    double ninf = -one / zero;
    double nan = zero / zero;
    printf("inf=%f ninf=%f %e %g %10.3f|%-8g|\n", inf, ninf, inf, ninf, inf, inf);
    printf("class: %s %s %s %s %s %s\n", classify(inf), classify(ninf), classify(nan),
           classify(zero), classify(-zero), classify(one));
    cmp("nan,nan", nan, nan);
    cmp("nan,1", nan, one);
    cmp("inf,inf", inf, inf);
    cmp("inf,ninf", inf, ninf);
    cmp("0,-0", zero, -zero);
    cmp("1,inf", one, inf);
    printf("inf-inf is %s, inf*0 is %s, inf+1 is %s, 1/inf is %s, -1/inf is %s\n",
           classify(inf - inf), classify(inf * zero), classify(inf + 1), classify(1 / inf),
           classify(-1 / inf));
    printf("nan+1 is %s, nan*0 is %s\n", classify(nan + 1), classify(nan * 0));
    /* min/max idioms with NaN depend on operand order */
    double m1 = nan < one ? nan : one;
    double m2 = one < nan ? one : nan;
    printf("m1 %s m2 %s\n", classify(m1), classify(m2));
    /* -0.0 */
    double nz = -zero;
    printf("nz=%f %g %e, 1/nz=%f\n", nz, nz, nz, 1 / nz);
    printf("0*-1=%f  -0+0=%f  -0-0=%f\n", zero * -1, nz + zero, nz - zero);
    /* limits */
    printf("DBL_MAX=%e DBL_MIN=%e DBL_EPSILON=%e\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
    printf("FLT_MAX=%e FLT_MIN=%e FLT_EPSILON=%e\n", FLT_MAX, FLT_MIN, FLT_EPSILON);
    printf("DBL_MANT_DIG=%d FLT_MANT_DIG=%d DBL_MAX_EXP=%d\n", DBL_MANT_DIG, FLT_MANT_DIG,
           DBL_MAX_EXP);
    /* overflow to infinity and gradual underflow */
    double big = DBL_MAX;
    double over = big * 2;
    printf("DBL_MAX*2 is %s\n", classify(over));
    float fbig = FLT_MAX;
    volatile float ftwo = 2.0f;
    float fover = fbig * ftwo;
    printf("FLT_MAX*2 is %s (%f)\n", classify(fover), fover);
    double tiny = DBL_MIN;
    for (int i = 0; i < 6; i++) {
        printf("tiny=%e %s\n", tiny, classify(tiny));
        tiny /= 1e4;
    }
    tiny = DBL_MIN;
    int steps = 0;
    while (tiny > 0) {
        tiny /= 2;
        steps++;
    }
    printf("halvings to zero from DBL_MIN: %d\n", steps);
    double eps = 1;
    int bits = 0;
    while (1 + eps / 2 > 1) {
        eps /= 2;
        bits++;
    }
    printf("computed epsilon %e after %d halvings, equal=%d\n", eps, bits, eps == DBL_EPSILON);
    float feps = 1;
    volatile float fone = 1.0f;
    while (fone + feps / 2 > fone)
        feps /= 2;
    printf("float epsilon %e equal=%d\n", (double)feps, feps == FLT_EPSILON);
    /* count nan entries in an array without printing them */
    double arr[8] = {1, nan, inf, -0.0, ninf, nan, 3.5, inf - inf};
    int nans = 0, infs = 0;
    double sum = 0;
    for (int i = 0; i < 8; i++) {
        if (isnan_d(arr[i]))
            nans++;
        else if (isinf_d(arr[i]))
            infs++;
        else
            sum += arr[i];
    }
    printf("nans=%d infs=%d finite sum=%f\n", nans, infs, sum);
    /* sorting order comparisons with infinities */
    double vals[] = {3.0, -inf, 0.5, inf, -2.0, -0.0};
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++)
            if (vals[j] < vals[i]) {
                double t = vals[i];
                vals[i] = vals[j];
                vals[j] = t;
            }
    for (int i = 0; i < 6; i++)
        printf("%g%c", vals[i], i == 5 ? '\n' : ' ');
    return nans;
}
