## module kernel: sources, headers and tests
sersolinclude_HEADERS += include/sersol/kernel.h
noinst_HEADERS += src/kernel/kernel_impl.h
libsersol_la_SOURCES += \
	src/kernel/compile.c \
	src/kernel/eval.c
