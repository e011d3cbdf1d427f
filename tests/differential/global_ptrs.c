/* Globals initialised with addresses of other globals, of array elements, of struct fields,
 * of functions and of string literals; linked structures built entirely at compile time. */
#include <stdio.h>
#include <string.h>

struct S {
    int a;
    double d;
    int arr[4];
};

struct node {
    int val;
    const struct node *next;
};

int arr[10] = {10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
int *p = &arr[3];
int *const pend = arr + 10;
struct S s = {1, 2.5, {7, 8, 9, 10}};
struct S *q = &s;
int *field = &s.arr[2];
double *dfield = &s.d;
char *names[] = {"a", "bb", "ccc", "dddd"};
char *const *name_ptr = &names[2];
char greeting[] = "hello globals";
char *gp = greeting + 6;
long counter;
long *counter_ptr = &counter;
int matrix[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
int *diag[] = {&matrix[0][0], &matrix[1][1], &matrix[2][2]};
int (*row1)[3] = &matrix[1];

static const struct node n3 = {3, NULL};
static const struct node n2 = {2, &n3};
static const struct node n1 = {1, &n2};
static const struct node *list_head = &n1;

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }
int (*fns[])(int) = {twice, square, twice};
struct {
    const char *name;
    int (*fn)(int);
    int *target;
} bindings[] = {{"twice-arr5", twice, &arr[5]}, {"square-s.a", square, &s.a},
                {"square-diag", square, &matrix[2][2]}};

/* self-referential: a circular list of two statically allocated nodes */
struct ring {
    int id;
    struct ring *next;
};
extern struct ring r2;
struct ring r1 = {1, &r2};
struct ring r2 = {2, &r1};

const char *const messages[3] = {[2] = "two", [0] = "zero"};
char *strs_2d[2][2] = {{"x", "y"}, {"z", "w"}};
const int *const table_of_ptrs[] = {&arr[0], &arr[9], &s.arr[0]};

int main(void) {
    printf("*p=%d p-arr=%ld pend-p=%ld\n", *p, (long)(p - arr), (long)(pend - p));
    p += 2;
    *p = 100;
    printf("arr[5]=%d\n", arr[5]);
    printf("q->a=%d q->d=%g *field=%d *dfield=%g\n", q->a, q->d, *field, *dfield);
    *field = 99;
    *dfield *= 4;
    printf("s.arr[2]=%d s.d=%g\n", s.arr[2], s.d);
    for (int i = 0; i < 4; i++)
        printf("names[%d]=%s len=%zu\n", i, names[i], strlen(names[i]));
    printf("*name_ptr=%s name_ptr[1]=%s\n", *name_ptr, name_ptr[1]);
    printf("gp=%s\n", gp);
    gp[0] = 'G';
    printf("greeting=%s\n", greeting);
    for (int i = 0; i < 5; i++)
        (*counter_ptr) += i;
    printf("counter=%ld\n", counter);
    for (int i = 0; i < 3; i++)
        printf("diag[%d]=%d ", i, *diag[i]);
    printf("row1: %d %d %d\n", (*row1)[0], (*row1)[1], (*row1)[2]);
    int sum = 0;
    for (const struct node *n = list_head; n; n = n->next)
        sum = sum * 10 + n->val;
    printf("static list: %d\n", sum);
    for (int i = 0; i < 3; i++)
        printf("fns[%d](7)=%d\n", i, fns[i](7));
    for (int i = 0; i < 3; i++) {
        *bindings[i].target = bindings[i].fn(*bindings[i].target);
        printf("%s -> %d\n", bindings[i].name, *bindings[i].target);
    }
    const struct ring *r = &r1;
    printf("ring:");
    for (int i = 0; i < 5; i++, r = r->next)
        printf(" %d", r->id);
    printf("\n");
    for (int i = 0; i < 3; i++)
        printf("messages[%d]=%s\n", i, messages[i] ? messages[i] : "(null)");
    printf("strs_2d: %s%s%s%s\n", strs_2d[0][0], strs_2d[0][1], strs_2d[1][0], strs_2d[1][1]);
    printf("table: %d %d %d\n", *table_of_ptrs[0], *table_of_ptrs[1], *table_of_ptrs[2]);
    return arr[5] == 200 ? 0 : 1;
}
