"""A token bucket per connection: `rate` messages a second, bursts of `burst`. The clock is passed in
(monotonic seconds), so the rule is tested without waiting. A computer player answers a long run of its
own decisions far faster than a person clicks; the bucket is sized so that such a run passes and a
flood does not (a client refused `rate_limited` sends again a moment later)."""

from __future__ import annotations


class RateLimit:
    def __init__(self, rate: float = 200.0, burst: float = 400.0) -> None:
        self.rate, self.burst = rate, burst
        self._tokens = burst
        self._at: float | None = None
        self.refused = 0  # messages refused so far

    def allow(self, now: float) -> bool:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        self.refused += 1
        return False
