/* A thread creates and joins its own child thread; the value travels main -> child ->
   parent -> main through thread arguments and globals.
   unreach-call TRUE: the parent reads child_out only after joining the child, and main
   reads parent_out only after joining the parent; the child computes 2 * 21 from the
   argument the parent passed (main's value 21). */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nested-create.c", 7, "reach_error"); }

#include <pthread.h>

int child_out, parent_out;

void *child(void *arg) {
  child_out = 2 * *(int *)arg;
  return 0;
}

void *parent(void *arg) {
  pthread_t c;
  pthread_create(&c, 0, child, arg);
  pthread_join(c, 0);
  parent_out = child_out;
  return 0;
}

int main(void) {
  pthread_t p;
  int input = 21;
  pthread_create(&p, 0, parent, &input);
  pthread_join(p, 0);
  if (parent_out != 42)
    reach_error();
  return 0;
}
