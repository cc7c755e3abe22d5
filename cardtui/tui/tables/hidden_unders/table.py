"""The Hidden Unders table: 2 to 6 players, each with four overs lying face up on four blind
unders, one pile to beat, a stock and a burned heap.

Drawn from a Hidden Unders view (rules page R20): the other seats as compact rows or panels
(hand size, stacks, the cards known to be in that hand since a pickup), the pile with the rank
to beat and the run on top, stock and burned counts, your stacks and your hand. The area at the
bottom is what you play from: your hand, then your overs, then your unders. You mark cards of
one rank and play them together; your first turn starts by marking four overs; a blind under is
flipped by position. Burns, resets and pickups linger on the pile until the next move.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal
from textual.widgets import Button, Static

from ....core import Action, Event, RoundResult, View
from ....i18n import N_, _, number, pgettext
from ... import session
from ...screens.table import TableScreen
from ...widgets import Scoreboard, ScoreRow
from . import table_text as words
from .opponent_row import PANEL_HEIGHT, PANEL_WIDTH, OpponentRow, SeatInfo
from .over_under import OverUnderStacks, Stacks, render_line
from .pick_hand import PickHand
from .play_pile import PlayPile
from .table_turn import HumanTurn, verb

# Rows around the game's own widgets: header, footer, last move, a two-line prompt.
CHROME_ROWS = 5
FIXED_ROWS = 6 + 1 + 7  # pile, your line, your hand
MY_STACKS_ROWS = 7
GUTTER = 1  # columns between two panels


def plan_layout(opponents: int, width: int, height: int) -> tuple[str, int, bool]:
    """How the table fits a body ``width`` columns wide in a window ``height`` rows high:
    (``panel`` or ``line`` for the other seats, panels per row, whether your stacks get their
    own big row beside the hand). Panels first, then your big stacks, then compact lines."""
    room = height - CHROME_ROWS - FIXED_ROWS
    per_row = max(1, min(opponents, (width + GUTTER) // (PANEL_WIDTH + GUTTER)))
    panels = -(-opponents // per_row) * PANEL_HEIGHT
    if panels + MY_STACKS_ROWS <= room:
        return "panel", per_row, True
    if panels <= room:
        return "panel", per_row, False
    if opponents + MY_STACKS_ROWS <= room:
        return "line", 1, True
    return "line", 1, False


def body_width(screen_width: int) -> int:
    """The table body's width before the first layout (the side panel widens at 110)."""
    return screen_width - (40 if screen_width >= 110 else 28) - 3


