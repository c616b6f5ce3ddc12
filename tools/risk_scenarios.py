# ruff: noqa: E501 - scenario titles are long sentences
"""Writes tests/scenarios/risk_v1_*.json: one scenario per V1 conformance test of VARIANTS.md (1-9).

Run from the repository root: `python tools/risk_scenarios.py`; the files are committed.
"""

import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "scenarios"
T = {"ruleset": "risk", "risk_version": "training"}
C = {"ruleset": "risk", "risk_version": "command"}
def L(n): return {"land": n}
def u(**kw): return {a: {c: L(n)} for a, (c, n) in kw.items()}
def do(by, a): return {"by": by, "do": a}
def rej(by, a): return {"by": by, "reject": a}
def ex(**k): return {"expect": k}
def write(name, title, cites, state, steps, dice="", options=T, players=("red", "black")):
    d = {"title": title, "cites": cites, "options": options, "players": list(players), "state": state, "dice": dice, "steps": steps}
    (OUT / f"risk_v1_{name}.json").write_text(json.dumps(d, indent=1) + "\n", encoding="utf-8")
SA = ["bogota", "lima", "rio_de_janeiro", "buenos_aires"]
six = ["new_york", "chicago", "montreal", "victoria", "coppermine", "anchorage"]
base = {"round": 3, "order": ["red", "black"], "active": "red", "rest": "black", "hands": {}}
# 1
write("1a_reinforcement", "Conformance V1 1: SA + 6 areas whose only city is new_york, capital lima -> ceil(12/3) + 2 + 1 = 7",
      ["V1.5", "V1.2"], {**base, "phase": "reinforce", "owners": {a: "red" for a in SA + six},
                          "capitals": {"red": "lima", "black": "cairo"}},
      [ex(phase="reinforce", waiting_for="red", reinforcements=7)])
write("1b_minimum", "Conformance V1 1: red owns 1 area, his capital -> the minimum 3 (placed by itself: one own area)",
      ["V1.5", "V1.14"], {**base, "phase": "reinforce", "owners": {"lima": "red"},
                          "capitals": {"red": "lima", "black": "cairo"}},
      [ex(phase="attack", waiting_for="red", units=u(lima=("red", 4)))])
# 2
att = {**base, "phase": "attack", "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
       "units": u(tehran=("red", 6), bombay=("black", 4))}
write("2_ties_to_defender", "Conformance V1 2: dice 652 vs 64, ties go to the defender -> each side loses 1",
      ["V1.7"], att, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                      ex(units=u(tehran=("red", 5), bombay=("black", 3)))], dice="652 64")
# 3
st3 = {**base, "phase": "attack", "owners": {"tehran": "red", "baghdad": "red"} if False else {"tehran": "red", "moscow": "red"},
       "capitals": {"red": "tehran", "black": "london"}, "units": u(tehran=("red", 3), moscow=("red", 1), bombay=("black", 3))}
write("3_attack_bounds", "Conformance V1 3: attack from an area with 1 army, or 3 dice from 3 armies -> rejected; 2 dice accepted",
      ["V1.7"], st3, [rej("red", {"type": "attack", "from": "moscow", "to": "berlin", "dice": 1}),
                      rej("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                      rej("red", {"type": "attack", "from": "tehran", "to": "bombay"}),
                      do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 2}),
                      ex(units=u(tehran=("red", 3), bombay=("black", 1)))], dice="65 11")
# 4
st4 = {**base, "phase": "attack", "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
       "units": u(tehran=("red", 6), bombay=("black", 1))}
write("4_occupy_bounds", "Conformance V1 4: conquest after a 3-dice roll from 6 armies: occupy 2 and 6 rejected, 3-5 accepted",
      ["V1.8"], st4, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                      ex(owners={"bombay": "red"}, waiting_for="red"),
                      rej("red", {"type": "occupy", "count": 2}), rej("red", {"type": "occupy", "count": 6}),
                      rej("red", {"type": "end_attacks"}),
                      do("red", {"type": "occupy", "count": 5}),
                      ex(units=u(tehran=("red", 1), bombay=("red", 5)))], dice="641 5")
