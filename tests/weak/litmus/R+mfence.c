// LITMUS-META {"flavour":"tso","name":"R+mfence","ncand":6,"observables":[{"domain":[0,1],"name":"r1_2","what":"T1 reads x"},{"domain":[0,1,2],"name":"y","what":"final value of y"}],"plain":false,"test":{"finals":["y"],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"R+mfence","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"y","mo":"rlx","value":1}],[{"kind":"store","loc":"y","mo":"rlx","value":2},{"kind":"fence","mo":"sc"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test R+mfence (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * R+mfence: R with mfence in the reading thread
 * written by: scripts/litmus/classic.py write
 * condition r1_2=0 y=2: sc forbidden, tso forbidden (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010 (R with MFENCE))
 *   T0: W x=1; W y=1
 *   T1: W y=2; mfence; R x
 * observables (outcome = mixed radix over their domains, 6 candidates):
 *   r1_2 in [0, 1] (T1 reads x)
 *   y in [0, 1, 2] (final value of y)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r1_2;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	y = 1;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	y = 2;
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
	v = r1_2;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = y;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r1_2=0 y=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r1_2=1 y=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r1_2=0 y=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_2=1 y=1 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r1_2=0 y=2 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r1_2=1 y=2 */
#ifndef SKIP_5
		assert(!"outcome 5");
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
