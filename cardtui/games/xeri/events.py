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
    # A round of Xeri (state.XeriState), named through its core base: state.py imports this
    # module to describe its plays, so importing it back would close a circle.
    from ...core.protocol import State as XeriState


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def side_name(seats: list[int]) -> str:
    return " and ".join(seat_name(s) for s in seats)


def deal_event(state: XeriState, first: bool = False) -> Event:
    dealer = state.dealer
    if first:
        pile = tuple(state.pile)
        recipe = (_first_deal_text, dealer, state.hand_size, state.deal_no, state.deals, pile)
        cards = tuple([c.code for c in pile])
    else:
        bottom = state.bottom if state.talon_count == 0 else None
        recipe = (
            _deal_text,
            dealer,
            state.hand_size,
            state.deal_no,
            state.deals,
            state.talon_count,
            bottom,
        )
        cards = ()
    return Event(
        "deal",
        recipe,
        seat=dealer,
        cards=cards,
        data={"deal_no": state.deal_no, "deals": state.deals, "talon_count": state.talon_count},
    )


def _first_deal_text(dealer: int, h: int, deal_no: int, deals: int, pile) -> str:
    shown = " ".join(str(c) for c in pile)
    return (
        f"{seat_name(dealer)} deals {h} cards to each player and lays out the pile: {shown} "
        f"({pile[-1]} on top). This is deal {deal_no} of {deals}."
    )


def _deal_text(dealer, h: int, deal_no: int, deals: int, left: int, bottom: Card | None) -> str:
    text = (
        f"{seat_name(dealer)} deals {h} more cards to each player (deal {deal_no} of {deals}); "
        f"{left} cards are left in the talon."
    )
    if bottom is not None:
        text += f" The bottom card {bottom} goes to {seat_name(dealer)}."
    return text


def bottom_card_event(state: XeriState) -> Event:
    b = state.bottom
    return Event(
        "bottom_card",
        f"The bottom card is {b}: it lies face up under the talon for everyone to see "
        f"and goes to the dealer, {seat_name(state.dealer)}, in the last deal.",
        cards=(b.code,),
    )


def _lay_text(p: int, c: Card, under: Card | None) -> str:
    where = f"on {under}" if under is not None else "on the empty table"
    return f"{seat_name(p)} lays {c} {where}."


def _capture_text(p: int, c: Card, top: Card, taken: int, denied: bool) -> str:
    how = f"on {top}" if c.rank == top.rank else "(a jack takes any pile)"
    # The pile's own count, as the table's caption gives it ("Pile: 4 cards").
    pile = taken - 1
    text = f"{seat_name(p)} plays {c} {how} and takes the pile's {pile} card{'s' * (pile != 1)}."
    if denied:
        text += " The round's very last card makes no xeri (variant)."
    return text


XERI_LABELS = {
    "xeri": "Xeri!",
    "jack_xeri": "Jack xeri!",
    "lone_jack": "Xeri with a jack (house rule)!",
}


def _xeri_text(kind: str, p: int, top: Card, c: Card, bonus: int) -> str:
    return f"{XERI_LABELS[kind]} {seat_name(p)} takes the lone {top} with {c}: +{bonus}."


def describe_play(
    state: XeriState, p: int, c: Card, pile_before: list[Card], deal_before: int
) -> list[Event]:
    """What the play of ``c`` by seat ``p`` did, read from the state after ``step``. The
    sentences are built when the log reads them (``Event.text``)."""
    _, _, kind, taken, bonus = state.last
    if kind == "lay":
        under = pile_before[-1] if pile_before else None
        events = [
            Event(
                "lay",
                (_lay_text, p, c, under),
                p,
                (c.code,),
                None,
                {"pile": len(pile_before) + 1},
            )
        ]
    else:
        top = pile_before[-1]
        data = {"taken": taken, "jack": c.rank == JACK and top.rank != JACK}
        lone_match = len(pile_before) == 1 and (c.rank == top.rank or state._h1)
        denied = lone_match and kind == "capture"
        if denied:
            data["xeri_denied"] = True
        codes = [x.code for x in pile_before]
        codes.append(c.code)
        events = [
            Event("capture", (_capture_text, p, c, top, taken, denied), p, tuple(codes), None, data)
        ]
        if kind != "capture":
            events.append(
                Event(
                    "xeri",
                    (_xeri_text, kind, p, top, c, bonus),
                    p,
                    (top.code, c.code),
                    None,
                    {"points": bonus, "kind": kind},
                )
            )
    if state.deal_no > deal_before:
        events.append(deal_event(state))
    if state._cur < 0:
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
