"""Is the coach right? ``cardtui bench --coach`` measures it, per game.

*Agreement*: positions are taken from seeded normal-vs-normal rounds (decisions with a real
choice); at each the coach's best move is compared with the best move of the same search at
``factor`` times its budget (another seed, the same view). It reports the agreement rate with a
95% Wilson interval, the *regret* (how much worse the coach's pick is by the bigger search's
values: 0 when they agree or the moves are worth the same) and how often that regret is
negligible (at most ``NEAR`` of the search's value: 5♠ and 5♥ are often the same move).

*Calibration*: in each of ``rounds`` seeded normal-vs-normal rounds one decision of the seat to
move is picked at random; that seat plays the coach's best move there, the round is played out
by the normal bots, and the predicted win chance is set against the round's result (a win 1, a
shared round 1/2, a loss 0). Predictions are grouped in bins of a tenth; each bin gives the mean
prediction and the observed rate with its Wilson interval; the Brier score and the expected
calibration error (mean gap between prediction and outcome, weighted by bin size) sum it up.

Work is spread over ``jobs`` processes (each position and each round is its own task, seeded
from its index, so the numbers do not depend on ``jobs``). With ``save`` each finished task is
written at once as a line of JSON; a later run with the same file and settings skips what is
there, so a run of hours can stop and go on, or grow (300 positions, then 600), and still add
up to the figures one uninterrupted run would give.
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import games as registry
from ..core.protocol import Action, GameSpec, State, View
from . import make
from .coach import advise, default_iterations, win_share
from .stats import wilson

NEAR = 0.01  # a regret this small (in the search's value, 0..1) is a move worth the same
BINS = 10
SAMPLE_RATE = 0.15  # chance that a decision with a choice becomes a position


@dataclass
class CoachBenchConfig:
    positions: int = 300  # per game, for the agreement
    rounds: int = 2000  # per game, for the calibration
    iterations: int | None = None  # the coach's budget (None: the game's default)
    factor: int = 10  # the reference search's budget, in coach budgets
    seed: int = 1
    jobs: int = 1
    save: Path | None = None  # results file: one JSON line a finished task, resumed from


# -- positions from bot games ------------------------------------------------------------------


def sample_positions(spec: GameSpec, count: int, seed: int) -> list[tuple[View, list[Action]]]:
    """``count`` (view, legal moves) of decisions with a choice, from normal-vs-normal rounds."""
    rng = random.Random(seed)
    out: list[tuple[View, list[Action]]] = []
    round_no = 0
    while len(out) < count:
        state = spec.new_state(2, seed=seed * 1_000_003 + round_no)
        bots = [make(spec.name, "normal", seed=seed + 7919 * round_no + p) for p in range(2)]
        round_no += 1
        while not state.is_over and len(out) < count:
            p = state.current_player
            legal = state.legal_actions()
            view = state.view(p)
            if len(legal) > 1 and rng.random() < SAMPLE_RATE:
                out.append((view, list(legal)))
            state.apply(bots[p].choose(view, legal))
    return out


def agreement_task(args: tuple) -> dict[str, Any]:
    """One position: the coach and the bigger search, from the same view."""
    name, view, legal, iterations, factor, seed = args
    spec = registry.get(name)
    coach = advise(spec, view, legal, seed=seed, iterations=iterations)
    ref = advise(spec, view, legal, seed=seed + 1, iterations=iterations * factor)
    pick = coach.best.action.code
    regret = ref.best.value - ref.of(pick).value
    return {
        "agree": pick == ref.best.action.code,
        "regret": regret,
        "seconds": coach.seconds,
        "moves": len(legal),
    }


def calibration_task(args: tuple) -> dict[str, Any] | None:
    """One round: the coach's prediction at a random decision, and how the round ended."""
    name, round_seed, iterations = args
    spec = registry.get(name)
    rng = random.Random(round_seed)
    state = spec.new_state(2, seed=round_seed)
    bots = [make(name, "normal", seed=round_seed + p) for p in range(2)]
    decisions: list[State] = []
    while not state.is_over:  # the round once, to pick one of its decisions at random
        p = state.current_player
        legal = state.legal_actions()
        if len(legal) > 1:
            decisions.append(state.clone())
        state.apply(bots[p].choose(state.view(p), legal))
    if not decisions:
        return None
    state = rng.choice(decisions)
    seat = state.current_player
    advice = advise(
        spec, state.view(seat), state.legal_actions(), seed=round_seed, iterations=iterations
    )
    state.apply(advice.best.action)
    bots = [make(name, "normal", seed=round_seed + 11 + p) for p in range(2)]
    while not state.is_over:  # then on from there, the seat having played the coach's move
        p = state.current_player
        state.apply(bots[p].choose(state.view(p), state.legal_actions()))
    return {"predicted": advice.best.win, "observed": win_share(state, seat)}


