// Not an error: growing a buffer with realloc keeps its contents and makes the new tail
// accessible; the old pointer is not used again.
// NO-ERROR
// STDOUT: 1000 499500 999
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  size_t cap = (size_t)argc, len = 0;
  int *v = malloc(cap * sizeof *v);
  for (int i = 0; i < 1000; i++) {
    if (len == cap) {
      cap *= 2;
      int *w = realloc(v, cap * sizeof *w);
      if (!w)
        return 1;
      v = w;
    }
    v[len++] = i;
  }
  long s = 0;
  for (size_t i = 0; i < len; i++)
    s += v[i];
  printf("%zu %ld %d\n", len, s, v[len - 1]);
  free(v);
  return 0;
}
