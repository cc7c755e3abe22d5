"""Zirkhaki's actions, built once (an interned table): ``draw``, ``bank``, ``choose <card>``
and ``ring <name>``. ``legal_actions()`` hands out these objects, so equality is identity."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.protocol import Action
from .cards import DECK, ZCard
from .rings import RINGS

DRAW_KIND, BANK_KIND, CHOOSE_KIND, RING_KIND = range(4)


@dataclass(frozen=True, slots=True, eq=False)
class ZAction(Action):
    """``kind`` is one of the ``*_KIND`` ints; ``card`` for ``choose``; ``ring`` (an index)
    for ``ring``. Compared by identity: there is exactly one object per action."""

    kind: int = DRAW_KIND
    card: ZCard | None = None
    ring: int = -1

    # Identity, not the base class's comparison of codes: one object per action, so ``in``
    # and ``==`` never build tuples (a faithful copy is still accepted by ``check_action``).
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    def __reduce__(self):
        # Unpickle to the interned object (process pools in the arena rely on identity).
        return (_action_of, (self.code,))


DRAW = ZAction("draw", DRAW_KIND)
BANK = ZAction("bank", BANK_KIND)  # collect the treasure zone
CHOOSE: tuple[ZAction, ...] = tuple(ZAction(f"choose {c.code}", CHOOSE_KIND, c) for c in DECK)
RING: tuple[ZAction, ...] = tuple(
    ZAction(f"ring {code}", RING_KIND, None, i) for i, code in enumerate(RINGS)
)
BY_CODE: dict[str, ZAction] = {a.code: a for a in (DRAW, BANK, *CHOOSE, *RING)}


def _action_of(code: str) -> ZAction:
    return BY_CODE[code]
