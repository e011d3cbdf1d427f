/* C11 <stdatomic.h> operations and GCC __atomic/__sync builtins used from a single thread:
 * loads, stores, exchange, compare-exchange (success and failure), fetch-add/sub/or/and/xor
 * at several widths, fences, and an atomic flag used as a spin lock. Also volatile. */
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdbool.h>

static atomic_int ai = 10;
static atomic_long al;
static _Atomic unsigned char auc = 250;
static _Atomic uint64_t au64 = 1;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static _Atomic(int *) aptr;
static volatile int vcount;

int main(void) {
    printf("load %d\n", atomic_load(&ai));
    atomic_store(&ai, 20);
    printf("store -> %d\n", atomic_load_explicit(&ai, memory_order_acquire));
    int old = atomic_exchange(&ai, 30);
    printf("exchange old=%d new=%d\n", old, atomic_load(&ai));
    int expected = 30;
    bool ok = atomic_compare_exchange_strong(&ai, &expected, 40);
    printf("cas success ok=%d expected=%d value=%d\n", ok, expected, atomic_load(&ai));
    expected = 99;
    ok = atomic_compare_exchange_strong(&ai, &expected, 50);
    printf("cas failure ok=%d expected=%d value=%d\n", ok, expected, atomic_load(&ai));
    expected = atomic_load(&ai);
    while (!atomic_compare_exchange_weak(&ai, &expected, expected * 2))
        ;
    printf("weak cas loop value=%d\n", atomic_load(&ai));
    printf("fetch_add old=%d ", atomic_fetch_add(&ai, 5));
    printf("fetch_sub old=%d ", atomic_fetch_sub(&ai, 3));
    printf("fetch_or old=%d ", atomic_fetch_or(&ai, 0x100));
    printf("fetch_and old=%d ", atomic_fetch_and(&ai, 0x1f0));
    printf("fetch_xor old=%d ", atomic_fetch_xor(&ai, 0xff));
    printf("final=%d\n", atomic_load(&ai));
    for (long i = 1; i <= 100; i++)
        atomic_fetch_add_explicit(&al, i * i, memory_order_relaxed);
    printf("al=%ld\n", atomic_load(&al));
    for (int i = 0; i < 3; i++)
        printf("uchar fetch_add old=%u ", atomic_fetch_add(&auc, 3));
    printf("now=%u\n", atomic_load(&auc));
    for (int i = 0; i < 5; i++) {
        uint64_t cur = atomic_load(&au64);
        while (!atomic_compare_exchange_weak(&au64, &cur, cur * 1000003u))
            ;
    }
    printf("u64 = %llu\n", (unsigned long long)atomic_load(&au64));
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_seq_cst);
    int acquired = 0;
    for (int i = 0; i < 3; i++) {
        if (!atomic_flag_test_and_set(&lock))
            acquired++;
    }
    atomic_flag_clear(&lock);
    acquired += !atomic_flag_test_and_set(&lock);
    printf("flag acquisitions=%d\n", acquired);
    int target = 7, other = 8;
    atomic_store(&aptr, &target);
    int *exp_ptr = &other;
    ok = atomic_compare_exchange_strong(&aptr, &exp_ptr, &other);
    printf("ptr cas ok=%d exp is target=%d *aptr=%d\n", ok, exp_ptr == &target, *atomic_load(&aptr));
    /* GCC builtins */
    int g = 5;
    int r1 = __atomic_add_fetch(&g, 10, __ATOMIC_SEQ_CST);
    printf("__atomic_add_fetch=%d ", r1);
    int r2 = __atomic_fetch_nand(&g, 6, __ATOMIC_SEQ_CST);
    printf("__atomic_fetch_nand=%d now=%d ", r2, g);
    int r3 = __sync_fetch_and_add(&g, 1);
    printf("__sync_fetch_and_add=%d ", r3);
    int cur = g;
    int r4 = __sync_val_compare_and_swap(&g, cur, 123);
    printf("__sync_val_compare_and_swap=%d ", r4);
    int r5 = __sync_bool_compare_and_swap(&g, 0, 1);
    printf("__sync_bool_compare_and_swap=%d g=%d\n", r5, g);
    long lx = 0;
    __atomic_store_n(&lx, 77L, __ATOMIC_RELEASE);
    long prev = __atomic_exchange_n(&lx, 88L, __ATOMIC_ACQ_REL);
    printf("store_n/exchange_n prev=%ld now=%ld\n", prev, __atomic_load_n(&lx, __ATOMIC_ACQUIRE));
    short sv = 1;
    __atomic_fetch_sub(&sv, 2, __ATOMIC_RELAXED);
    printf("short after fetch_sub=%d\n", sv);
    __sync_synchronize();
    for (int i = 0; i < 50; i++)
        vcount = vcount + i;
    printf("volatile sum=%d\n", vcount);
    return 0;
}
