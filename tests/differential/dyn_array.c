/* Dynamic arrays grown with realloc: ints, structs, strings; shrinking; insert in the
 * middle with memmove; a string builder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec {
    int *data;
    size_t len, cap;
    int grows;
};

static void vec_push(struct vec *v, int x) {
    if (v->len == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 1;
        int *nd = realloc(v->data, nc * sizeof *nd);
        if (!nd)
            exit(1);
        v->data = nd;
        v->cap = nc;
        v->grows++;
    }
    v->data[v->len++] = x;
}

static void vec_insert(struct vec *v, size_t at, int x) {
    vec_push(v, 0);
    memmove(&v->data[at + 1], &v->data[at], (v->len - 1 - at) * sizeof(int));
    v->data[at] = x;
}

static void vec_remove(struct vec *v, size_t at) {
    memmove(&v->data[at], &v->data[at + 1], (v->len - at - 1) * sizeof(int));
    v->len--;
}

static void vec_shrink(struct vec *v) {
    v->cap = v->len ? v->len : 1;
    v->data = realloc(v->data, v->cap * sizeof(int));
}

struct sb {
    char *s;
    size_t len, cap;
};

static void sb_append(struct sb *b, const char *text) {
    size_t n = strlen(text);
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap)
            b->cap = b->cap ? b->cap * 2 : 8;
        b->s = realloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, text, n + 1);
    b->len += n;
}

struct pt {
    double x, y;
    int id;
};

int main(void) {
    struct vec v = {NULL, 0, 0, 0};
    for (int i = 0; i < 1000; i++)
        vec_push(&v, i * 3 % 1001);
    printf("len=%zu cap=%zu grows=%d\n", v.len, v.cap, v.grows);
    long s = 0;
    for (size_t i = 0; i < v.len; i++)
        s += v.data[i];
    printf("sum=%ld\n", s);
    vec_insert(&v, 0, -1);
    vec_insert(&v, 500, -2);
    vec_insert(&v, v.len, -3);
    printf("after inserts: len=%zu first=%d [500]=%d last=%d [501]=%d\n", v.len, v.data[0],
           v.data[500], v.data[v.len - 1], v.data[501]);
    for (int k = 0; k < 300; k++)
        vec_remove(&v, (size_t)(k * 7) % v.len);
    printf("after removes: len=%zu first=%d last=%d\n", v.len, v.data[0], v.data[v.len - 1]);
    vec_shrink(&v);
    s = 0;
    for (size_t i = 0; i < v.len; i++)
        s += v.data[i] * (long)(i % 5);
    printf("shrunk cap=%zu weighted=%ld\n", v.cap, s);
    free(v.data);
    /* array of structs growing with realloc, pointers re-derived after each realloc */
    struct pt *pts = NULL;
    size_t n = 0;
    for (int i = 0; i < 200; i++) {
        pts = realloc(pts, (n + 1) * sizeof *pts);
        pts[n].x = i * 0.5;
        pts[n].y = -i * 0.25;
        pts[n].id = i;
        n++;
    }
    double cx = 0, cy = 0;
    for (size_t i = 0; i < n; i++) {
        cx += pts[i].x;
        cy += pts[i].y;
    }
    printf("centroid (%.4f, %.4f) last id %d\n", cx / n, cy / n, pts[n - 1].id);
    pts = realloc(pts, 10 * sizeof *pts); /* shrink keeps the prefix */
    printf("after shrink pts[9].id=%d x=%.1f\n", pts[9].id, pts[9].x);
    free(pts);
    /* realloc(NULL, n) acts like malloc */
    char *p = realloc(NULL, 16);
    strcpy(p, "from realloc");
    printf("%s\n", p);
    free(p);
    struct sb b = {NULL, 0, 0};
    for (int i = 0; i < 30; i++) {
        char tmp[32];
        snprintf(tmp, sizeof tmp, "%d%s", i * i, i % 5 == 4 ? ";\n" : ",");
        sb_append(&b, tmp);
    }
    printf("builder len=%zu cap=%zu:\n%s", b.len, b.cap, b.s);
    free(b.s);
    /* array of strings */
    char **words = NULL;
    size_t nw = 0;
    const char *src = "the quick brown fox jumps over the lazy dog again and again";
    const char *w = src;
    while (*w) {
        const char *e = strchr(w, ' ');
        size_t len = e ? (size_t)(e - w) : strlen(w);
        words = realloc(words, (nw + 1) * sizeof *words);
        words[nw] = malloc(len + 1);
        memcpy(words[nw], w, len);
        words[nw][len] = 0;
        nw++;
        w += len;
        while (*w == ' ')
            w++;
    }
    printf("%zu words, reversed:", nw);
    for (size_t i = nw; i-- > 0;)
        printf(" %s", words[i]);
    printf("\n");
    for (size_t i = 0; i < nw; i++)
        free(words[i]);
    free(words);
    return 0;
}
