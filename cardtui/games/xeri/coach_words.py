"""The coach's reason for a Xeri move, in one plain sentence, from the seat's view alone.

``why(view, action)`` says what playing the card does now (X-9: a capture, a xeri, a lay) and
what it leaves the next player; cards are shown as on the table (``J♦``, ``10♣``). It reads
what the view holds (the hand, the pile, every card seen this round) and nothing hidden.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import ACE, JACK, KING, QUEEN
from ...core.protocol import View
from ...i18n import N_, _, ngettext, number
from .actions import CARD_POINTS
from .bots import p_holds

# The court cards' words, translated when a sentence is built.
RANK_NAMES = {JACK: N_("jack"), QUEEN: N_("queen"), KING: N_("king"), ACE: N_("ace")}
# "a jack", "an ace": a whole message each, so languages without articles drop them.
_A_RANK = {JACK: N_("a jack"), QUEEN: N_("a queen"), KING: N_("a king"), ACE: N_("an ace")}


def rank_name(rank: int) -> str:
    name = RANK_NAMES.get(rank)
    return _(name) if name else number(rank)


def a_rank(rank: int) -> str:
    """``a 7``, ``an 8``, ``an ace``, ``a jack``."""
    if rank in _A_RANK:
        return _(_A_RANK[rank])
    if rank == 8:
        # Translators: the rank 8 with its article ("an 8"); {rank} is the number.
        return _("an {rank}").format(rank=number(rank))
    # Translators: a number rank with its article ("a 7"); {rank} is the number.
    return _("a {rank}").format(rank=number(rank))


def _points(cards) -> int:
    return sum(CARD_POINTS[c.index] for c in cards)


def _points_text(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=number(n))


def _next_player(view: View) -> str:
    return _("your opponent") if view.players == 2 else _("the next player")


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
            return _xeri(c, points, rules)
        if points:
            return _("takes {n} cards with {card}, {points} in them").format(
                n=number(taken), card=c, points=_points_text(points)
            )
        return _("takes {n} cards with {card}").format(n=number(taken), card=c)
    return _lay(view, c, pile)


def _xeri(c, points: int, rules) -> str:
    """The reason for a xeri: one message per kind, with or without card points."""
    if c.rank == JACK:
        bonus = number(rules.get("jack_xeri_points", 20))
        if points:
            return _("a jack xeri with {card}: {bonus} points, plus {points} in the cards").format(
                card=c, bonus=bonus, points=_points_text(points)
            )
        return _("a jack xeri with {card}: {bonus} points").format(card=c, bonus=bonus)
    if points:
        return _("a xeri with {card}: {bonus} points, plus {points} in the cards").format(
            card=c, bonus=number(10), points=_points_text(points)
        )
    return _("a xeri with {card}: {bonus} points").format(card=c, bonus=number(10))


def _lay(view: View, c, pile) -> str:
    who = _next_player(view)
    copies = _unseen(view, c.rank)
    if not pile:
        # A lone card: the next player makes a xeri with the same rank.
        if copies == 0:
            # Translators: {rank} is a rank word or number: "every 7", "every queen".
            return _("leaves a lone {card}, and every {rank} is accounted for: no xeri").format(
                card=c, rank=rank_name(c.rank)
            )
        chance = p_holds(_hidden_total(view), _next_hand(view), copies)
        if c.rank == JACK:
            # Translators: {who} is "your opponent" or "the next player"; {a_rank} "a jack".
            text = _(
                "leaves a lone {card}: a jack xeri for {who} if they hold {a_rank}, "
                "a chance of about {percent}"
            )
        else:
            # Translators: {who} is "your opponent" or "the next player"; {a_rank} "a 7".
            text = _(
                "leaves a lone {card}: a xeri for {who} if they hold {a_rank}, "
                "a chance of about {percent}"
            )
        return text.format(card=c, who=who, a_rank=a_rank(c.rank), percent=_percent(chance))
    size = len(pile) + 1
    points = _points([*pile, c])
    if c.rank == JACK:  # a jack never lays on a pile (it captures): kept for completeness
        return _("lays {card} on the pile").format(card=c)
    if copies == 0:
        if points:
            return _(
                "lays {card} on the pile, making {n} cards worth {points}: "
                "only a jack can take it now"
            ).format(card=c, n=number(size), points=_points_text(points))
        return _("lays {card} on the pile, making {n} cards: only a jack can take it now").format(
            card=c, n=number(size)
        )
    if points:
        # Translators: {a_rank} is "a 7", "an ace"...
        return _(
            "lays {card} on the pile, making {n} cards worth {points}: {a_rank} or a jack takes it"
        ).format(card=c, n=number(size), points=_points_text(points), a_rank=a_rank(c.rank))
    return _("lays {card} on the pile, making {n} cards: {a_rank} or a jack takes it").format(
        card=c, n=number(size), a_rank=a_rank(c.rank)
    )


def _percent(p: float) -> str:
    return _("{percent}%").format(percent=number(round(100 * p)))
