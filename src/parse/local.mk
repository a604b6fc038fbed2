## module parse: .ser problem files (DESIGN.md §4)
sersolinclude_HEADERS += include/sersol/parse.h
noinst_HEADERS += src/parse/internal.h
libsersol_la_SOURCES += \
	src/parse/syntax.c \
	src/parse/problem.c \
	src/parse/print.c
