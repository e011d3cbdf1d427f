// int division by a divisor computed to be zero at run time.
// STACK: average main
#include <stdio.h>

__attribute__((noinline)) static int average(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s / n; // ERROR: division by zero
}

int main(int argc, char **argv) {
  (void)argv;
  int a[4] = {1, 2, 3, 4};
  printf("%d\n", average(a, 4));
  printf("%d\n", average(a, argc - 1));
  return 0;
}
