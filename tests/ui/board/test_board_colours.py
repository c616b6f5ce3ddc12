"""Issue 18, goal 2: owner colours that separate at a glance, as the board draws them."""

from __future__ import annotations

import pytest

from conquest_qt.ui.board import board_colours as bc

# Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1 (a selection)
SHARMA = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_the_published_test_values(lab1, lab2, expected) -> None:
    assert bc.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_lab_and_simulation_of_known_colours() -> None:
    assert bc.srgb_to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.05)
    assert bc.srgb_to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)
    for deficiency in bc.MACHADO:  # greys stay grey; red and green become alike
        assert bc.simulate((128, 128, 128), deficiency) == pytest.approx((128, 128, 128), abs=1.0)
    normal = bc.ciede2000(bc.srgb_to_lab((200, 40, 40)), bc.srgb_to_lab((40, 160, 40)))
    seen = bc.ciede2000(*(bc.srgb_to_lab(bc.simulate(c, "deuteranopia")) for c in ((200, 40, 40), (40, 160, 40))))
    assert seen < normal / 2


def _split(t: dict[tuple[str, str], float]) -> tuple[float, float]:
    return (min(v for k, v in t.items() if "sea" not in k), min(v for k, v in t.items() if "sea" in k))


def test_player_colours_as_drawn_separate_from_each_other_and_the_sea(qapp) -> None:
    pairs, sea = _split(bc.table())
    assert pairs >= 20
    assert sea >= 20


@pytest.mark.parametrize("deficiency", ["deuteranopia", "protanopia"])
def test_colour_blind_palette_separates_under_simulation(qapp, deficiency) -> None:
    pairs, sea = _split(bc.table(colour_blind=True, deficiency=deficiency))
    assert min(pairs, sea) >= 12


def test_drawn_colour_is_sampled_from_the_painted_wash(qapp) -> None:
    """The table judges what the board paints: the wash over the paper, not the token colour."""
    red = bc.drawn_land("red")
    assert bc.ciede2000(bc.srgb_to_lab(red), bc.srgb_to_lab((0xd4, 0x38, 0x2c))) > 2  # the paper shows through
    assert bc.ciede2000(bc.srgb_to_lab(red), bc.srgb_to_lab((0xd4, 0x38, 0x2c))) < 15
