// LITMUS-META {"flavour":"tso","name":"W+RW+xchg","ncand":81,"observables":[{"domain":[0,1,2],"name":"r0_1","what":"T0 reads x"},{"domain":[0,1,2],"name":"r1_0","what":"T1 reads x"},{"domain":[0,1,2],"name":"r1_1","what":"T1 reads x"},{"domain":[0,1,2],"name":"x","what":"final value of x"}],"plain":false,"test":{"finals":["x"],"flavour":"tso","locs":[{"name":"x","plain":false}],"name":"W+RW+xchg","threads":[[{"kind":"store","loc":"x","mo":"rlx","value":1},{"kind":"load","loc":"x","mo":"rlx"}],[{"kind":"load","loc":"x","mo":"rlx"},{"kind":"rmw","loc":"x","mo":"sc","op":"xchg","value":2}]]}}
/* litmus test W+RW+xchg (tso flavour), written by scripts/litmus (do not edit: regenerate)
 * W+RW+xchg: a store and another thread's XCHG of the same location; Nidhugg --tso misses this SC outcome (README)
 * written by: scripts/litmus/classic.py write
 * condition r0_1=1 r1_0=0 r1_1=0 x=1: sc allowed, tso allowed (SC: T1 runs before T0; every SC execution is an x86-TSO one (Sewell, Sarkar, Owens, Zappa Nardelli, Myreen: x86-TSO, CACM 53(7) 2010))
 *   T0: W x=1; R x
 *   T1: R x; XCHG x 2
 * observables (outcome = mixed radix over their domains, 81 candidates):
 *   r0_1 in [0, 1, 2] (T0 reads x)
 *   r1_0 in [0, 1, 2] (T1 reads x)
 *   r1_1 in [0, 1, 2] (T1 reads x)
 *   x in [0, 1, 2] (final value of x)
 */
#include <assert.h>
#include <pthread.h>

volatile int x;
int r0_1, r1_0, r1_1;

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
	r1_0 = x;
	r1_1 = __atomic_exchange_n(&x, 2, __ATOMIC_SEQ_CST);
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
	v = r1_0;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 3;
	v = r1_1;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 9;
	v = x;
	d = v == 0 ? 0 : v == 1 ? 1 : v == 2 ? 2 : -1;
	if (d < 0)
		goto unexpected;
	o += d * 27;
#if defined(LITMUS_NO_CHECK)
	(void)o;
#elif defined(CANDIDATE)
	assert(o != CANDIDATE && "outcome candidate");
