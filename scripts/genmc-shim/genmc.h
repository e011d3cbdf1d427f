/* A stand-in for GenMC's <genmc.h> under pancam (sequential consistency, POSIX threads):
 * GenMC's hints (spin loops, annotations, helping, hazard pointers) are no-ops or their
 * plain meaning, which keeps every behaviour under SC. */
#ifndef PANCAM_GENMC_SHIM_H
#define PANCAM_GENMC_SHIM_H
#include <stdbool.h>
#include <stdatomic.h>
#include <pthread.h>

void __VERIFIER_assume(int);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);

typedef pthread_t __VERIFIER_thread_t;
static inline pthread_t __VERIFIER_spawn(void *(*f)(void *), void *arg)
{
	pthread_t t;
	pthread_create(&t, 0, f, arg);
	return t;
}
static inline pthread_t __VERIFIER_spawn_symmetric(void *(*f)(void *), void *arg, pthread_t th)
{
	(void)th;
	return __VERIFIER_spawn(f, arg);
}
static inline void *__VERIFIER_join(pthread_t t)
{
	void *r;
	pthread_join(t, &r);
	return r;
}
#define __VERIFIER_join_symmetric(t) ((void)__VERIFIER_join(t))

#define __VERIFIER_loop_begin() ((void)0)
#define __VERIFIER_spin_start() ((void)0)
#define __VERIFIER_spin_end(c) ((void)(c))
#define __VERIFIER_local_write(s) do { s; } while (0)
#define __VERIFIER_final_write(s) do { s; } while (0)
#define __VERIFIER_helped_CAS(c) do { c; } while (0)
#define __VERIFIER_helping_CAS(c) do { c; } while (0)
#define __VERIFIER_speculative_read(c) (c)
#define __VERIFIER_confirming_read(c) (c)
#define __VERIFIER_confirming_CAS(c) (c)
#define __VERIFIER_final_CAS(c) (c)
#define __VERIFIER_method_begin(...) ((void)0)
#define __VERIFIER_method_end(...) ((void)0)
#define __VERIFIER_optional(x) do { if (__VERIFIER_nondet_int()) { x; __VERIFIER_assume(0); } } while (0)

/* Hazard pointers: nothing retired is ever freed (no use after free can come of it). */
typedef int __VERIFIER_hp_t;
#define __VERIFIER_hp_alloc() ((__VERIFIER_hp_t *)0)
#define __VERIFIER_hp_free(hp) ((void)(hp))
#define __VERIFIER_hp_protect(hp, p) atomic_load_explicit((p), memory_order_seq_cst)
#define __VERIFIER_hp_clear(hp) ((void)(hp))
#define __VERIFIER_hp_retire(p) ((void)(p))

typedef pthread_mutex_t __VERIFIER_plock_t;
#define __VERIFIER_plock_lock(l) pthread_mutex_lock(l)
#define __VERIFIER_plock_unlock(l) pthread_mutex_unlock(l)
#endif
