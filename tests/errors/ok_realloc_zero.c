// Not an error: realloc(p, 0) frees p. glibc then returns NULL (and the program must not
// free p again).
// Only at -O0: at -O2 LLVM assumes the result is not NULL (realloc(p, 0) is undefined in
// C23) and folds the comparison to 0, so natively and in pancam that build prints 0.
// LEVELS: O0
// NO-ERROR
// STDOUT: 1
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  char *p = malloc(8 * (size_t)argc);
  char *q = realloc(p, 0);
  printf("%d\n", q == NULL);
  free(q);
  return 0;
}
