/* memcpy memmove memset memcmp: overlapping moves both ways, struct copies, memset of
 * structs and arrays, memcmp sign on bytes above 0x7f. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct rec {
    int id;
    char name[12];
    double vals[3];
    uint16_t flags;
};

static int sgn(int v) { return (v > 0) - (v < 0); }

static void show(const char *lbl, const unsigned char *b, size_t n) {
    printf("%s:", lbl);
    for (size_t i = 0; i < n; i++)
        printf(" %u", b[i]);
    printf("\n");
}

int main(void) {
    unsigned char buf[24];
    for (int i = 0; i < 24; i++)
        buf[i] = (unsigned char)i;
    memmove(buf + 4, buf, 10); /* overlapping, forward */
    show("move fwd", buf, 24);
    for (int i = 0; i < 24; i++)
        buf[i] = (unsigned char)i;
    memmove(buf, buf + 5, 12); /* overlapping, backward */
    show("move back", buf, 24);
    memset(buf, 0xab, 7);
    memset(buf + 20, 0, 4);
    show("memset", buf, 24);
    memset(buf, 300, 2); /* converted to unsigned char: 44 */
    show("memset 300", buf, 4);
    unsigned char a[] = {1, 2, 3, 0x80, 5};
    unsigned char b[] = {1, 2, 3, 0x7f, 5};
    printf("memcmp a,b=%d b,a=%d a,a=%d n=3 %d n=0 %d\n", sgn(memcmp(a, b, 5)),
           sgn(memcmp(b, a, 5)), sgn(memcmp(a, a, 5)), sgn(memcmp(a, b, 3)),
           sgn(memcmp(a, b, 0)));
    struct rec r1, r2;
    memset(&r1, 0, sizeof r1);
    r1.id = 42;
    strcpy(r1.name, "answer");
    r1.vals[0] = 1.5;
    r1.vals[1] = -2.5;
    r1.vals[2] = 1e10;
    r1.flags = 0xbeef;
    memcpy(&r2, &r1, sizeof r1);
    printf("copy equal=%d id=%d name=%s v=%g,%g,%g flags=%x\n", memcmp(&r1, &r2, sizeof r1) == 0,
           r2.id, r2.name, r2.vals[0], r2.vals[1], r2.vals[2], r2.flags);
    r2.vals[1] = 0;
    printf("after change equal=%d\n", memcmp(&r1, &r2, sizeof r1) == 0);
    struct rec arr[5];
    memset(arr, 0, sizeof arr);
    for (int i = 0; i < 5; i++) {
        arr[i].id = i;
        arr[i].vals[i % 3] = i * 1.25;
    }
    memmove(&arr[1], &arr[0], 4 * sizeof arr[0]); /* shift right by one */
    memcpy(&arr[0], &r1, sizeof r1);
    for (int i = 0; i < 5; i++)
        printf("arr[%d] id=%d v=%g,%g,%g\n", i, arr[i].id, arr[i].vals[0], arr[i].vals[1],
               arr[i].vals[2]);
    /* large copies and a checksum */
    static uint32_t big1[4096], big2[4096];
    for (int i = 0; i < 4096; i++)
        big1[i] = (uint32_t)i * 2654435761u;
    memcpy(big2, big1, sizeof big1);
    memmove(big2 + 1, big2, sizeof big2 - sizeof big2[0]);
    uint32_t h = 0;
    for (int i = 0; i < 4096; i++)
        h = h * 31 + big2[i];
    printf("big checksum=%u first=%u second=%u\n", h, big2[0], big2[1]);
    memset(big1, 0xff, sizeof big1);
    printf("after memset: %u\n", big1[4095]);
    /* copying doubles byte by byte */
    double src[4] = {0.1, 0.2, 0.3, 0.4}, dst[4];
    unsigned char *ds = (unsigned char *)dst;
    const unsigned char *ss = (const unsigned char *)src;
    for (size_t i = 0; i < sizeof src; i++)
        ds[i] = ss[i];
    printf("bytewise doubles: %g %g %g %g\n", dst[0], dst[1], dst[2], dst[3]);
    /* memcpy of a string including terminator */
    char s1[16] = "copy me", s2[16];
    memcpy(s2, s1, strlen(s1) + 1);
    printf("%s %d\n", s2, (int)strlen(s2));
    /* memset on an int array: every byte 1 -> 0x01010101 */
    int ones[4];
    memset(ones, 1, sizeof ones);
    printf("ones: %d %d\n", ones[0], ones[3]);
    return 0;
}
