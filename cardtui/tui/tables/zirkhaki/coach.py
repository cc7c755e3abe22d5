"""The coach: the exact chance that the next draw busts, exactly what banking now adds to the
score, what a bust would still bank and what a card that does not bust adds on average, with
the advice that follows (the normal bot's rule); with one card left, how the game ends
whether you draw it or bank (Zirkhaki's learning aid).

The numbers come from the engine (``cardtui.games.zirkhaki.odds.outlook``); this widget only
puts them in words. It is off unless the game's ``show_odds`` option (the Learning preset) or
the coach setting turns it on, or the player presses ``c`` at the table.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ....games.zirkhaki.odds import Outlook
from ....i18n import N_, _, ngettext, number, pgettext
from .terms import card_name

ADVICE = {
    "draw": N_("draw"),
    "bank": N_("bank"),
    "must draw": N_("you must draw"),
    "choose": N_("make the power's choice"),
}


def percent(p: float) -> str:
    # Translators: a percentage; {p} is the number ("12.5"): write the sign as your readers do.
    return _("{p}%").format(p=number(float(f"{100 * p:.1f}")))


def advice_words(advice: str) -> str:
    return _(ADVICE[advice]) if advice in ADVICE else advice


def why(out: Outlook, brief: bool = False) -> str:
    """Why the coach advises what it does, in the words of the rule that decided it (odds.py's
    ``advice_reason``); "" where the line above already says it (a known card, the last card,
    a pile that busts whatever is drawn)."""
    if out.advice not in ("draw", "bank") or out.reason in ("peek", "last", "all_bust", ""):
        return ""
    if out.reason == "behind" and out.advice == "draw":
        return pgettext("coach", "behind") if brief else _("you are behind even after banking")
    if out.reason == "ahead" and out.advice == "bank":
        return pgettext("coach", "ahead") if brief else _("you are ahead: no need to risk it")
    if out.advice == "bank":
        if out.bonus_cards:
            return _("chest+key bonus") if brief else _("counts the chest and key bonus")
        return _("too risky") if brief else _("a draw risks more than it adds")
    return _("worth it") if brief else _("a draw adds more than it risks")


class Coach(Widget):
    """Two short lines of odds and advice for the player at the screen."""

    DEFAULT_CSS = """
    Coach { height: auto; width: 1fr; }
    Coach > .coach--label { color: $accent; text-style: bold; }
    Coach > .coach--numbers { color: $text; }
    Coach > .coach--advice { color: $success; text-style: bold; }
    Coach > .coach--warning { color: $error; text-style: bold; }
    """
    COMPONENT_CLASSES = {"coach--label", "coach--numbers", "coach--advice", "coach--warning"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.outlook: Outlook | None = None
        self.odds: float | None = None
        self.draw_count = 0
        self.zone_size = 0
        self.whose = ""  # another player's turn: only the public odds, for them
        self.me = 0  # the seat the outlook is for

    def show(
        self,
        outlook: Outlook | None,
        *,
        odds: float,
        draw_count: int,
        zone_size: int,
        whose: str = "",
        me: int = 0,
    ) -> None:
        """``outlook`` for the player to move at the screen; else the public ``odds`` for
        ``whose`` turn it is. ``zone_size``: the cards in the zone (none: nothing can bust)."""
        self.outlook = outlook
        self.odds = odds
        self.draw_count = draw_count
        self.zone_size = zone_size
        self.whose = whose
        self.me = me
        self.refresh(layout=True)

    def _style(self, key: str):
        return self.get_component_rich_style(f"coach--{key}", partial=True)

    def render(self) -> Text:
        width = self.content_size.width
        for brief in (False, True):
            lines = self._lines(brief)
            if all(line.cell_len <= width for line in lines):
                break
        return Text("\n").join(lines)

    def _lines(self, brief: bool) -> list[Text]:
        first = Text()
        first.append(_("Coach: "), self._style("label"))
        out = self.outlook
        odds = out.bust_odds if out is not None else (self.odds or 0.0)
        hits = round(odds * self.draw_count)
        numbers = self._style("numbers")
        warning = self._style("warning")
        # Another player's turn (no outlook of ours): the odds are theirs, by name.
        other = self.whose if self.whose and out is None else ""
        counts = {"p": percent(odds), "hits": number(hits), "n": number(self.draw_count)}
        if not self.draw_count:
            first.append(_("the draw pile is empty."), numbers)
        elif not self.zone_size:
            first.append(_("the first card of a turn never busts."), numbers)
        elif out is not None and out.known_next is not None:
            card = card_name(out.known_next)
            if out.next_busts:
                known = _("you know the next card ({card}) busts you!").format(card=card)
            else:
                known = _("you know the next card ({card}) is safe.").format(card=card)
            style = warning if out.next_busts else self._style("advice")
            first.append(known, style)
            if not brief:  # the odds are no news when you know the card
                first.append(
                    " " + _("The odds alone: {p} ({hits} of {n} cards).").format(**counts),
                    numbers,
                )
        elif odds >= 1.0:
            if other:
                line = _("every card left in the draw pile busts {name}.").format(name=other)
            else:
                line = _("every card left in the draw pile busts you.")
            first.append(line, warning)
        elif brief:
            first.append(_("next draw busts {p} ({hits} of {n})").format(**counts), numbers)
        else:
            if other:
                line = _("a draw busts {name} {p} of the time ({hits} of {n} cards).").format(
                    name=other, **counts
                )
            else:
                line = _("a draw busts you {p} of the time ({hits} of {n} cards).").format(**counts)
            first.append(line, numbers)
        if out is None or out.advice in ("choose", "must draw") or not self.zone_size:
            # another's turn, a power's choice to make first, a forced draw or a first draw
            return [first]
        if out.last is not None:  # the end of the game, worked out exactly
            return [first, self._ending(out, brief)]
        return [first, self._stakes(out, brief)]

    def _stakes(self, out: Outlook, brief: bool) -> Text:
        """What banking adds, exactly; what a bust keeps; what a safe card adds on average."""
        numbers = self._style("numbers")
        second = Text()
        points = number(out.bank_points)
        if out.bonus_cards:
            b = out.bonus_cards
            bank = ngettext(
                "Bank now: +{points} +{n} bonus card", "Bank now: +{points} +{n} bonus cards", b
            ).format(points=points, n=number(b))
        else:
            bank = _("Bank now: +{points}").format(points=points)
        second.append(bank, numbers)
        if self.draw_count and not out.certain_bust:
            if out.saved_points and not brief:
                keeps = _("a bust keeps +{points}").format(points=number(out.saved_points))
                second.append(" · " + keeps, numbers)
            signed = f"{out.safe_points:+.1f}"  # "+2.5": the sign kept, the digits localised
            safe = signed[0] + number(float(signed[1:]))
            adds = _("safe card ≈ {points}") if brief else _("a safe card adds ≈ {points}")
            second.append(" · " + adds.format(points=safe), numbers)
        reason = why(out, brief)
        advice = advice_words(out.advice)
        if reason:
            # Translators: the coach's advice ("draw", "bank") and why ("too risky").
            line = _("→ {advice}: {reason}").format(advice=advice, reason=reason)
        else:
            line = f"→ {advice}"
        second.append(" " + line, self._style("advice"))
        return second

    def _ending(self, out: Outlook, brief: bool) -> Text:
        """One card left, known to all: how the game ends if you draw it or bank now."""
        last = out.last
        assert last is not None

        def score(scores: tuple[int, ...]) -> str:
            mine = scores[self.me]
            best = max((s for q, s in enumerate(scores) if q != self.me), default=mine)
            return f"{number(mine)}–{number(best)}"

        words = {"win": _("you win"), "shared": _("a shared win"), "lose": _("you lose")}
        text = Text()
        head = _("last card") if brief else _("Last card left")
        card = card_name(last.card)
        draw, bank = score(last.draw_scores), score(last.bank_scores)
        if last.decided is not None:
            # Translators: {outcome} is "you win", "a shared win" or "you lose"; the scores
            # are "yours–the best other".
            line = _("{head}: {card} · {outcome} either way (draw {draw}, bank {bank})")
            text.append(
                line.format(
                    head=head, card=card, outcome=words[last.decided], draw=draw, bank=bank
                ),
                self._style("advice" if last.decided != "lose" else "warning"),
            )
            return text
        if last.busts and not brief:
            line = _(
                "{head}: {card} · draw: it busts you, {if_draw} {draw} · bank: {if_bank} {bank}"
            )
        else:
            line = _("{head}: {card} · draw: {if_draw} {draw} · bank: {if_bank} {bank}")
        text.append(
            line.format(
                head=head,
                card=card,
                if_draw=words[last.draw],
                draw=draw,
                if_bank=words[last.bank],
                bank=bank,
            ),
            self._style("numbers"),
        )
        text.append(" → " + advice_words(out.advice), self._style("advice"))
        return text
