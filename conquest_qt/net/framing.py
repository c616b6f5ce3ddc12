"""Bytes to lines, with a cap: a line (or the unfinished rest of one) longer than the cap is refused as
soon as it is longer, before anything of it is parsed, so a peer cannot make the other side buffer more."""

from __future__ import annotations

from conquest_qt.net.protocol import ProtocolError


class LineReader:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The complete lines in what has arrived (without their newline, empty ones skipped);
        ProtocolError("too_large") when a line passes the cap."""
        self._buf += data
        lines: list[bytes] = []
        start = 0
        while True:
            end = self._buf.find(b"\n", start)
            if end < 0:
                break
            if end - start > self.limit:
                raise ProtocolError("too_large", size=end - start, limit=self.limit)
            line = bytes(self._buf[start:end]).strip()
            if line:
                lines.append(line)
            start = end + 1
        del self._buf[:start]
        if len(self._buf) > self.limit:
            raise ProtocolError("too_large", size=len(self._buf), limit=self.limit)
        return lines
