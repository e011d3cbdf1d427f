/* i386 calling conventions through the IR: structs passed by value (byval on the stack) and
 * returned through a hidden pointer (sret), small structs, structs with doubles and long
 * longs, variadic functions reading int, long, long long, double, pointers and structs
 * (va_arg of a struct), va_copy, and calls through function pointers with such
 * signatures. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct small {
  short a;
  char b;
};
struct pair {
  int x, y;
};
struct vec3 {
  double x, y, z;
};
struct rec {
  char name[12];
  long long id;
  double score;
  long flags;
};

static struct small make_small(int a, int b) {
  struct small s = {(short)a, (char)b};
  return s;
}

static struct pair add_pairs(struct pair p, struct pair q) {
  struct pair r = {p.x + q.x, p.y + q.y};
  return r;
}

static struct vec3 cross(struct vec3 a, struct vec3 b) {
  struct vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  return r;
}

static struct rec bump(struct rec r, long long by, double factor) {
  r.id += by;
  r.score *= factor;
  r.flags |= 1L << 30;
  r.name[0] = (char)(r.name[0] - 32);
  return r;
}

static void print_rec(const char *tag, struct rec r) {
  printf("%s: %s %lld %.3f %lx\n", tag, r.name, r.id, r.score, (unsigned long)r.flags);
}

/* fmt: i=int l=long L=long long d=double s=string p=pair v=vec3 */
static void vprint(const char *fmt, va_list ap) {
  for (const char *f = fmt; *f; f++) {
    switch (*f) {
    case 'i':
      printf(" i%d", va_arg(ap, int));
      break;
    case 'l':
      printf(" l%ld", va_arg(ap, long));
      break;
    case 'L':
      printf(" L%lld", va_arg(ap, long long));
      break;
    case 'd':
      printf(" d%.4f", va_arg(ap, double));
      break;
    case 's':
      printf(" s%s", va_arg(ap, const char *));
      break;
    case 'p': {
      struct pair p = va_arg(ap, struct pair);
      printf(" p(%d,%d)", p.x, p.y);
      break;
    }
    case 'v': {
      struct vec3 v = va_arg(ap, struct vec3);
      printf(" v(%.1f,%.1f,%.1f)", v.x, v.y, v.z);
      break;
    }
    }
  }
}

static void show(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  printf("%s:", fmt);
  vprint(fmt, ap);
  printf(" |");
  vprint(fmt, again);
  printf("\n");
  va_end(again);
  va_end(ap);
}

static long long sum_ll(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long long);
  va_end(ap);
  return s;
}

static double mean(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s / n;
}

typedef struct pair (*pair_op)(struct pair, struct pair);
typedef struct vec3 (*vec_op)(struct vec3, struct vec3);

int main(void) {
  struct small s = make_small(-300, 'z');
  printf("small: %d %c size %u\n", s.a, s.b, (unsigned)sizeof s);

  struct pair a = {1, 2}, b = {30, 40};
  pair_op op = add_pairs;
  struct pair c = op(a, op(a, b));
  printf("pair: %d %d\n", c.x, c.y);

  struct vec3 x = {1, 0, 0}, y = {0, 1, 0};
  vec_op vo = cross;
  struct vec3 z = vo(x, y);
  struct vec3 w = cross(z, (struct vec3){0.5, 2, -1});
  printf("cross: %.1f %.1f %.1f / %.2f %.2f %.2f\n", z.x, z.y, z.z, w.x, w.y, w.z);

  struct rec r;
  memset(&r, 0, sizeof r);
  strcpy(r.name, "record");
  r.id = 5000000000LL;
  r.score = 2.5;
  r.flags = 3;
  struct rec r2 = bump(r, 1LL << 40, 1.5);
  print_rec("orig", r);
  print_rec("bumped", r2);
  printf("sizeof rec %u\n", (unsigned)sizeof r);

  show("ilLds", 7, -8L, 1LL << 50, 3.25, "str");
  show("pvi", a, z, 99);
  show("LdLd", -1LL, 0.125, 123456789012345LL, -1e10);
  printf("sum_ll %lld\n", sum_ll(4, 1LL, 1LL << 33, -(1LL << 40), 77LL));
  printf("mean %.5f\n", mean(5, 1.0, 2.0, 3.5, -4.0, 10.25));
  return 0;
}
