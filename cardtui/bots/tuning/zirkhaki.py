"""Benchmarks (commands, never tests): bot strength and engine speed.

    python -m cardtui.bots.tuning.zirkhaki                 # 2,000 games per table size
    python -m cardtui.bots.tuning.zirkhaki --games 400 --rings

Strength: ``normal`` against ``easy`` through ``cardtui.bots.arena`` (every deal played once
per seat rotation): heads-up, and one ``normal`` against three ``easy`` at four players, with
the win rate and its 95% Wilson interval (a shared win counts as a share).
Speed, on one core, in CPU seconds of this process (each figure the best of three windows):
random games per second through ``apply`` (validated, with events) and
``step`` (the search path), games of the normal policy through ``rollout_action``, and the
cost of ``clone``, ``determinize``, a view and one normal decision.
"""

from __future__ import annotations

import argparse
import random
import time

from ...core.options import parse_option_pairs
from ...games.zirkhaki.bots import NormalBot
from ...games.zirkhaki.spec import SPEC
from ..arena import run_arena, summarize

# Speed is measured in CPU time of this process, so other work on a shared machine does not
# dilute the rates (it can still slow them a little through shared caches).
clock = time.process_time
wall = time.perf_counter


def strength(levels: list[str], players: int, games: int, seed: int, options, jobs: int) -> None:
    start = wall()
    outcomes = run_arena(
        "zirkhaki", levels, players=players, games=games, seed=seed, options=options, jobs=jobs
    )
    took = wall() - start
    stats = summarize(outcomes)
    table = " vs ".join(levels)
    print(f"{table} at {players} players: {len(outcomes)} games with seat rotation ({took:.0f} s)")
    for level in dict.fromkeys(levels):
        st = stats[level]
        lo, hi = st.interval()
        print(
            f"  {level:<7} win rate {st.win_rate:.3f}  95% [{lo:.3f}, {hi:.3f}]  "
            f"mean points {st.mean_points:.1f}  ({st.seat_games} seat-games)"
        )
    if players > 2:
        print(f"  a fair share at {players} players is {1 / players:.3f} per seat")


def best_rate(run, seconds: float, tries: int = 3) -> float:
    """The best of ``tries`` windows: other work on the machine only ever slows a window."""
    return max(run(seconds / tries) for _ in range(tries))


def random_games(players: int, options, seconds: float, use_step: bool) -> tuple[float, float]:
    """Random games per second (best window) and moves per game."""
    plies_seen = []

    def window(length: float) -> float:
        rng = random.Random(1)
        games = plies = 0
        start = clock()
        while clock() - start < length:
            s = SPEC.new_state(players, options, seed=games)
            move = s.step if use_step else s.apply
            legal = s.legal_actions
            while not s.over:
                acts = legal()
                move(acts[int(rng.random() * len(acts))])
                plies += 1
            games += 1
        plies_seen.append(plies / games)
        return games / (clock() - start)

    rate = best_rate(window, seconds)
    return rate, sum(plies_seen) / len(plies_seen)


def rollout_games(players: int, options, seconds: float) -> float:
    """Games per second of the normal rollout policy through ``step`` (best window)."""

    def window(length: float) -> float:
        rng = random.Random(1)
        policy = SPEC.rollout_action
        games = 0
        start = clock()
        while clock() - start < length:
            s = SPEC.new_state(players, options, seed=games)
            while not s.over:
                s.step(policy(s, rng))
            games += 1
        return games / (clock() - start)

    return best_rate(window, seconds)


def per_call(fn, seconds: float) -> float:
    """Microseconds per call of ``fn`` (best of three windows)."""

    def window(length: float) -> float:
        calls = 0
        start = clock()
        while clock() - start < length:
            for _ in range(100):
                fn()
            calls += 100
        return calls / (clock() - start)

    return 1e6 / best_rate(window, seconds)


def midgame(players: int, options, seed: int = 3):
    rng = random.Random(seed)
    s = SPEC.new_state(players, options, seed=seed)
    while len(s.draw) > 25 or s.pend or s.in_ring_phase or not s.zone:
        s.step(rng.choice(s.legal_actions()))
    return s


def speed(players: int, options, seconds: float) -> None:
    step_rate, plies = random_games(players, options, seconds, True)
    apply_rate, _ = random_games(players, options, seconds, False)
    print(f"{players} players, random moves ({plies:.0f} moves per game):")
    print(
        f"  step  (search path): {step_rate:8.0f} games/s  "
        f"({1e6 / (step_rate * plies):.2f} us per move)"
    )
    print(
        f"  apply (validated)  : {apply_rate:8.0f} games/s  "
        f"({1e6 / (apply_rate * plies):.2f} us per move)"
    )
    print(
        f"  rollout_action (normal policy) through step: "
        f"{rollout_games(players, options, seconds):.0f} games/s"
    )
    s = midgame(players, options)
    me = s.current_player
    view = s.view(me)
    bot = NormalBot(seed=1)
    legal = s.legal_actions()
    rng = random.Random(2)
    q = seconds / 4
    print(
        f"  clone {per_call(s.clone, q):.2f} us, view {per_call(lambda: s.view(me), q):.1f} us,"
        f" determinize {per_call(lambda: SPEC.determinize(view, rng), q):.1f} us, "
        f"normal decision {per_call(lambda: bot.choose(view, legal, rng), q):.0f} us"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardtui.bots.tuning.zirkhaki", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--games", type=int, default=2000, help="games per table (2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rings", action="store_true", help="advanced mode (rings)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--seconds", type=float, default=3.0, help="per speed figure")
    parser.add_argument("--jobs", type=int, default=1, help="arena worker processes")
    parser.add_argument("--skip-strength", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    args = parser.parse_args(argv)
    pairs = parse_option_pairs(args.option)
    if args.rings:
        pairs["rings"] = "true"
    options = SPEC.options(pairs)
    print(f"Zirkhaki bench, options: {options}")
    if not args.skip_strength:
        strength(["normal", "easy"], 2, args.games, args.seed, options, args.jobs)
        strength(["normal", "easy", "easy", "easy"], 4, args.games, args.seed, options, args.jobs)
    if not args.skip_speed:
        for players in (2, 4):
            speed(players, options, args.seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
