#!/usr/bin/env bash
# Runs a command with the wall clock moved to START on ZONE's clock, ticking from there, for
# the whole process tree (node, the JVM emulators, Chromium), with TZ=ZONE: a date-dependent
# test shows itself on a chosen day without waiting for it. Needs libfaketime.
#   scripts/shifted-clock.sh '2027-11-27 19:30' America/Chicago npm run test:rules
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "Usage: scripts/shifted-clock.sh '<YYYY-MM-DD HH:MM[:SS]>' <time zone> <command> [args...]" >&2
  exit 2
fi
start=$1 zone=$2
shift 2
lib=${FAKETIME_LIB:-}
for candidate in /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 \
  /usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1 /usr/lib/faketime/libfaketime.so.1 \
  /usr/local/lib/faketime/libfaketime.so.1; do
  if [ -z "$lib" ] && [ -e "$candidate" ]; then lib=$candidate; fi
done
if [ -z "$lib" ]; then
  echo 'libfaketime not found: apt-get install faketime (or set FAKETIME_LIB)' >&2
  exit 1
fi
target=$(TZ=$zone date -d "$start" +%s)
# An offset from the real clock rather than an absolute start: libfaketime reads an absolute
# one on each process's own clock and restarts it in each process; an offset keeps one clock.
offset=$((target - $(date +%s)))
if [ "$offset" -ge 0 ]; then offset="+$offset"; fi
# Monotonic clocks move by the same offset: with them left real (FAKETIME_DONT_FAKE_MONOTONIC)
# the JVM's timed waits misfire and the Firestore emulator takes minutes to start.
export TZ=$zone LD_PRELOAD=$lib FAKETIME="${offset}s"
echo "shifted-clock: $(date '+%Y-%m-%d %H:%M:%S %Z (%z)'), FAKETIME=$FAKETIME" >&2
exec "$@"
