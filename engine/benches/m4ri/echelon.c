/*
 * The reference point for precompute/random-sparse-4096: M4RI's dense reduced echelon form
 * of [A | I] for the move matrix of a graph read from a Lights Lab graph file (SIGMA+: a
 * press on u changes u and every v with an arc "u v"). Prints the median of the runs in ms.
 * Built and run by benches/m4ri/compare.sh; not part of the product.
 */
#include <m4ri/m4ri.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 11;
  int n, u, v;
  if (scanf("%d", &n) != 1 || n <= 0) {
    fprintf(stderr, "expected a graph file on stdin\n");
    return 2;
  }
  mzd_t *a = mzd_init(n, n);
  for (int i = 0; i < n; i++) mzd_write_bit(a, i, i, 1);
  /* Row = cell, column = press: the press u reaches the cell v. */
  while (scanf("%d %d", &u, &v) == 2) mzd_write_bit(a, v, u, 1);
  double *times = malloc(sizeof(double) * runs);
  for (int r = 0; r < runs; r++) {
    mzd_t *augmented = mzd_init(n, 2 * n);
    mzd_t *left = mzd_init_window(augmented, 0, 0, n, n);
    mzd_copy(left, a);
    mzd_free_window(left);
    for (int i = 0; i < n; i++) mzd_write_bit(augmented, i, n + i, 1);
    double start = now_ms();
    mzd_echelonize_m4ri(augmented, 1, 0);
    times[r] = now_ms() - start;
    mzd_free(augmented);
  }
  qsort(times, runs, sizeof(double), compare);
  printf("m4ri echelon [A|I] n=%d median %.2f ms (min %.2f, max %.2f, %d runs)\n", n,
         times[runs / 2], times[0], times[runs - 1], runs);
  mzd_free(a);
  free(times);
  return 0;
}
