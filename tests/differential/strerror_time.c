/* strerror, perror and the time functions pancam's C library added for SV-COMP tasks
   (issue 8): strerror's messages are glibc's; time values are only compared with themselves,
   since time does not pass in pancam. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

int main(void) {
  int codes[] = {0, EPERM, ENOENT, EINTR, EAGAIN, ENOMEM, EINVAL, EBUSY, EDEADLK, ERANGE};
  for (unsigned i = 0; i < sizeof codes / sizeof codes[0]; i++)
    printf("%d: %s\n", codes[i], strerror(codes[i]));
  printf("%s\n", strerror(4242));
  errno = EINVAL;
  perror("perror");
  time_t a = time(0), b;
  time(&b);
  printf("time consistent: %d\n", b >= a);
  struct timeval tv;
  printf("gettimeofday: %d\n", gettimeofday(&tv, 0));
  struct timespec ts;
  printf("clock_gettime: %d\n", clock_gettime(CLOCK_MONOTONIC, &ts));
  printf("sleep: %u usleep: %d\n", sleep(0), usleep(0));
  return 0;
}
