"""A cc team's win named in the replay viewer (issue 26 item 5; VARIANTS.md V3.9) and the self-test's cc game
(`conquest --self-test` plays a short 2-vs-2 cc game too)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from conquest_qt.analysis.replay_index import ReplayIndex
from conquest_qt.ui.game.replay_model import ReplayModel, seats_of
from conquest_qt.ui.screens.replay_window import ReplayWindow
from tests.helpers.cc import CC, played_to_the_end
from tests.helpers.replays import players


def test_v3_9_the_replay_ends_on_the_teams_victory(qtbot) -> None:
    teams = CC.options.from_dict({"ruleset": "cc", "teams": [["red", "blue"]]})
    lg = played_to_the_end(["red", "black", "blue"], teams, seed=2)
    assert lg.game.s.winner == ["red", "blue"]
    metas = players(lg, 0)
    model = ReplayModel(ReplayIndex(lg.players, lg.options, lg.seed, list(lg.log)), seats_of(metas))
    w = ReplayWindow(model, "team.conquest")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    QTest.keyClick(w.focusWidget() or w, Qt.Key.Key_End)
    assert model.position == model.last and model.game.over
    last = " ".join(w.log_texts()[-3:]).replace("\u2068", "").replace("\u2069", "")
    assert metas[0].name in last and metas[2].name in last and "Victory" in last, last
    assert w.scene.position.owners == dict(model.public()["owners"])


def test_the_self_test_plays_a_cc_team_game() -> None:
    from conquest_qt import selftest

    assert ("cc", selftest.check_cc_game) in selftest.CHECKS
    assert selftest.check_cc_game().startswith("cc game ")
