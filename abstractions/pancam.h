/* pancam abstraction functions.
 *
 * An abstraction decides what the visited set *matches*: pancam keeps full states on its
 * DFS stack (tracked) but stores only an abstract view of each state (matched), as the
 * original pancam's compute_abst did. Two states with the same abstract view (and the same
 * thread locations and statuses, which pancam always adds) count as one, so the second is
 * not explored further.
 *
 * Write a C file that defines
 *
 *     unsigned long pancam_abstract(unsigned char *buf, unsigned long cap);
 *
 * reading the program's globals (declare them `extern`), writing the abstract state into
 * `buf` (at most `cap` bytes, currently 4096) and returning how many bytes it used. Then:
 *
 *     pancam check program.c --abstraction abstractions/myabst.c
 *
 * (a .c is compiled with the program's flags and linked with it; a .ll works too).
 * The simpler declarative form keeps only named globals:
 *
 *     pancam check program.c --match flag,turn
 *
 * CAUTION: an abstraction under-approximates. States that differ in something the
 * abstraction leaves out are merged, and whatever only the second one could reach is never
 * explored: a violation may be missed. pancam therefore reports "no violation found under
 * the abstraction" as incomplete (exit code 3), never as verified. Choose an abstraction that
 * keeps every variable the property depends on (directly or through control flow), and
 * compare with the unabstracted search on small instances of the program.
 */
#ifndef PANCAM_ABSTRACTION_H
#define PANCAM_ABSTRACTION_H
unsigned long pancam_abstract(unsigned char *buf, unsigned long cap);
#endif
