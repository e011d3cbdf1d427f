/* pancam's C library: the parts of libc that are plain C.
 *
 * Compiled to LLVM IR by scripts/regen-libc.sh (clang -O2 -ffreestanding -fno-builtin, for
 * x86_64 and i386) and linked into every program on demand: a function is included only if
 * the program calls it. Running this code in the VM means its memory accesses are checked
 * like the program's own (strcpy overflowing its destination is reported inside strcpy with
 * the caller on the stack) and its steps interleave with other threads like real code.
 *
 * Natively implemented functions (malloc, free, memcpy, memset, strlen, the printf family,
 * exit, abort, assertions, the verifier interface) are declared here and provided by the VM.
 *
 * Behaviour follows glibc where programs can observe it: rand() is glibc's TYPE_3 additive
 * generator (same sequence for the same seed), qsort is a stable merge sort like glibc
 * 2.36's msort, the ctype tables have glibc's bit layout, strtol sets errno = ERANGE.
 */

typedef __SIZE_TYPE__ size_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef unsigned short u16;
typedef int i32;

/* Provided natively by the VM. */
void *malloc(size_t);
void free(void *);
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);
size_t strlen(const char *);
void __pancam_exit(int) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));

/* ---- errno ---- */

static _Thread_local int pancam_errno;

int *__errno_location(void) { return &pancam_errno; }

#define ERANGE 34
#define EINVAL 22

/* ---- stdio streams: a FILE is { int fd; } ---- */

struct pancam_file {
  int fd;
};

static struct pancam_file pancam_stdin = {0};
static struct pancam_file pancam_stdout = {1};
static struct pancam_file pancam_stderr = {2};
struct pancam_file *stdin = &pancam_stdin;
struct pancam_file *stdout = &pancam_stdout;
struct pancam_file *stderr = &pancam_stderr;

/* ---- exit and atexit ---- */

#define ATEXIT_MAX 32
static void (*atexit_fns[ATEXIT_MAX])(void);
static int atexit_n;

int atexit(void (*f)(void)) {
  if (atexit_n >= ATEXIT_MAX)
    return -1;
  atexit_fns[atexit_n++] = f;
  return 0;
}

void exit(int code) {
  while (atexit_n > 0) {
    void (*f)(void) = atexit_fns[--atexit_n];
    f();
  }
  __pancam_exit(code);
}

/* ---- string.h ---- */

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = a, *q = b;
  for (size_t i = 0; i < n; i++)
    if (p[i] != q[i])
      return p[i] < q[i] ? -1 : 1;
  return 0;
}

int bcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n) != 0; }

void *mempcpy(void *d, const void *s, size_t n) { return (char *)memcpy(d, s, n) + n; }

void *memrchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  while (n > 0) {
    n--;
    if (p[n] == (unsigned char)c)
      return (void *)(p + n);
  }
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++)
    if (p[i] == (unsigned char)c)
      return (void *)(p + i);
  return 0;
}

size_t strnlen(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && s[i])
    i++;
  return i;
}

int strcmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
  while (*p && *p == *q) {
    p++;
    q++;
  }
  return (*p > *q) - (*p < *q);
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
  for (size_t i = 0; i < n; i++) {
    if (p[i] != q[i])
      return (p[i] > q[i]) - (p[i] < q[i]);
    if (!p[i])
      return 0;
  }
  return 0;
}

char *strcpy(char *d, const char *s) {
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

char *stpcpy(char *d, const char *s) {
  while ((*d = *s++))
    d++;
  return d;
}

char *stpncpy(char *d, const char *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  char *end = d + i;
  for (; i < n; i++)
    d[i] = 0;
  return end;
}

char *strchrnul(const char *s, int c) {
  while (*s && *s != (char)c)
    s++;
  return (char *)s;
}

char *strncpy(char *d, const char *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

char *strcat(char *d, const char *s) {
  strcpy(d + strlen(d), s);
  return d;
}

char *strncat(char *d, const char *s, size_t n) {
  char *e = d + strlen(d);
  size_t i = 0;
  for (; i < n && s[i]; i++)
    e[i] = s[i];
  e[i] = 0;
  return d;
}

char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return 0;
  }
}

char *strrchr(const char *s, int c) {
  const char *last = 0;
  for (;; s++) {
    if (*s == (char)c)
      last = s;
    if (!*s)
      return (char *)last;
  }
}

char *strstr(const char *h, const char *n) {
  size_t m = strlen(n);
  if (m == 0)
    return (char *)h;
  for (; *h; h++)
    if (*h == *n && strncmp(h, n, m) == 0)
      return (char *)h;
  return 0;
}

