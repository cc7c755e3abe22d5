"""Exact bust odds (R12-R13) and the coach: the value of one more draw, for one seat.

The draw pile's *composition* is public (every card that enters the burnt pile is seen, and
the starting burnt pile is fixed by rule); only its order is hidden. So the chance that the
next draw busts is exact: the sum over the zone's suits of their cards left in the draw pile,
over the pile's size. :func:`bust_odds` computes it from a view alone.

The coach's entry point is :func:`outlook` (``outlook(view)``): the public bust odds, the top
card if this seat has seen it, what collecting now is worth, what a bust would cost and what
the carpet saves, the expected value of drawing one more card and then collecting, and the
advice that follows (the normal bot's own rule). For the player it also has exact points:
what banking adds to the score now, what a bust would still bank, what a card that does not
bust adds on average, and, with one card left, how the game ends either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.protocol import View
from .cards import CARPET, CHEST, KEY, SUIT_COUNT, ZCard
from .info import Info, bust_chance, info_from_state, info_from_view
from .last_card import LastCard, last_card
from .rings import WEALTH_LOVER
from .scoring import seat_score
from .value import Ctx, bank_value, draw_value, race_margin, should_draw


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
    # Exact points, as the score counts them (R8), for the player's own words:
    bank_points: int = 0  # what banking the zone now adds to the score
    bonus_cards: int = 0  # chest and key: how many cards banking takes from the burnt pile
    saved_points: int = 0  # what a bust would still bank (the cards before the carpet)
    safe_points: float = 0.0  # what a card that does not bust adds, on average (no powers)
    certain_bust: bool = False  # every card left in the draw pile busts
    # One card left, known to all: how the game ends if I draw it or bank (last_card.py).
    last: LastCard | None = None
    # Which part of the normal bot's rule decided the advice (see advice_reason).
    reason: str = ""

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
            "bank_points": self.bank_points,
            "bonus_cards": self.bonus_cards,
            "saved_points": self.saved_points,
            "safe_points": round(self.safe_points, 2),
            "certain_bust": self.certain_bust,
            "last_card": None
            if self.last is None
            else {
                "card": self.last.card.code,
                "draw": self.last.draw,
                "bank": self.last.bank,
                "draw_scores": list(self.last.draw_scores),
                "bank_scores": list(self.last.bank_scores),
            },
        }


def outlook(view_or_info: View | Info) -> Outlook:
    """Bust odds and the value of one more draw for the seat of ``view`` (the coach)."""
    info = view_or_info if isinstance(view_or_info, Info) else info_from_view(view_or_info)
    ctx = Ctx(info)
    now = bank_value(info)
    ev = draw_value(info, ctx)
    known = info.peek[0] if info.peek else None
    odds = bust_chance(info)
    if info.choosing:
        advice = "choose"
    elif (info.snake > 0 and info.draw) or not info.zone:
        advice = "must draw"
    else:
        advice = "draw" if should_draw(info, ctx) else "bank"
    return Outlook(
        odds,
        known,
        bool(known.bit & info.zmask) if known else None,
        now,
        ctx.saved,
        now - ctx.saved,
        ev,
        advice,
        bank_points=_gain(info, info.zone),
        bonus_cards=_bonus_cards(info),
        saved_points=_gain(info, _before_carpet(info)),
        safe_points=_safe_points(info),
        certain_bust=bool(info.draw) and bool(info.zone) and odds >= 1.0,
        last=last_card(info) if advice in ("draw", "bank") else None,
        reason=advice_reason(info, now) if advice in ("draw", "bank") else "",
    )


def advice_reason(info: Info, now: float) -> str:
    """What decided ``should_draw``, branch by branch: ``peek`` (the known top card),
    ``last`` (the last card, both endings known), ``all_bust``, ``behind`` or ``ahead`` (the
    race near the end of the pile moved the line) or ``value`` (a draw against banking)."""
    if info.peek:
        return "peek"
    end = last_card(info)
    if end is not None and end.better is not None:
        return "last"
    if all(c.bit & info.zmask for c in info.draw):
        return "all_bust"
    margin = race_margin(info, now)
    return "behind" if margin < 0 else "ahead" if margin > 0 else "value"


# -- exact points (R8), for the player's words --------------------------------------------------


def _with(info: Info, cards: list[ZCard]) -> list[int]:
    bank = list(info.bank)
    base = info.me * SUIT_COUNT
    for c in cards:
        bank[base + c.suit] |= 1 << c.value
    return bank


def _score(info: Info, bank: list[int], seat: int) -> int:
    return seat_score(bank, seat, info.score_all, info.ring[seat])


def _gain(info: Info, cards: list[ZCard]) -> int:
    """Exactly what banking ``cards`` adds to my score."""
    me = info.me
    return _score(info, _with(info, cards), me) - _score(info, info.bank, me)


def _before_carpet(info: Info) -> list[ZCard]:
    """R5: the cards a bust would still bank."""
    if info.learning:
        return []
    for i, c in enumerate(info.zone):
        if c.suit == CARPET:
            return info.zone[:i]
    return []


def _bonus_cards(info: Info) -> int:
    """R6.2: the cards a chest and key in the zone bring from the burnt pile on banking."""
    if info.learning or not (info.zmask >> CHEST & 1 and info.zmask >> KEY & 1):
        return 0
    n = len(info.zone) * (2 if info.ring[info.me] == WEALTH_LOVER else 1)
    return min(n, len(info.burnt))


def _safe_points(info: Info) -> float:
    """What one more card that does not bust adds, on average (its power left aside)."""
    safe = [c for c in info.draw if not c.bit & info.zmask]
    if not safe:
        return 0.0
    banked = _with(info, info.zone)
    me = info.me
    now = _score(info, banked, me)
    total = 0
    for c in safe:
        bank = list(banked)
        bank[me * SUIT_COUNT + c.suit] |= 1 << c.value
        total += _score(info, bank, me) - now
    return total / len(safe)


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
