// Reproduction (2026-11-26, fixed): a program of the reduction fuzz's generator with a
// thread that draws its own lazy input (seed 7019 with the generator's thread input). At -O0
// the complete search stored 202,996 states with one worker and 205,328 with two (--por
// none): two canonically equal states had different successors. Marks of dead registers,
// which the canonical form leaves out, still decided the next symbol's id, and whether the
// thread's symbolic part was written at all. Now 48,366 states with either. The canonical
// form oracle (tests/canonicity.rs) runs on the committed .O0.ll:
//   clang-19 -std=gnu11 -g -w -S -emit-llvm -O0 \
//     -o repro-7019-thread-input.O0.ll repro-7019-thread-input.c
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
short g0;
char g1;
int g2;
int g3;
int arr[3];
pthread_mutex_t m0 = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
pthread_barrier_t bar;
struct A { int *p; int id; };

void *t0(void *arg) {
  int in0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(in0 >= 0 && in0 <= 2);
  pthread_mutex_lock(&m0);
  g0 += in0;
  pthread_mutex_unlock(&m0);
  int *lp = ((struct A *)arg)->p;
  arr[g0 & 1] ^= __VERIFIER_nondet_bool();
  pthread_barrier_wait(&bar);
  memset(arr, 1, sizeof arr);
  g3 = __VERIFIER_nondet_bool();
  pthread_mutex_lock(&m0); ready = 1; pthread_cond_signal(&cv); pthread_mutex_unlock(&m0);
  return 0;
}

void *t1(void *arg) {
  int *lp = ((struct A *)arg)->p;
  g0 += (g3 ^ (3 ^ 1));
  pthread_barrier_wait(&bar);
  g1 += 1;
  pthread_mutex_lock(&m0);
  pthread_mutex_unlock(&m0);
  pthread_mutex_lock(&m0); while (!ready) pthread_cond_wait(&cv, &m0); pthread_mutex_unlock(&m0);
  return 0;
}

int main(void) {
  g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -2 && g0 <= 3);
  pthread_barrier_init(&bar, 0, 2);
  int loc = 0;
  struct A args[2];
  for (int i = 0; i < 2; i++) { args[i].p = &loc; args[i].id = i; }
  pthread_t th[2];
  pthread_create(&th[0], 0, t0, &args[0]);
  pthread_create(&th[1], 0, t1, &args[1]);
  arr[g0 & 1] += 1;
  g2 = (arr[g0 & 1] - (2 == 1));
  pthread_join(th[0], 0);
  pthread_join(th[1], 0);
  arr[2] += 1;
  assert(g3 != 3);
  return 0;
}
