"""Bots against bots: the same deals with every seat rotation, and honest statistics.

``run_arena("xeri", ["normal", "easy"], games=2000, seed=1)`` plays ``games`` rounds; each deal
is played once per rotation of the bots around the table, so no level keeps a lucky seat or a
lucky deal. Levels are given per seat and repeat when shorter than the table (``hard,normal``
at four players is hard, normal, hard, normal: partners in Xeri share a level).

Every round's deal and bot seeds derive from the arena seed and the round's number, so the
results are the same whether the rounds run in one process or several (``jobs``) - except for
hard bots on a time budget, whose depth depends on the machine; fix ``iterations`` to repeat.
With one job, hard bots on a time budget search on every core (``parallel``).
"""

from __future__ import annotations

import multiprocessing
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from .. import games as registry
from ..core.rng import derive_seed
from ..i18n import _, ngettext, number, pgettext
from ..i18n.width import cell_width
from . import parallel
from .arena_figures import HandTally, figure_lines, level_figures
from .bounds import BOUNDS, SEARCH_LEVELS, arena_bot, legend, what_it_sees
from .stats import bradley_terry, elo_from_score, mean_ci, wilson

__all__ = [
    "LevelStats",
    "RoundOutcome",
    "arena_report",
    "format_table",
    "mean_ci",
    "play_round",
    "point_margin",
    "run_arena",
    "seat_levels",
    "summarize",
    "wilson",
]


@dataclass
class RoundOutcome:
    deal: int
    rotation: int
    levels: list[str]  # per seat
    scores: list[int]
    winners: list[int]
    plies: int
    think: list[float] = field(default_factory=list)  # seconds spent choosing, per seat
    moves: list[int] = field(default_factory=list)  # decisions made, per seat
    hands: dict[str, Any] | None = None  # hands held and piles picked up (arena_figures)


@dataclass
class LevelStats:
    level: str
    seat_games: int = 0
    wins: float = 0.0
    points: list[float] = field(default_factory=list)
    think: float = 0.0
    moves: int = 0
    rounds: int = 0  # rounds with at least one seat of this level
    round_wins: float = 0.0  # per round, the share of its seats that won

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games if self.seat_games else 0.0

    def interval(self) -> tuple[float, float]:
        """The win rate's 95% interval, counting rounds, not seats: partners win together
        (Xeri 2v2) and seats of one level at one table are no independent trials, so counting
        seats would claim more certainty than the rounds give."""
        return wilson(self.round_wins, self.rounds)

    @property
    def mean_points(self) -> float:
        return sum(self.points) / len(self.points) if self.points else 0.0


def seat_levels(levels: Sequence[str], players: int, rotation: int) -> list[str]:
    return [levels[(seat + rotation) % len(levels)] for seat in range(players)]


def play_round(
    game: str,
    levels: Sequence[str],
    *,
    players: int,
    seed: int,
    dealer: int = 0,
    options: Any = None,
    bot_seed: int = 0,
    iterations: int | None = None,
    time_budget: float | None = None,
    max_plies: int = 100_000,
) -> tuple[list[int], list[int], int]:
    """One round with one bot per seat; returns (scores, winners, plies)."""
    outcome = _play(
        game,
        levels,
        players=players,
        seed=seed,
        dealer=dealer,
        options=options,
        bot_seed=bot_seed,
        iterations=iterations,
        time_budget=time_budget,
        max_plies=max_plies,
    )
    return outcome.scores, outcome.winners, outcome.plies


def _play(
    game: str,
    levels: Sequence[str],
    *,
    players: int,
    seed: int,
    dealer: int,
    options: Any,
    bot_seed: int,
    iterations: int | None,
    time_budget: float | None,
    max_plies: int = 100_000,
) -> RoundOutcome:
    spec = registry.get(game)
    state = spec.new_state(players, options, seed=seed, dealer=dealer)
    bots = [
        arena_bot(
            game,
            lvl,
            seed=derive_seed(bot_seed, seat),
            iterations=iterations,
            time_budget=time_budget,
        )
        for seat, lvl in enumerate(levels)
    ]
    rngs = [random.Random(derive_seed(bot_seed, "rng", seat)) for seat in range(players)]
    think = [0.0] * players
    moves = [0] * players
    clock = time.perf_counter
    plies = 0
    tally = HandTally.start(game, state)
    while not state.is_over:
        seat = state.current_player
        t0 = clock()
        seen = what_it_sees(bots[seat], state, seat)  # a view; the all-seeing bound: a clone
        action = bots[seat].choose(seen, state.legal_actions(), rngs[seat])
        think[seat] += clock() - t0
        moves[seat] += 1
        tally.after(state, state.apply(action))
        plies += 1
        if plies > max_plies:
            raise RuntimeError(
                f"{spec.title} round with seed {seed} did not end in {max_plies} moves."
            )
    scores, winners = list(state.scores()), list(state.winners())
    return RoundOutcome(0, 0, list(levels), scores, winners, plies, think, moves, tally.per_seat())


