// abort() on an error path.
// STACK: parse_digit main
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int parse_digit(char c) {
  if (c < '0' || c > '9') {
    fprintf(stderr, "not a digit: %c\n", c);
    abort(); // ERROR: abort
  }
  return c - '0';
}

int main(int argc, char **argv) {
  (void)argv;
  const char *s = "12x4";
  int v = 0;
  for (int i = 0; s[i]; i += argc)
    v = 10 * v + parse_digit(s[i]);
  printf("%d\n", v);
  return 0;
}
