"""Exact bust odds (R12-R13) and the coach: the value of one more draw, for one seat.

The draw pile's *composition* is public (every card that enters the burnt pile is seen, and
the starting burnt pile is fixed by rule); only its order is hidden. So the chance that the
next draw busts is exact: the sum over the zone's suits of their cards left in the draw pile,
over the pile's size. :func:`bust_odds` computes it from a view alone.

The coach's entry point is :func:`outlook` (``outlook(view)``): the public bust odds, the top
card if this seat has seen it, what collecting now is worth, what a bust would cost and what
the carpet saves, the expected value of drawing one more card and then collecting, and the
advice that follows (the normal bot's own rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.protocol import View
from .cards import ZCard
from .info import Info, bust_chance, info_from_state, info_from_view
from .value import Ctx, bank_value, draw_value, should_draw


@dataclass(frozen=True, slots=True)
class Outlook:
    """The coach's numbers for the seat to move (points are "points for me")."""

    bust_odds: float  # public (R13)
    known_next: ZCard | None  # the top card, if this seat has seen it
    next_busts: bool | None  # whether that known card busts
    bank_now: float  # collecting now
    protected: float  # what the carpet would save on a bust
    at_risk: float  # what a bust would cost
    draw_ev: float  # drawing one more card, then collecting
    advice: str  # "draw", "bank", "must draw" or "choose" (a power's or a ring's choice)

    def to_dict(self) -> dict[str, Any]:
        return {
            "bust_odds": round(self.bust_odds, 4),
            "known_next": self.known_next.code if self.known_next else None,
            "next_busts": self.next_busts,
            "bank_now": round(self.bank_now, 2),
            "protected": round(self.protected, 2),
            "at_risk": round(self.at_risk, 2),
            "draw_ev": round(self.draw_ev, 2),
            "advice": self.advice,
        }


def outlook(view_or_info: View | Info) -> Outlook:
    """Bust odds and the value of one more draw for the seat of ``view`` (the coach)."""
    info = view_or_info if isinstance(view_or_info, Info) else info_from_view(view_or_info)
    ctx = Ctx(info)
    now = bank_value(info)
    ev = draw_value(info, ctx)
    known = info.peek[0] if info.peek else None
    if info.choosing:
        advice = "choose"
    elif info.snake > 0 or not info.zone:
        advice = "must draw"
    else:
        advice = "draw" if should_draw(info, ctx) else "bank"
    return Outlook(
        bust_chance(info),
        known,
        bool(known.bit & info.zmask) if known else None,
        now,
        ctx.saved,
        now - ctx.saved,
        ev,
        advice,
    )


def bust_odds(view: View) -> float:
    """The exact public chance that the next draw busts (R13), from a view."""
    return bust_chance(info_from_view(view))


__all__ = [
    "Ctx",
    "Info",
    "Outlook",
    "bank_value",
    "bust_chance",
    "bust_odds",
    "draw_value",
    "info_from_state",
    "info_from_view",
    "outlook",
]
