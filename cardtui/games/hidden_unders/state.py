"""One round of Hidden Unders: the state, its legal actions and the protocol (design.md).

``apply`` validates, plays and returns events; ``step`` is the search fast path (no checks, no
events). Both run the same code (``machine.py``: ``_do`` with or without an event list), so
they always reach the same state. Seats are 0-based here; event texts name them ``P1``, ``P2``, ...

Layout per seat: ``hands`` (kept sorted by rank), ``overs`` and ``unders`` (4 positions each,
``None`` once played), ``known`` (cards everyone saw go into that hand). The ``stock`` keeps
its top card last, so drawing pops from the end. There are no chance events after the deal,
so a round needs no RNG of its own: seed + action codes replay it exactly. ``turn`` counts the
moves R19's cap counts (plays, pickups and flips; not overs choices, ``done``, ``pass`` or
swaps).
"""

from __future__ import annotations

from typing import Any

from ...core.cards import Card
from ...core.errors import IllegalAction
from ...core.protocol import Action, Event, State, View, describe
from ...i18n import _
from . import describe as desc
from .actions import (
    ACTION_TYPES,
    DONE_ACTION,
    FLIPS,
    MOVES_HELP,
    OVERS,
    PASS_ACTION,
    PLAY,
    READY_ACTION,
    SWAPS,
    TAKE_PILE,
    TAKE_WITH_OVER,
    canonical,
    exchanges,
    order_key,
    overs_choices,
    play_action,
    prefix_plays,
)
from .machine import (
    HAND,
    OUT,
    OVERS_ZONE,
    PH_EXCHANGE,
    PH_FOLLOW,
    PH_PLAY,
    PH_WINDOW,
    UNDERS_ZONE,
    Machine,
)
from .options import Options
from .rules import Rules


