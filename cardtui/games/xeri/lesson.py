"""Xeri's guided first round ("Learn to play"): one stacked round, the learner against a
scripted tutor, teaching in order: matching takes the pile (X-9), a xeri (X-11, X-12), laying
a card, a jack takes any pile, the opponent's xeri, the jack xeri, the scoring cards (X-15),
a jack on a lone card is no xeri, the last capturer takes the rest (X-14) and the count.

The learner sits in seat 0 and the tutor deals (seat 1), so the learner plays first in every
deal (X-8). The round is the whole deck: 24 cards each, the texts short.
"""

from __future__ import annotations

from ...core.cards import card
from ...core.lesson import Lesson, Step, with_topics
from .deal import stack
from .spec import SPEC


def c(code: str) -> str:
    """A card as players read it (the one card formatter): ``TD`` -> ``10♦``."""
    return str(card(code))


# The first pile, bottom first (7♦ on top), and each deal's hands: learner, tutor.
PILE = "4H 9D KS 7D"
DEALS = (
    ("7S 5C 3D JD 6C 2D", "5H 9S QH 8D 6H 2H"),
    ("4C 8S JH 9C AH KC", "8C JC TD AS 3S 7C"),
    ("7H JS 5D QC 9H TH", "2C 4D 6D QS TS 3H"),
    ("8H 5S QD KH TC AC", "2S 4S 6S 3C AD KD"),
)


def _play(code: str) -> str:
    return f"play {code}"


def _step(mine: str, reply: str, text: str, after: str = "", teaches=()) -> Step:
    return Step(text, _play(mine), (_play(reply),), after, teaches=tuple(teaches))


def _not_the_ace(action) -> bool:
    # None of the learner's last cards but the ace matches anything the tutor lays, so they
    # may go in any order: the tutor's replies and the final pile stay the same.
    return action.code != "play AC"


def _free(mine: str, reply: str, text: str, after: str) -> Step:
    return Step(text, _play(mine), (_play(reply),), after, accept=_not_the_ace, teaches=("lay",))


