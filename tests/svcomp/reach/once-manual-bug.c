/* A home-made "once": the first thread to see ready == 0 sets ready before it has
   initialised value.
   unreach-call FALSE: thread 1 sees ready == 0 and sets ready = 1; before it stores value,
   thread 2 sees ready == 1, skips the initialisation and reads value == 0.
   no-data-race FALSE: ready is read by one thread while the other writes it, unlocked. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "once-manual-bug.c", 7, "reach_error"); }

#include <pthread.h>

int ready;
int value;

void *user(void *arg) {
  if (!ready) {
    ready = 1;
    value = 42;
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
  return 0;
}
