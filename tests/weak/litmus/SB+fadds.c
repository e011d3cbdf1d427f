// LITMUS-META {"flavour":"tso","name":"SB+fadds","ncand":16,"observables":[{"domain":[0,1],"name":"r0_0","what":"T0 reads x"},{"domain":[0,1],"name":"r0_1","what":"T0 reads y"},{"domain":[0,1],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r1_1","what":"T1 reads x"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false}],"name":"SB+fadds","threads":[[{"kind":"rmw","loc":"x","mo":"sc","op":"fadd","value":1},{"kind":"load","loc":"y","mo":"rlx"}],[{"kind":"rmw","loc":"y","mo":"sc","op":"fadd","value":1},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test SB+fadds (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * SB+fadds: SB with the stores as LOCK XADD
 * written by: scripts/litmus/classic.py write
 * condition r0_1=0 r1_1=0: sc forbidden, tso forbidden (Intel 64 and IA-32 SDM Vol. 3A, section 8.2.3.9 (locked instructions: LOCK XADD))
 *   T0: FADD x 1; R y
 *   T1: FADD y 1; R x
 * observables (outcome = mixed radix over their domains, 16 candidates):
 *   r0_0 in [0, 1] (T0 reads x)
 *   r0_1 in [0, 1] (T0 reads y)
 *   r1_0 in [0, 1] (T1 reads y)
 *   r1_1 in [0, 1] (T1 reads x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
int r0_0, r0_1, r1_0, r1_1;

void *t0(void *arg)
{
	(void)arg;
	r0_0 = __atomic_fetch_add(&x, 1, __ATOMIC_SEQ_CST);
	r0_1 = y;
	return 0;
}

void *t1(void *arg)
{
	(void)arg;
	r1_0 = __atomic_fetch_add(&y, 1, __ATOMIC_SEQ_CST);
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
	v = r0_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r0_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
	v = r1_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 4;
	v = r1_1;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 8;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r0_0=0 r0_1=0 r1_0=0 r1_1=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_0=1 r0_1=0 r1_0=0 r1_1=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_0=0 r0_1=1 r1_0=0 r1_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_0=1 r0_1=1 r1_0=0 r1_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r0_0=0 r0_1=0 r1_0=1 r1_1=0 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r0_0=1 r0_1=0 r1_0=1 r1_1=0 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r0_0=0 r0_1=1 r1_0=1 r1_1=0 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r0_0=1 r0_1=1 r1_0=1 r1_1=0 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r0_0=0 r0_1=0 r1_0=0 r1_1=1 */
#ifndef SKIP_8
		assert(!"outcome 8");
#endif
		break;
	case 9: /* r0_0=1 r0_1=0 r1_0=0 r1_1=1 */
#ifndef SKIP_9
		assert(!"outcome 9");
#endif
		break;
	case 10: /* r0_0=0 r0_1=1 r1_0=0 r1_1=1 */
#ifndef SKIP_10
		assert(!"outcome 10");
#endif
		break;
	case 11: /* r0_0=1 r0_1=1 r1_0=0 r1_1=1 */
#ifndef SKIP_11
		assert(!"outcome 11");
#endif
		break;
	case 12: /* r0_0=0 r0_1=0 r1_0=1 r1_1=1 */
#ifndef SKIP_12
		assert(!"outcome 12");
#endif
		break;
	case 13: /* r0_0=1 r0_1=0 r1_0=1 r1_1=1 */
#ifndef SKIP_13
		assert(!"outcome 13");
#endif
		break;
	case 14: /* r0_0=0 r0_1=1 r1_0=1 r1_1=1 */
#ifndef SKIP_14
		assert(!"outcome 14");
#endif
		break;
	case 15: /* r0_0=1 r0_1=1 r1_0=1 r1_1=1 */
#ifndef SKIP_15
		assert(!"outcome 15");
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
