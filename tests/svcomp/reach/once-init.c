/* Lazy initialisation with pthread_once, three threads.
   unreach-call TRUE: pthread_once runs init exactly once and every caller returns only
   after init has completed, so each thread sees value == 42 and, after the joins,
   init_count == 1. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "once-init.c", 6, "reach_error"); }

#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int value;
int init_count;

void init(void) {
  init_count = init_count + 1;
  value = 42;
}

void *user(void *arg) {
  pthread_once(&once, init);
  if (value != 42)
    reach_error();
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  for (i = 0; i < 3; i++)
    pthread_create(&t[i], 0, user, 0);
  for (i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  if (init_count != 1)
    reach_error();
  return 0;
}
