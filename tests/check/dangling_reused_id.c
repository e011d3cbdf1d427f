// A pointer to a local outlives its function, and the next call's local would take the dead
// object's place if ids were reused while a pointer still names them: the dangling pointer
// would name the new local and the read go unreported (or be reported as out of bounds when
// the new object is smaller). The read is a use of a dead stack object. Found by the
// reduction fuzzer (seed 5250), where the kind reported depended on the interleaving.
// RUN: => violation
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
