"""A seat's recap of the moves since its last turn (core.recap): only what the seat may see,
not what it did itself, what happened to its own cards first."""

from __future__ import annotations

from cardtui.core import Event
from cardtui.core.recap import recap_for

ANN, BOT, SARA = 0, 1, 2


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def test_a_xeri_on_the_card_you_laid_comes_first_X11():
    moves = [
        (ANN, Event("lay", "P1 lays 7♥ on the empty table.", ANN, ("7H",))),
        (BOT, Event("xeri", "Xeri! P2 takes the lone 7♥ with 7♣: +10.", BOT, ("7H", "7C"))),
        (SARA, Event("lay", "P3 lays 2♦.", SARA, ("2D",))),
    ]
    recap = recap_for(ANN, moves)
    assert kinds(recap.yours) == ["xeri"] and kinds(recap.rest) == ["lay"]
    assert recap.rest[0].seat == SARA  # Ann's own lay is not news to her
    # Sara laid nothing there: the same xeri is just part of the story for her.
    assert kinds(recap_for(SARA, moves).yours) == []


def test_a_card_taken_or_burnt_from_you_comes_first():
    burn = Event("power", "P2 burns P1's Coin 9.", BOT, ("coin9",), data={"target": ANN})
    steal = Event("place", "P2 steals Coin 5 from P3.", BOT, ("coin5",), data={"from_seat": SARA})
    moves = [(BOT, Event("draw", "P2 draws.", BOT)), (BOT, burn), (BOT, steal)]
    assert recap_for(ANN, moves).yours == [burn]
    assert recap_for(SARA, moves).yours == [steal]
    assert kinds(recap_for(ANN, moves).rest) == ["draw", "place"]  # the rest in order


def test_another_seats_secret_is_never_in_the_recap_A6():
    peek = Event("peek", "P3 sees Key 5 on top.", SARA, ("key5",), visible_to=(SARA,))
    ring = Event("ring", "P2 keeps a ring.", BOT, visible_to=(BOT,))
    moves = [(SARA, peek), (BOT, ring), (BOT, Event("bank", "P2 collects.", BOT))]
    recap = recap_for(ANN, moves)
    assert kinds(recap.events) == ["bank"]


def test_a_deal_that_came_with_your_own_card_is_news_X13():
    deal = Event("deal", "P1 deals 6 more cards to each player.", ANN)
    moves = [(ANN, Event("lay", "P1 lays 3♠.", ANN, ("3S",))), (ANN, deal)]
    assert recap_for(ANN, moves).rest == [deal]


def test_your_own_turn_announced_is_left_out():
    moves = [(BOT, Event("bank", "P2 collects.", BOT)), (BOT, Event("turn", "P1's turn.", ANN))]
    assert kinds(recap_for(ANN, moves).events) == ["bank"]
    assert kinds(recap_for(SARA, moves).events) == ["bank", "turn"]
