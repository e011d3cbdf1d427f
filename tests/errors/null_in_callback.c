// A NULL pointer dereferenced in an inline helper of a bsearch comparator: the stack goes
// through pancam's C library (bsearch) and, at -O2, shows the inlined helper as its own
// frame (`#0 key_of …`, `#0 (inlined into) by_key …`).
// STACK: key_of by_key bsearch main
#include <stdio.h>
#include <stdlib.h>

struct item {
  int key;
  const char *name;
};

static inline int key_of(const struct item *it) {
  return it->key; // ERROR: null pointer dereference
}

static int by_key(const void *k, const void *elem) {
  const struct item *it = *(const struct item *const *)elem;
  return *(const int *)k - key_of(it);
}

int main(int argc, char **argv) {
  (void)argv;
  static const struct item a = {1, "one"}, b = {5, "five"};
  const struct item *table[3] = {&a, &b, NULL}; // the last entry was never filled in
  int key = 4 + argc * 3;
  const struct item *const *hit = bsearch(&key, table, 3, sizeof table[0], by_key);
  printf("%s\n", hit ? (*hit)->name : "none");
  return 0;
}
