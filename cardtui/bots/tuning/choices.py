"""Benchmark (a command, never a test): how good the hard bot's choices are against the truth.

    python -m cardtui.bots.tuning.choices xeri --positions 400 --variant race_z=2.5

Whole rounds decide a win rate only after hundreds of rounds, because each round sums many
choices and much luck. This measures the choices one at a time instead. Positions come from
seeded heads-up rounds between ``normal`` players; at each, every legal move is played in the
*true* state and the round played out by the rollout policy (``normal``'s heuristic, without
noise: in Xeri that playout is exact, one per move). The value of a choice is that playout's
result for the chooser. The true state is one draw from what the chooser cannot see, so the
mean value of a bot's choices over many positions is a fair estimate of how good its choices
are, and two bots compared on the same positions differ only where their choices do.

Rows: ``normal``'s choice, the hard bot's (as shipped, then each ``--variant`` of its search
settings, ``name=value`` pairs joined by commas), and the best move in the true state (what an
all-seeing player would pick). Each searching row thinks for ``--time-budget`` seconds on one
core, so the early stop of the search's race counts as it does in play; positions are shared
out over ``--jobs`` processes.
"""

from __future__ import annotations

import argparse
import math
import random
from dataclasses import fields

from ... import games
from ...core.protocol import State
from ..arena import pool_context
from ..hard import HardBot, SearchSettings
from .walk import normal_choices

# The search settings a variant may change: the numeric ones (with ``from __future__ import
# annotations`` a field's type is its text).
NUMBERS = {
    f.name: f.type for f in fields(SearchSettings) if f.type.split(" |")[0] in {"int", "float"}
}

_POSITIONS: list[tuple[State, dict[str, float]]] = []


def positions(game: str, count: int, seed: int) -> list[tuple[State, dict[str, float]]]:
    """Up to ``count`` (true state, value of each legal move) where the mover has a choice."""
    spec = games.get(game)
    out: list[tuple[State, dict[str, float]]] = []
    for state, view, legal in normal_choices(spec, seed):
        if len(out) == count:
            break
        if len(legal) > 1:
            out.append((state.clone(), values(spec, state, legal, view.player)))
    return out


def values(spec, state: State, legal, p: int) -> dict[str, float]:
    """Each move's playout value for seat ``p`` in the true state (the same rollout luck)."""
    policy = spec.rollout_action
    out = {}
    for a in legal:
        s = state.clone()
        s.step(a)
        rng = random.Random(0)
        while not s.is_over:
            s.step(policy(s, rng))
        out[a.code] = s.returns()[p]
    return out


def _init(game: str, count: int, seed: int) -> None:
    _POSITIONS[:] = positions(game, count, seed)


def _choose(task: tuple[str, int, str, float, int]) -> tuple[str, float, int, str]:
    """(chosen code, seconds, iterations, source) for one position and one row."""
    game, index, variant, budget, seed = task
    state, _ = _POSITIONS[index]
    p = state.current_player
    view = state.view(p)
    legal = state.legal_actions()
    rng = random.Random(seed * 1_000_003 + index)
    if variant == "normal":
        bot = games.get(game).bots["normal"](seed=1)
        return bot.choose(view, legal, rng).code, 0.0, 0, "normal"
    bot = HardBot.for_game(game, seed, time_budget=budget)
    if variant != "hard":
        bot = bot.with_settings(**parse_variant(variant))
    code = bot.choose(view, legal, rng).code
    last = bot.last
    return code, last.seconds if last else 0.0, last.iterations if last else 0, bot.last_source


def parse_variant(text: str) -> dict[str, float | int]:
    """``race_z=2.5,race_min=30`` -> the SearchSettings changes (numeric settings only)."""
    out: dict[str, float | int] = {}
    for pair in text.split(","):
        name, _, value = pair.partition("=")
        if name not in NUMBERS:
            raise SystemExit(f"{name!r} is not a search setting ({', '.join(sorted(NUMBERS))}).")
        try:
            number = float(value)
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise SystemExit(f"{name} needs a finite number, not {value!r}.")
        if NUMBERS[name].startswith("int"):
            if not number.is_integer():
                raise SystemExit(f"{name} needs a whole number, not {value!r}.")
            out[name] = int(number)
        else:
            out[name] = number
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtui.bots.tuning.choices")
    parser.add_argument("game")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=900)
    parser.add_argument("--time-budget", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", action="append", default=[])
    args = parser.parse_args(argv)
    if not (math.isfinite(args.time_budget) and args.time_budget > 0):
        parser.error(f"--time-budget needs a positive number of seconds, not {args.time_budget}")
    if args.positions < 1 or args.jobs < 1:
        parser.error("--positions and --jobs need at least 1")
    game = games.resolve(args.game)
    spots = positions(game, args.positions, args.seed)
    rows = ["normal", "hard", *args.variant]
    for v in args.variant:
        parse_variant(v)  # a typo stops here, before any search
    tasks = [(game, i, row, args.time_budget, 1) for row in rows for i in range(len(spots))]
    with pool_context().Pool(args.jobs, _init, (game, args.positions, args.seed)) as pool:
        answers = pool.map(_choose, tasks, chunksize=4)
    n = len(spots)
    best = [max(v.values()) for _, v in spots]
    chosen = {row: answers[k * n : (k + 1) * n] for k, row in enumerate(rows)}
    base = [spots[i][1][chosen["hard"][i][0]] for i in range(n)]
    print(f"{game}: {n} positions (seed {args.seed}), {args.time_budget} s a search, one core")
    print(f"  {'all-seeing best':32s} mean value {sum(best) / n:.4f}")
    for row in rows:
        got = [spots[i][1][chosen[row][i][0]] for i in range(n)]
        diff = [g - b for g, b in zip(got, base, strict=True)]
        m = sum(diff) / n
        sd = math.sqrt(sum((d - m) ** 2 for d in diff) / max(n - 1, 1))
        same = sum(1 for i in range(n) if chosen[row][i][0] == chosen["hard"][i][0]) / n
        searched = [c for c in chosen[row] if c[3] == "search"]
        secs = sum(c[1] for c in searched) / max(len(searched), 1)
        its = sum(c[2] for c in searched) / max(len(searched), 1)
        print(
            f"  {row:32s} mean value {sum(got) / n:.4f}  against hard {m:+.4f} "
            f"± {1.96 * sd / math.sqrt(n):.4f}  same move {same:.2f}  "
            f"{secs:.2f} s, {its:.0f} iterations a search"
        )


if __name__ == "__main__":
    main()
