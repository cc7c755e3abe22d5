"""The Zirkhaki table's input: draw and bank, and every power's choice made on the table.

A choice is a list of actions (``choices``) with the card or ring each one takes
(``choice_cards``) and a ``cursor``. Where it is drawn depends on its kind: the pistol's and
dagger's targets in the opponents' banks, the horseshoe's in your own, the map's cards in a
row under the zone, the rings in two tiles. The keys are the table's (its BINDINGS):
arrows move the cursor (up and down jump between players' banks), a digit takes that option
(0 the tenth: a pistol aimed at one opponent has up to ten top cards), then a letter for the
eleventh on (three opponents: up to 30); the prompt names the key of the option under the
cursor,
Enter or Space takes the one under the cursor. The mouse points (the cursor follows) and
clicks. Nothing here knows the rules: the options, owners and busts come from the view.

A choice never starts on a trap: the cursor starts on the first option that does not bust, and
taking one that busts (or drawing a card you have seen will bust you) asks once more.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.widgets import Button

from ....core import Action
from ....i18n import N_, _, ngettext, number
from ...screens.dialogs import ConfirmScreen
from .bank_tableau import BankTableau
from .card_choice import CardChoice
from .ring_badge import RingChoice
from .terms import card_name, ring_title

if TYPE_CHECKING:
    from ....core import View
    from ....core.recap import Recap
    from ...conductor import Conductor

# The options' keys, in order: 0 is the tenth, then letters for the eleventh on (3-4 players:
# up to 30 targets). Left out: the letters the table uses during a choice (c coach, k key,
# p pause, q, u undo) and d, the draw key; b only banks outside a choice.
PICK_KEYS = "1234567890abefghijlmnorstvwxyz"
BANK_TARGETS = {"pistol", "mugger", "dagger", "blade", "horseshoe"}
# The question each choice asks, short enough for the two-line prompt at 80 columns.
ASK = {
    "pistol": N_("Pistol: burn which top card?"),
    "mugger": N_("Pistol (Mugger's ring): steal which card?"),
    "dagger": N_("Dagger: steal which top card?"),
    "blade": N_("Dagger (Blade ring, no bust on a duplicate): steal which card?"),
    "horseshoe": N_("Horseshoe: play which of your cards again?"),
    "map": N_("Map: play which card?"),
}
# The same questions when the power works more than once ({more}: how many times after this).
ASK_MORE = {
    "pistol": N_("Pistol (then {more} more): burn which top card?"),
    "mugger": N_("Pistol (Mugger's ring) (then {more} more): steal which card?"),
    "dagger": N_("Dagger (then {more} more): steal which top card?"),
    "blade": N_(
        "Dagger (Blade ring, no bust on a duplicate) (then {more} more): steal which card?"
    ),
    "horseshoe": N_("Horseshoe (then {more} more): play which of your cards again?"),
    "map": N_("Map (then {more} more): play which card?"),
}


class ZirkhakiInput:
    """Mixed into :class:`ZirkhakiTable` (a TableScreen): the human's side of a turn."""

    view: View | None
    legal: list[Action]
    conductor: Conductor
    names: list[str]
    choices: list[Action]
    choice_kind: str
    choice_cards: list[Any]
    cursor: int
    _keys_shown: tuple[bool, ...]
    enter_code: str = ""  # a lesson step's draw or bank, made by Enter (point_at)

    # -- the human's turn ------------------------------------------------------------------
    def enable_input(self, seat: int, legal: list[Action]) -> None:
        view = self.view
        pending = view["pending"] if view is not None else None
        rings = [a for a in legal if a.code.startswith("ring ")]
        if rings:
            offer = list(view.get("ring_offer") or ())
            order = {code: i for i, code in enumerate(offer)}
            rings.sort(key=lambda a: order.get(a.code.partition(" ")[2], 99))
            self._set_choice("ring", rings, [a.code.partition(" ")[2] for a in rings])
        elif pending:
            by_card = {getattr(a, "card", None): a for a in legal}
            options = [c for c in pending["options"] if c in by_card]
            self._set_choice(pending["kind"], [by_card[c] for c in options], options)
        self._enable_buttons()
        self.set_focus(None)

    def disable_input(self) -> None:
        self._clear_choice()
        self._enable_buttons()

    def bot_thinking(self, seat: int, paused: bool) -> None:
        super().bot_thinking(seat, paused)
        self._enable_buttons()

    def hand_over(self, seat: int, recap: Recap, done) -> None:
        self._enable_buttons()
        super().hand_over(seat, recap, done)

    def _enable_buttons(self) -> None:
        """The buttons and the footer's keys follow what may be done now."""
        codes = set() if self.choices else {a.code for a in self.legal}
        self.query_one("#zk-draw", Button).disabled = "draw" not in codes
        self.query_one("#zk-bank", Button).disabled = "bank" not in codes
        keys = ("draw" in codes, "bank" in codes, bool(self.choices))
        if keys != self._keys_shown:  # the footer rebuilds itself: only when it changes
            self._keys_shown = keys
            self.refresh_bindings()

    def _set_choice(self, kind: str, actions: list[Action], cards: list[Any]) -> None:
        self.choice_kind = kind
        self.choices = actions
        self.choice_cards = cards
        busts = self._busting()
        # Never start on a trap: the first option that does not bust (all bust: the first).
        self.cursor = next((i for i, c in enumerate(cards) if c not in busts), 0)
        self._show_cursor()

    def _busting(self) -> list[Any]:
        pending = self.view["pending"] if self.view is not None else None
        return list(pending["busts"]) if pending else []

    def point_at(self, action: Action) -> None:
        """A choice: the cursor on that option. Draw or bank: Enter (or Space) does it."""
        if self.choices:
            if action in self.choices:
                self._move_cursor(self.choices.index(action))
            return
        if action.code in ("draw", "bank"):
            self.enter_code = action.code
            self.refresh_bindings()

    def _clear_choice(self) -> None:
        self.enter_code = ""
        self.choices = []
        self.choice_cards = []
        self.choice_kind = ""
        for tableau in self.query(BankTableau):
            tableau.set_choice([], None)

    def _show_cursor(self) -> None:
        """Draw the cursor where the choice lies: a bank, the map's row or the ring tiles."""
        kind = self.choice_kind
        current = self.choice_cards[self.cursor] if self.choices else None
        for tableau in self.query(BankTableau):
            if kind in BANK_TARGETS:
                mine = [c for c in self.choice_cards if self._owner_of(c) == tableau.seat]
                tableau.set_choice(mine, current)
            else:
                tableau.set_choice([], None)
        if kind == "map":
            choice = self.query_one("#map-choice", CardChoice)
            choice.cursor = self.cursor
            choice.refresh()
        elif kind == "ring":
            self.query_one("#ring-choice", RingChoice).show(self.choice_cards, self.cursor)

    def _owner_of(self, card: Any) -> int | None:
        pending = self.view["pending"] if self.view is not None else None
        if not pending:
            return None
        for option, owner in zip(pending["options"], pending["owners"], strict=True):
            if option is card:
                return owner
        return None

    def turn_prompt(self, seat: int, legal: list[Action]) -> str:
        view = self.view
        # Translators: "{who}" below is "Your turn" or "Ann's turn"; the key names stay.
        if len(self.conductor.humans) == 1:
            who = _("Your turn")
        else:
            who = _("{name}'s turn").format(name=self.names[seat])
        if self.choice_kind == "ring":
            code = self.choice_cards[self.cursor]
            return _("{who}: keep which ring? ▸ {ring} · ←→ Enter, 1 or 2, or click").format(
                who=who, ring=ring_title(code)
            )
        if self.choices:
            pending = view["pending"]
            n = len(self.choices)
            kind, more = pending["kind"], pending.get("more")
            if kind in ASK:
                ask = _(ASK_MORE[kind]).format(more=number(more)) if more else _(ASK[kind])
            else:  # a question the rules engine asks in its own words
                ask = pending["prompt"]
                if more:
                    # Translators: put in place of the first colon of a question the rules
                    # ask ("Choose a card (then 1 more): ..."); keep the colon at the end
                    then = _(" (then {more} more):").format(more=number(more))
                    ask = ask.replace(":", then, 1)
            keys = "←→" + ("↑↓" if self._owners() > 1 else "") + " Enter"
            keys += ", 1" if n == 1 else (f", 1–{n}" if n <= 9 else ", 1–9, 0")
            if n > 10:
                keys += f", {PICK_KEYS[10]}–{PICK_KEYS[min(n, len(PICK_KEYS)) - 1]}"
            key = f"[{PICK_KEYS[self.cursor]}] " if n > 1 and self.cursor < len(PICK_KEYS) else ""
            # Translators: {keys} lists the keys ("←→ Enter, 1–4"); {choice} the option under
            # the cursor, with its key in brackets.
            return _("{ask} ▸ {choice} · {keys} or click").format(
                ask=ask, choice=key + self._describe_cursor(), keys=keys
            )
        codes = {a.code for a in legal}
        if "bank" not in codes:
            snake = view["snake_pending"] if view is not None else 0
            if snake and view["zone"]:
                return ngettext(
                    "{who}: the snake makes you draw {n} more card (press d).",
                    "{who}: the snake makes you draw {n} more cards (press d).",
                    snake,
                ).format(who=who, n=number(snake))
            return _("{who}: press d to draw the first card of your turn.").format(who=who)
        n = len(view["zone"])
        return ngettext(
            "{who}: d to draw again, or b to bank the {n} card in the zone.",
            "{who}: d to draw again, or b to bank the {n} cards in the zone.",
            n,
        ).format(who=who, n=number(n))

    def _owners(self) -> int:
        return len({self._owner_of(c) for c in self.choice_cards})

    def _describe_cursor(self) -> str:
        card = self.choice_cards[self.cursor]
        pending = self.view["pending"]
        owner = self._owner_of(card)
        name = card_name(card)
        busts = card in pending["busts"]
        if self.choice_kind not in BANK_TARGETS or owner is None:
            return _("{card} (busts you!)").format(card=name) if busts else name
        if owner == self.view.player:
            if busts:
                return _("your {card} (busts you!)").format(card=name)
            return _("your {card}").format(card=name)
        if busts:
            return _("{owner}'s {card} (busts you!)").format(owner=self.names[owner], card=name)
        return _("{owner}'s {card}").format(owner=self.names[owner], card=name)

    def _bust_question(self, others: bool, card: Any) -> str:
        """Taking ``card`` (under the cursor) busts: ask once more (one sentence per case)."""
        name = card_name(card)
        owner = self._owner_of(card)
        if self.choice_kind not in BANK_TARGETS or owner is None:
            if others:
                return _(
                    "{card} busts you: a card of that suit is already in the zone. Take it anyway?"
                ).format(card=name)
            return _(
                "{card} busts you: a card of that suit is already in the zone. "
                "Every choice busts: take it?"
            ).format(card=name)
        if owner == self.view.player:
            if others:
                return _(
                    "Your {card} busts you: a card of that suit is already in the zone. "
                    "Take it anyway?"
                ).format(card=name)
            return _(
                "Your {card} busts you: a card of that suit is already in the zone. "
                "Every choice busts: take it?"
            ).format(card=name)
        if others:
            return _(
                "{owner}'s {card} busts you: a card of that suit is already in the zone. "
                "Take it anyway?"
            ).format(owner=self.names[owner], card=name)
        return _(
            "{owner}'s {card} busts you: a card of that suit is already in the zone. "
            "Every choice busts: take it?"
        ).format(owner=self.names[owner], card=name)

    # -- keys ------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("draw", "bank"):
            return any(a.code == action for a in self.legal) and not self.choices
        if action == "take":
            return bool(self.choices or self.enter_code)
        if action in ("move", "jump", "pick"):
            return bool(self.choices)
        return super().check_action(action, parameters)

    def action_draw(self) -> None:
        view = self.view
        peek = list(view.get("peek") or ()) if view is not None else []
        zone = {c.suit for c in view["zone"]} if view is not None else set()
        codes = {a.code for a in self.legal}
        if peek and peek[0].suit in zone and "bank" in codes:
            # You have seen the next card, and it busts you: ask once more.
            top = peek[0]
            self._confirm_bust(
                lambda: _("You peeked: {card} is on top and busts you. Draw it anyway?").format(
                    card=card_name(top)
                ),
                no=lambda: _("Don't draw"),
            )
            return
        self._submit_code("draw")

    def _confirm_bust(
        self,
        question: Callable[[], str],
        action: Action | None = None,
        no: Callable[[], str] | None = None,
    ) -> None:
        """Ask before a move that busts; ``action`` (default: draw) is played on yes; ``no``
        says what declining does. Functions that say them: the dialog says them again in
        another language if the language changes while it is open."""
        legal = list(self.legal)

        def answered(yes: bool | None) -> None:
            if not yes or self.legal != legal:
                return
            if action is None:
                self._submit_code("draw")
            else:
                self._submit(action)

        if no is None:
            no = lambda: _("Choose again")  # noqa: E731
        self.app.push_screen(ConfirmScreen(question, yes=lambda: _("Bust anyway"), no=no), answered)

    def action_bank(self) -> None:
        self._submit_code("bank")

    def _submit_code(self, code: str) -> None:
        action = next((a for a in self.legal if a.code == code), None)
        if action is None:
            return
        self._submit(action)

    def _submit(self, action: Action) -> None:
        self.legal = []  # keys and buttons do nothing until the next ask
        self._clear_choice()
        problem = self.conductor.submit(action)
        if problem:
            self.notify(problem, severity="warning", markup=False)

    def action_move(self, delta: int) -> None:
        if self.choices:
            self._move_cursor((self.cursor + delta) % len(self.choices))

    def action_jump(self, delta: int) -> None:
        """Up and down: the nearest choice in the previous or next player's bank."""
        if not self.choices:
            return
        if self.choice_kind not in BANK_TARGETS or self._owners() < 2:
            self.action_move(delta)
            return
        here = self._owner_of(self.choice_cards[self.cursor])
        n = len(self.choices)
        i = self.cursor
        for _step in range(n):
            i = (i + delta) % n
            if self._owner_of(self.choice_cards[i]) != here:
                break
        # land on the first card of that bank, whichever way we came
        target = self._owner_of(self.choice_cards[i])
        self._move_cursor(
            next(j for j in range(n) if self._owner_of(self.choice_cards[j]) == target)
        )

    def _move_cursor(self, index: int) -> None:
        self.cursor = index
        self._show_cursor()
        seat = self.conductor.seat_to_act
        if seat is not None:
            self.set_prompt(lambda: self.turn_prompt(seat, self.legal))

    def action_take(self) -> None:
        if self.choices:
            self._take_choice(self.cursor)
        elif self.enter_code == "draw":
            self.action_draw()
        elif self.enter_code == "bank":
            self.action_bank()

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self._move_cursor(index)
            self._take_choice(index)

    def _take_choice(self, index: int) -> None:
        """Take an option; one that busts asks once more."""
        card = self.choice_cards[index]
        if self.choice_kind != "ring" and card in self._busting():
            others = len(self.choices) > 1 and any(
                c not in self._busting() for c in self.choice_cards
            )
            asked = self.choice_cards[self.cursor]

            def question() -> str:
                return self._bust_question(others, asked)

            def no() -> str:
                # Every choice busts: there is nothing else to choose, only time to look again.
                return _("Choose again") if others else _("Not yet")

            self._confirm_bust(question, self.choices[index], no=no)
            return
        self._submit(self.choices[index])

    def action_coach(self) -> None:
        """Switch the coach on or off, here and for the next games of this session."""
        # The odds and the search's advice go on and off together (the Learning preset
        # shows the odds alone: the first c adds the advice).
        self.coach_on = not (self.coach_on and self.coach_shown)
        self.set_coach(self.coach_on)
        self.keep_coach_setting(self.coach_on)  # the Settings screen's switch, kept
        if self.view is not None:
            self._show_coach(self.view)
            self.call_after_refresh(self._fit_legend)
        self.notify(
            _("Coach on: bust odds, the worth of one more draw and your moves' chances to win.")
            if self.coach_on
            else _("Coach off."),
            timeout=2,
        )

    # -- the mouse -------------------------------------------------------------------------
    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id in ("zk-draw", "zk-bank"):
            event.stop()
            self._submit_code("draw" if event.button.id == "zk-draw" else "bank")

    def _index_of(self, card: Any) -> int | None:
        return next((i for i, c in enumerate(self.choice_cards) if c is card), None)

    def on_bank_tableau_hovered(self, event: BankTableau.Hovered) -> None:
        index = self._index_of(event.card)
        if index is not None and self.choice_kind in BANK_TARGETS:
            self._move_cursor(index)

    def on_bank_tableau_picked(self, event: BankTableau.Picked) -> None:
        index = self._index_of(event.card)
        if index is not None and self.choice_kind in BANK_TARGETS:
            self.action_pick(index)

    def on_card_choice_hovered(self, event: CardChoice.Hovered) -> None:
        if self.choice_kind == "map":
            self._move_cursor(min(event.index, len(self.choices) - 1))

    def on_card_choice_picked(self, event: CardChoice.Picked) -> None:
        if self.choice_kind == "map":
            self.action_pick(event.index)

    def on_ring_choice_hovered(self, event: RingChoice.Hovered) -> None:
        if self.choice_kind == "ring":
            self._move_cursor(min(event.index, len(self.choices) - 1))

    def on_ring_choice_picked(self, event: RingChoice.Picked) -> None:
        if self.choice_kind == "ring":
            self.action_pick(event.index)
