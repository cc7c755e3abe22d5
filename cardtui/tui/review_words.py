"""A review's decisions in plain sentences, for the review screen and ``cardtui review``:
"Move 12: you played 7♠; the coach prefers J♦ (takes 5 cards with J♦). Estimated cost: 18% of
a win." Moves go through :mod:`move_words` (cards by the one card formatter), never as codes.
"""

from __future__ import annotations

from ..bots.review import Review, Reviewed
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


def _move(game: str, code: str) -> tuple[str, str]:
    """(what was played, what to prefer): "7♠" for a plain play, else "chose to draw a card"
    and "to draw a card"."""
    words = move_words(game, code)
    verb, _, rest = words.partition(" ")
    if verb == "plays" and rest:
        return f"played {rest}", rest
    if verb == "chooses" and rest:  # a card a power lets one pick: "you chose Coin 6"
        return f"chose {rest}", rest
    if words.startswith("lays overs "):  # Hidden Unders' face-up cards for after the hand
        cards = words.removeprefix("lays overs ")
        return f"chose {cards} as your overs", f"{cards} as your overs"
    if words == "is ready to play":  # Hidden Unders' classic opening: the swapping is over
        return "said you were ready", "to say you are ready"
    infinitive = INFINITIVE.get(verb)
    if infinitive is None:
        return f"chose: {words}", words
    said = f"to {infinitive} {rest}".rstrip()
    return f"chose {said}", said


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return "less than 1%"
    return f"{round(p * 100)}%"


def cost_words(r: Reviewed) -> str:
    text = f"{percent(r.cost)} of a win"
    if r.points_cost is not None and r.points_cost >= 0.05 and r.points_word:
        text += f" and about {r.points_cost:.1f} {r.points_word}"
    return text


def sentence(game: str, r: Reviewed) -> str:
    played, _ = _move(game, r.played)
    if move_words(game, r.played).startswith("chooses ") and r.why_played:
        # "You chose Coin 6" alone does not say what for: a pistol burns it, a map plays it.
        played += f" ({r.why_played})"
    _, preferred = _move(game, r.preferred)
    why = f" ({r.why})" if r.why else ""
    return (
        f"Move {r.move_no}: you {played}; the coach prefers {preferred}{why}. "
        f"Estimated cost: {cost_words(r)}."
    )


def summary(review: Review) -> str:
    """One line on the whole round."""
    n = review.decisions
    if n == 0:
        return "You had no decision with a choice in this round: there is nothing to review."
    said = f"{n} decision" + ("" if n == 1 else "s")
    if not review.worst:
        return f"The coach finds no costly move among your {said} in this round."
    return (
        f"Over your {said} the estimated cost was {percent(review.average_cost)} of a win "
        f"per decision on average; the costliest:"
    )


def lines(game: str, review: Review) -> list[str]:
    return [summary(review)] + [sentence(game, r) for r in review.worst]
