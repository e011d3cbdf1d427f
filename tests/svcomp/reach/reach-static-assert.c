/* reach_error is a static function whose body is assert(0) from <assert.h>; a nondet bool
   chooses whether a helper thread is started at all.
   unreach-call FALSE: with started == 0 no thread runs, done stays 0 and main calls
   reach_error. */
#include <assert.h>
static void reach_error(void) { assert(0); }
extern _Bool __VERIFIER_nondet_bool(void);

#include <pthread.h>

int done;

static void *helper(void *arg) {
  done = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  _Bool started = __VERIFIER_nondet_bool();
  if (started) {
    pthread_create(&t, 0, helper, 0);
    pthread_join(t, 0);
  }
  if (!done)
    reach_error();
  return 0;
}
