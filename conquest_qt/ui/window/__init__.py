"""The main window (layer 7, the top): assembles board, panels and screens; menus, keys, launch."""
