// LITMUS-META {"flavour":"tso","name":"LB","ncand":4,"observables":[{"domain":[0,1],"name":"r0_0","what":"T0 reads x"},{"domain":[0,1],"name":"r1_0","what":"T1 reads y"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"LB","threads":[[{"kind":"load","loc":"x","mo":"rlx"},{"kind":"store","loc":"y","mo":"rlx","value":1}],[{"kind":"load","loc":"y","mo":"rlx"},{"kind":"store","loc":"x","mo":"rlx","value":1}]]}}
/* litmus test LB (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * LB: load buffering
 * written by: scripts/litmus/classic.py write
 * condition r0_0=1 r1_0=1: sc forbidden, tso forbidden (Intel 64 and IA-32 SDM Vol. 3A, section 8.2.3.3 (Example 8-2: stores not reordered with older loads))
 *   T0: R x; W y=1
 *   T1: R y; W x=1
 * observables (outcome = mixed radix over their domains, 4 candidates):
 *   r0_0 in [0, 1] (T0 reads x)
 *   r1_0 in [0, 1] (T1 reads y)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r0_0, r1_0;

void *t0(void *arg)
{
	(void)arg;
	r0_0 = x;
	y = 1;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	r1_0 = y;
	x = 1;
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
	v = r0_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r1_0;
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
	case 0: /* r0_0=0 r1_0=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_0=1 r1_0=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_0=0 r1_0=1 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_0=1 r1_0=1 */
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
