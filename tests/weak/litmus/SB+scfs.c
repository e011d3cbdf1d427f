// LITMUS-META {"flavour":"c11","name":"SB+scfs","ncand":4,"observables":[{"domain":[0,1],"name":"r0_2","what":"T0 reads y"},{"domain":[0,1],"name":"r1_2","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"SB+scfs","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"store","loc":"y","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test SB+scfs (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * SB+scfs: store buffering, relaxed accesses with seq_cst fences
 * written by: scripts/litmus/classic.py write
 * condition r0_2=0 r1_2=0: sc forbidden, rc11 forbidden (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (SC fences: psc_F))
 *   T0: W(rlx) x=1; fence(sc); R(rlx) y
 *   T1: W(rlx) y=1; fence(sc); R(rlx) x
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r0_2 in [0, 1] (T0 reads y)
 *   r1_2 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
int r0_2, r1_2;

void *t0(void *arg)
{
	(void)arg;
	atomic_store_explicit(&x, 1, memory_order_relaxed);
	atomic_thread_fence(memory_order_seq_cst);
	r0_2 = atomic_load_explicit(&y, memory_order_relaxed);
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	atomic_store_explicit(&y, 1, memory_order_relaxed);
	atomic_thread_fence(memory_order_seq_cst);
	r1_2 = atomic_load_explicit(&x, memory_order_relaxed);
	return 0;
}

int main(void)
{
	pthread_t th[2];
	pthread_create(&th[0], 0, t0, 0);
	pthread_create(&th[1], 0, t1, 0);
	pthread_join(th[0], 0);
	pthread_join(th[1], 0);
	int v, d, o = 0;
	v = r0_2;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r1_2;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r0_2=0 r1_2=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_2=1 r1_2=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_2=0 r1_2=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_2=1 r1_2=1 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	default:
		goto unexpected;
	}
#endif
	return 0;
unexpected:
	assert(!"outcome unexpected");
	return 1;
}
