"""The Xeri table: two players face to face, or four around the table with partners opposite.

Drawn from a Xeri view (xeri.md §2.8): the others' hands as backs with counts, the pile with
every card showing and the top one emphasised, the talon count (and the bottom card under V2),
each seat's capture pile with its xeri markers, the dealer marked, and in words whose turn it
is and what they may do. You play with the arrow keys and Enter, a digit, or a click. The
"live point tallies" setting (A10: off by default) adds each side's points so far, counted from
the public captures. The variants in force show as chips under the scoreboard; a points match
that both sides pass is extended (V6, A7) and a level rounds match plays on (A6): the table
says so in a banner and in the results.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Group, RenderableType
from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ....core import Action, Event, RoundResult, View
from ....core.cards import JACK
from ....games.xeri.scoring import side_totals
from ....games.xeri.tracker import track
from ....i18n import N_, _, ngettext, number, pgettext
from ...screens.table import TableScreen
from ...widgets import CardWidget, HandWidget, MoveLog, PileWidget
from ...widgets.results_table import results_table
from .capture_pile import CapturePile
from .tracker import XeriTracker


class SeatPanel(Vertical):
    """Another seat: name and role, its capture pile, its hand as backs (or faces when the
    table is only bots)."""

    DEFAULT_CSS = """
    SeatPanel { height: auto; width: 1fr; }
    SeatPanel .seat-line { height: 1; }
    SeatPanel .seat-name { width: 1fr; height: 1; }
    SeatPanel .seat-tags { width: 1fr; height: 1; padding-left: 1; }
    """

    def __init__(self, *, stacked: bool, id: str | None = None) -> None:
        super().__init__(id=id)
        self.stacked = stacked  # name and capture pile on two lines (narrow panels)
        self.seat: int | None = None

    def compose(self) -> ComposeResult:
        if self.stacked:
            yield Static("", classes="seat-name", markup=False)
            with Horizontal(classes="seat-line"):
                yield CapturePile(classes="-short")
                yield Static("", classes="seat-tags", markup=False)
        else:
            with Horizontal(classes="seat-line"):
                yield Static("", classes="seat-name", markup=False)
                yield CapturePile()
        yield HandWidget(hidden=True, numbers=False)


class XeriTable(TableScreen):
    """A Xeri match."""

    CSS_PATH = Path(__file__).with_name("table.tcss")  # also for the lesson and online tables

    # -- layout --------------------------------------------------------------------------
    def compose_table(self) -> ComposeResult:
        four = self.match.players == 4
        with Horizontal(id="xeri-others"):
            slots = ("left", "across", "right") if four else ("across",)
            for slot in slots:
                yield SeatPanel(stacked=four, id=f"seat-{slot}")
        with Horizontal(id="xeri-middle"):
            yield PileWidget(label=_("Pile"), id="pile")
            with Vertical(id="talon-box"):
                yield Static("", id="talon-text", markup=False)
                yield CardWidget(None, face_down=True, small=True, id="talon-card")
        with Horizontal(classes="seat-line", id="me-line"):
            yield Static("", classes="seat-name", id="me-name", markup=False)
            yield CapturePile(id="me-capture")
        yield HandWidget(id="hand")

    def compose_side(self) -> ComposeResult:
        yield XeriTracker(id="tracker", classes="side-panel")

    BINDINGS = [Binding("k", "tracker", N_("Cards seen"))]
    KEY_HELP = (
        ("← →", N_("choose a card of your hand")),
        ("Enter", N_("play the chosen card")),
        ("1–9, 0", N_("play the card with that digit under it")),
        ("k", N_("count the cards: which ranks are gone, which are left, what each side took")),
        ("c", N_("the coach: each move's chance to win, from your own view, on your turns")),
    )

    def __init__(self, setup) -> None:
        super().__init__(setup)
        self.captured: list[list[Any]] = [[] for _ in range(self.match.players)]
        self._target = getattr(self.match.rule, "target", None)  # before this round

    # -- what the table says about its rules -----------------------------------------------
    def variant_chips(self) -> list[str]:
        """The variants that differ from the classic game (xeri.md §3), in a few words."""
        o = self.match.options
        chips = []
        if o.show_bottom_card:
            chips.append(_("bottom card shown"))
        if not o.initial_pile_check:
            chips.append(_("first pile as dealt"))
        if not o.xeri_on_final_card:
            chips.append(_("no xeri on the last card"))
        if o.jack_xeri_points != 20:
            chips.append(_("jack xeri {points}").format(points=number(o.jack_xeri_points)))
        if o.lone_card_jack_bonus:
            # Translators: J is the jack as printed on the card; keep it.
            chips.append(
                _("J on a lone card +{points}").format(points=number(o.lone_card_jack_bonus))
            )
        if o.hand_size != 6:
            chips.append(_("hands of {n}").format(n=number(o.hand_size)))
        return chips

    def match_news(self) -> str:
        """What happened to the match at the end of the last round: an extension (V6: both
        sides passed the target) or a level rounds match playing on (A6)."""
        return self.news_words(self.match_facts())

    def match_facts(self) -> tuple:
        """The numbers of ``match_news``, kept to say it again in another language."""
        rule = self.match.rule
        target = getattr(rule, "target", None)
        if self._target is not None and target is not None and target > self._target:
            return ("extended", self._target, target)
        rounds = getattr(rule, "rounds", None)
        if rounds is not None and rule.rounds_played >= rounds and not self.match.is_over:
            wins = tuple(rule.round_wins[side[0]] for side in self.sides)
            return ("level", wins, rule.rounds_played)
        return ()

    @staticmethod
    def news_words(facts: tuple) -> str:
        if not facts:
            return ""
        if facts[0] == "extended":
            return _(
                "Both sides passed {old} points: the match goes on to {target}, "
                "and the first side to reach it alone wins."
            ).format(old=number(facts[1]), target=number(facts[2]))
        level = "–".join(number(w) for w in facts[1])
        # Translators: {level} is the wins of each side, as "2–2".
        return _(
            "Round wins are level ({level}) after {n} rounds: "
            "play on until one side wins a round (a drawn round counts for nobody)."
        ).format(level=level, n=number(facts[2]))

    @property
    def sides(self) -> list:
        return self.spec.sides(self.match.players, self.match.options)

    def on_mount(self) -> None:
        ascii_cards = self.app.settings.ascii_cards
        for widget in self.query("CardArt, CapturePile"):
            widget.ascii = ascii_cards  # type: ignore[attr-defined]
        for pile in self.query(".-short").results(CapturePile):
            pile.short = True
        self.query_one("#pile", PileWidget).top_only = self.app.settings.pile_top_only
        self.query_one("#tracker").display = False

    def action_tracker(self) -> None:
        """Show the card count in place of the move log, or the log again."""
        tracker = self.query_one("#tracker", XeriTracker)
        tracker.display = not tracker.display
        self.sync_side()

    # -- seats around the table ------------------------------------------------------------
    def placement(self, me: int) -> dict[str, int]:
        """Which seat sits where, seen from seat ``me``. Play runs counter-clockwise (V1):
        the next seat is on your right, your partner across."""
        n = self.match.players
        if n == 4:
            return {"right": (me + 1) % 4, "across": (me + 2) % 4, "left": (me + 3) % 4}
        return {"across": (me + 1) % n}

    def seat_tags(self, seat: int, view: View, me: int, *, brief: bool = False) -> list[str]:
        """Words about a seat: you, bot level, partner, dealer (``brief`` for narrow panels)."""
        tags = []
        if self.is_you(seat):
            tags.append(pgettext("seat", "you"))
        if not brief:
            tags += self.bot_tags(seat)
        if self.match.players == 4 and seat == (me + 2) % 4:
            tags.append(pgettext("seat", "partner"))
        if seat == view.get("dealer"):
            tags.append(pgettext("seat", "dealer"))
        if self.app.settings.show_tallies and "xeri_points" in view:
            points = side_totals(self.captured, view["xeri_points"])[seat & 1]
            tags.append(_("{points} pts").format(points=number(points)))
        return tags

    # -- live tallies (A10) ----------------------------------------------------------------
    def round_started(self, round_no: int, dealer: int) -> None:
        super().round_started(round_no, dealer)
        self.captured = [[] for _ in range(self.match.players)]
        facts = self.match_facts()
        news = self.news_words(facts)
        if news and round_no > 1:  # the banner: the match was extended, or plays on

            def said() -> str:
                return self.news_words(facts)

            self.query_one(MoveLog).add(news, "bonus", source=said)
            self.show_status(lambda: Text(f" {said()} ", self.accent_style + Style(reverse=True)))
        self._target = getattr(self.match.rule, "target", None)

    def record_events(self, seat: int | None, events: list[Event], by_bot: bool) -> None:
        # Captures are public (everyone sees what is taken), so anyone could keep this count.
        for event in events:
            if event.kind in ("capture", "transfer") and event.seat is not None:
                self.captured[event.seat] += [self.spec.parse_card(c) for c in event.cards]
        super().record_events(seat, events, by_bot)

    def seat_title(self, seat: int, view: View, tags: list[str]) -> Text:
        # Styled here rather than with a CSS class: a class change restyles the whole panel,
        # and this changes on every move.
        current = seat == view.get("current_player")
        text = Text()
        if current:
            text.append("▶ ", self.accent_style)
        text.append(self.match.seats[seat].name, self.accent_style if current else "")
        if tags:
            text.append(" · " + " · ".join(tags), "dim")
        return text

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, view: View, *, hide_hand: bool, others: dict[int, View]) -> None:
        me = view.player
        counts = view["hand_counts"]
        for slot, seat in self.placement(me).items():
            panel = self.query_one(f"#seat-{slot}", SeatPanel)
            panel.seat = seat
            tags = self.seat_tags(seat, view, me, brief=panel.stacked)
            if panel.stacked:  # narrow: partner beside the name, dealer beside the captures
                dealer_tag = pgettext("seat", "dealer")
                on_name = [t for t in tags if t != dealer_tag]
                panel.query_one(".seat-name", Static).update(
                    self.seat_title(seat, view, on_name), layout=False
                )
                dealer = dealer_tag if dealer_tag in tags else ""
                panel.query_one(".seat-tags", Static).update(Text(dealer, "dim"), layout=False)
            else:
                panel.query_one(".seat-name", Static).update(
                    self.seat_title(seat, view, tags), layout=False
                )
            panel.query_one(CapturePile).show(
                view["captured_counts"][seat], view["xeris"][seat], view["jack_xeris"][seat]
            )
            hand = panel.query_one(HandWidget)
            if seat in others:
                hand.show_cards(others[seat]["hand"], playable=[])
            else:
                hand.show_backs(counts[seat])
        self.query_one("#pile", PileWidget).show(view["pile"])
        self._draw_talon(view)
        self.query_one("#me-name", Static).update(
            self.seat_title(me, view, self.seat_tags(me, view, me)), layout=False
        )
        self.query_one("#me-capture", CapturePile).show(
            view["captured_counts"][me], view["xeris"][me], view["jack_xeris"][me]
        )
        hand = self.query_one("#hand", HandWidget)
        hand.set_active(False)
        hand.numbers = not self.conductor.watching  # digits are keys: only for players
        if hide_hand:
            hand.show_backs(counts[me])
        else:
            hand.show_cards(view["hand"])
        names = [self.side_name(side) for side in view["teams"]]
        self.query_one("#tracker", XeriTracker).show(
            track(view, show_hand=not hide_hand), names, ascii=self.app.settings.ascii_cards
        )

    def relabel_table(self) -> None:
        self.query_one("#pile", PileWidget).label = _("Pile")

    def redraw_words(self) -> None:
        """The last view drawn again; your hand's cursor and its playable cards kept."""
        hand = self.query_one("#hand", HandWidget)
        kept = (hand.active, hand.playable, hand.selected)
        hide_hand, others = self._drawn
        self.draw(self.view, hide_hand=hide_hand, others=others)
        active, playable, selected = kept
        if active:
            hand.set_active(True, playable)
        hand.selected = selected
        if self._previewed is not None:  # a bot's move shown before it is played
            self.preview(*self._previewed)

    def _draw_talon(self, view: View) -> None:
        talon = view["talon_count"]
        text = Text(_("Talon {n}").format(n=number(talon)), style="bold" if talon else "dim")
        deal = view.get("deal_no")
        if deal:
            deals = view.get("deals")
            deals = number(deals) if isinstance(deals, int) else deals
            line = _("deal {deal} of {deals}").format(deal=number(deal), deals=deals)
            text.append("\n" + line, style="dim")
        bottom = view.get("bottom_card")
        card_widget = self.query_one("#talon-card", CardWidget)
        if bottom is not None and talon:
            text.append("\n" + _("bottom card:"), style="dim")
            card_widget.card, card_widget.face_down = bottom, False
        else:
            card_widget.card, card_widget.face_down = None, True
        card_widget.display = talon > 0
        self.query_one("#talon-text", Static).update(text, layout=False)

    # -- the human's turn ------------------------------------------------------------------
    def _action_for(self, card: Any) -> Action | None:
        code = f"play {card.code}"
        return next((a for a in self.legal if a.code == code), None)

    def enable_input(self, seat: int, legal: list[Action]) -> None:
        hand = self.query_one("#hand", HandWidget)
        codes = {a.code for a in legal}
        playable = [i for i, c in enumerate(hand.cards) if f"play {c.code}" in codes]
        hand.selected = 0  # each turn starts at the left, not where someone else left it
        hand.set_active(True, playable)
        hand.focus()

    def disable_input(self) -> None:
        self.query_one("#hand", HandWidget).set_active(False)

    def point_at(self, action: Action) -> None:
        hand = self.query_one("#hand", HandWidget)
        found = next((i for i, c in enumerate(hand.cards) if action.code == f"play {c.code}"), None)
        if found is not None:
            hand.selected = found

    def turn_prompt(self, seat: int, legal: list[Action]) -> str:
        hand = self.query_one("#hand", HandWidget)
        n = len(hand.cards)
        # Translators: the keys that play a card at once ("a digit" when there are ten or more).
        keys = pgettext("keys", "a digit") if n > 9 else (f"1–{n}" if n > 1 else "1")
        hint = self.hint(hand.cards[hand.selected]) if hand.cards else ""
        if len(self.conductor.humans) == 1:
            # Translators: {keys} is "1–6" or "a digit"; ←→ and Enter are keys.
            prompt = _("Your turn: play a card (←→ Enter, {keys}, or click).").format(keys=keys)
        else:
            prompt = _("{name}, your turn: play a card (←→ Enter, {keys}, or click).").format(
                name=self.names[seat], keys=keys
            )
        return f"{prompt}\n{hint}"

    def hint(self, card: Any) -> str:
        """What playing ``card`` would do, in words (X-9, X-11): same rank or a jack takes the
        pile; same rank on a lone card is a xeri."""
        pile = list(self.view["pile"]) if self.view is not None else []
        if not pile:
            return _("{card}: starts a new pile on the empty table.").format(card=card)
        top = pile[-1]
        # The pile's own count, as its caption says ("Pile: 2 cards"), then the card played.
        n = len(pile)
        if card.rank == top.rank:
            if len(pile) == 1:
                rules = self.view.get("rules") or {}
                points = rules.get("jack_xeri_points", 20) if card.rank == JACK else 10
                return _("{card}: takes the lone {top}, a xeri (+{points})!").format(
                    card=card, top=top, points=number(points)
                )
            return ngettext(
                "{card}: matches {top}, takes the pile's {n} card.",
                "{card}: matches {top}, takes the pile's {n} cards.",
                n,
            ).format(card=card, top=top, n=number(n))
        if card.rank == JACK:
            return ngettext(
                "{card}: a jack takes the pile's {n} card.",
                "{card}: a jack takes the pile's {n} cards.",
                n,
            ).format(card=card, n=number(n))
        return _("{card}: laid on {top}, no capture.").format(card=card, top=top)

    def on_hand_widget_selected(self, event: HandWidget.Selected) -> None:
        hand = event.choice
        if hand.id == "hand" and hand.active and self.legal:
            self.set_prompt(lambda: self.turn_prompt(self.conductor.seat_to_act or 0, self.legal))

    def on_hand_widget_chosen(self, event: HandWidget.Chosen) -> None:
        event.stop()
        hand = event.choice
        if hand.id != "hand" or not hand.active or not 0 <= event.index < len(hand.cards):
            return
        card = hand.cards[event.index]
        action = self._action_for(card)
        if action is None:
            self.notify(
                _("You cannot play {card} now.").format(card=card),
                severity="warning",
                markup=False,
            )
            return
        hand.set_active(False)
        problem = self.conductor.submit(action)
        if problem:
            hand.set_active(True)
            self.notify(problem, severity="warning", markup=False)

    # -- a bot's move, shown before it is played -------------------------------------------
    def preview(self, seat: int, action: Action) -> None:
        card = getattr(action, "card", None)
        if card is None or self.view is None:
            return
        self.query_one("#pile", PileWidget).show(self.view["pile"], incoming=card)
        for panel in self.query(SeatPanel):
            if panel.seat == seat:
                hand = panel.query_one(HandWidget)
                if hand.cards:
                    hand.show_cards([c for c in hand.cards if c is not card], playable=[])
                else:
                    hand.show_backs(max(0, hand.count - 1))

    def describe_action(self, action: Action) -> str:
        card = getattr(action, "card", None)
        return _("plays {card}").format(card=card) if card is not None else action.code

    # -- results ---------------------------------------------------------------------------
    def round_headline(self, result: RoundResult) -> str:
        """Who won the round, and what became of the match (an extension, a level match)."""
        headline = super().round_headline(result)
        if result.drawn and getattr(self.match.rule, "rounds", None) is not None:
            headline = _("{headline}: it counts for nobody.").format(headline=headline.rstrip("."))
        news = self.match_news()
        return f"{headline} {news}" if news else headline

    def round_breakdown(self, result: RoundResult) -> RenderableType:
        """Per side: cards, most cards, honours, 10♦, 2♣, xeris, total; and the checksum."""
        detail = result.detail or {}
        sides = detail.get("sides")
        if not sides:
            return super().round_breakdown(result)
        table = results_table(
            _("Round {n}").format(n=number(result.round_no)),
            expand=False,
        )
        table.add_column("", no_wrap=True)
        for side in sides:
            # Partners' names over two lines ("Ann &" / "Cy") keep four players in 80 columns.
            table.add_column(Text(self.side_name(side["seats"])), justify="right", max_width=9)

        def row(label: str, key: str, fmt=number) -> None:
            table.add_row(label, *(fmt(side.get(key, 0)) for side in sides))

        row(_("Cards taken"), "cards")
        if len(sides[0]["seats"]) > 1:
            per_seat = detail.get("seats") or []
            table.add_row(
                "  " + _("by each"),
                *(
                    " + ".join(number(per_seat[p]["cards"]) for p in side["seats"])
                    for side in sides
                ),
            )
        # Translators: 3 is the points for the most cards.
        row(_("Most cards (3)"), "most_cards")
        row("A K Q J 10", "honours")
        # The cards stay as printed; the point each is worth is a number, in the reader's digits.
        row(self.plain(f"10♦ (+{number(1)})"), "good_ten")
        row(self.plain(f"2♣ ({number(1)})"), "good_two")
        table.add_row(
            _("Xeris"),
            *(
                number(s.get("xeris", 0))
                + (f" {number(s['jack_xeris'])}J" if s.get("jack_xeris") else "")
                + (f" +{number(s['xeri_points'])}" if s.get("xeri_points") else "")
                for s in sides
            ),
        )
        table.add_row(
            Text(_("Total"), style="bold"),
            *(Text(number(s.get("total", 0)), style="bold") for s in sides),
        )
        checksum, expected = detail.get("checksum"), detail.get("expected_checksum")
        note = Text(style="dim")
        if checksum is not None:
            if checksum == expected:
                line = _("Card points together: {sum} ✓").format(sum=number(checksum))
            else:
                line = _("Card points together: {sum} ✗ (should be {expected})").format(
                    sum=number(checksum), expected=number(expected)
                )
            note.append(line)
            if detail.get("split"):
                # Translators: 26–26 is how the 52 cards were split; 3 the points for most cards.
                note.append("\n" + _("Cards split 26–26: no 3 for most."))
        residue = detail.get("residue")
        if residue:
            n = len(residue.get("cards", []))
            note.append(
                "\n"
                + ngettext(
                    "Last capture: {name} took the {n} card left.",
                    "Last capture: {name} took the {n} cards left.",
                    n,
                ).format(name=self.names[residue["seat"]], n=number(n))
            )

        return Group(table, note)
