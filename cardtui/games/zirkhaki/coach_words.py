"""The coach's reason for a Zirkhaki move, in one plain sentence, from the seat's view.

``why(view, action)`` uses the exact public numbers of :mod:`.odds` (the chance the next draw
busts, what collecting adds, the chest and key bonus) and the pending power's choice. Cards are
named as on the table (``Coin 9``). It reads only the view.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import View
from ...i18n import _, ngettext, number
from .actions import BANK_KIND, CHOOSE_KIND, DRAW_KIND, RING_KIND
from .odds import outlook
from .rings import ring_name


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=number(n))


def chance_words(p: float) -> str:
    """``a 1 in 3 chance``, ``a 70% chance``: odds as people say them."""
    if p <= 0.0:
        return _("no chance")
    if p >= 1.0:
        return _("a {percent}% chance").format(percent=number(100))
    if p <= 0.5:
        n = round(1.0 / p)
        if abs(1.0 / n - p) < 0.02:
            return _("a 1 in {n} chance").format(n=number(n))
    return _("a {percent}% chance").format(percent=number(round(100 * p)))


def why(view: View, action: Any) -> str:
    """One sentence: what ``action`` does for the seat of ``view``, with its exact odds."""
    kind = action.kind
    if kind == RING_KIND:
        return _("keeps the {ring} for this round").format(ring=ring_name(action.ring))
    if kind == CHOOSE_KIND:
        return _choose(view, action)
    o = outlook(view)
    zone = len(view.zone)
    if kind == BANK_KIND:
        return _bank(zone, o)
    if kind == DRAW_KIND:
        if not zone:
            return _("draws to start your zone: the first card never busts")
        if o.known_next is not None:
            if o.next_busts:
                return _("you have seen the next card, {card}: it busts you").format(
                    card=o.known_next
                )
            return _("you have seen the next card, {card}: it is safe").format(card=o.known_next)
        if o.certain_bust:
            return _("busts for certain: every card left matches your zone")
        if o.bust_odds <= 0.0:  # nothing is at risk: no "risking 12 points" beside it
            return _("a safe draw: no card left in the draw pile busts you")
        odds = chance_words(o.bust_odds)
        risk = o.bank_points - o.saved_points
        saved = _points(o.saved_points)
        if risk > 0 and o.saved_points:
            # Translators: {odds} is "a 1 in 3 chance" or "a 70% chance"; {points} "12 points".
            return _("{odds} to bust, risking {points}, but the carpet keeps {saved}").format(
                odds=odds, points=_points(risk), saved=saved
            )
        if risk > 0:
            return _("{odds} to bust, risking {points}").format(odds=odds, points=_points(risk))
        if o.saved_points:
            return _("{odds} to bust, but the carpet keeps {saved}").format(odds=odds, saved=saved)
        return _("{odds} to bust").format(odds=odds)
    return _("makes this move")


def _bank(zone: int, o: Any) -> str:
    """Banking's reason: one message per case (the count and the points are placeholders)."""
    points = _points(o.bank_points)
    if o.bonus_cards:
        return ngettext(
            "collects {n} card for {points} and counts the chest and key bonus: {bonus} more cards",
            "collects {n} cards for {points} and counts the chest and key bonus: "
            "{bonus} more cards",
            zone,
        ).format(n=number(zone), points=points, bonus=number(o.bonus_cards))
    if o.certain_bust:
        return ngettext(
            "collects {n} card for {points}: every card left in the draw pile would bust you",
            "collects {n} cards for {points}: every card left in the draw pile would bust you",
            zone,
        ).format(n=number(zone), points=points)
    return ngettext(
        "collects {n} card for {points}, safe from a bust",
        "collects {n} cards for {points}, safe from a bust",
        zone,
    ).format(n=number(zone), points=points)


def _choose(view: View, action: Any) -> str:
    pending = view.get("pending") or {}
    what = pending.get("kind", "")
    c = action.card
    busts = c in (pending.get("busts") or [])
    if what == "pistol":
        return _("burns {card} from an opponent's bank").format(card=c)
    if what in ("mugger", "dagger", "blade"):
        if busts:
            return _("steals {card} from an opponent and plays it: it busts your zone").format(
                card=c
            )
        return _("steals {card} from an opponent and plays it").format(card=c)
    if what == "horseshoe":
        if busts:
            return _("plays {card} from your bank again: it busts your zone").format(card=c)
        return _("plays {card} from your bank again").format(card=c)
    if what == "map":
        if busts:
            return _("plays {card} from the burnt pile: it busts your zone").format(card=c)
        return _("plays {card} from the burnt pile").format(card=c)
    if busts:
        return _("chooses {card}: it busts your zone").format(card=c)
    return _("chooses {card}").format(card=c)
