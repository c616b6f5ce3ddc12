"""The game as the window plays it (layer 3): session, turn controller, human plans and selections,
saves, autoplay. Imports the layers below (text, sound, board, theme)."""
