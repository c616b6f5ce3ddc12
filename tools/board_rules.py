"""Hand-made rules that turn Natural Earth countries into the 36 land areas and 8 seas.

Used only by tools/build_board.py. All coordinates are [longitude, latitude] in the board's
longitude window (LON0 … LON0+360), so places east of the date line up to 191° use lon > 180.
"""

from __future__ import annotations

LON0 = -169.0  # left edge of the board; Chukotka and Alaska stay whole
LAT_MAX = 74.0
LAT_MIN = -57.0

Pt = tuple[float, float]

# country name (as in world-atlas) -> area id, for countries that go to one area whole
WHOLE: dict[str, str] = {}
for _area, _names in {
    "coppermine": ["Greenland"],
    "mexico_city": ["Mexico", "Guatemala", "Belize", "Honduras", "El Salvador", "Nicaragua", "Costa Rica",
                    "Panama"],
    "bogota": ["Colombia", "Venezuela", "Ecuador", "Guyana", "Suriname"],
    "lima": ["Peru", "Bolivia"],
    "rio_de_janeiro": ["Brazil"],
    "buenos_aires": ["Argentina", "Chile", "Uruguay", "Paraguay"],
    "london": ["United Kingdom", "Ireland", "Iceland", "Isle of Man"],
    "madrid": ["Spain", "Portugal", "Andorra"],
    "paris": ["Belgium", "Luxembourg", "Switzerland", "Monaco", "Liechtenstein"],
    "rome": ["Italy", "San Marino", "Vatican", "Malta", "Slovenia", "Croatia", "Bosnia and Herz.", "Serbia",
             "Montenegro", "Kosovo", "Macedonia", "Albania", "Greece", "Bulgaria", "Romania"],
    "berlin": ["Germany", "Denmark", "Poland", "Lithuania", "Latvia", "Estonia", "Czechia", "Slovakia",
               "Austria", "Hungary"],
    "stockholm": ["Norway", "Sweden", "Finland", "Åland"],
    "moscow": ["Belarus", "Ukraine", "Moldova"],
    "algiers": ["Morocco", "W. Sahara", "Algeria", "Tunisia", "Mauritania", "Mali", "Niger"],
    "cairo": ["Egypt", "Libya", "Sudan", "Chad", "S. Sudan"],
    "lagos": ["Senegal", "Gambia", "Guinea-Bissau", "Guinea", "Sierra Leone", "Liberia", "Côte d'Ivoire",
              "Burkina Faso", "Ghana", "Togo", "Benin", "Nigeria", "Cameroon", "Eq. Guinea"],
    "kinshasa": ["Dem. Rep. Congo", "Congo", "Gabon", "Central African Rep.", "Angola", "Zambia"],
    "nairobi": ["Ethiopia", "Eritrea", "Djibouti", "Somalia", "Somaliland", "Kenya", "Uganda", "Tanzania",
                "Rwanda", "Burundi", "Malawi"],
    "johannesburg": ["South Africa", "Lesotho", "eSwatini", "Namibia", "Botswana", "Zimbabwe", "Mozambique",
                     "Madagascar"],
    "tehran": ["Turkey", "Georgia", "Armenia", "Azerbaijan", "Cyprus", "N. Cyprus", "Syria", "Lebanon",
               "Israel", "Palestine", "Jordan", "Iraq", "Kuwait", "Saudi Arabia", "Bahrain", "Qatar",
               "United Arab Emirates", "Oman", "Yemen", "Iran", "Afghanistan"],
    "bombay": ["India", "Pakistan", "Nepal", "Bhutan", "Bangladesh", "Sri Lanka", "Siachen Glacier"],
    "novosibirsk": ["Kazakhstan", "Uzbekistan", "Turkmenistan", "Kyrgyzstan", "Tajikistan"],
    "beijing": ["China", "Mongolia", "North Korea", "South Korea", "Taiwan", "Hong Kong", "Macao"],
    "bangkok": ["Myanmar", "Thailand", "Laos", "Cambodia", "Vietnam"],
    "tokyo": ["Japan"],
    "jakarta": ["Malaysia", "Singapore", "Brunei", "Indonesia", "Timor-Leste", "Papua New Guinea"],
    "manila": ["Philippines", "Palau", "Micronesia"],
    "sydney": ["New Zealand"],
}.items():
    for _n in _names:
        WHOLE[_n] = _area

# countries split between areas: ordered (area or None for decoration, region polygon or None = rest)
_YUKON: list[Pt] = [(-142, 59.99), (-124, 59.99), (-128.7, 63.2), (-132.5, 65.0), (-134, 66.0),
                    (-136.4, 67.6), (-136.5, 80), (-142, 80)]
_QUEBEC_NORTH: list[Pt] = [(-83, 55), (-83, 62.0), (-77.5, 62.75), (-72, 62.3), (-70, 61.5), (-65.7, 60.8),
                           (-64.0, 60.6), (-55, 60.6), (-55, 55)]
