"""Speed measurements for every game: engine throughput, search speed, bot decision times.

Each figure is given beside a *floor* measured in the same run - shuffling a 52-card list and
walking it once, about the least any card game can do per deal - as a ratio (how many floors
one unit costs), so numbers from a loaded or slower machine can still be compared.
Everything here is single-process: one core per measurement.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .. import games as registry
from ..core.protocol import Action, GameSpec, View
from . import levels as bot_levels
from . import make

clock = time.perf_counter


@dataclass
class BenchConfig:
    """How long to measure. ``quick`` is a smoke run (tests); the defaults take a few minutes."""

    seconds: float = 2.0  # per throughput figure
    positions: int = 60  # decisions timed per level (easy, normal, random)
    hard_positions: int = 12  # decisions timed for hard (each up to its time budget)
    time_budget: float = 1.0  # the hard bot's thinking time
    players: int = 2

    @classmethod
    def quick(cls) -> BenchConfig:
        return cls(seconds=0.05, positions=4, hard_positions=2, time_budget=0.05)


def floor_rate(seconds: float) -> float:
    """Shuffles of a 52-card list, each walked once, per second."""
    rng = random.Random(0)
    deck = list(range(52))
    done = 0
    start = clock()
    end = start + seconds
    while True:
        for _ in range(50):
            d = deck[:]
            rng.shuffle(d)
            for _c in d:
                pass
        done += 50
        now = clock()
        if now >= end:
            return done / (now - start)


def round_rate(
    spec: GameSpec, players: int, seconds: float, *, path: str, policy: str = "random"
) -> tuple[float, float]:
    """Whole rounds per second and plies per round: random (or rollout-policy) moves, through
    ``apply`` (validated, with events) or ``step`` (the search path)."""
    rng = random.Random(1)
    rounds = plies = 0
    rollout = getattr(spec, "rollout_action", None)
    start = clock()
    while True:
        state = spec.new_state(players, seed=rng.randrange(1 << 30), dealer=rounds % players)
        move = state.apply if path == "apply" else state.step
        while not state.is_over:
            if policy == "rollout" and rollout is not None:
                a = rollout(state, rng)
            else:
                legal = state.legal_actions()
                a = legal[int(rng.random() * len(legal))]
            move(a)
            plies += 1
        rounds += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return rounds / elapsed, plies / rounds


def sample_positions(
    game: str, players: int, count: int, seed: int = 7
) -> list[tuple[View, list[Action], bool]]:
    """Decisions with a real choice from rounds played by ``normal`` bots, spread over whole
    rounds: (view, legal actions, is the round's first decision)."""
    spec = registry.get(game)
    found: list[tuple[View, list[Action], bool]] = []
    rnd = 0
    while len(found) < count * 4 and rnd < 200:
        state = spec.new_state(players, seed=seed + rnd, dealer=rnd % players)
        bots = [make(game, "normal", seed=seed + p) for p in range(players)]
        first = True
        while not state.is_over:
            p = state.current_player
            legal = state.legal_actions()
            view = state.view(p)
            if len(legal) > 1:
                found.append((view, list(legal), first))
                first = False
            state.apply(bots[p].choose(view, legal))
        rnd += 1
    if len(found) <= count:
        return found
    step = len(found) / count
    return [found[int(i * step)] for i in range(count)]


def decision_times(
    game: str,
    level: str,
    positions: Sequence[tuple[View, list[Action], bool]],
    time_budget: float | None = None,
) -> dict[str, Any]:
    bot = make(game, level, seed=3, time_budget=time_budget if level == "hard" else None)
    rng = random.Random(5)
    times = []
    iters = searched = 0
    first_rates = []
    for view, legal, first in positions:
        t0 = clock()
        bot.choose(view, legal, rng)
        times.append(clock() - t0)
        last = getattr(bot, "last", None)
        if last is not None:
            iters += last.iterations
            searched += last.seconds
            if first:
                first_rates.append(last.rate)
    out: dict[str, Any] = {"decisions": len(times), **_percentiles(times)}
    if level == "hard":
        out["time_budget"] = time_budget
        out["iterations_per_second"] = iters / searched if searched else None
        out["first_move_iterations_per_second"] = (
            statistics.fmean(first_rates) if first_rates else None
        )
    return out


def _percentiles(times: Sequence[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
    return {"median": statistics.median(ordered), "p95": p95, "max": ordered[-1]}


def bench_game(game: str, cfg: BenchConfig, floor: float) -> dict[str, Any]:
    spec = registry.get(game)
    players = max(spec.min_players, min(cfg.players, spec.max_players))
    unit = 1.0 / floor  # seconds per floor operation
    out: dict[str, Any] = {"title": spec.title, "players": players, "throughput": {}}
    for label, path, policy in (
        ("random_apply", "apply", "random"),
        ("random_step", "step", "random"),
        ("rollout_step", "step", "rollout"),
    ):
        if path == "step" and not hasattr(spec.new_state(players, seed=1), "step"):
            continue
        if policy == "rollout" and not hasattr(spec, "rollout_action"):
            continue
        rate, plies = round_rate(spec, players, cfg.seconds, path=path, policy=policy)
        out["throughput"][label] = {
            "rounds_per_second": rate,
            "plies_per_round": plies,
            "floors_per_round": (1.0 / rate) / unit,
        }
    positions = sample_positions(game, players, max(cfg.positions, cfg.hard_positions))
    out["decisions"] = {}
    for level in bot_levels(game):
        if level == "hard":
            chosen = _spread(positions, cfg.hard_positions)
            d = decision_times(game, level, chosen, time_budget=cfg.time_budget)
            rate = d.get("iterations_per_second")
            d["floors_per_iteration"] = (1.0 / rate) / unit if rate else None
        else:
            d = decision_times(game, level, _spread(positions, cfg.positions))
        d["floors_per_median_decision"] = d["median"] / unit
        out["decisions"][level] = d
    return out


def _spread(items: Sequence[Any], count: int) -> list[Any]:
    if len(items) <= count:
        return list(items)
    # Keep every round's first decision in the sample (the search's slowest, widest point).
    firsts = [x for x in items if x[2]][: max(1, count // 4)]
    rest = [x for x in items if not x[2]]
    need = count - len(firsts)
    step = len(rest) / need if need > 0 else 1
    return firsts + [rest[int(i * step)] for i in range(max(need, 0))]


def playable(game: str) -> bool:
    spec = registry.get(game)
    try:
        spec.new_state(spec.min_players, seed=1)
    except NotImplementedError:
        return False
    return True


def run_bench(
    game_names: Sequence[str] | None = None, cfg: BenchConfig | None = None
) -> dict[str, Any]:
    """Measure every playable game; returns plain JSON data."""
    cfg = cfg or BenchConfig()
    names = [registry.resolve(g) for g in game_names] if game_names else registry.all()
    floor = floor_rate(max(cfg.seconds / 2, 0.02))
    report: dict[str, Any] = {
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_average": _load(),
        },
        "floor": {
            "what": "shuffle a 52-card list and walk it once",
            "per_second": floor,
            "microseconds": 1e6 / floor,
        },
        "config": cfg.__dict__.copy(),
        "games": {},
        "skipped": [],
    }
    for name in names:
        if playable(name):
            report["games"][name] = bench_game(name, cfg, floor)
        else:
            report["skipped"].append(name)
    report["machine"]["load_average_after"] = _load()
    return report


def _load() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def format_report(report: dict[str, Any]) -> str:
    fl = report["floor"]
    m = report["machine"]
    lines = [
        f"Python {m['python']}, {m['cpus']} cores, load average {m['load_average']} "
        f"(other work on the machine slows every figure)",
        f"floor: {fl['per_second']:,.0f}/s ({fl['microseconds']:.1f} µs) to {fl['what']}",
    ]
    for g in report["games"].values():
        lines.append("")
        lines.append(f"{g['title']} ({g['players']} players)")
        for label, t in g["throughput"].items():
            lines.append(
                f"  {label.replace('_', ' '):<22}{t['rounds_per_second']:>10,.0f} rounds/s"
                f"  {t['plies_per_round']:>6.0f} plies  {t['floors_per_round']:>8.1f}"
                " floors/round"
            )
        for level, d in g["decisions"].items():
            line = (
                f"  {level:<8}decision  median {d['median'] * 1000:>9.3f} ms  p95 "
                f"{d['p95'] * 1000:>9.3f} ms  ({d['decisions']} decisions, "
                f"{d['floors_per_median_decision']:,.1f} floors)"
            )
            lines.append(line)
            if level == "hard":
                ips = d.get("iterations_per_second")
                first = d.get("first_move_iterations_per_second")
                fpi = d.get("floors_per_iteration")
                lines.append(
                    f"  hard search: {ips or 0:,.0f} iterations/s over the sampled moves"
                    f" ({fpi or 0:.1f} floors each), {first or 0:,.0f}/s at first moves,"
                    f" budget {d['time_budget']} s"
                )
    if report["skipped"]:
        lines.append("")
        lines.append(f"not playable yet: {', '.join(report['skipped'])}")
    return "\n".join(lines)
