#ifndef CALLGRIND_SHIM_H
#define CALLGRIND_SHIM_H

/// Starts counting instructions from zero (under callgrind; a no-op otherwise).
void callgrind_start(void);
/// Writes the instructions counted since callgrind_start() to callgrind's output, named.
void callgrind_stop(const char *name);

#endif