size_t strspn(const char *s, const char *accept) {
  size_t i = 0;
  while (s[i] && strchr(accept, s[i]))
    i++;
  return i;
}

size_t strcspn(const char *s, const char *reject) {
  size_t i = 0;
  while (s[i] && !strchr(reject, s[i]))
    i++;
  return i;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s ? (char *)s : 0;
}

char *strtok_r(char *s, const char *delim, char **save) {
  if (!s)
    s = *save;
  s += strspn(s, delim);
  if (!*s) {
    *save = s;
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end)
    *end++ = 0;
  *save = end;
  return s;
}

char *strtok(char *s, const char *delim) {
  static char *save;
  return strtok_r(s, delim, &save);
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

char *strndup(const char *s, size_t n) {
  size_t m = strnlen(s, n);
  char *d = malloc(m + 1);
  if (d) {
    memcpy(d, s, m);
    d[m] = 0;
  }
  return d;
}

/* ---- ctype.h, with glibc's table layout (little-endian bit numbering) ---- */

#define ISU 0x100  /* upper */
#define ISL 0x200  /* lower */
#define ISA 0x400  /* alpha */
#define ISD 0x800  /* digit */
#define ISX 0x1000 /* xdigit */
#define ISS 0x2000 /* space */
#define ISP 0x4000 /* print */
#define ISG 0x8000 /* graph */
#define ISB 0x1    /* blank */
#define ISC 0x2    /* cntrl */
#define ISN 0x4    /* punct */
#define ISM 0x8    /* alnum */

#define UP(c) ((c) >= 'A' && (c) <= 'Z')
#define LO(c) ((c) >= 'a' && (c) <= 'z')
#define DI(c) ((c) >= '0' && (c) <= '9')
#define PR(c) ((c) >= 32 && (c) < 127)
#define CLS(c)                                                                                    \
  (u16)((UP(c) ? ISU | ISA | ISM : 0) | (LO(c) ? ISL | ISA | ISM : 0) | (DI(c) ? ISD | ISM : 0) | \
        (DI(c) || ((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F') ? ISX : 0) |          \
        (((c) == ' ' || ((c) >= 9 && (c) <= 13)) ? ISS : 0) | (PR(c) ? ISP : 0) |                 \
        (PR(c) && (c) != ' ' ? ISG : 0) | (((c) == ' ' || (c) == '\t') ? ISB : 0) |               \
        ((((c) >= 0 && (c) < 32) || (c) == 127) ? ISC : 0) |                                      \
        (PR(c) && (c) != ' ' && !UP(c) && !LO(c) && !DI(c) ? ISN : 0))
#define R4(f, b) f(b), f(b + 1), f(b + 2), f(b + 3)
#define R16(f, b) R4(f, b), R4(f, b + 4), R4(f, b + 8), R4(f, b + 12)
#define R64(f, b) R16(f, b), R16(f, b + 16), R16(f, b + 32), R16(f, b + 48)
#define R128(f, b) R64(f, b), R64(f, b + 64)
#define ZERO(c) 0
#define LOWER(c) (UP(c) ? (c) + 32 : (c))
#define UPPER(c) (LO(c) ? (c) - 32 : (c))
#define IDENT(c) (c)

/* Index -128..255, as glibc: the pointer points at entry 128. */
static const u16 ctype_b_table[384] = {R128(ZERO, -128), R128(CLS, 0), R128(ZERO, 128)};
static const i32 ctype_lower_table[384] = {R128(IDENT, -128), R128(LOWER, 0), R128(IDENT, 128)};
static const i32 ctype_upper_table[384] = {R128(IDENT, -128), R128(UPPER, 0), R128(IDENT, 128)};
static const u16 *const ctype_b = ctype_b_table + 128;
static const i32 *const ctype_lower = ctype_lower_table + 128;
static const i32 *const ctype_upper = ctype_upper_table + 128;

const u16 *const *__ctype_b_loc(void) { return &ctype_b; }
const i32 *const *__ctype_tolower_loc(void) { return &ctype_lower; }
const i32 *const *__ctype_toupper_loc(void) { return &ctype_upper; }

static int cls(int c) { return c >= -128 && c < 256 ? ctype_b[c] : 0; }
int isalpha(int c) { return cls(c) & ISA; }
int isdigit(int c) { return cls(c) & ISD; }
int isalnum(int c) { return cls(c) & ISM; }
int isspace(int c) { return cls(c) & ISS; }
int isupper(int c) { return cls(c) & ISU; }
int islower(int c) { return cls(c) & ISL; }
int isxdigit(int c) { return cls(c) & ISX; }
int isprint(int c) { return cls(c) & ISP; }
int isgraph(int c) { return cls(c) & ISG; }
int ispunct(int c) { return cls(c) & ISN; }
int iscntrl(int c) { return cls(c) & ISC; }
int isblank(int c) { return cls(c) & ISB; }
int tolower(int c) { return c >= -128 && c < 256 ? ctype_lower[c] : c; }
int toupper(int c) { return c >= -128 && c < 256 ? ctype_upper[c] : c; }

/* ---- stdlib.h ---- */

int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
long long llabs(long long x) { return x < 0 ? -x : x; }

char *getenv(const char *name) {
  (void)name;
  return 0;
}

/* Parses an unsigned magnitude; shared by the strto* functions. Returns the value saturated at
   `limit` (setting *overflow), and stores the end of the number in *end. */
static unsigned long long parse_digits(const char *s, const char **end, int *base,
                                       unsigned long long limit, int *overflow, int *any) {
  int b = *base;
  if ((b == 0 || b == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
      (isxdigit((unsigned char)s[2]))) {
    s += 2;
    b = 16;
  } else if (b == 0) {
    b = s[0] == '0' ? 8 : 10;
  }
  *base = b;
  unsigned long long v = 0;
  *overflow = 0;
  *any = 0;
  for (;; s++) {
    int d;
    unsigned char c = (unsigned char)*s;
    if (isdigit(c))
      d = c - '0';
    else if (isalpha(c))
      d = tolower(c) - 'a' + 10;
    else
      break;
    if (d >= b)
      break;
    *any = 1;
    if (*overflow)
      continue;
    if (v > (limit - (unsigned long long)d) / (unsigned long long)b) {
      *overflow = 1;
      v = limit;
    } else {
      v = v * (unsigned long long)b + (unsigned long long)d;
    }
  }
  *end = s;
  return v;
}

static unsigned long long strto_common(const char *nptr, char **endptr, int base, int is_signed,
                                       unsigned long long umax, long long smin, long long smax,
                                       int *neg_out) {
  const char *s = nptr;
  while (isspace((unsigned char)*s))
    s++;
  int neg = 0;
  if (*s == '+' || *s == '-') {
    neg = *s == '-';
    s++;
  }
  if (base < 0 || base == 1 || base > 36) {
    pancam_errno = EINVAL;
    if (endptr)
      *endptr = (char *)nptr;
    return 0;
  }
  unsigned long long limit;
  if (is_signed)
    limit = neg ? (unsigned long long)(-(smin + 1)) + 1 : (unsigned long long)smax;
  else
    limit = umax;
  const char *end;
  int overflow, any;
  unsigned long long v = parse_digits(s, &end, &base, limit, &overflow, &any);
  if (!any) {
    if (endptr)
      *endptr = (char *)nptr;
    return 0;
  }
  if (endptr)
    *endptr = (char *)end;
  if (overflow)
    pancam_errno = ERANGE;
  *neg_out = neg;
  return v;
}

long long strtoll(const char *nptr, char **endptr, int base) {
  int neg = 0;
  unsigned long long v = strto_common(nptr, endptr, base, 1, 0, -0x7fffffffffffffffLL - 1,
                                      0x7fffffffffffffffLL, &neg);
  return neg ? (long long)(0 - v) : (long long)v;
}

unsigned long long strtoull(const char *nptr, char **endptr, int base) {
  int neg = 0;
  unsigned long long v = strto_common(nptr, endptr, base, 0, ~0ULL, 0, 0, &neg);
  return neg ? 0 - v : v;
}

long strtol(const char *nptr, char **endptr, int base) {
  int neg = 0;
  long lmax = (long)(~0UL >> 1);
  unsigned long long v = strto_common(nptr, endptr, base, 1, 0, -lmax - 1, lmax, &neg);
  return neg ? (long)(0 - (unsigned long)v) : (long)v;
}

unsigned long strtoul(const char *nptr, char **endptr, int base) {
  int neg = 0;
  unsigned long long v = strto_common(nptr, endptr, base, 0, ~0UL, 0, 0, &neg);
  return neg ? (unsigned long)(0 - v) : (unsigned long)v;
}

int atoi(const char *s) { return (int)strtol(s, 0, 10); }
long atol(const char *s) { return strtol(s, 0, 10); }
long long atoll(const char *s) { return strtoll(s, 0, 10); }

/* glibc's rand(): the TYPE_3 additive feedback generator, x[i] = x[i-3] + x[i-31]. */
static i32 rand_state[31];
static int rand_f, rand_r, rand_seeded;

void srand(unsigned seed) {
  i32 word = seed == 0 ? 1 : (i32)seed;
  rand_state[0] = word;
  for (int i = 1; i < 31; i++) {
    /* word = 16807 * word % 2147483647, by Schrage's method as glibc does. */
    long hi = word / 127773;
    long lo = word % 127773;
    word = (i32)(16807 * lo - 2836 * hi);
    if (word < 0)
      word += 2147483647;
    rand_state[i] = word;
  }
  rand_f = 3;
  rand_r = 0;
  rand_seeded = 1;
  for (int i = 0; i < 310; i++) {
    rand_state[rand_f] = (i32)((unsigned)rand_state[rand_f] + (unsigned)rand_state[rand_r]);
    rand_f = (rand_f + 1) % 31;
    rand_r = (rand_r + 1) % 31;
  }
}

int rand(void) {
  if (!rand_seeded)
    srand(1);
  unsigned v = (unsigned)rand_state[rand_f] + (unsigned)rand_state[rand_r];
  rand_state[rand_f] = (i32)v;
  int result = (int)(v >> 1);
  rand_f = (rand_f + 1) % 31;
  rand_r = (rand_r + 1) % 31;
  return result;
}

/* qsort: a stable merge sort (glibc 2.36's qsort is a merge sort too). */
static void msort(char *b, size_t n, size_t size, int (*cmp)(const void *, const void *),
                  char *tmp) {
  if (n <= 1)
    return;
  size_t n1 = n / 2, n2 = n - n1;
  char *b1 = b, *b2 = b + n1 * size;
  msort(b1, n1, size, cmp, tmp);
  msort(b2, n2, size, cmp, tmp);
  char *out = tmp;
  while (n1 > 0 && n2 > 0) {
    if (cmp(b1, b2) <= 0) {
      memcpy(out, b1, size);
      b1 += size;
      n1--;
    } else {
      memcpy(out, b2, size);
      b2 += size;
      n2--;
    }
    out += size;
  }
  if (n1 > 0)
    memcpy(out, b1, n1 * size);
  memcpy(b, tmp, (n - n2) * size);
}

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  if (n <= 1 || size == 0)
    return;
  char *tmp = malloc(n * size);
  if (!tmp)
    abort();
  msort(base, n, size, cmp, tmp);
  free(tmp);
}

void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *)) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    const char *p = (const char *)base + mid * size;
    int c = cmp(key, p);
    if (c == 0)
      return (void *)p;
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return 0;
}

/* ---- pthread_once and thread-specific data ---- */

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void __pancam_await_eq(int *p, int v);

/* pthread_once_t is an int: 0 = not run, 1 = running, 2 = done. */
int pthread_once(int *once, void (*init)(void)) {
  __VERIFIER_atomic_begin();
  if (*once == 0) {
    *once = 1;
    __VERIFIER_atomic_end();
    init();
    /* A release store, which __pancam_await_eq acquires: under weak memory models the
       initialisation happens before every pthread_once that returns after it. */
    __atomic_store_n(once, 2, __ATOMIC_RELEASE);
    return 0;
  }
  __VERIFIER_atomic_end();
  __pancam_await_eq(once, 2);
  return 0;
}

#define KEYS_MAX 64
static int key_used[KEYS_MAX];
static void (*key_dtor[KEYS_MAX])(void *);
static _Thread_local void *key_value[KEYS_MAX];

/* Keys with a destructor: while non-zero, pancam runs __pancam_tsd_run when a thread ends. */
int __pancam_tsd_dtors;

int pthread_key_create(unsigned *key, void (*dtor)(void *)) {
  __VERIFIER_atomic_begin();
  for (unsigned k = 0; k < KEYS_MAX; k++) {
    if (!key_used[k]) {
      key_used[k] = 1;
      key_dtor[k] = dtor;
      if (dtor)
        __pancam_tsd_dtors++;
      __VERIFIER_atomic_end();
      *key = k;
      return 0;
    }
  }
  __VERIFIER_atomic_end();
  return 11; /* EAGAIN */
}

int pthread_key_delete(unsigned key) {
  __VERIFIER_atomic_begin();
  if (key >= KEYS_MAX || !key_used[key]) {
    __VERIFIER_atomic_end();
    return 22; /* EINVAL */
  }
  if (key_dtor[key])
    __pancam_tsd_dtors--;
  key_used[key] = 0;
  key_dtor[key] = 0;
  __VERIFIER_atomic_end();
  return 0;
}

/* Runs the exiting thread's thread-specific data destructors (called by pancam when a thread
   returns from its start function or calls pthread_exit, as POSIX requires): every non-null
   value whose key has a destructor is set to null and passed to it, in rounds, at most
   PTHREAD_DESTRUCTOR_ITERATIONS (4) of them while destructors set new values. */
void __pancam_tsd_run(void) {
  for (int round = 0; round < 4; round++) {
    int again = 0;
    for (unsigned k = 0; k < KEYS_MAX; k++) {
      void *v = key_value[k];
      void (*dtor)(void *) = key_dtor[k];
      if (v && dtor) {
        key_value[k] = 0;
        dtor(v);
        again = 1;
      }
    }
    if (!again)
      break;
  }
}

void *pthread_getspecific(unsigned key) { return key < KEYS_MAX ? key_value[key] : 0; }

int pthread_setspecific(unsigned key, const void *value) {
  if (key >= KEYS_MAX || !key_used[key])
    return 22; /* EINVAL */
  key_value[key] = (void *)value;
  return 0;
}

/* ---- C11 threads (<threads.h>) over the pthread functions ---- */

/* glibc's C11 types share the pthread layouts: thrd_t is a pthread_t, mtx_t a
   pthread_mutex_t, cnd_t a pthread_cond_t, once_flag a pthread_once_t (an int here), tss_t a
   pthread_key_t. The result codes are glibc's enum values. */
enum { thrd_success, thrd_busy, thrd_error, thrd_nomem, thrd_timedout };
#define EBUSY 16
#define EAGAIN 11
#define ETIMEDOUT 110

typedef unsigned long pancam_pthread_t;
int pthread_create(pancam_pthread_t *, const void *, void *(*)(void *), void *);
int pthread_join(pancam_pthread_t, void **);
void pthread_exit(void *) __attribute__((noreturn));
pancam_pthread_t pthread_self(void);
int pthread_detach(pancam_pthread_t);
int sched_yield(void);
int pthread_mutexattr_init(void *);
int pthread_mutexattr_settype(void *, int);
int pthread_mutex_init(void *, const void *);
int pthread_mutex_lock(void *);
int pthread_mutex_trylock(void *);
int pthread_mutex_unlock(void *);
int pthread_mutex_destroy(void *);
int pthread_cond_init(void *, const void *);
int pthread_cond_wait(void *, void *);
int pthread_cond_timedwait(void *, void *, const void *);
int pthread_cond_signal(void *);
int pthread_cond_broadcast(void *);
int pthread_cond_destroy(void *);
_Bool __VERIFIER_nondet_bool(void);

/* pthread_mutex_timedlock: the lock, or (when it is held) a timeout. Time does not pass in
   the model, so the wait may end either way: with the lock once it is free, or timed out at
   once (which no other thread can tell from a timeout later on). */
int pthread_mutex_timedlock(void *m, const void *abstime) {
  (void)abstime;
  int r = pthread_mutex_trylock(m);
  if (r != EBUSY)
    return r;
  if (__VERIFIER_nondet_bool())
    return ETIMEDOUT;
  return pthread_mutex_lock(m);
}

/* A C11 thread runs its int-returning function under a pthread start routine, which hands
   its result to thrd_join as the thread's void * value. */
struct pancam_thrd_start {
  int (*func)(void *);
  void *arg;
};

static void *pancam_thrd_run(void *p) {
  struct pancam_thrd_start s = *(struct pancam_thrd_start *)p;
  free(p);
  return (void *)(intptr_t)s.func(s.arg);
}

int thrd_create(pancam_pthread_t *thr, int (*func)(void *), void *arg) {
  struct pancam_thrd_start *s = malloc(sizeof *s);
  if (!s)
    return thrd_nomem;
  s->func = func;
  s->arg = arg;
  int r = pthread_create(thr, 0, pancam_thrd_run, s);
  if (r) {
    free(s);
    return r == EAGAIN ? thrd_nomem : thrd_error;
  }
  return thrd_success;
}

int thrd_join(pancam_pthread_t thr, int *res) {
  void *v;
  if (pthread_join(thr, &v))
    return thrd_error;
  if (res)
    *res = (int)(intptr_t)v;
  return thrd_success;
}

void thrd_exit(int res) { pthread_exit((void *)(intptr_t)res); }
pancam_pthread_t thrd_current(void) { return pthread_self(); }
int thrd_equal(pancam_pthread_t a, pancam_pthread_t b) { return a == b; }
int thrd_detach(pancam_pthread_t thr) { return pthread_detach(thr) ? thrd_error : thrd_success; }
void thrd_yield(void) { sched_yield(); }

/* Sleeping is a scheduling point and returns at once: time does not pass. */
int thrd_sleep(const void *duration, void *remaining) {
  (void)duration;
  (void)remaining;
  sched_yield();
  return 0;
}

int mtx_init(void *m, int type) {
  int attr; /* pthread_mutexattr_t: one int */
  pthread_mutexattr_init(&attr);
  if (type & 1) /* mtx_recursive */
    pthread_mutexattr_settype(&attr, 1);
  return pthread_mutex_init(m, &attr) ? thrd_error : thrd_success;
}

int mtx_lock(void *m) { return pthread_mutex_lock(m) ? thrd_error : thrd_success; }

int mtx_trylock(void *m) {
  int r = pthread_mutex_trylock(m);
  return r == 0 ? thrd_success : r == EBUSY ? thrd_busy : thrd_error;
}

int mtx_timedlock(void *m, const void *abstime) {
  int r = pthread_mutex_timedlock(m, abstime);
  return r == 0 ? thrd_success : r == ETIMEDOUT ? thrd_timedout : thrd_error;
}

int mtx_unlock(void *m) { return pthread_mutex_unlock(m) ? thrd_error : thrd_success; }
void mtx_destroy(void *m) { pthread_mutex_destroy(m); }

int cnd_init(void *c) { return pthread_cond_init(c, 0) ? thrd_error : thrd_success; }
int cnd_signal(void *c) { return pthread_cond_signal(c) ? thrd_error : thrd_success; }
int cnd_broadcast(void *c) { return pthread_cond_broadcast(c) ? thrd_error : thrd_success; }
int cnd_wait(void *c, void *m) { return pthread_cond_wait(c, m) ? thrd_error : thrd_success; }

int cnd_timedwait(void *c, void *m, const void *abstime) {
  int r = pthread_cond_timedwait(c, m, abstime);
  return r == 0 ? thrd_success : r == ETIMEDOUT ? thrd_timedout : thrd_error;
}

void cnd_destroy(void *c) { pthread_cond_destroy(c); }

void call_once(int *flag, void (*func)(void)) { pthread_once(flag, func); }

int tss_create(unsigned *key, void (*dtor)(void *)) {
  return pthread_key_create(key, dtor) ? thrd_error : thrd_success;
}

void *tss_get(unsigned key) { return pthread_getspecific(key); }

int tss_set(unsigned key, void *value) {
  return pthread_setspecific(key, value) ? thrd_error : thrd_success;
}

void tss_delete(unsigned key) { pthread_key_delete(key); }

/* ---- POSIX semaphores (<semaphore.h>, unnamed) ---- */

/* A sem_t (32 bytes on x86-64, 16 on i386) holds the count and a mark of its destruction
   (pancam's layout, the VM's `SemLayout`). sem_wait and sem_post are the VM's own: a waiter
   blocks until the count is not zero (a semaphore nobody posts is a deadlock, reported at the
   sem_wait), and using a destroyed semaphore is a misuse. The calls that set errno are here. */
struct pancam_sem {
  unsigned value;
  int destroyed;
};

#define SEM_VALUE_MAX 2147483647

void __pancam_misuse(const char *msg) __attribute__((noreturn));
int sem_wait(void *);

static struct pancam_sem *pancam_sem_live(void *sem, const char *call) {
  struct pancam_sem *s = sem;
  if (s->destroyed)
    __pancam_misuse(call);
  return s;
}

int sem_init(void *sem, int pshared, unsigned value) {
  struct pancam_sem *s = sem;
  (void)pshared;
  if (value > SEM_VALUE_MAX) {
    pancam_errno = EINVAL;
    return -1;
  }
  s->value = value;
  s->destroyed = 0;
  return 0;
}

int sem_destroy(void *sem) {
  struct pancam_sem *s = pancam_sem_live(sem, "sem_destroy of a semaphore already destroyed");
  s->destroyed = 1;
  return 0;
}

int sem_trywait(void *sem) {
  struct pancam_sem *s = pancam_sem_live(sem, "sem_trywait on a destroyed semaphore");
  __VERIFIER_atomic_begin();
  if (s->value > 0) {
    s->value--;
    __VERIFIER_atomic_end();
    return 0;
  }
  __VERIFIER_atomic_end();
  pancam_errno = EAGAIN;
  return -1;
}

/* The wait, or (while the count is zero) a timeout: time does not pass, so the wait may end
   either way (see pthread_mutex_timedlock). */
int sem_timedwait(void *sem, const void *abstime) {
  (void)abstime;
  if (sem_trywait(sem) == 0)
    return 0;
  if (__VERIFIER_nondet_bool()) {
    pancam_errno = ETIMEDOUT;
    return -1;
  }
  return sem_wait(sem);
}

int sem_clockwait(void *sem, int clock, const void *abstime) {
  (void)clock;
  return sem_timedwait(sem, abstime);
}

int sem_getvalue(void *sem, int *value) {
  struct pancam_sem *s = pancam_sem_live(sem, "sem_getvalue on a destroyed semaphore");
  *value = (int)s->value;
  return 0;
}

/* ---- time and error messages ---- */

/* Time does not pass in a model-checked program: time() and clock_gettime() return the
   Epoch, gettimeofday() zero, clock() zero (sleep and friends are scheduling points, in the
   VM). Programs that need time to advance are outside what pancam checks. */
typedef long pancam_time_t;
struct pancam_timespec {
  pancam_time_t tv_sec;
  long tv_nsec;
};
struct pancam_timeval {
  pancam_time_t tv_sec;
  long tv_usec;
};

pancam_time_t time(pancam_time_t *t) {
  if (t)
    *t = 0;
  return 0;
}

int clock_gettime(int clk, struct pancam_timespec *ts) {
  (void)clk;
  if (ts) {
    ts->tv_sec = 0;
    ts->tv_nsec = 0;
  }
  return 0;
}

int gettimeofday(struct pancam_timeval *tv, void *tz) {
  (void)tz;
  if (tv) {
    tv->tv_sec = 0;
    tv->tv_usec = 0;
  }
  return 0;
}

long clock(void) { return 0; }

/* glibc's messages for the errno values programs meet most; others as glibc prints them. */
static const char *const pancam_errlist[] = {
    "Success", "Operation not permitted", "No such file or directory", "No such process",
    "Interrupted system call", "Input/output error", "No such device or address",
    "Argument list too long", "Exec format error", "Bad file descriptor", "No child processes",
    "Resource temporarily unavailable", "Cannot allocate memory", "Permission denied",
    "Bad address", "Block device required", "Device or resource busy", "File exists",
    "Invalid cross-device link", "No such device", "Not a directory", "Is a directory",
    "Invalid argument", "Too many open files in system", "Too many open files",
    "Inappropriate ioctl for device", "Text file busy", "File too large",
    "No space left on device", "Illegal seek", "Read-only file system", "Too many links",
    "Broken pipe", "Numerical argument out of domain", "Numerical result out of range",
    "Resource deadlock avoided"};

static char pancam_errbuf[32];

char *strerror(int e) {
  if (e >= 0 && e < (int)(sizeof pancam_errlist / sizeof pancam_errlist[0]))
    return (char *)pancam_errlist[e];
  /* "Unknown error N" */
  const char *p = "Unknown error ";
  int i = 0;
  while (*p)
    pancam_errbuf[i++] = *p++;
  unsigned u = e < 0 ? -(unsigned)e : (unsigned)e;
  if (e < 0)
    pancam_errbuf[i++] = '-';
  char d[12];
  int n = 0;
  do {
    d[n++] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  while (n)
    pancam_errbuf[i++] = d[--n];
  pancam_errbuf[i] = 0;
  return pancam_errbuf;
}

int fputs(const char *s, struct pancam_file *f);

void perror(const char *s) {
  if (s && *s) {
    fputs(s, stderr);
    fputs(": ", stderr);
  }
  fputs(strerror(pancam_errno), stderr);
  fputs("\n", stderr);
}

/* ---- standard input: nondeterministic ---- */

/* What a program reads from stdin is unknown to a verifier: it is nondeterministic input,
   like the verifier interface's values (a model check explores it; `pancam run` takes it from
   --nondet / --seed, not from the terminal). getchar(), getc(stdin) and fgetc(stdin) return
   any byte or EOF. The scanf family may stop at any directive (a matching failure, or the end
   of the input: EOF when no conversion has completed yet) and assigns a nondeterministic
   value to each integer (%d %i %u %o %x with hh h l ll j z t), character (%c, with a width)
   and floating-point (%a %e %f %g, with l L) conversion; wide integers are tried over the
   nondet range and floating-point values only as 0.0, so a search that finds nothing stays
   incomplete. %s, %[ and %p are not modelled: reaching one calls
   __pancam_scanf_unsupported_conversion, which pancam reports as unsupported. Other streams
   are not readable (EOF). */
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);
long long __VERIFIER_nondet_longlong(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);
void __pancam_scanf_unsupported_conversion(void);

#define PANCAM_EOF (-1)

static int pancam_read_byte(struct pancam_file *f) {
  if (!f || f->fd != 0 || __VERIFIER_nondet_bool())
    return PANCAM_EOF;
  return (unsigned char)__VERIFIER_nondet_char();
}

int getchar(void) { return pancam_read_byte(stdin); }
int getc(struct pancam_file *f) { return pancam_read_byte(f); }
int fgetc(struct pancam_file *f) { return pancam_read_byte(f); }

/* Whether the input stops before the next directive: 0 no, 1 matching failure, 2 end of
   input. */
static int scan_stop(void) {
  if (!__VERIFIER_nondet_bool())
    return 0;
  return __VERIFIER_nondet_bool() ? 2 : 1;
}

static int pancam_vscanf(const char *f, __builtin_va_list ap) {
  int assigned = 0, converted = 0, stop;
  while (*f) {
    if (isspace((unsigned char)*f)) {
      f++; /* any amount of white space, none included, matches */
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      f += *f == '%' ? 2 : 1; /* an ordinary character must match the next input byte */
      if ((stop = scan_stop()))
        return stop == 2 && !converted ? PANCAM_EOF : assigned;
      continue;
    }
    f++;
    int suppress = *f == '*';
    if (suppress)
      f++;
    unsigned width = 0;
    while (*f >= '0' && *f <= '9')
      width = width * 10 + (unsigned)(*f++ - '0');
    int len = 0; /* -2 hh, -1 h, 0, 1 l, 2 ll/L/q/j, 3 z/t */
    if (*f == 'h') {
      len = f[1] == 'h' ? -2 : -1;
      f += f[1] == 'h' ? 2 : 1;
    } else if (*f == 'l') {
      len = f[1] == 'l' ? 2 : 1;
      f += f[1] == 'l' ? 2 : 1;
    } else if (*f == 'L' || *f == 'q' || *f == 'j') {
      len = 2;
      f++;
    } else if (*f == 'z' || *f == 't') {
      len = 3;
      f++;
    }
    char conv = *f;
    if (!conv)
      break;
    f++;
    if (conv == 'n') { /* the number of bytes read so far: unknown */
      if (!suppress)
        *(int *)__builtin_va_arg(ap, void *) = __VERIFIER_nondet_int();
      continue;
    }
    if (conv != 'd' && conv != 'i' && conv != 'u' && conv != 'o' && conv != 'x' &&
        conv != 'X' && conv != 'c' && conv != 'a' && conv != 'A' && conv != 'e' &&
        conv != 'E' && conv != 'f' && conv != 'F' && conv != 'g' && conv != 'G') {
      __pancam_scanf_unsupported_conversion();
      return assigned;
    }
    if ((stop = scan_stop()))
      return stop == 2 && !converted ? PANCAM_EOF : assigned;
    converted = 1;
    if (suppress)
      continue;
    void *p = __builtin_va_arg(ap, void *);
    if (conv == 'c') {
      for (unsigned i = 0; i < (width ? width : 1); i++)
        ((char *)p)[i] = __VERIFIER_nondet_char();
    } else if (conv == 'd' || conv == 'i' || conv == 'u' || conv == 'o' || conv == 'x' ||
               conv == 'X') {
      if (len == -2)
        *(char *)p = __VERIFIER_nondet_char();
      else if (len == -1)
        *(short *)p = (short)__VERIFIER_nondet_int();
      else if (len == 0)
        *(int *)p = __VERIFIER_nondet_int();
      else if (len == 2)
        *(long long *)p = __VERIFIER_nondet_longlong();
      else
        *(long *)p = __VERIFIER_nondet_long(); /* l, z, t: pointer-sized on both targets */
    } else if (len == 0) {
      *(float *)p = __VERIFIER_nondet_float();
    } else if (len == 2) {
      *(long double *)p = __VERIFIER_nondet_double();
    } else {
      *(double *)p = __VERIFIER_nondet_double();
    }
    assigned++;
  }
  return assigned;
}

int vscanf(const char *f, __builtin_va_list ap) { return pancam_vscanf(f, ap); }
int __isoc99_vscanf(const char *f, __builtin_va_list ap) __attribute__((alias("vscanf")));

int scanf(const char *f, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, f);
  int r = pancam_vscanf(f, ap);
  __builtin_va_end(ap);
  return r;
}

/* glibc's headers name the C99 scanf family __isoc99_*: the same functions. */
int __isoc99_scanf(const char *f, ...) __attribute__((alias("scanf")));

int fscanf(struct pancam_file *s, const char *f, ...) {
  if (!s || s->fd != 0)
    return PANCAM_EOF;
  __builtin_va_list ap;
  __builtin_va_start(ap, f);
  int r = pancam_vscanf(f, ap);
  __builtin_va_end(ap);
  return r;
}

int __isoc99_fscanf(struct pancam_file *s, const char *f, ...)
    __attribute__((alias("fscanf")));
