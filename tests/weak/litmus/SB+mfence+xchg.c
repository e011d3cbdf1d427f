// LITMUS-META {"flavour":"tso","name":"SB+mfence+xchg","ncand":8,"observables":[{"domain":[0,1],"name":"r0_2","what":"T0 reads y"},{"domain":[0,1],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"SB+mfence+xchg","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"rmw","loc":"y","mo":"sc","op":"xchg","value":1},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test SB+mfence+xchg (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * SB+mfence+xchg: SB with mfence in one thread and xchg in the other
 * written by: scripts/litmus/classic.py write
 * condition r0_2=0 r1_1=0: sc forbidden, tso forbidden (Intel 64 and IA-32 SDM Vol. 3A, section 8.2.3.8-9 (MFENCE on one side, a locked instruction on the other))
 *   T0: W x=1; mfence; R y
 *   T1: XCHG y 1; R x
 * observables (outcome = mixed radix over their domains, 8 candidates):
 *   r0_2 in [0, 1] (T0 reads y)
 *   r1_0 in [0, 1] (T1 reads y)
 *   r1_1 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r0_2, r1_0, r1_1;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	__atomic_thread_fence(__ATOMIC_SEQ_CST); /* mfence */
	r0_2 = y;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	r1_0 = __atomic_exchange_n(&y, 1, __ATOMIC_SEQ_CST);
	r1_1 = x;
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
	v = r1_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
	v = r1_1;
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
	case 0: /* r0_2=0 r1_0=0 r1_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_2=1 r1_0=0 r1_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_2=0 r1_0=1 r1_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_2=1 r1_0=1 r1_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r0_2=0 r1_0=0 r1_1=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r0_2=1 r1_0=0 r1_1=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r0_2=0 r1_0=1 r1_1=1 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r0_2=1 r1_0=1 r1_1=1 */
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
