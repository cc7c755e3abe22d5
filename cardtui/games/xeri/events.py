"""The events of a round, for the log and for animation.

Event text names seats ``P1``, ``P2``... (1-based) so it reads on its own; the UI swaps in
player names. Kinds: ``redeal_pile`` and ``bottom_card`` (set-up), ``deal``, ``lay``,
``capture``, ``xeri`` (alongside its capture), ``transfer`` (the last capturer takes the rest)
and ``round_over``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.cards import JACK, Card
from ...core.protocol import Event

if TYPE_CHECKING:
    from .state import XeriState


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def side_name(seats: list[int]) -> str:
    return " and ".join(seat_name(s) for s in seats)


def deal_event(state: XeriState, first: bool = False) -> Event:
    d = seat_name(state.dealer)
    h = state.hand_size
    where = f"deal {state.deal_no} of {state.deals}"
    if first:
        pile = " ".join(str(c) for c in state.pile)
        text = (
            f"{d} deals {h} cards to each player and lays out the pile: {pile} "
            f"({state.pile[-1]} on top). This is {where}."
        )
        cards = tuple(c.code for c in state.pile)
    else:
        text = (
            f"{d} deals {h} more cards to each player ({where}); "
            f"{state.talon_count} cards are left in the talon."
        )
        cards = ()
        if state.bottom is not None and state.talon_count == 0:
            text += f" The bottom card {state.bottom} goes to {d}."
    return Event(
        "deal",
        text,
        seat=state.dealer,
        cards=cards,
        data={"deal_no": state.deal_no, "deals": state.deals, "talon_count": state.talon_count},
    )


def bottom_card_event(state: XeriState) -> Event:
    b = state.bottom
    return Event(
        "bottom_card",
        f"The bottom card is {b}: it lies face up under the talon for everyone to see "
        f"and goes to the dealer, {seat_name(state.dealer)}, in the last deal.",
        cards=(b.code,),
    )


def describe_play(
    state: XeriState, p: int, c: Card, pile_before: list[Card], deal_before: int
) -> list[Event]:
    """What the play of ``c`` by seat ``p`` did, read from the state after ``step``."""
    _, _, kind, taken, bonus = state.last
    who = seat_name(p)
    events: list[Event] = []
    if kind == "lay":
        where = f"on {pile_before[-1]}" if pile_before else "on the empty table"
        events.append(
            Event(
                "lay",
                f"{who} lays {c} {where}.",
                seat=p,
                cards=(c.code,),
                data={"pile": len(pile_before) + 1},
            )
        )
    else:
        top = pile_before[-1]
        how = f"on {top}" if c.rank == top.rank else "(a jack takes any pile)"
        text = f"{who} plays {c} {how} and takes the pile: {taken} cards."
        data = {"taken": taken, "jack": c.rank == JACK and top.rank != JACK}
        lone_match = len(pile_before) == 1 and (c.rank == top.rank or state._h1)
        if lone_match and kind == "capture":
            text += " The round's very last card makes no xeri (variant)."
            data["xeri_denied"] = True
        events.append(
            Event(
                "capture", text, seat=p, cards=tuple(x.code for x in (*pile_before, c)), data=data
            )
        )
        if kind != "capture":
            label = {
                "xeri": "Xeri!",
                "jack_xeri": "Jack xeri!",
                "lone_jack": "Xeri with a jack (house rule)!",
            }[kind]
            events.append(
                Event(
                    "xeri",
                    f"{label} {who} takes the lone {top} with {c}: +{bonus}.",
                    seat=p,
                    cards=(top.code, c.code),
                    data={"points": bonus, "kind": kind},
                )
            )
    if state.deal_no > deal_before:
        events.append(deal_event(state))
    if state.is_over:
        events.extend(round_over_events(state))
    return events


def round_over_events(state: XeriState) -> list[Event]:
    events = []
    if state.residue is not None:
        to, rest = state.residue
        n = len(rest)
        noun = "card" if n == 1 else "cards"
        if state.last_capturer < 0:
            text = (
                f"Nobody captured all round: the dealer, {seat_name(to)}, takes the {n} "
                f"{noun} left on the table."
            )
        else:
            text = (
                f"{seat_name(to)} made the last capture and takes the {n} {noun} left on the table."
            )
        events.append(
            Event("transfer", text, seat=to, cards=tuple(c.code for c in rest), data={"taken": n})
        )
    scores = state.scores()
    winners = state.winners()
    sides = [[0, 2], [1, 3]] if state.players == 4 else [[0], [1]]
    if len(winners) == state.players:
        text = f"Round over: a tie at {scores[0]} points each."
    else:
        parts = ", ".join(f"{side_name(s)} {scores[s[0]]}" for s in sides)
        verb = "wins" if len(winners) == 1 else "win"
        text = f"Round over: {parts}. {side_name(winners)} {verb} the round."
    events.append(Event("round_over", text, data={"scores": scores, "winners": winners}))
    return events
