"""Issue 29, safety: junk thrown at the host (random bytes, JSON of every shape, messages of every type
with wrong, missing, extra or oversized fields, decisions of other seats and stale serials) is refused
with a code and changes nothing: the game, the seats and the serial stay as they were, and the host never
raises. No pickle, no eval: only json.loads and the schemas."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conquest_qt.net.framing import LineReader
from conquest_qt.net.protocol import MAX_CLIENT_LINE, ProtocolError, client_message, host_message
from tests.helpers.net import Table

TYPES = ["hello", "ready", "decide", "chat", "ping", "welcome", "sync", "", "x" * 60]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
messages = st.fixed_dictionaries({"t": st.sampled_from(TYPES)}, optional={
    "serial": json_values, "action": json_values, "protocol": json_values, "app": json_values,
    "name": json_values, "token": json_values, "ready": json_values, "text": json_values, "n": json_values,
    "extra": json_values})
lines = st.one_of(
    st.binary(max_size=200).map(lambda b: b.replace(b"\n", b" ")),
    json_values.map(lambda v: json.dumps(v).encode()),
    messages.map(lambda m: json.dumps(m).encode()),
)


def _state(tb: Table) -> Any:
    assert tb.host.logged is not None
    return (tb.host.logged.game.snapshot(), tb.host.serial,
            [(s.colour, s.joined, s.name, s.token, s.ready, s.covered) for s in tb.host.seats.values()])


_TABLE: list[Table] = []


def _table() -> tuple[Table, int]:
    """One started game with a player who never answers (so the junk meets a game waiting on him)."""
    if not _TABLE:
        tb = Table("remote,remote,ai:easy,ai:easy")
        tb.join("Ann", bot=False)
        tb.join("Bob", bot=False)
        tb.host.start()
        tb.pump()
        _TABLE.append(tb)
    tb = _TABLE[0]
    conn = tb.join("Eve", bot=False)  # a stranger: the game has begun, so he is refused and dropped
    return tb, conn


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=st.lists(lines, min_size=1, max_size=8))
def test_junk_from_a_seated_player_is_refused_and_changes_nothing(junk: list[bytes]) -> None:
    tb, _ = _table()
    ann = next(s for s in tb.host.seats.values() if s.remote)
    seated = tb.join("Ann", token=ann.token, bot=False)  # his seat again (junk before may have lost him it)
    before = _state(tb)
    refused = tb.host.refused
    for line in junk:
        tb.now += 1.0  # no rate limit in the way: every line is judged on its own
        tb.say(seated, line)
    after = _state(tb)
    if after != before:  # only a well-formed decision of the seat asked, a ready or a hello may change things
        assert any(json.loads(line).get("t") in ("decide", "ready") for line in junk if _is_json(line))
    assert tb.host.refused >= refused


def _is_json(line: bytes) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except ValueError:
        return False


@settings(max_examples=300, deadline=None)
@given(line=lines)
def test_every_client_line_is_a_message_or_a_protocol_error(line: bytes) -> None:
    try:
        client_message(line)
    except ProtocolError as exc:
        assert exc.code in ("malformed", "unknown_message", "too_large")
    try:
        host_message(line)
    except ProtocolError as exc:
        assert exc.code in ("malformed", "unknown_message", "too_large")


def test_a_line_over_the_cap_is_refused_before_it_ends() -> None:
    reader = LineReader(MAX_CLIENT_LINE)
    assert reader.feed(b'{"t":"ping","n":1}\n{"t":') == [b'{"t":"ping","n":1}']
    try:
        reader.feed(b"x" * (MAX_CLIENT_LINE + 1))
    except ProtocolError as exc:
        assert exc.code == "too_large"
    else:
        raise AssertionError("an endless line was buffered")


def test_a_stranger_after_the_start_and_a_flood_are_refused() -> None:
    tb, stranger = _table()
    assert tb.clients[stranger].refused[-1].code == "started" and stranger in tb.dropped
    ann = next(s for s in tb.host.seats.values() if s.remote)
    seated = tb.join("Ann", token=ann.token, bot=False)
    before = _state(tb)
    for _ in range(500):  # no time passes: the bucket empties
        tb.host.receive(seated, b'{"t":"ping","n":1}', tb.now)
    tb.pump()
    assert any(r.code == "rate_limited" for r in tb.clients[seated].refused)
    assert _state(tb) == before
