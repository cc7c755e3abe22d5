"""Speed measurements for every game: engine throughput, search speed, bot decision times.

Each figure is given beside a *floor* - shuffling a 52-card list and walking it once, about
the least any card game can do per deal - as a ratio (how many floors one unit costs, or how
many units a floor's time buys), so numbers from a loaded or slower machine can still be
compared. Each throughput figure and each hard-bot measurement has its own floor, measured in
short slices between its own (:class:`FloorMeter`): the pace of a shared machine drifts.
Plies per second compare the games fairly (a random Hidden Unders round is ten times longer
than a sensible one). Throughput and the easy/normal/random
decisions use one core; the hard bot is measured searching in this process and, with
``workers``, on that many worker processes (root-parallel search), to show the gain.
Throughput and the floor count this process's CPU time (other work on a shared machine hardly
changes them); decision times are wall-clock time, what a player waits for.
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
from . import make, parallel

clock = time.perf_counter  # decisions: what a player waits for
# Throughput and the floor are counted in this process's CPU time, so other work on a shared
# machine hardly dilutes them (on a quiet machine it is the wall-clock time).
cpu = time.process_time


@dataclass
class BenchConfig:
    """How long to measure. ``quick`` is a smoke run (tests); the defaults take a few minutes."""

    seconds: float = 2.0  # per throughput figure
    positions: int = 60  # decisions timed per level (easy, normal, random)
    hard_positions: int = 12  # decisions timed for hard (each up to its time budget)
    time_budget: float = 1.0  # the hard bot's thinking time
    players: int = 2
    # worker processes for the hard bot's second measurement: None = one per core, 0 = none
    workers: int | None = None

    @classmethod
    def quick(cls) -> BenchConfig:
        return cls(seconds=0.05, positions=4, hard_positions=2, time_budget=0.05, workers=0)


def floor_rate(seconds: float) -> float:
    """Shuffles of a 52-card list, each walked once, per second."""
    done, elapsed = _floor_work(seconds)
    return done / elapsed


def _floor_work(seconds: float, rng: random.Random | None = None) -> tuple[int, float]:
    rng = rng or random.Random(0)
    deck = list(range(52))
    done = 0
    start = cpu()
    end = start + seconds
    while True:
        for _ in range(50):
            d = deck[:]
            rng.shuffle(d)  # the standard library's, not core.rng's: the yardstick stays put
            for _c in d:
                pass
        done += 50
        now = cpu()
        if now >= end:
            return done, now - start


class FloorMeter:
    """The floor of one figure, measured in short slices taken between the slices of that
    figure: on a shared virtual machine the pace drifts by a fifth within seconds, and a floor
    measured once, earlier, would carry that drift into every ratio."""

    SLICE = 0.04  # seconds of floor work per sample

    def __init__(self) -> None:
        self.done = 0
        self.seconds = 0.0
        self._rng = random.Random(0)

    def sample(self) -> None:
        done, elapsed = _floor_work(self.SLICE, self._rng)
        self.done += done
        self.seconds += elapsed

    @property
    def rate(self) -> float | None:
        return self.done / self.seconds if self.seconds else None


def round_rate(
    spec: GameSpec,
    players: int,
    seconds: float,
    *,
    path: str,
    policy: str = "random",
    meter: FloorMeter | None = None,
) -> tuple[float, float]:
    """Whole rounds per second and plies per round: random (or rollout-policy) moves, through
    ``apply`` (validated, with events) or ``step`` (the search path). With ``meter``, a slice
    of the floor is measured about every fifth of a second, outside the rounds' time."""
    rng = random.Random(1)
    rounds = plies = 0
    rollout = getattr(spec, "rollout_action", None)
    elapsed = 0.0
    start = cpu()
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
        now = cpu()
        if meter is not None and now - start >= 0.2:
            elapsed += now - start
            meter.sample()
            start = now = cpu()
        if elapsed + now - start >= seconds:
            elapsed += now - start
            if meter is not None and not meter.seconds:
                meter.sample()
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
    pool: parallel.SearchPool | None = None,
    meter: FloorMeter | None = None,
) -> dict[str, Any]:
    """Each decision's wall-clock time (and the hard bot's search figures); with ``meter``, a
    slice of the floor is measured after each decision."""
    bot = make(game, level, seed=3, time_budget=time_budget if level == "hard" else None)
    if pool is not None:
        bot.pool = pool  # type: ignore[attr-defined]
    rng = random.Random(5)
    times = []
    iters = searched = searches = workers = 0
    first_rates = []
    rates: list[float | None] = []  # each decision's pace (None: forced or solved exactly)
    for view, legal, first in positions:
        t0 = clock()
        bot.choose(view, legal, rng)
        times.append(clock() - t0)
        last = getattr(bot, "last", None)
        rates.append(last.rate if last is not None and last.seconds > 0 else None)
        if last is not None:
            iters += last.iterations
            searched += last.seconds
            searches += 1
            workers = max(workers, getattr(last, "workers", 1))
            if first:
                first_rates.append(last.rate)
        if meter is not None:
            meter.sample()
    out: dict[str, Any] = {"decisions": len(times), **_percentiles(times)}
    if level == "hard":
        out["time_budget"] = time_budget
        out["workers"] = workers or 1
        out["searched_moves"] = searches  # the others were forced or solved exactly
        out["iterations_per_move"] = iters / searches if searches else None
        out["iterations_per_second"] = iters / searched if searched else None
        out["first_move_iterations_per_second"] = (
            statistics.fmean(first_rates) if first_rates else None
        )
        out["rates"] = rates
    return out


