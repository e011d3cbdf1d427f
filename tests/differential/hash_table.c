/* Hash table with separate chaining, string keys copied with strdup, a calloc'd bucket
 * array grown with realloc and rehashed, deletion, iteration in bucket order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
    char *key;
    long value;
    struct entry *next;
};

struct table {
    struct entry **buckets;
    size_t nbuckets, count;
    int rehashes;
};

static unsigned long hash(const char *s) {
    unsigned long h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static void table_init(struct table *t, size_t n) {
    t->buckets = calloc(n, sizeof *t->buckets);
    t->nbuckets = n;
    t->count = 0;
    t->rehashes = 0;
}

/* Grows the bucket array in place with realloc: first unhook every entry into one list,
 * then resize and clear the array, then reinsert. */
static void rehash(struct table *t) {
    struct entry *all = NULL;
    for (size_t i = 0; i < t->nbuckets; i++) {
        struct entry *e = t->buckets[i];
        while (e) {
            struct entry *next = e->next;
            e->next = all;
            all = e;
            e = next;
        }
    }
    size_t n = t->nbuckets * 2 + 1;
    struct entry **nb = realloc(t->buckets, n * sizeof *nb);
    if (!nb)
        exit(1);
    memset(nb, 0, n * sizeof *nb);
    while (all) {
        struct entry *next = all->next;
        size_t b = hash(all->key) % n;
        all->next = nb[b];
        nb[b] = all;
        all = next;
    }
    t->buckets = nb;
    t->nbuckets = n;
    t->rehashes++;
}

static void put(struct table *t, const char *key, long value) {
    size_t b = hash(key) % t->nbuckets;
    for (struct entry *e = t->buckets[b]; e; e = e->next)
        if (strcmp(e->key, key) == 0) {
            e->value = value;
            return;
        }
    struct entry *e = malloc(sizeof *e);
    e->key = strdup(key);
    e->value = value;
    e->next = t->buckets[b];
    t->buckets[b] = e;
    if (++t->count > t->nbuckets * 3 / 4)
        rehash(t);
}

static struct entry *get(struct table *t, const char *key) {
    for (struct entry *e = t->buckets[hash(key) % t->nbuckets]; e; e = e->next)
        if (strcmp(e->key, key) == 0)
            return e;
    return NULL;
}

static int del(struct table *t, const char *key) {
    struct entry **pp = &t->buckets[hash(key) % t->nbuckets];
    for (; *pp; pp = &(*pp)->next)
        if (strcmp((*pp)->key, key) == 0) {
            struct entry *dead = *pp;
            *pp = dead->next;
            free(dead->key);
            free(dead);
            t->count--;
            return 1;
        }
    return 0;
}

static void table_free(struct table *t) {
    for (size_t i = 0; i < t->nbuckets; i++) {
        struct entry *e = t->buckets[i];
        while (e) {
            struct entry *next = e->next;
            free(e->key);
            free(e);
            e = next;
        }
    }
    free(t->buckets);
}

static void make_key(char *buf, int i) {
    static const char *syll[] = {"ka", "lo", "mi", "nu", "pe", "ra", "si", "to"};
    buf[0] = 0;
    int v = i;
    do {
        strcat(buf, syll[v % 8]);
        v /= 8;
    } while (v);
}

int main(void) {
    struct table t;
    table_init(&t, 3);
    char key[64];
    for (int i = 0; i < 300; i++) {
        make_key(key, i);
        put(&t, key, (long)i * i);
        if (i % 50 == 0)
            printf("after %d inserts: count=%zu buckets=%zu rehashes=%d\n", i + 1, t.count,
                   t.nbuckets, t.rehashes);
    }
    for (int i = 0; i < 300; i += 3) {
        make_key(key, i);
        put(&t, key, -i); /* overwrite */
    }
    long sum = 0;
    int found = 0;
    for (int i = 0; i < 400; i += 7) {
        make_key(key, i);
        struct entry *e = get(&t, key);
        if (e) {
            found++;
            sum += e->value;
        }
    }
    printf("found=%d sum=%ld\n", found, sum);
    int deleted = 0;
    for (int i = 0; i < 300; i += 2) {
        make_key(key, i);
        deleted += del(&t, key);
    }
    make_key(key, 1000);
    deleted += del(&t, key);
    printf("deleted=%d count=%zu\n", deleted, t.count);
    size_t longest = 0, empty = 0;
    long total = 0;
    for (size_t i = 0; i < t.nbuckets; i++) {
        size_t len = 0;
        for (struct entry *e = t.buckets[i]; e; e = e->next) {
            len++;
            total += e->value;
        }
        if (len > longest)
            longest = len;
        if (!len)
            empty++;
    }
    printf("buckets=%zu longest chain=%zu empty=%zu value total=%ld\n", t.nbuckets, longest,
           empty, total);
    /* print the first few entries in bucket order */
    int shown = 0;
    for (size_t i = 0; i < t.nbuckets && shown < 12; i++)
        for (struct entry *e = t.buckets[i]; e && shown < 12; e = e->next, shown++)
            printf("  [%zu] %s = %ld\n", i, e->key, e->value);
    table_free(&t);
    return 0;
}
