"""Zirkhaki's guided first turns ("Learn to play"): a stacked draw pile, the learner against a
scripted tutor, teaching in order: drawing (R1, R3), the coin (R4.7), the astrolabe's secret
peek (R4.1), banking (R6.1), the pistol (R4.2), the carpet and the bust (R4.4, R5), the snake
(R4.5), the dagger (R4.3), the chest and key bonus (R6.2), the horseshoe (R4.6) and the map
(R4.9): every suit's power in four turns of the learner.

A whole game draws all fifty cards, so the lesson stops at a natural point, after the
learner's fourth bank, and its closing words tell how the game ends and is scored (R7, R8).
The map's lift and the chest's bonus come from the game's seeded chance, so the lesson's
``seed`` is part of it. The learner sits in seat 0 and the tutor deals, so the learner starts.
"""

from __future__ import annotations

from ...core.lesson import Lesson, Step, with_topics
from ...i18n import N_, _
from .cards import START_DRAW, card
from .spec import SPEC


def c(code: str) -> str:
    """A card as players read it (the one card formatter): ``coin7`` -> ``Coin 7``."""
    return str(card(code))


# The top of the draw pile, in the order the cards are drawn; the rest follows in deck order.
_TOP = (
    "coin7 astrolabe4 coin9 key6 pistol5 carpet3 pistol4 coin8 carpet5 snake3 dagger3 chest7 "
    "key4 coin6 horseshoe5 map5"
)
TOP = tuple(_TOP.split())
TUTOR_BANKS = ("draw", "draw", "bank")

