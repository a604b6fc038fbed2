## module linalg: sources, headers and tests
sersolinclude_HEADERS += include/sersol/linalg.h
libsersol_la_SOURCES += src/linalg/lu.c src/linalg/saddle.c src/linalg/util.c
check_PROGRAMS += tests/linalg/t-saddle
