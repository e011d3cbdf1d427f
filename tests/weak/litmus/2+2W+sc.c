// LITMUS-META {"flavour":"c11","name":"2+2W+sc","ncand":9,"observables":[{"domain":[0,1,2],"name":"x","what":"final value of x"},{"domain":[0,1,2],"name":"y","what":"final value of y"}],"plain":false,"test":{"finals":["x","y"],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"2+2W+sc","threads":[[{"kind":"store","loc":"x","mo":"sc","value":1},{"kind":"store","loc":"y","mo":"sc","value":2}],[{"kind":"store","loc":"y","mo":"sc","value":1},{"kind":"store","loc":"x","mo":"sc","value":2}]]}}
/* litmus test 2+2W+sc (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * 2+2W+sc: 2+2W, all seq_cst
 * written by: scripts/litmus/classic.py write
 * condition x=1 y=1: sc forbidden, rc11 forbidden (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (SC accesses: psc))
 *   T0: W(sc) x=1; W(sc) y=2
 *   T1: W(sc) y=1; W(sc) x=2
 * observables (outcome = mixed radix over their domains, 9 candidates):
 *   x in [0, 1, 2] (final value of x)
 *   y in [0, 1, 2] (final value of y)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;

void *t0(void *arg)
{
	(void)arg;
	atomic_store_explicit(&x, 1, memory_order_seq_cst);
	atomic_store_explicit(&y, 2, memory_order_seq_cst);
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	atomic_store_explicit(&y, 1, memory_order_seq_cst);
	atomic_store_explicit(&x, 2, memory_order_seq_cst);
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
	v = atomic_load_explicit(&x, memory_order_relaxed);
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = atomic_load_explicit(&y, memory_order_relaxed);
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
	case 0: /* x=0 y=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* x=1 y=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* x=2 y=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* x=0 y=1 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* x=1 y=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* x=2 y=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* x=0 y=2 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* x=1 y=2 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* x=2 y=2 */
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
