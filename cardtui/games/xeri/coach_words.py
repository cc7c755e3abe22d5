"""The coach's reason for a Xeri move, in one plain sentence, from the seat's view alone.

``why(view, action)`` says what playing the card does now (X-9: a capture, a xeri, a lay) and
what it leaves the next player; cards are shown as on the table (``J♦``, ``10♣``). It reads
what the view holds (the hand, the pile, every card seen this round) and nothing hidden.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import ACE, JACK, KING, QUEEN
from ...core.protocol import View
from .actions import CARD_POINTS
from .bots import p_holds

RANK_NAMES = {JACK: "jack", QUEEN: "queen", KING: "king", ACE: "ace"}


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def a_rank(rank: int) -> str:
    """``a 7``, ``an 8``, ``an ace``, ``a jack``."""
    name = rank_name(rank)
    return ("an " if name[0] in "8a" else "a ") + name


def _points(cards) -> int:
    return sum(CARD_POINTS[c.index] for c in cards)


def _points_text(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _next_player(view: View) -> str:
    return "your opponent" if view.players == 2 else "the next player"


def _unseen(view: View, rank: int) -> int:
    """Copies of ``rank`` this seat has not seen: not in its hand, not played or laid out."""
    seen = sum(1 for c in view.hand if c.rank == rank)
    seen += sum(1 for c in view.played if c.rank == rank)
    return max(0, 4 - seen)


def _hidden_total(view: View) -> int:
    return max(0, 52 - len(view.hand) - len(view.played))


def _next_hand(view: View) -> int:
    nxt = (view.player + 1) % view.players
    return view.hand_counts[nxt]


def why(view: View, action: Any) -> str:
    """One sentence: why (or why not) to play ``action``'s card now."""
    c = action.card
    pile = list(view.pile)
    rules = view.get("rules") or {}
    if pile and (c.rank == pile[-1].rank or c.rank == JACK):
        taken = len(pile) + 1
        points = _points([*pile, c])
        if len(pile) == 1 and c.rank == pile[-1].rank:
            bonus = rules.get("jack_xeri_points", 20) if c.rank == JACK else 10
            kind = "a jack xeri" if c.rank == JACK else "a xeri"
            extra = f", plus {_points_text(points)} in the cards" if points else ""
            return f"{kind} with {c}: {bonus} points{extra}"
        text = f"takes {taken} cards with {c}"
        return text + (f", {_points_text(points)} in them" if points else "")
    return _lay(view, c, pile)


def _lay(view: View, c, pile) -> str:
    who = _next_player(view)
    copies = _unseen(view, c.rank)
    if not pile:
        # A lone card: the next player makes a xeri with the same rank.
        if copies == 0:
            return f"leaves a lone {c}, and every {rank_name(c.rank)} is accounted for: no xeri"
        chance = p_holds(_hidden_total(view), _next_hand(view), copies)
        what = "a jack xeri" if c.rank == JACK else "a xeri"
        return (
            f"leaves a lone {c}: {what} for {who} if they hold {a_rank(c.rank)}, "
            f"a chance of about {_percent(chance)}"
        )
    size = len(pile) + 1
    points = _points([*pile, c])
    worth = f" worth {_points_text(points)}" if points else ""
    if c.rank == JACK:  # a jack never lays on a pile (it captures): kept for completeness
        return f"lays {c} on the pile"
    taker = "only a jack can take it now" if copies == 0 else f"{a_rank(c.rank)} or a jack takes it"
    return f"lays {c} on the pile, making {size} cards{worth}: {taker}"


def _percent(p: float) -> str:
    return f"{round(100 * p)}%"
