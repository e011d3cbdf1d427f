// R identical readers and W identical writers on a reader-writer lock: a writer bumps a
// two-word version under the write lock, readers check it is consistent under the read
// lock. Handles are not kept; main waits until all have finished.
#include <assert.h>
#include <pthread.h>

#ifndef R
#define R 3
#endif
#ifndef W
#define W 2
#endif

pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int a, b, finished;

void end(void) {
  pthread_mutex_lock(&m);
  finished++;
  pthread_mutex_unlock(&m);
}

void *reader(void *arg) {
  pthread_rwlock_rdlock(&l);
  assert(a == b);
  pthread_rwlock_unlock(&l);
  end();
  return 0;
}

void *writer(void *arg) {
  pthread_rwlock_wrlock(&l);
  a++;
  b++;
  pthread_rwlock_unlock(&l);
  end();
  return 0;
}

int main(void) {
  pthread_t t;
  for (int i = 0; i < W; i++)
    pthread_create(&t, 0, writer, 0);
  for (int i = 0; i < R; i++)
    pthread_create(&t, 0, reader, 0);
  for (;;) {
    pthread_mutex_lock(&m);
    int f = finished;
    pthread_mutex_unlock(&m);
    if (f == R + W)
      break;
  }
  assert(a == W && b == W);
  return 0;
}
