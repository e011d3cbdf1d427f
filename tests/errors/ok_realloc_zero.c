// Not an error: realloc(p, 0) frees p. glibc then returns NULL (and the program must not
// free p again).
// PANCAM-BUG: pancam's realloc(p, 0) frees p but returns a fresh 0-byte block instead of
// NULL, so the program prints 0 where the native build prints 1.
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
