// A request above PTRDIFF_MAX fails on every machine (glibc returns NULL): that NULL is the
// program's own, not one of pancam's limits, so the search is complete and holds.
// RUN: => holds
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

volatile size_t huge = (size_t)-2;

int main(void) {
  char *p = malloc(huge);
  char *q = realloc(0, huge / 2 + 1);
  printf("%p %p\n", (void *)p, (void *)q);
  assert(p == 0 && q == 0);
  return 0;
}
