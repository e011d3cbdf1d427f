/* qsort with several comparators (ints asc/desc, structs by key with tie-breaker, strings
 * via a strcmp wrapper, doubles) and bsearch for present and absent keys. Only total orders
 * are used, so the result is unique even though qsort is not stable. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person {
    char name[12];
    int age;
    double score;
};

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_abs_then_value(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    int ax = abs(x), ay = abs(y);
    if (ax != ay)
        return (ax > ay) - (ax < ay);
    return (x > y) - (x < y);
}
static int cmp_person_age(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age)
        return p->age - q->age;
    return strcmp(p->name, q->name);
}
static int cmp_person_score(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->score < q->score) return 1;
    if (p->score > q->score) return -1;
    return strcmp(p->name, q->name);
}
static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static int cmp_char(const void *a, const void *b) {
    return *(const unsigned char *)a - *(const unsigned char *)b;
}

int main(void) {
    int a[40];
    unsigned x = 7;
    for (int i = 0; i < 40; i++) {
        x = x * 1103515245u + 12345u;
        a[i] = (int)((x >> 16) % 201) - 100;
    }
    qsort(a, 40, sizeof a[0], cmp_int);
    for (int i = 0; i < 40; i++)
        printf("%d ", a[i]);
    printf("\n");
    int keys[] = {-100, -50, 0, 3, 17, 99, 100, a[0], a[39], a[20]};
    for (int i = 0; i < 10; i++) {
        int *f = bsearch(&keys[i], a, 40, sizeof a[0], cmp_int);
        if (f)
            printf("bsearch %d: found, value at hit %d\n", keys[i], *f); /* which duplicate
                                                                        is unspecified */
        else
            printf("bsearch %d: absent\n", keys[i]);
    }
    qsort(a, 40, sizeof a[0], cmp_int_desc);
    printf("desc: %d %d %d ... %d\n", a[0], a[1], a[2], a[39]);
    qsort(a, 40, sizeof a[0], cmp_abs_then_value);
    for (int i = 0; i < 40; i++)
        printf("%d ", a[i]);
    printf("\n");
    struct person people[] = {{"mallory", 31, 55.5}, {"alice", 30, 91.0}, {"bob", 25, 78.25},
                              {"carol", 30, 91.0},   {"dave", 41, 60.0},  {"erin", 25, 85.0},
                              {"frank", 19, 78.25},  {"grace", 30, 99.5}};
    int np = sizeof people / sizeof people[0];
    qsort(people, (size_t)np, sizeof people[0], cmp_person_age);
    for (int i = 0; i < np; i++)
        printf("%s(%d) ", people[i].name, people[i].age);
    printf("\n");
    qsort(people, (size_t)np, sizeof people[0], cmp_person_score);
    for (int i = 0; i < np; i++)
        printf("%s(%.2f) ", people[i].name, people[i].score);
    printf("\n");
    struct person key;
    strcpy(key.name, "carol");
    key.score = 91.0;
    struct person *pf = bsearch(&key, people, (size_t)np, sizeof people[0], cmp_person_score);
    printf("bsearch person: %s at %ld\n", pf ? pf->name : "none", pf ? (long)(pf - people) : -1L);
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "Apple", "apples",
                           "", "zucchini", "kiwi"};
    int nw = sizeof words / sizeof words[0];
    qsort(words, (size_t)nw, sizeof words[0], cmp_str);
    for (int i = 0; i < nw; i++)
        printf("'%s' ", words[i]);
    printf("\n");
    const char *probe[] = {"fig", "grape", "", "zucchini", "Apple"};
    for (int i = 0; i < 5; i++) {
        const char **f = bsearch(&probe[i], words, (size_t)nw, sizeof words[0], cmp_str);
        printf("find '%s': %ld\n", probe[i], f ? (long)(f - words) : -1L);
    }
    double d[12];
    for (int i = 0; i < 12; i++)
        d[i] = (i * 7 % 12) / 4.0 - 1.0;
    qsort(d, 12, sizeof d[0], cmp_double);
    for (int i = 0; i < 12; i++)
        printf("%.2f ", d[i]);
    printf("\n");
    char s[] = "the quick brown fox jumps over the lazy dog";
    qsort(s, strlen(s), 1, cmp_char);
    printf("sorted chars: '%s'\n", s);
    /* degenerate sizes */
    qsort(a, 0, sizeof a[0], cmp_int);
    qsort(a, 1, sizeof a[0], cmp_int);
    int one = 5;
    printf("bsearch in empty: %d, in one: %d\n", bsearch(&one, a, 0, sizeof a[0], cmp_int) == NULL,
           bsearch(&one, &one, 1, sizeof one, cmp_int) != NULL);
    return 0;
}
