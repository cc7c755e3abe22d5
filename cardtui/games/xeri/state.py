"""One round of Xeri: the rules of xeri.md §2 (X-8 to X-16) and the variants of §3.

``step`` is the single place where a card is resolved; ``apply`` validates, calls ``step`` and
then describes what happened, so both always reach the same state. Cards are the interned core
cards, compared by identity. The talon is a tuple shared between clones, read from ``tpos``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.cards import JACK, Card
from ...core.protocol import Action, Event, State, View
from . import scoring
from .actions import PLAYS, Play, hand_order
from .events import describe_play
from .options import Options, deals_per_round

# What a play did, as kept in ``last`` (seat, card, kind, cards taken, bonus points).
LAY, CAPTURE, XERI, JACK_XERI, LONE_JACK = "lay", "capture", "xeri", "jack_xeri", "lone_jack"
NOBODY = -1


class XeriState(State):
    """A round of Xeri. Seats 0..n-1 sit in playing order; partners (4 players) sit opposite."""

    game = "xeri"  # its spec (``spec.py``, which assembles the game) registers under this name

    __slots__ = (
        "_cur",
        "_final_ok",
        "_h1",
        "_jx",
        "bottom",
        "captured",
        "deal_no",
        "dealer",
        "deals",
        "hand_size",
        "hands",
        "jack_xeris",
        "last",
        "last_capturer",
        "opening",
        "options",
        "pile",
        "played",
        "played_ranks",
        "players",
        "redealt",
        "residue",
        "seed",
        "talon",
        "tpos",
        "xeri_points",
        "xeris",
    )

    def __init__(
        self,
        players: int,
        options: Options,
        dealer: int,
        hands: list[list[Card]],
        pile: list[Card],
        talon: list[Card] | tuple[Card, ...],
        *,
        bottom: Card | None = None,
        seed: int | None = None,
        opening: tuple[Event, ...] = (),
        redealt: Sequence[Card] = (),
    ) -> None:
        """A round about to start from these hands (by seat), first pile (bottom first) and
        talon (top first). ``spec.new_state`` shuffles and deals; tutorials and tests may set
        a position up directly. ``redealt`` are the cards of first piles dealt again (X-7):
        seen face up, so public knowledge of where they are not."""
        self.players = players
        self.options = options
        self.dealer = dealer
        self.hand_size = options.hand_size
        self.deals = deals_per_round(players, options.hand_size)
        self.deal_no = 1
        self.hands = [list(h) for h in hands]
        self.pile = list(pile)
        self.talon = tuple(talon)
        self.tpos = 0
        self.captured: list[list[Card]] = [[] for _ in range(players)]
        self.xeris = [0] * players
        self.jack_xeris = [0] * players
        self.xeri_points = [0] * players
        self.last_capturer = NOBODY
        self._cur = (dealer + 1) % players  # the seat after the dealer leads every deal
        # X-2 / A2: every pile card was dealt face up, so the first pile is public memory.
        self.played: list[Card] = list(pile)
        self.played_ranks = [0] * 15
        for c in pile:
            self.played_ranks[c.rank] += 1
        self.last: tuple[int, Card, str, int, int] | None = None
        self.residue: tuple[int, tuple[Card, ...]] | None = None
        self.bottom = bottom
        self.seed = seed
        self.opening = opening
        self.redealt = tuple(redealt)
        self._set_rule_flags()

    def _set_rule_flags(self) -> None:
        o = self.options
        self._jx = o.jack_xeri_points
        self._h1 = o.lone_card_jack_bonus
        self._final_ok = o.xeri_on_final_card

    # -- the protocol ------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self._cur < 0 else self._cur

    @property
    def is_over(self) -> bool:
        return self._cur < 0

    def legal_actions(self) -> list[Action]:
        if self._cur < 0:
            return []
        return [PLAYS[c.index] for c in self.hands[self._cur]]

    def step(self, action: Action) -> None:
        """The fast path for search: no validation, no events (X-9, X-11, X-12, X-13, X-14)."""
        c = action.card
        p = self._cur
        hand = self.hands[p]
        hand.remove(c)
        pile = self.pile
        r = c.rank
        self.played.append(c)
        self.played_ranks[r] += 1
        if pile and (r == pile[-1].rank or r == JACK):  # a match or a jack captures
            kind = CAPTURE
            bonus = 0
            # a lone card matched by rank is a xeri (a jack on a lone jack too), but
            # under V4 never with the very last card of the round.
            if (
                len(pile) == 1
                and (r == pile[0].rank or self._h1)
                and (self._final_ok or hand or p != self.dealer or self.tpos < len(self.talon))
            ):
                if r != pile[0].rank:  # H1: a jack on a lone non-jack (house rule)
                    kind, bonus = LONE_JACK, self._h1
                elif r == JACK:
                    kind, bonus = JACK_XERI, self._jx
                    self.jack_xeris[p] += 1
                else:
                    kind, bonus = XERI, scoring.XERI_POINTS
                self.xeris[p] += 1
                self.xeri_points[p] += bonus
            pile.append(c)
            self.captured[p] += pile
            self.last = (p, c, kind, len(pile), bonus)
            self.pile = []
            self.last_capturer = p
        else:  # otherwise the card is laid on top (a jack on an empty table too, A15)
            pile.append(c)
            self.last = (p, c, LAY, 0, 0)
        nxt = p + 1
        if nxt == self.players:
            nxt = 0
        if self.hands[nxt]:
            self._cur = nxt
        elif self.tpos < len(self.talon):
            self._deal()
            self._cur = nxt  # the dealer played last; the leader leads the new deal
        else:
            self._finish()

    def _deal(self) -> None:
        """X-13: a new packet to each seat from the talon, leader first; the pile stays."""
        n, h, t, pos = self.players, self.hand_size, self.talon, self.tpos
        first = self.dealer + 1
        for k in range(n):
            self.hands[(first + k) % n] = list(t[pos : pos + h])
            pos += h
        self.tpos = pos
        self.deal_no += 1

    def _finish(self) -> None:
        """X-14: the last capturer takes what is left on the table: a transfer, never a xeri
        (A12). A9: with no capture in the whole round it goes to the dealer."""
        if self.pile:
            to = self.last_capturer if self.last_capturer >= 0 else self.dealer
            self.captured[to] += self.pile
            self.residue = (to, tuple(self.pile))
            self.pile = []
        self._cur = NOBODY

    def check_action(self, action: Action | str) -> Action:
        """The legal action meant by ``action``, or IllegalAction (see ``State``): one of the
        interned plays of a card in the mover's hand is recognised without listing them."""
        if action.__class__ is Play and self._cur >= 0:
            c = action.card
            if c.__class__ is Card and PLAYS[c.index] is action and c in self.hands[self._cur]:
                return action
        return State.check_action(self, action)

    def apply(self, action: Action | str) -> list[Event]:
        """Play a card (one of the legal actions, or a code such as ``play 7H``) and say what
        happened. Anything else raises IllegalAction and changes nothing."""
        act = self.check_action(action)
        c = act.card
        p = self._cur
        pile_before = list(self.pile)
        deal_before = self.deal_no
        self.step(act)
        return describe_play(self, p, c, pile_before, deal_before)

    def scores(self) -> list[int]:
        """Round points per seat so far (partners carry their side's points). Captured
        contents are hidden from players (X-10), so show these only at round end (A10)."""
        totals = scoring.side_totals(self.captured, self.xeri_points)
        return [totals[p & 1] for p in range(self.players)]

    def winners(self) -> list[int]:
        """X-16: the seats of the side with more points; every seat on a tied round (A6)."""
        if self._cur >= 0:
            return []
        a, b = scoring.side_totals(self.captured, self.xeri_points)
        if a == b:
            return list(range(self.players))
        side = 0 if a > b else 1
        return [p for p in range(self.players) if p & 1 == side]

    def returns(self) -> list[float]:
        """Search utility in [0, 1]: mostly the round's result, plus a share of the points
        margin, since matches are usually played for points (V6)."""
        a, b = scoring.side_totals(self.captured, self.xeri_points)
        win = 0.5 if a == b else (1.0 if a > b else 0.0)
        margin = max(-1.0, min(1.0, (a - b) / 40.0))
        mine = 0.75 * win + 0.125 * (1.0 + margin)
        return [mine if p & 1 == 0 else 1.0 - mine for p in range(self.players)]

    def clone(self) -> XeriState:
        s = XeriState.__new__(XeriState)
        s.players = self.players
        s.options = self.options
        s.dealer = self.dealer
        s.hand_size = self.hand_size
        s.deals = self.deals
        s.deal_no = self.deal_no
        s.hands = [h[:] for h in self.hands]
        s.pile = self.pile[:]
        s.talon = self.talon
        s.tpos = self.tpos
        s.captured = [c[:] for c in self.captured]
        s.xeris = self.xeris[:]
        s.jack_xeris = self.jack_xeris[:]
        s.xeri_points = self.xeri_points[:]
        s.last_capturer = self.last_capturer
        s._cur = self._cur
        s.played = self.played[:]
        s.played_ranks = self.played_ranks[:]
        s.last = self.last
        s.residue = self.residue
        s.bottom = self.bottom
        s.seed = self.seed
        s.opening = self.opening
        s.redealt = self.redealt
        s._jx, s._h1, s._final_ok = self._jx, self._h1, self._final_ok
        return s

    # -- what players see --------------------------------------------------------------
    @property
    def talon_count(self) -> int:
        return len(self.talon) - self.tpos

    def opening_events(self) -> list[Event]:
        """The events of the deal that set up this round (re-dealt piles, the bottom card)."""
        return list(self.opening)

    def view(self, player: int) -> View:
        """What seat ``player`` may know (X-10, §2.8): its own hand, the pile, every card seen
        face up this round (``played``), counts of hidden things, xeri markers."""
        if not isinstance(player, int) or not 0 <= player < self.players:
            raise ValueError(f"There is no seat {player} at this table of {self.players}.")
        n = self.players
        last = None
        if self.last is not None:
            seat, c, kind, taken, bonus = self.last
            last = {"seat": seat, "card": c, "kind": kind, "taken": taken, "bonus": bonus}
        data: dict[str, Any] = {
            "players": n,
            "dealer": self.dealer,
            "current_player": self.current_player,
            "is_over": self.is_over,
            "teams": scoring.sides_of(n),
            "hand_size": self.hand_size,
            "deal_no": self.deal_no,
            "deals": self.deals,
            "hand": sorted(self.hands[player], key=hand_order),  # grouped by rank
            "hand_counts": [len(h) for h in self.hands],
            "pile": list(self.pile),
            "talon_count": self.talon_count,
            "captured_counts": [len(c) for c in self.captured],
            "xeris": list(self.xeris),
            "jack_xeris": list(self.jack_xeris),
            "xeri_points": list(self.xeri_points),
            "played": list(self.played),
            "last_capturer": None if self.last_capturer < 0 else self.last_capturer,
            "bottom_card": self.bottom,
            # re-dealt first piles were seen face up (back in the talon, in no hand)
            "redealt": list(self.redealt),
            "last_play": last,
            "rules": self.options.to_dict(),
            "round_detail": self.round_detail() if self.is_over else None,
        }
        return View("xeri", player, data)

    def round_detail(self) -> dict[str, Any]:
        """The round's breakdown for the results screen (X-15): per seat and per side the
        cards, most-cards points, honours, 10♦, 2♣, xeris, jack xeris, xeri points and total,
        with the 25 (or 22) checksum, the winners and the last-capture transfer."""
        out = scoring.breakdown(self.captured, self.xeris, self.jack_xeris, self.xeri_points)
        out["players"] = self.players
        out["dealer"] = self.dealer
        out["is_over"] = self.is_over
        out["winners"] = self.winners()
        out["scores"] = self.scores()
        out["last_capturer"] = None if self.last_capturer < 0 else self.last_capturer
        out["residue"] = (
            None
            if self.residue is None
            else {"seat": self.residue[0], "cards": [c.code for c in self.residue[1]]}
        )
        return out

    def snapshot(self) -> tuple:
        """The whole state as plain comparable tuples (card indexes)."""

        def idx(cs):
            return tuple(c.index for c in cs)

        last = None if self.last is None else (self.last[0], self.last[1].index, *self.last[2:])
        residue = None if self.residue is None else (self.residue[0], idx(self.residue[1]))
        return (
            self.players,
            tuple(sorted(self.options.to_dict().items())),
            self.dealer,
            self.deal_no,
            self._cur,
            tuple(idx(h) for h in self.hands),
            idx(self.pile),
            idx(self.talon[self.tpos :]),
            tuple(idx(c) for c in self.captured),
            tuple(self.xeris),
            tuple(self.jack_xeris),
            tuple(self.xeri_points),
            self.last_capturer,
            idx(self.played),
            tuple(self.played_ranks),
            last,
            residue,
            None if self.bottom is None else self.bottom.index,
            idx(self.redealt),
        )

    def __repr__(self) -> str:
        where = "over" if self.is_over else f"P{self._cur + 1} to play"
        return f"<XeriState {self.players}p deal {self.deal_no}/{self.deals}, {where}>"
