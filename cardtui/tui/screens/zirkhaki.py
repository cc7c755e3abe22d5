"""The Zirkhaki table: every bank as a row of suit stacks, the treasure zone, the piles.

Drawn from a Zirkhaki view (view.py): the opponents' banks at the top in playing order, the
treasure zone and the draw and burnt piles in the middle, your own bank at the bottom. On your
turn ``d`` draws and ``b`` banks (or click the buttons). A power's choice is made where its
cards lie: the pistol's and dagger's targets in the opponents' banks, the horseshoe's in your
own, the map's cards in a row under the zone, the rings at set-up in two tiles. Arrows (or a
digit) pick, Enter takes; the mouse points and clicks. ``c`` switches the coach on or off.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from ...core import Action, Event, RoundResult, View
from ...games.zirkhaki.odds import outlook
from ..widgets.bank_tableau import BankTableau
from ..widgets.card_choice import CardChoice
from ..widgets.coach import Coach
from ..widgets.ring_badge import RingChoice
from ..widgets.treasure_zone import TreasureZone
from ..widgets.zirkhaki_card import LEGEND_WIDTH, ZCardArt
from ..widgets.zirkhaki_card import legend as suit_legend
from ..widgets.zirkhaki_scores import score_table
from .table import TableScreen
from .zirkhaki_input import ZirkhakiInput
from .zirkhaki_moves import TurnMarks

_DIGITS = "123456789"
FADE_AFTER = 2.5  # seconds a bust or a bank stays bright
VERBS = {
    "pistol": "fires the pistol at {owner}'s {card}",
    "mugger": "steals {owner}'s {card} (Mugger's ring)",
    "dagger": "steals {owner}'s {card}",
    "blade": "steals {owner}'s {card}",
    "horseshoe": "plays {card} again from their bank",
    "map": "takes {card} from the burnt pile",
}


class ZirkhakiTable(ZirkhakiInput, TableScreen):
    """A Zirkhaki match (one game, or a set number of games)."""

    CSS_PATH = Path(__file__).with_name("zirkhaki.tcss")

    BINDINGS = [
        Binding("d", "draw", "Draw"),
        Binding("b", "bank", "Bank"),
        # A choice's keys win over the focused widget's (the log would scroll on arrows);
        # check_action lets them through only while a choice waits.
        Binding("left", "move(-1)", "Choose", key_display="←→", priority=True),
        Binding("right", "move(1)", "Choose", show=False, priority=True),
        Binding("up", "jump(-1)", "Up", show=False, priority=True),
        Binding("down", "jump(1)", "Down", show=False, priority=True),
        Binding("enter,space", "take", "Take", priority=True),
        *(
            Binding(d, f"pick({i})", f"Pick {d}", show=False, priority=True)
            for i, d in enumerate(_DIGITS)
        ),
        Binding("c", "coach", "Coach"),
    ]

    def __init__(self, setup) -> None:
        super().__init__(setup)
        # The coach: the game's show_odds option (the Learning preset) or the app's setting.
        self.coach_on = bool(self.match.options.show_odds or self.app.settings.coach)
        self.choices: list[Action] = []
        self.choice_kind = ""  # "ring", "map" or a bank power ("pistol", "horseshoe"...)
        self.choice_cards: list[Any] = []  # the card (or ring code) of each choice
        self.cursor = 0
        self.moves = TurnMarks()  # what the last turn moved, to show on the table
        self._fade_timer = None
        self._hidden = False  # private things (peek, ring offer) are off the screen
        self._keys_shown: tuple[bool, ...] = ()
        self._legend_look: tuple[bool, bool] | None = None

    # -- layout ----------------------------------------------------------------------------
    def compose_table(self) -> ComposeResult:
        n = self.match.players
        with Vertical(id="zk-others"):
            for k in range(1, n):
                yield BankTableau(k, classes="zk-other")
        with Horizontal(id="zk-middle"):
            yield TreasureZone(id="zone")
            with Vertical(id="zk-piles"):
                yield Static("", id="zk-counts", markup=False)
                button = Button("Draw (d)", id="zk-draw", compact=True, variant="primary")
                button.can_focus = False  # the keys are d and b; buttons are for the mouse
                yield button
                button = Button("Bank (b)", id="zk-bank", compact=True, variant="success")
                button.can_focus = False
                yield button
        yield RingChoice(id="ring-choice")
        yield CardChoice(id="map-choice")
        yield Static("", id="zk-peek", markup=False)
        yield Coach(id="coach")
        yield BankTableau(0, id="bank-me")
        yield Static("", id="zk-legend", markup=False)

    def on_mount(self) -> None:
        ascii_cards = self.app.settings.ascii_cards
        for widget in self.query(ZCardArt):
            widget.ascii = ascii_cards
        self.query_one("#ring-choice").display = False
        self.query_one("#map-choice").display = False
        self.query_one("#coach").display = False

    def on_resize(self) -> None:
        if self.view is not None:  # after the layout, when the body has its new width
            self.call_after_refresh(self._fit)

    def _fit(self) -> None:
        """Small cards for the banks where they fit, compact rows where they do not."""
        body = self.query_one("#table-body")
        width = body.content_size.width or self.size.width - 30
        rows = self.size.height - 5  # header, footer, last move and prompt
        n = self.match.players
        wide = width >= 60
        # Rows a busy moment needs besides the banks: the zone (6), a map's or the rings'
        # choice (up to 6) and the coach (2).
        busy = 6 + 6 + 2
        others_cards = wide and rows >= 4 * (n - 1) + 4 + busy
        me_cards = wide and rows >= 2 * (n - 1) + 4 + busy
        for tableau in self.query(".zk-other").results(BankTableau):
            tableau.set_class(others_cards, "-cards")
        self.query_one("#bank-me", BankTableau).set_class(me_cards, "-cards")
        used = (n - 1) * (4 if others_cards else 2) + (4 if me_cards else 2) + busy
        self.set_class(rows - used >= 3, "-roomy")  # room for a blank line between areas
        legend = self.query_one("#zk-legend", Static)
        legend.display = width >= LEGEND_WIDTH and rows - used >= 3 + 6  # for newcomers
        look = (self.app.settings.ascii_cards, not self.match.options.learning)
        if legend.display and look != self._legend_look:
            self._legend_look = look
            legend.update(suit_legend(*look))

    # -- names -----------------------------------------------------------------------------
    def seat_tags(self, seat: int, me: int) -> list[str]:
        s = self.match.seats[seat]
        tags = []
        if self.is_you(seat):
            tags.append("you")
        if s.is_bot:
            tags.append(f"{s.level} bot")
        return tags

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        self._hidden = hide_hand
        self._clear_choice()
        self._fit()
        me = view.player
        n = view["players"]
        seats = [(me + k) % n for k in range(1, n)]
        for tableau, seat in zip(self.query(".zk-other").results(BankTableau), seats, strict=True):
            self._show_bank(tableau, seat, view, me)
        self._show_bank(self.query_one("#bank-me", BankTableau), me, view, me)
        self._show_zone(view)
        self._show_counts(view)
        self._show_peek(view)
        self._show_coach(view)
        self._show_ring_phase(view)
        self._show_map(view)

    def _show_bank(self, tableau: BankTableau, seat: int, view: View, me: int) -> None:
        tableau.seat = seat
        # The view reveals the others' rings once everyone has chosen (A-21); one's own ring
        # is kept off a covered table while the rings are being chosen.
        ring = view["rings"][seat]
        if self._hidden and view["phase"] == "rings":
            ring = None
        tableau.show(
            name=self.names[seat],
            tags=self.seat_tags(seat, me),
            current=seat == view["current_player"],
            stacks=view["banks"][seat],
            score=view["scores"][seat],
            count=view["bank_counts"][seat],
            ring=ring,
            peeked=view["peek_counts"][seat],
            marks=self.moves.of_seat(seat),
        )

    def _show_zone(self, view: View) -> None:
        zone = self.query_one("#zone", TreasureZone)
        active = view["active"]
        if view["phase"] == "rings":
            owner = "Rings are being chosen"
        else:
            owner = f"{self.names[active]}'s treasure zone"
        zone.show(
            view["zone"],
            snake=view["snake_pending"],
            carpet_works=not view["options"]["learning"],
            owner=owner,
        )
        if not view["zone"]:
            outcome = self.moves.outcome
            zone.show_outcome(outcome)
            if outcome is not None and outcome.fresh and not self._hidden:
                self._start_fade()

    def _show_counts(self, view: View) -> None:
        text = Text()
        text.append("Draw  ", "dim")
        text.append(f"{view['draw_count']:>2}", "bold")
        text.append("\nBurnt ", "dim")
        text.append(f"{view['burnt_count']:>2}", "bold")
        self.query_one("#zk-counts", Static).update(text)

    def _show_peek(self, view: View) -> None:
        peek = [] if self._hidden else list(view.get("peek") or ())
        widget = self.query_one("#zk-peek", Static)
        widget.display = bool(peek)
        if not peek:
            widget.update("")
            return
        zone_suits = {c.suit for c in view["zone"]}
        first = peek[0]
        text = Text("You peeked: ", "bold")
        if len(peek) == 1:
            text.append(f"{first} is on top")
        else:
            text.append(", ".join(str(c) for c in peek) + " on top (top first)")
        if view["active"] == view.player and view["zone"]:
            if first.suit in zone_suits:
                text.append(" — it would bust you!", "bold red")
            else:
                text.append(" — safe to draw.", "green")
        widget.update(text)

    def _show_coach(self, view: View) -> None:
        coach = self.query_one("#coach", Coach)
        show = self.coach_on and view["phase"] == "play" and not self._hidden
        coach.display = show
        if not show:
            return
        mine = view["active"] == view.player and view["current_player"] == view.player
        numbers = {
            "odds": view["bust_odds"],
            "draw_count": view["draw_count"],
            "zone_size": len(view["zone"]),
        }
        if mine and self.match.seats[view.player].is_human:
            coach.show(outlook(view), **numbers)
        else:  # another's turn: only the public odds, for them
            coach.show(None, whose=self.names[view["active"]], **numbers)

    def _show_ring_phase(self, view: View) -> None:
        # The zone and piles have nothing to say before the first draw: the tiles take
        # their place.
        self.query_one("#zk-middle").display = view["phase"] != "rings"
        tiles = self.query_one("#ring-choice", RingChoice)
        offer = view.get("ring_offer")
        show = (
            view["phase"] == "rings"
            and bool(offer)
            and not self._hidden
            and view["current_player"] == view.player
        )
        tiles.display = show
        if show:
            tiles.show(list(offer), cursor=0)

    def _show_map(self, view: View) -> None:
        choice = self.query_one("#map-choice", CardChoice)
        pending = view["pending"]
        show = bool(pending) and pending["kind"] == "map"
        choice.display = show
        if show:
            who = self.names[pending["seat"]]
            choice.show(
                pending["options"],
                cursor=0,
                busts=pending["busts"],
                caption=f"Map: {who} plays one of these from the burnt pile"
                + (" (! busts)" if pending["busts"] else ""),
            )

    # -- what happened ---------------------------------------------------------------------
    def round_started(self, round_no: int, dealer: int) -> None:
        super().round_started(round_no, dealer)
        self.moves = TurnMarks()  # a new game: nothing has moved yet

    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None:
        super().record_events(seat, events, by_bot)
        began = [self.moves.note(e, self.names) for e in events if self.may_see(e)]
        if any(began) and self._fade_timer is not None:  # a new turn: the last one's is old
            self._fade_timer.stop()
            self._fade_timer = None

    def _start_fade(self) -> None:
        """The outcome is bright for a moment from when a player can see it (in hot-seat
        play: once the next player has sat down, not while the handoff covers the table)."""
        if self._fade_timer is None:
            self._fade_timer = self.set_timer(FADE_AFTER, self._fade)

    def _fade(self) -> None:
        self._fade_timer = None
        self.query_one("#zone", TreasureZone).fade()

    # -- a bot's move, shown before it is played -------------------------------------------
    def preview(self, seat: int, action: Action) -> None:
        view = self.view
        if view is None:
            return
        if action.code == "bank":
            zone = self.query_one("#zone", TreasureZone)
            zone.banking = True
            zone.refresh()
            return
        card = getattr(action, "card", None)
        pending = view["pending"]
        if card is None or not pending:
            return
        if pending["kind"] == "map":
            choice = self.query_one("#map-choice", CardChoice)
            choice.cursor = next((i for i, c in enumerate(pending["options"]) if c is card), 0)
            choice.refresh()
            return
        owner = next(
            (o for c, o in zip(pending["options"], pending["owners"], strict=True) if c is card),
            None,
        )
        for tableau in self.query(BankTableau):
            tableau.set_choice([card] if tableau.seat == owner else [], card)

    def describe_action(self, action: Action) -> str:
        code = action.code
        if code == "draw":
            return "draws a card"
        if code == "bank":
            n = len(self.view["zone"]) if self.view is not None else 0
            return f"banks the {n} card{'s' if n != 1 else ''} in the zone"
        if code.startswith("ring "):
            return "keeps one of two rings (shown when everyone has chosen)"
        card = getattr(action, "card", None)
        pending = self.view["pending"] if self.view is not None else None
        if card is not None and pending:
            owner = next(
                (
                    o
                    for c, o in zip(pending["options"], pending["owners"], strict=True)
                    if c is card
                ),
                None,
            )
            verb = VERBS.get(pending["kind"], "chooses {card}")
            return verb.format(owner=self.names[owner] if owner is not None else "", card=card)
        return code

    # -- results ---------------------------------------------------------------------------
    def round_headline(self, result: RoundResult) -> str:
        detail = result.detail or {}
        won = result.winners
        names = " and ".join(self.names[p] for p in won)
        game = f"game {result.round_no}" if self.match.options.games > 1 else "the game"
        if not won:
            return f"{game.capitalize()} is over."
        best = result.scores[won[0]]
        how = detail.get("tie_break")
        if how == "shared":
            return f"{names} share {game} with {best} points."
        if how == "most cards":
            return (
                f"{names} win{'s' if len(won) == 1 else ''} {game} on {best} points: "
                "a tie, broken by the most banked cards."
            )
        return f"{names} win{'s' if len(won) == 1 else ''} {game} with {best} points."

    def round_breakdown(self, result: RoundResult) -> RenderableType:
        detail = result.detail or {}
        if not detail.get("table"):
            return super().round_breakdown(result)
        table = score_table(detail, self.names, result.round_no, self.app.settings.ascii_cards)
        note = Text(f"Scoring: {detail.get('scoring', 'top card per suit')}.", style="dim")
        return Group(table, note)
