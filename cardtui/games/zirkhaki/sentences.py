"""The sentences of Zirkhaki's events, built only when the log reads them.

An engine event carries its text as a recipe ``(function, *arguments)`` (see ``core.Event``):
the functions here, with arguments fixed when the event happened (seats, cards, tuples). The
search steps through thousands of moves and never reads a sentence, so it never builds one.
"""

from __future__ import annotations

from .cards import ZCard, names
from .rings import FORTUNE_TELLER, MAP_READER, SNAKE_CHARMER, WEALTH_LOVER, ring_name


def p(seat: int) -> str:
    return f"P{seat + 1}"


def draws(seat: int, c: ZCard) -> str:
    return f"{p(seat)} draws {c}."


def turn(seat: int) -> str:
    return f"{p(seat)}'s turn."


def forced_collect(seat: int) -> str:
    return f"The draw pile is empty: {p(seat)} must bank."


def bust(seat: int, c: ZCard, clash: ZCard, burned: tuple, saved: tuple) -> str:
    text = f"{p(seat)} busts ({c} matches {clash}) and burns {names(burned)}."
    if saved:
        text += f" The carpet saves {names(saved)}."
    return text


def collects(seat: int, zone: tuple) -> str:
    return f"{p(seat)} banks {names(zone)}."


def bonus(seat: int, cards: tuple, wealth: bool) -> str:
    ring = f" ({ring_name(WEALTH_LOVER)})" if wealth else ""
    return f"Chest and key: {p(seat)} takes {names(cards)} from the burnt pile{ring}."


def keeps_ring(seat: int, ring: int) -> str:
    return f"{p(seat)} keeps the {ring_name(ring)}."


def rings_revealed(rings: tuple) -> str:
    shown = ", ".join(f"{p(s)} {ring_name(r)}" for s, r in enumerate(rings))
    return f"Rings revealed: {shown}."


def astrolabe(seat: int, k: int, fortune: bool) -> str:
    what = "the top card" if k == 1 else f"the top {k} cards"
    ring = f" ({ring_name(FORTUNE_TELLER)})" if fortune else ""
    return f"Astrolabe: {p(seat)} secretly looks at {what}{ring}."


def peek(seat: int, seen: tuple) -> str:
    return f"{p(seat)} sees {names(seen)} on top of the draw pile."


def dagger_none(strict: bool) -> str:
    why = "no opponent has a card you may steal" if strict else "no opponent has a banked card"
    return f"Dagger: {why}, so it has no effect."


def snake_charmed(seat: int) -> str:
    return f"Snake: {p(seat)} banks at once ({ring_name(SNAKE_CHARMER)})."


def snake(seat: int) -> str:
    return f"Snake: {p(seat)} must put two more cards into the zone."


def map_lift(seat: int, lifted: tuple, reader: bool) -> str:
    ring = f" ({ring_name(MAP_READER)})" if reader else ""
    return f"Map: {p(seat)} lifts {names(lifted)} from the burnt pile{ring}."


def hook_none(seat: int, second: bool) -> str:
    what = "no more cards" if second else "no banked card"
    return f"Horseshoe: {p(seat)} has {what} to play again, so it has no effect."


def pistol_burn(seat: int, owner: int, c: ZCard) -> str:
    return f"Pistol: {p(seat)} burns {p(owner)}'s {c}."


def hook_plays(seat: int, c: ZCard) -> str:
    return f"{p(seat)} plays {c} again from their bank (Horseshoe)."


def map_plays(seat: int, c: ZCard, rest: tuple, reader: bool) -> str:
    back = ""
    if rest and not reader:
        back = f"; {names(rest)} go{'es' if len(rest) == 1 else ''} back"
    return f"{p(seat)} plays {c} from the burnt pile (Map){back}."


def steals(seat: int, c: ZCard, owner: int, how: str, blade_saves: bool) -> str:
    text = f"{p(seat)} steals {c} from {p(owner)} and plays it ({how})."
    if blade_saves:
        text += " The Blade ring stops the bust."
    return text
