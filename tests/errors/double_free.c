// Freeing a block twice: once through an alias.
// STACK: release main
#include <stdio.h>
#include <stdlib.h>

struct buf {
  char *data;
  size_t len;
};

__attribute__((noinline)) static void release(struct buf *b) {
  free(b->data); // ERROR: double free
  b->data = NULL;
}

int main(int argc, char **argv) {
  (void)argv;
  struct buf a = {malloc(16 + argc), 16};
  struct buf copy = a; // shallow copy shares the data
  release(&a);
  printf("released once\n");
  release(&copy);
  return 0;
}
