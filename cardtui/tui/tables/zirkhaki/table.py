"""The Zirkhaki table: every bank as a row of suit stacks, the treasure zone, the piles.

Drawn from a Zirkhaki view (view.py): the opponents' banks at the top in playing order, the
treasure zone and the draw and burnt piles in the middle, your own bank at the bottom. On your
turn ``d`` draws and ``b`` banks (or click the buttons). A power's choice is made where its
cards lie: the pistol's and dagger's targets in the opponents' banks, the horseshoe's in your
own, the map's cards in a row under the zone, the rings at set-up in two tiles. Arrows (or a
digit) pick, Enter takes; the mouse points and clicks. ``c`` switches the coach (and the
cards-left tracker) on or off, ``k`` shows the key to the symbols in place of the move log.
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

from ....core import Action, Event, RoundResult, View
from ....games.zirkhaki.cards import card as zcard
from ....games.zirkhaki.info import info_from_view
from ....games.zirkhaki.odds import outlook
from ....i18n import N_, _, ngettext, number, pgettext
from ...screens.table import TableScreen
from ...widgets import Scoreboard, ScoreRow
from .bank_tableau import BankTableau
from .card import ZCardArt
from .card_choice import CardChoice
from .cards_left import CardsLeft
from .coach import Coach
from .legend import ZirkhakiLegend, legend_lines, legend_markdown, suit_legend
from .ring_badge import RingChoice
from .scores import score_table
from .table_input import PICK_KEYS, ZirkhakiInput
from .table_moves import TurnMarks
from .terms import card_name, card_names
from .treasure_zone import TreasureZone

FADE_AFTER = 2.5  # seconds a bust or a bank stays bright
# How the rules engine scored a game (its detail["scoring"]): the results screen's note.
_SCORING = {"top card per suit": N_("top card per suit"), "every card": N_("every card")}
# Translators: {owner} is a player's name, {card} a card's name ("Coin 9").
VERBS = {
    "pistol": N_("fires the pistol at {owner}'s {card}"),
    "mugger": N_("steals {owner}'s {card} (Mugger's ring)"),
    "dagger": N_("steals {owner}'s {card}"),
    "blade": N_("steals {owner}'s {card}"),
    "horseshoe": N_("plays {card} again from their bank"),
    "map": N_("takes {card} from the burnt pile"),
}


class ZirkhakiTable(ZirkhakiInput, TableScreen):
    """A Zirkhaki match (one game, or a set number of games)."""

    CSS_PATH = Path(__file__).with_name("table.tcss")
    ROUND_TITLE = N_("Game {n}")
    KEY_HELP = (
        ("d", N_("draw a card into the treasure zone")),
        ("b", N_("bank every card in the zone")),
        ("← → ↑ ↓", N_("move between the cards of a power's choice (up, down: another bank)")),
        ("1–9, 0", N_("take that option of a choice at once (0: the tenth; past it, letters)")),
        ("Enter", N_("take the option under the cursor")),
        (
            "c",
            N_(
                "the coach: bust odds, what banking adds, the cards left to draw, and each "
                "move's chance to win"
            ),
        ),
        ("k", N_("the key to the symbols, in place of the move log")),
    )

    BINDINGS = [
        Binding("d", "draw", N_("Draw")),
        Binding("b", "bank", N_("Bank")),
        # A choice's keys win over the focused widget's (the log would scroll on arrows);
        # check_action lets them through only while a choice waits.
        Binding("left", "move(-1)", N_("Choose"), key_display="←→", priority=True),
        Binding("right", "move(1)", N_("Choose"), show=False, priority=True),
        Binding("up", "jump(-1)", N_("Up"), show=False, priority=True),
        Binding("down", "jump(1)", N_("Down"), show=False, priority=True),
        Binding("enter,space", "take", N_("Take"), priority=True),
        # Never shown (show=False): the key itself is the description.
        *(
            Binding(d, f"pick({i})", f"Pick {d}", show=False, priority=True)
            for i, d in enumerate(PICK_KEYS)
        ),
        Binding("c", "coach", N_("Coach")),
        Binding("k", "key", N_("Key")),
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
        self._legend_look: tuple[bool, bool, int] | None = None

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
                label, bank = button_labels()
                button = Button(label, id="zk-draw", compact=True, variant="primary")
                button.can_focus = False  # the keys are d and b; buttons are for the mouse
                yield button
                button = Button(bank, id="zk-bank", compact=True, variant="success")
                button.can_focus = False
                yield button
        yield RingChoice(id="ring-choice")
        yield CardChoice(id="map-choice")
        yield Static("", id="zk-peek", markup=False)
        yield Coach(id="coach")
        yield CardsLeft(id="cards-left")
        yield BankTableau(0, id="bank-me")
        yield Static("", id="zk-legend", markup=False)

    def relabel_table(self) -> None:
        draw, bank = button_labels()
        self.query_one("#zk-draw", Button).label = draw
        self.query_one("#zk-bank", Button).label = bank
        self._legend_look = None  # the suits' names under the table, written again
        self.query_one("#zk-key", ZirkhakiLegend).refresh()

    def redraw_words(self) -> None:
        """The last view drawn again; the choice, its cursor and Enter's move kept."""
        kept = (self.choices, self.choice_kind, self.choice_cards, self.cursor, self.enter_code)
        hide_hand, others = self._drawn
        self.draw(self.view, hide_hand=hide_hand, others=others)
        self.choices, self.choice_kind, self.choice_cards, self.cursor, self.enter_code = kept
        if self.choices:
            self._show_cursor()
        self._enable_buttons()
        if self._previewed is not None:  # a bot's move shown before it is played
            self.preview(*self._previewed)

    def compose_side(self) -> ComposeResult:
        yield ZirkhakiLegend(id="zk-key", classes="side-panel")

    def on_mount(self) -> None:
        ascii_cards = self.app.settings.ascii_cards
        for widget in self.query(ZCardArt):
            widget.ascii = ascii_cards
        self.query_one("#ring-choice").display = False
        self.query_one("#map-choice").display = False
        self.query_one("#coach").display = False
        self.query_one("#cards-left").display = False
        key = self.query_one("#zk-key", ZirkhakiLegend)
        key.display = False
        key.show(ascii=ascii_cards, powers=not self.match.options.learning)

    # -- what the table says about itself --------------------------------------------------
    def header_notes(self) -> list[str]:
        if self.match.options.learning:
            return [_("Learning mode: no suit powers")]
        return []

    def points_label(self) -> str:
        # Each bank's "pts" are this game's; the scoreboard adds the games before.
        return _("Total")

    def round_heading(self, round_no: int, dealer: int) -> str:
        first = (dealer + 1) % self.match.players  # nothing is dealt: a player starts
        return _("Game {n}: {name} plays first.").format(n=number(round_no), name=self.names[first])

    def table_help(self) -> str:
        return (
            super().table_help()
            + "\n"
            + legend_markdown(self.app.settings.ascii_cards, not self.match.options.learning)
        )

    def update_scoreboard(self) -> None:
        """Points are live: the match so far plus what each bank scores now."""
        view = self.view
        if view is None or self.match.state.is_over:
            super().update_scoreboard()
            return
        totals, wins = self.match.totals, self.match.round_wins
        current = self.match.state.current_player
        rows = [
            ScoreRow(
                self.names[seat],
                totals[seat] + view["scores"][seat],
                wins[seat],
                current=seat == current,
            )
            for seat in range(self.match.players)
        ]
        self.query_one(Scoreboard).show(
            rows, self.rule_text(), self.variant_chips(), self.points_label()
        )

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
        self.call_after_refresh(self._fit_legend)

    def _fit_legend(self) -> None:
        """The suits' names under the table while rows are free there (the whole key: k);
        a map's choice or the coach take the room back when they need it."""
        body = self.query_one("#table-body")
        legend = self.query_one("#zk-legend", Static)
        width = body.content_size.width
        if not width:
            return
        used = sum(
            child.outer_size.height
            for child in body.children
            if child.display and child is not legend
        )
        lines = legend_lines(width)
        show = body.content_size.height - used >= lines + 1
        look = (self.app.settings.ascii_cards, not self.match.options.learning, width)
        if show and look != self._legend_look:
            self._legend_look = look
            legend.update(suit_legend(*look))
        if show != legend.display:
            legend.display = show

    # -- names -----------------------------------------------------------------------------
    def seat_tags(self, seat: int, me: int) -> list[str]:
        tags = []
        if self.is_you(seat):
            tags.append(pgettext("seat", "you"))
        tags += self.bot_tags(seat)
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
        self.call_after_refresh(self._fit_legend)

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
        hint = ""
        if view["phase"] == "rings":
            owner = short = _("Rings are being chosen")
        elif self.is_you(active):
            owner, short = _("Your treasure zone"), _("Your zone")
        else:
            name = self.names[active]
            owner = _("{name}'s treasure zone").format(name=name)
            short = _("{name}'s zone").format(name=name)
        if not view["zone"] and self.moves.outcome is None and view["draw_count"] == 50:
            # Nobody has drawn yet: say what the empty row is for.
            hint = _(
                "Each turn, cards are drawn into this zone; bank them before two of one suit "
                "bust you. Press k for the key to the symbols, ? for the rules."
            )
        zone.show(
            view["zone"],
            snake=view["snake_pending"],
            carpet_works=not view["options"]["learning"],
            owner=owner,
            owner_short=short,
            hint=hint,
        )
        if not view["zone"]:
            outcome = self.moves.outcome
            zone.show_outcome(outcome)
            if outcome is not None and outcome.fresh and not self._hidden:
                self._start_fade()

    def _show_counts(self, view: View) -> None:
        # The labels padded to one width so the counts line up (as "Draw  " / "Burnt ").
        draw, burnt = pgettext("pile", "Draw"), pgettext("pile", "Burnt")
        width = max(len(draw), len(burnt)) + 1
        text = Text()
        text.append(f"{draw:<{width}}", "dim")
        text.append(f"{number(view['draw_count']):>2}", "bold")
        text.append(f"\n{burnt:<{width}}", "dim")
        text.append(f"{number(view['burnt_count']):>2}", "bold")
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
        # Watching bots, the peek is a bot's: name it (the screen is nobody's "you").
        human = self.match.seats[view.player].is_human
        name = self.names[view.player]
        text = Text(_("You peeked: ") if human else _("{name} peeked: ").format(name=name), "bold")
        if len(peek) == 1:
            text.append(_("{card} is on top").format(card=card_name(first)))
        else:
            text.append(_("{cards} on top (top first)").format(cards=card_names(peek)))
        if view["active"] == view.player and view["zone"]:
            if first.suit in zone_suits:
                warn = _(" — it would bust you!") if human else _(" — it would bust {name}!")
                text.append(warn.format(name=name), "bold red")
            else:
                text.append(_(" — safe to draw."), "green")
        widget.update(text)

    def _show_coach(self, view: View) -> None:
        coach = self.query_one("#coach", Coach)
        show = self.coach_on and view["phase"] == "play" and not self._hidden
        coach.display = show
        if not show:
            self.query_one("#cards-left", CardsLeft).display = False
            return
        mine = view["active"] == view.player and view["current_player"] == view.player
        numbers = {
            "odds": view["bust_odds"],
            "draw_count": view["draw_count"],
            "zone_size": len(view["zone"]),
        }
        if mine and self.match.seats[view.player].is_human:
            coach.show(outlook(view), me=view.player, **numbers)
        else:  # another's turn: only the public odds, for them
            coach.show(None, whose=self.names[view["active"]], **numbers)
        tracker = self.query_one("#cards-left", CardsLeft)
        tracker.display = show
        if show:
            tracker.show(
                info_from_view(view).draw,
                view["zone"],
                ascii=self.app.settings.ascii_cards,
                whose="you" if mine and self.match.seats[view.player].is_human else "",  # a code
                active=self.names[view["active"]],
            )

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
            caption = _("Map: {name} plays one of these from the burnt pile").format(name=who)
            if pending["busts"]:
                # Translators: "!" marks the cards that would bust; keep it.
                caption += " " + _("(! busts)")
            choice.show(pending["options"], cursor=0, busts=pending["busts"], caption=caption)

    # -- what happened ---------------------------------------------------------------------
    def round_started(self, round_no: int, dealer: int) -> None:
        super().round_started(round_no, dealer)
        self.moves = TurnMarks()  # a new game: nothing has moved yet

    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None:
        super().record_events(seat, events, by_bot)
        shown = [e for e in events if self.may_see(e)]
        began = [self.moves.note(e, self.names) for e in shown]
        if any(began) and self._fade_timer is not None:  # a new turn: the last one's is old
            self._fade_timer.stop()
            self._fade_timer = None
        zone = self.query_one("#zone", TreasureZone)
        if any(e.kind == "bust" for e in shown):
            zone.shake()
        else:
            landed = [e for e in shown if e.kind in ("draw", "place") and e.cards]
            if landed:
                zone.reveal(zcard(landed[-1].cards[0]))

    def banner_news(self) -> str:
        outcome = self.moves.outcome
        if outcome is not None and outcome.kind == "bust":
            if outcome.clash:
                return _("{name} busted: {card} matched {clash}.").format(
                    name=outcome.who,
                    card=card_name(outcome.burnt[-1]),
                    clash=card_name(outcome.clash),
                )
            return _("{name} busted.").format(name=outcome.who)
        return super().banner_news()

    # -- the key and the coach -------------------------------------------------------------
    def action_key(self) -> None:
        """Show the key to the symbols in place of the move log, or the log again."""
        key = self.query_one("#zk-key", ZirkhakiLegend)
        key.display = not key.display
        self.sync_side()

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
            return _("draws a card")
        if code == "bank":
            n = len(self.view["zone"]) if self.view is not None else 0
            return ngettext(
                "banks the {n} card in the zone", "banks the {n} cards in the zone", n
            ).format(n=number(n))
        if code.startswith("ring "):
            return _("keeps one of two rings (shown when everyone has chosen)")
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
            verb = _(VERBS[pending["kind"]]) if pending["kind"] in VERBS else _("chooses {card}")
            owner_name = self.names[owner] if owner is not None else ""
            return verb.format(owner=owner_name, card=card_name(card))
        return code

    # -- results ---------------------------------------------------------------------------
    def round_headline(self, result: RoundResult) -> str:
        detail = result.detail or {}
        won = result.winners
        # Translators: joins the names of players who share a win ("Ann and Bo").
        names = _(" and ").join(self.names[p] for p in won)
        n, several = number(result.round_no), self.match.options.games > 1
        if not won:
            return _("Game {n} is over.").format(n=n) if several else _("The game is over.")
        best = number(result.scores[won[0]])
        how = detail.get("tie_break")
        one = len(won) == 1
        # One message per case: the verb agrees with one or more winners, and "game {n}" or
        # "the game" sits where each language wants it.
        if how == "shared":
            if several:
                return _("{names} share game {n} with {points} points.").format(
                    names=names, n=n, points=best
                )
            return _("{names} share the game with {points} points.").format(
                names=names, points=best
            )
        if how == "most cards":
            if several:
                message = (
                    _(
                        "{names} wins game {n} on {points} points: "
                        "a tie, broken by the most banked cards."
                    )
                    if one
                    else _(
                        "{names} win game {n} on {points} points: "
                        "a tie, broken by the most banked cards."
                    )
                )
            else:
                message = (
                    _(
                        "{names} wins the game on {points} points: "
                        "a tie, broken by the most banked cards."
                    )
                    if one
                    else _(
                        "{names} win the game on {points} points: "
                        "a tie, broken by the most banked cards."
                    )
                )
            return message.format(names=names, n=n, points=best)
        if several:
            message = (
                _("{names} wins game {n} with {points} points.")
                if one
                else _("{names} win game {n} with {points} points.")
            )
        else:
            message = (
                _("{names} wins the game with {points} points.")
                if one
                else _("{names} win the game with {points} points.")
            )
        return message.format(names=names, n=n, points=best)

    def round_breakdown(self, result: RoundResult) -> RenderableType:
        detail = result.detail or {}
        if not detail.get("table"):
            return super().round_breakdown(result)
        table = score_table(detail, self.names, result.round_no, self.app.settings.ascii_cards)
        # The rules engine says how it scored ("top card per suit") in English words, which
        # are its codes here: shown in the player's language.
        how = detail.get("scoring") or "top card per suit"
        scoring = _(_SCORING[how]) if how in _SCORING else how
        note = Text(_("Scoring: {how}.").format(how=scoring), style="dim")

        return Group(table, note)


def button_labels() -> tuple[str, str]:
    """The Draw and Bank buttons' words (composed, and again after a language change)."""
    # Translators: a button; d is its key.
    draw = pgettext("button", "Draw (d)")
    # Translators: a button; b is its key.
    bank = pgettext("button", "Bank (b)")
    return draw, bank
