## module kernel: sources, headers and tests
sersolinclude_HEADERS += include/sersol/kernel.h
noinst_HEADERS += src/kernel/kernel_impl.h
libsersol_la_SOURCES += \
	src/kernel/branches.c \
	src/kernel/compile.c \
	src/kernel/eval_coeff.c \
	src/kernel/eval_block.c \
	src/kernel/interval.c \
	src/kernel/forcing.c \
	src/kernel/relaxed.c \
	src/kernel/residual.c
noinst_HEADERS += tests/kernel/kernel_test.h
check_PROGRAMS += \
	tests/kernel/t-eval_coeff \
	tests/kernel/t-eval_rest \
	tests/kernel/t-eval_block \
	tests/kernel/t-relaxed_product \
	tests/kernel/t-relaxed_long \
	tests/kernel/t-branches \
	tests/kernel/t-interval \
	tests/kernel/t-poly_degree
BENCH_PROGS += bench/b-kernel
noinst_PROGRAMS += bench/b-kernel
bench_b_kernel_LDADD = libsersol.la
BENCH_PROGS += bench/b-block
noinst_PROGRAMS += bench/b-block
bench_b_block_LDADD = libsersol.la