#else
	switch (o) {
	case 0: /* r0_1=0 r1_0=0 r1_1=0 x=0 */
#ifndef SKIP_0
		assert(!"outcome 0");
#endif
		break;
	case 1: /* r0_1=1 r1_0=0 r1_1=0 x=0 */
#ifndef SKIP_1
		assert(!"outcome 1");
#endif
		break;
	case 2: /* r0_1=2 r1_0=0 r1_1=0 x=0 */
#ifndef SKIP_2
		assert(!"outcome 2");
#endif
		break;
	case 3: /* r0_1=0 r1_0=1 r1_1=0 x=0 */
#ifndef SKIP_3
		assert(!"outcome 3");
#endif
		break;
	case 4: /* r0_1=1 r1_0=1 r1_1=0 x=0 */
#ifndef SKIP_4
		assert(!"outcome 4");
#endif
		break;
	case 5: /* r0_1=2 r1_0=1 r1_1=0 x=0 */
#ifndef SKIP_5
		assert(!"outcome 5");
#endif
		break;
	case 6: /* r0_1=0 r1_0=2 r1_1=0 x=0 */
#ifndef SKIP_6
		assert(!"outcome 6");
#endif
		break;
	case 7: /* r0_1=1 r1_0=2 r1_1=0 x=0 */
#ifndef SKIP_7
		assert(!"outcome 7");
#endif
		break;
	case 8: /* r0_1=2 r1_0=2 r1_1=0 x=0 */
#ifndef SKIP_8
		assert(!"outcome 8");
#endif
		break;
	case 9: /* r0_1=0 r1_0=0 r1_1=1 x=0 */
#ifndef SKIP_9
		assert(!"outcome 9");
#endif
		break;
	case 10: /* r0_1=1 r1_0=0 r1_1=1 x=0 */
#ifndef SKIP_10
		assert(!"outcome 10");
#endif
		break;
	case 11: /* r0_1=2 r1_0=0 r1_1=1 x=0 */
#ifndef SKIP_11
		assert(!"outcome 11");
#endif
		break;
	case 12: /* r0_1=0 r1_0=1 r1_1=1 x=0 */
#ifndef SKIP_12
		assert(!"outcome 12");
#endif
		break;
	case 13: /* r0_1=1 r1_0=1 r1_1=1 x=0 */
#ifndef SKIP_13
		assert(!"outcome 13");
#endif
		break;
	case 14: /* r0_1=2 r1_0=1 r1_1=1 x=0 */
#ifndef SKIP_14
		assert(!"outcome 14");
#endif
		break;
	case 15: /* r0_1=0 r1_0=2 r1_1=1 x=0 */
#ifndef SKIP_15
		assert(!"outcome 15");
#endif
		break;
	case 16: /* r0_1=1 r1_0=2 r1_1=1 x=0 */
#ifndef SKIP_16
		assert(!"outcome 16");
#endif
		break;
	case 17: /* r0_1=2 r1_0=2 r1_1=1 x=0 */
#ifndef SKIP_17
		assert(!"outcome 17");
#endif
		break;
	case 18: /* r0_1=0 r1_0=0 r1_1=2 x=0 */
#ifndef SKIP_18
		assert(!"outcome 18");
#endif
		break;
	case 19: /* r0_1=1 r1_0=0 r1_1=2 x=0 */
#ifndef SKIP_19
		assert(!"outcome 19");
#endif
		break;
	case 20: /* r0_1=2 r1_0=0 r1_1=2 x=0 */
#ifndef SKIP_20
		assert(!"outcome 20");
#endif
		break;
	case 21: /* r0_1=0 r1_0=1 r1_1=2 x=0 */
#ifndef SKIP_21
		assert(!"outcome 21");
#endif
		break;
	case 22: /* r0_1=1 r1_0=1 r1_1=2 x=0 */
#ifndef SKIP_22
		assert(!"outcome 22");
#endif
		break;
	case 23: /* r0_1=2 r1_0=1 r1_1=2 x=0 */
#ifndef SKIP_23
		assert(!"outcome 23");
#endif
		break;
	case 24: /* r0_1=0 r1_0=2 r1_1=2 x=0 */
#ifndef SKIP_24
		assert(!"outcome 24");
#endif
		break;
	case 25: /* r0_1=1 r1_0=2 r1_1=2 x=0 */
#ifndef SKIP_25
		assert(!"outcome 25");
#endif
		break;
	case 26: /* r0_1=2 r1_0=2 r1_1=2 x=0 */
#ifndef SKIP_26
		assert(!"outcome 26");
#endif
		break;
	case 27: /* r0_1=0 r1_0=0 r1_1=0 x=1 */
#ifndef SKIP_27
		assert(!"outcome 27");
#endif
		break;
	case 28: /* r0_1=1 r1_0=0 r1_1=0 x=1 */
#ifndef SKIP_28
		assert(!"outcome 28");
#endif
		break;
	case 29: /* r0_1=2 r1_0=0 r1_1=0 x=1 */
#ifndef SKIP_29
		assert(!"outcome 29");
#endif
		break;
	case 30: /* r0_1=0 r1_0=1 r1_1=0 x=1 */
#ifndef SKIP_30
		assert(!"outcome 30");
#endif
		break;
	case 31: /* r0_1=1 r1_0=1 r1_1=0 x=1 */
#ifndef SKIP_31
		assert(!"outcome 31");
#endif
		break;
	case 32: /* r0_1=2 r1_0=1 r1_1=0 x=1 */
#ifndef SKIP_32
		assert(!"outcome 32");
#endif
		break;
	case 33: /* r0_1=0 r1_0=2 r1_1=0 x=1 */
#ifndef SKIP_33
		assert(!"outcome 33");
#endif
		break;
	case 34: /* r0_1=1 r1_0=2 r1_1=0 x=1 */
#ifndef SKIP_34
		assert(!"outcome 34");
#endif
		break;
	case 35: /* r0_1=2 r1_0=2 r1_1=0 x=1 */
#ifndef SKIP_35
		assert(!"outcome 35");
#endif
		break;
	case 36: /* r0_1=0 r1_0=0 r1_1=1 x=1 */
#ifndef SKIP_36
		assert(!"outcome 36");
#endif
		break;
	case 37: /* r0_1=1 r1_0=0 r1_1=1 x=1 */
#ifndef SKIP_37
		assert(!"outcome 37");
#endif
		break;
	case 38: /* r0_1=2 r1_0=0 r1_1=1 x=1 */
#ifndef SKIP_38
		assert(!"outcome 38");
#endif
		break;
	case 39: /* r0_1=0 r1_0=1 r1_1=1 x=1 */
#ifndef SKIP_39
		assert(!"outcome 39");
#endif
		break;
	case 40: /* r0_1=1 r1_0=1 r1_1=1 x=1 */
#ifndef SKIP_40
		assert(!"outcome 40");
#endif
		break;
	case 41: /* r0_1=2 r1_0=1 r1_1=1 x=1 */
#ifndef SKIP_41
		assert(!"outcome 41");
#endif
		break;
	case 42: /* r0_1=0 r1_0=2 r1_1=1 x=1 */
#ifndef SKIP_42
		assert(!"outcome 42");
#endif
		break;
	case 43: /* r0_1=1 r1_0=2 r1_1=1 x=1 */
#ifndef SKIP_43
		assert(!"outcome 43");
#endif
		break;
	case 44: /* r0_1=2 r1_0=2 r1_1=1 x=1 */
#ifndef SKIP_44
		assert(!"outcome 44");
#endif
		break;
	case 45: /* r0_1=0 r1_0=0 r1_1=2 x=1 */
#ifndef SKIP_45
		assert(!"outcome 45");
#endif
		break;
	case 46: /* r0_1=1 r1_0=0 r1_1=2 x=1 */
#ifndef SKIP_46
		assert(!"outcome 46");
#endif
		break;
	case 47: /* r0_1=2 r1_0=0 r1_1=2 x=1 */
#ifndef SKIP_47
		assert(!"outcome 47");
#endif
		break;
	case 48: /* r0_1=0 r1_0=1 r1_1=2 x=1 */
#ifndef SKIP_48
		assert(!"outcome 48");
#endif
		break;
	case 49: /* r0_1=1 r1_0=1 r1_1=2 x=1 */
#ifndef SKIP_49
		assert(!"outcome 49");
#endif
		break;
	case 50: /* r0_1=2 r1_0=1 r1_1=2 x=1 */
#ifndef SKIP_50
		assert(!"outcome 50");
#endif
		break;
	case 51: /* r0_1=0 r1_0=2 r1_1=2 x=1 */
#ifndef SKIP_51
		assert(!"outcome 51");
#endif
		break;
	case 52: /* r0_1=1 r1_0=2 r1_1=2 x=1 */
#ifndef SKIP_52
		assert(!"outcome 52");
#endif
		break;
	case 53: /* r0_1=2 r1_0=2 r1_1=2 x=1 */
#ifndef SKIP_53
		assert(!"outcome 53");
#endif
		break;
	case 54: /* r0_1=0 r1_0=0 r1_1=0 x=2 */
#ifndef SKIP_54
		assert(!"outcome 54");
#endif
		break;
	case 55: /* r0_1=1 r1_0=0 r1_1=0 x=2 */
#ifndef SKIP_55
		assert(!"outcome 55");
#endif
		break;
	case 56: /* r0_1=2 r1_0=0 r1_1=0 x=2 */
#ifndef SKIP_56
		assert(!"outcome 56");
#endif
		break;
	case 57: /* r0_1=0 r1_0=1 r1_1=0 x=2 */
#ifndef SKIP_57
		assert(!"outcome 57");
#endif
		break;
	case 58: /* r0_1=1 r1_0=1 r1_1=0 x=2 */
#ifndef SKIP_58
		assert(!"outcome 58");
#endif
		break;
	case 59: /* r0_1=2 r1_0=1 r1_1=0 x=2 */
#ifndef SKIP_59
		assert(!"outcome 59");
#endif
		break;
	case 60: /* r0_1=0 r1_0=2 r1_1=0 x=2 */
#ifndef SKIP_60
		assert(!"outcome 60");
#endif
		break;
	case 61: /* r0_1=1 r1_0=2 r1_1=0 x=2 */
#ifndef SKIP_61
		assert(!"outcome 61");
#endif
		break;
	case 62: /* r0_1=2 r1_0=2 r1_1=0 x=2 */
#ifndef SKIP_62
		assert(!"outcome 62");
#endif
		break;
	case 63: /* r0_1=0 r1_0=0 r1_1=1 x=2 */
#ifndef SKIP_63
		assert(!"outcome 63");
#endif
		break;
	case 64: /* r0_1=1 r1_0=0 r1_1=1 x=2 */
#ifndef SKIP_64
		assert(!"outcome 64");
#endif
		break;
	case 65: /* r0_1=2 r1_0=0 r1_1=1 x=2 */
#ifndef SKIP_65
		assert(!"outcome 65");
#endif
		break;
	case 66: /* r0_1=0 r1_0=1 r1_1=1 x=2 */
#ifndef SKIP_66
		assert(!"outcome 66");
#endif
		break;
	case 67: /* r0_1=1 r1_0=1 r1_1=1 x=2 */
#ifndef SKIP_67
		assert(!"outcome 67");
#endif
		break;
	case 68: /* r0_1=2 r1_0=1 r1_1=1 x=2 */
#ifndef SKIP_68
		assert(!"outcome 68");
#endif
		break;
	case 69: /* r0_1=0 r1_0=2 r1_1=1 x=2 */
#ifndef SKIP_69
		assert(!"outcome 69");
#endif
		break;
	case 70: /* r0_1=1 r1_0=2 r1_1=1 x=2 */
#ifndef SKIP_70
		assert(!"outcome 70");
#endif
		break;
	case 71: /* r0_1=2 r1_0=2 r1_1=1 x=2 */
#ifndef SKIP_71
		assert(!"outcome 71");
#endif
		break;
	case 72: /* r0_1=0 r1_0=0 r1_1=2 x=2 */
#ifndef SKIP_72
		assert(!"outcome 72");
#endif
		break;
	case 73: /* r0_1=1 r1_0=0 r1_1=2 x=2 */
#ifndef SKIP_73
		assert(!"outcome 73");
#endif
		break;
	case 74: /* r0_1=2 r1_0=0 r1_1=2 x=2 */
#ifndef SKIP_74
		assert(!"outcome 74");
#endif
		break;
	case 75: /* r0_1=0 r1_0=1 r1_1=2 x=2 */
#ifndef SKIP_75
		assert(!"outcome 75");
#endif
		break;
	case 76: /* r0_1=1 r1_0=1 r1_1=2 x=2 */
#ifndef SKIP_76
		assert(!"outcome 76");
#endif
		break;
	case 77: /* r0_1=2 r1_0=1 r1_1=2 x=2 */
#ifndef SKIP_77
		assert(!"outcome 77");
#endif
		break;
	case 78: /* r0_1=0 r1_0=2 r1_1=2 x=2 */
#ifndef SKIP_78
		assert(!"outcome 78");
#endif
		break;
	case 79: /* r0_1=1 r1_0=2 r1_1=2 x=2 */
#ifndef SKIP_79
		assert(!"outcome 79");
#endif
		break;
	case 80: /* r0_1=2 r1_0=2 r1_1=2 x=2 */
#ifndef SKIP_80
		assert(!"outcome 80");
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