_CAN_NORTH: list[Pt] = [(-142, 59.99), (-50, 59.99), (-50, 80), (-142, 80)]
_PRAIRIES: list[Pt] = [(-142, 47), (-95.15, 47), (-95.15, 52.85), (-88.9, 56.85), (-88.9, 60.5), (-142, 60.5)]
_ALASKA: list[Pt] = [(-169.5, 50), (-129.9, 50), (-129.9, 75), (-169.5, 75)]
_ALASKA_W: list[Pt] = [(160, 45), (191.5, 45), (191.5, 75), (160, 75)]
_HAWAII: list[Pt] = [(-169.5, 15), (-150, 15), (-150, 30), (-169.5, 30)]
_MOUNTAIN: list[Pt] = [(-130, 49.5), (-104.05, 49.5), (-104.05, 41), (-102.05, 41), (-102.05, 37), (-103.0, 37),
                       (-103.0, 32.0), (-106.6, 32.0), (-106.6, 25), (-130, 25)]
_MIDWEST: list[Pt] = [(-104.05, 49.5), (-104.05, 41), (-102.05, 41), (-102.05, 37), (-103.0, 37),
                      (-103.0, 32.0), (-106.6, 32.0), (-106.6, 25), (-89.6, 25), (-89.6, 30.2),
                      (-89.7, 31.0), (-91.6, 31.0), (-91.1, 33.0), (-90.1, 35.0), (-89.1, 37.0),
                      (-87.9, 37.9), (-84.8, 39.1), (-82.6, 38.6), (-80.52, 40.6), (-80.52, 49.5)]
_RUS_WEST: list[Pt] = [(10, 40), (60, 40), (60, 68.0), (66, 69.5), (66, 80), (10, 80)]
_RUS_MID: list[Pt] = [(60, 40), (108, 40), (108, 80), (66, 80), (66, 69.5), (60, 68.0)]
_KALININGRAD: list[Pt] = [(19, 54), (23, 54), (23, 56), (19, 56)]
_AUS_WEST: list[Pt] = [(100, -5), (138, -5), (138, -26), (141, -26), (141, -45), (100, -45)]
_FR_EUROPE: list[Pt] = [(-6, 41), (10, 41), (10, 54), (-6, 54)]
_GUIANA: list[Pt] = [(-56, 1), (-50, 1), (-50, 7), (-56, 7)]

SPLIT: dict[str, list[tuple[str | None, list[Pt] | None]]] = {
    "Canada": [("anchorage", _YUKON), ("montreal", _QUEBEC_NORTH), ("coppermine", _CAN_NORTH),
               ("victoria", _PRAIRIES), ("montreal", None)],
    "United States of America": [("anchorage", _ALASKA), ("anchorage", _ALASKA_W), (None, _HAWAII),
                                 ("los_angeles", _MOUNTAIN), ("chicago", _MIDWEST), ("new_york", None)],
    "Russia": [("berlin", _KALININGRAD), ("moscow", _RUS_WEST), ("novosibirsk", _RUS_MID), ("vladivostok", None)],
    "Australia": [("perth", _AUS_WEST), ("sydney", None)],
    "France": [("paris", _FR_EUROPE), ("bogota", _GUIANA), (None, None)],
    "Netherlands": [("paris", _FR_EUROPE), (None, None)],
}

# Lines cutting the ocean into seas (each end lies inside land or beyond the board edge).
# "A|B" stands for the point where the border of countries A and B meets the coast nearest the
# previous point, so the sea boundary ends exactly on the land border.
SEA_CUTS: list[list[Pt | str]] = [
    [(-170, 65.9), (-166, 65.9)],  # Bering Strait, American side
    [(187.5, 65.9), (192, 65.9)],  # Bering Strait, Asian side
    [(-27, 71), (18.5, 68.0)],  # Greenland - Norway: Arctic / North Atlantic
    [(-45, 66.8), (-95, 66.8)],  # Davis Strait and Foxe Basin
    [(-36, -5.5), (-8.5, 5.5)],  # Brazil - Liberia: North / South Atlantic
    [(20, -34.0), (20, -60)],  # Cape Agulhas: South Atlantic / Indian Ocean
    [(146.5, -37.8), (146.5, -60)],  # Bass Strait, Tasmania: Indian Ocean / South Pacific
    [(142.5, -12), (142.5, -6)],  # Torres Strait
    [(103.5, 1.6), (110.2, 1.6), (117.5, 1.0), (121.5, 0.8), (124.5, 0.9), (128.0, 1.0), (132.5, -1.0),
     (138, -4)],  # Indonesia: Indian Ocean / North Pacific
    [(138, -4), (138, -1.2), (192, -1.2)],  # New Guinea - date line: North / South Pacific
    [(-170, -1.2), (-82, -1.2), "Panama|Colombia", (-77.4, 7.9)],  # ... to the Panama/Colombia border
    [(-80.9, 26.0), (-81.0, 22.7), (-75.5, 20.5), (-74.3, 20.2), (-72.8, 19.5), (-68.8, 18.6), (-66.5, 18.2),
     (-64.8, 18.3), (-63.0, 18.2), (-62.7, 17.3), (-61.8, 17.1), (-61.5, 16.2), (-61.35, 15.4),
     (-61.0, 14.65), (-60.95, 13.9), (-61.2, 13.25), (-61.7, 12.1), (-61.3, 10.5), (-62.5, 9.5)],  # Antilles
    [(-5.6, 37.5), (-5.6, 34.5)],  # Gibraltar
    [(-68, -54.5), (-68, -60)],  # Drake Passage: South Atlantic / South Pacific
    [(-70.0, -51.8), (-69.5, -53.2)],  # Strait of Magellan
]