@dataclass(frozen=True)
class _Task:
    game: str
    levels: tuple[str, ...]
    players: int
    options: Any
    seed: int
    rotations: int
    iterations: int | None
    time_budget: float | None


def _play_numbered(task: _Task, g: int) -> RoundOutcome:
    """Round number ``g`` of an arena: its deal, rotation and seeds all follow from ``g``."""
    deal, rotation = divmod(g, task.rotations)
    lv = seat_levels(task.levels, task.players, rotation)
    out = _play(
        task.game,
        lv,
        players=task.players,
        seed=derive_seed(task.seed, "deal", deal),
        dealer=deal % task.players,
        options=task.options,
        bot_seed=derive_seed(task.seed, "bots", g),
        iterations=task.iterations,
        time_budget=task.time_budget,
    )
    out.deal, out.rotation = deal, rotation
    return out


def run_arena(
    game: str,
    levels: Sequence[str],
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 0,
    options: Any = None,
    iterations: int | None = None,
    time_budget: float | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[RoundOutcome]:
    """Play ``games`` rounds, each deal once per seat rotation of ``levels``.

    ``jobs`` > 1 plays rounds in that many worker processes; the outcomes come back in round
    order either way.
    """
    game = registry.resolve(game)
    spec = registry.get(game)
    levels = list(levels)
    if not levels:
        raise ValueError("Name at least one bot level, e.g. normal,easy.")
    players = players or max(spec.min_players, min(len(levels), spec.max_players))
    spec.check_players(players)
    if games < 1:
        raise ValueError(f"An arena needs at least one round, not {games}.")
    if jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {jobs}.")
    for lvl in dict.fromkeys(levels):  # a clear error before any worker starts
        arena_bot(game, lvl, seed=0, iterations=iterations, time_budget=time_budget)
    options = spec.options(options)
    rotations = len(levels) if len(set(levels)) > 1 else 1
    task = _Task(game, tuple(levels), players, options, seed, rotations, iterations, time_budget)
    if jobs == 1 or games == 1:
        # Hard bots thinking by time search on every core (root-parallel workers, started
        # once for the whole arena); with fixed iterations they stay in this process.
        pool = None
        if iterations is None and SEARCH_LEVELS & set(levels) and parallel.current() is None:
            pool = parallel.SearchPool().start(warm=[game])
            parallel.activate(pool)
        try:
            outcomes = []
            for g in range(games):
                outcomes.append(_play_numbered(task, g))
                if progress:
                    progress(g + 1, games)
            return outcomes
        finally:
            parallel.stop(pool)
    return _run_parallel(task, games, jobs, progress)


def pool_context():
    # fork starts workers at once and shares the loaded engines; spawn where fork is missing.
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _run_parallel(
    task: _Task, games: int, jobs: int, progress: Callable[[int, int], None] | None
) -> list[RoundOutcome]:
    results: list[RoundOutcome | None] = [None] * games
    done = 0
    with ProcessPoolExecutor(max_workers=min(jobs, games), mp_context=pool_context()) as pool:
        try:
            pending = {pool.submit(_play_numbered, task, g): g for g in range(games)}
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    results[pending.pop(fut)] = fut.result()
                    done += 1
                    if progress:
                        progress(done, games)
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return [r for r in results if r is not None]


def summarize(outcomes: Sequence[RoundOutcome]) -> dict[str, LevelStats]:
    stats: dict[str, LevelStats] = {}
    for o in outcomes:
        share = 1.0 / len(o.winners) if o.winners else 0.0
        this_round: dict[str, list[float]] = {}
        for seat, lvl in enumerate(o.levels):
            st = stats.setdefault(lvl, LevelStats(lvl))
            st.seat_games += 1
            won = 0.0
            if seat in o.winners:
                # Partners win together (Xeri 2v2); other ties split the win.
                same_side = all(o.levels[w] == lvl for w in o.winners)
                won = 1.0 if same_side else share
                st.wins += won
            this_round.setdefault(lvl, []).append(won)
            st.points.append(o.scores[seat])
            if o.moves:
                st.think += o.think[seat]
                st.moves += o.moves[seat]
        for lvl, won in this_round.items():
            stats[lvl].rounds += 1
            stats[lvl].round_wins += sum(won) / len(won)
    return stats


def pairwise(outcome: RoundOutcome) -> dict[tuple[str, str], tuple[float, int]]:
    """Head-to-head results inside one round: for every two seats of different levels, the
    one who won beats the one who did not; both or neither winning is a draw."""
    out: dict[tuple[str, str], tuple[float, int]] = {}
    won = set(outcome.winners)
    lv = outcome.levels
    for i in range(len(lv)):
        for j in range(i + 1, len(lv)):
            a, b = lv[i], lv[j]
            if a == b:
                continue
            s = 0.5 if (i in won) == (j in won) else (1.0 if i in won else 0.0)
            if a > b:
                a, b, s = b, a, 1.0 - s
            score, n = out.get((a, b), (0.0, 0))
            out[(a, b)] = (score + s, n + 1)
    return out


def point_margin(outcomes: Sequence[RoundOutcome], a: str, b: str) -> tuple[float, float]:
    """Mean per-round points of level ``a`` minus level ``b`` (seat averages), with a 95% CI."""
    diffs = []
    for o in outcomes:
        pa = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == a]
        pb = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == b]
        if pa and pb:
            diffs.append(sum(pa) / len(pa) - sum(pb) / len(pb))
    return mean_ci(diffs)


