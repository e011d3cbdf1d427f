/* A fixed-size block pool (a static array of union blocks with a free list threaded through
 * them) and a bump arena carved out of one malloc'd region (allocated storage takes the
 * effective type of what is stored), with alignment arithmetic done on offsets (never on
 * printed addresses) and objects of several types placed in the arena. */
#include <stdio.h>
#include <string.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define POOL_BLOCKS 64
#define BLOCK_SIZE 32

union block {
    union block *next;
    unsigned char bytes[BLOCK_SIZE];
};

static union block pool_mem[POOL_BLOCKS];
static union block *free_list;
static int pool_used;

static void pool_init(void) {
    free_list = NULL;
    for (int i = POOL_BLOCKS - 1; i >= 0; i--) {
        pool_mem[i].next = free_list;
        free_list = &pool_mem[i];
    }
    pool_used = 0;
}

static union block *pool_alloc(void) {
    if (!free_list)
        return NULL;
    union block *blk = free_list;
    free_list = blk->next;
    pool_used++;
    return blk;
}

static void pool_free(union block *blk) {
    blk->next = free_list;
    free_list = blk;
    pool_used--;
}

static long block_index(const union block *p) { return (long)(p - pool_mem); }

#define ARENA_SIZE 4096
static unsigned char *arena;
static size_t arena_top;

static void *arena_alloc(size_t size, size_t align) {
    size_t off = (arena_top + align - 1) & ~(align - 1);
    if (off + size > ARENA_SIZE)
        return NULL;
    arena_top = off + size;
    return arena + off;
}

struct particle {
    double x, y;
    int id;
    char tag;
};

int main(void) {
    pool_init();
    union block *held[POOL_BLOCKS];
    int nheld = 0;
    for (int i = 0; i < 40; i++)
        held[nheld++] = pool_alloc();
    printf("allocated 40, used=%d, first index %ld, last index %ld\n", pool_used,
           block_index(held[0]), block_index(held[39]));
    for (int i = 0; i < 40; i += 3)
        pool_free(held[i]);
    printf("freed every third, used=%d\n", pool_used);
    printf("reallocated indices:");
    for (int i = 0; i < 10; i++) {
        union block *p = pool_alloc();
        printf(" %ld", block_index(p));
        memset(p->bytes, i, BLOCK_SIZE);
    }
    printf("\n");
    int count = 0;
    while (pool_alloc())
        count++;
    printf("remaining blocks %d, used=%d, exhausted returns NULL: %d\n", count, pool_used,
           pool_alloc() == NULL);
    arena = malloc(ARENA_SIZE); /* malloc memory is suitably aligned for every type */
    arena_top = 0;
    char *s = arena_alloc(5, 1);
    memcpy(s, "abcd", 5);
    double *d = arena_alloc(3 * sizeof(double), _Alignof(double));
    size_t d_off = (size_t)((unsigned char *)d - arena);
    d[0] = 1.5;
    d[1] = -2.25;
    d[2] = d[0] * d[1];
    struct particle *ps = arena_alloc(4 * sizeof *ps, _Alignof(struct particle));
    size_t p_off = (size_t)((unsigned char *)ps - arena);
    for (int i = 0; i < 4; i++) {
        ps[i].x = i * 0.5;
        ps[i].y = i * -1.5;
        ps[i].id = 100 + i;
        ps[i].tag = (char)('a' + i);
    }
    short *sh = arena_alloc(7 * sizeof(short), 2);
    size_t s_off = (size_t)((unsigned char *)sh - arena);
    for (int i = 0; i < 7; i++)
        sh[i] = (short)(i * -1000);
    uint64_t *big = arena_alloc(sizeof(uint64_t), 16);
    size_t b_off = (size_t)((unsigned char *)big - arena);
    *big = 0x0102030405060708ull;
    printf("offsets: d=%zu particles=%zu shorts=%zu u64=%zu top=%zu\n", d_off, p_off, s_off,
           b_off, arena_top);
    printf("s=%s d=%g,%g,%g\n", s, d[0], d[1], d[2]);
    for (int i = 0; i < 4; i++)
        printf("particle %d: (%g,%g) %c\n", ps[i].id, ps[i].x, ps[i].y, ps[i].tag);
    int ssum = 0;
    for (int i = 0; i < 7; i++)
        ssum += sh[i];
    printf("short sum=%d, u64 low byte via bytes=%u\n", ssum, ((unsigned char *)big)[0]);
    void *fail = arena_alloc(10000, 8);
    printf("oversized arena alloc is NULL: %d\n", fail == NULL);
    free(arena);
    return 0;
}
