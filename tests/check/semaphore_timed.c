// sem_timedwait on a count of zero either gets the post or times out (ETIMEDOUT): time
// does not pass in the model, so both outcomes are explored, and both are handled.
// RUN: => holds
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>

sem_t s;
int posted;

void *poster(void *arg) {
  posted = 1;
  sem_post(&s);
  return 0;
}

int main(void) {
  pthread_t t;
  struct timespec ts = {1, 0};
  sem_init(&s, 0, 0);
  pthread_create(&t, 0, poster, 0);
  if (sem_timedwait(&s, &ts) == 0)
    assert(posted == 1);
  else
    assert(errno == ETIMEDOUT);
  pthread_join(t, 0);
  return 0;
}
