// __VERIFIER_atomic_end without a matching __VERIFIER_atomic_begin is a misuse.
// RUN: => violation
// MESSAGE: __VERIFIER_atomic_end without __VERIFIER_atomic_begin
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int counter;

int main(void) {
  __VERIFIER_atomic_begin();
  counter++;
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_end(); // VIOLATION: synchronisation misuse
  return 0;
}
