// __builtin_trap() (llvm.trap) on a path that is taken.
// STACK: checked_index main
#include <stdio.h>

__attribute__((noinline)) static int checked_index(const int *a, int n, int i) {
  if (i < 0 || i >= n)
    __builtin_trap(); // ERROR: trap
  return a[i];
}

int main(int argc, char **argv) {
  (void)argv;
  int a[3] = {5, 6, 7};
  printf("%d\n", checked_index(a, 3, 2));
  printf("%d\n", checked_index(a, 3, 2 + argc));
  return 0;
}
