// LITMUS-META {"flavour":"tso","name":"CoRR","ncand":4,"observables":[{"domain":[0,1],"name":"r1_0","what":"T1 reads x"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false}],"name":"CoRR","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1}],[{"kind":"load","loc":"x","mo":"rlx"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test CoRR (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * CoRR: two reads of one location see its writes in order
 * written by: scripts/litmus/classic.py write
 * condition r1_0=1 r1_1=0: sc forbidden, tso forbidden (coherence (SC per location): every model here)
 *   T0: W x=1
 *   T1: R x; R x
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r1_0 in [0, 1] (T1 reads x)
 *   r1_1 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
int r1_0, r1_1;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	r1_0 = x;
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
	v = r1_0;
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
	case 2: /* r1_0=0 r1_1=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=1 r1_1=1 */
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
