"""Choosing cards from a row: a cursor, marked cards, and what Enter confirms.

A mixin for card widgets where a player picks one card or several (a hand in a shedding game,
four over/under stacks). It holds no rules: the table says which items may be picked and how,

- ``single``: one item; Enter, a digit or a click chooses it at once;
- ``rank``: one or more items of one rank (marking a card of another rank starts over); with
  ``whole_rank``, marking a card of a rank marks every card of that rank that may be picked
  (the usual play in a shedding game), and Space on one of them leaves it out;
- ``free``: exactly ``limit`` items of any rank (Enter confirms once that many are marked),

and receives :class:`Picker.Confirmed` with the chosen indices. Keys: left/right move, Space
marks, a digit marks that item, up/down mark one more or one fewer of the rank under the
cursor, ``a`` marks all of that rank, Enter confirms. Mouse: a click marks (or, in ``single``,
chooses); a double click confirms.

Digits name ten items at a time: 1 the first of the *key window*, 0 its tenth. The window
holds the cursor (it moves on when the cursor leaves it), so every item of a long hand gets a
key once the arrows bring it near; the widget prints each item's digit under it.

Nothing is refused silently: a mark that cannot be made posts :class:`Picker.Refused` with the
reason (an item that cannot be picked, a set that is full, no item under that digit), and
marking a card of another rank, which starts the marks over, posts :class:`Picker.Restarted`.

A widget using it provides the reactives ``selected`` (the cursor) and ``active``, the set
``playable`` (pickable indices, or None for all), and :meth:`pick_count` / :meth:`pick_rank`.
"""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.message import Message

from ....i18n import N_
from ...widgets.hand import CARD_KEYS
from ...widgets.item_choice import KEYS, key_window

DIGITS = KEYS

PICK_BINDINGS = [
    Binding("left", "move(-1)", N_("Move"), key_display="←→", show=False),
    Binding("right", "move(1)", N_("Move"), show=False),
    Binding("home", "move_to(0)", N_("First"), show=False),
    Binding("end", "move_to(-1)", N_("Last"), show=False),
    Binding("space", "mark", N_("Mark"), key_display="␣"),
    Binding("up", "more", N_("One more"), show=False),
    Binding("down", "less", N_("One fewer"), show=False),
    Binding("a", "all", N_("All of rank"), show=False),
    Binding("enter", "confirm", N_("Play"), key_display="⏎"),
    *(Binding(d, f"digit({i})", CARD_KEYS[i], show=False) for i, d in enumerate(DIGITS)),
]


