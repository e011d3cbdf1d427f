/* Assorted language semantics: comma operator, sequence points, compound assignment on
 * narrow types, pre/post increment, conditional operator typing, compound literals, do/while,
 * unsigned countdown loops, nested break/continue, passing assert, getenv of an unset name. */
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

static int counter;
static int tick(void) { return ++counter; }

struct pt {
    int x, y;
};

static int sum_pts(const struct pt *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i].x * p[i].y;
    return s;
}

int main(void) {
    int a = (tick(), tick(), tick()); /* comma: left to right */
    printf("comma a=%d counter=%d\n", a, counter);
    int i = 5;
    int j = i++ + 10; /* one modification, defined */
    int k = ++i * 2;
    printf("i=%d j=%d k=%d\n", i, j, k);
    int x = 10;
    x += 7;
    printf("x=%d\n", x);
    unsigned char uc = 250;
    uc += 10; /* wraps to 4 */
    signed char sc = 100;
    sc -= 50;
    short sh = 1000;
    sh *= 30;
    printf("uc=%u sc=%d sh=%d\n", uc, sc, sh);
    unsigned u = 5;
    long l = -1;
    printf("cond type: %ld %lu\n", 1 ? l : (long)u, (unsigned long)(0 ? l : (long)u));
    double d = 1 ? 1 : 2.5; /* int converted to double */
    printf("d=%f\n", d);
    int s1 = sum_pts((struct pt[]){{1, 2}, {3, 4}, {5, 6}}, 3);
    struct pt *cp = &(struct pt){7, 8};
    cp->x += 1;
    printf("compound literal sum=%d cp=(%d,%d)\n", s1, cp->x, cp->y);
    int n = 0;
    do {
        n += 3;
    } while (n < 20);
    printf("do-while n=%d\n", n);
    do
        n--;
    while (0);
    printf("do-while(0) n=%d\n", n);
    unsigned total = 0;
    for (unsigned c = 10; c-- > 0;)
        total += c;
    printf("countdown total=%u\n", total);
    int found = -1;
    for (int r = 0; r < 10 && found < 0; r++) {
        for (int c = 0; c < 10; c++) {
            if ((r + c) % 2)
                continue;
            if (r * c == 24) {
                found = r * 10 + c;
                break;
            }
        }
    }
    printf("found=%d\n", found);
    int w = 0;
    while (1) {
        if (++w > 7)
            break;
        if (w % 3 == 0)
            continue;
        printf("w=%d ", w);
    }
    printf("\n");
    assert(w == 8);
    if (w != 8)
        abort(); /* never reached */
    assert(sizeof(int) == 4 && "LP64");
    const char *env = getenv("PANCAM_SURELY_UNSET_VARIABLE_4f1c");
    printf("getenv unset -> %s\n", env ? "set" : "NULL");
    /* evaluation of && || with side effects is sequenced */
    counter = 0;
    int r = (tick() > 0 && tick() > 5) || tick() == 3;
    printf("logic r=%d counter=%d\n", r, counter);
    /* switch inside loop with continue */
    int evens = 0;
    for (int q = 0; q < 10; q++) {
        switch (q % 2) {
        case 1:
            continue;
        default:
            evens++;
        }
    }
    printf("evens=%d\n", evens);
    /* nested ternaries */
    for (int v = -2; v <= 2; v++)
        printf("%s ", v < 0 ? "neg" : v == 0 ? "zero" : v == 1 ? "one" : "many");
    printf("\n");
    /* static array zero-initialisation and partial initialisers */
    static int zeros[5];
    int partial[6] = {1, 2};
    int designated[6] = {[4] = 9, [1] = 3};
    for (int t = 0; t < 6; t++)
        printf("%d/%d/%d ", t < 5 ? zeros[t] : -1, partial[t], designated[t]);
    printf("\n");
    return counter;
}
