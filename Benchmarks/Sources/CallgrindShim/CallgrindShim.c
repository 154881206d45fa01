#include "CallgrindShim.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void callgrind_start(void) { CALLGRIND_ZERO_STATS; }
void callgrind_stop(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }
#else
void callgrind_start(void) {}
void callgrind_stop(const char *name) { (void)name; }
#endif
