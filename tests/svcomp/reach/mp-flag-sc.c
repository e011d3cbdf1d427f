/* Message passing through a plain flag: a detached thread writes data, then flag; main
   checks data only if it sees the flag.
   unreach-call TRUE: racy code has sequentially consistent semantics in SV-COMP and the
   thread writes data before flag (-O0, program order), so whenever main reads flag == 1 it
   reads data == 42; main's return may end the program before the thread runs, which is
   fine.
   no-data-race FALSE: main's read of flag and the thread's write of flag are unordered
   (detach gives no synchronisation). */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "mp-flag-sc.c", 10, "reach_error"); }

#include <pthread.h>

int data;
int flag;

void *sender(void *arg) {
  data = 42;
  flag = 1;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, sender, 0);
  pthread_detach(t);
  if (flag == 1) {
    if (data != 42)
      reach_error();
  }
  return 0;
}
