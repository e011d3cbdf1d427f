/* Three threads created in a loop, each accumulating into the array element indexed by its
   thread id.
   no-data-race TRUE: thread i only touches a[i]; different elements are different memory
   locations; main reads the array after the joins. */
#include <pthread.h>

#define N 3
int a[N];

void *worker(void *arg) {
  int id = *(int *)arg;
  int k;
  for (k = 0; k < 2; k++)
    a[id] = a[id] + id; // NORACE
  return NULL;
}

int main(void) {
  pthread_t t[N];
  int ids[N];
  int i, sum = 0;
  for (i = 0; i < N; i++) {
    ids[i] = i;
    pthread_create(&t[i], NULL, worker, &ids[i]);
  }
  for (i = 0; i < N; i++)
    pthread_join(t[i], NULL);
  for (i = 0; i < N; i++)
    sum += a[i];
  return sum;
}
