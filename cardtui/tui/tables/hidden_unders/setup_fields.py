"""Hidden Unders' options in a player's words (the rules page's settings and house rules)."""

from __future__ import annotations

import math

from ...setup_fields import Field, GameForm, counts

CARDS_EACH = 12  # four unders, four overs chosen from eight in hand


def deck_choices(players: int) -> tuple[tuple[object, str], ...]:
    """Only deck counts that can deal twelve cards to everyone at this table."""
    least = math.ceil(CARDS_EACH * players / 52)
    auto = f"as many as needed ({least})"
    return (("auto", auto), *counts(range(max(1, least), 4), "deck"))


def _target_label(values) -> str:
    return "Rounds to play" if values.get("scoring") == "penalty_cards" else "Round wins to win"


FIELDS = (
    Field(
        "scoring",
        "Match scoring",
        "First to win enough rounds, fewest cards left after some rounds, or letters (spell "
        "the word, lose).",
        section="Match",
        choices=(
            ("round_wins", "round wins"),
            ("penalty_cards", "fewest cards left"),
            ("letters", "letters"),
        ),
    ),
    Field(
        "target",
        "Round wins to win",
        "How long the match lasts.",
        section="Match",
        choices=counts((1, 2, 3, 5, 7, 10), "round"),
        shown=lambda v: v.get("scoring") != "letters",
        label_for=_target_label,
    ),
    Field(
        "letters_word",
        "Word to spell",
        "Each round's loser gets its next letter; whoever completes the word loses (A to Z, "
        "up to 12 letters).",
        section="Match",
        shown=lambda v: v.get("scoring") == "letters",
    ),
    Field(
        "end_condition",
        "The round ends",
        "When the first player goes out (the winner), or when only one holds cards (the loser).",
        section="Match",
        choices=(("first_out", "when one goes out"), ("play_to_last", "at the last player")),
        phrase={"play_to_last": "played to the last player"},
    ),
    Field(
        "first_player",
        "Who starts a round",
        "Who plays first in each round.",
        choices=(
            ("left_of_dealer", "after the dealer"),
            ("random", "a random player"),
            ("lowest_card", "the lowest card"),
            ("previous_winner", "last round's winner"),
        ),
        phrase={
            "random": "a random player starts",
            "lowest_card": "the lowest card starts",
            "previous_winner": "the last winner starts",
        },
    ),
    Field(
        "overs_timing",
        "Choosing overs",
        "When each player picks the four cards to lay face up on their unders.",
        choices=(
            ("first_turn", "on your first turn"),
            ("before_play", "all before play"),
            ("swap", "dealt, then swapped"),
        ),
        phrase={
            "before_play": "overs chosen before play",
            "swap": "overs dealt face up, swapped before play",
        },
    ),
    Field(
        "decks",
        "Decks",
        "How many 52-card decks are shuffled together; everyone needs twelve cards.",
        choices=(("auto", "as many as needed"), *counts((1, 2, 3), "deck")),
        choices_for=deck_choices,
        phrase={1: "1 deck", 2: "2 decks", 3: "3 decks"},
    ),
    Field(
        "four_kind",
        "Four of a kind",
        "Four cards of one rank on top of the pile burn it.",
        choices=(
            ("run", "burns the pile"),
            ("single_play", "if played together"),
            ("off", "never burns"),
        ),
        phrase={"single_play": "four burn only in one play", "off": "four of a kind never burns"},
    ),
    Field(
        "voluntary_pickup",
        "Take the pile at will",
        "You may pick up the pile even when you could play.",
        phrase={True: "pick up at will"},
    ),
    Field(
        "pickup_takes_over",
        "Stuck: take an over",
        "A player who can play none of their overs takes one of them along with the pile.",
        phrase={True: "stuck on overs takes one"},
    ),
    Field(
        "under_burn_replay",
        "Burning under: again",
        "An under that burns the pile gives its player another turn.",
        phrase={True: "a burning under plays again"},
    ),
    Field(
        "mix_hand_overs",
        "Last cards with overs",
        "Your last hand cards may be played together with overs of the same rank.",
        phrase={True: "last hand cards with overs"},
    ),
    Field(
        "same_rank_followup",
        "Play drawn cards too",
        "After drawing back up, you may add drawn cards of the rank you just played.",
        phrase={True: "drawn cards may follow"},
    ),
    Field(
        "memory_aid",
        "Pile: top card only",
        "The pile shows only its top card and its size: remembering the cards becomes a skill.",
        phrase={True: "pile shows its top card only"},
    ),
    Field(
        "seven_lower",
        "After a 7: 7 or lower",
        "After a 7, the next card played must be a 7 or lower.",
        section="House rules",
        phrase={True: "7 or lower after a 7"},
    ),
    Field(
        "ten_on_seven",
        "A 10 may go on that 7",
        "Whether a 10 can still burn the pile on a 7.",
        section="House rules",
        shown=lambda v: bool(v.get("seven_lower")),
        phrase={False: "no 10 on a 7"},
    ),
    Field(
        "three_mirror",
        "3s copy the one below",
        "A 3 goes on anything and counts as the card under it.",
        section="House rules",
        phrase={True: "3s copy"},
    ),
    Field(
        "eight_skip",
        "8 skips a player",
        "Each 8 played skips the next player.",
        section="House rules",
        phrase={True: "8s skip"},
    ),
    Field(
        "out_of_turn_burn",
        "Burn out of turn",
        "Anyone holding the cards that complete four of a kind may play them out of turn.",
        section="House rules",
        shown=lambda v: v.get("four_kind") == "run",
        phrase={True: "burns out of turn"},
    ),
    Field(
        "three_kind_burn",
        "Three of a kind burns",
        "Three cards of one rank on top already burn the pile.",
        section="House rules",
        phrase={True: "three of a kind burns"},
    ),
    Field(
        "swap_2_10",
        "2 burns, 10 resets",
        "The 2 and the 10 swap powers: the 2 burns the pile and the 10 resets it.",
        section="House rules",
        phrase={True: "2 burns, 10 resets"},
    ),
    Field(
        "winner_swap",
        "Winner swaps an over",
        "Between rounds, the last winner may swap one of their overs with the loser's.",
        section="House rules",
        phrase={True: "winner swaps an over"},
    ),
    Field(
        "short_game",
        "Short game",
        "No stock: the cards not dealt are put aside unseen, so rounds are quick.",
        section="House rules",
        phrase={True: "short game"},
    ),
)

FORM = GameForm(
    fields=FIELDS,
    preset_notes={
        "Standard": "First player out wins the round; first to 3 round wins.",
        "Shithead classic": "Play to the last: whoever is left holding cards is the Shithead "
        "and gets a letter; pick up at will.",
    },
    hidden={"turn_cap": "a safety limit that ends a round that would never end"},
)
