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
from ...i18n import N_, _
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
        (
            lambda: _(
                "The pile's top card is {c_7d}. Play your {c_7s} on it: a card of the "
                "same rank takes the whole pile."
            ).format(c_7d=c("7D"), c_7s=c("7S"))
        ),
        (
            lambda: _(
                "You took all five cards. The table is empty, so the tutor lays {c_5h} alone."
            ).format(c_5h=c("5H"))
        ),
        ["capture"],
    ),
    _step(
        "5C",
        "9S",
        (
            lambda: _(
                "Only one card lies on the table, {c_5h}. Take it with your {c_5c}: "
                "taking a lone card with one of its rank is a xeri, worth 10 points."
            ).format(c_5h=c("5H"), c_5c=c("5C"))
        ),
        lambda: _("Xeri! The tutor now lays {c_9s} alone.").format(c_9s=c("9S")),
        ["xeri"],
    ),
    _step(
        "3D",
        "QH",
        (
            lambda: _(
                "You have no 9 to match {c_9s}. Lay your {c_3d} on it: a card that "
                "does not match simply goes on the pile. Keep your jack for a bigger "
                "pile."
            ).format(c_9s=c("9S"), c_3d=c("3D"))
        ),
        lambda: _("The tutor lays {card} on top.").format(card=c("QH")),
        ["lay"],
    ),
    _step(
        "JD",
        "8D",
        (
            lambda: _(
                "Now play your jack, {c_jd}: a jack takes the whole pile, whatever card is on top."
            ).format(c_jd=c("JD"))
        ),
        lambda: _("The pile is yours. The tutor lays {c_8d} alone.").format(c_8d=c("8D")),
        ["capture"],
    ),
    _step(
        "6C",
        "6H",
        lambda: _("Lay your {c_6c} on {c_8d}; you cannot match it.").format(
            c_6c=c("6C"), c_8d=c("8D")
        ),
        (
            lambda: _(
                "The tutor matched your {c_6c} with {c_6h} and took the pile: watch "
                "what you leave on top."
            ).format(c_6c=c("6C"), c_6h=c("6H"))
        ),
        ["lay"],
    ),
    _step(
        "2D",
        "2H",
        lambda: _("The table is empty, so whatever you play lies alone. Lay your {c_2d}.").format(
            c_2d=c("2D")
        ),
        (
            lambda: _(
                "The tutor took your lone {c_2d} with {c_2h}: a xeri for the tutor. A "
                "card you lay on an empty table can be taken as a xeri."
            ).format(c_2d=c("2D"), c_2h=c("2H"))
        ),
        ["lay", "xeri", "deal"],
    ),
    _step(
        "4C",
        "8C",
        (
            lambda: _(
                "Six new cards each, and you play first again. Lay your {c_4c} on the empty table."
            ).format(c_4c=c("4C"))
        ),
        lambda: _("The tutor lays {card} on it.").format(card=c("8C")),
        ["lay"],
    ),
    _step(
        "8S",
        "JC",
        (
            lambda: _(
                "Take the pile with your {c_8s}. Two cards lie there, so this is a "
                "plain capture, not a xeri: a xeri needs a pile of one card."
            ).format(c_8s=c("8S"))
        ),
        (
            lambda: _(
                "The tutor lays {c_jc} on the empty table: a jack on an empty table takes nothing."
            ).format(c_jc=c("JC"))
        ),
        ["capture"],
    ),
    _step(
        "JH",
        "TD",
        (
            lambda: _(
                "Take the lone {c_jc} with your {c_jh}: a jack taking a lone jack is a "
                "jack xeri, worth 20 points."
            ).format(c_jc=c("JC"), c_jh=c("JH"))
        ),
        lambda: _("Jack xeri! The tutor lays {c_td} alone.").format(c_td=c("TD")),
        ["xeri"],
    ),
    _step(
        "9C",
        "AS",
        lambda: _("You cannot match {c_td}. Lay your {c_9c} on it.").format(
            c_td=c("TD"), c_9c=c("9C")
        ),
        lambda: _("The tutor lays {card} on top.").format(card=c("AS")),
        ["lay"],
    ),
    _step(
        "AH",
        "3S",
        (
            lambda: _(
                "Take the pile with your {c_ah}. It holds {c_td}, the good ten: in the "
                "count every ace, king, queen, jack and 10 is worth 1 point, and the "
                "good ten 2."
            ).format(c_ah=c("AH"), c_td=c("TD"))
        ),
        lambda: _("The tutor lays {c_3s} alone.").format(c_3s=c("3S")),
        ["capture"],
    ),
    _step(
        "KC",
        "7C",
        lambda: _("Lay your {card} on {pile}.").format(card=c("KC"), pile=c("3S")),
        lambda: _("The tutor lays {c_7c}. That was the last card of this deal.").format(
            c_7c=c("7C")
        ),
        ["lay", "deal"],
    ),
    _step(
        "7H",
        "2C",
        lambda: _("New cards. Take the pile with your {c_7h}, which matches {c_7c}.").format(
            c_7h=c("7H"), c_7c=c("7C")
        ),
        lambda: _("The tutor lays {c_2c} alone: the good two, worth 1 point in the count.").format(
            c_2c=c("2C")
        ),
        ["capture"],
    ),
    _step(
        "JS",
        "4D",
        (
            lambda: _(
                "Take the lone {c_2c} with your jack, {c_js}. A jack on a lone card "
                "that is no jack takes it, but it is no xeri."
            ).format(c_2c=c("2C"), c_js=c("JS"))
        ),
        lambda: _("The good two is yours. The tutor lays {c_4d} alone.").format(c_4d=c("4D")),
        ["capture"],
    ),
    _step(
        "5D",
        "6D",
        lambda: _("Lay your {card} on {pile}.").format(card=c("5D"), pile=c("4D")),
        lambda: _("The tutor lays {card}.").format(card=c("6D")),
        ["lay"],
    ),
    _step(
        "QC",
        "QS",
        lambda: _("Lay your {c_qc} on the pile.").format(c_qc=c("QC")),
        lambda: _("The tutor matched it with {c_qs} and took five cards.").format(c_qs=c("QS")),
        ["lay", "capture"],
    ),
    _step(
        "9H",
        "TS",
        lambda: _("The table is empty. Lay your {c_9h}.").format(c_9h=c("9H")),
        lambda: _("The tutor lays {card} on it.").format(card=c("TS")),
        ["lay"],
    ),
    _step(
        "TH",
        "3H",
        lambda: _("Take the pile with your {c_th}.").format(c_th=c("TH")),
        lambda: _("The tutor lays {c_3h} alone. That ends the third deal: one more to go.").format(
            c_3h=c("3H")
        ),
        ["capture", "deal"],
    ),
    _free(
        "8H",
        "2S",
        (
            lambda: _(
                "The last deal. Lay any card but your ace: none of yours matches "
                "{c_3h}, so the pile grows. Keep {c_ac} for the end."
            ).format(c_3h=c("3H"), c_ac=c("AC"))
        ),
        lambda: _("The tutor lays {card}.").format(card=c("2S")),
    ),
    _free(
        "5S",
        "4S",
        N_("Lay another card, still not your ace."),
        lambda: _("The tutor lays {card}.").format(card=c("4S")),
    ),
    _free(
        "QD",
        "6S",
        N_("Lay another card but the ace."),
        lambda: _("The tutor lays {card}.").format(card=c("6S")),
    ),
    _free(
        "KH",
        "3C",
        N_("And another: the pile grows."),
        lambda: _("The tutor lays {card}.").format(card=c("3C")),
    ),
    _free(
        "TC",
        "AD",
        N_("Lay your last card but the ace."),
        lambda: _("The tutor lays {c_ad}: your ace matches it.").format(c_ad=c("AD")),
    ),
    _step(
        "AC",
        "KD",
        lambda: _("Your last card: take the whole pile of eleven cards with {c_ac}.").format(
            c_ac=c("AC")
        ),
        (
            lambda: _(
                "The tutor's last card, {c_kd}, stays on the table. It goes to you, "
                "the last player who took cards. The round is over: now the count."
            ).format(c_kd=c("KD"))
        ),
        ["capture", "transfer", "round_over"],
    ),
)

