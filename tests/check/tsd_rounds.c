// Destructors run after pthread_exit from a nested call, in rounds while they set new
// values, and not for a deleted key; a key without a destructor is left alone.
// RUN: => holds
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

pthread_key_t again_key, deleted_key, plain_key;
int calls, deleted_calls;

void again(void *value) {
  calls++;
  if (calls == 1)
    pthread_setspecific(again_key, &calls); // a second round runs
}

void never(void *value) { deleted_calls++; }

void leave(void) {
  int local = 5;
  pthread_setspecific(plain_key, &local);
  pthread_exit(&calls);
}

void *worker(void *arg) {
  pthread_setspecific(again_key, &calls);
  pthread_setspecific(deleted_key, &calls);
  leave();
  return NULL;
}

int main(void) {
  pthread_key_create(&again_key, again);
  pthread_key_create(&deleted_key, never);
  pthread_key_create(&plain_key, NULL);
  pthread_key_delete(deleted_key);
  pthread_t t;
  void *result;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, &result);
  assert(result == &calls);
  assert(calls == 2);
  assert(deleted_calls == 0);
  return 0;
}
