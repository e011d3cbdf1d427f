/* Nondeterministic short, unsigned short, int, unsigned, long, unsigned long and pointer
   values, half drawn in a thread and half in main; each check holds for every value of its
   type (and so depends on the whole range, not on a few small values).
   unreach-call TRUE: short/unsigned short converted to int stay within their ranges; an
   unsigned divided by 2 is at most 2147483647; a positive long negated is negative (no
   overflow for l > 0); x + 1 wraps to 0 only for the largest unsigned long; an int widened
   to long long keeps its value; a pointer copy compares equal. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet-wide-types.c", 9, "reach_error"); }
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void *__VERIFIER_nondet_pointer(void);

#include <pthread.h>

static void check_short(void) {
  int v = __VERIFIER_nondet_short();
  if (v < -32768 || v > 32767)
    reach_error();
}

static void check_ushort(void) {
  int v = __VERIFIER_nondet_ushort();
  if (v < 0 || v > 65535)
    reach_error();
}

static void check_int(void) {
  int x = __VERIFIER_nondet_int();
  long long v = x;
  if (v < -2147483648LL || v > 2147483647LL)
    reach_error();
}

static void check_uint(void) {
  unsigned int u = __VERIFIER_nondet_uint();
  if (u / 2 > 2147483647u)
    reach_error();
}

static void check_long(void) {
  long l = __VERIFIER_nondet_long();
  if (l > 0 && -l >= 0)
    reach_error();
}

static void check_ulong(void) {
  unsigned long ul = __VERIFIER_nondet_ulong();
  if (ul + 1 == 0 && ul != (unsigned long)-1)
    reach_error();
}

static void check_pointer(void) {
  void *p = __VERIFIER_nondet_pointer();
  void *q = p;
  if (q != p)
    reach_error();
}

void *thread(void *arg) {
  check_short();
  check_int();
  check_long();
  check_pointer();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, thread, 0);
  check_ushort();
  check_uint();
  check_ulong();
  pthread_join(t, 0);
  return 0;
}
