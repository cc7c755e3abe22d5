"""Positions of a replay in words, as a player reads the table: cards as cards (``10♦``, or
``Coin 9``), moves as the game's own sentences, seats by name. The replay screen and
``cardtui replay --text`` both read a replay through this module, so they say the same thing.

Works on view dicts (``View.to_dict()``: cards as codes). Each game's room has a describer for
what the whole table sees and for what one seat alone knew (``tables/<game>/words.py``); no
engine field name is ever shown.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from .. import games as registry
from ..core.text import with_names
from ..i18n import _, number, pgettext
from ..store.replay import frames
from ..store.saves import SaveGame
from . import tables

ASCII_SUITS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C"})


@lru_cache(maxsize=4096)
def card_text(game: str, code: str) -> str:
    """A card code as a player reads it (``TD`` as ``10♦``, ``coin9`` as ``Coin 9``)."""
    try:
        return str(registry.get(game).parse_card(code))
    except (ValueError, TypeError, KeyError):
        return code


def _described(t: ViewText, view: dict[str, Any], part: str) -> list[str]:
    """The lines the game's room says (its ``public`` or ``private``); none without a room."""
    if t.game not in tables.TABLES:
        return []
    return getattr(tables.room(t.game), part)(t, view)


class ViewText:
    """One game's views in words, for one table of names."""

    def __init__(self, game: str, names: Sequence[str], *, ascii: bool = False) -> None:
        self.game = registry.get(game).name
        self.names = list(names)
        self.ascii = ascii

    def plain(self, text: str) -> str:
        return text.translate(ASCII_SUITS) if self.ascii else text

    def cards(self, codes: Sequence[Any] | None, empty: str | None = None) -> str:
        if not codes:
            return pgettext("no cards", "none") if empty is None else empty
        shown = [card_text(self.game, str(c)) for c in codes]
        # "Coin 9" has a space in it: such names are listed with commas.
        return self.plain((", " if any(" " in c for c in shown) else " ").join(shown))

    def sentence(self, event_text: str) -> str:
        return self.plain(with_names(event_text, self.names))

    # -- the table, for everyone -----------------------------------------------------------
    def public(self, view: dict[str, Any]) -> list[str]:
        """What everybody at the table could see, a line per part of the table."""
        return _described(self, view, "public")

    # -- what one seat alone knew ----------------------------------------------------------
    def private(self, view: dict[str, Any], name: str) -> str:
        """What this seat alone knew (its hand, a peek, a ring offer), as a sentence about
        ``name``; "" when it knew nothing the others did not."""
        # Each part is a clause about the player (the sentence's subject is ``name``).
        parts = []
        if view.get("hand"):
            parts.append(_("held {cards}").format(cards=self.cards(view["hand"])))
        if view.get("followup_cards"):
            cards = self.cards(view["followup_cards"])
            parts.append(_("had just drawn {cards}").format(cards=cards))
        if view.get("peek"):
            cards = self.cards(view["peek"])
            parts.append(_("knew the top of the draw pile: {cards}").format(cards=cards))
        parts += _described(self, view, "private")
        if not parts:
            return ""
        # Translators: {name} is a player; {what} lists what they knew ("held 5♠ J♦; ...").
        what = pgettext("clause separator", "; ").join(parts)
        return _("{name} {what}").format(name=name, what=what)


# -- a whole replay as text ------------------------------------------------------------------
def replay_lines(save: SaveGame, seat: int | None = None, *, ascii: bool = False) -> Iterator[str]:
    """The replay as lines of text (``cardtui replay --text``): each move as the game's
    sentences, and what the player who moved knew; ``seat``: as that seat saw it."""
    names = [s.name for s in save.seats]
    text = ViewText(save.game, names, ascii=ascii)
    if seat is not None:
        yield _(
            "This game is not over: it is shown as {name} saw it, without the other players' cards."
        ).format(name=names[seat])
    current = 0
    undone = {d.round_no for d in save.redeals}
    for f in frames(save, seat):
        if f.round_no != current:
            current = f.round_no
            if current in undone:
                heading = _("Round {n} (a move was taken back in this round)")
            else:
                heading = _("Round {n}")
            yield "== " + heading.format(n=number(current)) + " =="
        if f.redealt:
            yield "   " + _(
                "(A move was taken back here: the cards still unseen were shuffled again.)"
            )
        said = [text.sentence(e) for e in f.events]
        if f.hidden_move and not said:
            said = [_("{name} makes a choice only they can see.").format(name=names[f.seat])]
        said = said or [_("{name} moves.").format(name=names[f.seat])]
        # The move's number keeps its column: "1.12  " (Latin digits are padded the same).
        yield f"{number(f.round_no)}.{number(f.move_no):<3} " + " ".join(said)
        known = text.private(f.views[f.seat], names[f.seat]) if f.seat in f.views else ""
        if known:
            yield f"      ({known})"
