## module el3: ADM for index-3 Euler-Lagrange DAEs (seed 004)
sersolinclude_HEADERS += include/sersol/el3.h
libsersol_la_SOURCES += src/el3/series.c
check_PROGRAMS += tests/el3/t-series
