// Using a block-scoped local after its block ended. Only detectable where clang marks the
// end of the scope with llvm.lifetime.end, i.e. with optimisation (-O1 and up); at -O0 the
// slot lives until the function returns and the read goes unnoticed.
// LEVELS: O1 O2
// STACK: consume main
#include <stdio.h>

__attribute__((noinline)) static void publish(int **slot, int *p) { *slot = p; }

__attribute__((noinline)) static int consume(int **slot) {
  return **slot; // ERROR: use of a dead stack object: (out of scope)
}

int main(int argc, char **argv) {
  (void)argv;
  int *saved;
  {
    int local[4] = {argc, 2, 3, 4};
    publish(&saved, local);
    printf("%d\n", local[1]);
  }
  return consume(&saved);
}
