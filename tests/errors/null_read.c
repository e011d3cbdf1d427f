// A lookup that misses returns NULL and the caller reads through it.
// STACK: main
#include <stddef.h>
#include <stdio.h>

struct entry {
  int key;
  int value;
};

static struct entry table[] = {{1, 10}, {2, 20}, {3, 30}};

static struct entry *lookup(int key) {
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (table[i].key == key)
      return &table[i];
  return NULL;
}

int main(int argc, char **argv) {
  (void)argv;
  struct entry *e = lookup(argc + 41); // 42: not in the table
  printf("looking up\n");
  return e->value; // ERROR: null pointer dereference
}
