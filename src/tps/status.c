/* Descriptions of the status codes of status.h. */
#include "sersol/status.h"

const char * sersol_strerror(int status)
{
    switch (status)
    {
        case SERSOL_OK: return "success";
        case SERSOL_EINPUT: return "bad input";
        case SERSOL_EDOMAIN: return "mathematically undefined (argument outside the domain)";
        case SERSOL_ESINGULAR: return "singular matrix";
        case SERSOL_EINDEX: return "index condition fails";
        case SERSOL_EINCONSISTENT: return "inconsistent initial values";
        case SERSOL_EACCURACY: return "requested accuracy not reached";
        case SERSOL_ENOMEM: return "size limit exceeded";
        case SERSOL_EIO: return "input/output error";
        default: return "unknown status";
    }
}
