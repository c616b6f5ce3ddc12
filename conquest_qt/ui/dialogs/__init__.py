"""Dialogs (layer 4): help, settings and the new-game dialog. Imports the layers below."""