# Points inside each sea (the first is the map file's label point when it lies on the board).
SEA_SEEDS: dict[str, list[Pt]] = {
    "arctic_ocean": [(-140, 71.5), (40, 73), (70, 73.5), (150, 73.5), (0, 73), (-80, 68.5)],
    "north_atlantic": [(-40, 35), (-85, 58), (-60, 62), (-15, 62), (5, 57), (19, 57), (20.5, 62), (25, 59.8),
                       (-20, 15), (11, 57.5)],
    "south_atlantic": [(-15, -25), (-50, -50), (5, -5)],
    "mediterranean": [(18, 35), (34, 43.5), (36.5, 46), (25, 38), (14, 43), (28, 40.7)],
    "indian_ocean": [(75, -20), (38, 20), (51, 27), (88, 15), (97, 5), (112, -5), (125, -10), (135, -10),
                     (140, -15), (130, -5)],
    "north_pacific": [(170, 30), (-140, 30), (150, 55), (135, 40), (115, 12), (122, 8), (123, 4), (190, 60),
                      (-110, 15), (125, 37), (102, 10)],
    "south_pacific": [(175, -25), (-120, -30), (155, -15), (-80, -5), (170, -45)],
    "caribbean": [(-75, 17), (-90, 25)],
}

# Better label points than the map file's where that one is off the board.
SEA_LABEL: dict[str, Pt] = {
    "arctic_ocean": (-10, 72.2),
    "mediterranean": (20.5, 33.7),  # east of the crowded Algiers/Rome labels (long in nl/de)
    "caribbean": (-71.5, 14.8),  # clear of Mexico City
}

# Lakes are land in the country shapes; the Great Lakes are drawn from these hand-traced outlines
# (decoration only; rough at 0.1-0.3 degrees, which is below a pixel at fit-to-window zoom).
GREAT_LAKES: list[list[Pt]] = [
    [(-92.1, 46.75), (-91.0, 47.1), (-89.6, 47.95), (-88.4, 48.4), (-87.3, 48.8), (-86.3, 48.7), (-85.0, 47.9),
     (-84.6, 47.0), (-84.6, 46.5), (-85.7, 46.7), (-86.6, 46.45), (-87.6, 46.5), (-88.0, 47.1), (-88.4, 47.3),
     (-89.0, 46.85), (-90.4, 46.6), (-91.2, 46.75)],  # Superior
    [(-87.45, 41.65), (-87.5, 42.1), (-87.8, 42.6), (-87.9, 43.5), (-87.6, 44.3), (-87.1, 45.1), (-86.6, 45.9),
     (-85.5, 45.95), (-84.8, 45.8), (-85.5, 45.0), (-86.2, 44.5), (-86.5, 43.5), (-86.3, 42.6), (-86.8, 41.8),
     (-87.2, 41.6)],  # Michigan
    [(-84.7, 45.9), (-83.6, 46.1), (-82.0, 46.1), (-81.0, 45.9), (-80.6, 45.4), (-79.9, 44.8), (-80.4, 44.5),
     (-81.2, 45.1), (-81.7, 44.3), (-81.7, 43.5), (-82.4, 43.0), (-82.6, 43.6), (-83.4, 43.9), (-83.9, 43.7),
     (-83.3, 44.3), (-83.4, 45.0), (-84.2, 45.6)],  # Huron
    [(-83.4, 41.7), (-82.7, 41.5), (-81.7, 41.5), (-80.5, 42.0), (-79.8, 42.3), (-78.9, 42.85), (-79.5, 42.85),
     (-80.5, 42.6), (-81.5, 42.6), (-82.5, 42.0), (-83.1, 42.0)],  # Erie
    [(-79.8, 43.3), (-79.2, 43.2), (-78.0, 43.35), (-76.9, 43.3), (-76.2, 43.5), (-76.3, 44.1), (-77.0, 44.0),
     (-77.9, 43.95), (-79.0, 43.8), (-79.4, 43.65)],  # Ontario
]
