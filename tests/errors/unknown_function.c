// A call to a C library function pancam does not model: fopen. pancam cannot continue
// (exit 126), and the message names the function.
// STACK: main
#include <stdio.h>

int main(void) {
  printf("opening\n");
  FILE *f = fopen("/etc/hostname", "r"); // CANNOT-RUN: call to unknown external function 'fopen'
  if (!f)
    return 1;
  return 0;
}
