// LITMUS-META {"flavour":"c11","name":"await-forever","ncand":2,"observables":[{"domain":[0],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"await-forever","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1}],[{"kind":"await","loc":"y","mo":"acq"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test await-forever (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * await-forever: a spin loop on a location nobody writes: no outcome (and no deadlock)
 * written by: scripts/litmus/classic.py write
 * condition r1_1=1: rc11 forbidden (nobody writes y: the spin never ends, no run reaches main's check)
 *   T0: W(rlx) x=1
 *   T1: AWAIT(acq) y!=0; R(rlx) x
 * observables (outcome = mixed radix over their domains, 2 candidates):
 *   r1_0 in [0] (T1 reads y)
 *   r1_1 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
int r1_0, r1_1;

void *t0(void *arg)
{
	(void)arg;
	atomic_store_explicit(&x, 1, memory_order_relaxed);
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	{ int v; do v = atomic_load_explicit(&y, memory_order_acquire); while (v == 0); r1_0 = v; }
	r1_1 = atomic_load_explicit(&x, memory_order_relaxed);
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
	v = r1_0;
	d = v == 0 ? 0 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r1_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r1_0=0 r1_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r1_0=0 r1_1=1 */
#ifndef SKIP_1
		assert(!"outcome 1");
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
