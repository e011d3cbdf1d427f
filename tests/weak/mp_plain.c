/* Message passing with a plain (non-atomic) datum: thread 1 writes the datum, then raises
 * an atomic flag; thread 2 reads the datum once it sees the flag. With a release store and
 * an acquire load (-DRA) the datum's write happens before its read; with relaxed ones
 * (the default) nothing orders them: a data race under C11 (pancam --memory-model rc11),
 * which sequential consistency hides. Compiled at -O0: clang -O1 loads the datum before
 * the flag's check (LLVM allows that, and then reports the race either way). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifdef RA
#define W memory_order_release
#define R memory_order_acquire
#else
#define W memory_order_relaxed
#define R memory_order_relaxed
#endif

int data;
atomic_int flag;

static void *writer(void *arg)
{
    (void)arg;
    data = 42;
    atomic_store_explicit(&flag, 1, W);
    return 0;
}

static void *reader(void *arg)
{
    (void)arg;
    if (atomic_load_explicit(&flag, R))
        assert(data == 42);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
