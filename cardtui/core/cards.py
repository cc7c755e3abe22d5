"""French-deck cards and their text notation.

Cards are interned: there is exactly one object per rank and suit, so games compare them by
identity and search never allocates a card. Two-deck games simply hold the same object twice.

Notation: rank ``2``-``9``, ``T`` (or ``10``), ``J``, ``Q``, ``K``, ``A`` followed by a suit
``S`` ``H`` ``D`` ``C`` (case-insensitive on input). ``card.code`` is canonical (``TD``);
``str(card)`` is for display (``10♦``); ``card.ascii`` is the display without suit glyphs.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ..i18n import _
from .rng import shuffle

SUITS = "SHDC"
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SUITS = frozenset("HD")

# rank value -> canonical rank letter; Ace is high (14) for games that order ranks.
RANK_LETTERS = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "T",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANK_DISPLAY = {**RANK_LETTERS, 10: "10"}
RANK_NAMES = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
_RANK_FROM_TEXT = {v: k for k, v in RANK_LETTERS.items()} | {"10": 10, "1": 14}
RANKS = tuple(range(2, 15))

JACK, QUEEN, KING, ACE = 11, 12, 13, 14


class Card:
    """One playing card. Never build one yourself: use :func:`card` or :data:`DECK`.

    Cards are compared by identity (one object per card), in C: the class defines no
    comparison, since a Python ``__lt__`` would send every ``==`` (``c in hand``,
    ``list.remove``) through a slow generic path. Sort cards with a key, in deck order
    ``key=deck_order`` (the deck index) or as a game orders them.
    """

    __slots__ = ("ascii", "code", "index", "rank", "suit")

    rank: int
    suit: str
    code: str
    index: int
    ascii: str

    def __init__(self, rank: int, suit: str, index: int) -> None:
        self.rank = rank
        self.suit = suit
        self.index = index
        self.code = RANK_LETTERS[rank] + suit
        self.ascii = RANK_DISPLAY[rank] + suit

    @property
    def glyph(self) -> str:
        return SUIT_GLYPHS[self.suit]

    @property
    def rank_text(self) -> str:
        """The rank as printed on a card face: ``10``, ``J``, ``7``."""
        return RANK_DISPLAY[self.rank]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def name(self) -> str:
        rank = RANK_NAMES.get(self.rank, RANK_DISPLAY[self.rank])
        return f"{rank} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return RANK_DISPLAY[self.rank] + SUIT_GLYPHS[self.suit]

    def __repr__(self) -> str:
        return f"card({self.code!r})"

    def __reduce__(self):
        # Unpickle (and copy) to the interned object (process pools rely on identity).
        return (_card_at, (self.index,))


def deck_order(c: Card) -> int:
    """Sort key: the deck order, suits S H D C, ranks 2..A within each suit."""
    return c.index


# Deck order: suits S H D C, ranks 2..A within each suit.
DECK: tuple[Card, ...] = tuple(
    Card(rank, suit, i * 13 + j) for i, suit in enumerate(SUITS) for j, rank in enumerate(RANKS)
)
_BY_CODE = {c.code: c for c in DECK}


def _card_at(index: int) -> Card:
    return DECK[index]


def card(text: str | Card) -> Card:
    """Parse ``"TD"``, ``"10d"`` or ``"qs"`` into the interned card, or a clear ``ValueError``."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise ValueError(_("A card is written like 'QS' or '10D', not {text!r}.").format(text=text))
    raw = text.strip().upper()
    found = _BY_CODE.get(raw)
    if found is not None:
        return found
    if len(raw) < 2 or raw[-1] not in SUITS:
        raise ValueError(
            _(
                "'{text}' is not a card: write a rank (2-10, J, Q, K, A) then a suit "
                "(S, H, D, C), for example 'QS' or '10D'."
            ).format(text=text.strip())
        )
    rank = _RANK_FROM_TEXT.get(raw[:-1])
    if rank is None or raw[:-1] == "1":
        raise ValueError(
            _("'{text}' is not a card: '{rank}' is not a rank (use 2-10, T, J, Q, K or A).").format(
                text=text.strip(), rank=raw[:-1]
            )
        )
    return DECK[SUITS.index(raw[-1]) * 13 + RANKS.index(rank)]


def cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Parse several cards: ``"7H 7S"`` or ``["7H", "7S"]``."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [card(p) for p in parts]


def codes(items: Iterable[Card]) -> list[str]:
    return [c.code for c in items]


def new_deck(decks: int = 1) -> list[Card]:
    """A fresh, unshuffled deck (or several), top first."""
    return list(DECK) * decks


def shuffled_deck(rng: random.Random, decks: int = 1) -> list[Card]:
    deck = new_deck(decks)
    shuffle(rng, deck)
    return deck
