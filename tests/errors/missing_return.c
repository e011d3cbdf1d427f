// A non-void function that falls off its end, with the result used. This is undefined
// behaviour in C, but clang does not mark it in C (only in C++): at -O0 the function
// returns its never-stored return slot (zero in pancam, which zero-fills fresh stack
// memory), and from -O1 on the missing path is merged into `return -1`. There is no
// `unreachable` in the IR, so nothing can be reported: pancam must run it to completion.
// NO-ERROR
#include <stdio.h>

__attribute__((noinline)) static int sign(int x) {
  if (x > 0)
    return 1;
  if (x < 0)
    return -1;
}

int main(int argc, char **argv) {
  (void)argv;
  printf("%d\n", sign(argc));
  int s = sign(argc - 1);
  printf("%s\n", s == 0 || s == -1 ? "0 or -1" : "other");
  return 0;
}
