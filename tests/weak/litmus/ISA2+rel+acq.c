// LITMUS-META {"flavour":"c11","name":"ISA2+rel+acq","ncand":8,"observables":[{"domain":[0,1],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r2_0","what":"T2 reads z"},{"domain":[0,1],"name":"r2_1","what":"T2 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false},{"name":"z","plain":false}],"name":"ISA2+rel+acq","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"y","mo":"rel","value":1}],[{"kind":"load","loc":"y","mo":"acq"},{"kind":"store","loc":"z","mo":"rel","value":1}],[{"kind":"load","loc":"z","mo":"acq"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test ISA2+rel+acq (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * ISA2+rel+acq: ISA2, release/acquire chain
 * written by: scripts/litmus/classic.py write
 * condition r1_0=1 r2_0=1 r2_1=0: sc forbidden, rc11 forbidden (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (hb is transitive))
 *   T0: W(rlx) x=1; W(rel) y=1
 *   T1: R(acq) y; W(rel) z=1
 *   T2: R(acq) z; R(rlx) x
 * observables (outcome = mixed radix over their domains, 8 candidates):
 *   r1_0 in [0, 1] (T1 reads y)
 *   r2_0 in [0, 1] (T2 reads z)
 *   r2_1 in [0, 1] (T2 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
atomic_int z;
int r1_0, r2_0, r2_1;

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
	r1_0 = atomic_load_explicit(&y, memory_order_acquire);
	atomic_store_explicit(&z, 1, memory_order_release);
	return 0;
}

void *t2(void *arg)
{
	(void)arg;
	r2_0 = atomic_load_explicit(&z, memory_order_acquire);
	r2_1 = atomic_load_explicit(&x, memory_order_relaxed);
	return 0;
}

int main(void)
{
	pthread_t th[3];
	pthread_create(&th[0], 0, t0, 0);
	pthread_create(&th[1], 0, t1, 0);
	pthread_create(&th[2], 0, t2, 0);
	pthread_join(th[0], 0);
	pthread_join(th[1], 0);
	pthread_join(th[2], 0);
	int v, d, o = 0;
	v = r1_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r2_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
	v = r2_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 4;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r1_0=0 r2_0=0 r2_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r1_0=1 r2_0=0 r2_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r1_0=0 r2_0=1 r2_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=1 r2_0=1 r2_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r1_0=0 r2_0=0 r2_1=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r1_0=1 r2_0=0 r2_1=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r1_0=0 r2_0=1 r2_1=1 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r1_0=1 r2_0=1 r2_1=1 */
#ifndef SKIP_7
		assert(!"outcome 7");
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
