"""The human's turn at the Hidden Unders table: which widget takes the choice and how, what
the keys and clicks turn into (an action code for the conductor), hints and the odd choices of
the house rules (a follow-up, a burn-in, an overs swap, an over taken with the pile).

A mixin of :class:`~cardtui.tui.tables.hidden_unders.table.HiddenUndersTable`; it reads the view and
the legal actions and never decides a rule: the engine accepts or refuses each move.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ....core import Action
from ....i18n import _, number
from ...conductor import Phase
from . import table_text as words
from .exchange import ExchangeTurn
from .over_under import OverUnderStacks, Stacks
from .pick_hand import PickHand
from .picker import Picker
from .play_pile import PlayPile


def verb(action: Action) -> str:
    return action.code.split(" ", 1)[0]


class HumanTurn(ExchangeTurn):
    """Input for the Hidden Unders table (see the module docstring)."""

    mode: str
    swap_mine: int | None
    mix_hand: list[Any]  # X12: the hand cards waiting for matching overs to join them
    swap_in: int | None = None  # choosing overs: a hand card waiting to swap with an over

    def enable_input(self, seat: int, legal: list[Action]) -> None:
        self._start_choice(seat, legal)
        if self.mode in ("swap", "take_over") and self.view is not None:
            self._place_zones(self.view)  # your overs take the hand's place to be picked
            self._draw_me_line(self.view, Stacks.from_view(self.view, seat))
        self.refresh_bindings()  # t, n and s show in the footer only when they apply

    def _start_choice(self, seat: int, legal: list[Action]) -> None:
        """Make the widget the player chooses with active, in the right mode."""
        view = self.view
        hand = self.query_one("#hand", PickHand)
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        verbs = {verb(a) for a in legal}
        self.swap_mine = None
        self.swap_in = None
        if "ready" in verbs:  # X2: the overs were dealt face up; swap before play
            self._start_exchange()
            return
        if verbs == {"done"}:
            self.mode = "auto"  # nothing to add after drawing: end the turn for the player
            self.call_later(self._auto_done)
            return
        if "overs" in verbs:
            self.mode = "overs"
            hand.set_active(True)
            hand.setup_pick("free", None, 4)
            hand.focus()
            return
        if "swap" in verbs:
            self.mode = "swap"
            mine = sorted({int(a.code.split()[1]) for a in legal if verb(a) == "swap"})
            stacks.set_active(True, mine, mode="single")
            stacks.focus()
            return
        flips = [int(a.code.split()[1]) for a in legal if verb(a) == "flip"]
        if flips:
            self.mode = "flip"
            stacks.set_active(True, flips, mode="single", blind=True)
            stacks.focus()
            return
        takes = [int(a.code.split()[1]) for a in legal if a.code.startswith("take ")]
        if takes:
            self.mode = "take_over"
            stacks.set_active(True, takes, mode="single")
            stacks.focus()
            return
        self.mode = "play"
        allowed = Counter(c for a in legal if verb(a) == "play" for c in a.cards)
        if view["hand"]:
            hand.set_active(True)
            hand.setup_pick("rank", _indexes(hand.cards, allowed), whole_rank=True)
            _cursor_on_plain_card(hand, hand.cards, words.special_ranks(view))
            hand.focus()
        else:
            overs = view["overs"][seat]
            playable = [i for i, c in enumerate(overs) if c is not None and allowed[c] > 0]
            stacks.set_active(True, playable, mode="rank", whole_rank=True)
            _cursor_on_plain_card(stacks, overs, words.special_ranks(view))
            stacks.focus()

    def disable_input(self) -> None:
        self.mode = ""
        self.query_one("#hu-ready").display = False
        self.refresh_bindings()
        self.query_one("#hand", PickHand).set_active(False)
        self.query_one("#my-stacks", OverUnderStacks).set_active(False)

    def _auto_done(self) -> None:
        if self.mode == "auto" and self.conductor.phase is Phase.HUMAN:
            self.submit("done")

    def turn_prompt(self, seat: int, legal: list[Action]) -> str:
        who = self.whose_turn(seat)
        hand = self.query_one("#hand", PickHand)
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        if self.mode == "exchange":
            return self.exchange_prompt(who)
        if self.mode == "overs" and self.swap_in is not None:
            return _(
                "{who}: {card} goes face up for which over ({overs})? Space on that one swaps them."
            ).format(
                who=who, card=hand.cards[self.swap_in], overs=words.cards_text(hand.marked_cards)
            )
        return words.turn_prompt(self, who, legal, hand, stacks)

    def on_picker_changed(self, event: Picker.Changed) -> None:
        if self.conductor.phase is not Phase.HUMAN or not self.legal:
            return
        if self.mode == "overs" and self.view is not None:
            hand = self.query_one("#hand", PickHand)
            self._finish_swap(hand)
            preview = Stacks.from_view(self.view, self.view.player)
            for pos, c in enumerate(hand.marked_cards):
                preview.overs[pos] = c
                preview.marks[pos] = "new"
            self._draw_me_line(self.view, preview)
        self.set_prompt(lambda: self.turn_prompt(self.conductor.seat_to_act or 0, self.legal))

    def on_picker_confirmed(self, event: Picker.Confirmed) -> None:
        event.stop()
        if self.conductor.phase is not Phase.HUMAN or not self.legal:
            return
        if event.choice_no != event.picker.choice_no:
            return  # made on cards shown before these (the marks were for those)
        hand = self.query_one("#hand", PickHand)
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        picked = event.indices
        if self.mode == "exchange":
            if picked:
                self._exchange_picked(event.picker, picked[0])
            return
        if event.picker is hand:
            cards = [hand.cards[i] for i in picked]
            if self.mode == "overs":
                if len(cards) != 4:
                    self.notify(
                        _("Mark four cards to lay as overs ({n} marked so far).").format(
                            n=number(len(cards))
                        ),
                        severity="warning",
                    )
                    return
                self.submit("overs " + " ".join(c.code for c in cards))
                return
            if self._mixes(cards):
                self._start_mix(cards)
                return
        elif self.mode == "mix":
            self._submit_mix(len(picked))
            return
        elif self.mode in ("flip", "take_over"):
            if picked:
                self.submit(f"{'flip' if self.mode == 'flip' else 'take'} {picked[0]}")
            return
        elif self.mode == "swap":
            if picked:
                self._swap_step(picked[0])
            return
        else:
            cards = [stacks.stacks.overs[i] for i in picked]
        if not cards:
            if self._legal_code("take"):
                self.submit("take")
            else:
                self.notify(_("Choose a card that can go on the pile."), severity="warning")
            return
        self.submit("play " + " ".join(c.code for c in cards))

    # -- X12 (mix_hand_overs): the last hand cards and overs of their rank in one play ----------
    def _mixes(self, cards: list[Any]) -> list[Action]:
        """The legal plays that add overs to ``cards`` (the whole hand), fewest overs first."""
        if self.view is None or len(cards) != len(self.view["hand"]):
            return []
        need = Counter(cards)
        return sorted(
            (
                a
                for a in self.legal
                if verb(a) == "play" and len(a.cards) > len(cards) and not need - Counter(a.cards)
            ),
            key=lambda a: len(a.cards),
        )

    def _start_mix(self, cards: list[Any]) -> None:
        """Offer the matching overs, all marked: Enter plays them along, unmarked ones stay."""
        self.mode = "mix"
        self.mix_hand = cards
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        self._place_zones(self.view)  # your overs take the hand's place if they must
        self._draw_me_line(self.view, Stacks.from_view(self.view, self.view.player))
        rank = cards[0].rank
        overs = stacks.stacks.overs
        matching = [i for i, c in enumerate(overs) if c is not None and c.rank == rank]
        stacks.set_active(True, matching, mode="free")
        stacks.pick_limit = len(matching)
        stacks.set_marks(matching)
        stacks.focus()
        self.refresh_bindings()

    def _submit_mix(self, extra: int) -> None:
        hand = self.mix_hand
        if extra == 0:
            self.submit("play " + " ".join(c.code for c in hand))
            return
        # Overs of one rank are alike: the play with that many of them is the one meant.
        found = next((a for a in self._mixes(hand) if len(a.cards) == len(hand) + extra), None)
        if found is None:
            self.notify(_("Those overs cannot join this play."), severity="warning")
            return
        self.submit(found.code)

    def _legal_code(self, code: str) -> Action | None:
        return next((a for a in self.legal if a.code == code), None)

    def submit(self, code: str) -> None:
        """Play a move (an action code); a refused one is explained and input comes back."""
        action: Action | str = self._legal_code(code) or code
        legal = list(self.legal)
        seat = self.conductor.seat_to_act
        self.disable_input()
        problem = self.conductor.submit(action)
        if problem:
            said = self.text(words.problem_words(problem))
            self.notify(said, severity="warning", markup=False)
            if seat is not None and self.conductor.phase is Phase.HUMAN:
                self.legal = legal
                self.enable_input(seat, legal)

    # -- R5/X2: with four overs marked, a hand card swaps with the over marked next ------------
    def _finish_swap(self, hand: PickHand) -> None:
        """An over was just unmarked while a hand card waits: the hand card takes its place."""
        waiting = self.swap_in
        if waiting is None or waiting in hand.marks or waiting >= len(hand.cards):
            self.swap_in = None
            return
        if len(hand.marks) == 3:  # an over went back to the hand
            self.swap_in = None
            cursor = hand.selected
            hand.set_marks(sorted([*hand.marks, waiting]))  # posts Changed: redraws the preview
            hand.selected = cursor

    # -- marks that cannot be made say why -----------------------------------------------------
    def on_picker_refused(self, event: Picker.Refused) -> None:
        event.stop()
        if self.mode == "overs" and event.why == "full":
            self.swap_in = event.index  # the swap finishes on the over marked next
            self.set_prompt(lambda: self.turn_prompt(self.conductor.seat_to_act or 0, self.legal))
            return
        said = self._refusal(event)
        if said:
            self.notify(self.plain(said), severity="warning", timeout=3, markup=False)

    def _refusal(self, event: Picker.Refused) -> str:
        picker = event.picker
        hand = self.query_one("#hand", PickHand)
        if event.why == "missing":
            if picker is hand:
                return _("There is no card under that key.")
            return _("There is no stack under that key.")
        items = picker.cards if picker is hand else picker.stacks.overs
        item = items[event.index] if 0 <= event.index < len(items) else None
        if self.mode == "exchange":
            return self._exchange_refusal(picker)
        if self.mode == "flip":
            return _("That under is gone already: flip one that is still face down.")
        if self.mode in ("swap", "take_over"):
            return _("Choose one of your overs that are lit.")
        if item is None:
            return _("There is nothing to play there.")
        if self.mode == "mix":
            return _("Only overs of the rank you play go along, and {card} is not one.").format(
                card=item
            )
        marked = hand.marked_cards if picker is hand else picker.marked_cards
        if marked and getattr(item, "rank", None) != marked[0].rank:
            return _(
                "Only cards of one rank are played together: {card} does not join them."
            ).format(card=item)
        # Translators: {why} says why, in a few words ("it is lower than 9♠").
        return _("{card} cannot be played now: {why}.").format(
            card=item, why=words.why_not(self.view)
        )

    def on_picker_restarted(self, event: Picker.Restarted) -> None:
        event.stop()
        picker = event.picker
        items = picker.cards if picker is self.query_one("#hand", PickHand) else None
        item = items[event.index] if items and event.index < len(items) else None
        if item is not None:
            self.notify(
                self.plain(
                    _(
                        "Only cards of one rank go together: the marks start again with {card}."
                    ).format(card=item)
                ),
                timeout=3,
                markup=False,
            )

    def on_play_pile_clicked(self, event: PlayPile.Clicked) -> None:
        """A click on the pile plays what is marked (or picks the pile up when stuck)."""
        if self.conductor.phase is not Phase.HUMAN or not self.legal:
            return
        for picker in (
            self.query_one("#hand", PickHand),
            self.query_one("#my-stacks", OverUnderStacks),
        ):
            if picker.active and picker.display:
                picker.action_confirm()
                return

    # -- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take":
            return self.conductor.phase is Phase.HUMAN and self._legal_code("take") is not None
        if action == "skip":
            return self.conductor.phase is Phase.HUMAN and any(
                a.code in ("done", "pass") for a in self.legal
            )
        if action == "suggest":
            return self.conductor.phase is Phase.HUMAN and bool(self.legal)
        if action in ("ready", "exchange_back"):
            return self.exchange_key_applies(action)
        return super().check_action(action, parameters)

    def action_take(self) -> None:
        if self._legal_code("take"):
            self.submit("take")

    def action_skip(self) -> None:
        found = next((a for a in self.legal if a.code in ("done", "pass")), None)
        if found is not None:
            self.submit(found.code)

    def suggested(self, view: Any, legal: list[Action]) -> Action:
        """The move the hint marks: the normal bot's in your place (a lesson: its step's)."""
        return self.spec.bots["normal"](seed=self.match.round_no).choose(view, legal)

    def action_suggest(self) -> None:
        """Mark what the normal bot would do in your place (it sees only your view)."""
        if self.view is None or not self.legal:
            return
        action = self.suggested(self.view, self.legal)
        self.point_at(action)
        self.notify(
            _("Suggestion: {move}.").format(move=self.describe_action(action)),
            timeout=4,
            markup=False,
        )

    def point_at(self, action: Action) -> None:
        """Mark ``action``'s cards, or put the cursor on its under or over: Enter makes it."""
        hand = self.query_one("#hand", PickHand)
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        cards = list(getattr(action, "cards", ()))
        if cards and hand.active:
            hand.set_marks(_indexes_of(hand.cards, cards))
        elif cards and stacks.active:
            stacks.set_marks(_indexes_of(stacks.stacks.overs, cards))
        elif verb(action) in ("flip", "take") and " " in action.code and stacks.active:
            stacks.selected = int(action.code.split()[1])
            stacks.refresh()
        elif verb(action) == "exchange" and hand.active and action.hand in hand.cards:
            hand.selected = hand.cards.index(action.hand)  # the hand card that goes face up


def _cursor_on_plain_card(picker: Any, items: list[Any], specials: set[int]) -> None:
    """Start on the lowest card that can be played and is not a 2 or a 10 (or whatever the
    house rules make special), so Enter alone never spends a reset or a burn by accident."""
    plain = [i for i in picker.pick_order() if getattr(items[i], "rank", None) not in specials]
    if plain:
        picker.selected = plain[0]


def _indexes(cards: list[Any], allowed: Counter) -> set[int]:
    """Indexes of ``cards`` that ``allowed`` holds (as many of each as it holds)."""
    left = Counter(allowed)
    out = set()
    for i, c in enumerate(cards):
        if left[c] > 0:
            left[c] -= 1
            out.add(i)
    return out


def _indexes_of(items: list[Any], wanted: list[Any]) -> list[int]:
    return sorted(_indexes(items, Counter(wanted)))
