// Two dining philosophers whose forks are an array of mutexes in a struct: each takes its
// left fork, then its right one. The report names the mutexes as elements (table.forks[1]),
// and the schedule shows each fork's owner.
// RUN: => violation
// MESSAGE: thread 0 blocked in pthread_join waiting for thread 1 at {file}:{line}:
// MESSAGE: thread 1 blocked in pthread_mutex_lock on table.forks[1] held by thread 2 at {file}:{@right}:
// MESSAGE: thread 2 blocked in pthread_mutex_lock on table.forks[0] held by thread 1 at {file}:{@right}:
#include <pthread.h>

struct {
  int meals;
  pthread_mutex_t forks[2];
} table = {0, {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER}};

void *philosopher(void *arg) {
  int left = (int)(long)arg, right = (left + 1) % 2;
  pthread_mutex_lock(&table.forks[left]);
  pthread_mutex_lock(&table.forks[right]); // @right
  table.meals++;
  pthread_mutex_unlock(&table.forks[right]);
  pthread_mutex_unlock(&table.forks[left]);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, philosopher, (void *)0);
  pthread_create(&t2, 0, philosopher, (void *)1);
  pthread_join(t1, 0); // VIOLATION: deadlock
  pthread_join(t2, 0);
  return 0;
}
