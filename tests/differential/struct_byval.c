/* Nested structs passed and returned by value; arrays of structs; struct assignment. */
#include <stdio.h>

struct point {
    int x, y;
};

struct rect {
    struct point lo, hi;
    char tag;
};

struct vec3 {
    double x, y, z;
};

struct mixed {
    char c;
    short s;
    int i;
    long l;
    float f;
    double d;
};

static struct point padd(struct point a, struct point b) {
    struct point r = {a.x + b.x, a.y + b.y};
    return r;
}

static struct point pscale(struct point p, int k) {
    p.x *= k; /* modifies the callee's copy only */
    p.y *= k;
    return p;
}

static struct rect rect_make(int x0, int y0, int x1, int y1, char tag) {
    struct rect r;
    r.lo.x = x0 < x1 ? x0 : x1;
    r.hi.x = x0 < x1 ? x1 : x0;
    r.lo.y = y0 < y1 ? y0 : y1;
    r.hi.y = y0 < y1 ? y1 : y0;
    r.tag = tag;
    return r;
}

static long rect_area(struct rect r) { return (long)(r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

static struct rect rect_union(struct rect a, struct rect b) {
    struct rect r = a;
    if (b.lo.x < r.lo.x) r.lo.x = b.lo.x;
    if (b.lo.y < r.lo.y) r.lo.y = b.lo.y;
    if (b.hi.x > r.hi.x) r.hi.x = b.hi.x;
    if (b.hi.y > r.hi.y) r.hi.y = b.hi.y;
    r.tag = (char)(a.tag + 1);
    return r;
}

static struct vec3 cross(struct vec3 a, struct vec3 b) {
    struct vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}

static double dot(struct vec3 a, struct vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static struct mixed mixed_step(struct mixed m, int k) {
    m.c = (char)(m.c + k);
    m.s = (short)(m.s * 2 + k);
    m.i = m.i * 3 - k;
    m.l = m.l * 5 + k;
    m.f = m.f * 0.5f + (float)k;
    m.d = m.d / 4 - k;
    return m;
}

static void print_mixed(const char *lbl, struct mixed m) {
    printf("%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\n", lbl, m.c, m.s, m.i, m.l, m.f, m.d);
}

int main(void) {
    struct point a = {3, 4}, b = {-10, 7};
    struct point c = padd(a, b);
    struct point d = pscale(c, 3);
    printf("c=(%d,%d) d=(%d,%d) a still (%d,%d)\n", c.x, c.y, d.x, d.y, a.x, a.y);
    struct rect rs[6];
    for (int i = 0; i < 6; i++)
        rs[i] = rect_make(i * 3 - 5, 10 - i * i, i * i - 4, i * 2, (char)('A' + i));
    struct rect u = rs[0];
    for (int i = 0; i < 6; i++) {
        printf("rect %c: (%d,%d)-(%d,%d) area %ld\n", rs[i].tag, rs[i].lo.x, rs[i].lo.y,
               rs[i].hi.x, rs[i].hi.y, rect_area(rs[i]));
        u = rect_union(u, rs[i]);
    }
    printf("union %c: (%d,%d)-(%d,%d) area %ld\n", u.tag, u.lo.x, u.lo.y, u.hi.x, u.hi.y,
           rect_area(u));
    struct vec3 v1 = {1, 2, 3}, v2 = {-4, 0.5, 2};
    struct vec3 cr = cross(v1, v2);
    printf("cross=(%g,%g,%g) dot=%g orth=%g,%g\n", cr.x, cr.y, cr.z, dot(v1, v2), dot(cr, v1),
           dot(cr, v2));
    struct vec3 acc = v1;
    for (int i = 0; i < 5; i++) {
        acc = cross(acc, v2);
        acc.x += 1;
        printf("acc[%d]=(%g,%g,%g)\n", i, acc.x, acc.y, acc.z);
    }
    struct mixed m = {'a', 100, -7, 1000000000000L, 3.5f, 1024.0};
    for (int k = 0; k < 5; k++) {
        m = mixed_step(m, k);
        print_mixed("m", m);
    }
    /* struct assignment copies, compare field by field */
    struct mixed copy = m;
    copy.i++;
    printf("copy.i=%d m.i=%d\n", copy.i, m.i);
    /* array of structs sorted by insertion sort on a key, moving whole structs */
    struct point pts[8];
    for (int i = 0; i < 8; i++) {
        pts[i].x = (i * 37) % 11 - 5;
        pts[i].y = i;
    }
    for (int i = 1; i < 8; i++) {
        struct point key = pts[i];
        int j = i - 1;
        while (j >= 0 && pts[j].x > key.x) {
            pts[j + 1] = pts[j];
            j--;
        }
        pts[j + 1] = key;
    }
    for (int i = 0; i < 8; i++)
        printf("(%d,%d)%s", pts[i].x, pts[i].y, i == 7 ? "\n" : " ");
    /* compound literals and designated initialisers */
    struct rect lit = {.hi = {.y = 9, .x = 8}, .tag = 'Z'};
    printf("lit (%d,%d)-(%d,%d) %c area %ld\n", lit.lo.x, lit.lo.y, lit.hi.x, lit.hi.y, lit.tag,
           rect_area(lit));
    struct point q = padd((struct point){1, 1}, (struct point){.y = 5});
    printf("q=(%d,%d)\n", q.x, q.y);
    return 0;
}
