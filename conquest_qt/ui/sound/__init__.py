"""Sound (layer 1): the sound player and which cue plays on which event. Imports only ui.text."""
