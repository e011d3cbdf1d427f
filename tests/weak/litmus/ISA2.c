// LITMUS-META {"flavour":"tso","name":"ISA2","ncand":8,"observables":[{"domain":[0,1],"name":"r1_0","what":"T1 reads y"},{"domain":[0,1],"name":"r2_0","what":"T2 reads z"},{"domain":[0,1],"name":"r2_1","what":"T2 reads x"}],"plain":false,"test":{"finals":[],"flavour":"tso","locs":[{"name":"x","plain":false},{"name":"y","plain":false},{"name":"z","plain":false}],"name":"ISA2","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"store","loc":"y","mo":"rlx","value":1}],[{"kind":"load","loc":"y","mo":"rlx"},{"kind":"store","loc":"z","mo":"rlx","value":1}],[{"kind":"load","loc":"z","mo":"rlx"},{"kind":"load","loc":"x","mo":"rlx"}]]}}
/* litmus test ISA2 (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * ISA2: MP through a third thread
 * written by: scripts/litmus/classic.py write
 * condition r1_0=1 r2_0=1 r2_1=0: sc forbidden, tso forbidden (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010 (W->W, R->W and R->R order preserved))
 *   T0: W x=1; W y=1
 *   T1: R y; W z=1
 *   T2: R z; R x
 * observables (outcome = mixed radix over their domains, 8 candidates):
 *   r1_0 in [0, 1] (T1 reads y)
 *   r2_0 in [0, 1] (T2 reads z)
 *   r2_1 in [0, 1] (T2 reads x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
volatile int y;
volatile int z;
int r1_0, r2_0, r2_1;

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
	r1_0 = y;
	z = 1;
	return 0;
}

void *t2(void *arg)
{
	(void)arg;
	r2_0 = z;
	r2_1 = x;
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
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d;
	v = r2_0;
	d = v == 0 ? 0 : v == 1 ? 1 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 2;
	v = r2_1;
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
	case 2: /* r1_0=0 r2_0=1 r2_1=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r1_0=1 r2_0=1 r2_1=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r1_0=0 r2_0=0 r2_1=1 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r1_0=1 r2_0=0 r2_1=1 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r1_0=0 r2_0=1 r2_1=1 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r1_0=1 r2_0=1 r2_1=1 */
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
