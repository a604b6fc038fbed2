## module radius: sources, headers and tests
