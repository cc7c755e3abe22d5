"""Zirkhaki's own words in the player's language: the ten suits, their powers, the eight rings.

The rules engine (``games/zirkhaki``) keeps its names in English for codes, logs and tests; the
table shows them through here, so a translator finds every term in the catalog with a context
("Key" the suit is not "Key" the legend) and the Persian edition's own words can be used (see
``cardtui/i18n/glossary/fa.md``). Each function translates when called: the language can change
while a table is open.
"""

from __future__ import annotations

from typing import Any

from ....games.zirkhaki.cards import SUIT_INDEX, names, suit_titles
from ....games.zirkhaki.rings import RING_INDEX
from ....i18n import _, pgettext


def suit_powers() -> tuple[str, ...]:
    """Each suit's power in a few words, in the order of ``SUIT_INFO``."""
    return (
        _("peek at the top of the draw pile"),
        _("burn the top card of an opponent's stack"),
        _("steal an opponent's top card and play it"),
        _("cards before it survive a bust"),
        _("you must draw two more cards"),
        _("play one of your own top cards again"),
        _("no power, but worth 4 to 9"),
        _("with a key: bonus cards from the burnt pile"),
        _("with a chest: bonus cards from the burnt pile"),
        _("pick one of three burnt cards and play it"),
    )


def ring_titles() -> tuple[str, ...]:
    """The rings' names, in the order of ``RING_INFO``."""
    return (
        _("Snake-charmer's ring"),
        _("Mugger's ring"),
        _("Blade ring"),
        _("Wealth-lover's ring"),
        _("Goldsmith's ring"),
        _("Map-reader's ring"),
        _("Rogue's ring"),
        _("Fortune-teller's ring"),
    )


def ring_powers() -> tuple[str, ...]:
    """What each ring does, in the order of ``RING_INFO``."""
    return (
        _("a snake banks the zone at once instead of forcing two more cards"),
        _(
            "your pistol steals an opponent's top card whose suit is not in your zone and "
            "plays it; if none, it burns as usual"
        ),
        _(
            "your dagger may steal any top card; a second card of a suit does not bust you (a "
            "third does)"
        ),
        _("banking chest and key pays twice as many bonus cards"),
        _("+5 points at the end, once, if your bank holds a coin"),
        _("your map lets you pick any card from the whole burnt pile"),
        _("your horseshoe plays two of your cards, one after the other"),
        _("your astrolabe shows you the top three cards"),
    )


def suit_title(suit: int | str) -> str:
    """A suit's name, from its index or its code (``"coin"``); an unknown code as it is."""
    index = SUIT_INDEX.get(suit) if isinstance(suit, str) else suit
    return suit if index is None else suit_titles()[index]


def ring_title(code: str) -> str:
    """A ring's name from its code (``"mugger"``); an unknown code as it is."""
    index = RING_INDEX.get(code)
    return code if index is None else ring_titles()[index]


def ring_power(code: str) -> str:
    index = RING_INDEX.get(code)
    return "" if index is None else ring_powers()[index]


def card_name(card: Any) -> str:
    """A card by name, ``Coin 9`` (the card's own ``ZCard.name``)."""
    return card.name


def card_names(cards: Any) -> str:
    """``Coin 9, Map 5``."""
    return names(cards)


def ring_short_titles() -> tuple[str, ...]:
    """The rings' names without "ring", beside a player's name (``○ Mugger``)."""
    return (
        pgettext("ring badge", "Snake-charmer"),
        pgettext("ring badge", "Mugger"),
        pgettext("ring badge", "Blade"),
        pgettext("ring badge", "Wealth-lover"),
        pgettext("ring badge", "Goldsmith"),
        pgettext("ring badge", "Map-reader"),
        pgettext("ring badge", "Rogue"),
        pgettext("ring badge", "Fortune-teller"),
    )


def ring_short(code: str) -> str:
    index = RING_INDEX.get(code)
    return code if index is None else ring_short_titles()[index]
