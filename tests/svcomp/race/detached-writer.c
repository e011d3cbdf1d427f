/* A detached thread writes a global; main sleeps and then reads it.
   no-data-race FALSE: detached threads cannot be joined and sleep() orders nothing, so
   main's read and the thread's write can happen back to back. */
#include <pthread.h>
#include <unistd.h>

int status;

void *background(void *arg) {
  status = 1; // RACE!
  return NULL;
}

int main(void) {
  pthread_t t;
  int s;
  pthread_create(&t, NULL, background, NULL);
  pthread_detach(t);
  sleep(1);
  s = status; // RACE!
  return s;
}
