"""What a Xeri player keeps in their head (xeri.md §2.8, §5.3): for each rank, how many cards
are gone, how many are in your hand and how many are still unseen; where the scoring cards
are; and how many cards (and xeris) each side has taken so far.

Worked out from one seat's view alone, never the state, so it tells a player nothing the rules
do not already let them see: every card played face up (X-9, the first pile too), their own
hand, the bottom card under V2, and the capture-pile heights and xeri markers (A10).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import JACK, RANKS, Card
from ...core.protocol import View
from .actions import HONOUR_RANKS, TEN_OF_DIAMONDS, TWO_OF_CLUBS

# Where a scoring card is, as far as the seat knows.
GONE, YOURS, KNOWN, UNSEEN = "gone", "yours", "known", "unseen"


@dataclass(frozen=True, slots=True)
class RankCount:
    """One rank's four cards: ``gone`` were played face up (taken or on the pile now),
    ``yours`` are in your hand, ``known`` is the bottom card (V2), ``unseen`` the rest."""

    rank: int
    gone: int
    yours: int
    known: int
    unseen: int
    jack: bool  # takes any pile
    honour: bool  # 1 point each (A K Q J 10)


@dataclass(frozen=True, slots=True)
class SideCount:
    """A side's capture pile as everyone sees it: its height and its xeri markers (A10)."""

    seats: tuple[int, ...]
    cards: int
    xeris: int
    jack_xeris: int


@dataclass(frozen=True, slots=True)
class Tracker:
    ranks: tuple[RankCount, ...]  # aces first, twos last
    specials: tuple[tuple[Card, str], ...]  # 10♦ and 2♣, each GONE/YOURS/KNOWN/UNSEEN
    sides: tuple[SideCount, ...]
    unseen: int  # cards whose place the seat does not know (others' hands and the talon)


def track(view: View, *, show_hand: bool = True) -> Tracker:
    """The tracker for the seat whose ``view`` this is. ``show_hand=False`` leaves the hand out
    (a hot-seat table covered for a handoff), so nothing in it depends on that hand."""
    played: list[Card] = list(view["played"])
    hand: list[Card] = list(view["hand"]) if show_hand else []
    gone = {c.index for c in played}
    yours = {c.index for c in hand}
    known: set[int] = set()
    bottom = view.get("bottom_card")
    if bottom is not None and bottom.index not in gone | yours:
        known.add(bottom.index)  # V2: its place is known, in the talon or with the dealer
    counts = {r: [0, 0, 0] for r in RANKS}
    for where, cards in enumerate((gone, yours, known)):
        for index in cards:
            counts[_rank_of(index)][where] += 1
    ranks = tuple(
        RankCount(r, g, y, k, 4 - g - y - k, r == JACK, r in HONOUR_RANKS)
        for r in reversed(RANKS)
        for g, y, k in (counts[r],)
    )
    specials = []
    for c in (TEN_OF_DIAMONDS, TWO_OF_CLUBS):
        i = c.index
        where = GONE if i in gone else YOURS if i in yours else KNOWN if i in known else UNSEEN
        specials.append((c, where))
    sides = tuple(
        SideCount(
            tuple(seats),
            sum(view["captured_counts"][p] for p in seats),
            sum(view["xeris"][p] for p in seats),
            sum(view["jack_xeris"][p] for p in seats),
        )
        for seats in view["teams"]
    )
    unseen = sum(r.unseen for r in ranks)
    return Tracker(ranks, tuple(specials), sides, unseen)


def _rank_of(index: int) -> int:
    return RANKS[index % 13]
