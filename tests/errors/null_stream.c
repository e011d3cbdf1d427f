// fprintf to a NULL FILE*: the result of a failed open that was not checked. pancam
// reports misuse of the C library.
// STACK: log_line main
#include <stdio.h>

__attribute__((noinline)) static void log_line(FILE *f, int n) {
  fprintf(f, "line %d\n", n); // ERROR: C library misuse: fprintf: NULL stream
}

int main(int argc, char **argv) {
  (void)argv;
  FILE *log = argc > 5 ? stderr : NULL;
  printf("starting\n");
  log_line(log, argc);
  return 0;
}
