// LITMUS-META {"flavour":"tso","name":"SB+mfences","ncand":4,"observables":[{"domain":[0,1],"name":"r0_2","what":"T0 reads y"},{"domain":[0,1],"name":"r1_2","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"SB+mfences","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"store","loc":"y","mo":"rlx","value":1},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test SB+mfences (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * SB+mfences: SB with mfence between store and load
 * written by: scripts/litmus/classic.py write
 * condition r0_2=0 r1_2=0: sc forbidden, tso forbidden (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010 (SB+mfences: MFENCE drains the store buffer))
 *   T0: W x=1; mfence; R y
 *   T1: W y=1; mfence; R x
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r0_2 in [0, 1] (T0 reads y)
 *   r1_2 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r0_2, r1_2;

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
	y = 1;
	__atomic_thread_fence(__ATOMIC_SEQ_CST); /* mfence */
	r1_2 = x;
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
