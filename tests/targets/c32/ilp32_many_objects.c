/* Many small live heap objects on a 32-bit target. pancam encodes a 32-bit pointer as an
 * object id and an offset; ids from 2048 on get only a 4 KiB offset space, so this program
 * keeps well over 5000 small objects alive (tree nodes, list cells, strings, stack frames
 * of a deep recursion) next to objects larger than 4 KiB (which need the low ids: they are
 * allocated first, see ilp32_large_after_small.c for why), grows a small block past 4 KiB
 * with realloc, walks pointers up to the ends of 4 KiB blocks, and frees and reallocates
 * thousands of blocks. Nothing depends on actual addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
  int key;
  struct node *left, *right;
};

static struct node *insert(struct node *t, int key) {
  if (!t) {
    struct node *n = malloc(sizeof *n);
    n->key = key;
    n->left = n->right = NULL;
    return n;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else if (key > t->key)
    t->right = insert(t->right, key);
  return t;
}

static int count(const struct node *t) { return t ? 1 + count(t->left) + count(t->right) : 0; }

static long long sum_keys(const struct node *t) {
  return t ? t->key + sum_keys(t->left) + sum_keys(t->right) : 0;
}

static int height(const struct node *t) {
  if (!t)
    return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static void free_tree(struct node *t) {
  if (t) {
    free_tree(t->left);
    free_tree(t->right);
    free(t);
  }
}

struct cell {
  struct cell *next;
  char *text;
};

/* Recursion keeping a small array alive in every frame: 3000 live stack objects. */
static unsigned deep(int n, unsigned acc) {
  unsigned local[4];
  for (int i = 0; i < 4; i++)
    local[i] = acc * 31u + (unsigned)(n + i);
  if (n == 0)
    return local[3];
  unsigned r = deep(n - 1, local[n % 4]);
  return r ^ local[(n + 1) % 4];
}

int main(void) {
  /* 1. large objects (more than 4 KiB), and a small block grown past 4 KiB */
  int *big = malloc(100000 * sizeof *big);
  double *mid = malloc(1024 * sizeof *mid);
  if (!big || !mid) {
    printf("large allocation failed\n");
    return 1;
  }
  for (int i = 0; i < 100000; i++)
    big[i] = i * 7 % 1009;
  for (int i = 0; i < 1024; i++)
    mid[i] = i * 0.5;
  long long bs = 0;
  for (const int *p = big, *e = big + 100000; p != e; p++)
    bs += *p;
  double ms = 0;
  for (int i = 1023; i >= 0; i--)
    ms += mid[i];
  printf("big: %lld, mid: %.1f, span %d\n", bs, ms, (int)(&big[99999] - &big[0]));

  char *grow = malloc(16);
  strcpy(grow, "seed");
  for (size_t cap = 16; cap < 20000; cap *= 2) {
    char *g = realloc(grow, cap * 2);
    if (!g) {
      printf("realloc failed\n");
      return 1;
    }
    grow = g;
    memset(grow + cap, 'a' + (int)(cap % 26), cap);
  }
  printf("grow: %.4s %c %c\n", grow, grow[16], grow[32767]);
  grow = realloc(grow, 8);
  printf("shrunk: %.4s\n", grow);

  /* 2. a binary search tree of 6000 nodes */
  struct node *tree = NULL;
  unsigned x = 12345;
  for (int i = 0; i < 6000; i++) {
    x = x * 1103515245u + 12345u;
    tree = insert(tree, (int)(x >> 8) % 1000000 + i % 7);
  }
  printf("tree: %d nodes, sum %lld, height %d\n", count(tree), sum_keys(tree), height(tree));

  /* 3. a list of 3000 cells with strdup'ed strings: 6000 more small objects */
  struct cell *list = NULL;
  char buf[32];
  for (int i = 0; i < 3000; i++) {
    struct cell *c = malloc(sizeof *c);
    snprintf(buf, sizeof buf, "cell-%d", i * 37 % 3001);
    c->text = strdup(buf);
    c->next = list;
    list = c;
  }
  size_t total = 0;
  int longest = 0;
  for (struct cell *c = list; c; c = c->next) {
    size_t n = strlen(c->text);
    total += n;
    if ((int)n > longest)
      longest = (int)n;
  }
  printf("list: %u chars, longest %d, head %s\n", (unsigned)total, longest, list->text);

  /* 4. 4 KiB blocks (the largest small objects) walked to their very end */
  unsigned char *pages[8];
  for (int i = 0; i < 8; i++) {
    pages[i] = malloc(4096);
    memset(pages[i], i + 1, 4096);
  }
  unsigned long psum = 0;
  for (int i = 0; i < 8; i++)
    for (unsigned char *p = pages[i]; p < pages[i] + 4096; p++)
      psum += *p;
  printf("pages: %lu, last byte %d\n", psum, pages[7][4095]);
  /* 5. deep recursion while everything above is alive */
  printf("deep: %u\n", deep(3000, 7));

  /* 6. free every other cell and allocate again */
  int freed = 0;
  for (struct cell *c = list; c && c->next; c = c->next) {
    struct cell *victim = c->next;
    c->next = victim->next;
    free(victim->text);
    free(victim);
    freed++;
  }
  int again = 0;
  for (int i = 0; i < 2000; i++) {
    char *s = malloc(24);
    snprintf(s, 24, "again-%d", i);
    again += (int)strlen(s);
    free(s);
  }
  int left = 0;
  for (struct cell *c = list; c; c = c->next)
    left++;
  printf("freed %d, left %d, again %d\n", freed, left, again);
  tree = insert(tree, -1);
  printf("tree: %d nodes\n", count(tree));

  while (list) {
    struct cell *n = list->next;
    free(list->text);
    free(list);
    list = n;
  }
  for (int i = 0; i < 8; i++)
    free(pages[i]);
  free(grow);
  free(big);
  free(mid);
  free_tree(tree);
  return 0;
}
