/* The Needham–Schroeder public-key protocol (Needham & Schroeder 1978) and Lowe's fix (Lowe
 * 1995, 1996), written a second way (issue 43): the agents talk through mailboxes, and the
 * intruder is a store-and-replay network.  needham_schroeder.c is the first model.
 *
 * Protocol (each message encrypted with the receiver's public key):
 *   1. A -> B : {Na, A}pk(B)
 *   2. B -> A : {Na, Nb}pk(A)        Lowe's fix (-DLOWE): {Na, Nb, B}pk(A)
 *   3. A -> B : {Nb}pk(B)
 * Lowe's attack: A starts a run with the intruder I; I re-encrypts A's first message for B,
 * replays B's answer (which it cannot read) to A, learns Nb from A's third message and sends
 * {Nb}pk(B): B ends a run "with A", who never talked to B.
 *
 * Model.  Every agent has a mailbox: one slot, filled by a sender and emptied by its owner.
 * The mailboxes hang off one network lock, and each has its own condition variables: its
 * owner waits on `arrived` until the slot is full, a sender on `left` until it is empty; the
 * intruder, which may have nothing to read and nobody to write to, waits on `stirred`, which
 * every arrival in its mailbox and every emptied mailbox signals.  Honest agents address
 * every message to the wire, that is to the intruder's mailbox (Dolev and Yao: the intruder
 * is the network).  The intruder reads everything sent: what is encrypted for it, it decrypts
 * and learns the nonces of; any other ciphertext it stores (the last STORED ones, oldest
 * overwritten).  When its mailbox is empty it writes into an empty mailbox of A or B a stored
 * ciphertext encrypted for that agent (a replay: delivering a message to its addressee is
 * one) or a message it forges from the nonces and names it knows.  Its messages are typed,
 * as in Lowe's own models: it sends an agent only ciphertexts under that agent's key, of a
 * kind the agent can take in some state (A: message 2; B: messages 1 and 3).  Any other
 * message would be dropped unread, and leaving them out keeps the state space small enough
 * for the exhaustive search.  It never stops; the program ends when A and B have ended their
 * runs.  A's choice of partner and every choice of the intruder are nondeterministic bits
 * (__VERIFIER_nondet_bool): a random walk takes each side with probability 1/2.  Which side
 * is written as the bit's 0 changes no behaviour, only the order of a depth-first search,
 * which tries 0 first: here 0 is the side of Lowe's attack, so that the exhaustive search
 * meets it within a thousand states (the whole state space is far larger: see Lowe's fix in
 * BENCHMARKS.md, "Monte Carlo").
 *
 * Property (authentication of A to B): when B ends a run believing it talked to A, A really
 * started a run with B.
 */
#include <assert.h>
#include <pthread.h>

_Bool __VERIFIER_nondet_bool(void);

#ifndef STORED
#define STORED 3 /* as many as honest agents send ciphertexts not for I */
#endif

enum { NOBODY, A, B, I };  /* agents (mailbox indices); I: the intruder */
enum { NA = 1, NB, NI };   /* nonces of A, B and I; 0: none */

typedef struct {
    int key;    /* whose public key encrypts it: 0 for an empty message */
    int kind;   /* message 1, 2 or 3 */
    int n1, n2; /* nonces */
    int name;   /* the agent named in it (1: the sender; 2, Lowe's fix: the responder) */
} msg_t;

typedef struct {
    pthread_cond_t arrived; /* the slot was filled (its owner waits) */
    pthread_cond_t left;    /* the slot was emptied (senders wait) */
    int full;
    msg_t slot;
} mailbox_t;

static pthread_mutex_t network = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t stirred = PTHREAD_COND_INITIALIZER; /* the intruder waits */
static mailbox_t box[4] = {
    [A] = {PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, {0}},
    [B] = {PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, {0}},
    [I] = {PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, {0}},
};

static int a_partner; /* whom A started its run with */
static int b_partner; /* whom B believes it ended its run with */

/* Puts m into `to`'s mailbox, waiting while it is full. */
static void deliver(int to, msg_t m)
{
    pthread_mutex_lock(&network);
    while (box[to].full)
        pthread_cond_wait(&box[to].left, &network);
    box[to].slot = m;
    box[to].full = 1;
    pthread_cond_signal(&box[to].arrived);
    if (to == I)
        pthread_cond_signal(&stirred);
    pthread_mutex_unlock(&network);
}

/* Takes the message in `who`'s mailbox, waiting until there is one. */
static msg_t collect(int who)
{
    pthread_mutex_lock(&network);
    while (!box[who].full)
        pthread_cond_wait(&box[who].arrived, &network);
    msg_t m = box[who].slot;
    box[who].full = 0;
    pthread_cond_signal(&box[who].left);
    pthread_cond_signal(&stirred);
    pthread_mutex_unlock(&network);
    return m;
}

