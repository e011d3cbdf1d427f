/* String hashing: pseudo-random words inserted into an open-addressing hash table
 * (FNV-1a, linear probing), then looked up; byte loops over char arrays. String helpers
 * are written out here so that the work stays in the program, not in a C library.
 * Usage: hash [WORDS]  (default 15,000 words). */
#include <stdio.h>
#include <stdlib.h>

#define TABLE_BITS 16
#define TABLE_SIZE (1u << TABLE_BITS)
#define KEY_LEN 16

static char keys[TABLE_SIZE][KEY_LEN];
static int counts[TABLE_SIZE];

static unsigned rng_state = 2463534242u;

static unsigned rng(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static unsigned fnv1a(const char *s) {
    unsigned h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static int str_eq(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

static void str_copy(char *d, const char *s) {
    while ((*d++ = *s++) != 0) {
    }
}

/* A word of 3..8 letters from a small alphabet, so that words repeat. */
static void make_word(char *w) {
    int len = 3 + (int)(rng() % 6);
    for (int i = 0; i < len; i++)
        w[i] = (char)('a' + rng() % 5);
    w[len] = 0;
}

/* Adds one occurrence of `w`; returns 1 if it was new. */
static int insert(const char *w) {
    unsigned i = fnv1a(w) & (TABLE_SIZE - 1);
    while (keys[i][0] != 0) {
        if (str_eq(keys[i], w)) {
            counts[i]++;
            return 0;
        }
        i = (i + 1) & (TABLE_SIZE - 1);
    }
    str_copy(keys[i], w);
    counts[i] = 1;
    return 1;
}

static int lookup(const char *w) {
    unsigned i = fnv1a(w) & (TABLE_SIZE - 1);
    while (keys[i][0] != 0) {
        if (str_eq(keys[i], w))
            return counts[i];
        i = (i + 1) & (TABLE_SIZE - 1);
    }
    return 0;
}

int main(int argc, char **argv) {
    int words = argc > 1 ? atoi(argv[1]) : 15000;
    char w[KEY_LEN];
    int distinct = 0;
    for (int n = 0; n < words; n++) {
        make_word(w);
        distinct += insert(w);
    }
    long found = 0;
    for (int n = 0; n < words; n++) {
        make_word(w);
        found += lookup(w);
    }
    unsigned check = 0;
    for (unsigned i = 0; i < TABLE_SIZE; i++)
        if (keys[i][0] != 0)
            check = check * 31u + fnv1a(keys[i]) + (unsigned)counts[i];
    printf("words %d distinct %d found %ld check %u\n", words, distinct, found, check);
    return 0;
}
