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
from ...core.words import and_list
from ...i18n import N_, _, comma, ngettext, number

if TYPE_CHECKING:
    # A round of Xeri (state.XeriState), named through its core base: state.py imports this
    # module to describe its plays, so importing it back would close a circle.
    from ...core.protocol import State as XeriState


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"


def side_name(seats: list[int]) -> str:
    return and_list([seat_name(s) for s in seats])


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
    # Translators: {cards} are the cards laid out, {top} the one on top; {deals} in all.
    return _(
        "{dealer} deals {n} cards to each player and lays out the pile: {cards} "
        "({top} on top). This is deal {deal_no} of {deals}."
    ).format(
        dealer=seat_name(dealer),
        n=number(h),
        cards=shown,
        top=pile[-1],
        deal_no=number(deal_no),
        deals=number(deals),
    )


def _deal_text(dealer, h: int, deal_no: int, deals: int, left: int, bottom: Card | None) -> str:
    text = _(
        "{dealer} deals {n} more cards to each player (deal {deal_no} of {deals}); "
        "{left} cards are left in the talon."
    ).format(
        dealer=seat_name(dealer),
        n=number(h),
        deal_no=number(deal_no),
        deals=number(deals),
        left=number(left),
    )
    if bottom is not None:
        text += " " + _("The bottom card {card} goes to {dealer}.").format(
            card=bottom, dealer=seat_name(dealer)
        )
    return text


def bottom_card_event(state: XeriState) -> Event:
    b = state.bottom
    return Event("bottom_card", (_bottom_text, b, state.dealer), cards=(b.code,))


def _bottom_text(b: Card, dealer: int) -> str:
    return _(
        "The bottom card is {card}: it lies face up under the talon for everyone to see "
        "and goes to the dealer, {dealer}, in the last deal."
    ).format(card=b, dealer=seat_name(dealer))


def _lay_text(p: int, c: Card, under: Card | None) -> str:
    if under is not None:
        return _("{seat} lays {card} on {under}.").format(seat=seat_name(p), card=c, under=under)
    return _("{seat} lays {card} on the empty table.").format(seat=seat_name(p), card=c)


def _capture_text(p: int, c: Card, top: Card, taken: int, denied: bool) -> str:
    # The pile's own count, as the table's caption gives it ("Pile: 4 cards").
    pile = taken - 1
    if c.rank == top.rank:
        text = ngettext(
            "{seat} plays {card} on {top} and takes the pile's {n} card.",
            "{seat} plays {card} on {top} and takes the pile's {n} cards.",
            pile,
        )
    else:
        text = ngettext(
            "{seat} plays {card} (a jack takes any pile) and takes the pile's {n} card.",
            "{seat} plays {card} (a jack takes any pile) and takes the pile's {n} cards.",
            pile,
        )
    text = text.format(seat=seat_name(p), card=c, top=top, n=number(pile))
    if denied:
        text += " " + _("The round's very last card makes no xeri (variant).")
    return text


# Translated when shown (``_(XERI_LABELS[kind])``).
XERI_LABELS = {
    "xeri": N_("Xeri!"),
    "jack_xeri": N_("Jack xeri!"),
    "lone_jack": N_("Xeri with a jack (house rule)!"),
}
_XERI_TEXTS = {
    "xeri": N_("Xeri! {seat} takes the lone {top} with {card}: +{bonus}."),
    "jack_xeri": N_("Jack xeri! {seat} takes the lone {top} with {card}: +{bonus}."),
    "lone_jack": N_(
        "Xeri with a jack (house rule)! {seat} takes the lone {top} with {card}: +{bonus}."
    ),
}


def _xeri_text(kind: str, p: int, top: Card, c: Card, bonus: int) -> str:
    return _(_XERI_TEXTS[kind]).format(seat=seat_name(p), top=top, card=c, bonus=number(bonus))


def describe_play(
    state: XeriState, p: int, c: Card, pile_before: list[Card], deal_before: int
) -> list[Event]:
    """What the play of ``c`` by seat ``p`` did, read from the state after ``step``. The
    sentences are built when the log reads them (``Event.text``)."""
    _seat, _card, kind, taken, bonus = state.last
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
        text = (_transfer_text, to, n, state.last_capturer < 0)
        events.append(
            Event("transfer", text, seat=to, cards=tuple(c.code for c in rest), data={"taken": n})
        )
    scores = state.scores()
    winners = state.winners()
    sides = [[0, 2], [1, 3]] if state.players == 4 else [[0], [1]]
    text = (
        _round_over_text,
        tuple(scores),
        tuple(winners),
        state.players,
        tuple(map(tuple, sides)),
    )
    events.append(Event("round_over", text, data={"scores": scores, "winners": winners}))
    return events


def _transfer_text(to: int, n: int, nobody: bool) -> str:
    if nobody:
        text = ngettext(
            "Nobody captured all round: the dealer, {seat}, takes the {n} card left on the table.",
            "Nobody captured all round: the dealer, {seat}, takes the {n} cards left on the table.",
            n,
        )
    else:
        text = ngettext(
            "{seat} made the last capture and takes the {n} card left on the table.",
            "{seat} made the last capture and takes the {n} cards left on the table.",
            n,
        )
    return text.format(seat=seat_name(to), n=number(n))


def _round_over_text(scores: tuple, winners: tuple, players: int, sides: tuple) -> str:
    if len(winners) == players:
        return _("Round over: a tie at {points} points each.").format(points=number(scores[0]))
    # Translators: one side and its points in the round's results: "P1 62".
    parts = comma().join(
        _("{side} {points}").format(side=side_name(list(s)), points=number(scores[s[0]]))
        for s in sides
    )
    if len(winners) == 1:
        text = _("Round over: {scores}. {winners} wins the round.")
    else:
        text = _("Round over: {scores}. {winners} win the round.")
    return text.format(scores=parts, winners=side_name(list(winners)))
