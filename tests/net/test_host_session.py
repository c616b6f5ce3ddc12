"""Issue 29 without sockets: the host's session and the clients' states joined by queues of the very lines
the sockets carry (tests/helpers/net.py), on a test clock."""

from __future__ import annotations

import json

import pytest

from conquest_qt.net import commit
from conquest_qt.net.leaks import find_leaks
from conquest_qt.net.protocol import Decide, encode
from tests.helpers.net import Table


def _full_table(ruleset: str, spec: str = "remote,remote,remote,ai:easy") -> Table:
    tb = Table(spec, ruleset=ruleset)
    for name in ("Ann", "Bob", "Cy")[: spec.count("remote")]:
        conn = tb.join(name)
        tb.say(conn, tb.clients[conn].ready())
    assert tb.host.all_ready()
    tb.host.start()
    tb.pump()
    return tb


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_a_whole_game_every_client_verifies_the_seed_and_the_replay(ruleset: str) -> None:
    tb = _full_table(ruleset)
    assert tb.host.logged is not None and tb.host.logged.game.over
    for conn, st in tb.clients.items():
        assert st.check is not None and st.check.code == "ok", conn
        assert st.log == tb.host.logged.log and st.gaps == 0
        assert commit.opens(st.seed_hash, tb.host.seed, tb.host.salt)


@pytest.mark.parametrize("ruleset", ["conquest", "risk"])
def test_no_client_receives_another_hand_the_deck_or_the_seed(ruleset: str) -> None:
    tb = _full_table(ruleset)
    for conn, lines in tb.received.items():
        assert find_leaks(lines, tb.clients[conn].seat or "") == [], conn


def test_the_leak_finder_finds_a_leak() -> None:
    """The check above proves something: a line with another seat's hand or a hidden field is found."""
    tb = _full_table("conquest")
    conn = next(iter(tb.clients))
    lines = list(tb.received[conn])
    at = next(i for i, line in enumerate(lines) if json.loads(line)["t"] == "update")
    msg = json.loads(lines[at])
    msg["view"]["public"]["hands"] = {}
    assert any("hidden fields" in f for f in find_leaks([*lines[:at], json.dumps(msg).encode(), *lines[at + 1:]],
                                                      tb.clients[conn].seat or ""))


def test_a_decision_out_of_turn_or_for_another_seat_is_refused_and_changes_nothing() -> None:
    tb = Table("remote,remote,ai:easy,ai:easy")
    a, b = tb.join("Ann", bot=False), tb.join("Bob", bot=False)
    tb.host.start()
    tb.pump()
    assert tb.host.logged is not None
    pending = tb.host.logged.game.pending()
    assert pending is not None
    other = a if tb.clients[b].seat == pending.player else b
    before, serial = tb.host.logged.game.snapshot(), tb.host.serial
    tb.say(other, encode(Decide(t="decide", serial=tb.host.serial, action={"type": "claim", "area": "x"})))
    assert tb.clients[other].rejected[-1].code == "not_your_turn"
    asked = a if other == b else b
    tb.say(asked, encode(Decide(t="decide", serial=tb.host.serial + 5, action={"type": "claim"})))
    assert tb.clients[asked].rejected[-1].code == "stale"
    tb.say(asked, encode(Decide(t="decide", serial=tb.host.serial, action={"type": "no_such_action"})))
    assert tb.clients[asked].rejected[-1].code != "not_your_turn"
    assert tb.host.logged.game.snapshot() == before and tb.host.serial == serial


def test_a_different_version_is_refused_at_hello_with_both_versions() -> None:
    tb = Table("remote,remote,ai:easy,ai:easy")
    conn = tb.join("Old", bot=False, app="conquest 0.0.1")
    refused = tb.clients[conn].refused[-1]
    assert refused.code == "version" and refused.data["client"] == "conquest 0.0.1"
    assert conn in tb.dropped and not any(s.joined for s in tb.host.seats.values())


def test_a_dropped_player_is_covered_after_the_wait_and_rejoins_with_his_token() -> None:
    """Issue 29, nothing lost: the game waits `away_s`, then a computer player sits in; the player's token
    gives him his seat back and a sync rebuilds his board, log and hand."""
    tb = Table("remote,remote,ai:easy,ai:easy", away_s=30.0)
    tb.join("Ann")
    b = tb.join("Bob", bot=False)
    tb.host.start()
    tb.pump()
    seat_b, token_b = tb.clients[b].seat, tb.clients[b].token
    tb.leave(b)
    seat = tb.host.seats[seat_b or ""]
    assert seat.joined and not seat.covered
    serial = tb.host.serial
    tb.advance(29.0)
    assert not seat.covered
    tb.advance(2.0)
    assert seat.covered and tb.host.serial > serial  # the cover played on
    c = tb.join("Bob", token=token_b)
    st = tb.clients[c]
    assert st.seat == seat_b and not seat.covered
    assert st.log == tb.host.logged.log or tb.host.logged.game.over  # type: ignore[union-attr]
    assert st.view is not None and st.view.player == seat_b
    assert len(st.events) == len(st.log) + 1  # the opening's and each decision's


