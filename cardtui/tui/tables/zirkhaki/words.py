"""Zirkhaki in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ....games.zirkhaki.cards import card as zcard
from ....games.zirkhaki.rings import ring_index
from ....i18n import _, comma, number
from ...replay_view import ViewText
from .terms import card_name, ring_title, ring_titles, suit_title


def move_words(code: str) -> str:
    verb, _sep, rest = code.partition(" ")
    if verb == "draw":
        return _("draws a card")
    if verb == "bank":
        return _("banks the treasure zone")
    try:
        if verb == "choose":
            return _("chooses {card}").format(card=card_name(zcard(rest)))
        if verb == "ring":
            # Translators: {ring} is a ring's name ("Mugger's ring").
            return _("keeps the {ring}").format(ring=ring_titles()[ring_index(rest)])
    except (ValueError, KeyError):
        pass
    return code


def _card_names(t: ViewText, codes: Any, empty: str) -> str:
    """Cards by name in the player's language (as ``t.cards`` lists them)."""
    if not codes:
        return empty
    try:
        return t.plain(comma().join(card_name(zcard(str(c))) for c in codes))
    except (ValueError, KeyError):
        return t.cards(codes, empty)


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    zone = _card_names(t, v.get("zone"), _("nothing"))
    lines = [
        t.plain(_("In the zone: {cards}").format(cards=zone)),
        _("Draw pile {draw} · burnt pile {burnt}").format(
            draw=number(v.get("draw_count", 0)), burnt=number(v.get("burnt_count", 0))
        ),
    ]
    rings = v.get("rings") or []
    for seat, name in enumerate(t.names):
        bank = v["banks"][seat]
        # The values are the numbers printed on the cards: as printed.
        piles = comma().join(
            f"{suit_title(suit)} {' '.join(map(str, values))}" for suit, values in bank.items()
        )
        if piles:
            part = _("{name}: {points} points; bank {piles}").format(
                name=name, points=number(v["scores"][seat]), piles=piles
            )
        else:
            part = _("{name}: {points} points; bank empty").format(
                name=name, points=number(v["scores"][seat])
            )
        if seat < len(rings) and rings[seat]:
            part += "; " + ring_title(rings[seat])
        lines.append(part)
    return lines


def private(t: ViewText, v: dict[str, Any]) -> list[str]:
    """The rings a seat was offered (only it saw the offer)."""
    offer = v.get("ring_offer") or []
    if not offer:
        return []
    titles = [ring_title(r) for r in offer]
    if len(titles) == 2:
        return [_("was offered the {ring} or {other}").format(ring=titles[0], other=titles[1])]
    # Translators: joins ring names in an offer of more than two ("A or B or C").
    return [_("was offered the {rings}").format(rings=_(" or ").join(titles))]
