"""The sentences of Zirkhaki's events, built only when the log reads them.

An engine event carries its text as a recipe ``(function, *arguments)`` (see ``core.Event``):
the functions here, with arguments fixed when the event happened (seats, cards, tuples). The
search steps through thousands of moves and never reads a sentence, so it never builds one.
Each sentence is one catalog message per variant (word order differs between languages).
"""

from __future__ import annotations

from ...i18n import _, comma, ngettext, number
from .cards import ZCard, names
from .rings import FORTUNE_TELLER, MAP_READER, SNAKE_CHARMER, WEALTH_LOVER, ring_name


def p(seat: int) -> str:
    # Seat labels stay P1, P2...: the tables swap in the players' names.
    return f"P{seat + 1}"


def draws(seat: int, c: ZCard) -> str:
    return _("{seat} draws {card}.").format(seat=p(seat), card=c)


def turn(seat: int) -> str:
    return _("{seat}'s turn.").format(seat=p(seat))


def forced_collect(seat: int) -> str:
    return _("The draw pile is empty: {seat} must bank.").format(seat=p(seat))


def bust(seat: int, c: ZCard, clash: ZCard, burned: tuple, saved: tuple) -> str:
    # Translators: {card} is the card drawn, {clash} the card of the same suit already there.
    text = _("{seat} busts ({card} matches {clash}) and burns {burned}.").format(
        seat=p(seat), card=c, clash=clash, burned=names(burned)
    )
    if saved:
        text += " " + _("The carpet saves {cards}.").format(cards=names(saved))
    return text


def collects(seat: int, zone: tuple) -> str:
    return _("{seat} banks {cards}.").format(seat=p(seat), cards=names(zone))


def bonus(seat: int, cards: tuple, wealth: bool) -> str:
    if wealth:
        return _("Chest and key: {seat} takes {cards} from the burnt pile ({ring}).").format(
            seat=p(seat), cards=names(cards), ring=ring_name(WEALTH_LOVER)
        )
    return _("Chest and key: {seat} takes {cards} from the burnt pile.").format(
        seat=p(seat), cards=names(cards)
    )


def keeps_ring(seat: int, ring: int) -> str:
    return _("{seat} keeps the {ring}.").format(seat=p(seat), ring=ring_name(ring))


def rings_revealed(rings: tuple) -> str:
    # Translators: one seat and its ring in the list after "Rings revealed:".
    shown = comma().join(
        _("{seat} {ring}").format(seat=p(s), ring=ring_name(r)) for s, r in enumerate(rings)
    )
    return _("Rings revealed: {rings}.").format(rings=shown)


def astrolabe(seat: int, k: int, fortune: bool) -> str:
    if fortune:
        return ngettext(
            "Astrolabe: {seat} secretly looks at the top card ({ring}).",
            "Astrolabe: {seat} secretly looks at the top {n} cards ({ring}).",
            k,
        ).format(seat=p(seat), n=number(k), ring=ring_name(FORTUNE_TELLER))
    return ngettext(
        "Astrolabe: {seat} secretly looks at the top card.",
        "Astrolabe: {seat} secretly looks at the top {n} cards.",
        k,
    ).format(seat=p(seat), n=number(k))


def peek(seat: int, seen: tuple) -> str:
    return _("{seat} sees {cards} on top of the draw pile.").format(seat=p(seat), cards=names(seen))


def dagger_none(strict: bool) -> str:
    if strict:
        return _("Dagger: no opponent has a card you may steal, so it has no effect.")
    return _("Dagger: no opponent has a banked card, so it has no effect.")


def snake_charmed(seat: int) -> str:
    return _("Snake: {seat} banks at once ({ring}).").format(
        seat=p(seat), ring=ring_name(SNAKE_CHARMER)
    )


def snake(seat: int) -> str:
    return _("Snake: {seat} must put two more cards into the zone.").format(seat=p(seat))


def map_lift(seat: int, lifted: tuple, reader: bool) -> str:
    if reader:
        return _("Map: {seat} lifts {cards} from the burnt pile ({ring}).").format(
            seat=p(seat), cards=names(lifted), ring=ring_name(MAP_READER)
        )
    return _("Map: {seat} lifts {cards} from the burnt pile.").format(
        seat=p(seat), cards=names(lifted)
    )


def hook_none(seat: int, second: bool) -> str:
    if second:
        return _("Horseshoe: {seat} has no more cards to play again, so it has no effect.").format(
            seat=p(seat)
        )
    return _("Horseshoe: {seat} has no banked card to play again, so it has no effect.").format(
        seat=p(seat)
    )


def pistol_burn(seat: int, owner: int, c: ZCard) -> str:
    return _("Pistol: {seat} burns {owner}'s {card}.").format(seat=p(seat), owner=p(owner), card=c)


def hook_plays(seat: int, c: ZCard) -> str:
    return _("{seat} plays {card} again from their bank (Horseshoe).").format(seat=p(seat), card=c)


def map_plays(seat: int, c: ZCard, rest: tuple, reader: bool) -> str:
    if rest and not reader:
        # Translators: {rest} lists the burnt cards the map did not pick.
        return ngettext(
            "{seat} plays {card} from the burnt pile (Map); {rest} goes back.",
            "{seat} plays {card} from the burnt pile (Map); {rest} go back.",
            len(rest),
        ).format(seat=p(seat), card=c, rest=names(rest))
    return _("{seat} plays {card} from the burnt pile (Map).").format(seat=p(seat), card=c)


def steals(seat: int, c: ZCard, owner: int, how: str, blade_saves: bool) -> str:
    # Translators: {how} names the power or ring that steals (Dagger, Mugger's ring...).
    text = _("{seat} steals {card} from {owner} and plays it ({how}).").format(
        seat=p(seat), card=c, owner=p(owner), how=_(how)
    )
    if blade_saves:
        text += " " + _("The Blade ring stops the bust.")
    return text
