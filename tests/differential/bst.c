/* Binary search tree: insert, search, delete (leaf, one child, two children), in-order,
 * pre-order, height, range count, free. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
    int key;
    int count;
    struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key) {
    if (!t) {
        t = calloc(1, sizeof *t);
        t->key = key;
        t->count = 1;
        return t;
    }
    if (key < t->key)
        t->left = insert(t->left, key);
    else if (key > t->key)
        t->right = insert(t->right, key);
    else
        t->count++;
    return t;
}

static struct tree *find(struct tree *t, int key) {
    while (t && t->key != key)
        t = key < t->key ? t->left : t->right;
    return t;
}

static struct tree *delete(struct tree *t, int key) {
    if (!t)
        return NULL;
    if (key < t->key) {
        t->left = delete(t->left, key);
    } else if (key > t->key) {
        t->right = delete(t->right, key);
    } else if (!t->left || !t->right) {
        struct tree *child = t->left ? t->left : t->right;
        free(t);
        return child;
    } else {
        struct tree *succ = t->right;
        while (succ->left)
            succ = succ->left;
        t->key = succ->key;
        t->count = succ->count;
        t->right = delete(t->right, succ->key);
    }
    return t;
}

static int height(const struct tree *t) {
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static int size(const struct tree *t) { return t ? 1 + size(t->left) + size(t->right) : 0; }

static void inorder(const struct tree *t, int *printed) {
    if (!t)
        return;
    inorder(t->left, printed);
    if (*printed < 40)
        printf(" %d%s", t->key, t->count > 1 ? "*" : "");
    (*printed)++;
    inorder(t->right, printed);
}

static void preorder(const struct tree *t) {
    if (!t)
        return;
    printf(" %d", t->key);
    preorder(t->left);
    preorder(t->right);
}

static int range_count(const struct tree *t, int lo, int hi) {
    if (!t)
        return 0;
    if (t->key < lo)
        return range_count(t->right, lo, hi);
    if (t->key > hi)
        return range_count(t->left, lo, hi);
    return 1 + range_count(t->left, lo, hi) + range_count(t->right, lo, hi);
}

static int is_bst(const struct tree *t, long lo, long hi) {
    if (!t)
        return 1;
    if (t->key <= lo || t->key >= hi)
        return 0;
    return is_bst(t->left, lo, t->key) && is_bst(t->right, t->key, hi);
}

static void free_tree(struct tree *t) {
    if (!t)
        return;
    free_tree(t->left);
    free_tree(t->right);
    free(t);
}

static void report(const char *lbl, const struct tree *t) {
    int printed = 0;
    printf("%s: size=%d height=%d valid=%d\n ", lbl, size(t), height(t),
           is_bst(t, -2147483649L, 2147483648L));
    inorder(t, &printed);
    printf("\n");
}

int main(void) {
    struct tree *t = NULL;
    int small[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30};
    for (int i = 0; i < 11; i++)
        t = insert(t, small[i]);
    report("small", t);
    printf("preorder:");
    preorder(t);
    printf("\n");
    t = delete(t, 20); /* leaf */
    report("del 20", t);
    t = delete(t, 60); /* one child */
    report("del 60", t);
    t = delete(t, 30); /* two children */
    report("del 30", t);
    t = delete(t, 50); /* root */
    report("del 50", t);
    printf("preorder:");
    preorder(t);
    printf("\n");
    t = delete(t, 999);
    free_tree(t);
    t = NULL;
    unsigned x = 2024;
    for (int i = 0; i < 500; i++) {
        x = x * 1103515245u + 12345u;
        t = insert(t, (int)((x >> 8) % 1000));
    }
    report("random", t);
    for (int k = 0; k < 1000; k += 111) {
        struct tree *f = find(t, k);
        printf("find %d: %s", k, f ? "yes" : "no");
        if (f)
            printf(" count=%d", f->count);
        printf("\n");
    }
    printf("range [100,300]: %d, [0,999]: %d\n", range_count(t, 100, 300), range_count(t, 0, 999));
    for (int k = 0; k < 1000; k += 2)
        t = delete(t, k);
    report("odd only", t);
    free_tree(t);
    return 0;
}