# The rule each step introduces, for a screen's list of rules learned.
TOPICS = {
    0: N_("Matching takes the pile"),
    1: N_("A xeri"),
    2: N_("Laying a card"),
    3: N_("Jacks take the pile"),
    5: N_("A card laid alone"),
    8: N_("The jack xeri"),
    10: N_("Cards that score"),
    13: N_("A jack makes no xeri"),
    23: N_("The last capture and the count"),
}

LESSON = Lesson(
    spec=SPEC,
    title=N_("Learn to play Xeri"),
    intro=(
        N_(
            "Xeri is a Greek fishing game for two. Play a card on the pile: match "
            "the top card, or play a jack, to take the whole pile. The points come "
            "from the cards you take and from each xeri."
        )
    ),
    closing=(
        lambda: _(
            "The count: 3 points for taking the most cards, 1 for each ace, king, "
            "queen, jack and 10, 1 more for {c_td}, 1 for {c_2c}, and 10 for each "
            "xeri (20 for a jack xeri). You have learned Xeri!"
        ).format(c_td=c("TD"), c_2c=c("2C"))
    ),
    deck=tuple(
        x.code for x in stack(2, dealer=1, deals=[dict(enumerate(d)) for d in DEALS], pile=PILE)
    ),
    steps=with_topics(STEPS, TOPICS),
)
