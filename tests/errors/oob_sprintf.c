// sprintf writing more characters than the destination holds. sprintf is built into the VM:
// the error is reported at the call.
// STACK: format_id main
#include <stdio.h>

__attribute__((noinline)) static void format_id(char *out, int id) {
  sprintf(out, "id-%08d", id); // ERROR: out-of-bounds access: of stack object
}

int main(int argc, char **argv) {
  (void)argv;
  char buf[8];
  format_id(buf, argc * 1234);
  puts(buf);
  return 0;
}
