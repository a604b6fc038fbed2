#!/bin/sh
# The test suite itself: a shell test whose name, less .sh, is also a test
# program's shares its log (t-foo.log) with that program, and automake then
# runs only one of the two.  tests/ode/t-singular.sh was skipped that way
# from the day it was written until it was renamed t-singular-cli.sh.
# Also: every test source is built and run (listed in a local.mk).
set -u
cd "${top_srcdir:-.}" || exit 1
status=0
for f in tests/*/*.sh; do
  if [ -f "${f%.sh}.c" ]; then
    echo "FAIL: $f and ${f%.sh}.c would share the log ${f%.sh}.log (rename the script)"
    status=1
  fi
  grep -q "$f" src/*/local.mk Makefile.am || { echo "FAIL: $f is in no check_SCRIPTS"; status=1; }
done
for f in tests/*/t-*.c; do
  grep -q "${f%.c}\b" src/*/local.mk Makefile.am || { echo "FAIL: $f is in no check_PROGRAMS"; status=1; }
done
[ $status -eq 0 ] && echo PASS
exit $status
