// Calling through a NULL function pointer: an unset callback.
// STACK: run_hook main
#include <stdio.h>

struct hooks {
  void (*before)(int);
  void (*after)(int);
};

static void log_before(int x) { printf("before %d\n", x); }

__attribute__((noinline)) static void run_hook(void (*hook)(int), int x) {
  hook(x); // ERROR: call through a bad function pointer
}

int main(int argc, char **argv) {
  (void)argv;
  struct hooks h = {log_before, NULL};
  if (argc > 5)
    h.after = log_before;
  run_hook(h.before, 1);
  run_hook(h.after, 2);
  return 0;
}
