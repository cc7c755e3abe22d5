"""Zirkhaki cards: ten suits of six, written suit name + value (``coin9``, ``map5``).

Cards are interned: one object per card (there are 60), so the rules compare them by
identity and search never allocates one. Suits are small ints (``card.suit``) for speed;
``card.suit_name`` is the word used in codes. Display names may carry the Dead Man's Draw
name as a hint (``Coin 9 (Mermaid)``) for players who know that game.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...i18n import N_, _, comma, pgettext

# Suit index -> (code word, display word, Dead Man's Draw name, short power text). Order is
# the rules page's table (§2.1) and the order stacks are listed in banks and score tables.
# Display words and powers are catalog messages, translated when shown (``_(word)``); the
# Dead Man's Draw names are that game's English names and stay as they are.
SUIT_INFO: tuple[tuple[str, str, str, str], ...] = (
    ("astrolabe", "Astrolabe", "Oracle", N_("peek at the top of the draw pile")),
    ("pistol", "Pistol", "Cannon", N_("burn the top card of an opponent's stack")),
    ("dagger", "Dagger", "Sword", N_("steal an opponent's top card and play it")),
    ("carpet", "Carpet", "Anchor", N_("cards before it survive a bust")),
    ("snake", "Snake", "Kraken", N_("you must draw two more cards")),
    ("horseshoe", "Horseshoe", "Hook", N_("play one of your own top cards again")),
    ("coin", "Coin", "Mermaid", N_("no power, but worth 4 to 9")),
    ("chest", "Chest", "Chest", N_("with a key: bonus cards from the burnt pile")),
    ("key", "Key", "Key", N_("with a chest: bonus cards from the burnt pile")),
    ("map", "Map", "Map", N_("pick one of three burnt cards and play it")),
)
SUIT_NAMES: tuple[str, ...] = tuple(info[0] for info in SUIT_INFO)


def suit_titles() -> tuple[str, ...]:
    """The suits' names in the current language, in the order of ``SUIT_INFO``: catalog
    messages with a context ("Key" the suit is not "Key" the table's legend), so the Persian
    edition's own words can be used (``cardtui/i18n/glossary/fa.md``)."""
    return (
        pgettext("zirkhaki suit", "Astrolabe"),
        pgettext("zirkhaki suit", "Pistol"),
        pgettext("zirkhaki suit", "Dagger"),
        pgettext("zirkhaki suit", "Carpet"),
        pgettext("zirkhaki suit", "Snake"),
        pgettext("zirkhaki suit", "Horseshoe"),
        pgettext("zirkhaki suit", "Coin"),
        pgettext("zirkhaki suit", "Chest"),
        pgettext("zirkhaki suit", "Key"),
        pgettext("zirkhaki suit", "Map"),
    )


SUIT_COUNT = len(SUIT_NAMES)
(ASTROLABE, PISTOL, DAGGER, CARPET, SNAKE, HORSESHOE, COIN, CHEST, KEY, MAP) = range(SUIT_COUNT)
SUIT_INDEX = {name: i for i, name in enumerate(SUIT_NAMES)}

# Dead Man's Draw names accepted on input, so a DMD player can type ``mermaid9``.
_ALIASES = {
    "oracle": ASTROLABE,
    "cannon": PISTOL,
    "sword": DAGGER,
    "anchor": CARPET,
    "kraken": SNAKE,
    "hook": HORSESHOE,
    "mermaid": COIN,
}


def suit_values(suit: int) -> range:
    """The six values of a suit: 4-9 for coins, 2-7 for every other suit (§2.2)."""
    return range(4, 10) if suit == COIN else range(2, 8)


class ZCard:
    """One Zirkhaki card. Never build one yourself: use :func:`card` or :data:`DECK`."""

    __slots__ = ("bit", "code", "codes", "index", "suit", "suit_name", "value")

    suit: int
    value: int
    index: int
    bit: int  # 1 << suit: the zone's suit set is a bitmask
    code: str
    codes: tuple[str]  # (code,): an event's cards, built once rather than on every move
    suit_name: str

    def __init__(self, suit: int, value: int, index: int) -> None:
        self.suit = suit
        self.value = value
        self.index = index
        self.bit = 1 << suit
        self.suit_name = SUIT_NAMES[suit]
        self.code = f"{self.suit_name}{value}"
        self.codes = (self.code,)

    @property
    def name(self) -> str:
        """``Coin 9`` in the current language: the suit's name and the value on the card."""
        # Translators: a Zirkhaki card: {suit} its suit's name, {value} the number printed on it.
        return _("{suit} {value}").format(suit=suit_titles()[self.suit], value=self.value)

    @property
    def hint(self) -> str:
        """The Dead Man's Draw name of the suit (``Mermaid`` for a coin)."""
        return SUIT_INFO[self.suit][2]

    @property
    def long_name(self) -> str:
        """``Coin 9 (Mermaid)``; suits whose DMD name is the same get no hint."""
        title, dmd = SUIT_INFO[self.suit][1], SUIT_INFO[self.suit][2]
        return self.name if title == dmd else f"{self.name} ({dmd})"

    @property
    def power(self) -> str:
        return _(SUIT_INFO[self.suit][3])

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"zcard({self.code!r})"

    def __reduce__(self):
        # Unpickle to the interned object (process pools rely on identity).
        return (_card_at, (self.index,))

    def __lt__(self, other: ZCard) -> bool:
        return self.index < other.index


# Deck order: suits in SUIT_INFO order, values ascending within each suit.
DECK: tuple[ZCard, ...] = tuple(
    ZCard(suit, value, suit * 6 + j)
    for suit in range(SUIT_COUNT)
    for j, value in enumerate(suit_values(suit))
)
_BY_CODE = {c.code: c for c in DECK}
# (suit, value) -> card, for rebuilding cards from a view's banks.
_BY_SUIT_VALUE = {(c.suit, c.value): c for c in DECK}
# The burnt pile always starts with the nine 2s and coin4 (§2.3): 10 cards, the draw pile 50.
START_BURNT: tuple[ZCard, ...] = (*tuple(c for c in DECK if c.value == 2), _BY_CODE["coin4"])
START_BURNT_SET = frozenset(START_BURNT)
START_DRAW: tuple[ZCard, ...] = tuple(c for c in DECK if c not in START_BURNT_SET)


def _card_at(index: int) -> ZCard:
    return DECK[index]


def card_of(suit: int | str, value: int) -> ZCard:
    """The card of a suit (index or name) and value; a clear ``ValueError`` otherwise."""
    s = SUIT_INDEX.get(suit) if isinstance(suit, str) else suit
    found = _BY_SUIT_VALUE.get((s, value))
    if found is None:
        raise ValueError(
            _("There is no {suit} card of value {value}.").format(suit=suit, value=value)
        )
    return found


def card(text: str | ZCard) -> ZCard:
    """Parse ``coin9``, ``Coin 9`` or ``mermaid9`` into the interned card, or a clear
    ``ValueError`` that says how cards are written."""
    if isinstance(text, ZCard):
        return text
    if not isinstance(text, str):
        raise ValueError(
            _("A Zirkhaki card is written like 'coin9' or 'map5', not {text!r}.").format(text=text)
        )
    raw = "".join(text.split()).lower()
    found = _BY_CODE.get(raw)
    if found is not None:
        return found
    word = raw.rstrip("0123456789")
    digits = raw[len(word) :]
    suit = SUIT_INDEX.get(word, _ALIASES.get(word))
    if suit is None:
        raise ValueError(
            _(
                "'{text}' is not a Zirkhaki card: write a suit ({suits}) "
                "then a value, for example 'coin9' or 'map5'."
            ).format(text=text.strip(), suits=", ".join(SUIT_NAMES))
        )
    values = suit_values(suit)
    if not digits:
        raise ValueError(
            # Translators: {suit} is a suit's code word as typed (coin, map), not translated.
            _(
                "'{text}' needs a value: {suit} cards go from "
                "{low} to {high}, for example '{example}'."
            ).format(
                text=text.strip(),
                suit=SUIT_NAMES[suit],
                low=values[0],
                high=values[-1],
                example=f"{SUIT_NAMES[suit]}{values[-1]}",
            )
        )
    value = int(digits)
    if value not in values:
        raise ValueError(
            _("There is no {card}: {suit} cards go from {low} to {high}.").format(
                card=f"{SUIT_NAMES[suit]}{value}",
                suit=SUIT_NAMES[suit],
                low=values[0],
                high=values[-1],
            )
        )
    return _BY_SUIT_VALUE[(suit, value)]


def cards(text: str | Iterable[str | ZCard]) -> list[ZCard]:
    """Parse several cards: ``"coin9 map5"`` or ``["coin9", "map5"]``."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [card(p) for p in parts]


def codes(items: Iterable[ZCard]) -> list[str]:
    return [c.code for c in items]


def names(items: Iterable[ZCard]) -> str:
    """``Coin 9, Map 5`` for event text."""
    return comma().join(str(c) for c in items)
