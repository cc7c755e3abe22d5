"""One game of Zirkhaki (one "round" of the core protocol): the turn machine of R1-R7.

Representation, chosen for search speed (clone copies a few flat lists):

- ``draw``: the draw pile, **bottom first** (the top card is ``draw[-1]``, so drawing is a pop);
- ``burnt``: the burnt pile, a multiset (every rule that takes from it picks at random);
- ``zone``: the treasure zone in placement order, ``zmask`` the bitmask of its suits;
- ``bank``: one int per (seat, suit), ``bank[seat * 10 + suit]``, a bitmask of the values in
  that stack; the top card (A-2) is the highest bit;
- ``peek_low[seat]``: the seat knows ``draw[peek_low:]`` (an astrolabe peek stays valid until
  those cards are drawn, and the pile only ever shrinks from the top);
- a pending choice (``pend``, ``pend_opts``) and ``hook_left`` for horseshoe cards still owed.

``apply`` and ``step`` run the very same code; ``step`` passes ``ev=None`` so no event text is
built. Chance events (the map's lift, the chest's bonus) use a small splitmix64 generator whose
state is one int, so a clone copies it for free and seed + action codes replay a game exactly.

Events: ``ring``, ``turn``, ``draw`` (a card from the pile), ``place`` (a card entering the zone
from a bank or the burnt pile), ``power``, ``peek`` (private), ``bust``, ``bank``, ``bonus``,
``game_over``.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import Event, State
from . import powers, scoring
from . import sentences as say
from .actions import BANK, BANK_KIND, CHOOSE_KIND, DRAW, DRAW_KIND, RING, ZAction
from .cards import CARPET, CHEST, KEY, SUIT_COUNT, ZCard
from .options import Options
from .powers import SRC_DRAW
from .rings import NO_RING, RINGS, WEALTH_LOVER
from .view import build_view

_M64 = (1 << 64) - 1
_CHEST_KEY = (1 << CHEST) | (1 << KEY)
NO_PEEK = 1 << 30
# Shared data mappings for the commonest events (a draw; a card placed from a pile): events
# are read-only (see ``Event``), so apply() need not build a dict for each.
_FROM_DRAW = {"source": "draw"}
_PLACED_FROM = tuple({"source": name} for name in powers.SOURCE_NAMES)


class ZirkhakiState(State):
    game = "zirkhaki"  # its spec (``spec.py``, which assembles the game) registers under this name
    # fmt: off
    __slots__ = (
        "active", "bank", "best_haul", "burnt", "busts", "chance", "collects", "dealer",
        "draw", "first", "hook_left", "last_turn", "learning", "offers", "opts", "over",
        "peek_low", "pend", "pend_card", "pend_legal", "pend_opts", "players", "ring",
        "ring_turn", "score_all", "seed", "snake", "strict_sword", "turn_done", "turn_no",
        "zmask", "zone",
    )
    # fmt: on

    # -- construction (see spec.new_state / from_position) ----------------------------
    def __init__(
        self,
        players: int,
        opts: Options,
        draw_top_first: list[ZCard],
        burnt: list[ZCard],
        *,
        dealer: int,
        seed: int,
        chance: int,
        offers: tuple[tuple[int, int], ...] | None = None,
    ) -> None:
        self.players = players
        self.dealer = dealer
        self.first = (dealer + 1) % players
        self.opts = opts
        self.learning = opts.learning
        self.strict_sword = opts.dmd_strict_sword
        self.score_all = opts.score_all_cards
        self.seed = seed
        self.chance = chance & _M64
        self.draw = draw_top_first[::-1]
        self.burnt = list(burnt)
        self.zone: list[ZCard] = []
        self.zmask = 0
        self.bank = [0] * (players * SUIT_COUNT)
        self.snake = 0
        self.peek_low = [NO_PEEK] * players
        self.ring = [NO_RING] * players
        self.offers = offers
        self.ring_turn = 0 if offers else -1  # index in playing order of the seat choosing
        self.active = self.first
        self.pend = powers.NONE
        self.pend_card: ZCard | None = None
        self.pend_opts: tuple[ZCard, ...] = ()
        self.pend_legal: tuple[ZAction, ...] | None = None
        self.hook_left = 0
        self.over = False
        self.turn_done = False
        self.turn_no = 0 if offers else 1
        self.busts = [0] * players
        self.collects = [0] * players
        self.best_haul = [0] * players
        self.last_turn: tuple[int, str, int, int] | None = None

    def clone(self) -> ZirkhakiState:
        new = object.__new__(ZirkhakiState)
        new.players = self.players
        new.dealer = self.dealer
        new.first = self.first
        new.opts = self.opts
        new.learning = self.learning
        new.strict_sword = self.strict_sword
        new.score_all = self.score_all
        new.seed = self.seed
        new.chance = self.chance
        new.draw = self.draw[:]
        new.burnt = self.burnt[:]
        new.zone = self.zone[:]
        new.zmask = self.zmask
        new.bank = self.bank[:]
        new.snake = self.snake
        new.peek_low = self.peek_low[:]
        new.ring = self.ring[:]
        new.offers = self.offers
        new.ring_turn = self.ring_turn
        new.active = self.active
        new.pend = self.pend
        new.pend_card = self.pend_card
        new.pend_opts = self.pend_opts  # tuples: shared
        new.pend_legal = self.pend_legal
        new.hook_left = self.hook_left
        new.over = self.over
        new.turn_done = self.turn_done
        new.turn_no = self.turn_no
        new.busts = self.busts[:]
        new.collects = self.collects[:]
        new.best_haul = self.best_haul[:]
        new.last_turn = self.last_turn
        return new

    # -- the protocol ----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.ring_turn >= 0:
            return (self.first + self.ring_turn) % self.players
        return self.active

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def in_ring_phase(self) -> bool:
        return self.ring_turn >= 0

    def legal_actions(self) -> list[ZAction]:
        """The legal actions: interned objects in a fresh list (the caller may edit it)."""
        if self.over:
            return []
        if self.ring_turn >= 0:
            a, b = self.offers[(self.first + self.ring_turn) % self.players]
            return [RING[a], RING[b]]
        if self.pend:
            return list(self.pend_legal)
        # R1: a turn opens with a draw; R2b: a snake's cards must be drawn
        if not self.zone or self.snake:
            return [DRAW]
        return [DRAW, BANK]

    def apply(self, action: ZAction | str) -> list[Event]:
        """Validate and play ``action`` (one of the legal actions or its code); the events it
        caused. The engine's own action object is played (``check_action``)."""
        act = self.check_action(action)
        ev: list[Event] = []
        self._do(act, ev)
        return ev

    def check_action(self, action: ZAction | str) -> ZAction:
        """The legal action meant by ``action``, or IllegalAction (see ``State``). The moves
        handed out by ``legal_actions()`` are recognised without building the list again."""
        if action.__class__ is ZAction and not self.over and self.ring_turn < 0:
            if self.pend:
                if action in self.pend_legal:  # identity: one object per action
                    return action
            elif action is DRAW or (action is BANK and self.zone and not self.snake):
                return action
        return State.check_action(self, action)

    def step(self, action: ZAction) -> None:
        """The search fast path: no validation, no events; the same state ``apply`` reaches."""
        self._do(action, None)

    def scores(self) -> list[int]:
        return scoring.scores(self)

    def winners(self) -> list[int]:
        return scoring.winners(self) if self.over else []

    def round_detail(self) -> dict[str, Any]:
        return scoring.round_detail(self)

    def view(self, player: int):
        return build_view(self, player)

    def snapshot(self) -> tuple:
        """The whole state as plain comparable tuples (tests prove step == apply with it)."""
        idx = _indexes
        return (
            self.players,
            self.dealer,
            self.opts,
            self.seed,
            self.chance,
            idx(self.draw),
            idx(self.burnt),
            idx(self.zone),
            self.zmask,
            tuple(self.bank),
            self.snake,
            tuple(self.peek_low),
            tuple(self.ring),
            self.offers,
            self.ring_turn,
            self.active,
            self.pend,
            self.pend_card.index if self.pend_card else -1,
            idx(self.pend_opts),
            self.hook_left,
            self.over,
            self.turn_done,
            self.turn_no,
            tuple(self.busts),
            tuple(self.collects),
            tuple(self.best_haul),
            self.last_turn,
        )

    def known_top(self, seat: int) -> list[ZCard]:
        """The cards on top of the draw pile that ``seat`` has seen (top first)."""
        low = self.peek_low[seat]
        return self.draw[low:][::-1] if low < len(self.draw) else []

    # -- the turn machine ------------------------------------------------------------
    def _do(self, act: ZAction, ev: list[Event] | None) -> None:
        kind = act.kind
        if kind == DRAW_KIND:
            c = self.draw.pop()
            if ev is not None:
                a = self.active
                ev.append(Event("draw", (say.draws, a, c), a, c.codes, None, _FROM_DRAW))
            self.place(c, SRC_DRAW, ev)
        elif kind == BANK_KIND:
            self.collect(ev)
        elif kind == CHOOSE_KIND:
            powers.resolve_choice(self, act.card, ev)
        else:
            self._choose_ring(act.ring, ev)
            return
        if self.pend and not self.turn_done:
            return  # the common case: a power waits for its choice
        self._settle(ev)

    def _settle(self, ev) -> None:
        """Run every step that needs no choice, up to the next decision (R2)."""
        while not self.turn_done:
            if self.pend:
                return
            if self.hook_left:
                powers.next_hook(self, ev)
                continue
            if not self.draw:
                # R2a: an empty draw pile forces a collect; a snake's obligation lapses
                if ev is not None:
                    a = self.active
                    data = {"effect": "forced_collect"}
                    ev.append(Event("power", (say.forced_collect, a), a, (), None, data))
                self.collect(ev)
                continue
            return
        self._end_turn(ev)

    def place(self, c: ZCard, source: int, ev, blade: bool = False) -> None:
        """R3 PLACE: bust check, append, count for the snake, activate."""
        if c.bit & self.zmask and not blade:
            self._bust(c, ev)
            return
        self.zone.append(c)
        self.zmask |= c.bit
        if self.snake:
            self.snake -= 1  # R3.2: any card entering the zone counts
        if not self.learning:
            powers.activate(self, c, ev)

    def placed(
        self, ev: list[Event], c: ZCard, source: int, text: str | tuple, owner: int | None = None
    ) -> None:
        if owner is None:
            data = _PLACED_FROM[source]
        else:
            data = {"source": powers.SOURCE_NAMES[source], "from_seat": owner}
        ev.append(Event("place", text, self.active, c.codes, None, data))

    def _bust(self, c: ZCard, ev) -> None:
        """R5: the first carpet saves the cards before it; the rest and ``c`` burn."""
        a = self.active
        zone = self.zone
        cut = 0
        if not self.learning and self.zmask & (1 << CARPET):
            cut = next(i for i, x in enumerate(zone) if x.suit == CARPET)  # the first
        saved = zone[:cut]
        burned = zone[cut:]
        burned.append(c)
        base = a * SUIT_COUNT
        bank = self.bank
        for x in saved:
            bank[base + x.suit] |= 1 << x.value
        self.burnt += burned
        self.busts[a] += 1
        self.last_turn = (a, "bust", len(saved), 0)
        if ev is not None:
            clash = next((x for x in zone if x.suit == c.suit), c)
            burnt = [x.code for x in burned]
            data = {"card": c.code, "burnt": burnt, "saved": [x.code for x in saved]}
            text = (say.bust, a, c, clash, tuple(burned), tuple(saved))
            ev.append(Event("bust", text, a, tuple(burnt), None, data))
        self._clear_turn()

    def collect(self, ev) -> None:
        """R6: bank the whole zone; chest + key pay bonus cards from the burnt pile."""
        a = self.active
        zone = self.zone
        base = a * SUIT_COUNT
        bank = self.bank
        for x in zone:
            bank[base + x.suit] |= 1 << x.value
        n = len(zone)
        bonus: list[ZCard] = []
        if not self.learning and self.zmask & _CHEST_KEY == _CHEST_KEY and self.burnt:
            wanted = 2 * n if self.ring[a] == WEALTH_LOVER else n  # R6.2, ring 4
            bonus = self.take_random(min(wanted, len(self.burnt)))
            for x in bonus:
                bank[base + x.suit] |= 1 << x.value
        self.collects[a] += 1
        haul = n + len(bonus)
        if haul > self.best_haul[a]:
            self.best_haul[a] = haul
        self.last_turn = (a, "collect", n, len(bonus))
        if ev is not None:
            held = tuple(zone)
            codes = tuple([x.code for x in held])
            ev.append(Event("bank", (say.collects, a, held), a, codes, None, {"count": n}))
            if bonus:
                text = (say.bonus, a, tuple(bonus), self.ring[a] == WEALTH_LOVER)
                codes = tuple([x.code for x in bonus])
                ev.append(Event("bonus", text, a, codes, None, {"count": len(bonus)}))
        self._clear_turn()

    def _clear_turn(self) -> None:
        # R5.5: every pending obligation ends with the turn
        self.zone = []
        self.zmask = 0
        self.snake = 0
        self.hook_left = 0
        self.pend = powers.NONE
        self.pend_card = None
        self.pend_opts = ()
        self.pend_legal = None
        self.turn_done = True

    def _end_turn(self, ev) -> None:
        self.turn_done = False
        if not self.draw:  # R7: the game ends after the turn that drew the last card
            self.over = True
            if ev is not None:
                ev.append(scoring.game_over_event(self))
            return
        self.active = (self.active + 1) % self.players  # R2.1, R11
        self.turn_no += 1
        if ev is not None:
            ev.append(Event("turn", (say.turn, self.active), self.active))

    def _choose_ring(self, ring: int, ev) -> None:
        seat = (self.first + self.ring_turn) % self.players
        self.ring[seat] = ring
        if ev is not None:
            ev.append(
                Event(
                    "ring",
                    (say.keeps_ring, seat, ring),
                    seat,
                    visible_to=(seat,),
                    data={"ring": _ring_code(ring)},
                )
            )
        self.ring_turn += 1
        if self.ring_turn < self.players:
            return
        self.ring_turn = -1  # everyone has chosen: the rings are revealed
        self.turn_no = 1
        if ev is not None:
            ev.append(
                Event(
                    "ring",
                    (say.rings_revealed, tuple(self.ring)),
                    None,
                    data={"rings": [_ring_code(r) for r in self.ring]},
                )
            )
            ev.append(Event("turn", (say.turn, self.active), self.active))

    # -- chance ------------------------------------------------------------------------
    def randbelow(self, n: int) -> int:
        """A uniform int in [0, n) from the state's splitmix64 stream."""
        x = (self.chance + 0x9E3779B97F4A7C15) & _M64
        self.chance = x
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M64
        return ((x ^ (x >> 31)) * n) >> 64

    def take_random(self, k: int) -> list[ZCard]:
        """Shuffle the burnt pile and take ``k`` cards from it (uniform, in random order)."""
        pile = self.burnt
        out = []
        for _ in range(k):
            j = self.randbelow(len(pile))
            pile[j], pile[-1] = pile[-1], pile[j]
            out.append(pile.pop())
        return out


def _indexes(cards) -> tuple[int, ...]:
    return tuple(c.index for c in cards)


def _ring_code(ring: int) -> str:
    return RINGS[ring]
