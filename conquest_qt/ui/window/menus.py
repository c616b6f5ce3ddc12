"""Menus, actions and keyboard shortcuts of the main window, and the dialogs two of them open (New game,
Settings)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu

from conquest_qt.ui.text.ruleset_text import words
from conquest_qt.ui.theme import message_boxes

if TYPE_CHECKING:
    from conquest_qt.ui.window.window_api import MenuHost

SPEED_FACTOR: dict[str, float] = {"instant": 0.0, "fast": 0.3, "normal": 1.0, "slow": 2.0}  # x AI delay
SPEEDS: dict[str, tuple[int, int]] = {  # name -> (AI delay ms, dice animation ms)
    "instant": (0, 0),
    "fast": (120, 250),
    "normal": (400, 600),
    "slow": (1000, 1000),
}


def _act(win: MenuHost, menu: QMenu | None, text: str, slot: Any, keys: Any = None, name: str = "") -> QAction:
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


def action_texts() -> dict[str, str]:
    """Key in build_menus' dict -> its text in the current language (menu titles as "menu_<name>")."""
    t = QCoreApplication.translate
    return {
        "menu_game": t("Menu", "&Game"), "new": t("Menu", "&New game…"), "open": t("Menu", "&Open…"),
        "replay": t("Menu", "&Replay a saved game…"),
        "save": t("Menu", "&Save"), "save_as": t("Menu", "Save &as…"),
        "statistics": t("Menu", "Stat&istics…"), "settings": t("Menu", "Se&ttings…"),
        "quit": t("Menu", "&Quit"),
        "menu_view": t("Menu", "&View"), "zoom_in": t("Menu", "Zoom &in"), "zoom_out": t("Menu", "Zoom &out"),
        "fit": t("Menu", "&Fit board"), "full_screen": t("Menu", "F&ull screen"),
        "colour_blind": t("Menu", "&Colour-blind palette"),
        "menu_speed": t("Menu", "Animation &speed"), "speed_instant": t("Menu", "Instant"),
        "speed_fast": t("Menu", "Fast"), "speed_normal": t("Menu", "Normal"), "speed_slow": t("Menu", "Slow"),
        "skip": t("Menu", "S&kip computer turns' animation"),
        "next_pane": t("Menu", "Next &pane (board, side panel, log)"), "prev_pane": t("Menu", "Pre&vious pane"),
        "menu_turn": t("Menu", "&Turn"), "primary": t("Menu", "Confirm / end step"),
        "end_moves": t("Menu", "&End movement"), "roll": t("Menu", "&Roll the dice"), "undo": t("Menu", "&Undo"),
        "deselect": t("Menu", "&Deselect"), "hint": t("Menu", "What would the computer &do?"),
        "menu_areas": t("Menu", "Choose &area by keyboard"), "next_area": t("Menu", "&Next area"),
        "prev_area": t("Menu", "&Previous area"), "choose_area": t("Menu", "&Choose the marked area"),
        "remove_at_area": t("Menu", "&Remove a unit from the marked area"), "goto": t("Menu", "&Go to area…"),
        "menu_help": t("Menu", "&Help"), "rules": t("Menu", "&Rules"), "cards": t("Menu", "&Card reference"),
        "about": t("Menu", "&About Conquest"), "missions": t("Menu", "&Missions…"),
        "reference": t("Menu", "&Mission reference"),
        # each add-on's rules page (its words' HELP and rules_menu(): ui/rulesets/<id>/texts.py)
        **{"rules_" + a: words(a).rules_menu() for a in _addons_with_help()},
    }


def _addons_with_help() -> list[str]:
    from conquest_qt import manifest

    return [m.id for m in manifest.MANIFESTS.values() if m.is_addon and getattr(words(m.id), "HELP", None)]


# Keys the board handles itself (they must not become window shortcuts: Tab and Space belong to the
# focused widget elsewhere); the menu shows them after a tab, as Qt shows a shortcut.
BOARD_KEYS: dict[str, str] = {"next_area": "Tab", "prev_area": "Shift+Tab", "choose_area": "Space",
                              "remove_at_area": "Del"}


def _shown_text(key: str, text: str) -> str:
    keys = BOARD_KEYS.get(key)
    return text + "\t" + QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText) if keys else text