STEPS = (
    Step(
        (N_("Start your turn: draw the top card of the draw pile into the treasure zone.")),
        "draw",
        after=(
            lambda: _(
                "You drew {c_coin7}. A coin has no power, but coins are worth 4 to 9 points."
            ).format(c_coin7=c("coin7"))
        ),
        teaches=("draw",),
    ),
    Step(
        (
            N_(
                "Draw again: the more cards in your zone, the more treasure, as long "
                "as no suit shows up twice."
            )
        ),
        "draw",
        after=(
            lambda: _(
                "You drew {c_astrolabe4}: the astrolabe lets you see the next card "
                "secretly. It is {c_coin9}, a second coin, which would bust you."
            ).format(c_astrolabe4=c("astrolabe4"), c_coin9=c("coin9"))
        ),
        teaches=("power", "peek"),
    ),
    Step(
        N_("So stop and bank: every card in your zone goes into your bank, safe."),
        "bank",
        TUTOR_BANKS,
        lambda: _("Banked. The tutor drew {c_coin9} and {c_key6} and banked them.").format(
            c_coin9=c("coin9"), c_key6=c("key6")
        ),
        teaches=("bank",),
    ),
    Step(
        N_("Your turn again: draw."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_pistol5}: the pistol burns the top card of one of the tutor's stacks."
            ).format(c_pistol5=c("pistol5"))
        ),
    ),
    Step(
        lambda: _("Burn the tutor's {c_coin9}: it is the most valuable card there.").format(
            c_coin9=c("coin9")
        ),
        "choose coin9",
        after=N_("Burned: it went to the burnt pile."),
        teaches=("power",),
    ),
    Step(
        N_("Draw again."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_carpet3}: if you bust, the carpet saves the cards drawn before it."
            ).format(c_carpet3=c("carpet3"))
        ),
    ),
    Step(
        (N_("Draw once more, and see what happens when a suit shows up twice in the zone.")),
        "draw",
        TUTOR_BANKS,
        (
            lambda: _(
                "A bust: {c_pistol4} matched your {c_pistol5}. The carpet saved "
                "{c_pistol5}, the card before it; the rest burned. The tutor banked "
                "{c_coin8} and {c_carpet5}."
            ).format(
                c_pistol4=c("pistol4"),
                c_pistol5=c("pistol5"),
                c_coin8=c("coin8"),
                c_carpet5=c("carpet5"),
            )
        ),
        teaches=("bust",),
    ),
    Step(
        N_("Draw."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_snake3}: two more cards must enter your zone before you may bank."
            ).format(c_snake3=c("snake3"))
        ),
        teaches=("power",),
    ),
    Step(
        N_("Draw the first of them."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_dagger3}: the dagger steals the top card of one of the "
                "tutor's stacks and plays it into your zone."
            ).format(c_dagger3=c("dagger3"))
        ),
    ),
    Step(
        (
            lambda: _(
                "Steal the tutor's {c_key6}. It enters your zone, so it counts as the "
                "snake's second card."
            ).format(c_key6=c("key6"))
        ),
        "choose key6",
        teaches=("place",),
    ),
    Step(
        (N_("The snake is satisfied. You hold a key: draw once more and hope for a chest.")),
        "draw",
        after=(
            lambda: _(
                "You drew {c_chest7}! A chest and a key in the zone pay a bonus when you bank."
            ).format(c_chest7=c("chest7"))
        ),
    ),
    Step(
        (
            N_(
                "Bank now. With a chest and a key you also take as many cards from the "
                "burnt pile as you bank."
            )
        ),
        "bank",
        TUTOR_BANKS,
        lambda: _("Bonus cards! The tutor banked {c_key4} and {c_coin6}.").format(
            c_key4=c("key4"), c_coin6=c("coin6")
        ),
        teaches=("bank", "bonus"),
    ),
    Step(
        N_("Draw."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_horseshoe5}: the horseshoe plays one of your own top cards again."
            ).format(c_horseshoe5=c("horseshoe5"))
        ),
    ),
    Step(
        (
            lambda: _(
                "Play your {c_coin7} again: it has no power to worry about, and no "
                "coin is in your zone."
            ).format(c_coin7=c("coin7"))
        ),
        "choose coin7",
        teaches=("place",),
    ),
    Step(
        N_("Draw."),
        "draw",
        after=(
            lambda: _(
                "You drew {c_map5}: the map lifts three cards from the burnt pile, for "
                "all to see: {c_carpet2}, {c_horseshoe2} and {c_snake2}. You must play "
                "one."
            ).format(
                c_map5=c("map5"),
                c_carpet2=c("carpet2"),
                c_horseshoe2=c("horseshoe2"),
                c_snake2=c("snake2"),
            )
        ),
        teaches=("power",),
    ),
    Step(
        (
            lambda: _(
                "Play {c_carpet2}: {c_horseshoe2} would bust you, since a horseshoe is "
                "in your zone, and {c_snake2} would make you draw two more."
            ).format(c_carpet2=c("carpet2"), c_horseshoe2=c("horseshoe2"), c_snake2=c("snake2"))
        ),
        "choose carpet2",
        teaches=("place",),
    ),
    Step(
        N_("Four cards in your zone: bank them."),
        "bank",
        teaches=("bank",),
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: N_("Drawing and coins"),
    1: N_("The astrolabe"),
    2: N_("Banking"),
    3: N_("The pistol"),
    5: N_("The carpet"),
    6: N_("Busting"),
    7: N_("The snake"),
    8: N_("The dagger"),
    10: N_("The chest and key"),
    12: N_("The horseshoe"),
    14: N_("The map"),
}

LESSON = Lesson(
    spec=SPEC,
    title=N_("Learn to play Zirkhaki"),
    intro=(
        N_(
            "Zirkhaki is a push-your-luck game for treasure. On your turn draw "
            "cards into the treasure zone, one by one, and bank them when you "
            "like; but a card of a suit already in the zone busts you and burns "
            "the zone. Most suits have a power."
        )
    ),
    closing=(
        N_(
            "That is every suit. The game ends after the turn that draws the last "
            "card; then each of your stacks scores only its top card, and the "
            "highest total wins. You have learned Zirkhaki!"
        )
    ),
    deck=TOP + tuple(x.code for x in START_DRAW if x.code not in TOP),
    steps=with_topics(STEPS, TOPICS),
    seed=1,
)
