// Input can end at any point: getchar returns a byte or EOF, and scanf returns EOF when the
// input ends before its first conversion (and leaves its arguments unwritten); both are found.
// RUN: => violation
#include <assert.h>
#include <stdio.h>

int main(void) {
  int c = getchar();
  assert(c == EOF || (c >= 0 && c <= 255));
  int x = 7;
  int n = scanf(" %d", &x);
  assert(n == EOF || n == 0 || n == 1);
  if (n != 1)
    assert(x == 7);
  assert(!(c == EOF && n == EOF)); // VIOLATION: assertion failure
  return 0;
}
