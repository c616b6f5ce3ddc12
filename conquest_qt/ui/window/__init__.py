"""The main window (layer 8, the top): assembles board, panels and screens; menus, keys, launch."""
