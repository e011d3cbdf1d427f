// What a program reads from stdin is nondeterministic input: scanf (the C library's, in
// src/vm/libc/libc.c) gives a conversion a lazy input (or any value of the nondet range), so
// 3 is found; with a narrower range the search says it is incomplete.
// RUN: => violation
// RUN: --nondet-range -8..8 => violation
// RUN: --nondet-range 0..2 => incomplete: no violation within the nondet range 0..2
// CHOICE: 3
#include <assert.h>
#include <stdio.h>

int main(void) {
  int x = 0;
  long y = 0;
  int n = scanf("%d,%ld", &x, &y);
  if (n == 2)
    assert(x != 3 || y != -1); // VIOLATION: assertion failure
  return 0;
}
