"""The fitted win-chance model of Conquest (written by tools/fit_win_model.py; JSON-shaped data)."""

MODEL = {
    "features": [
        "areas_share",
        "areas_lead",
        "units_share",
        "cards_share",
        "to_target",
        "lead_late"
    ],
    "weights": [
        -40.035944,
        0.477598,
        2.283393,
        -1.92261,
        -26.40691,
        -0.942129
    ],
    "fitted_on": {
        "games": 2000,
        "samples": 33983,
        "types": [
            "easy",
            "normal"
        ],
        "test_games": 1000,
        "brier_model": 0.6339,
        "brier_leader": 1.0403
    }
}
