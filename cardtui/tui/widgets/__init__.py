"""Widgets that draw a match from a view: cards, hands, piles, scores, the log.

Each renders what a view holds and posts messages for a player's choice; none holds rules.
"""

from .card import CardArt, CardWidget, Slot, face_of, render_fan
from .hand import HandWidget
from .log import MoveLog
from .pile import PileWidget
from .scoreboard import Scoreboard, ScoreRow

__all__ = [
    "CardArt",
    "CardWidget",
    "HandWidget",
    "MoveLog",
    "PileWidget",
    "ScoreRow",
    "Scoreboard",
    "Slot",
    "face_of",
    "render_fan",
]