def _percentiles(times: Sequence[float]) -> dict[str, float]:
    if not times:
        return {"p50": 0.0, "median": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]
    p50 = statistics.median(ordered)
    return {"p50": p50, "median": p50, "p95": p95, "max": ordered[-1]}


def bench_game(
    game: str, cfg: BenchConfig, floor: float, pool: parallel.SearchPool | None = None
) -> dict[str, Any]:
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
        meter = FloorMeter()
        rate, plies = round_rate(spec, players, cfg.seconds, path=path, policy=policy, meter=meter)
        here = meter.rate or floor  # this figure's own floor, measured between its slices
        out["throughput"][label] = {
            "rounds_per_second": rate,
            "plies_per_round": plies,
            "plies_per_second": rate * plies,
            "floor": here,
            "floors_per_round": here / rate,
            # rounds (plies) in the time of one floor: the "floor rounds/s"
            "floor_rounds": rate / here,
            "floor_plies": rate * plies / here,
        }
    positions = sample_positions(game, players, max(cfg.positions, cfg.hard_positions))
    out["decisions"] = {}
    for level in bot_levels(game):
        if level == "expert":
            continue  # hard's search with a longer budget: hard's figures measure its pace
        if level == "hard":
            chosen = _spread(positions, cfg.hard_positions)
            meter = FloorMeter()
            d = decision_times(game, level, chosen, time_budget=cfg.time_budget, meter=meter)
            _search_floors(d, meter.rate or floor)
            d["floors_per_median_decision"] = d["median"] * d["floor"]
            out["decisions"][level] = d
            if pool is not None:
                meter = FloorMeter()
                par = decision_times(
                    game, level, chosen, time_budget=cfg.time_budget, pool=pool, meter=meter
                )
                _search_floors(par, meter.rate or floor)
                par["speedup"] = _speedup(d["rates"], par["rates"])
                par["scaling"] = scaling(
                    game, _spread(chosen, max(1, len(chosen) // 2)), cfg.time_budget, pool
                )
                par["floors_per_median_decision"] = par["median"] * par["floor"]
                out["decisions"]["hard_parallel"] = par
            continue
        d = decision_times(game, level, _spread(positions, cfg.positions))
        d["floors_per_median_decision"] = d["median"] / unit
        out["decisions"][level] = d
    return out


def scaling(
    game: str,
    positions: Sequence[tuple[View, list[Action], bool]],
    budget: float,
    pool: parallel.SearchPool,
) -> dict[str, Any]:
    """The hard bot's search with its race off (no default move, so no search stops early),
    for the whole budget on each position, in this process and then on the pool's workers:
    the median ratio of their iterations is how the search scales with the cores."""
    from .hard import build_search, game_settings

    settings = game_settings(game)
    search = build_search(registry.get(game), settings)
    rng = random.Random(11)
    alone, together = [], []
    for view, legal, _ in positions:
        alone.append(search.explore(view, legal, rng, time_budget=budget).iterations)
        job = parallel.Job(game, settings, view, legal, 0, None, budget, None)
        together.append(pool.explore(job, rng).iterations)
    return {
        "positions": len(positions),
        "workers": pool.size,
        "iterations_alone": statistics.fmean(alone),
        "iterations_on_workers": statistics.fmean(together),
        "ratio": statistics.median(b / a for a, b in zip(alone, together, strict=True)),
    }


def _speedup(one: Sequence[float | None], many: Sequence[float | None]) -> float | None:
    """The median, over the decisions both searched, of the workers' pace (iterations a
    second) over one process's on the same decision. Iterations a second rather than a move:
    searches that settle their race stop early, the workers' together as one search's alone,
    and at different times; and decision by decision because the pace differs a lot from one
    position to another (rollouts from early in a round are longer)."""
    ratios = [b / a for a, b in zip(one, many, strict=True) if a and b]
    return statistics.median(ratios) if ratios else None


def _search_floors(d: dict[str, Any], floor: float) -> None:
    d["floor"] = floor
    rate = d.get("iterations_per_second")
    d["floors_per_iteration"] = floor / rate if rate else None
    d["floor_iterations"] = rate / floor if rate else None  # iterations per floor's time


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
    floor = max(floor_rate(max(cfg.seconds / 6, 0.01)) for _ in range(3))  # the best of three
    report: dict[str, Any] = {
        "machine": {
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "load_average": _load(),
        },
        "floor": {
            "what": "shuffle a 52-card list and walk it once",
            "clock": "process CPU time (throughput too); decisions in wall-clock time",
            "per_second": floor,
            "microseconds": 1e6 / floor,
        },
        "config": {**cfg.__dict__, "workers": cfg.workers},
        "games": {},
        "skipped": [],
    }
    workers = parallel.cores() if cfg.workers is None else cfg.workers
    pool = parallel.SearchPool(workers).start(warm=names) if workers else None
    try:
        for name in names:
            if playable(name):
                report["games"][name] = bench_game(name, cfg, floor, pool)
            else:
                report["skipped"].append(name)
    finally:
        parallel.stop(pool)
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
        lines.append(
            f"{g['title']} ({g['players']} players){'':<8}{'plies/s':>10}{'per floor':>11}"
            f"{'rounds/s':>10}{'plies/round':>13}{'rounds/floor':>14}"
        )
        for label, t in g["throughput"].items():
            lines.append(
                f"  {label.replace('_', ' '):<28}{t['plies_per_second']:>10,.0f}"
                f"{t['floor_plies']:>11.2f}{t['rounds_per_second']:>10,.0f}"
                f"{t['plies_per_round']:>13.0f}{t['floor_rounds']:>14.4f}"
            )
        lines.append(f"  {'decisions':<28}{'p50 ms':>10}{'p95 ms':>11}{'moves':>10}")
        for level, d in g["decisions"].items():
            name = level
            if level.startswith("hard"):
                name = f"hard, {d['workers']} worker{'s' if d['workers'] > 1 else ''}"
                if level == "hard":
                    name = "hard, this process"
            lines.append(
                f"  {name:<28}{d['p50'] * 1000:>10.3f}{d['p95'] * 1000:>11.3f}{d['decisions']:>10}"
            )
            if level.startswith("hard"):
                ipm = d.get("iterations_per_move") or 0
                ips = d.get("iterations_per_second") or 0
                fit = d.get("floor_iterations") or 0
                extra = f", x{d['speedup']:.2f} the pace" if d.get("speedup") else ""
                lines.append(
                    f"    {ipm:,.0f} iterations per move, {ips:,.0f}/s ({fit:.3f} per floor)"
                    f"{extra}; budget {d['time_budget']} s"
                )
                sc = d.get("scaling")
                if sc:
                    lines.append(
                        f"    racing off, whole budget: x{sc['ratio']:.2f} the iterations of one"
                        f" process ({sc['iterations_on_workers']:,.0f} against "
                        f"{sc['iterations_alone']:,.0f}, median of {sc['positions']} moves)"
                    )
    frame = report.get("first_frame")
    if frame:
        lines.append("")
        lines.append(
            f"First frame, from process start (best of {frame['runs']} each): the menu in "
            f"{frame['menu_seconds']:.3f} s, a Textual hello world in {frame['hello_seconds']:.3f}"
            f" s: x{frame['ratio']:.2f}; in CPU time {frame['menu_cpu_seconds']:.3f} s against "
            f"{frame['hello_cpu_seconds']:.3f} s: x{frame['cpu_ratio']:.2f}"
        )
    if report["skipped"]:
        lines.append("")
        lines.append(f"not playable yet: {', '.join(report['skipped'])}")
    return "\n".join(lines)
