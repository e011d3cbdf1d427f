// C11 threads (<threads.h>): thrd_create and thrd_join with the start function's int
// result, call_once from two threads, a plain and a recursive mutex, a condition variable
// and thread-specific storage.
// RUN: => holds
#include <assert.h>
#include <threads.h>

mtx_t m, rec;
cnd_t c;
once_flag once = ONCE_FLAG_INIT;
tss_t key;
int inits, count, ready;

void init(void) { inits++; }

int worker(void *arg) {
  call_once(&once, init);
  tss_set(key, arg);
  mtx_lock(&m);
  count++;
  ready = 1;
  cnd_signal(&c);
  mtx_unlock(&m);
  mtx_lock(&rec);
  mtx_lock(&rec);
  mtx_unlock(&rec);
  mtx_unlock(&rec);
  return (int)(long)tss_get(key) * 10;
}

int main(void) {
  thrd_t t1;
  int r1;
  if (mtx_init(&m, mtx_plain) != thrd_success ||
      mtx_init(&rec, mtx_plain | mtx_recursive) != thrd_success ||
      cnd_init(&c) != thrd_success || tss_create(&key, 0) != thrd_success)
    return 1;
  thrd_create(&t1, worker, (void *)2);
  call_once(&once, init);
  mtx_lock(&m);
  while (!ready)
    cnd_wait(&c, &m);
  mtx_unlock(&m);
  thrd_join(t1, &r1);
  assert(r1 == 20);
  assert(count == 1 && inits == 1);
  assert(thrd_equal(thrd_current(), thrd_current()));
  mtx_destroy(&m);
  mtx_destroy(&rec);
  cnd_destroy(&c);
  tss_delete(key);
  return 0;
}
