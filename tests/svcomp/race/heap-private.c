/* Each thread receives its own heap block, initialised by main before the create and read
   back by main after the join.
   no-data-race TRUE: the blocks are distinct objects; each is accessed by main (ordered by
   create/join) and by exactly one thread. */
#include <pthread.h>
#include <stdlib.h>

struct job {
  int in;
  int out;
};

void *worker(void *arg) {
  struct job *j = arg;
  j->out = j->in * 2; // NORACE
  return NULL;
}

int main(void) {
  pthread_t t[3];
  struct job *jobs[3];
  int i, sum = 0;
  for (i = 0; i < 3; i++) {
    jobs[i] = malloc(sizeof(struct job));
    if (jobs[i] == NULL)
      abort();
    jobs[i]->in = i;
    pthread_create(&t[i], NULL, worker, jobs[i]);
  }
  for (i = 0; i < 3; i++) {
    pthread_join(t[i], NULL);
    sum += jobs[i]->out;
    free(jobs[i]);
  }
  return sum;
}
