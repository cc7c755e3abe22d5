"""Zirkhaki's options in a player's words (rings, learning mode, the scoring variants)."""

from __future__ import annotations

from ...setup_fields import Field, GameForm, counts

FIELDS = (
    Field(
        "games",
        "Games",
        "How many games the match lasts; whoever wins the most of them wins the match.",
        section="Match",
        choices=counts((1, 3, 5, 7), "game"),
    ),
    Field(
        "rings",
        "Rings (advanced)",
        "Each player is dealt two ring cards and keeps one: a special power for one suit.",
        phrase={True: "with rings"},
    ),
    Field(
        "learning",
        "Learning mode",
        "Every suit power is off (chest and key too): pure push-your-luck for a first game.",
        phrase={True: "learning mode, no suit powers"},
    ),
    Field(
        "show_odds",
        "Show the odds",
        "The chance that your next draw busts, and the coach's advice, on the table.",
        phrase={True: "odds shown"},
    ),
    Field(
        "score_all_cards",
        "Every card scores",
        "Count every card in your bank at the end, not only the top card of each suit.",
        section="House rules",
        phrase={True: "every banked card scores"},
    ),
    Field(
        "dmd_strict_sword",
        "Strict dagger",
        "As in Dead Man's Draw: the dagger may not steal a suit already in your bank (the "
        "Blade ring still may).",
        section="House rules",
        phrase={True: "dagger never steals your own suits"},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": "The base game: ten suits and their powers, top card of each suit scores.",
        "Advanced (rings)": "Each player keeps one ring card with a special power.",
        "Learning": "No suit powers and the odds on screen: learn when to stop drawing.",
        "Every card scores": "Every banked card scores, not only each suit's top card.",
    },
)
