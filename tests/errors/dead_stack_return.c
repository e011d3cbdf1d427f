// Using a pointer to a local of a function that has returned.
// STACK: main
#include <stdio.h>

__attribute__((noinline)) static int *make_counter(int start) {
  int counter = start;
  int *volatile p = &counter; // hide the escape from clang's warning and folding
  return p;
}

int main(int argc, char **argv) {
  (void)argv;
  int *c = make_counter(argc);
  printf("got a counter\n");
  return *c; // ERROR: use of a dead stack object: (its function returned or its block ended)
}
