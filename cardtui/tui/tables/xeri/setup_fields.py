"""Xeri's options in a player's words (the rules page's variants and house rules)."""

from __future__ import annotations

from ....i18n import N_
from ...setup_fields import Field, GameForm, counts


def _points(values) -> bool:
    return values.get("match_mode") == "points"


def _rounds(values) -> bool:
    return values.get("match_mode") == "rounds"


FIELDS = (
    Field(
        "match_mode",
        N_("Match"),
        N_(
            "Play for points (the first side past the target wins) or for rounds (most rounds won)."
        ),
        section=N_("Match"),
        choices=(("points", N_("points to a target")), ("rounds", N_("most rounds won"))),
    ),
    Field(
        "target",
        N_("Points to win"),
        N_(
            "The first side past this after a round wins; if both pass it in one round, the "
            "target rises by 100."
        ),
        section=N_("Match"),
        choices=counts((101, 151, 201, 251), "point"),
        shown=_points,
    ),
    Field(
        "rounds",
        N_("Rounds"),
        N_(
            "How many rounds the match lasts; an even number lets each side deal as often as "
            "the other."
        ),
        section=N_("Match"),
        choices=counts((2, 4, 6, 8, 10), "round"),
        shown=_rounds,
    ),
    Field(
        "show_bottom_card",
        N_("Bottom card shown"),
        N_(
            "The deck's bottom card lies face up for everyone to see until the dealer gets it "
            "in the last deal."
        ),
        phrase={True: N_("bottom card shown")},
    ),
    Field(
        "initial_pile_check",
        N_("Re-lay a bad pile"),
        N_(
            "A first pile topped by a jack, or by a pair, goes back into the deck and a new one "
            "is laid."
        ),
        phrase={False: N_("first pile never re-laid")},
    ),
    Field(
        "xeri_on_final_card",
        N_("Xeri on the last card"),
        N_(
            "Off: the round's very last card never makes a xeri (the dealer could count the "
            "cards and know it)."
        ),
        phrase={False: N_("no xeri on the last card")},
    ),
    Field(
        "jack_xeri_points",
        N_("Jack on a lone jack"),
        N_("What a xeri made by a jack taking a lone jack is worth."),
        choices=counts((20, 25), "point"),
        phrase={25: N_("jack-on-jack xeri 25")},
    ),
    Field(
        "hand_size",
        N_("Cards per hand"),
        N_(
            "Cards dealt to each player in every deal: 6 in the classic game, 4 for quicker "
            "hands and more deals."
        ),
        section=N_("House rules"),
        choices=counts((6, 4), "card"),
        phrase={4: N_("4-card hands")},
    ),
    Field(
        "lone_card_jack_bonus",
        N_("Jack on any lone card"),
        N_(
            "A jack taking any lone card scores as a xeri worth this much "
            "(not in the classic rules)."
        ),
        section=N_("House rules"),
        choices=((0, N_("no bonus")), (10, N_("10 points")), (20, N_("20 points"))),
        phrase={10: N_("jack on a lone card 10"), 20: N_("jack on a lone card 20")},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": N_("The classic rules: 6-card hands, first side to 151 points."),
        "Bottom card shown": N_("Everyone sees the deck's bottom card until the dealer gets it."),
        "No xeri on the last card": N_("The round's very last card can take but never xeri."),
        "Quick hands (4 cards)": N_("Four cards a hand: more deals, quicker decisions."),
        "Match of 4 rounds": N_("Most rounds won out of four, instead of points to 151."),
    },
    hidden={"extension": N_("the target's rise when both sides pass it (100 in the rules)")},
)
