/* Large structs by value (passed in memory via byval / returned via sret), arrays of
 * structs, memcpy/memset of structs, struct comparison by fields. */
#include <stdio.h>
#include <string.h>

struct matrix4 {
    double m[4][4];
};

struct record {
    char name[24];
    int id;
    short scores[10];
    long total;
    double avg;
};

struct block {
    unsigned char data[256];
    unsigned checksum;
};

static struct matrix4 mat_mul(struct matrix4 a, struct matrix4 b) {
    struct matrix4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0;
            for (int k = 0; k < 4; k++) {
                double t = a.m[i][k] * b.m[k][j];
                s += t;
            }
            r.m[i][j] = s;
        }
    return r;
}

static struct matrix4 mat_identity(void) {
    struct matrix4 r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < 4; i++)
        r.m[i][i] = 1;
    return r;
}

static void mat_print(const char *lbl, struct matrix4 a) {
    printf("%s:\n", lbl);
    for (int i = 0; i < 4; i++)
        printf("  %10.3f %10.3f %10.3f %10.3f\n", a.m[i][0], a.m[i][1], a.m[i][2], a.m[i][3]);
}

static struct record rec_finish(struct record r) {
    r.total = 0;
    for (int i = 0; i < 10; i++)
        r.total += r.scores[i];
    r.avg = r.total / 10.0;
    return r;
}

static struct block block_fill(unsigned seed) {
    struct block b;
    unsigned x = seed;
    for (int i = 0; i < 256; i++) {
        x = x * 1103515245u + 12345u;
        b.data[i] = (unsigned char)(x >> 16);
    }
    b.checksum = 0;
    for (int i = 0; i < 256; i++)
        b.checksum = (b.checksum << 5) + b.checksum + b.data[i];
    return b;
}

static unsigned block_verify(struct block b) {
    unsigned c = 0;
    for (int i = 0; i < 256; i++)
        c = (c << 5) + c + b.data[i];
    return c == b.checksum;
}

static struct block block_xor(struct block a, struct block b) {
    for (int i = 0; i < 256; i++)
        a.data[i] ^= b.data[i];
    a.checksum ^= b.checksum;
    return a;
}

int main(void) {
    struct matrix4 a = mat_identity(), b;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            b.m[i][j] = (i + 1) * 0.5 - j * 0.25 + (i == j);
    mat_print("identity*b", mat_mul(a, b));
    struct matrix4 p = b;
    for (int k = 0; k < 4; k++)
        p = mat_mul(p, b);
    mat_print("b^5", p);
    struct record recs[5];
    memset(recs, 0, sizeof recs);
    const char *names[] = {"alice", "bob", "carol", "dave", "eve"};
    for (int i = 0; i < 5; i++) {
        strcpy(recs[i].name, names[i]);
        recs[i].id = 100 + i;
        for (int j = 0; j < 10; j++)
            recs[i].scores[j] = (short)((i * 17 + j * 13) % 50 + 50);
        recs[i] = rec_finish(recs[i]);
    }
    for (int i = 0; i < 5; i++)
        printf("%-6s id=%d total=%ld avg=%.1f first=%d last=%d\n", recs[i].name, recs[i].id,
               recs[i].total, recs[i].avg, recs[i].scores[0], recs[i].scores[9]);
    /* swap records via memcpy through a temporary */
    struct record tmp;
    memcpy(&tmp, &recs[0], sizeof tmp);
    memcpy(&recs[0], &recs[4], sizeof tmp);
    memcpy(&recs[4], &tmp, sizeof tmp);
    printf("after swap: %s %s, same bytes as copy: %d\n", recs[0].name, recs[4].name,
           memcmp(&recs[4], &tmp, sizeof tmp) == 0);
    /* struct assignment of an array element */
    struct record best = recs[0];
    for (int i = 1; i < 5; i++)
        if (recs[i].total > best.total)
            best = recs[i];
    printf("best %s %ld\n", best.name, best.total);
    struct block b1 = block_fill(1), b2 = block_fill(2);
    printf("b1 checksum %u ok %u, b2 checksum %u ok %u\n", b1.checksum, block_verify(b1),
           b2.checksum, block_verify(b2));
    struct block x = block_xor(b1, b2);
    printf("xor checksum %u ok %u, data[0..4] %u %u %u %u\n", x.checksum, block_verify(x),
           x.data[0], x.data[1], x.data[2], x.data[3]);
    struct block y = block_xor(x, b2);
    printf("round trip equals b1: %d\n", memcmp(y.data, b1.data, sizeof y.data) == 0);
    printf("sizes: matrix4=%zu record=%zu block=%zu\n", sizeof(struct matrix4),
           sizeof(struct record), sizeof(struct block));
    return 0;
}
