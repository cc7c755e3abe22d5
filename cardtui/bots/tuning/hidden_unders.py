"""Hidden Unders benchmarks: ``python -m cardtui.bots.tuning.hidden_unders``.

Strength: ``normal`` against ``easy`` heads-up and one ``normal`` against three ``easy`` at four
players, every deal played once per seat rotation, round-win rate with a Wilson 95% interval
(the bar is 0.80 heads-up; equal strength would be 1/2 and 1/4). Speed: whole rounds per
second on one core through ``step`` with a random policy and with the heuristic rollout
policy, at every table size.
"""

from __future__ import annotations

import argparse
import random
import time

from ...games.hidden_unders import SPEC
from ...games.hidden_unders.bots import rollout_action
from ..arena import run_arena, summarize


def strength(levels: list[str], players: int, games: int, seed: int) -> str:
    outcomes = run_arena("hidden_unders", levels, players=players, games=games, seed=seed)
    st = summarize(outcomes)["normal"]
    lo, hi = st.interval()
    plies = sum(o.plies for o in outcomes) / len(outcomes)
    fair = levels.count("normal") / len(levels)
    return (
        f"{players} players ({', '.join(levels)}): normal wins {st.win_rate:.3f} of "
        f"{st.seat_games} seat-rounds, 95% [{lo:.3f}, {hi:.3f}] (equal strength "
        f"{fair:.2f}); {plies:.0f} moves per round"
    )


def speed(players: int, policy: str, seconds: float, seed: int) -> str:
    rng = random.Random(seed)
    rounds = plies = capped = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = SPEC.new_state(players, seed=seed + rounds, dealer=rounds % players)
        if policy == "random":
            while not s.is_over:
                s.step(rng.choice(s.legal_actions()))
        else:
            while not s.is_over:
                s.step(rollout_action(s, rng))
        rounds += 1
        plies += s.turn
        capped += s.end == "cap"
    took = time.perf_counter() - start
    return (
        f"{players} players, {policy:<9}: {rounds / took:8.0f} rounds/s, "
        f"{plies / rounds:6.0f} moves per round, {1e6 * took / plies:5.1f} µs per move, "
        f"{capped} of {rounds} ended by the turn cap"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cardtui.bots.tuning.hidden_unders", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--games", type=int, default=2000, help="rounds per table (2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="time per speed measurement (2.0)"
    )
    parser.add_argument("--skip-strength", action="store_true")
    args = parser.parse_args(argv)
    if not args.skip_strength:
        print("Strength (seat rotation, same deals for every rotation)")
        print("  " + strength(["normal", "easy"], 2, args.games, args.seed))
        print("  " + strength(["normal", "easy", "easy", "easy"], 4, args.games, args.seed))
    print("Speed (one core, step(), default options)")
    for players in range(2, 7):
        for policy in ("random", "heuristic"):
            print("  " + speed(players, policy, args.seconds, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
