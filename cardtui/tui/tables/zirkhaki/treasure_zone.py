"""The treasure zone: the cards of this turn in the order they entered.

The first carpet marks what a bust would spare (the cards before it get a green edge and the
caption names them); a snake's forced draws still owed show as dashed slots after the cards.
Between turns the zone shows how the last one ended: a bust with the busting card in red and
the burnt cards struck, or a bank with the cards that moved. That outcome is bright for a
moment (``fresh``) and then stays, dimmed, until the next card is drawn.

A card just drawn turns over (its back, then its face, bright for a moment) and a bust shakes
the zone; both only while the app's animations are on. However many cards the zone holds, each
keeps its glyph and value in sight (covered cards overlap down to three columns).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.text import Text

from ....games.zirkhaki.cards import ZCard
from ....i18n import _, ngettext, number, pgettext
from ...fit import fit_words
from .card import SIZES, ZCardArt, ZSlot, fan_step, render_row
from .terms import card_name

MIN_STEP = 3  # a covered zone card: its edge, glyph and value
FLIP_AFTER = 0.15  # seconds a drawn card shows its back before it turns over
REVEAL_FOR = 0.6  # seconds a drawn card stays bright after it turned over
SHAKE = (2, -2, 1, -1, 0)  # columns the zone moves, 50 ms apart, on a bust


@dataclass
class Outcome:
    """How a turn ended, from its events: ``bust`` or ``bank``."""

    kind: str
    who: str
    cards: list[ZCard] = field(default_factory=list)  # a bank: the zone as it was banked
    saved: list[ZCard] = field(default_factory=list)  # a bust: the carpet's cards, banked
    burnt: list[ZCard] = field(default_factory=list)  # a bust: the busting card last
    bonus: int = 0  # chest and key: cards taken from the burnt pile
    clash: ZCard | None = None  # the card the busting one matched
    fresh: bool = True


def first_carpet(zone: Sequence[ZCard]) -> int | None:
    """Index of the first carpet (only the first one marks the boundary)."""
    #
    return next((i for i, c in enumerate(zone) if c.suit_name == "carpet"), None)


class TreasureZone(ZCardArt):
    """This turn's cards, the snake's owed draws, and the last turn's outcome in between."""

    DEFAULT_CSS = """
    TreasureZone { height: 6; width: 1fr; }
    TreasureZone > .zone--caption { color: $text-muted; }
    TreasureZone > .zone--safe { color: $success; }
    TreasureZone > .zone--snake { color: $warning; text-style: bold; }
    TreasureZone > .zone--bust { color: $error; text-style: bold; }
    TreasureZone > .zone--bank { color: $success; text-style: bold; }
    """
    COMPONENT_CLASSES = ZCardArt.COMPONENT_CLASSES | {
        "zone--caption",
        "zone--safe",
        "zone--snake",
        "zone--bust",
        "zone--bank",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: list[ZCard] = []
        self.snake = 0
        self.carpet_works = True  # False in the learning mode: no powers at all
        self.banking = False  # a bot is about to bank: the cards shown as moving
        self.outcome: Outcome | None = None
        self.owner = ""  # whose zone it is ("Your treasure zone" reads better than a name)
        self.owner_short = ""  # the same in fewer words ("Your zone"), when space is short
        self.hint = ""  # what the empty zone is for, before anyone has drawn
        self.revealing: ZCard | None = None  # a card being turned over
        self.face_down = False  # ...and still showing its back
        self._moment_timers: list = []

    def show(
        self,
        cards: Sequence[ZCard],
        *,
        snake: int = 0,
        carpet_works: bool = True,
        owner: str = "",
        owner_short: str = "",
        hint: str = "",
    ) -> None:
        self.hint = hint
        self.owner_short = owner_short or owner
        self.cards = list(cards)
        self.snake = snake
        self.carpet_works = carpet_works
        self.owner = owner
        self.banking = False
        if self.cards:
            self.outcome = None  # a new turn has begun
        self.refresh()

    def show_outcome(self, outcome: Outcome | None) -> None:
        self.outcome = outcome
        self.set_class(outcome is not None and outcome.fresh and outcome.kind == "bust", "-bust")
        self.refresh()

    # -- the moment a card lands or a turn busts (off with the app's animations) ---------------
    @property
    def animated(self) -> bool:
        return self.app.animation_level != "none"

    def reveal(self, card: ZCard) -> None:
        """Turn ``card`` over as it lands: its back for a blink, then its face, bright."""
        if not self.animated:
            return
        self._stop_timers()
        self.revealing, self.face_down = card, True

        def face_up() -> None:
            self.face_down = False
            self.refresh()

        def settle() -> None:
            self.revealing = None
            self.refresh()

        self._moment_timers = [
            self.set_timer(FLIP_AFTER, face_up),
            self.set_timer(REVEAL_FOR, settle),
        ]
        self.refresh()

    def shake(self) -> None:
        """A bust is felt: the zone jolts sideways and back."""
        if not self.animated:
            return
        self._stop_timers()
        self.revealing = None

        def move(x: int) -> None:
            self.styles.offset = (x, 0)

        self._moment_timers = [
            self.set_timer(0.05 * (i + 1), lambda x=x: move(x)) for i, x in enumerate(SHAKE)
        ]

    def _stop_timers(self) -> None:
        for timer in self._moment_timers:
            timer.stop()
        self._moment_timers = []
        self.styles.offset = (0, 0)

    def fade(self) -> None:
        """The moment has passed: keep the outcome on show, quietly."""
        if self.outcome is not None:
            self.outcome.fresh = False
        self.set_class(False, "-bust")
        self.refresh()

    @property
    def safe_count(self) -> int:
        """How many cards a bust would spare now."""
        if not self.carpet_works:
            return 0
        return first_carpet(self.cards) or 0

    # -- drawing -------------------------------------------------------------------------
    def style_of(self, key: str):
        return self.get_component_rich_style(f"zone--{key}", partial=True)

    def render(self) -> Text:
        if not self.cards and self.outcome is not None:
            return self._render_outcome(self.outcome)
        caption = self._caption(self.content_size.width)
        if not self.cards:
            if self.hint:
                hint = Text(self.hint, self.style_of("caption"))
                return Text("\n").join([caption, hint])
            return caption
        safe = self.safe_count
        n = len(self.cards)
        slots = []
        for i, card in enumerate(self.cards):
            mark = "moved" if self.banking else ("safe" if i < safe else "")
            if not self.banking and i == n - 1:
                mark = "new"
            if card is self.revealing:
                if self.face_down:
                    slots.append(ZSlot(None, "back", label="?"))
                    continue
                mark = "reveal"
            # Translators: written on a card's edge (a few letters): a bust spares this card.
            slots.append(ZSlot(card, mark, label=pgettext("card edge", "safe") if i < safe else ""))
        # Translators: written on an empty slot's edge: a card the snake forces you to draw.
        snake = pgettext("card edge", "snake")
        slots += [ZSlot(None, "slot", label=snake) for _slot in range(self.snake)]
        return self._with_row(caption, slots)

    def _caption(self, width: int) -> Text:
        """Whose zone, how many cards, the snake's draws, what the carpet saves; in short
        words when the long ones do not fit."""
        n = len(self.cards)
        safe = self.safe_count
        carpet = first_carpet(self.cards) if self.carpet_works else None
        for brief in (False, True):
            parts: list[tuple[str, str]] = []
            title = (self.owner_short if brief else self.owner) or _("Treasure zone")
            if not n:
                title = _("{zone}: empty").format(zone=title)
            parts.append((title, "caption"))
            if n:
                parts.append((ngettext("{n} card", "{n} cards", n).format(n=number(n)), "caption"))
            if self.snake:
                s = number(self.snake)
                more = (
                    _("snake: {n} more").format(n=s)
                    if brief
                    else _("snake: {n} more to draw").format(n=s)
                )
                parts.append((more, "snake"))
            if carpet is not None:
                if safe:
                    s = number(safe)
                    parts.append(
                        (
                            _("{n} safe (carpet)").format(n=s)
                            if brief
                            else _("carpet: {n} safe if you bust").format(n=s),
                            "safe",
                        )
                    )
                else:
                    parts.append(
                        (
                            _("carpet saves none")
                            if brief
                            else _("carpet first: it saves nothing"),
                            "caption",
                        )
                    )
            length = sum(len(t) for t, _key in parts) + 3 * (len(parts) - 1)
            if length <= width:
                break
        caption = Text()
        for i, (text, key) in enumerate(parts):
            if i:
                caption.append(" · ", self.style_of("caption"))
            caption.append(text, self.style_of(key))
        return caption

    def _render_outcome(self, out: Outcome) -> Text:
        if out.kind == "bust":
            # Translators: written on a card's edge (a few letters): the carpet banked it.
            bank = pgettext("card edge", "bank")
            slots = [ZSlot(c, "moved" if out.fresh else "dim", label=bank) for c in out.saved]
            slots += [ZSlot(c, "burn" if out.fresh else "dim") for c in out.burnt[:-1]]
            # Translators: written on the busting card's edge, in capitals where a script has them.
            bust = pgettext("card edge", "BUST")
            slots.append(ZSlot(out.burnt[-1], "bust" if out.fresh else "dim", label=bust))
        else:
            slots = [ZSlot(c, "moved" if out.fresh else "dim") for c in out.cards]
        return self._with_row(self._outcome_caption(out, self.content_size.width), slots)

    def _outcome_caption(self, out: Outcome, width: int) -> Text:
        """``✗ BUST! Coin 8 matches Coin 9 · Ann burns 4 cards · carpet saves 1`` or
        ``✓ Ann banks 3 cards + 3 from the burnt pile`` while fresh, ``Last turn: ...``
        after; the first wording that fits the width."""
        who = out.who
        if out.kind == "bust":
            lost = len(out.burnt)
            n = number(lost)
            busting = card_name(out.burnt[-1])
            if out.clash:
                what = _("{card} matches {clash}").format(card=busting, clash=card_name(out.clash))
            else:
                what = busting
            saves = ""
            if out.saved:
                saves = " · " + _("carpet saves {n}").format(n=number(len(out.saved)))
            if out.fresh:  # the saved cards say "bank" on their edge: short forms drop it
                burns = ngettext("{name} burns {n} card", "{name} burns {n} cards", lost)
                options = [
                    "✗ "
                    + _("BUST! {what}").format(what=what)
                    + " · "
                    + burns.format(name=who, n=n)
                    + saves,
                    "✗ " + _("{name} busts: {what} · {n} burnt").format(name=who, what=what, n=n),
                    "✗ " + _("{name} busts: {what}").format(name=who, what=what),
                    "✗ " + _("BUST! {what}").format(what=what),
                ]
            else:
                options = [
                    ngettext(
                        "Last turn: {name} busted ({what}), {n} card burnt",
                        "Last turn: {name} busted ({what}), {n} cards burnt",
                        lost,
                    ).format(name=who, what=what, n=n)
                    + saves,
                    _("Last turn: {name} busted, {n} burnt").format(name=who, n=n),
                    _("Last: {name} busted").format(name=who),
                ]
        else:
            count = len(out.cards)
            n = number(count)
            b = number(out.bonus)
            options = _bank_options(count, bool(out.bonus), out.fresh)
            options = [o.format(name=who, n=n, bonus=b) for o in options]

        text = next((o for o in options if len(o) <= width), options[-1])
        return Text(text, self.style_of(out.kind if out.fresh else "caption"))

    def _with_row(self, caption: Text, slots: list[ZSlot]) -> Text:
        width = max(SIZES["normal"][0], self.content_size.width)
        fit_words(caption, width)  # at a word: translations run longer
        if not slots:
            return caption
        w = SIZES["normal"][0]
        while len(slots) > 1 and slots[-1].card is None and w + MIN_STEP * (len(slots) - 1) > width:
            slots = slots[:-1]  # the snake's slots give way to cards (the caption counts them)
        step = fan_step(len(slots), width, "normal", min_step=MIN_STEP)
        row = render_row(slots, step=step, size="normal", ascii=self.ascii, style=self.card_style)
        return Text("\n").join([caption, row])


def _bank_options(count: int, bonus: bool, fresh: bool) -> list[str]:
    """A bank's caption, longest first, one whole message per wording ({bonus}: the chest and
    key's cards from the burnt pile)."""
    if fresh and bonus:
        return [
            "✓ "
            + ngettext(
                "{name} banks {n} card + {bonus} from the burnt pile (chest and key)",
                "{name} banks {n} cards + {bonus} from the burnt pile (chest and key)",
                count,
            ),
            "✓ "
            + ngettext(
                "{name} banks {n} card +{bonus} bonus",
                "{name} banks {n} cards +{bonus} bonus",
                count,
            ),
            "✓ " + _("{name} banks {n}"),
        ]
    if fresh:
        one = "✓ " + ngettext("{name} banks {n} card", "{name} banks {n} cards", count)
        return [one, one, "✓ " + _("{name} banks {n}")]
    if bonus:
        return [
            ngettext(
                "Last turn: {name} banked {n} card + {bonus} from the burnt pile (chest and key)",
                "Last turn: {name} banked {n} cards + {bonus} from the burnt pile (chest and key)",
                count,
            ),
            ngettext(
                "Last turn: {name} banked {n} card +{bonus} bonus",
                "Last turn: {name} banked {n} cards +{bonus} bonus",
                count,
            ),
            _("Last: {name} banked {n}"),
        ]
    one = ngettext("Last turn: {name} banked {n} card", "Last turn: {name} banked {n} cards", count)
    return [one, one, _("Last: {name} banked {n}")]
