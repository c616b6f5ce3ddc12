"""The paper look (layer 2): colours, fonts, painters, style sheets and message boxes.
Imports ui.board (the compass, the board's player colours) and ui.text."""
