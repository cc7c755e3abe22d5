"""A minimal room for Little Fishing (tests/bots/toy_fishing.py), written by following
docs/adding-a-game.md step 4: the table screen, the setup form and the words, nothing more.
The walkthrough test (tests/tui/test_adding_a_game.py) registers it and plays at it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Static

from cardtui.core import Action, View
from cardtui.tui.screens.table import TableScreen
from cardtui.tui.setup_fields import GameForm
from cardtui.tui.tables import Room


class FishingTable(TableScreen):
    """The pile's top card and your hand; keys 1-3 play the first, second or third card."""

    BINDINGS = [(str(n), f"play({n - 1})", f"Play card {n}") for n in (1, 2, 3)]

    def compose_table(self) -> ComposeResult:
        yield Static("", id="fishing-pile", markup=False)
        yield Static("", id="fishing-hand", markup=False)

    def draw(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        pile = view["pile"]
        self.query_one("#fishing-pile", Static).update(f"Pile: {pile[-1] if pile else 'empty'}")
        hand = "(hidden)" if hide_hand else " ".join(view["hand"])
        self.query_one("#fishing-hand", Static).update(f"Your hand: {hand}")

    def enable_input(self, seat: int, legal: list[Action]) -> None:
        """Nothing to switch on: the keys read ``self.legal``, which the base class sets for a
        person's turn and empties otherwise."""

    def action_play(self, index: int) -> None:
        if not 0 <= index < len(self.legal):
            self.notify("There is no card there to play.", severity="warning", markup=False)
            return
        problem = self.conductor.submit(self.legal[index])
        if problem:
            self.notify(problem, severity="warning", markup=False)


def move_words(code: str) -> str:
    verb, _, card = code.partition(" ")
    return f"plays {card}" if verb == "play" and card else code


ROOM = Room(
    table=f"{__name__}:FishingTable",
    form=GameForm(fields=(), preset_notes={}),
    move_words=move_words,
)
