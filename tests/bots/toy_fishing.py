"""Little Fishing: a tiny hidden-card game on the full engine contract, to test the search bots
without any real game.

18 cards (ranks 1-6 in suits a, b, c), 2 or 3 players, hands of 3 dealt from a face-down talon,
one shared pile that starts empty. Play a card: if it matches the top card's rank, take the pile
(a *snap*, worth 2 more, when the pile was a single card); otherwise lay it on top. When every
hand is empty the next 3 cards each are dealt. At the end the pile goes to the last capturer.
Score: cards taken plus 2 per snap; the highest score wins, ties share the win.

Hidden information: other hands and the talon order. Every played card is public.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtui.core import Action, Bot, Event, GameSpec, IllegalAction, State, View

RANKS = (1, 2, 3, 4, 5, 6)
DECK = tuple(f"{r}{s}" for s in "abc" for r in RANKS)
HAND = 3


def rank(card: str) -> int:
    return int(card[0])


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: str = ""


PLAYS = {c: Play(f"play {c}", c) for c in DECK}  # interned: legal_actions() builds nothing


@dataclass(frozen=True)
class FishingOptions:
    pass


class FishingState(State):
    __slots__ = (
        "captured",
        "dealer",
        "hands",
        "last_capturer",
        "pile",
        "played",
        "players",
        "snaps",
        "talon",
        "turn",
    )

    def __init__(self, players: int, dealer: int) -> None:
        self.players = players
        self.dealer = dealer
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.talon: list[str] = []
        self.pile: list[str] = []
        self.played: list[str] = []
        self.captured = [0] * players
        self.snaps = [0] * players
        self.last_capturer: int | None = None
        self.turn = 0  # cards played so far

    @property
    def current_player(self) -> int | None:
        if self.turn == len(DECK):
            return None
        return (self.dealer + 1 + self.turn) % self.players

    def legal_actions(self) -> list[Action]:
        p = self.current_player
        return [] if p is None else [PLAYS[c] for c in self.hands[p]]

    def clone(self) -> FishingState:
        s = FishingState.__new__(FishingState)
        s.players, s.dealer, s.turn = self.players, self.dealer, self.turn
        s.hands = [h[:] for h in self.hands]
        s.talon, s.pile, s.played = self.talon[:], self.pile[:], self.played[:]
        s.captured, s.snaps = self.captured[:], self.snaps[:]
        s.last_capturer = self.last_capturer
        return s

    def apply(self, action: Action | str) -> list[Event]:
        action = self.check_action(action)
        p = self.current_player
        took = bool(self.pile) and rank(self.pile[-1]) == rank(action.card)
        snap = took and len(self.pile) == 1
        self.step(action)
        kind = "snap" if snap else "capture" if took else "lay"
        events = [Event(kind, f"P{p + 1} plays {action.card}", seat=p, cards=(action.card,))]
        if self.is_over:
            events.append(Event("round_over", f"Scores {self.scores()}"))
        return events

    def step(self, action: Action) -> None:
        p = self.current_player
        c = action.card
        self.hands[p].remove(c)
        self.played.append(c)
        self.turn += 1
        pile = self.pile
        if pile and rank(pile[-1]) == rank(c):
            if len(pile) == 1:
                self.snaps[p] += 1
            self.captured[p] += len(pile) + 1
            self.pile = []
            self.last_capturer = p
        else:
            pile.append(c)
        if self.turn == len(DECK):
            if self.pile:
                self.captured[self.last_capturer if self.last_capturer is not None else 0] += len(
                    self.pile
                )
                self.pile = []
        elif not any(self.hands):
            deal(self)

    def scores(self) -> list[int]:
        return [self.captured[p] + 2 * self.snaps[p] for p in range(self.players)]

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        s = self.scores()
        return [p for p in range(self.players) if s[p] == max(s)]

    def snapshot(self) -> tuple:
        return (
            self.turn,
            tuple(map(tuple, self.hands)),
            tuple(self.talon),
            tuple(self.pile),
            tuple(self.captured),
            tuple(self.snaps),
            self.last_capturer,
        )

    def view(self, player: int) -> View:
        return View(
            "fishing",
            player,
            {
                "hand": list(self.hands[player]),
                "hand_counts": [len(h) for h in self.hands],
                "pile": list(self.pile),
                "talon_count": len(self.talon),
                "played": list(self.played),
                "captured_counts": list(self.captured),
                "snaps": list(self.snaps),
                "last_capturer": self.last_capturer,
                "dealer": self.dealer,
                "turn": self.turn,
                "current_player": self.current_player,
            },
        )


def deal(state: FishingState) -> None:
    for i in range(state.players):
        seat = (state.dealer + 1 + i) % state.players
        state.hands[seat] = state.talon[:HAND]
        del state.talon[:HAND]


def best_play(hand: list[str], pile: list[str], played: list[str]) -> str:
    """Take if you can (a snap first), else lay the rank with most copies already seen."""
    if pile:
        top = rank(pile[-1])
        for c in hand:
            if rank(c) == top:
                return c
    seen = [rank(c) for c in played]
    return max(hand, key=lambda c: (seen.count(rank(c)) + hand.count(c), c))


class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal_actions, rng=None):
        return (rng or self.rng).choice(legal_actions)


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, legal_actions, rng=None):
        return PLAYS[best_play(view.hand, view.pile, view.played)]


class FishingSpec(GameSpec):
    name = "fishing"
    title = "Little Fishing"
    min_players = 2
    max_players = 3
    Options = FishingOptions
    bots = {"easy": EasyBot, "normal": NormalBot}

    def new_state(self, players, options=None, *, seed=None, deck=None, dealer=0):
        self.check_players(players)
        self.check_dealer(players, dealer)
        self.options(options)
        cards = list(deck) if deck is not None else random.Random(seed).sample(DECK, len(DECK))
        state = FishingState(players, dealer)
        state.talon = cards
        deal(state)
        return state

    def parse_card(self, text):
        if text not in DECK:
            raise ValueError(f"'{text}' is not a Little Fishing card.")
        return text

    def rollout_action(self, state: FishingState, rng: random.Random) -> Action:
        p = state.current_player
        return PLAYS[best_play(state.hands[p], state.pile, state.played)]

    def determinize(self, view: View, rng: random.Random) -> FishingState:
        state = FishingState(len(view.hand_counts), view.dealer)
        known = set(view.hand) | set(view.played)
        unseen = [c for c in DECK if c not in known]
        rng.shuffle(unseen)
        for p, n in enumerate(view.hand_counts):
            if p == view.player:
                state.hands[p] = list(view.hand)
            else:
                state.hands[p] = unseen[:n]
                del unseen[:n]
        state.talon = unseen
        state.pile = list(view.pile)
        state.played = list(view.played)
        state.captured = list(view.captured_counts)
        state.snaps = list(view.snaps)
        state.last_capturer = view.last_capturer
        state.turn = view.turn
        return state


SPEC = FishingSpec()
FishingState.spec = SPEC

__all__ = ["DECK", "PLAYS", "SPEC", "FishingState", "IllegalAction"]