def retranslate_menus(acts: dict[str, QAction], ruleset: str | None = None) -> None:
    """Re-set every menu title and action text (on a language change, or for a game of `ruleset`: its own
    words for some actions, e.g. cc's "End turn" for E, through its texts' `menu_words()`)."""
    texts = action_texts()
    if ruleset is not None:
        from conquest_qt.ui.text.ruleset_text import words

        own = getattr(words(ruleset), "menu_words", None)
        if own is not None:
            texts.update(own())
    for key, text in texts.items():
        act = acts.get(key)
        if act is not None:
            act.setText(_shown_text(key, text))


def build_menus(win: MenuHost) -> dict[str, QAction]:
    tx = action_texts()
    acts: dict[str, QAction] = {}
    bar = win.menuBar()
    game = bar.addMenu(tx["menu_game"])
    acts["menu_game"] = game.menuAction()
    acts["new"] = _act(win, game, tx["new"], win.new_game, QKeySequence.StandardKey.New)
    acts["open"] = _act(win, game, tx["open"], win.open_game, QKeySequence.StandardKey.Open)
    acts["replay"] = _act(win, game, tx["replay"], win.replay_game)
    acts["save"] = _act(win, game, tx["save"], win.save_game, QKeySequence.StandardKey.Save)
    acts["save_as"] = _act(win, game, tx["save_as"], win.save_game_as, QKeySequence.StandardKey.SaveAs)
    game.addSeparator()
    acts["statistics"] = _act(win, game, tx["statistics"], win.show_statistics, "Ctrl+I", "statistics")
    game.addSeparator()
    acts["settings"] = _act(win, game, tx["settings"], win.open_settings)
    game.addSeparator()
    acts["quit"] = _act(win, game, tx["quit"], win.close, QKeySequence.StandardKey.Quit)

    view = bar.addMenu(tx["menu_view"])
    acts["menu_view"] = view.menuAction()
    acts["zoom_in"] = _act(win, view, tx["zoom_in"], win.zoom_in, [QKeySequence.StandardKey.ZoomIn, "Ctrl+="])
    acts["zoom_out"] = _act(win, view, tx["zoom_out"], win.zoom_out, QKeySequence.StandardKey.ZoomOut)
    acts["fit"] = _act(win, view, tx["fit"], win.fit_board, "Ctrl+0")
    acts["full_screen"] = _act(win, view, tx["full_screen"], win.toggle_full_screen, "F11")
    acts["full_screen"].setCheckable(True)
    view.addSeparator()
    cb = _act(win, view, tx["colour_blind"], win.set_colour_blind, "Ctrl+B")
    cb.setCheckable(True)
    acts["colour_blind"] = cb
    speed_menu = view.addMenu(tx["menu_speed"])
    acts["menu_speed"] = speed_menu.menuAction()
    group = QActionGroup(win)
    for key in ("instant", "fast", "normal", "slow"):
        a = _act(win, speed_menu, tx["speed_" + key], lambda _=False, k=key: win.set_speed(k))
        a.setCheckable(True)
        a.setChecked(key == win.speed)
        group.addAction(a)
        acts["speed_" + key] = a
    acts["skip"] = _act(win, view, tx["skip"], win.skip_animation, "S")
    view.addSeparator()
    acts["next_pane"] = _act(win, view, tx["next_pane"], win.next_pane, ["F6", "Ctrl+Tab"])
    acts["prev_pane"] = _act(win, view, tx["prev_pane"], win.previous_pane, ["Shift+F6", "Ctrl+Shift+Tab"])

    turn = bar.addMenu(tx["menu_turn"])
    acts["menu_turn"] = turn.menuAction()
    acts["primary"] = _act(win, turn, tx["primary"], win.primary, [QKeySequence("Return"), QKeySequence("Enter")])
    acts["confirm_now"] = _act(win, None, "confirm", win.confirm_step, ["Ctrl+Return", "Ctrl+Enter"])
    acts["end_moves"] = _act(win, turn, tx["end_moves"], win.end_moves, "E")
    acts["roll"] = _act(win, turn, tx["roll"], win.roll, "R")
    acts["undo"] = _act(win, turn, tx["undo"], win.undo, QKeySequence.StandardKey.Undo)
    acts["deselect"] = _act(win, turn, tx["deselect"], win.deselect, "Escape")
    acts["hint"] = _act(win, turn, tx["hint"], win.ask_hint, "H", "hintAction")
    turn.addSeparator()
    acts["goto"] = _act(win, turn, tx["goto"], win.go_to_area, "Ctrl+G")
    areas = turn.addMenu(tx["menu_areas"])
    acts["menu_areas"] = areas.menuAction()
    for key, slot in (("next_area", lambda: win.area_keys.step(True)), ("prev_area", lambda: win.area_keys.step(False)),
                      ("choose_area", lambda: win.area_keys.activate(1)),
                      ("remove_at_area", lambda: win.area_keys.activate(2))):
        a = QAction(_shown_text(key, tx[key]), win)  # no shortcut: the board's key filter does it
        a.triggered.connect(slot)
        areas.addAction(a)
        acts[key] = a
    for i, kind in enumerate(("land", "air", "sub"), start=1):
        acts["kind_" + kind] = _act(win, None, kind, lambda _=False, k=kind: win.choose_kind(k), str(i))
    acts["more"] = _act(win, None, "+", lambda: win.change_count(1), ["+", "="])
    acts["fewer"] = _act(win, None, "-", lambda: win.change_count(-1), "-")

    hlp = bar.addMenu(tx["menu_help"])
    acts["menu_help"] = hlp.menuAction()
    acts["rules"] = _act(win, hlp, tx["rules"], win.show_rules, QKeySequence.StandardKey.HelpContents)
    acts["cards"] = _act(win, hlp, tx["cards"], win.show_cards, "F2")
    acts["reference"] = _act(win, hlp, tx["reference"], win.show_reference, "F2")  # a ruleset's own (Risk's missions)
    acts["reference"].setVisible(False)  # (a hidden action's key does nothing: F2 is the card reference's then)
    acts["missions"] = _act(win, turn, tx["missions"], win.show_missions, "F3")  # Risk's (shown in its games)
    acts["missions"].setVisible(False)
    for a in _addons_with_help():  # the add-ons' rules pages, beside the game's (VARIANTS.md V2: nuclear)
        acts["rules_" + a] = _act(win, hlp, tx["rules_" + a], lambda _=False, x=a: win.show_addon_rules(x),
                                  name="rules_" + a)
    acts["about"] = _act(win, hlp, tx["about"], win.show_about)
    return acts


