"""What the last turn moved on a Zirkhaki table, read from its events: how it ended (a bust or
a bank, for the treasure zone to show) and which stacks changed (for the banks to tint).

Marks last until the next turn's first card: a bank or a bust stays visible to the player who
sits down next, then the new turn clears it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....core import Event
from ....games.zirkhaki.cards import card as zcard
from .treasure_zone import Outcome


class TurnMarks:
    """``outcome`` of the last turn; ``marks[(seat, suit)]``: "moved" in, or "hit" (a card
    burnt or taken out of that stack)."""

    def __init__(self) -> None:
        self.outcome: Outcome | None = None
        self.marks: dict[tuple[int, str], str] = {}
        self._turn_fresh = True  # the next card drawn starts a turn

    def of_seat(self, seat: int) -> dict[str, str]:
        return {suit: mark for (s, suit), mark in self.marks.items() if s == seat}

    def note(self, event: Event, names: Sequence[str]) -> bool:
        """Take in one (visible) event; True when it began a new turn's play."""
        kind, data, who = event.kind, event.data or {}, event.seat
        began = False
        if kind in ("draw", "place") and self._turn_fresh:
            self._turn_fresh = False
            self.marks.clear()
            self.outcome = None
            began = True
        if kind == "turn":
            self._turn_fresh = True
        elif kind == "bust" and who is not None:
            saved = [zcard(c) for c in data.get("saved", ())]
            burnt = [zcard(c) for c in data.get("burnt", ())]
            busting = burnt[-1] if burnt else None
            clash = next(
                (c for c in saved + burnt[:-1] if busting is not None and c.suit == busting.suit),
                None,
            )
            self.outcome = Outcome("bust", names[who], saved=saved, burnt=burnt, clash=clash)
            for c in saved:  # the carpet banked them
                self.marks[(who, c.suit_name)] = "moved"
        elif kind == "bank" and who is not None:
            cards = [zcard(c) for c in event.cards]
            self.outcome = Outcome("bank", names[who], cards=cards)
            for c in cards:
                self.marks[(who, c.suit_name)] = "moved"
        elif kind == "bonus" and who is not None:
            if self.outcome is not None:
                self.outcome.bonus = len(event.cards)
            for code in event.cards:
                self.marks[(who, zcard(code).suit_name)] = "moved"
        elif kind == "power" and data.get("effect") == "burn" and event.cards:
            self.marks[(data["target"], zcard(event.cards[0]).suit_name)] = "hit"
        elif kind == "place" and event.cards:  # a dagger's or a horseshoe's card left a bank
            owner = data.get("from_seat", who if data.get("source") == "own_bank" else None)
            if owner is not None:
                self.marks[(owner, zcard(event.cards[0]).suit_name)] = "hit"
        return began
