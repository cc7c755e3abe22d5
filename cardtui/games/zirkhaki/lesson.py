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
        "Start your turn: draw the top card of the draw pile into the treasure zone.",
        "draw",
        after=f"You drew {c('coin7')}. A coin has no power, but coins are worth 4 to 9 points.",
        teaches=("draw",),
    ),
    Step(
        "Draw again: the more cards in your zone, the more treasure, as long as no suit "
        "shows up twice.",
        "draw",
        after=(
            f"You drew {c('astrolabe4')}: the astrolabe lets you see the next card secretly. It is "
            f"{c('coin9')}, a second coin, which would bust you."
        ),
        teaches=("power", "peek"),
    ),
    Step(
        "So stop and bank: every card in your zone goes into your bank, safe.",
        "bank",
        TUTOR_BANKS,
        f"Banked. The tutor drew {c('coin9')} and {c('key6')} and banked them.",
        teaches=("bank",),
    ),
    Step(
        "Your turn again: draw.",
        "draw",
        after=(
            f"You drew {c('pistol5')}: the pistol burns the top card of one of the tutor's stacks."
        ),
    ),
    Step(
        f"Burn the tutor's {c('coin9')}: it is the most valuable card there.",
        "choose coin9",
        after="Burned: it went to the burnt pile.",
        teaches=("power",),
    ),
    Step(
        "Draw again.",
        "draw",
        after=f"You drew {c('carpet3')}: if you bust, the carpet saves the cards drawn before it.",
    ),
    Step(
        "Draw once more, and see what happens when a suit shows up twice in the zone.",
        "draw",
        TUTOR_BANKS,
        (
            f"A bust: {c('pistol4')} matched your {c('pistol5')}. The carpet saved "
            f"{c('pistol5')}, the card before it; the rest burned. The tutor banked "
            f"{c('coin8')} and {c('carpet5')}."
        ),
        teaches=("bust",),
    ),
    Step(
        "Draw.",
        "draw",
        after=f"You drew {c('snake3')}: two more cards must enter your zone before you may bank.",
        teaches=("power",),
    ),
    Step(
        "Draw the first of them.",
        "draw",
        after=(
            f"You drew {c('dagger3')}: the dagger steals the top card of one of the tutor's "
            "stacks and plays it into your zone."
        ),
    ),
    Step(
        f"Steal the tutor's {c('key6')}. It enters your zone, so it counts as the snake's "
        "second card.",
        "choose key6",
        teaches=("place",),
    ),
    Step(
        "The snake is satisfied. You hold a key: draw once more and hope for a chest.",
        "draw",
        after=f"You drew {c('chest7')}! A chest and a key in the zone pay a bonus when you bank.",
    ),
    Step(
        "Bank now. With a chest and a key you also take as many cards from the burnt pile "
        "as you bank.",
        "bank",
        TUTOR_BANKS,
        f"Bonus cards! The tutor banked {c('key4')} and {c('coin6')}.",
        teaches=("bank", "bonus"),
    ),
    Step(
        "Draw.",
        "draw",
        after=f"You drew {c('horseshoe5')}: the horseshoe plays one of your own top cards again.",
    ),
    Step(
        f"Play your {c('coin7')} again: it has no power to worry about, and no coin is in "
        "your zone.",
        "choose coin7",
        teaches=("place",),
    ),
    Step(
        "Draw.",
        "draw",
        after=(
            f"You drew {c('map5')}: the map lifts three cards from the burnt pile, for all to see: "
            f"{c('carpet2')}, {c('horseshoe2')} and {c('snake2')}. You must play one."
        ),
        teaches=("power",),
    ),
    Step(
        f"Play {c('carpet2')}: {c('horseshoe2')} would bust you, since a horseshoe is in "
        f"your zone, and {c('snake2')} would make you draw two more.",
        "choose carpet2",
        teaches=("place",),
    ),
    Step(
        "Four cards in your zone: bank them.",
        "bank",
        teaches=("bank",),
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: "Drawing and coins",
    1: "The astrolabe",
    2: "Banking",
    3: "The pistol",
    5: "The carpet",
    6: "Busting",
    7: "The snake",
    8: "The dagger",
    10: "The chest and key",
    12: "The horseshoe",
    14: "The map",
}

LESSON = Lesson(
    spec=SPEC,
    title="Learn to play Zirkhaki",
    intro=(
        "Zirkhaki is a push-your-luck game for treasure. On your turn draw cards into the "
        "treasure zone, one by one, and bank them when you like; but a card of a suit already "
        "in the zone busts you and burns the zone. Most suits have a power."
    ),
    closing=(
        "That is every suit. The game ends after the turn that draws the last card; then "
        "each of your stacks scores only its top card, and the highest total wins. You have "
        "learned Zirkhaki!"
    ),
    deck=TOP + tuple(x.code for x in START_DRAW if x.code not in TOP),
    steps=with_topics(STEPS, TOPICS),
    seed=1,
)
