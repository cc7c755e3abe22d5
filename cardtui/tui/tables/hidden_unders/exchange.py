"""Swaps at the Hidden Unders table. Mostly the family opening (rules page R5 / X2,
``overs_timing=swap``): the overs lie face up from the deal, and before the first lead each
player in turn swaps hand cards for overs as often as they like, then says ready. Also the
winner's over swap between rounds (3.1.11, ``_swap_step``).

Two steps per swap: pick a hand card (a digit, the arrows and Enter, or a click), then the over
it replaces (the same keys on your stacks, which take the hand's place when the window is
small). Backspace goes back to the hand; ``r`` or the Ready button ends your swapping. A mixin
of the table's :class:`~cardtui.tui.tables.hidden_unders.table_turn.HumanTurn`: it turns the
choices into action codes (``exchange 4C KD``, ``ready``) and decides no rule.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Button

from ....i18n import _
from ...conductor import Phase
from .over_under import OverUnderStacks, Stacks
from .pick_hand import PickHand


class ExchangeTurn:
    """Input for the exchange before play (see the module docstring)."""

    mode: str
    swap_in: int | None
    swap_mine: int | None

    def _start_exchange(self) -> None:
        """Step one: your hand is active, every card may be picked."""
        self.mode = "exchange"
        self.swap_in = None
        hand = self.query_one("#hand", PickHand)
        hand.set_active(True)
        hand.setup_pick("single", None)
        self.query_one("#my-stacks", OverUnderStacks).set_active(False)
        self._show_exchange_zones()
        hand.focus()

    def _show_exchange_zones(self) -> None:
        self.query_one("#hu-ready", Button).display = self.mode == "exchange"
        if self.view is not None:
            self._place_zones(self.view)
            self._draw_me_line(self.view, Stacks.from_view(self.view, self.view.player))

    def _exchange_picked(self, picker: Any, index: int) -> None:
        """A hand card (step one) or the over it replaces (step two) was chosen."""
        hand = self.query_one("#hand", PickHand)
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        if picker is hand:
            self.swap_in = index
            held = hand.cards[index]
            overs = stacks.stacks.overs
            # an over equal to the card (two decks) would change nothing: not offered
            choices = [i for i, c in enumerate(overs) if c is not None and c != held]
            hand.set_active(False)
            self._show_exchange_zones()  # your stacks take the hand's place if they must
            stacks.set_active(True, choices, mode="single")
            stacks.focus()
            self.refresh_bindings()
            self.set_prompt(lambda: self.exchange_prompt(self._who()))
            return
        if self.swap_in is None:
            return
        held = hand.cards[self.swap_in]
        over = stacks.stacks.overs[index]
        self.submit(f"exchange {held.code} {over.code}")

    def _who(self) -> str:
        return self.whose_turn(self.conductor.seat_to_act or 0)

    def whose_turn(self, seat: int) -> str:
        """The start of a prompt: "Your turn" with one person at the screen, else by name."""
        if len(self.conductor.humans) == 1:
            # Translators: the prompts begin with this ("{who}: ...").
            return _("Your turn")
        return _("{name}'s turn").format(name=self.names[seat])

    def exchange_prompt(self, who: str) -> str:
        if self.swap_in is None:
            return _(
                "{who}: swap hand cards for overs as you like: pick a card (1–4), then "
                "an over. r: ready."
            ).format(who=who)
        held = self.query_one("#hand", PickHand).cards[self.swap_in]
        return _(
            "{who}: {card} goes face up in place of which over (1–4)? Backspace: back."
        ).format(who=who, card=held)

    def _exchange_refusal(self, picker: Any) -> str:
        if picker is self.query_one("#hand", PickHand):
            return _("There is no card under that key.")
        return _("Pick one of your overs that are lit: that card is already in your hand.")

    def _swap_step(self, pos: int) -> None:
        """winner_swap: first your over, then the loser's, shown in your stacks' place."""
        stacks = self.query_one("#my-stacks", OverUnderStacks)
        if self.swap_mine is None:
            self.swap_mine = pos
            loser = self.view["swap"][1]
            theirs = sorted(
                {int(a.code.split()[2]) for a in self.legal if a.code.startswith(f"swap {pos} ")}
            )
            name = self.names[loser]
            stacks.show(Stacks.from_view(self.view, loser), _("{name}'s overs").format(name=name))
            stacks.display = True
            stacks.set_active(True, theirs, mode="single")
            self.set_prompt(
                lambda: _(
                    "Now pick {name}'s over to take (←→ and Enter, or "
                    "1–4); n keeps the overs as they are."
                ).format(name=name)
            )

            return
        self.submit(f"swap {self.swap_mine} {pos}")

    # -- keys ------------------------------------------------------------------------------
    def exchange_key_applies(self, action: str) -> bool:
        """r shows in the footer while you swap; Backspace works once a hand card is picked."""
        if action == "ready":
            return self.conductor.phase is Phase.HUMAN and self.mode == "exchange"
        return self.mode == "exchange" and self.swap_in is not None

    def action_ready(self) -> None:
        """Done swapping: the next player swaps, or play begins."""
        if self.mode == "exchange" and self.conductor.phase is Phase.HUMAN:
            self.submit("ready")

    def action_exchange_back(self) -> None:
        """Step two back to step one: choose another hand card."""
        if self.mode == "exchange" and self.swap_in is not None:
            self._start_exchange()
            self.refresh_bindings()
            self.set_prompt(lambda: self.exchange_prompt(self._who()))
