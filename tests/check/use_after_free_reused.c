// A freed block's id is taken by the next allocation (in checking mode pancam reuses the
// lowest free object id at once), so the dangling pointer names the new block and the read
// goes unreported. It is a use after free all the same.
// RUN: => violation
// PANCAM-BUG: id-reuse O0
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
