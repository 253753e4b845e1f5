"""The C allocator's arenas, kept few in the server's process.

glibc's allocator gives threads that allocate at once arenas of their own, up to eight for
each core, and memory freed in one arena is not reused by another: the server's threads (the
actions', the views', the database's, the event loop's) each left memory spread over arenas,
and its resident memory grew by some 14 MB in the soak's six minutes after its warm-up, while
Python's objects did not. With two arenas it stayed within 3 MB, and some 58 MB lower
(docs/web.md "A server's hour, in ten minutes").
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

ARENAS = 2
M_ARENA_MAX = -8
"""glibc's ``mallopt`` parameter for the most arenas (``MALLOC_ARENA_MAX`` in the
environment sets the same)."""


def fewer_arenas(arenas: int = ARENAS) -> bool:
    """Allow the process's allocator ``arenas`` arenas at most, from now on; false where
    the C library is not glibc (nothing is changed there)."""
    if not sys.platform.startswith("linux"):
        return False
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_ARENA_MAX, arenas))
