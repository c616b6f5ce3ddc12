"""The game page's side panels (layer 5): decision pages, battle, hand, log, players. Imports the layers below."""
