// Not an error: forming the one-past-the-end pointer (and iterating up to it) without
// dereferencing it, on the stack, the heap and a global.
// NO-ERROR
// STDOUT: 10 36 15
#include <stdio.h>
#include <stdlib.h>

int g[5] = {1, 2, 3, 4, 5};

__attribute__((noinline)) static int sum(const int *begin, const int *end) {
  int s = 0;
  for (const int *p = begin; p != end; p++)
    s += *p;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int local[4] = {1, 2, 3, 4};
  int n = 7 + argc;
  int *h = malloc(n * sizeof *h);
  for (int i = 0; i < n; i++)
    h[i] = i + 1;
  int *end = h + n;
  printf("%d %d %d\n", sum(local, local + 4), sum(h, end - 0), sum(g, g + 5));
  free(h);
  return 0;
}
