/* sizeof, offsetof, _Alignof/_Alignas and padding facts of the x86_64 SysV ABI. */
#include <stdio.h>
#include <stddef.h>
#include <stdalign.h>
#include <stdint.h>

struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char c1, c2; short s; int i; long l; };
struct d { double d; char c; };
struct e { char c[3]; };
struct f { int i; char c; } __attribute__((packed));
struct g { alignas(16) char c; int i; };
struct h { long double ld; char c; };
struct flex { int n; double items[]; };
union u { char c; int i; double d; char buf[13]; };
struct nested { char c; struct b inner; short s; };
struct bits { unsigned a : 1; unsigned b : 31; unsigned c : 2; };

#define SHOW(T) printf("%-16s size=%2zu align=%2zu\n", #T, sizeof(T), alignof(T))

int main(void) {
    SHOW(char);
    SHOW(short);
    SHOW(int);
    SHOW(long);
    SHOW(long long);
    SHOW(float);
    SHOW(double);
    SHOW(long double);
    SHOW(void *);
    SHOW(size_t);
    SHOW(_Bool);
    SHOW(__int128);
    SHOW(struct a);
    SHOW(struct b);
    SHOW(struct c);
    SHOW(struct d);
    SHOW(struct e);
    SHOW(struct f);
    SHOW(struct g);
    SHOW(struct h);
    SHOW(struct flex);
    SHOW(union u);
    SHOW(struct nested);
    SHOW(struct bits);
    SHOW(max_align_t);
    printf("offsets b: c=%zu d=%zu e=%zu\n", offsetof(struct b, c), offsetof(struct b, d),
           offsetof(struct b, e));
    printf("offsets c: c1=%zu c2=%zu s=%zu i=%zu l=%zu\n", offsetof(struct c, c1),
           offsetof(struct c, c2), offsetof(struct c, s), offsetof(struct c, i),
           offsetof(struct c, l));
    printf("offsets f (packed): i=%zu c=%zu\n", offsetof(struct f, i), offsetof(struct f, c));
    printf("offsets g: c=%zu i=%zu\n", offsetof(struct g, c), offsetof(struct g, i));
    printf("offsets nested: inner=%zu inner.e=%zu s=%zu\n", offsetof(struct nested, inner),
           offsetof(struct nested, inner.e), offsetof(struct nested, s));
    printf("offset flex items=%zu\n", offsetof(struct flex, items));
    int arr[7][3];
    printf("arr=%zu arr[0]=%zu elems=%zu\n", sizeof arr, sizeof arr[0],
           sizeof arr / sizeof arr[0][0]);
    char str[] = "twelve chars";
    printf("sizeof string literal array=%zu, sizeof \"abc\"=%zu\n", sizeof str, sizeof "abc");
    printf("sizeof expressions: %zu %zu %zu %zu\n", sizeof(1 + 1L), sizeof('a'),
           sizeof((char)1 + (char)1), sizeof(1.0f * 2));
    alignas(32) char aligned_buf[10];
    aligned_buf[0] = 1;
    printf("sizeof aligned_buf=%zu, buf[0]=%d\n", sizeof aligned_buf, aligned_buf[0]);
    /* struct layout through byte offsets at run time */
    struct c cv = {1, 2, 3, 4, 5};
    unsigned char *base = (unsigned char *)&cv;
    printf("via offsets: %d %d %d %d %ld\n", *(char *)(base + offsetof(struct c, c1)),
           *(char *)(base + offsetof(struct c, c2)), *(short *)(base + offsetof(struct c, s)),
           *(int *)(base + offsetof(struct c, i)), *(long *)(base + offsetof(struct c, l)));
    printf("INT8..64 sizes %zu %zu %zu %zu, intptr %zu\n", sizeof(int8_t), sizeof(int16_t),
           sizeof(int32_t), sizeof(int64_t), sizeof(intptr_t));
    return (int)sizeof(struct b);
}
