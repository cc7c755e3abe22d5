"""The rank rules of one options value, precomputed once: what may go on what (R7-R10).

``Rules.playable[top][rank]`` answers "may a card of ``rank`` go on the pile?" where ``top``
is the pile's effective rank: 0 for an empty pile or a reset (R8), else the rank that must be
matched or beaten. The §3.1 variants that change legality (7 = lower, 3 = mirror, swapped
2/10) are baked into the table, so the hot path is two list look-ups.
"""

from __future__ import annotations

from ...core.cards import Card
from .options import Options

ANY = 0  # effective top of an empty or reset pile: any card goes


class Rules:
    __slots__ = (
        "burn",
        "burn_size",
        "end_last",
        "four_kind",
        "mirror",
        "opts",
        "playable",
        "reset",
        "seven",
        "skip8",
        "specials",
    )

    def __init__(self, opts: Options) -> None:
        self.opts = opts
        self.reset = opts.reset_rank  # R8 (3.1.10 swaps it with the burn)
        self.burn = opts.burn_rank  # R9
        self.burn_size = opts.burn_size  # R10 (3.1.9: three)
        self.four_kind = opts.four_kind
        self.mirror = opts.three_mirror
        self.seven = opts.seven_lower
        self.skip8 = opts.eight_skip
        self.end_last = opts.end_condition == "play_to_last"
        specials = {2, 10}
        if self.mirror:
            specials.add(3)
        self.specials = frozenset(specials)
        self.playable = [[self._legal(top, r) for r in range(15)] for top in range(15)]

    def _legal(self, top: int, rank: int) -> bool:
        if rank < 2:
            return False
        if top == ANY:  # R7 (a): empty pile; R8: after a reset
            return True
        if self.seven and top == 7:  # 3.1.3: next card 7 or lower
            if rank == 10:
                return self.opts.ten_on_seven
            return rank <= 7 or rank == self.reset or (self.mirror and rank == 3)
        if rank in (self.reset, self.burn):  # R7 (b): 2 and 10 go on anything (X3)
            return True
        if self.mirror and rank == 3:  # 3.1.4: the 3 is invisible
            return True
        return rank >= top  # R7 (c): equal or higher

    def top(self, pile: list[Card]) -> int:
        """The pile's effective rank: ``ANY`` when empty or reset, else the rank to beat."""
        i = len(pile) - 1
        if self.mirror:
            while i >= 0 and pile[i].rank == 3:
                i -= 1
        if i < 0:
            return ANY
        r = pile[i].rank
        return ANY if r == self.reset else r

    def shown_rank(self, pile: list[Card]) -> int | None:
        """The rank a player must match or beat, as shown: 2 after a reset, None if empty."""
        if not pile:
            return None
        top = self.top(pile)
        return 2 if top == ANY else top


def run_length(pile: list[Card]) -> int:
    """How many cards of the top card's rank lie consecutively on top (R10)."""
    n = len(pile)
    if not n:
        return 0
    r = pile[-1].rank
    i = n - 2
    while i >= 0 and pile[i].rank == r:
        i -= 1
    return n - 1 - i


_CACHE: dict[Options, Rules] = {}


def rules_for(opts: Options) -> Rules:
    found = _CACHE.get(opts)
    if found is None:
        found = _CACHE[opts] = Rules(opts)
    return found
