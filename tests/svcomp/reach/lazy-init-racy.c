/* Lazy initialisation guarded by a plain flag, without a lock, two threads.
   unreach-call FALSE: both threads read initialized == 0 before either sets it, both run
   the initialisation, and main finds init_count == 2.
   no-data-race FALSE: one thread's write of initialized and the other's read of it are
   unsynchronised. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "lazy-init-racy.c", 7, "reach_error"); }

#include <pthread.h>

int initialized;
int init_count;

void *user(void *arg) {
  if (!initialized) {
    init_count = init_count + 1;
    initialized = 1;
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, user, 0);
  pthread_create(&t2, 0, user, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (init_count != 1)
    reach_error();
  return 0;
}
