// LITMUS-META {"flavour":"tso","name":"CoWW","ncand":4,"observables":[{"domain":[0,1,2,3],"name":"x","what":"final value of x"}],"plain":false,"test":{"finals":["x"],"flavour":"tso","locs":[{"name":"x","plain":false}],"name":"CoWW","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"x","mo":"rlx","value":2}],[{"kind":"store","loc":"x","mo":"rlx","value":3}]]}}
/* litmus test CoWW (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * CoWW: two writes of one thread stay in program order
 * written by: scripts/litmus/classic.py write
 * condition x=1: sc forbidden, tso forbidden (coherence (SC per location): every model here)
 *   T0: W x=1; W x=2
 *   T1: W x=3
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   x in [0, 1, 2, 3] (final value of x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	x = 2;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	x = 3;
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
	v = x;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : v == 3 ? 3 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* x=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* x=1 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* x=2 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* x=3 */
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
