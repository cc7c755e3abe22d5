"""A move's action code in the game's own words, for screens that only have the code (the
replay, an undo message): ``play TD`` reads ``plays 10♦``, ``flip 2`` reads ``flips under 3``.

Cards go through the one card formatter (``str(card)``: ``10♦``, Zirkhaki's ``Coin 5``), and
positions count from 1 as the table numbers them. A code nobody knows is shown as it is.
"""

from __future__ import annotations

from ..core.cards import card as french_card


def _cards(words: list[str]) -> str:
    try:
        return " ".join(str(french_card(w)) for w in words)
    except ValueError:
        return " ".join(words)


def _position(word: str) -> str:
    return str(int(word) + 1) if word.isdigit() else word


def xeri(code: str) -> str:
    verb, _, rest = code.partition(" ")
    if verb == "play" and rest:
        return f"plays {_cards(rest.split())}"
    return code


def hidden_unders(code: str) -> str:
    words = code.split()
    if not words:
        return code
    kind, rest = words[0], words[1:]
    if kind == "play":
        return f"plays {_cards(rest)}"
    if kind == "overs":
        return f"lays overs {_cards(rest)}"
    if kind == "flip" and rest:
        return f"flips the under at position {_position(rest[0])}"
    if kind == "take":
        extra = f" and the over at position {_position(rest[0])}" if rest else ""
        return f"picks up the pile{extra}"
    if kind == "done":
        return "ends the turn"
    if kind == "pass":
        return "passes"
    if kind == "swap" and len(rest) == 2:
        return f"swaps over {_position(rest[0])} for the loser's over {_position(rest[1])}"
    if kind == "exchange" and len(rest) == 2:
        hand, over = _cards(rest[:1]), _cards(rest[1:])
        return f"swaps {hand} from the hand for the over {over}"
    if kind == "ready":
        return "is ready to play"
    return code


def zirkhaki(code: str) -> str:
    from ..games.zirkhaki.cards import card as zcard
    from ..games.zirkhaki.rings import ring_index, ring_name

    verb, _, rest = code.partition(" ")
    if verb == "draw":
        return "draws a card"
    if verb == "bank":
        return "banks the treasure zone"
    try:
        if verb == "choose":
            return f"chooses {zcard(rest).name}"
        if verb == "ring":
            return f"keeps the {ring_name(ring_index(rest))}"
    except (ValueError, KeyError):
        pass
    return code


WORDS = {"xeri": xeri, "hidden_unders": hidden_unders, "zirkhaki": zirkhaki}


def move_words(game: str, code: str) -> str:
    """``code`` (an action code of ``game``) as the table would say it."""
    words = WORDS.get(game)
    return words(code) if words is not None else code
