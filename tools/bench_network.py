"""Benchmark: network games on loopback (issue 29). Each game runs a `conquest-host` and bot clients as
separate processes on 127.0.0.1 (conquest_qt/net/loopback.py), throws junk at the host, kills one client
mid-game and starts it again (it rejoins with its token), and kills the host once and resumes it from its
autosave (the clients reconnect). Then every client's copy is verified (the opened seed, the replay, the
last view; `conquest --check-save` on the copy) and every byte it received is checked for leaks.

Usage: python tools/bench_network.py [--games 2] [--clients 3] [--ruleset conquest] [--level easy]

Last line: `games=<completed> desyncs=<n> leaks=<n> refused_junk=<n> p95_ms=<decision round trip>`
(a round trip: a client's decision sent until the host's update for it arrived).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from conquest_qt.net.loopback import play


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--clients", type=int, default=3)
    ap.add_argument("--ai-seats", type=int, default=1, help="computer players on the host (default 1)")
    ap.add_argument("--ruleset", default="conquest")
    ap.add_argument("--level", default="easy")
    ap.add_argument("--no-kills", action="store_true")
    args = ap.parse_args()
    games = desyncs = leaks = junk = 0
    rtt: list[float] = []
    with tempfile.TemporaryDirectory(prefix="bench-network-") as tmp:
        for g in range(args.games):
            res = play(Path(tmp) / f"game{g}", args.ruleset, args.clients, args.level, args.ai_seats,
                       None if args.no_kills else 60, None if args.no_kills else 140)
            games += res.completed
            desyncs += res.desyncs
            leaks += len(res.leaks)
            junk += res.refused_junk
            rtt += res.rtt_ms
            decisions = sum(int(b.get("decisions", 0)) for b in res.bots)  # type: ignore[call-overload]
            print(f"game {g}: completed={res.completed} desyncs={res.desyncs} leaks={len(res.leaks)} "
                  f"refused_junk={res.refused_junk} client_decisions={decisions} round_trips={len(res.rtt_ms)}; "
                  + "; ".join(res.notes), flush=True)
            for leak in res.leaks[:5]:
                print("  leak:", leak)
    p95 = statistics.quantiles(rtt, n=20)[-1] if len(rtt) >= 20 else float("nan")
    med = statistics.median(rtt) if rtt else float("nan")
    print(f"round trips: n={len(rtt)} median={med:.1f} ms")
    print(f"games={games} desyncs={desyncs} leaks={leaks} refused_junk={junk} p95_ms={p95:.1f}")


if __name__ == "__main__":
    main()
