/* Small structs of many shapes passed and returned by value: exercises the x86_64 SysV
 * classification (INTEGER / SSE pairs, coerced to i64, <2 x float>, {double,i32}...). */
#include <stdio.h>

struct c3 { char a, b, c; };
struct s2 { short a, b; };
struct i1 { int a; };
struct i3 { int a, b, c; };
struct l2 { long a, b; };
struct f2 { float a, b; };
struct f3 { float a, b, c; };
struct d1 { double a; };
struct d2 { double a, b; };
struct di { double a; int b; };
struct id { int a; double b; };
struct fi { float a; int b; };
struct cdc { char a; double b; char c; };
struct big5 { long a, b, c, d, e; };
struct arr { unsigned char bytes[12]; };

static struct c3 f_c3(struct c3 x) { x.a++; x.b = (char)(x.b * 2); x.c = (char)(x.a + x.c); return x; }
static struct s2 f_s2(struct s2 x) { struct s2 r = {(short)(x.b - 1), (short)(x.a + 1000)}; return r; }
static struct i1 f_i1(struct i1 x) { x.a = x.a * 7 + 1; return x; }
static struct i3 f_i3(struct i3 x) { struct i3 r = {x.c, x.a + x.b, x.a - x.c}; return r; }
static struct l2 f_l2(struct l2 x) { struct l2 r = {(x.a % 100000) * (x.b % 1000), x.a - x.b}; return r; }
static struct f2 f_f2(struct f2 x) { struct f2 r = {x.a * x.b, x.a - x.b}; return r; }
static struct f3 f_f3(struct f3 x) { struct f3 r = {x.c, x.a * 2, x.b + x.c}; return r; }
static struct d1 f_d1(struct d1 x) { x.a /= 8; return x; }
static struct d2 f_d2(struct d2 x) { struct d2 r = {x.b, x.a * 3}; return r; }
static struct di f_di(struct di x) { struct di r = {x.a + x.b, (int)x.a}; return r; }
static struct id f_id(struct id x) { struct id r = {x.a * 2, x.b - x.a}; return r; }
static struct fi f_fi(struct fi x) { struct fi r = {x.a + 0.25f, x.b ^ 0x55}; return r; }
static struct cdc f_cdc(struct cdc x) { struct cdc r = {x.c, x.b * -1, x.a}; return r; }
static struct big5 f_big5(struct big5 x) {
    struct big5 r = {x.e, x.d + 1, x.c * 2, x.b - 3, x.a ^ 0xff};
    return r;
}
static struct arr f_arr(struct arr x) {
    struct arr r;
    for (int i = 0; i < 12; i++)
        r.bytes[i] = (unsigned char)(x.bytes[11 - i] + i);
    return r;
}

/* many arguments: some go on the stack */
static double many(int a, struct d2 b, long c, struct f2 d, struct i3 e, double f, struct c3 g,
                   struct big5 h, float i, struct di j, char k) {
    return a + b.a + b.b + c + d.a + d.b + e.a + e.b + e.c + f + g.a + g.b + g.c + h.a + h.b +
           h.c + h.d + h.e + i + j.a + j.b + k;
}

int main(void) {
    struct c3 c3 = {1, -2, 3};
    struct s2 s2 = {-5, 300};
    struct i1 i1 = {9};
    struct i3 i3 = {1, 2, 3};
    struct l2 l2 = {123456789, -987};
    struct f2 f2 = {1.5f, -0.25f};
    struct f3 f3 = {1, 2, 3};
    struct d1 d1 = {100};
    struct d2 d2 = {0.5, -2};
    struct di di = {2.5, 7};
    struct id id = {-3, 1.125};
    struct fi fi = {0.5f, 0x1234};
    struct cdc cdc = {'x', 6.25, 'y'};
    struct big5 b5 = {1, 2, 3, 4, 5};
    struct arr ar;
    for (int i = 0; i < 12; i++)
        ar.bytes[i] = (unsigned char)(i * 20);
    for (int round = 0; round < 4; round++) {
        c3 = f_c3(c3);
        s2 = f_s2(s2);
        i1 = f_i1(i1);
        i3 = f_i3(i3);
        l2 = f_l2(l2);
        f2 = f_f2(f2);
        f3 = f_f3(f3);
        d1 = f_d1(d1);
        d2 = f_d2(d2);
        di = f_di(di);
        id = f_id(id);
        fi = f_fi(fi);
        cdc = f_cdc(cdc);
        b5 = f_big5(b5);
        ar = f_arr(ar);
        printf("round %d\n", round);
        printf("  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\n", c3.a, c3.b, c3.c, s2.a, s2.b,
               i1.a, i3.a, i3.b, i3.c);
        printf("  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\n", l2.a, l2.b, f2.a, f2.b, f3.a,
               f3.b, f3.c, d1.a);
        printf("  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\n", d2.a, d2.b,
               di.a, di.b, id.a, id.b, fi.a, fi.b, cdc.a, cdc.b, cdc.c);
        printf("  b5 %ld %ld %ld %ld %ld | arr", b5.a, b5.b, b5.c, b5.d, b5.e);
        for (int i = 0; i < 12; i++)
            printf(" %u", ar.bytes[i]);
        printf("\n");
    }
    printf("many = %f\n", many(1, d2, 3, f2, i3, 0.5, c3, b5, 2.5f, di, 'k'));
    return 0;
}
