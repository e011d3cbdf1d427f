/* The Needham–Schroeder public-key protocol (Needham & Schroeder 1978) with a Dolev–Yao
 * intruder, and Lowe's fix (Lowe 1995, 1996): the Monte Carlo benchmark of GMC² (issue 12).
 *
 * Protocol (each message encrypted with the receiver's public key):
 *   1. A -> B : {Na, A}pk(B)
 *   2. B -> A : {Na, Nb}pk(A)        Lowe's fix (-DLOWE): {Na, Nb, B}pk(A)
 *   3. A -> B : {Nb}pk(B)
 * Lowe's attack (A starts a session with the intruder I, who impersonates A to B):
 *   1.  A -> I    : {Na, A}pk(I)     I decrypts it and learns Na
 *   1'. I(A) -> B : {Na, A}pk(B)
 *   2'. B -> I(A) : {Na, Nb}pk(A)    I cannot decrypt it ...
 *   2.  I -> A    : {Na, Nb}pk(A)    ... and replays it to A, who takes it for I's answer
 *   3.  A -> I    : {Nb}pk(I)        I learns Nb
 *   3'. I(A) -> B : {Nb}pk(B)        B completes a run "with A", who never talked to B.
 * With Lowe's fix A expects {Na, Nb, I} in step 2 and rejects B's message.
 *
 * Model: three threads, A (initiator), B (responder) and the intruder I, which *is* the
 * network (Dolev and Yao): honest agents send every message to I's inbox. I reads every
 * message sent (decrypting what is encrypted for it, keeping the last other ciphertext for
 * replay); otherwise it writes into an empty inbox of A or B (waiting while there is none)
 * either the kept ciphertext or a message it forges from the nonces and names it knows,
 * encrypted for that receiver. It never stops. Inboxes are one-slot, guarded by a mutex and a
 * condition variable. Honest agents ignore messages they cannot use and run the protocol
 * once; the program ends when both have ended their run. I's state is what it knows (3
 * nonces) and the kept ciphertext, so the state space is finite without a bound on I — but
 * large: the exhaustive search of the fixed protocol does not finish in minutes (BENCHMARKS.md,
 * "Monte Carlo"). I's choices (whom to write to when both inboxes are empty, replay or forge,
 * which message, nonce and name) and A's choice of partner (B or I) are nondeterministic
 * bits (__VERIFIER_nondet_bool): a random walk takes each with probability 1/2.
 *
 * Property (authentication of A to B, Lowe 1995): when B ends a run believing it talked
 * to A, A really started a run with B.
 */
#include <assert.h>
#include <pthread.h>
#include <stdbool.h>

_Bool __VERIFIER_nondet_bool(void);

enum { NOBODY, A, B, I };  /* agents; I: the intruder (a legitimate user too) */
enum { NA = 1, NB, NI };   /* nonces of A, B, I; 0: none */

typedef struct {
    int key;        /* whose public key encrypts it: only that agent can read it */
    int kind;       /* message 1, 2 or 3 */
    int x, y, z;    /* 1: {x=nonce, y=name}; 2: {x, y nonces, z=name (Lowe)}; 3: {x=nonce} */
} msg_t;

static pthread_mutex_t net = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static msg_t box[4];  /* inbox of A, B and I */
static int full[4];

static int a_partner;  /* whom A started a run with */
static int b_partner;  /* whom B believes it completed a run with */

static void post(int to, msg_t m)
{
    pthread_mutex_lock(&net);
    while (full[to])
        pthread_cond_wait(&changed, &net);
    box[to] = m;
    full[to] = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&net);
}

static msg_t take(int who)
{
    pthread_mutex_lock(&net);
    while (!full[who])
        pthread_cond_wait(&changed, &net);
    msg_t m = box[who];
    full[who] = 0;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&net);
    return m;
}


static void *initiator(void *arg)
{
    (void)arg;
    int partner = __VERIFIER_nondet_bool() ? B : I;
    a_partner = partner;
    post(I, (msg_t){.key = partner, .kind = 1, .x = NA, .y = A});
    msg_t m;
    do /* messages A cannot use are ignored */
        m = take(A);
    while (!(m.key == A && m.kind == 2 && m.x == NA
#ifdef LOWE
             && m.z == partner
#endif
             ));
    post(I, (msg_t){.key = partner, .kind = 3, .x = m.y});
    return 0;
}

static void *responder(void *arg)
{
    (void)arg;
    msg_t m;
    do /* messages B cannot use are ignored */
        m = take(B);
    while (!(m.key == B && m.kind == 1 && m.x != 0 && (m.y == A || m.y == I)));
    int partner = m.y;
    post(I, (msg_t){.key = partner, .kind = 2, .x = m.x, .y = NB, .z = B});
    do
        m = take(B);
    while (!(m.key == B && m.kind == 3 && m.x == NB));
    b_partner = partner;
    /* Authentication: B's partner A really ran the protocol with B. */
    assert(!(b_partner == A && a_partner != B));
    return 0;
}

/* A nonce the intruder knows: the first or the second of those it learnt (bitmask). */
static int pick_nonce(int known)
{
    int first = 0, second = 0;
    for (int n = NA; n <= NI; n++)
        if (known & (1 << n)) {
            if (!first)
                first = n;
            else if (!second)
                second = n;
        }
    return (second && __VERIFIER_nondet_bool()) ? second : first;
}

static void *intruder(void *arg)
{
    (void)arg;
    int known = 1 << NI;  /* nonces the intruder knows */
    msg_t kept = {0};     /* the last ciphertext it could not read */
    for (;;) {
        pthread_mutex_lock(&net);
        /* Nothing to read and nobody to write to: wait. */
        while (!full[I] && full[A] && full[B])
            pthread_cond_wait(&changed, &net);
        msg_t m = box[I];
        if (full[I]) {
            /* Everything sent is overheard: a message in the inbox is read first. */
            full[I] = 0;
            pthread_cond_broadcast(&changed);
            pthread_mutex_unlock(&net);
            if (m.key == I) {
                if (m.x)
                    known |= 1 << m.x;
                if (m.kind == 2 && m.y)
                    known |= 1 << m.y;
            } else {
                kept = m;
            }
            continue;
        }
        /* Only the intruder writes A's and B's inboxes: an empty one stays empty. */
        int to = full[A] ? B : full[B] ? A : __VERIFIER_nondet_bool() ? A : B;
        pthread_mutex_unlock(&net);
        if (kept.kind && __VERIFIER_nondet_bool()) {
            m = kept; /* replay the kept ciphertext */
        } else {
            /* Forge a message for `to` from the nonces and names it knows. */
            m = (msg_t){.key = to};
            if (__VERIFIER_nondet_bool()) {
                m.kind = 1; /* {n, name}: claims to be A, or itself */
                m.x = pick_nonce(known);
                m.y = __VERIFIER_nondet_bool() ? A : I;
            } else if (__VERIFIER_nondet_bool()) {
                m.kind = 3; /* {n} */
                m.x = pick_nonce(known);
            } else {
                m.kind = 2; /* {n, n', I} */
                m.x = pick_nonce(known);
                m.y = pick_nonce(known);
                m.z = I;
            }
        }
        post(to, m);
    }
    return 0;
}

int main(void)
{
    pthread_t a, b, i;
    pthread_create(&a, 0, initiator, 0);
    pthread_create(&b, 0, responder, 0);
    pthread_create(&i, 0, intruder, 0);
    /* The program ends when both honest agents have ended their run (the intruder may
       still be busy). */
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
