/* Double-checked locking: the flag is tested without the lock, then again under it.
   unreach-call TRUE: under the sequentially consistent semantics of racy code, value is
   written before initialized, so a thread that sees initialized == 1 sees value == 42; a
   thread that sees 0 takes the mutex and re-checks, so init runs once: init_count == 1.
   no-data-race FALSE: the unlocked read of initialized in one thread and the write of it
   under the mutex in the other thread are not ordered (the reader holds no lock). */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "lazy-init-dcl.c", 8, "reach_error"); }

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int initialized;
int value;
int init_count;

void *user(void *arg) {
  if (!initialized) {
    pthread_mutex_lock(&m);
    if (!initialized) {
      value = 42;
      init_count = init_count + 1;
      initialized = 1;
    }
    pthread_mutex_unlock(&m);
  }
  if (value != 42)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, user, 0);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (init_count != 1)
    reach_error();
  return 0;
}
