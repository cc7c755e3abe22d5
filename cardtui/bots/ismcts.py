"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS), for any game.

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG 2012).
One tree over the searcher's information sets; every iteration

1. samples a world consistent with the searcher's view: ``spec.determinize(view, rng)``;
2. walks down the tree with UCB, choosing only among actions legal in *this* world, and uses
   each child's *availability* count (how often it could have been chosen) in place of the
   parent's visits: a subset-armed bandit;
3. expands one untried action;
4. plays the world out with the game's own heuristic (``spec.rollout_action``) plus a little
   randomness, up to a cap of plies, where an evaluation stands in for the end of the round;
5. backs the result up: each node keeps the reward of the seat that made its move.

The search reads nothing but the view it is given: every world comes from ``determinize``, so
hidden cards it has not seen cannot steer it (tests/bots check this by swapping hidden cards).
Worlds are stepped with ``state.step`` (no validation, no events), the engines' fast path.

Tree edges are keyed by (seat to move, action code): codes are stable across worlds, and a seat
in the key keeps two seats' statistics apart when chance (a bust, a burn) changes who moves
after the same public history.

Against a strong heuristic, plain ISMCTS at a playable budget mostly adds noise: the value gaps
between sensible moves are smaller than the sampling error. The ``paired`` mode (common random
numbers) and the ``default`` move (the heuristic's choice, overruled only on evidence) turn the
same search into a policy improvement step over that heuristic; see :class:`ISMCTS`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core.protocol import Action, GameSpec, State, View

Evaluate = Callable[[State], Sequence[float]]
# A paired race pooled across searches: a batch's gains over the default by action code in,
# the pooled [worlds, sum, sum of squares] per code out (see ``ISMCTS.explore``).
Share = Callable[[dict[str, float]], dict[str, Sequence[float]]]
RACE_MIN = 8  # worlds a move gets before it can be dropped as clearly worse than the default


class Node:
    """One edge of the tree: the move ``player`` made to get here, and what followed it."""

    __slots__ = ("avail", "kids", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.kids: dict[int, dict[str, Node]] = {}


@dataclass
class SearchResult:
    """What one search found: the chosen action and the root statistics behind it."""

    action: Action
    iterations: int
    seconds: float
    # action code -> (visits, mean reward for the searcher)
    stats: dict[str, tuple[int, float]] = field(default_factory=dict)
    # paired search with a default move: action code -> (mean gain over the default, its
    # standard error), both measured on the same worlds
    gains: dict[str, tuple[float, float]] = field(default_factory=dict)
    workers: int = 1  # processes that searched (root-parallel search merges their roots)

    @property
    def rate(self) -> float:
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


@dataclass
class RootStats:
    """The root of one search, before any move is chosen: what root-parallel search sends
    back from each worker and adds up (``merge``) before choosing.

    ``visits[code]`` and ``rewards[code]``: the searcher's root edges (visits, summed reward);
    ``gains[code]``: paired search's [worlds, sum, sum of squares] of the gain over the
    default move.
    """

    visits: dict[str, int] = field(default_factory=dict)
    rewards: dict[str, float] = field(default_factory=dict)
    gains: dict[str, list[float]] = field(default_factory=dict)
    iterations: int = 0
    seconds: float = 0.0
    workers: int = 1

    @classmethod
    def merge(cls, parts: Sequence[RootStats], seconds: float | None = None) -> RootStats:
        """The statistics of several independent searches of the same view, added up."""
        out = cls(workers=0)
        for part in parts:
            for code, n in part.visits.items():
                out.visits[code] = out.visits.get(code, 0) + n
                out.rewards[code] = out.rewards.get(code, 0.0) + part.rewards[code]
            for code, acc in part.gains.items():
                mine = out.gains.setdefault(code, [0, 0.0, 0.0])
                for i in range(3):
                    mine[i] += acc[i]
            out.iterations += part.iterations
            out.workers += part.workers
            out.seconds = max(out.seconds, part.seconds)
        if seconds is not None:
            out.seconds = seconds
        return out


def mean_and_error(n: float, total: float, squares: float) -> tuple[float, float]:
    """The mean of ``n`` gains (n >= 2) from their sum and sum of squares, and its standard
    error: what the race and the overruling of the default judge moves by."""
    mean = total / n
    return mean, math.sqrt(max(squares / n - mean * mean, 0.0) / (n - 1))


def score_rank_evaluation(state: State) -> list[float]:
    """A neutral evaluation for a cut-off rollout: each seat's standing by the running scores,
    1 for the clear leader, 0 for the clear last, shared on ties (in [0, 1] like ``returns``)."""
    scores = state.scores()
    n = len(scores)
    if n < 2:
        return [0.5] * n
    out = []
    for s in scores:
        below = sum(1 for t in scores if t < s)
        level = sum(1 for t in scores if t == s) - 1
        out.append((below + 0.5 * level) / (n - 1))
    return out


class ISMCTS:
    """The search, configured once per game and reused for every decision.

    ``c`` is the UCB exploration constant (rewards lie in [0, 1]); ``epsilon`` the chance that a
    rollout ply is a uniformly random legal action instead of the heuristic's; ``cap`` the most
    plies a rollout may take before ``evaluate`` scores the position (None: play to the end);
    ``depth`` the deepest the tree grows (None: no limit; 1 is flat Monte Carlo at the root).
    ``determinize`` replaces ``spec.determinize`` (a game may sharpen it with inferences).

    ``paired`` plays every root action in each sampled world, each with the same rollout seed
    (common random numbers): the actions are then compared on the same deals and the same luck,
    which removes most of the noise from their differences. The move is then the best mean;
    or, given a ``default`` move (the game's heuristic), the default unless another move beats
    it on the same worlds by more than ``z`` standard errors: the search then only overrules
    the heuristic where it has the evidence, instead of wherever noise points. Moves already
    clearly worse than the default (by ``race_z`` standard errors, ``z`` unless given, after
    ``race_min`` worlds) get no more worlds, so the budget goes to the moves still in the
    race; once none is left the search stops early.
    """

    def __init__(
        self,
        spec: GameSpec,
        *,
        c: float = 0.7,
        epsilon: float = 0.1,
        cap: int | None = None,
        depth: int | None = None,
        paired: bool = False,
        z: float = 1.5,
        race_z: float | None = None,
        race_min: int = RACE_MIN,
        evaluate: Evaluate | None = None,
        rollout: Callable[[State, random.Random], Action] | None = None,
        determinize: Callable[[View, random.Random], State] | None = None,
    ) -> None:
        self.spec = spec
        self.c = c
        self.epsilon = epsilon
        self.cap = cap
        self.depth = depth
        self.paired = paired
        self.z = z
        self.race_z = z if race_z is None else race_z
        self.race_min = race_min
        self.evaluate = evaluate or getattr(spec, "evaluate", None) or score_rank_evaluation
        self.rollout = rollout or getattr(spec, "rollout_action", None)
        self.determinize = determinize or spec.determinize

    def run(
        self,
        view: View,
        legal_actions: Sequence[Action],
        rng: random.Random,
        *,
        iterations: int | None = None,
        time_budget: float = 1.0,
        default: Action | None = None,
    ) -> SearchResult:
        """Search from ``view`` and return the best of ``legal_actions``.

        With ``iterations`` the search is a fixed amount of work, so the same rng state gives the
        same move; otherwise it stops before ``time_budget`` seconds have passed.
        """
        stats = self.explore(
            view,
            legal_actions,
            rng,
            iterations=iterations,
            time_budget=time_budget,
            default=default,
        )
        return self.decide(stats, legal_actions, default)

    def explore(
        self,
        view: View,
        legal_actions: Sequence[Action],
        rng: random.Random,
        *,
        iterations: int | None = None,
        time_budget: float = 1.0,
        default: Action | None = None,
        share: Share | None = None,
    ) -> RootStats:
        """The search itself (see ``run``): the root statistics, no move chosen yet.

        ``share`` pools the race of a paired search with other searches of the same view
        running at the same time (root-parallel workers): it receives each batch's gains over
        the default and answers the pooled totals, and moves are dropped on the pooled
        evidence, so the searches settle together instead of one idling while another runs on.
        """
        if not legal_actions:
            raise ValueError("There is nothing to choose from: the list of legal actions is empty.")
        start = time.perf_counter()
        root = Node(view.player)
        # paired search: action code -> [worlds, sum of gains over the default, sum of squares]
        gains: dict[str, list[float]] = {}
        base = default.code if default is not None else None
        dropped: set[str] = set()  # moves the race has ruled out

        def batch() -> int:
            if not self.paired:
                self._simulate(root, self.determinize(view, rng), rng, None)
                return 1
            return self._paired_batch(root, view, rng, gains, base, dropped, share)

        # Once the race has ruled out every move but the default there is nothing left to learn.
        settled = max(len(legal_actions) - 1, 1)
        done = 0
        if iterations is not None:
            while done < iterations and len(dropped) < settled:
                done += batch()
        else:
            # Stop when one more batch (at the mean pace so far, with slack) would overrun;
            # keep back 2% for what follows the loop (freeing the tree, picking the move).
            deadline = start + time_budget * 0.98
            batches = 0
            while True:
                done += batch()
                batches += 1
                now = time.perf_counter()
                if now + 1.5 * (now - start) / batches >= deadline or len(dropped) >= settled:
                    break
        kids = root.kids.get(view.player, {})
        stats = RootStats(iterations=done, gains=gains)
        for code, n in kids.items():
            if n.visits:
                stats.visits[code] = n.visits
                stats.rewards[code] = n.reward
        stats.seconds = time.perf_counter() - start
        return stats

    def decide(
        self, stats: RootStats, legal: Sequence[Action], default: Action | None = None
    ) -> SearchResult:
        """The move the root statistics (of one search, or several merged) point to."""
        means = {code: (n, stats.rewards[code] / n) for code, n in stats.visits.items()}
        best = legal[0]
        best_key = (-1.0, -1.0)
        for a in legal:  # legal order breaks ties, so the choice never depends on dict order
            visits, mean = means.get(a.code, (0, -1.0))
            key = (mean, visits) if self.paired else (visits, mean)
            if key > best_key:
                best, best_key = a, key
        result = SearchResult(best, stats.iterations, stats.seconds, means, workers=stats.workers)
        if default is not None and self.paired:
            self._overrule(result, legal, default, stats.gains)
        return result

    def _overrule(
        self,
        result: SearchResult,
        legal: Sequence[Action],
        default: Action,
        gains: dict[str, list[float]],
    ) -> None:
        """Keep the default move unless another beat it clearly on the same worlds."""
        best, best_gain = default, 0.0
        for a in legal:
            n, total, squares = gains.get(a.code, (0, 0.0, 0.0))
            if n < 2 or a.code == default.code:
                continue
            mean, se = mean_and_error(n, total, squares)
            result.gains[a.code] = (mean, se)
            if mean - self.z * se > 0.0 and mean > best_gain:
                best, best_gain = a, mean
        result.action = best

    def _paired_batch(
        self,
        root: Node,
        view: View,
        rng: random.Random,
        gains: dict[str, list[float]],
        base: str | None,
        dropped: set[str],
        share: Share | None = None,
    ) -> int:
        world = self.determinize(view, rng)
        seed = rng.getrandbits(64)
        me = view.player
        actions = [a for a in world.legal_actions() if a.code not in dropped]
        rewards = {}
        for a in actions:
            rewards[a.code] = self._simulate(root, world.clone(), random.Random(seed), a)[me]
        if base is not None and base in rewards:
            self._race(rewards, base, gains, dropped, share)
        return len(actions)

    def _race(
        self,
        rewards: dict[str, float],
        base: str,
        gains: dict[str, list[float]],
        dropped: set[str],
        share: Share | None,
    ) -> None:
        """Add one world's gains over the default to ``gains`` and stop spending worlds on
        moves already clearly worse (racing), judged on the evidence ``share`` pools when
        given, else on this search's own."""
        ref = rewards[base]
        batch = {} if share is not None else None
        for code, r in rewards.items():
            d = r - ref
            acc = gains.get(code)
            if acc is None:
                acc = gains[code] = [0, 0.0, 0.0]
            acc[0] += 1
            acc[1] += d
            acc[2] += d * d
            if batch is not None:
                batch[code] = d
        pooled = gains if batch is None else share(batch)
        z = self.race_z
        least = self.race_min
        for code in rewards:
            acc = pooled.get(code) or gains[code]
            n = acc[0]
            if n >= least and code != base:
                mean, se = mean_and_error(n, acc[1], acc[2])
                if mean + z * se < 0.0:
                    dropped.add(code)

    def _simulate(
        self, root: Node, state: State, rng: random.Random, first: Action | None
    ) -> Sequence[float]:
        """One descent through the tree (starting with ``first`` if given), a rollout, and the
        backup of its result, which it returns."""
        node = root
        path = [root]
        c = self.c
        log = math.log
        sqrt = math.sqrt
        depth = self.depth if self.depth is not None else 1 << 30
        if first is not None:
            p = state.current_player
            kids = root.kids.setdefault(p, {})
            node = kids.get(first.code)
            if node is None:
                node = kids[first.code] = Node(p)
            else:
                node.avail += 1
            path.append(node)
            state.step(first)
        # Selection and expansion.
        while not state.is_over and len(path) <= depth:
            p = state.current_player
            legal = state.legal_actions()
            kids = node.kids.get(p)
            if kids is None:
                kids = node.kids[p] = {}
            untried = None
            present = []
            for a in legal:
                child = kids.get(a.code)
                if child is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                else:
                    child.avail += 1
                    present.append((child, a))
            if untried is not None:
                a = untried[0] if len(untried) == 1 else untried[int(rng.random() * len(untried))]
                child = kids[a.code] = Node(p)
                path.append(child)
                state.step(a)
                break
            best = best_action = None
            best_value = -1.0
            for child, a in present:
                value = child.reward / child.visits + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best, best_value, best_action = child, value, a
            node = best
            path.append(node)
            state.step(best_action)
        # Rollout.
        if not state.is_over:
            self._rollout(state, rng)
        result = state.returns() if state.is_over else self.evaluate(state)
        # Backpropagation: each node scores the move of the seat that made it.
        root.visits += 1
        for node in path[1:]:
            node.visits += 1
            node.reward += result[node.player]
        return result

    def _rollout(self, state: State, rng: random.Random) -> None:
        policy = self.rollout
        eps = self.epsilon if policy is not None else 1.0
        cap = self.cap if self.cap is not None else 1 << 30
        rand = rng.random
        step = state.step
        plies = 0
        while plies < cap and not state.is_over:
            if rand() < eps:
                legal = state.legal_actions()
                a = legal[int(rand() * len(legal))]
            else:
                a = policy(state, rng)
            step(a)
            plies += 1