class HUState(Machine, State):
    game = "hidden_unders"  # its spec (the package's __init__) registers under this name
    __slots__ = (
        "_legal",
        "aside",
        "burned",
        "chosen",
        "cur",
        "dealer",
        "end",
        "finish",
        "first",
        "fu_cards",
        "hands",
        "known",
        "last",
        "n_overs",
        "n_unders",
        "opts",
        "out",
        "overs",
        "phase",
        "pile",
        "players",
        "rules",
        "skip",
        "stock",
        "swap_pair",
        "turn",
        "unders",
        "win_need",
        "win_next",
        "win_queue",
    )

    opts: Options
    rules: Rules

    # -- the protocol ----------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.cur < 0 else self.cur

    @property
    def is_over(self) -> bool:
        return self.cur < 0

    def zone(self, seat: int) -> int:
        """R12: the hand while it holds a card, then the overs, then the unders."""
        if self.hands[seat]:
            return HAND
        if self.n_overs[seat]:
            return OVERS_ZONE
        if self.n_unders[seat]:
            return UNDERS_ZONE
        return OUT

    def legal_actions(self) -> list[Action]:
        """The listed legal actions (interned objects) in a fresh list. They are worked out
        once per position: ``apply`` checks its action against the same list a player chose
        from, and every move (``_do``) forgets it."""
        found = self._legal
        if found is None:
            found = self._legal = tuple(self._list_actions())
        return list(found)

    def _list_actions(self) -> list[Action]:
        p = self.cur
        if p < 0:
            return []
        ph = self.phase
        if ph == PH_PLAY:
            if not self.chosen[p]:
                return list(overs_choices(self.hands[p]))  # R5
            return self._plays(p)
        if ph == PH_FOLLOW:  # R11 option: add freshly drawn cards of the rank just played
            out: list[Action] = list(prefix_plays(tuple(self.fu_cards))) if self.fu_cards else []
            out.append(DONE_ACTION)
            return out
        if ph == PH_WINDOW:  # 3.1.6: complete the run out of turn, or pass
            r = self.pile[-1].rank
            group = tuple(c for c in self._zone_cards(p) if c.rank == r)
            out = list(prefix_plays(group)[self.win_need - 1 :])
            out.append(PASS_ACTION)
            return out
        if ph == PH_EXCHANGE:  # X2 family opening: any hand card for any over, then ready
            out = list(exchanges(self.hands[p], self.overs[p]))
            out.append(READY_ACTION)
            return out
        w, loser = self.swap_pair  # PH_SWAP, 3.1.11
        out = [
            SWAPS[i][j]
            for i in range(4)
            if self.overs[w][i] is not None
            for j in range(4)
            if self.overs[loser][j] is not None
        ]
        out.append(PASS_ACTION)
        return out

    def _zone_cards(self, p: int) -> list[Card]:
        hand = self.hands[p]
        if hand:
            return hand
        return sorted((c for c in self.overs[p] if c is not None), key=order_key)

    def _plays(self, p: int) -> list[Action]:
        rules = self.rules
        row = rules.playable[rules.top(self.pile)]
        hand = self.hands[p]
        res: list[Action] = []
        if hand:
            cards = hand
        elif self.n_overs[p]:
            cards = sorted((c for c in self.overs[p] if c is not None), key=order_key)
        else:  # R13: blind unders, one at a time
            return [FLIPS[i] for i, c in enumerate(self.unders[p]) if c is not None]
        n = len(cards)
        i = 0
        while i < n:
            r = cards[i].rank
            j = i + 1
            while j < n and cards[j].rank == r:
                j += 1
            if row[r]:
                res += prefix_plays(tuple(cards[i:j]))
            i = j
        if hand and self.opts.mix_hand_overs and self.n_overs[p]:  # X12 option
            r = hand[0].rank
            if hand[-1].rank == r and row[r]:
                extra = sorted(
                    (c for c in self.overs[p] if c is not None and c.rank == r), key=order_key
                )
                for k in range(1, len(extra) + 1):
                    res.append(play_action(hand + extra[:k]))
        if self.pile and (not res or self.opts.voluntary_pickup):  # R14 / X7
            if not hand and self.opts.pickup_takes_over:  # X10 option
                res += [TAKE_WITH_OVER[i] for i, c in enumerate(self.overs[p]) if c is not None]
            else:
                res.append(TAKE_PILE)
        return res

    def apply(self, action: Action | str) -> list[Event]:
        a = self.check_action(action)
        events: list[Event] = []
        self._do(a, events)
        return events

    def step(self, action: Action) -> None:
        """Search fast path: no validation, no events; the same state ``apply`` reaches."""
        self._do(action, None)

    def check_action(self, action: Action | str) -> Action:
        """The interned action meant by ``action`` (an action or its code), or IllegalAction
        with a sentence. Besides the listed actions, a play (or an overs choice) of other
        cards of the same ranks is the same move with other suits, and is accepted as the
        interned action of those cards; anything else (None, another game's action, a
        hand-built action whose code names other cards than it plays) is refused."""
        if isinstance(action, str):
            return self.spec.parse_action(self, action)
        if self.cur < 0:
            raise IllegalAction(_("The round is over: no more moves can be made."))
        legal = self._legal
        if legal is None:
            legal = self._legal = tuple(self._list_actions())
        for a in legal:
            if a is action:
                return a
        found = canonical(action)
        if found is None:
            if isinstance(action, ACTION_TYPES):
                raise IllegalAction(
                    _(
                        "'{code}' does not describe the move it was built with: choose a "
                        "listed move ({moves})."
                    ).format(code=action.code, moves=describe(legal))
                )
            raise IllegalAction(
                _("That is not a Hidden Unders move. {moves}").format(moves=_(MOVES_HELP))
            )
        for a in legal:  # the listed object itself: the intern table may have been renewed
            if a == found:
                return a
        why = desc.why_illegal(self, found)
        if why:
            raise IllegalAction(why)
        if found.kind in (PLAY, OVERS):
            return found  # the same move as a listed one, with other cards of the same ranks
        raise IllegalAction(
            _("'{code}' is not allowed now. Allowed: {moves}.").format(
                code=found.code, moves=describe(legal)
            )
        )

    # -- results and views (describe.py) ---------------------------------------------------
    def ranking(self) -> list[list[int]]:
        """R16-R17: groups of seats, best first; tied seats share a group."""
        return desc.ranking(self)

    def winners(self) -> list[int]:
        return desc.ranking(self)[0] if self.cur < 0 else []

    def scores(self) -> list[int]:
        return desc.scores(self)

    def returns(self) -> list[float]:
        return desc.returns(self)

    def round_detail(self) -> dict[str, Any]:
        return desc.round_detail(self)

    def view(self, player: int) -> View:
        return desc.build_view(self, player)

    def snapshot(self) -> tuple:
        return desc.snapshot(self)

    def cards_left(self, seat: int) -> int:
        return len(self.hands[seat]) + self.n_overs[seat] + self.n_unders[seat]

    def clone(self) -> HUState:
        s = HUState.__new__(HUState)
        s._legal = self._legal  # a tuple for this very position: shared
        s.players = self.players
        s.dealer = self.dealer
        s.opts = self.opts
        s.rules = self.rules
        s.hands = [h[:] for h in self.hands]
        s.overs = [o[:] for o in self.overs]
        s.unders = [u[:] for u in self.unders]
        s.n_overs = self.n_overs[:]
        s.n_unders = self.n_unders[:]
        s.stock = self.stock[:]
        s.pile = self.pile[:]
        s.burned = self.burned[:]
        s.aside = self.aside  # never changes after the deal
        s.known = [k[:] for k in self.known]
        s.chosen = self.chosen[:]
        s.out = self.out[:]
        s.finish = self.finish[:]
        s.cur = self.cur
        s.turn = self.turn
        s.first = self.first
        s.phase = self.phase
        s.fu_cards = self.fu_cards[:]
        s.skip = self.skip
        s.win_queue = self.win_queue[:]
        s.win_next = self.win_next
        s.win_need = self.win_need
        s.swap_pair = self.swap_pair
        s.end = self.end
        s.last = self.last
        return s

    def __repr__(self) -> str:
        return f"<Hidden Unders round: {self.players} players, turn {self.turn}>"
