// free() of a pointer to a global array.
// STACK: main
#include <stdio.h>
#include <stdlib.h>

char name_buf[32] = "default";

int main(int argc, char **argv) {
  (void)argv;
  char *name = argc > 5 ? malloc(32) : name_buf;
  printf("%s\n", name);
  free(name); // ERROR: invalid free
  return 0;
}