class HiddenUndersTable(HumanTurn, TableScreen):
    """A Hidden Unders match."""

    CSS_PATH = Path(__file__).with_name("table.tcss")  # also for subclasses
    # Every key of this table, for the rules page's "At this table" (``?``).
    KEY_HELP = (
        ("← →", N_("move between your cards (the hand, or your overs or unders)")),
        ("Space", N_("mark or unmark the card under the cursor")),
        ("1–9, 0", N_("mark the card with that digit under it; an under (1–4) flips at once")),
        ("↑ ↓", N_("mark one more, or one fewer, card of that rank")),
        ("a", N_("mark every card of that rank")),
        ("Enter", N_("play the marked cards (or the card under the cursor)")),
        ("t", N_("take the pile")),
        ("r", N_("ready: done swapping hand cards for overs before play (when they are dealt)")),
        ("n", N_("end your turn or pass, when a house rule asks")),
        ("s", N_("a hint: mark what the normal bot would play")),
        ("c", N_("the coach: each move's chance to win, from your own view, on your turns")),
    )
    BINDINGS = [
        Binding("t", "take", N_("Take")),
        Binding("n", "skip", N_("Skip")),
        Binding("s", "suggest", N_("Hint")),
        Binding("r", "ready", N_("Ready")),  # only while swapping hand and overs before play
        Binding("backspace", "exchange_back", N_("Back"), show=False),
        # The speed keys work as at every table, but stay out of the footer: at 80 columns
        # it has no room for them beside this game's own keys (the header shows the speed).
        Binding("plus,equals_sign", "speed(1)", N_("Faster"), key_display="+", show=False),
        Binding("minus", "speed(-1)", N_("Slower"), key_display="-", show=False),
    ]

    def __init__(self, setup) -> None:
        super().__init__(setup)
        self.mode = ""  # what the human is choosing: overs, play, flip, take_over, swap...
        self.swap_mine: int | None = None
        self.layout_plan = ("line", 1, False)
        self.flash: Text | None = None
        self.ghost: list[Any] = []
        self.ghost_burned = 0  # show the last N burned cards under the flash
        self._flash_events: list[Event] = []  # what made the flash, to say it again

    # -- layout ----------------------------------------------------------------------------
    def compose_table(self) -> ComposeResult:
        with Grid(id="hu-others"):
            for _seat in range(self.match.players - 1):
                yield OpponentRow()
        with Horizontal(id="hu-middle"):
            yield PlayPile(id="pile")
            yield Static("", id="hu-info", markup=False)
        with Horizontal(classes="seat-line", id="me-line"):
            yield Static("", id="me-name", markup=False)
            ready = Button(ready_label(), id="hu-ready", compact=True, action="screen.ready")
            ready.can_focus = False  # keys stay with the cards; r or a click says ready
            ready.display = False
            yield ready
        yield OverUnderStacks(id="my-stacks")
        yield PickHand(id="hand")

    def on_mount(self) -> None:
        for widget in self.query("CardArt"):
            widget.ascii = self.app.settings.ascii_cards  # type: ignore[attr-defined]
        self.relayout()

    def on_resize(self) -> None:
        # Measure the body once the new size is laid out (the side panel may have changed).
        self.call_after_refresh(self.relayout)

    def relayout(self) -> None:
        width, height = self.app.size
        body = self.query_one("#table-body").content_size.width or body_width(width)
        plan = plan_layout(self.match.players - 1, body, height)
        self.layout_plan = plan
        mode, per_row, _big = plan
        grid = self.query_one("#hu-others", Grid)
        rows = self.query(OpponentRow)
        for row in rows:
            row.set_class(mode == "panel", "-panel")
        grid.styles.grid_size_columns = per_row
        tall = PANEL_HEIGHT if mode == "panel" else 1
        grid.styles.grid_rows = str(tall)
        grid.styles.height = -(-len(rows) // per_row) * tall
        if self.view is not None:
            self._place_zones(self.view)
            self._draw_me_line(self.view, Stacks.from_view(self.view, self.view.player))

    def _on_table(self, view: View) -> bool:
        """You play from your stacks now (your hand is empty)."""
        return view["zones"][view.player] in ("overs", "unders") and not view["hand"]

    def _stacks_shown(self, view: View) -> bool:
        picking = self.mode in ("swap", "take_over", "mix")  # a choice among your overs
        picking = picking or (self.mode == "exchange" and self.swap_in is not None)
        return self.layout_plan[2] or self._on_table(view) or picking

    def _place_zones(self, view: View) -> None:
        """Your stacks get their own row when there is room, or when you play from them
        (then they take the hand's place)."""
        shown = self._stacks_shown(view)
        self.query_one("#my-stacks", OverUnderStacks).display = shown
        self.query_one("#hand", PickHand).display = self.layout_plan[2] or not shown

    # -- drawing ---------------------------------------------------------------------------
    def seats_around(self, me: int) -> list[int]:
        """The other seats in playing order, the next player first."""
        n = self.match.players
        return [(me + k) % n for k in range(1, n)]

    def seat_info(self, view: View, seat: int, others: dict[int, View]) -> SeatInfo:
        s = self.match.seats[seat]
        tags = self.bot_tags(seat)
        if seat == view.get("dealer"):
            tags.append(pgettext("seat", "dealer"))
        status = words.seat_status(view, seat)
        hand = list(others[seat]["hand"]) if seat in others else None
        return SeatInfo(
            name=s.name,
            hand_count=view["hand_counts"][seat],
            stacks=Stacks.from_view(view, seat),
            known=list(view["known"][seat]),
            tags=tags,
            current=seat == view.get("current_player"),
            hand=hand,
            status=status,
        )

    def draw(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        me = view.player
        for row, seat in zip(self.query(OpponentRow), self.seats_around(me), strict=False):
            row.show(seat, self.seat_info(view, seat, others))
        self._draw_pile(view)
        self.query_one("#hu-info", Static).update(words.pile_info(view))
        self._draw_me(view, hide_hand)
        self._place_zones(view)

    def relabel_table(self) -> None:
        self.query_one("#hu-ready", Button).label = ready_label()
        self.query_one("#pile", PlayPile).label = _("Pile")
        if self._flash_events:  # the pile's news ("BURNED: 4 cards") in the new words
            self.flash = words.flash(self, self._flash_events)[0]

    def redraw_words(self) -> None:
        """The others' rows, the pile and your line again; the hand and stacks are not
        touched (their cursor and marks are your move being made)."""
        view = self.view
        _hide, others = self._drawn
        for row, seat in zip(self.query(OpponentRow), self.seats_around(view.player), strict=False):
            row.show(seat, self.seat_info(view, seat, others))
        self._draw_pile(view)
        self.query_one("#hu-info", Static).update(words.pile_info(view))
        if self.mode == "overs":  # the overs being chosen show on your line: keep them
            shown = Stacks.from_view(view, view.player)
            for pos, card in enumerate(self.query_one("#hand", PickHand).marked_cards):
                shown.overs[pos], shown.marks[pos] = card, "new"
            self._draw_me_line(view, shown)
        elif self.swap_mine is None:
            self._draw_me_line(view, Stacks.from_view(view, view.player))
        elif view.get("swap"):  # choosing the loser's over: your stacks show theirs
            loser = view["swap"][1]
            caption = _("{name}'s overs").format(name=self.names[loser])
            self.query_one("#my-stacks", OverUnderStacks).show(
                Stacks.from_view(view, loser), caption
            )
        if self._previewed is not None:  # a bot's move shown before it is played
            self.preview(*self._previewed)

    def _draw_pile(self, view: View, **extra: Any) -> None:
        ghost = self.ghost
        if self.ghost_burned and view["burned"]:
            ghost = list(view["burned"][-self.ghost_burned :])
        self.query_one("#pile", PlayPile).show(
            view["pile"], flash=self.flash, ghost=ghost, size=view["pile_size"], **extra
        )

    def _draw_me(self, view: View, hide_hand: bool) -> None:
        self._draw_me_line(view, Stacks.from_view(view, view.player))
        hand = self.query_one("#hand", PickHand)
        hand.set_active(False)
        if hide_hand:
            hand.show_backs(view["hand_counts"][view.player])
        else:
            hand.show_cards(view["hand"])

    def _draw_me_line(self, view: View, stacks: Stacks) -> None:
        """Your name and tags; your stacks (in one line when they have no row of their own)
        and what the others know of your hand."""
        me = view.player
        current = me == view.get("current_player")
        big = self.query_one("#my-stacks", OverUnderStacks)
        big.show(stacks)
        line = Text()
        line.append("▶ " if current else "  ", "bold")
        line.append(self.match.seats[me].name, "bold")
        tags = self.my_tags(view, me)
        if tags:
            line.append(" · " + " · ".join(tags), "dim")
        if not self._stacks_shown(view):
            line.append("  ")
            line.append_text(
                render_line(stacks, ascii=self.app.settings.ascii_cards, style=big.card_style)
            )
        known = view["known"][me]
        if known:
            name = self.query_one("#me-name", Static)
            room = (name.content_size.width or body_width(self.app.size.width)) - line.cell_len
            line.append(words.known_note(known, room, self.app.settings.ascii_cards), "dim")
        self.query_one("#me-name", Static).update(line)
        self.query_one("#me-line").set_class(current, "-current")

    def my_tags(self, view: View, me: int) -> list[str]:
        tags = []
        if self.is_you(me):
            tags.append(pgettext("seat", "you"))
        else:
            tags += self.bot_tags(me)
        if me == view.get("dealer"):
            tags.append(pgettext("seat", "dealer"))
        status = words.seat_status(view, me)
        if status:
            tags.append(status)
        return tags

    # -- what happened ---------------------------------------------------------------------
    def round_started(self, round_no: int, dealer: int) -> None:
        super().round_started(round_no, dealer)
        # The last round's final flash ("Bob is out of cards!") does not belong on a new pile.
        self.flash, self.ghost, self.ghost_burned = None, [], 0
        self._flash_events = []

    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None:
        self.flash, self.ghost, self.ghost_burned = words.flash(self, events)
        self._flash_events = list(events)
        super().record_events(seat, events, by_bot)

    def last_move_lines(self, events: list[Event]) -> list[str]:
        # In the order things happened: "Ann plays 10♠ and burns the pile of 5 cards."
        return [self.text(e if isinstance(e, str) else e.text) for e in words.move_lines(events)]

    def story_lines(self, events: list[Event]) -> list[str]:
        return self.last_move_lines(events)

    def preview(self, seat: int, action: Action) -> None:
        if self.view is None:
            return
        view = self.view
        kind = verb(action)
        pile = self.query_one("#pile", PlayPile)
        stacks = self._stacks_widget(seat)
        if kind == "play":
            self._draw_pile(view, arriving=list(action.cards))
            if not view["hand_counts"][seat] and stacks is not None:
                shown = Stacks.from_view(view, seat)
                shown.marks = {
                    i: "new"
                    for i, c in enumerate(shown.overs)
                    if c is not None and c in action.cards
                }
                self._show_stacks(stacks, seat, shown)
        elif kind == "take":
            pile.show(view["pile"], taker=self.names[seat], size=view["pile_size"])
        elif kind == "exchange" and stacks is not None:  # X2: the hand card takes its place
            shown = Stacks.from_view(view, seat)
            if action.over in shown.overs:
                pos = shown.overs.index(action.over)
                shown.overs[pos] = action.hand
                shown.marks = {pos: "new"}
                self._show_stacks(stacks, seat, shown)
        elif kind in ("overs", "flip") and stacks is not None:
            shown = Stacks.from_view(view, seat)
            if kind == "overs":
                shown.overs = list(action.cards)
                shown.marks = {i: "new" for i in range(4)}
            else:
                shown.marks = {int(action.code.split()[1]): "hover"}
            self._show_stacks(stacks, seat, shown)

    def _stacks_widget(self, seat: int) -> Any:
        if self.view is not None and seat == self.view.player:
            return self.query_one("#my-stacks", OverUnderStacks)
        return next((r for r in self.query(OpponentRow) if r.seat == seat), None)

    def _show_stacks(self, widget: Any, seat: int, shown: Stacks) -> None:
        if isinstance(widget, OpponentRow) and widget.info is not None:
            widget.show(seat, dataclasses.replace(widget.info, stacks=shown))
        elif isinstance(widget, OverUnderStacks) and self.view is not None:
            self._draw_me_line(self.view, shown)

    def describe_action(self, action: Action) -> str:
        return words.describe_action(action)

    # -- results ---------------------------------------------------------------------------
    @property
    def loser_title(self) -> str | None:
        """What the rules call the player left holding cards, when the round plays on to the
        last one (the Shithead family's word), else None."""
        if self.match.options.end_condition == "play_to_last":
            return _("the Shithead")
        return None

    @property
    def loser_word(self) -> str:
        """The loser's title beside a name on the scoreboard ("Shithead")."""
        return pgettext("scoreboard", "Shithead")

    def round_loser(self, result: RoundResult) -> int | None:
        """The one player a round's rules name as its loser (play to the last), or None: the
        same reading the statistics count as "times Shithead"."""
        return session.round_loser(result)

    def round_headline(self, result: RoundResult) -> str:
        """The round in the game's own words: who went out, and who is left holding cards."""
        detail = result.detail or {}
        ranking = detail.get("ranking") or []
        # Translators: joins the names of players who share a place ("Ann and Bo").
        first = _(" and ").join(self.names[p] for p in ranking[0]) if ranking else ""
        loser = self.round_loser(result)
        n = number(result.round_no)
        if detail.get("end") == "cap":
            if len(ranking[0]) > 1:
                message = _(
                    "Round {n} stops at the turn cap: {names} win on the fewest cards left."
                )
            else:
                message = _(
                    "Round {n} stops at the turn cap: {names} wins on the fewest cards left."
                )
            return message.format(n=n, names=first)
        if loser is not None:
            headline = _("{loser} is the Shithead! {names} went out first.").format(
                loser=self.names[loser], names=first
            )
        elif first and not result.drawn:
            headline = _("{names} goes out first and wins round {n}.").format(names=first, n=n)
        else:
            return super().round_headline(result)
        if detail.get("scoring") == "letters":
            takers = [self.names[p] for p, points in enumerate(result.scores) if points]
            if takers and loser is None:
                names = _(" and ").join(takers)
                if len(takers) > 1:
                    taken = _("{names} take a letter.").format(names=names)
                else:
                    taken = _("{names} takes a letter.").format(names=names)
                headline += " " + taken
        return headline

    def points_label(self) -> str:
        # The same heading as the round's results column, for the same number (R18).
        scoring = getattr(self.match.options, "scoring", "round_wins")
        if scoring == "penalty_cards":
            return _("Penalty")
        if scoring == "letters":
            return _("Letters")
        return _("Points")

    def update_scoreboard(self) -> None:
        """The base scoreboard, with the letters each player has (letters scoring) and the
        last round's loser named in the rules' words."""
        letters = getattr(self.match.rule, "letters", None)
        results = self.match.results
        loser = self.round_loser(results[-1]) if results else None
        if letters is None and loser is None:
            super().update_scoreboard()
            return
        current = self.match.state.current_player
        rows = []
        for seat in range(self.match.players):
            name = self.names[seat]
            if seat == loser:
                name += f" · {self.loser_word}"

            points = (letters(seat) or "–") if letters is not None else self.match.totals[seat]
            rows.append(
                ScoreRow(name, points, self.match.round_wins[seat], current=seat == current)
            )
        self.query_one(Scoreboard).show(
            rows, self.rule_text(), self.variant_chips(), self.points_label()
        )

    def round_breakdown(self, result: RoundResult) -> RenderableType:
        return words.round_table(self, result)

    def standings(self) -> RenderableType:
        return words.standings(self) or super().standings()


__all__ = ["HiddenUndersTable", "plan_layout"]


def ready_label() -> str:
    # Translators: a button; r is its key.
    return pgettext("button", "Ready (r)")
