"""The ``hard`` level of every game: ISMCTS over the game's own determinization and heuristic.

``HardBot`` sees what any bot sees (a view, the legal actions, an rng). It thinks for
``time_budget`` seconds (1.0 by default), or exactly ``iterations`` iterations, which makes its
moves repeat for a given rng. A forced move is played at once. A game may add an exact solver
for positions where a counting player knows every card (Xeri's last deal).

Importing this module registers ``hard`` for each game whose engine offers the search contract
(``determinize``; ``rollout_action`` is used when present). ``cardtui.bots.make`` imports it on
demand, so callers never need to.
"""

from __future__ import annotations

import math
import pickle
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .. import games
from ..core.bot import Bot
from ..core.protocol import Action, GameSpec, State, View
from ..i18n import _
from . import parallel, register
from .ismcts import ISMCTS, RACE_MIN, Evaluate, SearchResult

DEFAULT_TIME_BUDGET = 1.0

# solver(spec, view, legal_actions, deadline) -> the exact best action, or None to search.
# A deadline of None (fixed iterations) means: finish, so the move repeats for a seed.
Solver = Callable[[GameSpec, View, Sequence[Action], float | None], Action | None]


@dataclass(frozen=True)
class SearchSettings:
    """How the search is tuned for one game (see ISMCTS for the meaning of each knob)."""

    c: float = 0.7
    epsilon: float = 0.1
    cap: int | None = None
    depth: int | None = None
    paired: bool = False
    z: float = 1.5
    race_z: float | None = None
    race_min: int = RACE_MIN
    # With ``paired``: play the game's ``normal`` move unless the search shows a better one.
    overrule: bool = False
    evaluate: Evaluate | None = None
    solver: Solver | None = None
    # spec -> a determinize(view, rng) that adds what a player infers from the plays it saw
    inference: Callable[[GameSpec], Callable[[View, random.Random], State]] | None = None


def cards_race(state: Any) -> list[float]:
    """Hidden Unders at a rollout's cut-off: who is ahead in the race to shed cards.

    Seats already out keep their places; for the others each pair is scored by the logistic of
    their difference in cards left (hand, overs and unders), so a lead of three cards is worth
    about three quarters of a win against that seat. In [0, 1] like ``returns``.
    """
    n = state.players
    left = [float(state.cards_left(p)) for p in range(n)]
    for place, seat in enumerate(state.finish):
        left[seat] = -float(n - place)  # out earlier is better than out later
    out = []
    for i in range(n):
        total = 0.0
        for j in range(n):
            if j != i:
                total += 1.0 / (1.0 + math.exp((left[i] - left[j]) / RACE_SCALE))
        out.append(total / (n - 1))
    return out


RACE_SCALE = 2.7  # cards: a lead of 3 cards is worth a 0.75 chance against that seat


def hidden_unders_opening(
    spec: GameSpec, view: View, legal: Sequence[Action], deadline: float | None
) -> Action | None:
    """Hidden Unders' exchange before play (overs dealt face up): the normal player's steps
    to its best split. Every exchange can be undone by the next, so the search's noise, not
    evidence, picked among 17 near-equal moves, and a hard bot wandered from swap to swap."""
    if view.get("phase") != "exchange":
        return None
    return spec.bots["normal"](seed=0).choose(view, legal)


def game_settings(name: str) -> SearchSettings:
    """Per-game tuning, chosen with paired duels against ``normal`` (same deals, the hard bot
    in one seat against normal in that seat) and confirmed with ``cardtui arena``.

    Every game searches *paired* (all root moves on the same worlds, the same rollout luck)
    and lets the ``normal`` move stand unless the search shows a better one: unpaired ISMCTS
    at the same budget lost to ``normal`` in Xeri (0.44 over 200 rounds) and in Zirkhaki
    (points -9 a game), because noise, not evidence, picked its moves. Rollouts are the
    heuristic without noise, so the pairing holds.
    """
    if name == "xeri":
        from . import xeri_model, xeri_policy

        # Flat (depth 1) measured best here. Worlds are weighted by how well they explain the
        # others' lays this deal (inference from play: 0.570 -> 0.646 against normal over the
        # same 400 rounds at 300 iterations). The last deal is solved exactly, for the most
        # against the heuristic's replies without giving up a proven win (opponent-model
        # search: +0.021 +- 0.010 of a win over the same 800 rounds at 300 iterations).
        return SearchSettings(
            epsilon=0.0,
            depth=1,
            paired=True,
            overrule=True,
            solver=xeri_model.choose,
            inference=xeri_policy.policy_determinize,
        )
    if name == "hidden_unders":
        # Rounds can run long even under the heuristic: cap the rollout, evaluate the rest.
        return SearchSettings(
            epsilon=0.0,
            paired=True,
            overrule=True,
            cap=120,
            evaluate=cards_race,
            solver=hidden_unders_opening,
        )
    # Zirkhaki keeps its tree below the first move. Flat (each move, then normal's policy for
    # every seat) measured +0.051 +- 0.061 of a win over the same 400 rounds at 300 iterations
    # and 0.600 over 200 rounds at a second a move, against the tree's 0.609 over 400: no gain
    # shown. The all-seeing bound needs the tree: flat, it won 0.650 instead of 0.900.
    return SearchSettings(epsilon=0.0, paired=True, overrule=True)


