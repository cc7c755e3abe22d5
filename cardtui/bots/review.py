"""The review after a round: the seat's costliest decisions, by the coach's estimate.

:func:`decisions` walks a round's moves (any iterable of steps with ``match``, ``seat``,
``code``, ``round_no`` and ``move_no``, as ``store.saves.SaveGame.steps`` gives them) and keeps,
for each move the reviewed seat made with a real choice, only what that seat knew then: its
view and its own legal moves. :func:`review` asks the coach (:func:`cardtui.bots.coach.advise`)
about each and ranks them by what the move played cost against the coach's best move. The
review never holds the state itself, so it can use no card the seat had not seen (a test swaps
the unseen cards and gets the same review).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..core.protocol import Action, GameSpec, View
from .coach import Advice, advise

MOST = 5  # the review lists at most this many decisions


@dataclass(frozen=True)
class Decision:
    """One move of the reviewed seat where it had more than one legal move."""

    round_no: int
    move_no: int  # within the round, from 1 (as the replay counts)
    view: View  # what the seat knew before the move
    legal: tuple[Action, ...]
    played: str  # the action code played


@dataclass(frozen=True)
class Reviewed:
    """One decision judged: the played move against the coach's best."""

    round_no: int
    move_no: int
    played: str  # action codes: the screens put them in the game's words
    preferred: str
    cost: float  # the best move's win chance minus the played move's, 0..1
    points_cost: float | None  # the same in the game's points (None where it scores none)
    points_word: str | None
    why: str  # the coach's sentence for its preferred move
    why_played: str  # and for the move played


@dataclass(frozen=True)
class Review:
    seat: int
    decisions: int  # the decisions with a choice that were judged
    worst: tuple[Reviewed, ...]  # the costliest, at most MOST, costliest first
    average_cost: float  # mean win-chance cost per decision (0 for a perfect round)


def decisions(steps: Iterable, seat: int, round_no: int | None = None) -> list[Decision]:
    """The seat's decisions with a choice, in ``round_no`` only (every round if None). Each
    holds the seat's own view, never the state."""
    out = []
    for step in steps:
        if step.seat != seat or (round_no is not None and step.round_no != round_no):
            continue
        state = step.match.state
        legal = tuple(state.legal_actions())
        if len(legal) < 2:
            continue  # nothing to choose: nothing to review
        out.append(Decision(step.round_no, step.move_no, state.view(seat), legal, step.code))
    return out


def review(
    spec: GameSpec,
    seat: int,
    found: Sequence[Decision],
    *,
    seed: int = 0,
    iterations: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Judge each decision with the coach (seeded per decision, so the review repeats for a
    seed) and keep the costliest. ``progress(done, total)`` is told after each decision."""
    judged = []
    total = 0.0
    for i, d in enumerate(found):
        advice = advise(
            spec,
            d.view,
            d.legal,
            seed=seed * 1_000_003 + d.round_no * 1000 + d.move_no,
            iterations=iterations,
            should_stop=should_stop,
        )
        r = judge(spec, d, advice)
        total += r.cost
        if r.preferred != r.played and (r.cost > 0 or (r.points_cost or 0) > 0):
            judged.append(r)
        if progress is not None:
            progress(i + 1, len(found))
    judged.sort(key=lambda r: (-r.cost, -(r.points_cost or 0.0), r.round_no, r.move_no))
    average = total / len(found) if found else 0.0
    return Review(seat, len(found), tuple(judged[:MOST]), average)


def judge(spec: GameSpec, d: Decision, advice: Advice) -> Reviewed:
    best = advice.best
    played = advice.of(d.played)
    points_cost = None
    if advice.points_word is not None and best.points is not None and played.points is not None:
        sign = -1.0 if advice.points_word == "penalty cards" else 1.0
        points_cost = max(0.0, sign * (best.points - played.points))
    return Reviewed(
        d.round_no,
        d.move_no,
        d.played,
        best.action.code,
        max(0.0, best.win - played.win),
        points_cost,
        advice.points_word,
        _why(spec, d.view, best.action),
        _why(spec, d.view, played.action),
    )


def _why(spec: GameSpec, view: View, action: Action) -> str:
    """The game's coach sentence for ``action`` (as ``coach.reasons`` gives it)."""
    try:
        words = importlib.import_module(f"cardtui.games.{spec.name}.coach_words")
    except ModuleNotFoundError:
        return ""
    return words.why(view, action)
