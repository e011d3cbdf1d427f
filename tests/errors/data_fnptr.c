// Calling through a pointer to data, cast to a function pointer.
// STACK: dispatch main
#include <stdio.h>

typedef int (*handler)(int);

static int twice(int x) { return 2 * x; }

static int table[4] = {1, 2, 3, 4};

__attribute__((noinline)) static int dispatch(void *p, int x) {
  handler h = (handler)p;
  return h(x); // ERROR: call through a bad function pointer
}

int main(int argc, char **argv) {
  (void)argv;
  printf("%d\n", dispatch((void *)twice, 21));
  void *p = argc > 5 ? (void *)twice : (void *)table;
  printf("%d\n", dispatch(p, 1));
  return 0;
}
