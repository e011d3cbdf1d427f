/* _Bool semantics, logical operators and short-circuit evaluation. */
#include <stdio.h>
#include <stdbool.h>

static int calls;
static int side(int v) {
    calls++;
    return v;
}

static _Bool is_odd(unsigned x) { return x & 1; }

struct flags {
    _Bool a, b;
    bool c;
};

int main(void) {
    _Bool b1 = 5;      /* any nonzero converts to 1 */
    double quarter = 0.25, mzero = -0.0;
    _Bool b2 = quarter; /* nonzero double -> 1 */
    _Bool b3 = 0;
    _Bool b4 = mzero;   /* zero -> 0 */
    _Bool b5 = 256;    /* not truncation: nonzero -> 1 */
    printf("b: %d %d %d %d %d\n", b1, b2, b3, b4, b5);
    printf("sum: %d\n", b1 + b2 + b3 + b4 + b5);
    _Bool t = 1;
    t += 1;
    printf("after ++: %d\n", t);
    t -= 1;
    printf("after --: %d\n", t);
    t -= 1;
    printf("after --: %d\n", t);
    printf("sizeof(_Bool)=%zu\n", sizeof(_Bool));
    calls = 0;
    int r = side(0) && side(1);
    printf("0&&1=%d calls=%d\n", r, calls);
    calls = 0;
    r = side(1) || side(0);
    printf("1||0=%d calls=%d\n", r, calls);
    calls = 0;
    r = side(2) && side(3) && side(0) && side(4);
    printf("chain=%d calls=%d\n", r, calls);
    calls = 0;
    r = (side(0) || side(0)) ? side(7) : side(8);
    printf("ternary=%d calls=%d\n", r, calls);
    printf("!5=%d !!5=%d !0=%d\n", !5, !!5, !0);
    unsigned cnt = 0;
    for (unsigned i = 0; i < 100; i++)
        cnt += is_odd(i) + (i % 3 == 0) + (i > 50 && i < 60) + (i < 10 || i > 90);
    printf("cnt=%u\n", cnt);
    struct flags f = {1, 0, true};
    f.b = f.a && f.c;
    f.a = !f.a;
    printf("flags %d %d %d size=%zu\n", f.a, f.b, f.c, sizeof f);
    _Bool arr[16];
    for (int i = 0; i < 16; i++)
        arr[i] = (i * 7) % 5;
    int s = 0;
    for (int i = 0; i < 16; i++)
        s = s * 2 + arr[i];
    printf("packed=%d\n", s);
    /* comparisons yield int 0/1 */
    int x = 10, y = 20;
    printf("%d %d %d %d %d %d\n", x < y, x > y, x <= 10, x >= 11, x == 10, x != 10);
    bool all = true, any = false;
    for (int i = 0; i < 10; i++) {
        bool p = (i * i) % 7 != 3;
        all = all && p;
        any = any || (i * i) % 7 == 2;
    }
    printf("all=%d any=%d\n", all, any);
    return b1 + b5 + !b3;
}
