"""Benchmarks (commands, never tests): bot strength and engine speed.

    python -m cardtui.bots.tuning.xeri --rounds 2000

Strength: ``normal`` against ``easy`` over mirrored deals (each deal played twice, seats
swapped, by ``cardtui.bots.arena``), points per round with a 95% interval over deal pairs.
Speed: random rounds per second through ``apply`` (validated, with events) and through
``step`` (the search path), heuristic rollouts, ``clone``, ``determinize`` and bot latency,
on one core.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict

from ...core.options import parse_option_pairs
from ...games.xeri.spec import SPEC
from ..arena import mean_ci, point_margin, run_arena, summarize


def strength(rounds: int, players: int, seed: int, options) -> None:
    start = time.perf_counter()
    outcomes = run_arena(
        "xeri", ["normal", "easy"], players=players, games=rounds, seed=seed, options=options
    )
    took = time.perf_counter() - start
    by_deal: dict[int, list[float]] = defaultdict(list)
    for o in outcomes:
        mine = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == "normal"]
        theirs = [s for s, lvl in zip(o.scores, o.levels, strict=True) if lvl == "easy"]
        by_deal[o.deal].append(sum(mine) / len(mine) - sum(theirs) / len(theirs))
    paired = [sum(v) / len(v) for v in by_deal.values() if len(v) == 2]
    m, h = mean_ci(paired)
    raw_m, raw_h = point_margin(outcomes, "normal", "easy")
    stats = summarize(outcomes)
    normal = stats["normal"]
    lo, hi = normal.interval()
    print(
        f"normal vs easy, {players} players: {len(outcomes)} rounds = {len(paired)} deals "
        f"played twice with seats swapped ({took:.0f} s)"
    )
    print(
        f"  normal - easy: {m:+.2f} ± {h:.2f} points per round (95%, over deal pairs); "
        f"{raw_m:+.2f} ± {raw_h:.2f} over single rounds"
    )
    print(
        f"  normal wins {normal.win_rate:.3f} of its seat-rounds, 95% [{lo:.3f}, {hi:.3f}]; "
        f"mean points normal {normal.mean_points:.2f}, easy {stats['easy'].mean_points:.2f}"
    )


def _rounds_per_second(rounds: int, players: int, options, how: str) -> float:
    """Random rounds: ``apply`` or ``step`` from a fresh deal, or ``playout`` (clone a dealt
    state and step it to the end, as search does)."""
    rng = random.Random(1)
    rand = rng.random
    dealt = SPEC.new_state(players, options, seed=1)
    start = time.perf_counter()
    for i in range(rounds):
        s = dealt.clone() if how == "playout" else SPEC.new_state(players, options, seed=i)
        if how == "apply":
            while not s.is_over:
                acts = s.legal_actions()
                s.apply(acts[int(rand() * len(acts))])
        else:
            while s._cur >= 0:
                acts = s.legal_actions()
                s.step(acts[int(rand() * len(acts))])
    return rounds / (time.perf_counter() - start)


def _rollouts_per_second(rounds: int, players: int, options) -> float:
    rng = random.Random(1)
    policy = SPEC.rollout_action
    dealt = SPEC.new_state(players, options, seed=1)
    start = time.perf_counter()
    for _ in range(rounds):
        s = dealt.clone()
        while s._cur >= 0:
            s.step(policy(s, rng))
    return rounds / (time.perf_counter() - start)


def _micro(fn, n: int) -> float:
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n * 1e6


def speed(rounds: int, players: int, options, latency_rounds: int) -> None:
    print(f"engine speed, {players} players, {rounds} rounds per figure (one core):")
    for label, how in (
        ("random rounds/s through apply (deal included)", "apply"),
        ("random rounds/s through step (deal included)", "step"),
        ("random playouts/s through step (clone of a dealt state)", "playout"),
    ):
        print(f"  {label}: {_rounds_per_second(rounds, players, options, how):,.0f}")
    print(
        f"  heuristic rollouts/s (rollout_action + step): "
        f"{_rollouts_per_second(rounds, players, options):,.0f}"
    )
    s = SPEC.new_state(players, options, seed=3)
    view = s.view(s.current_player)
    rng = random.Random(2)
    print(f"  new_state: {_micro(lambda: SPEC.new_state(players, options, seed=5), 2000):.1f} µs")
    print(f"  clone: {_micro(s.clone, 20000):.2f} µs")
    print(f"  determinize (first move): {_micro(lambda: SPEC.determinize(view, rng), 5000):.1f} µs")
    for level, bot_cls in SPEC.bots.items():
        bot = bot_cls(seed=1)
        moves = 0
        worst = 0.0
        start = time.perf_counter()
        for i in range(latency_rounds):
            st = SPEC.new_state(players, options, seed=10_000 + i)
            while not st.is_over:
                t0 = time.perf_counter()
                a = bot.choose(st.view(st.current_player), st.legal_actions())
                worst = max(worst, time.perf_counter() - t0)
                st.step(a)
                moves += 1
        per = (time.perf_counter() - start) / moves * 1e3
        print(f"  {level} bot: {per:.3f} ms per move (view included), slowest {worst * 1e3:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardtui.bots.tuning.xeri", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=2000,
        help="rounds of normal vs easy (half as many deals, each played twice); 0 skips",
    )
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--speed-rounds", type=int, default=3000, help="rounds per speed figure; 0 skips"
    )
    parser.add_argument("--latency-rounds", type=int, default=200, help="rounds per bot latency")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options = SPEC.options(parse_option_pairs(args.option))
    if args.speed_rounds > 0:
        speed(args.speed_rounds, args.players, options, args.latency_rounds)
    if args.rounds > 0:
        strength(args.rounds, args.players, args.seed, options)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
