"""Xeri's move notation: ``play <card>`` (``play TD``, ``play 10d``); a bare card works too.

Anything else is refused with a sentence that says what to type instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import card
from ...core.errors import IllegalAction
from ...i18n import _
from .actions import PLAYS, Play, hand_order

if TYPE_CHECKING:
    from .state import XeriState


def parse_play(state: XeriState, text: str) -> Play:
    """The legal action for ``text`` in ``state``, or :class:`IllegalAction` with a reason."""
    if not isinstance(text, str) or not text.strip():
        raise IllegalAction(_("Type a move, for example 'play 7H'."))
    if state.is_over:
        raise IllegalAction(_("The round is over: no more moves can be made."))
    words = text.split()
    said = text.strip()
    not_a_move = _(
        "'{text}' is not a Xeri move: the only move is to play a card from your hand, "
        "for example 'play 7H'."
    ).format(text=said)
    if words[0].lower() == "play":
        if len(words) == 1:
            raise IllegalAction(_("Say which card to play, for example 'play 7H'."))
        if len(words) > 2:
            raise IllegalAction(
                _(
                    "'{text}' plays more than one card: play exactly one, for example 'play 7H'."
                ).format(text=said)
            )
        try:
            c = card(words[1])
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
    elif len(words) == 1:  # a bare card code is accepted too
        try:
            c = card(words[0])
        except ValueError:
            raise IllegalAction(not_a_move) from None
    else:
        raise IllegalAction(not_a_move)
    p = state.current_player
    hand = state.hands[p]
    if c not in hand:
        held = ", ".join(str(x) for x in sorted(hand, key=hand_order))
        raise IllegalAction(
            _("{seat} does not hold {card}: play one of {held}.").format(
                seat=f"P{p + 1}", card=c, held=held
            )
        )
    return PLAYS[c.index]
