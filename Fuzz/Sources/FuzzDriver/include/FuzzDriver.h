#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input; returns 0.
typedef int (*FuzzTestOneInput)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver on the process's arguments (`-runs=N`, corpus directories…) with
/// `test` as the target, and returns its status. Returns -1 when the program was built without
/// `-sanitize=fuzzer`, so libFuzzer is not linked in.
int fuzz_run_driver(int *argc, char ***argv, FuzzTestOneInput test);

#endif
