"""The coach's reason for a Zirkhaki move, in one plain sentence, from the seat's view.

``why(view, action)`` uses the exact public numbers of :mod:`.odds` (the chance the next draw
busts, what collecting adds, the chest and key bonus) and the pending power's choice. Cards are
named as on the table (``Coin 9``). It reads only the view.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import View
from .actions import BANK_KIND, CHOOSE_KIND, DRAW_KIND, RING_KIND
from .odds import outlook
from .rings import ring_name


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def chance_words(p: float) -> str:
    """``a 1 in 3 chance``, ``a 70% chance``: odds as people say them."""
    if p <= 0.0:
        return "no chance"
    if p >= 1.0:
        return "a 100% chance"
    if p <= 0.5:
        n = round(1.0 / p)
        if abs(1.0 / n - p) < 0.02:
            return f"a 1 in {n} chance"
    return f"a {round(100 * p)}% chance"


def why(view: View, action: Any) -> str:
    """One sentence: what ``action`` does for the seat of ``view``, with its exact odds."""
    kind = action.kind
    if kind == RING_KIND:
        return f"keeps the {ring_name(action.ring)} for this round"
    if kind == CHOOSE_KIND:
        return _choose(view, action)
    o = outlook(view)
    zone = len(view.zone)
    if kind == BANK_KIND:
        text = f"collects {zone} card{'s' if zone != 1 else ''} for {_points(o.bank_points)}"
        if o.bonus_cards:
            return f"{text} and counts the chest and key bonus: {o.bonus_cards} more cards"
        if o.certain_bust:
            return f"{text}: every card left in the draw pile would bust you"
        return f"{text}, safe from a bust"
    if kind == DRAW_KIND:
        if not zone:
            return "draws to start your zone: the first card never busts"
        if o.known_next is not None:
            verdict = "busts you" if o.next_busts else "is safe"
            return f"you have seen the next card, {o.known_next}: it {verdict}"
        if o.certain_bust:
            return "busts for certain: every card left matches your zone"
        if o.bust_odds <= 0.0:  # nothing is at risk: no "risking 12 points" beside it
            return "a safe draw: no card left in the draw pile busts you"
        odds = chance_words(o.bust_odds)
        risk = o.bank_points - o.saved_points
        text = f"{odds} to bust, risking {_points(risk)}" if risk > 0 else f"{odds} to bust"
        if o.saved_points:
            text += f", but the carpet keeps {_points(o.saved_points)}"
        return text
    return "makes this move"


def _choose(view: View, action: Any) -> str:
    pending = view.get("pending") or {}
    what = pending.get("kind", "")
    c = action.card
    busts = c in (pending.get("busts") or [])
    tail = ": it busts your zone" if busts else ""
    if what == "pistol":
        return f"burns {c} from an opponent's bank"
    if what in ("mugger", "dagger", "blade"):
        return f"steals {c} from an opponent and plays it{tail}"
    if what == "horseshoe":
        return f"plays {c} from your bank again{tail}"
    if what == "map":
        return f"plays {c} from the burnt pile{tail}"
    return f"chooses {c}{tail}"
