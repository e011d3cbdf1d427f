// LITMUS-META {"flavour":"c11","name":"IRIW+rlx","ncand":16,"observables":[{"domain":[0,1],"name":"r2_0","what":"T2 reads x"},{"domain":[0,1],"name":"r2_1","what":"T2 reads y"},{"domain":[0,1],"name":"r3_0","what":"T3 reads y"},{"domain":[0,1],"name":"r3_1","what":"T3 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"IRIW+rlx","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1}],[{"kind":"store","loc":"y","mo":"rlx","value":1}],[{"kind":"load","loc":"x","mo":"rlx"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"load","loc":"y","mo":"rlx"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test IRIW+rlx (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * IRIW+rlx: IRIW, relaxed
 * written by: scripts/litmus/classic.py write
 * condition r2_0=1 r2_1=0 r3_0=1 r3_1=0: sc forbidden, rc11 allowed (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (not multi-copy atomic))
 *   T0: W(rlx) x=1
 *   T1: W(rlx) y=1
 *   T2: R(rlx) x; R(rlx) y
 *   T3: R(rlx) y; R(rlx) x
 * observables (outcome = mixed radix over their domains, 16 candidates):
 *   r2_0 in [0, 1] (T2 reads x)
 *   r2_1 in [0, 1] (T2 reads y)
 *   r3_0 in [0, 1] (T3 reads y)
 *   r3_1 in [0, 1] (T3 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
int r2_0, r2_1, r3_0, r3_1;

void *t0(void *arg)
{
	(void)arg;
	atomic_store_explicit(&x, 1, memory_order_relaxed);
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	atomic_store_explicit(&y, 1, memory_order_relaxed);
	return 0;
}

void *t2(void *arg)
{
	(void)arg;
	r2_0 = atomic_load_explicit(&x, memory_order_relaxed);
	r2_1 = atomic_load_explicit(&y, memory_order_relaxed);
	return 0;
}

void *t3(void *arg)
{
	(void)arg;
	r3_0 = atomic_load_explicit(&y, memory_order_relaxed);
	r3_1 = atomic_load_explicit(&x, memory_order_relaxed);
	return 0;
}

int main(void)
{
	pthread_t th[4];
	pthread_create(&th[0], 0, t0, 0);
	pthread_create(&th[1], 0, t1, 0);
	pthread_create(&th[2], 0, t2, 0);
	pthread_create(&th[3], 0, t3, 0);
	pthread_join(th[0], 0);
	pthread_join(th[1], 0);
	pthread_join(th[2], 0);
	pthread_join(th[3], 0);
	int v, d, o = 0;
	v = r2_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r2_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
	v = r3_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 4;
	v = r3_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 8;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r2_0=0 r2_1=0 r3_0=0 r3_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r2_0=1 r2_1=0 r3_0=0 r3_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r2_0=0 r2_1=1 r3_0=0 r3_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r2_0=1 r2_1=1 r3_0=0 r3_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r2_0=0 r2_1=0 r3_0=1 r3_1=0 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r2_0=1 r2_1=0 r3_0=1 r3_1=0 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r2_0=0 r2_1=1 r3_0=1 r3_1=0 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r2_0=1 r2_1=1 r3_0=1 r3_1=0 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r2_0=0 r2_1=0 r3_0=0 r3_1=1 */
#ifndef SKIP_8
		assert(!"outcome 8");
#endif
		break;
	case 9: /* r2_0=1 r2_1=0 r3_0=0 r3_1=1 */
#ifndef SKIP_9
		assert(!"outcome 9");
#endif
		break;
	case 10: /* r2_0=0 r2_1=1 r3_0=0 r3_1=1 */
#ifndef SKIP_10
		assert(!"outcome 10");
#endif
		break;
	case 11: /* r2_0=1 r2_1=1 r3_0=0 r3_1=1 */
#ifndef SKIP_11
		assert(!"outcome 11");
#endif
		break;
	case 12: /* r2_0=0 r2_1=0 r3_0=1 r3_1=1 */
#ifndef SKIP_12
		assert(!"outcome 12");
#endif
		break;
	case 13: /* r2_0=1 r2_1=0 r3_0=1 r3_1=1 */
#ifndef SKIP_13
		assert(!"outcome 13");
#endif
		break;
	case 14: /* r2_0=0 r2_1=1 r3_0=1 r3_1=1 */
#ifndef SKIP_14
		assert(!"outcome 14");
#endif
		break;
	case 15: /* r2_0=1 r2_1=1 r3_0=1 r3_1=1 */
#ifndef SKIP_15
		assert(!"outcome 15");
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
