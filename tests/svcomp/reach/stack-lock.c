/* A bounded stack (array + top) shared by a pushing and a popping thread; every operation
   runs under one mutex and checks for full/empty inside the lock.
   unreach-call TRUE: push only writes when top < 3 and pop only reads when top > 0, both
   under the lock, so 0 <= top <= 3 always holds; the values pushed are 1 and 2 and each is
   either popped (added to popped) or still on the stack, so after the joins
   popped + (values still on the stack) == 3. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "stack-lock.c", 8, "reach_error"); }
extern void abort(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

#include <pthread.h>

#define SIZE 3
int stack[SIZE];
int top;
int popped;
pthread_mutex_t m;

void *pusher(void *arg) {
  int v;
  for (v = 1; v <= 2; v++) {
    pthread_mutex_lock(&m);
    if (top < SIZE) {
      stack[top] = v;
      top = top + 1;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}

void *popper(void *arg) {
  int k;
  for (k = 0; k < 2; k++) {
    pthread_mutex_lock(&m);
    if (top > 0) {
      top = top - 1;
      popped = popped + stack[top];
    }
    __VERIFIER_assert(0 <= top && top <= SIZE);
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  int i, rest = 0;
  pthread_mutex_init(&m, 0);
  pthread_create(&a, 0, pusher, 0);
  pthread_create(&b, 0, popper, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  for (i = 0; i < top; i++)
    rest = rest + stack[i];
  __VERIFIER_assert(popped + rest == 3);
  return 0;
}
