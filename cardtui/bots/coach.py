"""The coach: for every move the player can make now, what the hard bot's search expects of it.

:func:`advise` runs the hard bot's search (:mod:`cardtui.bots.ismcts`, tuned per game by
:func:`cardtui.bots.hard.game_settings`: the same determinization, inference, rollout policy,
cut-off and evaluation) from one seat's view, *paired*: in every sampled world each legal move is
played, all with the same rollout luck, so the moves are compared on the same deals. It never
races moves out (a coach shows every move, so each gets every world), and it does not keep the
``normal`` move by default as the hard bot does: the best move is simply the one the search
values most.

It reads a :class:`~cardtui.core.protocol.View` and nothing else: every world comes from
``determinize(view, rng)``, so two deals the seat cannot tell apart get identical advice for a
seed (tests/bots/test_coach.py checks it).

A fixed number of iterations (the default, per game, about one second on a 2-core machine)
gives the same advice for a seed; ``time_budget`` thinks by the clock instead. ``should_stop``
is asked between worlds: when it answers True (the turn moved on) the search ends at once with
:class:`Cancelled`, so a UI worker never waits for advice nobody will read.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..core.protocol import Action, GameSpec, State, View
from ..i18n import _
from .hard import game_settings
from .ismcts import ISMCTS, Node

# Iterations (one rollout each: a world costs one per legal move) for about one second at most
# (nine decisions in ten; half a second typically) in one process on the project's 2-core
# machine: measured as process CPU time over 30 positions per game from bot rounds, under load
# (wall-clock time was three times that); ``cardtui bench --coach`` prints the coach's time.
DEFAULT_ITERATIONS = {"xeri": 5000, "hidden_unders": 2400, "zirkhaki": 3000}
FALLBACK_ITERATIONS = 1000
MIN_WORLDS = 2  # every move is judged on at least this many worlds, whatever the budget


class Cancelled(Exception):
    """The caller's ``should_stop`` answered True: the advice was abandoned."""


@dataclass(frozen=True)
class Choice:
    """What the search expects of one move, for the seat it advises.

    ``win``: the estimated chance that the seat (its side, in partnerships) wins the round if it
    plays this move now and the round is then played out by the game's heuristic policy (the
    hard bot's rollouts) in deals consistent with the seat's view. A round every seat shares
    counts half; a rollout the search cuts off (Hidden Unders' long rounds) counts the game's
    evaluation of the position (the chance of being ahead in the race to go out) instead.
    ``points``: the seat's expected points for the round where the game scores them (Xeri and
    Zirkhaki: round points; Hidden Unders: penalty cards under that scoring), else None.
    ``value``: the search's own mean reward (what the hard bot maximises; Xeri mixes the win
    with the point margin). ``worlds``: the sampled deals the move was played in.
    """

    action: Action
    win: float
    points: float | None
    value: float
    worlds: int
    best: bool = False


@dataclass(frozen=True)
class Advice:
    """The coach's answer: every legal move, best first (``choices[0]`` is marked best)."""

    seat: int
    choices: tuple[Choice, ...]
    iterations: int
    seconds: float
    points_word: str | None  # what ``Choice.points`` counts ("points", "penalty cards")

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def of(self, action: Action | str) -> Choice:
        code = action if isinstance(action, str) else action.code
        for c in self.choices:
            if c.action.code == code:
                return c
        raise KeyError(code)


def default_iterations(game: str) -> int:
    return DEFAULT_ITERATIONS.get(game, FALLBACK_ITERATIONS)


def points_word(spec: GameSpec, view: View) -> str | None:
    """What the round's points are called in this game, or None where it scores none."""
    if spec.name == "hidden_unders":
        options = view.get("options") or {}
        return "penalty cards" if options.get("scoring") == "penalty_cards" else None
    if spec.name in ("xeri", "zirkhaki"):
        return "points"
    return None


