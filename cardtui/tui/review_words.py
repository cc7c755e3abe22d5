"""A review's decisions in plain sentences, for the review screen and ``cardtui review``:
"Move 12: you played 7♠; the coach prefers J♦ (takes 5 cards with J♦). Estimated cost: 18% of
a win." Moves go through :mod:`move_words` (cards by the one card formatter), never as codes.
"""

from __future__ import annotations

from ..bots.review import Review, Reviewed
from ..i18n import _, ngettext, number
from .move_words import cards, move_words


# A move by its code, per game: (what the player chose, what to prefer), each one whole
# message, so no language has to bend the table's third-person words ("draws a card").
def _hidden_unders(kind: str, args: list[str]) -> tuple[str, str] | None:
    from .tables.hidden_unders.words import _position

    if kind == "overs":  # the face-up cards for after the hand
        said = cards(args)
        return (
            _("chose {cards} as your overs").format(cards=said),
            _("{cards} as your overs").format(cards=said),
        )
    if kind == "ready":  # the classic opening: the swapping is over
        return _("said you were ready"), _("to say you are ready")
    if kind == "flip" and args:
        n = _position(args[0])
        return (
            _("chose to flip the under at position {n}").format(n=n),
            _("to flip the under at position {n}").format(n=n),
        )
    if kind == "take" and args:
        n = _position(args[0])
        return (
            _("chose to pick up the pile and the over at position {n}").format(n=n),
            _("to pick up the pile and the over at position {n}").format(n=n),
        )
    if kind == "take":
        return _("chose to pick up the pile"), _("to pick up the pile")
    if kind == "done":
        return _("chose to end the turn"), _("to end the turn")
    if kind == "pass":
        return _("chose to pass"), _("to pass")
    if kind == "swap" and len(args) == 2:
        mine, theirs = _position(args[0]), _position(args[1])
        return (
            _("chose to swap over {mine} for the loser's over {theirs}").format(
                mine=mine, theirs=theirs
            ),
            _("to swap over {mine} for the loser's over {theirs}").format(mine=mine, theirs=theirs),
        )
    if kind == "exchange" and len(args) == 2:
        card, over = cards(args[:1]), cards(args[1:])
        return (
            _("chose to swap {card} from the hand for the over {over}").format(
                card=card, over=over
            ),
            _("to swap {card} from the hand for the over {over}").format(card=card, over=over),
        )
    return None


def _zirkhaki(kind: str, args: list[str]) -> tuple[str, str] | None:
    from ..games.zirkhaki.cards import card as zcard
    from ..games.zirkhaki.rings import ring_index
    from .tables.zirkhaki.terms import card_name, ring_titles

    if kind == "draw":
        return _("chose to draw a card"), _("to draw a card")
    if kind == "bank":
        return _("chose to bank the treasure zone"), _("to bank the treasure zone")
    try:
        if kind == "choose" and args:  # a card a power lets one pick: "you chose Coin 6"
            card = card_name(zcard(args[0]))
            return _("chose {card}").format(card=card), card
        if kind == "ring" and args:
            ring = ring_titles()[ring_index(args[0])]
            return (
                # Translators: {ring} is a ring's name ("Mugger's ring").
                _("chose to keep the {ring}").format(ring=ring),
                _("to keep the {ring}").format(ring=ring),
            )
    except (ValueError, KeyError, IndexError):
        pass
    return None


_ROOMS = {"hidden_unders": _hidden_unders, "zirkhaki": _zirkhaki}


def _move(game: str, code: str) -> tuple[str, str]:
    """(what was played, what to prefer): "played 7♠" and "7♠" for a plain play, else "chose
    to draw a card" and "to draw a card"; a move no phrase knows: "chose: <the table's
    words>"."""
    kind, *args = code.split() or [""]
    if kind == "play" and args and game in ("xeri", "hidden_unders"):
        said = cards(args)
        return _("played {cards}").format(cards=said), said
    phrases = _ROOMS[game](kind, args) if game in _ROOMS else None
    if phrases is not None:
        return phrases
    words = move_words(game, code)
    return _("chose: {move}").format(move=words), words


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return _("less than 1%")
    # Translators: a percentage; write the % sign where the language puts it.
    return _("{n}%").format(n=number(round(p * 100)))


def cost_words(r: Reviewed) -> str:
    cost = percent(r.cost)
    if r.points_cost is not None and r.points_cost >= 0.05 and r.points_word:
        about = number(round(r.points_cost, 1))
        if r.points_word == "points":
            said = _("{cost} of a win and about {n} points")
        elif r.points_word == "penalty cards":
            said = _("{cost} of a win and about {n} penalty cards")
        else:  # a word the coach learned since: said as it comes
            return _("{cost} of a win and about {n} {what}").format(
                cost=cost, n=about, what=r.points_word
            )
        return said.format(cost=cost, n=about)
    return _("{cost} of a win").format(cost=cost)


def sentence(game: str, r: Reviewed) -> str:
    played, _x = _move(game, r.played)
    if game == "zirkhaki" and r.played.startswith("choose ") and r.why_played:
        # "You chose Coin 6" alone does not say what for: a pistol burns it, a map plays it.
        played += f" ({r.why_played})"
    _x, preferred = _move(game, r.preferred)
    if r.why:
        # Translators: {played} and {preferred} are phrases made above ("played 7♠",
        # "to draw a card"); {why} is the coach's reason.
        said = _(
            "Move {n}: you {played}; the coach prefers {preferred} ({why}). Estimated cost: {cost}."
        )
    else:
        said = _("Move {n}: you {played}; the coach prefers {preferred}. Estimated cost: {cost}.")
    return said.format(
        n=number(r.move_no), played=played, preferred=preferred, why=r.why, cost=cost_words(r)
    )


def summary(review: Review) -> str:
    """One line on the whole round."""
    n = review.decisions
    if n == 0:
        return _("You had no decision with a choice in this round: there is nothing to review.")
    if not review.worst:
        return ngettext(
            "The coach finds no costly move among your {n} decision in this round.",
            "The coach finds no costly move among your {n} decisions in this round.",
            n,
        ).format(n=number(n))
    return ngettext(
        "Over your {n} decision the estimated cost was {cost} of a win per decision on "
        "average; the costliest:",
        "Over your {n} decisions the estimated cost was {cost} of a win per decision on "
        "average; the costliest:",
        n,
    ).format(n=number(n), cost=percent(review.average_cost))


def lines(game: str, review: Review) -> list[str]:
    return [summary(review)] + [sentence(game, r) for r in review.worst]
