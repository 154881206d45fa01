#include "FuzzDriver.h"

// libFuzzer's entry point for programs with their own main. Weak, so a build without
// -sanitize=fuzzer links too (the symbol is then null).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, FuzzTestOneInput test)
    __attribute__((weak));

int fuzz_run_driver(int *argc, char ***argv, FuzzTestOneInput test) {
  if (!LLVMFuzzerRunDriver) {
    return -1;
  }
  return LLVMFuzzerRunDriver(argc, argv, test);
}
