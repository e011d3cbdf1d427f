/* Nondeterministic _Bool, bool, char and unsigned char values, drawn in two threads and in
   main; each check asserts something that holds for every value of its type.
   unreach-call TRUE: a _Bool is 0 or 1; an unsigned char converted to int lies in 0..255;
   a (signed, on x86) char lies in -128..127; the value thread 1 publishes is an unsigned
   char, so main reads 0..255 after the join. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet-small-types.c", 7, "reach_error"); }
extern _Bool __VERIFIER_nondet_bool(void);
extern _Bool __VERIFIER_nondet__Bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

#include <pthread.h>

int published;

static void check_bool(void) {
  _Bool b = __VERIFIER_nondet_bool();
  int v = b;
  if (v != 0 && v != 1)
    reach_error();
}

static void check_char(void) {
  char c = __VERIFIER_nondet_char();
  int v = c;
  if (v < -128 || v > 127)
    reach_error();
}

void *thread1(void *arg) {
  unsigned char c = __VERIFIER_nondet_uchar();
  published = c;
  return 0;
}

void *thread2(void *arg) {
  _Bool b = __VERIFIER_nondet__Bool();
  if (b)
    check_char();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread1, 0);
  pthread_create(&b, 0, thread2, 0);
  check_bool();
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (published < 0 || published > 255)
    reach_error();
  return 0;
}