def new_game(win: MenuHost) -> None:
    """The New game dialog (after the question whether the game in progress may go); its set-up starts."""
    if not win.may_replace_game():
        return
    from conquest_qt.ui.dialogs.new_game_dialog import NewGameDialog  # it lists the AIs: not on the start screen

    last = win.settings
    dlg = NewGameDialog(win, *((last.new_game_ruleset, last.new_game_risk_version, last.new_game_level,
                                tuple(last.new_game_addons), last.new_game_teams, tuple(last.new_game_team_seats))
                               if last is not None else ()))
    if dlg.exec() == QDialog.DialogCode.Accepted:
        setup = dlg.setup()
        if setup is not None:
            from conquest_qt.ui.window.saves_wiring import store_setting

            store_setting(win, new_game_ruleset=dlg.chosen_ruleset(),  # the next dialog opens on this choice
                          new_game_risk_version=str(dlg.version.currentData()),
                          new_game_level=dlg.chosen_level(),  # and the computer level (issue 28 item 9)
                          new_game_addons=list(dlg.chosen_addons(any_ruleset=True)),
                          new_game_teams=str(dlg.teams.currentData()),  # cc's teams (V3.8)
                          new_game_team_seats=[int(r.team.currentData()) for r in dlg.rows])
            win.start_session(setup)


def open_settings(win: MenuHost) -> None:
    """The Settings dialog; what it changes is applied to the window at once."""
    t = QCoreApplication.translate
    try:
        from conquest_qt.ui.dialogs.settings_dialog import SettingsDialog
    except ImportError:
        message_boxes.paper_information(win, t("MainWindow", "Not available yet"),
                                        t("MainWindow", "Settings are not available yet."))
        return
    dlg = SettingsDialog(win, win.settings) if win.settings is not None else SettingsDialog(win)
    dlg.settingsChanged.connect(win.apply_settings)
    dlg.exec()