class HardBot(Bot):
    """Information-set Monte Carlo tree search with the game's heuristic as its rollout policy."""

    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        spec: GameSpec,
        iterations: int | None = None,
        time_budget: float | None = None,
        settings: SearchSettings | None = None,
        pool: parallel.SearchPool | None = None,
    ) -> None:
        super().__init__(seed)
        self.seed = seed
        if iterations is not None and iterations < 1:
            raise ValueError(
                _("A hard bot needs at least one iteration, not {n}.").format(n=iterations)
            )
        if time_budget is not None and time_budget <= 0:
            raise ValueError(
                _("A hard bot needs a positive thinking time, not {seconds}.").format(
                    seconds=time_budget
                )
            )
        self.spec = spec
        self.iterations = iterations
        self.time_budget = DEFAULT_TIME_BUDGET if time_budget is None else time_budget
        self.settings = settings or SearchSettings()
        s = self.settings
        self.search = build_search(spec, s)
        # Worker processes to search with: this pool, else (when thinking by time) the pool
        # active in this process, if any; with neither the search runs here.
        self.pool = pool
        normal = spec.bots.get("normal") if s.overrule else None
        self.normal = normal(seed=seed) if normal is not None else None
        self.last: SearchResult | None = None  # the latest search, for benchmarks and tests
        self.last_source = ""  # "forced", "solver" or "search"

    @classmethod
    def for_game(cls, game: str, seed: int | None = None, **kwargs) -> HardBot:
        name = games.resolve(game)
        return cls(seed, spec=games.get(name), settings=game_settings(name), **kwargs)

    def with_settings(self, **changes) -> HardBot:
        """A copy with some search knobs changed (for tuning experiments)."""
        return type(self)(
            self.seed,
            spec=self.spec,
            iterations=self.iterations,
            time_budget=self.time_budget,
            settings=replace(self.settings, **changes),
            pool=self.pool,
        )

    def choose(
        self, view: View, legal_actions: Sequence[Action], rng: random.Random | None = None
    ) -> Action:
        rng = rng or self.rng
        self.last = None
        # The order in which the engine lists one's own moves is no information: sort it away,
        # so that the move depends on the view and the set of legal moves alone.
        legal_actions = sorted(legal_actions, key=_code)
        if len(legal_actions) == 1:
            self.last_source = "forced"
            return legal_actions[0]
        start = time.perf_counter()
        solver = self.settings.solver
        if solver is not None:
            # The solver gets half the budget; if it cannot finish, the search gets the rest.
            deadline = start + self.time_budget / 2 if self.iterations is None else None
            found = solver(self.spec, view, legal_actions, deadline)
            if found is not None:
                self.last_source = "solver"
                return found
        self.last_source = "search"
        default = self.normal.choose(view, legal_actions, rng) if self.normal else None
        remaining = max(self.time_budget - (time.perf_counter() - start), 0.01)
        pool = self.pool or (parallel.current() if self.iterations is None else None)
        if pool is not None:
            try:
                return self._search_with(pool, view, legal_actions, rng, remaining, default)
            except parallel.PoolClosed:
                # The table is going away: nobody waits for this move any more.
                self.last_source = "cancelled"
                return default if default is not None else legal_actions[0]
            except (RuntimeError, pickle.PicklingError, AttributeError, TypeError):
                pass  # a worker failed, or these settings cannot travel: search here
        self.last = self.search.run(
            view,
            legal_actions,
            rng,
            iterations=self.iterations,
            time_budget=remaining,
            default=default,
        )
        return self.last.action

    def _search_with(
        self,
        pool: parallel.SearchPool,
        view: View,
        legal: list[Action],
        rng: random.Random,
        budget: float,
        default: Action | None,
    ) -> Action:
        job = parallel.Job(
            self.spec.name, self.settings, view, legal, 0, self.iterations, budget, default
        )
        pickle.dumps(job)  # everything must travel before any worker is asked
        stats = pool.explore(job, rng)
        self.last = self.search.decide(stats, legal, default)
        return self.last.action


def build_search(spec: GameSpec, s: SearchSettings) -> ISMCTS:
    """The search a hard bot with settings ``s`` runs (also built in search workers)."""
    return ISMCTS(
        spec,
        c=s.c,
        epsilon=s.epsilon,
        cap=s.cap,
        depth=s.depth,
        paired=s.paired,
        z=s.z,
        race_z=s.race_z,
        race_min=s.race_min,
        evaluate=s.evaluate,
        determinize=s.inference(spec) if s.inference else None,
    )


def _code(action: Action) -> str:
    return action.code


def search_ready(spec: GameSpec) -> bool:
    """Does the game's engine offer what the search needs (a ``determinize``)?"""
    return type(spec).determinize is not GameSpec.determinize


def _register_all() -> None:
    for name in games.all():
        if search_ready(games.get(name)):
            register(name, "hard", _factory(name))


def _factory(name: str) -> Callable[..., Bot]:
    def make_hard(seed: int | None = None, **kwargs) -> Bot:
        return HardBot.for_game(name, seed, **kwargs)

    return make_hard


_register_all()