def test_a_wrong_token_is_refused() -> None:
    tb = Table("remote,remote,ai:easy,ai:easy")
    conn = tb.join("Eve", token="x" * 32, bot=False)
    assert tb.clients[conn].refused[-1].code == "bad_token"


def test_chat_is_plain_text_without_control_characters() -> None:
    tb = Table("remote,remote,ai:easy,ai:easy")
    a, b = tb.join("Ann", bot=False), tb.join("Bob", bot=False)
    tb.say(a, tb.clients[a].say("hi <b>all</b>\x1b[31m"))
    said = tb.clients[b].chat[-1]
    assert said.text == "hi <b>all</b>[31m" and said.name == "Ann"  # the UI escapes it when it shows it


def test_a_bot_answers_again_when_a_sync_asks_the_same_position() -> None:
    """A host that died after a decision arrived but before its autosave resumes a decision earlier and
    asks the same serial again: the answer sent before is lost, so the client answers again."""
    from conquest_qt.net.bot import Bot

    tb = Table("remote,remote,ai:easy,ai:easy")
    conns = [tb.join("Ann", bot=False), tb.join("Bob", bot=False)]
    tb.host.start()
    tb.pump()
    asked = next(c for c in conns if tb.clients[c].my_turn)
    st = tb.clients[asked]
    bot = Bot(st)
    assert bot.answer() is not None
    assert bot.answer() is None  # answered: not twice for the same position
    tb.host._sync(asked, tb.host.seats[st.seat or ""])  # the same serial again, as a resumed host sends it
    conn, sync = tb.queue.pop()
    assert conn == asked and b'"t":"sync"' in sync
    st.receive(sync)
    assert bot.answer() is not None


def test_seat_plans() -> None:
    from conquest_qt.net.seats import parse_seats

    seats = parse_seats("remote,remote:normal,ai:hard")
    assert [(s.colour, s.kind, s.level) for s in seats] == [
        ("red", "remote", "easy"), ("black", "remote", "normal"), ("blue", "ai", "hard")]
    assert len({s.token for s in seats if s.remote}) == 2
    for bad in ("remote", "local,remote", "x,remote", ",".join(["remote"] * 7)):
        with pytest.raises(ValueError):
            parse_seats(bad)


def test_a_changed_seed_or_a_changed_history_does_not_check_out() -> None:
    """The client holds the host to its word: the seed opened at the end must be the one whose hash was
    published at the start, and the replay from it must give the last view the host sent."""
    from conquest_qt.net import verify

    tb = _full_table("risk")
    st = next(iter(tb.clients.values()))
    over, view = st.over, st.view_data
    assert over is not None and view is not None and st.seat is not None
    assert verify.check(over, st.seed_hash, st.options, st.seat, view, st.log).code == "ok"
    other_seed = over.model_copy(update={"seed": over.seed + 1})
    assert verify.check(other_seed, st.seed_hash, st.options, st.seat, view, st.log).code == "seed_mismatch"
    other_view = {**view, "hand_counts": {**view["hand_counts"], st.seat: 99}}
    assert verify.check(over, st.seed_hash, st.options, st.seat, other_view, st.log).code == "desync"
    assert verify.check(over, st.seed_hash, st.options, st.seat, view, st.log[:-1]).code == "log_mismatch"


def test_a_lobby_seat_whose_line_dropped_waits_for_its_token_then_is_free_again() -> None:
    """Issue 29: before the start a friend whose connection was lost keeps his seat for `away_s`, as in a
    running game (his token takes it back); after the wait it is free for the next player, and the old
    token is worthless."""
    tb = Table("remote,remote,ai:easy", away_s=30.0)
    tb.join("Ann", bot=False)
    b = tb.join("Bob", bot=False)
    seat_b, token_b = tb.clients[b].seat, tb.clients[b].token
    tb.say(b, tb.clients[b].ready())
    tb.leave(b)
    seat = tb.host.seats[seat_b or ""]
    assert seat.joined and seat.conn is None and not seat.ready and seat.name == "Bob"
    stranger = tb.join("Eve", bot=False)
    assert tb.clients[stranger].refused[-1].code == "full"  # the seat waits for Bob
    tb.advance(29.0)
    back = tb.join("Bob", token=token_b, bot=False)
    assert tb.clients[back].seat == seat_b and seat.conn == back
    tb.leave(back)
    tb.advance(31.0)
    assert not seat.joined and seat.name == "" and seat.token != token_b
    late = tb.join("Bob", token=token_b, bot=False)
    assert tb.clients[late].refused[-1].code == "bad_token"
    eve = tb.join("Eve", bot=False)
    assert tb.clients[eve].seat == seat_b


