// memset clearing more bytes than a local buffer holds.
// STACK: clear main
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void clear(char *buf, size_t n) {
  memset(buf, 0, n); // ERROR: out-of-bounds access: write of 17 bytes at offset 0 of stack object #
}

int main(int argc, char **argv) {
  (void)argv;
  char buf[16];
  clear(buf, sizeof buf + (size_t)argc);
  printf("%d\n", buf[0]);
  return 0;
}
