"""The Hidden Unders rules machine: what each action does (R5-R19 and the §3.1 variants).

``Machine`` is a mixin of ``HUState``: ``_do(action, events)`` runs one action, with an event
list for ``apply`` or ``None`` for the search fast path ``step``, so both reach the same state
by construction. Pending choices (a follow-up, a burn-in window, an overs swap) are phases of
the state, never callbacks.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import Card
from ...core.protocol import Event
from . import describe as desc
from . import sentences as say
from .actions import DONE, EXCHANGE, FLIP, OVERS, PASS, PLAY, READY, SWAP, TAKE, order_key
from .rules import run_length

HAND, OVERS_ZONE, UNDERS_ZONE, OUT = 0, 1, 2, 3
ZONE_NAMES = ("hand", "overs", "unders", "out")
# Phases of a turn (pending choices are states of the machine, design.md).
PH_PLAY, PH_FOLLOW, PH_WINDOW, PH_SWAP = 0, 1, 2, 3
# overs_timing=swap (X2 family opening): before the first lead each player in turn exchanges
# hand cards with the face-up overs, then says ready (``chosen`` marks who has).
PH_EXCHANGE = 4


def lowest_card_seat(s: Any, left: int) -> int:
    """R6 lowest_card: the seat holding the lowest non-special rank in hand, counting from
    ``left``; ties go to the earliest; ``left`` when nobody holds an ordinary card."""
    n = s.players
    best, who = 99, left
    specials = s.rules.specials
    for step in range(n):
        seat = (left + step) % n
        ranks = [c.rank for c in s.hands[seat] if c.rank not in specials]
        if ranks and min(ranks) < best:
            best, who = min(ranks), seat
    return who


class Machine:
    """The transitions of a round; the fields live on ``HUState`` (``state.py``)."""

    __slots__ = ()

    def _do(self, a: Any, ev: list[Event] | None) -> None:
        self._legal = None  # the listed moves of the old position
        p = self.cur
        k = a.kind
        if k == PLAY:
            self._play(p, a.cards, ev)
        elif k == FLIP:
            self._flip(p, a.pos, ev)
        elif k == TAKE:
            self._take(p, a.pos, ev)
        else:
            if k == OVERS:
                self._choose(p, a.cards, ev)
            elif k == DONE:
                if ev is not None:
                    ev.append(Event("done", (say.ends_turn, p), p))
                self._end_turn(p, ev)
            elif k == PASS:
                self._pass(p, ev)
            elif k == SWAP:
                self._swap(p, a.mine, a.theirs, ev)
            elif k == EXCHANGE:
                self._exchange(p, a.hand, a.over, ev)
            elif k == READY:
                self._ready(p, ev)
            return  # R19 counts plays, pickups and flips only
        self.turn += 1
        if self.cur >= 0 and self.turn >= self.opts.turn_cap:  # R19 / X19
            self._finish(ev, "cap")

    def _choose(self, p: int, cards: tuple[Card, ...], ev: list[Event] | None) -> None:
        hand = self.hands[p]
        for c in cards:
            hand.remove(c)
        self.overs[p] = list(cards)
        self.n_overs[p] = 4
        self.chosen[p] = True
        if ev is not None:
            ev.append(
                Event(
                    "overs",
                    (say.lays_overs, p, tuple(cards)),
                    p,
                    tuple(c.code for c in cards),
                )
            )
        if self.opts.overs_timing == "before_play":
            if not self._to_next_unready(p):
                self._begin(self.first)
        else:
            self._begin(p)  # R5: the same turn goes on with a play

    def _exchange(self, p: int, h: Card, o: Card, ev: list[Event] | None) -> None:
        """X2 family opening: hand card ``h`` lies face up where over ``o`` was; ``o`` goes
        to the hand in everyone's sight (so it is known to be there, R20)."""
        hand = self.hands[p]
        hand.remove(h)
        ov = self.overs[p]
        ov[ov.index(o)] = h
        hand.append(o)
        hand.sort(key=order_key)
        kn = self.known[p]
        if h in kn:
            kn.remove(h)
        kn.append(o)
        if ev is not None:
            ev.append(Event("exchange", (say.exchanges, p, h, o), p, (h.code, o.code)))

    def _ready(self, p: int, ev: list[Event] | None) -> None:
        """Done exchanging: the next player who has not said ready, else the first lead."""
        self.chosen[p] = True
        if ev is not None:
            ev.append(Event("ready", (say.ready, p), p))
        if self._to_next_unready(p):
            return
        if self.opts.first_player == "lowest_card":
            self.first = lowest_card_seat(self, (self.dealer + 1) % self.players)
        self._begin(self.first)

    def _to_next_unready(self, p: int) -> bool:
        """Pass the turn to the next player after ``p`` still choosing overs (or swapping);
        False when everyone is ready."""
        n = self.players
        for step in range(1, n):
            s = (p + step) % n
            if not self.chosen[s]:
                self.cur = s
                return True
        return False

    def _play(self, p: int, cards: tuple[Card, ...], ev: list[Event] | None) -> None:
        hand = self.hands[p]
        if self.phase == PH_WINDOW:
            self.win_queue = []
            if ev is not None:
                ev.append(Event("burn_in", (say.burns_in, p), p))
        self.phase = PH_PLAY
        if hand:
            kn = self.known[p]
            for c in cards:
                if c in hand:
                    hand.remove(c)
                    if kn and c in kn:
                        kn.remove(c)
                else:  # X12 option: the last hand cards together with overs
                    self._remove_over(p, c)
            src = HAND
        else:
            for c in cards:
                self._remove_over(p, c)
            src = OVERS_ZONE
        self.last = (p, "play", cards)
        self._resolve(p, cards, src, ev)

    def _remove_over(self, p: int, c: Card) -> None:
        ov = self.overs[p]
        ov[ov.index(c)] = None
        self.n_overs[p] -= 1

    def _resolve(self, p: int, cards: tuple[Card, ...], src: int, ev: list[Event] | None) -> None:
        """Cards just went on the pile: reset, burn (R8-R10), then draw, lead or pass on."""
        pile = self.pile
        pile.extend(cards)
        rules = self.rules
        r = cards[0].rank
        if r == rules.burn:
            burn = True
        elif rules.four_kind == "run":
            burn = len(pile) >= rules.burn_size and run_length(pile) >= rules.burn_size
        elif rules.four_kind == "single_play":
            burn = len(cards) >= rules.burn_size
        else:
            burn = False
        if ev is not None:
            ev.append(
                Event(
                    "play",
                    (say.plays, p, cards),
                    p,
                    tuple(c.code for c in cards),
                    data={"zone": ZONE_NAMES[src]},
                )
            )
            if r == rules.reset and not burn:
                ev.append(Event("reset", (say.resets, p), p))
            if burn:
                # the burning card, or the run's length (its words are built when read)
                why = str(cards[0]) if r == rules.burn else run_length(pile)
                n = len(pile)
                ev.append(
                    Event(
                        "burn",
                        (say.burns, p, n, why),
                        p,
                        data={"count": len(pile)},
                    )
                )
        if burn:
            self.burned += pile
            pile.clear()
            self.skip = 0
        elif rules.skip8 and r == 8:
            self.skip += len(cards)  # 3.1.5: one skip per 8
        if not self.hands[p] and not self.n_overs[p] and not self.n_unders[p]:
            self._go_out(p, ev)  # R16: going out on a burn counts, no replay needed
            return
        if src == UNDERS_ZONE:  # R13: the turn passes after an under (X8)
            if burn and self.opts.under_burn_replay:
                return  # the same player flips again on the empty pile
            self._end_turn(p, ev)
            return
        drawn = self._draw(p, ev)  # R11
        if burn:  # R9 / R10 / X6: draw, then lead again
            return
        if drawn and self.opts.same_rank_followup:  # X17 option
            self.phase = PH_FOLLOW
            self.fu_cards = [c for c in drawn if c.rank == r]
            return
        self._end_turn(p, ev)

    def _draw(self, p: int, ev: list[Event] | None) -> list[Card]:
        hand = self.hands[p]
        need = 4 - len(hand)
        stock = self.stock
        if need <= 0 or not stock:
            return []
        drawn = stock[-need:]
        del stock[-need:]
        drawn.reverse()
        hand += drawn
        hand.sort(key=order_key)
        if ev is not None:
            ev.append(
                Event(
                    "draw",
                    (say.draws, p, len(drawn)),
                    p,
                    data={"count": len(drawn), "stock": len(stock)},
                )
            )
        return drawn

    def _flip(self, p: int, pos: int, ev: list[Event] | None) -> None:
        c = self.unders[p][pos]
        self.unders[p][pos] = None
        self.n_unders[p] -= 1
        if ev is not None:
            ev.append(Event("flip", (say.flips, p, pos, c), p, (c.code,), data={"position": pos}))
        rules = self.rules
        if rules.playable[rules.top(self.pile)][c.rank]:
            self.last = (p, "flip", (c,))
            self._resolve(p, (c,), UNDERS_ZONE, ev)
            return
        # X9: the flipped card and the whole pile go to the hand; the turn passes.
        taken = [*self.pile, c]
        self._pick_up(p, taken, (say.cannot_play, p, c, len(taken)), ev)

    def _to_hand(self, p: int, taken: list[Card]) -> None:
        hand = self.hands[p]
        hand += taken
        hand.sort(key=order_key)
        self.known[p] += taken  # R20: every pickup is public
        self.pile.clear()

    def _take(self, p: int, pos: int, ev: list[Event] | None) -> None:
        taken = list(self.pile)
        if pos >= 0:  # X10 option: one over goes with the pile
            taken.append(self.overs[p][pos])
            self.overs[p][pos] = None
            self.n_overs[p] -= 1
        self._pick_up(p, taken, (say.picks_up, p, len(taken)), ev)

    def _pick_up(self, p: int, taken: list[Card], text: tuple, ev: list[Event] | None) -> None:
        """The pile (and what came with it) goes to the hand, for all to see (R20)."""
        self._to_hand(p, taken)
        self.last = (p, "take", tuple(taken))
        if ev is not None:
            ev.append(Event("pickup", text, p, tuple(x.code for x in taken)))
        self._end_turn(p, ev)  # R14: no draw; the next player leads

    def _pass(self, p: int, ev: list[Event] | None) -> None:
        if self.phase == PH_SWAP:
            if ev is not None:
                ev.append(Event("swap", (say.keeps_overs, p), p))
            self.swap_pair = None
            self._begin(p)
            return
        if self.win_queue:  # PH_WINDOW: ask the next player who could burn in
            self.cur = self.win_queue.pop(0)
        else:
            self._begin(self.win_next)

    def _swap(self, p: int, mine: int, theirs: int, ev: list[Event] | None) -> None:
        w, loser = self.swap_pair
        a, b = self.overs[w][mine], self.overs[loser][theirs]
        self.overs[w][mine], self.overs[loser][theirs] = b, a
        if ev is not None:
            # data: whose over was taken (their recap says so first)
            ev.append(
                Event(
                    "swap",
                    (say.swaps, w, a, loser, b),
                    p,
                    (a.code, b.code),
                    data={"target": loser},
                )
            )
        self.swap_pair = None
        self._begin(p)

    def _end_turn(self, p: int, ev: list[Event] | None) -> None:
        n = self.players
        out = self.out
        steps = 1 + self.skip
        if ev is not None and self.skip:
            ev.append(
                Event(
                    "skip",
                    (say.skips, p, self.skip),
                    p,
                    data={"count": self.skip},
                )
            )
        self.skip = 0
        nxt = p
        while steps:
            nxt = (nxt + 1) % n
            if not out[nxt]:
                steps -= 1
        if self.opts.out_of_turn_burn and self.pile and self.rules.four_kind == "run":
            queue = self._burn_in_queue(p, nxt)
            if queue:
                self.phase = PH_WINDOW
                self.cur = queue[0]
                self.win_queue = queue[1:]
                self.win_next = nxt
                return
        self._begin(nxt)

    def _burn_in_queue(self, p: int, nxt: int) -> list[int]:
        """3.1.6: the players other than the next one who can complete the run on top."""
        r = self.pile[-1].rank
        need = self.rules.burn_size - run_length(self.pile)
        queue: list[int] = []
        n = self.players
        for step in range(1, n):
            s = (p + step) % n
            if s == nxt or self.out[s] or not self.chosen[s]:
                continue
            cards = self.hands[s] or [c for c in self.overs[s] if c is not None]
            if sum(1 for c in cards if c.rank == r) >= need:
                queue.append(s)
        self.win_need = need
        return queue

    def _begin(self, seat: int) -> None:
        self._legal = None
        self.cur = seat
        self.phase = PH_PLAY
        sp = self.swap_pair
        if sp is not None and seat == sp[0] and self.chosen[sp[0]] and self.chosen[sp[1]]:
            self.phase = PH_SWAP

    def _go_out(self, p: int, ev: list[Event] | None) -> None:
        self.finish.append(p)
        if ev is not None:
            ev.append(Event("out", (say.out, p), p))
        if not self.rules.end_last:
            self._finish(ev, "out")  # R16: the first player out wins at once
            return
        self.out[p] = True  # 3.1.1: play on; the last player left loses
        left = [s for s in range(self.players) if not self.out[s]]
        if len(left) == 1:
            self.finish.append(left[0])
            self.out[left[0]] = True
            self._finish(ev, "last")
            return
        self._end_turn(p, ev)

    def _finish(self, ev: list[Event] | None, how: str) -> None:
        self.cur = -1
        self.phase = PH_PLAY
        self.end = how
        if ev is not None:
            groups = desc.ranking(self)
            text = (desc.round_over_sentence, how, self.turn, tuple(map(tuple, groups)))
            ev.append(Event("round_over", text, data={"ranking": groups, "end": how}))
