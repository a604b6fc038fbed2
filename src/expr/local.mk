## module expr: sources, headers and tests
sersolinclude_HEADERS += include/sersol/expr.h
noinst_HEADERS += src/expr/expr-impl.h
libsersol_la_SOURCES += \
	src/expr/ctx.c \
	src/expr/build.c \
	src/expr/cancel.c \
	src/expr/const_str.c \
	src/expr/collect.c \
	src/expr/eval.c \
	src/expr/diff.c \
	src/expr/print.c
check_PROGRAMS += \
	tests/expr/t-build \
	tests/expr/t-print \
	tests/expr/t-eval \
	tests/expr/t-diff
noinst_HEADERS += tests/expr/randexpr.h
