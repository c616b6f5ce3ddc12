"""Whole-window screens (layer 7): start screen, handover, game over. Imports the layers below."""
