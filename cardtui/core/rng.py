"""Seeds. Every random thing flows from a seed, so every game can be replayed exactly."""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int | None, *parts: object) -> int:
    """A stable 63-bit seed from a parent seed and labels (round number, seat, purpose).

    Uses a hash rather than ``hash()`` so it is the same in every process and Python run.
    """
    text = ":".join(str(p) for p in (seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big") >> 1


def new_seed() -> int:
    """A fresh seed for a game the player did not seed; shown on screen so it can be shared."""
    return random.SystemRandom().randrange(1, 10**9)


def make_rng(seed: int | None) -> random.Random:
    return random.Random(new_seed() if seed is None else seed)


def shuffle(rng: random.Random, items: list) -> None:
    """Shuffle ``items`` in place into exactly the order ``rng.shuffle(items)`` gives, drawing
    the same random bits, about a third faster.

    Deals and the search's sampled worlds shuffle on every round and every iteration. The
    standard library's loop calls a helper method per card; this one inlines it (Fisher-Yates
    with rejection sampling on ``getrandbits``, as ``Random._randbelow_with_getrandbits``).
    Saved seeds must deal the same cards, so a test checks it against ``Random.shuffle``.
    """
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
