// LITMUS-META {"flavour":"tso","name":"n6","ncand":18,"observables":[{"domain":[0,1,2],"name":"r0_1","what":"T0 reads x"},{"domain":[0,2],"name":"r0_2","what":"T0 reads y"},{"domain":[0,1,2],"name":"x","what":"final value of x"}],"plain":false,"test":{"finals":["x"],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"n6","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"load","loc":"x","mo":"rlx"},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"store","loc":"y","mo":"rlx","value":2},{"kind":"store","loc":"x","mo":"rlx","value":2}]]}}
/* litmus test n6 (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * n6: n6: forwarding plus a late flush; allowed by x86-TSO, forbidden by SC
 * written by: scripts/litmus/classic.py write
 * condition r0_1=1 r0_2=0 x=1: sc forbidden, tso allowed (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010 (test n6))
 *   T0: W x=1; R x; R y
 *   T1: W y=2; W x=2
 * observables (outcome = mixed radix over their domains, 18 candidates):
 *   r0_1 in [0, 1, 2] (T0 reads x)
 *   r0_2 in [0, 2] (T0 reads y)
 *   x in [0, 1, 2] (final value of x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r0_1, r0_2;

void *t0(void *arg)
{
	(void)arg;
	x = 1;
	r0_1 = x;
	r0_2 = y;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	y = 2;
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
	v = r0_2;
	d = v == 0 ? 0 : v == 2 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 3;
	v = x;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 6;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r0_1=0 r0_2=0 x=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_1=1 r0_2=0 x=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_1=2 r0_2=0 x=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_1=0 r0_2=2 x=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r0_1=1 r0_2=2 x=0 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r0_1=2 r0_2=2 x=0 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r0_1=0 r0_2=0 x=1 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r0_1=1 r0_2=0 x=1 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r0_1=2 r0_2=0 x=1 */
#ifndef SKIP_8
		assert(!"outcome 8");
#endif
		break;
	case 9: /* r0_1=0 r0_2=2 x=1 */
#ifndef SKIP_9
		assert(!"outcome 9");
#endif
		break;
	case 10: /* r0_1=1 r0_2=2 x=1 */
#ifndef SKIP_10
		assert(!"outcome 10");
#endif
		break;
	case 11: /* r0_1=2 r0_2=2 x=1 */
#ifndef SKIP_11
		assert(!"outcome 11");
#endif
		break;
	case 12: /* r0_1=0 r0_2=0 x=2 */
#ifndef SKIP_12
		assert(!"outcome 12");
#endif
		break;
	case 13: /* r0_1=1 r0_2=0 x=2 */
#ifndef SKIP_13
		assert(!"outcome 13");
#endif
		break;
	case 14: /* r0_1=2 r0_2=0 x=2 */
#ifndef SKIP_14
		assert(!"outcome 14");
#endif
		break;
	case 15: /* r0_1=0 r0_2=2 x=2 */
#ifndef SKIP_15
		assert(!"outcome 15");
#endif
		break;
	case 16: /* r0_1=1 r0_2=2 x=2 */
#ifndef SKIP_16
		assert(!"outcome 16");
#endif
		break;
	case 17: /* r0_1=2 r0_2=2 x=2 */
#ifndef SKIP_17
		assert(!"outcome 17");
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