def advise(
    spec: GameSpec,
    view: View,
    legal_actions: Sequence[Action],
    *,
    seed: int,
    iterations: int | None = None,
    time_budget: float | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Advice:
    """Advice for the seat of ``view`` over ``legal_actions`` (its moves now).

    With neither ``iterations`` nor ``time_budget`` the game's default iterations are used;
    with ``time_budget`` alone the search stops before that many seconds. Raises
    :class:`Cancelled` as soon as ``should_stop()`` is true, and ValueError for no moves.
    """
    if not legal_actions:
        raise ValueError("There is nothing to advise on: the seat has no moves now.")
    if iterations is not None and iterations < 1:
        raise ValueError(_("The coach needs at least one iteration, not {n}.").format(n=iterations))
    if time_budget is not None and time_budget <= 0:
        raise ValueError(
            _("The coach needs a positive thinking time, not {seconds}.").format(
                seconds=time_budget
            )
        )
    # The engine's order of one's own moves is no information (as for the hard bot).
    legal = sorted(legal_actions, key=_code)
    if iterations is None and time_budget is None:
        iterations = default_iterations(spec.name)
    search = CoachSearch.for_spec(spec)
    tally = search.explore_all(
        view, legal, random.Random(seed), iterations, time_budget, should_stop
    )
    word = points_word(spec, view)
    choices = []
    for a in legal:
        n, reward, win, points = tally.totals.get(a.code, (0, 0.0, 0.0, 0.0))
        if n == 0:  # no world allowed it (cannot happen with a faithful determinize)
            choices.append(Choice(a, 0.0, None, 0.0, 0))
            continue
        choices.append(Choice(a, win / n, points / n if word else None, reward / n, n))
    # Best value first; then the better win chance, the more points (a round lost either way
    # still counts in a match); then the code, so ties never depend on luck.
    # Penalty cards count against the seat: fewer is better.
    sign = -1.0 if word == "penalty cards" else 1.0
    order = sorted(range(len(choices)), key=lambda i: rank_key(choices[i], i, sign))
    ranked = [choices[i] for i in order]
    ranked[0] = replace(ranked[0], best=True)
    return Advice(view.player, tuple(ranked), tally.iterations, tally.seconds, word)


@dataclass
class Tally:
    """Per move code: [worlds, summed reward, summed win, summed points]."""

    totals: dict[str, list[float]]
    iterations: int = 0
    seconds: float = 0.0


class CoachSearch(ISMCTS):
    """The hard bot's search, paired, that also records for every root move the round's
    outcome for the searcher (win and points), besides the reward it backs up."""

    @classmethod
    def for_spec(cls, spec: GameSpec) -> CoachSearch:
        s = game_settings(spec.name)
        return cls(
            spec,
            c=s.c,
            epsilon=s.epsilon,
            cap=s.cap,
            depth=s.depth,
            paired=True,
            z=s.z,
            evaluate=s.evaluate,
            determinize=s.inference(spec) if s.inference else None,
        )

    def explore_all(
        self,
        view: View,
        legal: Sequence[Action],
        rng: random.Random,
        iterations: int | None,
        time_budget: float | None,
        should_stop: Callable[[], bool] | None,
    ) -> Tally:
        start = time.perf_counter()
        self._me = view.player
        self._tally = tally = Tally({})
        root = Node(view.player)
        deadline = None if time_budget is None else start + time_budget * 0.98
        worlds = 0
        done = 0
        while True:
            if should_stop is not None and should_stop():
                raise Cancelled(_("The coach was stopped: the turn moved on."))
            # No default move: nothing is raced out, every move is played in every world.
            done += self._paired_batch(root, view, rng, {}, None, set())
            worlds += 1
            if worlds < MIN_WORLDS:
                continue
            if iterations is not None and done >= iterations:
                break
            if deadline is not None:
                now = time.perf_counter()
                if now + 1.5 * (now - start) / worlds >= deadline:
                    break
        tally.iterations = done
        tally.seconds = time.perf_counter() - start
        return tally

    def _simulate(self, root: Node, state: State, rng: random.Random, first: Action | None):
        result = super()._simulate(root, state, rng, first)
        if first is not None:  # a root move: ``state`` is now where its rollout ended
            me = self._me
            acc = self._tally.totals.get(first.code)
            if acc is None:
                acc = self._tally.totals[first.code] = [0, 0.0, 0.0, 0.0]
            acc[0] += 1
            acc[1] += result[me]
            acc[2] += win_share(state, me) if state.is_over else self.evaluate(state)[me]
            acc[3] += state.scores()[me]
        return result


def win_share(state: State, me: int) -> float:
    """1 if ``me`` (or its side) won the finished round, 0 if not, 0.5 when every seat ties."""
    won = state.winners()
    if len(won) == state.players:
        return 0.5
    return 1.0 if me in won else 0.0


def reasons(spec: GameSpec, view: View, advice: Advice, top: int = 3) -> dict[str, str]:
    """The game's one-sentence reason (``games/<game>/coach_words.why``) for each of the
    ``top`` best moves, by action code; empty for a game that has no coach words."""
    try:
        words = importlib.import_module(f"cardtui.games.{spec.name}.coach_words")
    except ModuleNotFoundError:
        return {}
    return {c.action.code: words.why(view, c.action) for c in advice.choices[:top]}


def rank_key(c: Choice, i: int, sign: float = 1.0) -> tuple:
    """Sort key of a move (``i``: its place in the legal list sorted by code): best first;
    ``sign`` -1 where points count against the seat (penalty cards)."""
    return (-c.value, -c.win, -sign * (c.points or 0.0), i)


def _code(action: Action) -> str:
    return action.code
