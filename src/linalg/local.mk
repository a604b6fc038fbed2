## module linalg: sources, headers and tests