class Picker:
    """Cursor and marks over ``pick_count()`` items (see the module docstring)."""

    # Counts the choices (and the sets of items) shown: a Confirmed made on an earlier one,
    # still in the queue when the cards changed (keys typed quickly), is not acted on.
    choice_no = 0

    class Confirmed(Message):
        """The player confirmed ``indices`` (empty: Enter with nothing that can be picked)."""

        def __init__(self, picker: Any, indices: list[int]) -> None:
            super().__init__()
            self.picker = picker
            self.indices = indices
            self.choice_no = picker.choice_no  # stale once the picker shows another choice

        @property
        def control(self) -> Any:
            return self.picker

    class Refused(Message):
        """A mark or a choice that cannot be made: ``why`` is ``unplayable`` (the item at
        ``index`` cannot be picked now), ``full`` (``limit`` items are marked already) or
        ``missing`` (no item under that digit)."""

        def __init__(self, picker: Any, index: int, why: str) -> None:
            super().__init__()
            self.picker = picker
            self.index = index
            self.why = why

        @property
        def control(self) -> Any:
            return self.picker

    class Restarted(Message):
        """Marking the item at ``index`` (another rank) started the marks over."""

        def __init__(self, picker: Any, index: int) -> None:
            super().__init__()
            self.picker = picker
            self.index = index

        @property
        def control(self) -> Any:
            return self.picker

    class Changed(Message):
        """The cursor or the marks changed (the table may say what Enter would do)."""

        def __init__(self, picker: Any) -> None:
            super().__init__()
            self.picker = picker

        @property
        def control(self) -> Any:
            return self.picker

    pick_mode: str = "rank"
    pick_limit: int = 0
    whole_rank: bool = False  # marking one card of a rank marks all of it (see above)
    marks: list[int]
    key_first: int = 0  # the first item a digit names (the key window)

    # -- what the widget provides ----------------------------------------------------------
    def pick_count(self) -> int:
        raise NotImplementedError

    def pick_rank(self, index: int) -> Any:
        """The rank of the item at ``index`` (items of one rank may be marked together)."""
        raise NotImplementedError

    # -- state -----------------------------------------------------------------------------
    def setup_pick(
        self, mode: str, playable: set[int] | None, limit: int = 0, *, whole_rank: bool = False
    ) -> None:
        """Start a choice: ``mode`` is single, rank or free; marks are cleared."""
        self.choice_no += 1
        self.pick_mode = mode
        self.pick_limit = limit
        self.whole_rank = whole_rank and mode == "rank"
        self.marks = []
        self.playable = playable
        self.key_first = 0
        order = self.pick_order()
        if order:
            self.selected = order[0]  # the lowest card that can be picked
        self.keep_keys_on_cursor()

    def can_pick(self, index: int) -> bool:
        return 0 <= index < self.pick_count() and (self.playable is None or index in self.playable)

    def pick_order(self) -> list[int]:
        return [i for i in range(self.pick_count()) if self.can_pick(i)]

    def clear_marks(self) -> None:
        self.marks = []
        self._changed()

    def set_marks(self, indices: list[int]) -> None:
        """Mark these items (a suggestion), the cursor on the first."""
        self.marks = [i for i in indices if self.can_pick(i)]
        if self.marks:
            self.selected = self.marks[0]
        self._changed()

    def _changed(self) -> None:
        self.keep_keys_on_cursor()
        self.refresh()
        self.post_message(self.Changed(self))

    def _refuse(self, index: int, why: str) -> None:
        self.app.bell()
        self.post_message(self.Refused(self, index, why))

    def _toggle(self, index: int) -> None:
        if not self.can_pick(index):
            self._refuse(index, "unplayable" if 0 <= index < self.pick_count() else "missing")
            return
        if index in self.marks:
            self.marks.remove(index)
        elif self.pick_mode == "rank":
            rank = self.pick_rank(index)
            if any(self.pick_rank(i) != rank for i in self.marks):
                self.marks = []
                self.post_message(self.Restarted(self, index))
            if self.whole_rank and not self.marks:  # a new rank: offer all of it
                self.marks = [i for i in self.pick_order() if self.pick_rank(i) == rank]
            else:
                self.marks.append(index)
        elif self.pick_mode == "free":
            if len(self.marks) >= self.pick_limit:
                # No bell: the table may take this as the first half of a swap (overs).
                self.post_message(self.Refused(self, index, "full"))
                return
            self.marks.append(index)
        else:
            self.marks = [index]
        self.marks.sort()
        self._changed()

    def chosen(self) -> list[int]:
        """What Enter would confirm now."""
        if self.pick_mode == "single":
            return [self.selected] if self.can_pick(self.selected) else []
        if self.marks or self.pick_mode == "free":
            return list(self.marks)
        return [self.selected] if self.can_pick(self.selected) else []

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys show in the footer only while a choice is being made."""
        if action in ("mark", "confirm", "move", "more", "less", "all", "digit", "move_to"):
            if not self.active:
                return False
            if action in ("more", "less", "all") and self.pick_mode != "rank":
                return False
            if action == "mark" and self.pick_mode == "single":
                return False
        return True

    # -- actions ---------------------------------------------------------------------------
    def action_move(self, delta: int) -> None:
        order = self.pick_order() or list(range(self.pick_count()))
        if not order:
            return
        pos = order.index(self.selected) if self.selected in order else -1
        if pos < 0:
            pos = 0 if delta > 0 else len(order) - 1
            self.selected = order[pos]
        else:
            self.selected = order[(pos + delta) % len(order)]
        self._changed()

    def action_move_to(self, index: int) -> None:
        order = self.pick_order() or list(range(self.pick_count()))
        if order:
            self.selected = order[0] if index == 0 else order[-1]
            self._changed()

    def action_mark(self) -> None:
        if self.active:
            if self.pick_mode == "single":
                self.action_confirm()
            else:
                self._toggle(self.selected)

    def _same_rank(self) -> list[int]:
        if not self.can_pick(self.selected):
            return []
        rank = self.pick_rank(self.selected)
        return [i for i in self.pick_order() if self.pick_rank(i) == rank]

    def action_more(self) -> None:
        if not self.active or self.pick_mode != "rank":
            return
        group = self._same_rank()
        if group and any(self.pick_rank(i) != self.pick_rank(group[0]) for i in self.marks):
            self.marks = []
        spare = [i for i in group if i not in self.marks]
        if spare:
            self.marks = sorted([*self.marks, spare[0]])
            self._changed()

    def action_less(self) -> None:
        if self.active and self.pick_mode == "rank" and self.marks:
            self.marks.pop()
            self._changed()

    def action_all(self) -> None:
        if not self.active or self.pick_mode != "rank":
            return
        group = self._same_rank()
        self.marks = [] if group and group == self.marks else group
        self._changed()

    def action_confirm(self) -> None:
        if self.active:
            self.post_message(self.Confirmed(self, self.chosen()))

    # -- the key window ----------------------------------------------------------------------
    def keep_keys_on_cursor(self) -> None:
        """Move the key window so it holds the cursor."""
        self.key_first = key_window(self.key_first, self.selected, self.pick_count())

    def key_of(self, index: int) -> str:
        """The digit that names item ``index`` now ("" outside the key window)."""
        k = index - self.key_first
        return DIGITS[k] if 0 <= k < len(DIGITS) and index < self.pick_count() else ""

    def action_digit(self, key: int) -> None:
        if not self.active:
            return
        index = self.key_first + key
        if not self.can_pick(index):
            # a card that cannot be played, or no card there
            self._refuse(index, "unplayable" if index < self.pick_count() else "missing")
            return
        self.selected = index
        if self.pick_mode == "single":
            self.post_message(self.Confirmed(self, [index]))
            self.refresh()
            return
        self._toggle(index)

    def pick_clicked(self, index: int | None, chain: int) -> None:
        """A click at item ``index``: mark it; a double click confirms."""
        if not self.active or index is None:
            return
        if not self.can_pick(index):
            self._refuse(index, "unplayable")
            return
        self.selected = index
        if self.pick_mode == "single":
            if self.can_pick(index):
                self.post_message(self.Confirmed(self, [index]))
            self.refresh()
            return
        if chain >= 2:
            if index not in self.marks and self.can_pick(index):
                self._toggle(index)
            self.action_confirm()
            return
        self._toggle(index)
