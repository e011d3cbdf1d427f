// A store through a pointer that a failed search left NULL.
// STACK: set_flag main
#include <stddef.h>
#include <stdio.h>

__attribute__((noinline)) static void set_flag(int *flag) {
  *flag = 1; // ERROR: null pointer dereference
}

int main(int argc, char **argv) {
  (void)argv;
  int flags[4] = {0};
  int *slot = NULL;
  for (int i = 0; i < 4; i++)
    if (i == argc + 10)
      slot = &flags[i];
  set_flag(slot);
  printf("%d\n", flags[0]);
  return 0;
}
