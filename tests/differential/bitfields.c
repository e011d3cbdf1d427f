/* Bitfields: signed and unsigned, packed layouts, read-modify-write, overflow wrapping on
 * unsigned fields, sign extension on signed fields. */
#include <stdio.h>
#include <string.h>

struct packed {
    unsigned a : 3;
    unsigned b : 5;
    signed c : 4;
    unsigned d : 1;
    signed e : 7;
    unsigned f : 12;
};

struct header {
    unsigned version : 4;
    unsigned ihl : 4;
    unsigned tos : 8;
    unsigned len : 16;
    unsigned id : 16;
    unsigned flags : 3;
    unsigned frag : 13;
};

struct wide {
    unsigned long long lo : 40;
    unsigned long long hi : 24;
    int small : 2;
    unsigned char ch : 7;
};

struct mixed {
    char tag;
    int x : 10;
    int y : 10;
    short z;
};

static void dump(const struct packed *p) {
    printf("a=%u b=%u c=%d d=%u e=%d f=%u\n", p->a, p->b, p->c, p->d, p->e, p->f);
}

int main(void) {
    struct packed p;
    memset(&p, 0, sizeof p);
    dump(&p);
    p.a = 5;
    p.b = 31;
    p.c = -8;
    p.d = 1;
    p.e = -64;
    p.f = 4095;
    dump(&p);
    p.a++;
    p.b++; /* wraps to 0 */
    p.c = 7;
    p.d = 0;
    p.e = 63;
    p.f += 2; /* wraps to 1 */
    dump(&p);
    for (int i = 0; i < 20; i++) {
        p.a += 3;
        p.b = (p.b * 7 + 1) & 31;
        p.c = (signed char)(i % 16 - 8);
        p.e = (signed char)(i * 5 - 50);
        p.f = (p.f * 33 + i) & 0xfff;
        if (i % 4 == 0)
            dump(&p);
    }
    printf("sizeof packed=%zu header=%zu wide=%zu mixed=%zu\n", sizeof(struct packed),
           sizeof(struct header), sizeof(struct wide), sizeof(struct mixed));
    unsigned raw;
    struct packed q;
    memset(&q, 0, sizeof q);
    q.a = 7;
    q.c = -1;
    memcpy(&raw, &q, sizeof raw);
    printf("raw layout %08x\n", raw);
    struct header h = {4, 5, 0, 1500, 0xbeef, 2, 1234};
    unsigned char bytes[sizeof h];
    memcpy(bytes, &h, sizeof h);
    printf("header:");
    for (unsigned i = 0; i < sizeof h; i++)
        printf(" %02x", bytes[i]);
    printf("\nversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\n", h.version, h.ihl, h.len, h.id,
           h.flags, h.frag);
    h.len -= 1501; /* unsigned bitfield wraps modulo 2^16 */
    h.frag = h.frag * 9;
    printf("len=%u frag=%u\n", h.len, h.frag);
    struct wide w = {0, 0, 0, 0};
    w.lo = 0xffffffffffull;
    w.hi = 0xabcdef;
    w.small = -2;
    w.ch = 100;
    printf("lo=%llu hi=%llu small=%d ch=%u\n", (unsigned long long)w.lo,
           (unsigned long long)w.hi, w.small, w.ch);
    w.lo += 1; /* wraps in 40 bits */
    w.small += 1;
    w.ch += 30; /* wraps in 7 bits */
    printf("lo=%llu small=%d ch=%u\n", (unsigned long long)w.lo, w.small, w.ch);
    unsigned long long sum = 0;
    for (int i = 0; i < 100; i++) {
        w.lo = w.lo * 3 + 7;
        w.hi ^= w.lo;
        sum += w.lo + w.hi;
    }
    printf("wide loop sum=%llu lo=%llu hi=%llu\n", sum, (unsigned long long)w.lo,
           (unsigned long long)w.hi);
    struct mixed m = {'q', -512, 511, -3};
    printf("mixed %c %d %d %d\n", m.tag, m.x, m.y, m.z);
    m.x = m.x + 1000; /* -512 + 1000 = 488 fits */
    m.y = -m.y;
    printf("mixed %c %d %d %d\n", m.tag, m.x, m.y, m.z);
    struct packed arr[4];
    memset(arr, 0, sizeof arr);
    for (int i = 0; i < 4; i++) {
        arr[i].a = (unsigned)i;
        arr[i].e = (signed char)(-i * 10);
        arr[i].f = (unsigned)(i * 1000);
    }
    int tot = 0;
    for (int i = 0; i < 4; i++)
        tot += arr[i].a + arr[i].e + (int)arr[i].f;
    printf("array total=%d\n", tot);
    return 0;
}
