// __builtin_unreachable() on a path that is taken. At -O0 clang emits `unreachable` there.
// With optimisation the path is assumed impossible: at -O2 the switch becomes an unchecked
// lookup table, and the taken path reads past its end (pancam reports an out-of-bounds read
// of the table). The program is checked at -O0 only.
// LEVELS: O0
// STACK: color_name main
#include <stdio.h>

enum color { RED, GREEN, BLUE };

__attribute__((noinline)) static const char *color_name(enum color c) {
  switch (c) {
  case RED:
    return "red";
  case GREEN:
    return "green";
  case BLUE:
    return "blue";
  }
  __builtin_unreachable(); // ERROR: unreachable code reached
}

int main(int argc, char **argv) {
  (void)argv;
  puts(color_name(BLUE));
  puts(color_name((enum color)(argc + 2)));
  return 0;
}
