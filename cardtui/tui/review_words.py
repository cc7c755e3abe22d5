"""A review's decisions in plain sentences, for the review screen and ``cardtui review``:
"Move 12: you played 7♠; the coach prefers J♦ (takes 5 cards with J♦). Estimated cost: 18% of
a win." Moves go through :mod:`move_words` (cards by the one card formatter), never as codes.
"""

from __future__ import annotations

from ..bots.review import Review, Reviewed
from ..i18n import N_, _, ngettext, number
from .move_words import move_words

# The table's third-person verbs ("plays 10♦", "picks up the pile") as an infinitive.
INFINITIVE = {
    "plays": "play",
    "lays": "lay",
    "flips": "flip",
    "picks": "pick",
    "ends": "end",
    "passes": "pass",
    "swaps": "swap",
    "draws": "draw",
    "banks": "bank",
    "keeps": "keep",
}
# The same verbs in whole phrases to translate: (what the player chose, what to prefer).
# {rest} is the rest of the table's words for the move ("up the pile", "a card", "10♦").
PHRASES = {
    "plays": (N_("chose to play {rest}"), N_("to play {rest}")),
    "lays": (N_("chose to lay {rest}"), N_("to lay {rest}")),
    "flips": (N_("chose to flip {rest}"), N_("to flip {rest}")),
    "picks": (N_("chose to pick {rest}"), N_("to pick {rest}")),
    "ends": (N_("chose to end {rest}"), N_("to end {rest}")),
    "passes": (N_("chose to pass {rest}"), N_("to pass {rest}")),
    "swaps": (N_("chose to swap {rest}"), N_("to swap {rest}")),
    "draws": (N_("chose to draw {rest}"), N_("to draw {rest}")),
    "banks": (N_("chose to bank {rest}"), N_("to bank {rest}")),
    "keeps": (N_("chose to keep {rest}"), N_("to keep {rest}")),
}


def _move(game: str, code: str) -> tuple[str, str]:
    """(what was played, what to prefer): "7♠" for a plain play, else "chose to draw a card"
    and "to draw a card". The table's words are read as English says them; in another
    language they come out whole ("chose: ...")."""
    words = move_words(game, code)
    verb, _sep, rest = words.partition(" ")
    if verb == "plays" and rest:
        return _("played {cards}").format(cards=rest), rest
    if verb == "chooses" and rest:  # a card a power lets one pick: "you chose Coin 6"
        return _("chose {card}").format(card=rest), rest
    if words.startswith("lays overs "):  # Hidden Unders' face-up cards for after the hand
        cards = words.removeprefix("lays overs ")
        return (
            _("chose {cards} as your overs").format(cards=cards),
            _("{cards} as your overs").format(cards=cards),
        )
    if words == "is ready to play":  # Hidden Unders' classic opening: the swapping is over
        return _("said you were ready"), _("to say you are ready")
    phrases = PHRASES.get(verb)
    if phrases is None:
        return _("chose: {move}").format(move=words), words
    chose, to = (_(p).format(rest=rest).rstrip() for p in phrases)
    return chose, to


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
    if move_words(game, r.played).startswith("chooses ") and r.why_played:
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
