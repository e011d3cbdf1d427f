// LITMUS-META {"flavour":"c11","name":"CoRR+await","ncand":9,"observables":[{"domain":[0,1,2],"name":"r1_0","what":"T1 reads x"},{"domain":[0,1,2],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"CoRR+await","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"x","mo":"rlx","value":2}],[{"kind":"await","loc":"x","mo":"rlx"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test CoRR+await (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * CoRR+await: coherence after a spin: once the spin read x = 2, a later load cannot read 1
 * written by: scripts/litmus/classic.py write
 * condition r1_0=2 r1_1=1: rc11 forbidden (coherence (SC per location): every model here)
 *   T0: W(rlx) x=1; W(rlx) x=2
 *   T1: AWAIT(rlx) x!=0; R(rlx) x
 * observables (outcome = mixed radix over their domains, 9 candidates):
 *   r1_0 in [0, 1, 2] (T1 reads x)
 *   r1_1 in [0, 1, 2] (T1 reads x)
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
	atomic_store_explicit(&x, 2, memory_order_relaxed);
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	{ int v; do v = atomic_load_explicit(&x, memory_order_relaxed); while (v == 0); r1_0 = v; }
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
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r1_1;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 3;
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
	case 2: /* r1_0=2 r1_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=0 r1_1=1 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r1_0=1 r1_1=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r1_0=2 r1_1=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r1_0=0 r1_1=2 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r1_0=1 r1_1=2 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r1_0=2 r1_1=2 */
#ifndef SKIP_8
		assert(!"outcome 8");
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
