// memcpy overflowing its heap destination. memcpy is built into the VM, so the error is
// reported at the call (at -O2 it is the llvm.memcpy intrinsic, same line).
// STACK: copy_name main
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static char *copy_name(const char *name, size_t len) {
  char *p = malloc(8);
  memcpy(p, name, len); // ERROR: out-of-bounds access: write of 12 bytes at offset 0 of heap object #
  return p;
}

int main(int argc, char **argv) {
  (void)argv;
  const char *s = "long name!!";
  char *p = copy_name(s, strlen(s) + (size_t)argc);
  printf("%s\n", p);
  free(p);
  return 0;
}
