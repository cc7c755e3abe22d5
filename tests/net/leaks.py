"""Which cards may a seat not see now, computed from the full state, and a scan of messages.

This is the tests' own answer to "who may see what", written from each game's rules page and
the state's fields, not from the views or the server's code, so that it checks them:

- Xeri: the other hands and the talon, except cards shown to everyone at the deal (the bottom
  card, the cards of a first pile laid out again: X-7, V2);
- Hidden Unders: the other hands except cards everyone saw go in (pickups, R20), every under
  (its owner's too), the stock and the cards put aside;
- Zirkhaki: the draw pile, except the top cards this seat has seen itself (astrolabe, R12).

Once a round is over every card may be shown. A spectator is ``seat=None``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from cardtui.core import State

GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def hidden_from(state: State, seat: int | None) -> set[Any]:
    if state.is_over:
        return set()
    game = state.spec.name
    if game == "xeri":
        return _xeri(state, seat)
    if game == "hidden_unders":
        return _hidden_unders(state, seat)
    if game == "zirkhaki":
        return set(state.draw) - set(state.known_top(seat) if seat is not None else ())
    raise ValueError(game)


def _xeri(s: Any, seat: int | None) -> set[Any]:
    hidden = {c for q, hand in enumerate(s.hands) if q != seat for c in hand}
    hidden |= set(s.talon[s.tpos :])
    shown = {code for event in s.opening for code in event.cards}
    return {c for c in hidden if c.code not in shown}


def _hidden_unders(s: Any, seat: int | None) -> set[Any]:
    hidden: set[Any] = set()
    for q, hand in enumerate(s.hands):
        if q != seat:
            unknown = Counter(hand) - Counter(s.known[q])
            hidden |= set(unknown)
    hidden |= {c for unders in s.unders for c in unders if c is not None}
    hidden |= set(s.stock) | set(s.aside)
    return hidden


def strings(data: Any) -> list[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in (k, *strings(v))]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


def forms(card: Any) -> tuple[set[str], set[str]]:
    """A card as a token (its codes: ``TD``, ``10D``, ``coin6``) and as text people read
    (``10♦``, ``Coin 6``)."""
    code = card.code
    tokens = {code}
    texts = {str(card)}
    if len(code) == 2 and code[1] in GLYPHS:  # a French card
        rank = "10" if code[0] == "T" else code[0]
        tokens.add(rank + code[1])
        texts.add(rank + GLYPHS[code[1]])
    return tokens, texts


def leaks(message: str | dict, hidden: set[Any]) -> list[str]:
    """The hidden cards a message names, in any form."""
    data = json.loads(message) if isinstance(message, str) else message
    found = []
    words = strings(data)
    tokens = {t for w in words for t in re.split(r"[^A-Za-z0-9]+", w) if t}
    for card in hidden:
        codes, texts = forms(card)
        if codes & tokens or any(t in w for t in texts for w in words):
            found.append(card.code)
    return sorted(found)
