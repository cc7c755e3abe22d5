"""Hidden Unders' guided first round ("Learn to play"): one stacked round, the learner against
a scripted tutor, teaching in order: choosing the overs (R5), leading and playing equal or
higher (R7), picking up the pile (R14), several cards of one rank at once, four of a kind
burns and its player leads again (R10), the 2 resets (R8), the 10 burns (R9), playing the
overs (R12), the blind unders one at a time (R13), and going out wins the round (R16).

The round is the short game (§3.1.12: no stock), so the learner reaches the overs and the
unders in a few minutes; the first step's words say that a full game draws back up to four.
The learner sits in seat 0 and the tutor deals (seat 1), so the learner plays first (R6).
"""

from __future__ import annotations

from ...core.cards import card
from ...core.lesson import Lesson, Step, with_topics
from . import SPEC
from .actions import ChooseOvers
from .deal import stacked_deck

OVERS = ("2H", "TH", "AH", "AD")


def c(code: str) -> str:
    """A card as players read it (the one card formatter): ``TH`` -> ``10♥``."""
    return str(card(code))


def _same_overs(action) -> bool:
    # The four overs in any order are the same choice: their places matter to no rule here.
    return isinstance(action, ChooseOvers) and sorted(x.code for x in action.cards) == sorted(OVERS)


STEPS = (
    Step(
        f"Choose your four overs: {c('2H')}, {c('10H')}, {c('AH')} and {c('AD')}. They lie "
        "face up on your unders, and you play them once your hand is empty: keep strong cards "
        "there.",
        "overs " + " ".join(OVERS),
        accept=_same_overs,
        teaches=("overs",),
    ),
    Step(
        f"The pile is empty, so any card goes. Lead your lowest card, {c('3C')}. (In a full "
        "game you would now draw back up to four cards; this short game has no stock.)",
        "play 3C",
        ("overs 3S 6H 9S AS", "play KH"),
        f"The tutor chose overs and played {c('KH')}: a card must be equal to the top card "
        "or higher.",
        teaches=("play",),
    ),
    Step(
        f"Your 7s are lower than {c('KH')}, and you hold no 2 or 10. You cannot play, so pick "
        "up the pile.",
        "take",
        ("play 4H",),
        f"The pile is in your hand. The tutor leads {c('4H')} on the empty pile.",
        teaches=("pickup",),
    ),
    Step(
        f"Play both {c('7D')} and {c('7S')} at once: cards of one rank go together, and 7 is "
        f"higher than {c('4H')}.",
        "play 7D 7S",
        ("play 7H",),
        f"The tutor played {c('7H')}: equal is allowed. Three 7s lie on top.",
        teaches=("play",),
    ),
    Step(
        f"Play your {c('7C')}: four cards of one rank in a row on top burn the pile, and "
        "whoever burns plays again.",
        "play 7C",
        after="The pile is burned. It is your turn again.",
        teaches=("burn",),
    ),
    Step(
        f"Lead {c('3C')} on the empty pile.",
        "play 3C",
        ("play 5D",),
        f"The tutor played {c('5D')}.",
    ),
    Step(
        f"Play your last hand card, {c('KH')}.",
        "play KH",
        ("play AS",),
        f"The tutor played {c('AS')} from its overs: its hand is empty too.",
    ),
    Step(
        f"Your hand is empty, so now you play your overs. Nothing beats {c('AS')}, but a 2 "
        f"goes on anything: play {c('2H')}. It resets the pile, so any card may follow.",
        "play 2H",
        ("play 9S",),
        f"The tutor played {c('9S')}.",
        teaches=("reset",),
    ),
    Step(
        f"Play {c('10H')}: a 10 goes on anything and burns the pile. Then you play again.",
        "play TH",
        after="Burned! Lead again.",
        teaches=("burn",),
    ),
    Step(
        f"Lead both aces, {c('AH')} and {c('AD')}: overs of one rank go together too.",
        "play AH AD",
        ("take",),
        "The tutor could not beat your aces and picked up the pile.",
    ),
    Step(
        "Your hand and overs are empty: now the blind unders. Choose one and turn it over; "
        "nobody knows what it is, you included. Flip the first one.",
        "flip 0",
        ("play AH",),
        f"It went on the pile, and your turn ended: an under is one card a turn. The tutor "
        f"played {c('AH')}.",
        teaches=("flip",),
    ),
    Step(
        f"Flip your second under. Only an ace, a 2 or a 10 can go on {c('AH')}; if the card "
        "you turn cannot be played, you pick up the pile with it.",
        "flip 1",
        ("play AD",),
        f"A 2: it goes on anything. The tutor played {c('AD')}.",
        teaches=("flip", "reset"),
    ),
    Step(
        "Flip your third under.",
        "flip 2",
        ("play 3S",),
        f"A 10 burns the pile; after an under the turn still passes. The tutor led {c('3S')}.",
        teaches=("flip", "burn"),
    ),
    Step(
        "Flip your last under: if it can go on the pile, you are out of cards and win.",
        "flip 3",
        teaches=("flip", "out", "round_over"),
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: "Overs",
    1: "Equal or higher",
    2: "Picking up",
    3: "Several cards of one rank",
    4: "Four of a kind",
    7: "The 2",
    8: "The 10",
    9: "Playing the overs",
    10: "Blind unders",
    13: "Going out",
}

LESSON = Lesson(
    spec=SPEC,
    title="Learn to play Hidden Unders",
    intro=(
        "Hidden Unders is a shedding game: be the first to play every card, your hand first, "
        "then your four face-up overs, then your four blind unders. Each card you play must "
        "be equal to the top of the pile or higher; 2s and 10s go on anything."
    ),
    closing=(
        "Your last under went on the pile: you are out of cards and win the round. You have "
        "learned Hidden Unders!"
    ),
    deck=tuple(
        x.code
        for x in stacked_deck(
            2,
            {
                0: (["6C", "2D", "TC", "8C"], ["3C", "7D", "7S", "7C", *OVERS]),
                1: ([], ["KH", "4H", "7H", "5D", "AS", "9S", "3S", "6H"]),
            },
            dealer=1,
        )
    ),
    steps=with_topics(STEPS, TOPICS),
    options={"short_game": True},
)
