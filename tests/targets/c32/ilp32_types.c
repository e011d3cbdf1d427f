/* ILP32 integer model: 4-byte long, size_t and pointers, 8-byte long long (whose
 * arithmetic the native build does with helper calls such as __divdi3 and the IR does with
 * i64 instructions), and the usual conversions between them. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

_Static_assert(sizeof(long) == 4, "ILP32: long is 4 bytes");
_Static_assert(sizeof(void *) == 4, "ILP32: pointers are 4 bytes");
_Static_assert(sizeof(size_t) == 4, "ILP32: size_t is 4 bytes");
_Static_assert(sizeof(long long) == 8, "long long is 8 bytes");

static volatile long vl;
static volatile unsigned long vul;
static volatile long long vll;
static volatile unsigned long long vull;

static unsigned long long mix(unsigned long long h, unsigned long long v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

int main(void) {
  printf("sizes: char %u short %u int %u long %u llong %u ptr %u size_t %u ptrdiff_t %u\n",
         (unsigned)sizeof(char), (unsigned)sizeof(short), (unsigned)sizeof(int),
         (unsigned)sizeof(long), (unsigned)sizeof(long long), (unsigned)sizeof(void *),
         (unsigned)sizeof(size_t), (unsigned)sizeof(ptrdiff_t));
  printf("limits: LONG_MAX %ld LONG_MIN %ld ULONG_MAX %lu SIZE_MAX %zu\n", LONG_MAX, LONG_MIN,
         ULONG_MAX, (size_t)SIZE_MAX);
  printf("intptr: %u %u\n", (unsigned)sizeof(intptr_t), (unsigned)sizeof(uintptr_t));

  /* unsigned long wraps at 2^32 */
  vul = ULONG_MAX;
  unsigned long u = vul + 1;
  printf("ulong wrap: %lu %lu %lu\n", u, vul * 3, vul / 7);
  vl = LONG_MAX;
  long l = vl;
  printf("long: %ld %ld %ld %ld\n", l / 3, l % 1000, -l - 1, (long)((unsigned long)l + 2));

  /* long long arithmetic */
  long long acc = 1;
  for (int i = 0; i < 38; i++) {
    vll = acc;
    acc = vll * 3 + i;
  }
  printf("llong: %lld %lld %lld\n", acc, acc / 1000003, acc % 1000003);
  vll = -9000000000000000000LL;
  printf("llong div: %lld %lld %lld %lld\n", vll / 7, vll % 7, vll / -123456789, vll % -123456789);
  vull = 18000000000000000000ULL;
  printf("ullong div: %llu %llu %llu\n", vull / 3, vull % 1000000007ULL, vull / 0xffffffffULL);
  for (int s = 0; s < 64; s += 9) {
    vull = 0xfedcba9876543210ULL;
    vll = -0x123456789abcdefLL;
    printf("shift %2d: %016llx %016llx %lld\n", s, vull << s, vull >> s, vll >> s);
  }
  unsigned long long h = 0;
  for (unsigned long long i = 0; i < 2000; i++)
    h = mix(h, i * i);
  printf("mix: %llu\n", h);

  /* conversions between the widths */
  vll = 0x1234567890LL;
  printf("trunc: %ld %lu %d\n", (long)vll, (unsigned long)vll, (int)(short)vll);
  vl = -5;
  printf("extend: %lld %llu\n", (long long)vl, (unsigned long long)(unsigned long)vl);
  vll = 4611686018427387904LL;
  double d = (double)vll;
  printf("double: %.1f %lld %llu\n", d, (long long)(d / 3), (unsigned long long)(d * 3.5));
  vull = 0xffffffffffffffffULL;
  printf("ull->double: %.1f\n", (double)vull);
  printf("popcount %d clz %d ctz %d\n", __builtin_popcountll(0xf0f0f0f0f0f0f0f0ULL),
         __builtin_clzll(0x00000000ffffffffULL), __builtin_ctzll(0x8000000000000000ULL));
  printf("long popcount %d clz %d\n", __builtin_popcountl(0xffffffffUL),
         __builtin_clzl(1UL));

  /* pointer arithmetic and ptrdiff_t */
  int arr[100];
  for (int i = 0; i < 100; i++)
    arr[i] = i;
  int *p = arr + 90, *q = arr + 5;
  ptrdiff_t diff = p - q;
  uintptr_t up = (uintptr_t)p;
  int *back = (int *)up;
  printf("ptrdiff %d roundtrip %d bytes %u\n", (int)diff, *back,
         (unsigned)((char *)p - (char *)q));

  /* overflow builtins at the 32-bit long width */
  long r;
  int o1 = __builtin_add_overflow(LONG_MAX - 1, 5L, &r);
  printf("add_overflow long: %d %ld\n", o1, r);
  unsigned long ur;
  int o2 = __builtin_mul_overflow(70000UL, 70000UL, &ur);
  printf("mul_overflow ulong: %d %lu\n", o2, ur);
  long long rr;
  int o3 = __builtin_mul_overflow(3037000500LL, 3037000500LL, &rr);
  printf("mul_overflow llong: %d %lld\n", o3, rr);
  return 0;
}
