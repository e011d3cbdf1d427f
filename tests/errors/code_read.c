// Reading data through a function pointer (inspecting a function's machine code).
// STACK: first_byte main
#include <stdio.h>

static int answer(void) { return 42; }

__attribute__((noinline)) static int first_byte(int (*f)(void)) {
  const volatile unsigned char *code = (const volatile unsigned char *)f;
  return code[0]; // ERROR: data access through a function pointer
}

int main(void) {
  printf("%d\n", answer());
  printf("%d\n", first_byte(answer));
  return 0;
}
