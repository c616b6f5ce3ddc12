"""Menus, actions and keyboard shortcuts of the main window."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from conquest_qt.ui.main_window import MainWindow

SPEED_FACTOR: dict[str, float] = {"instant": 0.0, "fast": 0.3, "normal": 1.0, "slow": 2.0}  # x AI delay
SPEEDS: dict[str, tuple[int, int]] = {  # name -> (AI delay ms, dice animation ms)
    "instant": (0, 0),
    "fast": (120, 250),
    "normal": (400, 600),
    "slow": (1000, 1000),
}


def _act(win: MainWindow, menu: QMenu | None, text: str, slot: Any, keys: Any = None, name: str = "") -> QAction:
    a = QAction(text, win)
    if keys is not None:
        seqs = keys if isinstance(keys, list) else [keys]
        a.setShortcuts([QKeySequence(k) for k in seqs])
    a.triggered.connect(slot)
    if name:
        a.setObjectName(name)
    win.addAction(a)
    if menu is not None:
        menu.addAction(a)
    return a


def build_menus(win: MainWindow) -> dict[str, QAction]:
    t = QCoreApplication.translate
    acts: dict[str, QAction] = {}
    bar = win.menuBar()
    game = bar.addMenu(t("Menu", "&Game"))
    acts["new"] = _act(win, game, t("Menu", "&New game…"), win.new_game, QKeySequence.StandardKey.New)
    acts["open"] = _act(win, game, t("Menu", "&Open…"), win.open_game, QKeySequence.StandardKey.Open)
    acts["save"] = _act(win, game, t("Menu", "&Save"), win.save_game, QKeySequence.StandardKey.Save)
    acts["save_as"] = _act(win, game, t("Menu", "Save &as…"), win.save_game_as, QKeySequence.StandardKey.SaveAs)
    game.addSeparator()
    acts["settings"] = _act(win, game, t("Menu", "Se&ttings…"), win.open_settings)
    game.addSeparator()
    acts["quit"] = _act(win, game, t("Menu", "&Quit"), win.close, QKeySequence.StandardKey.Quit)

    view = bar.addMenu(t("Menu", "&View"))
    acts["zoom_in"] = _act(win, view, t("Menu", "Zoom &in"), win.zoom_in, [QKeySequence.StandardKey.ZoomIn, "Ctrl+="])
    acts["zoom_out"] = _act(win, view, t("Menu", "Zoom &out"), win.zoom_out, QKeySequence.StandardKey.ZoomOut)
    acts["fit"] = _act(win, view, t("Menu", "&Fit board"), win.fit_board, "Ctrl+0")
    view.addSeparator()
    cb = _act(win, view, t("Menu", "&Colour-blind palette"), win.set_colour_blind, "Ctrl+B")
    cb.setCheckable(True)
    acts["colour_blind"] = cb
    speed_menu = view.addMenu(t("Menu", "Animation &speed"))
    group = QActionGroup(win)
    names = {"instant": t("Menu", "Instant"), "fast": t("Menu", "Fast"), "normal": t("Menu", "Normal"),
             "slow": t("Menu", "Slow")}
    for key, label in names.items():
        a = _act(win, speed_menu, label, lambda _=False, k=key: win.set_speed(k))
        a.setCheckable(True)
        a.setChecked(key == win.speed)
        group.addAction(a)
        acts["speed_" + key] = a
    acts["skip"] = _act(win, view, t("Menu", "S&kip computer turns' animation"), win.skip_animation, "S")

    turn = bar.addMenu(t("Menu", "&Turn"))
    acts["primary"] = _act(win, turn, t("Menu", "Confirm / end step"), win.primary,
                           [QKeySequence("Return"), QKeySequence("Enter")])
    acts["end_moves"] = _act(win, turn, t("Menu", "&End movement"), win.end_moves, "E")
    acts["roll"] = _act(win, turn, t("Menu", "&Roll the dice"), win.roll, "R")
    acts["undo"] = _act(win, turn, t("Menu", "&Undo"), win.undo, QKeySequence.StandardKey.Undo)
    acts["deselect"] = _act(win, turn, t("Menu", "&Deselect"), win.deselect, "Escape")
    for i, kind in enumerate(("land", "air", "sub"), start=1):
        acts["kind_" + kind] = _act(win, None, kind, lambda _=False, k=kind: win.choose_kind(k), str(i))
    acts["more"] = _act(win, None, "+", lambda: win.change_count(1), ["+", "="])
    acts["fewer"] = _act(win, None, "-", lambda: win.change_count(-1), "-")

    hlp = bar.addMenu(t("Menu", "&Help"))
    acts["rules"] = _act(win, hlp, t("Menu", "&Rules"), win.show_rules, QKeySequence.StandardKey.HelpContents)
    acts["cards"] = _act(win, hlp, t("Menu", "&Card reference"), win.show_cards, "F2")
    acts["about"] = _act(win, hlp, t("Menu", "&About Conquest"), win.show_about)
    return acts
