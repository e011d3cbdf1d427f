/* Helpers declared "inline" without "static" (gnu89 inline semantics: the definition is
   also the external one, as SV-COMP's files expect), used by two threads.
   unreach-call FALSE: next() is not atomic; both threads read seq == 0 and both store 1,
   so the two tickets are equal and reach_error is called in main. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "inline-gnu89.c", 6, "reach_error"); }

#include <pthread.h>

int seq;
int ticket[2];

inline int next(void) {
  int v = seq;
  seq = v + 1;
  return v + 1;
}

inline void take(int who) { ticket[who] = next(); }

void *worker(void *arg) {
  take(*(int *)arg);
  return 0;
}

int main(void) {
  pthread_t t[2];
  int id[2] = {0, 1};
  int i;
  for (i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &id[i]);
  for (i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  if (ticket[0] == ticket[1])
    reach_error();
  return 0;
}
