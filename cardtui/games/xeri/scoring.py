"""Scoring a round (X-15, A5) and the per-side breakdown the results screen shows.

Points are counted per side: a side is one seat in two-player play, a partnership in four
({0, 2} and {1, 3}); seat ``p`` is on side ``p % 2`` in both. Card points over both sides add up
to 25, or 22 when the cards split 26-26 and nobody scores the 3 for most cards (the checksum).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.cards import Card
from .actions import CARD_POINTS, HONOUR_RANKS, TEN_OF_DIAMONDS, TWO_OF_CLUBS

MOST_CARDS_POINTS = 3
MAJORITY = 27  # of 52: at least 27 cards is "most cards"
XERI_POINTS = 10
CHECKSUM = 25  # card points of a round; 22 on a 26-26 split


def sides_of(players: int) -> list[list[int]]:
    return [[0, 2], [1, 3]] if players == 4 else [[p] for p in range(players)]


def side_totals(captured: Sequence[Sequence[Card]], xeri_points: Sequence[int]) -> list[int]:
    """Round points per side so far: card points, most cards once a side holds 27, xeris."""
    count = [0, 0]
    points = [0, 0]
    pts = CARD_POINTS
    for seat, taken in enumerate(captured):
        side = seat & 1
        count[side] += len(taken)
        points[side] += xeri_points[seat]
        for c in taken:
            points[side] += pts[c.index]
    for side in (0, 1):
        if count[side] >= MAJORITY:
            points[side] += MOST_CARDS_POINTS
    return points


def breakdown(
    captured: Sequence[Sequence[Card]],
    xeris: Sequence[int],
    jack_xeris: Sequence[int],
    xeri_points: Sequence[int],
) -> dict[str, Any]:
    """The round's breakdown as plain data: per seat and per side, with the checksum."""
    players = len(captured)
    seats = [_items(captured[p], xeris[p], jack_xeris[p], xeri_points[p]) for p in range(players)]
    sides = []
    for members in sides_of(players):
        side = _sum_items([seats[p] for p in members])
        side["seats"] = list(members)
        sides.append(side)
    split = sides[0]["cards"] == sides[1]["cards"]
    for side in sides:
        side["most_cards"] = MOST_CARDS_POINTS if side["cards"] >= MAJORITY else 0
        side["card_points"] = (
            side["most_cards"] + side["honours"] + side["good_ten"] + side["good_two"]
        )
        side["total"] = side["card_points"] + side["xeri_points"]
    return {
        "seats": seats,
        "sides": sides,
        "split": split,
        "checksum": sum(s["card_points"] for s in sides),
        "expected_checksum": CHECKSUM - (MOST_CARDS_POINTS if split else 0),
    }


def _items(taken: Sequence[Card], xeris: int, jack_xeris: int, xeri_points: int) -> dict:
    return {
        "cards": len(taken),
        "honours": sum(1 for c in taken if c.rank in HONOUR_RANKS),
        "good_ten": int(any(c is TEN_OF_DIAMONDS for c in taken)),
        "good_two": int(any(c is TWO_OF_CLUBS for c in taken)),
        "xeris": xeris,
        "jack_xeris": jack_xeris,
        "xeri_points": xeri_points,
        "captured": [c.code for c in taken],
    }


def _sum_items(items: list[dict]) -> dict:
    out: dict[str, Any] = {}
    for key in ("cards", "honours", "good_ten", "good_two", "xeris", "jack_xeris", "xeri_points"):
        out[key] = sum(i[key] for i in items)
    out["captured"] = [code for i in items for code in i["captured"]]
    return out