for n in (3, 4):
    write(f"4_occupy_{n}", f"Conformance V1 4: occupy {n} after a 3-dice conquest from 6 armies is accepted",
          ["V1.8"], st4, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                          do("red", {"type": "occupy", "count": n}),
                          ex(units=u(tehran=("red", 6 - n), bombay=("red", n)))], dice="641 5")
# 5
st5 = {**base, "phase": "attack", "owners": {"paris": "red", "coppermine": "red", "victoria": "red", "montreal": "red",
                                              "new_york": "red"},
       "capitals": {"red": "paris", "black": "cairo"},
       "units": u(paris=("red", 3), coppermine=("red", 3), victoria=("red", 4), london=("black", 2))}
write("5_lanes_and_paths", "Conformance V1 5: paris -> london (sea lane) accepted, coppermine -> moscow rejected; fortify victoria -> new_york through own montreal accepted",
      ["V1.2", "V0.4", "V1.7", "V1.9"], st5,
      [rej("red", {"type": "attack", "from": "coppermine", "to": "moscow", "dice": 1}),
       do("red", {"type": "attack", "from": "paris", "to": "london", "dice": 1}),
       ex(units=u(paris=("red", 3), london=("black", 1))),
       do("red", {"type": "end_attacks"}),
       rej("red", {"type": "fortify", "from": "victoria", "to": "london", "count": 1}),
       do("red", {"type": "fortify", "from": "victoria", "to": "new_york", "count": 3}),
       ex(units=u(victoria=("red", 1), new_york=("red", 4)))], dice="6 11")
st5b = {**base, "phase": "fortify", "owners": {"victoria": "red", "new_york": "red", "anchorage": "red"},
        "capitals": {"red": "victoria", "black": "cairo"}, "units": u(victoria=("red", 4), new_york=("red", 1))}
write("5_fortify_blocked", "Conformance V1 5: fortify victoria -> new_york with montreal and chicago enemy -> rejected",
      ["V1.9"], st5b, [ex(phase="fortify", waiting_for="red"),
                       rej("red", {"type": "fortify", "from": "victoria", "to": "new_york", "count": 1}),
                       do("red", {"type": "end_turn"})])
# 6
st6 = {**base, "phase": "attack", "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
       "units": u(tehran=("red", 8), bombay=("black", 1), moscow=("black", 1)), "deck": ["tokyo", "sydney"]}
write("6_one_card", "Conformance V1 6: red conquers 2 areas in one turn -> exactly 1 card at the end of his turn",
      ["V1.10"], st6, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1}),
                       do("red", {"type": "occupy", "count": 1}),
                       do("red", {"type": "attack", "from": "tehran", "to": "moscow", "dice": 1}),
                       do("red", {"type": "occupy", "count": 1}),
                       ex(conquered=2, owners={"bombay": "red", "moscow": "red"}),
                       do("red", {"type": "end_attacks"}), do("red", {"type": "end_turn"}),
                       ex(hands={"red": ["tokyo"], "black": []})], dice="6 1 6 1")
# 7
st7 = {**base, "phase": "attack", "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
       "units": u(tehran=("red", 8), bombay=("black", 1)), "missions": {"red": ["B2", "S2"]}, "conquered": 2}
write("7_win_at_once", "Conformance V1 7: 2 missions + own capital; the 3rd conquest of the turn gains B1 -> winner red at once (no occupy question)",
      ["V1.11", "V1.13", "V1.8"], st7, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1}),
                                        ex(winner="red", phase="over", missions={"red": ["B1", "B2", "S2"]},
                                           waiting_for=None)], dice="6 1")
st7b = dict(st7, owners={"tehran": "red"}, capitals={"red": "london", "black": "cairo"})
write("7_no_capital_no_win", "Conformance V1 7: the same without his capital -> B1 gained, no winner",
      ["V1.11", "V1.13"], st7b, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1}),
                                 ex(winner=None, phase="attack", waiting_for="red",
                                    missions={"red": ["B1", "B2", "S2"]})], dice="6 1")
