"""What one seat may know (R12): everything public, plus its own astrolabe peek and rings.

Keys (``view.to_dict()`` turns cards into codes):

- ``phase`` ``"rings"`` / ``"play"`` / ``"over"``; ``current_player``, ``active`` (whose turn),
  ``first_player``, ``dealer``, ``players``, ``turn``;
- ``banks``: per seat, suit -> values ascending (top card last); ``bank_counts``; ``scores``;
- ``zone`` (cards in the order they entered), ``snake_pending``;
- ``draw_count``, ``burnt_count``, ``burnt`` (its contents, sorted: every card that enters it
  is seen; its order is hidden and never matters);
- ``pending``: the current choice (prompt, options, their owners, which would bust, what
  follows), or None; cards a map lifted wait here, not in the burnt pile;
- ``rings``: per seat once revealed (the viewer always sees its own); ``ring_offer``: the
  viewer's two offered rings during the ring phase;
- ``peek`` (only in the view of a seat that has seen cards still on top, top first) and
  ``peek_counts`` (public: how many top cards each seat has seen);
- ``bust_odds``: the exact chance that the next draw busts, from public information (R13);
- ``stats`` (busts, collects, largest haul), ``last_turn``, ``options``, ``winners``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.options import options_dict
from ...core.protocol import View
from . import powers, scoring
from .cards import SUIT_COUNT, SUIT_NAMES
from .rings import NO_RING, RINGS

if TYPE_CHECKING:
    # A game of Zirkhaki (state.ZirkhakiState), named through its core base: state.py
    # builds its views here, so importing it back would close a circle.
    from ...core.protocol import State as ZirkhakiState


def public_bust_odds(s: ZirkhakiState) -> float:
    """R13: the sum over the zone's suits of (their cards left in the draw pile) / (pile).

    The draw pile's *composition* is public (R12), so counting it is fair; blade duplicates
    do not change the sum (the mask holds each suit once)."""
    n = len(s.draw)
    zmask = s.zmask
    if not n or not zmask:
        return 0.0
    hits = sum(1 for c in s.draw if c.bit & zmask)
    return hits / n


def build_view(s: ZirkhakiState, seat: int) -> View:
    if not 0 <= seat < s.players:
        raise ValueError(f"There is no seat {seat} at a table of {s.players}.")
    n = s.players
    bank = s.bank
    banks = []
    for q in range(n):
        base = q * SUIT_COUNT
        banks.append(
            {
                SUIT_NAMES[suit]: scoring.mask_values(bank[base + suit])
                for suit in range(SUIT_COUNT)
                if bank[base + suit]
            }
        )
    phase = "over" if s.over else ("rings" if s.ring_turn >= 0 else "play")
    if phase == "rings":
        rings = [RINGS[s.ring[q]] if q == seat and s.ring[q] != NO_RING else None for q in range(n)]
    else:
        rings = [RINGS[r] if r != NO_RING else None for r in s.ring]
    peek_counts = [max(0, len(s.draw) - low) for low in s.peek_low]
    last = None
    if s.last_turn is not None:
        who, outcome, count, bonus = s.last_turn
        last = {"seat": who, "outcome": outcome, "cards": count, "bonus": bonus}
    data: dict[str, Any] = {
        "phase": phase,
        "players": n,
        "dealer": s.dealer,
        "first_player": s.first,
        "current_player": s.current_player,
        "active": s.active,
        "turn": s.turn_no,
        "banks": banks,
        "bank_counts": [scoring.bank_count(bank, q) for q in range(n)],
        "scores": s.scores(),
        "zone": list(s.zone),
        "snake_pending": s.snake,
        "draw_count": len(s.draw),
        "burnt_count": len(s.burnt),
        "burnt": sorted(s.burnt),
        "pending": powers.pending_info(s),
        "rings": rings,
        "peek_counts": peek_counts,
        "bust_odds": public_bust_odds(s),
        "stats": {
            "busts": list(s.busts),
            "collects": list(s.collects),
            "largest_haul": list(s.best_haul),
        },
        "last_turn": last,
        "options": options_dict(s.opts),
        "winners": s.winners(),
    }
    if phase == "rings":
        data["ring_offer"] = [RINGS[r] for r in s.offers[seat]]
    seen = s.known_top(seat)
    if seen:
        data["peek"] = seen
    return View("zirkhaki", seat, data)
