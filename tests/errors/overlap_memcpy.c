// memcpy between overlapping ranges of one buffer (memmove was needed).
// STACK: shift_left main
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void shift_left(char *s, size_t by) {
  memcpy(s, s + by, strlen(s + by) + 1); // ERROR: overlapping memcpy
}

int main(int argc, char **argv) {
  (void)argv;
  char s[] = "xxhello world";
  shift_left(s, (size_t)argc + 1);
  puts(s);
  return 0;
}
