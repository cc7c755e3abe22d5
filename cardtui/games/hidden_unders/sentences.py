"""The sentences of Hidden Unders' events, built only when the log reads them.

An engine event carries its text as a recipe ``(function, *arguments)`` (see ``core.Event``),
with arguments fixed when the event happened. The search never reads a sentence, so it never
builds one. Seats are ``P1``, ``P2``... (the UI swaps in names).
"""

from __future__ import annotations


def p(seat: int) -> str:
    return f"P{seat + 1}"


def cards_text(cards) -> str:
    return " ".join(str(c) for c in cards)


def ends_turn(seat: int) -> str:
    return f"{p(seat)} ends the turn."


def lays_overs(seat: int, cards: tuple) -> str:
    return f"{p(seat)} lays overs {cards_text(cards)}."


def exchanges(seat: int, h, o) -> str:
    return f"{p(seat)} swaps {h} from the hand for the over {o}."


def ready(seat: int) -> str:
    return f"{p(seat)} is ready."


def burns_in(seat: int) -> str:
    return f"{p(seat)} burns in out of turn."


def plays(seat: int, cards: tuple) -> str:
    return f"{p(seat)} plays {cards_text(cards)}."


def resets(seat: int) -> str:
    return f"{p(seat)} resets the pile to 2."


def burns(seat: int, n: int, why: str) -> str:
    return f"{p(seat)} burns the pile of {n} card{'s' * (n != 1)} ({why})."


def draws(seat: int, n: int) -> str:
    return f"{p(seat)} draws {n} card{'s' if n > 1 else ''}."


def flips(seat: int, pos: int, c) -> str:
    return f"{p(seat)} flips under {pos + 1}: {c}."  # counted 1-4, as the table shows


def cannot_play(seat: int, c, n: int) -> str:
    return f"{p(seat)} cannot play {c} and picks up {n} cards."


def picks_up(seat: int, n: int) -> str:
    return f"{p(seat)} picks up {n} card{'s' if n > 1 else ''}."


def keeps_overs(seat: int) -> str:
    return f"{p(seat)} keeps the overs as they are."


def swaps(winner: int, a, loser: int, b) -> str:
    return f"{p(winner)} swaps over {a} for {p(loser)}'s {b}."


def skips(seat: int, n: int) -> str:
    return f"{p(seat)}'s 8s skip {n} player{'s' if n > 1 else ''}."


def out(seat: int) -> str:
    return f"{p(seat)} is out of cards!"
