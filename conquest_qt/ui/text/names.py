"""Translatable names of areas, seas and player colours.

Source strings are the English names of the map file; `lupdate` picks them up from the
QT_TRANSLATE_NOOP tables (contexts "Area" and "Colour"), the UI translates them at display time.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

AREA_NAMES: dict[str, str] = {
    "anchorage": QT_TRANSLATE_NOOP("Area", "Anchorage"),
    "coppermine": QT_TRANSLATE_NOOP("Area", "Coppermine"),
    "victoria": QT_TRANSLATE_NOOP("Area", "Victoria"),
    "montreal": QT_TRANSLATE_NOOP("Area", "Montreal"),
    "chicago": QT_TRANSLATE_NOOP("Area", "Chicago"),
    "new_york": QT_TRANSLATE_NOOP("Area", "New York"),
    "los_angeles": QT_TRANSLATE_NOOP("Area", "Los Angeles"),
    "mexico_city": QT_TRANSLATE_NOOP("Area", "Mexico City"),
    "bogota": QT_TRANSLATE_NOOP("Area", "Bogota"),
    "lima": QT_TRANSLATE_NOOP("Area", "Lima"),
    "rio_de_janeiro": QT_TRANSLATE_NOOP("Area", "Rio de Janeiro"),
    "buenos_aires": QT_TRANSLATE_NOOP("Area", "Buenos Aires"),
    "london": QT_TRANSLATE_NOOP("Area", "London"),
    "madrid": QT_TRANSLATE_NOOP("Area", "Madrid"),
    "paris": QT_TRANSLATE_NOOP("Area", "Paris"),
    "rome": QT_TRANSLATE_NOOP("Area", "Rome"),
    "berlin": QT_TRANSLATE_NOOP("Area", "Berlin"),
    "stockholm": QT_TRANSLATE_NOOP("Area", "Stockholm"),
    "moscow": QT_TRANSLATE_NOOP("Area", "Moscow"),
    "algiers": QT_TRANSLATE_NOOP("Area", "Algiers"),
    "cairo": QT_TRANSLATE_NOOP("Area", "Cairo"),
    "lagos": QT_TRANSLATE_NOOP("Area", "Lagos"),
    "kinshasa": QT_TRANSLATE_NOOP("Area", "Kinshasa"),
    "nairobi": QT_TRANSLATE_NOOP("Area", "Nairobi"),
    "johannesburg": QT_TRANSLATE_NOOP("Area", "Johannesburg"),
    "tehran": QT_TRANSLATE_NOOP("Area", "Tehran"),
    "bombay": QT_TRANSLATE_NOOP("Area", "Bombay"),
    "novosibirsk": QT_TRANSLATE_NOOP("Area", "Novosibirsk"),
    "vladivostok": QT_TRANSLATE_NOOP("Area", "Vladivostok"),
    "beijing": QT_TRANSLATE_NOOP("Area", "Beijing"),
    "bangkok": QT_TRANSLATE_NOOP("Area", "Bangkok"),
    "tokyo": QT_TRANSLATE_NOOP("Area", "Tokyo"),
    "jakarta": QT_TRANSLATE_NOOP("Area", "Jakarta"),
    "manila": QT_TRANSLATE_NOOP("Area", "Manila"),
    "perth": QT_TRANSLATE_NOOP("Area", "Perth"),
    "sydney": QT_TRANSLATE_NOOP("Area", "Sydney"),
    "arctic_ocean": QT_TRANSLATE_NOOP("Area", "Arctic Ocean"),
    "north_atlantic": QT_TRANSLATE_NOOP("Area", "North Atlantic"),
    "south_atlantic": QT_TRANSLATE_NOOP("Area", "South Atlantic"),
    "mediterranean": QT_TRANSLATE_NOOP("Area", "Mediterranean"),
    "indian_ocean": QT_TRANSLATE_NOOP("Area", "Indian Ocean"),
    "north_pacific": QT_TRANSLATE_NOOP("Area", "North Pacific"),
    "south_pacific": QT_TRANSLATE_NOOP("Area", "South Pacific"),
    "caribbean": QT_TRANSLATE_NOOP("Area", "Caribbean Sea"),
}

COLOUR_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("Colour", "Red"),
    "black": QT_TRANSLATE_NOOP("Colour", "Black"),
    "blue": QT_TRANSLATE_NOOP("Colour", "Blue"),
    "green": QT_TRANSLATE_NOOP("Colour", "Green"),
    "yellow": QT_TRANSLATE_NOOP("Colour", "Yellow"),
    "white": QT_TRANSLATE_NOOP("Colour", "White"),
    "neutral": QT_TRANSLATE_NOOP("Colour", "Neutral"),
}

CONTINENT_NAMES: dict[str, str] = {  # the map's continent ids (both rulesets)
    "NA": QT_TRANSLATE_NOOP("Continent", "North America"),
    "SA": QT_TRANSLATE_NOOP("Continent", "South America"),
    "EU": QT_TRANSLATE_NOOP("Continent", "Europe"),
    "AF": QT_TRANSLATE_NOOP("Continent", "Africa"),
    "AS": QT_TRANSLATE_NOOP("Continent", "Asia"),
    "OC": QT_TRANSLATE_NOOP("Continent", "Oceania"),
}


def continent_name(continent_id: str) -> str:
    source = CONTINENT_NAMES.get(continent_id)
    return QCoreApplication.translate("Continent", source) if source else continent_id


def area_name(area_id: str) -> str:
    """The area's or sea's name in the current language (the id itself if unknown)."""
    source = AREA_NAMES.get(area_id)
    return QCoreApplication.translate("Area", source) if source else area_id


def colour_name(colour_id: str) -> str:
    source = COLOUR_NAMES.get(colour_id)
    return QCoreApplication.translate("Colour", source) if source else colour_id
