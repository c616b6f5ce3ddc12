"""Reading a file that must be a regular file, without ever blocking on a FIFO or a device.

The path is opened once, non-blocking (a FIFO without a writer would hang a blocking open), and the
*same descriptor* is checked with fstat: no check-then-open race (a path swapped for a FIFO between a
stat and an open). Saves, settings and the recent-files list are read this way.
"""

from __future__ import annotations

import errno
import os
import stat

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """A folder, FIFO, socket or device where a file was expected."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


class FileTooLarge(OSError):
    def __init__(self, path: str | os.PathLike[str], size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, "file too large", str(path))
        self.size, self.limit = size, limit


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at `path`, at most `limit`. Raises OSError (NotRegularFile,
    FileTooLarge, FileNotFoundError, PermissionError, ...)."""
    fd = os.open(path, _FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path)
        if info.st_size > limit:
            raise FileTooLarge(path, info.st_size, limit)
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # grew while we read
        raise FileTooLarge(path, len(data), limit)
    return data
