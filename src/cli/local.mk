## module cli: the sersol executable
bin_PROGRAMS += sersol
sersol_SOURCES = src/cli/main.c
sersol_LDADD = libsersol.la