STEPS = (
    _step(
        "7S",
        "5H",
        f"The pile's top card is {c('7D')}. Play your {c('7S')} on it: a card of the same rank "
        "takes the whole pile.",
        f"You took all five cards. The table is empty, so the tutor lays {c('5H')} alone.",
        ["capture"],
    ),
    _step(
        "5C",
        "9S",
        f"Only one card lies on the table, {c('5H')}. Take it with your {c('5C')}: taking a "
        "lone card with one of its rank is a xeri, worth 10 points.",
        f"Xeri! The tutor now lays {c('9S')} alone.",
        ["xeri"],
    ),
    _step(
        "3D",
        "QH",
        f"You have no 9 to match {c('9S')}. Lay your {c('3D')} on it: a card that does not "
        "match simply goes on the pile. Keep your jack for a bigger pile.",
        f"The tutor lays {c('QH')} on top.",
        ["lay"],
    ),
    _step(
        "JD",
        "8D",
        f"Now play your jack, {c('JD')}: a jack takes the whole pile, whatever card is on top.",
        f"The pile is yours. The tutor lays {c('8D')} alone.",
        ["capture"],
    ),
    _step(
        "6C",
        "6H",
        f"Lay your {c('6C')} on {c('8D')}; you cannot match it.",
        f"The tutor matched your {c('6C')} with {c('6H')} and took the pile: watch what you "
        "leave on top.",
        ["lay"],
    ),
    _step(
        "2D",
        "2H",
        f"The table is empty, so whatever you play lies alone. Lay your {c('2D')}.",
        f"The tutor took your lone {c('2D')} with {c('2H')}: a xeri for the tutor. A card you "
        "lay on an empty table can be taken as a xeri.",
        ["lay", "xeri", "deal"],
    ),
    _step(
        "4C",
        "8C",
        f"Six new cards each, and you play first again. Lay your {c('4C')} on the empty table.",
        f"The tutor lays {c('8C')} on it.",
        ["lay"],
    ),
    _step(
        "8S",
        "JC",
        f"Take the pile with your {c('8S')}. Two cards lie there, so this is a plain capture, "
        "not a xeri: a xeri needs a pile of one card.",
        f"The tutor lays {c('JC')} on the empty table: a jack on an empty table takes nothing.",
        ["capture"],
    ),
    _step(
        "JH",
        "TD",
        f"Take the lone {c('JC')} with your {c('JH')}: a jack taking a lone jack is a jack "
        "xeri, worth 20 points.",
        f"Jack xeri! The tutor lays {c('TD')} alone.",
        ["xeri"],
    ),
    _step(
        "9C",
        "AS",
        f"You cannot match {c('TD')}. Lay your {c('9C')} on it.",
        f"The tutor lays {c('AS')} on top.",
        ["lay"],
    ),
    _step(
        "AH",
        "3S",
        f"Take the pile with your {c('AH')}. It holds {c('TD')}, the good ten: in the count "
        "every ace, king, queen, jack and 10 is worth 1 point, and the good ten 2.",
        f"The tutor lays {c('3S')} alone.",
        ["capture"],
    ),
    _step(
        "KC",
        "7C",
        f"Lay your {c('KC')} on {c('3S')}.",
        f"The tutor lays {c('7C')}. That was the last card of this deal.",
        ["lay", "deal"],
    ),
    _step(
        "7H",
        "2C",
        f"New cards. Take the pile with your {c('7H')}, which matches {c('7C')}.",
        f"The tutor lays {c('2C')} alone: the good two, worth 1 point in the count.",
        ["capture"],
    ),
    _step(
        "JS",
        "4D",
        f"Take the lone {c('2C')} with your jack, {c('JS')}. A jack on a lone card that is no "
        "jack takes it, but it is no xeri.",
        f"The good two is yours. The tutor lays {c('4D')} alone.",
        ["capture"],
    ),
    _step(
        "5D",
        "6D",
        f"Lay your {c('5D')} on {c('4D')}.",
        f"The tutor lays {c('6D')}.",
        ["lay"],
    ),
    _step(
        "QC",
        "QS",
        f"Lay your {c('QC')} on the pile.",
        f"The tutor matched it with {c('QS')} and took five cards.",
        ["lay", "capture"],
    ),
    _step(
        "9H",
        "TS",
        f"The table is empty. Lay your {c('9H')}.",
        f"The tutor lays {c('TS')} on it.",
        ["lay"],
    ),
    _step(
        "TH",
        "3H",
        f"Take the pile with your {c('TH')}.",
        f"The tutor lays {c('3H')} alone. That ends the third deal: one more to go.",
        ["capture", "deal"],
    ),
    _free(
        "8H",
        "2S",
        f"The last deal. Lay any card but your ace: none of yours matches {c('3H')}, so the "
        f"pile grows. Keep {c('AC')} for the end.",
        f"The tutor lays {c('2S')}.",
    ),
    _free("5S", "4S", "Lay another card, still not your ace.", f"The tutor lays {c('4S')}."),
    _free("QD", "6S", "Lay another card but the ace.", f"The tutor lays {c('6S')}."),
    _free("KH", "3C", "And another: the pile grows.", f"The tutor lays {c('3C')}."),
    _free(
        "TC",
        "AD",
        "Lay your last card but the ace.",
        f"The tutor lays {c('AD')}: your ace matches it.",
    ),
    _step(
        "AC",
        "KD",
        f"Your last card: take the whole pile of eleven cards with {c('AC')}.",
        f"The tutor's last card, {c('KD')}, stays on the table. It goes to you, the last "
        "player who took cards. The round is over: now the count.",
        ["capture", "transfer", "round_over"],
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: "Matching takes the pile",
    1: "A xeri",
    2: "Laying a card",
    3: "Jacks take the pile",
    5: "A card laid alone",
    8: "The jack xeri",
    10: "Cards that score",
    13: "A jack makes no xeri",
    23: "The last capture and the count",
}

LESSON = Lesson(
    spec=SPEC,
    title="Learn to play Xeri",
    intro=(
        "Xeri is a Greek fishing game for two. Play a card on the pile: match the top card, "
        "or play a jack, to take the whole pile. The points come from the cards you take "
        "and from each xeri."
    ),
    closing=(
        "The count: 3 points for taking the most cards, 1 for each ace, king, queen, jack "
        f"and 10, 1 more for {c('TD')}, 1 for {c('2C')}, and 10 for each xeri (20 for a jack "
        "xeri). You have learned Xeri!"
    ),
    deck=tuple(
        x.code for x in stack(2, dealer=1, deals=[dict(enumerate(d)) for d in DEALS], pile=PILE)
    ),
    steps=with_topics(STEPS, TOPICS),
)
