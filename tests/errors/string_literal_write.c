// Modifying a string literal (read-only memory).
// STACK: upcase main
#include <stdio.h>

__attribute__((noinline)) static void upcase(char *s) {
  for (; *s; s++)
    if (*s >= 'a' && *s <= 'z')
      *s -= 'a' - 'A'; // ERROR: write to read-only memory
}

int main(int argc, char **argv) {
  (void)argv;
  char *s = argc > 5 ? argv[0] : "hello";
  upcase(s);
  puts(s);
  return 0;
}
