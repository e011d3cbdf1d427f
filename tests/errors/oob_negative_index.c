// A negative index into a heap array (an index computed as -1 by a failed search).
// STACK: set main
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void set(int *a, int i, int v) {
  a[i] = v; // ERROR: out-of-bounds access
}

__attribute__((noinline)) static int find(const int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

int main(int argc, char **argv) {
  (void)argv;
  int *a = calloc(4, sizeof *a);
  set(a, find(a, 4, 0), 7);
  int i = find(a, 4, argc + 10);
  printf("%d %d\n", a[0], i);
  set(a, i, 8);
  printf("%d\n", a[0]); // keeps the call to set: its store may be read here
  free(a);
  return 0;
}
