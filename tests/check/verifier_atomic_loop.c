// __VERIFIER_atomic_* functions with loops and branches stay atomic when clang inlines them
// (at -O1 and above): pancam brackets the inlined code by its debug locations.
// RUN: => holds
// LEVELS: O0 O1 O2 O3
#include <assert.h>
#include <pthread.h>

int slots[3];
int total;

void __VERIFIER_atomic_push(int v) {
  for (int i = 0; i < 3; i++) {
    if (slots[i] == 0) {
      slots[i] = v;
      break;
    }
  }
  total += v;
}

void __VERIFIER_atomic_check(void) { assert(total == slots[0] + slots[1] + slots[2]); }

void *worker(void *arg) {
  __VERIFIER_atomic_push((int)(long)arg);
  __VERIFIER_atomic_check();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  __VERIFIER_atomic_check();
  pthread_join(a, 0);
  pthread_join(b, 0);
  __VERIFIER_atomic_check();
  return 0;
}