def arena_report(
    game: str, outcomes: Sequence[RoundOutcome], *, options: Any = None, **config: Any
) -> dict[str, Any]:
    """Everything the arena measured, as plain JSON data (``--json`` prints exactly this).
    ``config`` (seed, iterations, ...) is copied into it as it is."""
    stats = summarize(outcomes)
    names = list(stats)
    totals: dict[tuple[str, str], tuple[float, float]] = {}
    per_round: dict[tuple[str, str], list[float]] = {}
    for o in outcomes:
        for key, (s, n) in pairwise(o).items():
            ts, tn = totals.get(key, (0.0, 0.0))
            totals[key] = (ts + s, tn + n)
            per_round.setdefault(key, []).append(s / n)
    anchor = names[-1] if names else None
    elo = bradley_terry(totals, anchor=anchor) if totals else dict.fromkeys(names, 0.0)
    elo_ci: dict[str, list[float]] = {}
    if len(names) == 2:
        # Two levels: the rounds are independent trials of one head-to-head score.
        key = tuple(sorted(names))
        scores = per_round.get(key, [])
        lo, hi = wilson(sum(scores), len(scores))
        sign = 1 if names[0] == key[0] else -1
        lo_e, hi_e = sorted((sign * elo_from_score(lo), sign * elo_from_score(hi)))
        elo_ci[names[0]] = [lo_e, hi_e]
    figures = level_figures(outcomes)
    bots = []
    for name in names:
        st = stats[name]
        lo, hi = st.interval()
        m, h = mean_ci(st.points)
        bots.append(
            {
                "level": name,
                "seat_games": st.seat_games,
                "wins": st.wins,
                "win_rate": st.win_rate,
                "win_rate_ci": [lo, hi],
                "mean_points": m,
                "points_ci": h,
                "elo": elo.get(name, 0.0),
                "elo_ci": elo_ci.get(name),
                "seconds_per_move": st.think / st.moves if st.moves else None,
                "hands": figures.get(name),
            }
        )
    players = len(outcomes[0].levels) if outcomes else 0
    sides = registry.get(game).sides(players, options) if players else []
    report: dict[str, Any] = {
        "game": game,
        "rounds": len(outcomes),
        "players": players,
        **config,
        "fair_share": 1 / len(sides) if sides else 0.0,
        "bots": bots,
        "mean_plies": sum(o.plies for o in outcomes) / len(outcomes) if outcomes else 0.0,
        "elo_anchor": anchor,
    }
    if set(BOUNDS) & set(names):
        report["bound"] = legend(names)
    if len(names) == 2:
        m, h = point_margin(outcomes, names[0], names[1])
        report["margin"] = {"a": names[0], "b": names[1], "points": m, "ci": h}
    return report


