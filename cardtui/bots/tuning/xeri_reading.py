"""Benchmark (a command, never a test): how well Xeri's hard bot reads the opponent's hand.

    python -m cardtui.bots.tuning.xeri_reading --rounds 8

At every choice of a seeded heads-up round between ``normal`` players where the opponent has
laid a card this deal (the inference has evidence), worlds are sampled from the bot's view and
scored by the share of the opponent's true hand they hold. A blind deal scores about the hand
size over the unseen cards; the inference from play (``xeri_policy``) more; the same inference
with an opponent model that allows almost no surprise, drawing until a world explains every
lay, is about what the evidence can give at all against a player who plays like ``normal``.
Also the cost of a world. A world that reads more is not always a stronger search: see
``xeri_policy`` for a sampler that read better and won less.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from ...core.protocol import State, View
from ...games.xeri.spec import SPEC
from .. import xeri_policy
from .walk import normal_choices


def positions(rounds: int, seed: int) -> list[tuple[View, frozenset]]:
    """(view, the opponent's true hand) at choices with evidence, in rounds of normal bots."""
    out = []
    for state, view, legal in normal_choices(SPEC, seed, rounds):
        if len(legal) > 1 and view["talon_count"] > 0 and xeri_policy.history(view):
            out.append((view, frozenset(state.hands[1 - view.player])))
    return out


def reading(
    spots: list[tuple[View, frozenset]],
    determinize: Callable[[View, random.Random], State],
    worlds: int,
) -> tuple[float, float]:
    """(mean share of the true hand in a world's opponent hand, microseconds a world)."""
    rng = random.Random(7)
    share = 0.0
    start = time.perf_counter()
    for view, true in spots:
        opponent = 1 - view.player
        for _ in range(worlds):
            hand = determinize(view, rng).hands[opponent]
            share += sum(1 for c in hand if c in true) / len(hand)
    took = time.perf_counter() - start
    n = len(spots) * worlds
    return share / n, took / n * 1e6


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtui.bots.tuning.xeri_reading")
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--worlds", type=int, default=200, help="worlds sampled per position")
    args = parser.parse_args(argv)
    spots = positions(args.rounds, args.seed)
    print(f"{len(spots)} positions with evidence, {args.worlds} worlds each:")
    rows = [
        ("blind deal", SPEC.determinize),
        (f"inference (surprise {xeri_policy.SURPRISE})", xeri_policy.policy_determinize(SPEC)),
        (
            "near-exact model (surprise 0.001, 400 tries)",
            xeri_policy.policy_determinize(SPEC, surprise=0.001, tries=400),
        ),
    ]
    for label, determinize in rows:
        share, cost = reading(spots, determinize, args.worlds)
        print(f"  {label:48s} share of the true hand {share:.4f}  {cost:6.1f} µs a world")


if __name__ == "__main__":
    main()
