// LITMUS-META {"flavour":"c11","name":"sb-fence-sc","ncand":4,"observables":[{"domain":[0,1],"name":"r0_2","what":"T0 reads y"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"sb-fence-sc","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"store","loc":"y","mo":"sc","value":1},{"kind":"load","loc":"x","mo":"sc"}]]}}
/* litmus test sb-fence-sc (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * sb-fence-sc: store buffering, an SC fence in one thread, SC accesses in the other:
 * RC11 forbids both loads reading 0 (psc_base: F -> W(y) by rb, W(y) -> R(x) by sb,
 * R(x) -> F by rb then sb); pancam's rc11 does not follow psc edges between SC fences
 * and SC accesses and allows it (tests/weak.rs pins it).
 *   T0: W(rlx) x=1; fence(sc); R(rlx) y
 *   T1: W(sc) y=1; R(sc) x
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r0_2 in [0, 1] (T0 reads y)
 *   r1_1 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
int r0_2, r1_1;

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
	atomic_store_explicit(&y, 1, memory_order_seq_cst);
	r1_1 = atomic_load_explicit(&x, memory_order_seq_cst);
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
	case 0: /* r0_2=0 r1_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_2=1 r1_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_2=0 r1_1=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_2=1 r1_1=1 */
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