def _heads(width: int = 9) -> str:
    """The report's column heads, each padded to its column (by terminal cells)."""
    heads = (
        (pgettext("arena column", "bot"), -width),
        (pgettext("arena column", "seat-games"), 11),
        (pgettext("arena column", "win rate"), 9),
        # Translators: the column of each win rate's 95% confidence interval.
        (pgettext("arena column", "95% interval"), 17),
        (pgettext("arena column", "avg points"), 16),
        (pgettext("arena column", "Elo"), 7),
        (pgettext("arena column", "Elo 95%"), 15),
        # Translators: seconds of thinking per move.
        (pgettext("arena column", "s/move"), 9),
    )
    out = []
    for head, width in heads:
        room = " " * max(0, abs(width) - cell_width(head))
        out.append(head + room if width < 0 else room + head)
    return "".join(out)


def format_table(
    game: str,
    outcomes: Sequence[RoundOutcome] | None = None,
    *,
    report: dict[str, Any] | None = None,
) -> str:
    """The arena's report as a text table."""
    if report is None:
        report = arena_report(game, outcomes or [])
    title = _(registry.get(game).title)
    # The columns' numbers stay as a benchmark prints them (Latin digits, aligned); their
    # heads and the sentences around them are in the player's language.
    lines = [
        _("{game}: {rounds} rounds at {players} seats, {moves} moves per round").format(
            game=title,
            rounds=number(report["rounds"]),
            players=number(report["players"]),
            moves=number(f"{report['mean_plies']:.0f}"),
        ),
    ]
    if report.get("added_from"):
        lines.append(
            ngettext(
                "Added up from {n} run, seeds {seeds}.",
                "Added up from {n} runs, seeds {seeds}.",
                report["added_from"],
            ).format(
                n=number(report["added_from"]),
                seeds=", ".join(number(s) for s in report.get("seeds") or []),
            )
        )
    width = max([9, *(len(b["level"]) + 1 for b in report["bots"])])
    lines.append(_heads(width))
    for b in report["bots"]:
        lo, hi = b["win_rate_ci"]
        pts = f"{b['mean_points']:.2f} ± {b['points_ci']:.2f}"
        ci = f"[{b['elo_ci'][0]:+.0f}, {b['elo_ci'][1]:+.0f}]" if b["elo_ci"] else ""
        spm = f"{b['seconds_per_move']:.4f}" if b["seconds_per_move"] is not None else "-"
        lines.append(
            f"{b['level']:<{width}}{b['seat_games']:>11}{b['win_rate']:>9.3f}"
            f"{f'[{lo:.3f}, {hi:.3f}]':>17}{pts:>16}{b['elo']:>+7.0f}{ci:>15}{spm:>9}"
        )
    margin = report.get("margin")
    if margin:
        lines.append(
            # Translators: {a} and {b} are bot levels; {points} a signed number (+1.25).
            _("{a} - {b}: {points} ± {ci} points per round").format(
                a=margin["a"],
                b=margin["b"],
                points=number(f"{margin['points']:+.2f}"),
                ci=number(f"{margin['ci']:.2f}"),
            )
        )
    lines += figure_lines(report)
    if report.get("bound"):
        lines.append(report["bound"])
    if report.get("search_restarts"):
        lines.append(
            _(
                "The search workers failed {n} times and were started again; each move that "
                "found them failed was searched on one core only."
            ).format(n=number(report["search_restarts"]))
        )
    if report["players"] > 2:
        lines.append(
            _("A fair share of wins at {players} seats is {share} per seat.").format(
                players=number(report["players"]), share=number(f"{report['fair_share']:.3f}")
            )
        )
    lines.append(
        _(
            "Elo is relative to {anchor} (0), fitted to head-to-head results inside each round."
        ).format(anchor=report["elo_anchor"])
    )
    return "\n".join(lines)
