"""Comanda & Conquista's exact battle preview in words (VARIANTS.md V3.6; issue 26 item 2): both totals term by
term (A = each attacking kind + the attacker's 1; Dv = the defending divisions, anti-air divisions, land and
anti-air defences, the home), who wins, which divisions are destroyed, go back or retreat, and whether the
nation changes hands.

A module of the text layer: it imports only ui/text and the engine."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from conquest_qt.engine.rulesets.cc.battle import Battle, Stack, Term
from conquest_qt.ui.rulesets.cc.texts import kind_name
from conquest_qt.ui.text.labels import colour_name
from conquest_qt.ui.text.names import area_name
from conquest_qt.ui.text.textutil import arg

t = QCoreApplication.translate

def term_text(term: Term) -> str:
    """One term of a total, e.g. "2 infantry × 1 = 2", "home 4", "attacker +1"."""
    if term.term in ("division", "aa_division"):
        return arg(t("CcBattle", "%1 %2 × %3 = %4"), term.count, kind_name(term.kind or ""), term.each, term.value)
    if term.term == "land_defence":
        return arg(t("CcBattle", "land defence %1"), term.value)
    if term.term == "aa_defence":
        return arg(t("CcBattle", "anti-air defence %1"), term.value)
    if term.term == "home":
        return arg(t("CcBattle", "home %1"), term.value)
    return arg(t("CcBattle", "attacker +%1"), term.value)


def _terms(terms: tuple[Term, ...]) -> str:
    return html.escape(" + ".join(term_text(x) for x in terms)) if terms else "0"


def _stacks(stacks: tuple[Stack, ...], where: bool) -> str:
    parts = []
    for s in stacks:
        text = arg(t("CcBattle", "%1 %2"), s.count, kind_name(s.kind))
        if where:
            text = arg(t("CcBattle", "%1 (from %2)"), text, area_name(s.origin))
        parts.append(text)
    return html.escape(", ".join(parts))


def battle_html(b: Battle) -> str:
    """The whole preview, as rich text for the side panel (and the same lines the log will agree with)."""
    lines = [arg(t("CcBattle", "<b>Attack A = %1</b>: %2"), b.attack, _terms(b.attack_terms))]
    if b.land:
        lines.append(arg(t("CcBattle", "<b>Defence against land = %1</b>: %2"), b.defence_land, _terms(b.land_terms)))
    if b.air:
        lines.append(arg(t("CcBattle", "<b>Defence against air = %1</b>: %2"), b.defence_air, _terms(b.air_terms)))
    if b.land and b.air:
        lines.append(arg(t("CcBattle", "<b>Defence Dv = %1</b>"), b.defence))
    if b.attacker_wins:
        lines.append(arg(t("CcBattle", "<b>%1 wins</b> (%2 against %3)."), colour_name(b.attacker), b.attack,
                         b.defence))
    else:
        lines.append(arg(t("CcBattle", "<b>%1 holds</b> (%2 against %3: ties go to the defender)."),
                         colour_name(b.defender), b.attack, b.defence))
    if b.destroyed:
        lines.append(arg(t("CcBattle", "Destroyed: %1."), _stacks(b.destroyed, False)))
    if b.returning:
        lines.append(arg(t("CcBattle", "Go back where they came from: %1."), _stacks(b.returning, True)))
    if b.retreating and b.destinations:
        lines.append(arg(t("CcBattle", "Retreat: %1, to %2 (the loser chooses)."), _stacks(b.retreating, False),
                         html.escape(", ".join(area_name(a) for a in b.destinations))))
    elif b.retreating:
        lines.append(arg(t("CcBattle", "Surrounded, also destroyed: %1."), _stacks(b.retreating, False)))
    if b.conquers:
        lines.append(arg(t("CcBattle", "%1 becomes %2's."), html.escape(area_name(b.area)), colour_name(b.attacker)))
    return "<br>".join(lines)

