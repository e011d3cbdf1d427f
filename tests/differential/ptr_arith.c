/* Pointer arithmetic, pointer differences, pointer comparisons within one array, pointer
 * to pointer, walking structures with char pointers, offsetof-based access. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct item {
    int key;
    double weight;
    char label[6];
};

static int *find_first(int *begin, int *end, int v) {
    for (int *p = begin; p != end; p++)
        if (*p == v)
            return p;
    return end;
}

static void reverse(int *lo, int *hi) {
    while (lo < hi) {
        int t = *lo;
        *lo++ = *--hi;
        *hi = t;
    }
}

static size_t my_strlen(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

int main(void) {
    int a[20];
    for (int i = 0; i < 20; i++)
        a[i] = i * i % 13;
    int *end = a + 20;
    for (int v = 0; v < 14; v += 3) {
        int *p = find_first(a, end, v);
        printf("find %d -> index %ld%s\n", v, (long)(p - a), p == end ? " (end)" : "");
    }
    reverse(a + 2, a + 12);
    for (int *p = a; p < end; p++)
        printf("%d ", *p);
    printf("\n");
    /* negative differences and comparisons */
    int *x = &a[15], *y = &a[3];
    printf("x-y=%ld y-x=%ld x>y=%d y>=x=%d\n", (long)(x - y), (long)(y - x), x > y, y >= x);
    /* pointer into the middle, negative indexing */
    int *mid = a + 10;
    printf("mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\n", mid[-3], mid[0], mid[9],
           *(mid - 10));
    /* char pointer walk over a struct array */
    struct item items[4] = {{1, 1.5, "one"}, {2, 2.5, "two"}, {3, 3.5, "three"},
                            {4, 4.5, "four"}};
    char *base = (char *)items;
    for (int i = 0; i < 4; i++) {
        struct item *it = (struct item *)(base + i * sizeof(struct item));
        int *kp = (int *)(base + i * sizeof(struct item) + offsetof(struct item, key));
        double *wp = (double *)((char *)it + offsetof(struct item, weight));
        char *lp = (char *)it + offsetof(struct item, label);
        printf("item %d: key=%d weight=%.1f label=%s len=%zu\n", i, *kp, *wp, lp,
               my_strlen(lp));
    }
    struct item *ip = &items[3];
    printf("items diff %ld, bytes %ld\n", (long)(ip - items), (long)((char *)ip - (char *)items));
    /* pointer to pointer */
    int v1 = 10, v2 = 20;
    int *pv = &v1;
    int **ppv = &pv;
    **ppv += 5;
    *ppv = &v2;
    **ppv *= 3;
    printf("v1=%d v2=%d *pv=%d\n", v1, v2, *pv);
    /* array of pointers sorted by pointee */
    int vals[6] = {42, -1, 17, 8, 99, 0};
    int *ptrs[6];
    for (int i = 0; i < 6; i++)
        ptrs[i] = &vals[i];
    for (int i = 0; i < 6; i++)
        for (int j = i + 1; j < 6; j++)
            if (*ptrs[j] < *ptrs[i]) {
                int *t = ptrs[i];
                ptrs[i] = ptrs[j];
                ptrs[j] = t;
            }
    for (int i = 0; i < 6; i++)
        printf("%d(@%ld) ", *ptrs[i], (long)(ptrs[i] - vals));
    printf("\n");
    /* one-past-the-end pointer is valid for comparison and difference */
    char buf[32];
    strcpy(buf, "pointer arithmetic");
    char *e = buf + my_strlen(buf);
    int vowels = 0;
    for (char *p = buf; p < e; p++)
        vowels += strchr("aeiou", *p) != NULL;
    printf("len=%ld vowels=%d\n", (long)(e - buf), vowels);
    /* walking backwards */
    for (char *p = e; p > buf;) {
        --p;
        putchar(*p);
    }
    putchar('\n');
    /* stride pointers over a 2-D array */
    double m[4][5];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 5; j++)
            m[i][j] = i + j / 10.0;
    double *col = &m[0][2];
    double colsum = 0;
    for (int i = 0; i < 4; i++, col += 5)
        colsum += *col;
    printf("column 2 sum = %.2f\n", colsum);
    /* NULL comparisons */
    int *np = NULL;
    printf("null: %d %d\n", np == NULL, !np);
    /* void pointer round trip and uintptr-free arithmetic */
    void *vp = &a[5];
    int *back = (int *)vp + 2;
    printf("back index %ld value %d\n", (long)(back - a), *back);
    return 0;
}
