/* main initialises a configuration value but changes it after creating the thread that
   reads it.
   no-data-race FALSE: main's write after pthread_create and the thread's read are
   unordered. */
#include <pthread.h>

int limit = 10;

void *user(void *arg) {
  int l = limit; // RACE!
  return (void *)(long)l;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, user, NULL);
  limit = 20; // RACE!
  pthread_join(t, NULL);
  return 0;
}
