## module parse: .ser problem files (DESIGN.md §4)
sersolinclude_HEADERS += include/sersol/parse.h
noinst_HEADERS += src/parse/internal.h
libsersol_la_SOURCES += \
	src/parse/syntax.c \
	src/parse/problem.c \
	src/parse/print.c
check_PROGRAMS += \
	tests/parse/t-examples \
	tests/parse/t-bad \
	tests/parse/t-fuzz \
	tests/parse/t-exprs
noinst_HEADERS += tests/parse/common.h
PARSE_TEST_CPPFLAGS = $(AM_CPPFLAGS) -DTOP_SRCDIR='"$(abs_top_srcdir)"'
tests_parse_t_examples_CPPFLAGS = $(PARSE_TEST_CPPFLAGS)
tests_parse_t_bad_CPPFLAGS = $(PARSE_TEST_CPPFLAGS)
tests_parse_t_fuzz_CPPFLAGS = $(PARSE_TEST_CPPFLAGS)
tests_parse_t_exprs_CPPFLAGS = $(PARSE_TEST_CPPFLAGS)
EXTRA_DIST += tests/parse/bad
