// pthread_exit from main: the other threads go on running, and the program ends (without a
// deadlock) when the last of them finishes.
// RUN: => holds
#include <assert.h>
#include <pthread.h>

int main_gone;
int worker_done;

void *worker(void *arg) {
  while (!main_gone)
    ;
  worker_done = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  main_gone = 1;
  pthread_exit(0);
}
