// A read at the small address 16 (a member of a struct reached through a NULL base, written
// as a cast integer). pancam reports addresses in the null object's range (below 4 GiB on
// 64-bit targets) as a null pointer dereference "near null", like a fault in the zero page.
// `volatile` keeps the load in the IR at every level.
// STACK: main
#include <stdint.h>

int main(void) {
  volatile int *p = (volatile int *)(uintptr_t)16;
  return *p; // ERROR: null pointer dereference: at invalid address 0x10 (near null)
}
