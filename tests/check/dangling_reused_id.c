// A pointer to a local outlives its function, and the next call's local takes the dead
// object's place: pancam reuses the lowest free object id, so the dangling pointer names the
// new local and the read goes unreported (or is reported as out of bounds when the new
// object is smaller). The read is a use of a dead stack object all the same. Found by the
// reduction fuzzer (seed 5250), where the kind reported depended on the interleaving.
// RUN: => violation
// PANCAM-BUG: id-reuse
int *p;

__attribute__((noinline)) void g(void) {
  int x = 1;
  p = &x;
}

__attribute__((noinline)) int f(void) {
  volatile int z = 7;
  return *p + z; // VIOLATION: use of a dead stack object
}

int main(void) {
  g();
  return f();
}
