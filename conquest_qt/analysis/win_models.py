"""Fitted win-chance models per ruleset (written by tools/fit_win_model.py; JSON-shaped data)."""

MODELS = {
    "conquest": {
        "features": ["areas_share", "areas_lead", "units_share", "cards_share", "to_target", "lead_late"],
        "weights": [4.0, 4.0, 1.0, 0.5, -4.0, 0.0],
        "fitted_on": None,
    },
}
