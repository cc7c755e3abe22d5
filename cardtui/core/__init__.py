"""Game-agnostic, UI-free building blocks: cards, the game protocol, matches, seats, seeds.

Nothing under ``cardtui.core`` or ``cardtui.games`` imports Textual or Rich: the rules run
headless, in tests, in bots and in the arena at full speed.
"""

from .bot import Bot
from .cards import DECK, SUIT_GLYPHS, SUITS, Card, card, cards, codes, new_deck, shuffled_deck
from .errors import IllegalAction, OptionError
from .match import (
    BestTotalMatch,
    FirstToWinsMatch,
    Match,
    MatchRule,
    PointsMatch,
    Redeal,
    RoundResult,
    RoundsWonMatch,
)
from .options import build_options, describe_options, parse_option_pairs
from .protocol import Action, Event, GameSpec, State, View, jsonable
from .rng import derive_seed, make_rng, new_seed
from .seats import LEVELS, Seat

__all__ = [
    "DECK",
    "LEVELS",
    "SUITS",
    "SUIT_GLYPHS",
    "Action",
    "BestTotalMatch",
    "Bot",
    "Card",
    "Event",
    "FirstToWinsMatch",
    "GameSpec",
    "IllegalAction",
    "Match",
    "MatchRule",
    "OptionError",
    "PointsMatch",
    "Redeal",
    "RoundResult",
    "RoundsWonMatch",
    "Seat",
    "State",
    "View",
    "build_options",
    "card",
    "cards",
    "codes",
    "derive_seed",
    "describe_options",
    "jsonable",
    "make_rng",
    "new_deck",
    "new_seed",
    "parse_option_pairs",
    "shuffled_deck",
]
