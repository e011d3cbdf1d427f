// LITMUS-META {"flavour":"c11","name":"MP+await+rel+acq","ncand":4,"observables":[{"domain":[0,1],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"MP+await+rel+acq","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"y","mo":"rel","value":1}],[{"kind":"await","loc":"y","mo":"acq"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test MP+await+rel+acq (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * MP+await+rel+acq: MP whose reader spins on the flag (acquire) until it is set
 * written by: scripts/litmus/classic.py write
 * condition r1_1=0: rc11 forbidden (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (the acquire load that ends the spin reads the release store))
 *   T0: W(rlx) x=1; W(rel) y=1
 *   T1: AWAIT(acq) y!=0; R(rlx) x
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r1_0 in [0, 1] (T1 reads y)
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
	atomic_store_explicit(&y, 1, memory_order_release);
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
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r1_1;
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
	case 0: /* r1_0=0 r1_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r1_0=1 r1_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r1_0=0 r1_1=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=1 r1_1=1 */
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