# 8
st8 = {"round": 3, "order": ["red", "black", "blue"], "active": "red", "rest": "blue", "phase": "attack",
       "owners": {"tehran": "red", "bombay": "black"}, "capitals": {"red": "tehran", "black": "bombay", "blue": "london"},
       "units": u(tehran=("red", 8), bombay=("black", 1)),
       "missions": {"black": ["B2", "B3"]}, "hands": {"black": ["tokyo", "sydney", "perth"], "red": []}}
write("8_elimination", "Conformance V1 8: red eliminates black (2 missions, 3 cards): red gets both missions, the cards and S5 -> winner red (owns his capital)",
      ["V1.13", "V1.11"], st8, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1}),
                                ex(winner="red", eliminated=["black"], missions={"red": ["B2", "B3", "S5"], "black": []},
                                   hands={"red": ["tokyo", "sydney", "perth"], "black": []}, rewards_removed=[])],
      dice="6 1", players=("red", "black", "blue"))
st8c = dict(st8, capitals={"red": "london", "black": "bombay", "blue": "cairo"})
write("8_elimination_command", "Conformance V1 8: in command black's rewards are removed from the game; red without his capital does not win",
      ["V1.13", "V1.12"], st8c, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 1}),
                                 ex(winner=None, eliminated=["black"], missions={"red": ["B2", "B3", "S5"]},
                                    hands={"red": ["tokyo", "sydney", "perth"]}, rewards_removed=["B2", "B3"],
                                    waiting_for="red")],
      dice="6 1", players=("red", "black", "blue"), options=C)
# 9
red9 = SA + ["london", "moscow", "cairo", "paris", "berlin"]
st9 = {"round": 1, "order": ["red", "black"], "active": "red", "rest": "black", "phase": "reinforce",
       "owners": {a: "red" for a in red9}, "capitals": {"red": "lima", "black": "tokyo"},
       "units": u(rio_de_janeiro=("red", 4)), "hands": {"red": ["bogota"], "black": []}}
write("9_missions_timing", "Conformance V1 9: round 1: SA, 4 cities and capital, 10 armies placed in one area -> no mission; the lane conquest -> B5 only; round 2 turn start -> B2 + B3 and winner red",
      ["V1.11", "V1.12", "V1.13"], st9,
      [ex(waiting_for="red", reinforcements=8), do("red", {"type": "trade", "cards": ["bogota"]}),
       ex(reinforcements=10),
       do("red", {"type": "place", "land": {"buenos_aires": 10}}), ex(missions={"red": []}),
       do("red", {"type": "attack", "from": "rio_de_janeiro", "to": "lagos", "dice": 3}),
       ex(missions={"red": ["B5"]}),
       do("red", {"type": "end_attacks"}), do("red", {"type": "end_turn"}),
       ex(active="black", phase="reinforce", reinforcements=25),
       do("black", {"type": "place", "land": {"tokyo": 25}}), ex(phase="fortify"),
       do("black", {"type": "end_turn"}),
       ex(round=2, winner="red", missions={"red": ["B2", "B3", "B5"], "black": []})], dice="666 1")
st9b = {**base, "phase": "attack", "owners": {"tehran": "red"}, "capitals": {"red": "tehran", "black": "london"},
        "units": u(tehran=("red", 9), bombay=("black", 1))}
write("9_b4_nine", "Conformance V1 9: a conquest from an area of 9 armies -> no B4", ["V1.11"], st9b,
      [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}), ex(missions={"red": []})], dice="666 1")
st9c = dict(st9b, units=u(tehran=("red", 10), bombay=("black", 2)))
write("9_b4_ten", "Conformance V1 9: from an area that held 10 at the attack's first roll and 8 at its last -> B4",
      ["V1.11"], st9c, [do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                        ex(units=u(tehran=("red", 8), bombay=("black", 2))),
                        do("red", {"type": "attack", "from": "tehran", "to": "bombay", "dice": 3}),
                        ex(missions={"red": ["B4"]}, owners={"bombay": "red"})], dice="111 66 666 11")
