"""The UI's words (layer 0): labels, names and the texts of the engine's event, error and save codes; no widgets."""
