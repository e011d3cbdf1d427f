// Not an error in pancam: reading a fresh malloc block. pancam zero-fills all fresh memory
// (heap and stack) and does not track initialisation, so the read yields 0 and is not
// reported (a native run may print anything; MSan or valgrind would complain).
// NO-ERROR
// STDOUT: sum 0
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = 8 * argc;
  int *a = malloc(n * sizeof *a);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  printf("sum %d\n", s);
  free(a);
  return 0;
}
