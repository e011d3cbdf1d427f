/* One thread updates a counter with __sync_fetch_and_add, another reads it with a plain
   load.
   no-data-race FALSE: the reader's load is not atomic and the writer's atomic
   read-modify-write is not ordered with it; a race needs only one side to be non-atomic. */
#include <pthread.h>

int count;
int observed;

void *adder(void *arg) {
  __sync_fetch_and_add(&count, 5);
  return NULL;
}

void *reader(void *arg) {
  observed = count; // RACE!
  return NULL;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, adder, NULL);
  pthread_create(&b, NULL, reader, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  return 0;
}
