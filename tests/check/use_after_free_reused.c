// A freed block's id must not be taken by the next allocation while a pointer still names
// it: the dangling pointer would then name the new block and the read go unreported. It is
// a use after free. (pancam reused the lowest free id at once until the allocator learned
// to look for pointers to tombstones; found by the reduction fuzzer.)
// RUN: => violation
#include <stdlib.h>

int main(void) {
  int *a = malloc(sizeof *a);
  if (!a) return 1;
  free(a);
  int *b = malloc(sizeof *b);
  if (!b) return 1;
  *b = 2;
  int r = *a; // VIOLATION: use after free
  free(b);
  return r;
}