class Results:
    """The tasks already done, by key, from a file of JSON lines; new ones appended as they end.

    A key names the game, the kind of task, its index and every setting that changes its result,
    so a file never mixes runs made with other settings. A damaged line (a run killed while
    writing) is skipped and its task done again.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.done: dict[str, Any] = {}
        if path is not None and path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    row = json.loads(line)
                    self.done[row["key"]] = row["result"]
                except (ValueError, KeyError, TypeError):
                    continue

    def run(self, fn: Callable, keyed: Sequence[tuple[str, tuple]], jobs: int) -> list:
        todo = [(key, task) for key, task in keyed if key not in self.done]
        for key, result in self._each(fn, todo, jobs):
            self.done[key] = result
            if self.path is not None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                with self.path.open("a", encoding="utf-8") as out:  # a killed run keeps the rest
                    out.write(json.dumps({"key": key, "result": result}) + "\n")
        return [self.done[key] for key, _ in keyed]

    @staticmethod
    def _each(fn: Callable, todo: Sequence[tuple[str, tuple]], jobs: int):
        if jobs <= 1 or len(todo) <= 1:
            for key, task in todo:
                yield key, fn(task)
            return
        with ProcessPoolExecutor(max_workers=min(jobs, len(todo))) as pool:
            keys = [key for key, _ in todo]
            yield from zip(keys, pool.map(fn, [t for _, t in todo], chunksize=1), strict=True)


# -- the figures -------------------------------------------------------------------------------


def summarize_agreement(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    agree = sum(1 for r in rows if r["agree"])
    near = sum(1 for r in rows if r["regret"] <= NEAR)
    low, high = wilson(agree, n)
    near_low, near_high = wilson(near, n)
    secs = [r["seconds"] for r in rows]
    return {
        "positions": n,
        "agree": agree,
        "rate": agree / n if n else 0.0,
        "interval": [low, high],
        "near_rate": near / n if n else 0.0,
        "near_interval": [near_low, near_high],
        "mean_regret": statistics.fmean(r["regret"] for r in rows) if n else 0.0,
        "seconds_mean": statistics.fmean(secs) if n else 0.0,
        "seconds_max": max(secs) if n else 0.0,
    }


def summarize_calibration(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    bins: list[list[dict[str, Any]]] = [[] for _ in range(BINS)]
    for r in rows:
        bins[min(int(r["predicted"] * BINS), BINS - 1)].append(r)
    table = []
    gap = 0.0
    for i, group in enumerate(bins):
        if not group:
            continue
        pred = statistics.fmean(r["predicted"] for r in group)
        wins = sum(r["observed"] for r in group)
        obs = wins / len(group)
        gap += len(group) * abs(pred - obs)
        low, high = wilson(wins, len(group))
        table.append(
            {
                "bin": [i / BINS, (i + 1) / BINS],
                "rounds": len(group),
                "predicted": pred,
                "observed": obs,
                "interval": [low, high],
            }
        )
    n = len(rows)
    brier = statistics.fmean((r["predicted"] - r["observed"]) ** 2 for r in rows) if n else 0.0
    return {"rounds": n, "bins": table, "brier": brier, "ece": gap / n if n else 0.0}


def run_coach_bench(names: Sequence[str] | None, cfg: CoachBenchConfig) -> dict[str, Any]:
    """Agreement and calibration for each game (plain JSON data)."""
    out: dict[str, Any] = {
        "factor": cfg.factor,
        "seed": cfg.seed,
        "games": {},
    }
    for name in [registry.resolve(g) for g in names] if names else registry.all():
        spec = registry.get(name)
        iterations = cfg.iterations or default_iterations(name)
        report: dict[str, Any] = {"title": spec.title, "iterations": iterations}
        results = Results(cfg.save)
        tag = f"{name}/i{iterations}/s{cfg.seed}"
        if cfg.positions:
            found = sample_positions(spec, cfg.positions, cfg.seed)
            keyed = [
                (
                    f"{tag}/f{cfg.factor}/position/{i}",
                    (name, view, legal, iterations, cfg.factor, cfg.seed * 7_919 + i),
                )
                for i, (view, legal) in enumerate(found)
            ]
            report["agreement"] = summarize_agreement(results.run(agreement_task, keyed, cfg.jobs))
        if cfg.rounds:
            base = cfg.seed * 1_000_003 + 500_000
            keyed = [(f"{tag}/round/{i}", (name, base + i, iterations)) for i in range(cfg.rounds)]
            done = results.run(calibration_task, keyed, cfg.jobs)
            report["calibration"] = summarize_calibration([r for r in done if r is not None])
        out["games"][name] = report
    return out


def format_coach_report(report: dict[str, Any]) -> str:
    lines = [
        f"The coach against a search with {report['factor']} times its budget (same view), "
        f"seed {report['seed']}"
    ]
    for g in report["games"].values():
        lines.append("")
        lines.append(f"{g['title']}: {g['iterations']:,} iterations a decision")
        a = g.get("agreement")
        if a:
            lo, hi = a["interval"]
            nlo, nhi = a["near_interval"]
            lines.append(
                f"  best move agrees: {a['agree']} of {a['positions']} = {a['rate']:.1%} "
                f"(95% {lo:.1%} to {hi:.1%})"
            )
            lines.append(
                f"  worth the same (regret at most {NEAR}): {a['near_rate']:.1%} "
                f"(95% {nlo:.1%} to {nhi:.1%}); mean regret {a['mean_regret']:.4f}"
            )
            lines.append(
                f"  coach's time: mean {a['seconds_mean']:.2f} s, longest {a['seconds_max']:.2f} s"
            )
        c = g.get("calibration")
        if c:
            lines.append(
                f"  calibration over {c['rounds']} rounds: Brier {c['brier']:.3f}, "
                f"calibration error {c['ece']:.3f}"
            )
            lines.append(f"    {'predicted':>14}{'rounds':>8}{'mean':>8}{'observed':>10}  95%")
            for b in c["bins"]:
                lo, hi = b["interval"]
                span = f"{b['bin'][0]:.1f}-{b['bin'][1]:.1f}"
                lines.append(
                    f"    {span:>14}{b['rounds']:>8}{b['predicted']:>8.2f}{b['observed']:>10.2f}"
                    f"  {lo:.2f}-{hi:.2f}"
                )
    return "\n".join(lines)
