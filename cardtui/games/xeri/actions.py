"""Xeri's one kind of move, ``play <card>``, built once per card (an interned table of 52).

``legal_actions()`` returns objects from :data:`PLAYS`, so it allocates no actions and equality
is identity. Card facts used on the hot path (points, display order) are tables by card index.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import ACE, DECK, JACK, KING, QUEEN, SUITS, Card, card
from ...core.protocol import Action

TEN_OF_DIAMONDS = card("TD")  # the "good 10" (καλό δεκάρι), X-15
TWO_OF_CLUBS = card("2C")  # the "good 2" (καλό δυάρι), X-15: clubs, never spades
HONOUR_RANKS = frozenset((10, JACK, QUEEN, KING, ACE))


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play one card from the hand onto the pile (X-9)."""

    card: Card = DECK[0]


PLAYS: tuple[Play, ...] = tuple(Play(f"play {c.code}", c) for c in DECK)

# X-15 points carried by each card: 1 per honour, 10♦ 2 in all, 2♣ 1.
CARD_POINTS: tuple[int, ...] = tuple(
    (1 if c.rank in HONOUR_RANKS else 0) + (c is TEN_OF_DIAMONDS) + (c is TWO_OF_CLUBS)
    for c in DECK
)

# Hands are kept grouped by rank (what matters in Xeri), suits in a fixed order within a rank.
_ORDER: tuple[int, ...] = tuple(c.rank * 4 + SUITS.index(c.suit) for c in DECK)


def hand_order(c: Card) -> int:
    return _ORDER[c.index]


def play(c: Card | str) -> Play:
    """The interned action that plays ``c``."""
    return PLAYS[card(c).index]
