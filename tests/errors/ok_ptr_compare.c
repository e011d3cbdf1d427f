// Not an error: comparing pointers to different objects for equality, and ordering
// pointers within one object (as memmove implementations do).
// NO-ERROR
// STDOUT: 0 1 1 1
#include <stdio.h>
#include <stdlib.h>

int a[4], b[4];

__attribute__((noinline)) static int same(const void *p, const void *q) { return p == q; }

int main(int argc, char **argv) {
  (void)argv;
  int *h = malloc(16);
  int x = same(a, b) + same(h, a) + same(&a[argc], &b[0]);
  int y = same(&a[argc], &a[1]);
  int z = &a[3] > &a[argc];
  int w = h + 2 >= h + argc;
  printf("%d %d %d %d\n", x, y, z, w);
  free(h);
  return 0;
}
