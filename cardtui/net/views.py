"""A table message on the client's side: the seat's view, its events, its legal moves and the
round's result as the game's own objects again, so the app draws them as in local play.

Cards travel as their codes (``TD``, ``coin6``: :func:`cardtui.net.messages.encode`). A view
comes back by reading every text that the game's ``parse_card`` accepts as that card, which is
the interned object the rules and the screens compare by identity; every other value stays as
it came. No view of the three games holds a text that reads as a card without being one (the
round-trip tests in tests/net/test_views.py check every key of every game through whole
rounds, so a game that adds such a key is told at once).

The legal moves come as codes too. The screens need the game's action objects (a Xeri move's
card, a Hidden Unders play's cards), so :func:`legal_actions` finds them in a world the game
deals consistently with the view (``spec.determinize``): a seat's own choices depend only on
what that seat sees, so every such world offers the same moves.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..core import Action, Event, IllegalAction, RoundResult, State, View
from ..core.protocol import GameSpec
from ..i18n import _, comma

BOOKKEEPING = ("game", "player")


class Cards:
    """Reads codes as one game's cards (remembering what each text turned out to be)."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self._seen: dict[str, Any] = {}

    def card(self, text: str) -> Any:
        """The card ``text`` names, or the text itself when it names none."""
        found = self._seen.get(text, self)
        if found is self:
            try:
                found = self.spec.parse_card(text)
            except (ValueError, KeyError, TypeError):
                found = text
            self._seen[text] = found
        return found

    def read(self, value: Any) -> Any:
        """``value`` (plain JSON data) with every card code as its card."""
        if isinstance(value, str):
            return self.card(value)
        if isinstance(value, list):
            return [self.read(v) for v in value]
        if isinstance(value, Mapping):
            return {k: self.read(v) for k, v in value.items()}
        return value


def decode_view(cards: Cards, data: Mapping[str, Any]) -> View:
    """A view as the server sent it (``View.to_dict()`` of the seat's view) as a View."""
    game = data.get("game")
    if game != cards.spec.name:
        raise ValueError(f"A view of {game!r} came for a table of {cards.spec.name!r}.")
    body = {k: cards.read(v) for k, v in data.items() if k not in BOOKKEEPING}
    return View(game, data.get("player") or 0, body)


def decode_event(data: Mapping[str, Any]) -> Event:
    visible = data.get("visible_to")
    return Event(
        data["kind"],
        data["text"],
        data.get("seat"),
        tuple(data.get("cards") or ()),
        tuple(visible) if visible is not None else None,
        data.get("data"),
    )


def decode_events(items: list[Mapping[str, Any]] | None) -> list[Event]:
    return [decode_event(e) for e in items or ()]


def decode_result(data: Mapping[str, Any]) -> RoundResult:
    """A finished round (the server's ``result``, or a brief one without ``detail``). A
    round's breakdown is plain data in every game (cards in it are codes), so it stays as
    it came."""
    return RoundResult(
        data["round_no"],
        data["dealer"],
        list(data["scores"]),
        list(data["winners"]),
        dict(data.get("detail") or {}),
    )


def legal_actions(spec: GameSpec, view: View, codes: list[str]) -> tuple[list[Action], State]:
    """The game's action objects for the legal ``codes`` of the seat whose ``view`` this is
    (it must be that seat's turn), and the world they were found in (it explains a move that
    is not allowed, in the game's own words). A ``ValueError`` when a code is not among them:
    client and server disagree about the rules (another version)."""
    world = spec.determinize(view, random.Random(0))
    offered = {a.code: a for a in world.legal_actions()}
    missing = [c for c in codes if c not in offered]
    if missing:
        raise ValueError(
            _(
                "The server allows moves this copy of cardtui does not know ({moves}): "
                "use the same cardtui version as the server."
            ).format(moves=comma().join(missing))
        )
    return [offered[c] for c in codes], world


def refusal(spec: GameSpec, world: State | None, code: str) -> str:
    """Why ``code`` is not a move now, in the game's words."""
    if world is None:
        return _("Wait for your turn.")
    try:
        spec.parse_action(world, code)
    except IllegalAction as exc:
        return str(exc)
    return _("'{code}' is not allowed now.").format(code=code)
