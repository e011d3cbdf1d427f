/* Arbitrary-precision unsigned arithmetic on base-10^9 limbs: factorials, powers of two,
 * fibonacci, multiplication and division by small numbers, comparison. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define LIMBS 120
#define BASE 1000000000u

struct big {
    int n; /* used limbs, least significant first */
    uint32_t d[LIMBS];
};

static void big_set(struct big *b, uint32_t v) {
    memset(b, 0, sizeof *b);
    b->d[0] = v % BASE;
    b->d[1] = v / BASE;
    b->n = b->d[1] ? 2 : 1;
}

static void big_mul_small(struct big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * m + carry;
        b->d[i] = (uint32_t)(t % BASE);
        carry = t / BASE;
    }
    while (carry) {
        b->d[b->n++] = (uint32_t)(carry % BASE);
        carry /= BASE;
    }
}

static void big_add(struct big *r, const struct big *a, const struct big *b) {
    int n = a->n > b->n ? a->n : b->n;
    uint32_t carry = 0;
    struct big t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < n; i++) {
        uint32_t s = a->d[i] + b->d[i] + carry;
        carry = s >= BASE;
        t.d[i] = carry ? s - BASE : s;
    }
    t.n = n;
    if (carry)
        t.d[t.n++] = 1;
    *r = t;
}

static void big_mul(struct big *r, const struct big *a, const struct big *b) {
    uint64_t acc[2 * LIMBS];
    memset(acc, 0, sizeof acc);
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n; j++) {
            uint64_t t = acc[i + j] + (uint64_t)a->d[i] * b->d[j] + carry;
            acc[i + j] = t % BASE;
            carry = t / BASE;
        }
        int k = i + b->n;
        while (carry) {
            uint64_t t = acc[k] + carry;
            acc[k++] = t % BASE;
            carry = t / BASE;
        }
    }
    struct big t;
    memset(&t, 0, sizeof t);
    t.n = a->n + b->n;
    for (int i = 0; i < t.n; i++)
        t.d[i] = (uint32_t)acc[i];
    while (t.n > 1 && t.d[t.n - 1] == 0)
        t.n--;
    *r = t;
}

static uint32_t big_div_small(struct big *b, uint32_t m) {
    uint64_t rem = 0;
    for (int i = b->n - 1; i >= 0; i--) {
        uint64_t cur = b->d[i] + rem * BASE;
        b->d[i] = (uint32_t)(cur / m);
        rem = cur % m;
    }
    while (b->n > 1 && b->d[b->n - 1] == 0)
        b->n--;
    return (uint32_t)rem;
}

static int big_cmp(const struct big *a, const struct big *b) {
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static void big_print(const char *lbl, const struct big *b) {
    printf("%s = %u", lbl, b->d[b->n - 1]);
    for (int i = b->n - 2; i >= 0; i--)
        printf("%09u", b->d[i]);
    printf(" (%d limbs)\n", b->n);
}

static int digit_sum(const struct big *b) {
    int s = 0;
    for (int i = 0; i < b->n; i++)
        for (uint32_t v = b->d[i]; v; v /= 10)
            s += (int)(v % 10);
    return s;
}

int main(void) {
    struct big f;
    big_set(&f, 1);
    for (uint32_t i = 1; i <= 100; i++) {
        big_mul_small(&f, i);
        if (i == 25 || i == 50)
            big_print("factorial", &f);
    }
    big_print("100!", &f);
    printf("digit sum of 100! = %d\n", digit_sum(&f));
    struct big p;
    big_set(&p, 1);
    for (int i = 0; i < 1000; i++)
        big_mul_small(&p, 2);
    printf("digit sum of 2^1000 = %d, limbs %d\n", digit_sum(&p), p.n);
    struct big a, b, c;
    big_set(&a, 0);
    big_set(&b, 1);
    int idx = 1;
    struct big limit;
    big_set(&limit, 1);
    for (int i = 0; i < 11; i++)
        big_mul_small(&limit, 1000000000u % 4294967295u); /* 10^99 */
    while (big_cmp(&b, &limit) < 0) {
        big_add(&c, &a, &b);
        a = b;
        b = c;
        idx++;
    }
    printf("first fibonacci >= 10^99 is F(%d)\n", idx);
    big_print("F", &b);
    struct big sq;
    big_mul(&sq, &b, &b);
    big_print("F^2", &sq);
    struct big q = f;
    uint32_t rems[6];
    uint32_t divs[6] = {7, 11, 13, 1000003, 999999937, 2};
    for (int i = 0; i < 6; i++) {
        struct big t = f;
        big_add(&t, &t, &b);
        rems[i] = big_div_small(&t, divs[i]);
        printf("(100! + F) mod %u = %u\n", divs[i], rems[i]);
    }
    for (uint32_t i = 100; i >= 2; i--)
        big_div_small(&q, i);
    big_print("100!/100!", &q);
    return 0;
}
