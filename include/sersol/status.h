/* sersol — status codes shared by every module.
 *
 * Library functions that can fail for a reason the caller can act on return
 * one of these (CONVENTIONS.md §10).  Programmer errors (a negative length,
 * a NULL object) abort instead.  On failure, outputs are left in the last
 * valid state unless a function's documentation says otherwise. */
#ifndef SERSOL_STATUS_H
#define SERSOL_STATUS_H

#ifdef __cplusplus
extern "C" {
#endif

enum
{
    SERSOL_OK = 0,          /* success */
    SERSOL_EINPUT = 1,      /* bad input: malformed string, wrong dimensions, ... */
    SERSOL_EDOMAIN = 2,     /* mathematically undefined: 1/a with a0 = 0, log of a ball containing 0, ... */
    SERSOL_ESINGULAR = 3,   /* a matrix that must be invertible is (or may be) singular */
    SERSOL_EINDEX = 4,      /* the index condition of a DAE fails */
    SERSOL_EINCONSISTENT = 5, /* initial values violate the constraints */
    SERSOL_EACCURACY = 6,   /* the requested accuracy could not be reached */
    SERSOL_ENOMEM = 7,      /* a size limit was exceeded */
    SERSOL_EIO = 8          /* a file could not be read or written */
};

/* A short English description of a status code (never NULL). */
const char * sersol_strerror(int status);

#ifdef __cplusplus
}
#endif

#endif
