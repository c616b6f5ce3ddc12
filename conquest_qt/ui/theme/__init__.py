"""The paper look (layer 2), the board's look for the whole window: tokens (colours, fonts, sizes),
painters (paper, frames, flags, world map, compass), style_sheets (the game page's, the bars', the
dialogs'; the paper palette), widgets (ink buttons, paper pages, cards, headings, journal list),
message_boxes, swatches (player colours as small pictures). Imports ui.board (the board's colours, the
compass) and ui.text."""
