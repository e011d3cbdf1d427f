/* i386 System V struct layout: double and long long members are aligned to 4 bytes inside
 * structs (while a lone double is 8-aligned on the stack in practice), long double is 12
 * bytes, pointers and longs are 4. Layout is printed with offsetof/sizeof/_Alignof and
 * exercised through byte-level copies, arrays of structs and unions. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct cd {
  char c;
  double d;
};
struct cll {
  char c;
  long long ll;
  short s;
};
struct mixed {
  char tag;
  double x;
  int n;
  long long big;
  char *name;
  long l;
  float f;
};
struct ptrs {
  char c;
  void *p;
  long l;
  char d;
};
struct withld {
  char c;
  long double ld;
};
union u {
  double d;
  long long ll;
  unsigned char bytes[8];
  unsigned int words[2];
};
struct packed_like {
  char a;
  char b[3];
  double d[2];
  struct cd inner[2];
};

#define SHOW(T) printf("%-20s size %2u align %u\n", #T, (unsigned)sizeof(T), (unsigned)_Alignof(T))
#define OFF(T, m) printf("  offsetof(%s, %s) = %u\n", #T, #m, (unsigned)offsetof(T, m))

static unsigned checksum(const void *p, size_t n) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ b[i]) * 16777619u;
  return h;
}

int main(void) {
  SHOW(struct cd);
  OFF(struct cd, d);
  SHOW(struct cll);
  OFF(struct cll, ll);
  OFF(struct cll, s);
  SHOW(struct mixed);
  OFF(struct mixed, x);
  OFF(struct mixed, n);
  OFF(struct mixed, big);
  OFF(struct mixed, name);
  OFF(struct mixed, l);
  OFF(struct mixed, f);
  SHOW(struct ptrs);
  OFF(struct ptrs, p);
  OFF(struct ptrs, l);
  OFF(struct ptrs, d);
  SHOW(struct withld);
  OFF(struct withld, ld);
  SHOW(union u);
  SHOW(struct packed_like);
  OFF(struct packed_like, d);
  OFF(struct packed_like, inner);
  printf("sizeof(long double) %u\n", (unsigned)sizeof(long double));

  /* arrays of 4-aligned doubles: element addresses step by 12 */
  struct cd arr[5];
  memset(arr, 0, sizeof arr);
  for (int i = 0; i < 5; i++) {
    arr[i].c = (char)('a' + i);
    arr[i].d = i * 1.25;
  }
  printf("array bytes %u step %u checksum %08x\n", (unsigned)sizeof arr,
         (unsigned)((char *)&arr[1] - (char *)&arr[0]), checksum(arr, sizeof arr));
  double sum = 0;
  for (int i = 0; i < 5; i++)
    sum += arr[i].d;
  printf("sum %.3f\n", sum);

  /* byte-level view of a misaligned-by-8 double */
  struct cd one = {0};
  one.d = -2.5;
  unsigned char raw[sizeof one];
  memcpy(raw, &one, sizeof one);
  printf("raw:");
  for (size_t i = 0; i < sizeof raw; i++)
    printf(" %02x", raw[i]);
  printf("\n");
  double back;
  memcpy(&back, raw + offsetof(struct cd, d), sizeof back);
  printf("back %.2f\n", back);

  struct mixed m;
  memset(&m, 0, sizeof m);
  m.tag = 'm';
  m.x = 3.75;
  m.n = -7;
  m.big = 0x123456789abcdefLL;
  m.name = "mixed";
  m.l = -123456789L;
  m.f = 0.5f;
  struct mixed copy;
  memcpy(&copy, &m, sizeof m);
  printf("mixed: %c %.2f %d %llx %s %ld %.1f\n", copy.tag, copy.x, copy.n, copy.big, copy.name,
         copy.l, copy.f);
  unsigned char *mb = (unsigned char *)&m;
  printf("mixed big bytes:");
  for (size_t i = offsetof(struct mixed, big); i < offsetof(struct mixed, big) + 8; i++)
    printf(" %02x", mb[i]);
  printf("\n");

  union u v;
  v.d = 1.0;
  printf("union: %08x %08x %016llx\n", v.words[0], v.words[1], v.ll);
  v.ll = -1;
  v.bytes[7] = 0x3f;
  v.bytes[6] = 0xf0;
  printf("union d %.17g\n", v.d);
  return 0;
}
