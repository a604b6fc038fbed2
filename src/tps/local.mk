## module tps: sources, headers and tests
sersolinclude_HEADERS += include/sersol/tps.h
libsersol_la_SOURCES += \
	src/tps/memory.c \
	src/tps/set.c \
	src/tps/arith.c \
	src/tps/status.c \
	src/tps/print.c \
	src/tps/elementary.c
check_PROGRAMS += \
	tests/tps/t-basic

## module tps, online layer (branch tps-online): raw recurrences, managed loops, tests
libsersol_la_SOURCES += \
	src/tps/online_internal.h \
	src/tps/online_wdot.c \
	src/tps/online_mul.c \
	src/tps/online_div.c \
	src/tps/online_exp_log.c \
	src/tps/online_pow.c \
	src/tps/online_trig.c \
	src/tps/online_hyp.c \
	src/tps/online_inverse_trig.c \
	src/tps/online.c
noinst_HEADERS += tests/tps/online_common.h
check_PROGRAMS += \
	tests/tps/t-online-mul \
	tests/tps/t-online-exp-log \
	tests/tps/t-online-pow \
	tests/tps/t-online-trig
