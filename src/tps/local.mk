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
