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
from ...i18n import N_, _
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
        (
            lambda: _(
                "Choose your four overs: {c_2h}, {c_10h}, {c_ah} and {c_ad}. They lie "
                "face up on your unders, and you play them once your hand is empty: "
                "keep strong cards there."
            ).format(c_2h=c("2H"), c_10h=c("10H"), c_ah=c("AH"), c_ad=c("AD"))
        ),
        "overs " + " ".join(OVERS),
        accept=_same_overs,
        teaches=("overs",),
    ),
    Step(
        (
            lambda: _(
                "The pile is empty, so any card goes. Lead your lowest card, {c_3c}. "
                "After each turn you draw from the stock until you hold four cards "
                "again."
            ).format(c_3c=c("3C"))
        ),
        "play 3C",
        ("overs 3S 6H 9S AS", "play KH"),
        (
            lambda: _(
                "You drew a card. The tutor chose its overs and played {c_kh}: a card "
                "must be equal to the top card or higher."
            ).format(c_kh=c("KH"))
        ),
        teaches=("play", "draw"),
    ),
    Step(
        (
            lambda: _(
                "Your cards are all lower than {c_kh}, and you hold no 2 or 10. You "
                "cannot play, so pick up the pile."
            ).format(c_kh=c("KH"))
        ),
        "take",
        ("play 4H 4S 4D",),
        (
            N_(
                "The pile is in your hand; with more than four cards you draw none. "
                "The tutor led three 4s at once: cards of one rank may go together."
            )
        ),
        teaches=("pickup",),
    ),
    Step(
        (
            lambda: _(
                "Play your {c_4c} on the three 4s: four cards of one rank in a row on "
                "top burn the pile, and whoever burns plays again."
            ).format(c_4c=c("4C"))
        ),
        "play 4C",
        after=N_("Burned! Lead again."),
        teaches=("burn",),
    ),
    Step(
        lambda: _("Lead your lowest card, {c_3c}.").format(c_3c=c("3C")),
        "play 3C",
        ("play 5H 5S 5D",),
        N_("The tutor played three 5s."),
    ),
    Step(
        lambda: _("Play your three 7s together: {c_7s}, {c_7d} and {c_7c}.").format(
            c_7s=c("7S"), c_7d=c("7D"), c_7c=c("7C")
        ),
        "play 7S 7D 7C",
        ("play 8H 8S 8D",),
        N_("You drew three cards to hold four again. The tutor played three 8s."),
        teaches=("draw",),
    ),
    Step(
        lambda: _("Play your {c_kh} on the 8s: higher is fine too.").format(c_kh=c("KH")),
        "play KH",
        ("play 2S",),
        (
            lambda: _(
                "The tutor played {c_2s}: a 2 goes on anything and resets the pile, so "
                "any card may follow."
            ).format(c_2s=c("2S"))
        ),
    ),
    Step(
        lambda: _("Play your pair of 9s, {c_9h} and {c_9d}.").format(c_9h=c("9H"), c_9d=c("9D")),
        "play 9H 9D",
        ("play JS JC JH",),
        N_("The tutor played three jacks."),
    ),
    Step(
        lambda: _("Play your queens, {c_qh} and {c_qd}: higher than the jacks.").format(
            c_qh=c("QH"), c_qd=c("QD")
        ),
        "play QH QD",
        ("play KS KC KD",),
        N_("The tutor played three kings."),
    ),
    Step(
        lambda: _("Only your {c_ac} beats the kings: play it.").format(c_ac=c("AC")),
        "play AC",
        ("play TS", "play 7H"),
        (
            lambda: _(
                "The tutor played {c_10s}: a 10 goes on anything and burns the pile, "
                "and its player plays again: the tutor led {c_7h}. The stock is empty "
                "now."
            ).format(c_10s=c("10S"), c_7h=c("7H"))
        ),
    ),
    Step(
        lambda: _("Play your {c_jd}.").format(c_jd=c("JD")),
        "play JD",
        ("play QS QC",),
        N_("The tutor played two queens."),
    ),
    Step(
        (
            lambda: _(
                "Your 6s cannot beat the queens, but a 2 goes on anything: play your {c_2c}."
            ).format(c_2c=c("2C"))
        ),
        "play 2C",
        ("play TD", "play 3S"),
        lambda: _("The tutor burned the pile with {c_10d} and led {c_3s} from its overs.").format(
            c_10d=c("10D"), c_3s=c("3S")
        ),
        teaches=("reset",),
    ),
    Step(
        lambda: _("Play your two 6s, {c_6s} and {c_6d}: your hand is then empty.").format(
            c_6s=c("6S"), c_6d=c("6D")
        ),
        "play 6S 6D",
        ("play 6H",),
        lambda: _("The tutor played {card}.").format(card=c("6H")),
    ),
    Step(
        (
            lambda: _(
                "Your hand is empty, so now you play your overs. Play {c_10h}: a 10 "
                "burns the pile, and you play again."
            ).format(c_10h=c("10H"))
        ),
        "play TH",
        after=N_("Burned! Lead again."),
        teaches=("burn",),
    ),
    Step(
        lambda: _("Lead both aces, {c_ah} and {c_ad}: overs of one rank go together too.").format(
            c_ah=c("AH"), c_ad=c("AD")
        ),
        "play AH AD",
        ("play AS",),
        lambda: _("The tutor played {card}.").format(card=c("AS")),
    ),
    Step(
        lambda: _("Only a 2 or a 10 beats an ace: play {c_2h}.").format(c_2h=c("2H")),
        "play 2H",
        ("play 9S",),
        lambda: _("Your overs are gone. The tutor played {c_9s}.").format(c_9s=c("9S")),
        teaches=("reset",),
    ),
    Step(
        (
            N_(
                "Now the blind unders: choose one and turn it over. Nobody knows what "
                "it is, you included, and an under is one card a turn. Flip the first "
                "one."
            )
        ),
        "flip 0",
        ("flip 0",),
        (
            lambda: _(
                "{c_10c} burned the pile, but after an under the turn passes. The "
                "tutor is on its unders too and turned {c_3h}."
            ).format(c_10c=c("10C"), c_3h=c("3H"))
        ),
        teaches=("flip", "burn"),
    ),
    Step(
        N_("Flip your second under."),
        "flip 1",
        ("flip 1",),
        (
            lambda: _(
                "{c_6c} went on the pile. The tutor's under, {c_3d}, could not go on "
                "it, so the tutor took the pile with it: a blind card can be a bad one."
            ).format(c_6c=c("6C"), c_3d=c("3D"))
        ),
        teaches=("flip", "pickup"),
    ),
    Step(
        N_("Flip your third under."),
        "flip 2",
        ("play 3H 3D",),
        N_("A 2: it goes on anything. The tutor played its two 3s."),
        teaches=("flip", "reset"),
    ),
    Step(
        (N_("Flip your last under: if it can go on the pile, you are out of cards and win.")),
        "flip 3",
        teaches=("flip", "out", "round_over"),
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: N_("Overs"),
    1: N_("Equal or higher, and drawing"),
    2: N_("Picking up"),
    3: N_("Four of a kind"),
    5: N_("Several cards of one rank"),
    11: N_("The 2"),
    13: N_("Playing the overs, and the 10"),
    16: N_("Blind unders"),
    19: N_("Going out"),
}

LESSON = Lesson(
    spec=SPEC,
    title=N_("Learn to play Hidden Unders"),
    intro=(
        N_(
            "Hidden Unders is a shedding game: be the first to play every card, "
            "your hand first, then your four face-up overs, then your four blind "
            "unders. Each card you play must be equal to the top of the pile or "
            "higher; 2s and 10s go on anything."
        )
    ),
    closing=(
        N_(
            "Your last under went on the pile: you are out of cards and win the "
            "round. You have learned Hidden Unders!"
        )
    ),
    deck=tuple(
        x.code for x in stacked_deck(2, {0: LEARNER, 1: TUTOR}, stock=_STOCK.split(), dealer=1)
    ),
    steps=with_topics(STEPS, TOPICS),
)
