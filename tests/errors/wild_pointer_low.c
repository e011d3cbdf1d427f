// A wild pointer made from an integer below 4 GiB: 0x12345678.
// PANCAM-BUG: on 64-bit targets every address below 4 GiB decodes to the null object, so
// this is reported as a "null pointer dereference ... (near null)"; the same program built
// with -m32 reports an invalid pointer dereference. Only the first page(s) should count as
// near null (Linux refuses to map below vm.mmap_min_addr = 64 KiB).
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
