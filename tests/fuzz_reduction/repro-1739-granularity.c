// pancam reduction fuzz program, seed 1739
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
int g0;
volatile int g1;
int g2;
int arr[3];
pthread_mutex_t m0 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_barrier_t bar;
volatile int go;

void *t0(void *arg) {
  int id = (int)(long)arg;
  (void)id;
  if (id == 1) { while (!go) { } }
  g0 = 0;
  assert(g0 == 3);
  arr[g0 & 1] = ((0 != arr[g0 & 1]) != (__VERIFIER_nondet_bool() + 3));
  pthread_mutex_lock(&m0);
  pthread_mutex_unlock(&m0);
  pthread_barrier_wait(&bar);
  g1 = ((arr[g0 & 1] & g0) + (arr[1] | g2));
  if (id == 0) { go = 1; }
  return 0;
}

int main(void) {
  pthread_barrier_init(&bar, 0, 2);
  pthread_t th[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&th[i], 0, t0, (void *)(long)i);
  pthread_join(th[0], 0);
  pthread_join(th[1], 0);
  int v1 = g1;
  arr[g0 & 1] = v1 + 1;
  return 0;
}
