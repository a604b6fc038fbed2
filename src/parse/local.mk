## module parse: sources, headers and tests
sersolinclude_HEADERS += include/sersol/parse.h
