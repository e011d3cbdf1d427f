// A wild pointer made from an integer below 4 GiB: 0x12345678.
// STACK: main
#include <stdint.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  volatile uintptr_t addr = 0x12345670u;
  addr += (uintptr_t)argc * 8;
  int *p = (int *)addr;
  printf("writing\n");
  *p = 5; // ERROR: invalid pointer dereference
  return 0;
}