def test_a_player_who_leaves_the_lobby_on_purpose_frees_his_seat_at_once() -> None:
    """Issue 29: "Leave" in the lobby says so to the host (a `leave` line): the seat is free for the next
    player without the wait a lost connection gets."""
    tb = Table("remote,remote,ai:easy", away_s=30.0)
    tb.join("Ann", bot=False)
    b = tb.join("Bob", bot=False)
    seat_b, token_b = tb.clients[b].seat, tb.clients[b].token
    tb.say(b, tb.clients[b].leave())
    assert b in tb.dropped
    seat = tb.host.seats[seat_b or ""]
    assert not seat.joined and seat.token != token_b
    eve = tb.join("Eve", bot=False)
    assert tb.clients[eve].seat == seat_b


def test_a_computer_player_s_late_answer_is_dropped_when_the_covered_player_is_back() -> None:
    """Issue 29: the host's computer players think off its event loop (server.py); an answer that arrives
    after the covered player came back (the game asks him again) changes nothing."""
    tb = Table("remote,remote,ai:easy,ai:easy", away_s=30.0)
    tb.join("Ann")
    b = tb.join("Bob", bot=False)
    tb.host.start()
    tb.pump()
    seat_b, token_b = tb.clients[b].seat, tb.clients[b].token
    assert tb.clients[b].my_turn  # the table rests on Bob's question
    tb.leave(b)
    tb.now += 31.0
    tb.host.tick(tb.now)  # covered, but nobody has answered for him yet
    question = tb.host.ai_question()
    assert question is not None and question[0] == seat_b
    colour, serial, agent, view = question
    action = agent.decide_view(view)
    tb.join("Bob", token=token_b, bot=False)  # back before the answer arrives
    assert not tb.host.ai_answer(colour, serial, action) and tb.host.serial == serial
    assert tb.host.ai_due() is None  # the question is Bob's again


def test_a_line_that_drops_while_the_lobby_is_told_changes_nothing_else() -> None:
    """A send may find a line gone and report it at once (HostServer: the socket's disconnected signal), in the
    middle of telling every seat the lobby: the host goes on telling the others (was: RuntimeError, dictionary
    changed size during iteration, seen in test_a_hot_seat_player_at_the_host_screen_beside_a_friend)."""
    tb = Table("remote,remote,remote,ai:easy")
    a, b, c = tb.join("Ann", bot=False), tb.join("Bob", bot=False), tb.join("Cy", bot=False)
    real = tb._send

    def send_and_drop(conn: int, line: bytes) -> None:
        real(conn, line)
        if conn == a and b not in tb.dropped:
            tb._drop(b)  # Bob's line is found gone while Ann is being told

    tb.host.send = send_and_drop  # type: ignore[method-assign]
    tb.say(c, tb.clients[c].ready())  # the lobby is told to every seat
    tb.host.send = real  # type: ignore[method-assign]
    assert b in tb.dropped and not tb.host.all_ready()
    seat_of_c = tb.clients[c].seat
    assert any(s.colour == seat_of_c and s.ready for s in tb.clients[c].seats)  # Cy was told the lobby after


def test_v2_the_host_s_and_the_bots_computer_players_have_the_game_s_add_ons() -> None:
    """VARIANTS.md V2 in a network game: the host's computer players and the computer-played clients are made
    with the game's add-ons (they had only the base level's skills: no nuke ever bought, and a nuclear question
    answered by the driver's first legal answer)."""
    from conquest_qt.ai.nuclear.player import NuclearPlayer

    tb = Table("remote,ai:normal,ai:easy,ai:easy", ruleset="conquest", nuclear=True, round_cap=2)
    conn = tb.join("Ann")
    tb.say(conn, tb.clients[conn].ready())
    tb.host.start()
    tb.pump()
    agents = list(tb.host._agents.values()) + [b._agent for b in tb.bots.values() if b._agent is not None]
    assert len(agents) == 4
    assert all(isinstance(getattr(a, "agent", None), NuclearPlayer) for a in agents)  # (inside the AddonGuard)
