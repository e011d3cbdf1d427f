// LITMUS-META {"flavour":"c11","name":"MP+rel+rmw+acq","ncand":32,"observables":[{"domain":[0,1,10,11],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1,10,11],"name":"r2_0","what":"T2 reads y"},{"domain":[0,1],"name":"r2_1","what":"T2 reads x"}],"plain":false,"test":{"finals":[],"flavour":"c11","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"MP+rel+rmw+acq","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"y","mo":"rel","value":1}],[{"kind":"rmw","loc":"y","mo":"rlx","op":"fadd","value":10}],[{"kind":"load","loc":"y","mo":"acq"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test MP+rel+rmw+acq (c11 flavour), written by scripts/litmus (do not edit: regenerate)
 * MP+rel+rmw+acq: MP where the acquire reads a relaxed RMW that read the release store (release sequence)
 * written by: scripts/litmus/classic.py write
 * condition r1_0=1 r2_0=11 r2_1=0: sc forbidden, rc11 forbidden (Lahav, Vafeiadis, Kang, Hur, Dreyer: Repairing Sequential Consistency in C/C++11, PLDI 2017 (release sequence: rs includes (rf;rmw)*))
 *   T0: W(rlx) x=1; W(rel) y=1
 *   T1: FADD(rlx) y 10
 *   T2: R(acq) y; R(rlx) x
 * observables (outcome = mixed radix over their domains, 32 candidates):
 *   r1_0 in [0, 1, 10, 11] (T1 reads y)
 *   r2_0 in [0, 1, 10, 11] (T2 reads y)
 *   r2_1 in [0, 1] (T2 reads x)
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int x;
atomic_int y;
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
	r1_0 = atomic_fetch_add_explicit(&y, 10, memory_order_relaxed);
	return 0;
}

void *t2(void *arg)
{
	(void)arg;
	r2_0 = atomic_load_explicit(&y, memory_order_acquire);
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
	d = v == 0 ? 0 : v == 1 ? 1 : v == 10 ? 2 : v == 11 ? 3 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r2_0;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 10 ? 2 : v == 11 ? 3 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 4;
	v = r2_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 16;
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
	case 2: /* r1_0=10 r2_0=0 r2_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=11 r2_0=0 r2_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r1_0=0 r2_0=1 r2_1=0 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r1_0=1 r2_0=1 r2_1=0 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r1_0=10 r2_0=1 r2_1=0 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r1_0=11 r2_0=1 r2_1=0 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r1_0=0 r2_0=10 r2_1=0 */
#ifndef SKIP_8
		assert(!"outcome 8");
#endif
		break;
	case 9: /* r1_0=1 r2_0=10 r2_1=0 */
#ifndef SKIP_9
		assert(!"outcome 9");
#endif
		break;
	case 10: /* r1_0=10 r2_0=10 r2_1=0 */
#ifndef SKIP_10
		assert(!"outcome 10");
#endif
		break;
	case 11: /* r1_0=11 r2_0=10 r2_1=0 */
#ifndef SKIP_11
		assert(!"outcome 11");
#endif
		break;
	case 12: /* r1_0=0 r2_0=11 r2_1=0 */
#ifndef SKIP_12
		assert(!"outcome 12");
#endif
		break;
	case 13: /* r1_0=1 r2_0=11 r2_1=0 */
#ifndef SKIP_13
		assert(!"outcome 13");
#endif
		break;
	case 14: /* r1_0=10 r2_0=11 r2_1=0 */
#ifndef SKIP_14
		assert(!"outcome 14");
#endif
		break;
	case 15: /* r1_0=11 r2_0=11 r2_1=0 */
#ifndef SKIP_15
		assert(!"outcome 15");
#endif
		break;
	case 16: /* r1_0=0 r2_0=0 r2_1=1 */
#ifndef SKIP_16
		assert(!"outcome 16");
#endif
		break;
	case 17: /* r1_0=1 r2_0=0 r2_1=1 */
#ifndef SKIP_17
		assert(!"outcome 17");
#endif
		break;
	case 18: /* r1_0=10 r2_0=0 r2_1=1 */
#ifndef SKIP_18
		assert(!"outcome 18");
#endif
		break;
	case 19: /* r1_0=11 r2_0=0 r2_1=1 */
#ifndef SKIP_19
		assert(!"outcome 19");
#endif
		break;
	case 20: /* r1_0=0 r2_0=1 r2_1=1 */
#ifndef SKIP_20
		assert(!"outcome 20");
#endif
		break;
	case 21: /* r1_0=1 r2_0=1 r2_1=1 */
#ifndef SKIP_21
		assert(!"outcome 21");
#endif
		break;
	case 22: /* r1_0=10 r2_0=1 r2_1=1 */
#ifndef SKIP_22
		assert(!"outcome 22");
#endif
		break;
	case 23: /* r1_0=11 r2_0=1 r2_1=1 */
#ifndef SKIP_23
		assert(!"outcome 23");
#endif
		break;
	case 24: /* r1_0=0 r2_0=10 r2_1=1 */
#ifndef SKIP_24
		assert(!"outcome 24");
#endif
		break;
	case 25: /* r1_0=1 r2_0=10 r2_1=1 */
#ifndef SKIP_25
		assert(!"outcome 25");
#endif
		break;
	case 26: /* r1_0=10 r2_0=10 r2_1=1 */
#ifndef SKIP_26
		assert(!"outcome 26");
#endif
		break;
	case 27: /* r1_0=11 r2_0=10 r2_1=1 */
#ifndef SKIP_27
		assert(!"outcome 27");
#endif
		break;
	case 28: /* r1_0=0 r2_0=11 r2_1=1 */
#ifndef SKIP_28
		assert(!"outcome 28");
#endif
		break;
	case 29: /* r1_0=1 r2_0=11 r2_1=1 */
#ifndef SKIP_29
		assert(!"outcome 29");
#endif
		break;
	case 30: /* r1_0=10 r2_0=11 r2_1=1 */
#ifndef SKIP_30
		assert(!"outcome 30");
#endif
		break;
	case 31: /* r1_0=11 r2_0=11 r2_1=1 */
#ifndef SKIP_31
		assert(!"outcome 31");
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