/* An honest agent sends: onto the wire, which is the intruder's mailbox. */
static void send(msg_t m) { deliver(I, m); }

static void *initiator(void *arg)
{
    (void)arg;
    int partner = __VERIFIER_nondet_bool() ? B : I;
    a_partner = partner;
    send((msg_t){.key = partner, .kind = 1, .n1 = NA, .name = A});
    msg_t m;
    for (;;) { /* messages A cannot use are dropped */
        m = collect(A);
        if (m.key == A && m.kind == 2 && m.n1 == NA
#ifdef LOWE
            && m.name == partner
#endif
        )
            break;
    }
    send((msg_t){.key = partner, .kind = 3, .n1 = m.n2});
    return 0;
}

static void *responder(void *arg)
{
    (void)arg;
    msg_t m;
    for (;;) {
        m = collect(B);
        if (m.key == B && m.kind == 1 && m.n1 && (m.name == A || m.name == I))
            break;
    }
    int partner = m.name;
    send((msg_t){.key = partner, .kind = 2, .n1 = m.n1, .n2 = NB, .name = B});
    for (;;) {
        m = collect(B);
        if (m.key == B && m.kind == 3 && m.n1 == NB)
            break;
    }
    b_partner = partner;
    /* Authentication: B's partner A really ran the protocol with B. */
    assert(!(b_partner == A && a_partner != B));
    return 0;
}

/* The intruder's knowledge: nonces (a bitmask) and the ciphertexts it could not read. */
static int known = 1 << NI;
static msg_t stored[STORED];
static int stored_next; /* the slot the next stored ciphertext overwrites */

static int same(msg_t x, msg_t y)
{
    return x.key == y.key && x.kind == y.kind && x.n1 == y.n1 && x.n2 == y.n2 &&
           x.name == y.name;
}

static void learn(msg_t m)
{
    if (m.key == I) {
        if (m.n1)
            known |= 1 << m.n1;
        if (m.n2)
            known |= 1 << m.n2;
        return;
    }
    for (int k = 0; k < STORED; k++)
        if (same(stored[k], m))
            return;
    stored[stored_next] = m;
    stored_next = (stored_next + 1) % STORED;
}

/* A nonce the intruder knows, each with probability one half against the rest. */
static int any_nonce(void)
{
    for (int n = NA; n < NI; n++)
        if ((known & (1 << n)) && !__VERIFIER_nondet_bool())
            return n;
    return NI;
}

/* Whether a ciphertext for `to` is stored. */
static int replayable(int to)
{
    for (int k = 0; k < STORED; k++)
        if (stored[k].key == to)
            return 1;
    return 0;
}

/* A stored ciphertext for `to` (there is one): each with probability one half against the
   rest. */
static msg_t any_stored(int to)
{
    int last = 0;
    for (int k = 0; k < STORED; k++)
        if (stored[k].key == to)
            last = k;
    for (int k = 0; k < last; k++)
        if (stored[k].key == to && __VERIFIER_nondet_bool())
            return stored[k];
    return stored[last];
}

static msg_t forge(int to)
{
    msg_t m = {.key = to};
    if (to == A) {
        m.kind = 2; /* {n, n', I}: its own answer to A's message 1 */
        m.n1 = any_nonce();
        m.n2 = any_nonce();
        m.name = I;
    } else if (!__VERIFIER_nondet_bool()) {
        m.kind = 1; /* {n, name}: it claims to be A, or itself */
        m.n1 = any_nonce();
        m.name = __VERIFIER_nondet_bool() ? I : A;
    } else {
        m.kind = 3; /* {n} */
        m.n1 = any_nonce();
    }
    return m;
}

static void *intruder(void *arg)
{
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&network);
        while (!box[I].full && box[A].full && box[B].full)
            pthread_cond_wait(&stirred, &network);
        if (box[I].full) {
            /* Everything sent is overheard first. */
            msg_t m = box[I].slot;
            box[I].full = 0;
            pthread_cond_signal(&box[I].left);
            pthread_mutex_unlock(&network);
            learn(m);
            continue;
        }
        /* Only the intruder fills A's and B's mailboxes: an empty one stays empty. */
        int to = box[A].full ? B : box[B].full ? A : __VERIFIER_nondet_bool() ? A : B;
        pthread_mutex_unlock(&network);
        msg_t m = replayable(to) && !__VERIFIER_nondet_bool() ? any_stored(to) : forge(to);
        deliver(to, m);
    }
    return 0;
}

int main(void)
{
    pthread_t a, b, i;
    pthread_create(&a, 0, initiator, 0);
    pthread_create(&b, 0, responder, 0);
    pthread_create(&i, 0, intruder, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
