// strcpy overflowing a local buffer. strcpy is C code in pancam's library
// (src/vm/libc/libc.c), so the error is reported inside strcpy; the line checked here is the
// first frame of this file on the call stack, and the whole stack is checked too.
// STACK: strcpy greet main
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void greet(const char *who) {
  char buf[8];
  strcpy(buf, who); // ERROR: out-of-bounds access: write of 1 byte at offset 8 of stack object
  printf("hello %s\n", buf);
}

int main(int argc, char **argv) {
  greet(argc > 1 ? argv[1] : "everybody");
  return 0;
}
