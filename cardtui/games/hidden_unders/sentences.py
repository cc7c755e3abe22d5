"""The sentences of Hidden Unders' events, built only when the log reads them.

An engine event carries its text as a recipe ``(function, *arguments)`` (see ``core.Event``),
with arguments fixed when the event happened. The search never reads a sentence, so it never
builds one. Seats are ``P1``, ``P2``... (the UI swaps in names).
"""

from __future__ import annotations

from ...i18n import _, ngettext, number


def p(seat: int) -> str:
    return f"P{seat + 1}"


def cards_text(cards) -> str:
    return " ".join(str(c) for c in cards)


def ends_turn(seat: int) -> str:
    return _("{seat} ends the turn.").format(seat=p(seat))


def lays_overs(seat: int, cards: tuple) -> str:
    return _("{seat} lays overs {cards}.").format(seat=p(seat), cards=cards_text(cards))


def exchanges(seat: int, h, o) -> str:
    return _("{seat} swaps {hand} from the hand for the over {over}.").format(
        seat=p(seat), hand=h, over=o
    )


def ready(seat: int) -> str:
    return _("{seat} is ready.").format(seat=p(seat))


def burns_in(seat: int) -> str:
    return _("{seat} burns in out of turn.").format(seat=p(seat))


def plays(seat: int, cards: tuple) -> str:
    return _("{seat} plays {cards}.").format(seat=p(seat), cards=cards_text(cards))


def resets(seat: int) -> str:
    return _("{seat} resets the pile to 2.").format(seat=p(seat))


def burns(seat: int, n: int, why: str | int) -> str:
    """``why``: the burning card's text, or the length of the run that burns (a number)."""
    if isinstance(why, int):
        # Translators: why the pile burns: a run of cards of one rank ("4 of a kind").
        why = ngettext("{n} of a kind", "{n} of a kind", why).format(n=number(why))
    # Translators: {why} is the burning card (10♠) or "4 of a kind".
    return ngettext(
        "{seat} burns the pile of {n} card ({why}).",
        "{seat} burns the pile of {n} cards ({why}).",
        n,
    ).format(seat=p(seat), n=number(n), why=why)


def draws(seat: int, n: int) -> str:
    return ngettext("{seat} draws {n} card.", "{seat} draws {n} cards.", n).format(
        seat=p(seat), n=number(n)
    )


def flips(seat: int, pos: int, c) -> str:
    # counted 1-4, as the table shows
    return _("{seat} flips under {pos}: {card}.").format(seat=p(seat), pos=number(pos + 1), card=c)


def cannot_play(seat: int, c, n: int) -> str:
    return ngettext(
        "{seat} cannot play {card} and picks up {n} cards.",
        "{seat} cannot play {card} and picks up {n} cards.",
        n,
    ).format(seat=p(seat), card=c, n=number(n))


def picks_up(seat: int, n: int) -> str:
    return ngettext("{seat} picks up {n} card.", "{seat} picks up {n} cards.", n).format(
        seat=p(seat), n=number(n)
    )


def keeps_overs(seat: int) -> str:
    return _("{seat} keeps the overs as they are.").format(seat=p(seat))


def swaps(winner: int, a, loser: int, b) -> str:
    return _("{winner} swaps over {over} for {loser}'s {theirs}.").format(
        winner=p(winner), over=a, loser=p(loser), theirs=b
    )


def skips(seat: int, n: int) -> str:
    return ngettext("{seat}'s 8s skip {n} player.", "{seat}'s 8s skip {n} players.", n).format(
        seat=p(seat), n=number(n)
    )


def out(seat: int) -> str:
    return _("{seat} is out of cards!").format(seat=p(seat))
