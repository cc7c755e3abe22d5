"""Xeri in words: a move's code as the table says it, and a replay position's table."""

from __future__ import annotations

from typing import Any

from ....i18n import _, ngettext, number
from ...move_words import cards
from ...replay_view import ViewText, card_text


def move_words(code: str) -> str:
    verb, _sep, rest = code.partition(" ")
    if verb == "play" and rest:
        return _("plays {cards}").format(cards=cards(rest.split()))
    return code


def public(t: ViewText, v: dict[str, Any]) -> list[str]:
    pile = v.get("pile") or []
    shown = t.cards(pile, _("empty"))
    if pile:
        top = card_text(t.game, str(pile[-1]))
        line = _("Pile: {cards} ({top} on top)").format(cards=shown, top=top)
    else:
        line = _("Pile: {cards}").format(cards=shown)
    lines = [t.plain(line)]
    talon = _("Talon {n}").format(n=number(v.get("talon_count", 0)))
    if v.get("deals"):
        deal = _("deal {deal} of {deals}").format(
            deal=number(v.get("deal_no", 1)), deals=number(v["deals"])
        )
        talon += " · " + deal
    if v.get("bottom_card"):
        talon += " · " + _("bottom card {card}").format(card=t.cards([v["bottom_card"]]))
    lines.append(talon)
    for seat, name in enumerate(t.names):
        taken = v["captured_counts"][seat]
        n = v["hand_counts"][seat]
        part = ngettext(
            "{name}: {n} card in hand, took {taken}",
            "{name}: {n} cards in hand, took {taken}",
            n,
        ).format(name=name, n=number(n), taken=number(taken))
        xeris = v["xeris"][seat] + v["jack_xeris"][seat]
        if xeris:
            points = v["xeri_points"][seat]
            part += ", " + ngettext(
                "{n} xeri ({points} points)", "{n} xeris ({points} points)", xeris
            ).format(n=number(xeris), points=number(points))
        lines.append(part)
    return lines
