"""The fitted win-chance model of Risk (written by tools/fit_win_model.py; JSON-shaped data)."""

MODEL = {
    "features": [
        "areas_share",
        "armies_share",
        "cards_share",
        "missions",
        "own_capital",
        "continents"
    ],
    "weights": [
        3.541545,
        -0.238442,
        0.329137,
        3.058247,
        0.519235,
        0.679802
    ],
    "fitted_on": {
        "games": 3000,
        "samples": 49526,
        "types": [
            "easy",
            "normal"
        ],
        "test_games": 1000,
        "brier_model": 0.5753,
        "brier_leader": 1.0232
    }
}
