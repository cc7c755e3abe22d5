"""Xeri's options in a player's words (the rules page's variants and house rules)."""

from __future__ import annotations

from ...setup_fields import Field, GameForm, counts


def _points(values) -> bool:
    return values.get("match_mode") == "points"


def _rounds(values) -> bool:
    return values.get("match_mode") == "rounds"


FIELDS = (
    Field(
        "match_mode",
        "Match",
        "Play for points (the first side past the target wins) or for rounds (most rounds won).",
        section="Match",
        choices=(("points", "points to a target"), ("rounds", "most rounds won")),
    ),
    Field(
        "target",
        "Points to win",
        "The first side past this after a round wins; if both pass it in one round, the "
        "target rises by 100.",
        section="Match",
        choices=counts((101, 151, 201, 251), "point"),
        shown=_points,
    ),
    Field(
        "rounds",
        "Rounds",
        "How many rounds the match lasts; an even number lets each side deal as often as "
        "the other.",
        section="Match",
        choices=counts((2, 4, 6, 8, 10), "round"),
        shown=_rounds,
    ),
    Field(
        "show_bottom_card",
        "Bottom card shown",
        "The deck's bottom card lies face up for everyone to see until the dealer gets it "
        "in the last deal.",
        phrase={True: "bottom card shown"},
    ),
    Field(
        "initial_pile_check",
        "Re-lay a bad pile",
        "A first pile topped by a jack, or by a pair, goes back into the deck and a new one "
        "is laid.",
        phrase={False: "first pile never re-laid"},
    ),
    Field(
        "xeri_on_final_card",
        "Xeri on the last card",
        "Off: the round's very last card never makes a xeri (the dealer could count the "
        "cards and know it).",
        phrase={False: "no xeri on the last card"},
    ),
    Field(
        "jack_xeri_points",
        "Jack on a lone jack",
        "What a xeri made by a jack taking a lone jack is worth.",
        choices=counts((20, 25), "point"),
        phrase={25: "jack-on-jack xeri 25"},
    ),
    Field(
        "hand_size",
        "Cards per hand",
        "Cards dealt to each player in every deal: 6 in the classic game, 4 for quicker "
        "hands and more deals.",
        section="House rules",
        choices=counts((6, 4), "card"),
        phrase={4: "4-card hands"},
    ),
    Field(
        "lone_card_jack_bonus",
        "Jack on any lone card",
        "A jack taking any lone card scores as a xeri worth this much (not in the classic rules).",
        section="House rules",
        choices=((0, "no bonus"), (10, "10 points"), (20, "20 points")),
        phrase={10: "jack on a lone card 10", 20: "jack on a lone card 20"},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": "The classic rules: 6-card hands, first side to 151 points.",
        "Bottom card shown": "Everyone sees the deck's bottom card until the dealer gets it.",
        "No xeri on the last card": "The round's very last card can take but never xeri.",
        "Quick hands (4 cards)": "Four cards a hand: more deals, quicker decisions.",
        "Match of 4 rounds": "Most rounds won out of four, instead of points to 151.",
    },
    hidden={"extension": "the target's rise when both sides pass it (100 in the rules)"},
)
