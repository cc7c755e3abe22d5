"""Hidden Unders' guided first round ("Learn to play"): one stacked round of the default game,
the learner against a scripted tutor, teaching in order: choosing the overs (R5), leading,
playing equal or higher and drawing back up to four (R7, R11), picking up the pile (R14),
four of a kind burns and its player leads again (R10), several cards of one rank at once, the
2 resets (R8), the 10 burns (R9), playing the overs (R12), the blind unders one at a time and
what happens when one cannot be played (R13), and going out wins the round (R16).

The stock is stacked so the tutor draws most of it (it plays threes of a kind), and the
learner reaches the overs and the unders in twenty moves. The learner sits in seat 0 and the
tutor deals (seat 1), so the learner plays first (R6).
"""

from __future__ import annotations

from ...core.cards import card
from ...core.lesson import Lesson, Step, with_topics
from . import SPEC
from .actions import ChooseOvers
from .deal import stacked_deck

OVERS = ("2H", "TH", "AH", "AD")
LEARNER = (("TC", "6C", "2D", "8C"), ("3C", "7D", "7S", "7C", *OVERS))  # unders, hand
TUTOR = (("3H", "3D", "5C", "9C"), ("KH", "4H", "4S", "4D", "3S", "6H", "9S", "AS"))
# The stock, top first, in the order the cards are drawn; who draws them, turn by turn:
# learner 4C; tutor 5H, then 5S 5D 8H, then 8S 8D 2S; learner 9H 9D QH; tutor JS JC JH;
# learner QD; tutor QS; learner 6S 6D; tutor KS KC KD; learner AC JD; tutor 7H TS TD;
# learner 2C; tutor QC.
_STOCK = "4C 5H 5S 5D 8H 8S 8D 2S 9H 9D QH JS JC JH QD QS 6S 6D KS KC KD AC JD 7H TS TD 2C QC"


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
        f"The pile is empty, so any card goes. Lead your lowest card, {c('3C')}. After each "
        "turn you draw from the stock until you hold four cards again.",
        "play 3C",
        ("overs 3S 6H 9S AS", "play KH"),
        f"You drew a card. The tutor chose its overs and played {c('KH')}: a card must be "
        "equal to the top card or higher.",
        teaches=("play", "draw"),
    ),
    Step(
        f"Your cards are all lower than {c('KH')}, and you hold no 2 or 10. You cannot play, "
        "so pick up the pile.",
        "take",
        ("play 4H 4S 4D",),
        "The pile is in your hand; with more than four cards you draw none. The tutor led "
        "three 4s at once: cards of one rank may go together.",
        teaches=("pickup",),
    ),
    Step(
        f"Play your {c('4C')} on the three 4s: four cards of one rank in a row on top burn "
        "the pile, and whoever burns plays again.",
        "play 4C",
        after="Burned! Lead again.",
        teaches=("burn",),
    ),
    Step(
        f"Lead your lowest card, {c('3C')}.",
        "play 3C",
        ("play 5H 5S 5D",),
        "The tutor played three 5s.",
    ),
    Step(
        f"Play your three 7s together: {c('7S')}, {c('7D')} and {c('7C')}.",
        "play 7S 7D 7C",
        ("play 8H 8S 8D",),
        "You drew three cards to hold four again. The tutor played three 8s.",
        teaches=("draw",),
    ),
    Step(
        f"Play your {c('KH')} on the 8s: higher is fine too.",
        "play KH",
        ("play 2S",),
        f"The tutor played {c('2S')}: a 2 goes on anything and resets the pile, so any card "
        "may follow.",
    ),
    Step(
        f"Play your pair of 9s, {c('9H')} and {c('9D')}.",
        "play 9H 9D",
        ("play JS JC JH",),
        "The tutor played three jacks.",
    ),
    Step(
        f"Play your queens, {c('QH')} and {c('QD')}: higher than the jacks.",
        "play QH QD",
        ("play KS KC KD",),
        "The tutor played three kings.",
    ),
    Step(
        f"Only your {c('AC')} beats the kings: play it.",
        "play AC",
        ("play TS", "play 7H"),
        f"The tutor played {c('10S')}: a 10 goes on anything and burns the pile, and its "
        f"player plays again: the tutor led {c('7H')}. The stock is empty now.",
    ),
    Step(
        f"Play your {c('JD')}.",
        "play JD",
        ("play QS QC",),
        "The tutor played two queens.",
    ),
    Step(
        f"Your 6s cannot beat the queens, but a 2 goes on anything: play your {c('2C')}.",
        "play 2C",
        ("play TD", "play 3S"),
        f"The tutor burned the pile with {c('10D')} and led {c('3S')} from its overs.",
        teaches=("reset",),
    ),
    Step(
        f"Play your two 6s, {c('6S')} and {c('6D')}: your hand is then empty.",
        "play 6S 6D",
        ("play 6H",),
        f"The tutor played {c('6H')}.",
    ),
    Step(
        f"Your hand is empty, so now you play your overs. Play {c('10H')}: a 10 burns the "
        "pile, and you play again.",
        "play TH",
        after="Burned! Lead again.",
        teaches=("burn",),
    ),
    Step(
        f"Lead both aces, {c('AH')} and {c('AD')}: overs of one rank go together too.",
        "play AH AD",
        ("play AS",),
        f"The tutor played {c('AS')}.",
    ),
    Step(
        f"Only a 2 or a 10 beats an ace: play {c('2H')}.",
        "play 2H",
        ("play 9S",),
        f"Your overs are gone. The tutor played {c('9S')}.",
        teaches=("reset",),
    ),
    Step(
        "Now the blind unders: choose one and turn it over. Nobody knows what it is, you "
        "included, and an under is one card a turn. Flip the first one.",
        "flip 0",
        ("flip 0",),
        f"{c('10C')} burned the pile, but after an under the turn passes. The tutor is on its "
        f"unders too and turned {c('3H')}.",
        teaches=("flip", "burn"),
    ),
    Step(
        "Flip your second under.",
        "flip 1",
        ("flip 1",),
        f"{c('6C')} went on the pile. The tutor's under, {c('3D')}, could not go on it, so "
        "the tutor took the pile with it: a blind card can be a bad one.",
        teaches=("flip", "pickup"),
    ),
    Step(
        "Flip your third under.",
        "flip 2",
        ("play 3H 3D",),
        "A 2: it goes on anything. The tutor played its two 3s.",
        teaches=("flip", "reset"),
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
    1: "Equal or higher, and drawing",
    2: "Picking up",
    3: "Four of a kind",
    5: "Several cards of one rank",
    11: "The 2",
    13: "Playing the overs, and the 10",
    16: "Blind unders",
    19: "Going out",
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
        x.code for x in stacked_deck(2, {0: LEARNER, 1: TUTOR}, stock=_STOCK.split(), dealer=1)
    ),
    steps=with_topics(STEPS, TOPICS),
)
