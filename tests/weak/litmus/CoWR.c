// LITMUS-META {"flavour":"tso","name":"CoWR","ncand":9,"observables":[{"domain":[0,1,2],"name":"r0_1","what":"T0 reads x"},{"domain":[0,1,2],"name":"x","what":"final value of x"}],"plain":false,"test":{"finals":["x"],"flavour":"tso","locs":[{"name":"x","plain":false}],"name":"CoWR","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"load","loc":"x","mo":"rlx"}],[{"kind":"store","loc":"x","mo":"rlx","value":2}]]}}
/* litmus test CoWR (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * CoWR: a read never sees a write coherence-before its own earlier write
 * written by: scripts/litmus/classic.py write
 * condition r0_1=2 x=1: sc forbidden, tso forbidden (coherence (SC per location): every model here)
 *   T0: W x=1; R x
 *   T1: W x=2
 * observables (outcome = mixed radix over their domains, 9 candidates):
 *   r0_1 in [0, 1, 2] (T0 reads x)
 *   x in [0, 1, 2] (final value of x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
int r0_1;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	r0_1 = x;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	x = 2;
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
	v = r0_1;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = x;
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
	case 0: /* r0_1=0 x=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_1=1 x=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_1=2 x=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_1=0 x=1 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r0_1=1 x=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r0_1=2 x=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r0_1=0 x=2 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r0_1=1 x=2 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r0_1=2 x=2 */
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
