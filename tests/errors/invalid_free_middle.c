// free() of a pointer into the middle of a heap block.
// STACK: main
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  (void)argv;
  char *s = malloc(32);
  strcpy(s, "   padded");
  char *t = s;
  while (*t == ' ')
    t += argc;
  printf("[%s]\n", t);
  free(t); // ERROR: invalid free
  return 0;
}
